"""The San Marco board and live charts as bqplot figures, updated in place.

The geometry is the SVG renderer's (`sanmarco_nb.svg.sanmarco`), so the live board and the
static picture agree. Each view has `update(state)`, which only assigns new data to existing
marks; `marks()` lists the widgets a caller wraps in `hold_sync()` (see `controls.hold`).
"""
from __future__ import annotations

import numpy as np
from bqplot import Axis, Bars, Figure, Label, LinearScale, Lines, OrdinalScale
from ipywidgets import CallbackDispatcher

from ..sanmarco import BRIDGES, DISTRICTS, FIRST_SECOND, LIMIT_OUT
from ..sanmarco.scoring import district_awards
from ..svg import sanmarco as geo
from ..svg.palette import player_colour, player_marker, text_on
from ..svg.sanmarco import swatch

__all__ = ["BoardView", "PrestigeChart", "MajorityChart", "LimitChart", "majority_places",
           "drawn_version", "SHORT_NAMES", "round_positions", "whole_ticks", "chart_layout",
           "legend_html"]

# district names on the majority chart's axis: the full names collide below 60 px a group
SHORT_NAMES = ("Cannar.", "S. Croce", "S. Polo", "Dorsod.", "S. Marco", "Castello")
HIGHLIGHT = "#FFE08A"     # a district clicked on the board (its choices are in the panel)
STEP_LIT = "#CFE8D8"      # a district the step being watched touched (placed, scored, ...)
OWNER_R = 0.8     # the owner's marker on a bridge (board units; two bridges stand 2.4 apart)


def chart_layout(height: str) -> dict:
    """A chart that takes the width it is given (wrapping under the board when narrow)."""
    return {"width": "100%", "min_width": "240px", "max_width": "700px", "height": height}


TITLE_STYLE = {"font-size": "14px"}    # a title fits a phone's 260 px chart


def whole_ticks(top: float, most: int = 6) -> list[int]:
    """Whole-number ticks from 0 to `top`, evenly spaced by 1, 2, 5, 10, 20, 50 ..., at most
    `most` + 1 of them."""
    step = 1
    while top / step > most:
        step = step * 5 // 2 if str(step)[0] == "2" else step * 2   # 1, 2, 5, 10, 20, 50...
    return list(range(0, int(top) + 1, step))


