"""The real San Marco positions exercises 10 and 11 are about: the first split of the 4-player
game seeded 10 (the hand of lesson 02), and the choice that follows it.

Every step before them is the first legal action or the game's own seeded chance, so the
positions depend on the seed alone.
"""
from __future__ import annotations

from ..core import CHANCE, play_chance
from ..games import load_game

__all__ = ["HAND_SEED", "OFFERS", "real_hand", "split_position", "choice_position"]

HAND_SEED = 10
OFFERS = ("1 2 6 L3 L3", "B D L1")   # the choice of lesson 02: game seeded 10, P2 chooses


def _advance(state, phase: str):
    """Play on (chance by the game's stream, players by their first legal action) to `phase`."""
    while state.phase != phase:
        if state.to_move == CHANCE:
            play_chance(state)
        else:
            state.apply(state.legal_actions()[0])
    return state


def split_position(seed: int = HAND_SEED, variant=None):
    """The first distributor's split in the 4-player game seeded `seed`."""
    return _advance(load_game("sanmarco").new_game(players=4, seed=seed, variant=variant),
                    "split")


def real_hand(seed: int = HAND_SEED) -> tuple[str, ...]:
    """The 8 cards (5 action + 3 limit, SM-R3) the first distributor draws in the 4-player game
    seeded `seed`, in notation codes. The draws depend on the seed alone."""
    codes = load_game("sanmarco").CODES
    return tuple(codes[k] for k in split_position(seed).hand)


def choice_position(offers: tuple[str, str] = OFFERS, variant=None):
    """The position of lesson 02 and exercise 11: the first distributor (P1) has split the hand
    of the game seeded 10 into `offers` (both together must be that hand), the other pair has
    split too, and P2 (player 1) chooses. `variant`: the rules switches of that game (the
    same draws whatever they are, up to here)."""
    state = split_position(variant=variant)
    state.apply(state.parse("split " + " / ".join(offers)))
    return _advance(state, "choose")
