"""Exercise 11: the value of a card, by Monte Carlo: means, intervals, paired experiments."""
from __future__ import annotations

import math

import numpy as np

from ..analysis.paired import PairedExperiment, rollouts as play_out, seat_bots
from ..analysis.stats import Z95, difference_ci, mean_ci
from .answers import (AnswerForm, choice, close, not_yet, number, number_verdict, numbers,
                      right, whole)
from .positions import OFFERS, choice_position
from .precomputed import EXTRA_CARD, MOVES, extra_card_experiment, load
from .registry import question

__all__ = ["OFFERS", "EXTRA_CARD", "MOVES", "rollouts", "extra_card_rollouts",
           "check_mean", "check_ci", "check_difference_ci", "check_games_to_halve",
           "check_better_offer", "check_paired_ci", "check_pairing_pays"]

ROLLOUTS = 200          # per offer, in the questions
_CACHE: dict = {}


def _bot_names(bots) -> tuple:
    return tuple(b.name for b in seat_bots(bots, 4))


def rollouts(offer: str, games: int, seed: int = 0, bots="random") -> np.ndarray:
    """P2's final prestige points in `games` continuations after taking `offer` (one of
    `OFFERS`) in `choice_position()`.

    Rollout i redraws, with the seed (seed, i), what P2 cannot see (the face-down offers, the
    decks, every later die); then `bots` (a name, a bot, or one per seat) play to the end.
    Returns a numpy array; results are cached.
    """
    key = ("offer", offer, games, seed, _bot_names(bots))
    if key not in _CACHE:
        _CACHE[key] = play_out(choice_position(), 1, games, seed, bots, then="take " + offer)
    return _CACHE[key]


def extra_card_rollouts(games: int, seed: int = 0, bots="random") -> PairedExperiment:
    """The paired experiment: `games` rollouts (seeds (seed, i)) after P2 takes `OFFERS[1]`
    and plays it with the Doge card, and the same rollouts with P2 discarding the Doge card
    (`MOVES`; see `precomputed`): the same seeds with and without one card. `.a` with, `.b`
    without, `.interval` the paired 95% interval of the difference."""
    key = ("paired", games, seed, _bot_names(bots))
    if key not in _CACHE:
        _CACHE[key] = extra_card_experiment(games, seed, bots)
    return _CACHE[key]


def _interval(answer, truth: tuple, what: str, slips: dict) -> object:
    """Right when both ends are within 2% of the interval's width of the truth (z or t, ddof 0
    or 1 all pass); a recognised slip (`slips`: message -> the interval it gives) is named;
    otherwise one sentence for every wrong interval."""
    low, high = (float(n) for n in numbers(answer, 2, f"{what} as a pair (low, high)"))
    if not low < high:
        raise AnswerForm(f"give {what} as (low, high) with low below high")

    def near(lo_hi):
        width = lo_hi[1] - lo_hi[0]
        return abs(low - lo_hi[0]) <= 0.02 * width and abs(high - lo_hi[1]) <= 0.02 * width
    if near(truth):
        return right(f"{what} is correct")
    for message, other in slips.items():
        if near(other):
            return not_yet(message)
    return not_yet(f"{what} is not right: mean ± 1.96 standard errors of these rollouts")


def _spread(mean: float, half: float) -> tuple:
    return mean - half, mean + half


def _mean_slips(x) -> dict:
    m, s, n = float(np.mean(x)), float(np.std(x, ddof=1)), len(x)
    return {"that half-width divides the standard deviation by n: the standard error divides by "
            "√n": _spread(m, Z95 * s / n),
            "that is one standard error either side: a 95% interval is 1.96 of them":
                _spread(m, s / math.sqrt(n)),
            "that is 1.96 standard deviations either side: the interval of a mean uses the "
            "standard error, s/√n": _spread(m, Z95 * s)}


@question("11.mean", f"P2's mean final PP over `rollouts(OFFERS[1], {ROLLOUTS})`")
def check_mean(answer):
    return number_verdict(answer, float(rollouts(OFFERS[1], ROLLOUTS).mean()), "the mean")


