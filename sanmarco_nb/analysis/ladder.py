"""A rating ladder of bots: Bradley–Terry ratings from a round robin, with bootstrap intervals.

Every pair of bots played a match (benchmarks/bot_strength.py; seats alternating and rotated,
as in `tournament`); a game gives bot a the share of the win its seats took, bot b the rest.
Bradley–Terry says a beats b with probability r_a / (r_a + r_b); the ratings are fitted by the
MM algorithm (Hunter 2004) and shown on the Elo scale (400 log10 r, the first bot, usually
random, at 0: a bot 400 points above another is expected to win 10 of 11 games against it).
Half a game of each pair is added as a draw, so a perfect record (every bot beats random)
still has a finite rating. The 95% intervals come from the bootstrap: each match's games are
drawn again with replacement and the ratings fitted again, many times.

    from sanmarco_nb.analysis import ladder
    board = ladder.stored("sanmarco")      # the benchmark's ladder, shipped with the package
    print(board)
    board.chart()
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..games import DEFAULT
from ..svg.charts import IntervalChart

__all__ = ["Ladder", "fit", "ladder", "stored", "STORED", "rival", "RIVAL"]

STORED = Path(__file__).with_name("data") / "ladder.json"
# the coach against OpenSpiel's ISMCTS (benchmarks/coach_vs_ismcts.py), shown beside the ladder
RIVAL = STORED.with_name("coach_vs_ismcts.json")
PRIOR = 0.5                 # a drawn half game added to every pair
ELO = 400.0 / math.log(10.0)


def fit(wins: np.ndarray, games: np.ndarray, iterations: int = 2000) -> np.ndarray:
    """Bradley–Terry strengths (log scale, the first bot at 0) from wins[i, j] (i's share of
    the games against j, fractional) and games[i, j], with PRIOR drawn games per pair."""
    k = len(wins)
    played = games > 0
    w = np.where(played, wins + PRIOR / 2, 0.0)
    n = np.where(played, games + PRIOR, 0.0)
    r = np.ones(k)
    for _ in range(iterations):
        denom = (n / (r[:, None] + r[None, :])).sum(axis=1)
        new = w.sum(axis=1) / denom
        new /= math.exp(np.log(new).mean())
        if np.max(np.abs(new - r)) < 1e-12:
            r = new
            break
        r = new
    return np.log(r) - math.log(r[0])


@dataclass(frozen=True)
class Ladder:
    """Bots best first: Elo-scale `rating` with its 95% bootstrap interval `ci`; `share[i][j]`
    is bot i's win share against bot j and `games[i][j]` the games they played."""
    game: str
    players: int
    bots: tuple
    rating: tuple
    ci: tuple
    share: tuple
    games: tuple
    anchor: str

    def __str__(self) -> str:
        width = max(8, *(len(b) + 2 for b in self.bots))
        lines = [f"{self.game}, {self.players} players (Elo scale, {self.anchor} at 0)"]
        for b, r, (lo, hi) in zip(self.bots, self.rating, self.ci):
            # whole numbers (a bootstrap bound of -1e-13 is 0, never "-0")
            lines.append(f"{b:<{width}}{round(r):>7d}   (95% {round(lo)} to {round(hi)})")
        return "\n".join(lines)

    def chart(self, title: str = "") -> IntervalChart:
        """The ladder as a static picture: each bot's rating with its interval."""
        return IntervalChart(
            self.bots, {"rating": (list(self.rating), [lo for lo, _ in self.ci],
                                   [hi for _, hi in self.ci])},
            title=title or f"{self.game}, {self.players} players: Bradley–Terry ratings",
            reference=0.0, unit=f"Elo scale, {self.anchor} at 0")

    def as_dict(self) -> dict:
        return {"game": self.game, "players": self.players, "bots": list(self.bots),
                "rating": list(self.rating), "ci": [list(c) for c in self.ci],
                "share": [list(r) for r in self.share], "games": [list(r) for r in self.games],
                "anchor": self.anchor}


