"""AS-P1 on the bitboard: inside the wall, no overlap, an edge shared with a tile already there."""
import pytest
from hypothesis import given, settings, strategies as st

from sanmarco_nb import IllegalAction
from sanmarco_nb import artsociety as AS
from sanmarco_nb.artsociety.notation import parse_action
from sanmarco_nb.artsociety.wall import WallGeometry, bit_indices

G = AS.GEOMETRY


def brute_anchors(cells, w, h, rows=10, cols=10):
    """AS-P1 from its words, cell by cell."""
    out = set()
    for r in range(rows - h + 1):
        for c in range(cols - w + 1):
            tile = {(r + i, c + j) for i in range(h) for j in range(w)}
            if tile & cells:
                continue
            touching = any((y + dy, x + dx) in cells for y, x in tile
                           for dy, dx in ((0, 1), (1, 0), (0, -1), (-1, 0)))
            if touching:
                out.add((r, c))
    return out


def bits_of(cells):
    return sum(1 << G.index(r, c) for r, c in cells)


@settings(max_examples=150, deadline=None)
@given(st.sets(st.tuples(st.integers(0, 9), st.integers(0, 9)), max_size=60),
       st.integers(1, 5), st.integers(1, 5))
def test_AS_P1_bitboard_anchors_equal_the_rule_cell_by_cell(cells, w, h):
    anchors = {G.cell(i) for i in bit_indices(G.anchors(bits_of(cells), w, h))}
    assert anchors == brute_anchors(cells, w, h)


def test_AS_P1_corner_touch_is_not_enough():
    bits = G.rect(2, 2, 4, 4)
    anchors = {G.cell(i) for i in bit_indices(G.anchors(bits, 1, 1))}
    assert (3, 3) not in anchors and (6, 6) not in anchors      # diagonal neighbours
    assert {(3, 4), (3, 5), (4, 3), (5, 6), (6, 5)} <= anchors


def test_AS_P1_no_wrap_around_between_rows():
    bits = G.rect(1, 1, 4, 9)        # right edge of row 4
    anchors = {G.cell(i) for i in bit_indices(G.anchors(bits, 1, 1))}
    assert anchors == {(3, 9), (5, 9), (4, 8)}


def test_AS_W1_the_geometry_follows_the_data_size():
    g = WallGeometry(3, 7)
    assert bin(g.board).count("1") == 21
    assert g.fits(0, 7, 3) == 1 and g.fits(0, 8, 1) == 0


@pytest.fixture
def placing(script):
    """Player 1 (index 0) about to place a 3x4 City Life painting; start painting at (4, 4)."""
    s = script.setup(2)
    script.auction(s, ["6:3x4"] * 3, ["C/B", "C/C", "P/C"])
    script.bid(s, 12, 5)
    s.apply(AS.Action("take", 1))
    return s


@pytest.mark.parametrize("move, reason", [
    ("hang 3x4@8,2", "a 3×4 painting does not fit at row 9, column 3: it would reach beyond"),
    ("hang 3x4@3,3", "overlap a tile"),
    ("hang 3x4@0,0", "share no edge"),
    ("hang 3x4@0,1", "share no edge"),          # touches (4, 4) only at a corner
    ("hang 2x2@0,4", "the painting in hand is 3×4, not 2×2"),
])
def test_AS_P1_illegal_positions_say_why_and_leave_the_state(placing, script, move, reason):
    before = script.snapshot(placing)
    with pytest.raises(IllegalAction, match=reason):
        placing.apply(parse_action(move))
    assert script.snapshot(placing) == before


def test_AS_P1_legal_positions_of_the_state_match_the_rule(placing):
    hangs = {(a.row, a.col) for a in placing.legal_actions() if a.verb == "hang"}
    cells = {(4 + i, 4 + j) for i in range(2) for j in range(2)}
    assert hangs == brute_anchors(cells, 3, 4)
    assert sorted((r, c) for r, c, w, h in placing.legal_placements(placing.pending)) == \
        sorted(hangs)


def test_AS_P1_legal_placements_for_any_piece_and_player(placing):
    spots = placing.legal_placements(AS.Back(7, 4, 4), player=1)
    assert (0, 4, 4, 4) in spots and all((w, h) == (4, 4) for r, c, w, h in spots)
    # a 5x5 never fits beside a start painting hung in the very middle (4 rows/cols each side)
    assert placing.legal_placements(AS.Back(9, 5, 5), player=1) == []
    decor = AS.Piece(1, 2, shields=2)                     # rotates: both shapes (AS-C4)
    assert {(w, h) for r, c, w, h in placing.legal_placements(decor)} == {(1, 2), (2, 1)}
