"""What the split-and-choose analysis costs: every split of 8 cards into two offers, and of 10
cards into three. Run: `.venv/bin/python benchmarks/split_choose_speed.py`.

design.md's targets: all splits of 8 cards well under 1 ms, 10 cards into 3 offers under 50 ms.
CPU time of this process, best of the repeats (a shared machine swings); the values are seeded
normal draws, one row per player.
"""
from __future__ import annotations

import time

import numpy as np

from sanmarco_nb.analysis.split_choose import split_choose

REPEATS = 5


def best_of(run, times: int) -> float:
    best = float("inf")
    for _ in range(REPEATS):
        t0 = time.process_time()
        for _ in range(times):
            run()
        best = min(best, (time.process_time() - t0) / times)
    return best


def main() -> None:
    rng = np.random.default_rng(0)
    v8 = [rng.normal(size=8), rng.normal(size=8)]
    v10 = [rng.normal(size=10) for _ in range(3)]
    per_8 = best_of(lambda: split_choose(range(8), v8), 50)
    per_10 = best_of(lambda: split_choose(range(10), v10, offers=3), 2)
    print(f"8 cards into 2 offers:  {per_8 * 1e3:7.3f} ms  (target well under 1 ms)")
    print(f"10 cards into 3 offers: {per_10 * 1e3:7.3f} ms  (target under 50 ms)")


if __name__ == "__main__":
    main()
