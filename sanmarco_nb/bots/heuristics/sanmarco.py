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
from itertools import permutations
from pathlib import Path

import numpy as np

from ...core import CHANCE
from ...sanmarco.actions import crossing_cost, removals
from ...sanmarco.board import CANAL, DISTRICTS, SAN_MARCO
from ...sanmarco.cards import BANISH, BRIDGE, DOGE, LIMIT_OUT, LIMIT_VALUE, TRANSFER
from ...sanmarco.scoring import district_awards, winners
from ..split_choose import _onehot, best_responses, split_choose
from .standing import WIN, relative, terminal, tried

__all__ = ["evaluate", "action_values", "quick_values", "standing", "breakdown", "cost",
           "split_takes",
           "CARD_VALUE", "SEARCH", "COACH", "PLAY", "EVALUATION", "OUT_COST", "COST"]

# the PP an action card is worth to its player, by kind (the district cards by district, San
# Marco's a little more: it scores 8/6); data, so that a lesson can change it
# the search bot: San Marco's limits and passage bonus (SM-P5) only show at the passage end, so
# its rollouts go that far, once (benchmarks/bot_strength.py)
SEARCH = {"iterations": 1, "horizon": 400, "until": "passage"}
# the coach (bots.coach): its root is wide: greedy's split values tie often and rank splits
# poorly (benchmarks/coach_regret.json: the best of nine by a long evaluation was greedy's first
# in 1 of 30 positions, its 4th-9th in 19), so nine are tried once each and halved at once.
# Rollouts to the passage's end (the analysis's; the coach's own moves: PLAY, below): without
# them (`rollout=0`, the fitted evaluation valuing the tree's leaves) a second of CPU buys 4.8
# times the simulations a move, and they won 0.557 (0.433-0.680) of 56 games against the
# rollouts at 1 s a searched move: not shown to play better
# (benchmarks/fast_leaves_vs_default.json; benchmarks/fast_leaves_vs_base.json before); and at
# the table's CPU (~850 simulations a move) they played 4 blunders and 3 mistakes in
# the four games of benchmarks/self_review.json that the rollouts played without one, all in
# the last passage, whose end the rollouts play out and the fitted evaluation misjudges
# (benchmarks/self_review_fast_leaves.json)
# Its budget (about half a second of CPU a move in the pure build, a median ~60 simulations in
# a 4-player game): at a third of it (0.16 s, ~19) the coach played the blunders the review had
# found in its own games again 18 times in 72 searches from other seeds, at this 5 times
# (benchmarks/self_review_v1.json's nine, 8 seeds each; both games' budgets alike)
COACH = {"iterations": 288, "steps": 40500, "cpu_s": 3.0, "until": "passage", "horizon": 400,
         "rollout": None, "scale": 15.0, "width": 9, "first": 1, "keep": 2, "end": False}
# (not `end`: a simulation to the end of the game costs ~4,600 steps at the set-up; the probe
# would cost a fifth of every move for the last few it pays in)
# Its own moves (the analysis keeps the rollouts): fast leaves, except in the last passage,
# where a rollout to the passage's end is one to the end of the game (`exact_end`). A leaf the
# fit values costs ~10 steps (`leaf_cost`): on the same 40,500 steps a move before the last
# passage then takes the rollouts' CPU (0.605 s, 0.601) on ~14 times the simulations (a median
# 917, 64; 29 positions of three greedy games). The four games of benchmarks/self_review.json
# played so (self_review_play.json): no mistake before the last passage, one blunder in it,
# which the rollouts' coach plays there too; against the rollouts' coach at 1 s a searched
# move 0.539 (0.442-0.637) of 114 games, on 814 simulations a move against 210
# (benchmarks/play_vs_rollouts.json): not weaker; against search in C S C S on 40 seeds 0.562
# (0.441-0.684), the rollouts' coach 0.588 (0.489-0.686), paired difference +0.025 (-0.142 to
# +0.192; benchmarks/play_or_rollouts.json). Tried and not kept: twice the steps in the last
# passage, its first cut after half the simulations they buy (the blunder of
# self_review_play.json, "doge 1" at move 227, was ~20 samples' luck; with them the better
# move from 8 of 8 seeds): 0.506 (0.397-0.615) against search on the same 40 seeds, paired -0.056 (-0.221 to
# +0.109), on 0.75 s of CPU a move against 0.54, 25% of moves over 1 s
# (benchmarks/play_end_work.json); its own games had other mistakes (self_review_end_work*.json)
PLAY = {"iterations": 3000, "rollout": 0, "exact_end": True, "leaf_cost": 10.0}
# the fitted end-of-game evaluation of the coach's leaves (bots.evaluation;
# benchmarks/fit_evaluation.py)
EVALUATION = Path(__file__).parents[2] / "analysis" / "data" / "evaluation_sanmarco.json"
CARD_VALUE = {**{d: 2.0 for d in range(len(DISTRICTS))}, SAN_MARCO: 2.5,
              BRIDGE: 1.5, TRANSFER: 3.0, DOGE: 3.0, BANISH: 1.5}
