"""sanmarco-nb: San Marco and Art Society, rule by rule, for Jupyter.

    from sanmarco_nb import sanmarco, play_chance
    s = sanmarco.new_game(players=4, seed=7)
    while not s.is_terminal(): ...

The engine (this package minus `widgets`) is pure Python and never imports the front end.
"""
from importlib import import_module

from . import core as _core
from .core import CHANCE, Consequence, Event, IllegalAction, RecordError, play_chance
from .games import GAMES

__version__ = _core.VERSION
# which build runs: "pure" (the default and the editable install) or "compiled" (`make fast`
# builds the engine into build/fast; put that folder first on the path to use it)
BUILD = "pure" if _core.__file__.endswith(".py") else "compiled"
__all__ = ["BUILD", "CHANCE", "Consequence", "Event", "IllegalAction", "RecordError",
           "play_chance", "__version__"]

# the subpackages that load on first use (`sanmarco_nb.sanmarco` etc.), so that importing the
# package stays cheap: every registered game, the bots and the analysis tools
_LAZY = {**GAMES, "bots": "sanmarco_nb.bots", "analysis": "sanmarco_nb.analysis"}


def __getattr__(name):
    if name in _LAZY:
        return import_module(_LAZY[name])
    raise AttributeError(name)
