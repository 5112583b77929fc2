"""Exercise 15: game trees: subgame perfection, non-credible threats, tie-breaking, and a tree
with information sets (the small bidding game)."""
from __future__ import annotations

from functools import lru_cache

from ..analysis.artsociety_auctions import BiddingGame, solve
from ..analysis.game_trees import (GameTree, backward_induction, bidding_tree, pure_equilibria,
                                   split_choose_tree)
from .answers import SOLVER_REL, close, not_yet, number, number_verdict, numbers, right, whole
from .registry import question

__all__ = ["HAND", "DISTRIBUTOR", "CHOOSER", "TIED", "SMALL_BIDDING", "split_tree", "tied_tree",
           "small_bidding_tree", "check_spe_value", "check_pure_equilibria",
           "check_subgame_perfect", "check_threat_payoff", "check_tie_values",
           "check_bidding_value"]

HAND = ("D", "1", "L3")
DISTRIBUTOR = {"D": 3, "1": 2, "L3": -3}
CHOOSER = {"D": 1, "1": 3, "L3": -1}
TIED = {"D": 2, "1": 2, "L3": 0}        # a chooser indifferent between D and 1, unafraid of L3
SMALL_BIDDING = BiddingGame(cards=3, rounds=3, prizes=(1, 3), start=(2, 1))


def split_tree() -> GameTree:
    """The split-and-choose round of the exercise: `HAND`, the distributor's and the chooser's
    values."""
    return split_choose_tree(HAND, [DISTRIBUTOR, CHOOSER], title="split and choose")


def tied_tree() -> GameTree:
    """The same round with a chooser who values by `TIED` (indifferent at some splits)."""
    return split_choose_tree(HAND, [DISTRIBUTOR, TIED], title="split and choose, a tie")


@lru_cache(maxsize=1)
def small_bidding_tree() -> GameTree:
    """The bidding game `SMALL_BIDDING` as a tree with information sets."""
    return bidding_tree(SMALL_BIDDING)


@lru_cache(maxsize=1)
def _equilibria() -> tuple:
    return tuple(pure_equilibria(split_tree()))


@question("15.spe_value",
          "In the subgame-perfect equilibrium of `split_tree()`, what does the distributor get?")
def check_spe_value(answer):
    return number_verdict(answer, backward_induction(split_tree()).value[0], "the value",
                          exact=True)


@question("15.pure_equilibria",
          "How many pure-strategy Nash equilibria has `split_tree()` (a strategy names an action "
          "at every node of the player, reached or not)?")
def check_pure_equilibria(answer):
    count = whole(answer, "the number of equilibria")
    if count == len(_equilibria()):
        return right("each is a pair of strategies neither player can improve on alone")
    if count == 1:
        return not_yet("backward induction finds one; a Nash equilibrium only needs best "
                       "replies on the path that is played: look off the path too")
    return not_yet("list the chooser's strategies (an action at each of the distributor's "
                   "splits) and check every pair")


@question("15.subgame_perfect",
          "How many of those equilibria are subgame perfect?")
def check_subgame_perfect(answer):
    count = whole(answer, "the number of equilibria")
    if count == sum(e.subgame_perfect for e in _equilibria()):
        return right("only a strategy that is best at every node, reached or not, survives")
    return not_yet("check each equilibrium at every chooser node, also the ones not reached: "
                   "is the action taken there the chooser's best?")


@question("15.threat_payoff",
          "One equilibrium of `split_tree()` gives the distributor less than backward "
          "induction does, by a non-credible threat: what does the distributor get in it?")
def check_threat_payoff(answer):
    spe = backward_induction(split_tree()).value[0]
    threats = {e.payoffs[0] for e in _equilibria() if e.payoffs[0] < spe}
    n = number(answer, "the distributor's payoff")
    if any(close(n, t) for t in threats):
        return right("the chooser 'threatens' to take an offer worse for themselves, but would "
                     "not carry it out if asked to: the threat is not credible")
    return not_yet("look for an equilibrium where the chooser's action at a split that is "
                   "not played is not their best there")


@question("15.tie_values",
          "In `tied_tree()`, the distributor's subgame-perfect value when an indifferent chooser "
          "decides against the distributor, and when for them, as (against, for)")
def check_tie_values(answer):
    against, for_ = numbers(answer, 2, "(against, for): two numbers")
    tree = tied_tree()
    truths = [backward_induction(tree, ties).value[0] for ties in ("against", "for")]
    if close(against, truths[0]) and close(for_, truths[1]):
        return right("tie-breaking decides the distributor's value: a cautious distributor "
                     "must count on the worse")
    # one sentence for every wrong pair, the two right values swapped too: a sentence of its
    # own would tell that both numbers are right
    return not_yet("at each split where the chooser is indifferent, try both of their choices; "
                   "the pair is (against the distributor, for them)")


@question("15.bidding_value",
          "The value for P1 of `small_bidding_tree()` (the bidding game of `SMALL_BIDDING`, with "
          "its information sets)")
def check_bidding_value(answer):
    return number_verdict(answer, solve(SMALL_BIDDING).value, "the value", rel=SOLVER_REL, abs_=SOLVER_REL)
