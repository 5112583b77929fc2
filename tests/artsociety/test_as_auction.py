"""Set-up (AS-S1 … AS-S3) and the round (AS-R1 … AS-R6), scripted through chance."""
import pytest

from sanmarco_nb import CHANCE, IllegalAction
from sanmarco_nb import artsociety as AS

V = AS.Variant


def test_AS_S1_start_paintings_are_dealt_by_chance_and_hung_on_a_star(script):
    s = AS.new_game(3, 1)
    assert s.to_move == CHANCE and s.phase == "deal"
    assert sorted(str(a) for a, w in s.chance_outcomes()) == ["start C/A", "start L/D",
                                                              "start P/B", "start S/C"]
    AS.apply_moves(s, "start L/D")
    assert "start L/D" not in [str(a) for a in s.legal_actions()]
    AS.apply_moves(s, "start C/A", "start P/B", "card 1", "card 2", "card 3")
    assert s.phase == "setup" and s.to_move == 0 and s.pending.genre == "L"
    G = AS.GEOMETRY
    hangs = s.legal_actions()
    assert hangs and all(G.rect(a.w, a.h, a.row, a.col) & G.stars for a in hangs)
    with pytest.raises(IllegalAction, match="must cover a star"):
        s.parse("hang 2x2@0,0")
    ev = AS.apply_moves(s, "hang 2x2@5,5")
    assert ev[0].kind == "hang" and ev[0].rule == "AS-S1"
    assert s.walls[0][0][:6] == (5, 5, 2, 2, "L", "D")


@pytest.mark.parametrize("layout", ["cover_a_star", "same_for_all"])
def test_AS_S1_start_layout_variant_both_ways(layout):
    """start_layout cover_a_star (the Turkish text's set-up variant, the default): any place
    covering one or both stars; same_for_all: every start painting at the same place, its
    top-left cell on the upper star, so that it covers both and every gallery starts alike."""
    s = AS.new_game(3, 1, variant=V(start_layout=layout))
    AS.apply_moves(s, "start L/D", "start C/A", "start P/B", "card 1", "card 2", "card 3")
    G = AS.GEOMETRY
    hangs = [str(a) for a in s.legal_actions()]
    if layout == "cover_a_star":
        assert len(hangs) > 1 and "hang 2x2@5,5" in hangs       # one star is enough
        return
    assert hangs == ["hang 2x2@4,4"]
    a = s.legal_actions()[0]
    assert G.rect(a.w, a.h, a.row, a.col) & G.stars == G.stars  # both stars covered
    with pytest.raises(IllegalAction, match="its top-left cell on the upper star"):
        s.parse("hang 2x2@5,5")
    for _ in range(3):
        AS.apply_moves(s, "hang 2x2@4,4")
    assert [w[0][:4] for w in s.walls] == [(4, 4, 2, 2)] * 3
    assert s.phase == "pick"


def test_AS_S2_start_cards_by_chance_and_the_lowest_starts(script):
    s = script.setup(4, cards=(3, 1, 4, 2))
    assert s.auctioneer == 1 and s.to_move == 1 and s.phase == "pick"
    assert [p[0] for p in s.piles] == [3, 1, 4, 2]
    s2 = AS.new_game(2, 0)
    AS.apply_moves(s2, "start C/A", "start P/B")
    assert sorted(a.n for a, w in s2.chance_outcomes()) == [1, 2, 3, 4]
    AS.apply_moves(s2, "card 4")
    assert sorted(a.n for a, w in s2.chance_outcomes()) == [1, 2, 3]


def test_AS_S3_fronts_are_chance_weighted_by_what_is_left(script):
    s = script.setup(2)
    back = AS.Back(3, 2, 2)
    assert s.stacks()[back] == 24
    AS.apply_moves(s, "pick 3:2x2", "pick 3:2x2", "pick 9:5x5")
    assert s.stacks()[back] == 22 and s.to_move == CHANCE
    weights = {str(a): w for a, w in s.chance_outcomes()}
    assert weights["front C/A"] == 2 and weights["front C/C"] == 1 and sum(weights.values()) == 24
    ev = AS.apply_moves(s, "front C/A")
    assert ev[0].data["slot"] == 1 and s.auction[0] == AS.Piece(2, 2, "C", "A", 3)
    assert {str(a): w for a, w in s.chance_outcomes()}["front C/A"] == 1
    AS.apply_moves(s, "front C/A")
    assert "front C/A" not in {str(a) for a in s.legal_actions()}
    AS.apply_moves(s, "front S/B")                           # the 5x5 Still Life is frame B
    assert s.phase == "bid"


