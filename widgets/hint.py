"""The Hint button of both game tables: up to three of the coach's best moves for the human to
decide, each with its estimated value and one sentence saying why (issues 25, 34).

    table.hint()            # search now (the budget: 1 s) and show it; returns the Hint
    table.hints.start()     # the button: in the background, with progress and a Stop button

A hint is `analysis.coach.analyse` of the position shown, for the player to move: the coach's
search (ISMCTS over what that player may see, so a hint never tells a hidden card or a sealed
bid). Each option shows the search's own estimates: the expected margin over the best rival
by the end of the game (where its simulations end earlier, San Marco's passage and Art
Society's round, as the game's fitted evaluation expects it from there) and the share of the
simulations in which the player won (or the fitted chance to win), each with its 95%
interval (where the fitted evaluation valued the simulations' ends, the margin's carries
that model's own error: `analysis.coach._options`). None is shown on fewer than MIN_SHOWN
simulations; they are shown in the order of their margin, and those whose margin and
win-share intervals both overlap the first's are grouped, unnumbered, under a heading that
says so (`ranks`: the hint never ranks what its numbers cannot tell apart).
Its sentence says, in the table's language (the catalogs' `hint.ftl`):
- what it brings by the end of the game, by the game's own scoring (`outlook`, `versus`): the
  parts of the player's own final points (San Marco: each district's majorities, the passage
  bonuses, the Doge's crossings, tolls received; Art Society: each genre, decor, the eye line,
  a full wall, corners, excess), read from the simulations that reached the end of the game,
  (every one of the option's simulations), where they sum to the player's mean final points
  exactly, so that two options' parts differ by as much as their points do. Where the
  simulations stop earlier (the coach's horizon; their values then come from the fitted
  evaluation, which expects a margin, not points by part),
  no parts are guessed for the rest of the game: the difference is that of the standing where
  they stop, and says so ("by the end of the passage"). A part is named as making the
  difference only where it is larger than its 95% interval;
- the next player's most likely reply (`reply`), the most frequent first choice of another
  player in the search's tree below the option, where that player's move is seen by all;
- then what `state.preview(option)` says of the move before it is made: majorities gained or
  lost, points now, tolls, limit points, a painting's fit and decor, a bid against the rivals'
  cards (with the search's chance of choosing first). Where the preview guesses the same
  player's next move differently (San Marco's split: the greedy choosers), the search's reply
  stands and the guess is left out.

In a notebook the search runs in a thread and an asyncio task watches it: the table stays
usable, a progress bar shows the budget passing, "Stop searching" (shown only while a search
runs, so that it never reads as "finish the game") ends the search early (the options found
so far are shown), and a hint for a position the table has left (a move, time travel) is
dropped, never shown. Without an event loop (a script, a test)
`start` waits for the search.
"""
from __future__ import annotations

import asyncio
import math
import random
import threading
import time
from dataclasses import dataclass
from html import escape

import ipywidgets as W
from babel.numbers import format_decimal, format_percent

from ..analysis.coach import HINT_S as BUDGET_S, MIN_SHOWN, Analysis, analyse, hint_budget, \
    ranks, shown
from ..bots.coach import settings_of
from ..core import CHANCE, IllegalAction, chance_action
from ..games import adapter
from ..i18n import and_list, catalog, player_name
from ..i18n.preview import preview_notes
from .controls import make_button, shared

__all__ = ["HintPanel", "Hint", "explain", "move_text"]

POLL_S = 0.1        # how often the progress bar moves
CLAUSES = 4         # at most this many facts in an option's sentence
MIN_FINALS = 10     # an option's final points by part: from at least so many simulations
MIN_REPLY = 5       # a reply is named where the search's tree chose it at least so often
DRAWS = 8           # random continuations between an option and its reply, each to allow it
PARTS = 2           # at most so many parts of the scoring named in a clause
RIVAL = 0.5         # own points and margin moving apart by at least so much: the rivals named
Z95 = 1.96
REST = 0.5          # the parts named leave this share of the change or more unexplained: the
                    # rest is said (a gain named beside a larger loss would read as the change)


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
        """The options shown (`shown`)."""
        return shown(self.analysis)

    def text(self) -> str:
        return "\n".join(self.lines)


# ---- the sentences ----------------------------------------------------------------------------
def _signed(x: float, lang: str) -> str:
    # a margin that rounds to nothing has no sign ("0.0", not "+0.0" or "−0.0"); the catalogs
    # write the minus sign of running text
    x = round(x, 1) + 0.0
    return ("+" if x > 0 else "") + catalog.render(lang, "tenths", {"n": x})


def _change(total: float, lang: str) -> dict:
    # "2.0 points fewer" rather than "−2.0 of your own points": the amount and its direction
    return {"total": catalog.render(lang, "tenths", {"n": round(abs(total), 1)}),
            "change": "more" if total > 0 else "fewer"}


