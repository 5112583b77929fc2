"""The pieces both game tables share: seats and bots, time travel, the event log, language
switching, error capture, and the player palette.

A game table subclasses `GameTable` and adds its board, charts and decision panel; everything
about *driving* a game (whose turn, bots, Roll, back/forward, replaying a record, stale panels,
errors in callbacks) lives here once. The engine contract is all it needs (`to_move`,
`legal_actions()`, `apply()`, `clone()`, `chance_outcomes()`, `is_terminal()`, records), so the
same code serves San Marco and Art Society.

    class MyTable(GameTable):
        game = sanmarco_nb.artsociety            # for records (load_record)
        stops = {"round": pred, "game": pred}    # pred(before, after): "bots play to the end of"
        def _body(self): ...             # board, charts and `self.panel`, built once
        def _marks(self): ...            # the marks/figures `refresh` wraps in hold_sync
        def _draw(self, state): ...      # update those widgets in place
        def _panel(self, state): ...     # widgets for the human's decision (rebuilt per change)
        def _header(self, state): ...    # HTML above the board
        def _human_roll(self, state): ...  # True at a chance step a human seat triggers (Roll)
        def explain(self, rule, lang): ...  # the text of a rule id

A panel's controls call `self.act(action_or_list, version)` (or `self.button(key, fn)`, which
passes the version): a click on a panel drawn for an older position is refused as stale. Labels
come from `label_lookup(game, local)`: the table's own {key: {lang: text}}, then COMMON_LABELS
(the shared controls; a stop `k` is labelled "until_k"), then the engine's i18n.
"""
from __future__ import annotations

import asyncio
import gc
import json
import random
import time
import traceback
from contextlib import ExitStack, contextmanager
from typing import Callable

import ipywidgets as W

from .. import i18n
from ..core import CHANCE, IllegalAction, RecordError, chance_random, choice, play_chance
from ..svg.palette import PLAYER_COLOURS, PLAYER_MARKERS, player_colour, player_marker

__all__ = [
    "PLAYER_COLOURS", "PLAYER_MARKERS", "player_colour", "player_marker", "HUMAN",
    "RandomBot", "make_seat", "bot_step", "hold", "Labels", "label_lookup", "Guard", "Timeline",
    "LogPanel", "TimeTravelBar", "GameTable", "shared", "make_button", "make_html", "close_tree",
    "SPEEDS", "COMMON_LABELS", "chance_action",
]

HUMAN = "human"
# seconds between two steps when bots play or a record replays; "instant" draws only the end
SPEEDS = {"instant": 0.0, "fast": 0.15, "normal": 0.5, "slow": 1.2}


# ---- seats and bots -------------------------------------------------------------------------

class RandomBot:
    """A uniformly random player, seeded: the stand-in when the bots package lacks a name.
    `choose` takes the bots package's View (legal_actions a tuple) or a bare state."""
    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, view):
        actions = view.legal_actions
        actions = actions() if callable(actions) else actions
        return actions[self.rng.randrange(len(actions))]


def _bots():
    try:
        from .. import bots
    except ImportError:   # the front end works without the bots package
        return None
    return bots


def make_seat(spec, seed: int = 0):
    """A seat from its spec: "human" -> None; a bot name -> `sanmarco_nb.bots.make_bot(name)`
    (a seeded RandomBot for "random" while the bots package has no make_bot); an object with
    `choose` -> itself."""
    if spec is None or spec == HUMAN:
        return None
    if hasattr(spec, "choose"):
        return spec
    if not isinstance(spec, str):
        raise ValueError(f"a seat is 'human', a bot name or a bot, not {spec!r}")
    make_bot = getattr(_bots(), "make_bot", None)
    if make_bot is not None:
        return make_bot(spec)
    if spec != "random":
        raise ValueError(f"unknown bot {spec!r} (the bots package offers no make_bot yet)")
    return RandomBot(seed)


def bot_step(state, bot) -> list:
    """One step of `bot` (or of chance) applied to `state` in place; returns the events. The one
    seam to the bots package: its `bot_step` (which hands the bot a View) when it has one."""
    step = getattr(_bots(), "bot_step", None)
    if step is not None and not isinstance(bot, RandomBot):
        return step(state, bot)
    if state.to_move == CHANCE:
        return play_chance(state)
    return state.apply(bot.choose(state))


