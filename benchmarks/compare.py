"""One side-by-side speed run: both engines (pure, and compiled when built) beside two other
pure-Python game engines, and `simulate` of many random 4-player San Marco games.

    python benchmarks/compare.py                     # the full run (about 3 minutes)
    python benchmarks/compare.py --sim-games 1000    # a quicker simulate
    make fast && python benchmarks/compare.py        # with the compiled build too

What each row measures (CPU time of one process, `time.process_time`; the same seeded games
played `--repeats` times; the best repeat and the median are shown, since a shared machine
swings by 20% from run to run):
  us/action   one applied step of a random game (chance steps count, as in `bench`)
  games/s     whole random games from the first position to the end
  us/clone    `clone()` of positions half way through a game (python-chess: `Board.copy(stack=False)`,
              since its full copy rebuilds every earlier position: 0.5 ms)
The references are played by uniformly random moves in this same process: OpenSpiel's
pure-Python Kuhn poker (`python_kuhn_poker`; its C++ `kuhn_poker` through pyspiel beside it)
and python-chess. They are the optional extra `bench` (pip install -e '.[bench]'); a missing
one is reported and skipped.

The compiled build (`make fast`, into build/fast) has the same module names as the pure one,
so it runs in a child process with build/fast first on its path. `simulate` runs on one core
(CPU time) and on a pool of two processes (wall time); every simulate run prints a digest of
its results, which must be the same for the pure and the compiled build.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import statistics
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FAST = ROOT / "build" / "fast"          # where `make fast` puts the compiled package


# ---- timing ------------------------------------------------------------------------------
def timed(play_one, games: int, repeats: int, seed: int = 0) -> dict:
    """Play games seed..seed+games-1 with `play_one(seed) -> actions`, `repeats` times."""
    play_one(seed)                                                  # warm up
    cpu, actions = [], 0
    for _ in range(repeats):
        c0 = time.process_time()
        actions = sum(play_one(seed + g) for g in range(games))
        cpu.append(time.process_time() - c0)
    best, median = min(cpu), statistics.median(cpu)
    return {"us_per_action": best / actions * 1e6, "median_us_per_action": median / actions * 1e6,
            "games_per_s": games / best, "median_games_per_s": games / median,
            "actions_per_game": actions / games}


def clone_us(states, clone, reps: int = 200) -> float:
    c0 = time.process_time()
    for s in states:
        for _ in range(reps):
            clone(s)
    return (time.process_time() - c0) / (reps * len(states)) * 1e6


# ---- the two engines ---------------------------------------------------------------------
def bench_engine(name: str, games: int, repeats: int) -> dict:
    from sanmarco_nb.bench import random_game
    from sanmarco_nb.games import load_game
    game = load_game(name)
    row = timed(lambda seed: random_game(game, 4, seed)[1], games, repeats)
    half = int(row["actions_per_game"]) // 2
    mids = [random_game(game, 4, g, max_steps=half)[0] for g in range(0, games, 10)]
    row["us_per_clone"] = clone_us(mids, lambda s: s.clone())
    return row


# ---- the references ----------------------------------------------------------------------
def bench_openspiel(game_name: str, games: int, repeats: int) -> dict:
    import pyspiel
    from open_spiel.python.games import kuhn_poker  # noqa: F401  registers python_kuhn_poker
    game = pyspiel.load_game(game_name)

    def play(seed, stop=None):
        rng, state, n = random.Random(seed), game.new_initial_state(), 0
        while not state.is_terminal() and n != stop:
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, probs)[0])
            else:
                actions = state.legal_actions()
                state.apply_action(actions[rng.randrange(len(actions))])
            n += 1
        return state if stop is not None else n

    row = timed(play, games, repeats)
    mids = [play(g, stop=2) for g in range(0, games, 10)]
    row["us_per_clone"] = clone_us(mids, lambda s: s.clone())
    return row


def bench_chess(games: int, repeats: int) -> dict:
    import chess

    def play(seed, stop=None):
        rng, board, n = random.Random(seed), chess.Board(), 0
        while n != stop and board.outcome() is None:
            moves = list(board.legal_moves)
            board.push(moves[rng.randrange(len(moves))])
            n += 1
        return board if stop is not None else n

    row = timed(play, games, repeats)
    half = int(row["actions_per_game"]) // 2
    mids = [play(g, stop=half) for g in range(0, games, 10)]
    row["us_per_clone"] = clone_us(mids, lambda b: b.copy(stack=False))
    return row


# ---- simulate ----------------------------------------------------------------------------
def digest(sim) -> str:
    """A fingerprint of everything `simulate` returns per game (equal results, equal digest)."""
    h = hashlib.sha256()
    for a in (sim.seeds, sim.scores, sim.winners, sim.rounds, sim.actions):
        h.update(a.tobytes())
    for k in sorted(sim.events):
        h.update(k.encode() + sim.events[k].tobytes())
    for k in sorted(sim.extras):
        h.update(k.encode() + sim.extras[k].tobytes())
    return h.hexdigest()[:12]


def bench_simulate(games: int, workers: int, seed: int = 1) -> dict:
    from sanmarco_nb.analysis import simulate
    bots = ["random"] * 4
    if workers == 1:
        c0, t0 = time.process_time(), time.perf_counter()
        sim = simulate("sanmarco", bots, games, seed=seed, progress=False)
        cpu, wall = time.process_time() - c0, time.perf_counter() - t0
    else:
        with ProcessPoolExecutor(workers) as ex:
            t0 = time.perf_counter()
            sim = simulate("sanmarco", bots, games, seed=seed, executor=ex, progress=False)
            wall = time.perf_counter() - t0
        cpu = None
    return {"games": games, "workers": workers, "cpu_s": cpu, "wall_s": wall,
            "digest": digest(sim)}


# ---- one build, in this process ----------------------------------------------------------
def measure_build(args) -> dict:
    import sanmarco_nb
    out = {"build": sanmarco_nb.BUILD, "games": {}, "simulate": []}
    for name in ("sanmarco", "artsociety"):
        out["games"][name] = bench_engine(name, args.games, args.repeats)
    if args.sim_games:
        for workers in (1, 2):
            out["simulate"].append(bench_simulate(args.sim_games, workers))
    return out


def measure_compiled(args) -> dict | None:
    """The compiled build's figures, from a child process with build/fast first on its path."""
    if not FAST.is_dir():
        return None
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(FAST)] + (
        [os.environ["PYTHONPATH"]] if os.environ.get("PYTHONPATH") else [])))
    cmd = [sys.executable, "-P", __file__, "--child", "--games", str(args.games),
           "--repeats", str(args.repeats), "--sim-games", str(args.sim_games)]
    done = subprocess.run(cmd, env=env, capture_output=True, text=True, cwd=FAST)
    if done.returncode:
        print(done.stderr, file=sys.stderr)
        return None
    result = json.loads(done.stdout)
    return result if result["build"] == "compiled" else None


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200, help="random games per engine and repeat")
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--sim-games", type=int, default=10000,
                    help="games for simulate (0 skips it)")
    ap.add_argument("--no-compiled", action="store_true")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        print(json.dumps(measure_build(args)))
        return 0
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores; "
          f"best and median of {args.repeats} repeats, CPU time", flush=True)
    builds = [measure_build(args)]
    compiled = None if args.no_compiled else measure_compiled(args)
    if compiled:
        builds.append(compiled)
    rows = [(f"{name} {b['build']}", r) for b in builds for name, r in b["games"].items()]
    for label, fn in (("Kuhn poker (OpenSpiel, Python)",
                       lambda: bench_openspiel("python_kuhn_poker", 20 * args.games,
                                               args.repeats)),
                      ("Kuhn poker (OpenSpiel, C++)",
                       lambda: bench_openspiel("kuhn_poker", 20 * args.games, args.repeats)),
                      ("chess (python-chess)",
                       lambda: bench_chess(max(1, args.games // 10), args.repeats))):
        try:
            rows.append((label, fn()))
        except ImportError as e:
            print(f"{label}: skipped ({e}; pip install -e '.[bench]')")
    print(table(rows))
    for b in builds:
        for s in b["simulate"]:
            how = (f"one core {s['cpu_s']:.1f} s CPU" if s["workers"] == 1 else
                   f"{s['workers']} processes {s['wall_s']:.1f} s wall")
            print(f"simulate {s['games']} San Marco games, 4 random bots, {b['build']}: {how} "
                  f"({s['games'] / (s['cpu_s'] or s['wall_s']):.0f} games/s), "
                  f"results {s['digest']}")
    digests = {s["digest"] for b in builds for s in b["simulate"]}
    if len(digests) > 1:
        print("simulate results DIFFER between runs")
        return 1
    return 0


def table(rows) -> str:
    head = ("", "us/action", "median", "games/s", "median", "actions/game", "us/clone")
    lines = [f"{head[0]:<32}" + "".join(f"{h:>13}" for h in head[1:])]
    for label, r in rows:
        cells = (f"{r['us_per_action']:.2f}", f"{r['median_us_per_action']:.2f}",
                 f"{r['games_per_s']:.0f}", f"{r['median_games_per_s']:.0f}",
                 f"{r['actions_per_game']:.0f}", f"{r['us_per_clone']:.2f}")
        lines.append(f"{label:<32}" + "".join(f"{c:>13}" for c in cells))
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