def percent(x: float, lang: str) -> str:
    return format_percent(x, locale=lang)


def value_text(option, lang: str, game: str, horizon: str = "") -> str:
    """An option's value: margin and win share, each with its interval, where the search's
    simulations end (`horizon`, by default the coach's for `game`: San Marco's passage, Art
    Society's round; "game" where those showed nothing)."""
    lo, hi = (_signed(x, lang) for x in option.margin_ci)
    wlo, whi = (percent(x, lang) for x in option.win_ci)
    horizon = horizon or settings_of(game)["until"]
    # an interval whose ends read alike ("+15.0 to +15.0": every simulation ended the same)
    # is left out rather than shown as a range
    return say(lang, "value", horizon=horizon, margin=_signed(option.margin, lang),
               lo=lo, hi=hi, spread="none" if lo == hi else "some",
               win=percent(option.win_share, lang), win_lo=wlo, win_hi=whi,
               win_spread="none" if wlo == whi else "some")


def move_text(state, action, lang: str) -> str:
    """A move in words (the notation is `str(action)`)."""
    return _words(state.GAME).move(state, action, lang)


def explain(state, option, lang: str, first=None, horizon: str = "", same: int = 0) -> str:
    """One sentence about `option` (an analysis Option): for the first, what it brings by the
    end of the game (`outlook`); for one after `first`, what it changes against the first
    (`versus`); the next player's most likely reply (`reply`); what `state.preview` says.
    `same`: so many options above would have been given the same sentence: it says that
    nothing measured tells it from them (never the same sentence for two options)."""
    game = state.GAME
    lead = (outlook(option, lang, game) if first is None
            else versus(option, first, lang, game, horizon))
    clauses = [say(lang, "same", n=same) if same else "", lead, reply(state, option, lang)]
    clauses += _words(game).clauses(state, option, lang)
    clauses = list(dict.fromkeys(c for c in clauses if c))[:CLAUSES]
    if not clauses:
        clauses = [say(lang, "nothing")]
    return say(lang, "sentence", clauses="; ".join(clauses))


def finals(option) -> dict | None:
    """The option's final points by part (analysis `finals`), if every simulation of the
    option reached the end of the game, and at least MIN_FINALS did (the parts of only those
    that ended early, as a game that an excess painting ends, would be a biased mean)."""
    f = option.finals
    return f if f and f["n"] >= MIN_FINALS and f["n"] == option.visits else None


def outlook(option, lang: str, game: str) -> str:
    """The player's own expected points by the end of the game with this option and the parts
    of the game's scoring that bring most of them; "" where too few simulations reached it."""
    f = finals(option)
    if f is None:
        return ""
    mean = f["mean"]
    top = sorted(sorted(mean), key=lambda k: -abs(mean[k]))[:PARTS]
    return say(lang, "outlook", points=_signed(sum(mean.values()), lang).lstrip("+"),
               list=_parts(game, {k: mean[k] for k in top if round(mean[k], 1)}, lang,
                            sign=False))


def versus(option, first, lang: str, game: str, horizon: str = "") -> str:
    """`option` instead of `first`: the difference in the player's own expected points and
    the parts of the game's scoring that make most of it (the parts sum to the points, so
    their differences sum to the difference); "" if nothing differs. By the end of the game
    where both options' simulations reached it (`finals`), naming only parts whose difference
    is larger than its 95% interval (and the rest together where the named leave REST of the
    change or more unexplained); else at the simulations' ends (`horizon`), by the
    standing's parts there."""
    fa, fb = finals(option), finals(first)
    if fa is not None and fb is not None:
        keys = fa["mean"].keys() | fb["mean"].keys()
        diffs = {k: fa["mean"].get(k, 0.0) - fb["mean"].get(k, 0.0) for k in keys}
        clear = {k: d for k, d in diffs.items() if abs(d) > Z95 * math.sqrt(
            fa["var"].get(k, 0.0) / fa["n"] + fb["var"].get(k, 0.0) / fb["n"])}
        total = sum(diffs.values())
        if abs(total) < 0.05:
            return ""
        if not clear:
            text = say(lang, "versus-unclear", **_change(total, lang))
        else:
            top = sorted(sorted(clear), key=lambda k: -abs(clear[k]))[:PARTS]
            text = say(lang, "versus-end", **_change(total, lang),
                       list=_parts(game, {k: clear[k] for k in top}, lang))
            rest = total - sum(clear[k] for k in top)
            if abs(rest) >= REST * abs(total):
                text += "; " + say(lang, "versus-rest", rest=_signed(rest, lang))
        return "; ".join([text] + _rival(option, first, total, lang))
    a, b = option.parts or {}, first.parts or {}
    diffs = {k: a.get(k, 0.0) - b.get(k, 0.0) for k in a.keys() | b.keys()}
    total = sum(diffs.values())
    if not diffs or abs(total) < 0.05:
        return ""
    part = max(sorted(diffs), key=lambda k: abs(diffs[k]))
    return say(lang, "versus", **_change(total, lang), diff=_signed(diffs[part], lang),
               part=part_text(game, part, lang), horizon=horizon or settings_of(game)["until"])


