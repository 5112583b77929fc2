"""The action cards (SM-A): district, bridge, transfer, Doge and banishment; what each may do
here (legal actions) and what it does (events). SM-A6 (an empty supply) applies to all three
cards that place an aristocrat.

A Doge move is walked one crossing at a time (phase "doge"): each crossing is paid when made
(SM-A9), and `crossing_cost` is the one place that says what a crossing costs.

A rule extends its own fresh event list in place with what follows (`ev += s.NEXT[...](s)`)
rather than concatenating (`ev + ...`): one list per step, not one per rule it passes through.
"""
from __future__ import annotations

from functools import lru_cache

from ..core import CHANCE
from .board import ADJACENT, MAX_BRIDGES, NEIGHBOURS, PATHS
from .cards import BANISH, BRIDGE, DOGE, TRANSFER
from .events import E
from .notation import BANISH_AT, ROLL, Action
from .pieces import new_bridges, place_bridge, take_aristocrat
from .scoring import score_district

# Frequent actions are built once (tables indexed by district, player or source + 1): no
# construction in the hot path, and `in legal_actions()` then hits by identity.
_S = range(-1, 6)                                   # source of an aristocrat: -1 supply, or a district
_DISTRICT = tuple(tuple(tuple(Action("district", (d, h, s)) for s in _S) for h in _S)
                  for d in range(6))                # [d][hop + 1][src + 1]
_TRANSFER = tuple(tuple(tuple(Action("transfer", (d, q, s)) for s in _S) for q in range(4))
                  for d in range(6))                # [d][victim][src + 1]
_DOGE_AT = tuple(Action("doge", ((d,), ())) for d in range(6))
_DOGE_STEP = {(a, b, o): Action("doge", ((a, b), (o,)))
              for a in range(6) for b, _ in NEIGHBOURS[a] for o in range(-1, 4)}
_SUPPLY = (-1,)                                      # the only source while the supply lasts


# ---- what may be played ---------------------------------------------------------------------
def play_actions(s) -> tuple:
    """Phase "play": every way to resolve one of the offer's action cards (SM-R7: any order)."""
    p, acts = s._player, []
    srcs = _SUPPLY if s._supply[p] else sources(s, p)     # where an aristocrat would come from
    optional = s.variant.action_cards_optional
    for k in dict.fromkeys(s._cards):
        if k < 6:
            acts += _district_actions(s, p, k, srcs)
        elif k == BRIDGE:
            acts += _bridge_actions(s, p, srcs)
        elif k == TRANSFER:
            acts += _transfer_actions(s, p, srcs)
        elif k == DOGE:
            acts += doge_actions(s, p)
        else:
            acts += BANISH_AT
        if optional:
            acts.append(Action("skip", (k,)))                          # SM-R7 variant
    return tuple(acts)


def sources(s, p: int) -> tuple:
    """Where p's next aristocrat comes from: the supply (-1), or with an empty supply any
    district holding one of theirs (SM-A6)."""
    if s._supply[p]:
        return _SUPPLY
    P, cnt = s.players, s._cnt
    return tuple(d for d in range(6) if cnt[d * P + p])


def _district_actions(s, p, d, srcs):
    # SM-A1: optionally one hop on at once, over a bridge of the player's own
    table = _DISTRICT[d]
    hops = [nb + 1 for nb, c in NEIGHBOURS[d] if p in s._br[c]]
    if srcs is _SUPPLY:
        return [table[0][0]] + [table[h][0] for h in hops]
    return [table[h][src + 1] for src in srcs for h in (0, *hops)]


def _bridge_actions(s, p, srcs):
    if s.bridge_supply:                                                # SM-A2
        return new_bridges(s, srcs)
    br, acts = s._br, []                                               # SM-A3
    own_ok = s.variant.bridge_card_may_move_own_bridge
    for old, owners in enumerate(br):
        for q in dict.fromkeys(owners):
            if q == p and not own_ok:
                continue
            # taking back one's own bridge returns its marker to one's supply first
            take = (-1,) if q == p else srcs
            for c in range(len(br)):
                if len(br[c]) - (c == old) < MAX_BRIDGES:
                    acts += [Action("bridge", (c, old, q, src)) for src in take]
    return acts or [Action("bridge", ())]