def chance_action(state):
    """The outcome the game's own seeded stream picks at a chance node (as `play_chance`)."""
    return choice(state.chance_outcomes(), chance_random(state.seed, state.chance_count))


# ---- small helpers ----------------------------------------------------------------------------
# Decision panels are rebuilt on every move (fresh widgets make stale clicks detectable). A
# widget with its own layout and style opens three comm channels; these shared ones make a
# panel button or text about three times cheaper to create.
_SHARED: dict = {}


def shared(kind: str):
    """A layout or style shared by panel widgets: layouts "auto" (width auto), "wrap" (a
    wrapping row), "card" (a framed box); styles "button", "html", "chips" (ToggleButtons)."""
    if kind not in _SHARED:
        from ipywidgets.widgets.widget_string import HTMLStyle
        make = {"auto": lambda: W.Layout(width="auto"),
                "wrap": lambda: W.Layout(flex_flow="row wrap"),
                "card": lambda: W.Layout(border="1px solid #bbb", padding="4px", margin="2px"),
                "chips": lambda: W.ToggleButtonsStyle(description_width="11em",
                                                      button_width="2.6em"),
                "button": W.ButtonStyle, "html": HTMLStyle}[kind]
        _SHARED[kind] = make()
    return _SHARED[kind]


def make_button(text: str, on_click=None, tooltip: str = "", **kw) -> W.Button:
    """A Button with shared layout/style; `on_click()` takes no argument."""
    kw.setdefault("layout", shared("auto"))
    kw.setdefault("style", shared("button"))
    b = W.Button(description=text, tooltip=tooltip, **kw)
    if on_click is not None:
        b.on_click(lambda _b: on_click())
    return b


def make_html(text: str = "") -> W.HTML:
    return W.HTML(text, layout=shared("auto"), style=shared("html"))


def close_tree(widget) -> None:
    """Close a widget and everything inside it (not the shared layouts and styles)."""
    for child in getattr(widget, "children", ()):
        close_tree(child)
    widget.close()


@contextmanager
def hold(*widgets):
    """Batch the trait changes of several widgets (marks, figures) into one message each."""
    with ExitStack() as stack:
        for w in widgets:
            stack.enter_context(w.hold_sync())
        yield


# labels of the shared controls, {key: {lang: text}}; a table adds its own (see label_lookup)
COMMON_LABELS = {
    "log": {"en": "<b>Log</b> (newest first; select an entry for its rule)",
            "de": "<b>Protokoll</b> (neueste zuerst; Eintrag wählen für die Regel)",
            "tr": "<b>Kayıt</b> (en yenisi üstte; kuralı için bir satır seçin)"},
    "to_start": {"en": "Start", "de": "Anfang", "tr": "Başa"},
    "back": {"en": "Back", "de": "Zurück", "tr": "Geri"},
    "forward": {"en": "Forward", "de": "Vor", "tr": "İleri"},
    "to_end": {"en": "End", "de": "Ende", "tr": "Sona"},
    "replay": {"en": "Replay", "de": "Abspielen", "tr": "Tekrar oynat"},
    "stop": {"en": "Stop", "de": "Anhalten", "tr": "Durdur"},
    "bots_play": {"en": "Bots play to the end of", "de": "Bots spielen bis zum Ende",
                  "tr": "Botlar şunun sonuna kadar oynasın"},
    "speed": {"en": "Speed", "de": "Tempo", "tr": "Hız"},
    "instant": {"en": "instant", "de": "sofort", "tr": "anında"},
    "fast": {"en": "fast", "de": "schnell", "tr": "hızlı"},
    "normal": {"en": "normal", "de": "normal", "tr": "normal"},
    "slow": {"en": "slow", "de": "langsam", "tr": "yavaş"},
    "busy": {"en": "The bots are playing: wait, or press Stop.",
             "de": "Die Bots spielen gerade: warten oder Anhalten drücken.",
             "tr": "Botlar oynuyor: bekleyin ya da Durdur'a basın."},
    "stale": {"en": "This choice is out of date: the game has moved on.",
              "de": "Diese Auswahl ist veraltet: das Spiel ist weitergegangen.",
              "tr": "Bu seçim eskidi: oyun ilerledi."},
    "not_your_turn": {"en": "It is not a human player's turn now.",
                      "de": "Gerade ist kein menschlicher Spieler am Zug.",
                      "tr": "Şu an sıra bir insan oyuncuda değil."},
    "record": {"en": "Record (JSON)", "de": "Partiemitschrift (JSON)", "tr": "Oyun kaydı (JSON)"},
    "show_record": {"en": "Show this game's record", "de": "Mitschrift dieser Partie zeigen",
                    "tr": "Bu oyunun kaydını göster"},
    "load_record": {"en": "Load and replay", "de": "Laden und abspielen",
                    "tr": "Yükle ve tekrar oynat"},
    "continue": {"en": "Continue: bots play to your turn", "de": "Weiter: Bots spielen bis zu dir",
                 "tr": "Devam: botlar senin sırana kadar oynasın"},
    "nothing_to_resume": {"en": "A human decides here: nothing for the bots to do.",
                          "de": "Hier entscheidet ein Mensch: für die Bots gibt es nichts zu tun.",
                          "tr": "Burada bir insan karar verir: botlara iş yok."},
    "no_roll": {"en": "There is nothing to roll now.", "de": "Jetzt gibt es nichts zu würfeln.",
                "tr": "Şu an zar atılmaz."},
}


