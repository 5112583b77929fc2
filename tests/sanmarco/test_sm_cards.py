"""Action cards (SM-A), scripted through chance outcomes from the default set-up.

Set-up (see conftest): aristocrats 2 per roll, P1 rolled 1 2 3 4, P2 2 3 4 5, P3 3 4 5 6,
P4 4 5 6 1; bridges P1 1-2, P2 3-5, P3 4-5, P4 5-6. With "roles P2 P3 P4" the 1st pair is
P1 (distributor) and P2 (chooser), the 2nd pair P3 and P4.
"""
import pytest

from sanmarco_nb import IllegalAction
from sanmarco_nb import sanmarco as SM
from sanmarco_nb.sanmarco.cards import BRIDGE, TRANSFER

FILL = "split 1 L1 / 2 L1 L1 L1 L1"     # a harmless 2nd hand: 1 2 + ... (see _round)


def _round(sm, hand1, split1, variant=None, players=4):
    """Set-up, roles P2 P3 P4, the 1st hand as given, a dull 2nd hand; P2 is to choose."""
    s = sm.setup(variant=variant)
    sm.round4(s, "roles P2 P3 P4", hand1, split1, "1 1 2 2 3 L1 L1 L1",
              "split 1 1 L1 / 2 2 3 L1 L1")
    return s


def _holds(kinds, hero=0):
    """The hero is playing an offer holding a card of one of `kinds`."""
    return lambda s: (s.phase == "play" and s.to_move == hero
                      and any(k in kinds for k in s.pending.cards))


def _playing_with_empty_bridge_supply(s):
    return _holds((BRIDGE,))(s) and s.bridge_supply == 0


def _others_in_districts(s, hero=0):
    return sum(n for row in s.counts for q, n in enumerate(row) if q != hero)


def test_SM_A1_district_card_and_one_hop_over_own_bridge(sm):
    s = _round(sm, "5 5 B T D L1 L2 L3", "split 5 5 L1 / B T D L2 L3")
    sm.SM.apply_moves(s, "take 5 5 L1")
    assert {str(a) for a in s.legal_actions()} == {"district 5", "district 5 hop 3"}
    with pytest.raises(IllegalAction, match="you own no bridge between San Marco and Dorsoduro"):
        s.parse("district 5 hop 4")
    with pytest.raises(IllegalAction, match="not adjacent"):
        s.parse("district 5 hop 2")
    ev = sm.SM.apply_moves(s, "district 5 hop 3")
    assert [(e.kind, e.rule) for e in ev] == [("place", "SM-A1"), ("hop", "SM-A1")]
    assert s.counts[2][1] == 3 and s.counts[4][1] == 2 and s.supply[1] == 15
    sm.SM.apply_moves(s, "district 5")
    assert s.counts[4][1] == 3


def test_SM_A2_bridge_card_places_a_bridge_marked_from_supply(sm):
    s = _round(sm, "1 B B B D L1 L2 L3", "split 1 L1 / B B B D L2 L3")
    sm.SM.apply_moves(s, "take 1 L1", "district 1")
    assert s.to_move == 0
    ev = sm.SM.apply_moves(s, "bridge 2-3")
    assert (1, 2, 0) in s.bridges and s.supply[0] == 15 and s.bridge_supply == 7
    assert ev[0].kind == "bridge" and ev[0].rule == "SM-A2"
    sm.SM.apply_moves(s, "bridge 2-3", "bridge 2-3")
    assert s.bridges.count((1, 2, 0)) == 3          # SM-B3 applies to the bridge card too


@pytest.mark.parametrize("may_move_own", [False, True])
def test_SM_A3_bridge_card_with_empty_supply_takes_another_bridge(sm, may_move_own):
    """Reached by play: 3 players, P1 gets every bridge card; the 6 of passage 1 use up the
    supply (6 set-up bridges + 6), and the first of passage 2 finds it empty."""
    s = SM.new_game(players=3, variant=SM.Variant(bridge_card_may_move_own_bridge=may_move_own))
    sm.steer(s, _playing_with_empty_bridge_supply, lambda s: "B L3")
    assert s.passage == 2
    acts = [a for a in s.legal_actions() if a.verb == "bridge"]
    assert {a.take_owner for a in acts} == ({0, 1, 2} if may_move_own else {1, 2})
    theirs = next(a for a in acts if a.take_owner == 1 and a.canal == a.take_canal)
    a, b = SM.ADJACENT[theirs.canal]                    # its old place is allowed
    before, n = s.supply[1], s.bridges.count((a, b, 1))
    with pytest.raises(IllegalAction, match="supply is empty: say which district"):
        s.parse(f"bridge {a + 1}-{b + 1} take {a + 1}-{b + 1} P2")
    ev = s.apply(theirs)
    assert s.supply[1] == before + 1                    # P2's marker goes home
    assert s.bridges.count((a, b, 1)) == n - 1 and (a, b, 0) in s.bridges
    # P1's supply is empty too: the new marker comes from a district (SM-A6)
    assert [e.kind for e in ev[:3]] == ["bridge_taken", "from_district", "bridge"]
    assert ev[0].rule == "SM-A3" and ev[2].rule == "SM-A2"


