"""Game trees: split-and-choose (SM-R3, SM-R6) and the small bidding game (AS-R2, AS-R3) as
extensive forms with information sets; backward induction and pure equilibria here, and
Gambit's solvers on the exported trees give the same values as the package."""
from __future__ import annotations

import io
import xml.etree.ElementTree as ET
from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

from sanmarco_nb.analysis.artsociety_auctions import BiddingGame, solve
from sanmarco_nb.analysis.game_trees import (Chance, Decision, backward_induction, bidding_tree,
                                             GAMBIT_MAX_NODES, exact, gambit_pure_equilibria,
                                             gambit_value, pure_equilibria, split_choose_tree,
                                             to_efg)
from sanmarco_nb.analysis.split_choose import split_choose
from sanmarco_nb.exercises.game_trees import CHOOSER, DISTRIBUTOR, HAND, TIED
from sanmarco_nb.svg.trees import TreeDrawing

TINY = BiddingGame(cards=2, rounds=2, prizes=((3,), (1,)), start=(2, 1))
SMALL = BiddingGame(cards=3, rounds=3, prizes=(1, 3), start=(2, 1))
KINDS = ["1", "5", "D", "B", "L1", "L3"]



def need_gambit():
    return pytest.importorskip(
        "pygambit", reason="pygambit is not installed (pip install -e '.[gambit]'; it builds "
        "Gambit from source, a few minutes): the Gambit comparisons cannot run")


def test_split_tree_shape_sm_r3():
    """One distributor node with a move per split, one chooser node per split (perfect
    information: each its own information set), two leaves each."""
    tree = split_choose_tree(HAND, [DISTRIBUTOR, CHOOSER])
    assert isinstance(tree.root, Decision) and tree.root.player == 0
    assert len(tree.root.children) == split_choose(HAND, DISTRIBUTOR).splits == 3
    assert tree.perfect_information and not tree.zero_sum
    assert all(isinstance(c, Decision) and c.player == 1 and len(c.children) == 2
               for c in tree.root.children)


def test_bidding_tree_has_information_sets_as_r2():
    """Sealed bids (AS-R2): player 1 cannot see player 0's bid of the same round, so the nodes
    after each of player 0's bids form one information set; prizes are chance nodes."""
    tree = bidding_tree(SMALL)
    assert isinstance(tree.root, Chance) and tree.zero_sum and not tree.perfect_information
    sets = tree.infosets()
    first = sets[(1, tree.root.children[0].children[0].infoset)]
    assert len(first) == 3                     # after player 0's bids 1, 2 and 3
    assert all(len(nodes) == 1 for (p, _), nodes in sets.items() if p == 0)
    tiny = bidding_tree(TINY)
    assert [len(n) for n in tiny.infosets().values()] == [1, 2]


@settings(max_examples=30, deadline=None)
@given(hand=st.lists(st.sampled_from(KINDS), min_size=2, max_size=4),
       d=st.fixed_dictionaries({k: st.integers(-3, 4) for k in KINDS}),
       c=st.fixed_dictionaries({k: st.integers(-3, 4) for k in KINDS}),
       ties=st.sampled_from(["against", "for"]))
def test_backward_induction_is_split_choose(hand, d, c, ties):
    """The tree solved from the leaves up gives what split_choose gives, ties both ways."""
    a = split_choose(hand, [d, c], ties=ties)
    solved = backward_induction(split_choose_tree(hand, [d, c]), ties)
    assert solved.value == (exact(a.payoff[a.best, 0]), exact(a.payoff[a.best, 1]))


def test_pure_equilibria_and_subgame_perfection():
    """The exercise's tree: three pure Nash equilibria; one is subgame perfect and it is the
    backward-induction outcome; one gives the distributor less, by a non-credible threat."""
    tree = split_choose_tree(HAND, [DISTRIBUTOR, CHOOSER])
    spe = backward_induction(tree).value
    eqs = pure_equilibria(tree)
    assert len(eqs) == 3
    perfect = [e for e in eqs if e.subgame_perfect]
    assert len(perfect) == 1 and perfect[0].payoffs == spe
    assert any(e.payoffs[0] < spe[0] for e in eqs if not e.subgame_perfect)