OUT_COST = 14.0    # reaching the limit (SM-P2): the bonus and the rest of the passage lost
FOLLOW_UP = 6      # at most about this many of the player's own follow-up choices are tried
# what valuing one action costs, by verb, in plain actions tried on a clone (measured in the
# coach's rollouts, benchmarks/coach_speed.py): a banishment looks through the roll and the
# victims, a play with a Doge card through its paths; splits and offers are valued in bulk
COST = {"banish": 8.0, "doge": 3.5, "remove": 2.0, "split": 0.75, "offer": 0.6,
        "take": 0.3}


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


def breakdown(state, p) -> dict:
    """p's standing by San Marco's scoring, parts that sum to it: the PP held ("pp"), each
    district's majority if it scored now ("district:<d>", SM-V2/V3), the cost of the limit
    points ("limit", SM-P5); at the end of the game the final PP by where they came from
    (`State.score_breakdown`, a replay of the game): each district's majorities, the passage
    bonuses ("bonus", SM-P5), the Doge's crossings paid ("doge": tolls and bank, SM-A9) and
    the tolls received ("tolls")."""
    if state.is_terminal():
        b = state.score_breakdown(p)
        parts = {f"district:{m['district']}": float(m["first"] + m["second"] + m["tied"])
                 for m in b["majority"]}
        parts.update(bonus=float(sum(b["passage_bonus"])), tolls=float(b["tolls_received"]),
                     doge=0.0 - (b["tolls_paid"] + b["bank"]))
        return parts
    parts = {"pp": float(state.scores[p])}
    for d, counts in enumerate(state.counts):
        parts[f"district:{d}"] = float(sum(pp for q, pp in _awards(d, tuple(counts))
                                           if q == p))
    parts["limit"] = _limit_cost(state.limit_totals[p])
    return parts


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
    # (`_offer_value`, here on arrays: each distinct offer once per player, the splits index
    # that table; a rollout's dearest step otherwise. Every term is a multiple of 1/2, so the
    # sums are exact: the same numbers)
    totals = state.limit_totals
    t = np.array([[totals[q] for q in (p,) + _choosers(state, p)]], dtype=float)
    card, limit, at = _split_index(tuple(offers_list))
    after = t + limit[:, None]
    table = card[:, None] + np.where(after < LIMIT_OUT, -after, -OUT_COST) - np.where(
        t < LIMIT_OUT, -t, -OUT_COST)
    return best_responses(table[at])[2][:, 0].tolist()


@lru_cache(maxsize=1 << 12)
def _split_index(offers_list: tuple) -> tuple:
    # the distinct offers of a list of splits (their card values and limit points), and each
    # split's offers as indices into them (memoised: a search meets some hands again)
    index: dict = {}
    at = [[index.setdefault(o, len(index)) for o in offers] for offers in offers_list]
    card = np.array([sum(CARD_VALUE.get(k, 0.0) for k in o) for o in index])
    limit = np.array([float(sum(LIMIT_VALUE.get(k, 0) for k in o)) for o in index])
    return card, limit, np.array(at)


