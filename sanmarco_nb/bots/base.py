"""The bot protocol: what a bot may see, and the loop that lets bots move.

A bot is any object with a `name` and `choose(view) -> action`. The `View` carries only what the
player whose turn it is may know: their `observation` (the dict `state.observation(player)`), the
`legal_actions`, a `rng` (a `random.Random` seeded per game and seat) and `sample()`, which
returns a determinized clone of the state (`state.determinize`): a full state consistent with the
observation, with everything the player cannot see drawn anew. That is the only way a bot sees a
full state, and it carries no hidden truth. (Python hides nothing; the bots here keep to the
public fields, and tests/analysis/test_an_bots.py checks that they cannot tell a state from a
twin that differs only in what the player cannot see.)
"""
from __future__ import annotations

import random

from ..core import CHANCE, chance_random, play_chance

__all__ = ["View", "bot_step", "play_game", "play", "seat_rng"]

_SEAT_STREAM = 1 << 32     # seat streams live far beyond any game's chance-node counter


def seat_rng(seed: int, seat: int) -> random.Random:
    """The generator of the bot in `seat` for the game seeded `seed` (independent of chance)."""
    return random.Random(chance_random(seed, _SEAT_STREAM + seat))


class View:
    """What `player` may know when choosing: observation, legal actions, rng and `sample()`."""
    __slots__ = ("player", "legal_actions", "rng", "_observe", "_determinize", "_observation")

    def __init__(self, state, player: int, rng: random.Random):
        self.player = player
        self.legal_actions = state.legal_actions()
        self.rng = rng
        # bound methods, not the state: the view offers these two questions and nothing else
        self._observe = state.observation
        self._determinize = state.determinize
        self._observation = None

    @property
    def observation(self) -> dict:
        """`state.observation(player)`, made on first use (random bots never pay for it)."""
        if self._observation is None:
            self._observation = self._observe(self.player)
        return self._observation

    def sample(self):
        """A full state consistent with the observation; the hidden parts drawn with `rng`."""
        return self._determinize(self.player, self.rng.getrandbits(63))


def bot_step(state, bot, rng: random.Random | None = None) -> list:
    """Let the game move one step: a chance outcome from the seeded stream, or `bot`'s action.

    Without `rng`, the bot's generator is seeded from the game's seed, the seat and the move
    number, so the same position always gives the same move (a front end can call this alone).
    Returns the events of the step.
    """
    player = state.to_move
    if player == CHANCE:
        return play_chance(state)
    if rng is None:
        rng = random.Random(chance_random(state.seed, _SEAT_STREAM * (2 + player)
                                          + len(state.history)))
    return state.apply(bot.choose(View(state, player, rng)))


def play_game(state, bots, rngs=None):
    """Play `state` to the end with `bots[p]` in seat p; returns the state (changed in place).

    `rngs` gives each seat's generator; by default `seat_rng(state.seed, p)`.
    """
    if len(bots) != state.players:
        raise ValueError(f"{state.players} players need {state.players} bots, got {len(bots)}")
    rngs = rngs or [seat_rng(state.seed, p) for p in range(state.players)]
    while not state.is_terminal():
        player = state.to_move
        if player == CHANCE:
            play_chance(state)
        else:
            state.apply(bots[player].choose(View(state, player, rngs[player])))
    return state


# the older name, kept for lessons 00 and 05 (`play_game` says what it does; the engines'
# `apply_moves` scripts moves)
play = play_game
