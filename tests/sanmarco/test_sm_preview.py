"""`State.preview`: what each San Marco decision will do, told before it is made, scripted
through the public API. One test per kind of decision; every test checks that the preview left
the state as it was, and where the move is then made, that it did what the preview said."""
import random

import pytest

from sanmarco_nb import CHANCE, Consequence, IllegalAction, play_chance
from sanmarco_nb import sanmarco as SM
from sanmarco_nb.bench import random_step
from sanmarco_nb.sanmarco.cards import BRIDGE, DOGE
from sanmarco_nb.sanmarco.scoring import district_awards

SM_PLAYS = ("play", "doge", "banish", "banish-roll")


def auto(s):
    """Resolve the offers being played with the first legal choice."""
    while s.phase in SM_PLAYS:
        s.apply(s.legal_actions()[0])


def take(s, offer):
    SM.apply_moves(s, f"take {offer}")
    auto(s)


def told(s, *moves):
    """The preview of `moves` (notation, each read where the one before leads) as (kind,
    player, data) triples; the state must be exactly as it was."""
    before = (s.to_record(), [s.observation(p) for p in range(s.players)], s.phase)
    t, actions = s.clone(), []
    for m in moves:
        actions.append(t.parse(m))
        t.apply(actions[-1])
    notes = s.preview(*actions)
    assert all(type(c) is Consequence and c.kind in SM.PREVIEW_KINDS for c in notes)
    assert (s.to_record(), [s.observation(p) for p in range(s.players)], s.phase) == before
    return [(c.kind, c.player, c.data) for c in notes]


def of(notes, kind):
    return [(p, d) for k, p, d in notes if k == kind]


def ten_limit_round(sm):
    """Round 2 of a 4-player game: P1 has 9 limit points and, as the 2nd pair's chooser, is
    to choose between "6 L1" and "2 3 5 6 L1 L2" (distributor P4, at 1)."""
    s = sm.setup()
    sm.round4(s, "roles P2 P3 P4", "1 2 3 4 5 L3 L3 L3", "split 1 2 3 L3 L3 L3 / 4 5",
              "1 2 3 4 6 L1 L1 L2", "split 1 L1 / 2 3 4 6 L1 L2")
    take(s, "4 5")
    take(s, "1 L1")
    sm.round4(s, "roles P3 P4 P1", "1 2 3 5 6 L1 L2 L2", "split 1 2 L1 / 3 5 6 L2 L2",
              "2 3 5 6 6 L1 L1 L2", "split 6 L1 / 2 3 5 6 L1 L2")
    take(s, "1 2 L1")
    assert s.phase == "choose" and s.to_move == 0 and s.limit_totals == (9, 4, 4, 1)
    return s


def test_SM_P1_SM_P2_preview_of_a_take_that_reaches_ten_says_out_after_this_round(sm):
    s = ten_limit_round(sm)
    notes = told(s, "take 6 L1")
    assert of(notes, "take") == [(0, {"offer": 0, "cards": "6 L1", "actions": "6"})]
    assert of(notes, "limit") == [(0, {"points": 1, "before": 9, "after": 10}),
                                  (3, {"points": 3, "before": 1, "after": 4})]
    assert of(notes, "out") == [(0, {"limit": 10, "last_round": 0})]     # exactly 10 is out
    assert of(notes, "gets") == [(3, {"cards": "2 3 5 6 L1 L2"})]        # SM-R6
    other = told(s, "take 2 3 5 6 L1 L2")
    assert of(other, "out") == [(0, {"limit": 12, "last_round": 0})]
    assert of(other, "take")[0][1]["offer"] == 1                         # Offer B
    # SM-P3/P5/P6: P1 reaches 10, three stay below: one more round, then the bonus; told with
    # the totals after the take (P1 at 10, P4 at 4): P2 +6, P3 +6, P4 +6, a three-way tie for
    # fewest (nobody gets the free banishment under the default)
    assert of(notes, "passage_end") == [(None, {"when": "next", "bonus": (-1, 6, 6, 6),
                                                "fewest": (), "after": 1})]
    # SM-P1: the check comes at the round's end; then P1 is out (SM-P2), as told
    take(s, "6 L1")
    assert s.active[0] is False and s.limit_totals[0] == 10


