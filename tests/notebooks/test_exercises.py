"""The exercise checkers (sanmarco_nb.exercises): right answers pass, wrong ones get a reason that
does not give the answer away, and the reference answers agree with independent computations
(the engine's own chance outcomes, brute force, inclusion-exclusion)."""
from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from fractions import Fraction
from itertools import combinations, product

import numpy as np
import pytest

from sanmarco_nb import play_chance, sanmarco
from sanmarco_nb.exercises import (CHOOSER_VALUES, OFFERS, SPLIT, VALUES, BarChart, Verdict,
                                   check, p_some_district_empty, questions, real_hand,
                                   roll_sequences, rollouts)

ALL = [q.split(":", 1)[0] for q in questions()]


def test_every_notebook_has_its_questions():
    prefixes = {name.split(".")[0] for name in ALL}
    assert prefixes == {"10", "11", "12", "13", "14"}


@pytest.mark.parametrize("name", ALL)
def test_a_placeholder_is_not_yet_answered(name):
    verdict = check(name, ...)
    assert isinstance(verdict, Verdict) and not verdict
    assert repr(verdict).startswith("Not yet: no answer yet")


def test_unknown_question_names_the_known_ones():
    with pytest.raises(KeyError, match="14.p_some_district_empty"):
        check("99.nothing", 1)


# ---- 14: the set-up (SM-S2, SM-S3) -------------------------------------------------------------

def _engine_roll_distribution(reroll: bool) -> dict:
    """One player's four set-up rolls, from the engine's chance outcomes and their weights."""
    variant = sanmarco.Variant(setup_reroll_four_same=reroll)
    out = {}

    def walk(state, prefix, p):
        if len(prefix) == 4:
            out[prefix] = out.get(prefix, 0) + p
            return
        outcomes = state.chance_outcomes()
        total = sum(w for _, w in outcomes)
        for action, w in outcomes:
            child = state.clone()
            child.apply(action)
            walk(child, prefix + (int(str(action).split()[1]),), p * Fraction(w, total))

    walk(sanmarco.new_game(players=4, seed=0, variant=variant), (), Fraction(1))
    return out


@pytest.mark.parametrize("reroll", [True, False])
def test_roll_sequences_match_the_engine_SM_S2_SM_S3(reroll):
    """The exact distribution the checkers use is the engine's, with the reroll rule both ways."""
    assert roll_sequences(reroll) == _engine_roll_distribution(reroll)
    assert sum(roll_sequences(reroll).values()) == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_some_district_empty_by_inclusion_exclusion(players):
    seqs = roll_sequences(True)
    total = Fraction(0)
    for k in range(1, 7):
        for empty in combinations(range(1, 7), k):
            avoid = sum((p for s, p in seqs.items() if not set(s) & set(empty)), Fraction(0))
            total += (-1) ** (k + 1) * avoid ** players
    assert p_some_district_empty(players, True) == total


def test_some_district_empty_agrees_with_seeded_engine_set_ups():
    games = 600
    empty = 0
    for seed in range(games):
        state = sanmarco.new_game(players=4, seed=seed)
        while state.phase == "setup-dice":
            play_chance(state)
        empty += any(sum(row) == 0 for row in state.counts)
    p = float(p_some_district_empty(4))
    assert abs(empty / games - p) < 4 * math.sqrt(p * (1 - p) / games)


def test_set_up_questions_right_and_wrong():
    assert check("14.p_four_equal_without_reroll", Fraction(1, 216))
    assert check("14.p_four_equal_without_reroll", 1 / 216)
    assert not check("14.p_four_equal_without_reroll", Fraction(1, 1296))
    forgot = check("14.p_absent_from_san_marco", (5 / 6) ** 4)
    assert not forgot and "reroll" in forgot.message
    assert not check("14.simulation_agrees", (0.30, 10))          # too few games
    assert not check("14.simulation_agrees", (0.5, 5000))


# ---- 10: divide and choose ---------------------------------------------------------------------

def _splits(cards):
    for labels in product((0, 1), repeat=len(cards)):
        if 0 < sum(labels) < len(cards):
            yield tuple(tuple(c for c, l in zip(cards, labels) if l == o) for o in (0, 1))


def _worth(offer, values=VALUES):
    return sum(values[c] for c in offer)


def test_real_hand_is_five_action_and_three_limit_cards_SM_R3():
    hand = real_hand()
    assert len(hand) == 8 and sum(c.startswith("L") for c in hand) == 3


