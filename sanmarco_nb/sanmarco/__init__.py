"""San Marco (Moon & Weissblum, 2001) for 3 or 4 players: the rules engine.

    from sanmarco_nb import sanmarco, play_chance
    s = sanmarco.new_game(players=4, seed=7)
    play_chance(s)                     # or s.apply(s.parse("roll 5")) to script the die
    s.legal_actions(); s.apply(...); str(action); s.observation(0)
    sanmarco.apply_moves(s, "roll 5", "roll 2")   # several moves in notation at once

Rules: shared/rules/sanmarco.md (ids SM-...). Notation: `sanmarco_nb.sanmarco.notation`.
The numbers of the rules are exported by name for front ends and lessons: `ARISTOCRATS`,
`BRIDGES`, `MAX_BRIDGES`, `LIMIT_OUT`, `LIMIT_VALUE`, `PASSAGES`, `FIRST_SECOND` (the district
values), `FULL_DECK`.
"""
from .board import (ADJACENT, ARISTOCRATS, BRIDGES, CANAL, DIE, DISTRICTS, FIRST_SECOND,
                    MAX_BRIDGES, NEIGHBOURS, PASSAGES, SAN_MARCO)
from .cards import CARD_NAMES, CODES, FULL_DECK, LIMIT_OUT, LIMIT_VALUE
from .invariants import invariants
from .notation import Action
from .preview import PREVIEW_KINDS
from .state import EVENT_KINDS, Pending, SanMarcoEvent, State, Variant

CARD_KINDS = CODES
__all__ = ["new_game", "from_record", "apply_moves", "invariants",
           "EVENT_KINDS", "PREVIEW_KINDS", "State",
           "Variant", "Action", "SanMarcoEvent", "Pending",
           "DISTRICTS", "DIE", "FIRST_SECOND", "ADJACENT", "CANAL", "NEIGHBOURS", "SAN_MARCO",
           "ARISTOCRATS", "BRIDGES", "MAX_BRIDGES", "LIMIT_OUT", "LIMIT_VALUE", "PASSAGES",
           "CODES", "CARD_KINDS", "CARD_NAMES", "FULL_DECK"]


def new_game(players: int = 4, seed: int = 0, variant: Variant | None = None,
             start_player: int = 0) -> State:
    """A new seeded game at its first chance step (the start player's first set-up roll)."""
    return State(players=players, seed=seed, variant=variant, start_player=start_player)


def apply_moves(state: State, *moves: str) -> list:
    """Parse and apply moves written in notation (chance outcomes too), in order; return all
    their events. A move may also be several moves joined by ";". Stops at the first illegal
    one (IllegalAction), after applying those before it."""
    events = []
    for text in moves:
        for m in text.split(";"):
            if m.strip():
                events += state.apply(state.parse(m))
    return events


def from_record(record) -> State:
    """Load and replay a record (dict or JSON text); RecordError names a bad field or move."""
    return State.from_record(record)
