"""Placing (AS-P2 … AS-P6) and the variants decor_award, decor_supply and museum_swap."""
import pytest

from sanmarco_nb import IllegalAction
from sanmarco_nb import artsociety as AS

V = AS.Variant
A = AS.Action


def take_and(s, slot, *moves):
    return s.apply(A("take", slot)) + AS.apply_moves(s, *moves)


def frame_a_cross(script, variant=None):
    """Player 1 (index 0) builds three frame-A 2x2 paintings around the start painting C/A,
    then hangs a frame-A 4x2 touching all four (AS-P4). Returns the state and each round's
    events of player 1."""
    s = script.setup(2, variant)
    rounds = [
        (["3:2x2"] * 3, ["S/A", "C/B", "C/C"], (20, 1), ["hang 2x2@4,2", "decor 1x1@6,2"]),
        (["3:2x2"] * 3, ["L/A", "C/D", "P/C"], (19, 2), ["hang 2x2@4,6", "decor 1x1@6,6"]),
        (["3:2x2"] * 3, ["L/A", "P/D", "S/C"], (18, 3), ["hang 2x2@2,1", "decor 1x1@6,3"]),
        (["5:4x2", "3:2x2", "3:2x2"], ["P/A", "S/D", "L/B"], (17, 4), ["hang 4x2@2,3"]),
    ]
    mine = []
    for backs, fronts, bids, moves in rounds:
        script.auction(s, backs, fronts)
        script.bid(s, *bids)
        ev = take_and(s, 1, moves[0])
        if s.phase == "decor" and len(moves) > 1:
            ev += AS.apply_moves(s, moves[1])
        mine.append(ev)
        if s.to_move == 0:            # the last round stops with player 1's decor to place
            break
        script.acquire(s, [2])
    return s, mine


def test_AS_P2_a_painting_goes_to_the_wall_or_by_choice_to_the_assistant(script):
    s = script.setup(2)
    script.auction(s, ["3:2x2"] * 3, ["C/B", "C/C", "P/C"])
    script.bid(s, 20, 1)
    s.apply(A("take", 1))
    acts = s.legal_actions()
    assert A("assistant") in acts and all(a.verb == "hang" for a in acts[:-1])
    ev = s.apply(A("assistant"))
    assert ev[0].kind == "to_assistant" and ev[0].rule == "AS-P2"
    assert s.assistant[0] == AS.Piece(2, 2, "C", "B", 3) and len(s.walls[0]) == 1


def excess_position(script, variant=None):
    """A seeded position where the player to take has a full assistant and an auction painting
    that fits nowhere on their wall."""
    G = AS.GEOMETRY

    def unplaceable(s):
        if s.phase != "acquire" or s.assistant[s.to_move] is None:
            return False
        bits = s.wall_bits[s.to_move]
        return any(x is not None and not G.anchors(bits, x.w, x.h) for x in s.auction)

    s, seed = script.find(3, variant, unplaceable)
    bits = s.wall_bits[s.to_move]
    slot = next(i + 1 for i, x in enumerate(s.auction)
                if x is not None and not G.anchors(bits, x.w, x.h))
    return s, slot


def test_AS_P2_an_unplaceable_painting_with_a_full_assistant_is_excess(script):
    # with assistant_first on, the assistant's tile may hang first (AS-R4, test_as_acquire.py)
    s, slot = excess_position(script, V(assistant_first=False))
    p, kept = s.to_move, s.assistant[s.to_move]
    before, paintings = s.excess[p], [t for t in s.walls[p] if t.is_painting]
    ev = s.apply(A("take", slot))
    kinds = script.kinds(ev)
    assert kinds[:3] == ["take", "excess", "decor_earned"]
    assert ev[1].data["count"] == before + 1 and ev[1].rule == "AS-P2"
    assert dict(ev[2].data) == {"shields": 1, "matching": 0} and ev[2].rule == "AS-P2"
    assert "excess" in ev[2].describe("en")
    assert s.excess[p] == before + 1
    # AS-P6: excess paintings cannot go to the assistant; its tile stays
    assert s.assistant[p] == kept
    assert [t for t in s.walls[p] if t.is_painting] == paintings
    if s.phase == "decor":
        assert s.pending == AS.Piece(1, 1, shields=1) and A("assistant") not in s.legal_actions()
    else:
        assert "decor_returned" in kinds


