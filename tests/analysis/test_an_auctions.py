"""The reduced Art Society bidding game (AS-R2 sealed bids, AS-R3 card-beneath tie-break):
Goofspiel with Art Society's tie-break, its equilibria as sets, best responses, exploitability."""
from __future__ import annotations

import dataclasses
import random
import warnings
from itertools import product

import nashpy
import numpy as np
import pytest

from sanmarco_nb.analysis.artsociety_auctions import (EXPLOITABILITY_TOL, RULES, BiddingGame, Node,
                                                      Rule, best_response, bid_distribution,
                                                      compare, equilibrium, expected,
                                                      exploitability, optimal_strategies,
                                                      sample_gain, simulate_gains, solve,
                                                      stage_equilibria)

GAME = BiddingGame(cards=5, rounds=3, prizes=(1, 3, 5), start=(2, 1))     # exercise 13's


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
    a = [sample_gain(game, eq, RULES["random"], random.Random(9)) for _ in range(3)]
    b = [sample_gain(game, eq, RULES["random"], random.Random(9)) for _ in range(3)]
    assert a == b
    assert Node(0, (7, 7), (2, 1), 1) in solve(game).nodes
    assert np.array_equal(simulate_gains(game, eq, RULES["random"], 50, seed=4),
                          simulate_gains(game, eq, RULES["random"], 50, seed=4))


@pytest.fixture(scope="module")
def solved():
    return solve(GAME)


def test_value_is_the_independent_checks_fraction(solved):
    """The value an independent check found at every one of the 1,278 positions (own LPs,
    gambit, one sequence-form LP of the whole game): 89625518187/36924142834."""
    assert len(solved.nodes) == 1278
    assert solved.value == pytest.approx(89625518187 / 36924142834, abs=1e-12)


def test_every_round_1_stage_has_three_extreme_equilibria_as_r3(solved):
    """Equilibria are sets: each round-1 stage has three extreme equilibria, and nashpy's vertex
    enumeration lists the same three (support enumeration misses them: the stages are
    degenerate)."""
    for root in GAME.roots():
        ours = stage_equilibria(solved, root)
        assert len(ours) == 3
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            theirs = list(nashpy.Game(solved.nodes[root][0]).vertex_enumeration())
        key = lambda pairs: sorted(tuple(np.round(np.concatenate(p), 6)) for p in pairs)  # noqa
        assert key(ours) == key(theirs)
        v = solved.node_value(root)
        for x, y in ours:                           # each is an equilibrium with the value
            m = solved.nodes[root][0]
            assert (x @ m).min() == pytest.approx(v) and (m @ y).max() == pytest.approx(v)


def test_optimal_strategies_of_a_known_degenerate_game():
    """[[1, 1], [0, 0]] and [[1, 1], [1, 1]]: the column player's optimal set is the whole
    simplex (two vertices); matching pennies has one equilibrium."""
    assert len(optimal_strategies([[1, 1], [0, 0]], player=1)) == 2
    assert len(optimal_strategies([[1, 1], [0, 0]], player=0)) == 1
    pennies = optimal_strategies([[1, -1], [-1, 1]], player=0)
    assert len(pennies) == 1 and np.allclose(pennies[0], [0.5, 0.5])


def _node_extreme(solved, seat, rule, pick):
    """max or min, over the subgame-perfect equilibrium strategies of `seat` (an extreme point
    at every node), of player 0's exact gain against `rule` in the other seat."""
    memo = {}

    def val(node):
        if node not in memo:
            m, _, _, v = solved.nodes[node]
            mine = [c + 1 for c in range(GAME.cards) if node.hands[seat] >> c & 1]
            options = []
            for x in optimal_strategies(m, seat, v):
                total = 0.0
                for i, c in enumerate(mine):
                    for a, pa in rule.distribution(GAME, node, 1 - seat).items():
                        bids = (c, a) if seat == 0 else (a, c)
                        nxt = GAME.after(node, bids)
                        later = np.mean([val(n) for n in nxt]) if nxt else 0.0
                        total += x[i] * pa * (GAME.payoff(node, bids) + later)
                options.append(total)
            memo[node] = pick(options)
        return memo[node]
    return np.mean([val(r) for r in GAME.roots()])


