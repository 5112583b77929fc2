"""Split and choose for the classroom (SM-R3, SM-R4, SM-R6): see `sanmarco_nb.bots.split_choose`.

The implementation lives with the bots, whose distributor reasons with it, because `analysis`
imports `bots` and never the other way round; this is the name the lessons use.

    from sanmarco_nb.analysis.split_choose import split_choose
    a = split_choose(hand, VALUES); a.offers(a.maximin)
"""
from ..bots.split_choose import (TIES, SplitAnalysis, at_least, best_responses, first_best,
                                 partitions, split_choose, tolerance)

__all__ = ["split_choose", "SplitAnalysis", "partitions", "best_responses", "tolerance",
           "at_least", "first_best", "TIES"]
