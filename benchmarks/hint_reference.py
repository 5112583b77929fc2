"""Can a learner trust the 1 s hint? Against a reference that rolls every candidate to the end.

    python benchmarks/hint_reference.py --rollouts 2000 --workers 2 --out hint_2000.json
    python benchmarks/hint_reference.py --summary          # judge the stored JSON again

Resumable: one entry per decision, written as each ends; a rerun skips those done (the same
--rollouts only).

Issue 34, item 3. Decisions: a fixed, seeded set from greedy games (4-player San Marco,
2-player Art Society), PER_KIND of every kind of decision (game, phase, verb: San Marco's
set-up bridges, splits, offers, takes, Doge, transfers, banishes, districts; Art Society's
set-up hanging, picks, bids, takes, hanging, decor, from the assistant), from different seeds,
early and late; run round-robin over the kinds, so a partial run covers every kind.

Per decision: the hint (`analysis.coach.analyse`, 1 s of the search thread's CPU, seeded) and
the reference. The reference's candidates: every legal move where there are at most WIDTH, else
the WIDTH best by the greedy ordering (`heuristics.action_values` on one determinization of
what the player sees), plus the hint's first two where those are not among them. Each is
played on the same `--rollouts` determinizations of the player's view with the same chance
(common random numbers), then every seat plays epsilon-greedy (EPSILON of its moves random,
else the greedy bot's full `action_values`; the coach's rollouts are greedy on its cheaper
`quick_values`) to the end of the game. Per candidate: the mean final margin (own score minus
the best other's) and its 95% t interval, the win chance (ties split) and its Wilson interval.

The reference separates its best (by mean margin) where the paired difference of margins
(sample by sample) to each other candidate has a 95% interval above zero. Figures: where it
separates, how often the hint's first move is that best (target >= 80%) and how often it is
among the hint's first two (>= 95%); where it does not, how often the hint says that the
options it cannot tell from its best are equal rather than ranking them: every one of them (the
best included) that the hint shows after its first is `close` to the hint's first. The
figures mean what N (`rollouts` in the JSON) allows: at a small N fewer decisions separate,
and those that do are the clearer ones.

Measured (benchmarks/hint_reference.json, 20 rollouts a candidate only, for lack of CPU: 267 s
of CPU in all, load ~10 on 2 cores; 2000 rollouts would take ~100 times the rollouts' part,
some 7 hours of CPU): of 57 decisions the reference separates its best in 6; there the hint's
first is that best in 4 (67 %), and it is in the hint's first two in 6 (100 %); in the 50
where it does not and the hint shows another of its tied options, the hint calls them equal
in 34 (68 %). At 20 rollouts these are a smoke test, not the issue's figures.
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

from sanmarco_nb import CHANCE
from sanmarco_nb.analysis.coach import analyse
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


def run(d: dict, rollouts: int) -> dict:
    """The hint and the reference at decision `d` (see the module)."""
    state = position(d)
    p = state.to_move
    t0 = time.process_time()
    hint = analyse(state, cpu_s=HINT_CPU_S, seed=d["seed"])
    shown = [o.as_dict() for o in hint.options]
    view = View(state.clone(), p, random.Random(1000 + d["ply"]))
    cands, how = candidates(state, view, [o.action for o in hint.options[:2]])
    margins, wins = [[] for _ in cands], [[] for _ in cands]
    for _ in range(rollouts):
        world, seed = view.sample(), view.rng.getrandbits(63)
        for j, a in enumerate(cands):
            child = world.clone()
            child.apply_legal(a)
            rollout(child, random.Random(seed))
            m, w = outcome(child, p)
            margins[j].append(m)
            wins[j].append(w)
    means = [statistics.fmean(m) for m in margins]
    b = max(range(len(cands)), key=lambda j: means[j])
    ref = []
    for j, a in enumerate(cands):
        won = sum(wins[j])
        lo, hi = wilson(won, rollouts)
        diff = interval([x - y for x, y in zip(margins[b], margins[j])]) if j != b else None
        ref.append({"action": str(a), "margin": means[j], "margin_ci": list(interval(margins[j])),
                    "win": won / rollouts, "win_ci": [lo, hi],
                    "best_minus_this_ci": list(diff) if diff else None})
    ref.sort(key=lambda r: -r["margin"])
    return judged({**d, "player": p, "legal": len(state.legal_actions()), "candidates": how,
                   "hint": {"options": shown, "iterations": hint.iterations,
                            "until": hint.until},
                   "reference": ref, "cpu_s": time.process_time() - t0})


def judged(row: dict) -> dict:
    """`row` with the comparison of its hint and its reference (see the module): the hint's
    options after its first that the reference cannot tell from its best (its best included)
    are those the hint should call equal (`close`)."""
    ref, shown = row["reference"], row["hint"]["options"]
    apart = [r["best_minus_this_ci"][0] > 0 for r in ref[1:]]
    best = ref[0]["action"]
    group = {best} | {r["action"] for r, a in zip(ref[1:], apart) if not a}
    firsts = [o["action"] for o in shown[:2]]
    said = [o for o in shown[1:] if o["action"] in group]
    return {**row, "separated": all(apart), "best": best,
            "hint_first_is_best": bool(firsts) and firsts[0] == best,
            "best_in_hint_top_two": best in firsts, "tied_shown": len(said),
            "hint_says_equal": bool(said) and all(o["close"] for o in said)}


def summary(rows: list[dict]) -> dict:
    sep = [r for r in rows if r["separated"]]
    unsep = [r for r in rows if not r["separated"] and r["tied_shown"]]

    def share(k, part):
        return {"count": sum(r[k] for r in part), "of": len(part),
                "share": sum(r[k] for r in part) / len(part) if part else None}
    return {"decisions": len(rows), "separated": len(sep),
            "hint_first_is_best": share("hint_first_is_best", sep),
            "best_in_hint_top_two": share("best_in_hint_top_two", sep),
            "not_separated": len(rows) - len(sep),
            "not_separated_with_tied_options_shown": len(unsep),
            "hint_says_equal": share("hint_says_equal", unsep),
            "kinds": sorted({r["kind"] for r in rows}),
            "targets": {"hint_first_is_best": 0.80, "best_in_hint_top_two": 0.95}}


def save(path: Path, rollouts: int, done: dict) -> None:
    rows = [judged(done[d["id"]]) for d in decisions() if d["id"] in done]
    data = {"rollouts": rollouts, "epsilon": EPSILON, "width": WIDTH, "hint_cpu_s": HINT_CPU_S,
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
    args = ap.parse_args(argv)
    done = {}
    if args.out.exists():
        old = json.loads(args.out.read_text())
        if old["rollouts"] != args.rollouts and not args.summary:
            sys.exit(f"{args.out} holds {old['rollouts']} rollouts a candidate, not "
                     f"{args.rollouts}: move it aside or pass --rollouts {old['rollouts']}")
        done = {r["id"]: r for r in old["decisions"]}
        if args.summary:                # judged again, as this version judges
            save(args.out, old["rollouts"], done)
            print(json.dumps(json.loads(args.out.read_text())["summary"], indent=1))
            return 0
    todo = [d for d in decisions()[:args.most] if d["id"] not in done]
    print(f"{len(done)} done, {len(todo)} to do", flush=True)
    jobs = [(d, args.rollouts) for d in todo]
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


if __name__ == "__main__":
    sys.exit(main())
