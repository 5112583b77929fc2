"""The tables for everyone: what a screen reader says, what the keyboard reaches, the focus ring.

* `Announcer`: an ARIA live region (role=status, polite) that says, after every step, what
  happened and whose turn it is, in the table's language; it also keeps the keyboard's place
  (a decision panel is rebuilt after every move: when the control that had the focus goes,
  the focus moves to the first control of the new panel instead of falling to the page's top)
  and writes the table's language into the page (`lang`), so a screen reader reads German as
  German. ipywidgets gives no widget an ARIA role of its own, so this one is an anywidget: a
  few lines of JavaScript on an element that stays (a live region that is replaced with each
  message is not read reliably).
* `Narrator`: the table's sentences for the announcer, from the log the table shows (so a
  sealed bid or a reveal not yet stepped through is never told).
* `words_html`: a game's picture as text (a list a screen reader walks: the San Marco board,
  `sanmarco_access.board_words`; an Art Society wall, `artsociety_access.wall_words`), shown
  visually hidden beside each figure.
* `DistrictPicker`: the board as a keyboard input; the arrow keys go from district to
  district, as a click on the board would narrow the panel to one.
* `ACCESS_CSS`: a visible focus ring on every control of a table and of the play app, and the
  visually hidden class; `name(widget, text)` gives a control an accessible name without a
  visible label (the time-travel bar's dropdowns, the log list).

Every sentence is a catalog message `access-…` (locales/<lang>/access.ftl).
"""
from __future__ import annotations

from html import escape

import anywidget
import ipywidgets as W
import traitlets

from .. import i18n
from ..i18n import LANG_NAMES
from ..core import CHANCE

__all__ = ["ACCESS_CSS", "Announcer", "Narrator", "name", "name_controls", "words_html",
           "DistrictPicker", "MAX_TOLD", "LANG_NAMES"]

MAX_TOLD = 6        # events said after one step: the first two and the latest, the others
                    # counted (the log has them)

# WCAG 2.2: a focus indicator of 3:1 against its neighbours, on light and dark controls alike
# (a dark ring with a white halo); an accordion's title and a tab's label at full contrast
# (ipywidgets' grey is 4.45:1 on their grey); a rule id's link underlined (not told by colour
# alone); the sr-only pattern hides a text from the eye, not from a screen reader. Scoped to
# the table's and the app's classes, as TABLE_CSS is.
ACCESS_CSS = """
.smnb-table :focus-visible, .smnb-app :focus-visible {
  outline: 3px solid #1A1A1A !important; outline-offset: 2px !important;
  box-shadow: 0 0 0 5px #FFFFFF !important; z-index: 1; }
.smnb-table .jupyter-widget-Collapse-header, .smnb-app .jupyter-widget-Collapse-header,
.smnb-table .lm-TabBar-tab, .smnb-app .lm-TabBar-tab {
  color: var(--jp-ui-font-color1, #1A1A1A) !important; opacity: 1 !important; }
.smnb-table a.smnb-rule { color: #0B5394; text-decoration: underline dotted; }
.smnb-sr-only, .smnb-named > .widget-label {
  position: absolute !important; width: 1px !important; height: 1px !important;
  padding: 0 !important; margin: -1px !important; overflow: hidden !important;
  clip: rect(0, 0, 0, 0) !important; clip-path: inset(50%) !important;
  white-space: nowrap !important; border: 0 !important; }
"""