@question("11.ci", "The 95% confidence interval of that mean, as (low, high)")
def check_ci(answer):
    x = rollouts(OFFERS[1], ROLLOUTS)
    return _interval(answer, mean_ci(x)[1:], "the interval", _mean_slips(x))


@question("11.difference_ci",
          f"The 95% interval of (mean after OFFERS[1]) − (mean after OFFERS[0]), {ROLLOUTS} "
          "rollouts each, taken as independent samples")
def check_difference_ci(answer):
    a, b = rollouts(OFFERS[1], ROLLOUTS), rollouts(OFFERS[0], ROLLOUTS)
    d = float(a.mean() - b.mean())
    se_a, se_b = (float(np.std(x, ddof=1)) / math.sqrt(len(x)) for x in (a, b))
    slips = {"the standard errors of a difference do not add: their squares do, "
             "√(s₁²/n₁ + s₂²/n₂)": _spread(d, Z95 * (se_a + se_b)),
             "that is the interval of one mean, not of the difference": mean_ci(a)[1:]}
    return _interval(answer, difference_ci(a, b)[1:], "the interval of the difference", slips)


@question("11.games_to_halve",
          f"How many rollouts in all (the {ROLLOUTS} included) would make the interval of 11.ci "
          "half as wide?")
def check_games_to_halve(answer):
    games = whole(answer, "the number of games")
    if abs(games - 4 * ROLLOUTS) <= 0.01 * 4 * ROLLOUTS:
        return right("the width shrinks with the square root of the number of games")
    if abs(games - 3 * ROLLOUTS) <= 0.01 * 3 * ROLLOUTS:
        return not_yet(f"that is how many to add to the {ROLLOUTS}: give the rollouts in all")
    if abs(games - 2 * ROLLOUTS) <= 0.01 * 2 * ROLLOUTS:
        return not_yet("twice the games do not halve the width: it shrinks like 1/√n")
    return not_yet("the width shrinks like 1/√n")


def _verdict_of(interval) -> int | None:
    lo, hi = interval
    return 1 if lo > 0 else 0 if hi < 0 else None


@question("11.better_offer",
          "By your interval of the difference, which offer is better for P2: 0, 1, or None if "
          "the rollouts cannot tell?")
def check_better_offer(answer):
    said = None if answer is None else choice(answer, (0, 1), "the better offer (or None)")
    a, b = rollouts(OFFERS[1], ROLLOUTS), rollouts(OFFERS[0], ROLLOUTS)
    if said == _verdict_of(difference_ci(a, b)[1:]):
        return right("that is what the interval of the difference says")
    return not_yet("look at whether the interval of the difference contains 0, and on which "
                   "side it lies")


@question("11.paired_ci",
          f"The paired 95% interval of the mean difference (with − without the extra Doge "
          f"card) over `extra_card_rollouts({ROLLOUTS})`, as (low, high)")
def check_paired_ci(answer):
    e = extra_card_rollouts(ROLLOUTS)
    slips = {"that treats the two arms as independent: with the same seeds, take the "
             "difference of each pair first": e.independent_interval}
    slips.update(_mean_slips(e.a - e.b))
    return _interval(answer, e.interval, "the paired interval", slips)


@question("11.pairing_pays",
          "By how much does pairing narrow the interval of the stored greedy run "
          "`load('paired_doge_greedy')`: its width as if independent divided by its paired width?")
def check_pairing_pays(answer):
    e = load("paired_doge_greedy")
    (lo, hi), (ilo, ihi) = e.interval, e.independent_interval
    ratio = (ihi - ilo) / (hi - lo)      # the same with z or t, ddof 0 or 1: they cancel
    n = number(answer, "the ratio")
    if close(n, 1 / ratio):
        return not_yet("that is the paired width over the independent one: the question asks "
                       "how many times the independent interval is as wide")
    if close(n, ratio):
        return right("pairing cancels the luck the two arms of a seed share: the more they move "
                     "together, the narrower the paired interval")
    return not_yet("divide the width of `e.independent_interval` by the width of `e.interval`")
