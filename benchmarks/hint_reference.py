"""Can a learner trust the 1 s hint? Against a reference that rolls every candidate to the end.

    python benchmarks/hint_reference.py --rollouts 2000 --workers 2 --out hint_2000.json
    python benchmarks/hint_reference.py --summary          # judge the stored JSON again

Resumable: one entry per decision, written as each ends; a rerun skips those done (the same
--rollouts only). The reference stays valid when the coach changes; `--rehint` computes the
hints of the decisions done again and judges them against it (a hint's first or second move
the reference did not roll out, `unrolled`, counts against the hint: not the best, not in its
group). The reference costs hours; it may run on the compiled build with the hints
computed first on the pure one, the build a learner runs:

    python benchmarks/hint_reference.py --hints hints.json --hints-only
    PYTHONPATH=build/fast python -P benchmarks/hint_reference.py --hints hints.json ...

Issue 34, item 3. Decisions: a fixed, seeded set from greedy games (4-player San Marco,
2-player Art Society), PER_KIND of every kind of decision (game, phase, verb: San Marco's
set-up bridges, splits, offers, takes, Doge, transfers, banishes, districts; Art Society's
set-up hanging, picks, bids, takes, hanging, decor, from the assistant), from different seeds,
early and late; run round-robin over the kinds, so a partial run covers every kind.

Per decision: the hints (HINTS: the Hint button's, `analysis.coach.hint_budget` with 1 s of
the search thread's CPU, seeded, the options it shows in the order it shows them; and the same
with fast leaves, `rollout=0`, the setting that buys ten times the simulations) and the
reference. The reference's candidates: every legal move where there are at most WIDTH, else
the WIDTH best by the greedy ordering (`heuristics.action_values` on one determinization of
what the player sees), plus each hint's first two where those are not among them. Each is
played on the same determinizations of the player's view with the same chance (common random
numbers), then every seat plays epsilon-greedy (EPSILON of its moves random, else the greedy
bot's full `action_values`; the coach's rollouts are greedy on its cheaper `quick_values`) to
the end of the game, and scored by its final margin (own score minus the best other's) and its
result (ties split).

A race, so that the CPU goes where candidates are close: at each look (BATCH samples, then
every doubling, then `--rollouts`) the leader is the candidate of the best mean margin, and a
candidate is dropped when its paired difference to the leader (sample by sample) has an
interval at Z_DROP (one-sided 0.0005: Bonferroni for 0.05 over up to 100 comparisons) above
zero. The reference separates its best where every other candidate is dropped; where it does
not, its group is its best and every candidate still running at `--rollouts`: moves it cannot
tell apart. Per candidate: its samples, mean margin with a 95% t interval, win chance with its
Wilson interval, and the paired interval to the best (at its drop, or at the end).

Figures, per hint: where the reference separates, how often the hint's first move is that
best (target >= 80%) and how often it is among the hint's first two (>= 95%); everywhere, how
often the hint's first is in the reference's group (never a move the reference knows to be
worse); where it does not separate, how often the hint ranks the options of the group it shows
after its first with its first (`ranks`: "cannot tell these moves apart") rather than below it.
The JSON's `decisions` count says how many of the fixed set were run (resumable: a partial run
is a prefix of the round-robin order). tests/analysis/test_an_hint_reference.py checks the
shipped JSON, or the one HINT_REFERENCE names (a run in progress).
"""
from __future__ import annotations

import argparse
import functools
import json
import math
import random
import statistics
import sys
import time
from pathlib import Path

from sanmarco_nb import BUILD, CHANCE
from sanmarco_nb.analysis.coach import analyse, hint_budget, ranks, shown
from sanmarco_nb.analysis.stats import t95, wilson
from sanmarco_nb.bots import View, bot_step, make_bot
from sanmarco_nb.bots.heuristics import action_values, standing
from sanmarco_nb.core import chance_action
from sanmarco_nb.games import load_game

HERE = Path(__file__).resolve().parent
OUT = HERE / "hint_reference.json"
GAMES = {"sanmarco": (4, range(1, 4)), "artsociety": (2, range(1, 4))}   # players, seeds
PER_KIND = 3        # decisions of each kind, one per seed
WIDTH = 8           # candidates by the greedy ordering where more are legal
EPSILON = 0.2       # the reference's rollouts: this share of moves random
HINT_CPU_S = 1.0
HINTS = {"button": {}, "fast leaves": {"rollout": 0}}   # the hints judged: their settings
BATCH = 100         # the race's first look; then at every doubling and at --rollouts
Z_DROP = 3.29       # one-sided 0.0005: 0.05 over up to 100 looks x candidates (Bonferroni)


