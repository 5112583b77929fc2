"""Strategies that evolve: a population of bidding rules (or bots) in which what wins spreads.
The subject of lesson 17.

A **symmetric game** between strategies: two members of the population meet, a coin decides who
sits in which seat, and `A[i, j]` is what strategy i gains against j on average over both seats
(`symmetric_game`; zero-sum, so A = -A.T and A[i, i] = 0).

* **Replicator dynamics** (Taylor and Jonker, 1978): a strategy's share grows in proportion to how
  much better it does than the population's average, dx_i/dt = x_i ((A x)_i - x.A x). Integrated
  with scipy's `solve_ivp` (the dynamics is ours, the integrator a library's).
* **Best-response dynamics** (Gilboa and Matsui, 1991): a small part of the population switches
  to a best reply to the current mix, dx/dt = BR(x) - x (Euler steps; ties to the first).
* **Generations** (discrete replicator): each generation, strategy i's share is multiplied by its
  fitness (its expected win share against the population) over the mean fitness. With the bots of
  a San Marco tournament the fitness comes from the measured win shares, and their intervals say
  how sure the outcome is (`tournament_fitness`).
* An **evolutionarily stable strategy** (ESS; Maynard Smith and Price, 1973) x is a best reply to
  itself and, against any other best reply y, x does better against y than y does against itself
  (x.A y > y.A y): a small group of mutants playing y dies out. `is_ess` checks Haigh's (1975)
  condition: x is an equilibrium and z.A z < 0 for every direction z from x towards the best
  replies to x.
* The **Moran process** (Moran 1958; Nowak, Sasaki, Taylor and Fudenberg 2004): a finite
  population of N, one reproduces in proportion to its fitness 1 - w + w (payoff), one dies at
  random. `fixation_probability` is the exact chance that a single mutant takes over (the
  closed form of the birth-death chain); a neutral mutant's is 1/N.
"""
from __future__ import annotations

import warnings
from itertools import combinations

import numpy as np

from .artsociety_auctions import expected

__all__ = ["symmetric_game", "replicator", "best_response_dynamics", "generations",
           "is_ess", "evolutionarily_stable", "tournament_fitness", "moran_fitness",
           "fixation_probability"]


def symmetric_game(game, policies: dict) -> tuple[list, np.ndarray]:
    """The names of `policies` and the matrix A[i, j]: policy i's expected gain against policy j
    in the bidding game `game`, a coin deciding the seats (`auctions.expected` in both)."""
    names = list(policies)
    e = np.array([[expected(game, policies[a], policies[b]) for b in names] for a in names])
    return names, (e - e.T) / 2


def _fitness_gap(a: np.ndarray, x: np.ndarray) -> np.ndarray:
    f = a @ x
    return f - x @ f


def replicator(a, x0, t_end: float, points: int = 200) -> tuple[np.ndarray, np.ndarray]:
    """The replicator dynamics of A from the shares `x0`: (times, shares[time, strategy])."""
    from scipy.integrate import solve_ivp
    a, x0 = np.asarray(a, dtype=float), np.asarray(x0, dtype=float)
    times = np.linspace(0.0, t_end, points)
    sol = solve_ivp(lambda t, x: x * _fitness_gap(a, x), (0.0, t_end), x0, t_eval=times,
                    rtol=1e-9, atol=1e-12)
    shares = np.clip(sol.y.T, 0.0, None)
    return times, shares / shares.sum(axis=1, keepdims=True)


def best_response_dynamics(a, x0, t_end: float, dt: float = 0.01) -> tuple[np.ndarray,
                                                                           np.ndarray]:
    """Best-response dynamics of A from `x0` by Euler steps of `dt`: (times, shares)."""
    a, x = np.asarray(a, dtype=float), np.asarray(x0, dtype=float)
    steps = int(round(t_end / dt))
    out = np.empty((steps + 1, len(x)))
    out[0] = x
    for k in range(steps):
        best = np.eye(len(x))[int(np.argmax(a @ x))]
        x = x + dt * (best - x)
        out[k + 1] = x
    return np.linspace(0.0, steps * dt, steps + 1), out


def generations(fitness, x0, n: int) -> np.ndarray:
    """The discrete replicator: shares[g] after g generations, each strategy's share times its
    fitness against the population (`fitness @ x`, all positive) over the mean fitness."""
    f, x = np.asarray(fitness, dtype=float), np.asarray(x0, dtype=float)
    out = [x]
    for _ in range(n):
        w = x * (f @ x)
        x = w / w.sum()
        out.append(x)
    return np.array(out)


