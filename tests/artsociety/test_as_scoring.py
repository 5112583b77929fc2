"""Scoring (AS-E2 … AS-E7) as a pure function, with the rules file's worked example."""
import pytest

from sanmarco_nb import artsociety as AS
from sanmarco_nb.artsociety import scoring
from sanmarco_nb.artsociety.data import Tile

G = AS.GEOMETRY
GENRES = AS.GENRES


def painting(row, col, genre, w=2, h=2, frame="A"):
    return Tile(row, col, w, h, genre, frame, w + h - 1, 0)


def decor(row, col, shields, w=None, h=1):
    return Tile(row, col, w or shields, h, shields=shields)


def bits(tiles):
    b = 0
    for t in tiles:
        b |= G.rect(t.w, t.h, t.row, t.col)
    return b


# museum: Landscape 23, Portrait 17, City Life 9, Still Life never moved (order C, P, S, L)
EXAMPLE_TRACK = [9, 17, 0, 23]
EXAMPLE_WALL = (
    painting(4, 0, "L"), painting(4, 2, "L"),          # touching: a faux pas, both in the band
    painting(3, 6, "L"),                               # in the band (row 4)
    painting(8, 4, "L"),                               # below the band
    painting(0, 0, "P"), painting(0, 8, "P"),          # corners (0, 0) and (0, 9)
    painting(8, 0, "C"), painting(0, 4, "C"),          # corner (9, 0)
    painting(6, 8, "S"),                               # corner (9, 9) stays empty
    decor(2, 0, 3), decor(2, 3, 3), decor(2, 6, 3), decor(7, 0, 1),
)


def test_AS_E2_to_AS_E7_the_worked_example_scores_41():
    parts = scoring.breakdown([EXAMPLE_WALL], [bits(EXAMPLE_WALL)], [1], EXAMPLE_TRACK, GENRES,
                              G)[0]
    assert parts == {
        "genres": {"L": 2 * 5, "P": 2 * 4, "C": 2 * 3, "S": 1 * 2},
        "decor": 10, "eye_line": 3 * 3, "full_wall": 0, "corners": -2, "excess": -2,
        "total": 41,
    }


def test_AS_E2_multipliers_by_the_museum_track():
    assert scoring.multipliers(EXAMPLE_TRACK, GENRES) == {"L": 5, "P": 4, "C": 3, "S": 2}
    assert scoring.multipliers([0, 0, 0, 0], GENRES) == {g: 2 for g in GENRES}
    assert scoring.multipliers([0, 4, 0, 0], GENRES) == {"P": 5, "C": 2, "S": 2, "L": 2}


def test_AS_E2_the_number_of_paintings_counts_not_their_values():
    wall = (painting(0, 0, "P", 5, 5), painting(5, 5, "C"))
    parts = scoring.breakdown([wall], [bits(wall)], [0], [0, 5, 0, 0], GENRES, G)[0]
    assert parts["genres"] == {"P": 5, "C": 2, "S": 0, "L": 0}


def test_AS_P3_faux_pas_paintings_lose_their_genre_points_but_keep_the_eye_line():
    wall = (painting(4, 0, "L"), painting(4, 2, "L"), painting(4, 4, "P"))
    parts = scoring.breakdown([wall], [bits(wall)], [0], [0, 0, 0, 7], GENRES, G)[0]
    assert parts["genres"]["L"] == 0 and parts["genres"]["P"] == 2
    assert parts["eye_line"] == 6
    assert scoring.faux_pas(wall, G) == {0, 1}


def test_AS_E3_one_point_per_shield():
    """AS-E3: one point per decor shield on the wall."""
    wall = (painting(0, 0, "C"), decor(2, 0, 2), decor(3, 0, 2, w=1, h=2))
    assert scoring.breakdown([wall], [bits(wall)], [0], [0] * 4, GENRES, G)[0]["decor"] == 4


def test_AS_E4_eye_line_only_for_the_leading_genre_fully_or_partly_in_the_band():
    wall = (painting(3, 0, "C"),       # rows 3-4: partly
            painting(4, 3, "C"),       # rows 4-5: fully (touching the first: faux pas)
            painting(6, 6, "C"),       # rows 6-7: outside
            painting(0, 6, "P", 3, 5))  # rows 0-4, but Portrait is not leading
    parts = scoring.breakdown([wall], [bits(wall)], [0], [10, 3, 0, 0], GENRES, G)[0]
    assert parts["eye_line"] == 6
    none_moved = scoring.breakdown([wall], [bits(wall)], [0], [0] * 4, GENRES, G)[0]
    assert none_moved["eye_line"] == 0


