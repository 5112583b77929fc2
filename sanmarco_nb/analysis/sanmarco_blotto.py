"""Majorities as Colonel Blotto: two players place aristocrats over districts at once; each
district pays its majority values (SM-V2/V3, scored by the engine's `district_awards`). The
subject of lesson 20.

Colonel Blotto (Borel, 1921): each player splits a fixed number of troops over battlefields,
unseen; each battlefield goes to whoever sent more. San Marco adds two twists: the districts are
worth different amounts (first and second values differ, `FIRST_SECOND`), and the player with
fewer aristocrats in a district still scores the second value if they have any there, so being
present counts as well as winning. Here the gain of a placement against another is player 0's
points minus player 1's over the chosen districts (zero-sum).

A pure strategy is a placement (how many aristocrats in each district: every composition of the
troops). Small instances are solved by linear programming (nashpy's `linear_program`, scipy's
`linprog`); `check_equilibrium` verifies a solution, exactly with fractions where the strategies
are rational with small denominators.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import product

import numpy as np

from ..sanmarco import DISTRICTS
from ..sanmarco.scoring import district_awards

__all__ = ["Blotto", "placements", "payoff_matrix", "solve_blotto", "BlottoSolution",
           "check_equilibrium", "grid_value", "spread", "final_placements"]


def placements(troops: int, districts: int) -> list[tuple[int, ...]]:
    """Every way to place `troops` aristocrats over `districts` districts (compositions)."""
    return [p for p in product(range(troops + 1), repeat=districts) if sum(p) == troops]


@dataclass(frozen=True)
class Blotto:
    """The game: `districts` (names from `DISTRICTS`) and each player's `troops`."""
    districts: tuple = ("San Marco", "Santa Croce", "Cannaregio")
    troops: tuple = (4, 4)

    def strategies(self, player: int) -> list[tuple[int, ...]]:
        return placements(self.troops[player], len(self.districts))

    def gain(self, mine, theirs) -> int:
        """Player 0's points minus player 1's when `mine` meets `theirs` (SM-V2/V3)."""
        total = 0
        for name, a, b in zip(self.districts, mine, theirs):
            for player, points, _ in district_awards(DISTRICTS.index(name), (a, b)):
                total += points if player == 0 else -points
        return total


def payoff_matrix(game: Blotto) -> np.ndarray:
    """gain[i, j]: player 0's placement i against player 1's placement j."""
    return np.array([[game.gain(a, b) for b in game.strategies(1)] for a in game.strategies(0)],
                    dtype=float)


@dataclass(frozen=True)
class BlottoSolution:
    game: Blotto
    matrix: np.ndarray
    value: float
    x: np.ndarray              # player 0's equilibrium mixture over `game.strategies(0)`
    y: np.ndarray
    exact: tuple | None        # (value, x, y) as Fractions when verified exactly

    def support(self, player: int) -> dict:
        """The placements played with positive probability: {placement: probability}."""
        probs = self.x if player == 0 else self.y
        return {s: float(p) for s, p in zip(self.game.strategies(player), probs) if p > 1e-9}


def _rational(v: np.ndarray, denominator: int) -> list[Fraction]:
    f = [Fraction(float(p)).limit_denominator(denominator) for p in v]
    total = sum(f)
    return [p / total for p in f] if total else f


def check_equilibrium(matrix, x, y, tol: float = 1e-9) -> bool:
    """Is (x, y) an equilibrium of the zero-sum game `matrix`? Nothing gains against it: every
    pure reply to x concedes at least x.M y, and every pure reply to y gains at most that.
    Exact when x, y and the matrix are Fractions or integers (then `tol` is ignored)."""
    m = [[Fraction(v) for v in row] for row in np.asarray(matrix).tolist()] \
        if isinstance(x[0], Fraction) else np.asarray(matrix, dtype=float)
    if isinstance(x[0], Fraction):
        cols = [sum(x[i] * m[i][j] for i in range(len(x))) for j in range(len(y))]
        rows = [sum(m[i][j] * y[j] for j in range(len(y))) for i in range(len(x))]
        value = sum(x[i] * rows[i] for i in range(len(x)))
        return min(cols) >= value and max(rows) <= value
    value = float(x @ m @ y)
    return bool((x @ m).min() >= value - tol and (m @ y).max() <= value + tol)


def solve_blotto(game: Blotto, denominator: int = 10_000) -> BlottoSolution:
    """The game's value and one equilibrium by linear programming, verified; `exact` holds the
    equilibrium as fractions when rounding the LP's probabilities to denominators up to
    `denominator` gives an exact equilibrium (checked with fractions)."""
    import nashpy
    m = payoff_matrix(game)
    x, y = nashpy.Game(m).linear_program()
    x, y = np.clip(x, 0, None), np.clip(y, 0, None)
    x, y = x / x.sum(), y / y.sum()
    if not check_equilibrium(m, x, y, tol=1e-7):
        raise AssertionError("the linear program's answer is not an equilibrium")
    fx, fy = _rational(x, denominator), _rational(y, denominator)
    exact = None
    if check_equilibrium(m.astype(int), fx, fy):
        fm = [[Fraction(int(v)) for v in row] for row in m]
        exact = (sum(fx[i] * fm[i][j] * fy[j] for i in range(len(fx)) for j in range(len(fy))),
                 tuple(fx), tuple(fy))
    return BlottoSolution(game, m, float(x @ m @ y), x, y, exact)


def grid_value(matrix, steps: int) -> Fraction:
    """Brute force for tiny games: the best guarantee of player 0 over every mixture whose
    probabilities are multiples of 1/steps (each against player 1's best pure reply), exactly."""
    m = [[Fraction(int(v)) for v in row] for row in np.asarray(matrix).tolist()]
    rows, best = len(m), None
    for counts in product(range(steps + 1), repeat=rows - 1):
        if sum(counts) > steps:
            continue
        x = [Fraction(c, steps) for c in counts] + [Fraction(steps - sum(counts), steps)]
        worst = min(sum(x[i] * m[i][j] for i in range(rows)) for j in range(len(m[0])))
        best = worst if best is None or worst > best else best
    return best


def spread(placement) -> int:
    """In how many districts a placement has at least one aristocrat."""
    return sum(1 for a in placement if a > 0)


def final_placements(bots, games: int, seed: int = 0) -> np.ndarray:
    """Where the bots' aristocrats stand at the end of `games` seeded San Marco games (game g
    seeded `seed + g`, `bots` (names) in seat order): counts[g, district, seat]."""
    from ..bots import make_bot, play
    from ..games import load_game
    sanmarco = load_game("sanmarco")
    out = []
    for g in range(games):
        state = sanmarco.new_game(players=len(bots), seed=seed + g)
        play(state, [make_bot(b) for b in bots])
        out.append(state.counts)
    return np.array(out, dtype=np.int16)
