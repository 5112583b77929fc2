"""The game registry: a game's name -> its module (`new_game`, `from_record`, `State`, ...).

    from sanmarco_nb.games import load_game, GAMES
    game = load_game("artsociety")
    state = game.new_game(players=2, seed=1)

Everything that picks a game by name (the CLI, `simulate`, the tables, the exercises, record
replay) goes through `load_game`, so adding a game is one line here plus passing
`tests/test_contract.py` (see docs/adding_a_game.md).
"""
from __future__ import annotations

from importlib import import_module
from types import ModuleType

# name -> module path; the name is also each record's "game" field and State.GAME
GAMES: dict[str, str] = {
    "sanmarco": "sanmarco_nb.sanmarco",
    "artsociety": "sanmarco_nb.artsociety",
}


def load_game(name: str) -> ModuleType:
    """The module of the game called `name`; ValueError naming the known games otherwise."""
    if not isinstance(name, str) or name not in GAMES:
        raise ValueError(f"unknown game {name!r}: choose one of {', '.join(GAMES)}")
    return import_module(GAMES[name])


def adapter(game: str, layer: str) -> ModuleType | None:
    """What the package `layer` (a module path, "sanmarco_nb.bots.heuristics") has for the
    registered game `game`: its module `<layer>.<game>`, or None if it has none (the layer then
    treats the game as it treats any game). ValueError for a game that is not registered.

    A layer that needs to know more of a game than the engine contract says asks here, never
    by the game's name: adding a game is its registry line and the adapters it wants."""
    load_game(game)
    path = f"{layer}.{game}"
    try:
        return import_module(path)
    except ModuleNotFoundError as e:
        if e.name != path:
            raise
        return None


def game_of(state) -> ModuleType:
    """The module of the game `state` belongs to."""
    return load_game(state.GAME)
