"""`GameTable`: a game at a table of humans and bots, with time travel, a log and a language
switch; the base of both game tables.

A game table subclasses `GameTable` and adds its board, charts and decision panel; everything
about *driving* a game (whose turn, bots, Roll, back/forward, replaying a record, stale panels,
errors in callbacks, closing) lives here once. The engine contract is all it needs (`to_move`,
`legal_actions()`, `apply()`, `clone()`, `chance_outcomes()`, `is_terminal()`, `replay`), so the
same code serves San Marco and Art Society.

    class MyTable(GameTable):
        LABELS = "my-table"              # the prefix of the table's own catalog messages
        stops = {"round": pred, "game": pred}    # pred(before, after): "bots play to the end of"
        def _body(self): ...             # board, charts and `self.panel`, built once
        def _marks(self): ...            # the marks/figures `refresh` wraps in hold_sync
        def _draw(self, state): ...      # update those widgets in place
        def _panel(self, state): ...     # widgets for the human's decision (rebuilt per change)
        def _header(self, state): ...    # HTML above the board
        def _human_roll(self, state): ...  # True at a chance step a human seat triggers (Roll)
        WATCH_GROUPS = {"kind": "group"}  # "since your move": event kinds grouped per turn

The others' steps (bots, chance) follow the speed of the bar: "instant" plays them at once;
"fast", "normal" and "slow" show each one for a moment, with its caption (`watch`), as a task in
the kernel's event loop (it never blocks it); "step" waits for a click on Next before each.
After a human move `since` lists what happened since, a line per turn and kind of event,
each a jump in time.

A panel's controls call `self.act(action_or_list, version)` (or `self.button(key, fn)`, which
passes the version): a click on a control drawn for an older position is refused as stale.
Labels: the table's own messages (`LABELS`, a catalog prefix like "sm-table"), then the shared
controls' `table-…` (a stop `k` is labelled "until_k"), then the game's texts; all in the
catalogs of `sanmarco_nb.i18n`.
"""
from __future__ import annotations

import asyncio
import gc
import json
import time
from html import escape
from collections import deque
from typing import Callable

import ipywidgets as W

from ..core import CHANCE, IllegalAction, RecordError, chance_action
from .. import i18n
from ..i18n import catalog
from .access import Narrator, name_controls, turn_words
from .controls import (SPEEDS, STEP, Guard, Labels, LogPanel, TimeTravelBar, close_widgets,
                       hold, make_button, make_html, rule_ref, shared)
from .hint import HintPanel
from .review import ReviewPanel
from .seats import HUMAN, STAND_IN, auto_step, make_seat
from .timeline import Timeline
from .watch import SincePanel, WatchBar, since_lines

__all__ = ["GameTable", "TABLE_CSS"]

