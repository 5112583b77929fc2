"""Exercise 13: bidding equilibria in the reduced Art Society auction (Goofspiel with the AS-R3
tie-break). Every question has one answer whichever equilibrium a solver returns: values,
counts of extreme equilibria, guarantees and exploitability of simple rules, a simulation
recomputed from the learner's own seed."""
from __future__ import annotations

from functools import lru_cache

from ..analysis.artsociety_auctions import (RULES, BiddingGame, Node, best_response,
                                            exploitability, expected, simulate_gains, solve,
                                            stage_equilibria)
from ..analysis.stats import mean_ci
from .answers import (SOLVER_REL, AnswerForm, choice, not_yet, number, number_verdict,
                      numbers, right, truth, whole)
from .registry import question

__all__ = ["bidding_game", "second_round_node", "solution", "STAGE_PRIZE", "SIMULATED",
           "MIN_GAMES", "MAX_GAMES", "check_second_round_value", "check_game_value",
           "check_stage_equilibria", "check_most_secure_rule", "check_exploitability",
           "check_can_exploit", "check_simulated_interval"]

STAGE_PRIZE = 5                              # the round-1 stage of 13.stage_equilibria
SIMULATED = ("match_value", "random")        # seat 0, seat 1 in 13.simulated_interval
MIN_GAMES, MAX_GAMES = 1000, 50_000


def bidding_game() -> BiddingGame:
    """The reduced sealed-bid game of exercise 13 (5 cards, 3 rounds, prizes 1, 3 or 5)."""
    return BiddingGame(cards=5, rounds=3, prizes=(1, 3, 5), start=(2, 1))


def _mask(cards) -> int:
    return sum(1 << (c - 1) for c in cards)


def second_round_node() -> Node:
    """The position of question 13.second_round_value: round 2 of 3; player 0 holds 1, 2, 4, 5
    (bid 3 last), player 1 holds 1, 3, 4, 5 (bid 2 last); the prize is 5."""
    return Node(round=1, hands=(_mask((1, 2, 4, 5)), _mask((1, 3, 4, 5))), beneath=(3, 2),
                prize=5)


@lru_cache(maxsize=1)
def solution():
    """`solve(bidding_game())`, once."""
    return solve(bidding_game())


def _stage() -> Node:
    return next(n for n in bidding_game().roots() if n.prize == STAGE_PRIZE)


@question("13.second_round_value",
          "The value for player 0 of the position `second_round_node()` (this round's prize "
          "plus the expected value of the last round)")
def check_second_round_value(answer):
    n = number(answer, "the value")
    if float(n) in (5.0, -5.0, 0.0):
        return not_yet("that is a pure-strategy guess: does either player have a bid that is "
                       "best whatever the other does? If not, solve the matrix for mixed "
                       "strategies")
    return number_verdict(answer, solution().node_value(second_round_node()), "the value",
                          rel=SOLVER_REL, abs_=SOLVER_REL)


@question("13.game_value",
          "The value of the whole game `bidding_game()` for player 0, before the first prize is "
          "seen")
def check_game_value(answer):
    return number_verdict(answer, solution().value, "the value", rel=SOLVER_REL, abs_=SOLVER_REL)


@question("13.stage_equilibria",
          f"How many extreme equilibria (vertex enumeration) has the round-1 stage game with "
          f"prize {STAGE_PRIZE} (this round's payoff plus the value of what follows)?")
def check_stage_equilibria(answer):
    count = whole(answer, "the number of equilibria")
    if count == len(stage_equilibria(solution(), _stage())):
        return right("the stage has that many extreme equilibria; every mixture of one "
                     "player's optimal strategies is optimal too")
    if count == 1:
        return not_yet("a linear program returns one equilibrium; are there others? Try "
                       "`nashpy.Game(matrix).vertex_enumeration()`")
    return not_yet("count the distinct (row strategy, column strategy) pairs that vertex "
                   "enumeration lists")


@question("13.most_secure_rule",
          "Which simple rule in `auctions.RULES` guarantees seat 0 the most against every reply "
          "(its value against a best response)?")
def check_most_secure_rule(answer):
    game = bidding_game()
    said = choice(answer, tuple(RULES), "the rule")
    secured = {name: best_response(game, rule, 1).value for name, rule in RULES.items()}
    if secured[said] >= max(secured.values()) - 1e-9:
        return right("no reply can hold that rule below what it guarantees, and the other "
                     "rules guarantee less")
    return not_yet("another rule guarantees more: for each rule, find seat 1's best reply "
                   "(`best_response(game, rule, seat=1)`) and compare")


@question("13.exploitability",
          "How much does the rule `match_value` in seat 0 give away against a best reply, "
          "compared with the value of the game (its exploitability)?")
def check_exploitability(answer):
    game = bidding_game()
    return number_verdict(answer, exploitability(game, RULES["match_value"], 0, solution()),
                          "the exploitability", rel=SOLVER_REL, abs_=SOLVER_REL)


@question("13.can_exploit",
          "Can any way of bidding in seat 0 gain more than the game's value against an "
          "equilibrium strategy in seat 1, whichever equilibrium it is? (True or False)")
def check_can_exploit(answer):
    if truth(answer, "your answer") is False:
        return right("against any optimal strategy nothing gains more than the value "
                     "(von Neumann's minimax theorem)")
    return not_yet("compare the exact gains of every rule with the value; then think about "
                   "what the minimax theorem promises the seat-1 player")


@question("13.simulated_interval",
          f"Simulate `{SIMULATED[0]}` (seat 0) against `{SIMULATED[1]}` (seat 1) with "
          "`simulate_gains(game, rule0, rule1, games, seed)`, at least 1,000 games and a seed "
          "of your choice: give (low, high, games, seed), the 95% interval of the mean gain")
def check_simulated_interval(answer):
    form = "(low, high, games, seed)"
    low, high, games, seed = numbers(answer, 4, form)
    games, seed = whole(games.value, "the number of games"), whole(seed.value, "the seed")
    if not MIN_GAMES <= games <= MAX_GAMES:
        raise AnswerForm(f"simulate between {MIN_GAMES:,} and {MAX_GAMES:,} games")
    if not 0 <= seed < 2 ** 63:
        raise AnswerForm("the seed is a whole number from 0 to 2**63 - 1")
    game = bidding_game()
    rule0, rule1 = (RULES[n] for n in SIMULATED)
    _, lo, hi = mean_ci(simulate_gains(game, rule0, rule1, games, seed))
    width = hi - lo
    if abs(float(low) - lo) > 0.02 * width or abs(float(high) - hi) > 0.02 * width:
        return not_yet(f"that is not the 95% interval of the mean gain of those {games:,} games "
                       "with that seed: mean ± 1.96 s/√n of `simulate_gains(...)`")
    exact = expected(game, rule0, rule1)
    covers = "covers" if lo <= exact <= hi else "misses (one interval in twenty does)"
    return right(f"that is the interval of your simulation, and it {covers} the exact "
                 "expectation")
