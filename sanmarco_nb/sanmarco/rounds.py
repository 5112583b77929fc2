"""A round (SM-R): the roles, the draws, the offers and their split, the choice, and playing an
offer's cards. The round-end limit check is the passage's (State.NEXT["round_over"]).

Three offers (SM-R4) are made in two steps, so that `legal_actions()` stays small: one offer is
set aside ("offer ..."), then the rest is split in two ("split ... / ...").
"""
from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from itertools import permutations
from operator import eq
from typing import NamedTuple

from ..core import CHANCE
from . import cards as C
from .cards import ACTION_KINDS, CODES, KINDS, LIMIT_KINDS, LIMIT_VALUE
from .events import E
from .notation import Action

DRAW = tuple(Action("draw", (k,)) for k in range(KINDS))      # a card drawn, as its kind
_mk = tuple.__new__                 # builds an Action without NamedTuple's Python-level __new__
# SM-R3/R4/P4: the (action, limit) cards a distributor draws for one chooser (two offers) or
# for two (three offers)
HAND = {1: (5, 3), 2: (6, 4)}


def round_players(s) -> list[int]:
    """The active players in clockwise order from the start player."""
    P = s.players
    return [q for q in ((s._start + i) % P for i in range(P)) if not s._out[q]]


def begin_round(s) -> list:
    s.round += 1
    players = round_players(s)
    s._hands, s._offers, s._draw_at = [], [], []
    s._pair = s._revealed = s._chooser = 0
    ev = [E("round", "SM-R8", s._start,
            {"passage": s.passage, "round": s.round, "active": len(players),
             "last": int(s._last_round)})]
    if len(players) == 2:                                              # SM-P4
        ev += set_roles(s, (players[1],))
        return ev
    if s._steps is not None:                                           # SM-R1 rotate
        return ev + set_roles(s, rotated_roles(s._steps, players[1:]))
    s.phase = "roles"
    s.to_move = (s._start if s.variant.role_assignment == "start_player_chooses" else CHANCE)
    return ev


def rotated_roles(steps: tuple, others: list) -> tuple:
    """SM-R1 rotate: the roles after the game's one lottery. `steps` holds each role's distance
    from the distributor (0: the next active player clockwise), in role order; `others` the
    other active players clockwise. With fewer active players than at the lottery (SM-P4)
    the distances that remain are read in the same role order."""
    return tuple(others[k] for k in steps if k < len(others))


def role_orders(s) -> tuple:
    """SM-R1/R2: the other active players in every order (a lottery, or the start player's
    choice under the variant)."""
    dist = s._start
    others = [q for q in round_players(s) if q != dist]
    return tuple(Action("roles", perm) for perm in permutations(others))


def set_roles(s, a) -> list:
    """The roles of this round: (1st chooser, 2nd distributor, 2nd chooser) with 4 active,
    (1st chooser, 2nd chooser) with 3, (the chooser,) with 2."""
    d1 = s._start
    if s._steps is None and s.variant.role_assignment == "rotate" and len(a) > 1:
        others = round_players(s)[1:]                # the one lottery: distances kept
        s._steps = tuple(others.index(q) for q in a)
    if len(a) == 3:                                                    # SM-R1
        s._pairs = ((d1, (a[0],)), (a[1], (a[2],)))
        rule = "SM-R1"
    else:                                                              # SM-R2, SM-P4
        s._pairs = ((d1, tuple(a)),)
        rule = "SM-R2" if len(a) == 2 else "SM-P4"
    ev = [E("roles", rule, d1, {"distributors": tuple(d for d, _ in s._pairs),
                                "choosers": tuple(c for _, cs in s._pairs for c in cs)})]
    ev += begin_draw(s)
    return ev


def begin_draw(s) -> list:
    dist, choosers = s._pairs[s._pair]
    s._need = HAND[len(choosers)]
    s._hands.append(())
    s._draw_at.append(len(s.history))
    s.phase, s.to_move = "draw", CHANCE
    return []


def draw_outcomes(s) -> tuple:
    """The kinds that can be drawn next: action cards first, then limit cards (SM-R3)."""
    deck = s._deck
    acts = tuple([DRAW[k] for k in (ACTION_KINDS if s._need[0] else LIMIT_KINDS) if deck[k]])
    assert acts, "SM-R9: a deck ran out within a passage"
    return acts