# Buttons wrap their text instead of cutting it with "…" (ipywidgets sets nowrap and a fixed
# height; a line break in a description starts a line: what the option will do), and nothing
# in a table is wider than the space it gets. The board's texts grow with it (2.15 % of its
# width, geo.TEXT board units, like its pieces); on the board and on a wall only the districts
# and the cells take clicks (the first marks): pieces and texts let them through. An HTML widget's <style>
# applies to the page, so the rules are scoped to the table's class. A widget 100 % wide
# with its 2 px margins on each side spilled 4 px out of its box, and the box (overflow: auto)
# showed a scrollbar (issue 35): figures lose the margins, other widgets 4 px of width. A
# dropdown (ipywidgets: one line high, 300 px wide) keeps inside the table and grows where it
# wraps: on a phone one under its label was covered by the next widget, another ran past the
# table's edge. (Not every inline widget: a one-line HTML grown to an input's height pushed
# Art Society's wall below a 1280 x 800 screen.)
TABLE_CSS = """<style>
.smnb-table { max-width: 100%; box-sizing: border-box; overflow-x: hidden; }
.smnb-table .jupyter-button, .smnb-table .widget-button { white-space: pre-line;
  height: auto; min-height: var(--jp-widgets-inline-height, 28px); max-width: 100%;
  overflow: visible; text-overflow: clip; text-align: left; line-height: 1.25;
  padding-top: 3px; padding-bottom: 3px; }
.smnb-table .widget-inline-hbox, .smnb-table .jupyter-widgets.widget-hbox { flex-wrap: wrap; }
.smnb-table .widget-dropdown, .smnb-table .jupyter-widget-dropdown { height: auto;
  max-width: 100%; }
.smnb-table .widget-inline-hbox.smnb-one-line { flex-wrap: nowrap; flex-shrink: 0; }
.smnb-table .bqplot.figure { max-width: 100%; margin-left: 0; margin-right: 0; }
.smnb-table .jupyter-widgets[style*="width: 100%"] { max-width: calc(100% - 4px); }
.smnb-table .widget-html-content { line-height: 1.4; }
.smnb-rules summary { cursor: pointer; color: #0b5394; }
.smnb-rules ul { margin: 2px 0 4px 0; padding-left: 1.2em; font-size: 90%; }
.smnb-board { container-type: inline-size; height: auto !important; aspect-ratio: 100 / 70; }
.smnb-board svg text { font-size: max(7px, 2.15cqw) !important; }
.smnb-board .svg-figure > g > g > g:nth-child(n+7),
.smnb-wall .svg-figure > g > g > g:nth-child(n+2) { pointer-events: none; }
.smnb-wall-grow { height: auto !important; aspect-ratio: 1 / 1; }
.smnb-table .smnb-since-line { text-align: left; width: 100%; background: none;
  border-bottom: 1px solid #eee; flex-shrink: 0; font-size: 12px; }
.smnb-table .smnb-since .widget-html { flex-shrink: 0; }
.smnb-table .smnb-since-line.mod-info { background: #DCEBF7; color: inherit; }
</style>"""


def rules_now(state, labels) -> str:
    """The rules of the phase being played, in plain words with their ids, folded behind a
    click (the game's State.PHASE_RULES)."""
    rules = getattr(state, "PHASE_RULES", {}).get(getattr(state, "phase", None), ())
    if not rules:
        return ""
    items = "".join(f"<li>{escape(labels.rule(r))} <small>({rule_ref(r, labels.lang)})</small>"
                    "</li>" for r in rules)
    return (f'<details class="smnb-rules"><summary>'
            f'{escape(labels("rules_now", phase=labels.phase(state.phase)))}</summary>'
            f"<ul>{items}</ul></details>")


