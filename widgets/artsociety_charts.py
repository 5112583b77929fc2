"""The museum's prestige track and the score breakdown as live bqplot charts.

Both keep their marks and take new data in `update(...)`, inside `hold_sync()`.
"""
from __future__ import annotations

import bqplot as bq
import numpy as np

from sanmarco_nb.svg.artsociety import GENRE_COLOURS

from .artsociety_labels import t

# score parts in the order of the rules (AS-E2..E6), Okabe-Ito colours; penalties are negative
SCORE_PARTS = ("genre_points", "decor", "eyeline", "full_wall", "corners", "excess_pen")
PART_COLOURS = ["#0072B2", "#999933", "#E69F00", "#009E73", "#D55E00", "#CC79A7"]


class MuseumChart:
    """One bar per genre at its prestige-track position, labelled with its multiplier now."""

    def __init__(self, lang: str = "en", width: int = 360):
        self.lang = lang
        xs, ys = bq.OrdinalScale(), bq.LinearScale(min=0, max=10)
        self.genres = list(GENRE_COLOURS)
        self.bars = bq.Bars(x=self._names(), y=np.zeros(len(self.genres)),
                            colors=list(GENRE_COLOURS.values()), scales={"x": xs, "y": ys},
                            padding=0.25)
        self.multipliers = bq.Label(x=self._names(), y=np.zeros(len(self.genres)),
                                    text=[""] * len(self.genres), align="middle", y_offset=-6,
                                    default_size=13, colors=["#111111"],
                                    scales={"x": xs, "y": ys})
        self.figure = bq.Figure(
            marks=[self.bars, self.multipliers], title=t("museum", lang),
            axes=[bq.Axis(scale=xs), bq.Axis(scale=ys, side="left", tick_format="d")],
            fig_margin={"top": 40, "bottom": 30, "left": 40, "right": 10},
            layout={"width": f"{width}px", "height": "240px"})
        self.ys = ys

    def _names(self):
        return [t(g, self.lang) for g in self.genres]

    def update(self, track: dict) -> None:
        """`track` maps each genre to (position, multiplier)."""
        pos = np.array([track[g][0] for g in self.genres], dtype=float)
        with self.figure.hold_sync():
            self.ys.max = float(max(10, pos.max() + 3))
            self.bars.y = pos
            self.multipliers.y = pos
            self.multipliers.text = [f"\u00d7{track[g][1]}" for g in self.genres]

    def set_lang(self, lang: str) -> None:
        self.lang = lang
        with self.figure.hold_sync():
            self.figure.title = t("museum", lang)
            self.bars.x = self.multipliers.x = self._names()


class ScoreChart:
    """Stacked bars per player: genre points, decor, eye line, full gallery, corners, excess."""

    def __init__(self, names, lang: str = "en", width: int = 360):
        self.lang = lang
        xs, ys = bq.OrdinalScale(), bq.LinearScale()
        self.bars = bq.Bars(x=list(names), y=np.zeros((len(SCORE_PARTS), len(names))),
                            type="stacked", colors=PART_COLOURS, scales={"x": xs, "y": ys},
                            labels=[t(k, lang) for k in SCORE_PARTS], display_legend=True,
                            padding=0.3)
        self.totals = bq.Label(x=list(names), y=np.zeros(len(names)), text=[""] * len(names),
                               align="middle", y_offset=-6, default_size=13,
                               colors=["#111111"], scales={"x": xs, "y": ys})
        self.figure = bq.Figure(
            marks=[self.bars, self.totals], title=t("estimate", lang),
            axes=[bq.Axis(scale=xs), bq.Axis(scale=ys, side="left", tick_format="d")],
            legend_location="top-left", legend_style={"font-size": "10px"},
            fig_margin={"top": 40, "bottom": 30, "left": 40, "right": 10},
            layout={"width": f"{width}px", "height": "280px"})

    def update(self, parts: np.ndarray, final: bool = False) -> None:
        """`parts[k][p]` is score part SCORE_PARTS[k] of player p."""
        parts = np.asarray(parts, dtype=float)
        totals = parts.sum(axis=0)
        with self.figure.hold_sync():
            self.bars.y = parts
            self.totals.y = np.clip(parts, 0, None).sum(axis=0)
            self.totals.text = [f"{int(v)}" for v in totals]
            self.figure.title = t("final" if final else "estimate", self.lang)

    def set_lang(self, lang: str, final: bool = False) -> None:
        self.lang = lang
        with self.figure.hold_sync():
            self.bars.labels = [t(k, lang) for k in SCORE_PARTS]
            self.figure.title = t("final" if final else "estimate", lang)
