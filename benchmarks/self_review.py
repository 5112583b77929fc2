"""Does the review call the coach's own play a blunder? Games of the coach against itself at
its default budget (what it plays at the table), every seat's decisions reviewed.

    nice -n 15 python benchmarks/self_review.py --json benchmarks/self_review.json
    python benchmarks/self_review.py --seeds 1 --only artsociety:2      # a quick look
    python benchmarks/self_review.py --only sanmarco:3,sanmarco:4 \
        --coach rollout=0,iterations=3000,steps=30000 \
        --json benchmarks/self_review_fast_leaves.json

Issue 34's "Done when": the review grades no decision of a game of the coach against itself
a blunder (under the interval rule). The test of it in CI (tests/analysis/test_an_review.py)
plays one game; this plays `--seeds` games per game and player count, the coach at its
default (iterations and steps decide its moves, and the same games are played on every
machine, unless a move reaches the CPU cap of 3 s, a safety net; at stop 54's cap of 1 s many
did, and a busy machine changed the games: self_review_v4.json, _sm4_quiet.json), and
reviews each at `--iterations` simulations a decision (100: about what the Hint button's
second buys, benchmarks/hint_reference.json's median 92-131 as the coach got faster). Stored
per decision: the review's row (ply, seat, move, best, loss in win chance and in points, grade,
simulations, horizon, whether it was rechecked); per game the grades counted and its record
(to grade a decision again: `analysis.review.decisions`, `graded`); over all, the blunders
(each named) and the mistakes.
Run once outside CI (~85 min of CPU, 45 on two cores); tests/analysis/test_an_self_review.py
reads it.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import sanmarco_nb
from sanmarco_nb.analysis.review import ORDER, review
from sanmarco_nb.analysis.simulate import game_seed
from sanmarco_nb.bots import bot_step, make_bot
from sanmarco_nb.games import load_game

from repo import commit

TABLES = [("artsociety", 2), ("artsociety", 3), ("artsociety", 4), ("sanmarco", 3),
          ("sanmarco", 4)]
GRADES = ("best", *ORDER, None)


def one_game(job: tuple) -> dict:
    """One game of the coach against itself, played and reviewed: its rows and counts."""
    game, players, seed, iterations, settings = job
    s = load_game(game).new_game(players=players, seed=seed)
    coach = make_bot("coach", **settings)
    t = time.process_time()
    while not s.is_terminal():
        bot_step(s, coach)
    play_s, t = time.process_time() - t, time.process_time()
    record = s.to_record()
    rows = review(record, iterations=iterations)
    counts = Counter(r["grade"] for r in rows)
    return {"game": game, "players": players, "seed": seed, "plies": len(s.history),
            "play_cpu_s": play_s, "review_cpu_s": time.process_time() - t,
            "grades": {g or "none": counts.get(g, 0) for g in GRADES}, "decisions": rows,
            "record": record}


def named(games: list, grade: str) -> list:
    """The rows graded `grade` in `games`, each with its game, player count and seed."""
    return [dict(r, game=g["game"], players=g["players"], seed=g["seed"])
            for g in games for r in g["decisions"] if r["grade"] == grade]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=2, help="games per game and player count")
    ap.add_argument("--iterations", type=int, default=100, help="review simulations a decision")
    ap.add_argument("--only", default="", help="game:players, e.g. artsociety:2 (a comma list)")
    ap.add_argument("--coach", default="", help="the playing coach's settings instead of the "
                    "table's, e.g. rollout=0,iterations=3000,steps=30000 (the review's stay)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", help="write the results here")
    args = ap.parse_args(argv)
    tables = [t for t in TABLES if not args.only or f"{t[0]}:{t[1]}" in args.only.split(",")]
    settings = {k: int(v) for k, v in (kv.split("=") for kv in args.coach.split(",") if kv)}
    jobs = [(g, n, game_seed(34, i), args.iterations, settings) for g, n in tables
            for i in range(args.seeds)]
    with ProcessPoolExecutor(args.jobs) as pool:
        games = list(pool.map(one_game, jobs))
    total = Counter()
    for g in games:
        total.update(g["grades"])
        print(f"{g['game']} {g['players']}p seed {g['seed']}: {len(g['decisions'])} decisions, "
              f"{g['grades']}  ({g['play_cpu_s']:.0f} s play, {g['review_cpu_s']:.0f} s review)",
              flush=True)
    out = {"commit": commit(), "build": sanmarco_nb.BUILD, "iterations": args.iterations,
           "coach": settings or "default",
           "settings": {g: make_bot("coach", **settings).settings(g) for g, _ in tables},
           "grades": dict(total), "decisions": sum(len(g["decisions"]) for g in games),
           "blunders": named(games, "blunder"), "mistakes": named(games, "mistake"),
           "games": games}
    print(f"{out['decisions']} decisions: {dict(total)}")
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