def round_positions(states) -> list[float]:
    """Where each position goes on a time axis counted in rounds: position i of the k-th
    round of the game (k = 0 for the first) at k + j / m, j its index among the m positions
    of that round, so whole numbers are the starts of rounds."""
    xs, k, start = [], 0, 0
    keys = [(s.passage, s.round) for s in states]
    for i in range(1, len(keys) + 1):
        if i == len(keys) or keys[i] != keys[i - 1]:
            m = i - start
            xs += [k + j / m for j in range(m)]
            k, start = k + 1, i
    return xs

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
    # at least as narrow as a phone's notebook (274 px in JupyterLab at 390): wider, the
    # table cut the board's east
    return Figure(marks=marks, title=title, animation_duration=0, display_toolbar=False,
                  fig_margin={"top": 30 if title else 4, "bottom": 4, "left": 4, "right": 4},
                  layout={"width": "100%", "min_width": "240px", "max_width": "880px",
                          "height": "390px"}, **kw)


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
        # the name, and its values under it on a line of their own: one line "San Polo 5/3"
        # ran into "San Marco 8/6" on a narrow board
        self.names = Label(x=ax, y=ay, scales=sc, colors=[geo.INK], default_size=12,
                           font_weight="bold", align="middle", text=list(DISTRICTS))
        self.values = Label(x=ax, y=np.array(ay) - 3.2, scales=sc, colors=[geo.INK],
                            default_size=11, align="middle",
                            text=[f"{f}/{s}" for f, s in FIRST_SECOND])
        # every piece is a shape in board units (filled Lines), so it grows with the board at
        # every width as the map and its texts do; pieces and texts let a click through to
        # the district beneath (TABLE_CSS), which carries the drawn version
        n = geo.MARKER_POINTS + 1
        self.aristocrats = []
        for p in range(players):
            shapes = [_closed(geo.marker_polygon(player_marker(p), x, y, geo.TOKEN_R))
                      for x, y in (geo.aristocrat_spots(d, players)[p] for d in range(6))]
            self.aristocrats.append(Lines(
                x=np.array([[x for x, _ in sh] for sh in shapes]),
                y=np.array([[y for _, y in sh] for sh in shapes]), scales=sc, fill="inside",
                colors=[geo.INK] * 6, fill_colors=[player_colour(p)] * 6, stroke_width=1.5,
                opacities=[0.0] * 6, fill_opacities=[0.0] * 6))
        xs, ys = zip(*(spot for d in range(6) for spot in geo.aristocrat_spots(d, players)))
        # a number in its marker: its baseline a third of the text's height under the centre
        # black or white on each player's colour, whichever reads at WCAG's 4.5:1
        self.counts = Label(x=xs, y=np.array(ys) - geo.TEXT / 3, scales=sc,
                            colors=[text_on(player_colour(p)) for _d in range(6)
                                    for p in range(players)],
                            default_size=12, font_weight="bold", align="middle",
                            text=[""] * len(xs))
        zero = np.zeros((BRIDGES, 5))        # SM-C1: a slot per bridge, unused ones invisible
        self.bridges = Lines(x=zero, y=zero, scales=sc, fill="inside", colors=[geo.INK] * BRIDGES,
                             fill_colors=[geo.INK] * BRIDGES, stroke_width=1.5,
                             opacities=[0.0] * BRIDGES, fill_opacities=[0.0] * BRIDGES)
        # the owner's marker shape on each of their bridges, in board units too: the colour
        # alone would not tell
        self.bridge_owners = [Lines(x=[], y=[], scales=sc, fill="inside", colors=[geo.INK],
                                    fill_colors=[player_colour(p)], stroke_width=1)
                              for p in range(players)]
        doge = _closed(geo.marker_polygon("diamond", 0, 0, geo.DOGE_R))
        self._doge_shape = np.array(doge)
        self.doge = Lines(x=[0.0] * n, y=[0.0] * n, scales=sc, fill="inside", colors=[geo.INK],
                          fill_colors=[geo.DOGE_COLOUR], stroke_width=1.5, opacities=[0.0],
                          fill_opacities=[0.0])
        self.doge_label = Label(x=[0.0], y=[0.0], scales=sc, text=[""],
                                colors=[text_on(geo.DOGE_COLOUR)], default_size=12,
                                font_weight="bold", align="middle")
        self.figure = _figure(self.districts + [canal, self.names, self.values, self.bridges]
                              + self.bridge_owners + self.aristocrats
                              + [self.counts, self.doge, self.doge_label],
                              min_aspect_ratio=geo.WIDTH / geo.HEIGHT,
                              max_aspect_ratio=geo.WIDTH / geo.HEIGHT)
        self.figure.background_style = {"fill": geo.WATER}
        # its texts scale with its width (TABLE_CSS: container units), as the map does
        self.figure.add_class("smnb-board")

    def on_district(self, callback, remove: bool = False) -> None:
        self._district_handlers.register_callback(callback, remove=remove)

    def _clicked(self, d: int, data) -> None:
        self._district_handlers(d, drawn_version(data))

    def marks(self) -> list:
        return [self.figure, self.counts, self.bridges, self.doge,
                self.doge_label] + self.bridge_owners + self.aristocrats + self.districts

    def update(self, state, version: int | None = None, target: int | None = None,
               lit=()) -> None:
        """Show `state`; `version` (the table's timeline version) comes back with each click
        on what is drawn now; the `target` district (clicked, its choices shown) is lit, and
        the `lit` districts (what the step being watched touched) are marked."""
        stamp = _stamp(version)
        for d, mark in enumerate(self.districts):
            mark.labels = [stamp]
            mark.fill_colors = [HIGHLIGHT if d == target else STEP_LIT if d in lit
                                else geo.LAND]
        counts = state.counts
        for p, mark in enumerate(self.aristocrats):
            shown = [1.0 if counts[d][p] else 0.0 for d in range(6)]
            mark.opacities = mark.fill_opacities = shown
        self.counts.text = [str(counts[d][p] or "") for d in range(6)
                            for p in range(self.players)]
        segs = geo.bridge_segments(state.bridges)
        xs = np.zeros((BRIDGES, 5))
        ys = np.zeros((BRIDGES, 5))
        colours = [geo.INK] * BRIDGES
        for i, (p, q, owner) in enumerate(segs):
            corners = _closed(geo.bridge_polygon(p, q))
            xs[i], ys[i] = [x for x, _ in corners], [y for _, y in corners]
            colours[i] = player_colour(owner)
        shown = [1.0] * len(segs) + [0.0] * (BRIDGES - len(segs))
        b = self.bridges
        b.x, b.y, b.fill_colors, b.opacities, b.fill_opacities = xs, ys, colours, shown, shown
        for p, mark in enumerate(self.bridge_owners):
            mids = [((x1 + x2) / 2, (y1 + y2) / 2) for (x1, y1), (x2, y2), o in segs if o == p]
            shapes = np.array([_closed(geo.marker_polygon(player_marker(p), x, y, OWNER_R))
                               for x, y in mids]).reshape(len(mids), geo.MARKER_POINTS + 1, 2)
            mark.x, mark.y = shapes[:, :, 0], shapes[:, :, 1]
            mark.colors, mark.fill_colors = [geo.INK] * len(mids), [player_colour(p)] * len(mids)
        if state.doge is None:
            self.doge.opacities = self.doge.fill_opacities = [0.0]
            self.doge_label.text = [""]
        else:
            x, y = geo.DOGE_SPOTS[state.doge]
            self.doge.x, self.doge.y = self._doge_shape[:, 0] + x, self._doge_shape[:, 1] + y
            self.doge.opacities = self.doge.fill_opacities = [1.0]
            self.doge_label.x, self.doge_label.y = [x], [y - geo.TEXT / 3]
            self.doge_label.text = ["D"]