def _rival(option, first, total: float, lang: str) -> list:
    # own points and the margin over the best rival move apart (more own points, yet a smaller
    # margin, or the reverse): then the option's effect on the others decides, and is said
    margin = option.margin - first.margin
    if total * margin >= 0 or min(abs(total), abs(margin)) < RIVAL:
        return []
    return [say(lang, "versus-rival", margin=_signed(margin, lang))]


def _parts(game: str, values: dict, lang: str, sign: bool = True) -> str:
    # "the majority in Cannaregio (−1.1) and the passage bonuses (−0.4)"
    number = (lambda x: _signed(x, lang)) if sign else (   # noqa: E731
        lambda x: _signed(x, lang).lstrip("+"))
    return and_list([say(lang, "part-value", part=part_text(game, k, lang), value=number(v))
                     for k, v in values.items()], lang)


def likely_reply(option) -> tuple | None:
    """The option's (player, action, share) reply, if the tree chose it MIN_REPLY times."""
    r = option.reply
    return r if r is not None and r[2] * option.visits >= MIN_REPLY - 1e-9 else None


def reply(state, option, lang: str) -> str:
    """The most likely reply below `option` in the search's tree: the first choice of another
    player that the player sees (its share of the option's simulations; never a sealed bid or
    another's face-down split); "" if there is none, if the tree chose it fewer than MIN_REPLY
    times, or unless it is that player's move and legal in each of DRAWS random continuations
    of the game after the option up to that player's turn (chance and the moves in between
    drawn: a reply whatever happens before it; in San Marco another chooser's take may be of a
    sampled distributor's offers, not of this game)."""
    if likely_reply(option) is None:
        return ""
    q, a, share = option.reply
    after = None
    for k in range(DRAWS):
        after = _until(state, option.action, q, random.Random(k))
        if after is None or a not in after.legal_actions():
            return ""
    return say(lang, "reply", name=player_name(q, lang), move=move_text(after, a, lang),
               share=percent(share, lang))


def _until(state, action, q: int, rng, limit: int = 200):
    # the game after `action`, chance and every other move drawn at random, at q's turn
    after = state.clone()
    after.apply_legal(action)
    for _ in range(limit):
        if after.is_terminal() or after.to_move == q:
            break
        acts = None if after.to_move == CHANCE else after.legal_actions()
        after.apply_legal(chance_action(after, rng) if acts is None else rng.choice(acts))
    return after if not after.is_terminal() and after.to_move == q else None


def part_text(game: str, part: str, lang: str) -> str:
    """A part of `game`'s scoring in words: the game's hint words (`part`), else its name."""
    words = getattr(_words(game), "part", None)
    return words(part, lang) if words is not None else say(lang, "part", part=part)


def preview_phrases(state, consequence, lang: str) -> list:
    """The decision panel's phrases for one consequence of `state.preview` (i18n.preview, for
    the player to move): a consequence is worded once, for the panel and the hint alike."""
    return [text for text, _ in preview_notes([consequence], state.GAME, lang,
                                               me=state.to_move)]


def _blocks(state, analysis, lang: str, stopped: bool = False) -> list:
    """The hint's parts: ("title", text), ("note", text) if Stop ended the search (a budget
    that ran out is the normal end), then per rank (`ranks`) ("option", line, why) for an
    option ranked alone ("n. move — value"), or ("equal", heading, ((line, why), ...)) for
    equal options (a heading that says so over their unnumbered lines); ("note", text) if no
    option has had enough simulations yet."""
    blocks = [("title", say(lang, "title", name=player_name(analysis.player, lang),
                            n=analysis.iterations,
                            seconds=format_decimal(round(analysis.seconds, 1), locale=lang)))]
    if stopped:
        blocks.append(("note", say(lang, "stopped_early")))
    options, said = shown(analysis), []

    def option(o, key: str, **n) -> tuple:
        line = say(lang, key, move=move_text(state, o.action, lang),
                   value=value_text(o, lang, state.GAME, analysis.until), **n)
        first = None if o is options[0] else options[0]
        why = explain(state, o, lang, first, analysis.horizon)
        same = said.count(why)            # never the same sentence for two options
        said.append(why)
        return line, (explain(state, o, lang, options[0], analysis.horizon, same)
                      if same else why)
    for n, rank in enumerate(ranks(options), 1):
        if len(rank) == 1:
            blocks.append(("option", *option(rank[0], "option", n=n)))
        else:
            blocks.append(("equal", say(lang, "equal", n=len(rank)),
                           tuple(option(o, "option_equal") for o in rank)))
    if not analysis.options:
        blocks.append(("note", say(lang, "none_yet")))
    elif not options:
        blocks.append(("note", say(lang, "too_few", n=MIN_SHOWN)))
    return blocks


