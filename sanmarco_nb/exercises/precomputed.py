"""Long simulations that notebooks 11, 12 and 20 show but cannot afford to run (greedy games take
half a second each, search games more): run once, stored in `data/`, loaded in a blink, and
reproducible from their seeds.

    .venv/bin/python -m sanmarco_nb.exercises                        # remake every run
    .venv/bin/python -m sanmarco_nb.exercises paired_doge_greedy

`RUNS` says how each was made; `tests/analysis/test_an_paired.py` replays a few of the stored
games from their seeds and checks they come out the same.
"""
from __future__ import annotations

import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

from ..analysis.blotto import final_placements
from ..analysis.paired import PairedExperiment, paired_rollouts
from ..analysis.simulate import Simulation, simulate
from ..analysis.tournament import Tournament, tournament
from .positions import OFFERS, choice_position

__all__ = ["RUNS", "load", "make", "DATA", "EXTRA_CARD", "WITHOUT", "MOVES",
           "extra_card_positions"]

DATA = Path(__file__).with_name("data")

# the paired experiment of exercise 11: P2's offer with the Doge card, or the same split with
# the Doge card moved to the distributor's offer
EXTRA_CARD = "D"
WITHOUT = ("1 2 6 D L3 L3", "B L1")
MOVES = ("take " + OFFERS[1], "take " + WITHOUT[1])     # P2's move in each arm

RUNS = {
    "card_values_random": {"kind": "simulation", "bots": ("random",) * 4, "games": 4000,
                           "seed": 11},
    "card_values_greedy": {"kind": "simulation", "bots": ("greedy",) * 4, "games": 2000,
                           "seed": 11},
    "paired_doge_greedy": {"kind": "paired", "bots": "greedy", "games": 400, "seed": 0},
    "tournament_house": {"kind": "tournament", "bots": ("random", "greedy", "search"),
                         "players": 4, "games": 200, "seed": 12},
    # lesson 20: where the bots' aristocrats end up (final counts per district and seat)
    "placements_greedy": {"kind": "placements", "bots": ("greedy",) * 4, "games": 40,
                          "seed": 20},
    "placements_search": {"kind": "placements", "bots": ("search", "greedy") * 2, "games": 8,
                          "seed": 20},
}
_ARRAYS = ("seeds", "seats", "scores", "winners", "rounds", "actions")


def extra_card_positions() -> tuple:
    """(with, without): P2 chooses, the offer `OFFERS[1]` with or without the Doge card."""
    return choice_position(OFFERS), choice_position(WITHOUT)


def _path(name: str) -> Path:
    if name not in RUNS:
        raise ValueError(f"unknown run {name!r}: one of {', '.join(RUNS)}")
    return DATA / f"{name}.npz"


def load(name: str):
    """The stored run `name`: a `Simulation` (without its event counts), a `PairedExperiment`
    or a `Tournament`; for placements the counts array (games, districts, seats)."""
    path, spec = _path(name), RUNS[name]
    with np.load(path) as z:
        if spec["kind"] == "paired":
            return PairedExperiment(a=z["a"], b=z["b"], bots=tuple(z["bots"].tolist()))
        if spec["kind"] == "placements":
            return z["counts"]
        if spec["kind"] == "tournament":
            return Tournament(bots=z["bots"].tolist(), players=int(z["players"]),
                              share=z["share"], wins=z["wins"], games=z["games"])
        return Simulation(game="sanmarco", bots=z["bots"].tolist(), seed=int(z["seed"]),
                          **{k: z[k] for k in _ARRAYS}, events={},
                          extras={"cards": z["cards"], "limit_totals": z["limit_totals"]},
                          elapsed=float(z["elapsed"]))


def make(name: str, workers: int = 2) -> Path:
    """Run `name` as `RUNS` says and store it (simulations in `workers` processes)."""
    spec, path = RUNS[name], _path(name)
    t0 = time.perf_counter()
    if spec["kind"] == "paired":
        e = paired_rollouts(*extra_card_positions(), player=1, games=spec["games"],
                            seed=spec["seed"], bots=spec["bots"], then=MOVES)
        arrays = {"a": e.a, "b": e.b, "bots": np.array(e.bots)}
    elif spec["kind"] == "placements":
        arrays = {"counts": final_placements(spec["bots"], spec["games"], spec["seed"])}
    elif spec["kind"] == "tournament":
        with ProcessPoolExecutor(workers) as pool:
            t = tournament("sanmarco", list(spec["bots"]), players=spec["players"],
                           games=spec["games"], seed=spec["seed"], executor=pool, progress=False)
        arrays = {"bots": np.array(t.bots), "players": t.players, "share": t.share,
                  "wins": t.wins, "games": t.games}
    else:
        with ProcessPoolExecutor(workers) as pool:
            sim = simulate("sanmarco", list(spec["bots"]), spec["games"], seed=spec["seed"],
                           executor=pool, progress=False, rotate=True)
        arrays = {k: getattr(sim, k) for k in _ARRAYS}
        arrays.update(cards=sim.extras["cards"].astype(np.int16),
                      limit_totals=sim.extras["limit_totals"].astype(np.int16),
                      bots=np.array(sim.bots), seed=sim.seed, elapsed=sim.elapsed)
    DATA.mkdir(exist_ok=True)
    np.savez_compressed(path, **arrays)
    print(f"{name}: {time.perf_counter() - t0:.0f} s -> {path}")
    return path
