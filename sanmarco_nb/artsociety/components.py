"""The components as the rules use them: the wall's geometry, the painting backs and fronts, and
the interned actions that `legal_actions()` hands out.

Everything here is derived once, at import, from the data file (`data.load()`): a corrected
catalogue or wall is a change of data, not of code.
"""
from __future__ import annotations

from . import data
from .notation import Action
from .wall import WallGeometry

COMPONENTS = data.load()
GEOMETRY = WallGeometry(COMPONENTS.rows, COMPONENTS.cols, COMPONENTS.stars,
                        COMPONENTS.eye_line_rows, COMPONENTS.corners)
GENRES = COMPONENTS.genres
BACKS = tuple(sorted({p.back for p in COMPONENTS.paintings}))
BACK_ID = {b: i for i, b in enumerate(BACKS)}
FRONTS = tuple((g, f) for g in GENRES for f in COMPONENTS.frames)
FRONT_ID = {f: i for i, f in enumerate(FRONTS)}


def _initial_stacks():
    """Per back: how many paintings, and how many of them show each front (AS-S3)."""
    counts = data.catalogue_counts(COMPONENTS.paintings)
    fronts = [[0] * len(FRONTS) for _ in BACKS]
    for (back, g, f), n in counts.items():
        fronts[BACK_ID[back]][FRONT_ID[(g, f)]] = n
    return tuple(sum(c) for c in fronts), tuple(tuple(c) for c in fronts)


BACKS_LEFT, FRONT_COUNTS = _initial_stacks()


# ---- interned actions: legal_actions() hands out these objects, never builds new ones -------
PICK = tuple(Action("pick", b.value, b.w, b.h) for b in BACKS)
FRONT = tuple(Action("front", genre=g, frame=f) for g, f in FRONTS)
START = tuple(Action("start", genre=p.genre, frame=p.frame) for p in COMPONENTS.start_paintings)
CARD = {c: Action("card", c) for c in COMPONENTS.start_cards}
BID = tuple(Action("bid", n) for n in range(COMPONENTS.bid_cards + 1))
TAKE = tuple(Action("take", n) for n in range(1, 6))
ASSISTANT, DONE, EXCESS = Action("assistant"), Action("done"), Action("excess")
_PLACE_TABLES: dict = {}


def _place_table(verb, w, h):
    """Bit index of the top-left cell -> the interned placing action."""
    table = [None] * (GEOMETRY.rows * GEOMETRY.stride)
    for r in range(GEOMETRY.rows - h + 1):
        for c in range(GEOMETRY.cols - w + 1):
            table[GEOMETRY.index(r, c)] = Action(verb, 0, w, h, r, c)
    _PLACE_TABLES[verb, w, h] = table
    return table


def actions_at(verb, w, h, anchors, out):
    """Append the interned placing actions for the top-left cells `anchors`."""
    table = _PLACE_TABLES.get((verb, w, h)) or _place_table(verb, w, h)
    while anchors:
        low = anchors & -anchors
        out.append(table[low.bit_length() - 1])
        anchors ^= low


def orientations(piece):
    """A decor tile may be rotated (AS-C4); a painting (or a back) may not (AS-C3)."""
    if not getattr(piece, "shields", 0) or piece.w == piece.h or not COMPONENTS.decor_rotates:
        return ((piece.w, piece.h),)
    return ((piece.w, piece.h), (piece.h, piece.w))
