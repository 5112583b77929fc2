"""The controls both game tables share: labels in the current language, the guard that catches
errors in callbacks, the event log, the time-travel bar, and cheap buttons and texts for the
decision panels (with `close_widgets`, which frees a panel's widgets when it is replaced).
"""
from __future__ import annotations

import re
import traceback
from functools import cache
from importlib import metadata
from collections import OrderedDict, deque
from contextlib import ExitStack, contextmanager
from html import escape

import anywidget
import ipywidgets as W
import traitlets
from ipywidgets.widgets.widget_string import HTMLStyle

from .. import i18n
from ..core import IllegalAction, RecordError
from ..i18n import catalog
from ..i18n.preview import preview_text

__all__ = ["SPEEDS", "STEP", "Labels", "Guard", "LogList", "LogPanel", "TimeTravelBar", "shared",
           "relabel_options", "make_button", "make_html", "option_button", "notes_html", "close_widgets", "widget_tree", "hold"]

# seconds between two steps of the others (bots, chance), when bots play or a record replays;
# "instant" draws only the end, "step" waits for a click on Next before each step
STEP = "step"
SPEEDS = {"instant": 0.0, "fast": 0.15, "normal": 0.5, "slow": 1.2, STEP: None}


# ---- cheap widgets for the decision panels ------------------------------------------------------
# Decision panels are rebuilt on every move (fresh widgets make stale clicks detectable). A
# widget with its own layout and style opens three comm channels; these shared ones make a
# panel button or text about three times cheaper to create, and are never closed.
_SHARED_MAKERS = {
    "auto": lambda: W.Layout(width="auto"),
    "wrap": lambda: W.Layout(flex_flow="row wrap"),
    "line": lambda: W.Layout(width="100%"),
    "card": lambda: W.Layout(border="1px solid #bbb", padding="4px", margin="2px"),
    "chips": lambda: W.ToggleButtonsStyle(description_width="7.5em", button_width="2.6em"),
    "button": W.ButtonStyle,
    "html": HTMLStyle,
}
_SHARED: dict = {}


def shared(kind: str):
    """A layout or style shared by panel widgets: layouts "auto" (width auto), "wrap" (a
    wrapping row), "line" (a whole line of a wrapping row), "card" (a framed box); styles "button", "html", "chips" (ToggleButtons)."""
    if kind not in _SHARED:
        _SHARED[kind] = _SHARED_MAKERS[kind]()
    return _SHARED[kind]


def make_button(text: str, on_click=None, tooltip: str = "", **kw) -> W.Button:
    """A Button with its own layout (hiding it through its layout hides it alone) and the
    shared style; `on_click()` takes no argument."""
    if "layout" not in kw:          # not setdefault: an unused Layout would stay registered
        kw["layout"] = W.Layout(width="auto")
    kw.setdefault("style", shared("button"))
    b = W.Button(description=text, tooltip=tooltip, **kw)
    if on_click is not None:
        b.on_click(lambda _b: on_click())
    return b


def make_html(text: str = "") -> W.HTML:
    return W.HTML(text, layout=shared("auto"), style=shared("html"))


def option_button(text: str, notes, on_click) -> W.Button:
    """A choice's button: what it is, and on a line under it what it will do (`notes`:
    [(text, warn)] from `i18n.preview.preview_notes`); a warning makes it orange and starts
    with ⚠, so a colour is never the only sign."""
    told = preview_text(notes)
    full = f"{text}\n{told}" if told else text
    warn = any(w for _t, w in notes)
    # a panel's choices are rebuilt on every move and never hidden one by one: shared layout
    return make_button(full, on_click, tooltip=full, button_style="warning" if warn else "",
                       layout=shared("auto"))


@cache
def rules_url() -> str | None:
    """docs/rules.md as the installed package names it (pyproject's [project.urls] Rules), or
    None when its metadata has none."""
    try:
        urls = metadata.metadata("sanmarco-nb").get_all("Project-URL") or []
    except metadata.PackageNotFoundError:
        return None
    return next((u.split(",", 1)[1].strip() for u in urls if u.startswith("Rules,")), None)


