"""District scoring (SM-V1..V3) and the final ranking (SM-F2)."""
from __future__ import annotations

from functools import lru_cache

from .board import ARISTOCRATS, DISTRICTS, FIRST_SECOND, PASSAGES, SAN_MARCO
from .events import E


def district_awards(district: int, counts) -> list[tuple[int, int, str]]:
    """(player, PP, place) for each player scoring `district`, given its aristocrats per player.

    SM-V2: a single leader gets the first value; several tied leaders each get the second value
    and nobody else scores. SM-V3: after a single leader, a single runner-up gets the second
    value; tied runners-up get nothing. Nobody scores without an aristocrat there.
    """
    return list(_awards(district, tuple(counts)))


@lru_cache(maxsize=1 << 12)
def _awards(district: int, counts: tuple) -> tuple:
    # `district_awards`, memoised: the final scoring (SM-F1) scores six districts at the end of
    # every simulation of a search, and the boards repeat
    first, second = FIRST_SECOND[district]
    top = max(counts)
    if top == 0:
        return ()
    leaders = [p for p, n in enumerate(counts) if n == top]
    if len(leaders) > 1:
        return tuple((p, second, "tied") for p in leaders)
    rest = [n for n in counts if n < top]
    runner = max(rest) if rest else 0
    awards = [(leaders[0], first, "first")]
    if runner > 0:
        seconds = [p for p, n in enumerate(counts) if n == runner]
        if len(seconds) == 1:
            awards.append((seconds[0], second, "second"))
    return tuple(awards)


def winners(scores, counts, supply, tie_break: str) -> list[int]:
    """SM-F2: most PP; among tied players the most aristocrats in San Marco (or, under the
    variant, on the board: in districts and on bridges); still tied, the win is shared."""
    best = max(scores)
    tied = [p for p, s in enumerate(scores) if s == best]
    if len(tied) == 1:
        return tied
    if tie_break == "san_marco_district":
        key = {p: counts[SAN_MARCO][p] for p in tied}
    else:
        key = {p: ARISTOCRATS - supply[p] for p in tied}
    most = max(key.values())
    return [p for p in tied if key[p] == most]


def score_district(s, d: int, rule: str) -> list:
    """SM-V1..V3: district `d` of state `s` scores now (a Doge card, or the final scoring)."""
    P = s.players
    ev = [E("scoring", rule, None, {"district": d})]
    for q, pp, place in _awards(d, tuple(s._cnt[d * P:(d + 1) * P])):
        before = s._scores[q]
        s._scores[q] = before + pp
        ev.append(E("score", "SM-V2" if place in ("first", "tied") else "SM-V3", q,
                    {"district": d, "pp": pp, "place": place, "before": before,
                     "after": before + pp}))
    return ev


def breakdown(s) -> list[dict]:
    """See `State.score_breakdown`: one dict per player. Read from the events of the game
    replayed from its root (a few ms for a whole game), so that the moves and clones of play
    pay nothing for it."""
    out = [{"majority": [{"district": d, "name": name, "first": 0, "second": 0, "tied": 0}
                         for d, name in enumerate(DISTRICTS)],
            "majority_total": 0, "final_scoring": 0, "tolls_paid": 0, "tolls_received": 0,
            "bank": 0, "passage_bonus": [0] * PASSAGES} for _ in range(s.players)]
    t, final = s.initial(), False
    for a in s.history:
        passage = t.passage                     # a passage's bonus comes before it advances
        for e in t.apply_legal(a):
            data = e.data
            final = final or e.kind == "final_scoring"
            if e.kind == "score":
                b = out[e.player]
                b["majority"][data["district"]][data["place"]] += data["pp"]
                b["majority_total"] += data["pp"]
                b["final_scoring"] += data["pp"] if final else 0
            elif e.kind == "toll":
                out[e.player]["tolls_paid"] += data["pp"]
                out[data["owner"]]["tolls_received"] += data["pp"]
            elif e.kind == "bank":
                out[e.player]["bank"] += data["pp"]
            elif e.kind == "bonus":
                out[e.player]["passage_bonus"][passage - 1] += data["pp"]
    for b in out:
        b["total"] = (b["majority_total"] - b["tolls_paid"] + b["tolls_received"] - b["bank"]
                      + sum(b["passage_bonus"]))
    return out