def _closed(points) -> list:
    return list(points) + [points[0]]


def majority_places(counts_row) -> list[str]:
    """Per player, the place they would score in a district now: "1" (first value), "2"
    (second value: runner-up or tied leader, SM-V2/V3) or "" (nothing)."""
    places = [""] * len(counts_row)
    for p, _pp, place in district_awards(0, counts_row):
        places[p] = "1" if place == "first" else "2"
    return places


class PrestigeChart:
    """Prestige points per player over the game, on a time axis counted in rounds (whole
    numbers start a round: `round_positions`), with a dashed line where each later passage
    began (II, III: the sundial, SM-P7). The legend (the players' colours, what the dashed
    lines mean, the passage and round now) is HTML beside it, `legend_html` and the table's:
    bqplot draws its own inside the plot, over the lines, and a caption in the plot met the
    passage marks."""

    TOP = 1.4        # the y axis reaches 1.4 x the best score: the labels above stay clear

    def __init__(self, players: int, names, title: str = ""):
        self.x, self.y = LinearScale(min=0, max=1), LinearScale(min=0, max=10)
        unit = {"y": LinearScale(min=0, max=1)}
        self.lines = Lines(x=np.arange(2.0), y=np.zeros((players, 2)),
                           scales={"x": self.x, "y": self.y},
                           colors=[player_colour(p) for p in range(players)],
                           labels=list(names), display_legend=False, stroke_width=2)
        self.passages = Lines(x=np.zeros((2, 2)), y=np.array([[0.0, 1.0]] * 2),
                              scales={"x": self.x, "y": unit["y"]}, colors=["#888888"],
                              line_style="dashed", stroke_width=1, opacities=[0.0, 0.0])
        # the passage names in the top band, which the lines never reach (TOP)
        # (the passage names, and above them the caption: two rows that never meet)
        self.passage_names = Label(x=[0.0, 0.0], y=[0.78, 0.78], text=["II", "III"],
                                   scales={"x": self.x, "y": unit["y"]}, colors=["#555555"],
                                   default_size=11, x_offset=3, opacities=[0.0, 0.0])
        # each line's player written at its end: the colours alone would not tell (`_ends`)
        self.ends = Label(x=np.zeros(players), y=np.zeros(players),
                          text=[f"P{p + 1}" for p in range(players)],
                          scales={"x": self.x, "y": self.y}, colors=["#333333"],
                          default_size=11, font_weight="bold", align="end", y_offset=-4)
        self.x_axis = Axis(scale=self.x, tick_format="d", tick_values=[0, 1],
                           label_offset="28px")
        self.y_axis = Axis(scale=self.y, side="left", tick_format="d",
                           tick_values=whole_ticks(10), label_offset="32px")
        # the right margin holds half the last tick's number ("10" was cut at 12 px)
        self.figure = Figure(marks=[self.passages, self.passage_names, self.lines, self.ends],
                             title=title, animation_duration=0,
                             axes=[self.x_axis, self.y_axis], display_toolbar=False,
                             fig_margin={"top": 30, "bottom": 40, "left": 44, "right": 20},
                             layout=chart_layout("230px"), title_style=TITLE_STYLE)

    def marks(self) -> list:
        return [self.lines, self.x, self.y, self.x_axis, self.y_axis, self.passages,
                self.passage_names, self.ends]

    def update(self, states) -> None:
        scores = np.array([s.scores for s in states], dtype=float).T
        xs = round_positions(states)
        if scores.shape[1] == 1:
            # bqplot reads a (players, 1) array as one line and then stops redrawing: draw the
            # single position as a flat step instead
            scores, xs = np.repeat(scores, 2, axis=1), [0.0, 0.5]
        self.lines.x = np.array(xs)
        self.lines.y = scores
        # never an empty domain: with every score 0 bqplot's axis breaks and stops redrawing
        top = float(max(10, scores.max() * self.TOP))
        self.y.max = top
        self.y_axis.tick_values = whole_ticks(top / self.TOP)
        rounds = max(1, int(np.ceil(xs[-1])))
        self.x.max = float(rounds)
        self.x_axis.tick_values = whole_ticks(rounds, 8)
        starts = [xs[i] for i in range(1, len(states))
                  if states[i].passage != states[i - 1].passage]
        starts = (starts + [0.0, 0.0])[:2]
        shown = [1.0 if i else 0.0 for i in starts]
        self.passages.x = np.array([[i, i] for i in starts], dtype=float)
        self.passages.opacities = shown
        self.passage_names.x = [float(i) for i in starts]
        self.passage_names.opacities = shown
        self.ends.x, self.ends.y = [float(xs[-1])] * len(scores), self._ends(scores[:, -1], top)

    @staticmethod
    def _ends(last, top: float) -> list[float]:
        """Where each player's label goes: at their last score, moved down where it would
        overprint a higher one (at least 8 % of the height apart), and up again where that
        took it under 0 (the axis: at the start all four overprinted there)."""
        gap, ys, below = 0.08 * top, [0.0] * len(last), None
        order = sorted(range(len(last)), key=lambda p: -last[p])
        for p in order:
            y = float(last[p]) if below is None else min(float(last[p]), below - gap)
            ys[p] = below = y
        above = None
        for p in reversed(order):
            ys[p] = above = max(ys[p], 0.0) if above is None else max(ys[p], above + gap)
        return ys


