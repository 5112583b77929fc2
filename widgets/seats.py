"""Who plays each seat: a human, or a bot of `sanmarco_nb.bots`; and one step of a game that no
human takes. Pure Python: no widget in sight, so it is tested and used without a browser."""
from __future__ import annotations

from ..bots import bot_step, make_bot
from ..core import IllegalAction

__all__ = ["HUMAN", "STAND_IN", "BotError", "make_seat", "auto_step"]

HUMAN = "human"
STAND_IN = "greedy"     # the bot that plays a human's seat when "Bots play" takes over: the
                        # "Bots play" button names it (table-bots_play); a learner watching
                        # their own seat learns more from sensible moves than from random ones


class BotError(RuntimeError):
    """A bot answered with something that is not a legal move here (None, text, the other
    game's action...). Not an IllegalAction: the human did nothing wrong, and the table shows
    it as the bot's error, with its traceback."""


def make_seat(spec):
    """A seat from its spec: "human" (or None) -> None; a bot name -> `bots.make_bot(name)`;
    an object with `choose` -> itself."""
    if spec is None or spec == HUMAN:
        return None
    if hasattr(spec, "choose"):
        return spec
    if not isinstance(spec, str):
        raise ValueError(f"a seat is 'human', a bot name or a bot, not {spec!r}")
    return make_bot(spec)


def auto_step(state, bot) -> list:
    """One step no human takes, applied to `state` in place; returns its events: a chance
    outcome from the game's seeded stream, or `bot`'s move. `bots.bot_step` derives the bot's
    generator from the seed, the seat and the move number, so the same position always gives
    the same move (Back and "Bots play" again replays the same game)."""
    try:
        return bot_step(state, bot)
    except IllegalAction as e:
        name = getattr(bot, "name", type(bot).__name__)
        raise BotError(f"the bot {name!r} in seat P{state.to_move + 1} chose no legal move: "
                       f"{e}") from e
