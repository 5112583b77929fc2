"""The action catalogues: every action a game can have, each with a fixed integer id.

OpenSpiel names actions by integers, 0 .. num_distinct_actions - 1 for the players and
0 .. max_chance_outcomes - 1 for chance, and an id must mean the same move in every state. Here
an id is an action's place in its game's catalogue: verb by verb, every argument the notation
can write, built once from the game's components (districts, canals, card kinds and the deck,
players; the wall, the backs, the bid cards, the tiles), never from a state. The engines keep
deciding what is legal; the catalogue only numbers it. No state is needed to read an id back.

San Marco's splits are the bulk: a distributor's hand split into two offers, about 12.8 million
of them (every pair of offers of every hand that is split). They are counted per hand in the
engine's own order (`rounds.Splits`): a split's id is its hand's first id plus its place among
that hand's splits. Offers set aside and offers taken are numbered as card multisets.
"""
from __future__ import annotations

import bisect
from itertools import permutations, product
from math import prod

import numpy as np

from ..sanmarco import cards as smc
from ..sanmarco.board import ADJACENT, DISTRICTS, NEIGHBOURS
from ..sanmarco.notation import Action as SMAction
from ..sanmarco.rounds import HAND, Splits


class Listed:
    """A verb whose actions are few: all of them, listed."""

    def __init__(self, verb: str, actions):
        self.verb, self.actions = verb, tuple(dict.fromkeys(actions))
        self._index = {a: i for i, a in enumerate(self.actions)}
        self.size = len(self.actions)

    def rank(self, action) -> int:
        return self._index[action]

    def unrank(self, i: int):
        return self.actions[i]


class Catalogue:
    """Blocks of ids, one per verb, in a fixed order: `id(action)` and `action(id)`."""

    def __init__(self, blocks):
        self.blocks, self._starts, start = {}, [], 0
        for b in blocks:
            self.blocks[b.verb] = (start, b)
            self._starts.append((start, b))
            start += b.size
        self.size = start
        self._firsts = [s for s, _ in self._starts]

    def id(self, action) -> int:
        """The id of `action`; KeyError for an action this catalogue does not hold."""
        start, block = self.blocks[action[0]]
        return start + block.rank(action)

    def action(self, i: int):
        """The action numbered `i`; IndexError outside 0 .. size - 1."""
        if not 0 <= i < self.size:
            raise IndexError(f"action id {i} is not in 0..{self.size - 1}")
        start, block = self._starts[bisect.bisect_right(self._firsts, i) - 1]
        return block.unrank(i - start)


# ---- San Marco ------------------------------------------------------------------------------
MAX_PLAYERS = 4          # the catalogues of both games are built for their most players
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


def _sm_blocks_chance():
    return [Listed("roll", [SMAction("roll", (d,)) for d in range(len(DISTRICTS))]),
            Listed("draw", [SMAction("draw", (k,)) for k in range(smc.KINDS)]),
            Listed("roles", _orders(MAX_PLAYERS))]


def _sm_blocks_decision(keys):
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


# ---- Art Society ----------------------------------------------------------------------------
def _as_blocks_chance():
    from ..artsociety import components as asc
    return [Listed("start", asc.START), Listed("card", asc.CARD.values()),
            Listed("front", asc.FRONT)]


def _as_blocks_decision():
    from ..artsociety import components as asc
    C = asc.COMPONENTS
    pieces = C.start_paintings + C.paintings + C.decor
    sizes = sorted({wh for p in pieces for wh in asc.orientations(p)})

    def placements(verb):
        G = asc.GEOMETRY
        return Listed(verb, [asc.Action(verb, 0, w, h, r, c) for w, h in sizes
                             for r in range(G.rows - h + 1) for c in range(G.cols - w + 1)])
    # AS-R5: one painting goes to the museum per round, and a round takes a bid card
    museum = range(1, C.bid_cards + 1)
    return [Listed("pick", asc.PICK), Listed("bid", asc.BID), Listed("take", asc.TAKE),
            placements("hang"), placements("from-assistant"), placements("decor"),
            Listed("assistant", [asc.ASSISTANT]), Listed("done", [asc.DONE]),
            Listed("excess", [asc.EXCESS]),
            Listed("swap", [asc.Action("swap", n) for n in museum])]


_BUILT: dict = {}


def catalogues(game: str) -> tuple[Catalogue, Catalogue]:
    """(the players' catalogue, chance's catalogue) of the game called `game`, built once."""
    if game not in _BUILT:
        if game == "sanmarco":
            keys = _hands()
            _BUILT[game] = (Catalogue(_sm_blocks_decision(keys)),
                            Catalogue(_sm_blocks_chance()))
        elif game == "artsociety":
            _BUILT[game] = (Catalogue(_as_blocks_decision()), Catalogue(_as_blocks_chance()))
        else:
            raise ValueError(f"no action catalogue for {game!r}")
    return _BUILT[game]
