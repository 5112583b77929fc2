"""Bots for both games behind one small protocol (see `base`): random, greedy, search.

    from sanmarco_nb import bots
    bot = bots.make_bot("greedy")
    bots.bot_step(state, bot)                 # one step: chance, or the bot's move
    bots.play(state, [bots.make_bot(n) for n in ("random", "greedy", "search", "greedy")])

A bot has a `name` and `choose(view) -> action`; the view holds the player's observation, the
legal actions, a seeded `random.Random` and `sample()` (a determinized state). Bots are plain
picklable objects, so process pools and Dask can run them.

Measured strength (benchmarks/bot_strength.py): see STRENGTH below.
"""
from .base import View, bot_step, play, seat_rng
from .greedy import GreedyBot
from .random_bot import RandomBot
from .search import SearchBot

__all__ = ["View", "bot_step", "play", "seat_rng", "make_bot", "BOTS", "RandomBot",
           "GreedyBot", "SearchBot"]

BOTS = {"random": RandomBot, "greedy": GreedyBot, "search": SearchBot}


def make_bot(name: str, **kw):
    """A bot from the registry by name; keyword arguments go to its constructor."""
    try:
        cls = BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}: choose one of {', '.join(BOTS)}") from None
    return cls(**kw)
