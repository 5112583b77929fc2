"""A seat of a classroom room as the source of a table: `SanMarcoTable(room=..., code=...)`.

The table stays the same widget as in local play; only where its game comes from changes. A
`RemoteSeat` holds a `classroom.Client` (an asyncio loop in a background thread, so the kernel
never blocks waiting for the server) and gives the table:

* its **timeline**, rebuilt from each view's determinized record (the seat's own cards true,
  everything it may not see invented by the server, which keeps the truth). Another seat's
  private events (a San Marco draw) are shown as "draws a card face down", never with the
  invented card;
* its **moves**: a human's choice, checked on the table's copy like a local one, goes to the
  server as notation; the server is the only authority. Its refusals (out of turn, stale, the
  game moved on) appear in the table's status line as a local refusal does.

Server pushes arrive in the client's thread. Widgets are changed only in the kernel's own
thread: a view is handed to the kernel's event loop with `call_soon_threadsafe` (the loop that
runs the cell and the widget callbacks; ipykernel handles comm messages on it). Outside a
kernel (a plain script, a test) there is no running loop at construction, and views are
applied in the client's thread under a lock.
"""
from __future__ import annotations

import asyncio
import sys
import threading

import ipywidgets as W

from ..core import IllegalAction
from ..games import load_game
from ..i18n import describe_hidden, message, render
from .timeline import Timeline

__all__ = ["RemoteSeat", "OtherSeat", "open_room"]

class OtherSeat:
    """A seat played elsewhere (another student, or a bot on the server): the table never
    moves it. `label` is how the header names it ("Ada", "greedy bot")."""

    def __init__(self, label: str, kind: str | None = None):
        self.name = self.label = label
        self.kind = kind            # a bot's name ("greedy"): the table names it in its language

    def choose(self, state, rng=None):
        raise IllegalAction(id="table-remote_elsewhere")


class HiddenEvent:
    """Another seat's private event as this seat knows it: who, which rule, no contents."""

    def __init__(self, event):
        self.kind, self.rule, self.player, self.data = event.kind, event.rule, event.player, {}
        self.game = event.game

    def describe(self, lang: str = "en") -> str:
        return describe_hidden(self, lang)


def open_room(game: str | None, room, code: str | None, lang: str = "en", *,
              name: str = "", watch: bool = False, public: bool = False,
              **client_kw) -> "RemoteSeat | None":
    """Join `room` with `code` for a table of `game`; with the teacher code, `watch=True`
    shows the true game (all hands) and `public=True` a spectator's (no hidden card: for
    the projector);
    None without a room (local play). `room` may also be a RemoteSeat already open (the
    play app joins first to learn the room's game)."""
    if isinstance(room, RemoteSeat):
        if room.view["game"] != game:
            raise ValueError(_other_game(room.view["game"], game, lang))
        return room
    if room is None:
        if code is not None or name or watch or public or client_kw:
            raise ValueError(render("table-remote_no_room", lang))
        return None
    if not code:
        raise ValueError(render("table-remote_no_code", lang))
    from ..classroom.client import Client        # aiohttp: the optional classroom extra
    client = Client(room, code, name=name, lang=lang, watch=watch, public=public,
                    **client_kw)
    if game is not None and client.view["game"] != game:
        client.close()
        raise ValueError(_other_game(client.view["game"], game, lang))
    return RemoteSeat(client)


def _other_game(room_game: str, game: str, lang: str) -> str:
    return render("table-remote_other_game", lang, what=message(room_game, "title", lang),
                  game=message(game, "title", lang))