def test_SM_A3_bridge_card_does_nothing_when_only_own_bridges(sm):
    """Reached by play: as above, then P1's next bridge cards take the other players' four
    bridges, and the one after finds every bridge P1's own."""
    s = SM.new_game(players=3)
    sm.steer(s, lambda s: (_playing_with_empty_bridge_supply(s)
                           and all(o == 0 for _, _, o in s.bridges)), lambda s: "B L3")
    assert [str(a) for a in s.legal_actions() if a.verb == "bridge"] == ["bridge none"]
    ev = sm.SM.apply_moves(s, "bridge none")
    assert ev[0].kind == "void" and ev[0].rule == "SM-A3"


def test_SM_A4_transfer_replaces_another_players_aristocrat(sm):
    s = _round(sm, "1 T T T D L1 L2 L3", "split 1 L1 / T T T D L2 L3")
    sm.SM.apply_moves(s, "take 1 L1", "district 1")
    acts = {str(a) for a in s.legal_actions() if a.verb == "transfer"}
    assert "transfer 5 P2" in acts and "transfer 1 P1" not in acts
    ev = sm.SM.apply_moves(s, "transfer 5 P2")
    assert s.counts[4][:2] == (1, 1) and s.supply[:2] == (15, 16)
    assert ev[0].kind == "transfer" and ev[0].rule == "SM-A4"
    with pytest.raises(IllegalAction, match="not your own"):
        s.parse("transfer 5 P1")
    with pytest.raises(IllegalAction, match="Player 4 has no aristocrat in Santa Croce"):
        s.parse("transfer 2 P4")


def test_SM_A4_transfer_does_nothing_without_other_aristocrats(sm):
    """Reached by play: 3 players, P1 gets every banishment and transfer card and the others
    only limit cards, until no other player's aristocrat is left in a district."""
    s = SM.new_game(players=3)
    sm.steer(s, lambda s: _holds((TRANSFER,))(s) and not _others_in_districts(s),
             lambda s: "X T L3")
    assert any(o != 0 for _, _, o in s.bridges)         # a bridge's aristocrat is not a district's
    assert [str(a) for a in s.legal_actions() if a.verb == "transfer"] == ["transfer none"]
    assert sm.SM.apply_moves(s, "transfer none")[0].kind == "void"


def test_SM_A5_banishment_opponents_first_then_own(sm):
    s = _round(sm, "1 X X X D L1 L2 L3", "split 1 L1 / X X X D L2 L3")
    sm.SM.apply_moves(s, "take 1 L1", "district 1")
    # Dorsoduro: 2 each. Roll 3: P1 chooses 3 of the others' 6
    sm.SM.apply_moves(s, "banish 4", "roll 3")
    assert s.phase == "banish" and s.to_move == 0
    choices = sorted(str(a) for a in s.legal_actions())
    assert choices == sorted(["remove P2 P2 P3", "remove P2 P2 P4", "remove P2 P3 P3",
                              "remove P2 P3 P4", "remove P2 P4 P4", "remove P3 P3 P4",
                              "remove P3 P4 P4"])
    ev = sm.SM.apply_moves(s, "remove P2 P3 P3")
    assert s.counts[3] == (2, 1, 0, 2)
    assert {(e.player, e.data["n"]) for e in ev if e.kind == "removed"} == {(1, 1), (2, 2)}
    # San Polo: P1 2, P2 2, P3 2; roll 6 takes all the others' and then 2 of P1's own
    ev = sm.SM.apply_moves(s, "banish 3", "roll 6")
    assert s.counts[2] == (0, 0, 0, 0) and s.phase == "play"
    # Cannaregio: P1 2, P2 1, P4 2; roll 3: exactly the others' three leave, P1's stay
    sm.SM.apply_moves(s, "banish 1", "roll 3")
    assert s.counts[0] == (2, 0, 0, 0)