@functools.cache
def decisions() -> list[dict]:
    """The fixed set: per game and kind, one decision per seed (the seed's k-th of that kind,
    k = 0, the middle, the last for seeds 1, 2, 3), round-robin over the kinds."""
    kinds = {}
    for game, (players, seeds) in GAMES.items():
        module, greedy = load_game(game), make_bot("greedy")
        for i, seed in enumerate(seeds):
            state, found = module.new_game(players=players, seed=seed), {}
            while not state.is_terminal():
                if state.to_move != CHANCE:
                    acts = state.legal_actions()
                    if len(acts) > 1:
                        kind = f"{game} {state.phase} {acts[0].verb}"
                        found.setdefault(kind, []).append(len(state.history))
                bot_step(state, greedy)
            for kind, plies in found.items():
                at = plies[(0, len(plies) // 2, -1)[i % 3]]
                kinds.setdefault(kind, []).append({"id": f"{kind} seed {seed} ply {at}",
                                                   "game": game, "players": players,
                                                   "seed": seed, "ply": at, "kind": kind})
    rows = [r[:PER_KIND] for r in kinds.values()]
    return [r[k] for k in range(PER_KIND) for r in rows if k < len(r)]


def position(d: dict):
    """The state of decision `d`: its greedy game replayed to ply `d["ply"]`."""
    state, greedy = load_game(d["game"]).new_game(players=d["players"], seed=d["seed"]), \
        make_bot("greedy")
    while len(state.history) < d["ply"]:
        bot_step(state, greedy)
    return state


def outcome(state, p: int) -> tuple[float, float]:
    """p's final margin over the best other and p's result (1 won, ties split)."""
    stand = standing(state)
    return stand[p] - max(s for q, s in enumerate(stand) if q != p), state.returns()[p]


def rollout(state, rng) -> None:
    """Every seat epsilon-greedy to the end of the game, chance from `rng`."""
    while not state.is_terminal():
        q = state.to_move
        if q == CHANCE:
            a = chance_action(state, rng)
        else:
            acts = state.legal_actions()
            if len(acts) == 1 or rng.random() < EPSILON:
                a = acts[rng.randrange(len(acts))]
            else:
                values = action_values(state, q, acts)
                top = max(values)
                ties = [b for b, v in zip(acts, values) if v >= top - 1e-9]
                a = ties[rng.randrange(len(ties))]
        state.apply_legal(a)


def candidates(state, view, hinted) -> tuple[list, str]:
    acts = state.legal_actions()
    if len(acts) <= WIDTH:
        return list(acts), "every legal move"
    values = action_values(view.sample(), state.to_move, acts)
    order = sorted(range(len(acts)), key=lambda j: -values[j])
    chosen = [acts[j] for j in order[:WIDTH]]
    return chosen + [a for a in hinted if a not in chosen], \
        f"the {WIDTH} best of {len(acts)} by the greedy ordering, with the hint's first two"


def interval(xs) -> tuple[float, float]:
    m = statistics.fmean(xs)
    half = t95(len(xs) - 1) * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else 0
    return m - half, m + half


def looks(n: int) -> list[int]:
    """The sample counts at which the race drops candidates: BATCH, doubling, then n."""
    at = [BATCH * 2 ** k for k in range(20) if BATCH * 2 ** k < n]
    return at + [n]


def paired(best: list[float], other: list[float], z: float) -> tuple[float, float]:
    d = [x - y for x, y in zip(best, other)]
    m, half = statistics.fmean(d), z * statistics.stdev(d) / math.sqrt(len(d))
    return m - half, m + half


def race(view, cands, rollouts: int, p: int) -> tuple[list, list, dict]:
    """Every candidate on the same determinizations and chance (common random numbers) until
    `rollouts` samples, dropping at each look those whose paired difference to the leader
    has an interval (Z_DROP) above zero. Returns margins, wins and {candidate: (look, ci)}."""
    margins, wins, dropped = [[] for _ in cands], [[] for _ in cands], {}
    for n in looks(rollouts):
        alive = [j for j in range(len(cands)) if j not in dropped]
        while len(margins[alive[0]]) < n:
            world, seed = view.sample(), view.rng.getrandbits(63)
            for j in alive:
                child = world.clone()
                child.apply_legal(cands[j])
                rollout(child, random.Random(seed))
                m, w = outcome(child, p)
                margins[j].append(m)
                wins[j].append(w)
        lead = max(alive, key=lambda j: statistics.fmean(margins[j]))
        for j in alive:
            if j != lead and (ci := paired(margins[lead], margins[j], Z_DROP))[0] > 0:
                dropped[j] = (n, ci)
        if len(dropped) == len(cands) - 1:
            break
    return margins, wins, dropped


def raced(view, cands, rollouts: int, p: int) -> list[dict]:
    """The race over `cands` as the JSON keeps it: per candidate its samples, mean margin and
    win chance with their intervals, and the paired interval to the best (at its drop, or at
    the end); those still running first, best first."""
    margins, wins, dropped = race(view, cands, rollouts, p)
    alive = [j for j in range(len(cands)) if j not in dropped]
    b = max(alive, key=lambda j: statistics.fmean(margins[j]))
    ref = []
    for j, a in enumerate(cands):
        n, won = len(margins[j]), sum(wins[j])
        diff = None if j == b else dropped[j][1] if j in dropped else \
            paired(margins[b], margins[j], Z_DROP)
        ref.append({"action": str(a), "n": n, "dropped": j in dropped,
                    "margin": statistics.fmean(margins[j]),
                    "margin_ci": list(interval(margins[j])),
                    "win": won / n, "win_ci": list(wilson(won, n)),
                    "best_minus_this_ci": list(diff) if diff else None})
    ref.sort(key=lambda r: (r["best_minus_this_ci"] is not None, r["dropped"], -r["margin"]))
    return ref


def hint_at(d: dict, **settings) -> dict:
    """The Hint button's hint at decision `d` (`hint_budget`, seeded), as the JSON keeps it:
    the options it shows, best first, each marked where the hint ranks it with its first
    (`ranks`: the simulations cannot tell them apart)."""
    state = position(d)
    found = analyse(state, **hint_budget(state, HINT_CPU_S, seed=d["seed"], **settings))
    options = shown(found)
    equal = set(map(id, ranks(options)[0])) if options else set()
    return {"options": [{**o.as_dict(), "ranked_with_first": id(o) in equal}
                        for o in options],
            "iterations": found.iterations, "until": found.until, "build": BUILD}


def hints_at(d: dict) -> dict:
    """The hints judged at `d`: the button's, and the same with fast leaves (`rollout=0`)."""
    return {name: hint_at(d, **settings) for name, settings in HINTS.items()}


def run(d: dict, rollouts: int, hints: dict | None = None) -> dict:
    """The hints (`hints`, or computed here) and the reference at decision `d` (see the
    module)."""
    state = position(d)
    p = state.to_move
    t0 = time.process_time()
    hints = hints or hints_at(d)
    by_name = {str(a): a for a in state.legal_actions()}
    view = View(state.clone(), p, random.Random(1000 + d["ply"]))
    firsts = dict.fromkeys(by_name[o["action"]] for h in hints.values()
                           for o in h["options"][:2])
    cands, how = candidates(state, view, list(firsts))
    ref = raced(view, cands, rollouts, p)
    return judged({**d, "player": p, "legal": len(state.legal_actions()), "candidates": how,
                   "hints": hints, "reference": ref, "cpu_s": time.process_time() - t0})


def judged(row: dict) -> dict:
    """`row` with the comparison of each of its hints and its reference (see the module): the
    reference's group is its best and every candidate it did not drop; the hint's options
    after its first that are in the group are those the hint should rank with its first."""
    ref = row["reference"]
    best = ref[0]["action"]
    group = {r["action"] for r in ref if not r["dropped"]}
    verdicts = {}
    for name, hint in row["hints"].items():
        shown = hint["options"]
        firsts = [o["action"] for o in shown[:2]]
        said = [o for o in shown[1:] if o["action"] in group]
        names = {r["action"] for r in ref}
        verdicts[name] = {"hint_first_is_best": bool(firsts) and firsts[0] == best,
                          "best_in_hint_top_two": best in firsts,
                          "hint_first_not_worse": bool(firsts) and firsts[0] in group,
                          "tied_shown": len(said),
                          "hint_says_equal": bool(said)
                          and all(o["ranked_with_first"] for o in said),
                          "unrolled": [a for a in firsts if a not in names]}
    return {**row, "separated": group == {best}, "best": best, "verdicts": verdicts}


def summary(rows: list[dict]) -> dict:
    sep = [r for r in rows if r["separated"]]
    per_hint = {}
    for name in HINTS:
        unsep = [r for r in rows if not r["separated"] and r["verdicts"][name]["tied_shown"]]

        def share(k, part):
            n = sum(r["verdicts"][name][k] for r in part)
            return {"count": n, "of": len(part), "share": n / len(part) if part else None}
        per_hint[name] = {
            "hint_first_is_best": share("hint_first_is_best", sep),
            "best_in_hint_top_two": share("best_in_hint_top_two", sep),
            "hint_first_not_worse": share("hint_first_not_worse", rows),
            "not_separated_with_tied_options_shown": len(unsep),
            "hint_says_equal": share("hint_says_equal", unsep),
            "unrolled": sum(bool(r["verdicts"][name]["unrolled"]) for r in rows),
            "iterations_median": statistics.median(r["hints"][name]["iterations"]
                                                   for r in rows) if rows else None}
    return {"decisions": len(rows), "separated": len(sep), "not_separated": len(rows) - len(sep),
            "hints": per_hint, "kinds": sorted({r["kind"] for r in rows}),
            "cpu_s": sum(r["cpu_s"] for r in rows),
            "targets": {"hint_first_is_best": 0.80, "best_in_hint_top_two": 0.95}}


def save(path: Path, rollouts: int, done: dict) -> None:
    rows = [judged(done[d["id"]]) for d in decisions() if d["id"] in done]
    data = {"rollouts": rollouts, "looks": looks(rollouts), "z_drop": Z_DROP,
            "epsilon": EPSILON, "width": WIDTH, "hint_cpu_s": HINT_CPU_S, "build": BUILD,
            "policy": f"every seat epsilon-greedy ({EPSILON} random, else action_values)",
            "summary": summary(rows), "decisions": rows}
    path.write_text(json.dumps(data, indent=1) + "\n")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rollouts", type=int, default=2000)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--most", type=int, default=None, help="only the first MOST decisions")
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--summary", action="store_true", help="print the JSON's figures")
    ap.add_argument("--hints", type=Path, help="the hints to judge: read from this JSON, and "
                    "computed into it first (in this build) where missing")
    ap.add_argument("--hints-only", action="store_true", help="stop once --hints is complete")
    ap.add_argument("--rehint", action="store_true", help="compute the hints of the decisions "
                    "done again (in this build) and judge them against the stored reference")
    args = ap.parse_args(argv)
    done = {}
    if args.out.exists():
        old = json.loads(args.out.read_text())
        if old["rollouts"] != args.rollouts and not args.summary:
            sys.exit(f"{args.out} holds {old['rollouts']} rollouts a candidate, not "
                     f"{args.rollouts}: move it aside or pass --rollouts {old['rollouts']}")
        done = {r["id"]: r for r in old["decisions"]}
        if args.rehint:                 # the coach changed: its hints, not the reference
            for row in done.values():
                row["hints"] = hints_at(next(d for d in decisions() if d["id"] == row["id"]))
                print("hints again:", row["id"], flush=True)
        if args.summary or args.rehint:  # judged again, as this version judges
            save(args.out, old["rollouts"], done)
            print(json.dumps(json.loads(args.out.read_text())["summary"], indent=1))
            return 0
    todo = [d for d in decisions()[:args.most] if d["id"] not in done]
    hints = stored_hints(args.hints, todo) if args.hints else {}
    if args.hints_only:
        return 0
    print(f"{len(done)} done, {len(todo)} to do", flush=True)
    jobs = [(d, args.rollouts, hints.get(d["id"])) for d in todo]
    if args.workers > 1:
        import multiprocessing
        with multiprocessing.Pool(args.workers) as pool:
            for row in pool.imap_unordered(_run, jobs):
                done[row["id"]] = row
                save(args.out, args.rollouts, done)
                print(row["id"], f"{row['cpu_s']:.0f} s", flush=True)
    else:
        for job in jobs:
            row = _run(job)
            done[row["id"]] = row
            save(args.out, args.rollouts, done)
            print(row["id"], f"{row['cpu_s']:.0f} s", flush=True)
    save(args.out, args.rollouts, done)
    print(json.dumps(json.loads(args.out.read_text())["summary"], indent=1))
    return 0


def _run(job):
    return run(*job)


def stored_hints(path: Path, todo: list[dict]) -> dict:
    """{decision id: hints} from `path`, the missing ones computed first. The hints are what is
    judged, so they come from the build a learner runs (the pure one) even where the costly
    reference runs on the compiled build: both builds play the same moves from the same seeds,
    but the compiled hint buys more simulations in its second."""
    data = json.loads(path.read_text()) if path.exists() else {"hints": {}}
    for d in todo:
        if d["id"] not in data["hints"]:
            data["hints"][d["id"]] = hints_at(d)
            path.write_text(json.dumps(data, indent=1) + "\n")
            print("hints:", d["id"], flush=True)
    return data["hints"]


if __name__ == "__main__":
    sys.exit(main())
