"""Split and choose: every way to split a hand into offers, and what each player makes of it.

San Marco's distributor splits the cards drawn into 2 offers (4 active players, SM-R3) or 3 offers
(3 active players, SM-R4), each of at least one card, in any mix of action and limit cards. The
chooser(s) pick in turn and the distributor keeps what is left (SM-R6). This module enumerates
all those splits at once with numpy and answers the classroom questions:

* the choosers' best responses (each takes the offer worth most to them);
* the distributor's *maximin* split (best worst case, not knowing what the choosers like: the
  classic "I cut, you choose") and their *best* split (knowing the choosers' valuations);
* the envy-free splits (after the choices nobody prefers another player's offer to their own);
* the value the distributor gives up: their own value of what the choosers take away.

It lives with the bots because the greedy bot's distributor reasons with it (the bots are the
lower layer: `analysis` imports `bots`, never the other way round); the classroom imports it as
`sanmarco_nb.analysis.split_choose`.

Valuations are data: one mapping ``{card: value}`` or one sequence (per card of the hand) for
everybody, or a value function ``f(offer) -> float`` of a tuple of cards (for values that are not
additive, e.g. a Doge card worth more with a district card beside it); or a list of such, one per
player: distributor first, then the choosers in the order they choose. Limit cards usually get
negative values.

Ties. Two values are compared with one tolerance (`tolerance`: 1e-9 of the larger of the two
compared, not of the largest value in play), so 0.1 + 0.2 and 0.3 are equal here, as they are
on paper, and 10**9 and 10**9 + 2 are not, however large the other values. A chooser indifferent between offers
takes the one worst for the distributor (``ties="against"``, the default: what a cautious
distributor must assume; the split's value is then a guarantee) or the one best for them
(``ties="for"``: the usual subgame-perfect convention that indifferent followers favour the
leader). If the distributor is indifferent too, the first chooser takes the lowest-numbered offer
(offers are numbered by their first card in the hand). The maximin and best splits are the first
(in enumeration order) within the tolerance of the best.

Identical cards: two cards are interchangeable only if they have the same name *and*, where
values are given per card of the hand, the same value for every player. So
``split_choose(["A", "A", "B"], [5, 1, 3])`` treats the two A's as different cards.

    >>> a = split_choose(["doge", "bridge", "limit 1", "limit 3"], {"doge": 4, "bridge": 2,
    ...                   "limit 1": -1, "limit 3": -3})
    >>> a.offers(a.maximin)
    (('doge', 'limit 3'), ('bridge', 'limit 1'))
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations
from typing import Any, Sequence

import numpy as np

__all__ = ["split_choose", "SplitAnalysis", "partitions", "best_responses", "tolerance",
           "at_least", "first_best", "TIES"]

RELATIVE_TOLERANCE = 1e-9
TIES = ("against", "for")     # how an indifferent chooser treats the distributor


def tolerance(a, b=0.0):
    """The gap below which values `a` and `b` count as equal: 1e-9 of the larger magnitude of
    the two (at least 1e-9; an infinite value counts as 0), elementwise for arrays. The one
    comparison every tie in this module goes through (`at_least`, `first_best`)."""
    mag = np.maximum(np.abs(np.asarray(a, dtype=float)), np.abs(np.asarray(b, dtype=float)))
    return RELATIVE_TOLERANCE * np.maximum(1.0, np.where(np.isfinite(mag), mag, 0.0))


def at_least(x, y):
    """x >= y within `tolerance(x, y)` (elementwise)."""
    return x >= y - tolerance(x, y)


def first_best(x: np.ndarray, axis: int = -1, lowest: bool = False) -> np.ndarray:
    """The index of the first entry within `tolerance` of the highest (or, with `lowest`, the
    lowest) along `axis`: a tie goes to the first candidate, whatever rounding put last."""
    x = np.asarray(x, dtype=float)
    if lowest:
        near = at_least(-x, -x.min(axis=axis, keepdims=True))
    else:
        near = at_least(x, x.max(axis=axis, keepdims=True))
    return near.argmax(axis=axis)


@lru_cache(maxsize=None)
def partitions(n: int, k: int) -> np.ndarray:
    """Every split of n cards into k non-empty unlabelled offers, as rows of offer labels.

    Row s gives, for each card, the offer it goes to. Offers are numbered in the order of their
    first card (restricted growth strings), so every split appears exactly once: 2**(n-1) - 1 rows
    for k = 2, the Stirling number S(n, 3) for k = 3. The result is cached and read-only.
    """
    if not 1 <= k <= n:
        raise ValueError(f"cannot split {n} cards into {k} non-empty offers")
    labels = np.indices((k,) * n, dtype=np.int8).reshape(n, -1).T     # all k**n labellings
    # restricted growth: the first card opens offer 0 and card i opens at most one new offer
    highest = np.maximum.accumulate(labels, axis=1)
    ok = (labels[:, 0] == 0) & (highest[:, -1] == k - 1)
    ok &= np.all(labels[:, 1:] <= highest[:, :-1] + 1, axis=1)
    rows = np.ascontiguousarray(labels[ok])
    rows.setflags(write=False)
    return rows


@lru_cache(maxsize=None)
def _onehot(n: int, k: int) -> np.ndarray:
    # onehot[s, o, i] = 1.0 when card i is in offer o of split s
    rows = partitions(n, k)
    onehot = (rows[:, None, :] == np.arange(k, dtype=np.int8)[None, :, None]).astype(float)
    onehot.setflags(write=False)
    return onehot


@lru_cache(maxsize=None)
def _orders(k: int) -> np.ndarray:
    # every way the choosers can take offers, in lexicographic order (so the first chooser's
    # lowest-numbered offer comes first): column j is the offer of the j-th chooser, the last
    # column what the distributor keeps
    return np.array(list(permutations(range(k))), dtype=np.int8)


def _is_sequence(v) -> bool:
    return not callable(v) and not isinstance(v, dict)


def _kinds(cards, per_player) -> tuple[list, np.ndarray]:
    """The interchangeable kinds of card in the hand and each card's kind: the same name and,
    for valuations given per card, the same values (see the module docstring)."""
    per_card = [np.asarray(v, dtype=float) for v in per_player if _is_sequence(v)]
    kinds: list = []
    index: dict = {}
    of = []
    for i, c in enumerate(cards):
        key = (c,) + tuple(float(v[i]) for v in per_card)
        if key not in index:
            index[key] = len(kinds)
            kinds.append(c)
        of.append(index[key])
    return kinds, np.array(of, dtype=np.intp)


def _is_valuation(v) -> bool:
    if callable(v) or isinstance(v, dict):
        return True
    try:
        v = np.asarray(v)
    except ValueError:          # ragged: a list of per-player valuations
        return False
    return v.ndim == 1 and v.dtype.kind in "iuf"


def _per_player(valuations, players: int, n: int) -> list:
    """One valuation per player from the accepted forms (see the module docstring)."""
    if isinstance(valuations, np.ndarray) and valuations.ndim == 2:
        valuations = list(valuations)
    if _is_valuation(valuations):
        valuations = [valuations] * players
    valuations = list(valuations)
    if len(valuations) != players or not all(_is_valuation(v) for v in valuations):
        raise ValueError(f"expected one valuation for everybody or one per player ({players}: "
                         "the distributor, then the choosers)")
    for v in valuations:
        if _is_sequence(v) and len(v) != n:
            raise ValueError(f"expected {n} card values, got {len(v)}")
    return valuations


def _offer_index(counts) -> tuple[np.ndarray, np.ndarray]:
    """Number the distinct offers (multisets of kinds): ids[s, o], and for each id the flat
    index (s * k + o) of one offer that has it. Each offer is coded as one integer first: its
    kind counts in base n + 1 (fits easily: n <= 12 cards, kinds <= n)."""
    n = int(counts[0].sum()) if len(counts) else 0
    codes = counts.astype(np.int64) @ (n + 1) ** np.arange(counts.shape[2], dtype=np.int64)
    _, first, ids = np.unique(codes.ravel(), return_index=True, return_inverse=True)
    return ids.reshape(codes.shape), first


def _cards_of(kinds, offer_counts) -> tuple:
    return tuple(tuple(x for kind, m in zip(kinds, row) for x in [kind] * int(m))
                 for row in offer_counts.tolist())


def _offer_values(valuation, kinds, counts, onehot, offer_cards, ids) -> np.ndarray:
    """The value of every offer of every split for one player: shape (splits, k)."""
    if callable(valuation):
        # not additive: evaluate each distinct offer once
        values = np.array([float(valuation(o)) for o in offer_cards])
        return values[ids]
    if isinstance(valuation, dict):
        missing = [k for k in kinds if k not in valuation]
        if missing:
            raise ValueError(f"no value given for the card {missing[0]!r}")
        return counts @ np.array([valuation[k] for k in kinds], dtype=float)
    return onehot @ np.asarray(valuation, dtype=float)


@dataclass(frozen=True)
class SplitAnalysis:
    """Every split of a hand and its outcome. Arrays are indexed by split s (rows).

    assignment[s, i]  the offer card i goes to (offers numbered by their first card)
    values[s, o, p]   player p's value of offer o (p = 0 the distributor, then the choosers)
    taken[s, j]       the offer the j-th chooser takes (best response; ties as `ties` says, see
                      the module docstring); kept[s] the offer the distributor keeps
    payoff[s, p]      what each player ends up with, by their own valuation
    envy_free[s]      nobody values another player's offer above their own (within `tolerance`)
    given_up[s]       the distributor's value of the offers the choosers take
    worst_case[s]     the distributor's worst offer: what they keep whatever the choosers like
    maximin           the split with the best worst case for the distributor over any choices
    best              the split best for the distributor given the choosers' best responses
    ties              "against" or "for" the distributor (an indifferent chooser's choice)
    """
    cards: tuple
    assignment: np.ndarray
    values: np.ndarray
    taken: np.ndarray
    kept: np.ndarray
    payoff: np.ndarray
    envy_free: np.ndarray
    given_up: np.ndarray
    worst_case: np.ndarray
    maximin: int
    best: int
    offer_ids: np.ndarray = None      # offer_ids[s, o]: which distinct offer (multiset) it is
    kinds: tuple = ()                 # the distinct cards of the hand
    offer_counts: np.ndarray = None   # offer_counts[i, kind]: the cards of distinct offer i
    ties: str = "against"

    @property
    def offer_cards(self) -> tuple:
        """The cards of each distinct offer (numbered as in `offer_ids`)."""
        return _cards_of(self.kinds, self.offer_counts)

    def best_by_offer(self, player: int = 0) -> dict:
        """For each distinct offer (by its card names), the most `player` gets from any split
        that contains it (e.g. which offer should a distributor set aside first? SM-R4)."""
        best = np.full(len(self.offer_cards), -np.inf)
        np.maximum.at(best, self.offer_ids.ravel(),
                      np.repeat(self.payoff[:, player], self.offer_ids.shape[1]))
        out: dict = {}
        for cards, value in zip(self.offer_cards, best.tolist()):
            out[cards] = max(value, out.get(cards, -np.inf))   # same names, other values
        return out

    @property
    def splits(self) -> int:
        return len(self.assignment)

    def offers(self, s: int) -> tuple:
        """The offers of split s as tuples of cards (in hand order)."""
        k = self.values.shape[1]
        return tuple(tuple(c for c, o in zip(self.cards, self.assignment[s]) if o == j)
                     for j in range(k))

    def describe(self, s: int, players=None) -> str:
        """Split s in a sentence: its offers, what each chooser takes, what the distributor
        keeps. `players` names them as a lesson's table does, the distributor first, then the
        choosers in the order they choose (e.g. ("Player 1", "Player 2")); without it they
        are "the distributor" and "chooser 1", "chooser 2" (the 1st and 2nd to choose)."""
        offers = self.offers(s)
        k = len(offers)
        names = players or ["the distributor"] + [f"chooser {j + 1}" for j in range(k - 1)]
        parts = [" + ".join(map(str, o)) for o in offers]
        who = [f"{names[j + 1]} takes [{parts[self.taken[s, j]]}]" for j in range(k - 1)]
        return (f"{' | '.join(f'[{p}]' for p in parts)}: {', '.join(who)}; {names[0]} "
                f"keeps [{parts[self.kept[s]]}] worth {self.payoff[s, 0]:g} to them "
                f"(gives up {self.given_up[s]:g})")


def split_choose(cards: Sequence[Any], valuations, offers: int = 2, distinct: bool = True,
                 ties: str = "against") -> SplitAnalysis:
    """Analyse every split of `cards` into `offers` non-empty offers (2, or 3 for 3 players).

    `valuations`: see the module docstring. With `distinct` (the default), splits that differ
    only by swapping identical cards (same name and same values) are listed once. `ties`:
    "against" (default) or "for" the distributor, see the module docstring.
    """
    cards = tuple(cards)
    n, k = len(cards), offers
    if k not in (2, 3):
        raise ValueError("a split has 2 offers (4 active players) or 3 (3 players)")
    if ties not in TIES:
        raise ValueError(f"ties is one of {TIES}")
    per_player = _per_player(valuations, k, n)
    rows, onehot = partitions(n, k), _onehot(n, k)
    kinds, kind_of = _kinds(cards, per_player)
    counts = onehot[:, :, np.argsort(kind_of, kind="stable")]    # group the cards by kind
    counts = np.add.reduceat(counts, np.searchsorted(np.sort(kind_of), np.arange(len(kinds))),
                             axis=2)                                  # (splits, k, kinds)
    ids, first = _offer_index(counts)
    offer_counts = counts.reshape(-1, len(kinds))[first]          # (distinct offers, kinds)
    if distinct and len(kinds) < n:
        # a split is its offers as multisets, in any order: keep the first of each
        ranks = np.sort(ids, axis=1) @ (ids.max() + 1) ** np.arange(k - 1, -1, -1)
        _, keep = np.unique(ranks, return_index=True)
        keep.sort()
        rows, onehot, counts, ids = rows[keep], onehot[keep], counts[keep], ids[keep]
    offer_cards = _cards_of(kinds, offer_counts) if any(map(callable, per_player)) else None
    values = np.empty((len(rows), k, k))
    for p, valuation in enumerate(per_player):
        values[:, :, p] = _offer_values(valuation, kinds, counts, onehot, offer_cards, ids)

    taken, kept, payoff, worst = best_responses(values, ties)
    own = payoff[:, :, None]
    # envy: player p compares their own offer with every offer (their own valuation)
    envy_free = np.all(at_least(own, values.transpose(0, 2, 1)), axis=(1, 2))
    total = values[:, :, 0].sum(axis=1)
    return SplitAnalysis(
        cards=cards, assignment=rows, values=values, taken=taken, kept=kept, payoff=payoff,
        envy_free=envy_free, given_up=total - payoff[:, 0], worst_case=worst,
        maximin=int(first_best(worst)), best=int(first_best(payoff[:, 0])),
        offer_ids=ids, kinds=tuple(kinds), offer_counts=offer_counts, ties=ties)


def best_responses(values, ties: str = "against"):
    """Best responses of the choosers, ties as `ties` says (see the module docstring).

    `values[s, o, p]`: player p's value of offer o in split s (p = 0 the distributor).
    Returns (taken[s, j] the offer of chooser j, kept[s], payoff[s, p], worst case[s]).

    Try every order in which the offers can be taken (a permutation, lexicographic); keep those
    where each chooser takes an offer worth the most to them (within `tolerance`) among the offers
    still there; of those, the first one worst (or best, ``ties="for"``) for the distributor.
    """
    values = np.asarray(values, dtype=float)
    splits, k, _ = values.shape
    orders = _orders(k)                                           # (m, k)
    s = np.arange(splits)[:, None]
    feasible = np.ones((splits, len(orders)), dtype=bool)
    remaining = np.ones((splits, len(orders), k), dtype=bool)
    for j in range(k - 1):
        v = values[:, :, j + 1]                                   # chooser j's values
        avail = np.where(remaining, v[:, None, :], -np.inf)
        feasible &= at_least(v[s, orders[None, :, j]], avail.max(axis=2))
        remaining[:, np.arange(len(orders)), orders[:, j]] = False
    keep_value = values[s, orders[None, :, -1], 0]                # distributor's kept value
    against = ties == "against"
    pick = first_best(np.where(feasible, keep_value, np.inf if against else -np.inf),
                      axis=1, lowest=against)
    chosen = orders[pick]                                         # (splits, k)
    taken, kept = chosen[:, :-1], chosen[:, -1]
    rows = np.arange(splits)
    payoff = np.stack([values[rows, kept, 0]] +
                      [values[rows, chosen[:, j], j + 1] for j in range(k - 1)], axis=1)
    worst = values[:, :, 0].min(axis=1)                           # any chooser, any taste
    return taken, kept, payoff, worst
