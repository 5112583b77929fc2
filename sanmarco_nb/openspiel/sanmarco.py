"""San Marco in OpenSpiel: its action catalogue's blocks and its score bounds.

The splits are the bulk: a distributor's hand split into two offers, about 12.8 million of
them (every pair of offers of every hand that is split). They are counted per hand in the
engine's own order (`rounds.Splits`): a split's id is its hand's first id plus its place among
that hand's splits. Offers set aside and offers taken are numbered as card multisets.
"""
from __future__ import annotations

from itertools import permutations, product
from math import prod

import numpy as np

from ..sanmarco import board
from ..sanmarco import cards as smc
from ..sanmarco.board import ADJACENT, DISTRICTS, NEIGHBOURS
from ..sanmarco.notation import Action as SMAction
from ..sanmarco.rounds import HAND, Splits
from .catalogue import Listed

MAX_PLAYERS = 4          # the catalogue is built for the game's most players
_TOP = max(HAND.values(), key=sum)            # the largest hand: every offer is part of one
# per card kind, the most of it in one hand: its cards in the deck, within its deck's share
_CAPS = tuple(min(smc.FULL_DECK[k], _TOP[0] if k in smc.ACTION_KINDS else _TOP[1])
              for k in range(smc.KINDS))
_WEIGHTS = tuple(prod(c + 1 for c in _CAPS[k + 1:]) for k in range(smc.KINDS))


def _hands() -> np.ndarray:
    """Every multiset of cards one hand can hold, as mixed-radix keys (a kind's count is its
    digit), ascending: at most the largest hand's action and limit cards, each kind within
    the deck."""
    keys = []

    def walk(k: int, key: int, left: tuple):
        if k == smc.KINDS:
            keys.append(key)
            return
        group = 0 if k in smc.ACTION_KINDS else 1
        for n in range(min(_CAPS[k], left[group]) + 1):
            rest = (left[0] - n, left[1]) if group == 0 else (left[0], left[1] - n)
            walk(k + 1, key + n * _WEIGHTS[k], rest)
    walk(0, 0, _TOP)
    return np.array(keys, dtype=np.int64)


