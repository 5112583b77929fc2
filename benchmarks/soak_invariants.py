"""The engine's long soak (issue 33): random games of every game of the package, 3 and 4
players, every variant switch drawn at random, every invariant checked at every step
(`python -m sanmarco_nb soak`, on Dask), in pieces of consecutive seeds; the merged figures go
to benchmarks/soak_invariants.json, which tests/test_invariants.py reads.

    nice -n 19 python benchmarks/soak_invariants.py --out soak-pieces --games 200000 &
    python benchmarks/soak_invariants.py --merge soak-pieces --notes "..." \\
        --json benchmarks/soak_invariants.json

A piece is one `soak` command writing its figures to `<game>-<first seed>.json` (whole or not
at all), the two games taking turns. A piece whose file exists is done: the same command run
again after a stop (Ctrl-C, a reboot, `--until`) plays only what is missing, so the soak runs
over hours, in any number of sittings. `--merge` sums the pieces of each game
(`sanmarco_nb.analysis.soak.merge`: the seed ranges joined, overlaps refused). Seconds and
games per second are the pieces' own (one LocalCluster worker process each, cluster start
excluded), so they depend on the machine's load.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

from sanmarco_nb.analysis.soak import merge

GAMES = ("sanmarco", "artsociety")
PIECE = 2000            # games per piece: a few minutes on a loaded core


def run(out: Path, games: int, piece: int, workers: int, until: float | None) -> None:
    """Play the missing pieces of seeds 0 to `games` - 1, none starting after `until`."""
    out.mkdir(parents=True, exist_ok=True)
    for first in range(0, games, piece):
        for game in GAMES:
            done = out / f"{game}-{first}.json"
            if done.exists():
                continue
            if until is not None and time.time() > until:
                return
            subprocess.run([sys.executable, "-m", "sanmarco_nb", "soak", "--game", game,
                            "--games", str(min(piece, games - first)), "--seed", str(first),
                            "--players", "3,4", "--variants", "random",
                            "--workers", str(workers), "--quiet",
                            "--out", str(out / "failures"), "--json", str(done)],
                           stdout=subprocess.DEVNULL, check=False)


def merged(folder: Path, commit: str, notes: str) -> dict:
    pieces = [json.loads(p.read_text()) for p in sorted(folder.glob("*-*.json"))]
    return {"commit": commit, "notes": notes, "runs": merge(pieces)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path("soak-pieces"))
    ap.add_argument("--games", type=int, default=200_000, help="per game")
    ap.add_argument("--piece", type=int, default=PIECE)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--until", help="start no piece after this UTC time, e.g. 12:30")
    ap.add_argument("--merge", type=Path, help="sum the pieces in this folder")
    ap.add_argument("--commit", default="")
    ap.add_argument("--notes", default="")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    if args.merge:
        text = json.dumps(merged(args.merge, args.commit, args.notes), indent=1)
        print(text)
        if args.json:
            args.json.write_text(text + "\n")
        return
    until = None
    if args.until:
        h, m = map(int, args.until.split(":"))
        now = time.gmtime()
        until = time.time() + ((h - now.tm_hour) * 60 + m - now.tm_min) * 60 - now.tm_sec
    run(args.out, args.games, args.piece, args.workers, until)


if __name__ == "__main__":
    main()