class MajorityChart:
    """Aristocrats per district per player (grouped bars), with each district's current first
    and second place written above its group, one short line each ("1st P3", then "2nd P1";
    tied leaders each "=1": they share first place and score the second value, SM-V2)
    in fixed rows at the top
    that the bars never reach, and the bars of players who would score opaque. `places`:
    (place, player) -> its text ("first"/"tied"/"second", "P3"), in the table's language."""

    ROWS = (0.93, 0.84, 0.75, 0.66)    # label rows (fraction of the height), one per place
    TOP = 1.75                         # the y axis reaches 1.75 x the tallest bar (+1)

    def __init__(self, players: int, names, title: str = "", place_text=None):
        self.players, self.names = players, list(names)
        short = {"first": "1", "tied": "1=", "second": "2"}
        self.place_text = place_text or (lambda place, who: f"{short[place]}:{who}")
        self.x, self.y = OrdinalScale(domain=list(SHORT_NAMES)), LinearScale(min=0, max=4)
        sc = {"x": self.x, "y": self.y}
        self.bars = Bars(x=list(SHORT_NAMES), y=np.zeros((players, 6)), scales=sc,
                         type="grouped", colors=[player_colour(p) for p in range(players)],
                         padding=0.2, opacity_mode="no_group", opacities=[1.0] * (players * 6),
                         labels=list(names), display_legend=False)
        unit = LinearScale(min=0, max=1)
        rows = len(self.ROWS)
        self.places = Label(x=[n for n in SHORT_NAMES for _ in range(rows)],
                            y=[r for _ in SHORT_NAMES for r in self.ROWS],
                            scales={"x": self.x, "y": unit}, text=[""] * (6 * rows),
                            colors=["#333333"], default_size=10, font_weight="bold",
                            align="middle")
        self.y_axis = Axis(scale=self.y, side="left", tick_format="d",
                           tick_values=whole_ticks(2))
        self.figure = Figure(marks=[self.bars, self.places], title=title,
                             animation_duration=0, display_toolbar=False,
                             axes=[Axis(scale=self.x, tick_style={"font-size": "10px"},
                                        tick_rotate=-25),    # apart on a phone too
                                   self.y_axis],
                             fig_margin={"top": 30, "bottom": 40, "left": 44, "right": 12},
                             layout=chart_layout("230px"), title_style=TITLE_STYLE)

    def marks(self) -> list:
        return [self.bars, self.places, self.y, self.y_axis]

    def place_texts(self, state) -> list[str]:
        """The label of every (district, row): the district's first or its tied leaders (who
        share first place and score the second value, SM-V2), then its second."""
        out = []
        for d, row in enumerate(state.counts):
            awards = sorted(district_awards(d, row), key=lambda a: (a[2] == "second", a[0]))
            lines = [self.place_text(place, f"P{p + 1}") for p, _pp, place in awards]
            out += (lines + [""] * len(self.ROWS))[:len(self.ROWS)]
        return out

    def update(self, state) -> None:
        counts = state.counts
        y = np.array(counts, dtype=float).T                        # players x districts
        places = [majority_places(row) for row in counts]
        self.bars.y = y
        # with opacity_mode "no_group" bqplot counts the bars district by district
        self.bars.opacities = [1.0 if places[d][p] else 0.35
                               for d in range(6) for p in range(self.players)]
        self.places.text = self.place_texts(state)
        tallest = float(max(2, y.max()))
        self.y.max = tallest * self.TOP + 1
        self.y_axis.tick_values = whole_ticks(tallest, 4)


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
                             display_toolbar=False,
                             axes=[Axis(scale=self.x),
                                   Axis(scale=self.y, side="left", tick_format="d",
                                        tick_values=[0, LIMIT_OUT // 2, LIMIT_OUT])],
                             fig_margin={"top": 30, "bottom": 30, "left": 44, "right": 12},
                             layout=chart_layout("180px"), title_style=TITLE_STYLE)

    def marks(self) -> list:
        return [self.bars]

    def update(self, state) -> None:
        totals = np.array(state.limit_totals, dtype=float)
        self.bars.y = totals
        self.y.max = float(max(LIMIT_OUT + 4, totals.max() + 2))


def legend_html(names) -> str:
    """The players' colours and shapes, each beside the player's name, outside the charts."""
    return " &nbsp; ".join(f'<span style="white-space:nowrap">{swatch(p)} <b>{n}</b></span>'
                           for p, n in enumerate(names))
