"""Art Society's invariants (`invariants(state)`), checked at every step by the random-play
test and the soak (see sanmarco_nb.invariants)."""
from __future__ import annotations

from ..invariants import common
from .components import BACK_ID, BACKS, BACKS_LEFT, COMPONENTS, FRONT_COUNTS
from .data import Back

BID_CARDS = list(range(1, COMPONENTS.bid_cards + 1))


def invariants(s) -> list[str]:
    return common(s) + money(s) + paintings(s) + walls(s) + bounds(s)


def money(s) -> list[str]:
    """AS-C2: each player's bid cards are in the hand or on the pile (above the start card);
    a sealed bid stays in the hand until the reveal."""
    out, hands = [], s.hands
    for p in range(s.players):
        cards = sorted(hands[p] + s.piles[p][1:])
        if cards != BID_CARDS:
            out.append(f"player {p}'s bid cards are {cards}")
        if s.phase == "bid" and s.bids[p] is not None and s.bids[p] not in hands[p]:
            out.append(f"player {p}'s sealed bid {s.bids[p]} is not in the hand")
    return out


def paintings(s) -> list[str]:
    """AS-S3: a back's fronts not yet turned over are its stack and its face-down pictures
    at auction; a stack only shrinks."""
    out, at_auction = [], [x for x in s.auction if isinstance(x, Back)]
    for b, back in enumerate(BACKS):
        down = s._backs_left[b] + at_auction.count(back)
        if sum(s._fronts[b]) != down:
            out.append(f"back {back}: {sum(s._fronts[b])} fronts for {down} face down")
        if not 0 <= s._backs_left[b] <= BACKS_LEFT[b] or not sum(s._fronts[b]) <= sum(
                FRONT_COUNTS[b]):
            out.append(f"back {back}: stack {s._backs_left[b]} out of bounds")
    return out


def walls(s) -> list[str]:
    """AS-P1: no two tiles on a wall overlap, and the wall's cells are those of its tiles."""
    out = []
    for p in range(s.players):
        covered = 0
        for m in s._masks[p]:
            if covered & m:
                out.append(f"tiles overlap on player {p}'s wall")
            covered |= m
        if covered != s.wall_bits[p] or len(s._masks[p]) != len(s.walls[p]):
            out.append(f"player {p}'s wall cells differ from its tiles")
    return out


def bounds(s) -> list[str]:
    out = []
    if min(s.excess) < 0 or min(s._track) < 0:
        out.append(f"negative excess {s.excess} or museum track {s._track}")
    if s.decor_supply is not None and min(s.decor_supply) < 0:
        out.append(f"negative decor supply {s.decor_supply}")
    if len(s.auction) > s.players + 1:
        out.append(f"{len(s.auction)} paintings at auction")
    return out
