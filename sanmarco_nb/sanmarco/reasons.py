"""Why an action is not legal here, in game terms: an IllegalAction with a message id of the
catalogs (`why-sm-…`, sanmarco_nb/i18n/locales) and its parameters (districts and players as
indices, cards as kinds), so that every table says it in its own language."""
from __future__ import annotations

from ..core import IllegalAction, _show
from .board import ADJACENT, CANAL, MAX_BRIDGES
from .cards import DOGE, BRIDGE, TRANSFER, BANISH
from .actions import crossing_cost
from .notation import Action, malformed

_VERB_CARD = {"bridge": BRIDGE, "transfer": TRANSFER, "doge": DOGE, "banish": BANISH}
_CARD_VERBS = ("district", "bridge", "transfer", "doge", "banish", "skip")


def _no(message: str, **params) -> IllegalAction:
    return IllegalAction(id=f"why-sm-{message}", **params)


def why_illegal(s, a) -> IllegalAction:
    if not isinstance(a, Action):
        return _no("not_action", what=_show(a))
    why = malformed(a, s.players)
    if why:
        return IllegalAction(why, id="why-sm-notation", move=_show(a))
    if s.phase == "end":
        return IllegalAction(id="why-game_over")
    if s.phase in ("play", "doge") and a.verb in _CARD_VERBS:
        why = _play_reason(s, a)
        if why:
            return why
    legal = s.legal_actions()
    verbs = {b.verb for b in legal}
    if a.verb not in verbs:
        return _no("phase", phase=s.phase, who=s.to_move, move=str(a))
    v, x = a.verb, a.args
    if v == "split":
        hand = s.hand
        got = tuple(sorted(k for o in x for k in o))
        if got != hand:
            return _no("split_cards", hand=tuple(hand), got=got)
        return _no("split_offers", n=len(s.roles[s._pair][1]) + 1)
    if v == "take":
        return _no("take", cards=tuple(x))
    if v == "bridge" and x and len(s._br[x[0]]) - (x[1] == x[0]) >= MAX_BRIDGES:
        a_, b_ = ADJACENT[x[0]]
        return _no("canal_full", a=a_, b=b_, max=MAX_BRIDGES)
    if v == "draw":
        return _no("draw", card=x[0])
    if v == "roll":
        return _no("roll", roll=x[0] + 1)
    if v == "roles":
        return _no("roles")
    return IllegalAction(id="why-not_legal", move=str(a))


def _play_reason(s, a) -> IllegalAction | None:
    v, x = a.verb, a.args
    p = s._player
    card = x[0] if v == "district" else x[0] if v == "skip" else _VERB_CARD.get(v)
    if card is not None and card not in s._cards:
        return _no("no_card", card=card)
    P, cnt = s.players, s._cnt
    if v == "district":
        d, hop, _ = x
        if hop >= 0:
            c = CANAL.get((d, hop))
            if c is None:
                return _no("not_adjacent", a=d, b=hop)
            if p not in s._br[c]:
                return _no("hop", a=d, b=hop)
    if v in ("district", "transfer", "bridge") and x:
        # taking back one's own bridge returns its marker to one's supply first
        why = _source_reason(s, p, x[-1], v == "bridge" and x[2] == p)
        if why:
            return why
    if v == "transfer" and x:
        d, q, src = x
        if q == p:
            return _no("transfer_own")
        if not cnt[d * P + q]:
            return _no("no_aristocrat", player=q, district=d)
    if v == "doge" and s.doge is not None:
        path, cross = x
        if path[0] != s.doge:
            return _no("doge_start", district=s.doge)
        cost = 0
        for (d, e), o in zip(zip(path, path[1:]), cross):
            c = CANAL.get((d, e))
            if c is None:
                return _no("not_adjacent", a=d, b=e)
            step = crossing_cost(s, p, c, o)
            if step is None:
                return _no_crossing(s, o, d, e)
            cost += step
        if len(set(path)) != len(path):
            return _no("doge_twice")
        if cost > s._scores[p]:
            return _no("doge_cost", points=s._scores[p], cost=cost)
    return None


def _source_reason(s, p, src, supplied) -> IllegalAction | None:
    """SM-A6: the aristocrat a card places comes from the supply, or from district `src` only
    when the supply is empty (`supplied`: a marker is back in the supply first)."""
    empty = not s._supply[p] and not supplied
    if src >= 0 and not empty:
        return _no("supply_not_empty")
    if src >= 0 and not s._cnt[src * s.players + p]:
        return _no("no_own_aristocrat", district=src)
    if src < 0 and empty:
        return _no("supply_empty")
    return None


def _no_crossing(s, o, d, e) -> IllegalAction:
    """Why crossing from d to e over o's bridge (-1: none) is not offered (SM-A9)."""
    if o >= 0:
        return _no("no_bridge", player=o, a=d, b=e)
    if s.variant.doge_bridgeless_cost is None:
        return _no("bridges_only", a=d, b=e, switch="doge_bridgeless_cost", value=None)
    return _no("own_bridge", a=d, b=e)
