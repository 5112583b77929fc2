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
from html import escape
from urllib.parse import parse_qs

import ipywidgets as W

from .. import i18n
from ..games import DEFAULT, GAMES as REGISTRY, adapter, load_game
from .access import LANG_NAMES, Announcer
from .controls import Guard, Labels, relabel_options

__all__ = ["PlayApp", "games", "SEAT_KINDS"]


def games() -> list[str]:
    """The games the app offers: those registered with a table (widgets.<game>_table, whose
    TABLE is the table's class); their titles are the catalogs' ("sm-message-title")."""
    return [g for g in REGISTRY if adapter(g, "sanmarco_nb.widgets.{game}_table")]

SEAT_KINDS = ("human", "greedy", "random")      # each named by "app-seat-<kind>"

# the switch's label beside its buttons at its own width (Voila squeezed it to 1 px), and the
# tabs' labels whole (Lumino cut a tab at a fixed width: "Einem Raum beitreten"); the app's line
# spaced as text (ipywidgets spaces an HTML widget's lines 28 px apart, like controls)
APP_CSS = """<style>
.smnb-app .widget-tab > .lm-TabBar .lm-TabBar-tab { flex: 0 0 auto; max-width: none; }
.smnb-app-lang { display: flex; align-items: center; width: auto; }
.smnb-app-lang .widget-label { flex-shrink: 0; width: auto; margin-right: 6px; }
.smnb-app-main > .widget-html .widget-html-content { line-height: 1.4; }
</style>"""


