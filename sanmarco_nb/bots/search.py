"""The search bot: determinized Monte Carlo over the greedy bot's best candidates."""
from __future__ import annotations

import random

from ..core import CHANCE, play_chance
from .heuristics import action_values, evaluate

__all__ = ["SearchBot"]


class SearchBot:
    """Perfect-information Monte Carlo with an iteration budget.

    At a decision with several legal actions: rank them by the greedy heuristic on one sample
    and keep the best `candidates`. Then `iterations` times: draw a determinized state
    (`view.sample()`: the hidden cards drawn anew, the future chance stream too), and for every
    candidate play it and then `horizon` further steps with random actions for everybody
    (seeded alike for all candidates: common random numbers make the comparison sharp), and
    score the end by `heuristics.evaluate` (a finished game by who won). The candidate with the
    best mean wins; the budget is iterations x candidates rollouts per decision.
    """
    name = "search"

    def __init__(self, iterations: int = 16, candidates: int = 4, horizon: int = 30):
        self.iterations, self.candidates, self.horizon = iterations, candidates, horizon

    def choose(self, view):
        actions = view.legal_actions
        if len(actions) == 1:
            return actions[0]
        p = view.player
        values = action_values(view.sample(), p, actions)
        ranked = sorted(range(len(actions)), key=lambda i: -values[i])[:self.candidates]
        if len(ranked) == 1:
            return actions[ranked[0]]
        totals = [0.0] * len(ranked)
        for _ in range(self.iterations):
            sample = view.sample()
            seed = view.rng.getrandbits(63)
            for j, i in enumerate(ranked):
                state = sample.clone()
                state.apply(actions[i])
                totals[j] += self._rollout(state, p, random.Random(seed))
        # ties (all equal) fall back to the greedy order
        j = max(range(len(ranked)), key=lambda j: (totals[j], -j))
        return actions[ranked[j]]

    def _rollout(self, state, p, rng) -> float:
        for _ in range(self.horizon):
            if state.is_terminal():
                break
            if state.to_move == CHANCE:
                play_chance(state)
            else:
                acts = state.legal_actions()
                state.apply(acts[rng.randrange(len(acts))])
        return evaluate(state, p)

    def __repr__(self) -> str:
        return (f"SearchBot(iterations={self.iterations}, candidates={self.candidates}, "
                f"horizon={self.horizon})")