def test_SM_R4_SM_P3_preview_of_three_offers_and_a_take_in_the_last_round(sm):
    s = ten_limit_round(sm)
    take(s, "6 L1")
    assert s.phase == "roles" and s.active == (False, True, True, True)   # the last round
    SM.apply_moves(s, "roles P4 P2")
    sm.deal(s, "1 2 3 4 5 6 L3 L3 L1 L1")
    aside = told(s, "offer 1 L3 L3")
    assert aside == [("offer", 2, {"offer": -1, "cards": "1 L3 L3", "size": 3, "actions": 1,
                                   "limit": 6, "out": (2, 3, 1)})]
    split = [(d["offer"], d["cards"], d["limit"], d["out"])
             for _, d in of(told(s, "offer 1 L3 L3", "split 2 3 L1 / 4 5 6 L1"), "offer")]
    assert split == [(-1, "1 L3 L3", 6, (2, 3, 1)), (0, "1 L3 L3", 6, (2, 3, 1)),
                     (1, "2 3 L1", 1, ()), (2, "4 5 6 L1", 1, ())]
    SM.apply_moves(s, "offer 1 L3 L3", "split 2 3 L1 / 4 5 6 L1")
    notes = told(s, "take 1 L3 L3")
    assert of(notes, "out") == [(3, {"limit": 10, "last_round": 1})]   # no more rounds anyway
    assert of(notes, "left") == [(None, {"offers": ("2 3 L1", "4 5 6 L1")})]
    # the last round: the passage ends after it, whatever is taken (SM-P3), and P4's take
    # tells the bonus at the totals after it (10, 4, 4, 4 + 6: P1 and now P4 out)
    assert of(notes, "passage_end") == [(None, {"when": "round", "bonus": (-1, 6, 6, -1),
                                                "fewest": (), "after": 1})]
    assert of(told(s, "take 2 3 L1"), "passage_end")[0][1]["bonus"] == (-1, 6, 6, 5)


def test_SM_R3_preview_of_a_split_gives_the_offers_in_table_order(sm):
    s = sm.setup()
    SM.apply_moves(s, "roles P2 P3 P4")
    sm.deal(s, "1 2 6 B D L1 L3 L3")
    notes = told(s, "split 1 2 6 L3 L3 / B D L1")
    assert notes == [
        ("offer", 0, {"offer": 0, "cards": "B D L1", "size": 3, "actions": 2, "limit": 1,
                      "out": ()}),
        ("offer", 0, {"offer": 1, "cards": "1 2 6 L3 L3", "size": 5, "actions": 3, "limit": 6,
                      "out": ()})]


def test_SM_S4_preview_of_a_setup_bridge(sm):
    s = SM.new_game(players=4)
    for four in [(1, 2, 3, 4), (2, 3, 4, 5), (3, 4, 5, 6), (4, 5, 6, 1)]:
        SM.apply_moves(s, *(f"roll {f}" for f in four))
    canal = SM.CANAL[0, 1]
    assert told(s, "bridge 1-2") == [("bridge", 0, {"canal": canal, "a": 0, "b": 1,
                                                    "before": 0, "after": 1, "own": 1})]
    SM.apply_moves(s, "bridge 1-2")
    assert told(s, "bridge 1-2") == [("bridge", 1, {"canal": canal, "a": 0, "b": 1,
                                                    "before": 1, "after": 2, "own": 1})]


def test_SM_R1_preview_of_the_roles_the_start_player_chooses(sm):
    s = sm.setup(variant=SM.Variant(role_assignment="start_player_chooses"))
    assert told(s, "roles P3 P2 P4") == [("roles", 0, {"order": (2, 1, 3)})]


def cards_round(sm, hand="3 T D D X L1 L2 L3", offer="3 T D D X L1"):
    """Round 1: P2 takes `offer` (the rest of `hand` goes to P1) and is to play it. After
    set-up P2 owns the bridge 3-5 and has 2 aristocrats in Santa Croce, San Polo, Dorsoduro
    and San Marco; San Marco also holds 2 of P3 and 2 of P4, Dorsoduro 2 of everybody."""
    s = sm.setup()
    rest = hand.split()
    for card in offer.split():
        rest.remove(card)
    rest = " ".join(rest)
    sm.round4(s, "roles P2 P3 P4", hand, f"split {offer} / {rest}",
              "1 2 4 5 6 L1 L1 L2", "split 1 L1 / 2 4 5 6 L1 L2")
    SM.apply_moves(s, f"take {offer}")
    assert s.phase == "play" and s.to_move == 1
    return s