class PlayApp(W.VBox):
    """Two forms (new game, join a room) above the current table, in the language chosen
    (`lang`, or the switch above the forms): the app's one switch, which relabels the title,
    the forms and the table in place (the table's own switch is hidden)."""

    def __init__(self, game: str = DEFAULT, seed: int = 2001, seats=None,
                 query: str | None = None, lang: str = "en"):
        self.labels = L = Labels(DEFAULT, "app", lang)
        self.guard = Guard(L)
        self.lang_switch = W.ToggleButtons(options=list(i18n.LANGS), value=lang,
                                           description=L("language"),
                                           tooltips=[LANG_NAMES[k] for k in i18n.LANGS],
                                           style={"button_width": "3em",
                                                  "description_width": "initial"})
        self.lang_switch.add_class("smnb-app-lang")
        self.title = W.HTML()
        # the app's live region: what the forms did (a game started, a join failed); it also
        # keeps the keyboard's place and the page's language (widgets/access.py)
        self.announcer = Announcer(lang=lang, root=".smnb-app")
        self.guard.listeners.append(lambda text, _warn: text and self.announcer.say(text))
        # the app's last line, to say again in another language (any other message ends it)
        self._line = None
        self.guard.listeners.append(lambda _text, _warn: setattr(self, "_line", None))
        self.game = W.Dropdown(options=self._game_options(), value=game)
        self.players = W.Dropdown()
        self.seed = W.BoundedIntText(value=seed, min=0, max=2**31 - 1,
                                     layout=W.Layout(width="14em"))
        self.seats_box = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.start = W.Button(button_style="primary", icon="play")
        self.room = W.Text(placeholder="http://10.0.0.5:8765/rooms/…",
                           layout=W.Layout(width="100%", max_width="36em"))
        self.code = W.Text()
        self.name = W.Text()
        self.join = W.Button(button_style="primary", icon="sign-in")
        for widget, attr, key in ((self.game, "description", "game"),
                                  (self.players, "description", "players"),
                                  (self.seed, "description", "seed"),
                                  (self.start, "description", "new_game"),
                                  (self.room, "description", "room"),
                                  (self.code, "description", "code"),
                                  (self.code, "placeholder", "code_placeholder"),
                                  (self.name, "description", "name"),
                                  (self.name, "placeholder", "name_placeholder"),
                                  (self.join, "description", "join"),
                                  (self.lang_switch, "description", "language")):
            L.bind(widget, key, attr)
        self.instructions = W.HTML()
        self.new_form = W.VBox([W.HBox([self.game, self.players, self.seed],
                                       layout=W.Layout(flex_flow="row wrap")),
                                self.seats_box, self.start])
        self.join_form = W.VBox([self.room, W.HBox([self.code, self.name],
                                                   layout=W.Layout(flex_flow="row wrap")),
                                 self.join])
        self.forms = W.Tab([self.new_form, self.join_form])
        # folded away under one line, so the table (and its Roll button) is in sight on first
        # load; one click opens them
        self.forms_box = W.Accordion([W.VBox([self.instructions, self.forms])],
                                     selected_index=None)
        self._relabel()
        L.on_change(self._relabel)
        self.lang_switch.observe(lambda ch: self._on_lang(ch["new"]), "value")
        self.holder = W.VBox()
        self.table = None
        self.game.observe(lambda _: self._players_for_game(), "value")
        self.players.observe(lambda _: self._seat_pickers(), "value")
        self.start.on_click(self.guard(lambda _: self.new_game()))
        self.join.on_click(self.guard(lambda _: self.join_room()))
        self._players_for_game(seats)
        head = W.HBox([self.title, self.lang_switch],
                      layout=W.Layout(flex_flow="row wrap", align_items="center",
                                      justify_content="space-between"))
        # landmarks (the announcer's marks): the title and switch a banner, the forms a form,
        # what they made (the table) the main part
        head.add_class("smnb-app-head")
        self.forms_box.add_class("smnb-app-forms")
        main = W.VBox([self.guard.status, self.holder, self.guard.output])
        main.add_class("smnb-app-main")
        super().__init__([W.HTML(APP_CSS, layout=W.Layout(display="none")), self.announcer,
                          head, self.forms_box, main],
                         layout=W.Layout(width="100%"))
        self.add_class("smnb-app")
        tried = self._join_from_link(os.environ.get("QUERY_STRING", "") if query is None
                                     else query)
        if self.table is None:       # no link, or the join failed: a game against bots
            why = self.guard.status.value if tried else ""
            # said only when asked for: the table's header names the seats, and the line
            # would push the Roll button below the fold of a phone
            self.new_game(announce=False)
            if why:
                self.guard.status.value = why     # the failed join stays in sight

    @property
    def lang(self) -> str:
        return self.labels.lang

    def _game_options(self) -> list:
        return [(i18n.message(g, "title", self.labels.lang), g) for g in games()]

    def _on_lang(self, lang: str) -> None:
        """The whole app in `lang`: its forms, then the table, which redraws in place."""
        self.labels.set_lang(lang)
        if self.table is not None:
            self.table.lang = lang

    def _relabel(self, _lang=None) -> None:
        """The title's and the forms' texts in the language now chosen (the bound ones follow
        by themselves)."""
        L = self.labels
        self.announcer.lang = L.lang
        self.title.value = f"<h2 style='margin:4px 0'>{escape(L('title'))}</h2>"
        self.instructions.value = f"<small>{L('instructions')}</small>"
        for i, key in enumerate(("new_game", "join_room")):
            self.forms.set_title(i, L(key))
        self.forms_box.set_title(0, L("forms"))
        self.announcer.marks = {".smnb-app-head": {"role": "banner"},
                                ".smnb-app-forms": {"role": "form", "aria-label": L("forms")},
                                ".smnb-app-main": {"role": "main"}}
        relabel_options(self.game, self._game_options())
        if self._line:
            self._say(*self._line)
        for p, picker in enumerate(getattr(self, "seat_pickers", ())):
            relabel_options(picker, self._seat_options())
            picker.description = L("seat", player=L.player(p))

    def _say(self, line, warn: bool = False) -> None:
        """Say `line()`, the app's line in the language now chosen, and keep it so that a
        switch of language says it again in the new one."""
        self.guard.say(line(), warn=warn)
        self._line = (line, warn)

    def _seat_options(self) -> list:
        return [(self.labels(f"seat-{kind}"), kind) for kind in SEAT_KINDS]

    def _join_from_link(self, query: str) -> bool:
        """Fill the join form from a link's `room`, `code` (and `name`) and join; False when
        the link names no room (True when it did, joined or not)."""
        fields = {k: v[0] for k, v in parse_qs(query).items()}
        if fields.get("lang") in i18n.LANGS:     # the teacher page's language, on the link
            self.lang_switch.value = fields["lang"]
        if not fields.get("room") or not fields.get("code"):
            return False
        self.room.value, self.code.value = fields["room"], fields["code"]
        self.name.value = fields.get("name", "")[:40]
        self.forms.selected_index = 1
        self.guard(self.join_room)()
        if self.table is None:           # the join failed: the form in sight, to try again
            self.forms_box.selected_index = 0
        return True

    # -- the new-game form --------------------------------------------------------------------
    def _players_for_game(self, seats=None) -> None:
        State = load_game(self.game.value).State
        allowed, default = State.PLAYERS, State.DEFAULT_PLAYERS
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
        self.seat_pickers = [W.Dropdown(options=self._seat_options(),
                                        value=wanted[p] if p < len(wanted) else "greedy",
                                        description=self.labels("seat",
                                                                player=self.labels.player(p)),
                                        layout=W.Layout(width="18em"))
                             for p in range(n)]
        self.seats_box.children = self.seat_pickers

    def seats(self) -> list[str]:
        return [d.value for d in self.seat_pickers]

    # -- making a table -------------------------------------------------------------------------
    def _show(self, make) -> None:
        """The table `make()` in place of the old one, closed first."""
        if self.table is not None:
            self.table.close()
            self.table, self.holder.children = None, []
        self.table = table = make()
        table.lang_switch.layout.display = "none"     # the app's switch drives it
        self.holder.children = [table]

    def _table_class(self, game: str):
        return adapter(game, "sanmarco_nb.widgets.{game}_table").TABLE

    def new_game(self, announce: bool = True) -> None:
        """A new game from the form: game, players, seed, and a human or a bot per seat (and,
        with `announce`, a line saying so)."""
        cls = self._table_class(self.game.value)
        self._show(lambda: cls(players=self.players.value, seats=self.seats(),
                               seed=self.seed.value, lang=self.lang))
        if not announce:
            return
        L, game, seed, kinds = self.labels, self.game.value, str(self.seed.value), self.seats()
        self._say(lambda: L("started", game=i18n.message(game, "title", L.lang), seed=seed,
                            seats=", ".join(f"{L.player(p)}: {L('seat-' + k)}"
                                            for p, k in enumerate(kinds))))

    def join_room(self) -> None:
        """The seat the code opens, in a table of the room's game."""
        room, code = self.room.value.strip(), self.code.value.strip()
        if not room or not code:
            self._say(lambda: self.labels("join_first"), warn=True)
            return
        from ..classroom.client import split_room
        from ..classroom.rooms import Refused
        from .remote import open_room
        try:
            split_room(room)
            # the room's game decides the table: join first, then draw that game's table
            seat = open_room(None, room, code, lang=self.lang, name=self.name.value.strip())
        except (ValueError, Refused, OSError, TimeoutError) as e:
            L = self.labels
            # (e bound now: Python unbinds it after the except block)
            self._say(lambda e=e: L("join_failed", why=L.refusal(e) if isinstance(e, Refused)
                                    else str(e)), warn=True)
            return
        game = seat.view["game"]
        self._show(lambda: self._table_class(game)(room=seat, lang=self.lang))
        self._say(lambda: self.labels("joined", game=i18n.message(game, "title", self.lang)))
