"""Exercise 16: learning an equilibrium by self-play (regret matching, CFR, CFR+) on the bidding
game of exercise 13. Every answer is recomputed here from `analysis.learning`, which is
deterministic (no random numbers: CFR visits every position every iteration)."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

import numpy as np

from ..analysis.learning import KUHN_VALUE, RegretLearner, Stages, regret_bound
from .answers import choice, close, not_yet, number, number_verdict, numbers, right, whole
from .bidding_equilibria import bidding_game
from .registry import question

__all__ = ["REGRETS", "TARGET", "stages", "first_below", "check_regret_matching",
           "check_iterations", "check_which_converges", "check_kuhn_value", "bound_iterations",
           "check_regret_bound"]

REGRETS = (3, -1, 1, 0, 2)         # the regrets of cards 1-5 in 16.regret_matching
TARGET = 0.01                      # the exploitability of 16.iterations_to_a_hundredth
LIMIT = 5000                       # no search past this many iterations


@lru_cache(maxsize=1)
def stages() -> Stages:
    """The positions of `bidding_game()` as arrays, once."""
    return Stages(bidding_game())


@lru_cache(maxsize=None)
def first_below(plus: bool, target: float = TARGET) -> int:
    """The first iteration after which the average strategy of CFR (CFR+ with `plus`) is less
    than `target` exploitable."""
    learner = RegretLearner(stages(), plus=plus)
    while learner.iteration < LIMIT:
        learner.iterate()
        if stages().exploitability(learner.average()) < target:
            return learner.iteration
    raise AssertionError("no convergence")


@question("16.regret_matching",
          f"Regret matching with the regrets {REGRETS} for the cards 1 to 5: the strategy it "
          "plays (five probabilities, card 1 first)")
def check_regret_matching(answer):
    probs = [float(p) for p in numbers(answer, 5, "five probabilities, one per card")]
    positive = [max(r, 0) for r in REGRETS]
    truth = [Fraction(r, sum(positive)) for r in positive]
    if all(abs(p - float(t)) <= 1e-3 for p, t in zip(probs, truth)):
        return right("each card in proportion to its positive regret")
    if all(abs(p - 1 / len(REGRETS)) <= 1e-3 for p in probs):
        return not_yet("uniform is what regret matching plays when no regret is positive: here "
                       "three are")
    if min(probs) < 0 or abs(sum(probs) - 1) > 1e-3:
        return not_yet("a strategy's probabilities are at least 0 and add up to 1")
    return not_yet("that is not the strategy regret matching plays: what happens to a negative "
                   "regret?")


@question("16.iterations_to_a_hundredth",
          f"How many iterations does CFR+ (`RegretLearner(stages, plus=True)`) need before the "
          f"exploitability of its average strategy first drops below {TARGET}?")
def check_iterations(answer):
    n = whole(answer, "the number of iterations")
    if n == first_below(True):
        return right("that is the first iteration below a hundredth; plain CFR needs more")
    if n == first_below(False):
        return not_yet("that is plain CFR's count: the question is about CFR+")
    return not_yet("that is not the first iteration whose average strategy is below the "
                   "target: measure after every iteration, not only at a few")


@question("16.which_converges",
          "Which of CFR's strategies is guaranteed to approach an equilibrium: the \"average\" "
          "or the \"current\" one?")
def check_which_converges(answer):
    said = choice(answer, ("average", "current"), "the strategy")
    if said == "average":
        return right("the average: regret matching keeps the regrets small on average, and "
                     "that bounds how exploitable the average strategy is")
    return not_yet("compare the two lines of the chart of section 3 as the iterations grow")


@question("16.kuhn_value",
          "Run `TreeCFR(KuhnPoker())` for at least 1,000 iterations: what is the first "
          "player's expected gain with the average strategies (`tree_value`), to 3 decimals?")
def check_kuhn_value(answer):
    return number_verdict(answer, KUHN_VALUE, "the value", abs_=1e-3)


def bound_iterations(target: float = TARGET) -> int:
    """The fewest iterations after which `regret_bound` is at most `target` (it falls as
    1/sqrt(T))."""
    return int(np.ceil((regret_bound(stages(), 1) / target) ** 2))


@question("16.regret_bound",
          f"After how many iterations does the regret bound (`regret_bound(stages, T)`) guarantee "
          f"that CFR's average strategy is at most {TARGET} exploitable? (within 1%)")
def check_regret_bound(answer):
    verdict = number_verdict(answer, bound_iterations(), "the number of iterations", rel=1e-2)
    if not verdict and close(number(answer), first_below(False), abs_=0.5):
        return not_yet("that is what plain CFR needs as measured: the bound is a guarantee "
                       "for every game of this size, and much larger")
    return verdict
