"""The greedy bot's heuristic for San Marco.

Standing: PP + the PP the player would get if every district scored now (SM-V2/V3) + the cost of
their limit points (each point below the limit of 10 costs 1 PP of passage bonus against the
leader, SM-P5; reaching the limit costs the bonus and the rest of the passage, counted as 14).
Offers (split and take) are valued by `CARD_VALUE` per action card plus the change in that limit
cost; the distributor splits expecting the chooser(s) to take what is best for them by the same
measure (`split_choose.best_responses`, ties against the distributor). Other actions are tried
on a clone, looking through the die roll of a banishment and (a spread of at most about 6 of)
the player's choices of victims after it.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from ...core import CHANCE
from ...sanmarco.actions import crossing_cost
from ...sanmarco.board import CANAL, DISTRICTS, SAN_MARCO
from ...sanmarco.cards import BANISH, BRIDGE, DOGE, LIMIT_OUT, LIMIT_VALUE, TRANSFER
from ...sanmarco.scoring import district_awards
from ..split_choose import best_responses, split_choose
from .standing import relative, terminal, tried

__all__ = ["evaluate", "action_values", "quick_values", "standing", "CARD_VALUE", "OUT_COST"]

# the PP an action card is worth to its player, by kind (the district cards by district, San
# Marco's a little more: it scores 8/6); data, so that a lesson can change it
CARD_VALUE = {**{d: 2.0 for d in range(len(DISTRICTS))}, SAN_MARCO: 2.5,
              BRIDGE: 1.5, TRANSFER: 3.0, DOGE: 3.0, BANISH: 1.5}
OUT_COST = 14.0    # reaching the limit (SM-P2): the bonus and the rest of the passage lost
FOLLOW_UP = 6      # at most about this many of the player's own follow-up choices are tried


def _limit_cost(total: int) -> float:
    return -float(total) if total < LIMIT_OUT else -OUT_COST


@lru_cache(maxsize=1 << 16)
def _awards(d: int, counts: tuple) -> tuple:
    # district scoring is a pure function of a small tuple: memoised, it costs a dict lookup
    return tuple((q, pp) for q, pp, _ in district_awards(d, counts))


@lru_cache(maxsize=1 << 16)
def _majorities(players: int, cnt: tuple) -> tuple:
    # every district's PP per player if all scored now: one lookup per board (the search bots
    # value the same boards over and over)
    out = [0] * players
    for d in range(len(DISTRICTS)):
        for q, pp in _awards(d, cnt[d * players:(d + 1) * players]):
            out[q] += pp
    return tuple(out)


def standing(state) -> list[float]:
    """Every player's standing (see the module docstring), mid-game."""
    # the private flat lists, read not copied (the hot path of every rollout); all the terms
    # are whole numbers, so the sum is exact in any order
    return [float(s + m) + _limit_cost(t) for s, m, t in
            zip(state._scores, _majorities(state.players, tuple(state._cnt)), state._limits)]


def evaluate(state, p) -> float:
    """p's standing minus the best opponent's (see the module docstring)."""
    if state.is_terminal():
        return terminal(state, p)
    return relative(standing(state), p)


@lru_cache(maxsize=1 << 16)
def _offer_value(offer, total) -> float:
    # a pure function of a few small ints, asked again at every split of a rollout: memoised
    limit = sum(LIMIT_VALUE.get(k, 0) for k in offer)
    return (sum(CARD_VALUE.get(k, 0.0) for k in offer)
            + _limit_cost(total + limit) - _limit_cost(total))


def _choosers(state, p) -> tuple:
    return tuple(next(cs for d, cs in state.roles if d == p))


def _chooser_values(state, p, offers_list) -> list[float]:
    # the distributor's value of what each split leaves them: offers_list[s] = the offers of
    # split s; the choosers value offers by the same measure with their own limit totals
    totals = state.limit_totals
    who = (p,) + _choosers(state, p)
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
    aside = (last.cards,) if last is not None and last.verb == "offer" else ()
    return _chooser_values(state, p, [aside + tuple(a.offers) for a in actions])


def _offer_values(state, p, actions) -> list[float]:
    # the first step of a three-way split: an offer is worth the best split that contains it
    totals = state.limit_totals
    best = _best_by_offer(tuple(state.hand), tuple(totals[q] for q in (p,) + _choosers(state, p)))
    return [best.get(tuple(sorted(x.cards)), -np.inf) for x in actions]