def rule_ref(rule: str, lang: str) -> str:
    """A rule id as HTML, one hover or tap from its rule: its statement as the tooltip, and a
    link to its line of docs/rules.md (a text fragment: the browser scrolls to the id)."""
    text = escape(i18n.rule_text(rule, lang))
    url = rules_url()
    if url is None:
        return f'<abbr title="{text}">{escape(rule)}</abbr>'
    return (f'<a class="smnb-rule" href="{url}#:~:text={escape(rule).replace("-", "%2D")}" '
            f'target="_blank" rel="noopener" title="{text}">{escape(rule)}</a>')


@cache
def _rule_id(prefixes: tuple) -> re.Pattern:
    return re.compile(rf"\b(?:{'|'.join(map(re.escape, prefixes))})-[A-Z]+\d+\b")


def rule_links(html: str, lang: str) -> str:
    """`html` with every rule id in it made a `rule_ref` (ids hold no character to escape):
    the ids of every registered game, by its prefix ("SM-R3" for "sm")."""
    rule_id = _rule_id(tuple(sorted(p.upper() for p in i18n.PREFIX.values())))
    return rule_id.sub(lambda m: rule_ref(m.group(), lang), html)


def notes_html(notes) -> str:
    """The notes of an option as HTML lines, warnings in red with ⚠."""
    return "".join(
        f'<div class="smnb-warn" style="color:#B00020">⚠ {escape(t)}</div>' if w else
        f'<div class="smnb-note">{escape(t)}</div>' for t, w in notes)


def choices_html(title: str, rows) -> str:
    """What each choice does, folded behind a click: `rows` of (choice, notes)."""
    items = "".join(f"<li><b>{escape(text)}</b>: {escape(' · '.join(t for t, _w in notes))}</li>"
                    for text, notes in rows if notes)
    return (f'<details class="smnb-rules"><summary>{escape(title)}</summary><ul>{items}</ul>'
            "</details>") if items else ""


def _widgets_in(value):
    if isinstance(value, W.Widget):
        yield value
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _widgets_in(v)
    elif isinstance(value, dict):
        for v in value.values():
            yield from _widgets_in(v)


def widget_tree(root) -> list:
    """`root` and every widget it holds through its synced traits (children, layout, style,
    a figure's marks, axes and scales...), each once; the shared layouts and styles left out."""
    keep = {id(w) for w in _SHARED.values()}
    seen, out, todo = set(keep), [], [root]
    while todo:
        w = todo.pop()
        if id(w) in seen:
            continue
        seen.add(id(w))
        out.append(w)
        for name in w.keys:
            todo.extend(_widgets_in(getattr(w, name, None)))
    return out


def close_widgets(root) -> None:
    """Close `root` and everything in its `widget_tree`: a closed widget leaves the kernel's
    registry of live widgets (and the browser), so a long session stays small."""
    for w in widget_tree(root):
        W.Widget.close(w)      # the base close: a table's own close() calls this


@contextmanager
def hold(*widgets):
    """Batch the trait changes of several widgets (marks, figures) into one message each."""
    with ExitStack() as stack:
        for w in widgets:
            stack.enter_context(w.hold_sync())
        yield


# ---- labels ---------------------------------------------------------------------------------------

