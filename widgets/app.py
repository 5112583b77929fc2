"""The play app (notebooks/play.ipynb, served by Voila): a new game of either game against bots,
or a seat in a classroom room joined with its code; the table below is the same widget in both.

    from sanmarco_nb.widgets.app import PlayApp
    PlayApp()           # a San Marco table against three bots, with the two forms above it

A link can open a seat directly: the app's address with `?room=<room address>&code=<code>`
(and `&name=...`). Voila gives the kernel the page's query string (QUERY_STRING); the app then
joins at once instead of starting a game against bots.
"""
from __future__ import annotations

import os
from urllib.parse import parse_qs

import ipywidgets as W

from .controls import Guard

__all__ = ["PlayApp", "GAMES", "SEAT_KINDS"]

# game -> (title, players allowed, default players)
GAMES = {"sanmarco": ("San Marco", (3, 4), 4), "artsociety": ("Art Society", (2, 3, 4), 3)}
SEAT_KINDS = [("you (human)", "human"), ("greedy bot", "greedy"), ("random bot", "random")]

# the app's own line; the notebook's first cell says the rest
INSTRUCTIONS = ("<small>One screen: hot seat for every human seat. A room: one seat per "
                "screen, only your own cards shown.</small>")


class PlayApp(W.VBox):
    """Two forms (new game, join a room) above the current table."""

    def __init__(self, game: str = "sanmarco", seed: int = 2001, seats=None,
                 query: str | None = None):
        self.guard = Guard()
        self.game = W.Dropdown(options=[(t, g) for g, (t, _, _) in GAMES.items()], value=game,
                               description="Game")
        self.players = W.Dropdown(description="Players")
        self.seed = W.BoundedIntText(value=seed, min=0, max=2**31 - 1, description="Seed",
                                     layout=W.Layout(width="14em"))
        self.seats_box = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.start = W.Button(description="New game", button_style="primary", icon="play")
        self.room = W.Text(placeholder="http://10.0.0.5:8765/rooms/…",
                           description="Room", layout=W.Layout(width="100%", max_width="36em"))
        self.code = W.Text(placeholder="your join code", description="Code")
        self.name = W.Text(placeholder="optional", description="Your name")
        self.join = W.Button(description="Join the room", button_style="primary",
                             icon="sign-in")
        self.new_form = W.VBox([W.HBox([self.game, self.players, self.seed],
                                       layout=W.Layout(flex_flow="row wrap")),
                                self.seats_box, self.start])
        self.join_form = W.VBox([self.room, W.HBox([self.code, self.name],
                                                   layout=W.Layout(flex_flow="row wrap")),
                                 self.join])
        self.forms = W.Tab([self.new_form, self.join_form])
        for i, title in enumerate(("New game", "Join a room")):
            self.forms.set_title(i, title)
        self.holder = W.VBox()
        self.table = None
        self.game.observe(lambda _: self._players_for_game(), "value")
        self.players.observe(lambda _: self._seat_pickers(), "value")
        self.start.on_click(self.guard(lambda _: self.new_game()))
        self.join.on_click(self.guard(lambda _: self.join_room()))
        self._players_for_game(seats)
        super().__init__([W.HTML(INSTRUCTIONS), self.forms, self.guard.status, self.holder,
                          self.guard.output], layout=W.Layout(width="100%"))
        tried = self._join_from_link(os.environ.get("QUERY_STRING", "") if query is None
                                     else query)
        if self.table is None:       # no link, or the join failed: a game against bots
            why = self.guard.status.value if tried else ""
            self.new_game()
            if why:
                self.guard.status.value = why     # the failed join stays in sight

    def _join_from_link(self, query: str) -> bool:
        """Fill the join form from a link's `room`, `code` (and `name`) and join; False when
        the link names no room (True when it did, joined or not)."""
        fields = {k: v[0] for k, v in parse_qs(query).items()}
        if not fields.get("room") or not fields.get("code"):
            return False
        self.room.value, self.code.value = fields["room"], fields["code"]
        self.name.value = fields.get("name", "")[:40]
        self.forms.selected_index = 1
        self.guard(self.join_room)()
        return True

    # -- the new-game form --------------------------------------------------------------------
    def _players_for_game(self, seats=None) -> None:
        _, allowed, default = GAMES[self.game.value]
        n = len(seats) if seats else default
        self._seats_wanted = list(seats) if seats else None
        self.players.options = list(allowed)
        self.players.value = n
        self._seat_pickers()

    def _seat_pickers(self) -> None:
        n = self.players.value
        if n is None:
            return
        wanted = self._seats_wanted or ["human"] + ["greedy"] * (n - 1)
        self._seats_wanted = None
        self.seat_pickers = [W.Dropdown(options=SEAT_KINDS, value=wanted[p] if p < len(wanted)
                                        else "greedy", description=f"P{p + 1}",
                                        layout=W.Layout(width="16em"))
                             for p in range(n)]
        self.seats_box.children = self.seat_pickers

    def seats(self) -> list[str]:
        return [d.value for d in self.seat_pickers]

    # -- making a table -------------------------------------------------------------------------
    def _show(self, table) -> None:
        old, self.table = self.table, table
        self.holder.children = [table]
        if old is not None:
            old.close()

    def _table_class(self, game: str):
        if game == "sanmarco":
            from .sanmarco_table import SanMarcoTable
            return SanMarcoTable
        from .artsociety_table import ArtSocietyTable
        return ArtSocietyTable

    def new_game(self) -> None:
        """A new game from the form: game, players, seed, and a human or a bot per seat."""
        cls = self._table_class(self.game.value)
        self._show(cls(players=self.players.value, seats=self.seats(), seed=self.seed.value))
        title = GAMES[self.game.value][0]
        self.guard.say(f"{title}, seed {self.seed.value}: "
                       + ", ".join(f"P{p + 1} {k}" for p, k in enumerate(self.seats())))

    def join_room(self) -> None:
        """The seat the code opens, in a table of the room's game."""
        room, code = self.room.value.strip(), self.code.value.strip()
        if not room or not code:
            self.guard.say("Enter the room address and your code first.", warn=True)
            return
        from ..classroom.client import split_room
        from ..classroom.rooms import Refused
        from .remote import open_room
        try:
            split_room(room)
            # the room's game decides the table: join first, then draw that game's table
            seat = open_room(None, room, code, name=self.name.value.strip())
        except (ValueError, Refused, OSError, TimeoutError) as e:
            self.guard.say(f"Could not join: {e}", warn=True)
            return
        game = seat.view["game"]
        self._show(self._table_class(game)(room=seat))
        self.guard.say(f"Joined the room: {GAMES[game][0]}.")
