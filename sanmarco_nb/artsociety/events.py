"""The events Art Society emits: each names what happened and the rule (AS-…) that made it."""
from __future__ import annotations

from ..core import Event, event_maker

# every event kind the engine emits (i18n has a sentence for each, in every language)
EVENT_KINDS = ("start_painting", "start_card", "auctioneer", "round", "pick", "front", "bid",
               "reveal", "tie", "order", "take", "hang", "faux_pas", "decor_earned",
               "decor_returned", "decor_supply_empty", "to_assistant", "excess", "museum_swap",
               "museum", "gavel", "game_end", "scores")


class ArtSocietyEvent(Event):
    __slots__ = ()
    game = "artsociety"


_make_event = event_maker(ArtSocietyEvent)


def ev(kind, rule, player=None, **data):
    """An event: `kind` from EVENT_KINDS, `rule` the rule id, `data` what a front end shows."""
    return _make_event(kind, rule, player, data)


def piece_data(piece) -> dict:
    """A tile off the wall as plain data (for events and observations)."""
    return piece._asdict()