class Labels:
    """The language of a table, and its texts: `labels("roll")` is the text of a key now, from
    the catalogs (sanmarco_nb/i18n/locales): the table's own messages `<local>-<key>` first
    ("sm-table-…"), then the shared controls' `table-<key>`, an "access-…" message id as it is
    (widgets/access.py), then the game's terms, buttons,
    messages and phases; `labels.phase(name)` a phase name, `labels.rule(id)` a rule
    explanation, `labels.refusal(e)` why a move was refused. `bind(widget, key)` keeps a widget
    attribute in the current language; keyword arguments fill the message's `{ $arguments }`."""

    def __init__(self, game: str, local: str | None = None, lang: str = "en"):
        i18n.check_lang(lang)
        self.game, self.lang = game, lang
        self.local = local
        self._ids: dict = {}          # key -> message id (the same in every language)
        self._bound: list = []
        self._listeners: list = []

    def id(self, key: str) -> str:
        """The message id a key stands for here (KeyError if no catalog has it)."""
        found = self._ids.get(key)
        if found is None:
            found = next((m for m in ((f"{self.local}-{key}",) if self.local else ())
                          + (f"table-{key}",) + ((key,) if key.startswith("access-") else ())
                          if catalog.has(m)), None) \
                or i18n.label_id(self.game, key)
            self._ids[key] = found
        return found

    def __call__(self, key: str, **fmt) -> str:
        return catalog.render(self.lang, self.id(key), fmt)

    def forms(self, key: str, name: str, **fmt) -> dict:
        """The message of `key` and its attributes as arguments `name`, `name_<attribute>`."""
        return catalog.forms(self.lang, self.id(key), name, fmt)

    def phase(self, name: str) -> str:
        return i18n.phase_name(self.game, name, self.lang)

    def rule(self, rule: str) -> str:
        return i18n.rule_text(rule, self.lang)

    def refusal(self, error) -> str:
        return i18n.refusal(error, self.lang)

    def player(self, p: int) -> str:
        return i18n.player_name(p, self.lang)

    def bind(self, widget, key: str, attr: str = "description", **fmt):
        self._bound.append((widget, attr, key, fmt))
        setattr(widget, attr, self(key, **fmt))
        return widget

    def on_change(self, callback) -> None:
        self._listeners.append(callback)

    def set_lang(self, lang: str) -> None:
        i18n.check_lang(lang)
        self.lang = lang
        for widget, attr, key, fmt in self._bound:
            setattr(widget, attr, self(key, **fmt))
        for callback in self._listeners:
            callback(lang)

    def unbind_all(self) -> None:
        self._bound.clear()
        self._listeners.clear()


# ---- errors in callbacks --------------------------------------------------------------------------

class Guard:
    """Runs callbacks so that nothing escapes into the void of a JupyterLab callback.

    A refusal (IllegalAction, or RecordError for a bad record) is shown in `status` in plain
    words, in the language of `labels` (English without), kept in `refusals` as shown (the
    last KEEP) and counted in `refused`; any other exception (a bot's BotError too) is written
    with its traceback into the `output` area and kept in `errors` (tests assert it is empty).
    `guard(fn)` wraps a callback.
    """

    KEEP = 100

    def __init__(self, labels: Labels | None = None):
        self.labels = labels
        self.status = W.HTML(layout=W.Layout(min_height="1.5em"))
        self.output = W.Output(layout=W.Layout(max_height="12em", overflow="auto"))
        self.errors: list[BaseException] = []
        self.refusals: deque[str] = deque(maxlen=self.KEEP)
        self.refused = 0
        self.listeners: list = []      # f(text, warn) for every message said (a live region)

    def say(self, text: str = "", warn: bool = False) -> None:
        self.status.value = (f'<span style="color:#B00020">⚠ {escape(text)}</span>' if warn
                             else escape(text))
        for listener in self.listeners:
            listener(text, warn)

    def handle(self, e: Exception) -> None:
        if isinstance(e, (IllegalAction, RecordError)):
            text = i18n.refusal(e, self.labels.lang if self.labels else "en")
            self.refusals.append(text)
            self.refused += 1
            self.say(text, warn=True)
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


# ---- the event log --------------------------------------------------------------------------------

