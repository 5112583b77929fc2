"""The deal and the auction (AS-S1 … AS-S3, AS-R1 … AS-R3): start paintings and start cards,
the start painting on a star, the auctioneer's picks, the fronts turned over, the sealed bids,
the reveal and the tie-break.

Each rule is a function of the state (`s`) and, for a move, its action (`a`); `state.RULES`
maps (phase, verb) to them. They change `s` in place and return the events.
"""
from __future__ import annotations

from .components import (BACK_ID, BACKS, BID, CARD, COMPONENTS, FRONT, FRONT_ID, GEOMETRY, PICK,
                         START, actions_at)
from .data import Piece
from .events import ev
from .hanging import hang
from ..core import CHANCE


# ---- the deal and the set-up (AS-S1, AS-S2) --------------------------------------------------
def deal_outcomes(s) -> list:
    """Chance: a start painting per player, then a start card per player, each not yet dealt."""
    if s._step < s.players:
        dealt = {p for p in s.start_paintings if p is not None}
        return [(a, 1) for a, p in zip(START, COMPONENTS.start_paintings) if p not in dealt]
    dealt = {pile[0] for pile in s.piles if pile}
    return [(CARD[c], 1) for c in COMPONENTS.start_cards if c not in dealt]


def deal_start_painting(s, a) -> list:
    p = s._step
    piece = next(x for x in COMPONENTS.start_paintings
                 if x.genre == a.genre and x.frame == a.frame)
    s.start_paintings[p] = piece
    s._step += 1
    return [ev("start_painting", "AS-S1", p, genre=piece.genre, frame=piece.frame,
               w=piece.w, h=piece.h, value=piece.value)]


def deal_start_card(s, a) -> list:
    p = s._step - s.players
    s.piles[p] = (a.n,)
    s._step += 1
    events = [ev("start_card", "AS-S2", p, card=a.n)]
    if s._step == 2 * s.players:
        s.phase, s._step = "setup", 0
        s.to_move, s.pending = 0, s.start_paintings[0]
    return events


UPPER_STAR = 1 << GEOMETRY.index(*min(COMPONENTS.stars))


def star_actions(s, p) -> tuple:
    """AS-S1: the start painting covers at least one star cell; with start_layout
    same_for_all it hangs with its top-left cell on the upper star (covering both)."""
    piece, out = s.pending, []
    anchors = GEOMETRY.star_anchors(s.wall_bits[p], piece.w, piece.h)
    if s.variant.start_layout == "same_for_all":
        anchors &= UPPER_STAR
    actions_at("hang", piece.w, piece.h, anchors, out)
    return tuple(out)


def hang_start_painting(s, a) -> list:
    p, piece = s.to_move, s.pending
    s.pending = None
    events = hang(s, p, piece, a.row, a.col, "start", "AS-S1")
    s._step += 1
    if s._step < s.players:
        s.to_move, s.pending = s._step, s.start_paintings[s._step]
        return events
    first = min(range(s.players), key=lambda q: s.piles[q][0])    # AS-S2: the lowest card
    s.auctioneer = first
    events.append(ev("auctioneer", "AS-S2", first, card=s.piles[first][0]))
    return events + start_round(s)


# ---- the auction (AS-R1, AS-R2, AS-R3) -------------------------------------------------------
def start_round(s):
    P = s.players
    if sum(s._backs_left) < P + 1:
        # not reachable with the shipped catalogue (AS-C3: enough for 20 rounds of 4)
        return s.NEXT["game_over"](s, ["paintings"])
    s.round += 1
    s.phase, s.to_move, s.auction = "pick", s.auctioneer, []
    s.bids, s.order = [None] * P, ()
    return [ev("round", "AS-R1", s.auctioneer, round=s.round)]


def pick_actions(s, p) -> tuple:
    return s._picks


def pick(s, a) -> list:
    """AS-R1: the auctioneer picks a painting by its back, from a non-empty stack."""
    b = PICK.index(a)           # the interned action, found by identity: no Back built and hashed
    back = BACKS[b]
    s._backs_left[b] -= 1
    if not s._backs_left[b]:
        s._picks = tuple(x for x, n in zip(PICK, s._backs_left) if n)
    s.auction.append(back)
    events = [ev("pick", "AS-R1", s.to_move, slot=len(s.auction), value=a.n, w=a.w, h=a.h)]
    if len(s.auction) == s.players + 1:
        s.phase, s.to_move, s._step = "turn-over", CHANCE, 0
    return events


