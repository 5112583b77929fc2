"""A live line chart for a lesson: points added while a computation runs (exploitability against
iterations as CFR learns, lesson 16), drawn by bqplot and, for every reader without a kernel, as
the static `svg.charts.LineChart` of the same points.

    chart = LiveLineChart(("CFR", "CFR+"), title="...", log=True, xlim=(1, 1000), ylim=(1e-3, 10))
    shown = display(chart, display_id=True)
    for t in ...:
        chart.add("CFR", t, value)            # the line grows in place
    shown.update(chart)                        # the stored output: the widget and the picture
"""
from __future__ import annotations

import numpy as np
from bqplot import Axis, Figure, LinearScale, Lines, LogScale

from ..svg.charts import LineChart
from ..svg.palette import player_colour
from .static import PictureBox

__all__ = ["LiveLineChart"]


class LiveLineChart(PictureBox):
    """One bqplot line per name in `names`, grown point by point with `add` (inside
    `hold_sync`); `picture()` is the same chart as a static `LineChart`."""

    def __init__(self, names, title: str = "", x_label: str = "", y_label: str = "",
                 log: bool = False, xlim=(0.0, 1.0), ylim=(0.0, 1.0)):
        self._names, self._title, self._log = tuple(names), title, log
        self._labels, self._xlim, self._ylim = (x_label, y_label), tuple(xlim), tuple(ylim)
        self.data = {n: ([], []) for n in self._names}
        scale = LogScale if log else LinearScale
        sx, sy = scale(min=float(xlim[0]), max=float(xlim[1])), \
            scale(min=float(ylim[0]), max=float(ylim[1]))
        self._lines = {n: Lines(x=np.zeros(0), y=np.zeros(0), scales={"x": sx, "y": sy},
                               colors=[player_colour(i)], labels=[n], display_legend=True,
                               stroke_width=2)
                      for i, n in enumerate(self._names)}
        self.figure = Figure(marks=list(self._lines.values()), title=title,
                             axes=[Axis(scale=sx, label=x_label),
                                   Axis(scale=sy, orientation="vertical", label=y_label)],
                             animation_duration=0, legend_location="top-right",
                             fig_margin={"top": 40, "bottom": 50, "left": 60, "right": 20})
        self.figure.layout.width, self.figure.layout.height = "520px", "360px"
        super().__init__([self.figure], None)

    def add(self, name: str, x: float, y: float) -> None:
        """Append the point (x, y) to the line `name` and redraw it."""
        xs, ys = self.data[name]
        xs.append(float(x))
        ys.append(float(y))
        with self.figure.hold_sync():
            self._lines[name].x = np.array(xs)
            self._lines[name].y = np.array(ys)

    def picture(self) -> LineChart:
        """The points so far as a static chart."""
        return LineChart({n: self.data[n] for n in self._names if self.data[n][0]},
                         title=self._title, x_label=self._labels[0], y_label=self._labels[1],
                         xlim=self._xlim, ylim=self._ylim, log=self._log, width=520, height=360)

    def _static(self) -> tuple[str, str]:
        return (f"{self._title}: a live chart; run the cell to watch it grow.",
                self.picture()._repr_svg_())
