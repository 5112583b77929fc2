"""Issue 21: the live board is drawn so that a learner can read it. No aristocrat marker and no
Doge covers a district's name or values, the Doge covers no marker, no bridge (nor its owner's
mark) crosses a label, a marker or the Doge, and the bridges on one border stand apart. All
pieces are shapes in board units, so these hold at every width (the texts are TEXT board units
high at every width too: TABLE_CSS). Shapes are convex polygons, tested by separating axes."""
from __future__ import annotations

from itertools import combinations
from math import cos, pi, sin

import pytest

from sanmarco_nb.sanmarco import DISTRICTS, FIRST_SECOND
from sanmarco_nb.svg import sanmarco as geo
from sanmarco_nb.svg.palette import player_marker
from sanmarco_nb.widgets.sanmarco_board import OWNER_R

GAP = 0.2            # board units between any two things that must not touch


def circle(x, y, r):
    return [(x + r * cos(2 * pi * k / 24), y + r * sin(2 * pi * k / 24)) for k in range(24)]


def box(x0, y0, x1, y1):
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def apart(a, b, gap=GAP) -> bool:
    """Whether convex polygons a and b are at least `gap` apart along some edge normal."""
    for poly in (a, b):
        for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1]):
            nx, ny = y2 - y1, x1 - x2
            norm = (nx * nx + ny * ny) ** 0.5
            if not norm:
                continue
            pa = [(x * nx + y * ny) / norm for x, y in a]
            pb = [(x * nx + y * ny) / norm for x, y in b]
            if min(pb) - max(pa) >= gap or min(pa) - max(pb) >= gap:
                return True
    return False


LABELS = [box(*b) for pair in geo.label_boxes(DISTRICTS, [f"{f}/{s}" for f, s in FIRST_SECOND])
          for b in pair]
DOGES = [geo.marker_polygon("diamond", x, y, geo.DOGE_R) for x, y in geo.DOGE_SPOTS]


def tokens(players):
    """Each player's marker, in their shape, at their spot in every district."""
    return [geo.marker_polygon(player_marker(p), x, y, geo.TOKEN_R) for d in range(6)
            for p, (x, y) in enumerate(geo.aristocrat_spots(d, players))]


def all_bridges():
    """Every bridge the rules allow (up to three per border, SM-B3), with its owner's mark."""
    out = {}
    for key in geo.canals():
        segs = geo.bridge_segments([(*key, 0)] * 3)
        # the owner's mark: any player's shape, at most 1.2 x its radius from the centre
        out[key] = [(geo.bridge_polygon(p, q), circle((p[0] + q[0]) / 2, (p[1] + q[1]) / 2,
                                                      1.2 * OWNER_R)) for p, q, _o in segs]
    return out


@pytest.mark.parametrize("players", [3, 4])
def test_no_marker_or_doge_covers_a_name_a_value_or_each_other(players):
    for t in tokens(players):
        assert all(apart(t, label) for label in LABELS)
        assert all(apart(t, doge) for doge in DOGES)
    for doge in DOGES:
        assert all(apart(doge, label) for label in LABELS)


@pytest.mark.parametrize("players", [3, 4])
def test_no_bridge_crosses_a_label_a_marker_or_the_doge(players):
    others = LABELS + tokens(players) + DOGES
    for key, bridges in all_bridges().items():
        for bridge, mark in bridges:
            for shape in (bridge, mark):
                hit = [i for i, o in enumerate(others) if not apart(shape, o)]
                assert not hit, (key, hit)


def test_the_bridges_on_one_border_stand_apart():
    assert set(all_bridges()) == set(geo.BRIDGE_AT)          # every border has its places
    for key, bridges in all_bridges().items():
        for (a, ma), (b, mb) in combinations(bridges, 2):
            assert apart(a, b) and apart(ma, mb), key