def front_outcomes(s) -> list:
    """Chance (AS-S3): the next picked painting's front, weighted by what its back has left."""
    counts = s._fronts[BACK_ID[s.auction[s._step]]]
    return [(FRONT[i], n) for i, n in enumerate(counts) if n]


def front_pick(s, u: int):
    """The front `choice(front_outcomes(s), u)` picks, read straight off the counts (a front
    with none left weighs nothing in that walk either)."""
    counts = s._fronts[BACK_ID[s.auction[s._step]]]
    r = u % sum(counts)
    for i, n in enumerate(counts):
        if r < n:
            return FRONT[i]
        r -= n
    raise AssertionError("unreachable")


def turn_over(s, a) -> list:
    slot = s._step
    back = s.auction[slot]
    b = BACK_ID[back]
    counts = list(s._fronts[b])
    counts[FRONT_ID[(a.genre, a.frame)]] -= 1
    s._fronts[b] = tuple(counts)
    s.auction[slot] = Piece(back.w, back.h, a.genre, a.frame, back.value)
    s._step += 1
    events = [ev("front", "AS-R1", None, slot=slot + 1, genre=a.genre, frame=a.frame,
                 value=back.value, w=back.w, h=back.h)]
    if s._step == len(s.auction):
        s.phase, s.to_move, s._step = "bid", 0, 0
    return events


def bid_actions(s, p) -> tuple:
    return s._bid_actions[p]


def bid(s, a) -> list:
    p = s.to_move
    s.bids[p] = a.n
    # the card stays in hand until the reveal, so that `hands` shows no bid (AS-R2)
    events = [ev("bid", "AS-R2", p)]
    if p + 1 < s.players:
        s.to_move = p + 1
        return events
    return events + reveal(s)


def reveal(s):
    """AS-R2, AS-R3: all bids at once, each card onto its pile; the order of acquiring."""
    P, bids = s.players, s.bids
    events = [ev("reveal", "AS-R2", None, bids=list(bids))]
    keys = [tie_key(s, p) for p in range(P)]
    order = sorted(range(P), key=lambda p: keys[p], reverse=True)
    events += tie_events(order, keys, 1)
    for p in range(P):
        s.piles[p] += (bids[p],)
        hand = s._bid_actions[p]
        i = hand.index(BID[bids[p]])
        s._bid_actions[p] = hand[:i] + hand[i + 1:]
    s.order = tuple(order)
    events.append(ev("order", "AS-R3", None, order=list(order)))
    s._step = 0
    return events + s.NEXT["turns"](s)


def tie_key(s, p) -> tuple:
    return pile_key(s.variant, s.bids[p], s.piles[p])


def pile_key(variant, bid, pile) -> tuple:
    """AS-R3: the bid, then the card beneath (last round's bid, or the start card), then the
    start card; `recursive` compares the whole pile from the top down."""
    if variant.tie_break == "recursive":
        return (bid,) + pile[::-1]
    return (bid, pile[-1], pile[0])


def tie_step(depth: int, key) -> str:
    """AS-R3: which comparison breaks a tie at `depth` of a tie key (see `pile_key`)."""
    return "start" if depth == len(key) - 1 else ("beneath" if depth == 1 else "deeper")


def tie_events(order, keys, depth):
    """AS-R3 step by step: each group tied at `depth - 1` is compared at `depth`."""
    events = []
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and keys[order[j + 1]][:depth] == keys[order[i]][:depth]:
            j += 1
        group = order[i:j + 1]
        if len(group) > 1:
            step = tie_step(depth, keys[group[0]])
            events.append(ev("tie", "AS-R3", None, players=list(group), bid=keys[group[0]][0],
                             step=step, depth=depth, cards=[keys[q][depth] for q in group]))
            events += tie_events(group, keys, depth + 1)
        i = j + 1
    return events
