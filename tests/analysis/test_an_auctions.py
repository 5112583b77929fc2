"""The reduced Art Society bidding game (AS-R2 sealed bids, AS-R3 card-beneath tie-break)."""
from __future__ import annotations

import random

import numpy as np
import pytest

from sanmarco_nb.analysis.auctions import (RULES, BiddingGame, Node, compare, equilibrium,
                                           expected, play, solve)


def test_hand_solved_two_cards_two_rounds_as_r3():
    """Hands {1, 2}, prizes 3 then 1, start cards 2 > 1 (AS-R3: ties go to the higher card
    beneath, then the higher start card). By hand: round 2 is forced, so round 1 is the matrix
    [[a+b, -a+b], [a-b, a+b]] = [[4, -2], [2, 4]]; player 0 bids 1 with p = 1/4, player 1 bids 1
    with q = 3/4, value 5/2."""
    game = BiddingGame(cards=2, rounds=2, prizes=((3,), (1,)), start=(2, 1))
    sol = solve(game)
    root = game.roots()[0]
    assert np.array_equal(sol.nodes[root][0], [[4, -2], [2, 4]])
    assert sol.value == pytest.approx(2.5)
    assert sol.strategy(root, 0) == pytest.approx({1: 0.25, 2: 0.75})
    assert sol.strategy(root, 1) == pytest.approx({1: 0.75, 2: 0.25})
    assert sol.lp_solved >= 1                    # the root needed nashpy's linear program


def test_tie_break_beneath_then_start_as_r3():
    """AS-R3: higher card wins; a tie goes to the higher card beneath, then the start card."""
    game = BiddingGame(cards=3, rounds=2, start=(1, 3))
    assert game.first((3, 2), (1, 3)) == 0
    assert game.first((2, 2), (2, 1)) == 0       # beneath 2 > 1
    assert game.first((2, 2), (1, 2)) == 1
    assert game.first((2, 2), (3, 3)) == 1       # beneath equal: start card 3 > 1
    with pytest.raises(ValueError, match="AS-S2"):
        BiddingGame(start=(2, 2))


def test_equilibrium_is_unexploitable():
    """The solved strategies are an equilibrium: no rule (pure or random) does better against
    them than the game value, in either seat; and they do at least the value against any rule."""
    game = BiddingGame(cards=4, rounds=3, prizes=(1, 2, 4), start=(1, 2))
    sol = solve(game)
    eq = equilibrium(sol)
    for rule in RULES.values():
        assert expected(game, eq, rule) >= sol.value - 1e-7, rule
        assert expected(game, rule, eq) <= sol.value + 1e-7, rule
    assert expected(game, eq, eq) == pytest.approx(sol.value)


def test_equilibrium_against_every_deterministic_reply():
    """Stronger check on a small game: the best pure reply to the equilibrium (found by
    exhaustive search over every deterministic policy of player 1) cannot push player 0 below
    the value."""
    game = BiddingGame(cards=3, rounds=2, prizes=(1, 3), start=(2, 1))
    sol = solve(game)
    eq = equilibrium(sol)

    def best_reply_value(node):
        # player 1 minimises player 0's gain, knowing player 0's mixed strategy
        best = np.inf
        for b in (c + 1 for c in range(3) if node.hands[1] >> c & 1):
            total = 0.0
            for a, pa in sol.strategy(node, 0).items():
                nxt = game.after(node, (a, b))
                later = np.mean([best_reply_value(n) for n in nxt]) if nxt else 0.0
                total += pa * (game.payoff(node, (a, b)) + later)
            best = min(best, total)
        return best

    reply = np.mean([best_reply_value(r) for r in game.roots()])
    assert reply == pytest.approx(sol.value, abs=1e-7)


def test_simulation_matches_exact_expectation():
    """compare() plays seeded games; its means agree with the exact expectations."""
    game = BiddingGame(cards=4, rounds=3, prizes=(1, 3, 5))
    rows = compare(game, games=1500, seed=5)
    assert {r["seat0"] for r in rows} == {"equilibrium", *RULES}
    for r in rows:
        lo, hi = r["ci"]
        width = hi - lo
        assert lo - width / 2 <= r["exact"] <= hi + width / 2, r
    again = compare(game, games=1500, seed=5)
    assert [r["mean_gain"] for r in again] == [r["mean_gain"] for r in rows]


def test_simple_rules_are_exploitable():
    """Saving high cards loses to bidding high early; the equilibrium beats the weakest rules."""
    game = BiddingGame()
    sol = solve(game)
    assert expected(game, RULES["high_early"], RULES["save_high"]) > 0
    assert expected(game, RULES["save_high"], RULES["high_early"]) < 0
    # seat-averaged margin of the equilibrium over each rule is at least zero
    eq = equilibrium(sol)
    for name, rule in RULES.items():
        margin = expected(game, eq, rule) - expected(game, rule, eq)
        assert margin >= -1e-9, name


def test_play_is_seeded():
    game = BiddingGame(cards=3, rounds=3)
    eq = equilibrium(solve(game))
    a = [play(game, eq, RULES["random"], random.Random(9)) for _ in range(3)]
    b = [play(game, eq, RULES["random"], random.Random(9)) for _ in range(3)]
    assert a == b
    assert Node(0, (7, 7), (2, 1), 1) in solve(game).nodes
