"""The engine's soak: many random games of one game, every invariant checked at every step, on
Dask (a LocalCluster by default, or the cluster at `scheduler`).

    python -m sanmarco_nb soak --game sanmarco --games 10000 --players 3,4 --variants random

Game i plays seed `seed + i` with `players[i % len(players)]` players, its moves and (with
`variants`) every variant switch drawn from that seed (sanmarco_nb.invariants.random_game), so a
failure replays from its seed alone. A game that breaks an invariant is written as its record
up to the step that broke it: `load_game(g).from_record(path)` and the game's `invariants`
show the violation again. (Not the widget soak of benchmarks/soak.py.)

A long soak runs in pieces (`--seed`, `--games`, each piece's figures written by `--json`);
`merge` (`soak --merge FILE...`) sums the pieces of each game into one run, refusing pieces
that overlap or that played other player counts or variants.
"""
from __future__ import annotations

import json
import os
import time
from importlib import import_module
from pathlib import Path

from ..games import GAMES, load_game
from ..invariants import random_game

__all__ = ["soak", "play_chunk", "merge"]

CHUNK = 200             # games per Dask task: a few seconds of work, little scheduling overhead


def play_chunk(module: str, seeds: range, players: tuple, variants: bool) -> dict:
    """Play the games seeded `seeds` (a Dask task; the game by module path, so a game the
    tests registered is found in a worker too): games, steps and the failures."""
    game = import_module(module)
    steps, failures = 0, []
    for seed in seeds:
        out = random_game(game, players[seed % len(players)], seed, variants)
        steps += out.steps
        if out.violations:
            failures.append({"seed": seed, "violations": out.violations, "record": out.record})
    return {"games": len(seeds), "steps": steps, "failures": failures}


def soak(game: str, games: int, players=None, variants: bool = True, seed: int = 0,
         scheduler: str | None = None, workers: int = 1, out: str | Path = "soak-failures",
         progress: bool = True, processes: bool = True) -> dict:
    """Run `games` random games of `game` on Dask and return the figures: games, steps,
    seconds, violations, and the files the failing games were written to (under `out`).
    `players`: the counts to cycle through (default every count the game allows).
    `processes=False` runs the LocalCluster's worker as a thread (a game registered at run
    time, as the tests' game is, is found there too)."""
    from dask.distributed import Client, LocalCluster, as_completed
    players = tuple(players or load_game(game).State.PLAYERS)      # unknown game: ValueError
    module = GAMES[game]
    cluster = None
    if scheduler is None:
        cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=processes,
                               dashboard_address=":0")
    client = Client(scheduler or cluster)
    bar = None
    if progress:
        from tqdm.auto import tqdm
        bar = tqdm(total=games, desc=f"soak {game}", unit="game")
    t0 = time.perf_counter()
    totals = {"game": game, "games": 0, "steps": 0, "players": list(players),
              "variants": "random" if variants else "default", "seeds": [[seed, seed + games - 1]],
              "failed": []}
    try:
        tasks = [client.submit(play_chunk, module, range(a, min(a + CHUNK, seed + games)),
                               players, variants, pure=False)
                 for a in range(seed, seed + games, CHUNK)]
        for task in as_completed(tasks):
            part = task.result()
            totals["games"] += part["games"]
            totals["steps"] += part["steps"]
            totals["failed"] += [_write(f, game, out) for f in part["failures"]]
            if bar:
                bar.update(part["games"])
    finally:
        if bar:
            bar.close()
        client.close()
        if cluster:
            cluster.close()
    totals["seconds"] = round(time.perf_counter() - t0, 1)
    totals["violations"] = len(totals["failed"])
    return totals


def merge(figures) -> list[dict]:
    """The soaks `figures` (each `soak`'s figures, or a document {"runs": [...]} of them) summed
    per game: games, steps, seconds, violations and failed added up, the seed ranges joined.
    ValueError if two pieces of a game share a seed or played other player counts or
    variants (their games would not be one soak's)."""
    runs: dict = {}
    for f in figures:
        for part in f.get("runs", [f]):
            run = runs.setdefault(part["game"], {
                "game": part["game"], "games": 0, "steps": 0, "seconds": 0, "violations": 0,
                "players": part["players"], "variants": part["variants"], "seeds": [],
                "failed": []})
            for key in ("players", "variants"):
                if part[key] != run[key]:
                    raise ValueError(f"{part['game']}: pieces with {key} {part[key]} and "
                                     f"{run[key]}")
            for key in ("games", "steps", "seconds", "violations", "failed", "seeds"):
                run[key] += part[key]
    return [_joined(run) for _, run in sorted(runs.items())]


def _joined(run: dict) -> dict:
    seeds = []
    for a, b in sorted(run["seeds"]):
        if seeds and a <= seeds[-1][1]:
            raise ValueError(f"{run['game']}: seeds {a}..{b} are in two pieces")
        if seeds and a == seeds[-1][1] + 1:
            seeds[-1][1] = b
        else:
            seeds.append([a, b])
    seconds = run["seconds"]
    return {**run, "seeds": seeds, "seconds": round(seconds, 1),
            "games_per_s": round(run["games"] / seconds, 2) if seconds else None,
            "steps_per_s": round(run["steps"] / seconds) if seconds else None}


def _write(failure: dict, game: str, out) -> str:
    os.makedirs(out, exist_ok=True)
    path = Path(out) / f"{game}-{failure['seed']}.json"
    path.write_text(json.dumps(failure["record"]))
    return str(path)
