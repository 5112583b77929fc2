"""The gallery wall as an integer bitboard (AS-W1, AS-P1), in the manner of python-chess.

Cell (row, col) is bit `row * S + col` with the stride S = cols + 1: the extra column is never
part of the board, so shifting a mask by one to the left or right cannot wrap into the next row.
A w × h rectangle with its top-left cell at bit i is `rect(w, h) << i`.

`anchors(bits, w, h)` finds every legal top-left cell of a w × h tile at once with a few shifts:
the tile fits where all its cells are free, and it touches the wall where one of its cells is an
edge neighbour of a covered cell (a corner touch is not enough).
"""
from __future__ import annotations

from functools import lru_cache


class WallGeometry:
    def __init__(self, rows: int, cols: int, stars=(), eye_line_rows=(), corners=()):
        self.rows, self.cols = rows, cols
        self.stride = S = cols + 1
        self.board = sum(1 << (r * S + c) for r in range(rows) for c in range(cols))
        self.stars = sum(1 << (r * S + c) for r, c in stars)
        self.eye_line = sum(1 << (r * S + c) for r in eye_line_rows for c in range(cols))
        self.corners = tuple(1 << (r * S + c) for r, c in corners)
        self._rect = lru_cache(maxsize=None)(self._make_rect)
        self._star_anchors = {}

    # -- cells and rectangles --------------------------------------------------------------
    def index(self, row: int, col: int) -> int:
        return row * self.stride + col

    def cell(self, index: int) -> tuple[int, int]:
        return divmod(index, self.stride)

    def _make_rect(self, w: int, h: int) -> int:
        row = (1 << w) - 1
        return sum(row << (r * self.stride) for r in range(h))

    def rect(self, w: int, h: int, row: int = 0, col: int = 0) -> int:
        """The mask of a w × h tile with its top-left cell at (row, col)."""
        return self._rect(w, h) << (row * self.stride + col)

    def inside(self, w: int, h: int, row: int, col: int) -> bool:
        return 0 <= row and 0 <= col and row + h <= self.rows and col + w <= self.cols

    def neighbours(self, mask: int) -> int:
        """The cells that share an edge with `mask` and are not in it (AS-P1, AS-P3, AS-P4)."""
        S = self.stride
        return ((mask << 1) | (mask >> 1) | (mask << S) | (mask >> S)) & self.board & ~mask

    # -- legal positions ---------------------------------------------------------------------
    def fits(self, bits: int, w: int, h: int) -> int:
        """The top-left cells where a w × h tile lies inside the wall and overlaps nothing."""
        free = self.board & ~bits
        f = free
        for dc in range(1, w):
            f &= free >> dc
        g = f
        S = self.stride
        for dr in range(1, h):
            g &= f >> (dr * S)
        return g

    def anchors(self, bits: int, w: int, h: int) -> int:
        """The top-left cells where a w × h tile may hang on the wall `bits` (AS-P1)."""
        free = self.board & ~bits
        S = self.stride
        f = free
        for dc in range(1, w):
            f &= free >> dc
        g = f
        for dr in range(1, h):
            g &= f >> (dr * S)
        if not g:
            return 0
        # cells that are free and share an edge with a covered cell
        t = ((bits << 1) | (bits >> 1) | (bits << S) | (bits >> S)) & free
        u = t
        for dc in range(1, w):
            u |= t >> dc
        v = u
        for dr in range(1, h):
            v |= u >> (dr * S)
        return g & v

    def star_anchors(self, bits: int, w: int, h: int) -> int:
        """The top-left cells where a w × h start painting covers a star cell (AS-S1)."""
        key = (w, h)
        cover = self._star_anchors.get(key)
        if cover is None:
            cover = 0
            for r in range(self.rows - h + 1):
                for c in range(self.cols - w + 1):
                    if self.rect(w, h, r, c) & self.stars:
                        cover |= 1 << self.index(r, c)
            self._star_anchors[key] = cover
        return self.fits(bits, w, h) & cover

    def full(self, bits: int) -> bool:
        return bits & self.board == self.board


def bit_indices(v: int):
    """The indices of the set bits of `v`, lowest first."""
    while v:
        low = v & -v
        yield low.bit_length() - 1
        v ^= low
