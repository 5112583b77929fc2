"""Limits, the last round and the end of a passage (SM-P), district scoring (SM-V) and the end
of the game (SM-F), scripted through chance outcomes."""
import random

import pytest

from sanmarco_nb import CHANCE, play_chance
from sanmarco_nb import sanmarco as SM
from sanmarco_nb.sanmarco.scoring import district_awards, winners


def auto(s):
    """Resolve the offers being played with the first legal choice (plain district cards)."""
    ev = []
    while s.phase in ("play", "doge", "banish", "banish-roll"):
        ev += s.apply(s.legal_actions()[0])
    return ev


def take(s, offer):
    return SM.apply_moves(s, f"take {offer}") + auto(s)


def passage_4p(sm, variant=None):
    """Four players; limit totals after passage 1 will be P1 11, P2 7, P3 4, P4 9."""
    s, ev = _p1_reaches_eleven(sm, variant)
    return s, ev + auto(s)


def _p1_reaches_eleven(sm, variant=None):
    """Round 2 of passage_4p until P1, 1st chooser of the 2nd pair, has taken an offer that
    brings them from 6 to 11 limit points, with its district card still to play."""
    s = sm.setup(variant=variant)
    ev = sm.round4(s, "roles P2 P3 P4", "1 1 2 2 3 L3 L3 L3", "split 1 L3 / 1 2 2 3 L3 L3",
                   "3 4 4 5 5 L1 L1 L2", "split 3 5 L1 / 4 4 5 L1 L2")
    ev += take(s, "1 L3") + take(s, "4 4 5 L1 L2")
    assert s.limit_totals == (6, 3, 1, 3) and s.round == 2 and s.current_start_player == 1
    ev += sm.round4(s, "roles P3 P4 P1", "1 2 3 4 6 L1 L1 L2", "split 1 2 6 L2 / 3 4 L1 L1",
                    "2 3 5 6 6 L2 L3 L3", "split 2 3 5 6 L3 / 6 L2 L3")
    ev += take(s, "3 4 L1 L1")
    return s, ev + SM.apply_moves(s, "take 6 L2 L3")


def test_SM_P1_limit_checked_at_round_end_whole_offer_still_played(sm):
    """SM-P1: limits are checked at the round's end; a player past 10 still plays the whole offer."""
    s, ev = passage_4p(sm)
    # P1 reached 11 with the chooser's offer of round 2 and still placed the 6-card aristocrat
    i = max(i for i, e in enumerate(ev) if e.kind == "limit" and e.player == 0)
    assert ev[i].data["after"] == 11
    assert ev[i + 1].kind == "place" and ev[i + 1].player == 0
    # ... then P4 played, and only then the limits were checked
    out = next(j for j, e in enumerate(ev) if e.kind == "out")
    assert any(e.player == 3 and e.kind == "place" for e in ev[i + 1:out])
    assert ev[out].player == 0 and ev[out].rule == "SM-P2"


def test_SM_P1_player_reaching_ten_mid_round_stays_active_until_the_check(sm):
    s, _ = _p1_reaches_eleven(sm)
    assert s.limit_totals[0] == 11 and s.phase == "play" and s.to_move == 0
    assert s.active[0] and all(s.observation(p)["active"][0] for p in range(4))
    sm.SM.apply_moves(s, "district 6")
    assert s.to_move == 3 and s.active == (True,) * 4     # P4 still plays: no check yet
    ev = auto(s)
    assert [e.player for e in ev if e.kind == "out"] == [0]
    assert s.active == (False, True, True, True) and not s.observation(1)["active"][0]


def test_SM_P2_SM_P3_SM_P4_last_round_with_three_active(sm):
    s, ev = passage_4p(sm)
    assert [e.data["active"] for e in ev if e.kind == "last_round"] == [3]
    assert s.active == (False, True, True, True)
    # SM-R8/P4: the start player passes to the next active player, P3; P1 gets no role
    assert s.current_start_player == 2 and s.phase == "roles"
    assert sorted(str(a) for a in s.legal_actions()) == ["roles P2 P4", "roles P4 P2"]
    sm.SM.apply_moves(s, "roles P4 P2")
    assert s.roles == ((2, (3, 1)),)
    sm.deal(s, "1 2 3 4 5 6 L1 L1 L1 L3")              # SM-P4: 6 + 4 cards, 3 offers
    sm.SM.apply_moves(s, "offer 1 2 L3", "split 3 4 L1 L1 / 5 6 L1")
    assert len(s.offers[0]) == 3


