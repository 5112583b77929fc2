"""One gallery wall as a live bqplot figure; usable alone in a lesson.

The cells are a `GridHeatMap` (its colour codes: plain, eye-line band, empty corner, legal anchor,
chosen anchor; the legal and chosen anchors also marked "+" and "✓") that reports clicks; the tiles are drawn to size on top as filled `Lines`, one
outline mark per frame style so that frames differ by line, not only by colour. Every redraw
assigns new data to the same marks inside `hold_sync()`.
"""
from __future__ import annotations

import bqplot as bq
import numpy as np
from ipywidgets import CallbackDispatcher

from sanmarco_nb.artsociety import COMPONENTS, GEOMETRY
from sanmarco_nb.artsociety.scoring import faux_pas
from sanmarco_nb.svg.artsociety import DECOR_COLOUR, GENRE_COLOURS, is_decor, tile_text

from .controls import hold

PLAIN, EYELINE, CORNER, LEGAL, CHOSEN = range(5)
FAUX_PAS = "#B00020"
CELL_COLOURS = ["#FAFAF7", "#FFF3C4", "#F6D5C3", "#9CC9E8", "#0072B2"]
FRAME_STYLES = dict(zip(COMPONENTS.frames, ("solid", "dashed", "dotted", "dash_dotted")))


def _outline(tiles, inset=0.06):
    """Closed rectangles (x, y arrays of shape (n, 5)) around `tiles`, slightly inset."""
    x = np.array([[t.col + inset, t.col + t.w - inset, t.col + t.w - inset, t.col + inset,
                   t.col + inset] for t in tiles], dtype=float).reshape(-1, 5)
    y = np.array([[t.row + inset, t.row + inset, t.row + t.h - inset, t.row + t.h - inset,
                   t.row + inset] for t in tiles], dtype=float).reshape(-1, 5)
    return x, y


def _cross(tiles, inset=0.3):
    """Both diagonals of each tile, as one path of 5 points each (corner, corner, centre,
    corner, corner): a cross over the tile."""
    out_x, out_y = [], []
    for t in tiles:
        x0, x1, y0, y1 = t.col + inset, t.col + t.w - inset, t.row + inset, t.row + t.h - inset
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        out_x.append([x0, x1, cx, x0, x1])
        out_y.append([y0, y1, cy, y1, y0])
    return (np.array(out_x, dtype=float).reshape(-1, 5),
            np.array(out_y, dtype=float).reshape(-1, 5))


def _covers(tile, row: int, col: int) -> bool:
    return tile.row <= row < tile.row + tile.h and tile.col <= col < tile.col + tile.w


