"""Pig's table (`sanmarco_nb.widgets.{game}_table` for a registered game): the shared GameTable
with the scores as text, and Roll and Hold buttons (chance is the table's own Roll)."""
from __future__ import annotations

from html import escape

import ipywidgets as W

from sanmarco_nb.core import CHANCE
from sanmarco_nb.games import load_game
from sanmarco_nb.widgets.static import StaticView
from sanmarco_nb.widgets.table import GameTable


class PigTable(StaticView, GameTable):
    """Made as the play app makes a game's table (widgets.app), or from a `state`."""
    stops = {"turn": lambda a, b: b.turn_player != a.turn_player,
             "game": lambda a, b: b.is_terminal()}

    def __init__(self, players: int = 2, seats=None, seed: int = 0, variant=None,
                 lang: str = "en", start_player: int = 0, speed: str = "instant", state=None):
        state = state or load_game("pig").new_game(players, seed, variant, start_player)
        super().__init__(state, seats, lang, speed)

    def _body(self):
        self.board = W.HTML()
        return W.VBox([self.board, self.panel, self.guard.status])

    def _draw(self, state) -> None:
        rows = [f"{escape(self.labels.player(p))}: {s}" for p, s in enumerate(state.scores)]
        rows.append(f"{escape(self.labels('turn_total'))}: {state.turn_total}")
        self.board.value = "<br>".join(rows)

    def _panel(self, state) -> list:
        if not self.waiting_for_human(state):
            return []
        if state.to_move == CHANCE:
            return [self.button("roll", self.roll)]
        return [self.button(str(a), lambda v, a=a: self.act(a, v))
                for a in state.legal_actions()]

    def _human_roll(self, state) -> bool:
        return self.is_human(state.turn_player)


TABLE = PigTable        # the play app's table for this game (widgets.app)