# The log's lines as a list that wraps them (a Select cuts its options at a phone's width): a
# listbox the keyboard walks (the arrow keys, Home and End select, as in a Select; Enter or
# Space too), the newest line first and in view when the lines change. The keys it takes stay
# there (JupyterLab's command mode would move between cells). An empty list is no listbox
# (one without options is an ARIA error).
_LOG_ESM = """
const STEPS = { ArrowDown: 1, ArrowUp: -1, Home: -Infinity, End: Infinity, PageDown: 8,
                PageUp: -8 };

function render({ model, el }) {
  const list = document.createElement("ul");
  list.className = "smnb-log";
  const id = "smnb-log-" + Math.random().toString(36).slice(2, 10);
  let active = -1;                  // the line the keyboard is on
  const items = () => list.children;
  const mark = () => {
    const i = model.get("index");
    for (const [k, li] of [...items()].entries()) {
      li.setAttribute("aria-selected", String(k === i));
      li.classList.toggle("smnb-active", k === active);
    }
    if (active >= 0 && items()[active]) {
      list.setAttribute("aria-activedescendant", `${id}-${active}`);
      items()[active].scrollIntoView({ block: "nearest" });
    } else list.removeAttribute("aria-activedescendant");
  };
  const select = i => {
    active = i;
    if (model.get("index") !== i) { model.set("index", i); model.save_changes(); }
    mark();
  };
  const draw = () => {
    const lines = model.get("lines");
    list.replaceChildren(...lines.map((text, k) => {
      const li = document.createElement("li");
      li.id = `${id}-${k}`;
      li.setAttribute("role", "option");
      li.textContent = text;
      return li;
    }));
    if (lines.length) {
      list.setAttribute("role", "listbox");
      list.tabIndex = 0;
    } else {
      list.removeAttribute("role");
      list.removeAttribute("tabindex");
    }
    active = model.get("index");
    list.scrollTop = 0;             // the newest line in view
    mark();
  };
  const name = () => list.setAttribute("aria-label", model.get("description"));
  list.addEventListener("click", e => {
    const li = e.target.closest("li");
    if (li) select([...items()].indexOf(li));
  });
  list.addEventListener("keydown", e => {
    const n = items().length;
    if (!n) return;
    if (e.key in STEPS) {
      const from = active < 0 ? (STEPS[e.key] > 0 ? -1 : n) : active;
      select(Math.max(0, Math.min(n - 1, from + STEPS[e.key])));
    } else if (e.key === "Enter" || e.key === " ") {
      select(Math.max(active, 0));
    } else return;
    e.preventDefault();
    e.stopPropagation();
  });
  model.on("change:lines", draw);
  model.on("change:index", () => { active = model.get("index"); mark(); });
  model.on("change:description", name);
  name();
  draw();
  el.appendChild(list);
}
export default { render };
"""

# about the nine rows the Select showed; a line wraps at a word, or anywhere in a long word
_LOG_CSS = """
.smnb-log { list-style: none; margin: 0; padding: 0; height: 12em; overflow-y: auto;
  border: 1px solid var(--jp-border-color1, #9E9E9E); box-sizing: border-box;
  font-size: var(--jp-widgets-font-size, 13px); background: var(--jp-layout-color1, #fff); }
.smnb-log li { padding: 1px 4px; white-space: normal; overflow-wrap: anywhere;
  cursor: pointer; }
.smnb-log li + li { border-top: 1px solid #EEEEEE; }    /* where a wrapped entry ends */
.smnb-log li:hover { background: #E3ECF7; }
.smnb-log li[aria-selected="true"] { background: #0B5394; color: #FFFFFF; }
.smnb-log li.smnb-active { outline: 1px dotted currentColor; outline-offset: -2px; }
"""


class LogList(anywidget.AnyWidget):
    """The log's lines, newest first, wrapped to the width they have; `index` is the line
    selected (-1: none), `description` the list's accessible name (`access.name`)."""

    _esm = _LOG_ESM
    _css = _LOG_CSS
    lines = traitlets.List(traitlets.Unicode()).tag(sync=True)
    index = traitlets.Int(-1).tag(sync=True)
    description = traitlets.Unicode("").tag(sync=True)


class LogPanel(W.VBox):
    """Events in plain language, newest first, each citing its rule id; selecting an entry shows
    the rule's text below the list (and as the list's hover tooltip)."""

    MAX = 150       # entries shown; older ones stay in the timeline
    CACHE = 1024    # lines kept ready-made (about two languages' worth of the shown entries)

    def __init__(self, labels: Labels):
        self.labels = labels
        self.title = labels.bind(W.HTML(), "log", "value")
        self.list = LogList(layout=W.Layout(width="100%"))
        self.rule = W.HTML(layout=W.Layout(min_height="3em"))
        self.rule.add_class("smnb-log-rule")
        self._entries: list = []
        # (entry key, lang) -> line; the key names an entry for good (Timeline.recent_events),
        # so a line of a discarded future is never shown again; least recently used go first
        self._lines: OrderedDict = OrderedDict()
        self.list.observe(self._on_select, "index")
        super().__init__([self.title, self.list, self.rule], layout=W.Layout(width="100%"))

    def line(self, n: int, key, event) -> str:
        lines, k = self._lines, (key, self.labels.lang)
        text = lines.get(k)
        if text is None:
            text = lines[k] = f"{n}. {event.describe(self.labels.lang)} [{event.rule}]"
            if len(lines) > self.CACHE:
                lines.popitem(last=False)
        else:
            lines.move_to_end(k)
        return text

    def show(self, entries: list) -> None:
        """Show (move number, key, event) entries, given newest first (at most MAX)."""
        self._entries = entries[:self.MAX]
        with self.list.hold_sync():
            self.list.lines = [self.line(*e) for e in self._entries]
            self.list.index = -1
        self.rule.value = ""

    def _on_select(self, change) -> None:
        i = change["new"]
        if not 0 <= i < len(self._entries):
            return
        rule = self._entries[i][2].rule
        text = self.labels.rule(rule)
        self.rule.value = f"<b>{escape(rule)}</b>: {escape(text)}"
        self.list.tooltip = f"{rule}: {text}"      # and on hovering the list


