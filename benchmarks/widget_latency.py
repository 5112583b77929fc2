"""Kernel-side latency of the San Marco table (design.md: a click to updated board and charts in
at most 50 ms). Run: `.venv/bin/python benchmarks/widget_latency.py [games] [bot] [--freeze]`.

Plays whole seeded 4-player games, Player 1 human (choices made at random by clicking the
panel's own buttons, chips and the board, as the tests do) and three bots (default "random"),
and reports per human click:
  * click -> drawn: the whole handler as `GameTable.act` records it: the move, the bots and
    chance playing on to the next human decision, board, charts, panel, log and bar redrawn;
  * redraw: `refresh()` alone (board and charts in place, panel rebuilt, log, bar);
  * board click -> narrowed panel: a district click that narrows the choices.
No browser: the time a front end needs to paint is not included. `--freeze` sets
`GameTable.freeze_gc` (opt-in, see widgets/table.py): the worst click without a full garbage
collection of the imports in it.
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

import ipywidgets as W

from sanmarco_nb.widgets import sanmarco_pieces as pieces
from sanmarco_nb.widgets.sanmarco_table import SanMarcoTable

# clicks as the browser sends them: the widget tests' helpers
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "widgets"))
from helpers import click, click_district, walk  # noqa: E402

def human_click(table, rng, board_times):
    panel = list(walk(table.panel))
    for w in panel:
        if isinstance(w, pieces.DiceRoller):
            return click(w.button)
        if isinstance(w, pieces.SplitBuilder):
            w.set_offers([rng.randrange(w.k) if i >= w.k else i for i in range(len(w.hand))])
            return click(w.confirm)
        if isinstance(w, pieces.OfferChooser):
            return click(rng.choice(w.buttons))
    state = table.state
    targets = sorted({d for a in state.legal_actions() for d in pieces.action_targets(a)})
    if targets and table._target is None and rng.random() < 0.3:
        t0 = time.perf_counter()
        click_district(table.board, rng.choice(targets))
        board_times.append(time.perf_counter() - t0)
        return
    buttons = [b for b in walk(table.panel) if isinstance(b, W.Button) and not b.disabled]
    click(rng.choice(buttons))


def run(games: int = 5, bot: str = "random") -> dict:
    clicks, redraws, board, steps = [], [], [], 0
    for g in range(games):
        table = SanMarcoTable(players=4, seats=["human", bot, bot, bot], seed=100 + g)
        rng = random.Random(g)
        while not table.state.is_terminal():
            human_click(table, rng, board)
            assert not table.guard.errors, table.guard.errors
        clicks += table.latency
        steps += table.timeline.end
        for _ in range(20):
            t0 = time.perf_counter()
            table.refresh()
            redraws.append(time.perf_counter() - t0)
        table.close()               # as a lesson would: the next game starts from a clean kernel
    return {"games": games, "clicks": len(clicks), "steps": steps, "click": clicks,
            "redraw": redraws, "board": board}


def ms(xs, q):
    """Milliseconds: the median, the worst, or the q-quantile of `xs` (seconds)."""
    xs = sorted(xs)
    if q == "median":
        return 1000 * statistics.median(xs)
    if q == "max":
        return 1000 * xs[-1]
    return 1000 * xs[min(len(xs) - 1, int(q * len(xs)))]


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if "--freeze" in argv:
        argv = [a for a in argv if a != "--freeze"]
        SanMarcoTable.freeze_gc = True
    games = int(argv[0]) if argv else 5
    bot = argv[1] if len(argv) > 1 else "random"
    r = run(games, bot)
    print(f"San Marco table, {r['games']} games of 4 players (1 human, 3 {bot} bots), "
          f"{r['clicks']} human clicks over {r['steps']} game steps; target <= 50 ms"
          + ("; gc frozen" if SanMarcoTable.freeze_gc else ""))
    print(f"{'':34}{'median':>9}{'p95':>9}{'worst':>9}")
    for name, key in (("click -> board and charts drawn", "click"), ("redraw alone", "redraw"),
                      ("board click -> narrowed panel", "board")):
        if r[key]:
            print(f"{name:34}{ms(r[key], 'median'):>7.1f}ms{ms(r[key], 0.95):>7.1f}ms"
                  f"{ms(r[key], 'max'):>7.1f}ms")


if __name__ == "__main__":
    main()
