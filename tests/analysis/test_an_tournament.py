"""Round-robin tournaments: seats rotated, win shares with Wilson intervals."""
from __future__ import annotations

import numpy as np
import pytest

from sanmarco_nb.analysis import tournament
from sanmarco_nb.analysis.stats import mean_ci, wilson
from sanmarco_nb.analysis.tournament import lineups
from sanmarco_nb.bots import RandomBot


def test_lineups_give_both_bots_equal_seats():
    assert lineups(2) == [(0, 1)]
    assert lineups(4) == [(0, 1, 0, 1)]
    three = lineups(3)
    assert three == [(0, 1, 0), (1, 0, 1)]
    assert sum(s.count(0) for s in three) == sum(s.count(1) for s in three)


class Lazy(RandomBot):
    """A random bot under another name (for a tournament of equals)."""
    name = "lazy"


def test_round_robin_art_society_two_players():
    t = tournament("artsociety", ["random", "greedy", Lazy()], players=2, games=12, seed=3,
                   progress=False)
    assert t.bots == ["random", "greedy", "lazy"]
    off = ~np.eye(3, dtype=bool)
    assert np.allclose((t.share + t.share.T)[off], 1.0)           # every game has a winner
    assert (t.games[off] == 12).all()
    ranking = t.ranking()
    assert ranking[0]["bot"] == "greedy"
    assert t.share[1, 0] > 0.8 and t.share[1, 2] > 0.8
    lo, hi = t.interval(1, 0)
    assert lo <= t.share[1, 0] <= hi
    assert "greedy" in str(t)


def test_odd_seat_count_uses_both_seatings():
    """3 players: A B A and B A B, so both bots hold as many seats; the shares still sum to 1."""
    t = tournament("artsociety", ["random", Lazy()], players=3, games=6, seed=1, progress=False)
    assert t.games[0, 1] == 12
    assert t.share[0, 1] + t.share[1, 0] == pytest.approx(1.0)


def test_names_must_differ():
    with pytest.raises(ValueError, match="own name"):
        tournament("artsociety", ["random", "random"], players=2, games=2, progress=False)


def test_wilson_and_mean_intervals():
    """Wilson: inside [0, 1], contains the estimate, narrows with n; known value for 8/10."""
    lo, hi = wilson(8, 10)
    assert lo == pytest.approx(0.4902, abs=1e-3) and hi == pytest.approx(0.9433, abs=1e-3)
    assert wilson(0, 5)[0] == 0.0 and wilson(5, 5)[1] == 1.0
    assert wilson(50, 100)[1] - wilson(50, 100)[0] > wilson(500, 1000)[1] - wilson(500, 1000)[0]
    m, lo, hi = mean_ci([1.0, 2.0, 3.0, 4.0])
    assert m == 2.5 and lo < 2.5 < hi


def test_power_is_exact_and_games_needed_reach_it():
    """Power of a match (the Wilson interval clear of 1/2) by the binomial sum, against brute
    force over every sequence of 12 games and against seeded simulation."""
    from itertools import product
    import math
    from sanmarco_nb.analysis.stats import games_needed, power, wilson
    n, p = 12, 0.7
    brute = 0.0
    for games in product((0, 1), repeat=n):
        k = sum(games)
        lo, hi = wilson(k, n)
        brute += (lo > 0.5 or hi < 0.5) * p ** k * (1 - p) ** (n - k)
    assert math.isclose(power(p, n), brute, rel_tol=1e-12)
    need = games_needed(0.6)
    assert power(0.6, need) >= 0.8 > max(power(0.6, m) for m in range(1, need))
    rng = np.random.default_rng(0)
    lo, hi = wilson(rng.binomial(need, 0.6, size=4000), need)
    assert abs(np.mean((lo > 0.5) | (hi < 0.5)) - power(0.6, need)) < 0.03
    assert wilson(3, 10) == wilson(np.int64(3), 10)            # scalars stay floats
    assert isinstance(wilson(3, 10)[0], float)
