"""What is a San Marco card worth? Marginal values by Monte Carlo, with confidence intervals.

Play many seeded games (`simulate`), count for every player the cards of each kind they received
in offers (SM-R6) and their limit points (SM-R7), and fit by least squares

    outcome  =  b0  +  sum over action-card kinds k of  b_k * (cards of kind k)  +  b_L * (limit points)

where the outcome is, per player and game, their final PP minus the mean of the others' ("margin",
the default), their final PP ("score"), or their share of the win ("win"). b_k is the marginal
value of one more card of kind k, in PP (or in win probability), for the bots that played; b_L
that of one more limit point (negative). The intervals come from a bootstrap over games
(resampling whole games keeps the players of one game together, as they are not independent).

The values describe the bots that played: random bots use a Doge card worse than greedy bots do.
Counting does not make this causal: a player who takes more cards also takes more limit points;
the regression holds the other counts fixed, which is the point of fitting them together.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .simulate import Simulation, simulate

__all__ = ["card_values", "CardValues"]


@dataclass
class CardValues:
    """names[i], value[i], low[i], high[i] (95% bootstrap interval); `games`, `target`."""
    names: list
    value: np.ndarray
    low: np.ndarray
    high: np.ndarray
    games: int
    target: str
    bots: list

    def as_dict(self) -> dict:
        return {n: (float(v), float(lo), float(hi))
                for n, v, lo, hi in zip(self.names, self.value, self.low, self.high)}

    def __str__(self) -> str:
        unit = "win share" if self.target == "win" else "PP"
        lines = [f"marginal value ({self.target}, {unit}) over {self.games} games of "
                 f"{', '.join(self.bots)}", f"{'card':<18}{'value':>8}{'95% interval':>20}"]
        for n, v, lo, hi in zip(self.names, self.value, self.low, self.high):
            lines.append(f"{n:<18}{v:>8.2f}{f'{lo:.2f} to {hi:.2f}':>20}")
        return "\n".join(lines)


def _design(sim: Simulation, target: str):
    from ..sanmarco.cards import ACTION_KINDS, CARD_NAMES, LIMIT_VALUE
    cards = sim.extras["cards"]                                   # (games, players, kinds)
    g, p, _ = cards.shape
    limit = sum(cards[:, :, k] * v for k, v in LIMIT_VALUE.items())
    x = np.concatenate([cards[:, :, list(ACTION_KINDS)], limit[:, :, None]], axis=2)
    x = np.concatenate([np.ones((g, p, 1)), x], axis=2).astype(float)
    scores = sim.scores.astype(float)
    if target == "score":
        y = scores
    elif target == "margin":
        y = scores - (scores.sum(axis=1, keepdims=True) - scores) / (p - 1)
    elif target == "win":
        y = sim.returns
    else:
        raise ValueError("target is 'margin', 'score' or 'win'")
    names = [CARD_NAMES[k] for k in ACTION_KINDS] + ["limit point"]
    return x, y, names


def _fit(x, y):
    coef, *_ = np.linalg.lstsq(x.reshape(-1, x.shape[-1]), y.reshape(-1), rcond=None)
    return coef[1:]


def card_values(sim: Simulation | None = None, *, games: int = 2000, seed: int = 0,
                bots=("random",) * 4, executor=None, progress: bool = True,
                target: str = "margin", boot: int = 200) -> CardValues:
    """Marginal values of the San Marco card kinds and of a limit point (see module doc), from
    `sim` (a San Marco `Simulation`) or from `games` new seeded games of `bots`."""
    if sim is None:
        sim = simulate("sanmarco", list(bots), games, seed=seed, executor=executor,
                       progress=progress, rotate=True)
    if sim.game != "sanmarco":
        raise ValueError("card values are for San Marco simulations")
    x, y, names = _design(sim, target)
    value = _fit(x, y)
    rng = np.random.default_rng(seed)
    reps = np.array([_fit(x[i], y[i]) for i in
                     (rng.integers(0, len(x), len(x)) for _ in range(boot))])
    low, high = np.percentile(reps, [2.5, 97.5], axis=0)
    return CardValues(names=names, value=value, low=low, high=high, games=sim.games,
                      target=target, bots=list(sim.bots))
