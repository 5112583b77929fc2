"""The greedy bot's heuristic for Art Society.

Standing: the score if the game ended now (`score_breakdown`, AS-E2..E6) plus a small value for
bid cards still in hand (the AS-E7 tie-break and future bidding power); a decor tile just earned
counts its shields. Taking a painting is worth the best way to hang or park it at once; a bid
matches the painting's value: the best painting on offer, placed on the scale of painting values
(AS-C3), names the card at the same place among the cards in hand.
"""
from __future__ import annotations

import math
from functools import lru_cache
from operator import attrgetter
from pathlib import Path

from ...artsociety import BACKS, GENRES, GEOMETRY, hanging, placing, scoring
from ...artsociety.components import BID, COMPONENTS
from .standing import WIN, relative, terminal

__all__ = ["evaluate", "action_values", "quick_values", "standing", "breakdown", "scores",
           "bid_values", "cost", "believe", "first_chooser", "candidates", "HAND_VALUE", "COST",
           "SEARCH", "COACH", "EVALUATION"]

# the search bot looks to the end of the round, twice (benchmarks/bot_strength.py)
SEARCH = {"iterations": 2, "horizon": 80, "until": "round"}
# the coach (bots.coach): its budget, horizon and root, see there; its leaves valued by the
# fitted evaluation without a rollout (`rollout=0`) lost 4 of 4 to the coach with rollouts of
# their day (benchmarks/fast_leaves_vs_base.json) and won 0.500 (0.385-0.615) of 60 games
# against today's at 1 s a searched move, on the same simulations a move (265): where the
# budget affords it, the search looks to the end of the game either way
# (benchmarks/fast_leaves_vs_default.json): not the default
# (its budget, three times that before issue 34's review: see San Marco's)
COACH = {"iterations": 336, "steps": 39000, "cpu_s": 3.0, "until": "round", "horizon": 80,
         "rollout": None, "scale": 15.0, "width": 4, "first": 2, "keep": 2, "end": True,
         "enough": 12, "first_share": 0.5}
# (`end`: a simulation to the end of the game costs 200-1,100 steps, so a second buys one to it
# from the first auction on; `enough`: it looks there where its budget buys 28 simulations to
# the end (`bots.coach.needed`: two each for the four candidates, then 12 each for the two kept;
# as `first_share` cuts after half of what it buys, at 28 those two get 10-11), where at 20 (44)
# the search of a 1,000-step position looked only to the round's end in 4 of 6 seeds, and there
# played the fitted evaluation's blunders of benchmarks/self_review_v3.json;
# `first_share`: the four candidates play half of those simulations before the first cut, not two
# each, after which both blunders of benchmarks/self_review_v5.json had dropped the better move;
# not weaker for it: 0.548, Wilson 0.44-0.65, of 84 games against the coach before it at 1 s of
# CPU a move, benchmarks/first_share_vs_base.json)
# the fitted end-of-game evaluation of the coach's leaves (bots.evaluation;
# benchmarks/fit_evaluation.py)
EVALUATION = Path(__file__).parents[2] / "analysis" / "data" / "evaluation_artsociety.json"
BELIEF = 1.0            # a sealed bid already made: how sharply it is believed near greedy's
FLOOR = 0.05            # ... and the weight every card keeps (the bidder may be anyone)

LOW_BIDS = 2       # a hint's candidates: the lowest bids besides greedy's (`candidates`)
HAND_VALUE = 0.02  # per point of bid cards still in hand
# what valuing one action costs, by verb, in plain actions tried on a clone (see
# heuristics.cost): a take looks through the ways to hang the painting, a bid is arithmetic.
# Kept as they were when hangs and picks became cheaper (`_tried`: one apply for each way the
# turn goes on; a pick: none): a step budget buys the same searches in 1.3-1.8x less CPU
COST = {"take": 7.0, "decor": 1.2, "hang": 0.7, "pick": 0.35, "bid": 0.02}
LOW = min(b.value for b in BACKS)     # the painting values (AS-C3): 3 ...
HIGH = max(b.value for b in BACKS)    # ... to 9


_TOTALS: dict = {}
_MOST = 1 << 15         # walls kept in _TOTALS (emptied when full: a search's walls repeat)


def _total(wall, bits, excess, track, eyeline) -> int:
    # a player's live score (AS-E2..E6) depends on their wall and the museum only: memoised,
    # the walls that a decision does not touch cost a lookup; a wall one tile on from one
    # scored (every hanging a search tries) costs what that tile changes (`scoring.added`);
    # any other (the museum moved: every wall) is scored whole, not tile by tile
    key = (wall, bits, excess, track, eyeline)
    total = _TOTALS.get(key)
    if total is None:
        if len(_TOTALS) >= _MOST:
            _TOTALS.clear()
        total = _TOTALS[key] = _score(wall, bits, excess, track, eyeline)
    return total


