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

from ..analysis.sanmarco_blotto import final_placements
from ..analysis.paired import EveryCard, PairedExperiment, paired_rollouts, seat_bots
from ..analysis.simulate import Simulation, simulate
from ..analysis.tournament import Tournament, tournament
from ..sanmarco import Variant
from .positions import OFFERS, choice_position

__all__ = ["RUNS", "load", "make", "DATA", "EXTRA_CARD", "MOVES", "DISCARDS",
           "extra_card_positions", "extra_card_experiment"]

DATA = Path(__file__).with_name("data")

# the paired experiment of exercise 11: P2 takes OFFERS[1] and plays it, or plays it without
# the Doge card. A card can leave the game only where action cards may be discarded (SM-R7's
# variant), so both arms are played so, by bots that never discard (EveryCard): the one
# scripted discard is the only difference, the card is removed, not moved to another player
EXTRA_CARD = "D"
DISCARDS = Variant(action_cards_optional=True)
MOVES = ("take " + OFFERS[1], f"take {OFFERS[1]}; skip {EXTRA_CARD}")   # P2's moves per arm

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
    """(with, without): the same position, P2 to choose, in a game where a card may be
    discarded (`DISCARDS`); the arms differ by their `MOVES`."""
    return choice_position(OFFERS, DISCARDS), choice_position(OFFERS, DISCARDS)


def extra_card_experiment(games: int, seed: int = 0, bots="random") -> PairedExperiment:
    """`games` paired rollouts (seeds (seed, i)): P2 plays `OFFERS[1]` with the Doge card, or
    discards it; `bots` (never discarding a card themselves) play on."""
    seated = [EveryCard(b) for b in seat_bots(bots, 4)]
    return paired_rollouts(*extra_card_positions(), player=1, games=games, seed=seed,
                           bots=seated, then=MOVES)


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
        e = extra_card_experiment(spec["games"], spec["seed"], spec["bots"])
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