def hint_lines(state, analysis, lang: str, stopped: bool = False) -> tuple:
    """The hint's text, a line each: the title, a note if Stop ended the search, then per
    rank (`ranks`) the option's line and its sentence, a group of equal options under a
    heading that says so; a note if no option has had enough simulations yet."""
    return tuple(_flat(_blocks(state, analysis, lang, stopped)))


def _flat(blocks):
    for kind, *rest in blocks:
        if kind == "equal":
            yield rest[0]
            yield from (line for pair in rest[1] for line in pair)
        else:
            yield from rest


def _html(blocks) -> str:
    # the title and the notes, then the ranks as a list: equal options are one item, their
    # heading over their own unnumbered list (the lines number the ranks)
    def item(line: str, why: str) -> str:
        return f"<li>{escape(line)}<br><small>{escape(why)}</small></li>"
    head, items = "", ""
    for kind, *rest in blocks:
        if kind == "title":
            head += f"<b>{escape(rest[0])}</b>"
        elif kind == "note":
            head += f"<br>{escape(rest[0])}"
        elif kind == "option":
            items += item(*rest)
        else:
            inner = "".join(item(*pair) for pair in rest[1])
            items += (f"<li class='smnb-hint-equal'>{escape(rest[0])}"
                      f"<ul style='list-style: none; padding-left: 1em'>{inner}</ul></li>")
    return (f"<div class='smnb-hint-body'>{head}"
            f"<ol style='list-style: none; padding-left: 0.5em'>{items}</ol></div>")


def _words(game: str):
    """The game's words for its moves and their consequences (widgets.<game>_hint: `move`,
    `clauses`)."""
    module = adapter(game, "sanmarco_nb.widgets.{game}_hint")
    if module is None:
        raise LookupError(f"{game} has no hint words (sanmarco_nb.widgets.{game}_hint)")
    return module


# ---- the panel --------------------------------------------------------------------------------
class _Job:
    """One search in a thread: for the position at `version`, until `budget_s` or `stop`."""

    def __init__(self, state, version: int, budget_s: float, settings: dict):
        self.state, self.version, self.budget_s = state, version, budget_s
        self.settings = settings
        self.stop = threading.Event()
        self.result, self.error, self.dropped = None, None, False
        self.clock, self.started = None, time.perf_counter()

    def elapsed(self) -> float:
        """The seconds of the budget used: the search thread's CPU time, as the budget counts
        it (a busy machine fills the bar no sooner than the search ends); wall time where
        another thread's CPU clock cannot be read (not a POSIX system), or before it runs."""
        if self.clock is None:
            return time.perf_counter() - self.started
        return time.clock_gettime(self.clock) - self.cpu0

    def run(self) -> None:
        if hasattr(time, "pthread_getcpuclockid"):
            clock = time.pthread_getcpuclockid(threading.get_ident())
            self.cpu0, self.clock = time.clock_gettime(clock), clock
        try:
            self.result = analyse(self.state, stop=self.stop, **hint_budget(
                self.state, self.budget_s, **self.settings))
        except Exception as e:   # noqa: BLE001 - shown in the table's output area
            self.error = e


class HintPanel:
    """The Hint button, Stop, a progress bar and the hint shown, for `table` (a GameTable).
    `box` goes into the table's layout; the table calls `refresh()` after every redraw."""

    def __init__(self, table, budget_s: float = BUDGET_S):
        self.table, self.budget_s = table, budget_s
        self.button = make_button("", table.guard(self.start))
        self.stop_button = make_button("", table.guard(self.stop), layout=W.Layout(
            width="auto", display="none"))
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
            self.progress.value = min(1.0, job.elapsed() / job.budget_s)
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
        blocks = _blocks(self.table.state, analysis, lang, stopped)
        hint = Hint(version, analysis.player, analysis, lang, tuple(_flat(blocks)), stopped)
        self.shown = hint
        self.output.value = _html(blocks)
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
        hint = self._show(analyse(state, **hint_budget(state, budget_s, **settings)), version)
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
        self.stop_button.layout.display = None if self.running else "none"
        self.progress.layout.visibility = "visible" if self.running else "hidden"
        if not self.running:
            self.progress.value = 0.0

    def close(self) -> None:
        if self.job is not None:
            self.job.dropped = True
            self.job.stop.set()
        if self._task is not None:
            self._task.cancel()
