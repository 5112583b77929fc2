"""What is a San Marco card worth? Marginal values by Monte Carlo, with confidence intervals.

Play many seeded games (`simulate`), count for every player the cards of each kind they received
in offers (SM-R6) and their limit points (SM-R7), and fit by least squares

    outcome[g, p]  =  a[g]  +  sum over action-card kinds k of  b_k * cards[g, p, k]
                            +  b_L * limit points[g, p]  +  noise

where the outcome is, per player p and game g, their final PP minus the mean of the others'
("margin", the default), their final PP ("score"), or their share of the win ("win"), and a[g]
is a fixed effect per game: players are compared only with the other players of the same game.
That matters because the margin is a comparison within a game (it sums to 0 over a game's
players) while the number of cards dealt varies between games (long games deal more cards to
everybody); without the fixed effects that between-game variation dilutes the estimates
(`fixed_effects=False` fits one intercept instead, for comparison).

The estimand, stated: b_k is the expected change in a player's outcome that goes with one more
card of kind k received, the other counts held fixed, **when every seat is played by the given
bots** (`bots`, a parameter: random players use a Doge card badly, greedy ones well, and the
values differ in sign). It is an association under those bots, not a causal effect: a player who
takes more cards also takes more limit points; the regression holds the other counts fixed,
which is the point of fitting them together. For a causal answer about one card, see the paired
experiment in `analysis.paired` (the same seeds with and without the card).

Uncertainty: games are independent, the players of one game are not, so whole games are
resampled (a cluster bootstrap, `boot` replicates, at least 2,000 by default; each replicate
refits with the game weights, which is fast) and cluster-robust standard errors by game are
reported beside the percentile intervals.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..sanmarco.cards import ACTION_KINDS, CARD_NAMES, LIMIT_VALUE
from .simulate import Simulation, simulate

__all__ = ["card_values", "CardValues", "TARGETS"]

TARGETS = ("margin", "score", "win")


@dataclass
class CardValues:
    """names[i], value[i], low[i], high[i] (95% cluster-bootstrap interval), se[i] (cluster-
    robust standard error by game); `games`, `target`, `bots`, `boot`, `fixed_effects`."""
    names: list
    value: np.ndarray
    low: np.ndarray
    high: np.ndarray
    games: int
    target: str
    bots: list
    se: np.ndarray = None
    boot: int = 0
    fixed_effects: bool = True

    def as_dict(self) -> dict:
        return {n: (float(v), float(lo), float(hi))
                for n, v, lo, hi in zip(self.names, self.value, self.low, self.high)}

    @property
    def estimand(self) -> str:
        unit = {"margin": "final margin (PP minus the others' mean)", "score": "final PP",
                "win": "share of the win"}[self.target]
        within = "compared within a game" if self.fixed_effects else "pooled over games"
        return (f"one more card received, other counts fixed, {within}: change in a player's "
                f"{unit} under these bots: {', '.join(self.bots)}")

    def __str__(self) -> str:
        lines = [f"marginal values over {self.games} games ({self.boot} bootstrap replicates "
                 "by game)", self.estimand,
                 f"{'card':<18}{'value':>8}{'95% interval':>20}{'s.e.':>8}"]
        for n, v, lo, hi, se in zip(self.names, self.value, self.low, self.high, self.se):
            lines.append(f"{n:<18}{v:>8.2f}{f'{lo:.2f} to {hi:.2f}':>20}{se:>8.2f}")
        return "\n".join(lines)


def _design(sim: Simulation, target: str):
    """x[g, p, :] = (1, cards of each action kind, limit points), y[g, p], and the names."""
    cards = sim.extras["cards"]                                   # (games, players, kinds)
    g, p, _ = cards.shape
    limit = sum(cards[:, :, k] * v for k, v in LIMIT_VALUE.items())
    x = np.concatenate([cards[:, :, list(ACTION_KINDS)], limit[:, :, None]], axis=2)
    x = np.concatenate([np.ones((g, p, 1)), x], axis=2).astype(float)
    scores = np.asarray(sim.scores, dtype=float)
    if target == "score":
        y = scores
    elif target == "margin":
        y = scores - (scores.sum(axis=1, keepdims=True) - scores) / (p - 1)
    elif target == "win":
        y = np.asarray(sim.returns, dtype=float)
    else:
        raise ValueError(f"target is one of {TARGETS}")
    names = [CARD_NAMES[k] for k in ACTION_KINDS] + ["limit point"]
    return x, y, names


def _within(x, y, fixed_effects: bool):
    """The regressors and outcome the fit uses: demeaned within each game (fixed effects; the
    intercept drops out), or as they are with the intercept."""
    if fixed_effects:
        return (x[:, :, 1:] - x[:, :, 1:].mean(axis=1, keepdims=True),
                y - y.mean(axis=1, keepdims=True))
    return x, y


def _fit(x, y, fixed_effects: bool = True):
    """The card coefficients (the intercept, if any, left out)."""
    xw, yw = _within(x, y, fixed_effects)
    coef, *_ = np.linalg.lstsq(xw.reshape(-1, xw.shape[-1]), yw.reshape(-1), rcond=None)
    return coef if fixed_effects else coef[1:]


def _cluster_se(xw, yw, coef) -> np.ndarray:
    # sandwich with one cluster per game and the usual G / (G - 1) correction
    g = len(xw)
    bread = np.linalg.pinv(np.einsum("gpi,gpj->ij", xw, xw))
    resid = yw - xw @ coef
    score = np.einsum("gpi,gp->gi", xw, resid)
    cov = bread @ (score.T @ score) @ bread * g / max(g - 1, 1)
    return np.sqrt(np.clip(np.diag(cov), 0, None))


def _bootstrap(xw, yw, boot: int, rng) -> np.ndarray:
    """`boot` refits on games resampled with replacement: each replicate weights game g by how
    often it was drawn, so the per-game cross products are summed once and reweighted."""
    g, _, k = xw.shape
    xtx = np.einsum("gpi,gpj->gij", xw, xw).reshape(g, -1)
    xty = np.einsum("gpi,gp->gi", xw, yw)
    draws = rng.integers(0, g, size=(boot, g)) + g * np.arange(boot)[:, None]
    weights = np.bincount(draws.ravel(), minlength=boot * g).reshape(boot, g).astype(float)
    a = (weights @ xtx).reshape(boot, k, k)
    b = weights @ xty
    try:
        return np.linalg.solve(a, b[:, :, None])[:, :, 0]
    except np.linalg.LinAlgError:       # a replicate without some card kind: least squares
        return np.array([np.linalg.lstsq(ai, bi, rcond=None)[0] for ai, bi in zip(a, b)])


def card_values(sim: Simulation | None = None, *, games: int = 2000, seed: int = 0,
                bots=("random",) * 4, executor=None, progress: bool = True,
                target: str = "margin", boot: int = 2000,
                fixed_effects: bool = True) -> CardValues:
    """Marginal values of the San Marco card kinds and of a limit point (see the module doc),
    from `sim` (a San Marco `Simulation`) or from `games` new seeded games of `bots` (names or
    bot objects, one per seat; seats rotate from game to game)."""
    if sim is None:
        sim = simulate("sanmarco", list(bots), games, seed=seed, executor=executor,
                       progress=progress, rotate=True)
    if sim.game != "sanmarco":
        raise ValueError("card values are for San Marco simulations")
    if boot < 1:
        raise ValueError("boot must be at least 1")
    x, y, names = _design(sim, target)
    xw, yw = _within(x, y, fixed_effects)
    coef, *_ = np.linalg.lstsq(xw.reshape(-1, xw.shape[-1]), yw.reshape(-1), rcond=None)
    reps = _bootstrap(xw, yw, boot, np.random.default_rng(seed))
    low, high = np.percentile(reps, [2.5, 97.5], axis=0)
    se = _cluster_se(xw, yw, coef)
    keep = slice(None) if fixed_effects else slice(1, None)       # the intercept is not a card
    return CardValues(names=names, value=coef[keep], low=low[keep], high=high[keep],
                      games=sim.games, target=target, bots=list(sim.bots), se=se[keep],
                      boot=boot, fixed_effects=fixed_effects)
