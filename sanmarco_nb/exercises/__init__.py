"""Checkable answers for the classroom exercises (notebooks 10-20).

    from sanmarco_nb.exercises import check, questions
    check("14.p_four_equal_without_reroll", Fraction(1, 216))  # -> Right: ... / Not yet: ...

Each question has a name ("<notebook>.<question>") and a checker that works the answer out
itself, from the engine and the analysis tools, on the same seeded hands and games the notebook
uses; a simulation the learner ran is recomputed from their own seed and number of games. Every
numeric form is read (int, float, Fraction, Decimal, numpy scalars); every input gets a verdict,
never a traceback; a wrong answer is told only "not yet" and why in general terms (the form it
must have, a recognised slip), never the answer or which way it is off. The solution notebooks
in `docs/solutions/` call the same checkers and must get "Right" on every one.

One module per notebook: `divide_and_choose` (10), `value_of_a_card` (11), `bot_tournament`
(12, and `tournament_power` for its power analysis), `bidding_equilibria` (13),
`probability_of_the_setup` (14), `game_trees` (15),
`learning_an_equilibrium` (16), `strategies_that_evolve` (17), `auction_formats` (18),
`fair_division_for_three` (19), `majorities_as_blotto` (20); the registry (`check`,
`questions`) in `registry`, answer reading in `answers`, the real positions of 10 and 11 in
`positions`, the stored long runs of 11, 12 and 20 in `precomputed`.

Pure Python: this package never imports the front end.
"""
from ..analysis.sanmarco_setup_dice import p_some_district_empty, roll_sequences
from ..svg.charts import BarChart
from . import (auction_formats, bidding_equilibria, bot_tournament, divide_and_choose,
               fair_division_for_three, game_trees, learning_an_equilibrium,
               majorities_as_blotto, probability_of_the_setup, strategies_that_evolve,
               tournament_power, value_of_a_card)
from .answers import AnswerForm, Verdict
from .bidding_equilibria import bidding_game, second_round_node
from .divide_and_choose import CHOOSER_VALUES, SPLIT, VALUES
from .game_trees import small_bidding_tree, split_tree, tied_tree
from .positions import HAND_SEED, OFFERS, choice_position, real_hand
from .registry import check, question, questions
from .value_of_a_card import extra_card_rollouts, rollouts

__all__ = ["Verdict", "AnswerForm", "check", "questions", "question", "BarChart",
           "roll_sequences", "p_some_district_empty", "real_hand", "choice_position",
           "HAND_SEED", "VALUES", "CHOOSER_VALUES", "SPLIT", "OFFERS", "rollouts",
           "extra_card_rollouts", "bidding_game", "second_round_node", "split_tree",
           "tied_tree", "small_bidding_tree", "bidding_equilibria", "bot_tournament",
           "divide_and_choose", "game_trees", "probability_of_the_setup", "value_of_a_card",
           "learning_an_equilibrium", "auction_formats", "strategies_that_evolve",
           "majorities_as_blotto", "fair_division_for_three", "tournament_power"]
