"""The offer chooser letters the offers A, B (, C) in table order, as the log does (issue 21;
the engine's side is tests/sanmarco/test_sm_table_order.py)."""
from sanmarco_nb import sanmarco as SM
from sanmarco_nb.widgets.sanmarco_pieces import OfferChooser

from helpers import click


def draws(cards: str) -> list:
    return [f"draw {c}" for c in cards.split()]


def test_SM_R5_the_offer_chooser_letters_the_offers_as_the_log_does():
    s = SM.new_game(players=4)
    for four in ("1234", "2345", "3456", "4561"):
        SM.apply_moves(s, *(f"roll {f}" for f in four))
    SM.apply_moves(s, "bridge 1-2", "bridge 3-5", "bridge 4-5", "bridge 5-6", "roles P2 P3 P4",
                   *draws("1 2 6 B D L1 L3 L3"), "split 1 2 6 L3 L3 / B D L1",
                   *draws("2 2 T D X L3 L3 L3"), "split 2 2 X / T D L3 L3 L3")
    assert [str(a) for a in s.legal_actions()] == ["take 1 2 6 L3 L3", "take B D L1"]
    chooser = OfferChooser(s)
    assert [b.description for b in chooser.buttons] == ["Take offer A", "Take offer B"]
    click(chooser.buttons[0])                   # alone, it plays on its own copy
    assert chooser.state.history[-1] == s.parse("take B D L1")   # A: the 3 cards, as logged


def test_the_dice_roller_alone_keeps_every_roll_and_says_when_it_is_done():
    """Lesson 01's roller showed only the last roll and never said it was done."""
    from sanmarco_nb import sanmarco
    from sanmarco_nb.widgets.sanmarco_pieces import DiceRoller
    d = DiceRoller(sanmarco.new_game(players=4, seed=7))
    rolls = 0
    while not d.button.disabled:
        assert d.done.value == ""
        d.button.click()
        rolls += 1
    assert rolls >= 4 and d.events.value.count("<br>") >= rolls - 1
    assert "Done: no die to roll here any more" in d.done.value
