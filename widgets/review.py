"""The Review at both game tables (issue 34): each decision of a seat graded against the coach's
best, a chart of the seat's win chance over the game, and "learn from your mistakes".

    table.review.start(seat=0, iterations=None)   # the Review button (the human's seat)
    table.review.learn()                          # "Learn from your mistakes"

The grades are `analysis.review`'s (Lichess's bands of win chance for the least loss the
numbers support, no grade where the intervals overlap the best, a grade worse than good only
after a search with four times the simulations); the retries
`analysis.retrospect`'s. The review runs in a thread and an asyncio task watches it, as the
Hint does: the table stays usable, a bar and the time left show the progress, Cancel ends it.
It needs a finished game or a loaded record. Each point of the chart is a decision; a click on
it shows the table just after that move (the past banner names it). "Learn from your mistakes"
shows the table at each decision graded inaccuracy, mistake or blunder; a move made there is
not played but judged (the table's `act` asks `intercept`), and a move the review's search did
not try is searched anew first.

In a classroom room the teacher may lock hints and the review (the room's view lists
`locks`): the Hint and Review buttons are then off, with the reason. A class rule for an
exam, not a security boundary: a kernel can always import the coach.
"""
from __future__ import annotations

import asyncio
import threading
import time
from html import escape

import bqplot as bq
import ipywidgets as W

from ..analysis.retrospect import LEARN, Retrospect, check
from ..analysis.review import decisions, graded
from ..core import IllegalAction
from ..i18n import catalog, player_name
from .controls import close_widgets, make_button, shared
from .hint import move_text

__all__ = ["ReviewPanel", "locked", "GRADE_COLOURS"]

POLL_S = 0.2
# Okabe-Ito: the grade of a point, and grey where the numbers cannot tell it from the best
GRADE_COLOURS = {"best": "#009E73", "good": "#56B4E9", None: "#999999",
                 "inaccuracy": "#E69F00", "mistake": "#D55E00", "blunder": "#000000"}


def say(lang: str, key: str, **args) -> str:
    """The review catalog's message `review-<key>` in `lang`."""
    return catalog.render(lang, f"review-{key}", args)


def _change(lang: str, what: str, loss: float) -> str:
    """The move played against the coach's choice, in "win" chance (percentage points) or
    "points", worded by its direction: a negative loss is more, not "-2 less" (the grade may
    rest on the other number; a settled game's win chance can favour the move played)."""
    direction = "less" if loss > 0 else "more" if loss < 0 else "same"
    return say(lang, what, dir=direction, n=abs(loss))


def locked(table, what: str) -> str | None:
    """The reason `what` ("hint" or "review") is off at `table`, if its room's teacher locked
    it (None elsewhere)."""
    view = getattr(table.source, "view", None) or {}
    return say(table.lang, f"locked_{what}") if what in view.get("locks", ()) else None


class _Work:
    """`fn(work)` in a thread (or at once without an event loop), watched by a task that calls
    `tick()` every POLL_S and `finish(work)` at the end; `stop` cancels it."""

    def __init__(self, fn, tick, finish):
        self.fn, self.tick, self.finish = fn, tick, finish
        self.stop = threading.Event()
        self.result, self.error, self.over = None, None, False
        self.done: list = []
        self.started = time.perf_counter()
        self.task = None

    def run(self) -> None:
        try:
            self.result = self.fn(self)
        except Exception as e:   # noqa: BLE001 - shown in the table's output area
            self.error = e
        finally:
            self.over = True

    def launch(self) -> None:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        if loop is None:                  # a script or a test: wait for it
            self.run()
            self.finish(self)
            return
        threading.Thread(target=self.run, daemon=True, name="smnb-review").start()
        self.task = loop.create_task(self._watch())

    async def _watch(self) -> None:
        while not self.over:
            self.tick()
            await asyncio.sleep(POLL_S)
        self.finish(self)


