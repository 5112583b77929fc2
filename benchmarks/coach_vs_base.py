"""Did a faster coach stay as strong? The coach of this tree against the coach of a base commit
(by default `main`), both at the same CPU budget per searched move (1 s), paired seeds.

    nice -n 15 python benchmarks/coach_vs_base.py --until 09:10 --json benchmarks/coach_vs_base.json
    python benchmarks/coach_vs_base.py --games 1 --cpu 0.2          # a quick look
    python benchmarks/coach_vs_base.py --set rollout=0 ...   # one setting changed
    ... --base b27d4b9 --only artsociety --part 0/2 ...   # first_share_vs_base.json (and 1/2,
                                                          # then --merge)

The base coach is the package of `--base` (`git archive` into a temporary folder, imported as
`sanmarco_base`: read only, nothing of the work tree changes); it plays on this tree's engine
(the engine's behaviour is the same: the golden records are byte-identical). Each seed is
played in every rotation of the seating (2-player Art Society: N B and B N; 4-player San
Marco: N B N B and B N B N), the games alternating until `--games` seeds per game or the
`--until` time (UTC, HH:MM) is reached. Reported per game and over both: the new coach's win
share (ties shared), its 95% interval over the seeds (normal, as bot_strength.py), the Wilson
interval over the games, and each coach's simulations per searched move (its CPU is the
search thread's, so a busy machine does not change the comparison, only how long it takes).
Both coaches search the strategic decisions only (`heuristics.SEARCHED`, as every coach did
before issue 34's review) and play the greedy move elsewhere: a match of their searches, at a
third of the CPU a coach searching every decision would take. `--set NAME=VALUE` changes one
of the new coach's settings (an integer, or None): with `--base` this tree's own commit, a
match of one setting against the default. `--only GAME` plays that game's match alone (a
setting only one game uses).
"""
from __future__ import annotations

import argparse
import datetime
import importlib
import importlib.util
import json
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from io import BytesIO
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
from bot_strength import code, rotations, summary  # noqa: E402
from repo import commit  # noqa: E402

from sanmarco_nb.analysis.simulate import game_seed  # noqa: E402
from sanmarco_nb.analysis.stats import mean_ci, wilson  # noqa: E402
from sanmarco_nb.bots import CoachBot, play_game, seat_rng  # noqa: E402
from sanmarco_nb.bots.heuristics import SEARCHED  # noqa: E402
from sanmarco_nb.games import load_game  # noqa: E402

MATCHES = [("artsociety", ("new", "base")), ("sanmarco", ("new", "base", "new", "base"))]


def base_coach(commit: str):
    """The CoachBot class of `commit`'s package, imported as `sanmarco_base`."""
    tar = subprocess.run(["git", "-C", str(ROOT), "archive", commit, "sanmarco_nb"],
                         capture_output=True, check=True).stdout
    where = Path(tempfile.mkdtemp(prefix="coach_base_"))
    with tarfile.open(fileobj=BytesIO(tar)) as t:
        t.extractall(where, filter="data")
    pkg = where / "sanmarco_nb"
    spec = importlib.util.spec_from_file_location(
        "sanmarco_base", pkg / "__init__.py", submodule_search_locations=[str(pkg)])
    module = importlib.util.module_from_spec(spec)
    sys.modules["sanmarco_base"] = module
    spec.loader.exec_module(module)
    return importlib.import_module("sanmarco_base.bots.coach").CoachBot


class Counted:
    """A coach at `cpu_s` seconds of CPU per searched move (SEARCHED's verbs; `settings` its
    others), counting its simulations."""

    def __init__(self, cls, cpu_s: float, settings: dict | None = None):
        self.bot, self.sims = cls(cpu_s=cpu_s, searched=SEARCHED, **(settings or {})), {}

    def choose(self, view):
        acts = view.legal_actions
        if len(acts) == 1 or acts[0].verb not in self.bot.searched:
            return self.bot.choose(view)
        found = self.bot.search(view)
        self.sims.setdefault(view.observation["game"], []).append(found.iterations)
        return found.move(acts)


def play_seed(game: str, seating: tuple, gseed: int, bots: dict) -> list:
    """The new coach's share of each game of one seed, in every rotation of the seating."""
    module, row = load_game(game), []
    for seats in rotations(seating):
        state = module.new_game(players=len(seats), seed=gseed)
        play_game(state, [bots[n] for n in seats],
                  [seat_rng(gseed, p) for p in range(len(seats))])
        r = state.returns()
        row.append(sum(r[p] for p, n in enumerate(seats) if n == "new"))
    return row


