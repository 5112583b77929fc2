"""The lesson positions, where the exercises have always imported them from (they live in
`analysis.sanmarco_positions`, below both the exercises and the analysis that reads them)."""
from ..analysis.sanmarco_positions import (CHOOSER_VALUES, HAND_SEED, OFFERS, VALUES,  # noqa: F401
                                  choice_position, real_hand, split_position)
