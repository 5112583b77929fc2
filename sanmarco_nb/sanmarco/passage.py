"""Limits and the end of a passage (SM-P1..P7), and the end of the game (SM-F1, SM-F2)."""
from __future__ import annotations

from .board import PASSAGES
from .cards import FULL_DECK, KINDS, LIMIT_OUT
from .events import E
from .notation import BANISH_AT, Action
from .scoring import score_district, winners

END_REASONS = ("third_passage",)   # the one way San Marco ends: passage 3 is over (SM-F1)


def end_round(s) -> list:
    """SM-P1..P3: limits are checked after the round; SM-R8 the start player passes on."""
    ev = []
    out = list(s._out)
    for d, cs in s._pairs:
        for q in (d,) + cs:
            if s._limits[q] >= LIMIT_OUT:
                out[q] = True
                ev.append(E("out", "SM-P2", q, {"limit": s._limits[q]}))
    reached = bool(ev)
    s._out = tuple(out)
    s._pairs = ()
    below = [q for q in range(s.players) if not out[q]]
    if s._last_round or (reached and len(below) < 2):
        return ev + end_passage(s)
    if reached:
        s._last_round = True
        ev.append(E("last_round", "SM-P3", None, {"active": len(below)}))
    return ev + s.NEXT["next_round"](s)


def end_passage(s) -> list:
    """SM-P5 the passage bonus, then SM-P6 the free banishment (if anybody is owed one)."""
    ev = [E("passage_end", "SM-P3", None, {"passage": s.passage})]
    for q, gain in enumerate(bonuses(s._limits)):                      # SM-P5
        if gain >= 0:
            before = s._scores[q]
            s._scores[q] += gain
            ev.append(E("bonus", "SM-P5", q, {"pp": gain, "before": before,
                                              "after": before + gain}))
    fewest = fewest_limit(s._limits, s.variant)                        # SM-P6
    if len(fewest) > 1 and s.variant.fewest_limit_tie == "none":
        ev.append(E("fewest_tie", "SM-P6", None, {"limit": s._limits[fewest[0]],
                                                  "tied": tuple(fewest)}))
        fewest = []
    P = s.players
    s._free = tuple(sorted(fewest, key=lambda q: (q - s._start) % P))
    return ev + next_free(s)


def bonuses(limits) -> list:
    """SM-P5: per player, the passage bonus at these limit totals (the highest total minus
    their own), -1 for a player at 10 or more (out: no bonus)."""
    top = max(limits)
    return [top - t if t < LIMIT_OUT else -1 for t in limits]


def fewest_limit(limits, variant) -> list[int]:
    """SM-P6: the players with the fewest limit points among those below 10 (nobody below 10,
    nobody), or under the variant fewest_limit_scope=all_players among everybody."""
    scope = [q for q in range(len(limits))
             if limits[q] < LIMIT_OUT or variant.fewest_limit_scope == "all_players"]
    if not scope:
        return []
    low = min(limits[q] for q in scope)
    return [q for q in scope if limits[q] == low]


def next_free(s) -> list:
    """The next player owed the free banishment (SM-P6), or the passage's last steps."""
    if s._free:
        q, s._free = s._free[0], s._free[1:]
        s.to_move = q
        if s.variant.fewest_limit_reward == "remove_one":
            s.phase = "free-remove"
        else:
            s.phase = "free-banish"
        return [E("fewest", "SM-P6", q, {"limit": s._limits[q]})]
    return finish_passage(s)


def free_banishment(s, a) -> list:
    """SM-P6: a banishment as with the card (SM-A5), without the card."""
    return s.NEXT["banishment"](s, s.to_move, a[0], "free")


def banish_districts(s) -> tuple:
    return BANISH_AT


def removal_options(s) -> tuple:
    """SM-P6 variant remove_one: any one aristocrat ("herhangi bir"), the player's own too,
    from any district."""
    P, cnt = s.players, s._cnt
    acts = tuple(Action("remove1", (d, q)) for d in range(6) for q in range(P)
                 if cnt[d * P + q])
    return acts or (Action("remove", ()),)


def remove_one(s, a) -> list:
    d, q = a
    s._cnt[d * s.players + q] -= 1
    s._supply[q] += 1
    ev = [E("removed", "SM-P6", q, {"district": d, "n": 1, "by": s.to_move})]
    return ev + next_free(s)


def nothing_to_remove(s, a) -> list:
    """remove_one with no aristocrat in any district: the reward is void."""
    return [E("void", "SM-P6", s.to_move, {"card": "free"})] + next_free(s)


def finish_passage(s) -> list:
    """SM-P7: limit cards back, decks reshuffled, the passage marker advances."""
    s._limits = [0] * s.players
    s._out = (False,) * s.players
    s._deck = list(FULL_DECK)
    s._used = [0] * KINDS
    s._last_round = False
    ev = [E("reshuffle", "SM-P7", None, {"passage": s.passage})]
    if s.passage == PASSAGES:
        return ev + final_scoring(s)
    s.passage += 1
    s.round = 0
    return ev + s.NEXT["next_round"](s)


def final_scoring(s) -> list:
    """SM-F1: every district scores; SM-F2: the winners."""
    ev = [E("final_scoring", "SM-F1", None, {})]
    for d in range(6):
        ev += score_district(s, d, "SM-F1")
    s._winners = tuple(winners(s._scores, s.counts, s._supply, s.variant.tie_break))
    s.phase, s.to_move = "end", None
    s.end_reasons = END_REASONS
    return ev + [E("game_over", "SM-F2", None, {"winners": s._winners,
                                                "scores": tuple(s._scores)})]
