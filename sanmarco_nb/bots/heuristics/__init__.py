"""The documented heuristics of the greedy bot (and the leaf values of the searches): one adapter
module per game, found by its name (`heuristics.<game>`, as `heuristics.sanmarco` and
`heuristics.artsociety`); a registered game without one is played by `heuristics.scores`, which
values the public score. An adapter has:

* `standing(state)`: every player's standing mid-game; `evaluate(state, p)`: p's standing minus
  the best opponent's (so a bot plays to win, not just to score);
* `action_values(state, p, actions)`: the immediate value of each action, for the greedy bot;
  `quick_values` a cheaper one for rollouts; `cost(actions)` what valuing them costs;
* `SEARCH` and `COACH`: the search bot's and the coach's settings for the game (budgets and
  the horizon of their rollouts, a name of `State.HORIZONS` or "game"); optionally `PLAY`,
  where the coach's own moves differ from its analysis (a hint, a review: COACH alone);
* optionally `believe(world, player, rng)` (a sample's hidden moves drawn again as the greedy
  rule would make them), `first_chooser(state)` (who chooses first once sealed bids are
  revealed, None before) and `EVALUATION` (the path of the game's fitted end-of-game
  evaluation, `bots.evaluation`, which values the coach's simulations that end before the game
  does; without it they are valued by the standing there) and `candidates(state, player,
  legal)` (moves a hint's search tries besides greedy's best), which the coach uses where a
  game has them.

All only ever receive a determinized sample (`View.sample()`), never the real hidden state.
What "standing" means in each game is in that game's module docstring.
"""
from __future__ import annotations

from collections.abc import Set

from ...games import GAMES, adapter as _adapter, load_game
from . import scores

__all__ = ["evaluate", "action_values", "quick_values", "standing", "cost", "adapter",
           "SEARCHED"]


class _Searched(Set):
    """The verbs of the decisions the searches search, as each registered game declares them
    (State.SEARCHED); elsewhere they play greedy. Read when asked, so a game registered later
    is in it too; each game's verbs read once (a search asks at every decision)."""

    def __init__(self):
        self._of: dict = {}                 # (name, module) -> the game's SEARCHED

    def _game(self, g) -> frozenset:
        key = g, GAMES[g]
        if key not in self._of:
            self._of[key] = load_game(g).State.SEARCHED
        return self._of[key]

    def _verbs(self) -> set:
        return set().union(*map(self._game, GAMES))

    def __contains__(self, verb) -> bool:
        return any(verb in self._game(g) for g in GAMES)

    def __iter__(self):
        return iter(sorted(self._verbs()))

    def __len__(self) -> int:
        return len(self._verbs())


SEARCHED = _Searched()

_ADAPTERS: dict = {}


def adapter(game: str):
    """The heuristics of `game` (a registered game's name): its own module, else `scores`."""
    try:
        return _ADAPTERS[game]
    except KeyError:
        module = _ADAPTERS[game] = _adapter(game, __name__ + ".{game}") or scores
        return module


def evaluate(state, p) -> float:
    """p's standing minus the best opponent's (see the game's module docstring)."""
    return adapter(state.GAME).evaluate(state, p)


def standing(state) -> list[float]:
    """Every player's standing mid-game (the final scores once the game is over)."""
    if state.is_terminal():
        return [float(s) for s in state.scores]
    return adapter(state.GAME).standing(state)


def action_values(state, p, actions) -> list[float]:
    """The greedy value of each of `actions` for p in `state` (a determinized sample)."""
    return adapter(state.GAME).action_values(state, p, actions)


def quick_values(state, p, actions) -> list[float]:
    """A cheaper `action_values` for rollouts (see the game's module)."""
    return adapter(state.GAME).quick_values(state, p, actions)


def cost(state, actions) -> float:
    """What valuing `actions` by `action_values` costs, in units of one plain action tried
    on a clone (about 50 µs in the pure build): a measure of time that does not depend on the
    machine, for the coach's budget (the game module's COST per action, by verb)."""
    return adapter(state.GAME).cost(actions)
