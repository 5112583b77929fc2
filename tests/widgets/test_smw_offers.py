"""The offer chooser letters the offers A, B (, C) in table order, as the log does (issue 21;
the engine's side is tests/sanmarco/test_sm_table_order.py)."""
from sanmarco_nb import i18n, sanmarco as SM
from sanmarco_nb.widgets.sanmarco_pieces import OfferChooser, Told

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


def _html(widget) -> str:
    from helpers import walk
    return " ".join(getattr(w, "value", "") for w in walk(widget)
                    if isinstance(getattr(w, "value", None), str))


def test_SM_A4_SM_A5_what_a_card_does_is_told_before_it_is_chosen():
    """Issue 35: a transfer or banishment card's rule was told only once the card was held.
    The offers now carry what each kind of card in them does, with its rule id, open the
    first time the table meets a kind, also when that decision is drawn again in another
    language, and folded (one click away) after that."""
    from sanmarco_nb.i18n import rule_text
    s = SM.new_game(players=4)
    for four in ("1234", "2345", "3456", "4561"):
        SM.apply_moves(s, *(f"roll {f}" for f in four))
    SM.apply_moves(s, "bridge 1-2", "bridge 3-5", "bridge 4-5", "bridge 5-6", "roles P2 P3 P4",
                   *draws("1 2 6 B D L1 L3 L3"), "split 1 2 6 L3 L3 / B D L1",
                   *draws("2 2 T D X L3 L3 L3"), "split 2 2 X / T D L3 L3 L3",
                   "take B D L1")
    while s.phase != "choose":                  # the first pair plays its offers
        s.apply(s.legal_actions()[0])
    told = Told()
    for lang in i18n.LANGS:                     # one decision, drawn in each language
        text = _html(OfferChooser(s, lang=lang, opened=told.at(1)))
        for rule in ("SM-A4", "SM-A5", "SM-A1", "SM-A7", "SM-P5"):
            assert rule_text(rule, lang).replace("'", "&#x27;") in text, (lang, rule)
        assert "<details class=\"smnb-rules\" open>" in text, lang
    assert "<details class=\"smnb-rules\">" in _html(OfferChooser(s, opened=told.at(2)))


def test_SM_P5_a_take_that_ends_the_passage_announces_the_bonus_before_it_is_made():
    """Issue 35: the passage bonus decided games and was never mentioned before it scored."""
    import random
    from sanmarco_nb.bench import random_step
    s, rng = SM.new_game(players=4, seed=11), random.Random(11)
    while not (s.phase == "choose" and any(c.kind == "passage_end"
                                           for a in s.legal_actions() for c in s.preview(a))):
        random_step(s, rng)
    text = _html(OfferChooser(s))
    assert "each player below 10 gains the highest limit total minus their own (SM-P5)" in text
