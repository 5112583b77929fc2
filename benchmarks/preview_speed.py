"""What a decision panel's previews cost: `state.preview` of every option at every decision of
seeded random games, both games. Run: `.venv/bin/python benchmarks/preview_speed.py [games]`.

A panel previews each option it shows: every legal action (San Marco's splits: all of them,
up to several hundred), and in San Marco's Doge step every whole walk `doge_paths()` offers
(`preview(*doge_path_actions(...))`). Reported per game and phase: the mean per option, and the
worst whole panel (the time to preview all its options once), against design.md's 50 ms for a
click. CPU time of this process, best of the repeats per panel (a shared machine swings).
"""
from __future__ import annotations

import random
import sys
import time
from collections import defaultdict

from sanmarco_nb.bench import random_step
from sanmarco_nb.core import CHANCE
from sanmarco_nb.games import load_game
from sanmarco_nb.sanmarco.cards import DOGE

REPEATS = 3


def panel_options(s) -> list:
    """The option lists a table previews here: each legal action alone, and the whole walks."""
    options = [(a,) for a in s.legal_actions()]
    walking = s.GAME == "sanmarco" and s.doge is not None and (
        s.phase == "doge" or s.phase == "play" and DOGE in s.pending.cards)
    if walking:
        options += [tuple(s.doge_path_actions(path, cross)) for path, cross, _ in s.doge_paths()]
    return options


def timed(s, options) -> float:
    best = float("inf")
    for _ in range(REPEATS):
        t0 = time.process_time()
        for moves in options:
            s.preview(*moves)
        best = min(best, time.process_time() - t0)
    return best


def main(games: int = 4) -> None:
    print(f"{'game':<11} {'phase':<14} {'panels':>6} {'options':>8} {'us/option':>10} "
          f"{'worst panel ms':>15} {'its options':>12}")
    for name, players in (("sanmarco", 4), ("sanmarco", 3), ("artsociety", 4)):
        game = load_game(name)
        per = defaultdict(lambda: [0, 0, 0.0, 0.0, 0])    # panels, options, time, worst, n
        for seed in range(games):
            s = game.new_game(players=players, seed=seed)
            rng = random.Random(seed)
            while not s.is_terminal():
                if s.to_move != CHANCE:
                    options = panel_options(s)
                    t = timed(s, options)
                    row = per[s.phase]
                    row[0] += 1
                    row[1] += len(options)
                    row[2] += t
                    if t > row[3]:
                        row[3], row[4] = t, len(options)
                random_step(s, rng)
        for phase, (panels, n, total, worst, worst_n) in sorted(per.items()):
            print(f"{name + str(players):<11} {phase:<14} {panels:>6} {n:>8} "
                  f"{1e6 * total / n:>10.1f} {1e3 * worst:>15.2f} {worst_n:>12}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 4)