@lru_cache(maxsize=1 << 10)
def _best_by_offer(hand: tuple, totals: tuple) -> dict:
    # a pure function of the hand and three limit totals, and the dearest greedy valuation
    # (every three-way split, SM-R4): memoised, the coach's rollouts from one sample, which
    # often meet the same last round of a passage, pay for it once
    vals = [lambda o, t=t: _offer_value(o, t) for t in totals]
    return {tuple(sorted(o)): v
            for o, v in split_choose(hand, vals, offers=3).best_by_offer().items()}


def _doge_values(state, p, actions) -> list[float]:
    # a Doge move is walked a crossing at a time (SM-A8/A9): value each first step by the best
    # whole path that starts with it (the engine lists the paths, cheapest crossings first)
    if state.doge is None:
        return _tried(state, p, actions)
    index = {a: i for i, a in enumerate(actions)}
    out = [-np.inf] * len(actions)
    base = None
    for path, crossings, _ in state.doge_paths():
        steps = state.doge_path_actions(path, crossings)
        i = index.get(steps[0])
        if i is None:
            continue
        if base is None:
            # the first path is walked on a clone; where what follows the Doge's stop is no
            # chance step and not the end (the round-end check and the passage bonus do not
            # depend on the scores), every other path differs from it only by what it pays and
            # where it scores: those are added up, not walked (the same value, many times
            # faster: a Doge card is the greedy bot's dearest decision)
            child = state.clone()
            for step in steps:
                _play(child, step)
            value = _look(child, p, 1)
            if child.to_move != CHANCE and not child.is_terminal():
                base = [x - d for x, d in zip(standing(child),
                                              _doge_delta(state, p, path, crossings))]
        else:
            value = relative([x + d for x, d in zip(base, _doge_delta(state, p, path,
                                                                      crossings))], p)
        out[i] = max(out[i], value)
    return [v if v > -np.inf else w for v, w in zip(out, _fallback(state, p, actions, out))]


def _doge_delta(state, p, path, crossings) -> list[int]:
    # the PP each player gains from walking `path` (SM-A9: the mover pays every crossing, a
    # toll to the bridge's owner) and the scoring where it stops (SM-V2/V3)
    P = state.players
    delta = [0] * P
    for a, b, o in zip(path, path[1:], crossings):
        cost = crossing_cost(state, p, CANAL[a, b], o)
        delta[p] -= cost
        if o >= 0:
            delta[o] += cost
    d = path[-1]
    for q, pp in _awards(d, tuple(state._cnt[d * P:(d + 1) * P])):
        delta[q] += pp
    return delta


def _play(state, a) -> None:
    # a path's steps are built anew: apply the legal action they equal (apply then need not
    # compare their argument types, a third of a Doge valuation)
    legal = state.legal_actions()
    state.apply(legal[legal.index(a)])


def _fallback(state, p, actions, out):
    # actions no listed path starts with (a dearer crossing of the same canal): tried alone
    missing = [a for a, v in zip(actions, out) if v == -np.inf]
    tried = dict(zip(missing, _tried(state, p, missing))) if missing else {}
    return [tried.get(a, 0.0) for a in actions]


def _tried(state, p, actions) -> list[float]:
    return tried(state, actions, lambda child: _look(child, p, 1))


def _look(state, p, own: int) -> float:
    """The value after an action: through chance (a die roll) and, `own` times, the player's
    own next choice (the banishment victims after the roll)."""
    if state.to_move == CHANCE:
        outs = state.chance_outcomes()
        if len(outs) > 6:                        # a card draw: not worth expanding
            return evaluate(state, p)
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
    return evaluate(state, p)


def quick_values(state, p, actions) -> list[float]:
    """`action_values` for a rollout: splits and offers alike, every other action valued by
    the standing right after it (no look through a die roll, a Doge path or a banishment)."""
    if actions[0].verb in ("split", "offer", "take"):
        return action_values(state, p, actions)
    return tried(state, actions, lambda child: evaluate(child, p))


def action_values(state, p, actions) -> list[float]:
    """The greedy value of each of `actions` for p (see the module docstring)."""
    verb = actions[0].verb
    if verb == "split":
        return _split_values(state, p, actions)
    if verb == "offer":
        return _offer_values(state, p, actions)
    if verb == "take":
        return [_offer_value(a.cards, state.limit_totals[p]) for a in actions]
    if any(a.verb == "doge" for a in actions):
        doge = [a for a in actions if a.verb == "doge"]
        values = dict(zip(doge, _doge_values(state, p, doge)))
        rest = [a for a in actions if a.verb != "doge"]
        values.update(zip(rest, _tried(state, p, rest)))
        return [values[a] for a in actions]
    return _tried(state, p, actions)
