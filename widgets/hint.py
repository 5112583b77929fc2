"""The Hint button of both game tables: the coach's three best moves for the human to decide,
each with its estimated value and one sentence saying why (issue 25).

    table.hint()            # search now (the budget: 1 s) and show it; returns the Hint
    table.hints.start()     # the button: in the background, with progress and "Finish now"

A hint is `analysis.coach.analyse` of the position shown, for the player to move: the coach's
search (ISMCTS over what that player may see, so a hint never tells a hidden card or a sealed
bid). Each option shows the search's own estimates: the expected margin over the best rival
where its simulations end (San Marco: the end of the passage; Art Society: the end of the
round) and the share of the simulations in which the player won or led, each with its 95%
interval; an option whose margin and win-share intervals both overlap the best one's is said to
be close. Its sentence is built from `state.preview(option)`, what the engine can tell of the
move before it is made: majorities gained or lost, points scored now, tolls, limit points, a
painting's fit and decor, a bid against the rivals' cards (with the search's chance of choosing
first), in the table's language (the catalogs' `hint.ftl`).

In a notebook the search runs in a thread and an asyncio task watches it: the table stays
usable, a progress bar shows the budget passing, "Finish now" (the Stop button) ends the
search early (the options found so far are shown), and a hint for a position the table has
left (a move, time travel) is dropped, never shown. Without an event loop (a script, a test)
`start` waits for the search.
"""
from __future__ import annotations

import asyncio
import threading
import time
from dataclasses import dataclass
from html import escape

import ipywidgets as W
from babel.numbers import format_decimal, format_percent

from ..analysis.coach import Analysis, analyse
from ..core import CHANCE, IllegalAction
from ..i18n import and_list, catalog
from ..i18n.artsociety import genre_name
from ..i18n.sanmarco import cards_text, player_name
from ..sanmarco.board import DISTRICTS
from ..sanmarco.cards import CODES
from .controls import Labels, make_button, shared

__all__ = ["HintPanel", "Hint", "BUDGET_S", "TOP", "explain", "move_text"]

BUDGET_S = 1.0      # seconds a hint searches (the coach's own budget per decision)
TOP = 3             # options shown
POLL_S = 0.1        # how often the progress bar moves
CLAUSES = 3         # at most this many facts in an option's sentence


def say(lang: str, key: str, **args) -> str:
    """The hint catalog's message `hint-<key>` in `lang`."""
    return catalog.render(lang, f"hint-{key}", args)


@dataclass(frozen=True)
class Hint:
    """A hint: the search's analysis of the position at timeline `version` for `player`, and
    its `lines` in `lang` (the title, a note if Stop ended the search early, then per option:
    the move and its value, its sentence)."""
    version: int
    player: int
    analysis: Analysis
    lang: str
    lines: tuple
    stopped: bool = False

    @property
    def options(self) -> tuple:
        """The options shown (at most TOP), best first."""
        return self.analysis.options[:TOP]

    def text(self) -> str:
        return "\n".join(self.lines)


# ---- the sentences ----------------------------------------------------------------------------
def _signed(x: float, lang: str) -> str:
    # a margin that rounds to nothing has no sign ("0.0", not "+0.0" or "-0.0")
    x = round(x, 1) + 0.0
    return format_decimal(x, format="+#,##0.0;-#,##0.0" if x else "0.0", locale=lang)


def _percent(x: float, lang: str) -> str:
    return format_percent(x, locale=lang)


def value_text(option, lang: str, game: str = "sanmarco") -> str:
    """An option's value: margin and win share, each with its interval, where the search's
    simulations end (San Marco: the passage; Art Society: the round)."""
    lo, hi = option.margin_ci
    wlo, whi = option.win_ci
    horizon = "passage" if game == "sanmarco" else "round"
    return say(lang, "value", horizon=horizon, margin=_signed(option.margin, lang),
               lo=_signed(lo, lang), hi=_signed(hi, lang), win=_percent(option.win_share, lang),
               win_lo=_percent(wlo, lang), win_hi=_percent(whi, lang))


def move_text(state, action, lang: str) -> str:
    """A move in words (the notation is `str(action)`)."""
    return _MOVES[state.GAME](state, action, lang)


def explain(state, option, lang: str) -> str:
    """One sentence about `option` (an analysis Option) from what `state.preview` says."""
    clauses = _CLAUSES[state.GAME](state, option, lang)
    clauses = list(dict.fromkeys(c for c in clauses if c))[:CLAUSES]
    if not clauses:
        clauses = [say(lang, "nothing")]
    return say(lang, "sentence", clauses="; ".join(clauses))


