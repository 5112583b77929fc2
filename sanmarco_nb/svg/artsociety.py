"""Art Society as a static SVG: every gallery wall and the museum's prestige track.

`walls_svg(state)` is a pure function from a state to an SVG string (no Jupyter imports): it is
what `_repr_svg_` shows on GitHub and nbviewer. The genre colours and the frame line styles live
here too, so that the live table in `sanmarco_nb.widgets` draws the same picture.

Nothing is told by colour alone: a painting shows its genre code, frame letter and value, and
each frame has its own line (solid, dashed, dotted, dash-dotted).
"""
from __future__ import annotations

from functools import partial
from html import escape

from ..artsociety import COMPONENTS, GENRES, GEOMETRY
from ..artsociety.scoring import faux_pas
from ..artsociety.data import Back
from ..i18n import label
from .palette import player_colour

__all__ = ["GENRE_COLOURS", "DECOR_COLOUR", "BACK_COLOUR", "FRAME_DASHES", "CELL", "is_decor",
           "tile_text", "piece_svg", "wall_svg", "museum_svg", "walls_svg"]

# genre codes of the data file -> Okabe-Ito colours (colour-blind safe)
GENRE_COLOURS = dict(zip(GENRES, ("#E69F00", "#CC79A7", "#009E73", "#56B4E9")))
DECOR_COLOUR = "#D9D4C7"
BACK_COLOUR = "#8C8C8C"
FRAME_DASHES = dict(zip(COMPONENTS.frames, ("", "6 3", "2 2", "8 2 2 2")))
CELL = 22            # pixels per wall cell
_EYE, _CORNER, _PAPER, _INK, _WARN = "#FFF3C4", "#D55E00", "#FAFAF7", "#222222", "#D55E00"


def is_decor(tile) -> bool:
    return tile.shields > 0


def tile_text(tile) -> str:
    """The short text on a tile: genre code, frame and value; the shields on decor."""
    if is_decor(tile):
        return "\u25C6" * tile.shields      # ◆: in every font (⛨ is not in Chromium's)
    return f"{tile.genre}{tile.frame} {tile.value}"


def _attrs(attrs) -> str:
    return "".join(f' {k.rstrip("_").replace("_", "-")}="{v}"' for k, v in attrs.items())


def _rect(x, y, w, h, **attrs) -> str:
    return f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}"{_attrs(attrs)}/>'


def _text(x, y, s, size=10, anchor="middle", **attrs) -> str:
    return (f'<text x="{x:g}" y="{y:g}" font-size="{size}" text-anchor="{anchor}" '
            f'font-family="sans-serif"{_attrs(attrs)}>{escape(str(s))}</text>')


def _tile_svg(t, x: float, y: float, spoiled: bool = False) -> list[str]:
    """A tile (painting, decor or face-down back) with its top-left corner at pixel (x, y)."""
    w, h = t.w * CELL, t.h * CELL
    cx, cy = x + w / 2, y + h / 2
    if isinstance(t, Back):
        return [_rect(x + 1.5, y + 1.5, w - 3, h - 3, fill=BACK_COLOUR, stroke=_INK,
                      **{"class": "back"}),
                _text(cx, cy + 4, t.value, size=12, fill="white", font_weight="bold")]
    if is_decor(t):
        return [_rect(x + 2, y + 2, w - 4, h - 4, fill=DECOR_COLOUR, stroke="#555", rx=3,
                      **{"class": "decor"}),
                _text(cx, cy + 4, tile_text(t), size=11)]
    out = [_rect(x + 1.5, y + 1.5, w - 3, h - 3, fill=GENRE_COLOURS[t.genre], stroke=_INK,
                 stroke_width=3, stroke_dasharray=FRAME_DASHES[t.frame], **{"class": "painting"}),
           _text(cx, cy + 4, tile_text(t), size=11, font_weight="bold")]
    if spoiled:
        out.append(_rect(x + 5, y + 5, w - 10, h - 10, fill="none", stroke=_WARN,
                         stroke_width=2, **{"class": "faux-pas"}))
    return out


def piece_svg(piece, label: str = "") -> str:
    """A single tile off the wall (an auction slot, the assistant's tile) as a small SVG;
    `label` goes underneath (e.g. the value token of an auction slot)."""
    if piece is None:                  # an empty slot
        empty = _rect(1, 1, 2 * CELL - 2, 2 * CELL - 2, fill="none", stroke="#BBB",
                      stroke_dasharray="3 3")
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{2 * CELL}" '
                f'height="{2 * CELL}">{empty}</svg>')
    w, h = piece.w * CELL, piece.h * CELL + (16 if label else 0)
    body = "".join(_tile_svg(piece, 0, 0))
    if label:
        body += _text(w / 2, h - 3, label, size=11)
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}">{body}</svg>'


