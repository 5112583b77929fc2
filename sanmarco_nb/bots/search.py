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
    heuristic on one sample and keep the best `candidates`, plus `spread` more taken evenly from
    the rest of that ranking. Then `iterations` times: draw a
    determinized state (`view.sample()`: the hidden cards and the future chance drawn anew),
    play each candidate on a clone of it and continue with every player greedy to the end of
    the round (at most `horizon` steps; chance drawn from the bot's own generator, never the
    game's stream), and score the end with `heuristics.evaluate` (a finished game by who won). The same sample and the same generator serve all candidates (common random
    numbers: the comparison sees the action, not the luck). The best mean wins. Elsewhere it
    plays as the greedy bot. Budget per searched decision: iterations x (candidates + spread)
    rollouts.
    """
    name = "search"

    def __init__(self, iterations: int = 2, candidates: int = 3, spread: int = 1,
                 horizon: int = 80):
        self.iterations, self.candidates, self.horizon = iterations, candidates, horizon
        self.spread = spread

    def choose(self, view):
        actions = view.legal_actions
        if len(actions) == 1:
            return actions[0]
        p = view.player
        values = action_values(view.sample(), p, actions)
        if actions[0].verb not in SEARCHED:
            return best(actions, values, view.rng)
        order = sorted(range(len(actions)), key=lambda i: -values[i])
        rest = order[self.candidates:]
        step = len(rest) / (self.spread + 1)
        # the greedy favourites, and a few from further down its list (a bid far from its
        # rule's card may be the better one)
        ranked = order[:self.candidates] + [rest[int(step * (j + 1))] for j in
                                            range(self.spread) if rest]
        ranked = list(dict.fromkeys(ranked))
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
        # to the end of the round (or `horizon` steps): long enough to see the offers played
        # and the auction resolved, short enough to stay cheap; then the heuristic judges
        start = _round(state)
        for _ in range(self.horizon):
            if state.is_terminal() or _round(state) != start:
                break
            if state.to_move == CHANCE:
                play_chance(state, rng)      # never the game's own stream: that is the future
                continue
            acts = state.legal_actions()
            q = state.to_move
            a = acts[0] if len(acts) == 1 else best(acts, action_values(state, q, acts), rng)
            state.apply(a)
        return evaluate(state, p)

    def __repr__(self) -> str:
        return (f"SearchBot(iterations={self.iterations}, candidates={self.candidates}, "
                f"spread={self.spread}, horizon={self.horizon})")


def _round(state):
    return (getattr(state, "passage", 0), state.round)
