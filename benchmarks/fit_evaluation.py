"""Fit each game's end-of-game evaluation (sanmarco_nb.bots.evaluation) on self-play positions.

    nice -n 15 python benchmarks/fit_evaluation.py --minutes 2 \
        --json benchmarks/fit_evaluation.json
    python benchmarks/fit_evaluation.py --seeds 56 84 --json ...   # the shipped fit's games

Self-play: every player count of the game (2-4) in turn, each seat greedy or (one in SEARCH)
search, drawn per game and seat from the game's seed. A position is kept wherever a horizon of
the game (`State.HORIZONS`: where the coach's rollouts stop) begins anew, labelled by the
game's final result: each player's final margin (points minus the best other's) and win share.
Games whose seed is a multiple of HOLD_OUT are held out: the report compares the fitted model
there with the naive one, the current standing (its margin as the final margin; the leader
wins, ties split), by the margin's RMSE and the win chance's Brier score and log loss (the
standing's 0/1 chances clipped to CLIP..1-CLIP for its log loss). The models are then fitted
again on all games and their coefficients written where the game's heuristics adapter
registers them (`EVALUATION`).

The same positions label the player's own final points by part (the adapter's `breakdown` of
the finished game) for the final-parts model (`Evaluation.final_parts`, a hint's reasons at
the end of the game): its held-out RMSE per part and of their sum (the final points), against
the naive one, the final points taken to be the standing now.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sanmarco_nb import CHANCE                                       # noqa: E402
from sanmarco_nb.bots import bot_step, make_bot                      # noqa: E402
from sanmarco_nb.bots.evaluation import (Evaluation, features, fit_finals, fit_model,  # noqa: E402
                                         own_features)
from sanmarco_nb.bots.heuristics import adapter, standing            # noqa: E402
from sanmarco_nb.games import load_game                              # noqa: E402

HOLD_OUT = 5            # every fifth game is held out for the report
CLIP = 0.01
SEARCH = 4             # one seat in so many is a search bot (about ten times greedy's cost)


def self_play(game: str, players: int, seed: int) -> tuple:
    """The positions where a horizon begins anew, the final margins and win shares, each
    player's final points by part, and the game's length in moves."""
    state = load_game(game).new_game(players=players, seed=seed)
    rng = random.Random(seed)
    seats = [make_bot("search" if rng.randrange(SEARCH) == 0 else "greedy")
             for _ in range(players)]
    marks = [state.horizon_mark(h) for h in state.HORIZONS]
    last, kept = [m(state) for m in marks], []
    while not state.is_terminal():
        bot_step(state, seats[state.to_move] if state.to_move != CHANCE else None)
        now = [m(state) for m in marks]
        if now != last and not state.is_terminal():
            kept.append(state.clone())
        last = now
    scores = [float(s) for s in state.scores]
    margin = [s - max(scores[:q] + scores[q + 1:]) for q, s in enumerate(scores)]
    parts = adapter(game).breakdown
    finals = [parts(state, q) for q in range(players)]
    return kept, margin, state.returns(), finals, len(state.history)


def collect(game: str, seconds: float, most: int | None = None) -> dict:
    """Self-play for `seconds` of CPU (or `most` seeds), the player counts in turn: per count,
    the games."""
    counts = load_game(game).State.PLAYERS
    games, seed, end = {n: [] for n in counts}, 0, time.process_time() + seconds
    while (time.process_time() < end) if most is None else seed < most:
        for n in counts:
            games[n].append((seed, *self_play(game, n, seed)))
        seed += 1
    return games


def rows(games, keys, length):
    X, m, w = [], [], []
    for _, kept, margin, won, *_ in games:
        for state in kept:
            X.append(features(state, keys, length))
            m += margin
            w += won
    return np.vstack(X), np.array(m), np.array(w)


def errors(fitted: Evaluation, games) -> dict:
    """The shipped model's errors (`Evaluation.predict`, its win chances normalised) on the
    positions of `games`."""
    pm, pw, margin, won = [], [], [], []
    for _, kept, final, result, *_ in games:
        for state in kept:
            m, w = fitted.predict(state)
            pm, pw, margin, won = pm + m, pw + w, margin + final, won + result
    pm, pw, margin, won = map(np.array, (pm, pw, margin, won))
    return {"margin_rmse": _rmse(pm, margin), "win_brier": _brier(pw, won),
            "win_log_loss": _log_loss(pw, won), "rows": len(pm)}


def final_rows(games, keys, fkeys, length):
    """Rows of `own_features` (every player at every kept position) and their final parts."""
    X, Y = [], []
    for _, kept, _, _, finals, _ in games:
        for state in kept:
            X.append(own_features(state, keys, length))
            Y += [[f.get(k, 0.0) for k in fkeys] for f in finals]
    return np.vstack(X), np.array(Y)


def final_errors(fitted: Evaluation, games, fkeys) -> dict:
    """The final-parts model's held-out errors: per part, of the final points (the parts'
    sum), and of the naive final points (the standing now)."""
    pred, true, naive = [], [], []
    for _, kept, _, _, finals, _ in games:
        for state in kept:
            stand = standing(state)
            for q, f in enumerate(finals):
                got = fitted.final_parts(state, q)
                pred.append([got[k] for k in fkeys])
                true.append([f.get(k, 0.0) for k in fkeys])
                naive.append(stand[q])
    pred, true, naive = map(np.array, (pred, true, naive))
    return {"part_rmse": {k: _rmse(pred[:, j], true[:, j]) for j, k in enumerate(fkeys)},
            "points_rmse": _rmse(pred.sum(1), true.sum(1)),
            "standing_points_rmse": _rmse(naive, true.sum(1)), "rows": len(pred)}


def _rmse(p, y) -> float:
    return float(np.sqrt(np.mean((p - y) ** 2)))


def _brier(p, y) -> float:
    return float(np.mean((p - y) ** 2))


def _log_loss(p, y) -> float:
    p = np.clip(p, CLIP, 1 - CLIP)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def standing_baseline(games) -> tuple:
    """The naive prediction: the standing's margin, and the leader wins (ties split)."""
    pm, pw = [], []
    for _, kept, *_ in games:
        for state in kept:
            x = features(state, (), 1.0)
            stand = x[:, 1]
            pm += stand.tolist()
            leaders = stand >= stand.max() - 1e-9
            pw += (leaders / leaders.sum()).tolist()
    return np.array(pm), np.array(pw)


