"""Fair division for three: San Marco's 3-player split (SM-R4, SM-R6) beside the textbook
procedures. The subject of lesson 19.

With three active players the distributor splits 10 cards into 3 offers; the first chooser takes
one, the second chooser one of the two left, the distributor keeps the last (SM-R6; see
`split_choose(..., offers=3)`). Two fairness tests of a split, each by the players' own values
and after the choosers' best responses:

* **proportional**: everybody gets at least a third of what the whole hand is worth to them;
* **envy-free**: nobody values another player's offer above their own (`SplitAnalysis.envy_free`).

With additive values envy-free implies proportional (your offer is worth at least each of the
other two, so at least a third of the three). Cards are indivisible, so an envy-free split need
not exist; `census` counts how often it does in real hands. Two weaker tests made for
indivisible goods:

* **EF1** (envy-free up to one card, Budish 2011; with chores as Aziz et al. 2019 define it):
  any envy disappears when one card is removed, a good from the envied offer or a chore (a limit
  card) from the envious player's own;
* **maximin share** (Budish 2011): everybody gets at least what they could make sure of by
  splitting the hand into three offers themselves and getting the worst (`maximin_shares`, by
  enumerating every split; the distributor's guarantee is their maximin share).

For a *divisible* good (a cake) envy-free division for three is always possible: the
**Selfridge–Conway procedure** (about 1960) is the first finite one. `selfridge_conway` runs it
on the hand's action cards laid out as a cake, each card a unit of cake whose value per unit is
the card's value to each player (limit cards are chores, not cake, and are left out), exactly
with fractions. Cut-and-choose extended naively to three (`cut_and_choose_three`: one player
cuts three pieces equal to them, the others choose in turn) is not envy-free: the last chooser
may envy the first (and even get less than a third).
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import permutations

import numpy as np

from ..core import CHANCE, play_chance
from ..games import load_game
from .split_choose import SplitAnalysis, at_least, split_choose

__all__ = ["hand_for_three", "proportional", "envy", "envy_free_by_some_tie_rule",
           "maximin_shares", "maximin_fair", "ef1",
           "census", "Census", "Cake",
           "selfridge_conway", "cut_and_choose_three", "action_cake"]


def hand_for_three(seed: int) -> tuple[str, ...]:
    """The 10 cards (6 action + 4 limit, SM-R4) the distributor draws first in the 3-player game
    seeded `seed`, as notation codes (every step before: the game's chance, or the first legal
    action; the draws depend on the seed alone)."""
    sanmarco = load_game("sanmarco")
    state = sanmarco.new_game(players=3, seed=seed)
    while state.phase != "split":
        if state.to_move == CHANCE:
            play_chance(state)
        else:
            state.apply(state.legal_actions()[0])
    return tuple(sanmarco.CODES[k] for k in state.hand)


def proportional(a: SplitAnalysis) -> np.ndarray:
    """For every split: does each player get at least a third of the hand's worth to them?"""
    total = a.values.sum(axis=1)                         # (splits, players): the whole hand
    return np.all(at_least(a.payoff, total / 3), axis=1)


def envy(a: SplitAnalysis, s: int) -> np.ndarray:
    """envy[p, q]: how much more player p values player q's offer than their own in split s
    (p, q: 0 the distributor, 1 and 2 the choosers in order); positive means envy."""
    held = [int(a.kept[s])] + [int(o) for o in a.taken[s]]
    v = a.values[s]                                      # (offers, players)
    return np.array([[v[held[q], p] - v[held[p], p] for q in range(3)] for p in range(3)])


def envy_free_by_some_tie_rule(a: SplitAnalysis) -> np.ndarray:
    """For every split: is there some way of choosing, each chooser taking an offer worth the
    most to them of those left (ties broken any way), that leaves nobody envious? The most
    envy-free splits any tie rule can give."""
    v, out = a.values, np.zeros(len(a.values), dtype=bool)
    for first, second, kept in permutations(range(3)):
        best1 = np.all(at_least(v[:, first, 1][:, None], v[:, :, 1]), axis=1)
        best2 = at_least(v[:, second, 2], v[:, kept, 2])
        held = (kept, first, second)
        calm = np.all([at_least(v[:, held[p], p], v[:, o, p]) for p in range(3)
                       for o in range(3)], axis=0)
        out |= best1 & best2 & calm
    return out


