"""Paired experiments with common random numbers: what one change is worth, under given bots.

To measure what one thing is worth (an extra card, another offer), play the same seeded
continuations from two positions that differ only in that thing: rollout i of both arms draws the
hidden cards and every later die from the same seed (i), and the bots use the same seat
generators. Most of the luck is then shared, the difference of the two outcomes of one seed is
mostly the change itself, and the interval of the *paired* differences (`mean_ci` of a - b) is
narrower than the interval of two independent samples (`difference_ci`) by as much as the two
arms are correlated. The answer describes the bots that played: the same card is worth more or
less under other players.

    from sanmarco_nb.analysis.paired import paired_rollouts
    e = paired_rollouts(state, state, player=1, games=200, seed=0,
                        then=("take B D L1", "take B D L1; skip D"))
    e.interval, e.independent_interval
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..bots import make_bot, play_game, seat_rng
from .simulate import game_seed
from .stats import difference_ci, mean_ci

__all__ = ["rollouts", "paired_rollouts", "PairedExperiment", "seat_bots", "EveryCard"]


def seat_bots(bots, players: int) -> list:
    """One bot per seat from a name, a bot, or a list of names / bots (one per seat)."""
    if isinstance(bots, str) or hasattr(bots, "choose"):
        bots = [bots] * players
    bots = [make_bot(b) if isinstance(b, str) else b for b in bots]
    if len(bots) != players:
        raise ValueError(f"{players} players need {players} bots, got {len(bots)}")
    return bots


def rollouts(state, player: int, games: int, seed: int = 0, bots="random",
             then: str | None = None) -> np.ndarray:
    """`player`'s final score in `games` continuations of `state`.

    Rollout i redraws what `player` cannot see (`state.determinize(player, game_seed(seed, i))`:
    hidden cards, and a new seed for every later chance step), applies the moves `then` (in
    notation, several joined by ";") if given, and lets `bots` play to the end with their seat
    generators.
    """
    if games < 1:
        raise ValueError("games must be at least 1")
    seated = seat_bots(bots, state.players)
    out = np.empty(games)
    for i in range(games):
        s = state.determinize(player, game_seed(seed, i))
        for move in (then or "").split(";"):
            if move.strip():
                s.apply(s.parse(move))
        play_game(s, seated, [seat_rng(s.seed, p) for p in range(s.players)])
        out[i] = s.scores[player]
    return out


class EveryCard:
    """`bot`, never discarding an action card: in a game where a variant lets cards be
    discarded (San Marco's SM-R7 action_cards_optional) it plays as under the standard rules,
    so that a scripted discard is the one difference between two arms."""

    def __init__(self, bot):
        self.bot, self.name = bot, bot.name

    def choose(self, view):
        view.legal_actions = tuple(a for a in view.legal_actions if a.verb != "skip")
        return self.bot.choose(view)


@dataclass(frozen=True)
class PairedExperiment:
    """Outcomes `a[i]`, `b[i]` of rollout i from both arms (same seed); the mean difference with
    its paired 95% interval, and for comparison the interval as if the arms were independent."""
    a: np.ndarray
    b: np.ndarray
    bots: tuple

    @property
    def games(self) -> int:
        return len(self.a)

    @property
    def difference(self) -> float:
        return float(np.mean(self.a - self.b))

    @property
    def interval(self) -> tuple[float, float]:
        """The paired 95% interval: mean of a - b ± 1.96 s(a - b) / √n."""
        return mean_ci(self.a - self.b)[1:]

    @property
    def independent_interval(self) -> tuple[float, float]:
        """What the interval would be without pairing (the same numbers taken as independent)."""
        return difference_ci(self.a, self.b)[1:]

    @property
    def correlation(self) -> float:
        return float(np.corrcoef(self.a, self.b)[0, 1])

    def __str__(self) -> str:
        lo, hi = self.interval
        ilo, ihi = self.independent_interval
        return (f"{self.games} paired rollouts of {', '.join(self.bots)}: difference "
                f"{self.difference:.2f}, paired 95% interval {lo:.2f} to {hi:.2f} (as if "
                f"independent: {ilo:.2f} to {ihi:.2f}; correlation {self.correlation:.2f})")


def paired_rollouts(state_a, state_b, player: int, games: int, seed: int = 0, bots="random",
                    then: tuple = (None, None)) -> PairedExperiment:
    """The same `games` seeded rollouts (see `rollouts`) from `state_a` and from `state_b`."""
    seated = seat_bots(bots, state_a.players)
    a = rollouts(state_a, player, games, seed, seated, then[0])
    b = rollouts(state_b, player, games, seed, seated, then[1])
    return PairedExperiment(a=a, b=b, bots=tuple(bot.name for bot in seated))
