"""Revenue equivalence where it holds: the textbook model (lesson 18, before the bid cards).

One item, `n` risk-neutral bidders, private values drawn independently and uniformly from [0, 1].
The symmetric equilibrium bid functions (Krishna, *Auction Theory*, ch. 2-3):

* first price: b(v) = (n - 1) / n * v  (shade the bid to the expected second-highest value);
* second price: b(v) = v  (bid the value; the winner pays the second-highest bid);
* all-pay: b(v) = (n - 1) / n * v**n  (everybody pays their bid).

Each gives the seller (n - 1) / (n + 1) on average and a bidder with value v the gain v**n / n:
the revenue equivalence theorem. `simulate` draws values and plays the three formats.
"""
from __future__ import annotations

from fractions import Fraction
from typing import NamedTuple

import numpy as np

__all__ = ["FORMATS", "bid", "revenue", "bidder_gain", "payments", "Simulated", "simulate"]

FORMATS = ("first price", "second price", "all-pay")


def bid(fmt: str, v, n: int):
    """The equilibrium bid of a bidder with value `v` (scalar or array) among `n`."""
    v = np.asarray(v, dtype=float)
    shade = (n - 1) / n
    return {"first price": shade * v, "second price": v, "all-pay": shade * v ** n}[fmt]


def revenue(n: int) -> Fraction:
    """The seller's expected revenue in equilibrium, the same in every format: the expected
    second-highest of n uniform values."""
    return Fraction(n - 1, n + 1)


def bidder_gain(v: Fraction, n: int) -> Fraction:
    """A bidder's expected gain with value v, the same in every format (lowest type gains 0)."""
    return Fraction(v) ** n / n


class Simulated(NamedTuple):
    mean: float
    low: float            # a 95% interval for the mean (normal approximation)
    high: float


def payments(fmt: str, values: np.ndarray) -> np.ndarray:
    """What the seller receives in each auction, a row of `values` (auctions, n) each."""
    n = values.shape[1]
    bids = bid(fmt, values, n)
    if fmt == "all-pay":
        return bids.sum(axis=1)
    top2 = np.sort(bids, axis=1)[:, -2:]
    return top2[:, 1] if fmt == "first price" else top2[:, 0]


def simulate(n: int, auctions: int, seed: int = 0) -> dict[str, Simulated]:
    """The mean revenue of each format over `auctions` auctions with the same drawn values."""
    values = np.random.default_rng(seed).random((auctions, n))
    out = {}
    for fmt in FORMATS:
        paid = payments(fmt, values)
        half = 1.96 * paid.std(ddof=1) / np.sqrt(auctions)
        out[fmt] = Simulated(float(paid.mean()), float(paid.mean() - half),
                             float(paid.mean() + half))
    return out
