"""Would the coach play better if it searched the decisions it plays greedy?

    nice -n 15 python benchmarks/greedy_or_search.py --json benchmarks/greedy_or_search.json

The coach then searched only the strategic decisions (`heuristics.SEARCHED`: splits, offers,
picks, bids, takes) and played the greedy move elsewhere (hanging, decor, Doge, transfers...);
it searches every decision since (`bots.coach`). Three of the seven blunders that the games
of benchmarks/self_review_v1.json (that coach against itself) keep at 1,600 simulations are
such greedy moves, all in a game's last fifth. Two questions, on the games stored there:
- `late`: every decision of the last fifth of each game (by ply) that the coach played greedy
  and that had a choice. Greedy's move and the coach's search's move (its default budget, as a
  Hint would search it), judged by one analysis of REFERENCE simulations that has both among
  its options (paired: the same samples), as the loss in win chance and in points against that
  analysis' best.
- `blunders`: every decision the stored review graded a blunder. The coach's search from
  SEEDS seeds; every move it chose there and the move played, judged the same way.
Run once outside CI (~25 min of CPU); tests/analysis/test_an_greedy_or_search.py reads it.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import sanmarco_nb
from sanmarco_nb.analysis.coach import analyse
from sanmarco_nb.analysis.review import BANDS, decisions
from sanmarco_nb.analysis.stats import mean_ci
from sanmarco_nb.bots import View, make_bot
from sanmarco_nb.bots.greedy import best
from sanmarco_nb.bots.heuristics import SEARCHED, action_values

ROOT = Path(__file__).resolve().parents[1]
GAMES = ROOT / "benchmarks" / "self_review_v1.json"   # the games it judged (see the docstring)
LATE = 0.8          # the last fifth of a game, by ply
REFERENCE = 1600    # the judging analysis' simulations
SEEDS = 8           # the coach's searches of a blunder's position
BLUNDER = BANDS[-1][0]    # a loss of win chance the review calls a blunder (0.15)


def searched(state, seed: int):
    """The coach's move at its default budget, as if it searched this decision."""
    view = View(state.clone(), state.to_move, random.Random(seed))
    return make_bot("coach", searched=None).search(view).move(view.legal_actions)


def judged(state, ply: int, moves) -> dict:
    """Each of `moves` (notation -> its loss in win chance and in points) against the best
    of one REFERENCE-simulation analysis that has them all among its options."""
    found = analyse(state, seed=ply, iterations=REFERENCE, deepen=True, include=tuple(moves))
    top, by = found.options[0], {o.action: o for o in found.options}
    return {"best": str(top.action), "until": found.until,
            "loss": {str(m): top.win_share - by[m].win_share for m in moves},
            "points": {str(m): top.margin - by[m].margin for m in moves}}


def late(job: tuple) -> dict:
    game, players, seed, ply, state, played = job
    view = View(state.clone(), state.to_move, random.Random(ply))
    acts = view.legal_actions
    greedy = best(acts, action_values(view.sample(), view.player, acts), view.rng)
    search = searched(state, ply)
    j = judged(state, ply, {greedy, search})
    return {"game": game, "players": players, "seed": seed, "ply": ply, "verb": played.verb,
            "played": str(played), "greedy": str(greedy), "searched": str(search),
            "best": j["best"], "until": j["until"],
            "loss_greedy": j["loss"][str(greedy)], "loss_searched": j["loss"][str(search)],
            "points_greedy": j["points"][str(greedy)],
            "points_searched": j["points"][str(search)]}


def blunder(job: tuple) -> dict:
    game, players, seed, ply, state, played = job
    moves = [searched(state, 1000 + k) for k in range(SEEDS)]
    j = judged(state, ply, {played, *moves})
    return {"game": game, "players": players, "seed": seed, "ply": ply, "verb": played.verb,
            "greedy_verb": played.verb not in SEARCHED, "played": str(played),
            "best": j["best"], "until": j["until"], "loss_played": j["loss"][str(played)],
            "searches": [str(m) for m in moves],
            "loss_searches": [j["loss"][str(m)] for m in moves]}


def summary(rows: list) -> dict:
    """Per game and over both: the mean losses, their paired difference (greedy minus search)
    with its 95% interval, and how many of each lost a blunder's share of win chance or more
    (BLUNDER, the review's band)."""
    out = {}
    for name in sorted({r["game"] for r in rows}) + ["both"]:
        rs = [r for r in rows if name in (r["game"], "both")]
        mean, lo, hi = mean_ci([r["loss_greedy"] - r["loss_searched"] for r in rs])
        out[name] = {"decisions": len(rs),
                     "loss_greedy": statistics.fmean(r["loss_greedy"] for r in rs),
                     "loss_searched": statistics.fmean(r["loss_searched"] for r in rs),
                     "difference": mean, "ci95": [lo, hi],
                     "blunder_sized_greedy": sum(r["loss_greedy"] >= BLUNDER for r in rs),
                     "blunder_sized_searched": sum(r["loss_searched"] >= BLUNDER for r in rs)}
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", help="write the results here")
    args = ap.parse_args(argv)
    stored = json.loads(GAMES.read_text())
    late_jobs, blunder_jobs = [], []
    for g in stored["games"]:
        bad = {r["ply"] for r in g["decisions"] if r["grade"] == "blunder"}
        for ply, state, played in decisions(g["record"]):
            job = (g["game"], g["players"], g["seed"], ply, state, played)
            if ply in bad:
                blunder_jobs.append(job)
            if ply > LATE * g["plies"] and played.verb not in SEARCHED:
                late_jobs.append(job)
    with ProcessPoolExecutor(args.jobs) as pool:
        late_rows = list(pool.map(late, late_jobs))
        blunder_rows = list(pool.map(blunder, blunder_jobs))
    out = {"commit": commit(),
           "build": sanmarco_nb.BUILD, "self_review_commit": stored["commit"],
           "late_from": LATE, "reference": REFERENCE, "seeds": SEEDS,
           "summary": summary(late_rows), "late": late_rows, "blunders": blunder_rows}
    for name, s in out["summary"].items():
        print(f"{name}: {s['decisions']} late greedy decisions, loss greedy "
              f"{s['loss_greedy']:.4f}, searched {s['loss_searched']:.4f}, difference "
              f"{s['difference']:+.4f} ({s['ci95'][0]:+.4f}..{s['ci95'][1]:+.4f}); "
              f"blunder-sized {s['blunder_sized_greedy']} / {s['blunder_sized_searched']}")
    for b in blunder_rows:
        print(f"{b['game']} {b['players']}p {b['seed']} ply {b['ply']} {b['played']} "
              f"({b['loss_played']:.3f}); searched: " + ", ".join(
                  f"{m} {x:.3f}" for m, x in zip(b["searches"], b["loss_searches"])))
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
