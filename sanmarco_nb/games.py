"""The game registry: a game's name -> its module (`new_game`, `from_record`, `State`, ...).

    from sanmarco_nb.games import load_game, GAMES
    game = load_game("artsociety")
    state = game.new_game(players=2, seed=1)

Everything that picks a game by name (the CLI, `simulate`, the tables, the exercises, record
replay) goes through `load_game`, and a layer that needs more of a game than the engine
contract asks `adapter` for its module for that game, so adding a game is one line here (or a
`register` call) plus passing `tests/test_contract.py` and `tests/test_invariants.py` (its
module's `invariants(state)`; see docs/adding_a_game.md).
"""
from __future__ import annotations

from importlib import import_module
from pathlib import Path
from types import ModuleType

# name -> module path; the name is also each record's "game" field and State.GAME
GAMES: dict[str, str] = {
    "sanmarco": "sanmarco_nb.sanmarco",
    "artsociety": "sanmarco_nb.artsociety",
}

# the game a menu offers first (the app's, a ladder's when none is named)
DEFAULT = "sanmarco"

HOME = "sanmarco_nb"
# a registered game's own homes: name -> the package its adapters live in instead of HOME
# (its `svg/<name>.py`, `i18n/<name>.py`, ...), and name -> its folder of `<lang>/*.ftl` texts
ADAPTERS: dict[str, str] = {}
LOCALES: dict[str, Path] = {}


def register(name: str, module: ModuleType | str, adapters: str | None = None,
             locales: Path | str | None = None) -> None:
    """Add the game `name` to the registry: `module` is its module (already imported) or its
    path. The package's own games are listed in GAMES; the tests register a third one this way
    (and learners never see it). `adapters` is the package that holds the game's adapters in
    the layout of sanmarco_nb's (`<adapters>.svg.<name>` for `sanmarco_nb.svg.<name>`);
    `locales` a folder with the game's texts, `<lang>/*.ftl`, added to the catalogs."""
    if not isinstance(name, str) or not name.isidentifier():
        raise ValueError(f"a game's name is an identifier, not {name!r}")
    GAMES[name] = module if isinstance(module, str) else module.__name__
    if adapters:
        ADAPTERS[name] = adapters
    if locales:
        LOCALES[name] = Path(locales)


def unregister(name: str) -> None:
    """Take a game that `register` added out of the registry again."""
    for table in (GAMES, ADAPTERS, LOCALES):
        table.pop(name, None)


def load_game(name: str) -> ModuleType:
    """The module of the game called `name`; ValueError naming the known games otherwise."""
    if not isinstance(name, str) or name not in GAMES:
        raise ValueError(f"unknown game {name!r}: choose one of {', '.join(GAMES)}")
    return import_module(GAMES[name])


def adapter(game: str, path: str) -> ModuleType | None:
    """A layer's module for the registered game `game`: `path` with the game's name for
    "{game}" ("sanmarco_nb.bots.heuristics.{game}", "sanmarco_nb.widgets.{game}_table"), or
    None if the layer has none for it (the layer then treats the game as it treats any game).
    ValueError for a game that is not registered.

    A layer that needs to know more of a game than the engine contract says asks here, never
    by the game's name: adding a game is its registry line and the adapters it wants."""
    load_game(game)
    path = path.format(game=game)
    if game in ADAPTERS and path.startswith(HOME + "."):
        path = ADAPTERS[game] + path[len(HOME):]
    try:
        return import_module(path)
    except ModuleNotFoundError as e:
        if e.name != path and not path.startswith(f"{e.name}."):    # (no layer package)
            raise
        return None


def game_of(state) -> ModuleType:
    """The module of the game `state` belongs to."""
    return load_game(state.GAME)
