"""A fitted end-of-game evaluation: where a search stops looking before the game ends (the
coach's horizon, "round" or "passage"), each player's expected final margin (points minus the
best other's) and chance to win, from what the position shows.

    from sanmarco_nb.bots.evaluation import evaluation
    fitted = evaluation("artsociety")         # None: the game has none (see below)
    margins, wins = fitted.predict(state)     # per player; the wins sum to 1

A game registers one in its heuristics adapter (`bots/heuristics/<game>.py`): `EVALUATION`, the
path of a JSON of fitted coefficients (benchmarks/fit_evaluation.py writes it). A game without
one (or a position of a player count it was not fitted for) has none: the coach then values an
early horizon by the standing there, as it always did (`heuristics.standing`: the margin over
the best other, and the win to the leader).

The player's own final points by the game's scoring (`final_parts`, for a hint's reasons: what
an option changes by the end of the game where its simulations stop before it) have a model of
their own, one linear model per part of the final breakdown (the adapter's `breakdown` of a
finished game), on the player's own standing, parts and progress (`own_features`): the parts'
predictions sum to the predicted final points, and each part's held-out RMSE is its error.

The model, one per player count: a player's features are the margin of their standing, each
part of their standing by the game's scoring (the adapter's `breakdown`) minus the mean of the
others', how far the game has gone (moves made over a fitted game's mean length) and its
products with those (a part counts differently early and late). The margin is linear in them
(ridge least squares); the win chance logistic (ridge, Newton's method), normalised over the
players.
"""
from __future__ import annotations

import json
import math
from functools import lru_cache
from operator import mul
from pathlib import Path

import numpy as np

from .heuristics import adapter, standing

__all__ = ["Evaluation", "evaluation", "features", "own_features", "fit_model", "fit_finals",
           "RIDGE"]

RIDGE = 1e-2            # the ridge penalty, per sample, on standardised features


def features(state, keys, length: float) -> np.ndarray:
    """Each player's features (rows) in a non-final `state`: 1, the standing's margin, the
    parts of `keys` (own minus the others' mean), the progress (moves over `length`) and its
    products with those."""
    P = state.players
    stand = np.array(standing(state))
    parts = adapter(state.GAME).breakdown
    x = np.array([[b.get(k, 0.0) for k in keys] for b in (parts(state, q)
                                                           for q in range(P))]).reshape(P, -1)
    rel = x - (x.sum(0) - x) / (P - 1)
    others = np.array([max(np.delete(stand, q)) for q in range(P)])
    own = np.column_stack([stand - others, rel])
    h = len(state.history) / length
    return np.column_stack([np.ones(P), own, np.full(P, h), own * h])


def own_features(state, keys, length: float, players=None) -> np.ndarray:
    """Per player of `players` (all if None; rows): 1, their standing, their parts of `keys`,
    the progress (moves over `length`) and its products with those."""
    stand = standing(state)
    parts = adapter(state.GAME).breakdown
    seats = range(state.players) if players is None else players
    x = np.array([[stand[q]] + [b.get(k, 0.0) for k in keys]
                  for q, b in ((q, parts(state, q)) for q in seats)])
    h = len(state.history) / length
    return np.column_stack([np.ones(len(x)), x, np.full(len(x), h), x * h])


class Evaluation:
    """A game's fitted models (per player count) from its JSON (see the module docstring)."""

    def __init__(self, data: dict):
        self.data, self.keys = data, tuple(data["keys"])
        self.models = {int(n): {k: np.array(v) for k, v in m.items()
                                if k not in ("length", "finals")}
                       | {"length": m["length"]} | _finals_model(m.get("finals"))
                       for n, m in data["models"].items()}
        self.folded = {n: _folded(m) for n, m in self.models.items()}

    def covers(self, players: int) -> bool:
        """Whether it was fitted for games of so many players."""
        return players in self.models

    def residual(self, players: int) -> float:
        """The variance (points squared) of a final margin about the fitted one: the held-out
        RMSE squared that its fit reported for games of so many players (0 where none was)."""
        fit = self.data.get("fit", {}).get("players", {}).get(str(players), {})
        return fit.get("held_out", {}).get("fitted", {}).get("margin_rmse", 0.0) ** 2

    def final_parts(self, state, p: int) -> dict | None:
        """p's expected final points by part of the game's final scoring (see the module
        docstring), summing to p's expected final points; None where not fitted."""
        m = self.models.get(state.players, {}).get("finals")
        if m is None:
            return None
        # `own_features` of p in plain floats, the standardisation folded into the weights
        # (as in `predict`: the coach asks this at every simulation's end of a hint)
        b = adapter(state.GAME).breakdown(state, p)
        x = [standing(state)[p]] + [b.get(k, 0.0) for k in self.keys]
        h = len(state.history) / self.models[state.players]["length"]
        values = m["const"] + m["weights"] @ np.array(x + [h] + [v * h for v in x])
        return dict(zip(m["keys"], values.tolist()))

    def final_errors(self, players: int) -> dict:
        """Per part of the final scoring: its variance about the fitted one (the held-out
        RMSE squared that the fit reported; 0 where none was)."""
        fit = self.data.get("fit", {}).get("players", {}).get(str(players), {})
        rmse = fit.get("held_out", {}).get("finals", {}).get("part_rmse", {})
        return {k: v * v for k, v in rmse.items()}

    def predict(self, state) -> tuple[list[float], list[float]]:
        """Per player: the expected final margin and the chance to win (summing to 1)."""
        # `features` and the standardised dot products, in plain floats with the scaling
        # folded into the weights: the coach asks this at every simulation's end, and numpy's
        # overhead on arrays of a few elements was most of its cost
        P, keys = state.players, self.keys
        length, weights = self.folded[P]
        stand = standing(state)
        parts, zeros = adapter(state.GAME).breakdown, (0.0,) * len(keys)
        x = [list(map(parts(state, q).get, keys, zeros)) for q in range(P)]
        sums = [sum(col) for col in zip(*x)] if keys else []
        h = len(state.history) / length
        # per model (margin, win) its weights at this progress, once for every player
        at = [(w0 + wh * h, [a + b * h for a, b in zip(wa, wb)]) for w0, wh, wa, wb in weights]
        top = sorted(stand)[-2:]                   # the best other's standing: of these two
        margins, wins = [], []
        for q in range(P):
            own = [stand[q] - top[stand[q] != top[1]]]
            own += [v - (s - v) / (P - 1) for v, s in zip(x[q], sums)]
            margin, win = [c + sum(map(mul, own, w)) for c, w in at]
            margins.append(margin)
            wins.append(1.0 / (1.0 + math.exp(-win)))
        total = sum(wins)
        return margins, [w / total for w in wins]


