"""The San Marco board as a static SVG, and the board geometry the live table draws too.

`board_svg(state)` is a pure function from a state to an SVG string (like python-chess's svg
module): it is what `_repr_svg_` shows on GitHub and nbviewer. No Jupyter imports here.

The geometry is data: six district polygons that tile a schematic Venice (Cannaregio north-west,
Castello east, San Marco centre-south, Santa Croce and San Polo west of the Grand Canal,
Dorsoduro south-west). Two districts are neighbours exactly where their polygons share an edge;
that edge is the canal where their bridges are drawn, so the picture cannot disagree with the
adjacency table SM-B2 (a test checks that).
"""
from __future__ import annotations

from html import escape
from math import hypot

from .palette import player_colour, player_marker, text_on

__all__ = ["WIDTH", "HEIGHT", "Y_MIN", "Y_MAX", "SHAPES", "ANCHORS", "DOGE_SPOTS", "GRAND_CANAL",
           "TEXT", "TOKEN_R", "DOGE_R", "BRIDGE_HALF", "BRIDGE_WIDTH", "BRIDGE_AT",
           "canals", "bridge_segments", "bridge_polygon", "marker_polygon", "label_boxes",
           "aristocrat_spots", "board_svg", "swatch"]

# board units: x east 0..100, y north 10..78 (the lagoon around the city is cut off)
WIDTH, Y_MIN, Y_MAX = 100.0, 10.0, 78.0
HEIGHT = Y_MAX - Y_MIN

# the corners where three districts meet, named so the shared edges are visibly shared
_P1, _P2, _P3, _P4 = (4, 50), (26, 52), (46, 49), (62, 56)
_P5, _P6, _P7, _P8 = (33, 33), (51, 28), (70, 26), (56, 20)
_Q, _R = (72, 72), (16, 30)

SHAPES = (   # indexed like sanmarco.DISTRICTS
    (_P1, (10, 60), (22, 68), (38, 73), (55, 75), _Q, _P4, _P3, _P2),        # 0 Cannaregio
    (_P1, _P2, _P5, _R, (3, 37)),                                            # 1 Santa Croce
    (_P2, _P3, _P6, _P5),                                                    # 2 San Polo
    (_R, _P5, _P6, _P8, (46, 14), (30, 12), (14, 18), (8, 26)),             # 3 Dorsoduro
    (_P3, _P4, _P7, (66, 20), _P8, _P6),                                     # 4 San Marco
    (_Q, (84, 71), (94, 64), (98, 52), (94, 40), (84, 31), _P7, _P4),       # 5 Castello
)
# where a district's name goes (its aristocrats sit just below) and where the Doge stands
ANCHORS = ((32, 67), (16, 45.5), (39, 46.5), (31, 27.5), (58, 47), (82, 56))
# where each district's 2 x 2 grid of aristocrat spots goes (x shift from the name, y of the
# top row, 6 below the name: its second line, the values, lies between) and where the Doge
# stands: searched so that every piece keeps clear of the coast, the canals, the name and the
# other pieces (tests/widgets/test_issue16.py measures it)
SPOT_GRIDS = ((0.0, 61.0), (2.0, 39.5), (0.5, 40.5), (1.0, 21.0), (0.0, 41.0), (0.0, 50.0))
DOGE_SPOTS = ((50, 63), (7, 40), (48, 31), (46, 22), (60, 26), (81, 62))
# drawn wider than the other canals, for recognition only (the rules do not care)
GRAND_CANAL = (_P1, _P2, _P3, _P6, _P8)

LAND, WATER, CANAL, INK = "#F4ECD8", "#CFE6F2", "#7FB8D8", "#333333"
DOGE_COLOUR = "#B8860B"


def _edges(shape):
    return {frozenset((shape[i], shape[i - 1])) for i in range(len(shape))}


def canals() -> dict:
    """{(a, b): (start, end)} for every pair of districts a < b whose shapes share an edge."""
    found = {}
    for a in range(len(SHAPES)):
        for b in range(a + 1, len(SHAPES)):
            shared = _edges(SHAPES[a]) & _edges(SHAPES[b])
            if shared:
                p, q = sorted(max(shared, key=lambda e: hypot(*_sub(*e))))
                found[(a, b)] = (p, q)
    return found