def hint_lines(state, analysis, lang: str, stopped: bool = False) -> tuple:
    """The title, a note if Stop ended the search (`stopped`; a budget that ran out is the
    normal end), and per option shown its line ("n. move: value") and its sentence."""
    lines = [say(lang, "title", name=player_name(analysis.player, lang),
                 n=analysis.iterations, seconds=format_decimal(round(analysis.seconds, 1),
                                                               locale=lang))]
    if stopped:
        lines.append(say(lang, "stopped_early"))
    for i, o in enumerate(analysis.options[:TOP], 1):
        close = " " + say(lang, "close") if i > 1 and o.close else ""
        lines.append(say(lang, "option", n=i, move=move_text(state, o.action, lang),
                         value=value_text(o, lang, state.GAME)) + close)
        lines.append(explain(state, o, lang))
    if not analysis.options:
        lines.append(say(lang, "none_yet"))
    return tuple(lines)


# San Marco ---------------------------------------------------------------------------------------
def _sm_move(state, a, lang) -> str:
    from .sanmarco_pieces import action_text           # the table's words for its moves
    if a.verb == "split":            # the offers as the engine letters them (A first)
        offers = sorted((c.data["offer"], c.data["cards"]) for c in state.preview(a)
                        if c.kind == "offer" and c.data["offer"] >= 0)
        return say(lang, "sm-move-split", offers=" | ".join(cards_text(o, lang)
                                                             for _, o in offers))
    if a.verb in ("offer", "take"):
        return say(lang, f"sm-move-{a.verb}", cards=_cards(a.cards, lang))
    return action_text(a, Labels("sanmarco", "sm-table", lang),
                       doge_placed=state.doge is not None)


def _cards(kinds, lang) -> str:
    return cards_text([CODES[k] for k in kinds], lang)


def _sm_clauses(state, option, lang) -> list:
    p, out, paid, limits = state.to_move, [], 0, []
    name = lambda q: player_name(q, lang)          # noqa: E731
    for c in state.preview(option.action):
        k, d, q = c.kind, c.data, c.player
        if k == "score":
            out.append(say(lang, "sm-score_you", pp=d["pp"], district=DISTRICTS[d["district"]])
                       if q == p else say(lang, "sm-score", name=name(q), pp=d["pp"],
                                          district=DISTRICTS[d["district"]]))
        elif k == "majority" and q == p and d["place_before"] != d["place_after"]:
            key = "sm-majority_lost" if d["pp_after"] < d["pp_before"] else "sm-majority"
            out.append(say(lang, key, place=d["place_after"], before=d["pp_before"],
                           after=d["pp_after"], district=DISTRICTS[d["district"]]))
        elif k == "majority" and q != p and d["place_before"] == "first" != d["place_after"]:
            out.append(say(lang, "sm-rival_loses", name=name(q),
                           district=DISTRICTS[d["district"]]))
        elif k == "crossing" and q == p:
            paid += d["pp"]
        elif k == "out" and q == p:
            out.insert(0, say(lang, "sm-out", limit=d["limit"]))
        elif k == "limit" and q == p:
            out.append(say(lang, "sm-limit", before=d["before"], after=d["after"]))
        elif k == "may_lose" and d["most"]:
            out.append(say(lang, "sm-may_lose", name=name(q), most=d["most"],
                           district=DISTRICTS[d["district"]]))
        elif k == "removed":
            out.append(say(lang, "sm-removed", name=name(q), n=d["n"],
                           district=DISTRICTS[d["district"]]))
        elif k == "offer" and d["offer"] >= 0:
            limits.append((d["offer"], str(d["limit"])))
            if d["out"]:
                out.append(say(lang, "sm-offer_out", cards=cards_text(d["cards"], lang),
                               names=and_list([player_name(r, lang) for r in d["out"]], lang)))
        elif k == "gets" and q != p:
            out.append(say(lang, "sm-gets", name=name(q), cards=cards_text(d["cards"], lang)))
        elif k == "bridge" and q == p:
            out.append(say(lang, "sm-bridge", a=DISTRICTS[d["a"]], b=DISTRICTS[d["b"]],
                           n=d["own"]))
    if paid:
        out.insert(0, say(lang, "sm-toll", pp=paid))
    if limits:
        out.insert(0, say(lang, "sm-split_limits", totals=" | ".join(x for _, x in sorted(limits))))
    return out