def test_AS_E4_variant_eyeline_off():
    on = scoring.breakdown([EXAMPLE_WALL], [bits(EXAMPLE_WALL)], [1], EXAMPLE_TRACK, GENRES, G,
                           eyeline=True)[0]
    off = scoring.breakdown([EXAMPLE_WALL], [bits(EXAMPLE_WALL)], [1], EXAMPLE_TRACK, GENRES,
                            G, eyeline=False)[0]
    assert on["eye_line"] == 9 and off["eye_line"] == 0 and off["total"] == 32


def test_AS_E4_variant_eyeline_in_the_state(script):
    totals = {}
    for on in (True, False):
        s = script.setup(2, AS.Variant(eyeline=on))
        script.auction(s, ["3:2x2", "3:2x2", "5:3x3"], ["L/B", "P/C", "L/D"])
        script.bid(s, 10, 5)
        AS.apply_moves(s, "take 1", "hang 2x2@4,6")         # a Landscape in the band
        script.acquire(s, [2])
        assert s.museum["L"] == 5                      # the 3x3 Landscape leads the museum
        totals[on] = s.score_breakdown()[0]
    assert totals[True]["eye_line"] == 3 and totals[False]["eye_line"] == 0
    assert totals[True]["total"] - totals[False]["total"] == 3


