"""San Marco's events: the type, its fast constructor, and every kind the engine emits."""
from __future__ import annotations

from ..core import Event, event_maker

# every event kind the engine emits (i18n has a sentence for each, in every language)
EVENT_KINDS = ("setup_roll", "bridge", "bridge_taken", "from_district", "void", "round",
               "roles", "draw", "offer", "split", "reveal", "take", "gets", "limit", "out",
               "last_round", "start_player", "place", "hop", "transfer", "doge_place",
               "doge_stay", "doge_step", "doge_stop", "bank", "toll", "scoring", "score",
               "banish", "banish_roll", "removed", "skip", "passage_end", "bonus", "fewest",
               "fewest_tie", "reshuffle", "final_scoring", "game_over")


class SanMarcoEvent(Event):
    __slots__ = ()
    game = "sanmarco"


E = event_maker(SanMarcoEvent)      # E(kind, rule, player, data)


def pp(p: int) -> str:
    """A player as written in messages and notation: P1..P4."""
    return f"P{p + 1}"