class GalleryWall:
    """A player's wall. `draw(tiles, ...)` shows it; `on_cell(f, remove=False)` registers (or
    removes) `f(row, col)` for clicks on a cell. Without `eyeline` (the variant that switches
    AS-E4 off) the eye-line rows are drawn plain."""

    def __init__(self, title: str = "", size: int = 250, geo=COMPONENTS, eyeline: bool = True,
                 grow: bool = False):
        self.geo = geo
        self._cell_handlers = CallbackDispatcher()
        xs = bq.LinearScale(min=0, max=geo.cols)
        ys = bq.LinearScale(min=0, max=geo.rows, reverse=True)
        sc = {"x": xs, "y": ys}
        self.base = np.full((geo.rows, geo.cols), PLAIN, dtype=float)
        if eyeline:
            self.base[list(geo.eye_line_rows), :] = EYELINE
        for r, c in geo.corners:
            self.base[r, c] = CORNER
        self.cells = bq.GridHeatMap(
            color=self.base.copy(), row=np.arange(geo.rows + 1), column=np.arange(geo.cols + 1),
            scales={"row": ys, "column": xs,
                    "color": bq.ColorScale(colors=CELL_COLOURS, min=0, max=len(CELL_COLOURS) - 1)},
            stroke="#DDDDDD")
        self.cells.on_element_click(self._clicked)
        # a star on a start cell, and a tile's text, lie over cells and would take their
        # clicks: they pass a click on to the cell beneath
        self._star_cells = set(geo.stars)
        self.stars = bq.Label(x=[c + .5 for r, c in geo.stars], y=[r + .72 for r, c in geo.stars],
                              text=["\u2605"] * len(geo.stars), colors=["#666666"], align="middle",
                              default_size=14, scales=sc, interactions={"click": "select"})
        self.stars.on_element_click(self._clicked_text)
        self.fills = bq.Lines(x=np.zeros((0, 5)), y=np.zeros((0, 5)), fill="inside", colors=[],
                              fill_colors=[], stroke_width=0.5, scales=sc)
        self.frames = {f: bq.Lines(x=np.zeros((0, 5)), y=np.zeros((0, 5)), colors=["#222222"],
                                   line_style=style, stroke_width=3, scales=sc)
                       for f, style in FRAME_STYLES.items()}
        # a faux pas: a thick red outline and a red cross over each painting in it (every
        # painting has a dashed or dotted frame line: an outline alone was not told apart)
        self.faux_pas = bq.Lines(x=np.zeros((0, 5)), y=np.zeros((0, 5)), colors=[FAUX_PAS],
                                 stroke_width=4, scales=sc)
        self.faux_pas_cross = bq.Lines(x=np.zeros((0, 5)), y=np.zeros((0, 5)),
                                       colors=[FAUX_PAS], stroke_width=3, opacities=[0.85],
                                       scales=sc)
        # outline only: a filled preview would catch the clicks meant for the cells beneath
        self.preview = bq.Lines(x=np.zeros((0, 5)), y=np.zeros((0, 5)), colors=["#000000"],
                                line_style="dashed", stroke_width=3, scales=sc)
        self.labels = bq.Label(x=[], y=[], text=[], colors=["#111111"], align="middle",
                               default_size=11, font_weight="bold", scales=sc,
                               interactions={"click": "select"})
        self.labels.on_element_click(self._clicked_text)
        # the cells where the tile may go marked "+" and the one chosen "✓", not by their
        # colour alone; a click on a mark is a click on its cell
        self.spots = bq.Label(x=[], y=[], text=[], colors=["#111111"], align="middle",
                              default_size=11, font_weight="bold", scales=sc,
                              interactions={"click": "select"})
        self.spots.on_element_click(self._clicked_text)
        self.marks = [self.cells, self.stars, self.fills, *self.frames.values(), self.faux_pas,
                      self.faux_pas_cross, self.preview, self.spots, self.labels]
        self.figure = bq.Figure(marks=self.marks, title=title, padding_x=0, padding_y=0,
                                display_toolbar=False,
                                fig_margin={"top": 28 if title else 4, "bottom": 4,
                                            "left": 4, "right": 4},
                                min_aspect_ratio=1, max_aspect_ratio=1,
                                layout={"width": "100%" if grow else f"{size}px",
                                        "max_width": "100%",
                                        "height": f"{size + (24 if title else 0)}px"})
        # the tiles and texts let a click through to the cell beneath (the stars and labels
        # pass it on too, where the browser does not); a wall that grows stays square
        self.figure.add_class("smnb-wall")
        if grow:
            self.figure.add_class("smnb-wall-grow")
        self.tiles = []

    # -- clicks --------------------------------------------------------------------------------
    def on_cell(self, callback, remove: bool = False) -> None:
        self._cell_handlers.register_callback(callback, remove=remove)

    def _clicked(self, _mark, event) -> None:
        data = event.get("data", event)
        self._cell_handlers(int(data["rowNum"]), int(data["columnNum"]))

    def _clicked_text(self, mark, event) -> None:
        """A click on a text drawn over the wall (a star, a tile's label): the cell beneath."""
        i = int(event.get("data", event)["index"])
        row = min(int(mark.y[i]), self.geo.rows - 1)
        col = min(int(mark.x[i]), self.geo.cols - 1)
        self._cell_handlers(row, col)

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, tiles, legal=(), chosen=None, preview=None) -> None:
        """Show `tiles` (paintings in a faux pas outlined); colour the `legal` anchor cells and
        the `chosen` one; draw `preview` (a tile) dashed."""
        tiles = list(tiles)
        spoiled = faux_pas(tiles, GEOMETRY)
        self.tiles = tiles
        color = self.base.copy()
        for r, c in legal:
            color[r, c] = LEGAL
        if chosen is not None:
            color[chosen] = CHOSEN
        fx, fy = _outline(tiles, 0.02)
        fill = [DECOR_COLOUR if is_decor(t) else GENRE_COLOURS[t.genre] for t in tiles]
        with hold(*self.marks):
            self.cells.color = color
            self.fills.x, self.fills.y = fx, fy
            self.fills.fill_colors = fill
            self.fills.colors = ["#555555"] * len(tiles)
            for frame, mark in self.frames.items():
                mark.x, mark.y = _outline([t for t in tiles if t.frame == frame], 0.1)
            bad = [tiles[i] for i in sorted(spoiled)]
            self.faux_pas.x, self.faux_pas.y = _outline(bad, 0.22)
            self.faux_pas_cross.x, self.faux_pas_cross.y = _cross(bad, 0.3)
            self.preview.x, self.preview.y = _outline([preview] if preview else [], 0.0)
            # a star under a tile is covered (and its text would overprint the tile's)
            self.stars.opacities = [0.0 if any(_covers(t, r, c) for t in tiles) else 1.0
                                    for r, c in self.geo.stars]
            self.labels.x = [t.col + t.w / 2 for t in tiles]
            self.labels.y = [t.row + t.h / 2 + 0.2 for t in tiles]
            self.labels.text = [tile_text(t) for t in tiles]
            marks = {(r, c): "+" for r, c in legal}
            if chosen is not None:
                marks[tuple(chosen)] = "\u2713"
            # a star cell carries its mark in its star's text; the others in their top-left
            # corner, clear of the middle that a click aims at
            self.stars.text = [marks.get(rc, "") + "\u2605" for rc in self.geo.stars]
            spots = [(r, c, m) for (r, c), m in marks.items() if (r, c) not in self._star_cells]
            self.spots.x = [c + .24 for r, c, _ in spots]
            self.spots.y = [r + .3 for r, c, _ in spots]
            self.spots.text = [m for _r, _c, m in spots]


def show_wall(state, player: int, piece=None, size: int = 250) -> GalleryWall:
    """A lesson's view of `player`'s wall in `state`; with `piece` (a painting, a decor tile or
    a back), the cells where its top-left corner may go are highlighted (AS-P1)."""
    wall = GalleryWall(f"P{player + 1}", size, eyeline=state.variant.eyeline)
    legal = [] if piece is None else [(r, c) for r, c, w, h in
                                      state.legal_placements(piece, player)
                                      if (w, h) == (piece.w, piece.h)]
    wall.draw(state.walls[player], legal)
    return wall
