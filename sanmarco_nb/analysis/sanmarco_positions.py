"""The real San Marco positions exercises 10, 11 and 17 are about: the first split of the
4-player game seeded 10 (the hand of lesson 02), and the choice that follows it; and the card
values lessons 10 and 17 give the distributor and a chooser (in the analysis layer, so that
both the exercises and the analysis of the repeated split game read them).

Every step before them is the first legal action or the game's own seeded chance, so the
positions depend on the seed alone.
"""
from __future__ import annotations

from ..core import CHANCE, play_chance
from ..games import load_game

__all__ = ["HAND_SEED", "OFFERS", "VALUES", "CHOOSER_VALUES", "real_hand", "split_position",
           "choice_position"]

HAND_SEED = 10
OFFERS = ("1 2 6 L3 L3", "B D L1")   # the choice of lesson 02: game seeded 10, P2 chooses
# What a card is worth to a player, in rough prestige points: action cards help, limit cards
# (SM-C3) push towards the 10-limit and count against. Data, so a class can argue about it.
VALUES = {"1": 2, "2": 2, "3": 2, "4": 2, "5": 3, "6": 2, "B": 2, "T": 2, "D": 3, "X": 1,
          "L1": -1, "L2": -2, "L3": -3}
# A chooser who leads in Santa Croce (2) and Castello (6) and fears no limit: other tastes
CHOOSER_VALUES = {**VALUES, "2": 4, "6": 4, "D": 2, "L1": 0, "L2": -1, "L3": -2}


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
