"""The front end of sanmarco-nb (ipywidgets + bqplot), installed as `sanmarco_nb.widgets`.

It imports the engine and never the other way round.

    from sanmarco_nb.widgets import SanMarcoTable, ArtSocietyTable
"""


def __getattr__(name):
    # a game's table, `<Game>Table` in its adapter `<game>_table`, loads on first use, so
    # importing one piece does not build the other game's
    from ..games import GAMES, adapter
    game = name[:-len("Table")].lower() if name.endswith("Table") else None
    module = adapter(game, __name__ + ".{game}_table") if game in GAMES else None
    if module is None or not hasattr(module, name):
        raise AttributeError(name)
    return getattr(module, name)
