"""`State.preview`: what each Art Society decision will do, told before it is made. Scripted
positions for each kind of decision, and seeded random games in which every preview is checked
against what the move then does."""
import random

import pytest

from sanmarco_nb import CHANCE, Consequence
from sanmarco_nb import artsociety as AS
from sanmarco_nb.bench import random_step

A = AS.Action
V = AS.Variant


def told(s, move):
    """The preview of `move` (notation or Action) as (kind, player, data) triples; the state
    must be exactly as it was."""
    before = (s.to_record(), [s.observation(p) for p in range(s.players)], s.phase)
    notes = s.preview(s.parse(move) if isinstance(move, str) else move)
    assert all(type(c) is Consequence and c.kind in AS.PREVIEW_KINDS for c in notes)
    assert (s.to_record(), [s.observation(p) for p in range(s.players)], s.phase) == before
    return [(c.kind, c.player, c.data) for c in notes]


def of(notes, kind):
    return [(p, d) for k, p, d in notes if k == kind]


def test_AS_S1_preview_of_the_start_painting_counts_the_stars_it_covers():
    s = AS.new_game(2, 0)
    AS.apply_moves(s, "start C/A", "start P/B", "card 1", "card 2")
    assert of(told(s, "hang 2x2@4,4"), "stars") == [(0, {"covered": 2})]
    notes = told(s, "hang 2x2@3,3")
    assert of(notes, "stars") == [(0, {"covered": 1})]
    assert of(notes, "eye_line") == [(0, {"genre": "C", "leading": 0})]   # rows 4-5, AS-E4
    (_, points), = of(notes, "points")
    AS.apply_moves(s, "hang 2x2@3,3")
    assert points == {"before": -8, "after": s.score_breakdown(0)["total"]}   # 4 corners


def test_AS_R1_preview_of_a_pick_names_the_fronts_left_and_where_it_would_fit(script):
    s = script.setup(2)
    notes = told(s, "pick 9:5x5")
    assert of(notes, "pick") == [(0, {"value": 9, "w": 5, "h": 5, "left": 3,
                                      "fronts": (1, 1, 1, 1)})]
    # a 2x2 start painting at (4, 4) leaves no 5 x 5 block free on either wall
    assert of(notes, "room") == [(0, {"cells": 0}), (1, {"cells": 0})]
    assert of(told(s, "pick 3:2x2"), "room") == [(0, {"cells": 12}), (1, {"cells": 12})]


def test_AS_R2_AS_R3_preview_of_a_bid_tells_the_card_rivals_and_ties(script):
    s = script.setup(3, cards=(1, 2, 3))
    script.auction(s, ["3:2x2"] * 4, ["C/B", "C/C", "P/C", "S/D"])
    notes = told(s, "bid 20")
    assert of(notes, "bid") == [(0, {"card": 20, "left": 19, "hand_total": 190})]
    assert of(notes, "rival") == [(1, {"higher": 0, "holds": 1, "highest": 20}),
                                  (2, {"higher": 0, "holds": 1, "highest": 20})]
    # a tie at 20 is broken by the card beneath, here the start cards: 1 loses to 2 and 3
    assert of(notes, "tie") == [
        (1, {"card": 20, "first": 0, "step": "beneath", "mine": 1, "theirs": 2}),
        (2, {"card": 20, "first": 0, "step": "beneath", "mine": 1, "theirs": 3})]
    assert of(told(s, "bid 7"), "rival")[0][1]["higher"] == 13


def test_AS_R2_preview_of_a_bid_never_reads_the_sealed_bids_before_it():
    """Player 2 previews their bid after player 1 has sealed 20 or 5: the same previews (the
    sealed card is still in player 1's hand as far as anyone can see)."""
    previews = []
    for first in (20, 5):
        s = AS.new_game(2, 0)
        AS.apply_moves(s, "start C/A", "start P/B", "card 1", "card 2", "hang 2x2@4,4",
                       "hang 2x2@4,4", "pick 3:2x2", "pick 3:2x2", "pick 3:2x2",
                       "front C/B", "front C/C", "front P/C", f"bid {first}")
        assert s.phase == "bid" and s.to_move == 1
        previews.append([s.preview(a) for a in s.legal_actions()])
        assert all(s.determinize(1, k).preview(a) == s.preview(a)
                   for k in range(4) for a in s.legal_actions())
    assert previews[0] == previews[1]
    holds = [c.data["holds"] for c in previews[0][19] if c.kind == "rival"]
    assert holds == [1]                                   # "P1 may hold 20 too"