def test_AS_P3_faux_pas_same_genre_touching(script):
    s = script.setup(2)
    script.auction(s, ["3:2x2"] * 3, ["C/B", "C/C", "P/C"])
    script.bid(s, 20, 1)
    ev = take_and(s, 1, "hang 2x2@4,6")
    faux = [e for e in ev if e.kind == "faux_pas"]
    assert len(faux) == 1 and faux[0].rule == "AS-P3"
    assert faux[0].data == {"genre": "C", "row": 4, "col": 6, "touching": [[4, 4]]}
    assert "decor_earned" not in script.kinds(ev)     # frames B and A: no decor (AS-P4)
    # both City Life paintings now score nothing for their genre
    assert s.score_breakdown()[0]["genres"]["C"] == 0


def test_AS_P3_no_faux_pas_for_a_corner_touch_or_another_genre(script):
    s = script.setup(2)
    script.auction(s, ["3:2x2"] * 3, ["C/B", "P/C", "P/D"])
    script.bid(s, 20, 1)
    ev = take_and(s, 1, "hang 2x2@6,4")            # City Life below City Life: faux pas
    assert "faux_pas" in script.kinds(ev)
    script.acquire(s, [2])
    script.auction(s, ["3:2x2"] * 3, ["P/A", "C/C", "C/D"])
    script.bid(s, 19, 2)
    ev = take_and(s, 1, "hang 2x2@2,4")            # Portrait above City Life: fine
    assert "faux_pas" not in script.kinds(ev)


def test_AS_P4_decor_for_each_touching_painting_with_the_same_frame(script):
    s, mine = frame_a_cross(script)
    first = [e for e in mine[0] if e.kind == "decor_earned"]
    assert [dict(e.data) for e in first] == [{"shields": 1, "matching": 1}]
    assert first[0].rule == "AS-P4"
    # (4, 6) touches the start painting (frame A) only; (2, 1) touches only the S/A at (4, 2)
    for ev in mine[1:3]:
        assert [dict(e.data) for e in ev if e.kind == "decor_earned"] == [
            {"shields": 1, "matching": 1}]


def test_AS_P4_variant_decor_award_cap3(script):
    s, mine = frame_a_cross(script, V(decor_award="cap3"))
    earned = [dict(e.data) for e in mine[3] if e.kind == "decor_earned"]
    assert earned == [{"shields": 3, "matching": 4}]
    assert s.phase == "decor" and s.pending.shields == 3


def test_AS_P4_variant_decor_award_split(script):
    s, mine = frame_a_cross(script, V(decor_award="split"))
    earned = [dict(e.data) for e in mine[3] if e.kind == "decor_earned"]
    assert earned == [{"shields": 3, "matching": 4}, {"shields": 1, "matching": 4}]
    assert s.pending.shields == 3
    script.place_first(s)
    shields = sorted(t.shields for t in s.walls[0] if not t.is_painting)
    assert shields == [1, 1, 1, 1, 3]


def test_AS_P5_decor_goes_on_the_wall_at_once_turned_either_way(script):
    s, mine = frame_a_cross(script)
    assert s.phase == "decor" and s.to_move == 0
    acts = s.legal_actions()
    shapes = {(a.w, a.h) for a in acts if a.verb == "decor"}
    assert shapes == {(1, 3), (3, 1)} and A("assistant") in acts
    G = AS.GEOMETRY
    for a in acts:
        if a.verb == "decor":
            mask = G.rect(a.w, a.h, a.row, a.col)
            assert not mask & s.wall_bits[0] and G.neighbours(mask) & s.wall_bits[0]
    ev = AS.apply_moves(s, "decor 3x1@7,2")
    assert ev[0].kind == "hang" and ev[0].data["shields"] == 3 and ev[0].rule == "AS-P5"
    assert s.score_breakdown()[0]["decor"] == 6


def test_AS_P5_decor_to_an_empty_assistant(script):
    s, mine = frame_a_cross(script)
    ev = AS.apply_moves(s, "assistant")
    assert ev[0].kind == "to_assistant" and ev[0].rule == "AS-P5"
    assert s.assistant[0] == AS.Piece(1, 3, shields=3)


FULL_WALL = [("8:5x4", (0, 0)), ("8:5x4", (0, 5)), ("5:4x2", (4, 0)), ("5:4x2", (4, 6)),
             ("7:4x4", (6, 0)), ("6:3x4", (6, 4)), ("6:3x4", (6, 7))]
P2_SPOTS = [(4, 2), (2, 4), (4, 6), (6, 4), (2, 2), (2, 6), (6, 2), (6, 6)]


