"""What a San Marco move will do, told before it is made (`State.preview`).

Each decision's consequences are worked out from what the player to move sees (the board, the
scores, the limit totals, their own hand and the revealed offers; never the deck or another
pair's face-down cards), without changing the state: analytically, or on a clone for a district
scoring and the banishment's possible removals. Chance is left open where it decides: a
banishment names the range of what each player may lose, not the roll.

The kinds, with their data (districts 0-5, players 0-3, cards in notation):
  bridge        a bridge on `canal` (districts `a`, `b`): `before`/`after` bridges there (of
                MAX_BRIDGES), `own` of them the mover's after            SM-S4, SM-A2
  bridge_taken  `owner`'s bridge leaves `canal` (`a`, `b`); its marker goes home     SM-A3
  from_district the aristocrat comes from `district` (the supply is empty)           SM-A6
  void          the `card` ("B", "T", "free") can do nothing here       SM-A3, SM-A4, SM-P6
  roles         `order`: 1st chooser, 2nd distributor, 2nd chooser (or the choosers) SM-R1
  offer         offer `offer` (0 = A; -1 set aside, its letter comes with the split): `cards`,
                `size`, `actions` and `limit` points, `out` the players of the pair that it
                would take to 10 or more                                   SM-R3, SM-R4
  take          the mover takes offer `offer` (`cards`), then plays its `actions`   SM-R6
  limit         `player` lays `points` limit points: total `before` -> `after`      SM-R7
  out           `player` reaches `limit` >= 10 and is out after this round's check;
                `last_round`: 1 if the passage ends after this round anyway   SM-P1, SM-P2
  passage_end   the passage ends `when` ("round": after this round, "next": after one more
                round): per player the `bonus` at the limit totals now (`after` 0: a split,
                whose cards are not laid yet) or after this move (1) (-1: out, no bonus), and who has the `fewest` limit points (a free banishment
                or removal; empty: nobody, a tie under the default)          SM-P3, SM-P5, SM-P6
  gets          the distributor `player` is left with `cards`                       SM-R6
  left          `offers`: what the next chooser will choose from                    SM-R6
  place, hop    an aristocrat into `district`; on over the mover's bridge `from` -> `to`
  transfer      in `district`, one of `victim`'s aristocrats becomes the mover's    SM-A4
  majority      `player`'s standing in `district` if it scored now: aristocrats `before` ->
                `after`, place ("first", "second", "tied", "none") and PP, each before and
                after                                                      SM-V2, SM-V3
  doge_place, doge_stay   the Doge is placed in / stays in `district`       SM-A7, SM-A8
  crossing      one Doge step `from` -> `to` `via` an owner's bridge (-1: no bridge, paid
                to the bank): the mover pays `pp` (0 over their own bridge); their PP `before`
                -> `after`                                                          SM-A9
  doge_stop     the Doge ends its walk `path` in `district`: `paid` on the way, the mover's
                PP `before` the walk and `after` it                                 SM-A8
  scoring       `district` scores now (with `score` notes for those who gain)       SM-V1
  score         `player` gains `pp` as `place`: PP `before` -> `after`       SM-V2, SM-V3
  banish        `district` named, `aristocrats` there; the die decides how many leave SM-A5
  may_lose      `player` may lose `least` to `most` of the `here` aristocrats they have in
                `district` (over every roll and every choice the banisher has)  SM-A5
  removed       `player` loses `n` aristocrats from `district`            SM-A5, SM-P6
  skip          the `card` is discarded unplayed                                     SM-R7
"""
from __future__ import annotations

from ..core import Consequence
from .actions import crossing_cost, removal_choices
from .board import ADJACENT, CANAL
from .cards import CODES, LIMIT_OUT, LIMIT_VALUE, cards_text
from .passage import bonuses, fewest_limit
from .rounds import table_order
from .scoring import district_awards, score_district

PREVIEW_KINDS = ("bridge", "bridge_taken", "from_district", "void", "roles", "offer", "take",
                 "limit", "out", "passage_end", "gets", "left", "place", "hop", "transfer", "majority",
                 "doge_place", "doge_stay", "crossing", "doge_stop", "scoring", "score",
                 "banish", "may_lose", "removed", "skip")


def preview(s, a) -> list:
    """The consequences of the legal move `a` of the player to move (see `State.preview`)."""
    return _BY_VERB[a.verb](s, a)


# ---- the offers (SM-R3..R7, SM-P1/P2) --------------------------------------------------------
def _points(cards) -> int:
    return sum(LIMIT_VALUE.get(k, 0) for k in cards)


def _actions(cards) -> str:
    return cards_text(k for k in cards if k not in LIMIT_VALUE)


def _offer(s, i, cards) -> Consequence:
    dist, choosers = s._pairs[s._pair]
    pts = _points(cards)
    out = tuple(q for q in (dist, *choosers) if s._limits[q] + pts >= LIMIT_OUT)
    return Consequence("offer", "SM-R4" if len(choosers) == 2 else "SM-R3", dist,
                       {"offer": i, "cards": cards_text(cards), "size": len(cards),
                        "actions": len(cards) - sum(k in LIMIT_VALUE for k in cards),
                        "limit": pts, "out": out})


