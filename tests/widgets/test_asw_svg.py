"""The static SVG of Art Society states (sanmarco_nb.svg.artsociety) and the wall and chart widgets
used alone: what is drawn matches the state, cell by cell and bar by bar."""
from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import numpy as np
import pytest

from sanmarco_nb import artsociety as AS
from sanmarco_nb.bench import random_step
from sanmarco_nb.svg import artsociety as SVG
from sanmarco_nb.widgets.artsociety_charts import MuseumChart, ScoreChart, breakdown_parts
from sanmarco_nb.widgets.artsociety_wall import (CORNER, EYELINE, LEGAL, PLAIN, GalleryWall,
                                                 show_wall)

from helpers import click_cell

NS = "{http://www.w3.org/2000/svg}"
G = AS.COMPONENTS


def random_game(players, seed, stop=lambda s: s.is_terminal()):
    s = AS.new_game(players, seed)
    rng = random.Random(seed)
    while not stop(s) and not s.is_terminal():
        random_step(s, rng)
    return s


def parse(svg):
    if svg.startswith("<g"):                       # a group (one wall) inside a picture
        svg = f'<svg xmlns="http://www.w3.org/2000/svg">{svg}</svg>'
    root = ET.fromstring(svg)
    assert root.tag == NS + "svg"
    return root


def of_class(root, cls):
    return [e for e in root.iter() if e.get("class") == cls]


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 3)])
def test_walls_svg_draws_every_tile_of_every_wall_to_size(players, seed):
    s = random_game(players, seed)
    root = parse(SVG.walls_svg(s))
    assert len(of_class(root, "wall")) == players
    walls = of_class(root, "wall")
    for p, g in enumerate(walls):
        paintings = [t for t in s.walls[p] if t.is_painting]
        decor = [t for t in s.walls[p] if not t.is_painting]
        rects = of_class(g, "painting")
        assert len(rects) == len(paintings)
        assert len(of_class(g, "decor")) == len(decor)
        for t, r in zip(paintings, rects):       # drawn to size (AS-C3), frame by its line
            assert float(r.get("width")) == t.w * SVG.CELL - 3
            assert float(r.get("height")) == t.h * SVG.CELL - 3
            assert r.get("fill") == SVG.GENRE_COLOURS[t.genre]
            assert r.get("stroke-dasharray") == SVG.FRAME_DASHES[t.frame]
        texts = [e.text for e in g.iter(NS + "text")]
        assert all(SVG.tile_text(t) in texts for t in s.walls[p])


def test_AS_W1_the_wall_shows_stars_eye_line_and_corners():
    s = random_game(2, 0, stop=lambda s: s.phase == "setup")
    root = parse(SVG.wall_svg(s.walls[0]))
    band = of_class(root, "eyeline")[0]
    assert float(band.get("y")) == min(G.eye_line_rows) * SVG.CELL
    assert float(band.get("height")) == len(G.eye_line_rows) * SVG.CELL
    assert len(of_class(root, "star")) == len(G.stars) == 2
    assert len(of_class(root, "corner")) == 4


def test_AS_P3_paintings_in_a_faux_pas_are_outlined():
    t = [AS.Tile(4, 4, 2, 2, "C", "A", 3), AS.Tile(4, 6, 2, 3, "C", "B", 4),
         AS.Tile(6, 4, 2, 2, "P", "A", 3), AS.Tile(3, 4, 1, 1, shields=1)]
    root = parse(SVG.wall_svg(t))
    assert len(of_class(root, "faux-pas")) == 2      # the two City Life touching
    assert len(of_class(root, "decor")) == 1


def test_AS_R5_museum_bars_follow_the_track_with_the_multipliers():
    s = random_game(3, 4)
    root = parse(SVG.walls_svg(s))
    bars = of_class(root, "prestige")
    widths = [float(b.get("width")) for b in bars]
    track = [s.museum[g] for g in AS.GENRES]
    assert np.argsort(widths, kind="stable").tolist() == np.argsort(track, kind="stable").tolist()
    texts = [e.text for e in of_class(root, "museum")[0].iter(NS + "text")]
    for g in AS.GENRES:
        assert f"{s.museum[g]}  ×{s.multipliers()[g]}" in texts


