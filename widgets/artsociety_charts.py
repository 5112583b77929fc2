"""The museum's prestige track and the score breakdown as live bqplot charts.

Both keep their marks and take new data in `update(...)`, inside `hold_sync()`; `labels` is a
`(key) -> text` callable in the current language (a `controls.Labels`), `relabel()` re-reads it.
"""
from __future__ import annotations

from html import escape

import bqplot as bq
import ipywidgets as W
import numpy as np

from sanmarco_nb.svg.artsociety import GENRE_COLOURS

from .controls import hold

# score parts as the engine's score_breakdown() names them, in the order of the rules
# (AS-E2..E6), Okabe-Ito colours; the penalties are negative and stack below zero
SCORE_PARTS = ("genres", "decor", "eye_line", "full_wall", "corners", "excess")
PART_COLOURS = ["#0072B2", "#999933", "#E69F00", "#009E73", "#D55E00", "#CC79A7"]


def _square(colour: str) -> str:
    """A legend's colour as a small outlined square (a shape, not a text: a coloured "■"
    would be text below WCAG's contrast)."""
    return (f'<svg width="11" height="11" aria-hidden="true" focusable="false" '
            f'style="vertical-align:-1px"><rect x="0.5" y="0.5" width="10" height="10" '
            f'fill="{colour}" stroke="#333333"/></svg>')


def breakdown_parts(breakdown) -> np.ndarray:
    """`parts[k][p]`: score part SCORE_PARTS[k] of player p, from `score_breakdown()`."""
    return np.array([[sum(b["genres"].values()) if k == "genres" else b[k] for b in breakdown]
                     for k in SCORE_PARTS], dtype=float)


class MuseumChart:
    """One bar per genre at its prestige-track position, labelled with its multiplier now."""

    def __init__(self, labels, width: int = 340):
        self.labels = labels
        self.genres = list(GENRE_COLOURS)
        xs, self.ys = bq.OrdinalScale(), bq.LinearScale(min=0, max=10)
        sc = {"x": xs, "y": self.ys}
        self.bars = bq.Bars(x=self._names(), y=np.zeros(len(self.genres)),
                            colors=list(GENRE_COLOURS.values()), scales=sc, padding=0.25)
        self.multipliers = bq.Label(x=self._names(), y=np.zeros(len(self.genres)),
                                    text=[""] * len(self.genres), align="middle", y_offset=-6,
                                    default_size=13, colors=["#111111"], scales=sc)
        self.figure = bq.Figure(
            marks=[self.bars, self.multipliers], title=labels("museum_title"),
            axes=[bq.Axis(scale=xs), bq.Axis(scale=self.ys, side="left", tick_format="d")],
            fig_margin={"top": 40, "bottom": 30, "left": 40, "right": 10},
            display_toolbar=False, title_style={"font-size": "14px"},   # fits a phone
            layout={"width": "100%", "min_width": "260px", "max_width": f"{width}px",
                    "height": "240px"})
        self.marks = [self.figure, self.ys, self.bars, self.multipliers]
        # what the marks mean, right under the chart
        self.legend = W.HTML(layout=W.Layout(max_width=f"{width}px"))
        self.widget = W.VBox([self.figure, self.legend],
                             layout=W.Layout(flex="1 1 260px", max_width=f"{width}px"))
        self._legend()

    def _legend(self) -> None:
        self.legend.value = f'<small>{escape(self.labels("legend_museum"))}</small>'

    def _names(self):
        return [self.labels(g) for g in self.genres]

    def update(self, museum: dict, multipliers: dict) -> None:
        """`museum`: genre -> track position; `multipliers`: genre -> multiplier now."""
        pos = np.array([museum[g] for g in self.genres], dtype=float)
        with hold(*self.marks):
            self.ys.max = float(max(10, pos.max() + 3))
            self.bars.y = pos
            self.multipliers.y = pos
            self.multipliers.text = [f"\u00d7{multipliers[g]}" for g in self.genres]

    def relabel(self) -> None:
        with hold(*self.marks):
            self.figure.title = self.labels("museum_title")
            self.bars.x = self.multipliers.x = self._names()
        self._legend()


class ScoreChart:
    """Stacked bars per player: genre points, decor, eye line, full gallery, corners, excess.

    The legend is HTML beside the figure (`self.legend`; `self.widget` holds both): bqplot draws
    its legend inside the plot, over the bars."""

    def __init__(self, names, labels, width: int = 380):
        self.labels, self.final = labels, False
        xs, self.ys = bq.OrdinalScale(), bq.LinearScale(min=-10, max=10)
        ys = self.ys
        self.bars = bq.Bars(x=list(names), y=np.zeros((len(SCORE_PARTS), len(names))),
                            type="stacked", colors=PART_COLOURS, scales={"x": xs, "y": ys},
                            labels=[labels(k) for k in SCORE_PARTS], padding=0.3)
        self.totals = bq.Label(x=list(names), y=np.zeros(len(names)), text=[""] * len(names),
                               align="middle", y_offset=-6, default_size=13,
                               colors=["#111111"], scales={"x": xs, "y": ys})
        self.figure = bq.Figure(
            marks=[self.bars, self.totals], title=labels("estimate"),
            axes=[bq.Axis(scale=xs), bq.Axis(scale=ys, side="left", tick_format="d")],
            fig_margin={"top": 40, "bottom": 30, "left": 40, "right": 10},
            display_toolbar=False, title_style={"font-size": "14px"},   # fits a phone
            layout={"width": "auto", "flex": "1 1 260px", "min_width": "260px",
                    "max_width": f"{width}px", "height": "280px"})
        # the legend beside the chart, its top level with the plot's; under it when narrow
        self.legend = W.HTML(self._legend(), layout=W.Layout(min_width="9em",
                                                             max_width="16em"))
        self.widget = W.HBox([self.figure, self.legend],
                             layout=W.Layout(flex_flow="row wrap", flex="1 1 300px",
                                             max_width="100%", align_items="flex-start"))
        self.marks = [self.figure, self.ys, self.bars, self.totals]

    def _legend(self) -> str:
        rows = "".join(f'<div>{_square(c)} {escape(self.labels(k))}</div>'
                       for k, c in zip(SCORE_PARTS, PART_COLOURS))
        note = escape(self.labels("legend_scores"))
        return (f'<div style="font-size:12px;margin-top:40px">{rows}'
                f'<div style="margin-top:4px"><small>{note}</small></div></div>')

    def update(self, breakdown, final: bool = False) -> None:
        """Show `score_breakdown()`: a live estimate, or the final scores."""
        parts = breakdown_parts(breakdown)
        self.final = final
        up, down = np.clip(parts, 0, None).sum(axis=0), np.clip(parts, None, 0).sum(axis=0)
        with hold(*self.marks):
            self.ys.min = float(min(down.min(), 0) - 2)
            self.ys.max = float(max(up.max(), 0) * 1.15 + 4)     # room for the totals
            self.bars.y = parts
            self.totals.y = up
            self.totals.text = [str(b["total"]) for b in breakdown]
            self.figure.title = self.labels("final" if final else "estimate")

    def relabel(self, names=None) -> None:
        with hold(*self.marks):
            self.bars.labels = [self.labels(k) for k in SCORE_PARTS]
            self.legend.value = self._legend()
            self.figure.title = self.labels("final" if self.final else "estimate")
            if names is not None:
                self.bars.x = self.totals.x = list(names)
