"""The documented heuristics of the greedy bot (and the leaf values of the search bot).

Each game has two functions, looked up by `state.GAME`:

* `evaluate(state, p)`: how good `state` is for player p, as p's standing minus the best
  opponent's standing (so a bot plays to win, not just to score);
* `action_values(state, p, actions)`: the immediate value of each action, for the greedy bot.

Both only ever receive a determinized sample (`View.sample()`), never the real hidden state.

San Marco standing: PP + the PP the player would get if every district scored now (SM-V2/V3) +
the cost of their limit points (each point below 10 costs 1 PP of passage bonus against the
leader, SM-P5; reaching 10 costs the bonus and the rest of the passage, counted as 14).
Offers (split and take) are valued by `CARD_VALUE` per action card plus the change in that limit
cost; the distributor splits expecting the chooser(s) to take what is best for them by the same
measure (`analysis.split_choose.best_responses`). Other actions are tried on a clone, looking
through the die roll of a banishment and (a spread of at most about 6 of) the player's choices
of victims after it.

Art Society standing: the score if the game ended now (`score_breakdown`, AS-E2..E6) plus a small
value for bid cards still in hand (the AS-E7 tie-break and future bidding power); a decor tile
just earned counts its shields. Taking a painting is worth the best way to hang or park it at
once; a bid matches the painting's value: the best painting on offer, placed on the 3..9 value
scale, names the card at the same place among the cards in hand.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from ..core import CHANCE
from ..sanmarco.board import SAN_MARCO
from ..sanmarco.cards import BANISH, BRIDGE, DOGE, LIMIT_VALUE, TRANSFER

__all__ = ["evaluate", "action_values", "CARD_VALUE", "SEARCHED"]

# the decisions the search bot searches (by action verb); elsewhere it plays greedy
SEARCHED = {"split", "offer", "take", "bid", "pick"}

WIN = 100.0        # a finished game: winning dominates any margin

# ---- San Marco --------------------------------------------------------------------------------
# the PP an action card is worth to its player, by kind (the district cards by district, San
# Marco's a little more: it scores 8/6); data, so that a lesson can change it
CARD_VALUE = {**{d: 2.0 for d in range(6)}, SAN_MARCO: 2.5,
              BRIDGE: 1.5, TRANSFER: 3.0, DOGE: 3.0, BANISH: 1.5}
OUT_COST = 14.0    # reaching 10 limit points
FOLLOW_UP = 6      # at most about this many of the player's own follow-up choices are tried


def _limit_cost(total: int) -> float:
    return -float(total) if total < 10 else -OUT_COST


@lru_cache(maxsize=1 << 16)
def _awards(d: int, counts: tuple) -> tuple:
    # district scoring is a pure function of a small tuple: memoised, it costs a dict lookup
    from ..sanmarco.scoring import district_awards
    return tuple((q, pp) for q, pp, _ in district_awards(d, counts))


def _sm_standing(state) -> list[float]:
    stand = [float(s) for s in state.scores]
    for d, counts in enumerate(state.counts):
        for q, pp in _awards(d, counts):
            stand[q] += pp
    for q, t in enumerate(state.limit_totals):
        stand[q] += _limit_cost(t)
    return stand


def _relative(stand, p) -> float:
    return stand[p] - max(v for q, v in enumerate(stand) if q != p)


def _terminal(state, p) -> float:
    return WIN * state.returns()[p] + _relative([float(s) for s in state.scores], p)


def sm_evaluate(state, p) -> float:
    if state.is_terminal():
        return _terminal(state, p)
    return _relative(_sm_standing(state), p)


def _offer_value(offer, total) -> float:
    limit = sum(LIMIT_VALUE.get(k, 0) for k in offer)
    return (sum(CARD_VALUE.get(k, 0.0) for k in offer)
            + _limit_cost(total + limit) - _limit_cost(total))


def _chooser_values(state, p, offers_list) -> list[float]:
    # the distributor's value of what each split leaves them: offers_list[s] = the offers of
    # split s; the choosers value offers by the same measure with their own limit totals
    from ..analysis.split_choose import best_responses
    choosers = next(cs for d, cs in state.roles if d == p)
    totals = state.limit_totals
    who = (p,) + tuple(choosers)
    cache: dict = {}

    def value(o, q):
        key = (o, q)
        if key not in cache:
            cache[key] = _offer_value(o, totals[q])
        return cache[key]
    values = np.array([[[value(o, q) for q in who] for o in offers] for offers in offers_list])
    return best_responses(values)[2][:, 0].tolist()


def _split_values(state, p, actions) -> list[float]:
    # a two-way split, or the second step of a three-way one (SM-R4: an offer set aside first)
    last = state.history[-1] if state.history else None
    aside = (last.args,) if last is not None and last.verb == "offer" else ()
    return _chooser_values(state, p, [aside + tuple(a.args) for a in actions])


def _offer_values(state, p, actions) -> list[float]:
    # the first step of a three-way split: an offer is worth the best split that contains it
    from ..analysis.split_choose import split_choose
    hand = state.hand
    choosers = next(cs for d, cs in state.roles if d == p)
    totals = state.limit_totals
    vals = [lambda o, t=totals[q]: _offer_value(o, t) for q in (p,) + tuple(choosers)]
    best = {tuple(sorted(o)): v
            for o, v in split_choose(hand, vals, offers=3).best_by_offer().items()}
    return [best.get(tuple(sorted(x.args)), -np.inf) for x in actions]


def _doge_values(state, p, actions) -> list[float]:
    # a Doge move is walked a crossing at a time (SM-A8/A9): value each first step by the best
    # whole path that starts with it (the engine lists the paths, cheapest crossings first)
    if state.doge is None:
        return _tried(state, p, actions)
    index = {a: i for i, a in enumerate(actions)}
    out = [-np.inf] * len(actions)
    for path, crossings, _ in state.doge_paths():
        steps = state.doge_path_actions(path, crossings)
        i = index.get(steps[0])
        if i is None:
            continue
        child = state.clone()
        for step in steps:
            child.apply(step)
        out[i] = max(out[i], _look(child, p, 1))
    return [v if v > -np.inf else w for v, w in zip(out, _fallback(state, p, actions, out))]


def _fallback(state, p, actions, out):
    # actions no listed path starts with (a dearer crossing of the same canal): tried alone
    missing = [a for a, v in zip(actions, out) if v == -np.inf]
    tried = dict(zip(missing, _tried(state, p, missing))) if missing else {}
    return [tried.get(a, 0.0) for a in actions]


def _tried(state, p, actions) -> list[float]:
    out = []
    for a in actions:
        child = state.clone()
        child.apply(a)
        out.append(_look(child, p, 1))
    return out


def _look(state, p, own: int) -> float:
    """The value after an action: through chance (a die roll) and, `own` times, the player's
    own next choice (the banishment victims after the roll)."""
    if state.to_move == CHANCE:
        outs = state.chance_outcomes()
        if len(outs) > 6:                        # a card draw: not worth expanding
            return sm_evaluate(state, p)
        total = sum(w for _, w in outs)
        value = 0.0
        for a, w in outs:
            child = state.clone()
            child.apply(a)
            value += w / total * _look(child, p, own)
        return value
    if own and state.to_move == p and state.phase == "banish":
        best = -np.inf
        acts = state.legal_actions()
        for a in acts[::max(1, len(acts) // FOLLOW_UP)]:     # a spread of them when many
            child = state.clone()
            child.apply(a)
            best = max(best, _look(child, p, own - 1))
        return best
    return sm_evaluate(state, p)


def sm_action_values(state, p, actions) -> list[float]:
    verb = actions[0].verb
    if verb == "split":
        return _split_values(state, p, actions)
    if verb == "offer":
        return _offer_values(state, p, actions)
    if verb == "take":
        return [_offer_value(a.args, state.limit_totals[p]) for a in actions]
    if any(a.verb == "doge" for a in actions):
        doge = [a for a in actions if a.verb == "doge"]
        values = dict(zip(doge, _doge_values(state, p, doge)))
        rest = [a for a in actions if a.verb != "doge"]
        values.update(zip(rest, _tried(state, p, rest)))
        return [values[a] for a in actions]
    return _tried(state, p, actions)


# ---- Art Society ------------------------------------------------------------------------------
HAND_VALUE = 0.02  # per point of bid cards still in hand
LOW, HIGH = 3, 9   # painting values (AS-C3)


@lru_cache(maxsize=1 << 15)
def _as_total(wall, bits, excess, track, eyeline) -> int:
    # a player's live score (AS-E2..E6) depends on their wall and the museum only: memoised,
    # the walls that a decision does not touch cost a lookup
    from ..artsociety import scoring
    from ..artsociety.state import GENRES, GEOMETRY
    return scoring.player_breakdown(wall, bits, excess, _as_multipliers(track),
                                    scoring.leading_genre(list(track), GENRES), GEOMETRY,
                                    eyeline)["total"]


@lru_cache(maxsize=64)
def _as_multipliers(track):
    from ..artsociety import scoring
    from ..artsociety.state import GENRES
    return scoring.multipliers(track, GENRES)


def as_scores(state) -> list[int]:
    """`state.scores` mid-game, memoised per wall (the same numbers, faster)."""
    track, eyeline = tuple(state.museum.values()), state.variant.eyeline
    return [_as_total(w, b, x, track, eyeline)
            for w, b, x in zip(state.walls, state.wall_bits, state.excess)]


def as_evaluate(state, p) -> float:
    if state.is_terminal():
        return _terminal(state, p)
    stand = [float(t) for t in as_scores(state)]
    for q, hand in enumerate(state.hands):
        stand[q] += HAND_VALUE * sum(hand)
    return _relative(stand, p)


def _as_after(state, p) -> float:
    # a decor tile just earned (AS-P4) will nearly always find a place: count its shields
    value = as_evaluate(state, p)
    if state.phase == "decor" and state.to_move == p:
        value += state.pending.shields
    return value


def _as_bid(state, p, actions) -> list[float]:
    # match the painting's value: the best painting on offer, on the 3..9 scale, picks the card
    # at the same place among the cards in hand (see analysis.auctions for how such rules fare)
    values = [s.value for s in state.auction if getattr(s, "is_painting", False)]
    share = (max(values) - LOW) / (HIGH - LOW) if values else 0.5
    cards = sorted(a.n for a in actions)
    target = cards[round(share * (len(cards) - 1))]
    return [-abs(a.n - target) for a in actions]


def _as_take(state, p, actions) -> list[float]:
    # a painting is worth the best way to hang it (or park it) that follows at once
    out = []
    for a in actions:
        child = state.clone()
        child.apply(a)
        if child.to_move == p and child.phase == "place":
            out.append(max(_as_tried(child, p, child.legal_actions())))
        else:
            out.append(_as_after(child, p))
    return out


def _as_tried(state, p, actions) -> list[float]:
    out = []
    for a in actions:
        child = state.clone()
        child.apply(a)
        out.append(_as_after(child, p))
    return out


def as_action_values(state, p, actions) -> list[float]:
    verb = actions[0].verb
    if verb == "bid":
        return _as_bid(state, p, actions)
    if verb == "take":
        return _as_take(state, p, actions)
    return _as_tried(state, p, actions)


_EVALUATE = {"sanmarco": sm_evaluate, "artsociety": as_evaluate}
_ACTION_VALUES = {"sanmarco": sm_action_values, "artsociety": as_action_values}


def evaluate(state, p) -> float:
    """p's standing minus the best opponent's (see the module docstring)."""
    return _EVALUATE[state.GAME](state, p)


def action_values(state, p, actions) -> list[float]:
    """The greedy value of each of `actions` for p in `state` (a determinized sample)."""
    return _ACTION_VALUES[state.GAME](state, p, actions)
