"""Art Society as a static SVG: every gallery wall and the museum's prestige track.

Pure string building (no Jupyter imports): `walls_svg(state)` is what `_repr_svg_` shows on
GitHub and nbviewer. The reading of a state (`wall_tiles`, `geometry`, ...) and the genre colours
live here too, so that the live table in `sanmarco_nb.widgets` draws exactly the same picture.
"""
from __future__ import annotations

from html import escape
from typing import NamedTuple

__all__ = ["GENRE_COLOURS", "GENRE_NAMES", "FRAME_DASHES", "Tile", "Geometry", "geometry", "wall_tiles",
           "museum_track", "walls_svg", "wall_svg", "museum_svg", "faux_pas_indices"]

# genre codes of the data file -> Okabe-Ito colours (colour-blind safe); every painting also
# carries its genre's code, so nothing is told by colour alone
GENRE_COLOURS = {"C": "#E69F00", "P": "#CC79A7", "S": "#009E73", "L": "#56B4E9"}
GENRE_NAMES = {"C": "City Life", "P": "Portrait", "S": "Still Life", "L": "Landscape"}
DECOR_COLOUR = "#D9D4C7"
# frames A-D are told apart by the line, not by colour
FRAME_DASHES = {"A": "", "B": "6 3", "C": "2 2", "D": "8 2 2 2"}
CELL = 22            # pixels per wall cell


class Tile(NamedTuple):
    """One tile on a wall, as a picture needs it: where, how big, and what is on its front."""
    row: int
    col: int
    w: int
    h: int
    genre: str | None = None      # None for a decor tile
    frame: str | None = None
    value: int = 0
    shields: int = 0

    @property
    def is_decor(self) -> bool:
        return self.genre is None

    def cells(self):
        return [(r, c) for r in range(self.row, self.row + self.h)
                for c in range(self.col, self.col + self.w)]


class Geometry(NamedTuple):
    rows: int
    cols: int
    stars: tuple
    band: tuple          # eye-line rows
    corners: tuple


def geometry(state) -> Geometry:
    """The wall's size, star cells, eye-line rows and corners (from the engine's data file)."""
    g = state.geometry
    return Geometry(g.rows, g.cols, tuple(map(tuple, g.stars)), tuple(g.eyeline),
                    tuple(map(tuple, g.corners)))


def _tile(t) -> Tile:
    return Tile(t.row, t.col, t.w, t.h, getattr(t, "genre", None), getattr(t, "frame", None),
                getattr(t, "value", 0), getattr(t, "shields", 0))


def wall_tiles(state, player: int) -> list[Tile]:
    """The tiles on `player`'s wall, in the order they were hung."""
    return [_tile(t) for t in state.walls[player]]


def museum_track(state) -> dict:
    """Each genre's position on the prestige track, and its multiplier now."""
    mult = state.multipliers()
    return {g: (state.museum[g], mult[g]) for g in GENRE_COLOURS}


# ---- drawing ------------------------------------------------------------------------------

def _rect(x, y, w, h, **attrs) -> str:
    extra = "".join(f' {k.rstrip("_").replace("_", "-")}="{v}"' for k, v in attrs.items())
    return f'<rect x="{x}" y="{y}" width="{w}" height="{h}"{extra}/>'


def _text(x, y, s, size=10, anchor="middle", **attrs) -> str:
    extra = "".join(f' {k.rstrip("_").replace("_", "-")}="{v}"' for k, v in attrs.items())
    return (f'<text x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}" '
            f'font-family="sans-serif"{extra}>{escape(str(s))}</text>')


def _tile_svg(t: Tile, x0: int, y0: int, faux_pas: bool = False) -> list[str]:
    x, y, w, h = x0 + t.col * CELL, y0 + t.row * CELL, t.w * CELL, t.h * CELL
    cx, cy = x + w / 2, y + h / 2
    if t.is_decor:
        return [_rect(x + 2, y + 2, w - 4, h - 4, fill=DECOR_COLOUR, stroke="#555", rx=3),
                _text(cx, cy + 4, "\u26E8" * t.shields, size=11, **{"class": "shields"})]
    dash = FRAME_DASHES.get(t.frame, "")
    out = [_rect(x + 1.5, y + 1.5, w - 3, h - 3, fill=GENRE_COLOURS[t.genre], stroke="#222",
                 stroke_width=3, stroke_dasharray=dash, **{"class": "painting"}),
           _text(cx, cy + 4, f"{t.genre}{t.frame} {t.value}", size=11)]
    if faux_pas:
        out.append(_rect(x + 5, y + 5, w - 10, h - 10, fill="none", stroke="#D55E00",
                         stroke_width=2, **{"class": "faux-pas"}))
    return out