def test_AS_E5_full_wall_bonus_once():
    """AS-E5: a full wall scores +5, once."""
    wall = tuple(painting(r, c, "CPSL"[(r // 2 + c // 2) % 4], frame="ABCD"[(r // 2) % 4])
                 for r in range(0, 10, 2) for c in range(0, 10, 2))
    parts = scoring.breakdown([wall], [bits(wall)], [0], [0] * 4, GENRES, G)[0]
    assert parts["full_wall"] == 5 and parts["corners"] == 0
    assert G.full(bits(wall))


def test_AS_E6_empty_corners_and_excess_paintings():
    wall = (painting(0, 0, "C"), painting(4, 4, "P"))
    parts = scoring.breakdown([wall], [bits(wall)], [2], [0] * 4, GENRES, G)[0]
    assert parts["corners"] == -6 and parts["excess"] == -4


def test_AS_E7_most_points_then_bid_cards_in_hand_then_shared():
    assert scoring.winners([30, 41, 12], [10, 3, 50]) == [1]
    assert scoring.winners([41, 41, 12], [10, 13, 50]) == [1]
    assert scoring.winners([41, 41, 41], [13, 13, 2]) == [0, 1]


def test_AS_E7_state_winners_and_the_final_scores_event(script):
    s = script.random_game(4, 3)
    hands = [sum(h) for h in s.hands]
    assert s.winners() == scoring.winners(s.scores, hands)
    rec = s.to_record()
    replay = AS.new_game(4, 3)
    events = AS.apply_moves(replay, *rec["moves"])
    final = events[-1]
    assert final.kind == "scores" and final.data["winners"] == s.winners()
    assert tuple(b["total"] for b in final.data["breakdown"]) == s.scores
    r = s.returns()
    assert sum(r) == 1.0 and all(r[p] > 0 for p in s.winners())


def test_score_breakdown_is_a_live_estimate_mid_game(script):
    s = script.setup(3)
    parts = s.score_breakdown()
    assert [b["total"] for b in parts] == [2 - 8] * 3       # one painting x2, four empty corners
    assert s.scores == (-6, -6, -6)
    assert s.score_breakdown(1) == parts[1] and s.score_breakdown(None) == parts


@pytest.mark.parametrize("players, seed, variant", [
    (3, 2, AS.Variant()), (4, 5, AS.Variant(eyeline=False, decor_award="split"))])
def test_AS_E2_to_AS_E6_score_breakdown_per_player_from_the_wall(script, players, seed,
                                                                  variant):
    """Each part of score_breakdown(p), recomputed from p's wall, and the total is scores[p]."""
    s = script.random_game(players, seed, variant)
    mult, track = s.multipliers(), s.museum
    lead = max(track, key=track.get) if max(track.values()) else None
    G = AS.GEOMETRY
    for p in range(players):
        b = s.score_breakdown(p)
        assert set(b) == {"genres", "decor", "eye_line", "full_wall", "corners", "excess",
                          "total"}
        tiles = s.walls[p]
        spoiled = scoring.faux_pas(tiles, G)
        for g in AS.GENRES:
            kept = sum(1 for i, t in enumerate(tiles)
                       if t.is_painting and t.genre == g and i not in spoiled)
            assert b["genres"][g] == kept * mult[g]
        assert b["decor"] == sum(t.shields for t in tiles)
        in_band = sum(1 for t in tiles if t.is_painting and t.genre == lead
                      and {4, 5} & set(range(t.row, t.row + t.h)))
        assert b["eye_line"] == (3 * in_band if variant.eyeline else 0)
        assert b["full_wall"] == (5 if G.full(s.wall_bits[p]) else 0)
        covered = {(t.row + i, t.col + j) for t in tiles for i in range(t.h) for j in range(t.w)}
        assert b["corners"] == -2 * sum(c not in covered for c in ((0, 0), (0, 9), (9, 0),
                                                                   (9, 9)))
        assert b["excess"] == -2 * s.excess[p]
        assert b["total"] == sum(b["genres"].values()) + sum(
            v for k, v in b.items() if k not in ("genres", "total")) == s.scores[p]
        assert s.score_breakdown()[p] == b


@pytest.mark.parametrize("bad", [3, -1, True, 1.0])
def test_score_breakdown_refuses_a_seat_that_is_not_there(script, bad):
    s = script.setup(3)
    with pytest.raises(ValueError, match="player must be a whole number"):
        s.score_breakdown(bad)


def test_AS_E6_AS_E7_totals_can_go_below_zero_and_rank_raw():
    """No floor: empty corners and excess paintings can take a total below 0 (a seeded random
    2-player game ends at -1 for P1), the breakdown adds up to it, and AS-E7 ranks the raw
    totals (-1 below 0 below 10; -3 below -1)."""
    from sanmarco_nb.bench import random_game
    s, _ = random_game(AS, 2, 2)
    assert s.is_terminal() and s.scores == (-1, 10) and s.winners() == [1]
    part = s.score_breakdown(0)
    assert part["total"] == -1 and (part["corners"], part["excess"]) == (-6, -2)
    assert (sum(part["genres"].values()) + part["decor"] + part["eye_line"] + part["full_wall"]
            + part["corners"] + part["excess"]) == -1
    assert scoring.winners([-3, -1], [0, 0]) == [1]
    assert scoring.winners([-1, 0], [50, 0]) == [1]      # points first, hands only on a tie


def _tile_by_tile(tiles, mult, lead, eyeline=True):
    # (added, the difference of the two breakdowns' totals) per tile hung in turn
    out, wall, cells = [], (), 0
    for t in tiles:
        before = scoring.player_breakdown(wall, cells, 0, mult, lead, G, eyeline)["total"]
        got = scoring.added(wall, t, cells, mult, lead, G, eyeline)
        wall, cells = wall + (t,), cells | G.rect(t.w, t.h, t.row, t.col)
        out.append((got, scoring.player_breakdown(wall, cells, 0, mult, lead, G,
                                                  eyeline)["total"] - before))
    return out


@pytest.mark.parametrize("eyeline", [True, False])
def test_AS_E2_to_AS_E6_what_one_more_tile_adds_is_the_difference_of_the_totals(eyeline):
    """`scoring.added` (a search scores a wall one tile on from one it scored): the worked
    example hung tile by tile, its faux pas (the second Landscape spoils the first), corners,
    eye line and decor; then with the wall's order reversed."""
    mult = scoring.multipliers(EXAMPLE_TRACK, GENRES)
    for order in (EXAMPLE_WALL, EXAMPLE_WALL[::-1]):
        steps = _tile_by_tile(order, mult, "L", eyeline)
        assert [a for a, _ in steps] == [d for _, d in steps]
    assert _tile_by_tile(EXAMPLE_WALL[:2], mult, "L", eyeline)[1][0] == (
        -5 + (3 if eyeline else 0))       # no points of its own, the first one's lost: -5


@pytest.mark.parametrize("players, seed, variant", [
    (2, 7, AS.Variant()), (4, 5, AS.Variant(eyeline=False, decor_award="split"))])
def test_a_wall_scored_tile_by_tile_totals_its_breakdown(script, players, seed, variant):
    """Every wall of a random game to its end, in the order it was hung (a full wall too, if
    one is reached): the tiles' `added` sum to the total (with the empty wall's corners)."""
    s = script.random_game(players, seed, variant)
    lead = scoring.leading_genre(list(s._track), GENRES)
    for p in range(players):
        steps = _tile_by_tile(s.walls[p], s.multipliers(), lead, variant.eyeline)
        assert [a for a, _ in steps] == [d for _, d in steps]
        empty = scoring.player_breakdown((), 0, s.excess[p], s.multipliers(), lead, G,
                                         variant.eyeline)["total"]
        assert empty + sum(a for a, _ in steps) == s.scores[p]
