"""The static SVG board (sanmarco_nb/svg/sanmarco.py): geometry that matches the rules' map,
and a pure renderer that shows the position."""
from __future__ import annotations

import random
import xml.etree.ElementTree as ET

from sanmarco_nb import sanmarco
from sanmarco_nb.svg import sanmarco as geo
from sanmarco_nb.bench import random_step

NS = "{http://www.w3.org/2000/svg}"


def played(seed, steps):
    state, rng = sanmarco.new_game(players=4, seed=seed), random.Random(seed)
    for _ in range(steps):
        if state.is_terminal():
            break
        random_step(state, rng)
    return state


def test_district_shapes_share_an_edge_exactly_where_sm_b2_has_a_canal():
    """SM-B2: the drawn map has a canal (a shared edge) for each adjacent pair, and no other."""
    assert sorted(geo.canals()) == sorted(sanmarco.ADJACENT)
    assert len(geo.SHAPES) == len(geo.ANCHORS) == len(geo.DOGE_SPOTS) == 6


def test_bridges_on_one_canal_are_drawn_apart_across_the_water():
    """SM-B3: up to three bridges on a canal, each its own segment crossing that canal."""
    segs = geo.bridge_segments([(0, 1, 0), (0, 1, 2), (0, 1, 3), (4, 5, 1)])
    assert len({s[0] for s in segs}) == 4 and [s[2] for s in segs] == [0, 2, 3, 1]
    (p, q) = geo.canals()[(0, 1)]
    for (x1, y1), (x2, y2), _ in segs[:3]:
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        cross = (q[0] - p[0]) * (my - p[1]) - (q[1] - p[1]) * (mx - p[0])
        assert abs(cross) < 1e-6                      # its middle lies on the canal


def test_board_svg_shows_the_position():
    state = played(3, 400)
    svg = geo.board_svg(state, size=400)
    root = ET.fromstring(svg)                         # well-formed XML
    assert root.get("width") == "400"
    assert len(root.findall(f"{NS}polygon[@class='district']")) == 6
    assert len(root.findall(f"{NS}line[@class='bridge']")) == 2 * len(state.bridges)
    texts = [t.text for t in root.iter(f"{NS}text")]
    assert "San Marco" in texts and ("D" in texts) == (state.doge is not None)
    written = sum(int(t) for t in texts if t and t.isdigit())
    assert written == sum(map(sum, state.counts))     # every aristocrat, in its count
    for p in range(4):
        assert f"Player {p + 1}: {state.scores[p]} prestige points" in texts
    # each bridge carries its owner's shape beside its colour (nothing told by colour alone)
    markers = len(root.findall(f"{NS}circle")) + len(root.findall(f"{NS}rect")) \
        + len(root.findall(f"{NS}polygon")) - 6 - 1          # districts, water
    pieces = sum(n > 0 for row in state.counts for n in row) + len(state.bridges) + 4 \
        + (state.doge is not None)
    assert markers == pieces
    assert geo.board_svg(state, size=400) == svg      # a pure function of the state
    tr = [t.text for t in ET.fromstring(geo.board_svg(state, lang="tr")).iter(f"{NS}text")]
    assert f"Oyuncu 1: {state.scores[0]} prestij puanı" in tr


def test_board_svg_of_a_new_game_is_empty_of_pieces():
    """SM-S1: no aristocrat, bridge or Doge before the set-up."""
    root = ET.fromstring(geo.board_svg(sanmarco.new_game(players=3, seed=0)))
    assert not root.findall(f"{NS}line[@class='bridge']")
    assert "D" not in [t.text for t in root.iter(f"{NS}text")]