def _counts(key: int) -> list[int]:
    return [key // w % (c + 1) for w, c in zip(_WEIGHTS, _CAPS)]


def _cards(key: int) -> tuple:
    return tuple(k for k, n in enumerate(_counts(key)) for _ in range(n))


def _key(cards) -> int:
    key = 0
    for k in cards:
        key += _WEIGHTS[k]
    return key


def _split_hand(counts) -> bool:
    """SM-R3/R4: a hand is split in two when it is a whole hand of two offers, or what is left
    of a hand of three once one offer is set aside (SM-R4: at least two cards left)."""
    n_act = sum(counts[k] for k in smc.ACTION_KINDS)
    n_lim = sum(counts[k] for k in smc.LIMIT_KINDS)
    two, three = HAND[1], HAND[2]
    return ((n_act, n_lim) == two or
            (n_act <= three[0] and n_lim <= three[1] and 2 <= n_act + n_lim < sum(three)))


class Multisets:
    """A verb whose argument is one offer (sorted card kinds): "offer ...", "take ..."."""

    def __init__(self, verb: str, keys: np.ndarray):
        self.verb, self._keys, self.size = verb, keys, len(keys) - 1    # (no empty offer)

    def rank(self, action) -> int:
        key = _key(action[1])
        i = int(np.searchsorted(self._keys, key))
        if i == len(self._keys) or self._keys[i] != key or key == 0:
            raise KeyError(action)
        return i - 1

    def unrank(self, i: int):
        return SMAction(self.verb, _cards(int(self._keys[i + 1])))


class SplitsBlock:
    """"split A / B": per hand that is split, its splits in the engine's order."""
    verb = "split"

    def __init__(self, keys: np.ndarray):
        self._keys = keys
        sizes = np.array([len(Splits(_cards(int(k)))) if _split_hand(_counts(int(k))) else 0
                          for k in keys], dtype=np.int64)
        self._ends = np.cumsum(sizes)
        self.size = int(self._ends[-1])

    def rank(self, action) -> int:
        a, b = action[1]
        hand = tuple(sorted(a + b))
        key = _key(hand)
        i = int(np.searchsorted(self._keys, key))
        if i == len(self._keys) or self._keys[i] != key:
            raise KeyError(action)
        start = int(self._ends[i - 1]) if i else 0
        try:
            k = Splits(hand).index(action)
        except ValueError:
            raise KeyError(action) from None
        if start + k >= self._ends[i]:
            raise KeyError(action)
        return start + k

    def unrank(self, i: int):
        h = int(np.searchsorted(self._ends, i, side="right"))
        start = int(self._ends[h - 1]) if h else 0
        return Splits(_cards(int(self._keys[h])))[i - start]


def _orders(players: int):
    """SM-R1/R2/P4: the roles as other players in order, one to three of them."""
    return [SMAction("roles", x) for n in range(1, players)
            for x in permutations(range(players), n)]


def _blocks_chance():
    return [Listed("roll", [SMAction("roll", (d,)) for d in range(len(DISTRICTS))]),
            Listed("draw", [SMAction("draw", (k,)) for k in range(smc.KINDS)]),
            Listed("roles", _orders(MAX_PLAYERS))]


def _blocks_decision(keys):
    P, D, C = MAX_PLAYERS, range(len(DISTRICTS)), range(len(ADJACENT))
    opt_d, opt_p = (-1, *D), (-1, *range(P))
    takes = [(-1, -1)] + [(t, q) for t in C for q in range(P)]      # SM-A3: whose bridge
    bridges = [SMAction("bridge", ())] + [SMAction("bridge", (c, t, q, src)) for c in C
                                          for t, q in takes for src in opt_d]
    doge = [SMAction("doge", ((d,), ())) for d in D] + [
        SMAction("doge", ((a, b), (o,))) for a in D for b, _ in NEIGHBOURS[a] for o in opt_p]
    # SM-A5: whose aristocrats leave after a roll of at most 6: owners, sorted, 0 to 6 of them
    removals = {tuple(sorted(x)) for n in range(len(DISTRICTS) + 1)
                for x in product(range(P), repeat=n)}
    return [
        Listed("roles", _orders(P)),
        Listed("bridge", bridges),
        SplitsBlock(keys),
        Multisets("offer", keys),
        Multisets("take", keys),
        Listed("district", [SMAction("district", (d, h, s)) for d in D for h in opt_d
                            for s in opt_d]),
        Listed("transfer", [SMAction("transfer", ())] + [
            SMAction("transfer", (d, q, s)) for d in D for q in range(P) for s in opt_d]),
        Listed("doge", doge),
        Listed("banish", [SMAction("banish", (d,)) for d in D]),
        Listed("remove", [SMAction("remove", x) for x in sorted(removals, key=lambda x:
                                                                   (len(x), x))]),
        Listed("remove1", [SMAction("remove1", (d, q)) for d in D for q in range(P)]),
        Listed("skip", [SMAction("skip", (k,)) for k in range(smc.KINDS)]),
    ]


def blocks() -> tuple[list, list]:
    """The players' blocks and chance's, in their fixed order."""
    return _blocks_decision(_hands()), _blocks_chance()


def score_bounds(players: int) -> tuple[int, int]:
    """The lowest and highest final score a player can have (loose, never exceeded): scores
    never go below 0 (a crossing or toll is only offered when it can be paid, SM-A9), tolls
    move points between players, and points come only from district scorings (one per Doge
    card, at most its deck's Doge cards each passage, and the six of the final scoring: each
    pays at most a leader and a runner-up, or every player tied) and the passage bonus (SM-P5:
    at most the limit cards of the whole deck, per player)."""
    scoring = max(max(f + s, players * s) for f, s in board.FIRST_SECOND)
    scorings = board.PASSAGES * smc.FULL_DECK[smc.DOGE] + len(DISTRICTS)
    limits = sum(smc.FULL_DECK[k] * v for k, v in smc.LIMIT_VALUE.items())
    return 0, scorings * scoring + board.PASSAGES * players * limits
