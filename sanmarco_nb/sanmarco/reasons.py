"""Why an action is not legal here, in game terms (for IllegalAction messages)."""
from __future__ import annotations

from ..core import CHANCE
from .board import ADJACENT, CANAL, DISTRICTS, MAX_BRIDGES
from .cards import CARD_NAMES, CODES, DOGE, BRIDGE, TRANSFER, BANISH
from .actions import crossing_cost
from .notation import Action, malformed

_VERB_CARD = {"bridge": BRIDGE, "transfer": TRANSFER, "doge": DOGE, "banish": BANISH}
_CARD_VERBS = ("district", "bridge", "transfer", "doge", "banish", "skip")
_PHASE_WANTS = {
    "setup-dice": "a set-up roll (chance)", "setup-bridges": "a set-up bridge ('bridge 1-2')",
    "roles": "the role lottery", "draw": "a card draw (chance)",
    "split": "a split ('split ... / ...')", "choose": "taking an offer ('take ...')",
    "play": "playing an action card", "doge": "moving the Doge ('doge 3 P2 5') or stopping it", "banish-roll": "the banishment roll (chance)",
    "banish": "choosing whose aristocrats leave ('remove ...')",
    "free-banish": "the free banishment ('banish 5')",
    "free-remove": "removing one aristocrat ('remove 5 P3')", "end": "nothing: the game is over",
}


def _who(s) -> str:
    return "chance" if s.to_move == CHANCE else f"P{s.to_move + 1}"


def why_illegal(s, a) -> str:
    if not isinstance(a, Action):
        return f"{a!r} is not a San Marco action (parse notation with state.parse)"
    why = malformed(a, s.players)
    if why:
        return why
    if s.phase == "end":
        return "the game is over"
    if s.phase in ("play", "doge") and a.verb in _CARD_VERBS:
        why = _play_reason(s, a)
        if why:
            return why
    legal = s.legal_actions()
    verbs = {b.verb for b in legal}
    if a.verb not in verbs:
        return f"now is {_PHASE_WANTS.get(s.phase, s.phase)} for {_who(s)}, not '{a}'"
    v, x = a.verb, a.args
    if v == "split":
        hand = s.hand
        got = tuple(sorted(k for o in x for k in o))
        if got != hand:
            return (f"a split must use exactly the cards drawn ({' '.join(CODES[k] for k in hand)})"
                    f", not {' '.join(CODES[k] for k in got)}")
        return f"the cards must go into {len(s.roles[s._pair][1]) + 1} non-empty offers"
    if v == "take":
        return "no offer on the table holds exactly " + " ".join(CODES[k] for k in x)
    if v == "bridge" and x and len(s._br[x[0]]) - (x[1] == x[0]) >= MAX_BRIDGES:
        a_, b_ = ADJACENT[x[0]]
        return f"{DISTRICTS[a_]} and {DISTRICTS[b_]} already have {MAX_BRIDGES} bridges (SM-B3)"
    if v == "draw":
        return f"no {CARD_NAMES[x[0]]} can be drawn now"
    if v == "roll":
        return f"the die cannot show {x[0] + 1} here (SM-S3: the fourth roll must differ)"
    if v == "roles":
        return "the roles go to the other active players, each once"
    return f"'{a}' is not legal here"


def _play_reason(s, a) -> str | None:
    v, x = a.verb, a.args
    p = s._player
    card = x[0] if v == "district" else x[0] if v == "skip" else _VERB_CARD.get(v)
    if card is not None and card not in s._cards:
        return f"the offer being played holds no {CARD_NAMES[card]}"
    P, cnt = s.players, s._cnt
    if v == "district":
        d, hop, _ = x
        if hop >= 0:
            c = CANAL.get((d, hop))
            if c is None:
                return f"{DISTRICTS[d]} and {DISTRICTS[hop]} are not adjacent"
            if p not in s._br[c]:
                return (f"P{p + 1} owns no bridge between {DISTRICTS[d]} and {DISTRICTS[hop]} "
                        "(SM-A1: the hop is over your own bridge)")
    if v in ("district", "transfer", "bridge") and x:
        # taking back one's own bridge returns its marker to one's supply first
        why = _source_reason(s, p, x[-1], v == "bridge" and x[2] == p)
        if why:
            return why
    if v == "transfer" and x:
        d, q, src = x
        if q == p:
            return "a transfer takes another player's aristocrat, not your own"
        if not cnt[d * P + q]:
            return f"P{q + 1} has no aristocrat in {DISTRICTS[d]}"
    if v == "doge" and s.doge is not None:
        path, cross = x
        if path[0] != s.doge:
            return f"the Doge is in {DISTRICTS[s.doge]}, so its path starts there"
        cost = 0
        for (d, e), o in zip(zip(path, path[1:]), cross):
            c = CANAL.get((d, e))
            if c is None:
                return f"{DISTRICTS[d]} and {DISTRICTS[e]} are not adjacent"
            step = crossing_cost(s, p, c, o)
            if step is None:
                return _no_crossing(s, o, d, e)
            cost += step
        if len(set(path)) != len(path):
            return "the Doge's path visits a district twice; take the shorter path"
        if cost > s._scores[p]:
            return f"you have {s._scores[p]} PP; this path costs {cost}"
    return None


def _source_reason(s, p, src, supplied) -> str | None:
    """SM-A6: the aristocrat a card places comes from the supply, or from district `src` only
    when the supply is empty (`supplied`: a marker is back in the supply first)."""
    empty = not s._supply[p] and not supplied
    if src >= 0 and not empty:
        return "your supply is not empty: the aristocrat comes from the supply (SM-A6)"
    if src >= 0 and not s._cnt[src * s.players + p]:
        return f"you have no aristocrat in {DISTRICTS[src]}"
    if src < 0 and empty:
        return "your supply is empty: say which district the aristocrat comes from (SM-A6)"
    return None


def _no_crossing(s, o, d, e) -> str:
    """Why crossing from d to e over o's bridge (-1: none) is not offered (SM-A9)."""
    canal = f"{DISTRICTS[d]} and {DISTRICTS[e]}"
    if o >= 0:
        return f"P{o + 1} has no bridge between {canal}"
    if s.variant.doge_bridgeless_cost is None:
        return f"the Doge crosses canals only over bridges in this variant ({canal})"
    return (f"you own a bridge between {canal}: the Doge crosses it free, not without a "
            "bridge (SM-A9)")
