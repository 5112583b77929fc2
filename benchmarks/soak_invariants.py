"""The engine's long soak (issue 33): random games of every game of the package, 3 and 4
players, every variant switch drawn at random, every invariant checked at every step
(`python -m sanmarco_nb soak`, on Dask), in batches of consecutive seeds for a time budget per
game; the figures go to benchmarks/soak_invariants.json, which tests/test_invariants.py reads.

    nice -n 15 python benchmarks/soak_invariants.py --minutes 13 --out /tmp/soak
    python benchmarks/soak_invariants.py --merge /tmp/soak --json benchmarks/soak_invariants.json

Each batch is one `soak` command writing its own JSON (`<game>-<k>.json`, seeds 500k on), so a
run stopped half-way keeps what it finished; `--merge` sums the batches of each game. Wall
time and games per second are of the batches (a LocalCluster with one worker process each).
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

GAMES = ("sanmarco", "artsociety")
BATCH = 500
TARGET = 200_000        # the games per game the issue asks for


def run(out: Path, minutes: float, workers: int) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for game in GAMES:
        stop, k = time.time() + 60 * minutes, 0
        while time.time() + 100 < stop:          # no batch (about a minute) starts late
            subprocess.run([sys.executable, "-m", "sanmarco_nb", "soak", "--game", game,
                            "--games", str(BATCH), "--players", "3,4", "--variants", "random",
                            "--seed", str(k * BATCH), "--workers", str(workers), "--quiet",
                            "--out", str(out / "failures"),
                            "--json", str(out / f"{game}-{k}.json")],
                           stdout=subprocess.DEVNULL, check=False)
            k += 1


def merge(folder: Path, commit: str, notes: str) -> dict:
    runs = []
    for game in GAMES:
        parts = [json.loads(p.read_text()) for p in sorted(folder.glob(f"{game}-*.json"))]
        if not parts:
            continue
        seeds = sorted(p["seed"] for p in parts)
        total = {k: sum(p[k] for p in parts) for k in ("games", "steps", "seconds",
                                                       "violations")}
        total["seconds"] = round(total["seconds"], 1)
        rate = total["games"] / total["seconds"]
        runs.append({"game": game, **total, "players": [3, 4], "variants": "random",
                     "seeds": [seeds[0], seeds[-1] + BATCH - 1], "batches": len(parts),
                     "failed": [f for p in parts for f in p["failed"]],
                     "games_per_s": round(rate, 2), "steps_per_s": round(total["steps"] /
                                                                         total["seconds"]),
                     "hours_for_200000": round(TARGET / rate / 3600, 1)})
    return {"commit": commit, "notes": notes, "runs": runs}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path("soak-batches"))
    ap.add_argument("--minutes", type=float, default=13.0, help="per game")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--merge", type=Path, help="sum the batches in this folder")
    ap.add_argument("--commit", default="")
    ap.add_argument("--notes", default="")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    if args.merge:
        text = json.dumps(merge(args.merge, args.commit, args.notes), indent=1)
        print(text)
        if args.json:
            args.json.write_text(text + "\n")
    else:
        run(args.out, args.minutes, args.workers)


if __name__ == "__main__":
    main()
