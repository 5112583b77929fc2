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

from .palette import player_colour, player_marker

__all__ = ["WIDTH", "HEIGHT", "Y_MIN", "Y_MAX", "SHAPES", "ANCHORS", "DOGE_SPOTS", "GRAND_CANAL",
           "canals", "bridge_segments", "aristocrat_spots", "board_svg", "swatch"]

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
BRIDGE_SPACING, BRIDGE_HALF = 3.2, 2.3


def bridge_segments(bridges) -> list:
    """Where each bridge is drawn: [((x1, y1), (x2, y2), owner)] for `bridges` given as
    (a, b, owner) triples; the k-th bridge on a canal sits k steps along it from the middle,
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
        shift = (0, 1, -1)[k % 3] * BRIDGE_SPACING
        mx, my = (x1 + x2) / 2 + ux * shift, (y1 + y2) / 2 + uy * shift
        nx, ny = -uy * BRIDGE_HALF, ux * BRIDGE_HALF
        out.append(((mx - nx, my - ny), (mx + nx, my + ny), owner))
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


def board_svg(state, size: int = 480, names=None) -> str:
    """The position of `state` as an SVG document `size` pixels wide.

    Districts with their first/second prestige values, each player's aristocrats per district
    (the number in their marker), bridges on their canals in the owner's colour, the Doge, and a
    line per player with their prestige points. `names` overrides "P1", "P2", ... .
    """
    from ..sanmarco import DISTRICTS, FIRST_SECOND
    s = size / WIDTH
    players = state.players
    names = list(names or [f"P{p + 1}" for p in range(players)])
    legend_h = 6 * s
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
                out.append(_text(cx, cy + 0.9 * s, n, 2.4 * s, weight="bold", fill="#FFFFFF"))
    for (x1, y1), (x2, y2), owner in bridge_segments(state.bridges):
        for colour, width in ((INK, 1.6), (player_colour(owner), 1.0)):
            out.append(f'<line class="bridge" x1="{x1 * s:.1f}" y1="{(Y_MAX - y1) * s:.1f}" '
                       f'x2="{x2 * s:.1f}" y2="{(Y_MAX - y2) * s:.1f}" stroke="{colour}" '
                       f'stroke-width="{width * s:.1f}" stroke-linecap="round"/>')
    if state.doge is not None:
        x, y = DOGE_SPOTS[state.doge]
        cx, cy = x * s, (Y_MAX - y) * s
        out.append(_marker("diamond", cx, cy, 2.4 * s, DOGE_COLOUR))
        out.append(_text(cx, cy + 0.9 * s, "D", 2.4 * s, weight="bold", fill="#FFFFFF"))
    y = HEIGHT * s + legend_h / 2 + 1.2 * s
    for p in range(players):
        x = (4 + p * 24) * s
        out.append(_marker(player_marker(p), x, y - 1.2 * s, 1.6 * s, player_colour(p)))
        out.append(_text(x + 3 * s, y, f"{names[p]}: {state.scores[p]} PP", 2.6 * s,
                         anchor="start"))
    out.append("</svg>")
    return "\n".join(out)