def maximin_shares(a: SplitAnalysis) -> np.ndarray:
    """Each player's maximin share: the best, over every split into three offers, of the
    offer worth least to them (offers are never empty, SM-R4)."""
    return a.values.min(axis=1).max(axis=0)


def maximin_fair(a: SplitAnalysis) -> np.ndarray:
    """For every split: does each player get at least their maximin share?"""
    return np.all(at_least(a.payoff, maximin_shares(a)), axis=1)


def _holders(a: SplitAnalysis) -> np.ndarray:
    """held[s, p]: the offer player p ends up with (0 the distributor, then the choosers)."""
    return np.column_stack([a.kept, a.taken])


def ef1(a: SplitAnalysis, valuations) -> np.ndarray:
    """For every split: is it envy-free up to one card? `valuations`: the additive values `a`
    was made with, one mapping {card: value} for all or one per player."""
    per_player = [valuations] * 3 if isinstance(valuations, dict) else list(valuations)
    card = np.array([[v[c] for v in per_player] for c in a.cards], dtype=float)  # (cards, p)
    held = _holders(a)
    owner = np.argmax(a.assignment[:, :, None] == held[:, None, :], axis=2)     # (s, cards)
    ok = np.ones(len(held), dtype=bool)
    rows = np.arange(len(held))
    for p in range(3):
        own = a.values[rows, held[:, p], p]
        chore = np.where(owner == p, -card[:, p], 0.0).max(axis=1)   # drop one of your own
        for q in set(range(3)) - {p}:
            good = np.where(owner == q, card[:, p], 0.0).max(axis=1)   # drop one of theirs
            gap = a.values[rows, held[:, q], p] - own
            ok &= at_least(np.maximum(good, chore), gap)
    return ok


@dataclass(frozen=True)
class Census:
    """Per hand (seed): the number of distinct splits, of proportional and of envy-free ones,
    the distributor's guarantee (the maximin split's worst offer), and the numbers of EF1 splits
    and of splits that give everybody their maximin share."""
    seeds: tuple
    splits: np.ndarray
    proportional: np.ndarray
    envy_free: np.ndarray
    guarantee: np.ndarray
    ef1: np.ndarray
    maximin_fair: np.ndarray

    @property
    def with_envy_free(self) -> int:
        """In how many hands an envy-free split exists."""
        return int((self.envy_free > 0).sum())


def census(seeds, valuations, ties: str = "against") -> Census:
    """Every hand `hand_for_three(seed)` split three ways, valued by `valuations` (one for all,
    or distributor, first chooser, second chooser); an indifferent chooser as `ties` says
    (`split_choose`)."""
    rows = []
    for seed in seeds:
        a = split_choose(hand_for_three(seed), valuations, offers=3, ties=ties)
        rows.append((a.splits, int(proportional(a).sum()), int(a.envy_free.sum()),
                     float(a.worst_case.max()), int(ef1(a, valuations).sum()),
                     int(maximin_fair(a).sum())))
    cols = list(zip(*rows)) if rows else [()] * 6
    return Census(tuple(seeds), *(np.array(c) for c in cols))


# ---- a divisible cake: Selfridge-Conway ---------------------------------------------------------

