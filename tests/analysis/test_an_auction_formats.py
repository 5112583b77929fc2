"""The bidding game's stage rule as a parameter (lesson 18): who spends which card under
all-pay (Art Society, AS-R2), first and second price; the tie-breaks (AS-R3 and two others);
Art Society's rule is the default and lesson 13's game is unchanged."""
from __future__ import annotations

import pytest

from sanmarco_nb.analysis.artsociety_auctions import (PAY, TIES, BiddingGame, Node, cards_in,
                                                      solve, spending)
from sanmarco_nb.analysis.learning import RegretLearner, Stages

FULL = (1 << 5) - 1


def node(beneath=(2, 1), hands=(FULL, FULL)):
    return Node(0, hands, beneath, 3)


def test_art_society_is_the_default_and_prints_as_before_AS_R2():
    game = BiddingGame()
    assert (game.pay, game.tie) == ("all", "beneath")
    assert repr(game) == "BiddingGame(cards=5, rounds=3, prizes=(1, 3, 5), start=(2, 1))"
    assert "pay='winner'" in repr(BiddingGame(pay="winner"))
    assert abs(solve(game).value - 2.427288) < 1e-6


def test_who_spends_AS_R2():
    n = node()
    assert BiddingGame(pay="all").spent(n, (4, 2)) == (4, 2)
    assert BiddingGame(pay="winner").spent(n, (4, 2)) == (4, None)
    assert BiddingGame(pay="winner").spent(n, (2, 5)) == (None, 5)
    # second price: the winner's lowest card that still wins against the loser's bid
    assert BiddingGame(pay="second").spent(n, (5, 2)) == (2, None)     # 2 ties, 2 > 1 beneath
    assert BiddingGame(pay="second").spent(node(beneath=(1, 2)), (5, 2)) == (3, None)
    after = BiddingGame(pay="winner").after(n, (4, 2))[0]
    assert cards_in(after.hands[0]) == (1, 2, 3, 5) and cards_in(after.hands[1]) == (1, 2, 3, 4, 5)
    assert after.beneath == (4, 2)                   # the bid lies beneath, kept or not


def test_tie_breaks_AS_R3():
    assert BiddingGame().first((3, 3), (1, 4)) == 1                    # the card beneath
    assert BiddingGame(tie="start").first((3, 3), (1, 4)) == 0          # the start card
    discard = BiddingGame(tie="discard")
    assert discard.first((3, 3), (1, 4)) is None and discard.payoff(node(), (3, 3)) == 0
    assert BiddingGame(pay="winner", tie="discard").spent(node(), (3, 3)) == (None, None)
    with pytest.raises(ValueError):
        BiddingGame(pay="vickrey")


@pytest.mark.parametrize("pay", PAY)
@pytest.mark.parametrize("tie", TIES)
def test_every_format_solves_and_cfr_agrees(pay, tie):
    game = BiddingGame(cards=4, rounds=2, prizes=(1, 3), pay=pay, tie=tie)
    sol = solve(game)
    if tie == "discard":
        assert abs(sol.value) < 1e-9                 # the players are symmetric
    learner = RegretLearner(Stages(game), plus=True)
    learner.iterate(300)
    assert abs(Stages(game).value(learner.average()) - sol.value) < 0.02
    assert all(s >= 0 for s in spending(sol))
