"""The search bot: determinized Monte Carlo with greedy rollouts, at the decisions that matter."""
from __future__ import annotations

import random

from ..core import CHANCE, play_chance
from .greedy import best
from .heuristics import SEARCHED, action_values, adapter, evaluate

__all__ = ["SearchBot"]


class SearchBot:
    """Perfect-information Monte Carlo (determinization) with an iteration budget.

    At the game's strategic decisions (`heuristics.SEARCHED`: San Marco's splits and choices of
    offer, Art Society's bids and picks) with several legal actions: rank the actions by the
    greedy heuristic on one sample, keep the best `candidates` plus `spread` more taken evenly
    from the rest of that ranking. Then `iterations` times: draw a determinized state
    (`view.sample()`: the hidden cards drawn anew), play each candidate on a clone of it and
    continue with every player greedy to the end of the round (Art Society) or of the passage
    (San Marco: limits and the passage bonus show only there), at most `horizon` steps, with
    chance drawn from the bot's own generator (never the game's stream: that is the future);
    score the end with `heuristics.evaluate` (a finished game by who won). One sample and one
    generator serve all candidates (common random numbers: the comparison sees the action, not
    the luck). The best total wins. Elsewhere it plays as the greedy bot. Budget per searched
    decision: iterations x (candidates + spread) rollouts; per game defaults in the game's
    heuristics adapter (`SEARCH`).

    Measured against greedy: benchmarks/bot_strength_v1.json (1,000 seeded games per match,
    seats rotated). San Marco's rollouts go to the passage's end: to the round's only, its
    search was no better than greedy.
    """
    name = "search"

    def __init__(self, iterations: int | None = None, candidates: int = 3, spread: int = 1,
                 horizon: int | None = None, until: str | None = None):
        if until is not None and not isinstance(until, str):
            raise ValueError("until names a horizon: one of the game's State.HORIZONS, or 'game'")
        self.iterations, self.candidates, self.horizon = iterations, candidates, horizon
        self.spread, self.until = spread, until

    def settings(self, game: str) -> tuple:
        """(iterations, horizon, until) for `game`: those given, else the game's (its
        heuristics adapter's SEARCH)."""
        d = adapter(game).SEARCH
        return (d["iterations"] if self.iterations is None else self.iterations,
                d["horizon"] if self.horizon is None else self.horizon,
                d["until"] if self.until is None else self.until)

    def choose(self, view):
        actions = view.legal_actions
        if len(actions) == 1:
            return actions[0]
        p = view.player
        first = view.sample()
        values = action_values(first, p, actions)
        if actions[0].verb not in SEARCHED:
            return best(actions, values, view.rng)
        iterations, horizon, until = self.settings(first.GAME)
        order = sorted(range(len(actions)), key=lambda i: -values[i])
        rest = order[self.candidates:]
        step = len(rest) / (self.spread + 1)
        # the greedy favourites, and a few from further down its list (a bid far from its
        # rule's card may be the better one)
        ranked = order[:self.candidates] + [rest[int(step * (j + 1))] for j in
                                            range(self.spread) if rest]
        ranked = list(dict.fromkeys(ranked))
        totals = [0.0] * len(ranked)
        for _ in range(iterations):
            sample = view.sample()
            seed = view.rng.getrandbits(63)
            for j, i in enumerate(ranked):
                state = sample.clone()
                state.apply(actions[i])
                totals[j] += _rollout(state, p, random.Random(seed), horizon, until)
        # equal means fall back to the greedy order
        j = max(range(len(ranked)), key=lambda j: (totals[j], -j))
        return actions[ranked[j]]

    def __repr__(self) -> str:
        return (f"SearchBot(iterations={self.iterations}, candidates={self.candidates}, "
                f"spread={self.spread}, horizon={self.horizon}, until={self.until!r})")


def _rollout(state, p, rng, horizon: int, until: str) -> float:
    # to the end of the round or passage (at most `horizon` steps): long enough to see offers
    # played, limits and passage bonus paid, an auction resolved; then the heuristic judges
    mark = state.horizon_mark(until)
    start = mark(state)
    for _ in range(horizon):
        if state.is_terminal() or mark(state) != start:
            break
        if state.to_move == CHANCE:
            play_chance(state, rng)      # never the game's own stream: that is the future
            continue
        acts = state.legal_actions()
        q = state.to_move
        a = acts[0] if len(acts) == 1 else best(acts, action_values(state, q, acts), rng)
        state.apply(a)
    return evaluate(state, p)
