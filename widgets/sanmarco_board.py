"""The San Marco board and live charts as bqplot figures, updated in place.

The geometry is the SVG renderer's (`sanmarco_nb.svg.sanmarco`), so the live board and the
static picture agree. Each view has `update(state)`, which only assigns new data to existing
marks; `marks()` lists the widgets a caller wraps in `hold_sync()` (see `controls.hold`).
"""
from __future__ import annotations

import numpy as np
from bqplot import Axis, Bars, Figure, Label, LinearScale, Lines, OrdinalScale, Scatter
from ipywidgets import CallbackDispatcher

from ..sanmarco import BRIDGES, DISTRICTS, FIRST_SECOND, LIMIT_OUT
from ..sanmarco.scoring import district_awards
from ..svg import sanmarco as geo
from ..svg.palette import player_colour, player_marker

__all__ = ["BoardView", "PrestigeChart", "MajorityChart", "LimitChart", "majority_places",
           "drawn_version"]

# A click message from the browser carries the clicked element's data: a Lines curve its label
# (`labels`), a Scatter point its name (`names`). The board writes the version of the position
# it shows there, so a click says which drawing it was made on, as a panel button does: a
# double click (the second made before the new drawing arrived) is then refused as stale.
_STAMP = "v"


def _stamp(version: int | None) -> str:
    return "" if version is None else f"{_STAMP}{version}"


def drawn_version(data: dict) -> int | None:
    """The version a board click was made on, from the click message's data (None if the
    message does not say: an old front end, or a click simulated without it)."""
    stamp = str((data or {}).get("name", "")).rpartition(":")[2]     # "v7" or "3:v7"
    number = stamp[len(_STAMP):]
    return int(number) if stamp.startswith(_STAMP) and number.isdigit() else None


def _figure(marks, title="", **kw):
    return Figure(marks=marks, title=title, animation_duration=0,
                  fig_margin={"top": 30 if title else 4, "bottom": 4, "left": 4, "right": 4},
                  layout={"width": "560px", "height": "390px"}, **kw)


class BoardView:
    """Venice: the six districts (click targets), aristocrats per player, bridges, the Doge.

    `on_district(callback, remove=False)` registers (or removes) `callback(district, version)`
    for clicks on a district's shape or on an aristocrat marker in it; `version` is the one
    given to the `update` that drew what was clicked (None if unknown).
    """

    def __init__(self, players: int, names=None):
        self.players = players
        sx = LinearScale(min=0, max=geo.WIDTH)
        sy = LinearScale(min=geo.Y_MIN, max=geo.Y_MAX)
        sc = {"x": sx, "y": sy}
        self._district_handlers = CallbackDispatcher()
        self.districts = []
        for d, shape in enumerate(geo.SHAPES):
            xs, ys = zip(*(shape + shape[:1]))
            mark = Lines(x=xs, y=ys, scales=sc, fill="inside", colors=[geo.CANAL],
                         fill_colors=[geo.LAND], stroke_width=4, close_path=True,
                         interactions={"click": "select"}, tooltip=None, labels=[""])
            mark.on_element_click(lambda _m, c, d=d: self._clicked(d, c.get("data")))
            self.districts.append(mark)
        gx, gy = zip(*geo.GRAND_CANAL)
        canal = Lines(x=gx, y=gy, scales=sc, colors=[geo.CANAL], stroke_width=9)
        ax, ay = zip(*geo.ANCHORS)
        self.names = Label(x=ax, y=ay, scales=sc, colors=[geo.INK], default_size=13,
                           font_weight="bold", align="middle",
                           text=[f"{n} {f}/{s}" for n, (f, s) in zip(DISTRICTS, FIRST_SECOND)])
        self.aristocrats, self.counts = [], []
        for p in range(players):
            xs, ys = zip(*(geo.aristocrat_spots(d, players)[p] for d in range(6)))
            m = Scatter(x=xs, y=ys, scales=sc, marker=player_marker(p),
                        colors=[player_colour(p)], stroke=geo.INK, default_size=260,
                        opacities=[0.0] * 6, interactions={"click": "select"},
                        names=[str(d) for d in range(6)], display_names=False)
            m.on_element_click(lambda _m, c: self._clicked(c["data"]["index"], c["data"]))
            self.aristocrats.append(m)
        xs, ys = zip(*(spot for d in range(6) for spot in geo.aristocrat_spots(d, players)))
        self.counts = Label(x=xs, y=np.array(ys) - 0.9, scales=sc, colors=["white"],
                            default_size=12, font_weight="bold", align="middle",
                            text=[""] * len(xs))
        zero = np.zeros((BRIDGES, 2))        # SM-C1: a slot per bridge, unused ones invisible
        self.bridge_ink = Lines(x=zero, y=zero, scales=sc, colors=[geo.INK] * BRIDGES,
                                stroke_width=10, opacities=[0.0] * BRIDGES)
        self.bridges = Lines(x=zero, y=zero, scales=sc, colors=[geo.INK] * BRIDGES,
                             stroke_width=6, opacities=[0.0] * BRIDGES)
        self.doge = Scatter(x=[0.0], y=[0.0], scales=sc, marker="diamond",
                            colors=[geo.DOGE_COLOUR], stroke=geo.INK, default_size=420,
                            opacities=[0.0])
        self.doge_label = Label(x=[0.0], y=[0.0], scales=sc, text=[""], colors=["white"],
                                default_size=12, font_weight="bold", align="middle")
        self.figure = _figure(self.districts + [canal, self.names, self.bridge_ink,
                                                self.bridges] + self.aristocrats +
                              [self.counts, self.doge, self.doge_label],
                              min_aspect_ratio=geo.WIDTH / geo.HEIGHT,
                              max_aspect_ratio=geo.WIDTH / geo.HEIGHT)
        self.figure.background_style = {"fill": geo.WATER}

    def on_district(self, callback, remove: bool = False) -> None:
        self._district_handlers.register_callback(callback, remove=remove)

    def _clicked(self, d: int, data) -> None:
        self._district_handlers(d, drawn_version(data))

    def marks(self) -> list:
        return [self.figure, self.counts, self.bridges, self.bridge_ink, self.doge,
                self.doge_label] + self.aristocrats + self.districts

    def update(self, state, version: int | None = None) -> None:
        """Show `state`; `version` (the table's timeline version) comes back with each click
        on what is drawn now."""
        stamp = _stamp(version)
        for mark in self.districts:
            mark.labels = [stamp]
        for mark in self.aristocrats:
            mark.names = [f"{d}:{stamp}" for d in range(6)]
        counts = state.counts
        for p, mark in enumerate(self.aristocrats):
            mark.opacities = [1.0 if counts[d][p] else 0.0 for d in range(6)]
        self.counts.text = [str(counts[d][p] or "") for d in range(6)
                            for p in range(self.players)]
        segs = geo.bridge_segments(state.bridges)
        xs = np.zeros((BRIDGES, 2))
        ys = np.zeros((BRIDGES, 2))
        colours = [geo.INK] * BRIDGES
        for i, ((x1, y1), (x2, y2), owner) in enumerate(segs):
            xs[i], ys[i], colours[i] = (x1, x2), (y1, y2), player_colour(owner)
        shown = [1.0] * len(segs) + [0.0] * (BRIDGES - len(segs))
        for mark in (self.bridge_ink, self.bridges):
            mark.x, mark.y, mark.opacities = xs, ys, shown
        self.bridges.colors = colours
        if state.doge is None:
            self.doge.opacities, self.doge_label.text = [0.0], [""]
        else:
            x, y = geo.DOGE_SPOTS[state.doge]
            self.doge.x, self.doge.y, self.doge.opacities = [x], [y], [1.0]
            self.doge_label.x, self.doge_label.y, self.doge_label.text = [x], [y - 0.9], ["D"]