def wall_svg(tiles, x0: float = 0, y0: float = 0, title: str = "", colour: str = _INK,
             highlight=()) -> str:
    """One wall as an SVG group: grid, eye-line band, star spaces, corners, tiles (paintings in
    a faux pas outlined), and the `highlight` cells (e.g. the legal anchors of a placement)."""
    geo = COMPONENTS
    W, H = geo.cols * CELL, geo.rows * CELL
    out = ['<g class="wall">']
    if title:
        out.append(_text(x0, y0 - 6, title, size=12, anchor="start", font_weight="bold",
                         fill=colour))
    out.append(_rect(x0, y0, W, H, fill=_PAPER, stroke=colour, stroke_width=2))
    top, bottom = min(geo.eye_line_rows), max(geo.eye_line_rows)
    out.append(_rect(x0, y0 + top * CELL, W, (bottom - top + 1) * CELL, fill=_EYE,
                     **{"class": "eyeline"}))
    out += [f'<line x1="{x0}" y1="{y0 + r * CELL}" x2="{x0 + W}" y2="{y0 + r * CELL}" '
            f'stroke="#DDD"/>' for r in range(1, geo.rows)]
    out += [f'<line x1="{x0 + c * CELL}" y1="{y0}" x2="{x0 + c * CELL}" y2="{y0 + H}" '
            f'stroke="#DDD"/>' for c in range(1, geo.cols)]
    out += [_rect(x0 + c * CELL, y0 + r * CELL, CELL, CELL, fill="#0072B2", fill_opacity=0.35,
                  **{"class": "legal"}) for r, c in highlight]
    out += [_text(x0 + (c + .5) * CELL, y0 + (r + .5) * CELL + 5, "\u2605", size=14,
                  fill="#999", **{"class": "star"}) for r, c in geo.stars]
    out += [_rect(x0 + c * CELL + 3, y0 + r * CELL + 3, CELL - 6, CELL - 6, fill="none",
                  stroke=_CORNER, stroke_dasharray="2 2", **{"class": "corner"})
            for r, c in geo.corners]
    spoiled = faux_pas(tiles, GEOMETRY)
    for i, t in enumerate(tiles):
        out += _tile_svg(t, x0 + t.col * CELL, y0 + t.row * CELL, i in spoiled)
    out.append("</g>")
    return "".join(out)


def museum_svg(museum: dict, multipliers: dict, x0: float = 0, y0: float = 0,
               width: float = 400, names: dict | None = None, title: str = "") -> str:
    """The prestige track: one bar per genre at its position, with its multiplier now."""
    names = names or COMPONENTS.genre_names
    top = max(max(museum.values()) + 3, 10)
    scale = (width - 160) / top
    out = ['<g class="museum">']
    if title:
        out.append(_text(x0, y0 - 4, title, size=12, anchor="start", font_weight="bold"))
    for i, g in enumerate(GENRES):
        y, pos = y0 + i * 20 + (6 if title else 0), museum[g]
        out.append(_text(x0, y + 13, names[g], size=11, anchor="start"))
        out.append(_rect(x0 + 90, y + 3, max(pos * scale, 1), 14, fill=GENRE_COLOURS[g],
                         **{"class": "prestige"}))
        out.append(_text(x0 + 96 + pos * scale, y + 14, f"{pos}  \u00d7{multipliers[g]}",
                         size=11, anchor="start"))
    out.append("</g>")
    return "".join(out)


def walls_svg(state, columns: int | None = None, lang: str = "en") -> str:
    """Every wall (with its owner's assistant and excess paintings) and the museum, as SVG;
    `columns` walls per row (default: all in one row), words in `lang`."""
    geo, n = COMPONENTS, state.players
    word = partial(label, "artsociety", lang=lang)
    columns = columns or n
    wall_w, wall_h = geo.cols * CELL, geo.rows * CELL
    pad, head = 24, 24
    panel_w, panel_h = wall_w + 6 * CELL, wall_h + head + pad
    rows = -(-n // columns)
    width, height = columns * panel_w + pad, rows * panel_h + 4 * 20 + 3 * pad
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}">']
    for p in range(n):
        x0, y0 = pad + (p % columns) * panel_w, head + (p // columns) * panel_h
        out.append(wall_svg(state.walls[p], x0, y0, f"P{p + 1}", player_colour(p)))
        side = x0 + wall_w + 8
        out.append(_text(side, y0 + 10, word("assistant"), size=10, anchor="start"))
        if state.assistant[p] is not None:
            out += _tile_svg(state.assistant[p], side, y0 + 16)
        if state.excess[p]:
            out.append(_text(side, y0 + wall_h, f"{word('excess')}: {state.excess[p]}",
                             size=10, anchor="start", fill=_WARN))
    out.append(museum_svg(state.museum, state.multipliers(), pad, rows * panel_h + 2 * pad,
                          width - 2 * pad, {g: word(g) for g in GENRES},
                          f"{word('museum')}: {word('prestige_track')} (×{word('multiplier')})"))
    out.append("</svg>")
    return "".join(out)


# what a table's static output and the State's `_repr_svg_` (core.PICTURES) draw of this
# game, and its word there
picture = walls_svg
PICTURE = "walls"
