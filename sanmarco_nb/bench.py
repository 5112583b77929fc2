"""The speed figures of the engines: random full games, per applied action, per clone.

Run with `python -m sanmarco_nb bench` (or `make bench`). It measures, it asserts nothing: the
targets of design.md (<= 10 us per action, >= 250 four-player games/s, <= 10 us per clone) are
printed beside the figures so that a reader sees where we stand. Times are CPU time of this
process (`time.process_time`), which is what "on one core" means and does not swing with the
load of other processes; the wall-clock rate is printed too.
"""
from __future__ import annotations

import random
import time
from importlib import import_module

from .core import CHANCE, play_chance


def random_game(game, players: int, seed: int, rng: random.Random | None = None):
    """Play one game with uniformly random decisions and seeded chance; return the final state
    and the number of actions applied."""
    state = game.new_game(players=players, seed=seed)
    rng = rng or random.Random(seed)
    n = 0
    while not state.is_terminal():
        if state.to_move == CHANCE:
            play_chance(state)
        else:
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])
        n += 1
    return state, n


def bench_game(name: str, players: int = 4, games: int = 200, seed: int = 0) -> dict:
    game = import_module(f"sanmarco_nb.{name}")
    random_game(game, players, seed)                        # warm up
    t0, c0 = time.perf_counter(), time.process_time()
    actions = 0
    for g in range(games):
        state, n = random_game(game, players, seed + g)
        actions += n
    cpu = time.process_time() - c0
    wall = time.perf_counter() - t0
    # clone: midway states are more typical than terminal ones, so replay to the middle
    mids = []
    for g in range(0, games, 10):
        state = game.new_game(players=players, seed=seed + g)
        rng = random.Random(seed + g)
        for _ in range(actions // games // 2):
            if state.is_terminal():
                break
            if state.to_move == CHANCE:
                play_chance(state)
            else:
                acts = state.legal_actions()
                state.apply(acts[rng.randrange(len(acts))])
        mids.append(state)
    reps = 200
    c1 = time.process_time()
    for state in mids:
        for _ in range(reps):
            state.clone()
    clone_us = (time.process_time() - c1) / (reps * len(mids)) * 1e6
    return {
        "game": name, "players": players, "games": games,
        "games_per_s": games / cpu,
        "wall_games_per_s": games / wall,
        "us_per_action": cpu / actions * 1e6,
        "actions_per_game": actions / games,
        "us_per_clone": clone_us,
    }


def report(results: list[dict]) -> str:
    lines = [f"{'game':<11}{'players':>8}{'games/s':>10}{'us/action':>11}{'actions/game':>14}"
             f"{'us/clone':>10}{'wall games/s':>14}",
             f"{'target':<11}{'4':>8}{'>= 250':>10}{'<= 10':>11}{'':>14}{'<= 10':>10}"]
    for r in results:
        lines.append(f"{r['game']:<11}{r['players']:>8}{r['games_per_s']:>10.0f}"
                     f"{r['us_per_action']:>11.2f}{r['actions_per_game']:>14.0f}"
                     f"{r['us_per_clone']:>10.2f}{r['wall_games_per_s']:>14.0f}")
    return "\n".join(lines)
