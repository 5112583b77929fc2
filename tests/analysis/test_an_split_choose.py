"""Split and choose (SM-R3, SM-R4, SM-R6) against brute force on small hands."""
from __future__ import annotations

import itertools
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from sanmarco_nb.analysis.split_choose import at_least, first_best, partitions, split_choose

KINDS = ["1", "5", "B", "T", "D", "X", "L1", "L2", "L3"]


def brute_force(cards, vals, k, ties="against"):
    """Every split by plain enumeration; the same rules as the module, written the slow way.

    vals: one function per player (distributor, choosers...) from an offer (tuple) to a value
    (exact Fractions make the ties exact). Returns {canonical split: (kept value, given up,
    worst case, envy free)}.
    """
    out = {}
    n = len(cards)
    for labels in itertools.product(range(k), repeat=n):
        if set(labels) != set(range(k)):
            continue
        offers = [tuple(sorted(c for c, l in zip(cards, labels) if l == o)) for o in range(k)]
        key = tuple(sorted(offers))
        if key in out:
            continue
        outcomes = []
        for order in itertools.permutations(range(k)):
            left = set(range(k))
            ok = True
            for j in range(k - 1):
                if vals[j + 1](offers[order[j]]) < max(vals[j + 1](offers[o]) for o in left):
                    ok = False
                left.discard(order[j])
            if ok:
                outcomes.append(order)
        pick = min if ties == "against" else max
        order = pick(outcomes, key=lambda o: vals[0](offers[o[-1]]))
        own = [vals[0](offers[order[-1]])] + [vals[j + 1](offers[order[j]]) for j in range(k - 1)]
        envy_free = all(vals[p](offers[o]) <= own[p] for p in range(k) for o in range(k))
        total = sum(vals[0](o) for o in offers)
        out[key] = (own[0], total - own[0], min(vals[0](o) for o in offers), envy_free)
    return out


def analysed(a):
    out = {}
    for s in range(a.splits):
        key = tuple(sorted(tuple(sorted(o)) for o in a.offers(s)))
        assert key not in out, "a split listed twice"
        out[key] = (a.payoff[s, 0], a.given_up[s], a.worst_case[s], bool(a.envy_free[s]))
    return out


def additive(table):
    return lambda offer: sum(table[c] for c in offer)


def exactly(table):
    """The same values as exact Fractions (0.1 as 1/10), for the brute force."""
    return additive({c: Fraction(str(v)) for c, v in table.items()})


hands = st.lists(st.sampled_from(KINDS), min_size=3, max_size=6)
tables = st.fixed_dictionaries({k: st.integers(-4, 5) for k in KINDS})


tenths = st.fixed_dictionaries({k: st.integers(-40, 50).map(lambda i: i / 10) for k in KINDS})


def agree(a, expect):
    got = analysed(a)
    assert got.keys() == expect.keys()
    for key, row in expect.items():
        assert np.allclose(got[key][:3], [float(v) for v in row[:3]]), key
        assert got[key][3] == row[3], key


@settings(max_examples=60, deadline=None)
@given(hand=hands, d=tenths, c=tenths, ties=st.sampled_from(["against", "for"]))
def test_float_values_tie_like_exact_ones(hand, d, c, ties):
    """Values in tenths: 0.1 + 0.2 and 0.3 are a tie, as on paper. The brute force compares
    exact fractions; the module compares floats within one tolerance, everywhere (two offers,
    three offers, envy)."""
    agree(split_choose(hand, [d, c], ties=ties), brute_force(hand, [exactly(d), exactly(c)], 2,
                                                               ties))
    agree(split_choose(hand, [d, c, d], offers=3, ties=ties),
          brute_force(hand, [exactly(d), exactly(c), exactly(d)], 3, ties))


def test_a_float_tie_two_offers_issue_13():
    """The chooser's values 0.1, 0.2, 0.3 tie offers ({a, b} against {c}) exactly as 1, 2, 3 do:
    the same best value and the same envy-free count."""
    d = {"a": 0, "b": 0, "c": 1}
    tenths_ = split_choose(["a", "b", "c"], [d, {"a": .1, "b": .2, "c": .3}])
    ints = split_choose(["a", "b", "c"], [d, {"a": 1, "b": 2, "c": 3}])
    assert tenths_.payoff[tenths_.best, 0] == ints.payoff[ints.best, 0] == 0.0
    assert tenths_.envy_free.sum() == ints.envy_free.sum() == 0


def test_tie_conventions():
    """A chooser indifferent between two offers takes the one better for the distributor's
    rival (ties="against": the distributor keeps the worse) or the other (ties="for"); with
    the distributor indifferent too, the first offer."""
    hand = ["x", "y"]
    chooser = {"x": 1, "y": 1}
    against = split_choose(hand, [{"x": 5, "y": 1}, chooser])
    favour = split_choose(hand, [{"x": 5, "y": 1}, chooser], ties="for")
    assert against.payoff[0, 0] == 1 and favour.payoff[0, 0] == 5
    both = split_choose(hand, [{"x": 2, "y": 2}, chooser])
    assert both.taken[0, 0] == 0
    with pytest.raises(ValueError, match="ties"):
        split_choose(hand, chooser, ties="maybe")


def test_same_name_other_value_is_another_card():
    """Per-card values: two cards named alike but valued differently are not interchangeable
    (issue 13: ['A', 'A', 'B'] with [5, 1, 3] gave maximin 3 with distinct=True, 4 without)."""
    a = split_choose(["A", "A", "B"], [5, 1, 3])
    b = split_choose(["A", "A", "B"], [5, 1, 3], distinct=False)
    assert a.worst_case.max() == b.worst_case.max() == 4
    assert a.splits == b.splits == 3
    same = split_choose(["A", "A", "B"], [5, 5, 3])
    assert same.splits == 2                      # A A | B and A | A B


