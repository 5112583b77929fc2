"""Hidden information (SM-R3, SM-R5): what a player sees (`observation`) and a state with the
unseen cards resampled (`determinize`, for search bots)."""
from __future__ import annotations

import random

from .cards import ACTION_KINDS, CODES, LIMIT_KINDS
from .notation import Action
from .rounds import DRAW, table_order


def hidden_pairs(s, player: int) -> list[int]:
    """Pairs whose cards `player` cannot see: drawn or split face down by another."""
    last = s._pair if s.phase in ("draw", "split") else len(s._offers) - 1
    return [i for i in range(s._revealed, min(last, len(s._pairs) - 1) + 1)
            if s._pairs[i][0] != player and i < len(s._hands)]


def observation(s, player: int) -> dict:
    """See `State.observation`."""
    hidden = set(hidden_pairs(s, player))
    offers, hand = [], None
    for i, (dist, choosers) in enumerate(s._pairs):
        if i < len(s._offers) and s._offers[i] is not None:
            offs = s._offers[i]
            offers.append({"distributor": dist, "revealed": i < s._revealed,
                           "offers": sorted(len(o) for o in offs) if i in hidden
                           else [[CODES[k] for k in o] for o in offs]})
    if s.phase in ("draw", "split"):
        h = s._hands[s._pair]
        hand = len(h) if s._pair in hidden else [CODES[k] for k in h]
    return {
        "game": s.GAME, "player": player, "players": s.players,
        "passage": s.passage, "round": s.round, "phase": s.phase,
        "to_move": s.to_move, "start_player": s._start,
        "scores": list(s._scores), "counts": [list(r) for r in s.counts],
        "supply": list(s._supply), "bridges": [list(b) for b in s.bridges],
        "bridge_supply": s.bridge_supply, "doge": s.doge,
        "limit_totals": list(s._limits), "active": list(s.active),
        "roles": [[d, list(c)] for d, c in s._pairs],
        "deck": {"action": sum(s._deck[k] for k in ACTION_KINDS),
                 "limit": sum(s._deck[k] for k in LIMIT_KINDS)},
        "hand": hand, "offers": offers,
        "set_aside": None if not s._forming else (
            len(s._forming[0]) if s._pair in hidden
            else [CODES[k] for k in s._forming[0]]),
        "to_play": [{"player": q, "offer": [CODES[k] for k in o]} for q, o in s._queue],
        "playing": None if s._player is None else
        {"player": s._player, "cards": [CODES[k] for k in s._cards]},
        "banish": None if s._banish is None else list(s._banish),
        "doge_walk": list(s._walk),
        "last_round": s._last_round,
        "free_banishment": list(s._free),
        "winners": s.winners(),
        "end_reasons": list(s.end_reasons),     # SM-F1, once the game is over
    }


def determinize(s, player: int, seed: int):
    """See `State.determinize`."""
    t = s.clone()
    t.seed = seed
    hidden = hidden_pairs(s, player)
    if not hidden:
        return t
    rng = random.Random(seed)
    pool = list(t._deck)
    for i in hidden:
        for k in _pair_cards(s, i):
            pool[k] += 1
    for i in hidden:
        old = _pair_cards(s, i)
        n_act = sum(1 for k in old if k in ACTION_KINDS)
        new = []
        for kinds, n in ((ACTION_KINDS, n_act), (LIMIT_KINDS, len(old) - n_act)):
            for _ in range(n):
                k = rng.choices(kinds, [pool[k] for k in kinds])[0]
                pool[k] -= 1
                new.append(k)
        start = s._draw_at[i]
        for j, k in enumerate(new):                   # the history tells the same story
            t.history[start + j] = DRAW[k]
        rng.shuffle(new)
        at = start + len(old)                         # the split moves follow the draws
        if t.phase in ("draw", "split") and i == t._pair:
            if t._forming:                            # an offer already set aside
                n = len(t._forming[0])
                t._forming = (tuple(sorted(new[:n])),)
                t.history[at] = Action("offer", t._forming[0])
                new = new[n:]
            t._hands[i] = tuple(sorted(new))
        else:
            out = []
            for o in sorted(s._offers[i]):            # in notation order: the same draws
                out.append(tuple(sorted(new[:len(o)])))   # for a seed as before table order
                new = new[len(o):]
            t._offers[i] = table_order(out)
            offs = tuple(sorted(out))                 # the notation's order
            if len(offs) == 3:
                t.history[at] = Action("offer", offs[0])
                t.history[at + 1] = Action("split", offs[1:])
            else:
                t.history[at] = Action("split", offs)
    t._deck = pool
    t._legal_cache = None
    return t


def _pair_cards(s, i: int) -> list[int]:
    if s.phase in ("draw", "split") and i == s._pair:
        return [k for o in s._forming for k in o] + list(s._hands[i])
    return [k for o in s._offers[i] for k in o]


def seen(s, a) -> tuple:
    """What each seat sees of `a` applied in `s` (State.seen): the distributor alone sees the
    cards drawn (SM-R3) and how they are split (SM-R5)."""
    phase = s.phase
    if phase == "draw":
        return ((s.roles[s._pair][0], a),)
    if phase == "split":
        return ((s.to_move, a),)
    return ((None, a),)