def _score(wall, bits, excess, track, eyeline) -> int:
    mult, lead = _multipliers(track), scoring.leading_genre(list(track), GENRES)
    if wall:
        tile = wall[-1]
        before = bits & ~GEOMETRY.rect(tile.w, tile.h, tile.row, tile.col)
        last = _TOTALS.get((wall[:-1], before, excess, track, eyeline))
        if last is not None:
            return last + scoring.added(wall[:-1], tile, before, mult, lead, GEOMETRY, eyeline)
    return scoring.player_breakdown(wall, bits, excess, mult, lead, GEOMETRY, eyeline)["total"]


@lru_cache(maxsize=64)
def _multipliers(track):
    return scoring.multipliers(track, GENRES)


def scores(state) -> list[int]:
    """`state.scores` mid-game, memoised per wall (the same numbers, faster)."""
    track, eyeline = tuple(state._track), state.variant.eyeline      # the museum, uncopied
    return [_total(w, b, x, track, eyeline)
            for w, b, x in zip(state.walls, state.wall_bits, state.excess)]


def standing(state) -> list[float]:
    """Every player's standing (see the module docstring), mid-game."""
    track = tuple(state._track)
    return [_standing(state, q, track) for q in range(state.players)]


def _standing(state, q, track) -> float:
    # the wall, uncopied, and the hand (a search asks often)
    return (_total(state.walls[q], state.wall_bits[q], state.excess[q], track,
                   state.variant.eyeline) + _hand(state, q))


def _hand(state, q) -> float:
    # the bid cards in hand, summed without a generator
    return HAND_VALUE * sum(map(_CARD, state._bid_actions[q]))


_CARD = attrgetter("n")


def breakdown(state, p) -> dict:
    """p's standing by Art Society's scoring, parts that sum to it: each genre's paintings
    ("genre:<code>", AS-E2), decor, the eye line, a full wall, empty corners and excess
    paintings (AS-E3..E6), and the bid cards in hand ("hand"; not once the game is over)."""
    out = dict(_parts(state.walls[p], state.wall_bits[p], state.excess[p],
                      tuple(state._track), state.variant.eyeline))
    if not state.is_terminal():
        out["hand"] = _hand(state, p)
    return out


@lru_cache(maxsize=1 << 15)
def _parts(wall, bits, excess, track, eyeline) -> tuple:
    # a wall's parts, memoised as `_total` (the coach's fitted evaluation asks them of every
    # player at every simulation's end)
    parts = scoring.player_breakdown(wall, bits, excess, _multipliers(track),
                                     scoring.leading_genre(list(track), GENRES), GEOMETRY,
                                     eyeline)
    out = [(f"genre:{g}", float(v)) for g, v in parts["genres"].items()]
    return tuple(out + [(k, float(parts[k])) for k in ("decor", "eye_line", "full_wall",
                                                         "corners", "excess")])


def evaluate(state, p) -> float:
    """p's standing minus the best opponent's (see the module docstring)."""
    if state.is_terminal():
        return terminal(state, p)
    return relative(standing(state), p)


def _after(state, p, value=None) -> float:
    # a decor tile just earned (AS-P4) will nearly always find a place: count its shields
    value = evaluate(state, p) if value is None else value
    if state.phase == "decor" and state.to_move == p:
        value += state.pending.shields
    return value


def bid_values(state, p, actions) -> list[float]:
    """The greedy value of each bid of `actions` for p: minus its distance from the card
    the painting's value names (see the module docstring)."""
    # match the painting's value: the best painting on offer, on the LOW..HIGH scale, picks the
    # card at the same place among the cards in hand (analysis.artsociety_auctions shows how
    # such rules fare)
    values = [s.value for s in state.auction if getattr(s, "is_painting", False)]
    share = (max(values) - LOW) / (HIGH - LOW) if values else 0.5
    cards = sorted(a.n for a in actions)
    target = cards[round(share * (len(cards) - 1))]
    return [-abs(a.n - target) for a in actions]


def _take(state, p, actions) -> list[float]:
    # a painting is worth the best way to hang it (or park it) that follows at once
    out = []
    for a in actions:
        child = state.clone()
        child.apply_legal(a)
        if child.to_move == p and child.phase == "place":
            out.append(max(_tried(child, p, child.legal_actions())))
        else:
            out.append(_after(child, p))
    return out


def _tried(state, p, actions) -> list[float]:
    # `_after` of each child, its standing worked out only where the move changed it (p's wall
    # or hand; everything after the museum moved or the game ended): the rest is the state's,
    # summed once. A tile hung is applied once for each way the turn can go on after it
    # (`_hung`): the others that go on alike take that child with their own wall. The same
    # numbers; most of the coach's ordering of new nodes is here.
    stand, track, out, alike = None, state._track, [], {}
    hangs = state.to_move == p and state.held is None and not state._decor_queue
    for a in actions:
        hung = _hung(state, p, a) if hangs else None
        if hung is not None and hung[0] in alike:
            out.append(alike[hung[0]](*hung[1:]))
            continue
        child = state.clone()
        child.apply_legal(a)
        if hung is not None:
            alike[hung[0]] = _with_wall(child, p)
        if child._track != track or child.is_terminal():
            out.append(_after(child, p))
            continue
        if stand is None:
            stand, key = standing(state), tuple(track)
        now = [v if child.walls[q] is state.walls[q] and child.excess[q] == state.excess[q]
               and child._bid_actions[q] is state._bid_actions[q]
               else _standing(child, q, key) for q, v in enumerate(stand)]
        out.append(_after(child, p, relative(now, p)))
    return out