def wall_svg(tiles, geo: Geometry, x0: int = 0, y0: int = 0, title: str = "",
             faux_pas=frozenset(), highlight=frozenset()) -> str:
    """One wall as an SVG group: the grid, the eye-line band, stars, corners and the tiles.

    `faux_pas` holds indices into `tiles` drawn with a warning outline; `highlight` holds cells
    (row, col) to mark, e.g. the legal anchors of a placement."""
    out = [f'<g class="wall">']
    if title:
        out.append(_text(x0, y0 - 6, title, size=12, anchor="start", font_weight="bold"))
    out.append(_rect(x0, y0, geo.cols * CELL, geo.rows * CELL, fill="#FAFAF7", stroke="#333"))
    top, bottom = min(geo.band), max(geo.band)
    out.append(_rect(x0, y0 + top * CELL, geo.cols * CELL, (bottom - top + 1) * CELL,
                     fill="#FFF3C4", **{"class": "eyeline"}))
    for r in range(1, geo.rows):
        out.append(f'<line x1="{x0}" y1="{y0 + r * CELL}" x2="{x0 + geo.cols * CELL}" '
                   f'y2="{y0 + r * CELL}" stroke="#DDD"/>')
    for c in range(1, geo.cols):
        out.append(f'<line x1="{x0 + c * CELL}" y1="{y0}" x2="{x0 + c * CELL}" '
                   f'y2="{y0 + geo.rows * CELL}" stroke="#DDD"/>')
    for r, c in highlight:
        out.append(_rect(x0 + c * CELL, y0 + r * CELL, CELL, CELL, fill="#0072B2",
                         fill_opacity="0.35", **{"class": "legal"}))
    for r, c in geo.stars:
        out.append(_text(x0 + (c + .5) * CELL, y0 + (r + .5) * CELL + 5, "\u2605", size=14,
                         fill="#999"))
    for r, c in geo.corners:
        out.append(_rect(x0 + c * CELL + 3, y0 + r * CELL + 3, CELL - 6, CELL - 6, fill="none",
                         stroke="#D55E00", stroke_dasharray="2 2"))
    for i, t in enumerate(tiles):
        out.extend(_tile_svg(t, x0, y0, i in faux_pas))
    out.append("</g>")
    return "".join(out)


def museum_svg(track: dict, x0: int = 0, y0: int = 0, width: int = 400,
               names: dict | None = None) -> str:
    """The prestige track: one bar per genre at its position, with the multiplier now."""
    names = names or {}
    top = max([pos for pos, _ in track.values()] + [10])
    scale = (width - 150) / top
    out = ['<g class="museum">']
    for i, (genre, (pos, mult)) in enumerate(track.items()):
        y = y0 + i * 20
        out.append(_text(x0, y + 13, names.get(genre, GENRE_NAMES[genre]), size=11,
                         anchor="start"))
        out.append(_rect(x0 + 90, y + 3, max(pos * scale, 1), 14, fill=GENRE_COLOURS[genre],
                         **{"class": "prestige"}))
        out.append(_text(x0 + 96 + pos * scale, y + 14, f"{pos}  \u00d7{mult}", size=11,
                         anchor="start"))
    out.append("</g>")
    return "".join(out)


def walls_svg(state, lang: str = "en", columns: int | None = None) -> str:
    """Every wall (with its owner's assistant and excess paintings) and the museum, as SVG."""
    geo = geometry(state)
    n = state.players
    columns = columns or n
    wall_w, wall_h = geo.cols * CELL, geo.rows * CELL
    pad, head = 24, 22
    panel_w, panel_h = wall_w + pad + 4 * CELL, wall_h + head + pad
    rows = -(-n // columns)
    width = columns * panel_w + pad
    height = rows * panel_h + 4 * 20 + 2 * pad
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}">']
    for p in range(n):
        x0 = pad + (p % columns) * panel_w
        y0 = head + (p // columns) * panel_h
        tiles = wall_tiles(state, p)
        out.append(wall_svg(tiles, geo, x0, y0, title=f"P{p + 1}",
                            faux_pas=faux_pas_indices(tiles)))
        side = x0 + wall_w + 8
        assistant = state.assistant[p]
        out.append(_text(side, y0 + 10, "\u2794", size=11, anchor="start"))
        if assistant is not None:
            t = _tile(assistant)._replace(row=0, col=0)
            out.extend(_tile_svg(t, side, y0 + 16))
        if state.excess[p]:
            out.append(_text(side, y0 + wall_h, f"excess {state.excess[p]}", size=10,
                             anchor="start", fill="#D55E00"))
    out.append(museum_svg(museum_track(state), pad, rows * panel_h + pad, width - 2 * pad))
    out.append("</svg>")
    return "".join(out)


def faux_pas_indices(tiles) -> frozenset:
    """Indices of the paintings that share an edge with a painting of the same genre (AS-P3)."""
    owner = {}
    for i, t in enumerate(tiles):
        for cell in t.cells():
            owner[cell] = i
    bad = set()
    for (r, c), i in owner.items():
        for nb in ((r + 1, c), (r, c + 1)):
            j = owner.get(nb)
            if j is not None and j != i and not tiles[i].is_decor \
                    and tiles[i].genre == tiles[j].genre:
                bad.update((i, j))
    return frozenset(bad)