def draw(s, a) -> list:
    k = a[0]
    i = s._pair
    s._deck[k] -= 1
    hand = s._hands[i]
    j = bisect_right(hand, k)                   # kept sorted: one insert, no sort
    s._hands[i] = hand[:j] + (k,) + hand[j:]
    actions, lim = s._need
    s._need = (actions - 1, lim) if actions else (actions, lim - 1)
    dist = s._pairs[i][0]
    ev = [E("draw", "SM-R3", dist, {"card": CODES[k], "private": 1})]
    if s._need == (0, 0):
        s.phase, s.to_move = "split", dist
    return ev


def split_options(s) -> Splits:
    # SM-R4: three offers are made in two steps, one offer set aside, then the rest split in
    # two (listing every 3-way partition at once would run to thousands)
    return Splits(s._hands[s._pair], len(s._pairs[s._pair][1]) == 2 and not s._forming)


def set_aside(s, a) -> list:
    i = s._pair
    s._forming = (a,)
    s._hands[i] = _minus(s._hands[i], a)
    return [E("offer", "SM-R4", s.to_move, {"size": len(a)})]


def table_order(offers) -> tuple:
    """The offers as they lie on the table, A, B (, C): the smallest first, equal sizes in
    notation order. The split is public while its cards are face down (SM-R5), so the sizes
    are told in this order; an order by content would hint at the hidden cards."""
    return tuple(sorted(offers, key=lambda o: (len(o), o)))


def split(s, a) -> list:
    i = s._pair
    dist = s._pairs[i][0]
    a = table_order(s._forming + a)
    s._forming = ()
    s._offers.append(a)
    s._hands[i] = ()
    ev = [E("split", "SM-R3" if len(a) == 2 else "SM-R4", dist,
            {"sizes": tuple(len(o) for o in a)})]
    if i + 1 < len(s._pairs):
        s._pair += 1
        ev += begin_draw(s)
        return ev
    s._pair = 0
    ev += reveal(s)
    return ev


def reveal(s) -> list:
    """SM-R5: the pair's offers are shown to everyone before the choice."""
    i = s._pair
    s._revealed = i + 1
    dist, choosers = s._pairs[i]
    s._chooser = 0
    s.phase, s.to_move = "choose", choosers[0]
    return [E("reveal", "SM-R5", dist,
              {"offers": tuple(C.cards_text(o) for o in s._offers[i])})]


def take_options(s) -> tuple:
    # in notation order, not the table's: seeded games (random bots pick by index) stay as
    # they were before the table order
    return tuple(Action("take", o) for o in sorted(set(s._offers[s._pair])))


def take(s, a) -> list:
    """SM-R6: a chooser takes an offer; after the last chooser of the pair the distributor
    gets the one left. The pair's offers are then played (the 2nd pair first reveals and
    chooses too, with offer_timing all_choose_first)."""
    i = s._pair
    offs = list(s._offers[i])
    offs.remove(a)
    s._offers[i] = tuple(offs)
    p = s.to_move
    ev = [E("take", "SM-R6", p, {"offer": C.cards_text(a)})]
    timing = s.variant.offer_timing
    if timing == "play_on_taking":              # the engine before rules round 3
        return ev + begin_play(s, p, a)
    s._queue += ((p, a),)
    dist, choosers = s._pairs[i]
    s._chooser += 1
    if s._chooser < len(choosers):              # 3 active: the 2nd chooser takes next
        s.to_move = choosers[s._chooser]
        return ev
    last = offs[0]
    s._offers[i] = ()
    s._queue += ((dist, last),)
    ev.append(E("gets", "SM-R6", dist, {"offer": C.cards_text(last)}))
    if timing == "all_choose_first" and i + 1 < len(s._pairs):
        s._pair += 1
        return ev + reveal(s)
    return ev + play_next(s)


def play_next(s) -> list:
    """SM-R6: the next offer chosen and waiting, in play order (choosers, then distributor)."""
    (p, offer), s._queue = s._queue[0], s._queue[1:]
    return begin_play(s, p, offer)


def begin_play(s, p, offer) -> list:
    """SM-R7: the limit cards go face up first, then the action cards one at a time."""
    ev = []
    for k in offer:
        if k in LIMIT_VALUE:
            before = s._limits[p]
            s._limits[p] = before + LIMIT_VALUE[k]
            s._used[k] += 1
            ev.append(E("limit", "SM-R7", p, {"value": LIMIT_VALUE[k], "before": before,
                                              "after": s._limits[p]}))
    s._player = p
    s._cards = tuple(k for k in offer if k not in LIMIT_VALUE)
    ev += next_card(s)
    return ev


