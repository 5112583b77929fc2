"""How often does the Hint call its options equal? The hint as the table gives it (a second of
the search thread's CPU, then on until the options in the running have 20 simulations, at most
5 s; analysis.coach.hint_budget) on seeded decisions of greedy games, every phase, both games.

    nice -n 15 python benchmarks/hint_equal.py --json benchmarks/hint_equal.json

Per decision: the options shown, the size of the group called equal to the first
(`analysis.coach.ranks`), and the same for the intervals without the fitted evaluation's error
(the same search, its `Searched.residual` set to 0: how the hint ranked before). Reported: the
share of hints with two or more options shown in which every option is called equal (a hint
that teaches nothing) and in which some option is ranked apart, with the decisions' details.
The hint's budget is CPU time, so the figures depend a little on the machine.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from repo import commit                                              # noqa: E402

from sanmarco_nb import CHANCE                                       # noqa: E402
from sanmarco_nb.analysis import coach as analysis                   # noqa: E402
from sanmarco_nb.bots import bot_step, make_bot                      # noqa: E402
from sanmarco_nb.bots.coach import CoachBot                          # noqa: E402
from sanmarco_nb.games import load_game                              # noqa: E402

# (game, players, seed, decisions taken from the game, spread over it)
GAMES = [("sanmarco", 4, 1, 4), ("sanmarco", 4, 2, 4), ("sanmarco", 3, 3, 4),
         ("artsociety", 2, 1, 4), ("artsociety", 2, 2, 4), ("artsociety", 3, 3, 2),
         ("artsociety", 4, 4, 2)]


def decisions(game: str, players: int, seed: int, k: int) -> list:
    """`k` decisions (more than one legal move) spread over a greedy game of `seed`."""
    state = load_game(game).new_game(players=players, seed=seed)
    greedy, found = make_bot("greedy"), []
    while not state.is_terminal():
        if state.to_move != CHANCE and len(state.legal_actions()) > 1:
            found.append(state.clone())
        bot_step(state, greedy if state.to_move != CHANCE else None)
    step = len(found) / k
    return [found[int(step * (i + 0.5))] for i in range(k)]


class _Last:
    """Keeps the last search `analyse` ran (the hint's, after any probe)."""

    def __enter__(self):
        self.found, self.search = None, CoachBot.search

        def search(bot, *a, **kw):
            self.found = self.search(bot, *a, **kw)
            return self.found
        CoachBot.search = search
        return self

    def __exit__(self, *exc):
        CoachBot.search = self.search


def judged(options) -> dict:
    ranked = analysis.ranks(analysis.shown(options))
    return {"shown": sum(len(r) for r in ranked), "equal": len(ranked[0]) if ranked else 0}


class _Options:
    def __init__(self, options):
        self.options = options


def hint(state) -> dict:
    with _Last() as last:
        t0 = time.process_time()
        a = analysis.analyse(state, **analysis.hint_budget(state))
        cpu = time.process_time() - t0
    before = analysis._options(replace(last.found, residual=0.0))
    return {"phase": state.phase, "legal": len(state.legal_actions()),
            "iterations": a.iterations, "cpu_s": round(cpu, 2), "until": a.until,
            "fitted": a.fitted, "options": [str(o.action) for o in analysis.shown(a)],
            "visits": [o.visits for o in analysis.shown(a)],
            "margin_half": [round((o.margin_ci[1] - o.margin_ci[0]) / 2, 2)
                            for o in analysis.shown(a)],
            "now": judged(a), "before": judged(_Options(before))}


def shares(rows, key: str) -> dict:
    several = [r[key] for r in rows if r[key]["shown"] >= 2]
    all_equal = sum(r["equal"] == r["shown"] for r in several)
    return {"hints_with_two_or_more": len(several), "all_equal": all_equal,
            "all_equal_share": round(all_equal / len(several), 3) if several else None,
            "some_ranked": len(several) - all_equal}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    t0, rows = time.process_time(), []
    for game, players, seed, k in GAMES:
        for state in decisions(game, players, seed, k):
            row = {"game": game, "players": players, "seed": seed, "ply": len(state.history),
                   **hint(state)}
            rows.append(row)
            print(json.dumps(row), flush=True)
    report = {"commit": commit(), "decisions": len(rows),
              "cpu_s": round(time.process_time() - t0, 1)}
    for game in ("sanmarco", "artsociety", None):
        some = [r for r in rows if game in (None, r["game"])]
        report[game or "both"] = {"now": shares(some, "now"), "before": shares(some, "before")}
    report["rows"] = rows
    print(json.dumps({k: v for k, v in report.items() if k != "rows"}, indent=1))
    if args.json:
        args.json.write_text(json.dumps(report, indent=1) + "\n")


if __name__ == "__main__":
    main()