def _sub(p, q):
    return p[0] - q[0], p[1] - q[1]


_CANALS = canals()

# Sizes in board units, so that every piece grows with the board (the live board's texts are
# TEXT units high: TABLE_CSS sets them to 2.15 % of its width)
TEXT = 2.15
TOKEN_R, DOGE_R = 2.0, 2.5                # a player's marker and the Doge's diamond
BRIDGE_HALF, BRIDGE_WIDTH = 1.9, 1.2      # a bridge: across the water, and along the canal
# Where the bridges of a canal stand, as fractions of its length (the first one, then the
# next two): clear of every name, value, marker and the Doge, 2.4 units apart, and away from
# the corners where canals meet (tests/widgets/test_board_geometry.py checks it)
BRIDGE_AT = {(0, 1): (0.5, 0.39, 0.61), (0, 2): (0.33, 0.45, 0.21), (0, 4): (0.5, 0.36, 0.64),
             (0, 5): (0.5, 0.37, 0.63), (1, 2): (0.53, 0.65, 0.41), (1, 3): (0.5, 0.64, 0.78),
             (2, 3): (0.44, 0.57, 0.31), (2, 4): (0.41, 0.52, 0.3), (3, 4): (0.5, 0.25, 0.75),
             (4, 5): (0.5, 0.58, 0.42)}


def bridge_segments(bridges) -> list:
    """Where each bridge is drawn: [((x1, y1), (x2, y2), owner)] for `bridges` given as
    (a, b, owner) triples; the k-th bridge on a canal stands at its k-th place (BRIDGE_AT),
    across the water."""
    seen: dict = {}
    out = []
    for a, b, owner in bridges:
        key = (min(a, b), max(a, b))
        k = seen.get(key, 0)
        seen[key] = k + 1
        (x1, y1), (x2, y2) = _CANALS[key]
        length = hypot(x2 - x1, y2 - y1)
        ux, uy = (x2 - x1) / length, (y2 - y1) / length
        t = BRIDGE_AT[key][k % 3]
        mx, my = x1 + (x2 - x1) * t, y1 + (y2 - y1) * t
        nx, ny = -uy * BRIDGE_HALF, ux * BRIDGE_HALF
        out.append(((mx - nx, my - ny), (mx + nx, my + ny), owner))
    return out


def bridge_polygon(p, q) -> list:
    """The rectangle of a bridge drawn from p to q across its canal (BRIDGE_WIDTH wide)."""
    length = hypot(q[0] - p[0], q[1] - p[1])
    wx, wy = (q[1] - p[1]) / length * BRIDGE_WIDTH / 2, -(q[0] - p[0]) / length * BRIDGE_WIDTH / 2
    return [(p[0] - wx, p[1] - wy), (q[0] - wx, q[1] - wy), (q[0] + wx, q[1] + wy),
            (p[0] + wx, p[1] + wy)]


_UNIT_SHAPES = {   # corners of each marker shape around (0, 0), radius about 1
    "square": ((-0.9, -0.9), (0.9, -0.9), (0.9, 0.9), (-0.9, 0.9)),
    "diamond": ((0, -1.15), (1.15, 0), (0, 1.15), (-1.15, 0)),
    "triangle-up": ((-1.1, -0.8), (1.1, -0.8), (0, 1.2)),
    "triangle-down": ((-1.1, 0.8), (0, -1.2), (1.1, 0.8)),
    "cross": ((-0.35, -1), (0.35, -1), (0.35, -0.35), (1, -0.35), (1, 0.35), (0.35, 0.35),
              (0.35, 1), (-0.35, 1), (-0.35, 0.35), (-1, 0.35), (-1, -0.35), (-0.35, -0.35)),
}
MARKER_POINTS = 12       # every marker outline has as many points (one Lines mark draws them)