def _set_aside(s, a) -> list:
    return [_offer(s, -1, a.cards)]


def _split(s, a) -> list:
    notes = [_offer(s, i, o) for i, o in enumerate(table_order(s._forming + a.offers))]
    return notes + _passage_end(s, s._limits, after=False)


def _passage_end(s, limits, after=True) -> list:
    """SM-P3: the passage ends after this round (its last round, or nobody else would be left
    below 10), or after one more round (someone reaches 10 with these `limits`): what its end
    pays (SM-P5, SM-P6), told before the choice that decides it. Nothing while it goes on."""
    reached = any(t >= LIMIT_OUT and not s._out[q] for q, t in enumerate(limits))
    if not (s._last_round or reached):
        return []
    below = sum(t < LIMIT_OUT for t in limits)
    fewest = fewest_limit(limits, s.variant)
    if len(fewest) > 1 and s.variant.fewest_limit_tie == "none":
        fewest = []
    when = "round" if s._last_round or below < 2 else "next"
    return [Consequence("passage_end", "SM-P5", None, {
        "when": when, "bonus": tuple(bonuses(limits)), "fewest": tuple(fewest),
        "after": int(after)})]


def _lays(s, q, cards) -> list:
    """SM-R7: q's limit cards go face up; SM-P1/P2: 10 or more is out at the round's end."""
    pts = _points(cards)
    if not pts:
        return []
    before = s._limits[q]
    notes = [Consequence("limit", "SM-R7", q, {"points": pts, "before": before,
                                               "after": before + pts})]
    if before + pts >= LIMIT_OUT:
        notes.append(Consequence("out", "SM-P2", q, {"limit": before + pts,
                                                     "last_round": int(s._last_round)}))
    return notes


def _take(s, a) -> list:
    p, offers = s.to_move, s._offers[s._pair]
    notes = [Consequence("take", "SM-R6", p, {"offer": offers.index(a.cards),
                                              "cards": cards_text(a.cards),
                                              "actions": _actions(a.cards)})]
    notes += _lays(s, p, a.cards)
    rest = list(offers)
    rest.remove(a.cards)
    limits = list(s._limits)            # with the offers taken and not yet played (SM-R7)
    for q, cards in s._queue + ((p, a.cards),):
        limits[q] += _points(cards)
    if len(rest) == 1:                  # the distributor gets the last offer (SM-R6)
        dist = s._pairs[s._pair][0]
        notes.append(Consequence("gets", "SM-R6", dist, {"cards": cards_text(rest[0])}))
        notes += _lays(s, dist, rest[0])
        limits[dist] += _points(rest[0])
    else:
        notes.append(Consequence("left", "SM-R6", None,
                                 {"offers": tuple(cards_text(o) for o in rest)}))
    return notes + _passage_end(s, limits)


def _roles(s, a) -> list:
    return [Consequence("roles", "SM-R1", s.to_move, {"order": a.order})]


# ---- majorities (SM-V2, SM-V3) ---------------------------------------------------------------
def _places(d, counts) -> list:
    """Per player: (place, PP) if district d scored with `counts`; ("none", 0) if not."""
    out = [("none", 0)] * len(counts)
    for q, pp, place in district_awards(d, counts):
        out[q] = (place, pp)
    return out


def _majority(s, deltas) -> list:
    """`majority` notes for districts whose counts change by `deltas` {district: {player:
    change}}: each player whose count or standing changes, and the mover's if they are
    there."""
    P, p, notes = s.players, s.to_move, []
    for d, delta in deltas.items():
        if not any(delta.values()):
            continue
        before = s._cnt[d * P:(d + 1) * P]
        after = [n + delta.get(q, 0) for q, n in enumerate(before)]
        was, now = _places(d, before), _places(d, after)
        for q in range(P):
            if delta.get(q) or was[q] != now[q] or (q == p and before[q]):
                second = "second" in (was[q][0], now[q][0])
                notes.append(Consequence("majority", "SM-V3" if second else "SM-V2", q, {
                    "district": d, "before": before[q], "after": after[q],
                    "place_before": was[q][0], "place_after": now[q][0],
                    "pp_before": was[q][1], "pp_after": now[q][1]}))
    return notes


def _change(deltas, d, q, n) -> None:
    row = deltas.setdefault(d, {})
    row[q] = row.get(q, 0) + n


def _from_district(s, src, deltas) -> list:
    """SM-A6: an empty supply takes the aristocrat from district `src`."""
    if src is None:
        return []
    _change(deltas, src, s.to_move, -1)
    return [Consequence("from_district", "SM-A6", s.to_move, {"district": src})]


# ---- the action cards (SM-A) -----------------------------------------------------------------
def _district(s, a) -> list:
    p, d, deltas = s.to_move, a.district, {}
    notes = [Consequence("place", "SM-A1", p, {"district": d})]
    notes += _from_district(s, a.source, deltas)
    if a.hop is None:
        _change(deltas, d, p, 1)
    else:
        _change(deltas, a.hop, p, 1)
        notes.append(Consequence("hop", "SM-A1", p, {"from": d, "to": a.hop}))
    return notes + _majority(s, deltas)


