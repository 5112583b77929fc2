"""Acquiring (AS-R4): a painting that fits nowhere while the assistant is full may wait while the
assistant's tile hangs first; the player may also decline and take the excess. Positions come
from seeded games (chance outcomes and moves), the choices are made in notation."""
from sanmarco_nb import artsociety as AS

V = AS.Variant


def assistant_first(s) -> bool:
    return s.phase == "place" and any(a.verb == "from-assistant" for a in s.legal_actions())


def assistant_first_with_decor(s) -> bool:
    """...and hanging the assistant's tile earns decor (AS-P4)."""
    return assistant_first(s) and any(
        e.kind == "decor_earned" for a in s.legal_actions() if a.verb == "from-assistant"
        for e in s.clone().apply(a))


def test_AS_R4_a_painting_that_fits_nowhere_waits_while_the_assistant_tile_hangs_first(script):
    s, seed = script.find(3, None, assistant_first)
    p, taken, parked = s.to_move, s.pending, s.assistant[s.to_move]
    assert not s.legal_placements(taken) and parked is not None      # fits nowhere, full
    verbs = [a.verb for a in s.legal_actions()]
    assert set(verbs) == {"from-assistant", "excess"} and verbs[-1] == "excess"
    move = next(str(a) for a in s.legal_actions() if a.verb == "from-assistant")
    ev = AS.apply_moves(s, move)
    assert ev[0].kind == "hang" and ev[0].rule == "AS-R4" and ev[0].data["source"] == "assistant"
    assert ev[0].data["genre"] == parked.genre and ev[0].data["w"] == parked.w
    script.place_decor(s)
    # the painting is back in hand, and the freed assistant takes it (AS-P2)
    assert s.phase == "place" and s.to_move == p and s.pending == taken
    assert "assistant" in [str(a) for a in s.legal_actions()]
    excess = s.excess[p]
    ev = AS.apply_moves(s, "assistant")
    assert ev[0].kind == "to_assistant" and ev[0].rule == "AS-P2"
    assert s.assistant[p] == taken and s.excess[p] == excess
    assert s.to_move != p or s.phase == "acquire"   # the tile arrived this turn: no "after"


def test_AS_R4_decor_earned_by_the_assistant_tile_is_placed_before_the_painting(script):
    s, seed = script.find(3, None, assistant_first_with_decor)
    p, taken = s.to_move, s.pending
    move = next(a for a in s.legal_actions() if a.verb == "from-assistant"
                and any(e.kind == "decor_earned" for e in s.clone().apply(a)))
    ev = AS.apply_moves(s, str(move))
    kinds = [e.kind for e in ev]
    assert kinds[0] == "hang" and kinds[-1] == "decor_earned"      # (a faux pas between)
    assert s.phase == "decor" and s.held == taken and s.pending.shields >= 1
    obs = s.observation(p)
    assert obs["held"] == taken._asdict() and obs["pending"]["shields"] >= 1
    script.place_decor(s)
    assert s.held is None and s.phase == "place" and s.pending == taken
    assert AS.Action("assistant") in s.legal_actions()


def test_AS_R4_the_player_may_decline_and_take_the_excess(script):
    s, seed = script.find(3, None, assistant_first)
    p, parked, excess = s.to_move, s.assistant[s.to_move], s.excess[s.to_move]
    ev = AS.apply_moves(s, "excess")
    assert [e.kind for e in ev][:2] == ["excess", "decor_earned"] and ev[0].rule == "AS-P2"
    assert s.excess[p] == excess + 1 and s.assistant[p] == parked


def test_AS_R4_variant_assistant_first_off_is_excess_at_once(script):
    s, seed = script.find(3, None, assistant_first)
    rec = s.to_record()
    take = rec["moves"].pop()
    assert take.startswith("take")
    rec["variant"]["assistant_first"] = False
    off = AS.from_record(rec)
    p, excess = off.to_move, off.excess[off.to_move]
    ev = AS.apply_moves(off, take)
    assert [e.kind for e in ev][:2] == ["take", "excess"] and off.excess[p] == excess + 1
    assert not (off.phase == "place" and off.to_move == p)


def refill_then_unplaceable(s):
    """The moves that, before taking, hang the assistant's tile, earn decor and put it with
    the assistant, after which an auction painting fits nowhere; None if there are none."""
    if s.phase != "acquire":
        return None
    G = AS.GEOMETRY
    for a in s.legal_actions():
        if a.verb != "from-assistant":
            continue
        c = s.clone()
        c.apply(a)
        if c.phase == "decor" and AS.Action("assistant") in c.legal_actions():
            c.apply(AS.Action("assistant"))
            bits = c.wall_bits[c.to_move]
            for i, x in enumerate(c.auction):
                if x is not None and not G.anchors(bits, x.w, x.h):
                    return [str(a), "assistant", f"take {i + 1}"]
    return None


def test_AS_R4_AS_P6_no_assistant_first_for_a_tile_that_arrived_this_turn(script):
    """The assistant's tile was hung before taking and a decor tile took its place: that tile
    may not hang this turn (AS-P6), so an unplaceable painting is excess at once."""
    s, seed = script.find(3, None, lambda s: refill_then_unplaceable(s) is not None)
    hang, refill, take = refill_then_unplaceable(s)
    p = s.to_move
    AS.apply_moves(s, hang, refill)
    assert s.phase == "acquire" and s.to_move == p and s.assistant[p].shields >= 1
    ev = AS.apply_moves(s, take)
    assert [e.kind for e in ev][:2] == ["take", "excess"]