def label_lookup(game: str, local: dict) -> Callable[[str, str], str]:
    """A `(key, lang) -> text` function: the front end's own table `local` ({key: {lang: text}}),
    then COMMON_LABELS, then the engine's `sanmarco_nb.i18n.label(game, key, lang)`."""
    local = {**COMMON_LABELS, **local}

    def lookup(key: str, lang: str) -> str:
        entry = local.get(key)
        if entry is not None:
            return entry.get(lang) or entry["en"]
        return i18n.label(game, key, lang)
    return lookup


class Labels:
    """The language of a table: every bound widget attribute is re-labelled on `set_lang`.

    `labels("roll")` gives a text now; `labels.bind(button, "roll")` also keeps the button's
    description in the current language; `fmt` fills `{placeholders}` of the text.
    """

    def __init__(self, lookup: Callable[[str, str], str], lang: str = "en"):
        i18n._check(lang)
        self.lookup, self.lang = lookup, lang
        self._bound: list = []
        self._listeners: list = []

    def __call__(self, key: str, **fmt) -> str:
        text = self.lookup(key, self.lang)
        return text.format(**fmt) if fmt else text

    def bind(self, widget, key: str, attr: str = "description", **fmt):
        self._bound.append((widget, attr, key, fmt))
        setattr(widget, attr, self(key, **fmt))
        return widget

    def on_change(self, callback):
        self._listeners.append(callback)

    def set_lang(self, lang: str):
        i18n._check(lang)
        self.lang = lang
        for widget, attr, key, fmt in self._bound:
            setattr(widget, attr, self(key, **fmt))
        for callback in self._listeners:
            callback(lang)


class Guard:
    """Runs callbacks so that nothing escapes into the void of a JupyterLab callback.

    A refusal (IllegalAction, or RecordError for a bad record) is shown in `status` in plain
    words; any other exception is written with its traceback into the `output` area and kept
    in `errors` (tests assert it is empty). `guard(fn)` wraps a callback.
    """

    def __init__(self):
        self.status = W.HTML(layout=W.Layout(min_height="1.5em"))
        self.output = W.Output(layout=W.Layout(max_height="12em", overflow="auto"))
        self.errors: list[BaseException] = []
        self.refusals: list[str] = []

    def say(self, text: str = "", warn: bool = False):
        from html import escape
        self.status.value = (f'<span style="color:#B00020">⚠ {escape(text)}</span>' if warn
                             else escape(text))

    def handle(self, e: Exception) -> None:
        if isinstance(e, (IllegalAction, RecordError)):
            self.refusals.append(str(e))
            self.say(str(e), warn=True)
        else:
            self.errors.append(e)
            self.output.append_stderr("".join(traceback.format_exception(e)))
            self.say(f"{type(e).__name__}: {e}", warn=True)

    def __call__(self, fn):
        def guarded(*args, **kwargs):
            try:
                return fn(*args, **kwargs)
            except Exception as e:   # noqa: BLE001 - a callback must never die silently
                self.handle(e)
        guarded.__name__ = getattr(fn, "__name__", "callback")
        guarded.__doc__ = fn.__doc__
        return guarded