def _finals_model(m: dict | None) -> dict:
    # per part: the constant and the weights of `own_features`' other columns, standardisation
    # folded in
    if m is None:
        return {}
    W = np.array(m["weights"]) / np.array(m["std"])
    const = W[:, 0] - W[:, 1:] @ np.array(m["mean"])[1:]
    return {"finals": {"keys": tuple(m["keys"]), "const": const, "weights": W[:, 1:]}}


def _folded(m: dict) -> tuple:
    # per model (margin, win): the standardisation folded into the weights of `features`'
    # columns 1, own..., h, own * h...: (constant, weight of h, weights of own, of own * h)
    out = []
    for w in (m["margin"], m["win"]):
        w = w / m["std"]
        n = (len(w) - 2) // 2
        out.append((float(w[0] - w[1:] @ m["mean"][1:]), float(w[n + 1]),
                    w[1:n + 1].tolist(), w[n + 2:].tolist()))
    return m["length"], out


@lru_cache(maxsize=None)
def evaluation(game: str) -> Evaluation | None:
    """The fitted evaluation `game`'s heuristics adapter registers (`EVALUATION`), else None."""
    path = getattr(adapter(game), "EVALUATION", None)
    if path is None:
        return None
    return Evaluation(json.loads(Path(path).read_text()))


def _standardised(X: np.ndarray) -> tuple:
    # the columns standardised (the constant kept 1) and the ridge penalty on them
    mean, std = X.mean(0), X.std(0)
    mean[0], std[0] = 0.0, 1.0
    std[std < 1e-9] = 1.0
    pen = RIDGE * len(X) * np.eye(X.shape[1])
    pen[0, 0] = 0.0                               # the intercept is not shrunk
    return (X - mean) / std, mean, std, pen


def fit_finals(X: np.ndarray, Y: np.ndarray, keys: list) -> dict:
    """One ridge least-squares model per part of the final scoring (columns of `Y`, named by
    `keys`) on rows of `own_features` (JSON-able lists)."""
    Z, mean, std, pen = _standardised(X)
    W = np.linalg.solve(Z.T @ Z + pen, Z.T @ Y)
    return {"keys": list(keys), "mean": mean.tolist(), "std": std.tolist(),
            "weights": W.T.tolist()}


def fit_model(X: np.ndarray, margin: np.ndarray, won: np.ndarray, length: float) -> dict:
    """The coefficients of one player count's model from rows of `features` and their games'
    final margins and win shares (JSON-able lists)."""
    Z, mean, std, pen = _standardised(X)
    w_margin = np.linalg.solve(Z.T @ Z + pen, Z.T @ margin)
    w_win = np.zeros(Z.shape[1])
    for _ in range(25):                           # Newton's method on the penalised log loss
        p = 1.0 / (1.0 + np.exp(-(Z @ w_win)))
        grad = Z.T @ (p - won) + pen @ w_win
        hess = (Z * (p * (1 - p))[:, None]).T @ Z + pen + 1e-9 * np.eye(Z.shape[1])
        step = np.linalg.solve(hess, grad)
        w_win -= step
        if np.abs(step).max() < 1e-8:
            break
    return {"length": float(length), "mean": mean.tolist(), "std": std.tolist(),
            "margin": w_margin.tolist(), "win": w_win.tolist()}