class RemoteSeat:
    """The room seen from one seat (or by the teacher, `client.seat is None`): what a table
    reads and where it sends its moves. See the module docstring."""

    def __init__(self, client):
        self.client = client
        client.on_view(self._on_view)       # first: a view arriving from now on is not lost
        client.on_closed(lambda why: self._post(self._closed, why))
        self.gone = None                    # why the connection ended for good
        self.seat = client.seat
        self.view = client.view
        self.table = None
        self.sending = False
        self.lock = threading.RLock()
        self.applied = 0            # views drawn (tests wait on it)
        self._changed = threading.Condition(self.lock)
        try:
            self.loop = asyncio.get_running_loop()      # the kernel's: widgets change there
        except RuntimeError:
            self.loop = None

    # -- what the table reads ---------------------------------------------------------------
    @property
    def watching(self) -> bool:
        return self.seat is None

    def seats(self) -> list:
        """The table's seat specs: "human" for this seat, an OtherSeat for every other."""
        v = self.view
        kinds = v["seat_kinds"]
        return ["human" if p == self.seat else
                OtherSeat(v["names"][p]) if kinds[p] == "human" else
                OtherSeat(f"{kinds[p]} bot", kind=kinds[p]) for p in range(v["players"])]

    def timeline(self, view: dict | None = None) -> Timeline:
        """Every position of the view's record, the cursor at the present; another seat's
        private events masked."""
        view = view or self.view
        tl = Timeline.from_record(load_game(view["game"]).State, view["record"])
        if self.seat is not None or view.get("public"):     # the teacher's watch: the truth
            for events in tl.events:
                for i, e in enumerate(events):
                    if e.hidden_from(self.seat):
                        events[i] = HiddenEvent(e)
        tl.seek(tl.end)
        return tl

    def attach(self, table) -> None:
        """Called by the table once built: labels, and the controls remote play has no use
        for (bots playing, loading a record) hidden."""
        self.table = table
        bar = table.bar
        for w in (bar.bots_play, bar.until, bar.stop, bar.speed, bar.speed_label,
                  bar.load_record):
            w.layout = W.Layout(display="none")     # a layout of its own: the bar shares one
        self._status()
        # a view that came while the table was being built (there was no table to draw it)
        self._post(self._apply, self.client.view)

    def _status(self) -> None:
        t = self.table
        if self.watching:
            t.guard.say(t.labels("remote_watching"))
        else:
            t.guard.say(t.labels("remote_seat", room=self.view["room"],
                                 name=self.view["names"][self.seat]))

    # -- server pushes ------------------------------------------------------------------------
    def _post(self, fn, *args) -> None:
        """Run `fn(*args)` where widgets may change: on the kernel's loop, or here under the
        lock when there is none."""
        if self.loop is not None and not self.loop.is_closed():
            self.loop.call_soon_threadsafe(self._locked, fn, *args)
        else:
            self._locked(fn, *args)

    def _locked(self, fn, *args) -> None:
        with self.lock:
            fn(*args)
            self._changed.notify_all()

    def _on_view(self, view: dict) -> None:
        self._post(self._apply, view)

    def _apply(self, view: dict) -> None:
        if self.table is None or self.table.comm is None:
            return                                      # closed
        if view["version"] == self.view["version"] and view.get("locks") != \
                self.view.get("locks"):                 # the teacher locked or unlocked
            self.view = view
            self.table.refresh()
        if view["version"] <= self.view["version"]:
            return                                      # an older view overtaken
        table, old = self.table, self.table.timeline
        tl = self.timeline(view)
        if old.cursor < old.end:                        # looking at the past: stay there
            tl.seek(old.cursor)
        tl.version = old.version + 1                    # panels drawn before are stale
        self.view = view
        for p, seat in enumerate(table.seats):          # a student who joined since
            if isinstance(seat, OtherSeat) and view["seat_kinds"][p] == "human":
                seat.label = seat.name = view["names"][p]
        table.timeline = tl
        self.applied += 1
        table.refresh()

    # -- moves ----------------------------------------------------------------------------------
    def send(self, actions: list) -> None:
        """Send the human's checked actions (one move, or a list taken together) as notation.
        Returns at once; the server's view redraws the table, its refusal shows in the status
        line."""
        table = self.table
        if self.watching:
            raise IllegalAction(id=table.labels.id("remote_watching"))
        if table.timeline.cursor != table.timeline.end:
            raise IllegalAction(id=table.labels.id("remote_past"))
        if self.gone is not None:
            raise IllegalAction(id=table.labels.id("remote_closed"), why=self.gone)
        if self.sending:
            raise IllegalAction(id=table.labels.id("remote_sending"))
        self.sending = True
        future = self.client.send([str(a) for a in actions], self.view["version"])
        future.add_done_callback(lambda f: self._post(self._sent, f))

    def _sent(self, future) -> None:
        self.sending = False
        table = self.table
        if table is None or table.comm is None:
            return
        error = future.exception()
        if error is None:
            self._status()
        elif isinstance(error, IllegalAction):          # Refused: the server's reason
            table.guard.handle(error)
        else:                                           # lost connection, timeout
            why = str(error) or type(error).__name__
            table.guard.handle(IllegalAction(id=table.labels.id("remote_lost"), why=why))

    def _closed(self, why: str) -> None:
        self.gone = why
        if self.table is not None and self.table.comm is not None:
            self.table.guard.say(self.table.labels("remote_closed", why=why), warn=True)

    def wait(self, predicate, timeout: float = 20.0) -> None:
        """Block until `predicate()` holds after a drawn view (tests and scripts without a
        kernel loop; in a kernel the views are drawn between cells)."""
        with self.lock:
            if not self._changed.wait_for(predicate, timeout):
                raise TimeoutError("the room's view did not arrive in time")

    def close(self) -> None:
        self.table = None
        if sys.is_finalizing():          # a table collected at exit: its thread is gone
            return
        try:
            self.client.close()
        except (TimeoutError, RuntimeError, OSError):
            pass                          # the server or the loop went first: nothing to free