def test_AS_R4_AS_P1_preview_of_taking_a_painting_that_fits(script):
    s = script.setup(2)
    script.auction(s, ["3:2x2"] * 3, ["C/B", "C/C", "P/C"])
    script.bid(s, 20, 1)
    city = told(s, "take 1")
    assert of(city, "painting") == [(0, {"slot": 1, "genre": "C", "frame": "B", "value": 3,
                                         "w": 2, "h": 2})]
    # every place touches the start painting C/A: a City Life anywhere is a faux pas (AS-P3)
    assert of(city, "fits") == [(0, {"cells": 12, "clean": 0, "best_decor": 0})]
    assert of(told(s, "take 3"), "fits") == [(0, {"cells": 12, "clean": 12, "best_decor": 0})]


def test_AS_P2_AS_R4_preview_of_a_painting_that_fits_nowhere(script):
    """The 5 x 5 of the issue: next to a 2 x 2 start painting it fits nowhere. The first goes
    to the empty assistant; the second, with the assistant full, is excess."""
    s = script.setup(2)
    script.auction(s, ["9:5x5", "3:2x2", "3:2x2"], ["L/C", "C/B", "P/C"])
    script.bid(s, 20, 1)
    notes = told(s, "take 1")
    assert of(notes, "fits_nowhere") == [(0, {"assistant": 1, "assistant_first": 0,
                                              "swaps": 0})]
    assert not of(notes, "excess")
    s.apply(A("take", 1))
    assert s.legal_actions() == (A("assistant"),)           # as told: to the assistant
    assert told(s, "assistant") == [("to_assistant", 0, {"genre": "L", "frame": "C",
                                                         "value": 9, "w": 5, "h": 5,
                                                         "shields": 0})]
    s.apply(A("assistant"))
    script.acquire(s, [2])
    script.auction(s, ["9:5x5", "3:2x2", "3:2x2"], ["C/D", "S/B", "P/D"])
    script.bid(s, 19, 2)
    notes = told(s, "take 1")
    # the assistant's 5 x 5 cannot hang either, so nothing frees the assistant: excess
    assert of(notes, "fits_nowhere") == [(0, {"assistant": 0, "assistant_first": 0,
                                              "swaps": 0})]
    assert of(notes, "excess") == [(0, {"count": 1, "points": -2, "decor": 1,
                                        "ends_game": 0})]
    ev = s.apply(A("take", 1))
    assert [e.kind for e in ev][1:3] == ["excess", "decor_earned"] and s.excess[0] == 1


def test_AS_R4_preview_names_the_assistant_first_and_the_held_painting(script):
    def assistant_first(s):
        return s.phase == "acquire" and any(
            c.kind == "fits_nowhere" and c.data["assistant_first"]
            for a in s.legal_actions() if a.verb == "take" for c in s.preview(a))
    s, _ = script.find(3, None, assistant_first)
    slot = next(a for a in s.legal_actions() if a.verb == "take"
                and any(c.kind == "fits_nowhere" for c in s.preview(a)))
    assert of(told(s, slot), "excess")[0][1]["count"] == s.excess[s.to_move] + 1
    s.apply(slot)
    first = next(a for a in s.legal_actions() if a.verb == "from-assistant")
    held = of(told(s, first), "held")
    assert held and held[0][1]["w"] == s.pending.w and held[0][1]["genre"] == s.pending.genre
    assert of(told(s, "excess"), "excess")[0][1]["count"] == s.excess[s.to_move] + 1


def test_AS_P3_AS_P4_AS_E7_preview_of_a_cell_names_decor_faux_pas_and_points(script):
    s = script.setup(2)
    script.auction(s, ["3:2x2"] * 3, ["C/A", "S/A", "P/C"])
    script.bid(s, 20, 1)
    s.apply(A("take", 1))                           # City Life, frame A, as the start painting
    notes = told(s, "hang 2x2@4,6")
    assert of(notes, "decor") == [(0, {"shields": 1, "earned": 1, "matching": 1})]   # AS-P4
    assert of(notes, "faux_pas") == [(0, {"genre": "C", "touching": 1})]             # AS-P3
    (_, points), = of(notes, "points")
    ev = s.apply(A("hang", 0, 2, 2, 4, 6))
    assert [e.kind for e in ev][1:] == ["faux_pas", "decor_earned"]
    assert points["after"] == s.score_breakdown(0)["total"]
    # the decor tile: its shield is a point (AS-E3)
    decor = told(s, next(a for a in s.legal_actions() if a.verb == "decor"))
    (_, points), = of(decor, "points")
    assert points["after"] == points["before"] + 1
    assert of(told(s, "assistant"), "to_assistant")[0][1]["shields"] == 1           # AS-P5