def test_SM_P2_out_player_still_scores_and_collects_tolls(sm):
    s, _ = passage_4p(sm)
    sm.SM.apply_moves(s, "roles P4 P2")
    sm.deal(s, "3 4 5 D D D L1 L1 L1 L3")
    sm.SM.apply_moves(s, "offer D D D L3", "split 3 4 L1 L1 / 5 L1", "take D D D L3",
                      "take 5 L1")                      # SM-R6: both choose, then P4 plays
    sm.SM.apply_moves(s, "doge 5")                      # P4 leads San Marco: 8 PP
    assert s.scores == (0, 0, 6, 8)
    ev = sm.SM.apply_moves(s, "doge 5 ~ 1", "doge 1 P1 2")     # over the bridge of P1, who is out
    assert [e.kind for e in ev] == ["doge_step", "bank", "doge_step", "toll"]
    assert s.scores == (1, 0, 6, 5)
    ev = sm.SM.apply_moves(s, "doge 2")                 # Santa Croce: P1 4 first, P2 3 second
    assert {(e.player, e.data["pp"]) for e in ev if e.kind == "score"} == {(0, 7), (1, 4)}
    assert s.scores[0] == 8
    # the score breakdown tells where each player's PP came from
    p1, p4 = s.score_breakdown(0), s.score_breakdown(3)
    assert p1["tolls_received"] == 1 and p1["majority"][1]["first"] == 7 and p1["total"] == 8
    assert (p4["bank"], p4["tolls_paid"], p4["majority"][4]["first"]) == (2, 1, 8)
    assert p4["total"] == s.scores[3] == 5 and p4["passage_bonus"] == [0, 0, 0]


def test_SM_P5_passage_bonus_for_limit_totals_11_7_4_9(sm):
    s, ev = passage_4p(sm)
    sm.SM.apply_moves(s, "roles P4 P2")
    sm.deal(s, "1 2 3 4 5 6 L1 L1 L1 L3")
    sm.SM.apply_moves(s, "offer 1 2 L3", "split 3 4 L1 L1 / 5 6 L1")
    before = s.scores
    ev = take(s, "1 2 L3") + take(s, "3 4 L1 L1")
    assert [e.kind for e in ev if e.kind in ("passage_end", "bonus")][0] == "passage_end"
    bonus = {e.player: e.data["pp"] for e in ev if e.kind == "bonus"}
    assert bonus == {1: 4, 2: 7, 3: 2}                  # P1 at 11 is not below 10: nothing
    assert all(e.rule == "SM-P5" for e in ev if e.kind == "bonus")
    assert s.scores[0] == before[0]
    assert [s.score_breakdown(q)["passage_bonus"][0] for q in range(4)] == [0, 4, 7, 2]


def _to_passage_end(sm, variant=None):
    s, _ = passage_4p(sm, variant)
    sm.SM.apply_moves(s, "roles P4 P2")
    sm.deal(s, "1 2 3 4 5 6 L1 L1 L1 L3")
    sm.SM.apply_moves(s, "offer 1 2 L3", "split 3 4 L1 L1 / 5 6 L1")
    ev = take(s, "1 2 L3") + take(s, "3 4 L1 L1")
    return s, ev


def test_SM_P6_single_fewest_makes_a_free_banishment(sm):
    s, ev = _to_passage_end(sm)
    assert [e.player for e in ev if e.kind == "fewest"] == [2]
    assert s.phase == "free-banish" and s.to_move == 2
    assert s.limit_totals == (11, 7, 4, 9)             # still shown until the passage ends
    here = s.counts[4]
    others = sum(here) - here[2]
    ev = sm.SM.apply_moves(s, "banish 5", "roll 6")
    assert ev[0].rule == "SM-P6"
    if s.phase == "banish":
        sm.SM.apply_moves(s, str(s.legal_actions()[0]))
    after = s.counts[4]
    assert sum(after) - after[2] == max(0, others - 6)
    assert after[2] == here[2] - max(0, 6 - others)
    assert s.passage == 2


