"""Small static charts as SVG (`_repr_svg_`), so a notebook's pictures show on GitHub and
nbviewer without a kernel or a plotting library.

* `BarChart`: grouped bars of values (counts, shares, points; points lost below zero);
* `StackedBarChart`: one bar per label split into parts that add up (a mixed strategy);
* `IntervalChart`: estimates with their intervals, one row per label, against a reference
  line (card values, win shares);
* `LineChart`: lines and marked points in a box (best-response curves), on linear or
  logarithmic axes (exploitability against iterations);
* `SimplexChart`: paths in a triangle, the mixtures of three strategies (population shares).

Pure string building; numbers are written with fixed precision, so the same data always gives
the same text (notebook outputs stay comparable).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from html import escape

from . import StaticPicture
from .palette import player_colour

__all__ = ["BarChart", "StackedBarChart", "IntervalChart", "LineChart", "SimplexChart",
           "SEQUENTIAL"]

# ordered categories (card 1 < card 2 < ...): light to dark, readable in grey too (viridis)
SEQUENTIAL = ("#fde725", "#90d743", "#35b779", "#21918c", "#31688e", "#443983", "#440154")
FONT = 'font-family="sans-serif" font-size="11"'


def _open(width: int, height: int, title: str) -> list[str]:
    return [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" {FONT}>',
            f'<text x="{width / 2:.0f}" y="14" text-anchor="middle" '
            f'font-weight="bold">{escape(title)}</text>']


def _legend(names, colours, left: int, y: int, step: int = 90) -> list[str]:
    """Swatches and names in a row, each at least `step` wide and wide enough for its name
    (about 6.5 pixels a character at this font size)."""
    out, x = [], float(left)
    for n, c in zip(names, colours):
        out.append(f'<rect x="{x:.0f}" y="{y - 8}" width="8" height="8" fill="{c}"/>'
                   f'<text x="{x + 11:.0f}" y="{y}">{escape(str(n))}</text>')
        x += max(step, 11 + 6.5 * len(str(n)) + 14)
    return out


def _y_axis(left: int, head: int, base: float, right: int, top: str) -> str:
    # the top and 0 labels of a bar chart's value axis, its base line, and the end of the svg
    return (f'<text x="{left - 4}" y="{head + 4}" text-anchor="end">{top}</text>'
            f'<text x="{left - 4}" y="{base:g}" text-anchor="end">0</text>'
            f'<line x1="{left}" y1="{base:g}" x2="{right}" y2="{base:g}" stroke="#333"/></svg>')


@dataclass(frozen=True)
class BarChart(StaticPicture):
    """Grouped bars as a static SVG (`_repr_svg_`), so a chart still shows on GitHub/nbviewer.

    `series` maps a legend name to one value per label, e.g. {"exact": [...], "simulated": [...]}.
    Bars stand on a zero line; negative values (points lost) hang below it. `x_label` and
    `y_label` title the axes; with `ticks` the value axis gets a scale of round steps (whole
    numbers when every value is whole) and the bars reach up to its top tick, else it names
    only its top and 0.
    """
    labels: tuple
    series: dict
    title: str = ""
    width: int = 480
    height: int = 220
    x_label: str = ""
    y_label: str = ""
    ticks: bool = False

    def __repr__(self) -> str:
        return f"<bar chart: {self.title}>"

    def _repr_svg_(self) -> str:
        values = [v for vals in self.series.values() for v in vals]
        hi, lo = max(values + [0]), min(values + [0])
        if hi == lo:
            hi = 1
        scale_ticks = _scale(lo, hi, all(float(v).is_integer() for v in values)) \
            if self.ticks else ()
        if scale_ticks:
            lo, hi = scale_ticks[0], scale_ticks[-1]
        n, k = len(self.labels), len(self.series)
        left = 40 + (16 if self.y_label else 0)
        # room for the x title below, and above for the top tick's label under the legend
        bottom, head = 30 + (14 if self.x_label else 0), 36 if scale_ticks else 28
        plot_w, plot_h = self.width - left - 10, self.height - bottom - head
        slot, scale = plot_w / max(n, 1), plot_h / (hi - lo)
        bar, zero = slot * 0.8 / max(k, 1), round(head + hi * scale, 1)
        colours = [player_colour(j) for j in range(k)]
        out = _open(self.width, self.height, self.title) + _legend(self.series, colours, left, 26)
        for v in scale_ticks:                   # the scale's grid, under the bars
            y = round(head + (hi - v) * scale, 1)
            out.append(f'<path d="M{left} {y:g}H{self.width - 10}" stroke="#DDD"/>'
                       f'<text x="{left - 4}" y="{y + 4:g}" text-anchor="end">{v:g}</text>')
        for j, (name, vals) in enumerate(self.series.items()):
            for i, v in enumerate(vals):
                x = left + i * slot + slot * 0.1 + j * bar
                out.append(f'<rect x="{x:.1f}" y="{zero - max(v, 0) * scale:.1f}" '
                           f'width="{bar:.1f}" height="{abs(v) * scale:.1f}" fill="{colours[j]}">'
                           f'<title>{escape(str(self.labels[i]))} {escape(name)}: {v:.4g}</title>'
                           '</rect>')
        for i, label in enumerate(self.labels):
            out.append(f'<text x="{left + (i + 0.5) * slot:.1f}" y="{head + plot_h + 14}" '
                       f'text-anchor="middle">{escape(str(label))}</text>')
        out += _axis_titles(self.x_label, self.y_label, left, self.width - 10, head,
                            head + plot_h)
        if scale_ticks:
            out.append(f'<line x1="{left}" y1="{zero:g}" x2="{self.width - 10}" y2="{zero:g}" '
                       'stroke="#333"/></svg>')
            return "".join(out)
        # the ends of the value axis, each unless it would print over the 0 beside the zero line
        if head + plot_h - zero >= 12:
            out.append(f'<text x="{left - 4}" y="{head + plot_h}" text-anchor="end">{lo:.3g}'
                       '</text>')
        out.append(_y_axis(left, head, zero, self.width - 10,
                           f"{hi:.3g}" if zero - head >= 12 else ""))
        return "".join(out)


def _scale(lo: float, hi: float, whole: bool) -> tuple:
    """Round ticks from below `lo` to above `hi` (steps of 1, 2 or 5 times a power of ten, at
    least 1 for whole numbers), the first and last on or beyond the data."""
    ticks = _ticks(lo, hi)
    step = ticks[1] - ticks[0] if len(ticks) > 1 else 1
    if whole:
        step = max(1, round(step))
    first, last = (lo // step) * step, -(-hi // step) * step
    return tuple(round(first + i * step, 10) for i in range(round((last - first) / step) + 1))


def _axis_titles(x_label, y_label, left, right, top, base) -> list[str]:
    """The x axis title under the labels, the y axis title turned up beside the scale."""
    out = []
    if x_label:
        out.append(f'<text x="{(left + right) / 2:.0f}" y="{base + 30}" '
                   f'text-anchor="middle">{escape(x_label)}</text>')
    if y_label:
        mid = (top + base) / 2
        out.append(f'<text x="12" y="{mid:.0f}" text-anchor="middle" '
                   f'transform="rotate(-90 12 {mid:.0f})">{escape(y_label)}</text>')
    return out


@dataclass(frozen=True)
class StackedBarChart(StaticPicture):
    """One bar per label, stacked from parts that add up to `total` (1 for probabilities).

    `parts` maps a part's name (e.g. "card 3") to one value per label, in stacking order
    (bottom first); `groups` optionally names runs of labels (e.g. rounds) under the axis.
    """
    labels: tuple
    parts: dict
    title: str = ""
    total: float = 1.0
    groups: tuple = ()          # ((name, how many labels), ...)
    colours: tuple = SEQUENTIAL
    width: int = 520
    height: int = 250

    def __repr__(self) -> str:
        return f"<stacked bar chart: {self.title}>"

    def _repr_svg_(self) -> str:
        left, head, bottom = 40, 40, 44
        plot_w, plot_h = self.width - left - 10, self.height - head - bottom
        n = max(len(self.labels), 1)
        slot = plot_w / n
        names = list(self.parts)
        colours = [self.colours[j % len(self.colours)] for j in range(len(names))]
        out = _open(self.width, self.height, self.title)
        out += _legend(names, colours, left, 30, step=max(50, plot_w // max(len(names), 1)))
        base = head + plot_h
        for i, label in enumerate(self.labels):
            y = float(base)
            for name, colour in zip(names, colours):
                v = float(self.parts[name][i])
                h = plot_h * max(v, 0.0) / self.total
                if h > 0:
                    out.append(f'<rect x="{left + i * slot + slot * 0.15:.1f}" y="{y - h:.1f}" '
                               f'width="{slot * 0.7:.1f}" height="{h:.1f}" fill="{colour}" '
                               f'stroke="#fff" stroke-width="0.5"><title>{escape(str(label))} '
                               f'{escape(str(name))}: {v:.3f}</title></rect>')
                y -= h
            out.append(f'<text x="{left + (i + 0.5) * slot:.1f}" y="{base + 13}" '
                       f'text-anchor="middle">{escape(str(label))}</text>')
        at = 0
        for name, count in self.groups:
            x0, x1 = left + at * slot, left + (at + count) * slot
            out.append(f'<line x1="{x0 + 4:.1f}" y1="{base + 19}" x2="{x1 - 4:.1f}" '
                       f'y2="{base + 19}" stroke="#999"/><text x="{(x0 + x1) / 2:.1f}" '
                       f'y="{base + 32}" text-anchor="middle">{escape(str(name))}</text>')
            at += count
        out.append(_y_axis(left, head, base, self.width - 10, f"{self.total:g}"))
        return "".join(out)


@dataclass(frozen=True)
class IntervalChart(StaticPicture):
    """Estimates with intervals, one row per label; several `series` are drawn side by side.

    `series` maps a legend name to (estimates, lows, highs), one entry per label (None where a
    series has no value); `reference` draws a dashed line (0 for values, 0.5 for a fair share).
    """
    labels: tuple
    series: dict
    title: str = ""
    reference: float | None = 0.0
    unit: str = ""
    width: int = 520
    row: int = 22
    label_width: int = 130

    def __repr__(self) -> str:
        return f"<interval chart: {self.title}>"

    def _range(self) -> tuple[float, float]:
        vals = [v for est, lo, hi in self.series.values() for xs in (est, lo, hi)
                for v in xs if v is not None]
        if self.reference is not None:
            vals.append(self.reference)
        lo, hi = min(vals, default=0.0), max(vals, default=1.0)
        pad = (hi - lo) * 0.05 or 1.0
        return lo - pad, hi + pad

    def _repr_svg_(self) -> str:
        head, foot = 40, 34
        k = max(len(self.series), 1)
        height = head + foot + self.row * len(self.labels)
        left, right = self.label_width, self.width - 14
        lo, hi = self._range()

        def x(v: float) -> float:
            return left + (right - left) * (v - lo) / (hi - lo)
        out = _open(self.width, height, self.title)
        names = list(self.series)
        colours = [player_colour(j) for j in range(len(names))]
        out += _legend(names, colours, left, 30, step=110)
        base = head + self.row * len(self.labels)
        if self.reference is not None:
            out.append(f'<line x1="{x(self.reference):.1f}" y1="{head - 2}" '
                       f'x2="{x(self.reference):.1f}" y2="{base}" stroke="#777" '
                       f'stroke-dasharray="4 3"/>')
        for i, label in enumerate(self.labels):
            y0 = head + i * self.row
            out.append(f'<text x="{left - 6}" y="{y0 + self.row / 2 + 4:.1f}" '
                       f'text-anchor="end">{escape(str(label))}</text>')
            for j, (name, colour) in enumerate(zip(names, colours)):
                est, los, his = self.series[name]
                if est[i] is None:
                    continue
                y = y0 + self.row * (j + 1) / (k + 1)
                tip = (f'{escape(str(label))} {escape(str(name))}: {est[i]:.3f} '
                       f'({los[i]:.3f} to {his[i]:.3f}){escape(self.unit)}')
                out.append(f'<g><title>{tip}</title><line x1="{x(los[i]):.1f}" y1="{y:.1f}" '
                           f'x2="{x(his[i]):.1f}" y2="{y:.1f}" stroke="{colour}" '
                           f'stroke-width="2"/><circle cx="{x(est[i]):.1f}" cy="{y:.1f}" r="3.5" '
                           f'fill="{colour}"/></g>')
        for v in _ticks(lo, hi):
            out.append(f'<line x1="{x(v):.1f}" y1="{base}" x2="{x(v):.1f}" y2="{base + 4}" '
                       f'stroke="#333"/><text x="{x(v):.1f}" y="{base + 16}" '
                       f'text-anchor="middle">{v:g}</text>')
        out.append(f'<line x1="{left}" y1="{base}" x2="{right}" y2="{base}" stroke="#333"/>'
                   f'<text x="{(left + right) / 2:.0f}" y="{base + 30}" text-anchor="middle">'
                   f'{escape(self.unit)}</text></svg>')
        return "".join(out)


def _ticks(lo: float, hi: float, count: int = 6) -> list[float]:
    """Round tick values between lo and hi (steps of 1, 2 or 5 times a power of ten)."""
    span = hi - lo
    if span <= 0:
        return [lo]
    raw = span / count
    power = 10 ** _floor_log10(raw)
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    first = -(-lo // step) * step
    out, v = [], first
    while v <= hi + 1e-12:
        out.append(round(v, 10))
        v += step
    return out


def _floor_log10(x: float) -> int:
    n = 0
    while x >= 10:
        x /= 10
        n += 1
    while x < 1:
        x *= 10
        n -= 1
    return n


@dataclass(frozen=True)
class LineChart(StaticPicture):
    """Lines (polylines through (x, y) points) and marked points, in a box with fixed limits.

    `lines` maps a legend name to (xs, ys); `points` maps a label to (x, y), drawn as dots with
    their label (e.g. the equilibrium where two best-response curves cross). With `log` the
    axes are logarithmic (base 10; every value must then be positive), ticked at the powers of
    ten: a power law is a straight line.
    """
    lines: dict
    points: dict = field(default_factory=dict)
    title: str = ""
    x_label: str = ""
    y_label: str = ""
    xlim: tuple = (0.0, 1.0)
    ylim: tuple = (0.0, 1.0)
    width: int = 320
    height: int = 320
    log: bool = False

    def __repr__(self) -> str:
        return f"<line chart: {self.title}>"

    def _ticks(self, lo: float, hi: float) -> list[float]:
        if not self.log:
            return [lo, (lo + hi) / 2, hi]
        first, last = math.ceil(math.log10(lo) - 1e-9), math.floor(math.log10(hi) + 1e-9)
        return [10.0 ** k for k in range(first, last + 1)]

    def _repr_svg_(self) -> str:
        left, right, head, foot = 46, self.width - 16, 44, 40
        top, base = head, self.height - foot
        f = math.log10 if self.log else float
        (x0, x1), (y0, y1) = ((f(a), f(b)) for a, b in (self.xlim, self.ylim))

        def px(v: float) -> float:
            return left + (right - left) * (f(v) - x0) / (x1 - x0)

        def py(v: float) -> float:
            return base - (base - top) * (f(v) - y0) / (y1 - y0)
        names = list(self.lines)
        colours = [player_colour(j) for j in range(len(names))]
        out = _open(self.width, self.height, self.title)
        out += _legend(names, colours, left, 30, step=(right - left) // max(len(names), 1))
        out.append(f'<rect x="{left}" y="{top}" width="{right - left}" height="{base - top}" '
                   f'fill="none" stroke="#333"/>')
        for name, colour in zip(names, colours):
            xs, ys = self.lines[name]
            pts = " ".join(f"{px(a):.1f},{py(b):.1f}" for a, b in zip(xs, ys))
            out.append(f'<polyline points="{pts}" fill="none" stroke="{colour}" '
                       f'stroke-width="3" stroke-opacity="0.8"><title>{escape(str(name))}'
                       f'</title></polyline>')
        for label, (a, b) in self.points.items():
            out.append(f'<circle cx="{px(a):.1f}" cy="{py(b):.1f}" r="5" fill="#000"/>'
                       f'<text x="{px(a) + 8:.1f}" y="{py(b) - 8:.1f}">{escape(str(label))}'
                       f'</text>')
        for v in self._ticks(*self.xlim):
            out.append(f'<text x="{px(v):.1f}" y="{base + 14}" text-anchor="middle">{v:g}</text>')
        for v in self._ticks(*self.ylim):
            out.append(f'<text x="{left - 5}" y="{py(v) + 4:.1f}" text-anchor="end">{v:g}</text>')
        out.append(f'<text x="{(left + right) / 2:.0f}" y="{base + 30}" text-anchor="middle">'
                   f'{escape(self.x_label)}</text><text x="12" y="{(top + base) / 2:.0f}" '
                   f'text-anchor="middle" transform="rotate(-90 12 {(top + base) / 2:.0f})">'
                   f'{escape(self.y_label)}</text></svg>')
        return "".join(out)


@dataclass(frozen=True)
class SimplexChart(StaticPicture):
    """Paths in the triangle of mixtures of three strategies: a point's distance from each side
    is the share of the strategy at the opposite corner (barycentric coordinates).

    `corners`: the three strategies' names; `paths` maps a legend name to a sequence of
    (share 1, share 2, share 3) points, drawn from a hollow start to a filled end; `points`
    marks labelled mixtures (an equilibrium).
    """
    corners: tuple
    paths: dict
    points: dict = field(default_factory=dict)
    title: str = ""
    width: int = 380
    height: int = 360

    def __repr__(self) -> str:
        return f"<simplex chart: {self.title}>"

    def _xy(self, shares) -> tuple[float, float]:
        side = min(self.width - 80, (self.height - 110) * 2 / math.sqrt(3))
        x0, y0 = (self.width - side) / 2, self.height - 40
        corners = ((x0, y0), (x0 + side, y0), (x0 + side / 2, y0 - side * math.sqrt(3) / 2))
        total = float(sum(shares)) or 1.0
        return (sum(float(s) * c[0] for s, c in zip(shares, corners)) / total,
                sum(float(s) * c[1] for s, c in zip(shares, corners)) / total)

    def _repr_svg_(self) -> str:
        names = list(self.paths)
        colours = [player_colour(j) for j in range(len(names))]
        out = _open(self.width, self.height, self.title)
        out += _legend(names, colours, 20, 30, step=(self.width - 40) // max(len(names), 1))
        corners = [self._xy(e) for e in ((1, 0, 0), (0, 1, 0), (0, 0, 1))]
        out.append('<polygon points="' + " ".join(f"{x:.1f},{y:.1f}" for x, y in corners) +
                   '" fill="none" stroke="#333"/>')
        for (x, y), name, dy, anchor in zip(corners, self.corners, (16, 16, -6),
                                           ("end", "start", "middle")):
            dx = {"end": 14, "start": -14, "middle": 0}[anchor]
            out.append(f'<text x="{x + dx:.1f}" y="{y + dy:.1f}" text-anchor="{anchor}">'
                       f'{escape(str(name))}</text>')
        for name, colour in zip(names, colours):
            xy = [self._xy(p) for p in self.paths[name]]
            pts = " ".join(f"{x:.1f},{y:.1f}" for x, y in xy)
            out.append(f'<g><title>{escape(str(name))}</title><polyline points="{pts}" '
                       f'fill="none" stroke="{colour}" stroke-width="2"/>'
                       f'<circle cx="{xy[0][0]:.1f}" cy="{xy[0][1]:.1f}" r="4" fill="#fff" '
                       f'stroke="{colour}" stroke-width="2"/><circle cx="{xy[-1][0]:.1f}" '
                       f'cy="{xy[-1][1]:.1f}" r="4" fill="{colour}"/></g>')
        for label, shares in self.points.items():
            x, y = self._xy(shares)
            out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="5" fill="#000"/>'
                       f'<text x="{x + 8:.1f}" y="{y - 8:.1f}">{escape(str(label))}</text>')
        out.append("</svg>")
        return "".join(out)
