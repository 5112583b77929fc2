"""Kernel-side latency of the Art Society table (design.md: a click to updated board and charts in
at most 50 ms). Run: `.venv/bin/python benchmarks/artsociety_table.py [games]`.

Plays seeded 3-player games, one human seat (choices made at random through the same entry
points the widgets call) and two greedy bots, and reports per click:
  * click -> drawn: the whole handler (the move, the bots playing on to the next human decision,
    walls, charts, auction row, panel and log redrawn), as `GameTable.act` records it;
  * redraw: the redraw alone (`refresh`);
  * cell -> preview: a click on a wall cell to the highlighted choice and its preview.
No browser: the time a front end needs to paint is not included.
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

from sanmarco_nb.widgets.artsociety_table import ArtSocietyTable

# clicks as the browser sends them: the widget tests' helpers
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "widgets"))
from helpers import click_cell  # noqa: E402


def human_move(table, rng, cell_times):
    s = table.state
    if table._reveal_pending():
        table.reveal_next(table.timeline.version)
        return
    version = table.timeline.version
    groups = table._groups(s)
    if groups and s.phase in ("setup", "place", "decor"):
        a = rng.choice(next(iter(groups.values())))
        t0 = time.perf_counter()
        click_cell(table.walls[s.to_move], a.row, a.col)
        cell_times.append(time.perf_counter() - t0)
        table.act(a, version)
        return
    acts = [a for a in s.legal_actions() if a.verb not in ("hang", "decor", "from-assistant")]
    table.act(rng.choice(acts or s.legal_actions()), version)


def figures(xs):
    xs = sorted(xs)
    return (f"median {statistics.median(xs) * 1e3:5.1f} ms  p95 {xs[int(.95 * len(xs))] * 1e3:5.1f}"
            f" ms  max {xs[-1] * 1e3:6.1f} ms  (n={len(xs)})")


def main(games: int = 10) -> None:
    acts, redraws, cells = [], [], []
    for seed in range(games):
        table = ArtSocietyTable(players=3, seats=["human", "greedy", "greedy"], seed=seed)
        table.latency.clear()
        table.draw_times.clear()
        rng = random.Random(seed)
        while not table.state.is_terminal():
            human_move(table, rng, cells)
        acts += table.latency
        redraws += table.draw_times
    print(f"Art Society table, {games} games, 3 players (1 human, 2 greedy bots); target 50 ms")
    print(f"  click -> drawn   {figures(acts)}")
    print(f"  redraw           {figures(redraws)}")
    print(f"  cell -> preview  {figures(cells)}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