@settings(max_examples=40, deadline=None)
@given(hand=hands, d=tables, c=tables)
def test_two_offers_agree_with_brute_force_sm_r3(hand, d, c):
    """SM-R3/SM-R6: 2 offers; chooser best response, maximin, envy-free, value given up."""
    a = split_choose(hand, [d, c], offers=2)
    expect = brute_force(hand, [additive(d), additive(c)], 2)
    got = analysed(a)
    assert got.keys() == expect.keys()
    for key, row in expect.items():
        assert np.allclose(got[key][:3], row[:3]) and got[key][3] == row[3], key
    assert a.worst_case[a.maximin] == max(r[2] for r in expect.values())
    assert a.payoff[a.best, 0] == max(r[0] for r in expect.values())


@settings(max_examples=25, deadline=None)
@given(hand=st.lists(st.sampled_from(KINDS), min_size=3, max_size=6), d=tables, c1=tables,
       c2=tables)
def test_three_offers_agree_with_brute_force_sm_r4(hand, d, c1, c2):
    """SM-R4/SM-R6 (3 active players): 1st chooser, then 2nd chooser, distributor keeps the last."""
    a = split_choose(hand, [d, c1, c2], offers=3)
    expect = brute_force(hand, [additive(d), additive(c1), additive(c2)], 3)
    got = analysed(a)
    assert got.keys() == expect.keys()
    for key, row in expect.items():
        assert np.allclose(got[key][:3], row[:3]) and got[key][3] == row[3], key


def test_value_function_for_non_additive_offers():
    """A value function of the whole offer (a Doge card is worth more beside a San Marco card)."""
    def value(offer):
        return sum(2 for c in offer if c in "15") + (5 if "D" in offer and "5" in offer else 1)
    hand = ["1", "5", "D", "T", "L2"]
    a = split_choose(hand, value)
    expect = brute_force(hand, [value, value], 2)
    got = analysed(a)
    assert got.keys() == expect.keys()
    for key, row in expect.items():
        assert np.allclose(got[key][:3], row[:3]) and got[key][3] == row[3]


def test_per_card_values_and_identical_cards():
    """Values per card of the hand (a sequence); identical cards give each split once."""
    a = split_choose(["L1", "L1", "L1", "L1"], [-1, -1, -1, -1])
    assert a.splits == 2                       # 1+3 and 2+2
    assert sorted(a.payoff[:, 0]) == [-3, -2]  # the chooser leaves the worse offer
    assert a.offers(a.maximin) == (("L1", "L1"), ("L1", "L1"))   # 2+2 guarantees -2
    assert a.worst_case[a.maximin] == -2 and a.envy_free[a.maximin]
    full = split_choose(["L1"] * 4, [-1] * 4, distinct=False)
    assert full.splits == 2 ** 3 - 1


def test_partition_counts():
    """2 offers: 2**(n-1) - 1 splits; 3 offers: Stirling numbers S(n, 3)."""
    for n in range(2, 11):
        assert len(partitions(n, 2)) == 2 ** (n - 1) - 1
    stirling3 = lambda n: (3 ** n - 3 * 2 ** n + 3) // 6
    for n in range(3, 11):
        assert len(partitions(n, 3)) == stirling3(n)
    rows = partitions(6, 3)
    assert len({tuple(r) for r in rows}) == len(rows)
    with pytest.raises(ValueError):
        partitions(2, 3)


def test_cut_and_choose_guarantees_half():
    """One shared valuation: the chooser takes the better offer, so the distributor keeps the
    worse one (at most half the hand), and a split is envy-free exactly when both are equal."""
    rng = np.random.default_rng(3)
    for _ in range(20):
        v = rng.integers(0, 10, size=7).astype(float)
        a = split_choose(list(range(7)), v)
        s = a.maximin
        assert a.payoff[s, 0] == a.values[s, :, 0].min()
        assert a.payoff[s, 0] <= v.sum() / 2 + 1e-9
        assert a.envy_free[s] == (a.values[s, 0, 0] == a.values[s, 1, 0])


def test_errors_are_clear():
    with pytest.raises(ValueError, match="2 offers"):
        split_choose(["1", "2", "3", "4"], [1, 2, 3, 4], offers=4)
    with pytest.raises(ValueError, match="no value"):
        split_choose(["1", "D"], {"1": 2})
    with pytest.raises(ValueError, match="card values"):
        split_choose(["1", "D"], [1, 2, 3])


def test_ties_are_relative_to_the_values_compared_issue_23():
    """Issue 23: the tolerance was 1e-9 of the largest value in play, so with a Doge card
    worth 10**9 the splits guaranteeing 10**9 and 10**9 + 2 tied and the first listed won."""
    from sanmarco_nb.exercises import VALUES
    a = split_choose(["D", "D", "5", "6"], {**VALUES, "D": 10 ** 9})
    assert a.worst_case[a.maximin] == 10 ** 9 + 2
    assert sorted(map(sorted, a.offers(a.maximin))) == [["5", "D"], ["6", "D"]]
    assert a.payoff[a.best, 0] == 10 ** 9 + 2
    # 0.1 + 0.2 and 0.3 still tie, beside values of any size
    assert at_least(0.1 + 0.2, 0.3) and at_least(0.3, 0.1 + 0.2)
    assert not at_least(10.0 ** 9, 10.0 ** 9 + 2) and at_least(10.0 ** 9 + 2, 10.0 ** 9)
    assert list(first_best(np.array([1.0, np.inf, 0.3]), lowest=True)[None]) == [2]
