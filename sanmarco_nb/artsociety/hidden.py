"""Hidden information (AS-R2, AS-S3): what a player may see, and a sample of what they cannot.

In Art Society only the sealed bids of a round are hidden from the other players; the fronts of
face-down paintings are not hidden but not yet decided (chance outcomes).
"""
from __future__ import annotations

import random

from .components import BID
from .data import Back
from .events import piece_data


def observation(s, player: int) -> dict:
    """Everything `player` may see, as plain JSON-able data: no other player's bid before the
    reveal (AS-R2), no face-down fronts."""
    all_in = s.phase != "bid"
    return {
        "game": s.GAME, "player": player, "players": s.players,
        "round": s.round, "phase": s.phase, "to_move": s.to_move,
        "auctioneer": s.auctioneer,
        "auction": [None if x is None else (back_data(x) if isinstance(x, Back)
                                            else piece_data(x)) for x in s.auction],
        "stacks": {str(b): n for b, n in s.stacks().items()},
        "hands": [list(h) for h in s.hands],
        "piles": [list(p) for p in s.piles],
        "bids": [b if (all_in or q == player) else (None if b is None else "hidden")
                 for q, b in enumerate(s.bids)],
        "order": list(s.order),
        "walls": [[t._asdict() for t in w] for w in s.walls],
        "assistant": [None if t is None else piece_data(t) for t in s.assistant],
        "pending": None if s.pending is None else piece_data(s.pending),
        "held": None if s.held is None else piece_data(s.held),
        "excess": list(s.excess),
        "museum": s.museum,
        "museum_paintings": [piece_data(m) for m in s.museum_paintings],
        "decor_supply": None if s.decor_supply is None else s.decor_supply[1:],
        "end_reasons": list(s.end_reasons),        # AS-E1, once the game is over
    }


def determinize(s, player: int, seed: int):
    """A clone in which what `player` cannot see is resampled: the sealed bids of the others
    not yet revealed (any card in their hands). The clone also gets `seed`, so that its chance
    stream (the fronts of paintings not yet turned over) does not replay the game's future."""
    new = s.clone()
    new.seed = seed
    if s.phase == "bid":
        rng = random.Random(seed)
        # this round's bids are the last moves, in seat order: rewrite them too, so that
        # neither `history` nor the record gives the real bids away
        made = [q for q, b in enumerate(s.bids) if b is not None]
        for k, q in enumerate(made, len(s.history) - len(made)):
            if q != player:
                new.bids[q] = rng.choice(s._bid_actions[q]).n
                new.history[k] = BID[new.bids[q]]
    new._legal_cache = None
    return new


def back_data(back) -> dict:
    return {"value": back.value, "w": back.w, "h": back.h, "face_down": True}


def seen(s, a) -> tuple:
    """What each seat sees of `a` applied in `s` (State.seen): a bid is sealed (AS-R2) until
    the last one is made, which reveals them all (AS-R3)."""
    if s.phase != "bid":
        return ((None, a),)
    if sum(b is None for b in s.bids) > 1:
        return ((s.to_move, a),)
    bids = list(s.bids)
    bids[s.to_move] = a.n
    return ((s.to_move, a), (None, ("reveal", tuple(bids))))