def test_AS_P6_the_assistant_tile_and_excess_paintings_are_shown():
    s = random_game(2, 0, stop=lambda s: any(a is not None for a in s.assistant)
                    and s.phase == "acquire")
    root = parse(SVG.walls_svg(s))
    on_walls = sum(len(w) for w in s.walls)
    drawn = len(of_class(root, "painting")) + len(of_class(root, "decor"))
    assert drawn == on_walls + sum(a is not None for a in s.assistant)
    s = random_game(2, 7, stop=lambda s: any(s.excess))
    assert "excess paintings: 1" in SVG.walls_svg(s)
    german = SVG.walls_svg(s, lang="de")
    assert "überzählige Gemälde: 1" in german and "Stillleben" in german


def test_piece_svg_shows_backs_face_down_and_fronts_with_their_value():
    back = parse(SVG.piece_svg(AS.Back(5, 3, 3), "5: 3×3"))
    assert of_class(back, "back") and not of_class(back, "painting")
    front = parse(SVG.piece_svg(AS.Piece(3, 3, "L", "B", 5), "● 5"))
    assert of_class(front, "painting")[0].get("fill") == SVG.GENRE_COLOURS["L"]
    assert of_class(parse(SVG.piece_svg(None)), "back") == []


# ---- the widgets alone ------------------------------------------------------------------------

def test_gallery_wall_cells_tiles_and_clicks():
    wall = GalleryWall("P1")
    assert set(np.unique(wall.cells.color)) == {PLAIN, EYELINE, CORNER}
    assert (wall.cells.color[list(G.eye_line_rows)] != PLAIN).all()
    tiles = [AS.Tile(4, 4, 2, 2, "C", "A", 3), AS.Tile(4, 6, 3, 2, "C", "B", 4),
             AS.Tile(3, 4, 1, 1, shields=1)]
    wall.draw(tiles, legal=[(0, 1), (2, 2)], chosen=(2, 2),
              preview=AS.Tile(2, 2, 2, 2, "L", "D", 3))
    assert wall.cells.color[0, 1] == LEGAL
    assert list(wall.labels.text) == ["CA 3", "CB 4", "◆"]
    assert list(wall.fills.fill_colors) == [SVG.GENRE_COLOURS["C"]] * 2 + [SVG.DECOR_COLOUR]
    assert np.asarray(wall.frames["A"].x).reshape(-1, 5).shape[0] == 1
    assert np.asarray(wall.faux_pas.x).reshape(-1, 5).shape[0] == 2       # AS-P3
    assert np.asarray(wall.preview.x).ravel()[:2].tolist() == [2.0, 4.0]
    got = []
    wall.on_cell(lambda r, c: got.append((r, c)))
    click_cell(wall, 7, 3)
    assert got == [(7, 3)]
    wall.draw([])
    assert len(wall.labels.text) == 0 and (wall.cells.color != LEGAL).all()


def test_museum_and_score_charts_take_new_data_in_place():
    labels = lambda k: {"museum_title": "Museum", "estimate": "Now", "final": "Final"}.get(k, k)
    museum = MuseumChart(labels)
    bars = museum.bars
    museum.update({"C": 5, "P": 0, "S": 9, "L": 2}, {"C": 4, "P": 2, "S": 5, "L": 3})
    assert museum.bars is bars and list(bars.y) == [5, 0, 9, 2]
    assert list(museum.multipliers.text) == ["×4", "×2", "×5", "×3"]
    s = random_game(3, 2)
    chart = ScoreChart(["P1", "P2", "P3"], labels)
    chart.update(s.score_breakdown(), final=True)
    parts = breakdown_parts(s.score_breakdown())
    np.testing.assert_array_equal(chart.bars.y, parts)
    assert tuple(parts.sum(axis=0).tolist()) == s.scores          # the parts add up to the total
    assert chart.figure.title == "Final" and list(chart.totals.text) == [str(v) for v in s.scores]


def test_AS_P1_show_wall_highlights_where_a_piece_may_hang():
    s = random_game(2, 3, stop=lambda s: s.round == 3)
    piece = AS.Back(5, 3, 3)
    wall = show_wall(s, 1, piece)
    legal = {tuple(rc) for rc in np.argwhere(wall.cells.color == LEGAL)}
    G = AS.GEOMETRY
    expected = {(r, c) for r in range(G.rows) for c in range(G.cols)
                if G.anchors(s.wall_bits[1], 3, 3) >> G.index(r, c) & 1}
    assert legal == expected and legal
    assert len(wall.labels.text) == len(s.walls[1])