def test_AS_E6_AS_E5_preview_of_covering_a_corner_and_filling_the_wall(script):
    s, _ = script.find(2, None, lambda s: s.phase in ("place", "decor") and any(
        c.kind == "corners" for a in s.legal_actions() if a.verb in ("hang", "decor")
        for c in s.preview(a)))
    a = next(a for a in s.legal_actions() if a.verb in ("hang", "decor")
             and any(c.kind == "corners" for c in s.preview(a)))
    (_, corners), = of(told(s, a), "corners")
    p, before = s.to_move, s.score_breakdown(s.to_move)["corners"]
    t = s.clone()
    t.apply(a)
    assert t.score_breakdown(p)["corners"] == before + 2 * corners["covered"]
    # play rarely fills a wall: a clone with every other cell covered, set directly
    full = s.clone()
    p = full.to_move
    for a in full.legal_actions():
        if a.verb in ("hang", "decor"):
            full.wall_bits[p] = AS.GEOMETRY.board & ~AS.GEOMETRY.rect(a.w, a.h, a.row, a.col)
            assert of(told(full, a), "full_wall") == [(p, {})]


def test_AS_R5_preview_of_the_last_take_moves_the_museum_marker(script):
    s = script.setup(2)
    script.auction(s, ["3:2x2"] * 3, ["C/B", "S/C", "P/C"])
    script.bid(s, 20, 1)
    s.apply(A("take", 1))
    script.place_first(s)
    notes = told(s, "take 3")                      # the last taker: S/C is left
    assert of(notes, "museum") == [(None, {"genre": "S", "value": 3, "before": 0, "after": 3})]
    assert not of(told(s, "take 2"), "museum") == of(notes, "museum")
    s.apply(A("take", 3))
    script.place_first(s)
    assert s.museum["S"] == 3


def test_AS_R5_variant_preview_of_a_museum_swap(script):
    s, _ = script.find(3, V(museum_swap="same_genre"),
                       lambda s: s.phase == "place" and A("excess") in s.legal_actions()
                       and any(a.verb == "swap" for a in s.legal_actions()))
    swap = next(a for a in s.legal_actions() if a.verb == "swap")
    got = s.museum_paintings[swap.n - 1]
    assert told(s, swap) == [("swap", s.to_move, {
        "slot": swap.n, "genre": got.genre, "value": got.value, "w": got.w, "h": got.h,
        "cells": len(s.legal_placements(got))})]


def test_AS_P6_preview_of_ending_the_turn_with_a_tile_waiting(script):
    s, _ = script.find(3, None, lambda s: s.phase == "after")
    assert told(s, "done") == [("done", s.to_move, {"waiting": 1})]


# ---- every preview against what the move does, over seeded random games -------------------
def _agrees(s, a) -> None:
    notes = s.preview(a)
    p, t = s.to_move, s.clone()
    ev = t.apply(a)
    kinds = [e.kind for e in ev]
    got = {k: [(c.player, c.data) for c in notes if c.kind == k] for k in AS.PREVIEW_KINDS}
    if a.verb in ("hang", "decor", "from-assistant"):
        hung = kinds.index("hang") if "hang" in kinds else None
        assert hung is not None
        earned = [e.data["shields"] for e in ev if e.kind == "decor_earned"]
        assert [d["shields"] for _, d in got["decor"] if d["shields"]] == earned, a
        assert bool(got["faux_pas"]) == ("faux_pas" in kinds), a
        if "museum" not in kinds and t.phase != "end":
            assert got["points"][0][1]["after"] == t.score_breakdown(p)["total"], a
    if a.verb == "take":
        fits = got["fits"]
        if fits:
            assert t.phase == "place" and fits[0][1]["cells"] == sum(
                x.verb == "hang" for x in t.legal_actions()), a
        else:
            nowhere = got["fits_nowhere"][0][1]
            forced = not (nowhere["assistant"] or nowhere["assistant_first"] or nowhere["swaps"])
            assert ("excess" in kinds) == forced, a
            if nowhere["assistant"]:
                assert t.legal_actions() == (A("assistant"),)
    if got["museum"]:
        (_, m), = got["museum"]
        while "museum" not in kinds:          # the turn plays on to the end of the round
            kinds += [e.kind for e in t.apply(t.legal_actions()[-1])]
        assert t.museum[m["genre"]] == m["after"], a
    if a.verb == "excess":
        assert "excess" in kinds and t.excess[p] == got["excess"][0][1]["count"]


@pytest.mark.parametrize("players, seed, variant", [
    (2, 1, None), (3, 2, None), (4, 3, None),
    (3, 4, V(museum_swap="same_genre", decor_award="split", decor_supply={1: 3, 2: 2, 3: 1})),
    (2, 5, V(assistant_first=False, eyeline=False))])
def test_previews_agree_with_what_the_moves_do(players, seed, variant):
    s = AS.new_game(players, seed, variant)
    rng = random.Random(seed)
    while not s.is_terminal():
        if s.to_move != CHANCE and s.phase != "bid":
            for a in s.legal_actions():
                _agrees(s, a)
        random_step(s, rng)