# Art Society -------------------------------------------------------------------------------------
def _as_move(state, a, lang) -> str:
    v = a.verb
    if v in ("hang", "from-assistant", "decor"):
        return say(lang, f"as-move-{v}", row=a.row + 1, col=a.col + 1)
    if v == "pick":
        return say(lang, "as-move-pick", value=a.n, w=a.w, h=a.h)
    if v in ("bid", "take", "swap"):
        return say(lang, f"as-move-{v}", n=a.n)
    return say(lang, f"as-move-{v}")


def _as_clauses(state, option, lang) -> list:
    p, out = state.to_move, []
    for c in state.preview(option.action):
        k, d, q = c.kind, c.data, c.player
        if k == "painting":
            out.append(say(lang, "as-painting", genre=genre_name(d["genre"], lang),
                           value=d["value"], w=d["w"], h=d["h"]))
        elif k == "fits":
            out.append(say(lang, "as-fits", cells=d["cells"], clean=d["clean"],
                           shields=d["best_decor"]))
        elif k == "fits_nowhere" and not d.get("assistant"):
            out.append(say(lang, "as-fits_nowhere"))
        elif k == "excess":
            out.append(say(lang, "as-excess", count=d["count"]))
        elif k == "decor" and d["shields"]:
            out.append(say(lang, "as-decor", shields=d["shields"]))
        elif k == "faux_pas":
            out.append(say(lang, "as-faux_pas", genre=genre_name(d["genre"], lang),
                           n=d["touching"]))
        elif k == "eye_line" and d.get("leading"):
            out.append(say(lang, "as-eye_line", genre=genre_name(d["genre"], lang)))
        elif k == "corners" and d["covered"]:
            out.append(say(lang, "as-corners", n=d["covered"]))
        elif k == "points" and q == p:
            out.append(say(lang, "as-points", before=d["before"], after=d["after"]))
        elif k == "museum":
            out.append(say(lang, "as-museum", genre=genre_name(d["genre"], lang),
                           before=d["before"], after=d["after"]))
        elif k == "room" and q == p:
            out.append(say(lang, "as-room", cells=d["cells"]))
        elif k == "rival":
            out.append(say(lang, "as-rival", name=player_name(q, lang), higher=d["higher"]))
        elif k == "to_assistant":
            out.append(say(lang, "as-to_assistant"))
    if option.action.verb == "bid":
        out.insert(0, say(lang, "as-first", share=_percent(option.first, lang)))
    return out


_MOVES = {"sanmarco": _sm_move, "artsociety": _as_move}
_CLAUSES = {"sanmarco": _sm_clauses, "artsociety": _as_clauses}


# ---- the panel --------------------------------------------------------------------------------
class _Job:
    """One search in a thread: for the position at `version`, until `budget_s` or `stop`."""

    def __init__(self, state, version: int, budget_s: float, settings: dict):
        self.state, self.version, self.budget_s = state, version, budget_s
        self.settings = settings
        self.stop = threading.Event()
        self.result, self.error, self.dropped = None, None, False
        self.started = time.perf_counter()

    def run(self) -> None:
        try:
            self.result = analyse(self.state, budget_s=self.budget_s, stop=self.stop,
                                  **self.settings)
        except Exception as e:   # noqa: BLE001 - shown in the table's output area
            self.error = e


