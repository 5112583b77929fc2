"""2 × 2 matrix games drawn: each player's best reply to the other's mixture, and where they
cross (the equilibria). The warm-up picture of exercise 13.

The row player mixes their first row with probability p, the column player their first column
with probability q. The row player's best reply to q is p = 1, p = 0, or any p when both rows
pay the same (a vertical segment); likewise for the column player. Every point where the two
best-reply curves meet is a Nash equilibrium.
"""
from __future__ import annotations

from fractions import Fraction

import numpy as np

__all__ = ["best_reply_curves", "crossings"]


def _threshold(gain_first, gain_second) -> Fraction | None:
    """Where (gain_first - gain_second) * t + (...) changes sign on [0, 1]: the other player's
    mixture that makes this player indifferent, or None if it never does."""
    slope = gain_first - gain_second
    if slope == 0:
        return None
    t = Fraction(-gain_second) / slope
    return t if 0 <= t <= 1 else None


def _curve(d_at_0, d_at_1) -> list[tuple]:
    """The best reply (1 when the first action gains more) to the other's mixture t in [0, 1],
    as (t, reply) points; d_at_t is this player's advantage of the first action at t."""
    t = _threshold(d_at_1, d_at_0)
    reply = lambda d: 1 if d > 0 else 0                      # noqa: E731
    if d_at_0 == d_at_1 == 0:
        return [(0, 0), (0, 1), (1, 1), (1, 0)]             # indifferent everywhere
    if t is None or t in (0, 1):
        d = d_at_0 if d_at_0 != 0 else d_at_1
        return [(0, reply(d)), (1, reply(d))]
    return [(0, reply(d_at_0)), (t, reply(d_at_0)), (t, reply(d_at_1)), (1, reply(d_at_1))]


def best_reply_curves(a, b=None) -> dict:
    """The two best-reply curves of the 2 × 2 game with row payoffs `a` and column payoffs `b`
    (default -a: zero-sum), as {name: (p values, q values)} for `svg.charts.LineChart`."""
    a = np.asarray(a, dtype=object)
    b = -a if b is None else np.asarray(b, dtype=object)
    # row's advantage of row 0 when the column plays column 0 with probability q = 0 and 1
    row = _curve(a[0, 1] - a[1, 1], a[0, 0] - a[1, 0])            # (q, p) points
    col = _curve(b[1, 0] - b[1, 1], b[0, 0] - b[0, 1])            # (p, q) points
    return {"row player's best reply": ([float(p) for _, p in row], [float(q) for q, _ in row]),
            "column player's best reply": ([float(p) for p, _ in col],
                                           [float(q) for _, q in col])}


def crossings(a, b=None) -> list[tuple[Fraction, Fraction]]:
    """The equilibria (p, q) of a 2 × 2 game whose curves cross at single points: the pure
    ones and the mixed one, exactly."""
    a = np.asarray(a, dtype=object)
    b = -a if b is None else np.asarray(b, dtype=object)
    out = []
    for i in (0, 1):
        for j in (0, 1):
            if a[i, j] >= a[1 - i, j] and b[i, j] >= b[i, 1 - j]:
                out.append((Fraction(1 - i), Fraction(1 - j)))
    q = _threshold(a[0, 0] - a[1, 0], a[0, 1] - a[1, 1])
    p = _threshold(b[0, 0] - b[0, 1], b[1, 0] - b[1, 1])
    if p is not None and q is not None and 0 < p < 1 and 0 < q < 1:
        out.append((p, q))
    return out
