"""Lesson 18's textbook auctions against independent computations: the revenue and a bidder's
gain by numerical integration over the order statistics, the bid functions as best replies on a
grid, and the simulated revenues' intervals around the closed form."""
from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
from scipy.integrate import quad

from sanmarco_nb.analysis import revenue
from sanmarco_nb.exercises import check

NS = (2, 3, 4, 6)


def integrated_revenue(fmt: str, n: int) -> float:
    b = lambda v: float(revenue.bid(fmt, v, n))                     # noqa: E731
    if fmt == "first price":       # the winner's bid; the highest value has density n v^(n-1)
        f = lambda v: b(v) * n * v ** (n - 1)                       # noqa: E731
    elif fmt == "second price":    # the second-highest value: density n(n-1) v^(n-2) (1-v)
        f = lambda v: v * n * (n - 1) * v ** (n - 2) * (1 - v)      # noqa: E731
    else:                          # everybody pays: n times one bidder's expected bid
        f = lambda v: n * b(v)                                      # noqa: E731
    return quad(f, 0, 1)[0]


def gain_by_pretending(fmt: str, n: int, v: float, z: np.ndarray) -> np.ndarray:
    """A bidder with value v who bids as if their value were z, against n-1 equilibrium
    bidders: wins with probability z^(n-1) (the bids rise with the value)."""
    win = z ** (n - 1)
    if fmt == "first price":
        return (v - revenue.bid(fmt, z, n)) * win
    if fmt == "all-pay":
        return v * win - revenue.bid(fmt, z, n)
    # second price: pays the highest other value y < z, whose density is (n-1) y^(n-2)
    return v * win - (n - 1) / n * z ** n


@pytest.mark.parametrize("n", NS)
@pytest.mark.parametrize("fmt", revenue.FORMATS)
def test_revenue_is_the_closed_form(fmt, n):
    assert integrated_revenue(fmt, n) == pytest.approx(float(revenue.revenue(n)), abs=1e-9)
    assert revenue.revenue(n) == Fraction(n - 1, n + 1)


@pytest.mark.parametrize("n", NS)
@pytest.mark.parametrize("fmt", revenue.FORMATS)
def test_the_bids_are_best_replies_and_gain_the_same(fmt, n):
    z = np.linspace(0, 1, 2001)
    for v in (0.1, 0.35, 0.6, 0.9):
        gains = gain_by_pretending(fmt, n, v, z)
        assert z[gains.argmax()] == pytest.approx(v, abs=1e-3)        # truthful pretending
        assert gains.max() == pytest.approx(float(revenue.bidder_gain(Fraction(v), n)),
                                            abs=1e-6)


@pytest.mark.parametrize("n", (2, 3))
def test_the_lessons_simulations_hold_the_theory(n):
    for fmt, s in revenue.simulate(n, 20_000, seed=n).items():      # lesson 18's runs
        assert s.low <= revenue.revenue(n) <= s.high, (fmt, s)


def test_intervals_cover_about_95_percent():
    hits = [s.low <= revenue.revenue(3) <= s.high
            for seed in range(100) for s in revenue.simulate(3, 2000, seed=seed).values()]
    assert 0.88 <= np.mean(hits) <= 0.995


def test_the_payments():
    values = np.array([[0.2, 0.8, 0.5]])
    assert revenue.payments("second price", values)[0] == pytest.approx(0.5)
    assert revenue.payments("first price", values)[0] == pytest.approx(0.8 * 2 / 3)
    assert revenue.payments("all-pay", values)[0] == pytest.approx(
        2 / 3 * (0.2 ** 3 + 0.8 ** 3 + 0.5 ** 3))


def test_the_checker():
    assert check("18.textbook_revenue", Fraction(3, 5)) and check("18.textbook_revenue", 0.6)
    highest = check("18.textbook_revenue", 0.8)
    assert not highest and "highest value" in highest.message
    assert not check("18.textbook_revenue", 0.5) and not check("18.textbook_revenue", 0.61)