def test_AS_R1_players_plus_one_picks_from_non_empty_stacks(script):
    s = script.setup(4)
    assert s.phase == "pick" and s.to_move == s.auctioneer == 0
    AS.apply_moves(s, *["pick 9:5x5"] * 4)                  # several of one value; only four 5x5
    assert "pick 9:5x5" not in [str(a) for a in s.legal_actions()]
    with pytest.raises(IllegalAction, match="no painting with the back 9: 5×5 is left"):
        s.parse("pick 9:5x5")
    AS.apply_moves(s, "pick 3:2x2")
    assert len(s.auction) == 5 and s.phase == "turn-over" and s.to_move == CHANCE
    assert all(isinstance(b, AS.Back) for b in s.auction)


def test_AS_R2_sealed_bids_are_hidden_until_all_are_in(script):
    s = script.setup(3)
    script.auction(s, ["3:2x2"] * 4, ["C/A", "C/B", "P/B", "P/C"])
    assert s.to_move == 0
    ev = script.bid(s, 14)
    assert ev[0].kind == "bid" and "card" not in ev[0].data and dict(ev[0].data) == {}
    assert s.to_move == 1
    obs = s.observation(1)
    assert obs["bids"] == ["hidden", None, None]
    assert obs["hands"][0] == list(range(1, 21))     # the card stays hidden in the hand
    assert s.observation(0)["bids"] == [14, None, None]
    ev = script.bid(s, 3, 9)
    reveal = next(e for e in ev if e.kind == "reveal")
    assert reveal.data["bids"] == [14, 3, 9] and reveal.rule == "AS-R2"
    assert s.piles == [(1, 14), (2, 3), (3, 9)]
    assert 14 not in s.hands[0] and len(s.hands[0]) == 19
    assert s.observation(2)["bids"] == [14, 3, 9]
    with pytest.raises(IllegalAction):
        s.parse("bid 14")


def test_AS_R2_a_spent_card_cannot_be_bid_again(script):
    s = script.setup(2)
    script.round(s, ["3:2x2"] * 3, ["C/A", "C/B", "P/B"], [10, 5])
    script.auction(s, ["3:2x2"] * 3, ["C/A", "C/B", "P/B"])
    with pytest.raises(IllegalAction, match="bid card 10 was already played"):
        s.parse("bid 10")


def test_AS_R3_highest_bid_first(script):
    s = script.setup(4)
    script.auction(s, ["3:2x2"] * 5, ["C/A", "C/B", "P/B", "P/C", "S/C"])
    ev = script.bid(s, 4, 17, 9, 12)
    assert s.order == (1, 3, 2, 0)
    assert "tie" not in script.kinds(ev)
    assert next(e for e in ev if e.kind == "order").data["order"] == [1, 3, 2, 0]
    assert s.to_move == 1 and s.phase == "acquire"


def test_AS_R3_tie_of_two_in_round_one_goes_to_the_higher_start_card(script):
    s = script.setup(4)                               # start cards 1, 2, 3, 4
    script.auction(s, ["3:2x2"] * 5, ["C/A", "C/B", "P/B", "P/C", "S/C"])
    ev = script.bid(s, 10, 10, 5, 7)
    assert s.order == (1, 0, 3, 2)
    ties = [e for e in ev if e.kind == "tie"]
    assert len(ties) == 1
    assert dict(ties[0].data) == {"players": [1, 0], "bid": 10, "step": "beneath", "depth": 1,
                                  "cards": [2, 1]}


def three_way_tie(script, variant=None):
    s = script.setup(4, variant)
    ev = script.round(s, ["3:2x2"] * 5, ["C/A", "C/B", "P/B", "P/C", "S/C"], [5, 6, 6, 9])
    assert next(e for e in ev if e.kind == "order").data["order"] == [3, 2, 1, 0]
    script.auction(s, ["3:2x2"] * 5, ["S/D", "S/A", "L/D", "L/A", "L/B"])
    return s, script.bid(s, 12, 12, 12, 3)


def test_AS_R3_tie_of_three_by_the_card_beneath_then_the_start_card(script):
    s, ev = three_way_tie(script)
    # beneath: 5, 6, 6 -> players 1 and 2 still tied -> start cards 2 < 3
    assert s.order == (2, 1, 0, 3)
    ties = [dict(e.data) for e in ev if e.kind == "tie"]
    assert ties == [
        {"players": [2, 1, 0], "bid": 12, "step": "beneath", "depth": 1, "cards": [6, 6, 5]},
        {"players": [2, 1], "bid": 12, "step": "start", "depth": 2, "cards": [3, 2]},
    ]