@dataclass(frozen=True)
class Cake:
    """A cake of len(density[0]) units; density[p][i]: what unit i is worth to player p (>= 0).
    A piece is a tuple of intervals (a, b) of the cake."""
    density: tuple

    def value(self, p: int, piece) -> Fraction:
        total = Fraction(0)
        for a, b in piece:
            for i, d in enumerate(self.density[p]):
                overlap = min(b, i + 1) - max(a, i)
                if overlap > 0:
                    total += d * overlap
        return total

    def point(self, p: int, start, worth) -> Fraction:
        """The first x >= start with value(p, [(start, x)]) == worth."""
        x, left = Fraction(start), Fraction(worth)
        while left > 0:
            i = int(x)
            d = self.density[p][i]
            step = i + 1 - x
            if d * step >= left:
                return x + left / d
            left -= d * step
            x = Fraction(i + 1)
        return x

    def cut(self, p: int, piece, k: int) -> list:
        """Cut the interval `piece` ((a, b),) into k pieces worth the same to player p."""
        (a, b), = piece
        share = self.value(p, piece) / k
        cuts = [Fraction(a)]
        for _ in range(k - 1):
            cuts.append(self.point(p, cuts[-1], share))
        cuts.append(Fraction(b))
        return [((x, y),) for x, y in zip(cuts, cuts[1:])]


def _best(cake: Cake, p: int, pieces: list) -> int:
    values = [cake.value(p, piece) for piece in pieces]
    return values.index(max(values))


def selfridge_conway(cake: Cake) -> list:
    """The Selfridge-Conway procedure: each player's share (a tuple of intervals), envy-free.

    1. Player 0 cuts the cake into three pieces equal to them.
    2. Player 1 trims their favourite piece to equal their second favourite (if it is not
       already); the trimmings are set aside.
    3. Player 2 chooses a piece; then player 1 (the trimmed one, if player 2 left it); player 0
       gets the last. Nobody envies anybody so far.
    4. Of players 1 and 2, the one who did not take the trimmed piece cuts the trimmings into
       three pieces equal to them; the one who took it chooses first, then player 0, then the
       cutter. Player 0 does not envy the trimmed piece's holder even if they got all the
       trimmings: to player 0 that piece with all of them is worth one third."""
    n = len(cake.density[0])
    pieces = cake.cut(0, ((0, n),), 3)
    values = [cake.value(1, piece) for piece in pieces]
    order = sorted(range(3), key=lambda i: -values[i])
    big, second = order[0], order[1]
    trimmed, trimmings = None, None
    if values[big] > values[second]:
        (a, b), = pieces[big]
        c = cake.point(1, a, values[second])
        pieces[big], trimmings, trimmed = ((a, c),), ((c, b),), big
    share: dict = {}
    left = list(range(3))
    share[2] = left.pop(left.index(left[_best(cake, 2, [pieces[i] for i in left])]))
    share[1] = trimmed if trimmed in left else left[_best(cake, 1, [pieces[i] for i in left])]
    left.remove(share[1])
    share[0] = left[0]
    result = {p: [pieces[share[p]]] for p in range(3)}
    if trimmings is not None:
        taker = 1 if share[1] == trimmed else 2
        cutter = 3 - taker
        bits = cake.cut(cutter, trimmings, 3)
        for p in (taker, 0, cutter):
            result[p].append(bits.pop(_best(cake, p, bits)))
    return [tuple(iv for piece in result[p] for iv in piece) for p in range(3)]


def cut_and_choose_three(cake: Cake) -> list:
    """Cut-and-choose extended naively: player 0 cuts three pieces equal to them, player 1
    chooses, then player 2, player 0 keeps the last (the order of San Marco's choosers,
    SM-R6). Fair to the cutter and the first chooser only: player 2 may envy player 1, and may
    even get less than a third of the cake by their own values."""
    n = len(cake.density[0])
    pieces = cake.cut(0, ((0, n),), 3)
    first = pieces.pop(_best(cake, 1, pieces))
    second = pieces.pop(_best(cake, 2, pieces))
    return [pieces[0], first, second]


def action_cake(hand, valuations) -> tuple[Cake, tuple]:
    """The action cards of `hand` as a cake (one unit per card, in hand order) valued by the
    three `valuations` ({card: value}); and the cards in cake order."""
    cards = tuple(c for c in hand if not c.startswith("L"))
    return Cake(tuple(tuple(Fraction(v[c]) for c in cards) for v in valuations)), cards
