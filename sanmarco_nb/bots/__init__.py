"""Bots for both games behind one small protocol (see `base`): random, greedy, search, coach.

    from sanmarco_nb import bots
    bot = bots.make_bot("greedy")
    bots.bot_step(state, bot)                 # one step: chance, or the bot's move
    bots.play_game(state, [bots.make_bot(n) for n in ("random", "greedy", "search", "greedy")])

A bot has a `name` and `choose(view) -> action`; the view holds the player's observation, the
legal actions, a seeded `random.Random` and `sample()` (a determinized state). Bots are plain
picklable objects, so process pools and Dask can run them.

Measured strength (the first benchmarks/bot_strength.py, 1,000 seeded games per match, seats
rotated, results in benchmarks/bot_strength_v1.json;
win share with its 95% Wilson interval):

    San Marco, 4 players, G R G R:   greedy seats win 0.989 (0.980-0.993) of the games
    Art Society, 2 players, G R:     greedy wins 0.990 (0.982-0.995)
    Art Society, 4 players, G R G R: greedy seats win 0.992 (0.984-0.996)
    San Marco, 4 players, S G G G:   the search seat wins 0.409 (0.379-0.440); fair share 0.25
    Art Society, 2 players, S G:     search wins 0.794 (0.768-0.818); fair share 0.50

(search with its default settings; each game's win is split among tied winners.) The coach
(`coach.CoachBot`, information-set Monte Carlo tree search) and every bot's rating ladder: the
present bot_strength.py, results in benchmarks/bot_strength.json (the ladders:
`analysis.ladder.stored()`).
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
