"""Bots for both games behind one small protocol (see `base`): random, greedy, search, coach.

    from sanmarco_nb import bots
    bot = bots.make_bot("greedy")
    bots.bot_step(state, bot)                 # one step: chance, or the bot's move
    bots.play_game(state, [bots.make_bot(n) for n in ("random", "greedy", "search", "greedy")])

A bot has a `name` and `choose(view) -> action`; the view holds the player's observation, the
legal actions, a seeded `random.Random` and `sample()` (a determinized state). Bots are plain
picklable objects, so process pools and Dask can run them.

Their measured strength is in the benchmarks' JSON, not here (where figures go stale): greedy
against random and search against greedy in benchmarks/bot_strength_v1.json (the first
benchmarks/bot_strength.py: win shares with their 95% Wilson intervals); the coach
(`coach.CoachBot`, information-set Monte Carlo tree search) and every bot's rating ladder in
benchmarks/bot_strength.json (the ladders: `analysis.ladder.stored()`).
"""
from .base import View, bot_step, play, play_game, seat_rng
from .coach import CoachBot
from .greedy import GreedyBot
from .random_bot import RandomBot
from .search import SearchBot

__all__ = ["View", "bot_step", "play_game", "play", "seat_rng", "make_bot", "BOTS", "RandomBot",
           "GreedyBot", "SearchBot", "CoachBot"]

BOTS = {"random": RandomBot, "greedy": GreedyBot, "search": SearchBot, "coach": CoachBot}


def make_bot(name: str, **kw):
    """A bot from the registry by name; keyword arguments go to its constructor."""
    try:
        cls = BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}: choose one of {', '.join(BOTS)}") from None
    return cls(**kw)