def tournament_fitness(t, end: str = "estimate") -> np.ndarray:
    """s[i, j]: bot i's win share against bot j in the tournament `t` (1/2 against itself).
    `end`: "estimate" (the measured shares), or "low" / "high": every later-listed bot's share
    against each earlier one at the low or high end of its 95% interval (the earlier bot gets
    the rest, so s[i, j] + s[j, i] = 1): how the outcome moves within the measurement's
    uncertainty."""
    k = len(t.bots)
    s = np.full((k, k), 0.5)
    for i, j in combinations(range(k), 2):
        lo, hi = t.interval(j, i)
        s[j, i] = {"estimate": t.share[j, i], "low": lo, "high": hi}[end]
        s[i, j] = 1.0 - s[j, i]
    return s


def is_ess(a, x, tol: float = 1e-9) -> bool:
    """Is the mixture `x` an evolutionarily stable strategy of the symmetric game A?

    Haigh's condition: x is a symmetric equilibrium, and z.A z < 0 for every direction
    z != 0 that moves x towards best replies to x (sum z = 0, z = 0 outside the best replies,
    z >= 0 outside x's support). Decided exactly when every best reply is in the support (the
    quadratic form on a subspace: its eigenvalues) and when x is pure (on a cone: Kaplan's
    test of strict copositivity); the remaining case is decided only where the form vanishes,
    as in a zero-sum game."""
    a, x = np.asarray(a, dtype=float), np.asarray(x, dtype=float)
    payoff = a @ x
    value = float(x @ payoff)
    if payoff.max() > value + tol:
        return False                                   # not even an equilibrium
    b = (a + a.T) / 2                                  # z.A z = z.B z
    support = np.flatnonzero(x > tol)
    best = np.flatnonzero(payoff >= value - tol)
    extra = np.setdiff1d(best, support)
    if extra.size == 0:
        if support.size == 1:
            return True                                # a strict equilibrium
        basis = np.eye(len(x))[:, support]
        basis = basis[:, 1:] - basis[:, :1]            # sum z = 0 within the support
        q = basis.T @ b @ basis
        return bool(np.linalg.eigvalsh((q + q.T) / 2).max() < -tol)
    if support.size == 1:
        rays = np.eye(len(x))[:, extra] - np.eye(len(x))[:, support]
        return _strictly_copositive(-(rays.T @ b @ rays), tol)
    if np.abs(b[np.ix_(best, best)]).max() <= tol:
        return False                                   # z.A z = 0 along every direction
    raise NotImplementedError("a mixed equilibrium with best replies outside its support")


def _strictly_copositive(m: np.ndarray, tol: float) -> bool:
    """Kaplan (2000): a symmetric matrix is strictly copositive iff no principal submatrix has
    an eigenvector with positive entries and an eigenvalue <= 0."""
    n = len(m)
    for size in range(1, n + 1):
        for rows in combinations(range(n), size):
            values, vectors = np.linalg.eigh(m[np.ix_(rows, rows)])
            for lam, v in zip(values, vectors.T):
                v = v if v.sum() >= 0 else -v
                if lam <= tol and (v > tol).all():
                    return False
    return True


def evolutionarily_stable(a, names=None) -> list:
    """Every ESS of A among its symmetric equilibria (support enumeration of the game (A, A.T),
    keeping the equilibria where both play the same): a list of mixtures (or of names, for
    pure ones, when `names` are given)."""
    import nashpy
    a = np.asarray(a, dtype=float)
    found = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")              # degenerate games warn
        for x, y in nashpy.Game(a, a.T).support_enumeration():
            if np.allclose(x, y, atol=1e-9) and is_ess(a, x) and \
                    not any(np.allclose(x, f, atol=1e-9) for f in found):
                found.append(x)
    if names is None:
        return found
    return [names[int(np.argmax(x))] if x.max() > 1 - 1e-9 else x for x in found]


def moran_fitness(a, mutant: int, resident: int, n: int, w: float):
    """(f, g): the fitness of a mutant and of a resident with i = 1..n-1 mutants in a population
    of n, each meeting everybody else once (no self-play), selection intensity w."""
    a = np.asarray(a, dtype=float)
    i = np.arange(1, n)
    f = 1 - w + w * (a[mutant, mutant] * (i - 1) + a[mutant, resident] * (n - i)) / (n - 1)
    g = 1 - w + w * (a[resident, mutant] * i + a[resident, resident] * (n - i - 1)) / (n - 1)
    return f, g


def fixation_probability(a, mutant: int, resident: int, n: int, w: float) -> float:
    """The probability that one `mutant` among n - 1 `resident`s takes over the population in
    the Moran process: 1 / (1 + sum_k prod_{i<=k} g_i / f_i)."""
    f, g = moran_fitness(a, mutant, resident, n, w)
    if np.any(f <= 0) or np.any(g <= 0):
        raise ValueError("fitness must stay positive: lower w")
    return float(1 / (1 + np.cumprod(g / f).sum()))