def test_ties_decide_the_distributor_s_value():
    tree = split_choose_tree(HAND, [DISTRIBUTOR, TIED])
    against, favour = (backward_induction(tree, t).value[0] for t in ("against", "for"))
    assert against < favour
    assert sum(e.subgame_perfect for e in pure_equilibria(tree)) > 1


def test_backward_induction_refuses_information_sets():
    with pytest.raises(ValueError, match="perfect information"):
        backward_induction(bidding_tree(TINY))


def test_tree_drawing_is_svg():
    tree = bidding_tree(TINY)
    svg = TreeDrawing(tree)._repr_svg_()
    root = ET.fromstring(svg)
    ns = "{http://www.w3.org/2000/svg}"
    dashed = [line for line in root.iter(f"{ns}line") if line.get("stroke-dasharray")]
    assert len(dashed) == 1                     # player 1's information set
    assert len(list(root.iter(f"{ns}rect"))) == 4        # the leaves
    solved = backward_induction(split_choose_tree(HAND, [DISTRIBUTOR, CHOOSER]))
    svg = TreeDrawing(solved.tree, solved.choice)._repr_svg_()
    thick = [ln for ln in ET.fromstring(svg).iter(f"{ns}line") if ln.get("stroke-width") == "4"]
    assert len(thick) == 1 + 3                  # the split, and a choice at every split


# ---- Gambit -----------------------------------------------------------------------------------

def test_gambit_values_equal_the_package_s_bidding_game():
    """The exported trees, solved by Gambit's sequence-form LP: the value of the tiny game is
    exactly 5/2, and the small game's equals `solve` (nashpy LPs, backward induction)."""
    need_gambit()
    assert gambit_value(bidding_tree(TINY), rational=True) == (Fraction(5, 2), Fraction(-5, 2))
    value = gambit_value(bidding_tree(SMALL))
    assert value[0] == pytest.approx(solve(SMALL).value, abs=1e-9)


def test_gambit_agrees_on_split_and_choose():
    """Gambit's LCP equilibrium of the exercise's tree has the subgame-perfect payoffs (no ties
    there), and Gambit's enumeration finds the same pure equilibria as the brute force."""
    need_gambit()
    tree = split_choose_tree(HAND, [DISTRIBUTOR, CHOOSER])
    assert gambit_value(tree, rational=True) == backward_induction(tree).value
    ours = sorted(e.payoffs for e in pure_equilibria(tree))
    assert sorted(gambit_pure_equilibria(tree)) == ours


def test_efg_export_reads_back():
    """The .efg text names the players and the information sets, and Gambit reads it back to
    the same game (same value)."""
    pygambit = need_gambit()
    text = to_efg(bidding_tree(TINY))
    assert text.startswith("EFG 2 R") and '"P1" "P2"' in text
    again = pygambit.read_efg(io.StringIO(text))
    eq = pygambit.nash.lp_solve(again, rational=True).equilibria[0]
    assert Fraction(str(eq.payoff(list(again.players)[0]))) == Fraction(5, 2)
    assert again.is_perfect_recall


def test_gambit_value_refuses_a_tree_too_big_to_solve_in_a_lesson_issue_23():
    """Notebook 15 said the sequence-form LP works 'for bigger' trees: 8,939 nodes (4 cards,
    3 rounds) did not finish in 145 s. A tree above GAMBIT_MAX_NODES is refused at once with
    its size, before Gambit is asked; the small bidding game's exact value is the fraction
    solution 15 quotes."""
    big = bidding_tree(BiddingGame(cards=4, rounds=3, prizes=(1, 3)))
    assert len(big.nodes()) == 8939 > GAMBIT_MAX_NODES
    with pytest.raises(ValueError, match="8,939 nodes"):
        gambit_value(big)
    need_gambit()
    assert gambit_value(bidding_tree(SMALL), rational=True)[0] == Fraction(299398526, 189104535)