def next_card(s) -> list:
    if s._cards:
        s.phase, s.to_move = "play", s._player
        return []
    return end_play(s)


def card_done(s, kind) -> list:
    """An action card of the offer being played is resolved (every card verb ends here)."""
    cards = list(s._cards)
    cards.remove(kind)
    s._cards = tuple(cards)
    s._used[kind] += 1
    return next_card(s)


def skip_card(s, a) -> list:
    """SM-R7 variant action_cards_optional: a card discarded unplayed."""
    return [E("skip", "SM-R7", s._player, {"card": CODES[a[0]]})] + card_done(s, a[0])


def end_play(s) -> list:
    """SM-R6: the next offer waiting, the next pair, or the round end."""
    p, s._player = s._player, None
    if s._queue:
        return play_next(s)
    i = s._pair
    dist, choosers = s._pairs[i]
    if p != dist:                               # play_on_taking: a chooser has played
        s._chooser += 1
        if s._chooser < len(choosers):
            s.phase, s.to_move = "choose", choosers[s._chooser]
            return []
        last = s._offers[i][0]
        s._offers[i] = ()
        return [E("gets", "SM-R6", dist, {"offer": C.cards_text(last)})] + \
            begin_play(s, dist, last)
    if i + 1 < len(s._pairs):
        s._pair += 1
        return reveal(s)
    return s.NEXT["round_over"](s)


def next_round(s) -> list:
    """SM-R8, then SM-R1: the start player passes on and the next round begins."""
    return pass_start(s) + begin_round(s)


def pass_start(s) -> list:
    """SM-R8: the start player passes clockwise to the next active player."""
    P = s.players
    for i in range(1, P + 1):
        q = (s._start + i) % P
        if not s._out[q]:
            break
    s._start = q
    return [E("start_player", "SM-R8", q, {})]


# ---- the splits of a hand (pure functions of sorted kinds) ----------------------------------
# The offers are the sub-multisets of the hand in mixed-radix order: per run of same-kind cards
# one digit, how many of them the offer takes (the first run the slowest digit), so that the
# complement of the i-th of N is the (N-1-i)-th. All that depends only on the run lengths of the
# hand (its "shape"): which of two complements is written first, and each run's start and digit
# weight. That table is built once per shape; a hand's offers are then read from it.

def _runs_subs(cards: tuple, lo: int, hi: int) -> list:
    """The sub-multisets of cards[lo:hi] (sorted kinds) in mixed-radix order."""
    subs, i = [()], lo
    while i < hi:
        j = i + 1
        while j < hi and cards[j] == cards[i]:
            j += 1
        runs = [cards[i:i + r] for r in range(j - i + 1)]           # 0, 1, ... cards of a kind
        subs = [s + r for s in subs for r in runs]
        i = j
    return subs


def _subs(cards: tuple) -> list:
    """Every sub-multiset of `cards` (sorted kinds), as sorted tuples, in mixed-radix order:
    every left part + every right part of the hand cut in two between kinds (building them one
    kind at a time makes about as many partial tuples again)."""
    n = len(cards)
    cut = n // 2                          # between two kinds, near the middle
    while 0 < cut < n and cards[cut - 1] == cards[cut]:
        cut += 1
    left, right = _runs_subs(cards, 0, cut), _runs_subs(cards, cut, n)
    return [a + b for a in left for b in right]


def _minus(a: tuple, b: tuple) -> tuple:
    rest = list(a)
    for q in b:
        rest.remove(q)
    return tuple(rest)


class _Shape(NamedTuple):
    """What the splits of every hand of one shape (its run lengths) have in common."""
    order: tuple        # split k is (subs[i], subs[j]) for (i, j) = order[k]
    first: tuple        # first offer k is subs[first[k]] (at least two cards left)
    first_at: tuple     # per sub-multiset index: its place among the first offers, or -1
    runs: tuple         # per run: (its start in the hand, its length, its digit's weight)


_SHAPES: dict = {}            # at most 2**9 shapes of 10 cards: each built on first use


