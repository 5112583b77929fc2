"""Exact probabilities of San Marco's set-up dice (SM-S2, with the reroll rule SM-S3).

One player's four rolls have 6**4 = 1296 sequences, few enough to list with their exact
probabilities (`Fraction`s); the players roll independently, so questions about the whole table
are convolutions of one player's distribution.

    from sanmarco_nb.analysis.sanmarco_setup_dice import roll_sequences, p_some_district_empty
    sum(roll_sequences().values()) == 1
"""
from __future__ import annotations

from fractions import Fraction
from itertools import product

from ..sanmarco.board import DISTRICTS

__all__ = ["roll_sequences", "p_some_district_empty", "cover_distribution", "ROLLS", "FACES"]

FACES = len(DISTRICTS)      # the die names a district (SM-S2)
ROLLS = 4                   # each player rolls four times (SM-S2)
ALL_DISTRICTS = (1 << FACES) - 1


def roll_sequences(reroll: bool = True) -> dict[tuple[int, ...], Fraction]:
    """Every sequence of one player's four set-up rolls (SM-S2), faces 1..6, and its exact
    probability; sequences that cannot happen are left out.

    With `reroll` (SM-S3): after three equal rolls a fourth equal one is rolled again until it
    differs, so the fourth is then one of the five other faces, each with probability 1/5.
    """
    out = {}
    for seq in product(range(1, FACES + 1), repeat=ROLLS):
        first3 = seq[:3]
        if reroll and len(set(first3)) == 1:
            if seq[3] != seq[0]:
                out[seq] = Fraction(1, FACES ** 3 * (FACES - 1))
        else:
            out[seq] = Fraction(1, FACES ** ROLLS)
    return out


def cover_distribution(reroll: bool = True) -> dict[int, Fraction]:
    """The distribution of the set of districts one player covers, as a 6-bit mask."""
    cover: dict[int, Fraction] = {}
    for seq, p in roll_sequences(reroll).items():
        mask = 0
        for face in seq:
            mask |= 1 << (face - 1)
        cover[mask] = cover.get(mask, 0) + p
    return cover


def p_some_district_empty(players: int = 4, reroll: bool = True) -> Fraction:
    """The exact probability that after the dice (SM-S2) some district has no aristocrat at all.

    The players roll independently, so the distribution of the union of their covers is the
    OR-convolution of one player's distribution with itself, once per player.
    """
    cover = cover_distribution(reroll)
    union = {0: Fraction(1)}
    for _ in range(players):
        nxt: dict[int, Fraction] = {}
        for m, p in union.items():
            for m2, q in cover.items():
                nxt[m | m2] = nxt.get(m | m2, 0) + p * q
        union = nxt
    return sum((p for m, p in union.items() if m != ALL_DISTRICTS), Fraction(0))
