"""A repeated game for lesson 17: split and choose played over and over, with noise.

The stage: each round both players split a hand for the other at once (the hand seeded 27 of
lesson 10, the distributor valuing by `VALUES`, the chooser by `CHOOSER_VALUES`), each either
**fair** (the maximin split) or **greedy** (the split best for the distributor, knowing the
chooser's taste). A player's round payoff is what they keep plus what they take from the other's
split. Greedy keeps 2 more and leaves the other 4 less: a prisoner's dilemma (fair is
"cooperate", greedy "defect"). In most hands greedy costs the chooser less than it gains the
distributor, and there is no dilemma (`dilemma_hands` counts them).

The strategies are memory-one, as in Axelrod's tournaments: a first move and the probability of
playing fair after each outcome (mine, theirs) of the last round. **Noise** flips each intended
move with a probability. `expected_payoffs` computes the mean payoff per round of every pairing
exactly (a Markov chain over the last outcome); `tournament` plays the round robin with random
numbers, as Axelrod's library does (which is not used: axelrod 4.14 requires PyTorch).
"""
from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

import numpy as np

__all__ = ["HAND_SEED", "STRATEGIES", "Memory1", "stage", "dilemma_hands", "expected_payoffs",
           "tournament", "ROUNDS", "NOISE"]

HAND_SEED = 27      # a hand of lesson 10 whose greedy split costs the chooser more than it gains
ROUNDS = 200        # rounds of a match
NOISE = 0.05        # the probability that a move comes out as the other one
FAIR, GREEDY = 0, 1
OUTCOMES = ((FAIR, FAIR), (FAIR, GREEDY), (GREEDY, FAIR), (GREEDY, GREEDY))   # (mine, theirs)


class Memory1(NamedTuple):
    """First move fair with probability `first`; then fair with probability fair[k] after
    outcome OUTCOMES[k] of the last round (mine, theirs)."""
    first: float
    fair: tuple


STRATEGIES = {
    "always fair": Memory1(1, (1, 1, 1, 1)),
    "always greedy": Memory1(0, (0, 0, 0, 0)),
    "tit for tat": Memory1(1, (1, 0, 1, 0)),            # do what they did last
    "generous tit for tat": Memory1(1, (1, 1 / 3, 1, 1 / 3)),   # forgive a third of the time
    "win-stay lose-shift": Memory1(1, (1, 0, 0, 1)),    # Pavlov: repeat after a good round
    "random": Memory1(0.5, (0.5, 0.5, 0.5, 0.5)),
}


@lru_cache(maxsize=None)
def stage(seed: int = HAND_SEED) -> np.ndarray:
    """The 2x2 stage game: payoff[mine, theirs] for the row player (0 fair, 1 greedy)."""
    from .sanmarco_positions import CHOOSER_VALUES, VALUES, real_hand
    from .split_choose import split_choose
    a = split_choose(real_hand(seed), (VALUES, CHOOSER_VALUES))
    keep = [a.payoff[a.maximin, 0], a.payoff[a.best, 0]]      # what my split leaves me
    give = [a.payoff[a.maximin, 1], a.payoff[a.best, 1]]      # what it leaves the other
    return np.array([[keep[m] + give[t] for t in (FAIR, GREEDY)] for m in (FAIR, GREEDY)])


def dilemma_hands(seeds) -> list[int]:
    """The hands (seeds) whose stage is a prisoner's dilemma: T > R > P > S and 2R > T + S."""
    out = []
    for seed in seeds:
        (r, s), (t, p) = stage(seed)
        if t > r > p > s and 2 * r > t + s:
            out.append(seed)
    return out


def _noisy(p, noise: float):
    p = np.asarray(p, dtype=float)
    return (1 - noise) * p + noise * (1 - p)


def _transitions(a: Memory1, b: Memory1, noise: float) -> np.ndarray:
    """The chain over last outcomes (a's view): m[k, l] = P(outcome l | outcome k)."""
    pa = _noisy(a.fair, noise)
    pb = _noisy(np.array(b.fair)[[0, 2, 1, 3]], noise)       # b sees the outcome mirrored
    m = np.empty((4, 4))
    for k in range(4):
        for l, (mine, theirs) in enumerate(OUTCOMES):
            m[k, l] = ((pa[k] if mine == FAIR else 1 - pa[k])
                       * (pb[k] if theirs == FAIR else 1 - pb[k]))
    return m


def _match(a: Memory1, b: Memory1, payoff: np.ndarray, rounds: int, noise: float) -> float:
    """a's exact mean payoff per round against b."""
    fa, fb = _noisy(a.first, noise), _noisy(b.first, noise)
    dist = np.array([fa * fb, fa * (1 - fb), (1 - fa) * fb, (1 - fa) * (1 - fb)])
    gain = np.array([payoff[m, t] for m, t in OUTCOMES])
    m, total = _transitions(a, b, noise), 0.0
    for _ in range(rounds):
        total += dist @ gain
        dist = dist @ m
    return total / rounds


def expected_payoffs(strategies: dict = STRATEGIES, payoff=None, rounds: int = ROUNDS,
                     noise: float = NOISE) -> tuple[list, np.ndarray]:
    """Names and the matrix of exact mean payoffs per round (row against column)."""
    payoff = stage() if payoff is None else np.asarray(payoff, dtype=float)
    names = list(strategies)
    return names, np.array([[_match(strategies[i], strategies[j], payoff, rounds, noise)
                             for j in names] for i in names])


def tournament(strategies: dict = STRATEGIES, payoff=None, rounds: int = ROUNDS,
               noise: float = NOISE, repetitions: int = 10, seed: int = 0) -> np.ndarray:
    """A round robin (self-play included, as Axelrod's) played with random numbers: every
    pairing `repetitions` times; the mean payoff per round of row against column."""
    payoff = stage() if payoff is None else np.asarray(payoff, dtype=float)
    rng = np.random.default_rng(seed)
    plays = list(strategies.values())
    n = len(plays)
    out = np.zeros((n, n))
    for i in range(n):
        for j in range(n):
            a, b = plays[i], plays[j]
            for _ in range(repetitions):
                last = None
                for _ in range(rounds):
                    if last is None:
                        pa, pb = a.first, b.first
                    else:
                        pa = a.fair[OUTCOMES.index(last)]
                        pb = b.fair[OUTCOMES.index(last[::-1])]
                    u = rng.random(4)
                    mine = FAIR if u[0] < pa else GREEDY
                    theirs = FAIR if u[1] < pb else GREEDY
                    mine, theirs = (1 - mine if u[2] < noise else mine,
                                    1 - theirs if u[3] < noise else theirs)
                    out[i, j] += payoff[mine, theirs]
                    last = (mine, theirs)
    return out / (rounds * repetitions)
