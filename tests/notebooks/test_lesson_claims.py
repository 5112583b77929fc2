"""Claims of lessons 11, 13 and 15 that issue 23 found wrong, recomputed: the texts say what the
tools give, and the wrong sentences stay out."""
from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import nbformat
import pytest

from sanmarco_nb.analysis.artsociety_auctions import BiddingGame, bid_distribution, solve
from sanmarco_nb.analysis.game_trees import GAMBIT_MAX_NODES, bidding_tree, gambit_value

ROOT = Path(__file__).resolve().parents[2]


def text(path: str) -> str:
    """The markdown of a notebook, its lines joined (a phrase may wrap)."""
    nb = nbformat.read(ROOT / path, as_version=4)
    return " ".join(" ".join(c.source.split()) for c in nb.cells if c.cell_type == "markdown")


def first_bids(prizes) -> list[dict]:
    solved = solve(BiddingGame(cards=5, rounds=3, prizes=prizes, start=(2, 1)))
    return [bid_distribution(solved, p)[(0, prizes[0][0])] for p in (0, 1)]


def test_13_solution_section_8_bids_as_the_solver_gives_them():
    """Shrinking prizes: the bids do not both go to the 5 (199/333 and 119/333, a tie on the 5
    about one time in five); growing prizes: the round-1 bid is the 3 (25/42) or the 4 (17/42),
    so only the 5 is saved."""
    p0, p1 = first_bids(((5,), (3,), (1,)))
    assert p0[5] == pytest.approx(199 / 333, abs=1e-6)
    assert p1[5] == pytest.approx(119 / 333, abs=1e-6)
    assert round(p0[5] * p1[5], 2) == 0.21
    g0, _ = first_bids(((1,), (3,), (5,)))
    assert {c for c, v in g0.items() if v > 1e-9} == {3, 4}
    assert (g0[3], g0[4]) == (pytest.approx(25 / 42, abs=1e-6), pytest.approx(17 / 42, abs=1e-6))
    said = text("docs/solutions/13_bidding_equilibria.ipynb")
    for claim in ("199/333", "119/333", "(21%)", "(25/42)", "(17/42)", "only the 5 is saved"):
        assert claim in said
    assert "the bids tie, and" not in said and "saves its high cards" not in said


def test_13_and_15_agree_on_backward_induction():
    """15 said backward induction cannot work on the bidding game, 13 solves it so: node by
    node it fails inside a round, over the rounds it works; both lessons say so."""
    for path in ("notebooks/13_bidding_equilibria.ipynb", "notebooks/15_game_trees.ipynb"):
        said = text(path)
        assert "over the rounds" in said or "over rounds" in said, path
        assert "node by node" in said or "node-by-node" in said, path
    assert "Backward induction cannot work here" not in text("notebooks/15_game_trees.ipynb")


def test_15_states_the_sizes_gambit_can_solve():
    """'for this tree and for bigger ones' became sizes and times; the sizes are the trees'
    and the limit is the one gambit_value enforces."""
    said = text("notebooks/15_game_trees.ipynb")
    assert "for bigger ones" not in said
    sizes = {(3, 3, (1, 3)): "567", (3, 3, (1, 3, 5)): "1,579", (5, 2, (1, 3)): "2,163",
             (4, 3, (1, 3)): "8,939"}
    for (cards, rounds, prizes), shown in sizes.items():
        tree = bidding_tree(BiddingGame(cards=cards, rounds=rounds, prizes=prizes, start=(2, 1)))
        assert f"{len(tree.nodes()):,}" == shown and f"{shown} nodes" in said
    assert f"{GAMBIT_MAX_NODES:,} nodes" in said


def test_15_solution_says_what_agrees():
    """Not 'to the last digit': both floats agree with the exact value to about 15 digits."""
    said = text("docs/solutions/15_game_trees.ipynb")
    assert "last digit:" not in said and "to the last digit" not in said
    exact = Fraction(299398526, 189104535)
    assert str(exact) in said
    from sanmarco_nb.exercises.game_trees import SMALL_BIDDING, small_bidding_tree
    values = [solve(SMALL_BIDDING).value]
    pytest.importorskip("pygambit")
    values.append(gambit_value(small_bidding_tree())[0])
    for value in values:
        assert abs(Fraction(value) - exact) < 1e-14 * exact


def test_11_removes_the_extra_card_and_keeps_the_two_questions_apart():
    """The 'without' arm moved the Doge card to the rival distributor; the solution read the
    whole-game regression of section 8 as the cost of this card in this position."""
    lesson = text("notebooks/11_value_of_a_card.ipynb")
    assert "discards" in lesson and "WITHOUT" not in lesson and "moved to" not in lesson
    solution = text("docs/solutions/11_value_of_a_card.ipynb")
    assert "section 8 shows it costs them" not in solution
    assert "Section 8 asks another question" in solution
