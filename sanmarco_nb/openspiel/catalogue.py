"""The action catalogues: every action a game can have, each with a fixed integer id.

OpenSpiel names actions by integers, 0 .. num_distinct_actions - 1 for the players and
0 .. max_chance_outcomes - 1 for chance, and an id must mean the same move in every state. Here
an id is an action's place in its game's catalogue: verb by verb, every argument the notation
can write, built once from the game's components (districts, canals, card kinds and the deck,
players; the wall, the backs, the bid cards, the tiles), never from a state. The engines keep
deciding what is legal; the catalogue only numbers it. No state is needed to read an id back.

Each game's blocks are its OpenSpiel module's (`openspiel/<game>.py`, found through the
registry: `parts`), which also bounds its scores and may give an observation tensor.
"""
from __future__ import annotations

import bisect

from ..games import adapter


class Listed:
    """A verb whose actions are few: all of them, listed."""

    def __init__(self, verb: str, actions):
        self.verb, self.actions = verb, tuple(dict.fromkeys(actions))
        self._index = {a: i for i, a in enumerate(self.actions)}
        self.size = len(self.actions)

    def rank(self, action) -> int:
        return self._index[action]

    def unrank(self, i: int):
        return self.actions[i]


class Catalogue:
    """Blocks of ids, one per verb, in a fixed order: `id(action)` and `action(id)`."""

    def __init__(self, blocks):
        self.blocks, self._starts, start = {}, [], 0
        for b in blocks:
            self.blocks[b.verb] = (start, b)
            self._starts.append((start, b))
            start += b.size
        self.size = start
        self._firsts = [s for s, _ in self._starts]

    def id(self, action) -> int:
        """The id of `action`; KeyError for an action this catalogue does not hold."""
        start, block = self.blocks[action[0]]
        return start + block.rank(action)

    def action(self, i: int):
        """The action numbered `i`; IndexError outside 0 .. size - 1."""
        if not 0 <= i < self.size:
            raise IndexError(f"action id {i} is not in 0..{self.size - 1}")
        start, block = self._starts[bisect.bisect_right(self._firsts, i) - 1]
        return block.unrank(i - start)


_BUILT: dict = {}


def parts(game: str):
    """The OpenSpiel module of the registered game `game` (`sanmarco_nb.openspiel.<game>`:
    `blocks()`, the players' and chance's blocks; `score_bounds(players)`; and, if it has one,
    `ObservationTensor`), or None if it has none."""
    return adapter(game, "sanmarco_nb.openspiel.{game}")


def catalogues(game: str) -> tuple[Catalogue, Catalogue]:
    """(the players' catalogue, chance's catalogue) of the game called `game`, built once."""
    if game not in _BUILT:
        module = parts(game)
        if module is None:
            raise ValueError(f"no action catalogue for {game!r}")
        decisions, chance = module.blocks()
        _BUILT[game] = (Catalogue(decisions), Catalogue(chance))
    return _BUILT[game]
