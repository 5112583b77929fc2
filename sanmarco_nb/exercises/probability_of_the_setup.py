"""Exercise 14: the exact probabilities of the set-up dice (SM-S2, SM-S3), and a simulation with
the engine recomputed from the learner's own seeds."""
from __future__ import annotations

import math
from fractions import Fraction

from ..analysis.sanmarco_setup_dice import p_some_district_empty, roll_sequences
from ..core import play_chance
from ..games import load_game
from .answers import (REL, AnswerForm, close, not_yet, number, number_verdict, numbers, right,
                      whole)
from .registry import question

__all__ = ["some_district_empty", "empty_share", "MIN_GAMES", "MAX_GAMES",
           "check_four_equal_without_reroll", "check_expected_in_san_marco",
           "check_absent_from_san_marco", "check_some_district_empty",
           "check_simulation_agrees"]

MIN_GAMES, MAX_GAMES = 1000, 20_000
SETUP_DICE = "setup-dice"


def some_district_empty(seed: int, players: int = 4) -> bool:
    """Roll the set-up of the game seeded `seed` with the engine: is some district empty?"""
    state = load_game("sanmarco").new_game(players=players, seed=seed)
    while state.phase == SETUP_DICE:
        play_chance(state)
    return any(sum(row) == 0 for row in state.counts)


def empty_share(games: int, seed: int = 0) -> float:
    """The share of the set-ups of the games seeded seed, seed + 1, ... (`games` of them) with
    some district empty."""
    return sum(some_district_empty(s) for s in range(seed, seed + games)) / games


@question("14.p_four_equal_without_reroll",
          "Without the reroll rule (SM-S3 off), the probability that one player's four rolls "
          "are all equal")
def check_four_equal_without_reroll(answer):
    truth = sum((p for s, p in roll_sequences(False).items() if len(set(s)) == 1), Fraction(0))
    return number_verdict(answer, truth, "the probability", exact=True)


@question("14.expected_in_san_marco",
          "With the reroll rule, the expected number of aristocrats one player puts into "
          "San Marco (die face 5) at set-up")
def check_expected_in_san_marco(answer):
    n = number(answer, "the expected number")
    per_roll = sum((s.count(5) * p for s, p in roll_sequences(True).items()), Fraction(0))
    if close(n, per_roll):
        return not_yet("that counts rolls, not aristocrats: each roll places 2 (SM-S2)")
    return number_verdict(answer, 2 * per_roll, "the expected number", exact=True)


@question("14.p_absent_from_san_marco",
          "With the reroll rule, the probability that one player has no aristocrat in San Marco "
          "after their four rolls")
def check_absent_from_san_marco(answer):
    n = number(answer, "the probability")
    if close(n, Fraction(5, 6) ** 4):
        return not_yet("that is the answer without the reroll rule: which sequences does SM-S3 "
                       "change?")
    truth = sum((p for s, p in roll_sequences(True).items() if 5 not in s), Fraction(0))
    return number_verdict(answer, truth, "the probability", exact=True)


@question("14.p_some_district_empty",
          "Four players, reroll rule on: the probability that some district has no aristocrat "
          "at all after the dice")
def check_some_district_empty(answer):
    return number_verdict(answer, p_some_district_empty(4, True), "the probability", exact=True)


@question("14.simulation_agrees",
          "Roll the set-ups of the games seeded seed, seed + 1, ... with the engine and give "
          "(estimate, games, seed): the share with some district empty, how many games, the "
          "first seed")
def check_simulation_agrees(answer):
    estimate, games, seed = numbers(answer, 3, "(estimate, games, seed)")
    games, seed = whole(games.value, "the number of games"), whole(seed.value, "the seed")
    if not MIN_GAMES <= games <= MAX_GAMES:
        raise AnswerForm(f"simulate between {MIN_GAMES:,} and {MAX_GAMES:,} set-ups: fewer "
                         "give an estimate too rough to compare with the exact value")
    if not 0 <= seed <= 2 ** 64 - 1 - games:
        raise AnswerForm("the seeds are whole numbers from 0 to 2**64 - 1")
    share = empty_share(games, seed)
    if not close(estimate, share, rel=REL, abs_=1e-12):
        return not_yet(f"that is not the share of those {games:,} set-ups: count a district as "
                       "empty only when no player at all has an aristocrat there")
    truth = float(p_some_district_empty(4, True))
    agree = abs(share - truth) <= 3 * math.sqrt(truth * (1 - truth) / games)
    return right("that is what those set-ups give, and it " +
                 ("agrees with the exact value within 3 standard errors" if agree else
                  "is more than 3 standard errors from the exact value: rare, but it happens"))