def _transfer_actions(s, p, srcs):
    P, cnt = s.players, s._cnt                                         # SM-A4
    acts = [_TRANSFER[d][q][src + 1] for d in range(6) for q in range(P)
            if q != p and cnt[d * P + q] for src in srcs]
    return acts or [Action("transfer", ())]


def crossing_cost(s, p: int, canal: int, owner: int) -> int | None:
    """SM-A9: the PP `p` pays to cross `canal` over `owner`'s bridge (-1: without a bridge):
    own bridge free, another's the variant's toll (to its owner), none the variant's bank cost.
    None where the crossing is not offered: no such bridge; bridgeless crossings switched off;
    or without a bridge over a canal where p owns one (never better than crossing it free)."""
    return _crossing(s._br[canal], p, owner, s.variant.doge_bridgeless_cost,
                     s.variant.bridge_toll)


def _crossing(owners, p, owner, bridgeless, toll):
    # `crossing_cost` over a canal with bridges of `owners`
    if owner < 0:
        return None if p in owners else bridgeless
    if owner not in owners:
        return None
    return 0 if owner == p else toll


def doge_actions(s, p) -> list:
    """SM-A7: place the Doge anywhere; SM-A8: it stays (and scores), or takes its first
    step. While walking (phase "doge"): stop here, or step on to a district not visited.
    A step names the crossing (an owner's bridge, or -1 for none); only steps p can pay
    for are offered (SM-A9: never below 0)."""
    if s.doge is None:
        return list(_DOGE_AT)
    here = s.doge
    acts = [_DOGE_AT[here]]
    seen = s._walk or (here,)
    pp = s._scores[p]
    for nb, c in NEIGHBOURS[here]:
        if nb in seen:
            continue
        for o in (*dict.fromkeys(s._br[c]), -1):
            cost = crossing_cost(s, p, c, o)
            if cost is not None and cost <= pp:
                acts.append(_DOGE_STEP[here, nb, o])
    return acts


def doge_moves(s) -> tuple:
    """Phase "doge": the walking Doge stops, or steps on."""
    return tuple(doge_actions(s, s._player))


def doge_paths(s, dest: int | None = None) -> list:
    """The affordable Doge paths for the player to move (see `State.doge_paths`)."""
    p = s._player if s._player is not None else s.to_move
    if s.doge is None or p is None or p < 0:
        return []
    v = s.variant
    out = _doge_paths(s.doge, s._walk or (s.doge,), tuple(s._br), p, s._scores[p],
                      v.doge_bridgeless_cost, v.bridge_toll)
    return [m for m in out if m[0][-1] == dest] if dest is not None else list(out)


@lru_cache(maxsize=1 << 12)
def _doge_paths(doge, seen, br, p, pp, bridgeless, toll) -> tuple:
    # `doge_paths` as a pure function of what it reads (memoised: the greedy bot values every
    # Doge card by all its paths, and the bridges seldom change within a search)
    out = [((doge,), (), 0)]
    cheapest: dict = {}                # per canal: the paths share their crossings
    for path, canals in PATHS[doge]:
        if any(d in seen for d in path[1:]):
            continue
        cross, cost = [], 0
        for c in canals:
            best = cheapest.get(c, False)
            if best is False:
                best = cheapest[c] = _cheapest_crossing(br[c], p, bridgeless, toll)
            if best is None:
                break
            cross.append(best[1])
            cost += best[0]
        else:
            if cost <= pp:
                out.append((path, tuple(cross), cost))
    return tuple(sorted(out, key=lambda m: (m[2], len(m[0]))))