def test_maximin_and_best_response_by_brute_force():
    hand = real_hand()
    best = max(_splits(hand), key=lambda s: min(map(_worth, s)))
    worst = min(_splits(hand), key=lambda s: min(map(_worth, s)))
    assert check("10.maximin", best)
    verdict = check("10.maximin", worst)
    assert not verdict and "guarantees only" in verdict.message
    assert not check("10.maximin", (hand[:3], hand[2:]))              # not a split of the hand
    taken = max((0, 1), key=lambda i: _worth(SPLIT[i]))
    assert check("10.best_response", taken) and not check("10.best_response", 1 - taken)


def test_envy_free_count_by_brute_force():
    """Envy-free after the chooser's best response (ties against the distributor), counting
    splits that differ only by identical cards once."""
    seen, count = set(), 0
    for split in _splits(real_hand()):
        key = tuple(sorted(tuple(sorted(o)) for o in split))
        if key in seen:
            continue
        seen.add(key)
        c = [_worth(o, CHOOSER_VALUES) for o in split]
        d = [_worth(o) for o in split]
        takes = [i for i in (0, 1) if c[i] == max(c)]
        take = min(takes, key=lambda i: d[1 - i])
        count += d[1 - take] >= d[take] and c[take] >= c[1 - take]
    assert check("10.envy_free_count", count)
    assert not check("10.envy_free_count", count + 1)
    assert not check("10.envy_free_count", len(seen))


# ---- 11: Monte Carlo ---------------------------------------------------------------------------

def test_rollouts_are_seeded_and_the_statistics_checked():
    a = rollouts(OFFERS[1], 200)
    assert np.array_equal(a, rollouts(OFFERS[1], 200, seed=0))
    assert not np.array_equal(rollouts(OFFERS[1], 20, seed=1), a[:20])
    assert check("11.mean", float(np.mean(a)))
    se = a.std(ddof=1) / math.sqrt(len(a))
    assert check("11.ci", (a.mean() - 1.96 * se, a.mean() + 1.96 * se))
    narrow = check("11.ci", (a.mean() - 1.96 * se / 14, a.mean() + 1.96 * se / 14))
    assert not narrow and "square root" in narrow.message
    assert check("11.games_to_halve", 800) and not check("11.games_to_halve", 400)


def test_wrong_numbers_get_a_direction_not_the_answer():
    truth = float(rollouts(OFFERS[1], 200).mean())
    for guess in (truth * 1.5, truth * 0.5):
        verdict = check("11.mean", guess)
        assert not verdict and ("too high" in verdict.message or "too low" in verdict.message)
        assert not re.search(r"\d", verdict.message)


# ---- 12: bots ----------------------------------------------------------------------------------

class _Illegal:
    name = "illegal"

    def choose(self, view):
        return "doge 9"


class _Crashes:
    name = "crashes"

    def choose(self, view):
        raise ZeroDivisionError("oops")


class _First:
    name = "first"

    def choose(self, view):
        return view.legal_actions[0]


def test_legal_bot_names_the_problem():
    assert check("12.legal_bot", _First())
    assert "not one of view.legal_actions" in check("12.legal_bot", _Illegal()).message
    assert "ZeroDivisionError" in check("12.legal_bot", _Crashes()).message
    assert not check("12.legal_bot", object())


# ---- 13: bidding equilibria --------------------------------------------------------------------

def test_bidding_questions():
    from sanmarco_nb.exercises import _solution, second_round_node
    value = _solution().value
    assert check("13.game_value", value) and not check("13.game_value", value + 0.5)
    assert check("13.can_exploit", False) and not check("13.can_exploit", True)
    hint = check("13.second_round_value", 5)
    assert not hint and "mixed" in hint.message
    assert check("13.second_round_value", _solution().node_value(second_round_node()))


# ---- the static chart ------------------------------------------------------------------------

def test_bar_chart_is_valid_svg_with_bars_from_zero():
    svg = BarChart(("a", "b"), {"x": [2, -1], "y": [1, 0.5]}, title="t <&>")._repr_svg_()
    root = ET.fromstring(svg)
    heights = [float(r.get("height")) for r in root.iter("{http://www.w3.org/2000/svg}rect")
               if r.find("{http://www.w3.org/2000/svg}title") is not None]
    assert len(heights) == 4 and min(heights) == 0.0 and max(heights) > 0
