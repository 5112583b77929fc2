"""The front end of sanmarco-nb (ipywidgets + bqplot), installed as `sanmarco_nb.widgets`.

It imports the engine and never the other way round.

    from sanmarco_nb.widgets import SanMarcoTable, ArtSocietyTable
"""

_LAZY = {"SanMarcoTable": "sanmarco_table", "ArtSocietyTable": "artsociety_table"}


def __getattr__(name):
    # the tables load on first use, so importing one piece does not build the other game's
    if name in _LAZY:
        from importlib import import_module
        return getattr(import_module(f"{__name__}.{_LAZY[name]}"), name)
    raise AttributeError(name)