def _cheapest_crossing(owners, p, bridgeless, toll):
    """(cost, owner) of p's cheapest way over a canal with bridges of `owners` (ties: the
    lowest owner), or None."""
    costs = [(cost, o) for o in (*sorted(set(owners)), -1)
             if (cost := _crossing(owners, p, o, bridgeless, toll)) is not None]
    return min(costs, key=lambda co: co[0]) if costs else None


def doge_path_actions(path, crossings) -> list:
    """The step actions that walk the Doge along `path` and stop it at the end."""
    # the prebuilt actions (a search values every path of every Doge card); a path off the
    # board gets actions built anew, for `apply` to refuse
    steps = [_DOGE_STEP.get(k) or Action("doge", (k[:2], k[2:]))
             for k in zip(path, path[1:], crossings)]
    stop = path[-1]
    return steps + [_DOGE_AT[stop] if stop in range(6) else Action("doge", ((stop,), ()))]


def removal_choices(s) -> tuple:
    """SM-A5: which aristocrats leave after the banishment roll, as owner multisets."""
    p, d, roll, _ = s._banish
    P = s.players
    return removals(p, roll, tuple(s._cnt[d * P:(d + 1) * P]), s.variant.banish_targets)


@lru_cache(maxsize=1 << 12)
def removals(p: int, roll: int, here: tuple, targets: str) -> tuple:
    """`removal_choices` for banisher p, the roll, the aristocrats `here` per player in the
    district and the variant's `banish_targets` (a pure function of them: memoised, the greedy
    bot asks it for every district and roll when it values a banishment)."""
    P = len(here)
    others = [q for q in range(P) if q != p and here[q]]
    if targets == "single_opponent":
        # the banisher names one opponent present; up to the roll of theirs leave and the
        # rest of the roll falls on the banisher's own; with no opponent present, their own
        if not others:
            return (Action("remove", (p,) * min(roll, here[p])),)
        out = []
        for q in others:
            n = min(roll, here[q])
            out.append(Action("remove", tuple(sorted((q,) * n + (p,) * min(roll - n, here[p])))))
        return tuple(out)
    n_other = sum(here[q] for q in others)
    if roll >= n_other:                      # every opponent's go, then their own
        out = [q for q in others for _ in range(here[q])]
        out += [p] * min(roll - n_other, here[p])
        return (Action("remove", tuple(sorted(out))),)
    return tuple(Action("remove", m) for m in _bounded_multisets(others, here, roll))


def _bounded_multisets(owners, here, n):
    """Sorted owner tuples choosing n aristocrats among `owners` (at most here[q] of q)."""
    res = []

    def rec(i, left, acc):
        if left == 0:
            res.append(tuple(acc))
        elif i < len(owners):
            q = owners[i]
            for k in range(min(left, here[q]), -1, -1):
                rec(i + 1, left - k, acc + [q] * k)
    rec(0, n, [])
    return res


# ---- what the cards do ----------------------------------------------------------------------
def district_card(s, a) -> list:
    d, hop, src = a
    p, P = s._player, s.players
    ev = [take_aristocrat(s, p, src, "SM-A1")] if src >= 0 else []
    s._supply[p] -= 1
    s._cnt[d * P + p] += 1
    ev.append(E("place", "SM-A1", p, {"district": d, "n": 1}))
    if hop >= 0:
        s._cnt[d * P + p] -= 1
        s._cnt[hop * P + p] += 1
        ev.append(E("hop", "SM-A1", p, {"from": d, "to": hop}))
    ev += s.NEXT["card_done"](s, d)
    return ev


def bridge_card(s, a) -> list:
    p = s._player
    if not a:
        ev = [E("void", "SM-A3", p, {"card": "B"})]
    else:
        c, old, q, src = a
        ev = []
        if old >= 0:                                                   # SM-A3
            owners = list(s._br[old])
            owners.remove(q)
            s._br[old] = tuple(owners)
            s._supply[q] += 1
            one, two = ADJACENT[old]
            ev.append(E("bridge_taken", "SM-A3", p,
                        {"owner": q, "a": one, "b": two, "canal": old}))
        ev += place_bridge(s, p, c, src, "SM-A2")
    ev += s.NEXT["card_done"](s, BRIDGE)
    return ev


