"""Confidence intervals for win rates and means: small, dependency-free (numpy only)."""
from __future__ import annotations

import math

import numpy as np

__all__ = ["wilson", "mean_ci", "difference_ci", "power", "games_needed", "t95"]

Z95 = 1.959963984540054
# Student's t, two-sided 95%, for 1..30 degrees of freedom (beyond: the normal's 1.96 plus
# a correction good to 0.003)
_T95 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179,
        2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064,
        2.060, 2.056, 2.052, 2.048, 2.045, 2.042)


def t95(dof: int) -> float:
    """The 95% two-sided quantile of Student's t with `dof` degrees of freedom (at least 1):
    the half-width factor of a mean's interval from a few observations."""
    dof = max(1, int(dof))
    return _T95[dof - 1] if dof <= len(_T95) else Z95 + 2.4 / dof


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion of `wins` in `n` trials (shared wins count as
    fractions; then the interval is approximate). Better than the normal interval near 0 and 1
    and for small n, which is where classroom tournaments live."""
    if n <= 0:
        return (0.0, 1.0)
    p = np.asarray(wins, dtype=float) / n        # an array of wins gives arrays of bounds
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * np.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    lo, hi = np.maximum(0.0, centre - half), np.minimum(1.0, centre + half)
    return (float(lo), float(hi)) if lo.ndim == 0 else (lo, hi)


def mean_ci(x, z: float = Z95) -> tuple[float, float, float]:
    """Mean of `x` and its normal-approximation interval (mean, low, high)."""
    x = np.asarray(x, dtype=float)
    m = float(x.mean()) if x.size else float("nan")
    if x.size < 2:
        return (m, float("nan"), float("nan"))
    half = z * float(x.std(ddof=1)) / math.sqrt(x.size)
    return (m, m - half, m + half)


def difference_ci(a, b, z: float = Z95) -> tuple[float, float, float]:
    """mean(a) - mean(b) and its normal-approximation interval for independent samples
    (difference, low, high)."""
    a, b = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    diff = float(a.mean() - b.mean())
    half = z * math.sqrt(a.var(ddof=1) / a.size + b.var(ddof=1) / b.size)
    return (diff, diff - half, diff + half)


def power(share: float, n: int, reference: float = 0.5, z: float = Z95) -> float:
    """The chance that a match of `n` games tells a bot whose true win share is `share` from
    `reference`: that the Wilson interval of its wins excludes `reference`. Exact: a sum over
    the binomial distribution of the wins (shared wins ignored)."""
    from scipy.stats import binom
    wins = np.arange(n + 1)
    lo, hi = wilson(wins, n, z)
    apart = (lo > reference) | (hi < reference)
    return float(binom.pmf(wins, n, share)[apart].sum())


def games_needed(share: float, target: float = 0.8, reference: float = 0.5, z: float = Z95,
                 limit: int = 100_000) -> int:
    """The fewest games per match whose `power` reaches `target` (80%: the usual choice). Power
    does not grow smoothly with n (the wins are whole numbers): a few more games can lose a
    little of it, so this is the first n that reaches the target."""
    if share == reference:
        raise ValueError("a bot no better than the reference is never told apart from it")
    for n in range(1, limit + 1):
        if power(share, n, reference, z) >= target:
            return n
    raise ValueError(f"more than {limit} games")
