"""The speed figures of the engines: random full games, per applied action, per clone.

Run with `python -m sanmarco_nb bench` (or `make bench`). It measures, it asserts nothing: the
targets of design.md (<= 7 us per action in the pure build, 5 compiled; >= 500 four-player
games/s; <= 5 us per clone) are printed beside the figures so that a reader sees where we
stand; benchmarks/compare.py puts both builds beside other engines. Times are CPU time of this
process (`time.process_time`), which is what "on one core" means; the same games are played
several times and the best repeat gives games/s and us/action, with the median repeat and the
median wall-clock rate beside it, since a shared machine swings by 20% from run to run.
"""
from __future__ import annotations

import random
import statistics
import time

from .bots import RandomBot, bot_step
from .core import CHANCE, play_chance
from .games import load_game

MAX_GAMES = 10_000          # per repeat: 5 repeats of 10,000 San Marco games take minutes

_RANDOM = RandomBot()


def random_step(state, rng: random.Random) -> list:
    """One step of a random game: chance by the game's seeded stream, a decision by the bots
    package's random player (uniform among the legal actions, drawn with `rng`). Returns the
    events."""
    return bot_step(state, _RANDOM, rng)


def random_game(game, players: int, seed: int, max_steps: int | None = None):
    """Play one game with uniformly random decisions and seeded chance (to its end, or for
    `max_steps` actions); return the state and the number of actions applied.

    This times the engine as benchmarks/compare.py times OpenSpiel's and python-chess's games:
    `legal_actions()`, a uniform pick with `rng` and `apply()` (the bots' View is not built);
    the games are those `random_step` plays with the same `rng` (tests/analysis/test_an_cli.py).
    """
    state = game.new_game(players=players, seed=seed)
    rng, over, legal_actions, apply = random.Random(seed), state.is_terminal, \
        state.legal_actions, state.apply
    n = 0
    while n != max_steps and not over():
        if state.to_move == CHANCE:
            play_chance(state)
        else:
            legal = legal_actions()
            apply(legal[rng.randrange(len(legal))])
        n += 1
    return state, n


def bench_game(name: str, players: int = 4, games: int = 200, seed: int = 0,
               repeats: int = 5) -> dict:
    """The same `games` seeded games played `repeats` times; the best and the median repeat are
    reported (as timeit does: the best is the run least disturbed by the machine)."""
    if not 1 <= games <= MAX_GAMES:
        raise ValueError(f"games must be from 1 to {MAX_GAMES:,}, not {games}")
    game = load_game(name)
    random_game(game, players, seed)                        # warm up
    cpu, wall = [], []
    for _ in range(repeats):
        t0, c0 = time.perf_counter(), time.process_time()
        actions = sum(random_game(game, players, seed + g)[1] for g in range(games))
        cpu.append(time.process_time() - c0)
        wall.append(time.perf_counter() - t0)
    # clone: midway states are more typical than terminal ones
    mids = [random_game(game, players, seed + g, max_steps=actions // games // 2)[0]
            for g in range(0, games, 10)]
    reps = 200
    c1 = time.process_time()
    for state in mids:
        for _ in range(reps):
            state.clone()
    clone_us = (time.process_time() - c1) / (reps * len(mids)) * 1e6
    best, median = min(cpu), statistics.median(cpu)
    return {
        "game": name, "players": players, "games": games, "repeats": repeats,
        "games_per_s": games / best, "median_games_per_s": games / median,
        "wall_games_per_s": games / statistics.median(wall),
        "us_per_action": best / actions * 1e6,
        "actions_per_game": actions / games,
        "us_per_clone": clone_us,
    }


def report(results: list[dict], lang: str = "en") -> str:
    """The results as a table (its words in `lang`), under the targets' row."""
    from .i18n import render
    keys = ("game", "players", "games_s", "median", "us_action", "actions_game", "us_clone",
            "wall_games_s")
    rows = [[render(f"cli-bench-{k}", lang) for k in keys],
            [render("cli-bench-target", lang), "4", ">= 500", "", "<= 7", "", "<= 5", ""]]
    for r in results:
        rows.append([r["game"], str(r["players"]), f"{r['games_per_s']:.0f}",
                     f"{r['median_games_per_s']:.0f}", f"{r['us_per_action']:.2f}",
                     f"{r['actions_per_game']:.0f}", f"{r['us_per_clone']:.2f}",
                     f"{r['wall_games_per_s']:.0f}"])
    width = [max(len(row[i]) for row in rows) + (1 if i == 0 else 2) for i in range(len(keys))]
    return "\n".join("".join(c.ljust(w) if i == 0 else c.rjust(w)
                             for i, (c, w) in enumerate(zip(row, width))).rstrip()
                     for row in rows)
