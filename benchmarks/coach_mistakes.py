"""The coach at the positions where it went wrong: a minutes-long check of a coach change.

    python benchmarks/coach_mistakes.py --workers 2          # the reference, then the table's coach
    python benchmarks/coach_mistakes.py --coach-only --name "steps 80000" \
        --settings '{"steps": 80000}'                     # another coach on the same reference
    python benchmarks/coach_mistakes.py --epsilon 0 --out benchmarks/coach_mistakes_greedy.json

Issue 34 ("no blunder in the coach's own games"). A self-review plays ten games and sees one or
two blunders: too few to tell a coach change that removes them from one that moves them
(benchmarks/self_review_end_work*.json). Here the positions are those: every decision that a
stored self-review (benchmarks/self_review*.json, coaches of several commits) graded a
mistake or a blunder, replayed from its record. At each, a reference that is not the coach's:
`hint_reference.raced` (every candidate on the same determinizations and chance, every seat
epsilon-greedy to the end of the game, a candidate dropped once its paired difference to the
leader is clear at Z_DROP), over every legal move where there are at most WIDTH, else the
WIDTH best by the greedy ordering, with the move played and the review's best. Its group:
its best and what it could not drop.

Then the table's coach (`make_bot("coach")`, its own moves' settings, or `--settings`) from
`--seeds` seeds of its search at each position: how often its move is in the reference's group
(`good`), a move the reference dropped (`worse`), or one it did not roll out (`unrolled`,
outside its candidates); and the win chance the reference gives up with a worse move
(`losses`, the reference's best's win share less the move's). The JSON keeps the reference
(~17 min on two cores) and each coach run by name (`coaches`, ~1-3 min each): a coach change
is judged on the same positions in minutes.
tests/analysis/test_an_coach_mistakes.py checks the shipped JSON.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

from sanmarco_nb import BUILD
from sanmarco_nb.bots import View, make_bot
from sanmarco_nb.games import load_game

import hint_reference
from hint_reference import WIDTH, Z_DROP, candidates, raced
from repo import commit

HERE = Path(__file__).resolve().parent
OUT = HERE / "coach_mistakes.json"
GRADES = ("mistake", "blunder")
ROLLOUTS = 1600     # the reference's most samples a candidate (the race stops earlier)


def positions() -> list[dict]:
    """Every decision a stored self-review graded a mistake or blunder, once per position
    (the same game up to the same ply, as two reviews of one coach store it twice)."""
    found = {}
    for path in sorted(HERE.glob("self_review*.json")):
        for g in json.loads(path.read_text())["games"]:
            for row in g["decisions"]:
                if row["grade"] in GRADES:
                    rec = {**g["record"], "moves": g["record"]["moves"][:row["ply"] - 1]}
                    key = json.dumps(rec, sort_keys=True)
                    found.setdefault(key, {
                        "id": f"{path.stem} {g['game']} {g['players']}p seed {g['seed']} "
                              f"ply {row['ply']}",
                        "game": g["game"], "players": g["players"], "record": rec,
                        "played": row["move"], "review_best": row["best"],
                        "grade": row["grade"], "review_loss": row["loss"]})
    return list(found.values())


def state_of(record: dict):
    return load_game(record["game"]).State.from_record(record)


def reference(d: dict, rollouts: int) -> dict:
    """The race at position `d` (see the module), as the JSON keeps it."""
    t0 = time.process_time()
    state = state_of(d["record"])
    p, acts = state.to_move, state.legal_actions()
    assert d["played"] in map(str, acts), d["id"]
    view = View(state.clone(), p, random.Random(len(d["record"]["moves"])))
    cands, _ = candidates(state, view, [a for a in acts
                                        if str(a) in (d["played"], d["review_best"])])
    return {**{k: v for k, v in d.items() if k != "record"}, "moves": len(d["record"]["moves"]),
            "player": p, "legal": len(acts), "reference": raced(view, cands, rollouts, p),
            "cpu_s": time.process_time() - t0}


def coach_moves(record: dict, seeds: range, settings: dict) -> tuple[list[str], float]:
    """The coach's move from each of `seeds` (its search's seeds), and its CPU a move."""
    state, coach = state_of(record), make_bot("coach", **settings)
    moves, t0 = [], time.process_time()
    for k in seeds:
        view = View(state.clone(), state.to_move, random.Random(k))
        moves.append(str(coach.choose(view)))
    return moves, (time.process_time() - t0) / len(seeds)


def judged(ref: dict, moves: list[str]) -> dict:
    """The coach's moves at one position against its reference."""
    rows = {r["action"]: r for r in ref["reference"]}
    best = ref["reference"][0]
    kinds = ["unrolled" if m not in rows else "worse" if rows[m]["dropped"] else "good"
             for m in moves]
    losses = [best["win"] - rows[m]["win"] for m, k in zip(moves, kinds) if k == "worse"]
    return {"moves": moves, "good": kinds.count("good"), "worse": kinds.count("worse"),
            "unrolled": kinds.count("unrolled"), "losses": losses}


