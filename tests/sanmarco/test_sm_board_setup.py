"""Components (SM-C), board (SM-B) and set-up (SM-S)."""
import json
from pathlib import Path

import pytest

from sanmarco_nb import CHANCE, IllegalAction, play_chance
from sanmarco_nb import sanmarco as SM
from sanmarco_nb.sanmarco import cards


def test_SM_C1_components_per_player_and_table():
    s = SM.new_game(players=4, seed=1)
    assert s.supply == (25,) * 4
    assert s.bridge_supply == 12 and s.bridges == ()
    assert s.doge is None
    assert [str(a) for a, _ in s.chance_outcomes()] == [f"roll {f}" for f in range(1, 7)]


def test_SM_C2_action_deck_has_62_cards():
    deck = dict(zip(cards.CODES, cards.FULL_DECK))
    assert [deck[str(d)] for d in range(1, 7)] == [5] * 6
    assert (deck["B"], deck["T"], deck["D"], deck["X"]) == (6, 12, 10, 4)
    assert sum(deck[c] for c in cards.CODES if not c.startswith("L")) == 62


def test_SM_C3_limit_deck_has_28_cards():
    deck = dict(zip(cards.CODES, cards.FULL_DECK))
    assert (deck["L1"], deck["L2"], deck["L3"]) == (8, 10, 10)


def test_SM_B1_districts_die_faces_and_values():
    """SM-B1: six districts with their die faces and first/second PP."""
    assert SM.DISTRICTS == ("Cannaregio", "Santa Croce", "San Polo", "Dorsoduro", "San Marco",
                            "Castello")
    assert SM.DIE == (1, 2, 3, 4, 5, 6)
    assert SM.FIRST_SECOND == ((6, 4), (7, 4), (6, 5), (6, 4), (8, 6), (7, 4))


def test_SM_B2_adjacency_is_data_with_ten_canals():
    data = json.loads((Path(SM.__file__).with_name("board.json")).read_text())
    assert len(data["adjacent"]) == 10
    assert len(SM.ADJACENT) == 10 and all(a < b for a, b in SM.ADJACENT)
    names = {frozenset((SM.DISTRICTS[a], SM.DISTRICTS[b])) for a, b in SM.ADJACENT}
    assert frozenset(("Cannaregio", "Castello")) in names
    assert frozenset(("Santa Croce", "Castello")) not in names
    with pytest.raises(IllegalAction, match="Santa Croce and Castello are not adjacent"):
        SM.new_game().parse("bridge 2-6")


def test_SM_B3_at_most_three_bridges_and_markers_count_for_no_district(sm):
    s = sm.setup(bridges=["1-2", "1-2", "1-2", "2-3"])
    assert [b for b in s.bridges if b[:2] == (0, 1)] == [(0, 1, 0), (0, 1, 1), (0, 1, 2)]
    # each marker left its owner's supply but is in no district
    assert s.supply == (16, 16, 16, 16)
    assert all(sum(s.counts[d][p] for d in range(6)) == 8 for p in range(4))
    s2 = sm.SM.new_game()
    for _ in range(16):
        play_chance(s2)
    sm.SM.apply_moves(s2, "bridge 1-2", "bridge 1-2", "bridge 1-2")
    with pytest.raises(IllegalAction, match="already have 3 bridges"):
        s2.parse("bridge 1-2")


def test_SM_S1_start_scores_zero_doge_off_decks_full():
    s = SM.new_game(players=3, seed=5)
    assert s.scores == (0, 0, 0) and s.doge is None
    assert s.deck == cards.FULL_DECK
    assert s.phase == "setup-dice" and s.to_move == CHANCE


def test_SM_S2_dice_placement_clockwise_from_start_player():
    s = SM.new_game(players=4, start_player=2)
    ev = SM.apply_moves(s, "roll 5", "roll 5", "roll 1", "roll 6")
    assert {e.player for e in ev} == {2}
    assert s.counts[4][2] == 4 and s.counts[0][2] == 2 and s.counts[5][2] == 2
    assert s.supply[2] == 17
    ev = SM.apply_moves(s, "roll 2")
    assert ev[0].player == 3 and ev[0].rule == "SM-S2" and ev[0].data["aristocrats"] == 2


@pytest.mark.parametrize("reroll", [True, False])
def test_SM_S3_fourth_equal_roll_is_rerolled_variant_both_ways(reroll):
    s = SM.new_game(variant=SM.Variant(setup_reroll_four_same=reroll))
    SM.apply_moves(s, "roll 3", "roll 3", "roll 3")
    faces = [str(a) for a in s.legal_actions()]
    if reroll:
        assert "roll 3" not in faces and len(faces) == 5
        with pytest.raises(IllegalAction, match="SM-S3"):
            s.parse("roll 3")
        assert SM.apply_moves(s, "roll 4")[0].rule == "SM-S3"
    else:
        assert "roll 3" in faces
        SM.apply_moves(s, "roll 3")
        assert s.counts[2][0] == 8
    # three equal then a different face is always fine
    s = SM.new_game(variant=SM.Variant(setup_reroll_four_same=reroll))
    SM.apply_moves(s, "roll 3", "roll 3", "roll 4")
    assert len(s.legal_actions()) == 6


@pytest.mark.parametrize("players,order", [(4, [1, 2, 3, 0]), (3, [1, 2, 0, 1, 2, 0])])
def test_SM_S4_bridge_placement_clockwise_and_two_each_with_three(players, order):
    s = SM.new_game(players=players, start_player=1)
    for _ in range(4 * players):
        play_chance(s)
    assert s.phase == "setup-bridges"
    seen = []
    for i in range(len(order)):
        seen.append(s.to_move)
        ev = SM.apply_moves(s, "bridge 1-2" if i < 3 else "bridge 5-6")
        assert ev[0].kind == "bridge" and ev[0].rule == "SM-S4"
    assert seen == order
    assert s.phase == "roles"
    assert all(s.supply[p] == 25 - 8 - (2 if players == 3 else 1) for p in range(players))


def test_SM_S5_start_player_is_given_default_zero():
    """SM-S5: the start player is given at creation, player 0 by default."""
    assert SM.new_game().start_player == 0
    s = SM.new_game(players=3, start_player=2)
    assert s.start_player == 2 and s.current_start_player == 2
    with pytest.raises(ValueError):
        SM.new_game(players=3, start_player=3)
    with pytest.raises(ValueError):
        SM.new_game(players=5)


def test_setup_player_follows_the_rolls_and_bridges_SM_S2_S4():
    """SM-S2/SM-S4: the set-up goes clockwise from the start player, four rolls each, then bridges."""
    s = SM.new_game(players=3, seed=4, start_player=1)
    seen = []
    while s.phase == "setup-dice":
        seen.append(s.setup_player)
        play_chance(s)
    assert seen == [1] * 4 + [2] * 4 + [0] * 4
    assert s.phase == "setup-bridges" and s.setup_player == s.to_move == 1
