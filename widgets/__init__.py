"""The front end of sanmarco-nb (ipywidgets + bqplot), installed as `sanmarco_nb.widgets`.

It imports the engine and never the other way round.
"""