def marker_polygon(shape: str, x: float, y: float, r: float) -> list:
    """A player's marker shape (PLAYER_MARKERS' names; a circle for any other) of radius r
    around (x, y) in board units, as MARKER_POINTS points of its outline."""
    from math import cos, pi, sin
    corners = _UNIT_SHAPES.get(shape)
    if corners is None:
        return [(x + r * cos(2 * pi * k / MARKER_POINTS), y + r * sin(2 * pi * k / MARKER_POINTS))
                for k in range(MARKER_POINTS)]
    # the corners, each edge cut into equal parts, to MARKER_POINTS points
    per = MARKER_POINTS // len(corners)
    out = []
    for (ax, ay), (bx, by) in zip(corners, corners[1:] + corners[:1]):
        out += [(x + r * (ax + (bx - ax) * j / per), y + r * (ay + (by - ay) * j / per))
                for j in range(per)]
    return out


# about how wide a character is against the text's height (bold names, plain values)
_BOLD, _PLAIN = 0.62, 0.56


def label_boxes(names, values, value_drop: float = 3.2) -> list:
    """Per district, the rectangles its name and its values take ([(x0, y0, x1, y1)] x 2),
    for texts TEXT units high centred on their anchor (the name on ANCHORS, the values
    `value_drop` below), estimated from the number of characters."""
    out = []
    for (x, y), name, value in zip(ANCHORS, names, values):
        boxes = []
        for text, base, width in ((name, y, _BOLD), (value, y - value_drop, _PLAIN)):
            half = len(text) * TEXT * width / 2
            boxes.append((x - half, base - 0.22 * TEXT, x + half, base + 0.74 * TEXT))
        out.append(boxes)
    return out


def aristocrat_spots(district: int, players: int) -> list:
    """A spot per player in `district` (a 2 x 2 grid, SPOT_GRIDS) for their aristocrats."""
    x, _y = ANCHORS[district]
    dx, top = SPOT_GRIDS[district]
    return [(x + dx + (-3.2 if p % 2 == 0 else 3.2), top - 5.0 * (p // 2))
            for p in range(players)]


# ---- the picture ----------------------------------------------------------------------------

def _xy(p, s):
    return f"{p[0] * s:.1f},{(Y_MAX - p[1]) * s:.1f}"


def _marker(shape, x, y, r, fill):
    """A player's marker shape in SVG (the same shapes as the bqplot markers)."""
    style = f'fill="{fill}" stroke="{INK}" stroke-width="0.8"'
    if shape == "circle":
        return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" {style}/>'
    if shape == "square":
        return (f'<rect x="{x - r:.1f}" y="{y - r:.1f}" width="{2 * r:.1f}" '
                f'height="{2 * r:.1f}" {style}/>')
    if shape == "diamond":
        pts = [(x, y - r * 1.25), (x + r * 1.25, y), (x, y + r * 1.25), (x - r * 1.25, y)]
    elif shape == "triangle-down":
        pts = [(x - r * 1.2, y - r), (x + r * 1.2, y - r), (x, y + r * 1.2)]
    else:   # triangle-up, and a fallback for any other shape
        pts = [(x - r * 1.2, y + r), (x + r * 1.2, y + r), (x, y - r * 1.2)]
    return f'<polygon points="{" ".join(f"{a:.1f},{b:.1f}" for a, b in pts)}" {style}/>'


def swatch(p: int, size: int = 12) -> str:
    """Player `p`'s marker shape in their colour, as a small inline SVG to stand beside their
    name in HTML (hidden from screen readers: the name says who it is)."""
    r = size * 0.36
    return (f'<svg width="{size}" height="{size}" viewBox="0 0 {size} {size}" aria-hidden="true" '
            f'focusable="false" style="vertical-align:-1px">'
            f'{_marker(player_marker(p), size / 2, size / 2, r, player_colour(p))}</svg>')


def _text(x, y, text, size, anchor="middle", weight="normal", fill=INK):
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size:.1f}" text-anchor="{anchor}" '
            f'font-weight="{weight}" fill="{fill}">{escape(str(text))}</text>')