def test_SM_A1_SM_V2_SM_V3_preview_of_a_district_card_and_its_hop(sm):
    s = cards_round(sm)
    notes = told(s, "district 3")
    assert of(notes, "place") == [(1, {"district": 2})]
    # San Polo: 2 each of P1, P2, P3 (all tied, 5 PP each); P2's third makes them first
    assert of(notes, "majority") == [
        (0, {"district": 2, "before": 2, "after": 2, "place_before": "tied",
             "place_after": "none", "pp_before": 5, "pp_after": 0}),
        (1, {"district": 2, "before": 2, "after": 3, "place_before": "tied",
             "place_after": "first", "pp_before": 5, "pp_after": 6}),
        (2, {"district": 2, "before": 2, "after": 2, "place_before": "tied",
             "place_after": "none", "pp_before": 5, "pp_after": 0})]
    hop = told(s, "district 3 hop 5")                    # over P2's own bridge 3-5
    assert of(hop, "hop") == [(1, {"from": 2, "to": 4})]
    assert {d["district"] for _, d in of(hop, "majority")} == {4}   # San Polo is unchanged
    assert of(hop, "majority")[0] == (1, {
        "district": 4, "before": 2, "after": 3, "place_before": "tied", "place_after": "first",
        "pp_before": 6, "pp_after": 8})
    SM.apply_moves(s, "district 3 hop 5")
    assert s.counts[4][1] == 3


def test_SM_A4_preview_of_a_transfer(sm):
    s = cards_round(sm)
    notes = told(s, "transfer 5 P3")
    assert of(notes, "transfer") == [(1, {"district": 4, "victim": 2})]
    standing = {p: (d["after"], d["place_after"], d["pp_after"]) for p, d in of(notes, "majority")}
    assert standing == {1: (3, "first", 8), 2: (1, "none", 0), 3: (2, "second", 6)}


def test_SM_A7_SM_A8_SM_A9_preview_of_doge_placement_stay_steps_and_a_whole_walk(sm):
    s = cards_round(sm)
    placed = told(s, "doge 5")
    assert placed[:2] == [("doge_place", 1, {"district": 4}), ("scoring", None, {"district": 4})]
    # San Marco: P2, P3, P4 tied with 2: each gets the second value, 6 (SM-V2)
    assert [(p, d["pp"], d["place"]) for p, d in of(placed, "score")] == [
        (1, 6, "tied"), (2, 6, "tied"), (3, 6, "tied")]
    SM.apply_moves(s, "doge 5")
    assert s.scores == (0, 6, 6, 6)
    assert told(s, "doge 5")[0] == ("doge_stay", 1, {"district": 4})
    assert told(s, "doge 5 P2 3") == [("crossing", 1, {"from": 4, "to": 2, "via": 1, "pp": 0,
                                                       "before": 6, "after": 6})]   # own bridge
    assert told(s, "doge 5 ~ 6")[0][2]["pp"] == 2                                   # the bank
    walk = told(s, "doge 5 P3 4", "doge 4")                 # over P3's bridge: 1 PP to P3
    assert walk[:2] == [
        ("crossing", 1, {"from": 4, "to": 3, "via": 2, "pp": 1, "before": 6, "after": 5}),
        ("doge_stop", 1, {"district": 3, "path": (4, 3), "paid": 1, "before": 6, "after": 5})]
    # Dorsoduro: 2 of everybody, all tied: 4 PP each, after the toll P3 got (SM-A9)
    assert [(p, d["pp"], d["before"], d["after"]) for p, d in of(walk, "score")] == [
        (0, 4, 0, 4), (1, 4, 5, 9), (2, 4, 7, 11), (3, 4, 6, 10)]
    # the same walk as the table offers it (doge_paths, then its steps)
    path, cross, cost = next(m for m in s.doge_paths(3) if m[1] == (2,))
    assert cost == 1 and [(c.kind, c.player, c.data) for c in
                          s.preview(*s.doge_path_actions(path, cross))] == walk
    SM.apply_moves(s, "doge 5 P3 4", "doge 4")
    assert s.scores == (4, 9, 11, 10)
    # half-way through a walk the stop still counts what the walk paid so far
    s2 = cards_round(sm, "3 T D D X L1 L2 L3")
    SM.apply_moves(s2, "doge 5", "doge 5 P3 4")
    assert s2.phase == "doge"
    assert told(s2, "doge 4")[0] == ("doge_stop", 1, {"district": 3, "path": (4, 3),
                                                     "paid": 1, "before": 6, "after": 5})


