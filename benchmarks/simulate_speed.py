"""simulate() speed: N random four-player San Marco games on one core, then on a process pool.

    python benchmarks/simulate_speed.py --games 10000 --workers 2

The design target (design.md): 10,000 games in under 40 s on one core. Both runs must give the
same results (checked here too).
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor

import numpy as np

from sanmarco_nb.analysis import simulate


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="sanmarco")
    ap.add_argument("--games", type=int, default=10000)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    bots = ["random"] * 4
    print(f"load average before: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    t = time.perf_counter()
    one = simulate(args.game, bots, args.games, seed=args.seed, progress=True)
    t1 = time.perf_counter() - t
    print(f"one core:  {args.games} games in {t1:.1f} s ({args.games / t1:.0f} games/s)",
          flush=True)
    with ProcessPoolExecutor(args.workers) as ex:
        t = time.perf_counter()
        pool = simulate(args.game, bots, args.games, seed=args.seed, executor=ex, progress=True)
        t2 = time.perf_counter() - t
    print(f"{args.workers} processes: {args.games} games in {t2:.1f} s "
          f"({args.games / t2:.0f} games/s, x{t1 / t2:.2f})")
    assert np.array_equal(one.scores, pool.scores) and np.array_equal(one.seeds, pool.seeds)
    print("same results: yes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
