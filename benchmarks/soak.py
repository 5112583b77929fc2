"""Soak test of both game tables, headless: many games played through the widgets with random
clicks (panel buttons, the board or a wall, the time-travel bar, the language switch), as a
restless class would. Run: `.venv/bin/python benchmarks/soak.py [--games N] [--seed S]
[--table sanmarco|artsociety]`.

Each game gets a new table (seats vary: one human, or two at one screen, and bots), is played
to its end at the present and closed. Reported per table: games, clicks, errors (exceptions
other than refusals, with a traceback in the table's output area: must be 0), games whose
record does not replay to the same end (must be 0), games stopped at the click limit (must be
0), refusals (illegal, stale or out-of-turn clicks: expected, each shown to the player), peak
live widgets, RSS at the start, peak and end, and the time per game.
"""
from __future__ import annotations

import argparse
import gc
import random
import resource
import sys
import time
from pathlib import Path

import ipywidgets as W
from ipywidgets.widgets.widget import _instances

from sanmarco_nb.i18n import LANGS
from sanmarco_nb.widgets import sanmarco_pieces as pieces
from sanmarco_nb.widgets.artsociety_table import ArtSocietyTable
from sanmarco_nb.widgets.artsociety_wall import LEGAL
from sanmarco_nb.widgets.sanmarco_table import SanMarcoTable

# clicks as the browser sends them: the widget tests' helpers
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "widgets"))
from helpers import click, click_cell, click_district, find  # noqa: E402

MAX_CLICKS = 5000        # per game; a game still going then is reported as stuck


def rss_mib() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * resource.getpagesize() / 2**20


def peak_rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def bar_click(table, rng) -> None:
    """Back, forward, start or end (time travel): a random one of those enabled."""
    bar = table.bar
    enabled = [b for b in (bar.start, bar.back, bar.back, bar.forward, bar.end) if not b.disabled]
    if enabled:
        click(rng.choice(enabled))


def panel_buttons(table) -> list:
    return [b for b in find(table.panel, W.Button) if not b.disabled]


def sanmarco_click(table, rng) -> None:
    splits = find(table.panel, pieces.SplitBuilder)
    if splits:                            # chips: a random split, sometimes an illegal one
        s = splits[0]
        s.set_offers([rng.randrange(s.k) for _ in s.hand])
        if s.confirm.disabled:
            s.set_offers([i % s.k for i in range(len(s.hand))])
        return click(s.confirm)
    if rng.random() < 0.2:
        return click_district(table.board, rng.randrange(6))
    buttons = panel_buttons(table)
    if buttons:
        click(rng.choice(buttons))
    else:                       # looking at the past at a bot's turn: travel on
        bar_click(table, rng)


def artsociety_click(table, rng) -> None:
    state = table.state
    p = state.to_move
    buttons = panel_buttons(table) + [b for b in table.slot_buttons if not b.disabled]
    wall = table.walls[p] if 0 <= p < len(table.walls) else None
    if wall is not None and (rng.random() < 0.3 or not buttons):
        legal = [tuple(rc) for rc in zip(*(wall.cells.color == LEGAL).nonzero())]
        row, col = rng.choice(legal) if legal and rng.random() < 0.8 else (
            rng.randrange(wall.geo.rows), rng.randrange(wall.geo.cols))
        return click_cell(wall, row, col)
    if buttons:
        click(rng.choice(buttons))
    else:                       # looking at the past at a bot's turn: travel on
        bar_click(table, rng)


def play_game(table, click_one, rng) -> dict:
    """Random clicks until the game is over at the present; the table is closed after."""
    clicks, peak = 0, len(_instances)
    while clicks < MAX_CLICKS:
        tl = table.timeline
        if table.state.is_terminal() and tl.cursor == tl.end:
            break
        r = rng.random()
        if r < 0.04:
            bar_click(table, rng)
        elif r < 0.05:
            table.lang = rng.choice(LANGS)
        else:
            click_one(table, rng)
        clicks += 1
        peak = max(peak, len(_instances))
    state = table.state
    replays = type(state).from_record(state.to_record()).to_record() == state.to_record()
    out = {"clicks": clicks, "errors": len(table.guard.errors), "refused": table.guard.refused,
           "stuck": clicks >= MAX_CLICKS, "replay_mismatch": not replays, "peak": peak,
           "first_error": repr(table.guard.errors[0]) if table.guard.errors else ""}
    table.close()
    return out


def seats(players: int, humans: int) -> list:
    return ["human"] * humans + ["random"] * (players - humans)


# game g: 3 or 4 (2 to 4) players, one human, every few games two at one screen
TABLES = {
    "sanmarco": (lambda g: SanMarcoTable(players=3 + g % 2, seed=g,
                                         seats=seats(3 + g % 2, 1 + (g % 5 == 0))),
                 sanmarco_click),
    "artsociety": (lambda g: ArtSocietyTable(players=2 + g % 3, seed=g,
                                             seats=seats(2 + g % 3, 1 + (g % 4 == 0))),
                   artsociety_click),
}


def soak(name: str, games: int, seed: int) -> dict:
    make, click_one = TABLES[name]
    gc.collect()
    total = {"games": games, "clicks": 0, "errors": 0, "refused": 0, "stuck": 0,
             "replay_mismatch": 0, "peak_widgets": 0, "rss_start": rss_mib(), "errors_seen": []}
    t0, warm = time.perf_counter(), max(1, games // 10)
    for g in range(games):
        if g == warm:                 # after the first tenth: caches and imports are made
            gc.collect()
            total["rss_warm"] = rss_mib()
        table = make(seed + g)
        result = play_game(table, click_one, random.Random(seed + g))
        for key in ("clicks", "errors", "refused", "stuck", "replay_mismatch"):
            total[key] += result[key]
        total["peak_widgets"] = max(total["peak_widgets"], result["peak"])
        if result["first_error"] and len(total["errors_seen"]) < 5:
            total["errors_seen"].append((seed + g, result["first_error"]))
    gc.collect()
    total.update(seconds=time.perf_counter() - t0, rss_end=rss_mib(), rss_peak=peak_rss_mib(),
                 widgets_end=len(_instances))
    return total


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=1000, help="games per table (default 1000)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--table", choices=sorted(TABLES), action="append",
                    help="only this table (repeatable); default both")
    args = ap.parse_args(argv)
    if args.games < 1:
        ap.error("--games must be at least 1")
    bad = 0
    widgets_before = len(_instances)
    for name in args.table or sorted(TABLES, reverse=True):
        r = soak(name, args.games, args.seed)
        print(f"{name}: {r['games']} games, {r['clicks']} clicks, "
              f"{r['seconds'] / r['games']:.2f} s per game")
        print(f"  errors {r['errors']}, replay mismatches {r['replay_mismatch']}, "
              f"stuck games {r['stuck']}, refusals {r['refused']} "
              f"({r['refused'] / max(1, r['clicks']):.1%} of clicks)")
        print(f"  live widgets: peak {r['peak_widgets']}, after the last table closed "
              f"{r['widgets_end']} (before the first: {widgets_before}; the panels' shared "
              f"layouts and styles stay)")
        print(f"  RSS: start {r['rss_start']:.1f} MiB, after the first tenth of the games "
              f"{r.get('rss_warm', r['rss_start']):.1f} MiB, end {r['rss_end']:.1f} MiB, "
              f"process peak {r['rss_peak']:.1f} MiB")
        for game, error in r["errors_seen"]:
            print(f"  error in game seed {game}: {error}")
        bad += r["errors"] + r["replay_mismatch"] + r["stuck"]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
