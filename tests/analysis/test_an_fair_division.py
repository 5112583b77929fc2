"""Fair division for three (analysis.sanmarco_fair_division): real 3-player hands (SM-R4), the
fairness tests against brute force, Selfridge-Conway envy-free on random cakes (exactly),
cut-and-choose for three proportional but not envy-free."""
from __future__ import annotations

import random
from fractions import Fraction
from itertools import permutations, product

import numpy as np
import pytest

from sanmarco_nb.analysis.sanmarco_fair_division import (Cake, census, cut_and_choose_three,
                                                         envy, hand_for_three, proportional,
                                                         selfridge_conway)
from sanmarco_nb.analysis.split_choose import split_choose
from sanmarco_nb.exercises.fair_division_for_three import TASTES


def test_a_hand_for_three_is_six_action_and_four_limit_cards_SM_R4():
    for seed in range(5):
        hand = hand_for_three(seed)
        assert len(hand) == 10 and sum(c.startswith("L") for c in hand) == 4
    assert hand_for_three(3) == hand_for_three(3)


def _brute_force(cards, tastes):
    """Proportional and envy-free splits (offers as multisets, counted once), with the choosers
    taking their best (ties against the distributor) in order (SM-R6)."""
    seen, prop, ef = set(), 0, 0
    for labels in product(range(3), repeat=len(cards)):
        offers = [tuple(sorted(c for c, l in zip(cards, labels) if l == o)) for o in range(3)]
        if not all(offers) or tuple(sorted(offers)) in seen:
            continue
        seen.add(tuple(sorted(offers)))
        worth = [[sum(t[c] for c in o) for o in offers] for t in tastes]
        best = None
        for order in permutations(range(3)):          # chooser 1, chooser 2, distributor
            c1, c2, d = order
            if worth[1][c1] == max(worth[1]) and \
                    worth[2][c2] == max(worth[2][o] for o in (c2, d)):
                if best is None or worth[0][d] < worth[0][best[2]]:
                    best = order
        held = (best[2], best[0], best[1])
        totals = [sum(w) for w in worth]
        prop += all(3 * worth[p][held[p]] >= totals[p] for p in range(3))
        ef += all(worth[p][held[p]] >= worth[p][o] for p in range(3) for o in range(3))
    return len(seen), prop, ef


def test_fairness_counts_against_brute_force():
    cards = hand_for_three(2)[:7]
    a = split_choose(cards, TASTES, offers=3)
    assert (a.splits, int(proportional(a).sum()), int(a.envy_free.sum())) == \
        _brute_force(cards, TASTES)


def test_envy_free_implies_proportional_and_matches_the_envy_matrix():
    a = split_choose(hand_for_three(2), TASTES, offers=3)
    assert not (a.envy_free & ~proportional(a)).any()
    for s in np.flatnonzero(a.envy_free)[:20]:
        assert envy(a, s).max() <= 1e-9
    for s in np.flatnonzero(~a.envy_free)[:20]:
        assert envy(a, s).max() > 0


def test_census_counts_hands():
    c = census(range(4), TASTES)
    assert c.seeds == (0, 1, 2, 3) and len(c.splits) == 4
    assert c.with_envy_free == int((c.envy_free > 0).sum())


def _random_cake(rng, units=6):
    return Cake(tuple(tuple(Fraction(rng.randint(0, 5)) + (i == p) for i in range(units))
                      for p in range(3)))


def _max_envy(cake, shares):
    return max(cake.value(p, shares[q]) - cake.value(p, shares[p])
               for p in range(3) for q in range(3))


def test_selfridge_conway_is_envy_free_and_shares_the_whole_cake():
    rng = random.Random(19)
    for _ in range(60):
        cake = _random_cake(rng)
        shares = selfridge_conway(cake)
        assert _max_envy(cake, shares) <= 0
        whole = ((0, 6),)
        for p in range(3):
            assert sum(cake.value(p, s) for s in shares) == cake.value(p, whole)


def test_cut_and_choose_for_three_is_fair_to_the_cutter_and_the_first_chooser_only():
    rng = random.Random(3)
    envious = short = 0
    for _ in range(60):
        cake = _random_cake(rng)
        shares = cut_and_choose_three(cake)
        for p in (0, 1):
            assert 3 * cake.value(p, shares[p]) >= cake.value(p, ((0, 6),))
        short += 3 * cake.value(2, shares[2]) < cake.value(2, ((0, 6),))
        e = [[cake.value(p, shares[q]) - cake.value(p, shares[p]) for q in range(3)]
             for p in range(3)]
        assert max(e[0]) <= 0 and max(e[1]) <= 0          # the cutter and the first chooser
        envious += max(e[2]) > 0
    assert envious > 0 and short > 0


def test_cake_cuts_are_exact():
    cake = Cake(((Fraction(1), Fraction(3)),) * 3)
    assert cake.point(0, 0, 2) == Fraction(4, 3)
    pieces = cake.cut(0, ((0, 2),), 4)
    assert all(cake.value(0, p) == 1 for p in pieces)
