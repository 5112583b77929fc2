"""San Marco's extras: the limit totals of each passage, read from the "limit" events (they are
reset at each passage end, SM-P7), and the cards each player received, from the "take" and
"gets" events (SM-R6)."""
from __future__ import annotations

from ...sanmarco.cards import KIND_OF_CODE, KINDS


class Recorder:
    KINDS = frozenset({"limit", "take", "gets", "passage_end"})    # the events it reads

    def __init__(self, state):
        self.code = KIND_OF_CODE
        self.now, self.passages = [0] * state.players, []
        self.cards = [[0] * KINDS for _ in range(state.players)]

    def event(self, e):
        kind, _, player, data = e          # an Event is a tuple: (kind, rule, player, data)
        if kind == "limit":
            self.now[player] = data["after"]
        elif kind == "take" or kind == "gets":
            row = self.cards[player]
            for code in data["offer"].split():
                row[self.code[code]] += 1
        elif kind == "passage_end":
            self.passages.append(self.now)
            self.now = [0] * len(self.now)

    def result(self, state):
        return {"limit_totals": self.passages, "cards": self.cards}