def _new_shape(same: tuple) -> _Shape:
    """The table of the hands whose neighbouring cards are equal where `same` says so."""
    shape = [1]                                             # the run lengths
    for more in same:
        if more:
            shape[-1] += 1
        else:
            shape.append(1)
    model = _subs(tuple(k for k, run in enumerate(shape) for _ in range(run)))
    n, most = len(model), sum(shape) - 2
    order = tuple((i, n - 1 - i) if model[i] <= model[n - 1 - i] else (n - 1 - i, i)
                  for i in range(1, (n + 1) // 2))          # the smaller offer written first
    first = tuple(i for i in range(1, n) if len(model[i]) <= most)
    first_at = [-1] * n
    for place, i in enumerate(first):
        first_at[i] = place
    runs, w, start = [], 1, sum(shape)
    for run in reversed(shape):
        start -= run
        runs.append((start, run, w))
        w *= run + 1
    t = _SHAPES[same] = _Shape(order, first, tuple(first_at), tuple(reversed(runs)))
    return t


_NOT_READ = (-1, object())        # Splits._memo before any entry is read: (index, entry)


class Splits(Sequence):
    """The splits of a hand (`first=False`), or the offers that may be set aside first from it
    (`first=True`, SM-R4), as an immutable sequence that builds an entry only when it is read.

    There are up to ~900 of them, and a random player reads one: so `legal_actions()` in the
    split phase is this lazy sequence (as python-chess's `board.legal_moves` is lazy), and the
    whole tuple is built (once, in the same order) only when something iterates, slices,
    compares or hashes it. `index` finds an action from its cards, without a scan.
    """
    __slots__ = ("_hand", "_shape", "_first", "_all", "_memo")

    def __init__(self, hand: tuple, first: bool = False):
        self._hand, self._first, self._all, self._memo = hand, first, None, _NOT_READ
        same = tuple(map(eq, hand, hand[1:]))       # where a run goes on: the shape's key
        self._shape = _SHAPES.get(same) or _new_shape(same)

    def __len__(self) -> int:
        return len(self._shape.first if self._first else self._shape.order)

    def __getitem__(self, k):
        if self._all is not None or type(k) is not int:
            return self._tuple()[k]
        n = len(self)
        if k < 0:
            k += n
        if not 0 <= k < n:
            raise IndexError("split index out of range")
        if self._memo[0] == k:              # read again (as `apply` does after `index`)
            return self._memo[1]
        t, sub = self._shape, self._sub
        if self._first:
            action = _mk(Action, ("offer", sub(t.first[k])))
        else:
            i, j = t.order[k]
            action = _mk(Action, ("split", (sub(i), sub(j))))
        self._memo = (k, action)
        return action

    def _sub(self, i: int) -> tuple:
        """The i-th sub-multiset of the hand: per run, its digit of i is how many it takes."""
        hand, out = self._hand, ()
        for start, run, w in self._shape.runs:
            take = i // w % (run + 1)
            if take:
                out += hand[start:start + take]
        return out

    def index(self, action, *_) -> int:
        """Where `action` stands (ValueError if it is not here): its offer's mixed-radix index
        is the sum of its cards' weights; the entry there must equal it."""
        k, built = self._memo
        if built is action:                 # the entry just read (a player's pick)
            return k
        try:
            weight = {self._hand[start]: w for start, _, w in self._shape.runs}
            if self._first and action.verb == "offer":
                k = self._shape.first_at[sum(map(weight.__getitem__, action.args))]
            elif not self._first and action.verb == "split":
                i = sum(map(weight.__getitem__, action.args[0]))
                k = min(i, len(self._shape.first_at) - 1 - i) - 1
            else:
                k = -1
            if 0 <= k and self[k] == action:
                return k
        except (AttributeError, TypeError, KeyError, IndexError):   # not even a split
            pass
        raise ValueError(f"{action!r} is not one of these {len(self)} offers")

    def __contains__(self, action) -> bool:
        try:
            self.index(action)
        except ValueError:
            return False
        return True

    def _tuple(self) -> tuple:
        """Every entry, built once: sub-multisets made two halves at a time (see `_subs`)."""
        if self._all is None:
            subs, t = _subs(self._hand), self._shape
            if self._first:
                self._all = tuple([_mk(Action, ("offer", subs[i])) for i in t.first])
            else:
                self._all = tuple([_mk(Action, ("split", (subs[i], subs[j])))
                                   for i, j in t.order])
        return self._all

    def __iter__(self):
        return iter(self._tuple())

    def __eq__(self, other):
        if isinstance(other, (tuple, Splits)):
            return self._tuple() == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._tuple())

    def __repr__(self) -> str:
        return repr(self._tuple())