def transfer_card(s, a) -> list:
    p, P = s._player, s.players
    if not a:
        ev = [E("void", "SM-A4", p, {"card": "T"})]
    else:
        d, q, src = a
        ev = [take_aristocrat(s, p, src, "SM-A4")] if src >= 0 else []
        s._cnt[d * P + q] -= 1
        s._supply[q] += 1
        s._cnt[d * P + p] += 1
        s._supply[p] -= 1
        ev.append(E("transfer", "SM-A4", p, {"district": d, "victim": q}))
    ev += s.NEXT["card_done"](s, TRANSFER)
    return ev


def doge_card(s, a) -> list:
    """SM-A7 (first placement), SM-A8 (stay, or stop after walking), or one step (SM-A9)."""
    path, cross = a
    p = s._player
    if len(path) == 2:
        return _doge_step(s, p, path[0], path[1], cross[0])
    d = path[0]
    if s.doge is None:
        ev, rule = [E("doge_place", "SM-A7", p, {"district": d})], "SM-A7"
    elif s._walk:
        ev, rule = [E("doge_stop", "SM-A8", p, {"district": d, "path": s._walk})], "SM-A8"
    else:
        ev, rule = [E("doge_stay", "SM-A8", p, {"district": d})], "SM-A8"
    s.doge = d
    s._walk = ()
    ev += score_district(s, d, rule)
    ev += s.NEXT["card_done"](s, DOGE)
    return ev


def _doge_step(s, p, a, b, o) -> list:
    before = s._scores[p]
    ev = [E("doge_step", "SM-A8", p, {"from": a, "to": b, "via": o})]
    if o < 0:                                                              # SM-A9
        cost = s.variant.doge_bridgeless_cost
        s._scores[p] -= cost
        ev.append(E("bank", "SM-A9", p, {"a": a, "b": b, "pp": cost, "before": before,
                                         "after": before - cost}))
    elif o != p:
        toll = s.variant.bridge_toll
        s._scores[p] -= toll
        s._scores[o] += toll
        ev.append(E("toll", "SM-A9", p, {"a": a, "b": b, "owner": o, "pp": toll,
                                         "before": before, "after": before - toll,
                                         "owner_before": s._scores[o] - toll,
                                         "owner_after": s._scores[o]}))
    s._walk = (s._walk or (a,)) + (b,)
    s.doge = b
    s.phase = "doge"
    return ev


def banishment_card(s, a) -> list:
    return begin_banishment(s, s._player, a[0], "card")


def begin_banishment(s, p, d, source) -> list:
    """SM-A5 (a card) or SM-P6 (the free banishment): district `d` named, the die to roll."""
    s._banish = (p, d, None, source)
    s.phase, s.to_move = "banish-roll", CHANCE
    return [E("banish", "SM-P6" if source == "free" else "SM-A5", p, {"district": d})]


def banishment_roll(s, a) -> list:
    p, d, _, source = s._banish
    face = a[0]
    s._banish = (p, d, face + 1, source)
    ev = [E("banish_roll", "SM-A5", p, {"district": d, "roll": face + 1})]
    choices = removal_choices(s)
    if len(choices) == 1:              # nothing to choose: it happens at once
        ev += remove(s, choices[0].args)
        return ev
    s.phase, s.to_move = "banish", p
    return ev


def roll_outcomes(s) -> tuple:
    return ROLL


def remove(s, a) -> list:
    """SM-A5: the chosen aristocrats leave the banished district."""
    p, d, roll, source = s._banish
    s._banish = None
    P = s.players
    ev = []
    for q in dict.fromkeys(a):
        n = a.count(q)
        s._cnt[d * P + q] -= n
        s._supply[q] += n
        ev.append(E("removed", "SM-A5", q, {"district": d, "n": n, "by": p}))
    if source == "free":
        ev += s.NEXT["free_banishment_done"](s)
        return ev
    ev += s.NEXT["card_done"](s, BANISH)
    return ev