@pytest.mark.parametrize("targets", ["opponents_first", "single_opponent"])
def test_SM_A5_banish_targets_variant_both_ways(sm, targets):
    s = _round(sm, "1 X X X D L1 L2 L3", "split 1 L1 / X X X D L2 L3",
               variant=SM.Variant(banish_targets=targets))
    sm.SM.apply_moves(s, "take 1 L1", "district 1", "banish 4", "roll 3")
    choices = sorted(str(a) for a in s.legal_actions())
    if targets == "single_opponent":
        # the named opponent's two leave, then the rest of the roll falls on P1's own
        assert choices == ["remove P1 P2 P2", "remove P1 P3 P3", "remove P1 P4 P4"]
    else:
        assert len(choices) == 7 and all(len(c.split()) == 4 for c in choices)


@pytest.mark.parametrize("targets", ["opponents_first", "single_opponent"])
def test_SM_A5_roll_beyond_the_named_opponent_falls_on_the_banishers_own(sm, targets):
    """Cannaregio holds P1 2, P2 3, P3 2; P1 banishes there and rolls 5. Default: five of the
    others' leave, P1's stay. single_opponent: naming P2, P2's three leave and the rest of
    the roll takes P1's own two, while P3's stay; naming P3, P3's two and P1's two."""
    s = sm.setup(rolls=[(1, 2, 3, 4), (1, 2, 3, 5), (1, 4, 5, 6), (4, 5, 6, 2)],
                 variant=SM.Variant(banish_targets=targets))
    sm.round4(s, "roles P2 P3 P4", "1 2 3 4 X L1 L1 L1", "split 1 L1 / 2 3 4 X L1 L1",
              "1 1 2 2 3 L1 L1 L1", "split 1 1 L1 / 2 2 3 L1 L1")
    sm.SM.apply_moves(s, "take 1 L1", "district 1")
    assert s.counts[0] == (2, 3, 2, 0)
    ev = sm.SM.apply_moves(s, "banish 1", "roll 5")
    if targets == "opponents_first":
        assert s.phase == "play" and s.counts[0] == (2, 0, 0, 0)   # one choice: at once
        assert {(e.player, e.data["n"]) for e in ev if e.kind == "removed"} == {(1, 3), (2, 2)}
    else:
        assert sorted(str(a) for a in s.legal_actions()) == ["remove P1 P1 P2 P2 P2",
                                                             "remove P1 P1 P3 P3"]
        ev = sm.SM.apply_moves(s, "remove P1 P1 P2 P2 P2")
        assert s.counts[0] == (0, 0, 2, 0)
        assert {(e.player, e.data["n"]) for e in ev if e.kind == "removed"} == {(0, 2), (1, 3)}


def test_SM_A6_empty_supply_takes_own_aristocrat_from_a_district(sm):
    """Reached by play: 3 players, P1 gets every district card until the supply is empty;
    then bridge and transfer cards, whose aristocrats also come from the districts."""
    s = SM.new_game(players=3)
    sm.steer(s, lambda s: _holds(range(6))(s) and s.supply[0] == 0,
             lambda s: "1 2 3 4 5 6 L1")
    d = next(k for k in s.pending.cards if k < 6) + 1
    src = next(q for q in range(6) if s.counts[q][0]) + 1
    acts = {str(a) for a in s.legal_actions() if a.verb == "district"}
    assert f"district {d}" not in acts and f"district {d} from {src}" in acts
    with pytest.raises(IllegalAction, match="supply is empty"):
        s.parse(f"district {d}")
    before = s.counts[src - 1][0]
    ev = sm.SM.apply_moves(s, f"district {d} from {src}")
    assert ev[0].kind == "from_district" and ev[0].rule == "SM-A6"
    assert s.counts[src - 1][0] == before - (src != d) and s.supply[0] == 0
    sm.steer(s, lambda s: _holds((BRIDGE, TRANSFER))(s) and s.supply[0] == 0,
             lambda s: "B T L1" if s.supply[0] < 3 else "1 2 3 4 5 6 L1")
    markers = [a for a in s.legal_actions() if a.verb in ("bridge", "transfer")]
    assert markers and all(a.source is not None for a in markers)
    ev = s.apply(markers[0])
    assert ev[0].kind == "from_district" and s.supply[0] == 0