def test_SM_A5_preview_of_a_banishment_gives_the_range_and_of_the_removal_its_effect(sm):
    s = cards_round(sm)
    notes = told(s, "banish 4")                  # Dorsoduro: 2 of each player
    assert of(notes, "banish") == [(1, {"district": 3, "aristocrats": 8})]
    # the die decides how many (1-6), the banisher whose: the others' 6 go first
    assert [(p, d["least"], d["most"]) for p, d in of(notes, "may_lose")] == [
        (0, 0, 2), (1, 0, 0), (2, 0, 2), (3, 0, 2)]
    SM.apply_moves(s, "banish 4", "roll 3")
    assert s.phase == "banish"
    removal = told(s, "remove P1 P3 P4")
    assert of(removal, "removed") == [(0, {"district": 3, "n": 1}), (2, {"district": 3, "n": 1}),
                                      (3, {"district": 3, "n": 1})]
    assert [(p, d["place_after"]) for p, d in of(removal, "majority")] == [
        (0, "none"), (1, "first"), (2, "none"), (3, "none")]


def test_SM_A5_preview_single_opponent_variant_names_the_own_loss(sm):
    s = sm.setup(variant=SM.Variant(banish_targets="single_opponent"))
    sm.round4(s, "roles P2 P3 P4", "3 T D D X L1 L2 L3", "split 3 T D D X L1 / L2 L3",
              "1 2 4 5 6 L1 L1 L2", "split 1 L1 / 2 4 5 6 L1 L2")
    SM.apply_moves(s, "take 3 T D D X L1")
    # one opponent's 2 go, the rest of a roll up to 6 falls on P2's own 2
    assert [(p, d["least"], d["most"]) for p, d in of(told(s, "banish 4"), "may_lose")] == [
        (0, 0, 2), (1, 0, 2), (2, 0, 2), (3, 0, 2)]


def test_SM_A2_preview_of_a_bridge_card(sm):
    s = cards_round(sm, "3 B T D X L1 L2 L3", "3 B T D X L1")
    notes = told(s, "bridge 3-5")            # P2 already has the one bridge there
    assert notes == [("bridge", 1, {"canal": SM.CANAL[2, 4], "a": 2, "b": 4, "before": 1,
                                    "after": 2, "own": 2})]


def _bridge_card_with_empty_supply(s):
    return (s.phase == "play" and s.to_move == 0 and BRIDGE in s.pending.cards
            and s.bridge_supply == 0)


def test_SM_A3_SM_A6_preview_of_taking_a_bridge_with_its_marker_from_a_district(sm):
    s = SM.new_game(players=3, seed=0)
    sm.steer(s, _bridge_card_with_empty_supply, lambda s: "B L3")
    theirs = next(a for a in s.legal_actions()
                  if a.verb == "bridge" and a.take_owner == 1 and a.source is not None)
    notes = told(s, str(theirs))
    a, b = SM.ADJACENT[theirs.take_canal]
    assert notes[0] == ("bridge_taken", 1, {"canal": theirs.take_canal, "a": a, "b": b})
    assert of(notes, "from_district") == [(0, {"district": theirs.source})]   # SM-A6
    assert of(notes, "bridge")[0][1]["canal"] == theirs.canal
    mine = [d for p, d in of(notes, "majority") if p == 0]
    assert mine and mine[0]["district"] == theirs.source and mine[0]["after"] == \
        mine[0]["before"] - 1


def test_SM_A3_SM_A4_preview_of_a_card_that_can_do_nothing(sm):
    s = SM.new_game(players=3, seed=0)
    sm.steer(s, lambda s: (_bridge_card_with_empty_supply(s)
                           and all(o == 0 for _, _, o in s.bridges)), lambda s: "B L3")
    assert told(s, "bridge none") == [("void", 0, {"card": "B"})]


