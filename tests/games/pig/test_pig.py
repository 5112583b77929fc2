"""Pig's rules, one test per rule id (tests/test_rule_ids.py checks that each is named)."""
import pytest

from sanmarco_nb.core import CHANCE, IllegalAction
from sanmarco_nb.games import load_game


def play(state, *moves):
    return [e for m in moves for e in state.apply(state.parse(m))]


@pytest.fixture
def pig():
    return load_game("pig")


def test_PG_S1_everyone_starts_at_zero_and_the_start_player_goes_first(pig):
    s = pig.new_game(players=3, seed=0, start_player=2)
    assert s.scores == (0, 0, 0) and s.turn_player == 2


def test_PG_T1_a_turn_begins_with_a_roll_and_then_passes_on(pig):
    s = pig.new_game(players=2, seed=0)
    assert s.to_move == CHANCE
    with pytest.raises(IllegalAction, match="die is rolled first"):
        s.apply(s.Action("hold"))
    play(s, "die 1")
    assert (s.turn_player, s.to_move) == (1, CHANCE)


def test_PG_T2_PG_R1_a_two_to_six_adds_up_and_the_player_chooses(pig):
    s = pig.new_game(players=2, seed=0)
    (e,) = play(s, "die 4")
    assert (e.kind, e.rule, e.data) == ("die", "PG-R1", {"roll": 4, "total": 4})
    assert s.to_move == 0 and [str(a) for a in s.legal_actions()] == ["roll", "hold"]


def test_PG_R2_a_one_loses_the_turn_total(pig):
    s = pig.new_game(players=2, seed=0)
    e = play(s, "die 6", "roll", "die 1")[-1]
    assert (e.kind, e.data, s.turn_total, s.scores) == ("bust", {"points": 6}, 0, (0, 0))


def test_PG_H1_holding_banks_the_turn_total(pig):
    s = pig.new_game(players=2, seed=0)
    e = play(s, "die 5", "roll", "die 3", "hold")[-1]
    assert (e.kind, e.data, s.scores, s.turn_player) == ("hold", {"points": 8, "total": 8},
                                                         (8, 0), 1)


def test_PG_E1_the_first_to_reach_the_target_wins_at_once(pig):
    s = pig.new_game(players=2, seed=0)
    told = s.clone()
    play(told, "die 6", "roll", "die 6", "roll", "die 6", "roll", "die 2")
    assert [c.kind for c in told.preview(told.parse("hold"))] == ["bank", "win"]
    events = play(s, "die 6", "roll", "die 6", "roll", "die 6", "roll", "die 2", "hold")
    assert [e.kind for e in events][-2:] == ["hold", "win"]
    assert s.is_terminal() and s.winners() == [0] and s.scores == (20, 0)
