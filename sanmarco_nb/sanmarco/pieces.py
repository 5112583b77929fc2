"""The pieces on the board: a new bridge's places (SM-A2, SM-B3), a bridge placed, an
aristocrat taken back from a district when the supply is empty (SM-A6). The set-up (SM-S4) and
the action cards both use them."""
from __future__ import annotations

from .board import ADJACENT, MAX_BRIDGES
from .events import E
from .notation import Action

_S = range(-1, 6)                   # source of an aristocrat: -1 supply, or a district
_NEW_BRIDGE = tuple(tuple(Action("bridge", (c, -1, -1, s)) for s in _S)
                    for c in range(len(ADJACENT)))  # [canal][src + 1]


def new_bridges(s, srcs) -> list:
    """SM-A2, SM-S4: a new bridge on any canal with fewer than 3 (SM-B3)."""
    br = s._br
    return [_NEW_BRIDGE[c][src + 1] for src in srcs
            for c in range(len(br)) if len(br[c]) < MAX_BRIDGES]


def take_aristocrat(s, p, src, rule):
    """SM-A6: with an empty supply, the aristocrat comes from district `src`."""
    s._cnt[src * s.players + p] -= 1
    s._supply[p] += 1
    return E("from_district", "SM-A6", p, {"district": src, "for": rule})


def place_bridge(s, p, c, src, rule) -> list:
    s._br[c] = s._br[c] + (p,)
    ev = [take_aristocrat(s, p, src, rule)] if src >= 0 else []
    s._supply[p] -= 1                      # the aristocrat marking the bridge (SM-B3)
    a, b = ADJACENT[c]
    ev.append(E("bridge", rule, p, {"a": a, "b": b, "canal": c}))
    return ev