def test_SM_R7_preview_of_a_skipped_card(sm):
    s = sm.setup(variant=SM.Variant(action_cards_optional=True))
    sm.round4(s, "roles P2 P3 P4", "3 T D D X L1 L2 L3", "split 3 T D D X L1 / L2 L3",
              "1 2 4 5 6 L1 L1 L2", "split 1 L1 / 2 4 5 6 L1 L2")
    SM.apply_moves(s, "take 3 T D D X L1")
    assert told(s, "skip X") == [("skip", 1, {"card": "X"})]


@pytest.mark.parametrize("reward", ["banish_roll", "remove_one"])
def test_SM_P6_preview_of_the_free_banishment_and_of_remove_one(sm, reward):
    s = SM.new_game(players=3, seed=0, variant=SM.Variant(fewest_limit_reward=reward))
    phase = "free-banish" if reward == "banish_roll" else "free-remove"
    sm.steer(s, lambda s: s.phase == phase, lambda s: "1 2 L1")
    p, legal = s.to_move, s.legal_actions()
    a = legal[0]
    notes = told(s, str(a))
    if reward == "banish_roll":
        assert notes[0] == ("banish", p, {"district": a.district,
                                          "aristocrats": sum(s.counts[a.district])})
        assert {q for q, _ in of(notes, "may_lose")} == {
            q for q in range(3) if s.counts[a.district][q]}
    else:
        assert of(notes, "removed") == [(a.victim, {"district": a.district, "n": 1})]


def test_preview_refuses_what_apply_refuses_and_changes_nothing(sm):
    s = cards_round(sm)
    for bad in (SM.Action("district", (5, -1, -1)), SM.Action("take", (1,)), "doge 5", None):
        with pytest.raises(IllegalAction) as why:
            s.preview(bad)
        if isinstance(bad, SM.Action):
            with pytest.raises(IllegalAction) as same:
                s.apply(bad)
            assert str(why.value) == str(same.value)
    # moves of another player cannot be previewed on: the last card hands the turn on
    t = cards_round(sm, offer="3 L1")
    with pytest.raises(IllegalAction, match="no longer their turn"):
        t.preview(t.parse("district 3"), SM.Action("doge", ((4,), ())))
    u = sm.setup()
    assert u.to_move == CHANCE
    with pytest.raises(IllegalAction, match="chance"):
        u.preview(u.legal_actions()[0])


def test_SM_R5_preview_never_reads_the_other_pairs_face_down_offers(sm):
    """The 1st pair chooses while the 2nd pair's offers are face down: whatever they hold
    (here two different hands with the same offer sizes), every preview is the same."""
    previews = []
    for hand2, split2 in (("2 2 T D X L3 L3 L3", "split 2 2 X / T D L3 L3 L3"),
                          ("1 1 1 B B L1 L1 L1", "split 1 1 1 / B B L1 L1 L1")):
        s = sm.setup()
        sm.round4(s, "roles P2 P3 P4", "1 5 B T D L1 L2 L3", "split 1 5 L1 / B T D L2 L3",
                  hand2, split2)
        seen = [s.preview(a) for a in s.legal_actions()]
        SM.apply_moves(s, "take 1 5 L1")
        seen += [s.preview(a) for a in s.legal_actions()]
        assert all(s.determinize(1, k).preview(a) == s.preview(a)
                   for k in range(3) for a in s.legal_actions())
        previews.append(seen)
    assert previews[0] == previews[1]


def test_preview_of_doge_placements_is_what_the_doge_card_then_does(sm):
    """Every Doge placement's scores, checked against the events of making it."""
    s = cards_round(sm)
    for a in (a for a in s.legal_actions() if a.verb == "doge"):
        scored = [(c.player, c.data["pp"]) for c in s.preview(a) if c.kind == "score"]
        t = s.clone()
        happened = [(e.player, e.data["pp"]) for e in t.apply(a) if e.kind == "score"]
        assert scored == happened, a
    assert DOGE in s.pending.cards