def _final_with_wall(child, p, track, eyeline):
    # a finished game's `terminal(child, p)` had p's wall been another: the last hanging of
    # the game is tried in every place, and the engine's final scoring of each (AS-E1..E7)
    # cost a seventh of a search to the end of the game; the others' totals and every hand
    # (AS-E7's tie-break) are the same for each
    totals, excess = [float(t) for t in child.scores], child.excess[p]
    hands = [sum(map(_CARD, h)) for h in child._bid_actions]

    def value(wall, bits):
        totals[p] = float(_total(wall, bits, excess, track, eyeline))
        ws = scoring.winners(totals, hands)
        return WIN * (1.0 / len(ws) if p in ws else 0.0) + relative(totals, p)
    return value


_WALL_MOVES = {"place": "hang", "decor": "decor"}     # phase -> the verb of a tile hung


def _hung(state, p, a):
    # p's tile hung by `a` (AS-P1): what decides how the turn goes on after it (the decor it
    # earns, AS-P4, and whether that fits, AS-P5; whether the assistant's tile may still hang,
    # AS-P6; whether the wall is full, AS-E1), and p's wall after it; None for another move
    if _WALL_MOVES.get(state.phase) != a.verb:
        return None
    piece = placing.hung(state, a)
    tile, mask = hanging.placed(piece, a.row, a.col)
    bits = state.wall_bits[p] | mask
    earned = hanging.touching(state, p, piece, mask)[0]
    decor = (earned and state.assistant[p] is not None
             and tuple(placing.fits_on(bits, d) for d in COMPONENTS.decor))
    parked = placing.parked(state, p)
    way = (earned, decor, GEOMETRY.full(bits),
           parked is not None and placing.fits_on(bits, parked))
    return way, state.walls[p] + (tile,), bits


def _with_wall(child, p):
    # `_after(child, p)` had p's wall been another (the same sums in the same order)
    track, eyeline = tuple(child._track), child.variant.eyeline
    if child.is_terminal():
        return _final_with_wall(child, p, track, eyeline)
    best = max(_standing(child, q, track) for q in range(child.players) if q != p)
    excess, hand, decor = child.excess[p], _hand(child, p), _after(child, p, 0.0)
    return lambda wall, bits: _total(wall, bits, excess, track, eyeline) + hand - best + decor


def action_values(state, p, actions) -> list[float]:
    """The greedy value of each of `actions` for p (see the module docstring)."""
    verb = actions[0].verb
    if verb == "bid":
        return bid_values(state, p, actions)
    if verb == "take":
        return _take(state, p, actions)
    if verb == "pick":          # a back added to the auction (AS-R1) leaves every standing
        return [relative(standing(state), p)] * len(actions)
    return _tried(state, p, actions)


def candidates(state, p, actions) -> list:
    """The moves a hint's search tries besides greedy's best (`bots.coach`, `wide`): at a bid,
    the LOW_BIDS lowest cards. Greedy bids near the card the best painting's value names and
    so ranks a low bid far down, yet a low bid keeps the hand strong for later rounds (rolled
    out to the end of the game, bid 1 was the best first bid of 2-player seed 1, issue 34)."""
    if actions[0].verb != "bid":
        return []
    return sorted(actions, key=lambda a: a.n)[:LOW_BIDS]


quick_values = action_values     # a rollout's policy: the greedy one (cheap enough here)


def cost(actions) -> float:
    """What valuing `actions` costs (see `heuristics.cost`)."""
    return len(actions) * COST.get(actions[0].verb, 1.0)


def believe(world, player: int, rng) -> None:
    """AS-R2: the bids already sealed this round in a sample `world`, drawn again near what the
    greedy rule would bid (weight exp(-BELIEF x distance from its card), each card at least
    FLOOR of the most likely): `View.sample` draws them uniformly from the bidder's hand, as if
    any card were as likely as the one a player who looks at the paintings on offer would bid.
    (The coach's samples, bots.coach.)"""
    if world.phase != "bid":
        return
    made = [q for q, b in enumerate(world.bids) if b is not None]
    for k, q in enumerate(made, len(world.history) - len(made)):
        if q == player:
            continue
        hand = world.bid_hand(q)
        values = bid_values(world, q, hand)
        top = max(values)
        weights = [max(FLOOR, math.exp(BELIEF * (v - top))) for v in values]
        n = rng.choices(hand, weights)[0].n
        world.bids[q] = n
        world.history[k] = BID[n]


def first_chooser(state) -> int | None:
    """Who chooses first this round once the sealed bids are revealed (AS-R3); None while
    they are still being made."""
    if state.phase == "bid":
        return None
    return state.order[0] if state.order else -1