_ESM = """
const CONTROLS = "button:not([disabled]), select:not([disabled]), input:not([disabled]), "
  + "textarea:not([disabled])";
const KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End",
                      "PageUp", "PageDown", " ", "Enter"]);
const LANDMARKS = new Set(["region", "navigation", "form", "main", "banner", "search",
                           "complementary", "contentinfo"]);
const shown = e => e.isConnected && !e.disabled && e.getClientRects().length > 0
  && getComputedStyle(e).visibility !== "hidden";

function render({ model, el }) {
  el.classList.add("smnb-sr-only");
  el.setAttribute("role", "status");
  el.setAttribute("aria-live", "polite");
  el.setAttribute("aria-atomic", "true");
  let root = null, last = null, timer = null, observer = null, tries = 0, kept = false, waits = 0;
  const setLang = () => {
    el.lang = model.get("lang");
    if (root) root.lang = model.get("lang");
  };
  const say = () => {            // emptied first: the same words again are read again
    setLang();
    el.textContent = "";
    setTimeout(() => {
      el.textContent = model.get("text");
      el.dataset.count = model.get("count");      // what a test waits for
    }, 60);
  };
  // the keyboard's place: when the control that had the focus is gone (a rebuilt panel) or
  // disabled, and the focus has fallen to the page (not moved on by the user), the first
  // control of the decision panel takes it
  const restore = () => {
    if (!root || !last || shown(last)) return;
    const now = document.activeElement;
    if (now && now !== document.body && !now.contains(root)) return;
    const controls = within => [...within.querySelectorAll(CONTROLS)].filter(shown);
    // a control in .smnb-keep-focus (a split's card under its offer) keeps the focus where it
    // went: the control of the same text there, once drawn (Enter again moves the card on)
    const twin = kept && [...root.querySelectorAll(".smnb-keep-focus")].flatMap(controls)
      .find(c => c.textContent === last.textContent);
    if (kept && !twin && waits++ < 10) {
      clearTimeout(timer);
      timer = setTimeout(restore, 100);
      return;
    }
    const panels = [...root.querySelectorAll(".smnb-panel")];
    const next = twin || panels.flatMap(controls)[0] || controls(root)[0];
    waits = 0;
    if (next) { next.focus(); last = next; }
  };
  // what ipywidgets leaves out, mended within root after every change: an accordion's header
  // reached by Tab and opened by Enter or Space; a button's icon (a private-use character of
  // the icon font) kept out of its name; a toggle named by its tip where its text is a letter
  // (.smnb-tip-named); the landmarks and names of `marks` ({selector: {attribute: value}}, the
  // selector ":scope" is root itself; a value "#<selector>" is the id of that element, given
  // one if it has none)
  const ref = sel => {
    const e = root.querySelector(sel);
    if (!e) return null;
    if (!e.id) e.id = "smnb-" + Math.random().toString(36).slice(2, 10);
    return e.id;
  };
  const mend = () => {
    for (const h of root.querySelectorAll(".jupyter-widget-Collapse-header")) {
      if (h.tabIndex !== 0) {
        h.tabIndex = 0;
        h.setAttribute("role", "button");
        h.addEventListener("keydown", e => {
          if (e.key === "Enter" || e.key === " ") { e.preventDefault(); h.click(); }
        });
      }
      const open = h.parentElement.classList.contains("jupyter-widget-Collapse-open");
      h.setAttribute("aria-expanded", String(open));
    }
    for (const i of root.querySelectorAll("i.fa")) i.setAttribute("aria-hidden", "true");
    for (const b of root.querySelectorAll(".smnb-tip-named button[title]")) {
      if (b.getAttribute("aria-label") !== b.title) b.setAttribute("aria-label", b.title);
    }
    const named = numbered();
    for (const [sel, attrs] of Object.entries(model.get("marks"))) {
      const landmark = LANDMARKS.has(attrs.role);
      for (const e of sel === ":scope" ? [root] : root.querySelectorAll(sel)) {
        for (const [k, v] of Object.entries(attrs)) {
          const value = v.startsWith("#") ? ref(v.slice(1))
            : k === "aria-label" && landmark ? named(v) : v;
          if (value !== null && e.getAttribute(k) !== value) e.setAttribute(k, value);
        }
      }
    }
  };
  // each landmark's name unique on the page (axe: landmark-unique): a table's parts say whose
  // they are ("Charts (<game>)"), and a second root of the same name (two tables of one game
  // in a notebook) is "<game>, table 2", its parts "Charts (<game>, table 2)"
  const numbered = () => {
    const name = (model.get("marks")[":scope"] || {})["aria-label"];
    const { table, part } = model.get("numbered");
    if (!name || !table || !part) return v => v;
    if (root.dataset.smnbName !== name) {       // the others renumber (drawn in any order)
      root.dataset.smnbName = name;
      document.dispatchEvent(new Event("smnb-landmarks"));
    }
    const n = [...document.querySelectorAll(model.get("root"))]
      .filter(r => r.dataset.smnbName === name).indexOf(root) + 1;
    const whole = n <= 1 ? name : table.replace("{game}", name).replace("{n}", String(n));
    return v => v === name ? whole : part.replace("{part}", v).replace("{table}", whole);
  };
  const renumber = () => root && mend();
  const onFocus = e => {
    if (!root || !root.contains(e.target)) return;
    last = e.target;
    kept = !!last.closest(".smnb-keep-focus");
    waits = 0;
  };
  // the keys a list or a text field needs stay there: JupyterLab's notebook takes the arrow
  // keys of anything in an output (its command mode: "select the next cell") otherwise
  const keep = e => {
    if (e.target.matches("select, input, textarea") && KEYS.has(e.key)) e.stopPropagation();
  };
  document.addEventListener("focusin", onFocus);
  document.addEventListener("smnb-landmarks", renumber);
  const attach = () => {
    root = el.closest(model.get("root"));
    if (!root) {
      if (tries++ < 200) setTimeout(attach, 50);
      return;
    }
    setLang();
    root.addEventListener("keydown", keep);
    mend();
    observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => { mend(); restore(); }, 80);
    });
    observer.observe(root, { childList: true, subtree: true, attributes: true,
                             attributeFilter: ["disabled", "style", "class", "title"] });
  };
  el.textContent = model.get("text");     // the last words, for a reader who looks
  attach();
  model.on("change:count", say);
  model.on("change:lang", setLang);
  model.on("change:marks change:numbered", () => root && mend());
  return () => {
    document.removeEventListener("focusin", onFocus);
    document.removeEventListener("smnb-landmarks", renumber);
    if (observer) observer.disconnect();
    if (root) root.removeEventListener("keydown", keep);
    clearTimeout(timer);
  };
}
export default { render };
"""