# ---- time travel -----------------------------------------------------------------------------

class Timeline:
    """The game as the list of positions it went through, for going back and forth.

    `states[i]` is the position after i actions, `events[i]` the events of the action that led
    from `states[i]` to `states[i + 1]`. Acting while looking at the past drops the future (a new
    branch). `version` changes with every move and every jump: a panel built at one version
    refuses clicks made at another (stale panels, double clicks).
    """

    def __init__(self, state):
        self.states = [state.clone()]
        self.events: list[list] = []
        self.cursor = 0
        self.version = 0

    @property
    def state(self):
        return self.states[self.cursor]

    @property
    def end(self) -> int:
        return len(self.states) - 1

    def push(self, action) -> list:
        """Apply `action` to a copy of the current position; IllegalAction leaves all as it was."""
        return self.step(lambda state: state.apply(action))

    def step(self, move) -> list:
        """Let `move(state) -> events` change a copy of the current position, and keep it."""
        nxt = self.state.clone()
        events = move(nxt)
        del self.states[self.cursor + 1:], self.events[self.cursor:]
        self.states.append(nxt)
        self.events.append(events)
        self.cursor += 1
        self.version += 1
        return events

    def seek(self, i: int) -> None:
        self.cursor = max(0, min(self.end, i))
        self.version += 1

    def past_events(self) -> list:
        """(step, event) for every event up to the cursor, oldest first."""
        return [(i + 1, e) for i in range(self.cursor) for e in self.events[i]]

    @classmethod
    def from_record(cls, game_module, record) -> "Timeline":
        """Every position of a record (validated by the engine), with the cursor at the start."""
        final = game_module.from_record(record)
        start = game_module.new_game(players=final.players, seed=final.seed,
                                     variant=final.variant, start_player=final.start_player)
        tl = cls(start)
        for action in final.history:
            tl.push(action)
        tl.seek(0)
        return tl


# ---- the event log ----------------------------------------------------------------------------

class LogPanel(W.VBox):
    """Events in plain language, newest first, each citing its rule id; selecting an entry shows
    the rule's text below the list (and as the list's hover tooltip). `explain(rule, lang)`
    gives that text."""

    MAX = 150   # entries shown; older ones stay in the timeline

    def __init__(self, labels: Labels, explain: Callable[[str, str], str]):
        self.labels, self.explain = labels, explain
        self.title = labels.bind(W.HTML(), "log", "value")
        self.list = W.Select(options=[], rows=9, layout=W.Layout(width="100%"))
        self.rule = W.HTML(layout=W.Layout(min_height="3em"))
        self._entries: list = []
        self._text_cache: dict = {}
        self.list.observe(self._on_select, "value")
        super().__init__([self.title, self.list, self.rule], layout=W.Layout(width="100%"))

    def line(self, step: int, event) -> str:
        key = (id(event), self.labels.lang)
        text = self._text_cache.get(key)
        if text is None:
            text = self._text_cache[key] = (f"{step}. {event.describe(self.labels.lang)}"
                                            f" [{event.rule}]")
        return text

    def show(self, entries: list) -> None:
        """Show (step, event) pairs, given oldest first."""
        self._entries = entries[::-1][:self.MAX]
        self.list.options = [(self.line(s, e), i) for i, (s, e) in enumerate(self._entries)]
        self.list.value = None
        self.rule.value = ""

    def _on_select(self, change):
        from html import escape
        i = change["new"]
        if i is None or i >= len(self._entries):
            return
        rule = self._entries[i][1].rule
        text = self.explain(rule, self.labels.lang)
        self.rule.value = f"<b>{escape(rule)}</b>: {escape(text)}"
        self.list.tooltip = f"{rule}: {text}"      # and on hovering the list


