"""What an Art Society move will do, told before it is made (`State.preview`).

Worked out without changing the state, from what the player to move sees: every wall, the
museum, every hand and pile of bid cards; never another player's sealed bid (AS-R2). The
fronts of face-down paintings are chance: a pick names what its stack may still show.

The kinds, with their data (cells 0-based row, col; genres and frames by their codes):
  stars         the start painting covers `covered` of the star cells                AS-S1
  pick          the back `value`:`w`x`h` goes to the auction; `left` in its stack after, and
                the fronts it may show: `fronts`, paintings left per genre (in GENRES order)
                                                                                     AS-R1
  room          the back picked would fit at `cells` places on `player`'s wall       AS-P1
  fits          the painting would fit at `cells` places on `player`'s wall: `clean` of
                them without a faux pas; `best_decor` the most shields one of them earns AS-P1
  bid           the card `card` is spent: `left` cards in hand after, worth `hand_total`
                (AS-E7's tie-break)                                                  AS-R2
  rival         what is known of `player`'s hand (their bid is sealed): `higher` cards above
                the bid, `holds` 1 if they still hold the same card, their `highest`  AS-R2
  tie           if `player` bids the same `card`, the mover goes `first` (1) or after (0):
                decided by the `step` ("beneath", "deeper", "start") with `mine` against
                `theirs`                                                              AS-R3
  painting      the painting in `slot` (genre, frame, value, w, h) is taken          AS-R4
  fits_nowhere  it fits nowhere on the wall: `assistant` 1 if it goes to the (empty)
                assistant; else it is excess (the next note) unless `assistant_first` 1 (the
                assistant's tile may hang first and free the assistant, AS-R4) or one of
                `swaps` museum paintings is swapped for it (variant, AS-R5)            AS-P2
  excess        set aside: `count` excess paintings after, `points` -2 at the end (AS-E6), a
                `decor` 1-shield tile; `ends_game` 1 at 2 excess (AS-E1)             AS-P2
  museum        the painting left, `genre` `value`, goes to the museum: its marker `before`
                -> `after` (the round ends with this turn)                            AS-R5
  decor         hanging it earns a decor tile of `shields` (`earned` before a short supply,
                AS-C4) for `matching` frames touching                                AS-P4
  faux_pas      it touches `touching` paintings of its `genre`: none of them scores its genre
                at the end                                                           AS-P3
  eye_line      it lies in the eye-line band: 3 points at the end if `genre` leads the
                museum (`leading` 1 if it does now)                                 AS-E4
  corners       it covers `covered` corner cells (each empty one costs 2)             AS-E6
  full_wall     it fills the wall: +5, and the game ends after this round     AS-E5, AS-E1
  points        the mover's points if the game ended now, `before` -> `after` (without the
                decor still to place)                                                 AS-E7
  to_assistant  the tile (genre, frame, value, w, h, shields) goes to the assistant; it may
                hang on a later turn, and scores nothing if it is still there at the end
                                                                                AS-P2, AS-P5
  held          the painting in hand waits; once the assistant's tile hangs it fits at `cells`
                places, else goes to the freed assistant                              AS-R4
  swap          the painting goes to the museum for museum painting `slot` (genre, value, w,
                h), which fits at `cells` places                                      AS-R5
  done          the turn ends; `waiting` 1 if a tile stays with the assistant         AS-P6
"""
from __future__ import annotations

from ..core import Consequence
from .auction import pile_key, tie_step
from .components import BACK_ID, FRONTS, GENRES, GEOMETRY
from .data import Piece, Tile
from .end import EXCESS_LIMIT, museum_move
from .hanging import award_sizes, take_from_supply, touching
from .placing import swap_actions, unpark_actions
from .scoring import EXCESS_PAINTING, leading_genre, multipliers, player_breakdown
from .wall import bit_indices

PREVIEW_KINDS = ("stars", "pick", "room", "fits", "bid", "rival", "tie", "painting", "fits_nowhere",
                 "excess", "museum", "decor", "faux_pas", "eye_line", "corners", "full_wall",
                 "points", "to_assistant", "held", "swap", "done")


def preview(s, a) -> list:
    """The consequences of the legal move `a` of the player to move (see `State.preview`)."""
    return _BY_VERB[a.verb](s, a)


def _painting(piece) -> dict:
    return {"genre": piece.genre, "frame": piece.frame, "value": piece.value, "w": piece.w,
            "h": piece.h}


# ---- where a tile would go (AS-P1 .. AS-P5, AS-E3 .. AS-E6) ----------------------------------
def _shields(s, matching) -> list:
    """(earned, got) per decor tile `matching` frames earn (AS-P4), the supply as it is."""
    supply = None if s.decor_supply is None else s.decor_supply[:]
    return [(size, size if supply is None else take_from_supply(supply, size))
            for size in award_sizes(s, matching)] if matching else []


