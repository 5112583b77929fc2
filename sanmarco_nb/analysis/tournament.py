"""Round-robin tournaments of bots, seats rotated, win rates with confidence intervals.

In the spirit of the Axelrod library's round robin: every pair of bots meets in its own match.
A match of a `players`-seat game seats the two bots alternately (A B A B; with an odd number of
seats both A B A and B A B, so each bot holds as many seats as the other) and `simulate` rotates
the seating from game to game, so every bot plays every seat equally often. A game's win goes to
the bot whose seat won (a shared win is split), so in a match between equals each bot's win share
is 1/2. The matrix `share[i, j]` is bot i's win share against bot j; the ranking averages each
bot's shares over its opponents, with a Wilson interval over all its games.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

import numpy as np

from ..bots import make_bot
from ..core import chance_random
from ..svg.charts import IntervalChart
from .simulate import simulate
from .stats import wilson

__all__ = ["tournament", "Tournament", "lineups"]


def lineups(players: int) -> list[tuple[int, ...]]:
    """The seatings of a match between bot 0 and bot 1 (before rotation)."""
    alternate = tuple(s % 2 for s in range(players))
    if players % 2 == 0:
        return [alternate]
    return [alternate, tuple(1 - b for b in alternate)]


@dataclass
class Tournament:
    """share[i, j], wins[i, j], games[i, j]: bot i against bot j (the diagonal is unused)."""
    bots: list
    players: int
    share: np.ndarray
    wins: np.ndarray
    games: np.ndarray

    def interval(self, i: int, j: int) -> tuple[float, float]:
        return wilson(self.wins[i, j], int(self.games[i, j]))

    def matches(self) -> list[tuple[int, int]]:
        """The pairs (i, j), i < j, that played."""
        k = len(self.bots)
        return [(i, j) for i, j in combinations(range(k), 2) if self.games[i, j] > 0]

    def chart(self, title: str = "") -> IntervalChart:
        """Each match as a row: bot i's win share against bot j with its 95% interval, against
        the fair share 1/2 (a static SVG picture)."""
        rows = self.matches()
        intervals = [self.interval(i, j) for i, j in rows]
        return IntervalChart(
            tuple(f"{self.bots[i]} vs {self.bots[j]}" for i, j in rows),
            {"win share of the first": ([float(self.share[i, j]) for i, j in rows],
                                        [lo for lo, _ in intervals],
                                        [hi for _, hi in intervals])},
            title=title or f"win shares, {int(self.games[rows[0]])} games per match",
            reference=0.5, unit="win share (1/2: no better than the other)")

    def ranking(self) -> list[dict]:
        """Bots by their mean win share against the others (best first)."""
        rows = []
        for i, name in enumerate(self.bots):
            others = [j for j in range(len(self.bots)) if j != i]
            wins, n = self.wins[i, others].sum(), int(self.games[i, others].sum())
            rows.append({"bot": name, "win_share": float(np.mean(self.share[i, others])),
                         "ci": wilson(wins, n), "games": n})
        return sorted(rows, key=lambda r: -r["win_share"])

    def __str__(self) -> str:
        width = max(8, *(len(b) + 2 for b in self.bots))
        lines = [" " * width + "".join(f"{b:>{width}}" for b in self.bots)]
        for i, a in enumerate(self.bots):
            cells = "".join(f"{'-':>{width}}" if i == j else f"{self.share[i, j]:>{width}.3f}"
                            for j in range(len(self.bots)))
            lines.append(f"{a:<{width}}{cells}")
        lines.append("")
        for r in self.ranking():
            lo, hi = r["ci"]
            lines.append(f"{r['bot']:<{width}} win share {r['win_share']:.3f} "
                         f"(95% {lo:.3f}-{hi:.3f}, {r['games']} games)")
        return "\n".join(lines)


def tournament(game, bots, players: int, games: int = 100, seed: int = 0, executor=None,
               progress: bool = True, variant=None) -> Tournament:
    """Every pair of `bots` (names or bot objects) plays `games` games per seating (see the
    module docstring) of `game` with `players` seats."""
    bots = [make_bot(b) if isinstance(b, str) else b for b in bots]
    names = [b.name for b in bots]
    if len(set(names)) != len(names):
        raise ValueError("every bot in a tournament needs its own name")
    k = len(bots)
    wins = np.zeros((k, k))
    played = np.zeros((k, k), dtype=np.int64)
    match = 0
    for i, j in combinations(range(k), 2):
        for seating in lineups(players):
            seated = [bots[i] if b == 0 else bots[j] for b in seating]
            sim = simulate(game, seated, games, chance_random(seed, match) & ((1 << 53) - 1),
                           executor=executor, progress=progress, variant=variant, rotate=True)
            match += 1
            team = sim.bot_returns()                   # per seat-slot of `seated`
            won_i = team[:, [s for s, b in enumerate(seating) if b == 0]].sum()
            wins[i, j] += won_i
            wins[j, i] += games - won_i
            played[i, j] += games
            played[j, i] += games
    share = np.divide(wins, played, out=np.full((k, k), np.nan), where=played > 0)
    return Tournament(bots=names, players=players, share=share, wins=wins, games=played)