def fit_game(game: str, seconds: float, most: int | None = None) -> dict:
    t0 = time.process_time()
    games = collect(game, seconds, most)
    keys, fkeys = _keys(games), _final_keys(games)
    report, models = {"game": game, "keys": keys, "players": {}}, {}
    for n, played in games.items():
        length = float(np.mean([g[-1] for g in played]))
        train = [g for g in played if g[0] % HOLD_OUT]
        test = [g for g in played if not g[0] % HOLD_OUT]
        model = fit_model(*rows(train, keys, length), length)
        model["finals"] = fit_finals(*final_rows(train, keys, fkeys, length), fkeys)
        trained = Evaluation({"keys": keys, "models": {n: model}})
        fitted, finals = errors(trained, test), final_errors(trained, test, fkeys)
        _, margin, won = rows(test, keys, length)
        pm, pw = standing_baseline(test)
        naive = {"margin_rmse": _rmse(pm, margin), "win_brier": _brier(pw, won),
                 "win_log_loss": _log_loss(pw, won)}
        models[str(n)] = fit_model(*rows(played, keys, length), length)
        models[str(n)]["finals"] = fit_finals(*final_rows(played, keys, fkeys, length), fkeys)
        report["players"][str(n)] = {
            "games": len(played), "held_out_games": len(test),
            "positions": int(sum(len(g[1]) for g in played)),
            "mean_moves": length,
            "held_out": {"fitted": fitted, "standing": naive, "finals": finals}}
    report["cpu_s"] = time.process_time() - t0
    return report, {"game": game, "keys": keys, "models": models}


def _keys(games) -> list:
    # the parts of the game's standing (its adapter's breakdown), in the order first seen
    keys = {}
    for played in games.values():
        for _, kept, *_ in played:
            for state in kept[:3] + kept[-3:]:
                parts = adapter(state.GAME).breakdown
                for q in range(state.players):
                    keys.update(dict.fromkeys(parts(state, q)))
    return list(keys)


def _final_keys(games) -> list:
    # the parts of the finished games' breakdowns, in the order first seen
    keys = {}
    for played in games.values():
        for *_, finals, _ in played:
            for f in finals:
                keys.update(dict.fromkeys(f))
    return list(keys)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", nargs="*", default=["artsociety", "sanmarco"])
    ap.add_argument("--minutes", type=float, default=12.0, help="CPU minutes of self-play "
                                                                 "per game")
    ap.add_argument("--json", help="write the report here")
    ap.add_argument("--seeds", type=int, nargs="*", help="instead of --minutes: so many seeds "
                    "per player count, one number per game (to fit the same games again)")
    args = ap.parse_args(argv)
    out = {}
    for i, game in enumerate(args.games):
        report, data = fit_game(game, 60 * args.minutes, args.seeds[i] if args.seeds else None)
        data["fit"] = {k: v for k, v in report.items() if k not in ("game", "keys")}
        path = Path(adapter(game).EVALUATION)
        path.write_text(json.dumps(data, indent=1) + "\n")
        out[game] = report
        print(json.dumps(report, indent=1), flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
