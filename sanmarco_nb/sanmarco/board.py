"""The Venice board (SM-B1..B3), loaded from board.json, and tables derived from it once.

Districts are indexed 0..5 in die order (0 Cannaregio ... 5 Castello); the notation and the die
use 1..6. A canal is one of the 10 adjacent pairs, indexed 0..9 in the order of `ADJACENT`.
"""
from __future__ import annotations

import json
from pathlib import Path

_DATA = json.loads((Path(__file__).with_name("board.json")).read_text(encoding="utf-8"))

DISTRICTS: tuple[str, ...] = tuple(d["name"] for d in _DATA["districts"])
DIE: tuple[int, ...] = tuple(d["die"] for d in _DATA["districts"])      # district index -> face
FIRST_SECOND: tuple[tuple[int, int], ...] = tuple((d["first"], d["second"])
                                                  for d in _DATA["districts"])
ADJACENT: tuple[tuple[int, int], ...] = tuple(sorted((min(a, b) - 1, max(a, b) - 1)
                                                     for a, b in _DATA["adjacent"]))
MAX_BRIDGES: int = _DATA["max_bridges_per_canal"]                        # SM-B3
ARISTOCRATS = 25                  # SM-C1: per player
BRIDGES = 12                      # SM-C1: in all
PASSAGES = 3                      # the passage track (sundial) on the board
SAN_MARCO: int = DISTRICTS.index("San Marco")

CANAL: dict[tuple[int, int], int] = {}                                   # (a, b) either way -> canal
for _c, (_a, _b) in enumerate(ADJACENT):
    CANAL[_a, _b] = CANAL[_b, _a] = _c
NEIGHBOURS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((b if a == d else a, c) for c, (a, b) in enumerate(ADJACENT) if d in (a, b))
    for d in range(len(DISTRICTS)))                                       # d -> ((nb, canal), ...)


def _simple_paths(start: int) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    """Every simple path leaving `start` as (districts, canals), shortest first. A Doge walk that
    revisits a district is never cheaper than its simple shortcut, so simple paths suffice."""
    found = []

    def walk(path, canals):
        for nb, c in NEIGHBOURS[path[-1]]:
            if nb not in path:
                found.append((path + (nb,), canals + (c,)))
                walk(path + (nb,), canals + (c,))
    walk((start,), ())
    return tuple(sorted(found, key=lambda pc: (len(pc[0]), pc[0])))


PATHS = tuple(_simple_paths(d) for d in range(len(DISTRICTS)))          # start -> simple paths