@pytest.mark.parametrize("reward", ["banish_roll", "remove_one"])
def test_SM_P6_fewest_limit_reward_variant_both_ways(sm, reward):
    s, ev = _to_passage_end(sm, SM.Variant(fewest_limit_reward=reward))
    assert s.to_move == 2
    if reward == "banish_roll":
        assert s.phase == "free-banish" and {a.verb for a in s.legal_actions()} == {"banish"}
    else:
        assert s.phase == "free-remove"
        acts = {str(a) for a in s.legal_actions()}
        # any one aristocrat ("herhangi bir"), P3's own too, from any district
        assert acts == {f"remove {d + 1} P{q + 1}" for d in range(6) for q in range(4)
                        if s.counts[d][q]}
        assert "remove 5 P2" in acts and any(a.endswith("P3") for a in acts)
        n = s.counts[4][1]
        ev = sm.SM.apply_moves(s, "remove 5 P2")
        assert s.counts[4][1] == n - 1 and ev[0].rule == "SM-P6"
        assert s.passage == 2


def _everybody_out_12_10_11_11(sm, variant=None):
    """Four players reach 12, 10, 11, 11 limit points at the end of round 3 together (the
    30 district cards, each hand leaving out another district, are the action cards)."""
    s = sm.setup(variant=variant)
    sm.round4(s, "roles P2 P3 P4", "1 2 3 4 5 L3 L3 L3", "split 1 L3 / 2 3 4 5 L3 L3",
              "1 2 3 4 6 L3 L3 L3", "split 1 L3 / 2 3 4 6 L3 L3")
    take(s, "1 L3"), take(s, "1 L3")
    sm.round4(s, "roles P1 P3 P4", "1 2 3 5 6 L2 L2 L3", "split 1 L3 / 2 3 5 6 L2 L2",
              "1 2 4 5 6 L2 L2 L3", "split 1 L2 L3 / 2 4 5 6 L2")
    take(s, "1 L3"), take(s, "1 L2 L3")
    assert s.limit_totals == (9, 7, 8, 8) and s.current_start_player == 2
    sm.round4(s, "roles P4 P1 P2", "1 3 4 5 6 L1 L2 L3", "split 1 L1 L2 / 3 4 5 6 L3",
              "2 3 4 5 6 L1 L2 L3", "split 2 L1 L2 / 3 4 5 6 L3")
    return s, take(s, "1 L1 L2") + take(s, "2 L1 L2")


@pytest.mark.parametrize("scope", ["below_limit", "all_players"])
def test_SM_P6_fewest_limit_scope_variant_both_ways(sm, scope):
    """Totals 12, 10, 11, 11: nobody is below 10, so by default nobody banishes (the bonus
    and the banishment are for "those who stayed below 10"); under all_players P2, at 10,
    has the fewest and banishes."""
    s, ev = _everybody_out_12_10_11_11(sm, SM.Variant(fewest_limit_scope=scope))
    out = [(e.player, e.data["limit"]) for e in ev if e.kind == "out"]
    assert out == [(2, 11), (3, 11), (0, 12), (1, 10)]            # the round-end check
    assert not any(e.kind in ("last_round", "bonus") for e in ev)
    if scope == "below_limit":
        assert not any(e.kind in ("fewest", "fewest_tie") for e in ev)
        assert s.passage == 2 and s.phase == "roles"
    else:
        assert [e.player for e in ev if e.kind == "fewest"] == [1]
        assert s.phase == "free-banish" and s.to_move == 1
        assert s.limit_totals == (12, 10, 11, 11) and s.passage == 1


def test_SM_P7_limits_back_decks_reshuffled_board_stays(sm):
    s, _ = _to_passage_end(sm)
    sm.SM.apply_moves(s, "banish 1", "roll 1")
    if s.phase == "banish":
        sm.SM.apply_moves(s, str(s.legal_actions()[0]))
    board = (s.counts, s.bridges, s.doge, s.scores)
    assert s.passage == 2 and s.round == 1
    assert s.limit_totals == (0, 0, 0, 0) and s.active == (True,) * 4
    assert s.deck == SM.FULL_DECK
    assert (s.counts, s.bridges, s.doge, s.scores) == board
    assert s.current_start_player == 3                  # the rotation continues after P3


def _three_player(sm, variant=None):
    return sm.setup(players=3, variant=variant,
                    rolls=[(1, 2, 3, 4), (2, 3, 4, 5), (3, 4, 5, 6)])