def tie_in_round_three(script, variant):
    s = script.setup(2, variant)                      # start cards 1 and 2
    script.round(s, ["3:2x2"] * 3, ["C/A", "C/B", "P/B"], [8, 7])
    script.round(s, ["3:2x2"] * 3, ["C/C", "C/D", "P/C"], [10, 10])
    script.auction(s, ["3:2x2"] * 3, ["S/C", "S/D", "S/A"])
    ev = script.bid(s, 15, 15)
    return s, [dict(e.data) for e in ev if e.kind == "tie"]


def test_AS_R3_variant_tie_break_beneath_then_start(script):
    s, ties = tie_in_round_three(script, V(tie_break="beneath_then_start"))
    assert s.order == (1, 0)                          # start card 2 beats 1
    assert [t["step"] for t in ties] == ["beneath", "start"]


def test_AS_R3_variant_tie_break_recursive(script):
    s, ties = tie_in_round_three(script, V(tie_break="recursive"))
    assert s.order == (0, 1)                          # round-1 bid 8 beats 7
    assert [t["step"] for t in ties] == ["beneath", "deeper"]
    assert ties[1]["cards"] == [8, 7]


def test_AS_R4_each_player_must_take_one_painting_in_order(script):
    s = script.setup(3)
    script.auction(s, ["3:2x2"] * 4, ["C/A", "C/B", "P/B", "P/C"])
    script.bid(s, 3, 9, 6)
    assert s.to_move == 1
    assert {a.verb for a in s.legal_actions()} == {"take"}       # no passing
    ev = s.apply(AS.Action("take", 2))
    assert ev[0].kind == "take" and ev[0].rule == "AS-R4" and s.auction[1] is None
    with pytest.raises(IllegalAction, match="place the painting just taken"):
        s.parse("take 1")
    script.place_first(s)
    assert s.to_move == 2
    with pytest.raises(IllegalAction, match="auction slot 2 is empty"):
        s.parse("take 2")


def museum_rounds(script):
    s = script.setup(2)
    evs = []
    for fronts, bids in ((["P/B", "P/C", "L/D"], [10, 5]), (["P/B", "P/C", "C/A"], [9, 4]),
                         (["P/D", "P/A", "S/C"], [8, 3])):
        evs.append(script.round(s, ["3:2x2", "3:2x2", "5:3x3"], fronts, bids))
    return s, [next(e for e in ev if e.kind == "museum") for ev in evs]


def test_AS_R5_museum_marker_moves_and_bumps_past_occupied_spaces(script):
    s, museum = museum_rounds(script)
    assert [(m.data["genre"], m.data["start"], m.data["to"], m.data["bumped"])
            for m in museum] == [("L", 0, 5, []), ("C", 0, 6, [5]), ("S", 0, 7, [5, 6])]
    assert s.museum == {"C": 6, "P": 0, "S": 7, "L": 5}
    assert [p.genre for p in s.museum_paintings] == ["L", "C", "S"]
    assert s.multipliers() == {"S": 5, "C": 4, "L": 3, "P": 2}


def test_AS_R5_space_zero_holds_several_and_paintings_never_come_back(script):
    s, _ = museum_rounds(script)
    assert s.museum["P"] == 0
    # the museum paintings are not in any stack any more: 3 of the 4 3x3 are gone
    assert s.stacks()[AS.Back(5, 3, 3)] == 1


def test_AS_R6_the_gavel_passes_clockwise(script):
    s = script.setup(3, cards=(2, 3, 1))
    assert s.auctioneer == 2
    ev = script.round(s, ["3:2x2"] * 4, ["C/A", "C/B", "P/B", "P/C"], [3, 9, 6])
    assert s.auctioneer == 0 and s.to_move == 0 and s.round == 2
    gavel = next(e for e in ev if e.kind == "gavel")
    assert gavel.player == 0 and gavel.rule == "AS-R6"


def test_AS_R6_variant_next_auctioneer_lowest_bidder(script):
    s = script.setup(3, V(next_auctioneer="lowest_bidder"), cards=(2, 3, 1))
    script.round(s, ["3:2x2"] * 4, ["C/A", "C/B", "P/B", "P/C"], [9, 3, 6])
    assert s.auctioneer == 1                # order 0, 2, 1; clockwise would give player 0
    script.round(s, ["3:2x2"] * 4, ["C/C", "C/D", "P/D", "P/A"], [4, 9, 8])
    assert s.auctioneer == 0                # order 1, 2, 0; clockwise would give player 2