def board_svg(state, size: int = 480, names=None, lang: str = "en") -> str:
    """The position of `state` as an SVG document `size` pixels wide, words in `lang`.

    Districts with their first/second prestige values, each player's aristocrats per district
    (the number in their marker), bridges on their canals in the owner's colour with the
    owner's shape, the Doge, and a line per player with their prestige points. `names`
    overrides "Player 1", "Player 2", ... .
    """
    from ..i18n import player_name, render
    from ..sanmarco import DISTRICTS, FIRST_SECOND
    s = size / WIDTH
    players = state.players
    names = list(names or [player_name(p, lang) for p in range(players)])
    legend_h = 11 * s                       # two rows of two players
    h = HEIGHT * s + legend_h
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{h:.0f}" '
           f'viewBox="0 0 {size} {h:.0f}" font-family="sans-serif">',
           f'<rect width="{size}" height="{h:.0f}" fill="{WATER}"/>']
    for d, shape in enumerate(SHAPES):
        pts = " ".join(_xy(p, s) for p in shape)
        out.append(f'<polygon class="district" data-district="{d}" points="{pts}" fill="{LAND}" '
                   f'stroke="{CANAL}" stroke-width="{0.9 * s:.1f}" stroke-linejoin="round"/>')
    out.append(f'<polyline points="{" ".join(_xy(p, s) for p in GRAND_CANAL)}" fill="none" '
               f'stroke="{CANAL}" stroke-width="{1.8 * s:.1f}" stroke-linejoin="round"/>')
    for d, (ax, ay) in enumerate(ANCHORS):
        first, second = FIRST_SECOND[d]
        out.append(_text(ax * s, (Y_MAX - ay) * s, DISTRICTS[d], 2.8 * s, weight="bold"))
        out.append(_text(ax * s, (Y_MAX - ay + 3) * s, f"{first}/{second}", 2.2 * s))
        for p, (x, y) in enumerate(aristocrat_spots(d, players)):
            n = state.counts[d][p]
            if n:
                cx, cy = x * s, (Y_MAX - y) * s
                out.append(_marker(player_marker(p), cx, cy, 2.1 * s, player_colour(p)))
                out.append(_text(cx, cy + 0.9 * s, n, 2.4 * s, weight="bold",
                                 fill=text_on(player_colour(p))))
    for (x1, y1), (x2, y2), owner in bridge_segments(state.bridges):
        for colour, width in ((INK, 1.6), (player_colour(owner), 1.0)):
            out.append(f'<line class="bridge" x1="{x1 * s:.1f}" y1="{(Y_MAX - y1) * s:.1f}" '
                       f'x2="{x2 * s:.1f}" y2="{(Y_MAX - y2) * s:.1f}" stroke="{colour}" '
                       f'stroke-width="{width * s:.1f}" stroke-linecap="round"/>')
        # the owner's shape on the bridge too: its colour alone would not tell
        out.append(_marker(player_marker(owner), (x1 + x2) / 2 * s, (Y_MAX - (y1 + y2) / 2) * s,
                           0.9 * s, player_colour(owner)))
    if state.doge is not None:
        x, y = DOGE_SPOTS[state.doge]
        cx, cy = x * s, (Y_MAX - y) * s
        out.append(_marker("diamond", cx, cy, 2.4 * s, DOGE_COLOUR))
        out.append(_text(cx, cy + 0.9 * s, "D", 2.4 * s, weight="bold",
                         fill=text_on(DOGE_COLOUR)))
    for p in range(players):
        x, y = (4 + p % 2 * 50) * s, (HEIGHT + 4 + p // 2 * 5) * s
        out.append(_marker(player_marker(p), x, y - 0.9 * s, 1.6 * s, player_colour(p)))
        out.append(_text(x + 3 * s, y, render("sm-board-score", lang, p=names[p],
                                              pp=state.scores[p]), 2.6 * s, anchor="start"))
    out.append("</svg>")
    return "\n".join(out)


# what a table's static output and the State's `_repr_svg_` (core.PICTURES) draw of this
# game, and its word there
picture = board_svg
PICTURE = "board"
