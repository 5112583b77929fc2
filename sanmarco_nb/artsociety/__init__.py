"""Art Society (Mitch Wallace, 2023): sealed bids with numbered cards, tiles on a gallery wall.

    from sanmarco_nb import artsociety, play_chance
    s = artsociety.new_game(players=4, seed=7)
    s.legal_actions(); s.apply(s.parse("bid 14")); s.score_breakdown(0)

The rules are rules/artsociety.md (ids AS-…); the notation is in `notation`; the components (wall,
catalogue, decor) are data in `artsociety.json`. `state` holds the State and the (phase, verb)
table; the rules themselves are in `auction`, `placing`, `end` and `hidden`.
"""
from .data import Back, Piece, Tile
from .invariants import invariants
from .notation import Action
from .preview import PREVIEW_KINDS
from .scoring import breakdown, multipliers
from .state import (BACKS, COMPONENTS, EVENT_KINDS, GEOMETRY, GENRES, ArtSocietyEvent, State,
                    Variant)

__all__ = ["new_game", "from_record", "apply_moves", "invariants",
           "play", "EVENT_KINDS", "PREVIEW_KINDS",
           "State", "Variant",
           "Action", "Back", "Piece", "Tile", "ArtSocietyEvent", "breakdown", "multipliers",
           "COMPONENTS", "GEOMETRY", "GENRES", "BACKS"]


def new_game(players: int = 4, seed: int = 0, variant: Variant | None = None,
             start_player: int = 0) -> State:
    """A new game at its first chance node (the start paintings are dealt).

    `start_player` is there so that both games take the same arguments, and must be 0: in Art
    Society the start cards, dealt by chance, choose the first auctioneer (AS-S2); any other
    value raises ValueError."""
    return State(players, seed, variant, start_player)


def from_record(record) -> State:
    """Load and replay a record (dict or JSON text), validating every field and move."""
    return State.from_record(record)


def apply_moves(state: State, *moves) -> list:
    """Apply moves (notation or Actions) one after the other, chance outcomes included, and
    return all their events: the way a lesson or a test scripts a position."""
    events = []
    for move in moves:
        events += state.apply(state.parse(move) if isinstance(move, str) else move)
    return events


play = apply_moves     # the older name, kept for notebooks and code that use it
