"""Card values by Monte Carlo: regression on simulated games (SM-C2 kinds, SM-C3 limit points)."""
from __future__ import annotations

import numpy as np
import pytest

from sanmarco_nb.analysis import card_values, simulate
from sanmarco_nb.analysis.sanmarco_card_values import _design, _fit
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
    cv = card_values(sim)
    assert cv.boot >= 2000 and cv.fixed_effects
    assert len(cv.names) == 11 and cv.names[-1] == "limit point"
    assert (cv.low <= cv.value).all() and (cv.value <= cv.high).all()
    d = cv.as_dict()
    # a limit point costs PP (SM-P5 bonus to the others); a transfer card gains them (SM-A4)
    assert d["limit point"][2] < 0
    assert d["transfer card"][1] > 0
    text = str(cv)
    assert "limit point" in text and "under these bots: random, random, random, random" in text


def test_bootstrap_agrees_with_clustered_errors(sim):
    """Two ways to the same uncertainty: the percentile interval of 2,000 game-resampling
    replicates and ±1.96 cluster-robust standard errors by game agree to about 15%."""
    cv = card_values(sim)
    half = (cv.high - cv.low) / 2
    assert np.allclose(half, 1.96 * cv.se, rtol=0.2)


def test_fixed_effects_compare_players_within_a_game():
    """Issue 13: card counts vary between games, and what else varies with them (how long the
    game ran) shifts everybody's outcome. Outcomes made from known values plus such a game-level
    shift: the fixed-effects fit recovers the values, one pooled intercept does not."""
    rng = np.random.default_rng(1)
    games, players = 600, 4

    class Fake:                                  # just what _design reads of a Simulation
        game = "sanmarco"
        bots = ["random"] * 4
    fake = Fake()
    long_game = rng.integers(0, 4, size=(games, 1, 1))            # some games deal more cards
    fake.extras = {"cards": rng.integers(0, 4, size=(games, players, 13)) + long_game}
    fake.games = games
    fake.returns = np.full((games, players), 0.25)
    fake.scores = np.zeros((games, players))
    x, _, _ = _design(fake, "score")
    true = rng.normal(size=11)
    # a score that also falls with the game's length for everybody
    fake.scores = x[:, :, 1:] @ true - 20.0 * long_game[:, :, 0] + rng.normal(size=(games, 4))
    x, y, _ = _design(fake, "score")
    assert np.allclose(_fit(x, y, fixed_effects=True), true, atol=0.1)
    assert not np.allclose(_fit(x, y, fixed_effects=False), true, atol=0.1)
    cv = card_values(fake, boot=2000, target="score")
    assert ((cv.low <= true) & (true <= cv.high)).mean() >= 0.8


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
    assert np.allclose(_fit(x, y, fixed_effects=False), true, atol=0.05)
    with pytest.raises(ValueError):
        _design(fake, "luck")