class Announcer(anywidget.AnyWidget):
    """The live region of a table (or of the play app): `say(text)` has a screen reader read
    `text` (again, if it is the same as before); `lang` is the language it is read in. `root`
    is the CSS selector of the element whose focus it keeps and whose `lang` it sets."""

    _esm = _ESM
    _css = ACCESS_CSS
    text = traitlets.Unicode("").tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)
    root = traitlets.Unicode(".smnb-table").tag(sync=True)
    count = traitlets.Int(0).tag(sync=True)      # a new message, even with the same words
    # ARIA that ipywidgets cannot set: {CSS selector within root: {attribute: value}}, e.g. a
    # part's landmark role and name (a value "#<selector>" is that element's id)
    marks = traitlets.Dict().tag(sync=True)
    # the words the page names landmarks with (a second root of a name, a root's parts):
    # {"table": "{game}, table {n}", "part": "{part} ({table})"}, in the root's language
    numbered = traitlets.Dict().tag(sync=True)

    def say(self, text: str) -> None:
        with self.hold_sync():
            self.text = text
            self.count += 1


def name(widget, labels, message_id: str):
    """Give a control the accessible name of catalog message `message_id`, in the language of
    `labels` and following it: its description, for a screen reader only (the row around it
    already shows what it is)."""
    def relabel(lang):
        widget.description = i18n.render(message_id, lang)
    relabel(labels.lang)
    labels.on_change(relabel)
    widget.add_class("smnb-named")
    return widget


def name_controls(table) -> None:
    """Name the controls of a table that show no label of their own: the time-travel bar's
    dropdowns, the log's list, the language switch (whose buttons also get tips)."""
    bar, L = table.bar, table.labels
    for widget, message_id in ((bar.until, "access-until"), (bar.speed, "table-speed"),
                               (bar.lines, "table-lines"), (table.log_panel.list, "access-log"),
                               (table.lang_switch, "app-language")):
        name(widget, L, message_id)
    table.lang_switch.tooltips = [LANG_NAMES[k] for k in table.lang_switch.options]


def words_html(title: str, lines: list[str], lang: str) -> str:
    """A text alternative: a heading and a list, in `lang` (visually hidden by its widget)."""
    items = "".join(f"<li>{escape(line)}</li>" for line in lines)
    # a heading to jump to (h2: under a notebook's title); no landmark, as several tables
    # may share a page
    return f'<section lang="{lang}"><h2>{escape(title)}</h2><ul>{items}</ul></section>'


def say(key: str, lang: str, **args) -> str:
    return i18n.render(f"access-{key}", lang, **args)


