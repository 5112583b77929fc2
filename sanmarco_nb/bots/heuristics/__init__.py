"""The documented heuristics of the greedy bot (and the leaf values of the search bot), one module
per game (`heuristics.sanmarco`, `heuristics.artsociety`), looked up by `state.GAME`:

* `evaluate(state, p)`: how good `state` is for player p, as p's standing minus the best
  opponent's standing (so a bot plays to win, not just to score);
* `action_values(state, p, actions)`: the immediate value of each action, for the greedy bot.

Both only ever receive a determinized sample (`View.sample()`), never the real hidden state.
What "standing" means in each game is in that game's module docstring.
"""
from __future__ import annotations

from . import artsociety, sanmarco

__all__ = ["evaluate", "action_values", "quick_values", "standing", "cost", "SEARCHED"]

# the decisions the search bot searches (by action verb); elsewhere it plays greedy
SEARCHED = {"split", "offer", "take", "bid", "pick"}

_GAMES = {"sanmarco": sanmarco, "artsociety": artsociety}


def evaluate(state, p) -> float:
    """p's standing minus the best opponent's (see the game's module docstring)."""
    return _GAMES[state.GAME].evaluate(state, p)


def standing(state) -> list[float]:
    """Every player's standing mid-game (the final scores once the game is over)."""
    if state.is_terminal():
        return [float(s) for s in state.scores]
    return _GAMES[state.GAME].standing(state)


def action_values(state, p, actions) -> list[float]:
    """The greedy value of each of `actions` for p in `state` (a determinized sample)."""
    return _GAMES[state.GAME].action_values(state, p, actions)


def quick_values(state, p, actions) -> list[float]:
    """A cheaper `action_values` for rollouts (see the game's module)."""
    return _GAMES[state.GAME].quick_values(state, p, actions)


def cost(state, actions) -> float:
    """What valuing `actions` by `action_values` costs, in units of one plain action tried
    on a clone (about 50 µs in the pure build): a measure of time that does not depend on the
    machine, for the coach's budget (the game module's COST per action, by verb)."""
    return _GAMES[state.GAME].cost(actions)
