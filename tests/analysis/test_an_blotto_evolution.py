"""Colonel Blotto (analysis.sanmarco_blotto) and evolutionary dynamics (analysis.evolution): the LP
against brute force, placements scored by the engine (SM-V2/V3), ESS on textbook games, the
stored bot placements replayed from their seeds."""
from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from sanmarco_nb.analysis.sanmarco_blotto import (Blotto, check_equilibrium, final_placements,
                                                  grid_value, payoff_matrix, placements,
                                                  solve_blotto)
from sanmarco_nb.analysis.evolution import (best_response_dynamics, evolutionarily_stable,
                                            generations, is_ess, replicator)
from sanmarco_nb.exercises.precomputed import RUNS, load


def test_the_blotto_lp_matches_brute_force_on_the_smallest_instance_SM_V2_SM_V3():
    tiny = Blotto(("San Marco", "Cannaregio"), (2, 2))
    sol = solve_blotto(tiny)
    assert placements(2, 2) == [(0, 2), (1, 1), (2, 0)]
    assert sol.exact is not None and sol.exact[0] == grid_value(sol.matrix, 60) == 0
    # brute force over every pure pair: (1, 1) is a saddle point
    m = payoff_matrix(tiny)
    assert m[1].min() == 0 == m[:, 1].max()


@pytest.mark.parametrize("troops", [(3, 2), (2, 1), (5, 4)])
def test_the_lp_value_is_the_brute_force_value(troops):
    game = Blotto(("San Marco", "Santa Croce", "Cannaregio")[:2 if troops != (5, 4) else 3],
                  troops)
    sol = solve_blotto(game)
    assert check_equilibrium(sol.matrix, sol.x, sol.y)
    if len(game.districts) == 2:
        assert grid_value(sol.matrix, 60) == sol.exact[0]
    else:                            # 21 placements: the grid is too big; the exact check
        assert sol.exact[0] == Fraction(7, 3)
        fx, fy = list(sol.exact[1]), list(sol.exact[2])
        assert check_equilibrium(sol.matrix.astype(int), fx, fy)


def test_a_gain_is_scored_by_the_engine():
    game = Blotto(("Castello",), (3, 1))
    assert game.gain((3,), (1,)) == 7 - 4 and game.gain((1,), (1,)) == 0
    assert Blotto(("Castello",), (1, 0)).gain((1,), (0,)) == 7


def test_a_wrong_equilibrium_is_refused():
    sol = solve_blotto(Blotto())
    pure = np.eye(len(sol.x))[0]
    assert not check_equilibrium(sol.matrix, pure, sol.y)


@pytest.mark.parametrize("run", ["placements_greedy", "placements_search"])
def test_stored_placements_replay_from_their_seeds(run):
    spec, counts = RUNS[run], load(run)
    assert counts.shape == (spec["games"], 6, len(spec["bots"]))
    live = final_placements(spec["bots"], 1, spec["seed"])      # a search game: ~10 s
    assert np.array_equal(live[0], counts[0])


HAWK_DOVE = np.array([[-1, 2], [0, 1]])
RPS = np.array([[0, -1, 1], [1, 0, -1], [-1, 1, 0]])
GOOD_RPS = np.array([[0, -1, 2], [2, 0, -1], [-1, 2, 0]])      # winning pays more than losing
COORDINATION = np.array([[2, 0], [0, 1]])


def test_ess_on_textbook_games():
    assert is_ess(HAWK_DOVE, [0.5, 0.5]) and not is_ess(HAWK_DOVE, [1, 0])
    assert not is_ess(RPS, [1 / 3] * 3)                        # neutrally stable only
    assert is_ess(GOOD_RPS, [1 / 3] * 3)
    assert is_ess(COORDINATION, [1, 0]) and is_ess(COORDINATION, [0, 1])
    assert not is_ess(COORDINATION, [1 / 3, 2 / 3])
    assert len(evolutionarily_stable(COORDINATION)) == 2
    assert evolutionarily_stable(RPS) == []
    # a pure equilibrium with another best reply: stable only if it beats the mutant
    assert not is_ess(np.array([[1, 1], [1, 1]]), [1, 0])
    assert is_ess(np.array([[1, 1], [1, 0]]), [1, 0])


def test_ess_by_invasion():
    """An ESS resists every small invasion: x.A y' > y.A y' for y' = (1 - e) x + e y."""
    x = np.full(3, 1 / 3)
    rng = np.random.default_rng(0)
    for _ in range(200):
        y = rng.dirichlet(np.ones(3))
        mix = 0.99 * x + 0.01 * y
        assert x @ GOOD_RPS @ mix > y @ GOOD_RPS @ mix


def test_dynamics():
    _, shares = replicator(RPS, [0.5, 0.3, 0.2], 30.0, 301)
    assert np.allclose(shares.sum(axis=1), 1)
    kl = [-(np.log(s) / 3).sum() for s in shares]              # conserved for zero-sum RPS
    assert max(kl) - min(kl) < 1e-5
    _, br = best_response_dynamics(GOOD_RPS, [0.6, 0.3, 0.1], 40.0)
    assert np.abs(br[-1] - 1 / 3).max() < 0.05
    g = generations(np.array([[0.5, 0.3], [0.7, 0.5]]), [0.5, 0.5], 50)
    assert g[-1, 1] > 0.99 and np.all(np.diff(g[:, 1]) > 0)
