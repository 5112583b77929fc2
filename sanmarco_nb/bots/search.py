"""The search bot: determinized Monte Carlo with greedy rollouts, at the decisions that matter."""
from __future__ import annotations

import random

from ..core import CHANCE, play_chance
from .greedy import best
from .heuristics import SEARCHED, action_values, evaluate

__all__ = ["SearchBot"]


class SearchBot:
    """Perfect-information Monte Carlo (determinization) with an iteration budget.

    At the game's strategic decisions (`heuristics.SEARCHED`: San Marco's splits and choices of
    offer, Art Society's bids) with several legal actions: rank the actions by the greedy
    heuristic on one sample and keep the best `candidates`. Then `iterations` times: draw a
    determinized state (`view.sample()`: the hidden cards and the future chance drawn anew),
    play each candidate on a clone of it and continue with every player greedy for `horizon`
    steps (chance included), and score the end with `heuristics.evaluate` (a finished game by
    who won). The same sample and the same generator serve all candidates (common random
    numbers: the comparison sees the action, not the luck). The best mean wins. Elsewhere it
    plays as the greedy bot. Budget per searched decision: iterations x candidates rollouts.
    """
    name = "search"

    def __init__(self, iterations: int = 6, candidates: int = 3, horizon: int = 40):
        self.iterations, self.candidates, self.horizon = iterations, candidates, horizon

    def choose(self, view):
        actions = view.legal_actions
        if len(actions) == 1:
            return actions[0]
        p = view.player
        values = action_values(view.sample(), p, actions)
        if actions[0].verb not in SEARCHED:
            return best(actions, values, view.rng)
        ranked = sorted(range(len(actions)), key=lambda i: -values[i])[:self.candidates]
        totals = [0.0] * len(ranked)
        for _ in range(self.iterations):
            sample = view.sample()
            seed = view.rng.getrandbits(63)
            for j, i in enumerate(ranked):
                state = sample.clone()
                state.apply(actions[i])
                totals[j] += self._rollout(state, p, random.Random(seed))
        # equal means fall back to the greedy order
        j = max(range(len(ranked)), key=lambda j: (totals[j], -j))
        return actions[ranked[j]]

    def _rollout(self, state, p, rng) -> float:
        for _ in range(self.horizon):
            if state.is_terminal():
                break
            if state.to_move == CHANCE:
                play_chance(state)
                continue
            acts = state.legal_actions()
            q = state.to_move
            a = acts[0] if len(acts) == 1 else best(acts, action_values(state, q, acts), rng)
            state.apply(a)
        return evaluate(state, p)

    def __repr__(self) -> str:
        return (f"SearchBot(iterations={self.iterations}, candidates={self.candidates}, "
                f"horizon={self.horizon})")
