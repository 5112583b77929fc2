"""How fast does the coach search? Simulations (iterations) and applied actions per second on
fixed positions, pure and compiled, and where a search's time goes (cProfile, pure build).

    python benchmarks/coach_speed.py                 # pure; compiled too when build/fast exists
    make fast && python benchmarks/coach_speed.py --base main --json benchmarks/coach_speed.json

Two coaches are measured: the one the table plays (each game's own settings, `make_bot`'s:
Art Society's rollouts to the horizon, greedy play, before the fitted evaluation values their
end; San Marco's fast leaves, except in its last passage, where it rolls out to the end of the
game, its PLAY) and the fast leaves everywhere (`rollout=0`: the fitted evaluation values the
tree's leaf at once), stored under "fast_leaves". The speed-up the table's coach gets is the
first: in Art Society and in San Marco's last passage the greedy rollout policy is 80-90% of
its time.
With `--base COMMIT` the same positions are searched by that commit's package too (`git archive`
into a temporary folder, run in a child process: "before"), and the speed-up of this tree's pure
build over it is reported per game, for both coaches (the base plays its own rollouts).
The positions: the coach's own searched decisions (San Marco 4 players: splits and choices of
offer; Art Society 2 players: picks, bids, takes) of greedy games with fixed seeds. Each is
searched with a fixed number of iterations (ITERATIONS: the coach's budget before issue 34's
rebuild; no step or time budget; not to the end of the game, `end`), the same seeded search
in both builds and the base. A simulation is one iteration: a determinized sample, the walk
down the tree, the rollout (to the horizon: San Marco the passage's end, Art Society the
round's) and its score. Times are CPU time of this process (`time.process_time`); the best of
`--repeats`.
"""
from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import random
import subprocess
import sys
import tarfile
import tempfile
import time
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
import repo  # noqa: E402

FAST = ROOT / "build" / "fast"
CASES = {"sanmarco": (4, (1, 2)), "artsociety": (2, (1, 2))}       # players, seeds of the games
ITERATIONS = {"sanmarco": 96, "artsociety": 112}    # a search's simulations, before and after
FAST_LEAVES = 0     # the rollout setting of the fast leaves
# the parts of the inner loop, by the function that does it (cumulative time, overlapping:
# the rollout policy clones and applies too)
PARTS = [("determinize", "determinize"), ("clone", "clone"), ("legal actions", "legal_actions"),
         ("apply", "apply_legal"), ("rollout", "_rollout"),
         ("greedy values (the rollout policy, and the order of new nodes)",
          "heuristics/__init__.py:action_values"),
         ("quick rollout values (quick=True only)", "heuristics/__init__.py:quick_values"),
         ("evaluation (standing)", "standing"),
         ("fitted evaluation of the leaves", "evaluation.py:predict"),
         ("tree: select and widen", "_select")]


def positions(game: str, players: int, seeds) -> list:
    from sanmarco_nb import CHANCE
    from sanmarco_nb.bots import bot_step, make_bot
    from sanmarco_nb.bots.heuristics import SEARCHED
    from sanmarco_nb.games import load_game
    module, greedy, out = load_game(game), make_bot("greedy"), []
    for seed in seeds:
        state = module.new_game(players=players, seed=seed)
        while not state.is_terminal():
            if state.to_move != CHANCE:
                acts = state.legal_actions()
                if len(acts) > 1 and acts[0].verb in SEARCHED:
                    out.append(state.clone())
            bot_step(state, greedy)
    return out


def measure(repeats: int, most: int | None = None, rollout: int | None = None) -> dict:
    """Search every position (the first `most`) once per repeat; the best repeat's rates.
    `rollout`: the coach's setting of that name, if not the game's (ignored by a base without
    it)."""
    import sanmarco_nb
    from sanmarco_nb.bots import View, make_bot
    rows = {}
    for game, (players, seeds) in CASES.items():
        states = positions(game, players, seeds)[:most]
        iterations = ITERATIONS[game]
        coach = make_bot("coach", iterations=iterations, **_same_search(rollout))
        best = None
        for _ in range(repeats):
            t0, sims, steps = time.process_time(), 0, 0
            for i, s in enumerate(states):
                found = coach.search(View(s, s.to_move, random.Random(i)))
                sims, steps = sims + found.iterations, steps + found.steps
            cpu = time.process_time() - t0
            best = cpu if best is None else min(best, cpu)
        rows[game] = {"players": players, "positions": len(states), "iterations": iterations,
                      "simulations": sims, "steps": steps, "cpu_s": best,
                      "simulations_per_s": sims / best, "steps_per_s": steps / best,
                      "ms_per_move": 1e3 * best / len(states)}
    return {"build": sanmarco_nb.BUILD, "games": rows}


