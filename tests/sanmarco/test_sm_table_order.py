"""Offers lie on the table in one order, smallest first (equal sizes in notation order): the
split event's sizes, the reveal, the observation and `State.offers` follow it, so that the log
never says "offers of 3/5 cards" before showing an Offer A of 5 (issue 21). The sizes are
public while the cards are face down (SM-R5); an order by content would hint at them."""
from sanmarco_nb import sanmarco as SM
from sanmarco_nb.sanmarco.cards import cards_text


def _split_lesson_02(sm):
    s = sm.setup()
    SM.apply_moves(s, "roles P2 P3 P4")
    sm.deal(s, "1 2 6 B D L1 L3 L3")
    return s, SM.apply_moves(s, "split 1 2 6 L3 L3 / B D L1")


def test_SM_R3_SM_R5_split_sizes_and_reveal_in_the_offers_order(sm):
    s, ev = _split_lesson_02(sm)
    split = next(e for e in ev if e.kind == "split")
    assert split.data["sizes"] == (3, 5)
    assert split.text == "Player 1 splits the cards into offers of 3 and 5 cards."
    # while face down the others see the sizes, in the same order
    assert s.observation(1)["offers"][0]["offers"] == [3, 5]
    sm.deal(s, "2 2 T D X L3 L3 L3")
    ev = SM.apply_moves(s, "split 2 2 X / T D L3 L3 L3")
    assert next(e for e in ev if e.kind == "split").data["sizes"] == (3, 5)
    reveal = next(e for e in ev if e.kind == "reveal")
    assert reveal.data["offers"] == ("B D L1", "1 2 6 L3 L3")        # Offer A has 3 cards
    assert [cards_text(o) for o in s.offers[0]] == ["B D L1", "1 2 6 L3 L3"]
    assert s.observation(1)["offers"][0]["offers"] == [["B", "D", "L1"],
                                                       ["1", "2", "6", "L3", "L3"]]
    # the take actions keep the notation's order (seeded games replay as before)
    assert [str(a) for a in s.legal_actions()] == ["take 1 2 6 L3 L3", "take B D L1"]
    # determinize keeps the hidden pair's sizes in that order
    assert [len(o) for o in s.determinize(0, 1).offers[1]] == [3, 5]


def test_SM_R4_three_offers_lie_smallest_first(sm):
    s = sm.setup(players=3)
    SM.apply_moves(s, "roles P2 P3")
    sm.deal(s, "1 2 B T D X L1 L2 L3 L3")
    ev = SM.apply_moves(s, "offer 1 2 B T L1", "split X L3 / D L2 L3")
    assert next(e for e in ev if e.kind == "split").data["sizes"] == (2, 3, 5)
    assert [cards_text(o) for o in s.offers[0]] == ["X L3", "D L2 L3", "1 2 B T L1"]