def _points(s, p, tiles, bits, masks) -> int:
    mult = multipliers(s._track, GENRES)
    lead = leading_genre(s._track, GENRES)
    return player_breakdown(tiles, bits, s.excess[p], mult, lead, GEOMETRY, s.variant.eyeline,
                            masks)["total"]


def _hang(s, p, piece, row, col) -> list:
    """Everything the rules tell of `piece` hung at (row, col) on p's wall."""
    mask = GEOMETRY.rect(piece.w, piece.h, row, col)
    notes = []
    matching, spoiled = touching(s, p, piece, mask)
    for earned, got in _shields(s, matching):
        notes.append(Consequence("decor", "AS-P4" if earned == got else "AS-C4", p,
                                 {"shields": got, "earned": earned, "matching": matching}))
    if spoiled:
        notes.append(Consequence("faux_pas", "AS-P3", p, {"genre": piece.genre,
                                                          "touching": len(spoiled)}))
    if piece.is_painting and s.variant.eyeline and mask & GEOMETRY.eye_line:
        lead = leading_genre(s._track, GENRES)
        notes.append(Consequence("eye_line", "AS-E4", p, {"genre": piece.genre,
                                                          "leading": int(piece.genre == lead)}))
    bits = s.wall_bits[p]
    corners = sum(1 for c in GEOMETRY.corners if c & mask)
    if corners:
        notes.append(Consequence("corners", "AS-E6", p, {"covered": corners}))
    if GEOMETRY.full(bits | mask):
        notes.append(Consequence("full_wall", "AS-E5", p, {}))
    tile = Tile(row, col, piece.w, piece.h, piece.genre, piece.frame, piece.value,
                piece.shields)
    walls, masks = s.walls[p], s._masks[p]
    notes.append(Consequence("points", "AS-E7", p, {
        "before": _points(s, p, walls, bits, masks),
        "after": _points(s, p, walls + (tile,), bits | mask, masks + (mask,))}))
    return notes


def _fits(s, p, piece, bits=None) -> Consequence:
    """AS-P1: the places `piece` would fit on p's wall (`bits`, default as it is), how many of
    them are free of a faux pas, and the most decor one earns."""
    bits = s.wall_bits[p] if bits is None else bits
    cells = clean = best = 0
    for i in bit_indices(GEOMETRY.anchors(bits, piece.w, piece.h)):
        row, col = GEOMETRY.cell(i)
        matching, spoiled = touching(s, p, piece, GEOMETRY.rect(piece.w, piece.h, row, col))
        cells += 1
        clean += not spoiled
        best = max(best, sum(award_sizes(s, matching)) if matching else 0)
    return Consequence("fits", "AS-P1", p, {"cells": cells, "clean": clean, "best_decor": best})


# ---- the set-up and the auction (AS-S1, AS-R1 .. AS-R3) --------------------------------------
def _start(s, a) -> list:
    mask = GEOMETRY.rect(a.w, a.h, a.row, a.col)
    covered = bin(mask & GEOMETRY.stars).count("1")
    return ([Consequence("stars", "AS-S1", s.to_move, {"covered": covered})]
            + _hang(s, s.to_move, s.pending, a.row, a.col))


def _pick(s, a) -> list:
    b = BACK_ID[(a.n, a.w, a.h)]
    fronts = [0] * len(GENRES)
    for (genre, _), n in zip(FRONTS, s._fronts[b]):
        fronts[GENRES.index(genre)] += n
    notes = [Consequence("pick", "AS-R1", s.to_move, {
        "value": a.n, "w": a.w, "h": a.h, "left": s._backs_left[b] - 1,
        "fronts": tuple(fronts)})]
    for q in range(s.players):
        cells = bin(GEOMETRY.anchors(s.wall_bits[q], a.w, a.h)).count("1")
        notes.append(Consequence("room", "AS-P1", q, {"cells": cells}))
    return notes


def _bid(s, a) -> list:
    """AS-R2, AS-R3: the card spent and what is known of the others' hands (every hand is in
    view, the bids sealed in them are not: `s.bids` of another player is never read)."""
    p, n, hands = s.to_move, a.n, s.hands
    left = [c for c in hands[p] if c != n]
    notes = [Consequence("bid", "AS-R2", p, {"card": n, "left": len(left),
                                             "hand_total": sum(left)})]
    mine = pile_key(s.variant, n, s.piles[p])
    for q in range(s.players):
        if q == p:
            continue
        hand = hands[q]
        holds = n in hand
        notes.append(Consequence("rival", "AS-R2", q, {
            "higher": sum(c > n for c in hand), "holds": int(holds),
            "highest": max(hand, default=0)}))
        if holds:
            theirs = pile_key(s.variant, n, s.piles[q])
            depth = next(i for i in range(1, len(mine)) if mine[i] != theirs[i])
            notes.append(Consequence("tie", "AS-R3", q, {
                "card": n, "first": int(mine > theirs), "step": tie_step(depth, mine),
                "mine": mine[depth], "theirs": theirs[depth]}))
    return notes