def test_SM_A7_first_doge_card_places_the_doge_anywhere_and_scores(sm):
    s = _round(sm, "D D D D D L1 L1 L1", "split D D D D L1 / D L1 L1")
    sm.SM.apply_moves(s, "take D D D D L1")
    assert sorted(str(a) for a in s.legal_actions()) == [f"doge {d}" for d in range(1, 7)]
    ev = sm.SM.apply_moves(s, "doge 5")
    assert s.doge == 4 and ev[0].kind == "doge_place" and ev[0].rule == "SM-A7"
    # San Marco: P2, P3, P4 with 2 each tie for first: each gets the second value 6
    assert s.scores == (0, 6, 6, 6)


def test_SM_A8_doge_stays_or_moves_and_its_district_scores(sm):
    s = _round(sm, "D D D D D L1 L1 L1", "split D D D D L1 / D L1 L1")
    sm.SM.apply_moves(s, "take D D D D L1", "doge 5")
    ev = sm.SM.apply_moves(s, "doge 5")                # stays: San Marco scores again
    assert ev[0].kind == "doge_stay" and ev[0].rule == "SM-A8" and s.scores == (0, 12, 12, 12)
    ev = sm.SM.apply_moves(s, "doge 5 P2 3")           # any distance: step by step
    assert s.phase == "doge" and s.doge == 2 and s.scores == (0, 12, 12, 12)
    assert s.doge_walk == (4, 2) and s.observation(0)["doge_walk"] == [4, 2]
    assert "doge 3 P2 5" not in {str(a) for a in s.legal_actions()}   # no revisits
    ev = sm.SM.apply_moves(s, "doge 3 ~ 2", "doge 2")
    assert ev[-1].kind == "score" and s.doge == 1 and s.doge_walk == ()
    assert [e.kind for e in ev[:4]] == ["doge_step", "bank", "doge_stop", "scoring"]
    # Santa Croce: P1 2, P2 2 tie -> 4 each; P2 paid 2 to the bank
    assert s.scores == (4, 12 - 2 + 4, 12, 12)


def test_SM_A9_crossing_costs_own_free_toll_to_owner_bank_two(sm):
    s = _round(sm, "D D D D D L1 L1 L1", "split D D D D L1 / D L1 L1")
    sm.SM.apply_moves(s, "take D D D D L1", "doge 5", "doge 5")
    steps = {str(a) for a in s.legal_actions()}
    assert {"doge 5 P2 3", "doge 5 P3 4", "doge 5 ~ 4", "doge 5 P4 6", "doge 5 ~ 1"} <= steps
    assert "doge 5 ~ 3" not in steps                   # P2 owns a bridge there: see below
    ev = sm.SM.apply_moves(s, "doge 5 P3 4")           # the toll is paid to the bridge's owner
    toll = ev[1]
    assert toll.kind == "toll" and toll.rule == "SM-A9" and toll.data["owner"] == 2
    assert (toll.data["before"], toll.data["after"]) == (12, 11)
    assert s.scores == (0, 11, 13, 12)
    sm.SM.apply_moves(s, "doge 4")                     # Dorsoduro: all tied 2 -> 4 each
    assert s.scores == (4, 15, 17, 16)
    # the cheapest-path helper: P2 from Dorsoduro to Castello
    paths = s.doge_paths(5)
    assert paths[0][2] == min(p[2] for p in paths)
    before = s.scores[1]
    for a in SM.State.doge_path_actions(*paths[0][:2]):
        s.apply(a)
    # Dorsoduro -> San Marco over P3's bridge, -> Castello over P4's: 2 PP; P2 has nobody there
    assert paths[0][2] == 2 and s.doge == 5 and s.scores[1] == before - 2


def test_SM_A9_a_step_must_be_affordable(sm):
    s = _round(sm, "D D D D D L1 L1 L1", "split D L1 L1 / D D D D L1")
    sm.SM.apply_moves(s, "take D L1 L1", "doge 2")     # P2 places: P1, P2 tie in Santa Croce
    assert s.scores == (4, 4, 0, 0)
    sm.SM.apply_moves(s, "doge 2")                     # P1 (4 PP) plays the next Doge cards
    assert s.to_move == 0 and s.scores == (8, 8, 0, 0)
    sm.SM.apply_moves(s, "doge 2 ~ 3", "doge 3 ~ 4", "doge 4 ~ 5")
    assert s.scores[0] == 2
    sm.SM.apply_moves(s, "doge 5 P4 6")
    assert s.scores[0] == 1
    with pytest.raises(IllegalAction, match="you have 1 prestige point; this path costs 2"):
        s.parse("doge 6 ~ 1")


