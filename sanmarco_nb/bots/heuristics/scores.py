"""The heuristics of a registered game that brings none of its own: the public score.

Standing: `state.scores`, what every player can see; an action is worth the standing after it,
tried on a clone. The searches look to the end of the game (a game without heuristics has
declared no shorter horizon for them)."""
from __future__ import annotations

from .standing import relative, terminal, tried

__all__ = ["standing", "breakdown", "evaluate", "action_values", "quick_values", "cost", "SEARCH",
           "COACH"]

SEARCH = {"iterations": 2, "horizon": 1000, "until": "game"}
COACH = {"iterations": 96, "steps": 13000, "cpu_s": 3.0, "until": "game", "horizon": 1000,
         "scale": 15.0, "width": 4, "first": 2, "keep": 2}


def standing(state) -> list[float]:
    return [float(v) for v in state.scores]


def breakdown(state, p) -> dict:
    return {"points": float(state.scores[p])}


def evaluate(state, p) -> float:
    return terminal(state, p) if state.is_terminal() else relative(standing(state), p)


def action_values(state, p, actions) -> list[float]:
    return tried(state, actions, lambda child: evaluate(child, p))


quick_values = action_values


def cost(actions) -> float:
    return float(len(actions))