# ---- time travel ----------------------------------------------------------------------------------

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
                                value=stops[-1], layout=W.Layout(width="15em"))
        labels.on_change(lambda _: relabel_options(self.until,
                                                   [(labels("until_" + k), k) for k in stops]))
        self.bots_play = labels.bind(B(icon="android", layout=small), "bots_play")
        self.speed = W.Dropdown(options=[(labels(k), k) for k in SPEEDS], value="instant",
                                layout=W.Layout(width="8em"))
        labels.on_change(lambda _: relabel_options(self.speed, [(labels(k), k) for k in SPEEDS]))
        self.speed_label = labels.bind(W.Label(), "speed", "value")
        self.position = W.Label()
        # a record (JSON, as `to_record` writes it): shown to copy, or pasted to load and replay
        self.record = W.Textarea(rows=3, layout=W.Layout(width="100%"))
        self.show_record = labels.bind(B(icon="file-text", layout=small), "show_record")
        self.load_record = labels.bind(B(icon="upload", layout=small), "load_record")
        self.records = W.Accordion([W.VBox([self.record,
                                            W.HBox([self.show_record, self.load_record],
                                                   layout=W.Layout(flex_flow="row wrap"))])])
        self.records.set_title(0, labels("record"))
        labels.on_change(lambda _: self.records.set_title(0, labels("record")))
        self.records.selected_index = None
        # the lines left by acting in the past (Timeline.branches), to return to; hidden
        # while there are none. GameTable fills the options (None: "this line")
        self.lines = W.Dropdown(options=[("", None)], value=None,
                                layout=W.Layout(width="auto", display="none"))
        self.lines_label = labels.bind(W.Label(layout=W.Layout(display="none")), "lines",
                                       "value")
        wrap = W.Layout(flex_flow="row wrap")
        super().__init__([
            W.HBox([self.start, self.back, self.forward, self.end, self.position,
                    self.lines_label, self.lines], layout=wrap),
            W.HBox([self.bots_play, self.until, self.replay, self.stop,
                    self.speed_label, self.speed], layout=W.Layout(flex_flow="row wrap")),
            self.records,
        ])

    def show_lines(self, options: list) -> None:
        """`options`: (text, branch index) of the kept lines; the first is (text, None),
        this line."""
        shown = "flex" if len(options) > 1 else "none"
        with self.lines.hold_trait_notifications():
            self.lines.options = options
            self.lines.value = None
        self.lines.layout.display = self.lines_label.layout.display = shown


def relabel_options(dropdown, options: list) -> None:
    """New texts for a dropdown's (text, value) options (the same values), keeping the value
    chosen without a change of it on the way: setting `options` resets the choice to the
    first, and the value's observers took that for a choice (a language switch played at
    once the steps a learner was watching at speed "step", and reset the play app's game,
    players and seats). The texts are swapped as ipywidgets does while it constructs a widget
    (`_initializing_traits_`: no reset); only the label changes."""
    if [v for _, v in options] != [v for _, v in dropdown.options]:
        raise ValueError("relabel_options changes the texts of the same values only")
    index = dropdown.index
    dropdown._initializing_traits_ = True
    try:
        dropdown.options = options
    finally:
        dropdown._initializing_traits_ = False
    if index is not None:
        dropdown.label = options[index][0]
