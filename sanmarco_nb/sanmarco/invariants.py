"""San Marco's invariants (`invariants(state)`), checked at every step by the random-play test
and the soak (see sanmarco_nb.invariants)."""
from __future__ import annotations

from ..invariants import common
from .board import ARISTOCRATS, BRIDGES
from .cards import FULL_DECK, KINDS


def invariants(s) -> list[str]:
    return common(s) + pieces(s) + cards(s) + bounds(s)


def pieces(s) -> list[str]:
    """SM-C1: each player's 25 aristocrats are in the supply, in districts or on bridges; the
    12 bridges are on the board or in the supply."""
    out = []
    on_bridges = [0] * s.players
    for owners in s._br:
        for owner in owners:
            on_bridges[owner] += 1
    for p in range(s.players):
        placed = sum(s._cnt[d * s.players + p] for d in range(6))
        if s._supply[p] + placed + on_bridges[p] != ARISTOCRATS:
            out.append(f"player {p} has {s._supply[p]} + {placed} + {on_bridges[p]} "
                       f"aristocrats, not {ARISTOCRATS}")
    if not 0 <= s.bridge_supply <= BRIDGES:
        out.append(f"{s.bridge_supply} bridges in the supply")
    return out


def cards(s) -> list[str]:
    """SM-C2/C3: within a passage every card is in the deck, a hand, an offer, waiting to be
    played, being played, or played (face up)."""
    seen = list(s._deck)
    for k in range(KINDS):
        seen[k] += s._used[k]
    held = [k for h in s._hands for k in h] + [k for o in s._forming for k in o]
    held += [k for offers in s._offers for o in offers for k in o]
    held += [k for _, o in s._queue for k in o] + list(s._cards)
    for k in held:
        seen[k] += 1
    return [] if seen == list(FULL_DECK) else [f"cards per kind {seen} != {list(FULL_DECK)}"]


def bounds(s) -> list[str]:
    out = []
    if min(s._cnt) < 0 or min(s._supply) < 0:
        out.append("a negative count of aristocrats")
    if min(s._scores) < 0 or min(s._limits) < 0:
        out.append(f"negative scores {s._scores} or limits {s._limits}")
    if not 1 <= s.passage <= 3:
        out.append(f"passage {s.passage}")
    return out