def summary(refs: list[dict], coached: list[dict]) -> dict:
    """A coach's counts over the positions (`refs`, and its `coached` rows), and per game."""
    def of(game=None):
        pairs = [(r, c) for r, c in zip(refs, coached) if game in (None, r["game"])]
        n = sum(len(c["moves"]) for _, c in pairs)
        count = {k: sum(c[k] for _, c in pairs) for k in ("good", "worse", "unrolled")}
        losses = [x for _, c in pairs for x in c["losses"]]
        return {"positions": len(pairs), "searches": n, **count,
                "good_share": count["good"] / n if n else None,
                "worse_by_win_0.15": sum(x >= 0.15 for x in losses),
                "worse_by_win_0.30": sum(x >= 0.30 for x in losses),
                "cpu_s_a_move": statistics.fmean(c["cpu_s"] for _, c in pairs)}
    return {**of(), "by_game": {g: of(g) for g in sorted({r["game"] for r in refs})}}


def groups(refs: list[dict]) -> dict:
    """What the references say of the stored reviews: how many separate their best, and in
    how many the review's best and the move played are in the reference's group."""
    def group(r):
        return {x["action"] for x in r["reference"] if not x["dropped"]}
    return {"positions": len(refs), "separated": sum(len(group(r)) == 1 for r in refs),
            "review_best_in_group": sum(r["review_best"] in group(r) for r in refs),
            "played_in_group": sum(r["played"] in group(r) for r in refs)}


def _reference(job):
    return reference(*job)


def _coach(job):
    record, ref, seeds, settings = job
    moves, cpu = coach_moves(record, seeds, settings)
    return {**judged(ref, moves), "cpu_s": cpu}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rollouts", type=int, default=ROLLOUTS)
    ap.add_argument("--epsilon", type=float, default=hint_reference.EPSILON,
                    help="the reference's share of random moves (0: greedy, the coach's own)")
    ap.add_argument("--seeds", type=int, default=6, help="coach searches a position")
    ap.add_argument("--first-seed", type=int, default=1000, help="of the searches' seeds")
    ap.add_argument("--name", default="table", help="the coach run's name in the JSON")
    ap.add_argument("--settings", default="{}", help="the coach's settings (JSON)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--coach-only", action="store_true",
                    help="keep --out's reference, add (or redo) the coach run --name")
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    settings = json.loads(args.settings)
    hint_reference.EPSILON = args.epsilon             # read by its rollouts (forked workers)
    todo = positions()
    records = {d["id"]: d["record"] for d in todo}
    with Pool(args.workers) as pool:
        if args.coach_only:
            data = json.loads(args.out.read_text())
        else:
            refs = pool.map(_reference, [(d, args.rollouts) for d in todo], 1)
            data = {"commit": commit(), "build": BUILD, "rollouts": args.rollouts,
                    "z_drop": Z_DROP, "epsilon": args.epsilon, "width": WIDTH,
                    "reviews": groups(refs),
                    "positions": refs, "coaches": {}}
        refs = data["positions"]
        seeds = range(args.first_seed, args.first_seed + args.seeds)
        coached = pool.map(_coach, [(records[r["id"]], r, seeds, settings) for r in refs], 1)
    data["coaches"][args.name] = {"commit": commit(), "build": BUILD, "settings": settings,
                                  "seeds": args.seeds, "first_seed": args.first_seed,
                                  "summary": summary(refs, coached),
                                  "positions": coached}
    args.out.write_text(json.dumps(data, indent=1) + "\n")
    print(json.dumps(data["coaches"][args.name]["summary"], indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