def majority_places(counts_row) -> list[str]:
    """Per player, the place they would score in a district now: "1" (first value), "2"
    (second value: runner-up or tied leader, SM-V2/V3) or "" (nothing)."""
    places = [""] * len(counts_row)
    for p, _pp, place in district_awards(0, counts_row):
        places[p] = "1" if place == "first" else "2"
    return places


class PrestigeChart:
    """Prestige points per player over the game (x: step of the game), with a dashed line where
    each later passage began (II, III: the sundial, SM-P7) and the current passage and round
    written in the corner (`update(states, caption)`)."""

    def __init__(self, players: int, names, title: str = ""):
        self.x, self.y = LinearScale(), LinearScale(min=0, max=10)
        unit = {"x": LinearScale(min=0, max=1), "y": LinearScale(min=0, max=1)}
        self.lines = Lines(x=np.arange(2.0), y=np.zeros((players, 2)),
                           scales={"x": self.x, "y": self.y},
                           colors=[player_colour(p) for p in range(players)],
                           labels=list(names), display_legend=True, stroke_width=2)
        self.passages = Lines(x=np.zeros((2, 2)), y=np.array([[0.0, 1.0]] * 2),
                              scales={"x": self.x, "y": unit["y"]}, colors=["#888888"],
                              line_style="dashed", stroke_width=1, opacities=[0.0, 0.0])
        self.passage_names = Label(x=[0.0, 0.0], y=[0.05, 0.05], text=["II", "III"],
                                   scales={"x": self.x, "y": unit["y"]}, colors=["#555555"],
                                   default_size=11, x_offset=3, opacities=[0.0, 0.0])
        self.caption = Label(x=[0.99], y=[0.93], text=[""], scales=unit, colors=["#333333"],
                             default_size=11, align="end")
        self.figure = Figure(marks=[self.passages, self.passage_names, self.caption,
                                    self.lines], title=title, animation_duration=0,
                             axes=[Axis(scale=self.x, num_ticks=5),
                                   Axis(scale=self.y, side="left", num_ticks=4)],
                             legend_location="top-left",
                             fig_margin={"top": 30, "bottom": 30, "left": 40, "right": 10},
                             layout={"width": "380px", "height": "220px"})

    def marks(self) -> list:
        return [self.lines, self.y, self.passages, self.passage_names, self.caption]

    def update(self, states, caption: str = "") -> None:
        scores = np.array([s.scores for s in states], dtype=float).T
        if scores.shape[1] == 1:
            # bqplot reads a (players, 1) array as one line and then stops redrawing: draw the
            # single position as a flat step instead
            scores = np.repeat(scores, 2, axis=1)
        self.lines.x = np.arange(scores.shape[1], dtype=float)
        self.lines.y = scores
        # never an empty domain: with every score 0 bqplot's axis breaks and stops redrawing
        self.y.max = float(max(10, scores.max() * 1.1))
        starts = [i for i in range(1, len(states)) if states[i].passage != states[i - 1].passage]
        starts = (starts + [0, 0])[:2]
        shown = [1.0 if i else 0.0 for i in starts]
        self.passages.x = np.array([[i, i] for i in starts], dtype=float)
        self.passages.opacities = shown
        self.passage_names.x = [float(i) for i in starts]
        self.passage_names.opacities = shown
        self.caption.text = [caption]


