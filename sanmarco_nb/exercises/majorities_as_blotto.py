"""Exercise 20: placing aristocrats as a Colonel Blotto game (SM-V2/V3 scored by the engine).
The checkers solve the games themselves; a placement is judged by what it guarantees, so any
optimal placement counts."""
from __future__ import annotations

from functools import lru_cache

from ..analysis.sanmarco_blotto import Blotto, solve_blotto
from .answers import AnswerForm, items, not_yet, number_verdict, right, whole
from .registry import question

__all__ = ["GAME", "UNEVEN", "solved", "check_pure_equilibrium", "check_uneven_value"]

GAME = Blotto(("San Marco", "Santa Croce", "Cannaregio"), (4, 4))
UNEVEN = Blotto(("San Marco", "Santa Croce", "Cannaregio"), (5, 4))


@lru_cache(maxsize=None)
def solved(game: Blotto):
    return solve_blotto(game)


@question("20.pure_equilibrium",
          "In `GAME` (4 aristocrats each over San Marco, Santa Croce, Cannaregio) give a "
          "placement for player 0 that guarantees the value whatever player 1 does (three "
          "whole numbers, San Marco first)")
def check_pure_equilibrium(answer):
    placement = tuple(whole(a, "a number of aristocrats") for a in
                      items(answer, 3, "three numbers of aristocrats, one per district"))
    if min(placement) < 0 or sum(placement) != GAME.troops[0]:
        raise AnswerForm(f"place exactly {GAME.troops[0]} aristocrats, none negative")
    sol = solved(GAME)
    worst = sol.matrix[GAME.strategies(0).index(placement)].min()
    if worst >= sol.value - 1e-9:
        return right("no placement of player 1 does better against it than the value")
    return not_yet("some placement of player 1 beats that one: try each of player 1's "
                   "placements against it")


@question("20.uneven_value",
          "The value for player 0 of `UNEVEN` (5 aristocrats against 4), to 3 decimals")
def check_uneven_value(answer):
    return number_verdict(answer, solved(UNEVEN).value, "the value", abs_=5e-4)
