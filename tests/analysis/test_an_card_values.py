"""Card values by Monte Carlo: regression on simulated games (SM-C2 kinds, SM-C3 limit points)."""
from __future__ import annotations

import numpy as np
import pytest

from sanmarco_nb.analysis import card_values, simulate
from sanmarco_nb.analysis.card_values import _design, _fit
from sanmarco_nb.sanmarco.cards import FULL_DECK, LIMIT_KINDS


@pytest.fixture(scope="module")
def sim():
    return simulate("sanmarco", ["random"] * 4, 120, seed=3, progress=False, rotate=True)


def test_cards_received_are_counted_sm_r6(sim):
    """Every card a player received (taken or left to them, SM-R6) is counted once: per passage
    at most the whole deck, and the limit points match the limit totals of each passage."""
    cards = sim.extras["cards"]
    assert cards.shape == (120, 4, 13)
    per_game = cards.sum(axis=1)                           # (games, kinds)
    assert (per_game <= 3 * np.array(FULL_DECK)).all()
    points = sum(cards[:, :, k] * v for k, v in zip(LIMIT_KINDS, (1, 2, 3)))
    assert np.array_equal(points, sim.extras["limit_totals"].sum(axis=1))


def test_values_with_intervals(sim):
    cv = card_values(sim, boot=60)
    assert len(cv.names) == 11 and cv.names[-1] == "limit point"
    assert (cv.low <= cv.value).all() and (cv.value <= cv.high).all()
    d = cv.as_dict()
    # a limit point costs PP (SM-P5 bonus to the others); a transfer card gains them (SM-A4)
    assert d["limit point"][2] < 0
    assert d["transfer card"][1] > 0
    assert "limit point" in str(cv)


def test_regression_recovers_known_values():
    """The fit itself, on outcomes made from known card values plus noise."""
    class Fake:                                  # just what _design reads of a Simulation
        pass
    rng = np.random.default_rng(0)
    fake = Fake()
    fake.extras = {"cards": rng.integers(0, 6, size=(400, 4, 13))}
    fake.scores = np.zeros((400, 4))
    fake.returns = np.full((400, 4), 0.25)
    x, _, _ = _design(fake, "score")
    true = rng.normal(size=11)
    fake.scores = x[:, :, 1:] @ true + rng.normal(scale=0.1, size=(400, 4))
    x, y, _ = _design(fake, "score")
    assert np.allclose(_fit(x, y), true, atol=0.05)
    with pytest.raises(ValueError):
        _design(fake, "luck")
