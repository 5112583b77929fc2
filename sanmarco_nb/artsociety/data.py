"""The game's components as data (AS-C, AS-W), loaded from `artsociety.json` and validated.

Where the rules leave a fact open (the wall's size, the catalogue), the data file holds this
project's choice, so that a corrected catalogue is a change of data, not of code.
"""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from importlib import resources
from typing import NamedTuple


class Back(NamedTuple):
    """What the back of a painting shows (AS-S3): value and size, w columns × h rows."""
    value: int
    w: int
    h: int

    def __str__(self) -> str:
        return f"{self.value}:{self.w}x{self.h}"


class Piece(NamedTuple):
    """A tile off the wall: a painting (genre, frame, value) or a decor tile (shields)."""
    w: int
    h: int
    genre: str = ""      # "" for decor
    frame: str = ""
    value: int = 0
    shields: int = 0

    @property
    def is_painting(self) -> bool:
        return self.shields == 0

    @property
    def back(self) -> Back:
        return Back(self.value, self.w, self.h)

    def __str__(self) -> str:
        if self.is_painting:
            return f"{self.genre}/{self.frame} {self.value}:{self.w}x{self.h}"
        return f"decor {self.w}x{self.h} ({self.shields})"


class Tile(NamedTuple):
    """A tile on a wall: its top-left cell (row, col, 0-based, AS-W1), its size and its piece."""
    row: int
    col: int
    w: int
    h: int
    genre: str = ""
    frame: str = ""
    value: int = 0
    shields: int = 0

    @property
    def is_painting(self) -> bool:
        return self.shields == 0

    def as_dict(self) -> dict:
        return self._asdict()


@dataclass(frozen=True)
class Components:
    rows: int
    cols: int
    stars: tuple            # ((row, col), ...)
    eye_line_rows: tuple
    corners: tuple
    genres: tuple           # codes, e.g. ("C", "P", "S", "L")
    genre_names: dict
    frames: tuple
    bid_cards: int
    start_cards: tuple
    decor: tuple            # Pieces, one per shield count, in their printed orientation
    decor_rotates: bool
    start_paintings: tuple  # Pieces
    paintings: tuple        # Pieces: the regular catalogue


class DataError(ValueError):
    """The data file breaks a rule of the components."""


def _need(cond: bool, what: str) -> None:
    if not cond:
        raise DataError(f"artsociety data: {what}")


def _int(x, lo, hi, what):
    _need(isinstance(x, int) and not isinstance(x, bool) and lo <= x <= hi,
          f"{what} must be a whole number from {lo} to {hi}, got {x!r}")
    return x


def _painting(d, genres, frames, where) -> Piece:
    _need(isinstance(d, dict) and set(d) == {"genre", "frame", "value", "w", "h"},
          f"{where}: a painting has exactly genre, frame, value, w, h")
    _need(d["genre"] in genres, f"{where}: unknown genre {d['genre']!r}")
    _need(d["frame"] in frames, f"{where}: unknown frame {d['frame']!r}")
    w = _int(d["w"], 1, 20, f"{where}.w")
    h = _int(d["h"], 1, 20, f"{where}.h")
    return Piece(w, h, d["genre"], d["frame"], _int(d["value"], 1, 99, f"{where}.value"))


def parse_components(raw: dict) -> Components:
    """Validate the raw JSON data and build the components."""
    _need(isinstance(raw, dict), "the top level is an object")
    wall = raw.get("wall")
    _need(isinstance(wall, dict), "'wall' is an object")
    rows = _int(wall.get("rows"), 2, 30, "wall.rows")
    cols = _int(wall.get("cols"), 2, 30, "wall.cols")

    def cell(rc, what):
        _need(isinstance(rc, list) and len(rc) == 2, f"{what} is [row, col]")
        return (_int(rc[0], 0, rows - 1, f"{what} row"), _int(rc[1], 0, cols - 1, f"{what} col"))

    stars = tuple(cell(rc, "wall.stars[]") for rc in wall.get("stars", ()))
    _need(len(stars) >= 1, "the wall has at least one star cell (AS-S1)")
    corners = tuple(cell(rc, "wall.corners[]") for rc in wall.get("corners", ()))
    eye = tuple(_int(r, 0, rows - 1, "wall.eye_line_rows[]") for r in wall.get("eye_line_rows", ()))
    genres = tuple(g["code"] for g in raw["genres"])
    _need(len(genres) == len(set(genres)) >= 2, "genre codes are distinct")
    frames = tuple(raw["frames"])
    _need(len(frames) == len(set(frames)) >= 1, "frame codes are distinct")
    for code in genres + frames:
        _need(isinstance(code, str) and len(code) == 1 and code.isalpha() and code.isupper(),
              f"codes are single capital letters, got {code!r}")
    starts = tuple(_painting(d, genres, frames, f"start_paintings[{i}]")
                   for i, d in enumerate(raw["start_paintings"]))
    paintings = tuple(_painting(d, genres, frames, f"paintings[{i}]")
                      for i, d in enumerate(raw["paintings"]))
    for p in starts + paintings:
        _need(p.w <= cols and p.h <= rows, f"painting {p} is larger than the wall")
    top, left = min(stars)                  # AS-S1 start_layout same_for_all hangs it here
    for p in starts:
        _need(all(top <= r < top + p.h and left <= c < left + p.w for r, c in stars),
              f"start painting {p} hung at the upper star covers every star (AS-S1)")
    start_cards = tuple(raw["start_cards"])
    _need(len(start_cards) == len(set(start_cards)) >= 4,
          "the start bid cards are distinct, one per seat (AS-C2)")
    _need(len(starts) >= 4, "one start painting per seat (AS-C3)")
    bid_cards = _int(raw["bid_cards"], 1, 60, "bid_cards")
    # the most paintings 4 players can buy: one auction of 5 per round, one round per bid card
    _need(len(paintings) >= bid_cards * 5, "enough paintings for every round of a 4-player game")
    decor = []
    for i, d in enumerate(raw["decor"]):
        _need(set(d) == {"shields", "w", "h"}, f"decor[{i}] has exactly shields, w, h")
        decor.append(Piece(_int(d["w"], 1, 5, "decor.w"), _int(d["h"], 1, 5, "decor.h"),
                           shields=_int(d["shields"], 1, 9, "decor.shields")))
    _need([p.shields for p in decor] == list(range(1, len(decor) + 1)),
          "decor tiles have 1, 2, 3 ... shields, one shape each (AS-C4)")
    return Components(rows, cols, stars, eye, corners, genres,
                      {g["code"]: g["name"] for g in raw["genres"]}, frames, bid_cards,
                      start_cards, tuple(decor), bool(raw.get("decor_rotates", True)),
                      starts, paintings)


def load(path=None) -> Components:
    """The components from `path`, or from the data file shipped in the package."""
    if path is None:
        text = resources.files(__package__).joinpath("artsociety.json").read_text("utf-8")
    else:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    return parse_components(json.loads(text))


def catalogue_counts(paintings) -> Counter:
    """How many tiles of each (back, genre, frame)."""
    return Counter((p.back, p.genre, p.frame) for p in paintings)
