"""Paired experiments with common random numbers, and the stored long runs of notebook 11."""
from __future__ import annotations

import numpy as np
import pytest

from sanmarco_nb.analysis import card_values
from sanmarco_nb.analysis.paired import EveryCard, paired_rollouts, rollouts, seat_bots
from sanmarco_nb.analysis.simulate import game_seed, play_games
from sanmarco_nb.analysis.stats import difference_ci, mean_ci
from sanmarco_nb import sanmarco as SM
from sanmarco_nb.bots import make_bot
from sanmarco_nb.exercises.positions import OFFERS, choice_position
from sanmarco_nb.exercises.precomputed import (MOVES, RUNS, extra_card_experiment,
                                               extra_card_positions, load)
from sanmarco_nb.exercises.value_of_a_card import rollouts as offer_rollouts


def test_the_two_arms_differ_by_one_doge_card_removed_not_moved_sm_r7():
    """Notebook 11's paired experiment (issue 23: the card was moved to the rival
    distributor): the same position; in one arm P2 discards the Doge card of the offer taken
    (SM-R7's variant, in both arms), so the distributor's offer and everything else is the same,
    and P2 has one card less."""
    with_, without = extra_card_positions()
    assert with_.to_record() == without.to_record() and with_.to_move == 1
    arms = []
    for state, moves in zip((with_, without), MOVES):
        s = state.determinize(1, game_seed(0, 0))
        ev = SM.apply_moves(s, moves)
        arms.append((s, ev))
    (a, _), (b, ev) = arms
    assert [e.kind for e in ev if e.kind == "skip"] == ["skip"] and ev[-1].data["card"] == "D"
    assert a.to_play == b.to_play and a.to_play[0][0] == 0          # the distributor's offer
    assert sorted(a.pending.cards) == sorted(b.pending.cards + (SM.cards.DOGE,))
    assert a.counts == b.counts and a.scores == b.scores


def test_the_with_arm_is_the_standard_game_under_every_card_bots():
    """Bots that never discard play the game with optional cards exactly as the standard one:
    the arm with the Doge card gives the rollouts of the offer under the standard rules."""
    e = extra_card_experiment(12, seed=3)
    assert np.array_equal(e.a, offer_rollouts(OFFERS[1], 12, seed=3))
    assert e.bots == ("random",) * 4
    bot = EveryCard(seat_bots("greedy", 1)[0])
    assert bot.name == "greedy"


def test_rollouts_are_seeded_and_shared_between_arms():
    """Rollout i of both arms uses the same seed: with the same move in both, the outcomes are
    equal; the paired interval is the interval of the differences."""
    start = choice_position()
    a = rollouts(start, 1, 12, seed=3, then="take " + OFFERS[1])
    assert np.array_equal(a, rollouts(start, 1, 12, seed=3, then="take " + OFFERS[1]))
    e = paired_rollouts(start, start.clone(), 1, 12, seed=3,
                        then=("take " + OFFERS[1], "take " + OFFERS[1]))
    assert np.array_equal(e.a, e.b) and e.difference == 0
    e = extra_card_experiment(30, seed=3)
    assert e.interval == pytest.approx(mean_ci(e.a - e.b)[1:])
    assert e.independent_interval == pytest.approx(difference_ci(e.a, e.b)[1:])
    assert "paired 95% interval" in str(e)


def test_pairing_narrows_the_interval_under_greedy_players():
    """The stored greedy run: the two arms of a seed move together (a correlation more than 3
    standard errors above 0), so the paired interval is narrower than the independent one."""
    e = load("paired_doge_greedy")
    assert e.games == RUNS["paired_doge_greedy"]["games"] and set(e.bots) == {"greedy"}
    lo, hi = e.interval
    ilo, ihi = e.independent_interval
    r = e.correlation
    assert r > 3 * (1 - r * r) / np.sqrt(e.games) and hi - lo < ihi - ilo


@pytest.mark.parametrize("name", ["paired_doge_greedy", "card_values_random",
                                  "card_values_greedy"])
def test_stored_runs_replay_from_their_seeds(name):
    """The first stored games (rollouts) come out the same when played again from their
    seeds: the data are what `RUNS` says they are."""
    spec, stored = RUNS[name], load(name)
    if spec["kind"] == "paired":
        e = extra_card_experiment(2, spec["seed"], spec["bots"])
        assert np.array_equal(e.a, stored.a[:2]) and np.array_equal(e.b, stored.b[:2])
        return
    bots = [make_bot(b) for b in spec["bots"]]
    again = play_games("sanmarco", bots, spec["seed"], 0, 2, rotate=True)
    assert stored.games == spec["games"]
    assert np.array_equal(again["scores"], stored.scores[:2])
    assert np.array_equal(again["extras"]["cards"], stored.extras["cards"][:2])


def test_stored_tournament_separates_the_house_bots():
    """The house tournament of notebook 12: 200 games per match, every share and its complement
    add up, and the intervals separate greedy and search from random."""
    t = load("tournament_house")
    spec = RUNS["tournament_house"]
    assert t.bots == list(spec["bots"]) and t.players == spec["players"]
    for i, j in t.matches():
        assert t.games[i, j] == spec["games"]
        assert t.share[i, j] + t.share[j, i] == pytest.approx(1)
    r, g, s = (t.bots.index(b) for b in ("random", "greedy", "search"))
    assert t.interval(g, r)[0] > 0.5 and t.interval(s, r)[0] > 0.5
    svg = t.chart()._repr_svg_()
    assert svg.count("<circle") == 3


def test_card_values_random_against_greedy():
    """The estimand depends on the bots (issue 13): the Doge card costs random players PP and
    gains greedy players PP, each clearly."""
    rnd = card_values(load("card_values_random")).as_dict()["Doge card"]
    grd = card_values(load("card_values_greedy")).as_dict()["Doge card"]
    assert rnd[2] < 0 < grd[1]
