"""The three end conditions (AS-E1), each reached through a scripted or a seeded game."""
from sanmarco_nb import artsociety as AS

G = AS.GEOMETRY


FULL_WALL_PLAN = [("8:5x4", (0, 0)), ("8:5x4", (0, 5)), ("5:4x2", (4, 0)), ("5:4x2", (4, 6)),
                  ("7:4x4", (6, 0)), ("6:3x4", (6, 4)), ("6:3x4", (6, 7))]


def test_AS_E1_the_game_ends_after_the_round_in_which_a_wall_became_full(script):
    s = script.setup(2)
    p1_spots = [(2, 4), (4, 2), (4, 6), (6, 4), (2, 2), (2, 6), (6, 2)]
    ends = []
    for r, ((back, spot), p1_spot) in enumerate(zip(FULL_WALL_PLAN, p1_spots), 1):
        assert s.observation(1)["end_reasons"] == []                  # not over yet
        museum = ["5:3x3", "5:2x4", "5:4x2"][r % 3]
        p1_shape = "3:2x2"
        ev = script.planned_round(s, [back, p1_shape], museum, [21 - r, r],
                                  {0: spot, 1: p1_spot})
        ends.append(script.kinds(ev))
        if back == "6:3x4" and spot == (6, 7):
            break
    assert G.full(s.wall_bits[0]) and not G.full(s.wall_bits[1])
    assert s.is_terminal() and s.end_reasons == ("full_wall",) and s.round == 7
    assert all(s.observation(p)["end_reasons"] == ["full_wall"] for p in range(2))
    # the round was played out: the second player took a painting, the museum moved
    last = ends[-1]
    assert last.index("game_end") > last.index("museum") > last.index("take")
    assert "game_end" not in sum(ends[:-1], [])
    b = s.score_breakdown()[0]
    assert b["full_wall"] == 5 and b["corners"] == 0 and b["decor"] == 0


def test_AS_E1_the_game_ends_when_the_bid_cards_run_out_after_round_20(script):
    s = script.setup(2)
    blocks = [(4, 2), (4, 6), (2, 4), (6, 4), (4, 0), (2, 2), (2, 6), (6, 2), (6, 6), (2, 0),
              (6, 0), (6, 8)]
    strips = [(0, 0), (0, 3), (0, 6), (8, 0), (8, 3), (8, 6)]
    rounds = ([("3:2x2", b) for b in blocks] + [("4:3x2", p) for p in strips]
              + [("4:2x3", None), ("4:2x3", (2, 8))])
    museums = ["5:3x3"] * 4 + ["5:2x4"] * 8 + ["5:4x2"] * 8
    for r, ((shape, spot), museum) in enumerate(zip(rounds, museums), 1):
        assert not s.is_terminal(), f"ended early in round {s.round}: {s.end_reasons}"
        script.planned_round(s, [shape, shape], museum, [21 - r, r], {0: spot, 1: spot})
    assert s.is_terminal() and s.round == 20 and s.end_reasons == ("bid_cards",)
    assert s.observation(0)["end_reasons"] == ["bid_cards"]
    assert s.hands == [(), ()] and len(s.piles[0]) == 21
    assert all(a is not None for a in s.assistant) and s.excess == [0, 0]
    # empty corners cost 2 each (AS-E6); (9, 9) was never planned
    covered = {(t.row + i, t.col + j) for t in s.walls[0] for i in range(t.h) for j in range(t.w)}
    empty = [c for c in ((0, 0), (0, 9), (9, 0), (9, 9)) if c not in covered]
    b = s.score_breakdown()[0]
    assert (9, 9) in empty and b["corners"] == -2 * len(empty) and b["full_wall"] == 0


def test_AS_E1_the_game_ends_after_the_round_with_a_second_excess_painting(script):
    for seed in range(40):
        seen = []
        s = script.random_game(3, seed, check=lambda st: seen.append(
            (st.round, st.phase, tuple(st.excess))))
        second = next((r for r, ph, ex in seen if max(ex) >= 2), None)
        if second is not None:
            break
    assert s.end_reasons == ("excess",) and max(s.excess) >= 2
    assert s.observation(2)["end_reasons"] == ["excess"]
    assert s.round == second                  # ended in the round of the second excess
    rec = s.to_record()
    replay = AS.new_game(3, seed)
    events = AS.apply_moves(replay, *rec["moves"])
    kinds = [e.kind for e in events]
    assert kinds[-2:] == ["game_end", "scores"] and "museum" in kinds[-5:]
