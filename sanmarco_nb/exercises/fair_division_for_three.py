"""Exercise 19: fair division for three on a real 3-player San Marco hand (SM-R4, SM-R6):
proportional and envy-free splits, the distributor's guarantee, how often an envy-free split
exists, cut-and-choose against Selfridge-Conway, and the maximin share. Every answer is
recomputed here."""
from __future__ import annotations

from functools import lru_cache

from ..analysis.sanmarco_fair_division import census, hand_for_three, maximin_shares, proportional
from ..analysis.split_choose import split_choose
from .answers import choice, close, not_yet, number, number_verdict, right, whole
from .divide_and_choose import CHOOSER_VALUES, VALUES
from .registry import question

__all__ = ["SEED", "SECOND_CHOOSER_VALUES", "TASTES", "HANDS", "lesson_hand", "analysis",
           "check_proportional_count", "check_envy_free_count", "check_guarantee",
           "check_hands_with_envy_free", "check_who_envies", "check_maximin_share"]

SEED = 2                   # the 3-player game whose first hand the lesson splits
# a second chooser with nearly the first chooser's taste: they want the same offers
SECOND_CHOOSER_VALUES = {**CHOOSER_VALUES, "B": 3, "T": 3}
TASTES = (VALUES, CHOOSER_VALUES, SECOND_CHOOSER_VALUES)   # distributor, 1st, 2nd chooser
HANDS = range(40)          # the hands of 19.hands_with_envy_free: games seeded 0 to 39
WHO = ("distributor", "first chooser", "second chooser")


def lesson_hand() -> tuple[str, ...]:
    return hand_for_three(SEED)


@lru_cache(maxsize=1)
def analysis():
    """`split_choose(lesson_hand(), TASTES, offers=3)`, once."""
    return split_choose(lesson_hand(), TASTES, offers=3)


@question("19.proportional_count",
          "With `TASTES`, how many splits of `lesson_hand()` into three offers are "
          "proportional (everybody gets at least a third of the hand's worth to them)?")
def check_proportional_count(answer):
    n = whole(answer, "the number of splits")
    if n == int(proportional(analysis()).sum()):
        return right("that many splits give everybody a third by their own values")
    return not_yet("count the splits where every player's payoff is at least a third of "
                   "their value of the whole hand")


@question("19.envy_free_count",
          "With `TASTES`, how many splits of `lesson_hand()` are envy-free?")
def check_envy_free_count(answer):
    n = whole(answer, "the number of splits")
    if n == int(analysis().envy_free.sum()):
        return right("that many splits leave nobody preferring another player's offer")
    return not_yet("that is not the number of envy-free splits (`envy_free` of the analysis)")


@question("19.guarantee",
          "How much can the distributor guarantee themselves (by `VALUES`) with `lesson_hand()`"
          ", whatever the two choosers like?")
def check_guarantee(answer):
    two = split_choose(lesson_hand(), VALUES).worst_case.max()
    truth = analysis().worst_case.max()
    verdict = number_verdict(answer, truth, "the guarantee")
    if not verdict and two != truth and close(number(answer), two):
        return not_yet("that is the guarantee of a split into two offers: here there are "
                       "three, and the distributor gets the one both choosers leave")
    return verdict


@lru_cache(maxsize=1)
def _same_taste():
    return census(HANDS, VALUES)


@question("19.hands_with_envy_free",
          "When all three value the cards by `VALUES`, in how many of the first hands of the "
          "3-player games seeded 0 to 39 does an envy-free split exist?")
def check_hands_with_envy_free(answer):
    n = whole(answer, "the number of hands")
    if n == _same_taste().with_envy_free:
        return right("with one taste for all, envy-free means three offers of equal worth, "
                     "which indivisible cards seldom allow")
    return not_yet("that is not the number of hands with at least one envy-free split")


@question("19.who_envies",
          f"Cut-and-choose for three: the distributor cuts three pieces equal to them, the "
          f"choosers take one each in turn. Who can end up envious: one of {WHO}?")
def check_who_envies(answer):
    said = choice(answer, WHO, "the player")
    if said == "second chooser":
        return right("the first chooser may take the piece the second wanted; the distributor "
                     "values all three the same and the first chooser had every choice")
    return not_yet("ask, for each player, whether someone else's piece can be worth more to "
                   "them than their own")


@question("19.maximin_share",
          "With `TASTES`, the first chooser's maximin share of `lesson_hand()`: the most they "
          "could make sure of by splitting it into three offers themselves and getting the worst")
def check_maximin_share(answer):
    shares = maximin_shares(analysis())
    verdict = number_verdict(answer, shares[1], "the maximin share")
    if not verdict and close(number(answer), shares[0]) and shares[0] != shares[1]:
        return not_yet("that is the distributor's maximin share (their guarantee): value the "
                       "offers by the first chooser's taste, `TASTES[1]`")
    return verdict