# ---- taking and resolving a painting (AS-R4, AS-P2, AS-R5) -----------------------------------
def _take(s, a) -> list:
    p, piece = s.to_move, s.auction[a.n - 1]
    notes = [Consequence("painting", "AS-R4", p, {"slot": a.n, **_painting(piece)})]
    fit = _fits(s, p, piece)
    notes += [fit] if fit.data["cells"] else _nowhere(s, p, piece)
    left = [x for i, x in enumerate(s.auction) if x is not None and i != a.n - 1]
    if s._step == s.players - 1 and len(left) == 1:    # the last taker: AS-R5 follows
        g = GENRES.index(left[0].genre)
        notes.append(Consequence("museum", "AS-R5", None, {
            "genre": left[0].genre, "value": left[0].value, "before": s._track[g],
            "after": museum_move(s._track, g, left[0].value)[0]}))
    return notes


def _nowhere(s, p, piece) -> list:
    """AS-P2, AS-R4: a painting that fits nowhere goes to an empty assistant; with the
    assistant full it is excess, unless the assistant's tile may hang first to free it
    (AS-R4) or, under the variant, a museum painting is swapped for it (AS-R5)."""
    if s.assistant[p] is None:
        return [Consequence("fits_nowhere", "AS-P2", p,
                            {"assistant": 1, "assistant_first": 0, "swaps": 0})]
    first = []
    if s.variant.assistant_first:
        unpark_actions(s, p, first)
    swaps = len(swap_actions(s, p, piece))
    return [Consequence("fits_nowhere", "AS-P2", p, {
        "assistant": 0, "assistant_first": int(bool(first)), "swaps": swaps})] + _excess(s, p)


def _excess(s, p) -> list:
    count = s.excess[p] + 1
    return [Consequence("excess", "AS-P2", p, {"count": count, "points": EXCESS_PAINTING,
                                               "decor": 1,
                                               "ends_game": int(count >= EXCESS_LIMIT)})]


def _set_aside(s, a) -> list:
    return _excess(s, s.to_move)


def _hang_pending(s, a) -> list:
    if s.phase == "setup":
        return _start(s, a)
    return _hang(s, s.to_move, s.pending, a.row, a.col)


def _decor(s, a) -> list:
    return _hang(s, s.to_move, Piece(a.w, a.h, shields=s.pending.shields), a.row, a.col)


def _from_assistant(s, a) -> list:
    """AS-P6 (AS-R4 while a painting that fits nowhere waits): the assistant's tile hangs."""
    p, tile = s.to_move, s.assistant[s.to_move]
    piece = tile if tile.is_painting else Piece(a.w, a.h, shields=tile.shields)
    notes = _hang(s, p, piece, a.row, a.col)
    if s.phase == "place":           # the painting just taken waits for the freed assistant
        bits = s.wall_bits[p] | GEOMETRY.rect(a.w, a.h, a.row, a.col)
        cells = _fits(s, p, s.pending, bits).data["cells"]
        notes.append(Consequence("held", "AS-R4", p, {**_painting(s.pending), "cells": cells}))
    return notes


def _to_assistant(s, a) -> list:
    piece = s.pending
    return [Consequence("to_assistant", "AS-P5" if s.phase == "decor" else "AS-P2",
                        s.to_move, {**_painting(piece), "shields": piece.shields})]


def _swap(s, a) -> list:
    p, got = s.to_move, s.museum_paintings[a.n - 1]
    cells = _fits(s, p, got).data["cells"]
    return [Consequence("swap", "AS-R5", p, {"slot": a.n, "genre": got.genre,
                                             "value": got.value, "w": got.w, "h": got.h,
                                             "cells": cells})]


def _done(s, a) -> list:
    return [Consequence("done", "AS-P6", s.to_move,
                        {"waiting": int(s.assistant[s.to_move] is not None)})]


_BY_VERB = {
    "hang": _hang_pending, "pick": _pick, "bid": _bid, "take": _take,
    "from-assistant": _from_assistant, "assistant": _to_assistant, "excess": _set_aside,
    "swap": _swap, "decor": _decor, "done": _done,
}