# ---- every preview against what the move does, over seeded random games -------------------
def _play_to_round_end(t) -> list:
    """Play on (first choices, seeded chance) until the limits are checked; the events."""
    ev = []
    while not any(e.kind in ("round", "passage_end") for e in ev) and not t.is_terminal():
        ev += play_chance(t) if t.to_move == CHANCE else t.apply(t.legal_actions()[0])
    return ev


def _agrees(s, a) -> None:
    notes, p, t = s.preview(a), s.to_move, s.clone()
    ev = t.apply(a)
    for c in notes:
        d = c.data
        if c.kind == "majority":
            row = t.counts[d["district"]]
            assert row[c.player] == d["after"], (a, c)
            place = {q: (pl, pp) for q, pp, pl in district_awards(d["district"], row)}
            assert place.get(c.player, ("none", 0)) == (d["place_after"], d["pp_after"]), (a, c)
        elif c.kind == "limit":     # laid when the offer is played: now, or after the
            laid = [e.data["after"] for e in ev + _play_to_round_end(t.clone())   # choices
                    if e.kind == "limit" and e.player == c.player]                # (SM-R6)
            assert laid and laid[-1] == d["after"], (a, c)
        elif c.kind == "crossing":
            paid = [e.data["pp"] for e in ev if e.kind in ("toll", "bank")]
            assert paid == ([d["pp"]] if d["pp"] else []) and t.scores[p] == d["after"], (a, c)
        elif c.kind == "out":
            outs = [e.player for e in _play_to_round_end(t.clone()) if e.kind == "out"]
            assert c.player in outs, (a, c)
    # the move's own scoring (a Doge card), not a final scoring that may follow
    own = next((i for i, e in enumerate(ev) if e.kind in ("passage_end", "final_scoring")),
               len(ev))
    scored = [(c.player, c.data["pp"], c.data["after"]) for c in notes if c.kind == "score"]
    assert scored == [(e.player, e.data["pp"], e.data["after"]) for e in ev[:own]
                      if e.kind == "score"], a


@pytest.mark.parametrize("players, seed", [(4, 5), (3, 6), (4, 7), (3, 8)])
def test_SM_P3_SM_P5_the_passage_end_is_told_before_every_take_that_decides_it(players, seed):
    """The take that ends a round after which one more round is played says so ("next"); every
    take of a passage's last round, and a take after which the passage ends at once, says
    "round"; the passage's last take tells the bonus each player then gets (SM-P5) and who
    makes the free banishment (SM-P6); most takes end nothing and say nothing."""
    s, rng = SM.new_game(players=players, seed=seed), random.Random(seed)
    last_round, told = False, []
    while not s.is_terminal():
        if s.phase != "choose":
            random_step(s, rng)
            continue
        a = rng.choice(s.legal_actions())
        end = [c.data for c in s.preview(a) if c.kind == "passage_end"]
        ev = s.apply(a)
        while s.phase in SM_PLAYS or s.phase.startswith("free") or s.to_move == CHANCE:
            ev += play_chance(s, rng) if s.to_move == CHANCE else s.apply(
                rng.choice(s.legal_actions()))
        kinds = {e.kind for e in ev}
        told.append(bool(end))
        if last_round or "passage_end" in kinds:
            assert end and end[0]["when"] == "round"
        elif "last_round" in kinds:
            assert end and end[0]["when"] == "next"
        if "passage_end" in kinds:
            bonus = {e.player: e.data["pp"] for e in ev if e.kind == "bonus"}
            assert end[0]["bonus"] == tuple(bonus.get(q, -1) for q in range(players))
            assert list(end[0]["fewest"]) == [e.player for e in ev if e.kind == "fewest"]
            last_round = False
        elif "last_round" in kinds:
            last_round = True
    assert any(told) and not all(told)


@pytest.mark.parametrize("players, seed, variant", [
    (4, 1, None), (3, 2, None),
    (4, 3, SM.Variant(banish_targets="single_opponent", fewest_limit_reward="remove_one",
                      action_cards_optional=True))])
def test_previews_agree_with_what_the_moves_do(players, seed, variant):
    s = SM.new_game(players=players, seed=seed, variant=variant)
    rng = random.Random(seed)
    while not s.is_terminal():
        if s.to_move != CHANCE:
            legal = s.legal_actions()
            for k in range(0, len(legal), max(1, len(legal) // 20)):
                _agrees(s, legal[k])
        random_step(s, rng)
