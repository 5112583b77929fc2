"""Exercise 17: evolutionary dynamics on the bidding rules of exercise 13 (the exact symmetric
payoff matrix from `auctions.expected`), on the house bots' stored San Marco tournament, and on
the noisy repeated split game of `analysis.iterated` in a finite population (Moran). Every answer
is recomputed here; none depends on the step size of an integrator or on random numbers."""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from ..analysis.artsociety_auctions import RULES, equilibrium
from ..analysis.evolution import (evolutionarily_stable, fixation_probability, generations,
                                  replicator, symmetric_game, tournament_fitness)
from ..analysis.iterated import expected_payoffs
from .answers import choice, close, not_yet, number, number_verdict, right, whole
from .bidding_equilibria import bidding_game, solution
from .precomputed import load
from .registry import question

__all__ = ["rules_game", "SHARE", "check_ess", "check_ess_without_equilibrium",
           "check_rises_then_falls", "check_generations", "MORAN", "check_fixation"]

SHARE = 0.9           # 17.generations: the share the search bot must pass
MORAN = {"n": 10, "w": 0.1}   # 17.fixation: population size and selection intensity


@lru_cache(maxsize=1)
def rules_game() -> tuple[list, np.ndarray]:
    """The equilibrium of exercise 13 and the four simple rules: names and the symmetric matrix."""
    return symmetric_game(bidding_game(), {"equilibrium": equilibrium(solution()), **RULES})


@question("17.ess", "Which of the five strategies (the equilibrium and the four rules) is an "
          "evolutionarily stable strategy of the symmetric game?")
def check_ess(answer):
    names, a = rules_game()
    said = choice(answer, tuple(names), "the strategy")
    if said in evolutionarily_stable(a, names):
        return right("a population of it cannot be invaded by a few of any other")
    return not_yet("a population of that strategy can be invaded: is it a best reply to "
                   "itself, and the only one?")


@question("17.ess_without_equilibrium",
          "Leave the equilibrium out: which of the four simple rules is evolutionarily stable?")
def check_ess_without_equilibrium(answer):
    names, a = rules_game()
    said = choice(answer, tuple(names[1:]), "the rule")
    if said in evolutionarily_stable(a[1:, 1:], names[1:]):
        return right("among the four rules, a population of it cannot be invaded")
    return not_yet("some rule does better against a population of that one than it does "
                   "itself")


@question("17.rises_then_falls",
          "Replicator dynamics of the four rules from equal shares: which rule's share first "
          "grows, then shrinks?")
def check_rises_then_falls(answer):
    names, a = rules_game()
    said = choice(answer, tuple(names[1:]), "the rule")
    _, shares = replicator(a[1:, 1:], [0.25] * 4, 10.0, 201)
    i = names[1:].index(said)
    peak = int(shares[:, i].argmax())
    if 0 < peak < len(shares) - 1 and shares[-1, i] < shares[0, i]:
        return right("it gains while there are weaker rules to beat, and loses once the "
                     "strongest has taken over")
    return not_yet("follow each rule's share in the chart: which one has a peak in between?")


@question("17.generations",
          f"In the house tournament's population (equal shares of random, greedy, search; "
          f"fitness: the measured win shares), after how many generations does the search "
          f"bot first hold more than {SHARE:.0%} of the population?")
def check_generations(answer):
    n = whole(answer, "the number of generations")
    shares = generations(tournament_fitness(load("tournament_house")), [1 / 3] * 3, 200)
    first = int(np.argmax(shares[:, 2] > SHARE))
    if n == first:
        return right("that is the first generation past it")
    return not_yet("that is not the first generation in which the search bot's share is "
                   "past it: count generation 0 as the start")


def fixation(mutant: str, resident: str) -> float:
    """17.fixation's probability for any pair of the repeated game's strategies."""
    names, m = expected_payoffs()
    return fixation_probability(m, names.index(mutant), names.index(resident), **MORAN)


@question("17.fixation",
          f"The noisy repeated split game (`expected_payoffs()`), a population of {MORAN['n']} "
          f"\"always greedy\" players, selection intensity w = {MORAN['w']}: the probability "
          "that one \"tit for tat\" mutant takes over (Moran process), to 3 decimals")
def check_fixation(answer):
    verdict = number_verdict(answer, fixation("tit for tat", "always greedy"),
                             "the probability", abs_=5e-4)
    if not verdict and close(number(answer), 1 / MORAN["n"], abs_=5e-4):
        return not_yet("that is a neutral mutant's chance, 1/N: here selection acts")
    if not verdict and close(number(answer), fixation("always greedy", "tit for tat"),
                             abs_=5e-4):
        return not_yet("that is the other way round: one greedy player among tit for tat")
    return verdict