def test_gains_against_the_equilibrium_depend_on_which_one(solved):
    """The finding of issue 13: against the LP's equilibrium the best simple rule is
    match_value, but another unexploitable equilibrium lets save_high gain the value itself
    (2.427), and the equilibrium's gain against random is not one number either."""
    eq = equilibrium(solved)
    gains = {name: expected(GAME, rule, eq) for name, rule in RULES.items()}
    assert max(gains, key=gains.get) == "match_value"
    best_case = {name: _node_extreme(solved, 1, rule, max) for name, rule in RULES.items()}
    assert max(best_case, key=best_case.get) == "save_high"
    assert best_case["save_high"] == pytest.approx(solved.value)
    low = _node_extreme(solved, 0, RULES["random"], min)
    high = _node_extreme(solved, 0, RULES["random"], max)
    assert low < expected(GAME, eq, RULES["random"]) < high and high - low > 2


def test_best_response_by_brute_force_over_pure_replies():
    """best_response equals the best of every deterministic reply policy (small game: 1,536 of
    them)."""
    game = BiddingGame(cards=3, rounds=2, prizes=((3,), (1,)), start=(2, 1))
    rule = RULES["match_value"]
    found = best_response(game, rule, seat=1)
    positions = sorted({n for n in solve(game).nodes}, key=repr)
    hands = {n: [c + 1 for c in range(3) if n.hands[1] >> c & 1] for n in positions}
    best = np.inf
    for picks in product(*(hands[n] for n in positions)):
        table = dict(zip(positions, picks))
        reply = Rule("pure", lambda g, node, p, t=table: {t[node]: 1.0})
        best = min(best, expected(game, rule, reply))
    assert found.value == pytest.approx(best)
    assert expected(game, rule, found.rule) == pytest.approx(found.value)


def test_exploitability(solved):
    """0 for the equilibrium in either seat, positive for every simple rule, and the same for
    every extreme equilibrium strategy at the round-1 stages (it does not depend on which)."""
    eq = equilibrium(solved)
    assert exploitability(GAME, eq, 0, solved) == 0.0
    assert exploitability(GAME, eq, 1, solved) == 0.0
    for name, rule in RULES.items():
        assert exploitability(GAME, rule, 0, solved) > 1, name
        assert exploitability(GAME, rule, 1, solved) > 1, name
    for root in GAME.roots():
        for x, _ in stage_equilibria(solved, root):
            other = {c + 1: p for c, p in enumerate(x) if p > 1e-12}
            swapped = Rule("another", lambda g, node, p, r=root, o=other:
                           o if (node == r and p == 0) else solved.strategy(node, p))
            assert exploitability(GAME, swapped, 0, solved) == 0.0
    assert exploitability(GAME, RULES["match_value"], 0, solved) == pytest.approx(
        solved.value - best_response(GAME, RULES["match_value"], 1).value)


@pytest.mark.parametrize("noise", [-8.881784197001252e-16, 4e-16, EXPLOITABILITY_TOL / 2,
                                   -EXPLOITABILITY_TOL / 2])
def test_exploitability_of_an_optimal_strategy_is_exactly_zero_on_every_machine(solved, noise):
    """The gap of an optimal strategy is two sums of the same payoffs, whose last bits depend on
    the BLAS and the CPU (-8.88e-16 in seat 1 with OpenBLAS's Haswell kernels, 0 with SkylakeX):
    within EXPLOITABILITY_TOL it is 0.0, so it never prints as a negative gain."""
    shifted = dataclasses.replace(solved, value=solved.value - noise)
    eq = equilibrium(solved)
    assert exploitability(GAME, eq, 1, shifted) == 0.0
    assert f"{exploitability(GAME, eq, 1, shifted):.2e}" == "0.00e+00"
    assert exploitability(GAME, RULES["random"], 1, shifted) > 1


def test_exploitability_refuses_the_solution_of_another_game(solved):
    """A best reply doing clearly worse than the value means `solution` is not this game's."""
    other = solve(BiddingGame(cards=5, rounds=3, prizes=(1, 3, 5), start=(1, 2)))
    with pytest.raises(ValueError, match="solution of this game"):
        exploitability(GAME, equilibrium(solved), 0, other)


def test_bid_distribution_per_round_and_prize(solved):
    """Probabilities per (round, prize) add up to 1; round 1 is the root strategies."""
    dist = bid_distribution(solved, 0)
    assert set(dist) == {(r, p) for r in range(3) for p in (1, 3, 5)}
    for cell in dist.values():
        assert sum(cell.values()) == pytest.approx(1)
    for root in GAME.roots():
        assert dist[(0, root.prize)] == pytest.approx(solved.strategy(root, 0))