class DistrictPicker(W.Dropdown):
    """The board as a keyboard input: a district chosen here (the arrow keys go through them)
    narrows the decision panel to that district's choices, as a click on the board does; it
    never takes a move by itself. `show(options, target, active)` sets what it offers:
    (text, district) pairs, the first (text, ALL) for all districts."""

    ALL = -1       # "all districts" (a Dropdown reads the value None as nothing chosen)

    def __init__(self, on_pick):
        super().__init__(options=[("—", self.ALL)], value=self.ALL, disabled=True,
                         layout=W.Layout(width="auto", max_width="100%"))
        self._on_pick, self._showing = on_pick, False
        self.observe(self._picked, "value")

    def show(self, options: list, target, active: bool) -> None:
        self._showing = True        # setting what is shown is not a choice
        try:
            with self.hold_sync():
                if list(self.options) != options:
                    self.options = options
                self.value = self.ALL if target is None else target
                self.disabled = not active
        finally:
            self._showing = False

    def _picked(self, change) -> None:
        if not self._showing:
            self._on_pick(None if change["new"] == self.ALL else change["new"])


# ---- what happened, whose turn ------------------------------------------------------------------

class Narrator:
    """The sentences of a table's live region: after each redraw, the events the log shows that
    were not told yet (at most MAX_TOLD: the move's first and the latest; the others counted),
    where in the game the table is
    when it looks at the past, and whose turn it is. A redraw that changes nothing says
    nothing (`update`); a refusal is said at once (`refused`)."""

    def __init__(self, table):
        self.table = table
        self.announcer = Announcer(lang=table.lang)
        self._told: set = set()
        self._last = None

    def sentence(self) -> tuple[str, int, str]:
        """The words to say now, how many events they tell, and whose turn they say."""
        t = self.table
        entries = t._log_entries()                       # newest first, as the log shows them
        new = [e for e in entries if e[1] not in self._told][::-1]
        self._told = {e[1] for e in entries}
        lang = t.lang
        # at most MAX_TOLD: the move made (its first events), a count, the latest ones
        shown = new if len(new) <= MAX_TOLD else new[:2] + [None] + new[2 - MAX_TOLD:]
        parts = [say("more_events", lang, n=len(new) - MAX_TOLD) if e is None
                 else e[2].describe(lang) for e in shown]
        tl = t.timeline
        if tl.cursor < tl.end:
            parts.append(say("position", lang, n=tl.cursor, max=tl.end))
        turn = turn_words(t, t.state)
        return " ".join(parts + [turn]), len(new), turn

    def update(self) -> None:
        """Say what is new: events not told yet, another position, turn or language (a
        redraw that only narrows the panel says nothing)."""
        text, told, turn = self.sentence()
        key = (self.table.timeline.version, self.table.lang, turn)
        if told or key != self._last:
            self._last = key
            self.announcer.lang = self.table.lang
            self.announcer.say(text)

    def refused(self, text: str, warn: bool = True) -> None:
        """A guard's message: a refusal or an error is said at once."""
        if text and warn:
            self.announcer.say(text)


def turn_words(table, state) -> str:
    """Whose turn it is, and at what (or that the game is over), in the table's language."""
    L, lang = table.labels, table.lang
    if state.is_terminal():
        over = getattr(table, "_game_over", None)    # the game tables name the winners
        return over(state) if over else say("game_over", lang)
    if getattr(table, "_reveal_pending", lambda: False)():     # Art Society's stepped reveal
        shown, steps = table._reveal_shown(), len(table._reveal_sequence())
        button = "reveal" if shown == 0 else "next" if shown < steps else "reveal_done"
        return say("reveal", lang, what=L(button))
    try:
        phase = L.phase(state.phase)
    except (AttributeError, KeyError):      # a game that names no phases
        phase = say("playing", lang)
    human = table.waiting_for_human(state)
    if state.to_move == CHANCE:
        roller = getattr(table, "_roller", lambda s: None)(state)
        if human and roller is not None:
            return say("your_roll", lang, name=L.player(roller), phase=phase)
        return say("chance", lang, phase=phase)
    key = "your_turn" if human else "turn_of"
    return say(key, lang, name=L.player(state.to_move), phase=phase)