def _same_search(rollout: int | None) -> dict:
    # the settings the same search has in every commit: `rollout` if given, and never `end`
    # (Art Society's coach plays its simulations to the end of the game where its budget
    # affords that: longer simulations by design, not a slower loop; a base before it had none)
    from sanmarco_nb.bots import CoachBot
    known = CoachBot.__init__.__code__.co_varnames
    # (`rollout` given: its leaves everywhere, not San Marco's rollouts in the last passage,
    # `exact_end`)
    return ({"rollout": rollout} if rollout is not None and "rollout" in known else {}) | \
        ({"exact_end": False} if rollout is not None and "exact_end" in known else {}) | \
        ({"end": False} if "end" in known else {})


def profile(most: int | None = None) -> dict:
    """Where the time of the San Marco and Art Society searches goes (pure build, the games'
    settings)."""
    from sanmarco_nb.bots import View, make_bot
    out = {}
    for game, (players, seeds) in CASES.items():
        states = positions(game, players, seeds[:1])[:most]
        coach = make_bot("coach", iterations=ITERATIONS[game], **_same_search(None))
        prof = cProfile.Profile()
        prof.enable()
        for i, s in enumerate(states):
            coach.search(View(s, s.to_move, random.Random(i)))
        prof.disable()
        stats = pstats.Stats(prof).stats
        total = max(ct for (_, _, name), (_, _, _, ct, _) in stats.items() if name == "search")
        parts = {}
        for label, where in PARTS:
            # "name", or "file:name" where several modules have a function of that name
            path, _, name = where.rpartition(":")
            parts[label] = sum(ct for (file, _, fn), (_, _, _, ct, _) in stats.items()
                               if fn == name and file.endswith(path)) / total
        out[game] = parts
    return out


def builds(args, rollout: int | None) -> dict:
    """`measure` with `rollout` (None: the games' settings) in the pure build and, where it is
    built, the compiled one."""
    out = {"rollout": rollout, "pure": measure(args.repeats, args.most, rollout)}
    if (FAST / "sanmarco_nb").is_dir() and not args.pure_only:
        out["compiled"] = child(FAST, args.repeats, args.most, rollout)
    return out


def child(path: Path, repeats: int, most: int | None, rollout: int | None = None) -> dict:
    """`measure` in a child process with the package at `path` first on the path."""
    env = dict(os.environ, PYTHONPATH=str(path))
    more = ([] if most is None else ["--most", str(most)]) + \
        ([] if rollout is None else ["--rollout", str(rollout)])
    done = subprocess.run([sys.executable, "-P", __file__, "--child", "--repeats", str(repeats)]
                          + more, env=env, capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def base(commit: str, repeats: int, most: int | None) -> dict:
    """`measure` of `commit`'s package (read from git, this work tree untouched)."""
    sha = repo.commit(commit)
    tar = subprocess.run(["git", "-C", str(ROOT), "archive", sha, "sanmarco_nb"],
                         capture_output=True, check=True).stdout
    with tempfile.TemporaryDirectory() as where:
        with tarfile.open(fileobj=BytesIO(tar)) as t:
            t.extractall(where, filter="data")
        return dict(child(Path(where), repeats, most), commit=sha)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--json", help="also write the results to this file")
    ap.add_argument("--most", type=int, help="at most this many positions per game (quicker)")
    ap.add_argument("--base", help="also measure this commit's coach (before)")
    ap.add_argument("--rollout", type=int, help=argparse.SUPPRESS)     # a child's
    ap.add_argument("--pure-only", action="store_true", help="not the compiled build")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:                      # in the compiled build's interpreter: rates only
        print(json.dumps(measure(args.repeats, args.most, args.rollout)))
        return 0
    results = builds(args, None) | {"profile": profile(args.most)}
    results["fast_leaves"] = builds(args, FAST_LEAVES)
    if args.base:
        before = results["base"] = base(args.base, args.repeats, args.most)
        for r in (results, results["fast_leaves"]):
            r["speedup"] = {g: x["simulations_per_s"] / before["games"][g]["simulations_per_s"]
                            for g, x in r["pure"]["games"].items()}
    fast = results["fast_leaves"]
    runs = {"base": results.get("base"), "pure": results["pure"],
            "compiled": results.get("compiled"), "fast pure": fast["pure"],
            "fast comp": fast.get("compiled")}
    for build, r in ((b, r) for b, r in runs.items() if r is not None):
        for game, row in r["games"].items():
            print(f"{build:<10}{game:<11}{row['players']}p {row['simulations_per_s']:7.1f} "
                  f"simulations/s {row['steps_per_s']:8.0f} actions/s  {row['ms_per_move']:6.0f}"
                  f" ms per move ({row['iterations']} iterations, {row['positions']} moves)")
    for name, r in (("the table's coach", results), ("fast leaves", fast)):
        for game, x in r.get("speedup", {}).items():
            print(f"{name}, {game}: {x:.2f} times the simulations per CPU second of {args.base}")
    for game, parts in results["profile"].items():
        print(f"where a {game} search's time goes (cumulative, overlapping): " + ", ".join(
            f"{k} {v:.0%}" for k, v in parts.items()))
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
