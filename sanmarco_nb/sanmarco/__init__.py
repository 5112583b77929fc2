"""San Marco (Moon & Weissblum, 2001) for 3 or 4 players: the rules engine.

    from sanmarco_nb import sanmarco, play_chance
    s = sanmarco.new_game(players=4, seed=7)
    play_chance(s)                     # or s.apply(s.parse("roll 5")) to script the die
    s.legal_actions(); s.apply(...); str(action); s.observation(0)

Rules: shared/rules/sanmarco.md (ids SM-...). Notation: `sanmarco_nb.sanmarco.notation`.
"""
from .board import ADJACENT, CANAL, DIE, DISTRICTS, FIRST_SECOND, NEIGHBOURS, SAN_MARCO
from .cards import CARD_NAMES, CODES, FULL_DECK
from .notation import Action
from .state import EVENT_KINDS, Pending, SanMarcoEvent, State, Variant, from_record, new_game, play

CARD_KINDS = CODES
__all__ = ["new_game", "from_record", "play", "EVENT_KINDS", "State", "Variant", "Action", "SanMarcoEvent", "Pending",
           "DISTRICTS", "DIE", "FIRST_SECOND", "ADJACENT", "CANAL", "NEIGHBOURS", "SAN_MARCO",
           "CODES", "CARD_KINDS", "CARD_NAMES", "FULL_DECK"]