class TimeTravelBar(W.VBox):
    """Back/forward/start/end, replay, "bots play to the end of …" and the speed. It only holds
    the controls; `GameTable` wires them. Each stop `k` is labelled by the key "until_k"."""

    def __init__(self, labels: Labels, stops: list[str]):
        B = W.Button
        small = W.Layout(width="auto")
        self.start = labels.bind(B(icon="fast-backward", layout=small), "to_start", "tooltip")
        self.back = labels.bind(B(icon="step-backward", layout=small), "back", "tooltip")
        self.forward = labels.bind(B(icon="step-forward", layout=small), "forward", "tooltip")
        self.end = labels.bind(B(icon="fast-forward", layout=small), "to_end", "tooltip")
        for b, k in ((self.start, "to_start"), (self.back, "back"), (self.forward, "forward"),
                     (self.end, "to_end")):
            labels.bind(b, k, "description")
        self.replay = labels.bind(B(icon="play", layout=small), "replay")
        self.stop = labels.bind(B(icon="stop", layout=small, disabled=True), "stop")
        self.until = W.Dropdown(options=[(labels("until_" + k), k) for k in stops],
                                value=stops[-1], layout=W.Layout(width="11em"))
        labels.on_change(lambda _: setattr(self.until, "options",
                                           [(labels("until_" + k), k) for k in stops]))
        self.bots_play = labels.bind(B(icon="android", layout=small), "bots_play")
        self.speed = W.Dropdown(options=[(labels(k), k) for k in SPEEDS], value="instant",
                                layout=W.Layout(width="8em"))
        labels.on_change(lambda _: setattr(self.speed, "options",
                                           [(labels(k), k) for k in SPEEDS]))
        self.speed_label = labels.bind(W.Label(), "speed", "value")
        self.position = W.Label()
        # a record (JSON, as `to_record` writes it): shown to copy, or pasted to load and replay
        self.record = W.Textarea(rows=3, layout=W.Layout(width="100%"))
        self.show_record = labels.bind(B(icon="file-text", layout=small), "show_record")
        self.load_record = labels.bind(B(icon="upload", layout=small), "load_record")
        self.records = W.Accordion([W.VBox([self.record,
                                            W.HBox([self.show_record, self.load_record])])])
        self.records.set_title(0, labels("record"))
        labels.on_change(lambda _: self.records.set_title(0, labels("record")))
        self.records.selected_index = None
        super().__init__([
            W.HBox([self.start, self.back, self.forward, self.end, self.position]),
            W.HBox([self.bots_play, self.until, self.replay, self.stop,
                    self.speed_label, self.speed]),
            self.records,
        ])


# ---- the table ----------------------------------------------------------------------------------

