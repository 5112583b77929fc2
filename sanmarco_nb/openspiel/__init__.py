"""San Marco and Art Society as OpenSpiel games (`pip install sanmarco-nb[openspiel]`).

    import pyspiel, sanmarco_nb.openspiel            # registers both games
    game = pyspiel.load_game("python_sanmarco(players=3)")
    pyspiel.random_sim_test(game, 1, serialize=True, verbose=False)

Importing this module registers `python_<game>` with `pyspiel.register_game` for every
registered game with an OpenSpiel module (`openspiel/<game>.py`: both of the package's). Their
parameters: `players`, `utility` ("win_share", the default: 1/k to each of k winners; or
"margin": a player's points less the mean of the others'), and every switch of the game's
Variant (values as in the rules files; None is "none", Art Society's box decor supply "box").
docs/openspiel.md says what the adapter does and where it stops.
"""
from __future__ import annotations

try:
    import pyspiel
except ImportError as e:                          # pragma: no cover - the extra is missing
    raise ImportError("sanmarco_nb.openspiel needs OpenSpiel: "
                      "pip install 'sanmarco-nb[openspiel]'") from e

from ..games import GAMES, load_game
from .catalogue import catalogues, parts
from .game import Game, Observer, State, Track, margins, parameter_specification

__all__ = ["SHORT_NAMES", "Game", "State", "Observer", "Track", "catalogues", "margins",
           "load"]

# the engine's name -> OpenSpiel's, for every registered game with an OpenSpiel module
SHORT_NAMES = {game: f"python_{game}" for game in GAMES if parts(game) is not None}


def _game_type(game: str) -> pyspiel.GameType:
    State = load_game(game).State
    return pyspiel.GameType(
        short_name=SHORT_NAMES[game], long_name=f"Python {State.TITLE} (sanmarco-nb)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max(State.PLAYERS), min_num_players=min(State.PLAYERS),
        provides_information_state_string=True, provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=hasattr(parts(game), "ObservationTensor"),
        parameter_specification=parameter_specification(game))


def _register_all() -> None:
    # once per process: pyspiel refuses a name registered twice (a module reloaded)
    for game, short in SHORT_NAMES.items():
        if short not in pyspiel.registered_names():
            title = load_game(game).State.TITLE.title().replace(" ", "")
            cls = type(f"{title}Game", (Game,), {"GAME": game, "GAME_TYPE": _game_type(game)})
            pyspiel.register_game(cls.GAME_TYPE, cls)


_register_all()


def load(game: str, **params) -> pyspiel.Game:
    """`pyspiel.load_game` by the engine's name: `load("artsociety", players=2)`."""
    return pyspiel.load_game(SHORT_NAMES[game], params)
