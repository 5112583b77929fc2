"""Art Society's extras: the museum track at the end (AS-R5)."""
from __future__ import annotations


class Recorder:
    KINDS = frozenset()

    def __init__(self, state):
        pass

    def event(self, e):
        pass

    def result(self, state):
        museum = state.museum
        return {"museum": [museum[g] for g in museum]}