def test_SM_P3_SM_P4_last_round_with_two_active_players(sm):
    s = _three_player(sm)
    sm.SM.apply_moves(s, "roles P2 P3")
    sm.deal(s, "1 2 3 4 5 6 L3 L3 L3 L3")
    sm.SM.apply_moves(s, "offer 1 L3 L3 L3 L3", "split 2 3 / 4 5 6")
    ev = take(s, "1 L3 L3 L3 L3") + take(s, "2 3")
    assert [e.data["active"] for e in ev if e.kind == "last_round"] == [2]
    # SM-P4: no lottery; the next active player clockwise (P3, P2 is out) distributes to P1
    assert s.phase == "draw" and s.roles == ((2, (0,)),) and s.current_start_player == 2
    sm.deal(s, "1 2 3 4 5 L1 L2 L2")                   # 5 + 3 cards, 2 offers
    assert s.phase == "split" and all(a.verb == "split" for a in s.legal_actions())
    sm.SM.apply_moves(s, "split 1 2 L1 / 3 4 5 L2 L2")
    ev = take(s, "1 2 L1")
    assert s.limit_totals == (1, 12, 4)
    assert [e.kind for e in ev if e.kind in ("passage_end", "fewest")] == ["passage_end",
                                                                           "fewest"]
    assert s.phase == "free-banish" and s.to_move == 0


def test_SM_P3_passage_ends_at_once_when_fewer_than_two_below_ten(sm):
    s = _three_player(sm)
    sm.SM.apply_moves(s, "roles P2 P3")
    sm.deal(s, "1 2 3 4 5 6 L3 L3 L3 L3")
    sm.SM.apply_moves(s, "offer 1 L3 L3 L3", "split 2 3 L3 / 4 5 6")
    take(s, "1 L3 L3 L3"), take(s, "2 3 L3")
    assert s.limit_totals == (0, 9, 3) and s.round == 2 and s.current_start_player == 1
    sm.SM.apply_moves(s, "roles P3 P1")
    sm.deal(s, "1 2 3 4 5 6 L1 L1 L3 L3")
    sm.SM.apply_moves(s, "offer 1 L1", "split 2 3 L1 L3 L3 / 4 5 6")
    ev = take(s, "2 3 L1 L3 L3") + take(s, "4 5 6")
    assert s.limit_totals == (0, 10, 10)                # the passage is over at once
    assert not any(e.kind == "last_round" for e in ev)
    assert [e.player for e in ev if e.kind == "out"] == [1, 2]
    assert [(e.player, e.data["pp"]) for e in ev if e.kind == "bonus"] == [(0, 10)]
    assert s.phase == "free-banish" and s.to_move == 0


@pytest.mark.parametrize("tie", ["none", "all_tied"])
def test_SM_P6_fewest_limit_tie_variant_both_ways(sm, tie):
    s = _three_player(sm, SM.Variant(fewest_limit_tie=tie))
    sm.SM.apply_moves(s, "roles P2 P3")
    sm.deal(s, "1 2 3 4 5 6 L3 L3 L3 L3")
    sm.SM.apply_moves(s, "offer 1 L3 L3 L3 L3", "split 2 3 / 4 5 6")
    take(s, "1 L3 L3 L3 L3"), take(s, "2 3")
    sm.deal(s, "1 2 3 4 5 L1 L1 L2")
    sm.SM.apply_moves(s, "split 1 2 L1 L1 / 3 4 5 L2")
    ev = take(s, "1 2 L1 L1")
    ends = [e for e in ev if e.kind == "passage_end"]
    assert ends
    # P1 and P3 both at 2: a tie for the fewest limit points
    assert [e.player for e in ev if e.kind == "bonus"] == [0, 2]
    if tie == "none":
        assert [e.data["tied"] for e in ev if e.kind == "fewest_tie"] == [(0, 2)]
        assert s.passage == 2 and s.phase == "roles"
    else:
        # both banish, clockwise from the start player (P3)
        assert s.phase == "free-banish" and s.to_move == 2
        sm.SM.apply_moves(s, "banish 6", "roll 1")
        assert s.phase == "free-banish" and s.to_move == 0
        sm.SM.apply_moves(s, "banish 6", "roll 1")
        assert s.passage == 2


def test_SM_V1_no_scoring_at_round_end_only_doge_cards(sm):
    """SM-V1: districts score only on Doge cards (and at the end), never at a round's end."""
    s, ev = passage_4p(sm)                               # two rounds without a Doge card
    assert s.scores == (0, 0, 0, 0)
    assert not any(e.kind in ("score", "scoring") for e in ev)