def test_AS_P5_decor_that_fits_nowhere_goes_back_to_the_supply(script):
    s = script.setup(2, V(decor_supply={1: 48, 2: 36, 3: 24}))
    # round 1: player 1's painting waits with the assistant, so the assistant is full
    script.planned_round(s, ["3:2x2", "3:2x2"], "5:3x3", [20, 1], {0: None, 1: P2_SPOTS[0]})
    for r, (back, spot) in enumerate(FULL_WALL, 2):
        last = spot == (6, 7)
        ev = script.planned_round(s, [back, "3:2x2"], "5:2x4", [21 - r, r],
                                  {0: spot, 1: P2_SPOTS[r - 1]}, match=(0,) if last else ())
        if not last:
            supply = list(s.decor_supply)
    kinds = script.kinds(ev)
    assert AS.GEOMETRY.full(s.wall_bits[0])
    i = kinds.index("decor_earned")
    assert ev[i].player == 0 and kinds[i + 1] == "decor_returned"
    assert ev[i + 1].rule == "AS-P5" and ev[i + 1].player == 0
    shields = ev[i].data["shields"]
    others = sum(1 for e in ev if e.kind == "decor_earned" and e.player == 1
                 and e.data["shields"] == shields)
    assert s.decor_supply[shields] == supply[shields] - others      # taken and returned


def test_AS_C4_variant_decor_supply_counts_tiles(script):
    s, mine = frame_a_cross(script, V(decor_supply={1: 48, 2: 36, 3: 24}))
    out = [0, 0, 0, 0]                               # decor tiles out of the supply, by shields
    for t in [t for w in s.walls for t in w] + s.assistant + [s.pending]:
        if t is not None and not t.is_painting:
            out[t.shields] += 1
    assert out[3] == 1 and out[1] >= 3               # player 1: three 1-shield, one 3-shield
    assert s.decor_supply[1:] == [48 - out[1], 36 - out[2], 24 - out[3]]
    assert s.observation(1)["decor_supply"] == s.decor_supply[1:]
    unlimited, _ = frame_a_cross(script)
    assert unlimited.decor_supply is None and unlimited.observation(1)["decor_supply"] is None


def test_AS_C4_an_empty_decor_supply_gives_nothing(script):
    # small custom supplies (a lesson's, not the box's) reach the empty supply in four rounds
    s, mine = frame_a_cross(script, V(decor_supply={1: 1, 2: 0, 3: 0}))
    kinds = [script.kinds(ev) for ev in mine]
    assert "decor_earned" in kinds[0]
    assert "decor_supply_empty" in kinds[1] and "decor_earned" not in kinds[1]
    # the 3-shield award finds no 3, no 2 and no 1 left: none
    empty = [dict(e.data) for e in mine[3] if e.kind == "decor_supply_empty"]
    assert empty == [{"shields": 3, "instead": 0}] and "decor_earned" not in kinds[3]
    assert s.phase != "decor" and s.decor_supply[1:] == [0, 0, 0]


def earned(events):
    return [(e.kind, e.rule, dict(e.data)) for e in events
            if e.kind in ("decor_earned", "decor_supply_empty")]


@pytest.mark.parametrize("supply, got", [({1: 9, 2: 1, 3: 0}, 2), ({1: 9, 2: 0, 3: 0}, 1)])
def test_AS_C4_limited_supply_gives_the_largest_smaller_size_left(script, supply, got):
    s, mine = frame_a_cross(script, V(decor_supply=supply))
    assert earned(mine[3]) == [
        ("decor_supply_empty", "AS-C4", {"shields": 3, "instead": got}),
        ("decor_earned", "AS-C4", {"shields": got, "matching": 4})]
    assert s.phase == "decor" and s.pending == AS.COMPONENTS.decor[got - 1]
    assert s.decor_supply[3] == 0 and s.decor_supply[2] == 0     # the 2 (if any) was taken
    empty = next(e for ev in mine for e in ev if e.kind == "decor_supply_empty")
    assert "3 shield" in empty.describe("en")


def test_AS_C4_limited_supply_with_split_awards_falls_back_tile_by_tile(script):
    s, mine = frame_a_cross(script, V(decor_supply={1: 9, 2: 1, 3: 0}, decor_award="split"))
    assert [(k, d["shields"]) for k, _, d in earned(mine[3])] == [
        ("decor_supply_empty", 3), ("decor_earned", 2), ("decor_earned", 1)]


