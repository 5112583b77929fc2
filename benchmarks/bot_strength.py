"""How strong are the bots? Seeded matches, seats rotated, 1,000+ games each; prints a table.

    python benchmarks/bot_strength.py --games 1000 --workers 2 [--json out.json]

Matches (each bot plays every seat equally often, `simulate(..., rotate=True)`):
* greedy vs random: the seats alternate G R G R (2 players: G R); the greedy team's win share.
* search vs greedy: one search seat against greedy in the others (S G G G; 2 players S G); the
  search seat's win share against its fair share 1/players.
The figures go into the bots' docstrings and the report; rerun after changing a bot.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from sanmarco_nb.analysis import simulate
from sanmarco_nb.analysis.stats import wilson
from sanmarco_nb.bots import make_bot

MATCHES = [
    # game, players, seating, the bot whose seats are counted
    ("sanmarco", 4, ("greedy", "random", "greedy", "random"), "greedy"),
    ("artsociety", 2, ("greedy", "random"), "greedy"),
    ("artsociety", 4, ("greedy", "random", "greedy", "random"), "greedy"),
    ("artsociety", 2, ("search", "greedy"), "search"),
    ("sanmarco", 4, ("search", "greedy", "greedy", "greedy"), "search"),
]


def run(game, players, seating, focus, games, seed, executor):
    bots = [make_bot(n) for n in seating]
    t = time.perf_counter()
    sim = simulate(game, bots, games, seed=seed, executor=executor, progress=True, rotate=True)
    elapsed = time.perf_counter() - t
    seats = [s for s, n in enumerate(seating) if n == focus]
    wins = float(sim.bot_returns()[:, seats].sum())
    lo, hi = wilson(wins, games)
    return {"game": game, "players": players, "seating": "".join(n[0].upper() for n in seating),
            "bot": focus, "games": games, "win_share": wins / games, "ci95": [lo, hi],
            "fair_share": len(seats) / players, "seconds": elapsed,
            "bot_params": {n: vars(make_bot(n)) for n in set(seating)}}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--only", help="run only matches whose game/bot contain this text")
    ap.add_argument("--json", help="also write the results to this file")
    args = ap.parse_args(argv)
    rows = []
    with ProcessPoolExecutor(args.workers) as ex:
        for m in MATCHES:
            if args.only and args.only not in f"{m[0]} {m[3]} {m[1]}p":
                continue
            r = run(*m, args.games, args.seed, ex if args.workers > 1 else None)
            rows.append(r)
            lo, hi = r["ci95"]
            print(f"{r['game']:<11}{r['players']}p {r['seating']:<5} {r['bot']:<7} wins "
                  f"{r['win_share']:.3f} (95% {lo:.3f}-{hi:.3f}; fair share "
                  f"{r['fair_share']:.2f}) over {r['games']} games in {r['seconds']:.0f} s",
                  flush=True)
            if args.json:
                with open(args.json, "w") as f:
                    json.dump(rows, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