class ReviewPanel:
    """Review, its seat, Cancel, a progress bar with the time left, then the chart, the list of
    mistakes and "learn from your mistakes", for `table` (a GameTable). It puts its box under
    the Hint's; the table calls `refresh()` after every redraw and `intercept(actions)` before
    a human move."""

    def __init__(self, table, iterations: int | None = None):
        self.table, self.iterations = table, iterations
        self.first_timeline = table.timeline
        self.button = make_button("", table.guard(lambda: self.start()))
        # its label and list on one line (.smnb-one-line: the table's rows wrap, and at 14em
        # the list fell under its label, out of its box: the seat chosen was not seen)
        self.seat = W.Dropdown(layout=W.Layout(width="auto", max_width="100%"),
                               style={"description_width": "initial"})
        self.seat.add_class("smnb-one-line")
        self.cancel_button = make_button("", table.guard(self.cancel),
                                         layout=W.Layout(width="auto", display="none"))
        self.progress = W.IntProgress(value=0, min=0, max=1,
                                      layout=W.Layout(width="8em", display="none"))
        self.status = W.HTML()
        self.note = W.HTML()                  # why Hint and Review are off, if they are
        self.x, self.y = bq.LinearScale(), bq.LinearScale(min=0.0, max=1.0)
        self.line = bq.Lines(x=[], y=[], scales={"x": self.x, "y": self.y}, colors=["#0072B2"])
        self.fair = bq.Lines(x=[], y=[], scales={"x": self.x, "y": self.y},
                             colors=["#999999"], line_style="dashed")
        self.points = bq.Scatter(x=[], y=[], scales={"x": self.x, "y": self.y}, colors=["#999"],
                                 default_size=64, stroke="white",
                                 interactions={"click": "select"})
        self.points.on_element_click(table.guard(
            lambda _m, c: self.jump(c["data"]["index"])))
        # few ticks: at a phone's width the moves' numbers ran into each other (100120140...)
        self.x_axis = bq.Axis(scale=self.x, tick_format="d", num_ticks=5)
        self.y_axis = bq.Axis(scale=self.y, orientation="vertical", tick_format=".0%")
        self.chart = bq.Figure(marks=[self.fair, self.line, self.points],
                               axes=[self.x_axis, self.y_axis], display_toolbar=False,
                               fig_margin={"top": 10, "bottom": 40, "left": 50, "right": 10},
                               layout=W.Layout(width="100%", max_width="640px", height="260px"))
        self.chart.add_class("smnb-review-chart")
        # the chart's title above it in HTML, which wraps (bqplot's cut it at the panel's
        # width: "Win chance of Player 1 after each deci…")
        self.caption = W.HTML(layout=W.Layout(width="100%", max_width="640px"))
        self.caption.add_class("smnb-review-caption")
        self.legend = W.HTML()
        self.picked = W.HTML()                # the decision of the point clicked
        self.picked.add_class("smnb-review-picked")
        # the mistakes, each a button to the table after it (the chart's click, by keyboard)
        self.mistakes = W.VBox(layout=W.Layout(width="100%"))
        self.mistakes.add_class("smnb-review-mistakes")
        # layouts of their own: these come and go, and make_button's is shared by every button
        self.learn_button, self.answer_button, self.next_button = (
            make_button("", table.guard(fn), layout=W.Layout(width="auto"))
            for fn in (self.learn, self.show_answer, self.next))
        self.learn_text = W.HTML()
        self.learn_box = W.VBox([self.learn_text, W.HBox([self.answer_button, self.next_button],
                                                         layout=shared("wrap"))],
                                layout=W.Layout(display="none"))
        self.learn_box.add_class("smnb-learn")
        # the chart joins the box with the first review (a hidden figure draws negative sizes)
        self.results = W.VBox([self.legend, self.picked, self.mistakes, self.learn_button,
                               self.learn_box], layout=W.Layout(width="100%"))
        self.box = W.VBox([W.HBox([self.button, self.seat, self.cancel_button, self.progress],
                                  layout=shared("wrap")), self.status, self.note, self.results],
                          layout=W.Layout(width="100%"))
        self.box.add_class("smnb-review-panel")
        self.work: _Work | None = None
        self.reviewed: list = []          # (row, analysis) per decision, in order
        self.pick: int | None = None        # the decision of the point clicked, its index
        self.record_moves: list | None = None   # the moves of the line reviewed
        self.retro: Retrospect | None = None
        self.checking: _Work | None = None
        self.said = ("", {})                # the status message shown, for a new language
        self.tried = None                   # the learner's last try at the mistake shown
        table.hints.box.children += (self.box,)
        table.labels.on_change(lambda _lang: self._relabel())
        self._relabel()

    # -- reading ------------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self.table.lang

    @property
    def running(self) -> bool:
        return self.work is not None

    def _root(self) -> int:
        """The moves before the timeline's first position (a table may start in mid-game)."""
        return len(self.table.timeline.states[0].history)

    def _line(self):
        return self.table.timeline.states[-1]

    def available(self) -> bool:
        """A finished game, or a record loaded into the table."""
        loaded = self.table.source is None and self.table.timeline is not self.first_timeline
        return self._line().is_terminal() or loaded

    def _say(self, key: str = "", **args) -> None:
        """Show message `key` (kept for a new language; a `seat` argument is named in it)."""
        self.said = (key, args)
        if "seat" in args:
            args = dict(args, name=player_name(args["seat"], self.lang))
        self.status.value = escape(say(self.lang, key, **args)) if key else ""

    # -- the review ---------------------------------------------------------------------------
    def start(self, seat: int | None = None, iterations: int | None = None,
              seed: int = 0) -> None:
        """Grade each decision of `seat` (the dropdown's, by default the human's) in the
        background; `iterations` per decision (the panel's, else the coach's 1 s of CPU)."""
        if self.running:
            raise IllegalAction(id="review-busy")
        if locked(self.table, "review"):
            raise IllegalAction(id="review-locked_review")
        if not self.available():
            raise IllegalAction(id="review-no_game")
        seat = self.seat.value if seat is None else seat
        self.seat.value = seat
        record = self._line().to_record()
        root = self._root()
        todo = [d for d in decisions(record, seat) if d[0] > root]
        if not todo:
            self._say("no_decisions", seat=seat)
            return
        iterations = iterations or self.iterations

        def grade_all(work):
            for ply, state, played in todo:
                if work.stop.is_set():
                    return None
                row, found = graded(ply, state, played, iterations=iterations, seed=seed,
                                    stop=work.stop)
                if row is not None:              # a search cut short grades nothing
                    work.done.append((row, found))
            return work.done
        self.reviewed, self.retro, self.record_moves = [], None, record["moves"]
        self.pick = None
        self.progress.max, self.progress.value = len(todo), 0
        self._say("starting", total=len(todo))
        self.work = _Work(grade_all, self._tick, self._finish)
        self._show()
        self.refresh()
        self.work.launch()

    def _tick(self) -> None:
        work = self.work
        if work is None:
            return
        n, total = len(work.done), self.progress.max
        self.progress.value = n
        if n:
            left = (time.perf_counter() - work.started) / n * (total - n)
            self._say("progress", done=n, total=total, left=int(left + 0.5))

    def _finish(self, work: _Work) -> None:
        if self.work is not work:
            return
        self.work = None
        if work.error is not None:
            self._say()
            self.table.guard.handle(work.error)
        elif work.stop.is_set():
            self._say("cancelled")
        elif self._line().to_record()["moves"] != self.record_moves:
            self._say()                  # the table moved on to another game: not shown
        else:
            self.reviewed = list(work.result)
            self._say("title", seat=self.seat.value,
                      count=len(self.reviewed),
                      worse=sum(r["grade"] in LEARN for r, _ in self.reviewed))
        self._show()
        self.refresh()

    def cancel(self) -> None:
        """Cancel the review (nothing of it is shown)."""
        if self.work is not None:
            self.work.stop.set()

    def _show(self) -> None:
        """The chart, its legend and the list of mistakes of the review done (or none)."""
        rows = [r for r, _ in self.reviewed]
        lang = self.lang
        shown = (self.caption, self.chart) if rows else ()
        if self.results.children[:len(shown)] != shown:
            self.results.children = shown + self.results.children[-5:]
        title = say(lang, "chart_title", name=player_name(rows[0]["seat"], lang)) if rows else ""
        self.caption.value = f"<b>{escape(title)}</b>" if title else ""
        learn = any(r["grade"] in LEARN for r in rows)
        self.learn_button.layout.display = None if learn else "none"
        old = self.mistakes.children
        self.mistakes.children = ()
        for w in old:
            close_widgets(w)
        if not rows:
            self.legend.value = self.picked.value = ""
            return
        if self.pick is not None:       # in the table's language of now
            self.picked.value = f"<b>{escape(self._item(rows[self.pick]))}</b>"
        xs, ys = [r["ply"] for r in rows], [r["win"] for r in rows]
        with self.chart.hold_sync():
            self.line.x, self.line.y = xs, ys
            self.points.x, self.points.y = xs, ys
            self.points.colors = [GRADE_COLOURS[r["grade"]] for r in rows]
            fair = 1 / self._line().players
            self.fair.x, self.fair.y = [xs[0], xs[-1]], [fair, fair]
            self.x_axis.label = say(lang, "axis_move")
            self.y_axis.label = say(lang, "axis_win")
        self.legend.value = " ".join(
            f'<span style="color:{c}">\u25cf</span> {escape(self._grade(g))}'
            for g, c in GRADE_COLOURS.items()) + (
            f' · <span style="color:#999">- -</span> {escape(say(lang, "fair"))}')
        guard = self.table.guard
        self.mistakes.children = [
            make_button(self._item(r), guard(lambda i=i: self.jump(i)), layout=shared("auto"))
            for i, r in enumerate(rows) if r["grade"] in LEARN] or [W.HTML(say(lang, "none"))]

    def _grade(self, grade) -> str:
        return say(self.lang, "grade", grade=grade or "none")

    def _words(self, ply: int, move: str) -> str:
        state = self.table.timeline.states[ply - 1 - self._root()]
        return move_text(state, state.parse(move), self.lang)

    def _item(self, row: dict) -> str:
        lang, ply = self.lang, row["ply"]
        move = self._words(ply, row["move"])
        if row["move"] == row["best"]:
            return say(lang, "item_best", ply=ply, move=move)
        # ungraded: the numbers framed as what they are, a difference the simulations cannot
        # tell from none (a bare "14 percentage points less" read as a loss beside "not graded")
        return say(lang, "item" if row["grade"] else "item_close", ply=ply,
                   grade=self._grade(row["grade"]), move=move,
                   best=self._words(ply, row["best"]),
                   win=_change(lang, "win", round(100 * row["loss"])),
                   points=_change(lang, "points", round(row["points_loss"], 1)))

    def jump(self, index: int) -> None:
        """Show the table just after decision `index` of the chart (the past banner names it),
        and that decision under the chart."""
        row, self.pick = self.reviewed[index][0], index
        self.table.seek(row["ply"] - self._root())
        self.picked.value = f"<b>{escape(self._item(row))}</b>"

    # -- learn from your mistakes ------------------------------------------------------------
    def learn(self) -> None:
        """Start "learn from your mistakes" at the first mistake of the review."""
        self.retro = Retrospect(self.reviewed)
        self._at_mistake()

    def _at_mistake(self) -> None:
        """The table at the current mistake's position (before the move), or the end."""
        retro, self.tried = self.retro, None
        if retro.current is not None:
            self.table.seek(retro.current[0]["ply"] - 1 - self._root())
        self._show_learn()
        self.refresh()

    def intercept(self, actions: list) -> bool:
        """A move made at the table while it shows the mistake being retried: judged (not
        played); True if so. Any other move: False (the table plays it)."""
        retro = self.retro
        if retro is None or retro.current is None:
            return False
        row = retro.current[0]
        if self.table.timeline.cursor != row["ply"] - 1 - self._root():
            return False
        if self.checking is not None:         # still checking the last try: not played either
            return True
        action = actions[0]              # the decision reviewed: the first action of a list
        self.tried = action
        if retro.attempt(action) == "unknown":
            state = self.table.state.clone()
            iterations, seed = self.iterations, row["ply"] - 1
            self.checking = _Work(lambda work: check(state, action, iterations, seed,
                                                     work.stop), lambda: None, self._checked)
            self._show_learn()
            self.checking.launch()
            return True
        self._show_learn()
        return True

    def _checked(self, work: _Work) -> None:
        self.checking = None
        if work.stop.is_set():                # the table closed
            return
        if work.error is not None:
            self.table.guard.handle(work.error)
        elif self.retro is not None and self.retro.current is not None:
            self.retro.judge(*work.result)
        self._show_learn()

    def show_answer(self) -> None:
        self.retro.show_answer()
        self._show_learn()

    def next(self) -> None:
        self.retro.next()
        self._at_mistake()

    def _show_learn(self) -> None:
        retro, lang = self.retro, self.lang
        self.learn_box.layout.display = "none" if retro is None else "flex"
        if retro is None:
            return
        if retro.current is None:
            text = say(lang, "learn_done", solved=retro.solved, total=len(retro.mistakes))
        else:
            row, found = retro.current
            text = say(lang, "learn_prompt", ply=row["ply"], grade=self._grade(row["grade"]),
                       move=self._words(row["ply"], row["move"]))
            tried = self.tried
            if self.checking is not None:
                text += " " + say(lang, "learn_checking")
            elif retro.status in ("solved", "retry") and tried is not None:
                text += " " + say(lang, "learn_" + retro.status,
                                  move=move_text(self.table.state, tried, lang))
            elif retro.status == "shown":
                text += " " + say(lang, "learn_shown",
                                  best=self._words(row["ply"], str(found.options[0].action)))
        self.learn_text.value = escape(text)
        self.answer_button.layout.display = "none" if retro.current is None else None
        self.next_button.layout.display = "none" if retro.current is None else None

    # -- drawing ------------------------------------------------------------------------------
    def _relabel(self) -> None:
        lang = self.lang
        self.button.description = say(lang, "button")
        self.button.tooltip = say(lang, "button_tip")
        self.cancel_button.description = say(lang, "cancel")
        self.learn_button.description = say(lang, "learn")
        self.answer_button.description = say(lang, "show_answer")
        self.next_button.description = say(lang, "next")
        value = self.seat.value
        self.seat.options = [(player_name(p, lang), p) for p in range(len(self.table.seats))]
        self.seat.value = value if value is not None else next(
            (p for p in range(len(self.table.seats)) if self.table.is_human(p)), 0)
        self.seat.description = say(lang, "seat")
        if self.said[0]:
            self._say(self.said[0], **self.said[1])
        self._show()
        self._show_learn()

    def refresh(self) -> None:
        """After the table redrew: Review live once the game is over (or a record is loaded)
        and the room allows it; Hint and Review off with the reason where the room locks
        them."""
        no_hint, no_review = locked(self.table, "hint"), locked(self.table, "review")
        if no_hint:
            self.table.hints.button.disabled = True
            self.table.hints.button.tooltip = no_hint
        self.button.disabled = self.running or bool(no_review) or not self.available()
        self.button.tooltip = no_review or say(self.lang, "button_tip")
        self.note.value = "<br>".join(escape(r) for r in (no_hint, no_review) if r)
        self.cancel_button.layout.display = None if self.running else "none"
        self.progress.layout.display = None if self.running else "none"

    def close(self) -> None:
        for work in (self.work, self.checking):
            if work is not None:
                work.stop.set()
                if work.task is not None:
                    work.task.cancel()
        # shown only after a review: the table's tree may miss them
        close_widgets(self.chart)
        close_widgets(self.caption)
