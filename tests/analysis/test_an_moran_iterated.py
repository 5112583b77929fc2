"""Lesson 17's repeated game and Moran process against independent computations: fixation
probabilities by solving the birth-death chain's linear equations (and the textbook constant-
fitness formula), the exact match payoffs by enumerating every noisy history of short matches
and against the simulated tournament, the stage as a prisoner's dilemma."""
from __future__ import annotations

from itertools import product

import numpy as np
import pytest

from sanmarco_nb.analysis.evolution import fixation_probability, moran_fitness
from sanmarco_nb.analysis.iterated import (OUTCOMES, STRATEGIES, dilemma_hands,
                                           expected_payoffs, stage, tournament)
from sanmarco_nb.exercises import check
from sanmarco_nb.exercises.strategies_that_evolve import MORAN, fixation


def absorption(a, mutant, resident, n, w) -> float:
    """x_i = P(mutants take over from i): x_0 = 0, x_n = 1, x_i = T+ x_(i+1) + T- x_(i-1)
    + (1 - T+ - T-) x_i, solved as a linear system."""
    f, g = moran_fitness(a, mutant, resident, n, w)
    i = np.arange(1, n)
    mean = i * f + (n - i) * g
    up, down = i * f / mean * (n - i) / n, (n - i) * g / mean * i / n
    m, rhs = np.zeros((n - 1, n - 1)), np.zeros(n - 1)
    for k in range(n - 1):
        m[k, k] = up[k] + down[k]
        if k > 0:
            m[k, k - 1] = -down[k]
        if k < n - 2:
            m[k, k + 1] = -up[k]
        else:
            rhs[k] = up[k]
    return float(np.linalg.solve(m, rhs)[0])


@pytest.mark.parametrize("n", (2, 5, 10, 30))
def test_fixation_is_the_chains_absorption(n):
    rng = np.random.default_rng(n)
    names, game = expected_payoffs()
    for a in (game, rng.random((3, 3)) * 4):
        for mutant, resident in ((0, 1), (1, 0), (2, 1)):
            for w in (0.0, 0.05, 0.2):
                assert fixation_probability(a, mutant, resident, n, w) == pytest.approx(
                    absorption(a, mutant, resident, n, w), rel=1e-9)
    assert fixation_probability(game, 2, 1, n, 0.0) == pytest.approx(1 / n)      # neutral


def test_constant_fitness_is_the_textbook_formula():
    r, n = 1.5, 12                     # a mutant r times as fit, whoever it meets
    a = np.array([[r, r], [1.0, 1.0]])
    assert fixation_probability(a, 0, 1, n, 1.0) == pytest.approx((1 - 1 / r) / (1 - r ** -n))


def enumerated_match(a, b, payoff, rounds, noise) -> float:
    """a's mean payoff per round, summed over every history of intended moves and flips."""
    total = 0.0
    for history in product(OUTCOMES, repeat=rounds):
        p, last, gain = 1.0, None, 0.0
        for mine, theirs in history:
            pa = a.first if last is None else a.fair[OUTCOMES.index(last)]
            pb = b.first if last is None else b.fair[OUTCOMES.index(last[::-1])]
            pa, pb = (1 - noise) * pa + noise * (1 - pa), (1 - noise) * pb + noise * (1 - pb)
            p *= (pa if mine == 0 else 1 - pa) * (pb if theirs == 0 else 1 - pb)
            gain += payoff[mine, theirs]
            last = (mine, theirs)
        total += p * gain
    return total / rounds


def test_exact_payoffs_are_the_enumerated_ones():
    payoff = stage()
    names, exact = expected_payoffs(rounds=4, noise=0.1)
    for i, j in product(range(len(names)), repeat=2):
        assert exact[i, j] == pytest.approx(enumerated_match(
            STRATEGIES[names[i]], STRATEGIES[names[j]], payoff, 4, 0.1), rel=1e-12)


def test_the_simulated_tournament_agrees_with_the_exact_payoffs():
    names, exact = expected_payoffs()
    played = tournament(repetitions=10, seed=1)     # 2,000 rounds a pairing
    assert np.abs(played - exact).max() < 0.3       # a round's payoff spans 10 to 16


def test_the_stage_is_a_prisoners_dilemma_in_one_hand_of_sixty():
    assert stage().tolist() == [[14, 10], [16, 12]]
    assert dilemma_hands(range(60)) == [27]


def test_the_checker():
    truth = fixation("tit for tat", "always greedy")
    assert truth > 1 / MORAN["n"] > fixation("always greedy", "tit for tat")
    assert check("17.fixation", round(truth, 3)) and check("17.fixation", truth)
    assert "neutral" in check("17.fixation", 0.1).message
    assert "other way round" in check("17.fixation", fixation("always greedy", "tit for tat")
                                      ).message
    assert not check("17.fixation", 0.2)