def _bridge(s, a) -> list:
    p = s.to_move
    if a.canal is None:
        return [Consequence("void", "SM-A3", p, {"card": "B"})]
    notes, deltas, c = [], {}, a.canal
    owners = list(s._br[c])
    if a.take_canal is not None:
        one, two = ADJACENT[a.take_canal]
        notes.append(Consequence("bridge_taken", "SM-A3", a.take_owner,
                                 {"canal": a.take_canal, "a": one, "b": two}))
        if a.take_canal == c:
            owners.remove(a.take_owner)
    notes += _from_district(s, a.source, deltas)
    one, two = ADJACENT[c]
    rule = "SM-S4" if s.phase == "setup-bridges" else "SM-A2"
    notes.append(Consequence("bridge", rule, p, {
        "canal": c, "a": one, "b": two, "before": len(owners), "after": len(owners) + 1,
        "own": owners.count(p) + 1}))
    return notes + _majority(s, deltas)


def _transfer(s, a) -> list:
    p = s.to_move
    if a.district is None:
        return [Consequence("void", "SM-A4", p, {"card": "T"})]
    deltas = {}
    notes = [Consequence("transfer", "SM-A4", p, {"district": a.district, "victim": a.victim})]
    notes += _from_district(s, a.source, deltas)
    _change(deltas, a.district, p, 1)
    _change(deltas, a.district, a.victim, -1)
    return notes + _majority(s, deltas)


def _scores(s, d) -> list:
    """SM-V1..V3: what district d's scoring gives, read off the rule itself on a clone."""
    return [Consequence(e.kind, e.rule, e.player, e.data)
            for e in score_district(s.clone(), d, "SM-V1")]


def _doge(s, a) -> list:
    p, path = s.to_move, a.path
    if len(path) == 2:                                            # one step (SM-A9)
        (x, y), via = path, a.crossings[0]
        pp = crossing_cost(s, p, CANAL[x, y], via)
        before = s._scores[p]
        return [Consequence("crossing", "SM-A9", p, {
            "from": x, "to": y, "via": via, "pp": pp, "before": before, "after": before - pp})]
    d = path[0]
    if s.doge is None:
        notes = [Consequence("doge_place", "SM-A7", p, {"district": d})]
    elif not s._walk:
        notes = [Consequence("doge_stay", "SM-A8", p, {"district": d})]
    else:                          # the walk so far: its steps are the last moves made
        walk = s._walk
        steps = s.history[len(s.history) - (len(walk) - 1):]
        paid = sum(crossing_cost(s, p, CANAL[x, y], via)
                   for (x, y), (via,) in (step.args for step in steps))
        notes = [Consequence("doge_stop", "SM-A8", p, {
            "district": d, "path": walk, "paid": paid, "before": s._scores[p] + paid,
            "after": s._scores[p]})]
    return notes + _scores(s, d)


def _banish(s, a) -> list:
    """SM-A5, SM-P6: the district named; the roll decides, so each player's range of loss."""
    p, d, P = s.to_move, a.district, s.players
    free = s.phase == "free-banish"
    rule = "SM-P6" if free else "SM-A5"
    here = s._cnt[d * P:(d + 1) * P]
    notes = [Consequence("banish", rule, p, {"district": d, "aristocrats": sum(here)})]
    trial = s.clone()
    least, most = list(here), [0] * P
    for roll in range(1, 7):
        trial._banish = (p, d, roll, "free" if free else "card")
        for choice in removal_choices(trial):
            for q in range(P):
                n = choice.victims.count(q)
                least[q], most[q] = min(least[q], n), max(most[q], n)
    for q in range(P):
        if here[q]:
            notes.append(Consequence("may_lose", "SM-A5", q, {
                "district": d, "here": here[q], "least": least[q], "most": most[q]}))
    return notes


def _removed(s, d, victims, rule) -> list:
    deltas, notes = {}, []
    for q in dict.fromkeys(victims):
        n = victims.count(q)
        _change(deltas, d, q, -n)
        notes.append(Consequence("removed", rule, q, {"district": d, "n": n}))
    return notes + _majority(s, deltas)


def _remove(s, a) -> list:
    return _removed(s, s._banish[1], a.victims, "SM-A5")


def _remove_one(s, a) -> list:
    if a.verb == "remove":               # remove_one with nobody else's aristocrat on board
        return [Consequence("void", "SM-P6", s.to_move, {"card": "free"})]
    return _removed(s, a.district, (a.victim,), "SM-P6")


def _skip(s, a) -> list:
    return [Consequence("skip", "SM-R7", s.to_move, {"card": CODES[a.kind]})]


def _remove_any(s, a) -> list:
    return _remove(s, a) if s.phase == "banish" else _remove_one(s, a)


_BY_VERB = {
    "bridge": _bridge, "roles": _roles, "offer": _set_aside, "split": _split, "take": _take,
    "district": _district, "transfer": _transfer, "doge": _doge, "banish": _banish,
    "remove": _remove_any, "remove1": _remove_one, "skip": _skip,
}
