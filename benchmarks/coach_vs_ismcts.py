"""Our coach against OpenSpiel's ISMCTS (issue 39): the coach's strength measured against a
search no one here wrote, at equal CPU time per decision. The figures go to
sanmarco_nb/analysis/data/coach_vs_ismcts.json (`ladder.rival()`), which lesson 12 shows beside
the ladder.

    nice -n 15 python benchmarks/coach_vs_ismcts.py                  # the run (one core)
    python benchmarks/coach_vs_ismcts.py --seeds 1 --only artsociety:2 --json /tmp/x.json

ISMCTS is OpenSpiel's `ISMCTSBot` on the adapter (`sanmarco_nb.openspiel`), unchanged, with
two evaluators: its `RandomRolloutEvaluator` (one random rollout) and our greedy bot playing
the rollout (`GreedyRollouts`). It counts simulations, the coach CPU seconds: before each
match ISMCTS is timed on the match's first decisions and given as many simulations as fit in
the coach's mean CPU time per searched move (bot_strength.json's measure; this run's own is
stored beside it). ISMCTS searches every move with a choice, the coach only its searched verbs
(bid, pick, take, split, offer) and plays the others greedily, so ISMCTS gets at least the
coach's CPU in every decision it searches.

Paired seeds as in bot_strength.py (its `play_seed`, `summary`, `Timed`): each seed in every
distinct rotation of the seating; two players C I, three C I I, four C I C I.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

import numpy as np
from open_spiel.python.algorithms import ismcts, mcts

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from bot_strength import Timed, code, decision_times, play_seed, show, summary  # noqa: E402

from sanmarco_nb.analysis import ladder as ladders  # noqa: E402
from sanmarco_nb.analysis.simulate import game_seed  # noqa: E402
from sanmarco_nb.bots import make_bot, play_game  # noqa: E402
from sanmarco_nb.openspiel import State, load  # noqa: E402

MATCHES = [("artsociety", 2), ("sanmarco", 4), ("sanmarco", 3), ("artsociety", 3),
           ("artsociety", 4)]
EVALUATORS = ("random", "greedy")
UCT_C = 1.0          # returns are win shares in [0, 1]


class GreedyRollouts(mcts.RandomRolloutEvaluator):
    """ISMCTS's evaluator with our greedy bot playing out the rollout (uniform prior)."""

    def __init__(self, random_state):
        super().__init__(1, random_state)
        self.greedy = make_bot("greedy")

    def evaluate(self, state):
        engine = state.engine.clone()
        play_game(engine, [self.greedy] * engine.players)
        return np.array(engine.returns())


class IsmctsSeat:
    """OpenSpiel's ISMCTSBot in one of our seats: it is shown a world the seat cannot tell
    from the true one (the view's `sample()`) as an OpenSpiel state, and resamples from it."""

    def __init__(self, game: str, players: int, evaluator: str, sims: int, seed: int):
        self.game = load(game, players=players)
        rs = np.random.RandomState(seed)
        ev = mcts.RandomRolloutEvaluator(1, rs) if evaluator == "random" else \
            GreedyRollouts(rs)
        self.name = f"ismcts-{evaluator}"
        self.bot = ismcts.ISMCTSBot(self.game, ev, UCT_C, sims, random_state=rs)
        self.times = []

    def choose(self, view):
        acts = view.legal_actions
        if len(acts) == 1:
            return acts[0]
        t = time.process_time()
        state = State.of(self.game, view.sample())
        move = self.game.decisions.action(self.bot.step(state))
        self.times.append(time.process_time() - t)
        assert move in acts, move
        return move


def calibrate(game: str, players: int, evaluator: str, target_s: float, probe: int) -> dict:
    """Simulations for `target_s` CPU seconds a decision: ISMCTS timed on the decisions of
    one game played by ISMCTS itself at `probe` simulations (its CPU per simulation)."""
    seat = IsmctsSeat(game, players, evaluator, probe, seed=0)
    state = load_game_state(game, players)
    play_game(state, [seat] * players)
    per_sim = sum(seat.times) / (len(seat.times) * probe)
    return {"probe_sims": probe, "probe_decisions": len(seat.times),
            "cpu_per_sim_s": per_sim, "sims": max(1, round(target_s / per_sim))}


def load_game_state(game: str, players: int, seed: int = 1):
    from sanmarco_nb.games import load_game
    return load_game(game).new_game(players=players, seed=seed)


def seating(players: int) -> tuple:
    # head to head as in bot_strength: alternating seats; three players one coach
    return tuple("coach" if s % 2 == 0 and (players != 3 or s == 0) else "ismcts"
                 for s in range(players))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=4, help="paired seeds per match")
    ap.add_argument("--seed", type=int, default=2039)
    ap.add_argument("--probe", type=int, default=8, help="simulations of the calibration")
    ap.add_argument("--only", nargs="*", help="game:players, e.g. artsociety:2")
    ap.add_argument("--evaluators", nargs="*", default=list(EVALUATORS))
    ap.add_argument("--json", default=str(ladders.RIVAL))
    ap.add_argument("--until", type=float, default=None,
                    help="wall seconds: start no seed after this many (the JSON says how "
                         "many seeds each match got)")
    args = ap.parse_args(argv)
    strength = json.loads((HERE / "bot_strength.json").read_text())
    target = strength["coach_decisions"]["mean_s"]
    matches = [(g, p) for g, p in MATCHES
               if not args.only or f"{g}:{p}" in args.only]
    out = {"seed": args.seed, "seeds": args.seeds, "uct_c": UCT_C,
           "coach_cpu_per_move_s": target, "matches": []}
    t0 = time.time()
    for game, players in matches:
        for evaluator in args.evaluators:
            if args.until and time.time() - t0 > args.until:
                break
            cal = calibrate(game, players, evaluator, target, args.probe)
            coach, seat = Timed(make_bot("coach")), IsmctsSeat(
                game, players, evaluator, cal["sims"], seed=args.seed)
            bots, seats = {"coach": coach, "ismcts": seat}, seating(players)
            rows, cpu = [], 0.0
            for k in range(args.seeds):
                if k and args.until and time.time() - t0 > args.until:
                    break
                row, _, _, c = play_seed(game, seats, "coach", game_seed(args.seed, k), bots)
                rows.append(row)
                cpu += c
            r = summary(game, seats, "coach", rows, cpu)
            r.update(opponent=seat.name, calibration=cal,
                     coach_decisions=decision_times(coach.times),
                     ismcts_decisions=decision_times(seat.times))
            print(show(r), seat.name, f"{cal['sims']} sims", flush=True)
            out["matches"].append(r)
            out["wall_seconds"] = time.time() - t0
            Path(args.json).write_text(json.dumps(out, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
