"""The greedy bot: the action with the best immediate value by the documented heuristic."""
from __future__ import annotations

from .heuristics import action_values

__all__ = ["GreedyBot", "best"]


def best(actions, values, rng):
    """The action with the highest value; ties broken at random (with the seat's generator)."""
    top = max(values)
    ties = [a for a, v in zip(actions, values) if v >= top - 1e-9]
    return ties[rng.randrange(len(ties))] if len(ties) > 1 else ties[0]


class GreedyBot:
    """Looks one action ahead on a determinized sample and takes the best by
    `heuristics.action_values` (see `heuristics.sanmarco` and `heuristics.artsociety` for what
    "best" means in each game). Its strength against the random bot:
    benchmarks/bot_strength_v1.json.
    """
    name = "greedy"

    def choose(self, view):
        actions = view.legal_actions
        if len(actions) == 1:
            return actions[0]
        return best(actions, action_values(view.sample(), view.player, actions), view.rng)

    def __repr__(self) -> str:
        return "GreedyBot()"