def split_takes(state, p, offers) -> tuple:
    """How the choosers would take `offers` (one split: tuples of card kinds, in table order)
    if each took what is worth most to them by the greedy measure, ties against the
    distributor p: the index each chooser takes, in their order, and the one p keeps."""
    totals = state.limit_totals
    who = (p,) + _choosers(state, p)
    values = [[[_offer_value(tuple(sorted(o)), totals[q]) for q in who] for o in offers]]
    taken, kept = best_responses(np.array(values))[:2]
    return tuple(int(i) for i in taken[0]), int(kept[0])


def _split_values(state, p, actions) -> list[float]:
    # a two-way split, or the second step of a three-way one (SM-R4: an offer set aside first)
    last = state.history[-1] if state.history else None
    aside = (last.cards,) if last is not None and last.verb == "offer" else ()
    return _chooser_values(state, p, [aside + tuple(a.offers) for a in actions])


def _offer_values(state, p, actions) -> list[float]:
    # the first step of a three-way split: an offer is worth the best split that contains it
    totals = state.limit_totals
    digit, best = _offer_table(tuple(state.hand),
                               tuple(totals[q] for q in (p,) + _choosers(state, p)))
    return [best[sum(digit[k] for k in x.cards)] for x in actions]


def _best_by_offer(hand: tuple, totals: tuple) -> dict:
    """{offer (its cards sorted): the distributor's best value of a three-way split that
    holds it} when the choosers take what is best for them, ties against the distributor
    (SM-R4, SM-R6): what `split_choose(hand, ..., offers=3).best_by_offer()` says for the
    greedy valuation (`_offer_value` with the limit totals of distributor, 1st and 2nd
    chooser), worked out on arrays of every split at once. The greedy bot's dearest
    valuation (the offers numbered by `_offer_table`)."""
    digit, best = _offer_table(hand, totals)
    kinds = sorted(digit, key=digit.get)
    radix = [digit[k] * (hand.count(k) + 1) for k in kinds]
    out = {}
    for code, value in enumerate(best):
        if value > -np.inf:
            cards = []
            for k, r in zip(kinds, radix):
                cards += [k] * (code % r // digit[k])
            out[tuple(cards)] = value
    return out


@lru_cache(maxsize=1 << 10)
def _offer_table(hand: tuple, totals: tuple) -> tuple:
    """`_best_by_offer` as a table: {kind: its digit} and, per offer numbered by the sum of its
    cards' digits, the distributor's best value of a split that holds it (-inf for no offer).
    Memoised: the coach's rollouts from one sample meet the same last round of a passage."""
    # each offer as a number: its count of every kind of card, a digit in the radix of that
    # kind's count in the hand + 1 (at most 2**n numbers: a table, where sorting and naming
    # them cost half of a valuation). Its card value, limit points and number in one product
    kinds = sorted(set(hand))
    radix = [hand.count(k) + 1 for k in kinds]
    weight = np.cumprod([1] + radix[:-1])
    per_card = np.array([(CARD_VALUE.get(k, 0.0), LIMIT_VALUE.get(k, 0),
                          weight[kinds.index(k)]) for k in hand], dtype=float)
    sums = _onehot(len(hand), 3) @ per_card                        # (splits, offer, 3)
    card, limit, codes = sums[..., 0], sums[..., 1], sums[..., 2].astype(np.intp).ravel()
    v0, v1, v2 = (card + np.where(t + limit < LIMIT_OUT, -(t + limit), -OUT_COST)
                  - _limit_cost(t) for t in totals)                # (splits, offer) each
    # every value is a multiple of 1/2 (exact): `at_least`'s tolerance is plain >= here
    first = v1 >= v1.max(axis=1, keepdims=True)                    # the 1st chooser's bests
    payoff = np.full(len(v0), np.inf)
    for x, y, z in permutations(range(3)):
        # the 1st chooser takes x, the 2nd y of the two left, the distributor keeps z
        ok = first[:, x] & (v2[:, y] >= v2[:, z])
        payoff = np.minimum(payoff, np.where(ok, v0[:, z], np.inf))
    best = np.full(int(weight[-1]) * radix[-1], -np.inf)
    np.maximum.at(best, codes, np.repeat(payoff, 3))
    seen = np.zeros(len(best), dtype=bool)
    seen[codes] = True
    return dict(zip(kinds, weight.tolist())), np.where(seen, best, -np.inf).tolist()


def _doge_values(state, p, actions) -> list[float]:
    # a Doge move is walked a crossing at a time (SM-A8/A9): value each first step by the best
    # whole path that starts with it (the engine lists the paths, cheapest crossings first)
    if state.doge is None:
        return _tried(state, p, actions)
    index = {a: i for i, a in enumerate(actions)}
    out = [-np.inf] * len(actions)
    base, stops = None, {}
    for path, crossings, cost in state.doge_paths():
        steps = state.doge_path_actions(path, crossings)
        i = index.get(steps[0])
        if i is None:
            continue
        delta = _doge_delta(state, p, path, crossings, cost, stops)
        if base is None:
            # the first path is walked on a clone; where what follows the Doge's stop is no
            # chance step and not the end (the round-end check and the passage bonus do not
            # depend on the scores), every other path differs from it only by what it pays and
            # where it scores: those are added up, not walked (the same value, many times
            # faster: a Doge card is the greedy bot's dearest decision)
            child = state.clone()
            for step in steps:
                child.apply(step)
            value = _look(child, p, 1)
            if child.to_move != CHANCE and not child.is_terminal():
                base = [x - d for x, d in zip(standing(child), delta)]
        else:
            value = relative([x + d for x, d in zip(base, delta)], p)
        out[i] = max(out[i], value)
    return [v if v > -np.inf else w for v, w in zip(out, _fallback(state, p, actions, out))]


def _doge_delta(state, p, path, crossings, cost, stops) -> list[int]:
    # the PP each player gains from walking `path`: the mover pays its `cost`, each crossing's
    # toll to the bridge's owner (SM-A9), and the district where it stops scores (SM-V2/V3;
    # the same for every path to it: kept in `stops`)
    d = path[-1]
    if d not in stops:
        P, scored = state.players, [0] * state.players
        for q, pp in _awards(d, tuple(state._cnt[d * P:(d + 1) * P])):
            scored[q] += pp
        stops[d] = scored
    delta = stops[d].copy()
    delta[p] -= cost
    for a, b, o in zip(path, path[1:], crossings):
        if o >= 0 and o != p:
            delta[o] += crossing_cost(state, p, CANAL[a, b], o)
    return delta


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
        if state.phase == "draw":
            # a card draw: not worth expanding (the standing does not depend on the cards in a
            # hand; and a draw of limit cards, or late in the deck, has few outcomes, and each
            # draw after it again: expanded, a Doge valuation once took two minutes)
            return evaluate(state, p)
        outs = state.chance_outcomes()
        if len(outs) > 6:                        # not a die roll: not worth expanding either
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
    if state.phase == "free-banish":
        return _banish_values(state, p, actions)
    if state.phase not in ("play", "doge"):
        return _tried(state, p, actions)
    # a hand's cards (or the walking Doge's steps): the Doge's and the banishment's valued
    # each their own way
    groups: dict = {}
    for a in actions:
        groups.setdefault(a.verb if a.verb in ("doge", "banish") else "", []).append(a)
    values = {}
    for kind, acts in groups.items():
        value = {"doge": _doge_values, "banish": _banish_values}.get(kind, _tried)
        values.update(zip(acts, value(state, p, acts)))
    return [values[a] for a in actions]


def _banish_values(state, p, actions) -> list[float]:
    # SM-A5 (a card) and SM-P6 (the free banishment) as `_look` values them: the mean over the
    # die's six rolls of the best of (a spread of) the player's choices of victims. What
    # follows a removal (the next card, the round's end, the passage bonus, the next roles)
    # does not depend on who left, so it is played once, on a clone, and every other removal's
    # standing is that one's with the district's new counts: the same values as playing each
    # on a clone, in a fraction of the time. Where what follows could depend on it (a chance
    # step that moves aristocrats or scores, the final scoring) each is played.
    ref = state.clone()
    ref.apply(actions[0])
    ref.apply(ref.legal_actions()[0])                        # a roll of 1
    if ref.phase == "banish":
        ref.apply(ref.legal_actions()[0])
    plan = _plan(ref, p)
    if plan is None:
        return _tried(state, p, actions)
    P, cnt, targets = state.players, state._cnt, state.variant.banish_targets
    scores, limits = ref._scores, ref._limits
    if plan == "final":                   # SM-F1 follows: the scores before it
        scores = [s - m for s, m in zip(scores, _majorities(P, tuple(ref._cnt)))]
    out, whole = [], _majorities(P, tuple(cnt))
    for a in actions:
        d = a.args[0]
        here = tuple(cnt[d * P:(d + 1) * P])
        base = list(whole)               # the PP and every other district's majority: only
        for q, pp in _awards(d, here):   # d's changes with the victims (whole numbers: exact)
            base[q] -= pp
        base = [s + m for s, m in zip(scores, base)]
        value = 0.0
        for face in range(6):                                # the roll outcomes, weight 1
            choices = removals(p, face + 1, here, targets)
            if len(choices) > 1:
                choices = choices[::max(1, len(choices) // FOLLOW_UP)]
            best = -np.inf
            for c in choices:
                left = list(here)
                for q in c.args:
                    left[q] -= 1
                totals = base.copy()
                for q, pp in _awards(d, tuple(left)):
                    totals[q] += pp
                if plan == "final":
                    v = _final(state, p, totals, d, left, c.args)
                else:
                    v = _expect(plan, relative([float(s) + _limit_cost(t) for s, t in
                                                zip(totals, limits)], p))
                best = max(best, v)
            value += 1 / 6 * best
        out.append(value)
    return out


def _plan(state, p):
    """How `_look(state, p, ...)` averages its evaluation over the chance steps that follow,
    where none of them changes a score, a limit total or an aristocrat (the roles of the next
    round; a card draw is not expanded): "value" (evaluated as it stands), "final" (the game
    is over: SM-F1 scored every district) or (total weight, [(weight, plan)]); None where it
    could depend on more (a chance step that changes the standing, the player's own
    banishment choice)."""
    if state.is_terminal():
        return "final"
    if state.to_move == p and state.phase == "banish":
        return None
    if state.to_move != CHANCE:
        return "value"
    outs = state.chance_outcomes()
    if len(outs) > 6:
        return "value"
    key = (state._scores, state._limits, state._cnt)
    subs = []
    for a, w in outs:
        child = state.clone()
        child.apply(a)
        sub = _plan(child, p) if (child._scores, child._limits, child._cnt) == key else None
        if sub is None:
            return None
        subs.append((w, sub))
    return (sum(w for w, _ in subs), subs)


def _final(state, p, final, d, left, removed) -> float:
    # `terminal` of the finished game with these final scores and `state`'s aristocrats but
    # those `left` in district d (SM-F2: the tie-break looks at them, and at the supply the
    # removed ones went back to; read only where the PP tie, as a banishment's last valuation
    # asks this of every roll and victim)
    top = max(final)
    if final.count(top) == 1:
        share = 1.0 if final[p] == top else 0.0
    else:
        P = state.players
        counts = state._cnt[:d * P] + left + state._cnt[(d + 1) * P:]
        by_district = tuple(tuple(counts[e * P:(e + 1) * P]) for e in range(len(DISTRICTS)))
        supply = [n + removed.count(q) for q, n in enumerate(state._supply)]
        ws = winners(final, by_district, supply, state.variant.tie_break)
        share = 1.0 / len(ws) if p in ws else 0.0
    return WIN * share + relative([float(s) for s in final], p)


def _expect(plan, value: float) -> float:
    # `_look`'s sums over a plan's chance steps, in its order, of the same evaluation
    if plan == "value":
        return value
    total, subs = plan
    out = 0.0
    for w, sub in subs:
        out += w / total * _expect(sub, value)
    return out


def cost(actions) -> float:
    """What valuing `actions` costs (see `heuristics.cost`)."""
    verb = actions[0].verb
    if verb == "district" or verb in ("bridge", "transfer"):
        verb = "doge" if any(a.verb == "doge" for a in actions) else verb
    return len(actions) * COST.get(verb, 1.0)