@pytest.mark.parametrize("variant", [V(), V(decor_supply={1: 48, 2: 36, 3: 24})])
def test_AS_C4_default_and_box_supply_give_the_size_earned(script, variant):
    s, mine = frame_a_cross(script, variant)
    assert earned(mine[3]) == [("decor_earned", "AS-P4", {"shields": 3, "matching": 4})]
    assert not any(e.kind == "decor_supply_empty" for ev in mine for e in ev)


def assistant_game(script):
    s = script.setup(2)
    script.auction(s, ["3:2x2"] * 3, ["C/B", "C/C", "P/C"])
    script.bid(s, 20, 1)
    take_and(s, 1, "assistant")
    script.acquire(s, [2])
    return s


def test_AS_P6_the_assistant_holds_one_tile_hung_on_a_later_turn(script):
    s = script.setup(2)
    script.auction(s, ["3:2x2"] * 3, ["C/B", "C/C", "P/C"])
    script.bid(s, 20, 1)
    take_and(s, 1, "assistant")
    # the tile arrived this turn: no hanging it now, and no "after" step
    assert s.to_move == 1
    script.acquire(s, [2])
    script.auction(s, ["3:2x2"] * 3, ["P/D", "S/C", "S/D"])
    script.bid(s, 19, 2)
    acts = s.legal_actions()
    assert {a.verb for a in acts} == {"take", "from-assistant"}
    # after taking, the assistant is full: the new painting cannot go there
    s.apply(A("take", 1))
    assert A("assistant") not in s.legal_actions()
    AS.apply_moves(s, "hang 2x2@2,4")
    assert s.phase == "after" and s.to_move == 0
    assert A("done") in s.legal_actions()
    ev = AS.apply_moves(s, "from-assistant 2x2@4,6")
    assert ev[0].kind == "hang" and ev[0].data["source"] == "assistant" and ev[0].rule == "AS-P6"
    assert s.assistant[0] is None and s.to_move == 1


def test_AS_P6_hang_the_assistant_tile_before_taking_then_refill_it(script):
    s = assistant_game(script)
    script.auction(s, ["3:2x2"] * 3, ["P/D", "S/C", "S/D"])
    script.bid(s, 19, 2)
    AS.apply_moves(s, "from-assistant 2x2@4,6")
    assert s.phase == "acquire" and s.to_move == 0
    with pytest.raises(IllegalAction, match="take a painting"):
        s.parse("done")
    take_and(s, 1, "assistant")
    assert s.to_move == 1            # used once this turn, refilled: no "after" step


def test_AS_P6_a_tile_left_with_the_assistant_scores_nothing(script):
    s = assistant_game(script)
    with_tile = s.score_breakdown()[0]
    empty = s.clone()
    empty.assistant[0] = None
    assert empty.score_breakdown()[0] == with_tile


def swap_position(script):
    """The first seeded position (museum_swap on) where a painting just taken fits nowhere,
    the assistant is full and the museum holds a painting of its genre that fits."""
    s, seed = script.find(3, V(museum_swap="same_genre"),
                          lambda s: s.phase == "place" and A("excess") in s.legal_actions())
    return s, seed


def test_AS_R5_variant_museum_swap_same_genre(script):
    s, seed = swap_position(script)
    taken = s.pending
    swaps = [a for a in s.legal_actions() if a.verb == "swap"]
    assert swaps and all(s.museum_paintings[a.n - 1].genre == taken.genre for a in swaps)
    track = dict(s.museum)
    got = s.museum_paintings[swaps[0].n - 1]
    ev = s.apply(swaps[0])
    assert ev[0].kind == "museum_swap" and ev[0].rule == "AS-R5"
    assert s.pending == got and s.museum_paintings[swaps[0].n - 1] == taken
    assert s.museum == track                        # the marker does not move again
    assert {a.verb for a in s.legal_actions()} == {"hang"}


def test_AS_R5_variant_museum_swap_off_is_excess_at_once(script):
    s, seed = swap_position(script)
    rec = s.to_record()
    take = rec["moves"][-1]
    assert take.startswith("take")
    rec["variant"]["museum_swap"] = "off"
    rec["moves"] = rec["moves"][:-1]
    off = AS.from_record(rec)
    ev = off.apply(off.parse(take))
    assert "excess" in [e.kind for e in ev] and "swap" not in {a.verb for a in
                                                                off.legal_actions()}