class GameTable(W.VBox):
    """A game at a table of humans and bots, with time travel, a log and a language switch.

    Seats: one spec per player, "human" or a bot name or a bot object (see `make_seat`). After
    every human move the bots and the automatic chance steps play on until a human must decide
    (or roll: `_human_roll`). `act(action, version)` is the single entry for human moves; every
    refusal leaves the game as it was and shows the reason.
    """

    game = None            # the engine module (sanmarco_nb.sanmarco, ...), set by a subclass
    freeze_gc = True       # see __init__: keeps garbage-collector pauses out of the clicks
    stops: dict = {}       # name -> predicate(before, after): "bots play to the end of …"

    def __init__(self, state, seats=None, lang: str = "en", lookup=None, speed: str = "instant"):
        players = state.players
        seats = list(seats) if seats is not None else [HUMAN] + ["random"] * (players - 1)
        if len(seats) != players:
            raise ValueError(f"{players} players need {players} seats, got {len(seats)}")
        self.seats = [make_seat(s, seed=state.seed + p) for p, s in enumerate(seats)]
        self.stand_in = RandomBot(state.seed)   # plays human seats when the bots take over
        self.timeline = Timeline(state)
        self.labels = Labels(lookup, lang)
        self.guard = Guard()
        self.log_panel = LogPanel(self.labels, self.explain)
        self.bar = TimeTravelBar(self.labels, list(self.stops))
        self.bar.speed.value = speed
        self.lang_switch = W.ToggleButtons(options=["en", "de", "tr"], value=lang,
                                           layout=W.Layout(width="auto"),
                                           style={"button_width": "3em"})
        self.header = W.HTML()
        self.panel = W.VBox(layout=W.Layout(min_height="6em", border="1px solid #ccc",
                                            padding="4px"))
        self.latency: list[float] = []     # seconds per human click, to the drawn result
        self._task = None
        self._wire()
        body = self._body()
        super().__init__([W.HBox([self.header, self.lang_switch]), body, self.bar,
                          self.log_panel, self.guard.output])
        self._advance()
        self.refresh()
        if self.freeze_gc:
            # Everything alive now (the imports of Jupyter, bqplot, numpy: ~100k objects) is
            # long-lived; moved out of the collector's sight, a full collection during a click
            # scans only what the games made since (benchmarks/widget_latency.py: the worst
            # click fell from 150 ms, a full collection, to about 40 ms).
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

    def _marks(self) -> list:
        """Widgets whose changes `refresh` batches with hold_sync (figures and marks)."""
        return []

    def explain(self, rule: str, lang: str) -> str:
        return rule

    def _header(self, state) -> str:
        return ""

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

    def waiting_for_human(self, state=None) -> bool:
        state = state or self.state
        if state.is_terminal():
            return False
        if state.to_move == CHANCE:
            return self._human_roll(state)
        return self.is_human(state.to_move)

    # -- acting -----------------------------------------------------------------------------------
    def act(self, action, version: int | None = None) -> None:
        """A human's move (or Roll, at a human's chance step), then the bots until a human is
        to move again; raises IllegalAction (game unchanged) for out-of-turn, stale or illegal
        input. The panels call it through the guard, which shows the reason instead.

        `action` is an action, its notation, or a list of them taken together (a Doge path, a
        three-way split): all are checked on a copy first, so a list is taken whole or not at
        all; each is a step of the timeline."""
        t0 = time.perf_counter()
        self._check(version)
        state = self.state
        if not self.waiting_for_human(state):
            raise IllegalAction(self.labels("not_your_turn"))
        actions = action if isinstance(action, list) else [action]
        trial, checked = state.clone(), []
        for a in actions:
            a = trial.parse(a) if isinstance(a, str) else a
            trial.apply(a)
            checked.append(a)
        for a in checked:
            self.timeline.push(a)
        try:
            self._advance()
        finally:   # even when a bot fails, the panel must show the position reached
            self.guard.say("")
            self.refresh()
        self.latency.append(time.perf_counter() - t0)

    def _check(self, version: int | None) -> None:
        if self._task is not None:
            raise IllegalAction(self.labels("busy"))
        if version is not None and version != self.timeline.version:
            raise IllegalAction(self.labels("stale"))

    def roll(self, version: int | None = None) -> None:
        """The Roll button: the game's seeded stream picks the chance outcome."""
        self._check(version)
        state = self.state
        if state.to_move != CHANCE:
            raise IllegalAction(self.labels("no_roll"))
        self.act(chance_action(state), version)

    def resume(self, version: int | None = None) -> None:
        """Let the bots and chance go on to the next human decision (after Stop, or from a
        position in the past: the recorded future is then replaced)."""
        self._check(version)
        if self.waiting_for_human() or self.state.is_terminal():
            raise IllegalAction(self.labels("nothing_to_resume"))
        self._advance()
        self.refresh()

    def _auto_step(self, bots_for_all: bool = False) -> bool:
        """Take one step that no human needs to take; False when a human must act (or the end)."""
        state = self.state
        if state.is_terminal():
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
        self.timeline.step(lambda s: bot_step(s, bot))
        return True

    def _advance(self) -> None:
        while self._auto_step():
            pass

    # -- drawing ----------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw everything from the shown position: board and charts in place, the panel, the
        log and the time-travel bar."""
        state = self.state
        with hold(*self._marks()):
            self._draw(state)
        self.header.value = self._header(state)
        old = self.panel.children
        self.panel.children = self._panel(state) if self._task is None else []
        for w in old:
            close_tree(w)
        self.log_panel.show(self.timeline.past_events())
        tl, busy = self.timeline, self._task is not None
        self.bar.position.value = f"{tl.cursor} / {tl.end}"
        for b, off in ((self.bar.start, tl.cursor == 0), (self.bar.back, tl.cursor == 0),
                       (self.bar.forward, tl.cursor == tl.end), (self.bar.end, tl.cursor == tl.end),
                       (self.bar.replay, tl.cursor == tl.end),
                       (self.bar.bots_play, state.is_terminal())):
            b.disabled = off or busy
        self.bar.stop.disabled = not busy

    def button(self, key: str, on_click, **fmt) -> W.Button:
        """A panel button labelled `key`, whose click acts through the guard and refuses to act
        on a position other than the one it was drawn for."""
        version = self.timeline.version
        return make_button(self.labels(key, **fmt), self.guard(lambda: on_click(version)))

    # -- time travel and bots ---------------------------------------------------------------------
    def seek(self, i: int) -> None:
        if self._task is not None:
            raise IllegalAction(self.labels("busy"))
        self.timeline.seek(i)
        self.refresh()

    def bots_play(self, until: str | None = None, speed: str | None = None) -> None:
        """Bots (and a stand-in for each human seat) play until `until` ("round", "passage",
        "game": keys of `stops`) is reached, one step per `speed` tick."""
        until = until or self.bar.until.value
        stop = self.stops[until]

        def step():
            before = self.state
            return self._auto_step(bots_for_all=True) and not stop(before, self.state)
        self._run(step, speed)

    def replay(self, speed: str | None = None) -> None:
        """Step forward through the recorded future, one step per `speed` tick."""
        def step():
            self.timeline.seek(self.timeline.cursor + 1)
            return self.timeline.cursor < self.timeline.end
        self._run(step, speed)

    def load_record(self, record) -> None:
        """Replace the game by a record (dict or JSON text, validated by the engine), shown from
        its start; replay or jump through it with the bar."""
        self.stop()
        self.timeline = Timeline.from_record(self.game, record)
        self.refresh()

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None
            self.refresh()

    def _run(self, step: Callable[[], bool], speed: str | None) -> None:
        if self._task is not None:
            raise IllegalAction(self.labels("busy"))
        delay = SPEEDS[speed or self.bar.speed.value]
        try:
            loop = asyncio.get_running_loop() if delay else None
        except RuntimeError:
            loop = None
        if loop is None:
            # instant (or no event loop, as in a plain script): run to the stop, draw once
            while step():
                if delay:
                    self.refresh()
                    time.sleep(delay)
            self._advance_if_present()
            self.refresh()
            return

        async def run():
            try:
                while step():
                    self.refresh()
                    await asyncio.sleep(delay)
                self._advance_if_present()
            except Exception as e:   # noqa: BLE001 - shown in the output area
                self.guard.handle(e)
            finally:
                self._task = None
                self.refresh()
        self._task = loop.create_task(run())
        self.refresh()

    def _advance_if_present(self) -> None:
        if self.timeline.cursor == self.timeline.end:
            self._advance()

    # -- wiring -----------------------------------------------------------------------------------
    def _wire(self) -> None:
        g, bar, tl = self.guard, self.bar, lambda: self.timeline
        bar.start.on_click(g(lambda _: self.seek(0)))
        bar.back.on_click(g(lambda _: self.seek(tl().cursor - 1)))
        bar.forward.on_click(g(lambda _: self.seek(tl().cursor + 1)))
        bar.end.on_click(g(lambda _: self.seek(tl().end)))
        bar.replay.on_click(g(lambda _: self.replay()))
        bar.bots_play.on_click(g(lambda _: self.bots_play()))
        bar.stop.on_click(g(lambda _: self.stop()))
        bar.show_record.on_click(g(lambda _: setattr(
            bar.record, "value", json.dumps(self.state.to_record()))))
        bar.load_record.on_click(g(lambda _: self.load_record(bar.record.value)))
        self.lang_switch.observe(g(self._on_lang), "value")

    def _on_lang(self, change) -> None:
        self.labels.set_lang(change["new"])
        self.refresh()
