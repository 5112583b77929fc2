"""Exercise 12: write a San Marco bot, check that it plays legally, and that it beats random."""
from __future__ import annotations

import inspect

from ..analysis.tournament import tournament
from ..bots import BOTS, RandomBot, View, seat_rng
from ..core import CHANCE, play_chance
from ..games import load_game
from .answers import not_yet, right
from .registry import question

__all__ = ["house_bot", "first_problem", "check_legal_bot", "check_beats_random",
           "LEGAL_GAMES", "MATCH_GAMES", "SEED"]

LEGAL_GAMES = 3       # whole games the legality check plays
MATCH_GAMES = 60      # games against random (seats rotated)
SEED = 12
HOUSE = tuple(BOTS.values())


def _is_house(thing) -> bool:
    return isinstance(thing, HOUSE) or (inspect.isclass(thing) and issubclass(thing, HOUSE))


def house_bot(bot) -> str | None:
    """Why `bot` is (or hands its moves to) one of the package's bots, or None if it is not:
    a house bot's instance or subclass, a house bot kept in one of its attributes, a house
    bot's `choose`, or a house bot's name."""
    if _is_house(bot):
        return f"that is the house's {type(bot).__name__}, not a bot of your own"
    choose = getattr(type(bot), "choose", None)
    if any(choose is getattr(cls, "choose", None) for cls in HOUSE):
        return "your bot's choose is a house bot's: write your own"
    if isinstance(getattr(bot, "name", None), str) and bot.name in BOTS:
        return f"{bot.name!r} is a house bot's name: give your bot a name of its own"
    attrs = list(getattr(bot, "__dict__", {}).values()) + list(vars(type(bot)).values())
    if any(_is_house(a) for a in attrs):
        return "your bot hands its moves to a house bot: write your own"
    return None


def _is_bot(answer) -> bool:
    return callable(getattr(answer, "choose", None)) and \
        isinstance(getattr(answer, "name", None), str)


def first_problem(bot, games: int = LEGAL_GAMES, seed: int = SEED) -> str | None:
    """Play `games` seeded 4-player games, `bot` in seat 0 against random bots; the first
    problem found, in words (an exception, an illegal move), or None."""
    new_game = load_game("sanmarco").new_game
    for g in range(games):
        state = new_game(players=4, seed=seed + g)
        rngs = [seat_rng(state.seed, p) for p in range(4)]
        seats = [bot, RandomBot(), RandomBot(), RandomBot()]
        while not state.is_terminal():
            p = state.to_move
            if p == CHANCE:
                play_chance(state)
                continue
            view = View(state, p, rngs[p])
            where = f"in game {g + 1} (phase {state.phase})"
            try:                                       # the learner's code: report, not crash
                action = seats[p].choose(view)
                legal = action in view.legal_actions
            except Exception as e:
                return f"{where} your bot raised {type(e).__name__}: {e}"
            if not legal:
                return (f"{where} your bot chose {action!r}, which is not one of "
                        "view.legal_actions")
            state.apply(action)
    return None


@question("12.legal_bot", "Your bot (an object with `name` and `choose(view)`): does it play "
          "whole games with legal moves only?")
def check_legal_bot(answer):
    if not _is_bot(answer):
        return not_yet("a bot is an object with a `name` (text) and a method `choose(view)`")
    problem = first_problem(answer)
    return not_yet(problem) if problem else right(f"{LEGAL_GAMES} whole games, every move legal")


@question("12.beats_random", f"Does your bot beat the random bot? ({MATCH_GAMES} seeded games, "
          "seats rotated; the 95% interval of its win share must lie above 1/2)")
def check_beats_random(answer):
    if not _is_bot(answer):
        return not_yet("a bot is an object with a `name` (text) and a method `choose(view)`")
    house = house_bot(answer)
    if house:
        return not_yet(house)
    problem = first_problem(answer, games=1)
    if problem:
        return not_yet(problem)
    t = tournament("sanmarco", [answer, "random"], players=4, games=MATCH_GAMES, seed=SEED,
                   progress=False)
    low, high = t.interval(0, 1)
    share = t.share[0, 1]
    if low > 0.5:
        return right(f"win share {share:.2f} against random, 95% interval {low:.2f}-{high:.2f}")
    if high < 0.5:
        return not_yet(f"your bot loses to random (win share {share:.2f}): what does it do "
                       "badly?")
    return not_yet(f"win share {share:.2f}, but the interval {low:.2f}-{high:.2f} still "
                   "contains 1/2: not yet better than chance")
