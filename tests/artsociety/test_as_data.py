"""The components as data (AS-C1 … AS-C5, AS-W1) and the validation of the data file."""
import copy
import json
from collections import Counter
from importlib import resources

import pytest

from sanmarco_nb import artsociety as AS
from sanmarco_nb.artsociety import data

C = AS.COMPONENTS


def raw():
    text = resources.files("sanmarco_nb.artsociety").joinpath("artsociety.json").read_text()
    return json.loads(text)


def test_AS_C1_four_genres_and_four_frames():
    assert C.genres == ("C", "P", "S", "L")
    assert [C.genre_names[g] for g in C.genres] == ["City Life", "Portrait", "Still Life",
                                                     "Landscape"]
    assert C.frames == ("A", "B", "C", "D")


def test_AS_C2_twenty_bid_cards_and_four_start_cards(script):
    s = script.setup(4)
    assert all(h == tuple(range(1, 21)) for h in s.hands)
    assert sorted(C.start_cards) == [1, 2, 3, 4]
    assert [pile for pile in s.piles] == [(1,), (2,), (3,), (4,)]
    assert s.assistant == [None] * 4


def test_AS_C3_catalogue_of_116_paintings():
    assert len(C.paintings) == 112 and len(C.start_paintings) == 4
    assert {p.genre for p in C.start_paintings} == set(C.genres)
    assert len({p.frame for p in C.start_paintings}) == 4
    assert all((p.w, p.h) == (2, 2) for p in C.start_paintings)
    expected = {(2, 2): 6, (2, 3): 3, (3, 2): 3, (3, 3): 1, (2, 4): 2, (4, 2): 2, (3, 4): 2,
                (4, 3): 2, (4, 4): 2, (3, 5): 1, (5, 3): 1, (4, 5): 1, (5, 4): 1, (5, 5): 1}
    for g in C.genres:
        mine = [p for p in C.paintings if p.genre == g]
        assert len(mine) == 28
        assert Counter((p.w, p.h) for p in mine) == expected
        # frames dealt in turn: 7 of each
        assert Counter(p.frame for p in mine) == {f: 7 for f in C.frames}
    for p in C.paintings + C.start_paintings:
        assert p.value == p.w + p.h - 1 and 3 <= p.value <= 9
    # each genre's list starts on a different frame
    firsts = [next(p for p in C.paintings if p.genre == g).frame for g in C.genres]
    assert len(set(firsts)) == 4


def test_AS_C3_paintings_are_not_rotated(script):
    s = script.setup(2)
    script.auction(s, ["4:2x3"] * 3, ["C/C", "C/D", "C/A"])
    script.bid(s, 10, 5)
    s.apply(AS.Action("take", 1))
    shapes = {(a.w, a.h) for a in s.legal_actions() if a.verb == "hang"}
    assert shapes == {(2, 3)}


def test_AS_C4_decor_shapes_and_rotation():
    assert [(d.shields, d.w, d.h) for d in C.decor] == [(1, 1, 1), (2, 1, 2), (3, 1, 3)]
    assert C.decor_rotates


def test_AS_C5_museum_track_starts_at_zero(script):
    s = script.setup(3)
    assert s.museum == {"C": 0, "P": 0, "S": 0, "L": 0}
    assert s.multipliers() == {"C": 2, "P": 2, "S": 2, "L": 2}


def test_AS_W1_wall_geometry_from_data():
    G = AS.GEOMETRY
    assert (G.rows, G.cols) == (10, 10)
    assert G.stars == G.rect(1, 1, 4, 4) | G.rect(1, 1, 5, 5)
    assert G.eye_line == G.rect(10, 2, 4, 0)
    assert sorted(G.cell(c.bit_length() - 1) for c in G.corners) == [(0, 0), (0, 9), (9, 0),
                                                                     (9, 9)]
    assert bin(G.board).count("1") == 100
    assert G.full(G.board) and not G.full(G.board & ~G.rect(1, 1, 9, 9))


def test_the_shipped_data_file_loads():
    assert data.parse_components(raw()) == C


@pytest.mark.parametrize("damage, message", [
    (lambda d: d["paintings"][0].update(genre="X"), "unknown genre"),
    (lambda d: d["paintings"][0].update(w=0), r"paintings\[0\]\.w must be a whole number"),
    (lambda d: d["paintings"][0].pop("value"), "exactly genre"),
    (lambda d: d["wall"].update(stars=[]), "star"),
    (lambda d: d["wall"].update(stars=[[4, 12]]), "col"),
    (lambda d: d.update(start_cards=[1, 1, 2, 3]), "start bid cards"),
    (lambda d: d.update(paintings=d["paintings"][:50]), "enough paintings"),
    (lambda d: d["decor"][1].update(shields=5), "decor tiles"),
    (lambda d: d["paintings"][3].update(w=11), "larger than the wall"),
])
def test_bad_data_is_rejected_on_load(damage, message):
    d = copy.deepcopy(raw())
    damage(d)
    with pytest.raises(data.DataError, match=message):
        data.parse_components(d)


def test_a_corrected_catalogue_is_a_data_change(tmp_path):
    d = raw()
    d["paintings"][0]["frame"] = "D"
    path = tmp_path / "fixed.json"
    path.write_text(json.dumps(d))
    fixed = data.load(path)
    assert fixed.paintings[0].frame == "D" and fixed.paintings[1:] == C.paintings[1:]