def ladder(game: str, players: int, matches: dict, boot: int = 1000, seed: int = 0,
           anchor: str = "random") -> Ladder:
    """The ladder from `matches`: {(bot a, bot b): per-game win shares of a (0..1)}; the bot
    `anchor` (if it played) is rated 0."""
    bots = list(dict.fromkeys(b for pair in matches for b in pair))
    if anchor in bots:
        bots.insert(0, bots.pop(bots.index(anchor)))
    index = {b: i for i, b in enumerate(bots)}
    k = len(bots)
    pairs = [(index[a], index[b], np.asarray(s, dtype=float)) for (a, b), s in matches.items()]

    def matrices(draw):
        wins, games = np.zeros((k, k)), np.zeros((k, k))
        for (i, j, s), x in zip(pairs, draw):
            wins[i, j] += x.sum()
            wins[j, i] += len(x) - x.sum()
            games[i, j] += len(x)
            games[j, i] += len(x)
        return wins, games

    wins, games = matrices([s for _, _, s in pairs])
    rating = fit(wins, games) * ELO
    rng = np.random.default_rng(seed)
    boots = np.array([fit(*matrices([s[rng.integers(0, len(s), len(s))] for _, _, s in pairs]))
                      for _ in range(boot)]) * ELO
    lo, hi = np.percentile(boots, [2.5, 97.5], axis=0)
    share = np.divide(wins, games, out=np.full((k, k), np.nan), where=games > 0)
    order = np.argsort(-rating)
    return Ladder(game, players, tuple(bots[i] for i in order),
                  tuple(float(rating[i]) for i in order),
                  tuple((float(lo[i]), float(hi[i])) for i in order),
                  tuple(tuple(float(share[i, j]) for j in order) for i in order),
                  tuple(tuple(int(games[i, j]) for j in order) for i in order), bots[0])


def stored(game: str = DEFAULT, path: Path | str | None = None) -> Ladder:
    """The ladder of `game` that benchmarks/bot_strength.py measured and stored."""
    data = json.loads(Path(path or STORED).read_text())
    for d in data:
        if d["game"] == game:
            return Ladder(d["game"], d["players"], tuple(d["bots"]), tuple(d["rating"]),
                          tuple(tuple(c) for c in d["ci"]),
                          tuple(tuple(r) for r in d["share"]),
                          tuple(tuple(r) for r in d["games"]), d["anchor"])
    raise ValueError(f"no stored ladder of {game!r}: {', '.join(d['game'] for d in data)}")


def rival(path: Path | str | None = None) -> str:
    """The coach against OpenSpiel's ISMCTS, as benchmarks/coach_vs_ismcts.py stored it: per
    match ISMCTS's simulations, both bots' mean CPU seconds a searched decision, and the
    coach's win share with its Wilson 95% interval over the games (the paired interval over
    so few seeds is 1 to 1 when the coach wins every game; both are in the file)."""
    data = json.loads(Path(path or RIVAL).read_text())
    lines = [f"coach against OpenSpiel's ISMCTS (simulations for "
             f"{data['coach_cpu_per_move_s']:.2f} s CPU a decision)",
             "game        players  ISMCTS play-out  sims  CPU s ISMCTS/coach  coach wins (Wilson 95%)"]
    for m in data["matches"]:
        lo, hi = m["wilson95"]
        lines.append(f"{m['game']:<11} {m['players']:>7}  {m['opponent'].split('-')[-1]:<15} "
                     f"{m['calibration']['sims']:>4}  {m['ismcts_decisions']['mean_s']:>10.2f} / "
                     f"{m['coach_decisions']['mean_s']:.2f}  {m['win_share']:.2f} "
                     f"({lo:.2f}-{hi:.2f}) of {m['games']} games")
    return "\n".join(lines)