class GameTable(W.VBox):
    """A game at a table of humans and bots, with time travel, a log and a language switch.

    Seats: one spec per player, "human" or a bot name or a bot object (see `make_seat`). After
    every human move the bots and the automatic chance steps play on until a human must decide
    (or roll: `_human_roll`). `act(action, version)` is the single entry for human moves; every
    refusal leaves the game as it was and shows the reason. With a `source` (a classroom
    seat) the table plays in a room: it draws the seat's view and sends its moves there.
    `close()` closes every widget of the table (a notebook kernel then holds nothing of it).
    """

    LABELS: str | None = None   # the prefix of the table's own messages in the catalogs
    stops: dict = {}       # name -> predicate(before, after): "bots play to the end of …"
    # "since your move": event kind -> the group its line is in (None: not listed; any other
    # kind: the player's own moves), and the order of the groups' titles "since_<group>"
    WATCH_GROUPS: dict = {}
    KEEP_TIMES = 10_000    # latency figures kept (the newest)
    # Opt-in: True moves every object alive once the table is built (the imports of Jupyter,
    # bqplot, numpy: ~100k objects, long-lived anyway) out of the cyclic garbage collector's
    # sight, so that a full collection during a click scans only what was made since
    # (benchmarks/widget_latency.py --freeze). `close()` unfreezes: a closed table pins nothing.
    # Not the default: while frozen, cyclic garbage among those objects is not collected.
    freeze_gc = False

    def __init__(self, state, seats=None, lang: str = "en", speed: str = "instant",
                 source=None):
        # `source`: a classroom seat (widgets.remote.RemoteSeat) this table plays in; the room
        # server then makes every move and the table draws what the seat may see
        self.source = source
        timeline = Timeline(state) if source is None else source.timeline()
        players = timeline.state.players
        seats = list(seats) if seats is not None else [HUMAN] + ["greedy"] * (players - 1)
        if len(seats) != players:
            raise ValueError(f"{players} players need {players} seats, got {len(seats)}")
        self.seats = [make_seat(s) for s in seats]
        self.stand_in = make_seat(STAND_IN)   # plays human seats when the bots take over
        self.timeline = timeline
        self.labels = Labels(timeline.state.GAME, self.LABELS, lang)
        self.guard = Guard(self.labels)
        self.log_panel = LogPanel(self.labels)
        self.bar = TimeTravelBar(self.labels, list(self.stops))
        self.bar.speed.value = speed
        self.lang_switch = W.ToggleButtons(options=list(catalog.LANGS), value=lang,
                                           layout=W.Layout(width="auto"),
                                           style={"button_width": "3em"})
        self.header = W.HTML()
        # the key to the table's codes and marks, one click away (and away again)
        self.key_button = W.ToggleButton(icon="key", layout=W.Layout(width="auto"))
        self.labels.bind(self.key_button, "key")
        self.labels.bind(self.key_button, "key_title", "tooltip")
        self.key_box = W.HTML(layout=W.Layout(display="none"))
        self.panel = W.VBox(layout=W.Layout(min_height="6em", border="1px solid #ccc",
                                            padding="4px"))
        self.panel.add_class("smnb-panel")      # where the keyboard's focus goes after a move
        self.rules = W.HTML()                   # "Rules now", the panel's last line
        # the live region: what happened and whose turn, after every redraw (widgets/access.py)
        self.narrator = Narrator(self)
        self.guard.listeners.append(self.narrator.refused)
        name_controls(self)
        self.latency: deque[float] = deque(maxlen=self.KEEP_TIMES)   # s per click, to drawn
        self.hints = HintPanel(self)     # the Hint button: `_body` puts `hints.box` in place
        self.review = ReviewPanel(self)  # Review, under the Hint (in `hints.box`)
        self._task = None
        self._stepper = None    # at speed "step": the step that the next Next click takes
        self._watch_step = None  # the step function of the others' play being watched
        self.watch = WatchBar(self.labels)
        self.since = SincePanel(self.labels)
        # the past, unmistakable: where the table stands and what a move there would replace
        self.past_text = W.HTML()
        self.now_button = W.Button(button_style="warning", layout=W.Layout(width="auto"))
        self.labels.bind(self.now_button, "back_to_now")
        self.past = W.HBox([self.past_text, self.now_button],
                           layout=W.Layout(display="none", flex_flow="row wrap",
                                           align_items="center", padding="2px 6px",
                                           border="2px solid #D55E00"))
        self.past.add_class("smnb-past")
        self._wire()
        body = self._body()
        self.css = W.HTML(TABLE_CSS, layout=W.Layout(display="none"))
        super().__init__([self.css, self.narrator.announcer,
                          W.HBox([self.header, self.key_button, self.lang_switch],
                                           layout=W.Layout(flex_flow="row wrap")),
                          self.past, self.key_box, body, self.bar, self.log_panel,
                          self.guard.output],
                         layout=W.Layout(width="100%", max_width="100%"))
        self.add_class("smnb-table")
        self.bar.add_class("smnb-moves")
        self.labels.on_change(self._landmarks)
        self._landmarks()
        self._go_on()
        if source is not None:
            source.attach(self)
        self.refresh()
        if self.freeze_gc:
            gc.freeze()

    # -- for the subclass -------------------------------------------------------------------------
    def _body(self):
        """The board, the charts and the decision panel (`self.panel`, with `self.guard.status`
        near it), laid out as the game likes."""
        raise NotImplementedError

    def _draw(self, state) -> None:
        raise NotImplementedError

    def _panel(self, state) -> list:
        raise NotImplementedError

    def _human_roll(self, state) -> bool:
        return False

    def hint(self, budget_s: float | None = None, **settings):
        """The coach's three best moves for the human deciding now, each with its value and a
        sentence saying why, shown under the panel and returned (a `hint.Hint`): a search of
        `budget_s` seconds (1 s), or of `iterations`/`steps` (reproducible with `seed`). The
        Hint button does the same in the background (widgets/hint.py)."""
        return self.hints.compute(budget_s, **settings)

    def _marks(self) -> list:
        """Widgets whose changes `refresh` batches with hold_sync (figures and marks)."""
        return []

    def _header(self, state) -> str:
        return ""

    def _key_rows(self) -> list:
        """The key: (code or mark as HTML, its meaning) rows."""
        return []

    def _log_entries(self) -> list:
        """The log's entries (`Timeline.recent_events`); a table may hold some back."""
        return self.timeline.recent_events(LogPanel.MAX)

    # -- reading ----------------------------------------------------------------------------------
    @property
    def state(self):
        """The position shown (the present, or the past while time travelling)."""
        return self.timeline.state

    @property
    def lang(self) -> str:
        return self.labels.lang

    @lang.setter
    def lang(self, lang: str) -> None:
        self.lang_switch.value = lang

    def is_human(self, player: int) -> bool:
        return 0 <= player < len(self.seats) and self.seats[player] is None

    def seat_label(self, player: int) -> str:
        """Who sits at `player`, for headers: you, a bot, or (in a room) who plays it there."""
        if self.is_human(player):
            return self.labels("you")
        seat = self.seats[player]
        kind = getattr(seat, "kind", None)          # a room's bot, named in the language
        if kind and catalog.has(f"app-seat-{kind}"):
            return catalog.render(self.lang, f"app-seat-{kind}", {})
        return getattr(seat, "label", None) or self.labels("bot")

    def waiting_for_human(self, state=None) -> bool:
        state = state or self.state
        if state.is_terminal():
            return False
        if state.to_move == CHANCE:     # in a room the server rolls
            return self.source is None and self._human_roll(state)
        return self.is_human(state.to_move)

    def human_step(self, i: int) -> bool:
        """Whether step i of the timeline (from position i) was a human's: a move, or a Roll."""
        state = self.timeline.states[i]
        if state.to_move == CHANCE:
            return self._human_roll(state)
        return self.is_human(state.to_move)

    def watching(self) -> bool:
        """The others are playing at a speed, or wait for Next."""
        return self._task is not None or self._stepper is not None

    def actor(self, i: int) -> int:
        """Whose step i of the timeline was: its player, or CHANCE (a table may name the
        player a chance step belongs to, as a die rolled for them)."""
        return self.timeline.states[i].to_move

    def showing_step(self) -> bool:
        """Whether the table shows the others' last step (caption, lit board): while they play
        at a speed, and after it, until a human acts (the last step stays in sight)."""
        tl = self.timeline
        return bool(tl.cursor) and self.bar.speed.value != "instant" and (
            self.watching() or tl.cursor == tl.end and not self.human_step(tl.cursor - 1))

    def _events_shown(self, i: int) -> list:
        """The events of step i as the table shows them now (a table may hold some back)."""
        return self.timeline.events[i]

    # -- acting -----------------------------------------------------------------------------------
    def act(self, action, version: int | None = None) -> None:
        """A human's move (or Roll, at a human's chance step), then the bots until a human is
        to move again; raises IllegalAction (game unchanged) for out-of-turn, stale or illegal
        input. The panels call it through the guard, which shows the reason instead. A bot
        that fails on the way raises its error (the human's move stays made).

        `action` is an action, its notation, or a list of them taken together (a Doge path, a
        three-way split): all are checked on a copy first, so a list is taken whole or not at
        all; each is a step of the timeline, applied once (its position and events kept)."""
        t0 = time.perf_counter()
        self._check(version)
        state = self.state
        if not self.waiting_for_human(state):
            raise IllegalAction(id=self.labels.id("not_your_turn"))
        checked, steps = [], []
        for a in (action if isinstance(action, list) else [action]):
            state = state.clone()
            a = state.parse(a) if isinstance(a, str) else a
            steps.append((state, list(state.apply(a))))
            checked.append(a)
        if self.review.intercept(checked):     # a retry of "learn from your mistakes"
            return
        if self.source is not None:    # the server decides; its next view redraws the table
            self.source.send(checked)
            return
        kept = len(self.timeline.branches)
        for state, events in steps:
            self.timeline.keep(state, events)
        try:
            self._go_on()
        finally:   # even when a bot fails, the panel must show the position reached
            self.guard.say(self.labels("branched") if len(self.timeline.branches) > kept
                           else "")
            self.refresh()
        self.latency.append(time.perf_counter() - t0)

    def _check(self, version: int | None) -> None:
        if self.watching():
            raise IllegalAction(id=self.labels.id("busy"))
        if version is not None and version != self.timeline.version:
            raise IllegalAction(id=self.labels.id("stale"))

    def roll(self, version: int | None = None) -> None:
        """The Roll button: the game's seeded stream picks the chance outcome."""
        self._check(version)
        state = self.state
        if state.to_move != CHANCE:
            raise IllegalAction(id=self.labels.id("no_roll"))
        self.act(chance_action(state), version)

    def resume(self, version: int | None = None) -> None:
        """Let the bots and chance go on to the next human decision (after Stop, or from a
        position in the past: the recorded future is then replaced)."""
        self._check(version)
        if self.waiting_for_human() or self.state.is_terminal():
            raise IllegalAction(id=self.labels.id("nothing_to_resume"))
        try:
            if self._can_auto():
                self._go_on()
            else:              # in the past at a bot's turn: the bots replace the future
                self._auto_step()
                self._go_on()
        finally:
            self.refresh()

    def _can_auto(self, bots_for_all: bool = False) -> bool:
        """Whether the next step is one no human takes (a bot's, or chance's), at the present
        of the line: the step `_auto_step` would take now."""
        state, tl = self.state, self.timeline
        if state.is_terminal() or self.source is not None or tl.cursor != tl.end:
            return False
        if bots_for_all:
            return True
        if state.to_move == CHANCE:
            return not self._human_roll(state)
        return self.seats[state.to_move] is not None

    def _auto_step(self, bots_for_all: bool = False) -> bool:
        """Take one step that no human needs to take; False when a human must act (or the end).
        (From a position in the past the step replaces the recorded future.)"""
        state = self.state
        if state.is_terminal() or self.source is not None:
            return False
        if state.to_move == CHANCE:
            if self._human_roll(state) and not bots_for_all:
                return False
            self.timeline.push(chance_action(state))
            return True
        bot = self.seats[state.to_move]
        if bot is None:
            if not bots_for_all:
                return False
            bot = self.stand_in
        self.timeline.step(lambda s: auto_step(s, bot))
        return True

    def _advance(self) -> None:
        while self._auto_step():
            pass

    def _live_step(self) -> bool:
        """One of the others' steps; True while the next is one too."""
        return self._auto_step() and self._can_auto()

    def _go_on(self) -> None:
        """The others play on to the next human decision at the table's speed: all at once
        ("instant"), one step per tick, or one per Next click ("step")."""
        if not self._can_auto():
            return
        if self.bar.speed.value == "instant":
            self._advance()
        else:
            self._run(self._live_step, None)

    def next_step(self, version: int | None = None) -> None:
        """Next (speed "step"): take the step the table waits for; after the last, the game
        goes on as it would have (a human decides, or the bots play on)."""
        t0 = time.perf_counter()
        if self._stepper is None:
            raise IllegalAction(id=self.labels.id("nothing_to_step"))
        step = self._stepper
        try:
            if not step():
                self._stepper = None
                self._go_on()
        finally:
            self.refresh()
        self.latency.append(time.perf_counter() - t0)

    def skip(self) -> None:
        """Skip: stop watching and let the others play on at once to the next human decision."""
        self._end_watch()
        self._advance()
        self.refresh()

    # -- drawing ----------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw everything from the shown position: board and charts in place, the panel, the
        log and the time-travel bar."""
        state = self.state
        with hold(*self._marks()):
            self._draw(state)
        self.header.value = self._header(state)
        old = self.panel.children
        self.rules.value = rules_now(state, self.labels)
        shown = [self._turn_line(state)] if self.watching() else self._panel(state)
        self.panel.children = shown + [self.rules] if shown and self.rules.value else shown
        for w in old:
            if w is not self.rules:
                close_widgets(w)
        self.log_panel.show(self._log_entries())
        self._show_watch()
        tl, busy = self.timeline, self._task is not None
        self.bar.position.value = f"{tl.cursor} / {tl.end}"
        self._show_past()
        self._show_lines()
        for b, off in ((self.bar.start, tl.cursor == 0), (self.bar.back, tl.cursor == 0),
                       (self.bar.forward, tl.cursor == tl.end), (self.bar.end, tl.cursor == tl.end),
                       (self.bar.replay, tl.cursor == tl.end),
                       (self.bar.bots_play, state.is_terminal())):
            b.disabled = off or busy
        self.bar.stop.disabled = not self.watching()
        self.narrator.update()
        self.hints.refresh()
        self.review.refresh()

    def _turn_line(self, state) -> W.HTML:
        """While the others play: whose turn it is and at what, so the decision box is never
        blank (a Next click takes that step)."""
        return make_html(f'<div class="smnb-turn">{escape(turn_words(self, state))}</div>')

    def _show_past(self) -> None:
        """The banner over the board while the table shows the past (not while it plays the
        others' steps at a speed): which move of how many, and that a move here replaces the
        later ones; its button goes back to now."""
        tl = self.timeline
        past = tl.cursor < tl.end and not self.watching()
        if past:
            self.past_text.value = self.labels("past", n=tl.cursor, total=tl.end,
                                               left=tl.end - tl.cursor)
        self.past.layout.display = "flex" if past else "none"

    # -- watching the others ----------------------------------------------------------------------
    def who(self, player: int) -> str:
        """Whose turn a line or caption names: a player and their seat, or chance."""
        if player == CHANCE:
            return self.labels("chance_turn")
        return self.labels("seat_of", name=self.labels.player(player),
                           seat=self.seat_label(player))

    def step_text(self, i: int) -> str:
        """What step i did, in sentences (the events the table shows)."""
        return " ".join(e.describe(self.lang) for e in self._events_shown(i))

    def _show_watch(self) -> None:
        """The caption of the step just shown while watching, the Next button at speed "step",
        and the "since your move" lines."""
        tl, L = self.timeline, self.labels
        caption = ""
        if self.showing_step():
            i = tl.cursor - 1
            caption = (f"<b>{escape(L('watch_step', n=tl.cursor))}</b> · "
                       f"{escape(self.who(self.actor(i)))}: "
                       f"{escape(self.step_text(i))}")
        next_text = None
        if self._stepper is not None:
            mover = self.state.to_move
            next_text = L("watch_next", who=self.who(mover))
        self.watch.show(caption, next_text)
        if next_text is not None:
            self.watch.next.focus()          # Enter or Space takes the next step
        humans = any(seat is None for seat in self.seats)     # bots alone: no "your move"
        self.since.show((tl.ids[tl.end], len(tl.branches), self.lang, humans,
                         self._shown_of_last()),
                        lambda: humans and since_lines(tl, self.human_step, self.WATCH_GROUPS,
                                                       self._events_shown, self.actor) or [],
                        self.who, self._since_text, self._jump, tl.cursor)

    def _shown_of_last(self) -> int:
        """How much of the last step's events the table shows yet (`_events_shown`): all, unless
        the game paces them (Art Society's reveal)."""
        return -1

    def _since_text(self, line) -> str:
        L = self.labels
        text = " ".join(e.describe(self.lang) for _i, e in line.events)
        if line.group == "moves":
            return text
        return f"{L('since_' + line.group)}: {text}"

    def _jump(self, position: int) -> None:
        self.guard(self.seek)(position)

    def _show_lines(self) -> None:
        tl, L = self.timeline, self.labels
        options = [(L("this_line"), None)] + [
            (L("line_of", fork=b.fork, moves=len(b.ids) - 1), i)
            for i, b in enumerate(tl.branches)]
        self._showing_lines = True      # setting the options is not a choice of a line
        try:
            self.bar.show_lines(options)
        finally:
            self._showing_lines = False

    def switch_line(self, i: int) -> None:
        """Return to kept line `i` (Timeline.branches); the line shown is kept in its place."""
        if self._task is not None:
            raise IllegalAction(id=self.labels.id("busy"))
        self.timeline.switch(i)
        self.refresh()

    def _on_line(self, change) -> None:
        if change["new"] is not None and not self._showing_lines:
            self.switch_line(change["new"])

    def button(self, key: str, on_click, **fmt) -> W.Button:
        """A panel button labelled `key`, whose click acts through the guard and refuses to act
        on a position other than the one it was drawn for."""
        version = self.timeline.version
        return make_button(self.labels(key, **fmt), self.guard(lambda: on_click(version)),
                           layout=shared("auto"))      # rebuilt on every move, never hidden

    # -- time travel and bots ---------------------------------------------------------------------
    def seek(self, i: int) -> None:
        """Show position i (the past, or the recorded future); Next waits no longer."""
        if self._task is not None:
            raise IllegalAction(id=self.labels.id("busy"))
        self._stepper = None
        self.timeline.seek(i)
        self.refresh()

    def bots_play(self, until: str | None = None, speed: str | None = None) -> None:
        """Bots (and the stand-in bot for each human seat) play until `until` ("round",
        "passage", "game": keys of `stops`) is reached, one step per `speed` tick. From the same
        position they always play the same moves."""
        until = until or self.bar.until.value
        stop = self.stops[until]

        def step():
            before = self.state
            return self._auto_step(bots_for_all=True) and not stop(before, self.state)
        self._run(step, speed)
        if self.watching():        # at a speed: the bar shows Stop at once
            self.refresh()

    def replay(self, speed: str | None = None) -> None:
        """Step forward through the recorded future, one step per `speed` tick."""
        def step():
            self.timeline.seek(self.timeline.cursor + 1)
            return self.timeline.cursor < self.timeline.end
        self._run(step, speed)
        if self.watching():        # at a speed: the bar shows Stop at once
            self.refresh()

    def load_record(self, record) -> None:
        """Replace the game by a record (dict or JSON text, validated and replayed by the
        engine), shown from its start; replay or jump through it with the bar. The board and
        charts are drawn for this table's players: a record for another number is refused."""
        timeline = Timeline.from_record(type(self.state), record)
        players, theirs = self.state.players, timeline.state.players
        if theirs != players:
            raise RecordError(id="table-record_players", theirs=theirs, seats=players)
        self.stop()
        self.timeline = timeline
        self.refresh()

    def stop(self) -> None:
        if self.watching():
            self._end_watch()
            self.refresh()

    def _end_watch(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None
        self._stepper = None

    def close(self) -> None:
        """Stop the bots and close every widget of the table (board, charts, panel, log, bar):
        the kernel keeps none of them alive."""
        if self.comm is None:          # closed already (ipywidgets calls close on deletion too)
            return
        self._end_watch()
        self.hints.close()
        self.review.close()
        self.labels.unbind_all()
        if self.source is not None:
            self.source.close()
        close_widgets(self)
        if self.freeze_gc:
            gc.unfreeze()

    def _run(self, step: Callable[[], bool], speed: str | None) -> None:
        """Call `step()` (it takes one step and says whether to go on) until it says stop, at
        `speed`: at once, one step per tick (a task in the kernel's event loop, so clicks and
        Stop still come through; without a running loop, as in a script, it sleeps), or one
        per Next click. At the present of the line the others then play on (`_go_on`)."""
        if self.watching():
            raise IllegalAction(id=self.labels.id("busy"))
        speed = speed or self.bar.speed.value
        self._watch_step = step
        if speed == STEP:
            self._stepper = step
            return
        delay = SPEEDS[speed]
        try:
            loop = asyncio.get_running_loop() if delay else None
        except RuntimeError:
            loop = None
        if loop is None:
            try:
                while step():
                    if delay:
                        self.refresh()
                        time.sleep(delay)
                self._go_on()
            finally:
                self.refresh()
            return

        async def run():
            try:
                while True:
                    self.refresh()
                    await asyncio.sleep(delay)
                    if not step():
                        break
                self._task = None
                self._go_on()
            except Exception as e:   # noqa: BLE001 - shown in the output area
                self.guard.handle(e)
            finally:
                if self._task is task:
                    self._task = None
                self.refresh()
        task = self._task = loop.create_task(run())

    # -- wiring -----------------------------------------------------------------------------------
    def _wire(self) -> None:
        g, bar, tl = self.guard, self.bar, lambda: self.timeline
        bar.start.on_click(g(lambda _: self.seek(0)))
        bar.back.on_click(g(lambda _: self.seek(tl().cursor - 1)))
        bar.forward.on_click(g(lambda _: self.seek(tl().cursor + 1)))
        bar.end.on_click(g(lambda _: self.seek(tl().end)))
        self.now_button.on_click(g(lambda _: self.seek(tl().end)))
        bar.replay.on_click(g(lambda _: self.replay()))
        bar.bots_play.on_click(g(lambda _: self.bots_play()))
        bar.stop.on_click(g(lambda _: self.stop()))
        self.watch.next.on_click(g(lambda _: self.next_step()))
        self.watch.skip.on_click(g(lambda _: self.skip()))
        bar.show_record.on_click(g(lambda _: setattr(
            bar.record, "value", json.dumps(self.state.to_record()))))
        bar.load_record.on_click(g(lambda _: self.load_record(bar.record.value)))
        self.lang_switch.observe(g(self._on_lang), "value")
        self._showing_lines = False
        bar.lines.observe(g(self._on_line), "value")
        bar.speed.observe(g(self._on_speed), "value")
        self.key_button.observe(g(self._show_key), "value")

    def _on_speed(self, change) -> None:
        """A new speed while the others play: they go on at it from the step they are at."""
        if self.watching():
            step = self._watch_step
            self._end_watch()
            self._run(step, change["new"])
            self.refresh()

    def _landmarks(self, _lang=None) -> None:
        """The table's parts as landmarks a screen reader jumps to, named in its language: the
        table a region, the time-travel bar a navigation; the game adds its own
        (`_marks_more`). Several tables may share a page: the page names each landmark part
        by its table ("Charts (San Marco)") and numbers a second table of a game ("San Marco,
        table 2"), with these words (`numbered`)."""
        lang = self.lang
        announcer = self.narrator.announcer
        announcer.numbered = {"table": i18n.render("access-table", lang, game="{game}", n="{n}"),
                              "part": i18n.render("access-of_table", lang, part="{part}",
                                                  table="{table}")}
        announcer.marks = {
            ":scope": {"role": "region", "aria-label": i18n.message(self.state.GAME, "title",
                                                                    lang)},
            ".smnb-moves": {"role": "navigation", "aria-label": i18n.render("access-moves",
                                                                            lang)},
            **self._marks_more(lang)}

    def _marks_more(self, lang: str) -> dict:
        return {}

    def _on_lang(self, change) -> None:
        self.labels.set_lang(change["new"])
        self._show_key()
        self.refresh()

    def _show_key(self, _change=None) -> None:
        """The key under the header while its button is down."""
        shown = self.key_button.value
        self.key_box.layout.display = "block" if shown else "none"
        if shown:
            rows = "".join(f'<tr><td style="padding:1px 10px 1px 0;white-space:nowrap">'
                           f'<b>{mark}</b></td><td>{escape(text)}</td></tr>'
                           for mark, text in self._key_rows())
            self.key_box.value = (f'<div class="smnb-key" style="border:1px solid #ccc;'
                                  f'padding:4px 8px;margin:4px 0"><b>'
                                  f'{escape(self.labels("key_title"))}</b>'
                                  f'<table>{rows}</table></div>')
