"""Which of San Marco's two coaches beats search head to head? The coach as it plays (PLAY:
fast leaves, the last passage rolled out) and as it analyses (the hint's rollouts to the
passage's end), each in 4-player San Marco's C S C S on the same seeds, both rotations a seed.

    python benchmarks/play_or_rollouts.py --seeds 40 --jobs 2     # ~50 min on two cores
    python benchmarks/play_or_rollouts.py --seeds 40 --jobs 2 --coaches play \
        --base benchmarks/play_or_rollouts.json --json benchmarks/play_end_work.json

bot_strength.py's C S C S (today's coach, PLAY) is 0.417 (0.151-0.682) on its 12 seeds, where
PLAY had won 0.539 (0.442-0.637) head to head against the rollouts' coach
(play_vs_rollouts.json). The seeds are bot_strength's (`game_seed`), so its first 12 are its
games. Per coach: the match as bot_strength.py reports it and its CPU time per searched move;
and the paired difference of the two over the seeds (rollouts minus PLAY). With `--base`, a
stored run of an earlier commit: per coach in both, the paired difference this minus that (the
same seeds: a change to the coach against the coach before it, through the same opponents).
"""
from __future__ import annotations

import argparse
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from bot_strength import Timed, decision_times, play_seed, show, summary  # noqa: E402
from repo import commit  # noqa: E402

from sanmarco_nb.analysis.simulate import game_seed  # noqa: E402
from sanmarco_nb.analysis.stats import mean_ci  # noqa: E402
from sanmarco_nb.bots import make_bot  # noqa: E402

SEATING = ("coach", "search", "coach", "search")
COACHES = {"play": False, "rollouts": True}      # name -> CoachBot's `analysis`


def _seed(job: tuple) -> tuple:
    # one seed for one coach, with bots of its own (a worker process's)
    name, gseed = job
    bots = {"coach": Timed(make_bot("coach", analysis=COACHES[name])),
            "search": make_bot("search")}
    return play_seed("sanmarco", SEATING, "coach", gseed, bots)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=40)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--json", default=str(HERE / "play_or_rollouts.json"))
    ap.add_argument("--coaches", default=",".join(COACHES), help="a comma list of COACHES")
    ap.add_argument("--base", help="a stored run to compare each coach with, seed by seed")
    args = ap.parse_args(argv)
    coaches = args.coaches.split(",")
    jobs = [(name, game_seed(args.seed, k)) for name in coaches for k in range(args.seeds)]
    with ProcessPoolExecutor(args.jobs) as pool:
        runs = []
        for (name, _), run in zip(jobs, pool.map(_seed, jobs)):
            runs.append(run)
            print(name, len(runs), run[0], f"{run[3]:.0f} s CPU", flush=True)
    out, per_seed = {"commit": commit(), "seed": args.seed, "matches": {}}, {}
    for i, name in enumerate(coaches):
        mine = runs[i * args.seeds:(i + 1) * args.seeds]
        rows = [run[0] for run in mine]
        r = summary("sanmarco", SEATING, "coach", rows, sum(run[3] for run in mine))
        r["coach_decisions"] = decision_times([t for run in mine for t in run[1]])
        r["coach_decisions"]["capped"] = sum(run[2] for run in mine)
        out["matches"][name], per_seed[name] = r, [sum(row) / len(row) for row in rows]
        print(name, show(r))
    if len(per_seed) == 2:
        out["rollouts_minus_play"] = paired(per_seed["rollouts"], per_seed["play"])
        print("rollouts minus PLAY", show_paired(out["rollouts_minus_play"]))
    if args.base:
        base = json.loads(Path(args.base).read_text())
        out["base"] = {"commit": base["commit"], "minus_base": {}}
        for name in set(per_seed) & set(base["matches"]):
            m = base["matches"][name]
            n = m["games"] // m["seeds"]                    # the rotations of a seed
            before = [sum(m["shares"][k:k + n]) / n for k in range(0, m["games"], n)]
            out["base"]["minus_base"][name] = paired(per_seed[name], before)
            print(name, "minus", base["commit"][:7], show_paired(out["base"]["minus_base"][name]))
    Path(args.json).write_text(json.dumps(out, indent=1) + "\n")
    return 0


def paired(a: list, b: list) -> dict:
    """The mean difference a - b over the seeds both have (b may have more) and its 95%."""
    diff, lo, hi = mean_ci([x - y for x, y in zip(a, b)])
    return {"seeds": min(len(a), len(b)), "mean": diff, "ci95": [lo, hi]}


def show_paired(d: dict) -> str:
    return (f"paired over {d['seeds']} seeds: {d['mean']:+.3f} "
            f"(95% {d['ci95'][0]:+.3f} to {d['ci95'][1]:+.3f})")


if __name__ == "__main__":
    sys.exit(main())