class HintPanel:
    """The Hint button, Stop, a progress bar and the hint shown, for `table` (a GameTable).
    `box` goes into the table's layout; the table calls `refresh()` after every redraw."""

    def __init__(self, table, budget_s: float = BUDGET_S):
        self.table, self.budget_s = table, budget_s
        self.button = make_button("", table.guard(self.start))
        self.stop_button = make_button("", table.guard(self.stop))
        self.progress = W.FloatProgress(value=0.0, min=0.0, max=1.0,
                                        layout=W.Layout(width="8em", visibility="hidden"))
        self.output = W.HTML(layout=W.Layout(width="100%"))
        self.output.add_class("smnb-hint")
        self.box = W.VBox([W.HBox([self.button, self.stop_button, self.progress],
                                  layout=shared("wrap")), self.output],
                          layout=W.Layout(width="100%"))
        self.box.add_class("smnb-hint-panel")
        self.job: _Job | None = None
        self.shown: Hint | None = None
        self._task = None
        table.labels.on_change(lambda _lang: self._relabel())
        self._relabel()

    @property
    def running(self) -> bool:
        return self.job is not None

    def _relabel(self) -> None:
        lang = self.table.lang
        self.button.description = say(lang, "button")
        self.button.tooltip = say(lang, "button_tip")
        self.stop_button.description = say(lang, "stop")
        if self.shown is not None:
            self._show(self.shown.analysis, self.shown.version, self.shown.stopped)

    def _decision(self):
        """The position shown, if a human decides there (else a refusal saying so)."""
        table = self.table
        state = table.state
        if not table.waiting_for_human(state) or state.to_move == CHANCE:
            raise IllegalAction(id="hint-no_decision")
        return state

    def start(self, budget_s: float | None = None, **settings) -> None:
        """Search the position shown in the background (the Hint button); `settings` go to
        `analyse` (iterations, steps, seed, ...)."""
        if self.running:
            raise IllegalAction(id="hint-busy")
        state = self._decision()
        # a copy: the thread must not read a position the table changes under it
        job = _Job(state.clone(), self.table.timeline.version, budget_s or self.budget_s,
                   settings)
        self.job, self.shown = job, None
        self.output.value = escape(say(self.table.lang, "thinking"))
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        self.refresh()
        if loop is None:                 # a script or a test: wait for it
            job.run()
            self._finish(job)
            return
        threading.Thread(target=job.run, daemon=True, name="smnb-hint").start()
        self._task = loop.create_task(self._watch(job))

    async def _watch(self, job: _Job) -> None:
        while job.result is None and job.error is None:
            self.progress.value = min(1.0, (time.perf_counter() - job.started) / job.budget_s)
            await asyncio.sleep(POLL_S)
        self._finish(job)

    def _finish(self, job: _Job) -> None:
        if self.job is job:
            self.job, self._task = None, None
        if job.dropped or job.version != self.table.timeline.version:
            self.output.value = ""                    # the table moved on: never shown
        elif job.error is not None:
            self.output.value = ""
            self.table.guard.handle(job.error)
        else:
            self._show(job.result, job.version, job.stop.is_set())
        self.refresh()

    def _show(self, analysis, version: int, stopped: bool = False) -> Hint:
        lang = self.table.lang
        hint = Hint(version, analysis.player, analysis, lang,
                    hint_lines(self.table.state, analysis, lang, stopped), stopped)
        self.shown = hint
        n = 2 * len(hint.options)
        title, notes = hint.lines[0], hint.lines[1:len(hint.lines) - n]
        pairs = hint.lines[len(hint.lines) - n:]
        items = "".join(f"<li>{escape(head)}<br><small>{escape(why)}</small></li>"
                        for head, why in zip(pairs[::2], pairs[1::2]))
        notes = "".join(f"<br>{escape(x)}" for x in notes)
        self.output.value = (f"<div class='smnb-hint-body'><b>{escape(title)}</b>{notes}"
                             f"<ol style='list-style: none; padding-left: 0.5em'>{items}"
                             "</ol></div>")          # the lines number the options
        return hint

    def stop(self) -> None:
        """Stop the search: the options found so far are shown."""
        if self.job is not None:
            self.job.stop.set()

    def compute(self, budget_s: float | None = None, **settings) -> Hint:
        """Search the position shown now (up to the budget) and show the hint: `table.hint()`.
        `settings` go to `analyse` (iterations, steps, seed, ...)."""
        if self.running:
            raise IllegalAction(id="hint-busy")
        state = self._decision()
        version = self.table.timeline.version
        if budget_s is None and not ({"iterations", "steps"} & set(settings)):
            budget_s = self.budget_s
        hint = self._show(analyse(state, budget_s=budget_s, **settings), version)
        self.refresh()
        return hint

    def refresh(self) -> None:
        """After the table redrew: a search or a hint for another position is dropped; the
        button is live where a human decides."""
        tl = self.table.timeline
        job = self.job
        if job is not None and job.version != tl.version:
            job.dropped = True
            job.stop.set()
        if self.shown is not None and self.shown.version != tl.version:
            self.shown = None
            self.output.value = ""
        state = self.table.state
        decides = self.table.waiting_for_human(state) and state.to_move != CHANCE
        self.button.disabled = self.running or not decides
        self.stop_button.disabled = not self.running
        self.progress.layout.visibility = "visible" if self.running else "hidden"
        if not self.running:
            self.progress.value = 0.0

    def close(self) -> None:
        if self.job is not None:
            self.job.dropped = True
            self.job.stop.set()
        if self._task is not None:
            self._task.cancel()
