"""Remake the stored runs of notebooks 11 and 12 (see `precomputed.RUNS`):

    .venv/bin/python -m sanmarco_nb.exercises                      # every run
    .venv/bin/python -m sanmarco_nb.exercises tournament_house     # one
"""
import sys

from .precomputed import RUNS, make

for run in sys.argv[1:] or RUNS:
    make(run)