def summarise(base: str, new: str, cpu: float, rows: dict, sims: dict, cpu_s: float,
              settings: dict | None = None) -> dict:
    """The report: per game and over both, the new coach's share (its interval over the seeds,
    and Wilson's over the games), simulations per searched move; `raw` keeps the seeds' rows
    and the simulations of every searched move, so that parts can be merged."""
    out = {"base": base, "new": new, "settings": settings or {}, "cpu_s_per_move": cpu,
           "matches": []}
    every = []
    for game, seating in MATCHES:
        if rows.get(game):
            out["matches"].append(summary(game, seating, "new", rows[game], 0.0))
            every += [sum(r) / len(r) for r in rows[game]]
    if every:
        shares = [x for game in rows for r in rows[game] for x in r]
        mean, lo, hi = mean_ci(every) if len(every) > 1 else (every[0], 0.0, 1.0)
        out["overall"] = {"seeds": len(every), "games": len(shares), "win_share": mean,
                          "ci95": [max(0.0, lo), min(1.0, hi)],
                          "wilson95": list(wilson(sum(shares), len(shares))),
                          "fair_share": 0.5}
    out["simulations_per_move"] = {g: {n: statistics.fmean(s[g]) for n, s in sims.items()
                                       if s.get(g)} for g in rows}
    out["searched_moves"] = {g: {n: len(s.get(g, ())) for n, s in sims.items()} for g in rows}
    out["cpu_seconds"] = cpu_s
    out["raw"] = {"rows": rows, "sims": sims}
    return out


def merge(parts: list) -> dict:
    """One report of the games of several parts (`--part`) of the same two coaches."""
    if len({(p["base"], p["new"], p["cpu_s_per_move"], json.dumps(p.get("settings")))
            for p in parts}) != 1:
        raise SystemExit("the parts played different coaches or budgets")
    rows = {game: [r for p in parts for r in p["raw"]["rows"].get(game, [])]
            for game, _ in MATCHES}
    sims = {n: {game: [x for p in parts for x in p["raw"]["sims"][n].get(game, [])]
                for game, _ in MATCHES} for n in ("new", "base")}
    return summarise(parts[0]["base"], parts[0]["new"], parts[0]["cpu_s_per_move"], rows, sims,
                     sum(p["cpu_seconds"] for p in parts), parts[0].get("settings"))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", default="main", help="the commit of the old coach")
    ap.add_argument("--cpu", type=float, default=1.0, help="CPU seconds per searched move")
    ap.add_argument("--games", type=int, default=1000, help="at most this many seeds per game")
    ap.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                    help="one of the new coach's settings (an integer, or None)")
    ap.add_argument("--only", choices=[g for g, _ in MATCHES], help="play this game only")
    ap.add_argument("--until", help="stop starting seeds after this UTC time (HH:MM)")
    ap.add_argument("--json", help="write the results to this file (after every seed)")
    ap.add_argument("--part", default="0/1",
                    help="K/N: play the seeds i with i %% N == K (one process a core)")
    ap.add_argument("--merge", nargs="+", metavar="JSON",
                    help="write to --json the report of these parts' games (plays none)")
    args = ap.parse_args(argv)
    if args.merge:
        parts = [json.loads(Path(f).read_text()) for f in args.merge]
        merged = merge(parts)
        Path(args.json).write_text(json.dumps(merged, indent=1) + "\n")
        print(json.dumps(merged["overall"]))
        return 0
    part, parts = map(int, args.part.split("/"))
    base, head = commit(args.base), commit()
    end = None
    if args.until:
        now = datetime.datetime.now(datetime.timezone.utc)
        h, m = map(int, args.until.split(":"))
        end = now.replace(hour=h, minute=m, second=0, microsecond=0)
        end = (end + datetime.timedelta(days=end < now)).timestamp()     # past midnight
    settings = {k: None if v == "None" else int(v)
                for k, v in (x.split("=", 1) for x in args.set)}
    bots = {"new": Counted(CoachBot, args.cpu, settings),
            "base": Counted(base_coach(base), args.cpu)}
    rows = {game: [] for game, _ in MATCHES}
    t0 = time.process_time()

    def report() -> dict:
        sims = {n: b.sims for n, b in bots.items()}
        return summarise(base, head, args.cpu, rows, sims, time.process_time() - t0, settings)

    for i in range(part, args.games, parts):
        for game, seating in MATCHES:
            if args.only not in (None, game):
                continue
            if end is not None and time.time() > end:
                break
            rows[game].append(play_seed(game, seating, game_seed(9000 + i, 0), bots))
            r = report()
            print(f"{game} seed {i}: new {rows[game][-1]}  overall "
                  f"{r['overall']['win_share']:.3f} {r['overall']['ci95']}", flush=True)
            if args.json:
                Path(args.json).write_text(json.dumps(r, indent=1) + "\n")
        else:
            continue
        break
    for m in report()["matches"]:
        print(f"{m['game']} {m['seating']}: new coach {m['win_share']:.3f} "
              f"{m['ci95']} over {m['seeds']} seeds ({m['games']} games)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
