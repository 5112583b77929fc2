"""Confidence intervals for win rates and means: small, dependency-free (numpy only)."""
from __future__ import annotations

import math

import numpy as np

__all__ = ["wilson", "mean_ci", "difference_ci"]

Z95 = 1.959963984540054


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion of `wins` in `n` trials (shared wins count as
    fractions; then the interval is approximate). Better than the normal interval near 0 and 1
    and for small n, which is where classroom tournaments live."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


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