def test_SM_V2_single_leader_first_value_tie_for_first_both_second():
    assert district_awards(4, [3, 1, 0, 0]) == [(0, 8, "first"), (1, 6, "second")]
    assert district_awards(4, [3, 3, 1, 0]) == [(0, 6, "tied"), (1, 6, "tied")]
    assert district_awards(0, [2, 2, 2, 0]) == [(0, 4, "tied"), (1, 4, "tied"), (2, 4, "tied")]


def test_SM_V2_tie_for_first_in_a_game(sm):
    s = sm.setup()
    sm.round4(s, "roles P2 P3 P4", "D D D D D L1 L1 L1", "split D D D D L1 / D L1 L1",
              "1 1 2 2 3 L1 L1 L1", "split 1 1 L1 / 2 2 3 L1 L1")
    ev = sm.SM.apply_moves(s, "take D D D D L1", "doge 3")      # San Polo: P1, P2, P3 tie with 2
    assert [(e.player, e.data["pp"], e.rule) for e in ev if e.kind == "score"] == [
        (0, 5, "SM-V2"), (1, 5, "SM-V2"), (2, 5, "SM-V2")]


def test_SM_V3_second_place_single_only_and_never_without_aristocrats():
    assert district_awards(2, [4, 2, 2, 0]) == [(0, 6, "first")]     # tied seconds: nothing
    assert district_awards(2, [4, 0, 0, 0]) == [(0, 6, "first")]     # nobody second
    assert district_awards(2, [0, 0, 0, 0]) == []
    assert district_awards(5, [1, 3, 0]) == [(1, 7, "first"), (0, 4, "second")]


def _random_game(players, seed, variant=None):
    s = SM.new_game(players=players, seed=seed, variant=variant)
    rng = random.Random(seed)
    events = []
    while not s.is_terminal():
        if s.to_move == CHANCE:
            events += play_chance(s)
        else:
            acts = s.legal_actions()
            events += s.apply(acts[rng.randrange(len(acts))])
    return s, events


def test_SM_F1_final_scoring_every_district_after_passage_three():
    s, ev = _random_game(4, 3)
    i = next(i for i, e in enumerate(ev) if e.kind == "final_scoring")
    assert [e.data["passage"] for e in ev if e.kind == "passage_end"] == [1, 2, 3]
    assert ev[i - 1].kind == "reshuffle" and ev[i].rule == "SM-F1"
    assert [e.data["district"] for e in ev[i:] if e.kind == "scoring"] == list(range(6))
    final = {}
    for e in ev[i:]:
        if e.kind == "score":
            final[e.player] = final.get(e.player, 0) + e.data["pp"]
    counts = s.counts
    for d in range(6):
        for p, pp, _ in district_awards(d, counts[d]):
            final[p] -= pp
    assert set(final.values()) <= {0}
    assert s.is_terminal() and ev[-1].kind == "game_over"
    assert s.end_reasons == ("third_passage",)
    assert s.observation(1)["end_reasons"] == ["third_passage"]
    won = [sum(e.data["pp"] for e in ev[i:] if e.kind == "score" and e.player == p)
           for p in range(4)]
    assert [b["final_scoring"] for b in s.score_breakdown()] == won
    assert s.initial().end_reasons == () and s.initial().observation(0)["end_reasons"] == []


def test_SM_F2_most_pp_wins_tie_broken_by_san_marco_then_shared():
    counts = [[0] * 4 for _ in range(6)]
    counts[4] = [1, 3, 3, 0]
    assert winners([10, 12, 9, 3], counts, [0] * 4, "san_marco_district") == [1]
    assert winners([12, 12, 9, 3], counts, [0] * 4, "san_marco_district") == [1]
    assert winners([9, 12, 12, 3], counts, [0] * 4, "san_marco_district") == [1, 2]


@pytest.mark.parametrize("tie_break", ["san_marco_district", "aristocrats_on_board"])
def test_SM_F2_tie_break_variant_both_ways(tie_break):
    counts = [[0] * 3 for _ in range(6)]
    counts[4] = [4, 1, 0]
    supply = [10, 5, 20]                                 # P2 has more on the board
    got = winners([12, 12, 12], counts, supply, tie_break)
    assert got == ([0] if tie_break == "san_marco_district" else [1])
    s, _ = _random_game(3, 11, SM.Variant(tie_break=tie_break))
    assert s.winners() == winners(s.scores, s.counts, s.supply, tie_break)
    r = s.returns()
    assert sum(r) == pytest.approx(1.0) and all(r[p] > 0 for p in s.winners())
