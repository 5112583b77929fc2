"""Exercise 12, section 5: sizing a tournament by power analysis (the exact chance that a match
of n games tells two bots apart with the tournament's own Wilson intervals)."""
from __future__ import annotations

from ..analysis.stats import games_needed
from .answers import not_yet, right, whole
from .registry import question

__all__ = ["SHARE", "TARGET", "check_games_for_power"]

SHARE, TARGET = 0.6, 0.8       # a bot that truly wins 60% of its games; 80% power


@question("12.games_for_power",
          f"How many games per match does it take for an 80% chance that the 95% interval of a "
          f"bot that truly wins {SHARE:.0%} of its games lies clear of 1/2 (`power`)?")
def check_games_for_power(answer):
    n = whole(answer, "the number of games")
    truth = games_needed(SHARE, TARGET)
    if n == truth:
        return right("the fewest games with at least 80% power")
    if n == 97:                       # (1.96 / 0.1)**2 / 4: the interval's width alone
        return not_yet("that sizes the interval's width at the true share, which gives about "
                       "50% power: also ask how likely the observed share falls short")
    return not_yet("that is not the fewest games whose power (`power(0.6, n)`) reaches 0.8")
