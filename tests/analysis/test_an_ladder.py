"""The rating ladder: Bradley–Terry ratings from a round robin, bootstrap intervals, and the
ladder the benchmark stored for lesson 12."""
from __future__ import annotations

import math

import numpy as np
import pytest

from sanmarco_nb.analysis import ladder as ladders


def synthetic(strength: dict, games: int, seed: int = 0) -> dict:
    """Every pair plays `games` games; a beats b with probability r_a / (r_a + r_b)."""
    rng = np.random.default_rng(seed)
    names = list(strength)
    out = {}
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            p = strength[a] / (strength[a] + strength[b])
            out[a, b] = (rng.random(games) < p).astype(float).tolist()
    return out


def test_fit_recovers_known_strengths():
    """Exact win counts of known strengths give those strengths back (up to the prior)."""
    r = np.array([1.0, 2.0, 4.0])
    games = np.full((3, 3), 10_000.0) - np.diag([10_000.0] * 3)
    wins = games * r[:, None] / (r[:, None] + r[None, :])
    got = ladders.fit(wins, games)
    assert np.allclose(got, np.log(r / r[0]), atol=1e-3)


def test_ladder_orders_bots_and_brackets_the_truth():
    truth = {"random": 1.0, "greedy": 6.0, "search": 9.0, "coach": 14.0}
    board = ladders.ladder("sanmarco", 4, synthetic(truth, 400, seed=1), boot=100, seed=2)
    assert board.bots == ("coach", "search", "greedy", "random") and board.anchor == "random"
    for bot, rating, (lo, hi) in zip(board.bots, board.rating, board.ci):
        assert lo <= rating <= hi
        elo = 400 * math.log10(truth[bot] / truth["random"])
        assert lo - 60 <= elo <= hi + 60, (bot, elo, lo, hi)
    assert board.rating[-1] == 0 and board.ci[-1] == (0.0, 0.0)
    assert board.share[0][1] > 0.5 and board.games[0][1] == 400


def test_a_perfect_record_still_has_a_finite_rating():
    """Every bot beats random in every game: the drawn half game of the prior keeps the
    ratings finite, and the bootstrap interval too."""
    matches = {("greedy", "random"): [1.0] * 30, ("search", "random"): [1.0] * 30,
               ("search", "greedy"): [1.0, 0.0, 0.5] * 10}
    board = ladders.ladder("artsociety", 2, matches, boot=50)
    assert all(math.isfinite(x) for r in (board.rating, *board.ci) for x in r)
    assert board.bots[-1] == "random"


def test_stored_ladders_load_and_chart():
    """The ladders benchmarks/bot_strength.py stored for lesson 12: every bot, best first,
    each rating inside its interval; the chart is a picture of them."""
    for game in ("sanmarco", "artsociety"):
        board = ladders.stored(game)
        assert set(board.bots) == {"random", "greedy", "search", "coach"}
        assert list(board.rating) == sorted(board.rating, reverse=True)
        assert all(lo <= r <= hi for r, (lo, hi) in zip(board.rating, board.ci))
        assert "Elo" in str(board) and board.chart()._repr_svg_().startswith("<svg")
    with pytest.raises(ValueError, match="no stored ladder"):
        ladders.stored("chess")
