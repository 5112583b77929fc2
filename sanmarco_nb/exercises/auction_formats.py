"""Exercise 18: the bidding game of exercise 13 with the stage rule as a parameter (all-pay as
Art Society, first price, second price) and with other tie-breaks. Values are unique whichever
equilibrium a solver returns; what the cards earn (`auctions.spending`) is not, so no question
asks for it."""
from __future__ import annotations

from functools import lru_cache

from ..analysis.artsociety_auctions import PAY, BiddingGame, solve
from ..analysis.revenue import revenue
from .answers import choice, close, not_yet, number, number_verdict, right, truth
from .registry import question

__all__ = ["FORMATS", "BIDDERS", "format_game", "value", "check_first_price_value",
           "check_best_format", "check_start_tie_value", "check_revenue_equivalence",
           "check_textbook_revenue"]

# the formats by the names the lesson uses, and their `pay` rule
FORMATS = {"all-pay": "all", "first price": "winner", "second price": "second"}
BIDDERS = 4                # the bidders of 18.textbook_revenue


def format_game(pay: str = "all", tie: str = "beneath") -> BiddingGame:
    """Exercise 13's game (5 cards, 3 rounds, prizes 1, 3 or 5) with the stage rule `pay` and
    the tie-break `tie`."""
    return BiddingGame(cards=5, rounds=3, prizes=(1, 3, 5), start=(2, 1), pay=pay, tie=tie)


@lru_cache(maxsize=None)
def value(pay: str = "all", tie: str = "beneath") -> float:
    return solve(format_game(pay, tie)).value


@question("18.first_price_value",
          "The value for player 0 of the first-price game `format_game(\"winner\")` (only the "
          "winning card is spent), to 3 decimals")
def check_first_price_value(answer):
    return number_verdict(answer, value("winner"), "the value", abs_=5e-4)


@question("18.best_format",
          "Which stage rule gives player 0, who holds the higher start card (ties: AS-R3), the "
          f"most: one of {PAY}?")
def check_best_format(answer):
    said = choice(answer, PAY, "the stage rule")
    if value(said) >= max(value(p) for p in PAY) - 1e-9:
        return right("under that rule the higher start card is worth the most")
    return not_yet("another rule is worth more to player 0: compare the values of the three")


@question("18.start_tie_value",
          "With Art Society's rule (every card spent), let the start cards alone break ties "
          "(`format_game(\"all\", \"start\")`): the value for player 0, to 3 decimals")
def check_start_tie_value(answer):
    return number_verdict(answer, value("all", "start"), "the value", abs_=5e-4)


@question("18.revenue_equivalence",
          "Does the revenue equivalence theorem apply to these bid-card auctions? (True or "
          "False)")
def check_revenue_equivalence(answer):
    if truth(answer) is False:
        return right("its assumptions fail: a bid is a card from a budget that later rounds "
                     "need, and what a prize is worth is the same for both, not private")
    return not_yet("check the theorem's assumptions one by one against a game where the bids "
                   "are cards from a fixed hand")


@question("18.textbook_revenue",
          f"The textbook model with {BIDDERS} bidders, values uniform on [0, 1]: the seller's "
          "expected revenue in equilibrium (any of the three formats), to 3 decimals")
def check_textbook_revenue(answer):
    verdict = number_verdict(answer, revenue(BIDDERS), "the revenue", abs_=5e-4)
    if not verdict and close(number(answer), BIDDERS / (BIDDERS + 1), abs_=5e-4):
        return not_yet("that is the expected highest value: what does the winner pay in a "
                       "second-price auction?")
    return verdict
