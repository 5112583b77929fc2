"""How good are the coach's decisions, move by move? Regret against a long evaluation.

    python benchmarks/coach_regret.py                        # San Marco, the default configs
    python benchmarks/coach_regret.py --config narrow='{"width": 4, "first": 2}'

A game's result is a noisy measure of a move (a 4-player game has a hundred chances besides
it); this one is not. Positions: the searched decisions (splits, choices of offer, takes) of
greedy games with fixed seeds, every `--every`-th. For each, the root candidates the coach
would consider at `--width` (the greedy best width - 1 and one from the middle of the rest)
are each evaluated on the same `--samples` determinized samples with the same chance (common
random numbers): played, then every player greedy to the coach's horizon, scored by the
coach's own utility (`bots.coach`: 0.5 + 0.5 tanh(margin / scale)). A bot's regret at a
position is the best candidate's mean utility minus that of the one it chose (0 when it chose
the best; a pick outside the candidates is counted apart). The evaluation has its own noise:
compare configurations with each other, on the same positions, not with zero.

Measured (the defaults, with one more config "coach, twice the steps"; 30 San Marco splits and
choices of offer from seeds 1-5; benchmarks/coach_regret.json): regret greedy 0.090 (95%
0.051-0.129), search 0.077 (0.047-0.106), coach 0.062 (0.036-0.087), the coach with four
candidates twice (before) 0.059 (0.033-0.086, 27 positions), the coach at twice the steps 0.063
(0.037-0.090); a utility of 0.033 is about a point of margin. At this size the coach's
variants are not told apart (the games are: bot_strength.json); the best of the nine
candidates was greedy's first in 1 position of 30.
"""
from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from pathlib import Path

from coach_speed import positions

from sanmarco_nb.bots import View, make_bot, seat_rng
from sanmarco_nb.bots.coach import WIN_POINTS, _outcome, _Search, settings_of
from sanmarco_nb.bots.greedy import best
from sanmarco_nb.bots.heuristics import action_values
from sanmarco_nb.core import CHANCE, chance_action

HERE = Path(__file__).resolve().parent
CONFIGS = {"greedy": None, "search": None, "coach": {},
           "coach, 4 candidates twice (before)": {"width": 4, "first": 2}}


def utility(state, p: int, rng, mark, scale: float) -> float:
    """Greedy play to the horizon (the end of `mark`'s period), then the coach's utility."""
    start = mark(state)
    while not state.is_terminal() and mark(state) == start:
        if state.to_move == CHANCE:
            a = chance_action(state, rng)
        else:
            acts = state.legal_actions()
            q = state.to_move
            a = acts[0] if len(acts) == 1 else best(acts, action_values(state, q, acts), rng)
        state.apply_legal(a)
    margin, won = _outcome(state)
    bonus = 2 * WIN_POINTS if state.is_terminal() else 0.0     # as the coach backs up
    return 0.5 + 0.5 * math.tanh((margin[p] + bonus * (won[p] - 0.5)) / scale)


def evaluate(state, i: int, width: int, samples: int) -> tuple:
    """The candidates at `state` and each one's mean utility over the same samples."""
    p, game = state.to_move, state.GAME
    s = settings_of(game)
    view = View(state, p, random.Random(i))
    coach = make_bot("coach", width=width)
    cands = _Search(view, coach, coach.settings(game))._candidates()
    mark = state.horizon_mark(s["until"])
    totals = [0.0] * len(cands)
    for _ in range(samples):
        world, seed = view.sample(), view.rng.getrandbits(63)
        for j, a in enumerate(cands):
            child = world.clone()
            child.apply_legal(a)
            totals[j] += utility(child, p, random.Random(seed), mark, s["scale"])
    return cands, [t / samples for t in totals]


def choose(name: str, config, state, i: int):
    p = state.to_move
    view = View(state, p, seat_rng(1000 + i, p))
    if config is None:
        return make_bot(name).choose(view)
    return make_bot("coach", **config).choose(view)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="sanmarco", choices=("sanmarco", "artsociety"))
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seeds", default="1-5", help="the greedy games, a range a-b")
    ap.add_argument("--every", type=int, default=4, help="every k-th searched decision")
    ap.add_argument("--only", default="split,offer",
                    help="the decisions by verb (take: 2-3 options, every bot tries them all)")
    ap.add_argument("--width", type=int, default=9, help="the candidates evaluated")
    ap.add_argument("--samples", type=int, default=40)
    ap.add_argument("--config", action="append", default=[],
                    help="name=JSON of CoachBot arguments, a coach to compare (repeatable)")
    ap.add_argument("--json", default=str(HERE / "coach_regret.json"))
    args = ap.parse_args(argv)
    configs = dict(CONFIGS)
    for c in args.config:
        name, _, kw = c.partition("=")
        configs[name] = json.loads(kw)
    lo, _, hi = args.seeds.partition("-")
    only = set(args.only.split(","))
    seeds = range(int(lo), int(hi or lo) + 1)
    found = [s for s in positions(args.game, args.players, seeds)[::args.every]
             if s.legal_actions()[0].verb in only]
    t0 = time.process_time()
    evaluated = [evaluate(s, i, args.width, args.samples) for i, s in enumerate(found)]
    print(f"{len(found)} positions evaluated in {time.process_time() - t0:.0f} s CPU", flush=True)
    rows = {}
    for name, config in configs.items():
        regret, outside, agree, cpu = [], 0, 0, []
        for i, (s, (cands, values)) in enumerate(zip(found, evaluated)):
            t = time.process_time()
            a = choose(name, config, s, i)
            cpu.append(time.process_time() - t)
            agree += a == cands[0]
            if a in cands:
                regret.append(max(values) - values[cands.index(a)])
            else:
                outside += 1
        mean = statistics.fmean(regret)
        half = 1.96 * statistics.stdev(regret) / math.sqrt(len(regret))
        rows[name] = {"regret": mean, "ci95": [mean - half, mean + half], "positions":
                      len(regret), "outside": outside, "greedy_agrees": agree / len(found),
                      "cpu_s_mean": statistics.fmean(cpu), "cpu_s_max": max(cpu),
                      "config": config}
        print(f"{name:<36} regret {mean:.4f} (95% {mean - half:.4f}-{mean + half:.4f}) over "
              f"{len(regret)} positions, {outside} outside; as greedy {agree / len(found):.0%}; "
              f"CPU s per move {statistics.fmean(cpu):.3f} (max {max(cpu):.3f})", flush=True)
    out = {"game": args.game, "players": args.players, "seeds": args.seeds,
           "every": args.every, "only": sorted(only), "width": args.width,
           "samples": args.samples, "positions": len(found),
           "best_rank": [values.index(max(values)) for _, values in evaluated],
           "results": rows}
    Path(args.json).write_text(json.dumps(out, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