@pytest.mark.parametrize("cost", [2, None])
def test_SM_A9_doge_bridgeless_cost_variant_both_ways(sm, cost):
    s = _round(sm, "D D D D D L1 L1 L1", "split D D D D L1 / D L1 L1",
               variant=SM.Variant(doge_bridgeless_cost=cost))
    sm.SM.apply_moves(s, "take D D D D L1", "doge 5", "doge 5")
    bank = [str(a) for a in s.legal_actions() if "~" in str(a)]
    if cost is None:
        assert bank == []
        with pytest.raises(IllegalAction, match="only over bridges"):
            s.parse("doge 5 ~ 1")
    else:
        assert "doge 5 ~ 1" in bank
        sm.SM.apply_moves(s, "doge 5 ~ 1")
        assert s.scores[1] == 10


@pytest.mark.parametrize("toll", [1, 2])
def test_SM_A9_bridge_toll_variant_both_ways(sm, toll):
    """bridge_toll: the PP paid to a bridge's owner (1 in both sources' text; the German
    summary notes that its sources differ on the amount). Affordability counts it too."""
    s = _round(sm, "D D D D D L1 L1 L1", "split D D D D L1 / D L1 L1",
               variant=SM.Variant(bridge_toll=toll))
    sm.SM.apply_moves(s, "take D D D D L1", "doge 5", "doge 5")
    assert s.scores == (0, 12, 12, 12)
    ev = sm.SM.apply_moves(s, "doge 5 P3 4")
    assert ev[1].kind == "toll" and ev[1].data["pp"] == toll
    assert s.scores == (0, 12 - toll, 12 + toll, 12)
    sm.SM.apply_moves(s, "doge 4")
    assert s.score_breakdown(1)["tolls_paid"] == toll == s.score_breakdown(2)["tolls_received"]
    # the helper prices the tolls too: to Castello over P3's and P4's bridges (or the bank)
    assert s.doge_paths(5)[0][2] == 2 * toll


def test_SM_A9_a_toll_of_two_must_be_affordable(sm):
    """With bridge_toll=2 a player with 1 PP cannot cross another player's bridge."""
    s = _round(sm, "D D D D D L1 L1 L1", "split D L1 L1 / D D D D L1",
               variant=SM.Variant(bridge_toll=2))
    sm.SM.apply_moves(s, "take D L1 L1", "doge 2", "doge 2", "doge 2 ~ 3", "doge 3 ~ 4",
                      "doge 4 ~ 5")
    assert s.scores[0] == 2 and s.doge == 4
    sm.SM.apply_moves(s, "doge 5 P4 6")                 # 2 PP: the toll of two
    assert s.scores == (0, 8, 0, 2)
    with pytest.raises(IllegalAction, match="this path costs 2"):
        s.parse("doge 6 ~ 1")


@pytest.mark.parametrize("cost", [2, None])
def test_SM_A9_no_bridgeless_crossing_where_the_mover_owns_a_bridge(sm, cost):
    """P2 owns the bridge San Marco - San Polo: crossing there without a bridge (2 PP for
    nothing) is not offered; over P3's bridge to Dorsoduro, toll or bank stays P2's choice."""
    s = _round(sm, "D D D D D L1 L1 L1", "split D D D D L1 / D L1 L1",
               variant=SM.Variant(doge_bridgeless_cost=cost))
    sm.SM.apply_moves(s, "take D D D D L1", "doge 5", "doge 5")
    assert s.to_move == 1 and (2, 4, 1) in s.bridges
    steps = {str(a) for a in s.legal_actions()}
    assert "doge 5 P2 3" in steps and "doge 5 ~ 3" not in steps
    assert "doge 5 P3 4" in steps and ("doge 5 ~ 4" in steps) == (cost is not None)
    why = "you own a bridge between San Marco and San Polo" if cost else "only over bridges"
    with pytest.raises(IllegalAction, match=why):
        s.parse("doge 5 ~ 3")
    for path, crossings, _ in s.doge_paths():          # the helper agrees with the steps
        for a, b, o in zip(path, path[1:], crossings):
            assert o >= 0 or 1 not in {q for x, y, q in s.bridges if {x, y} == {a, b}}