class MajorityChart:
    """Aristocrats per district per player (grouped bars), with each district's current first
    and second place written above its group ("1:P3" over "2:P1"; tied leaders all "2", as
    they score the second value, SM-V2) and the bars of players who would score opaque."""

    def __init__(self, players: int, names, title: str = ""):
        self.players, self.names = players, list(names)
        self.x, self.y = OrdinalScale(domain=list(DISTRICTS)), LinearScale(min=0)
        sc = {"x": self.x, "y": self.y}
        self.bars = Bars(x=list(DISTRICTS), y=np.zeros((players, 6)), scales=sc, type="grouped",
                         colors=[player_colour(p) for p in range(players)], padding=0.2,
                         opacity_mode="no_group", opacities=[1.0] * (players * 6),
                         labels=list(names), display_legend=False)
        # who is first and second now, above each district's group: "1 P3" over "2 P1"
        self.firsts, self.seconds = (
            Label(x=list(DISTRICTS), y=[0.0] * 6, scales=sc, text=[""] * 6, colors=["#333333"],
                  default_size=10, font_weight="bold", align="middle", y_offset=off)
            for off in (-15, -4))
        self.figure = Figure(marks=[self.bars, self.firsts, self.seconds], title=title,
                             animation_duration=0,
                             axes=[Axis(scale=self.x, tick_style={"font-size": "10px"}),
                                   Axis(scale=self.y, side="left",
                                        num_ticks=4)],
                             fig_margin={"top": 30, "bottom": 30, "left": 40, "right": 10},
                             layout={"width": "380px", "height": "220px"})

    def marks(self) -> list:
        return [self.bars, self.firsts, self.seconds, self.y]

    def update(self, state) -> None:
        counts = state.counts
        y = np.array(counts, dtype=float).T                        # players x districts
        places = [majority_places(row) for row in counts]
        self.bars.y = y
        # with opacity_mode "no_group" bqplot counts the bars district by district
        self.bars.opacities = [1.0 if places[d][p] else 0.35
                               for d in range(6) for p in range(self.players)]
        tops = [float(max(row)) for row in counts]
        for mark, place in ((self.firsts, "1"), (self.seconds, "2")):
            mark.y = tops
            mark.text = [" ".join(f"{place}:P{p + 1}" for p in range(self.players)
                                  if places[d][p] == place) for d in range(6)]
        self.y.max = float(max(4, y.max() * 1.35 + 1))


class LimitChart:
    """Each player's limit total this passage against the line at LIMIT_OUT (SM-P1/P2)."""

    def __init__(self, players: int, names, title: str = ""):
        self.names = list(names)
        self.x, self.y = OrdinalScale(domain=self.names), LinearScale(min=0, max=LIMIT_OUT + 4)
        self.bars = Bars(x=self.names, y=np.zeros(players), scales={"x": self.x, "y": self.y},
                         colors=[player_colour(p) for p in range(players)],
                         color_mode="group", padding=0.3)   # 1-D: a group per bar
        line_x = LinearScale(min=0, max=1)
        self.line = Lines(x=[0, 1], y=[LIMIT_OUT] * 2, scales={"x": line_x, "y": self.y},
                          colors=["#B00020"], line_style="dashed", stroke_width=2)
        self.figure = Figure(marks=[self.bars, self.line], title=title, animation_duration=0,
                             axes=[Axis(scale=self.x),
                                   Axis(scale=self.y, side="left",
                                        tick_values=[0, LIMIT_OUT // 2, LIMIT_OUT])],
                             fig_margin={"top": 30, "bottom": 30, "left": 40, "right": 10},
                             layout={"width": "380px", "height": "180px"})

    def marks(self) -> list:
        return [self.bars]

    def update(self, state) -> None:
        totals = np.array(state.limit_totals, dtype=float)
        self.bars.y = totals
        self.y.max = float(max(LIMIT_OUT + 4, totals.max() + 2))
