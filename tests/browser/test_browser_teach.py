"""Issue 21 in a real browser: the table teaches. San Marco is played as the human seat at
speed "step" (Player 1 against three greedy bots, seed 5) in JupyterLab at 1280 x 800 with the
file browser open, and in the Voila app at 390 and 1920 px, until the first decision after
passage 1 has ended. On the way the test checks that
* every bot and chance step was shown (its caption "Move n", one Next click each) before the
  next human decision: the time-travel bar then stands at the last step shown;
* the decision panels say what is decided (with a rule id), and a choice that takes Player 1
  to 10 limit points carries the warning before it is taken, with what the passage's end
  then pays (SM-P5); offers with a transfer card say what it does (SM-A4) before the choice;
* after passage 1 ends, "since your move" lists the end of the passage;
* in the Voila app the Roll button is in sight on first load, without scrolling;
and, in Lab, an Art Society position scripted through the public API (bots from seed 9) where
a painting on offer fits nowhere: the auction says so, and taking it shows the painting and
why it goes to the assistant. Then Lab reloads the page (the kernel running: the widgets are
restored from it). Any console error fails the test (conftest.py). Screenshots:
artifacts/teach_<where>_<moment>.png. The Voila part is test_browser_teach_voila.py (a
browser of its own: one Playwright at a time), with the same `step_through`.
"""
from __future__ import annotations

import re
import shutil
import time
from collections import Counter
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from conftest import OFFER

HERE = Path(__file__).parent
NOTEBOOK = "teach_tables.ipynb"
READY = "TEACH-READY"
SEED = 5
MOVE = re.compile(r"^Move (\d+) ·")
STATE = """(t) => {
  const shown = (el) => el && el.offsetParent !== null;
  if ([...t.querySelectorAll('button')].some(b => shown(b) && !b.disabled
        && b.textContent.trim().startsWith('Next: '))) return 'next';
  if (shown(t.querySelector('.smnb-panel .smnb-decide'))) return 'decide';
  return '';
}"""
POSITION = """(t) => {
  const label = [...t.querySelectorAll('.widget-label')].map(l => l.textContent.trim())
    .find(s => /^\\d+ \\/ \\d+$/.test(s));
  return label ? Number(label.split(' / ')[0]) : -1;
}"""
CAPTION = "(t) => (t.querySelector('.smnb-watch .widget-html') || {}).textContent || ''"
# Issue 35, one screen: the board (San Marco) or the wall beside the decision (Art Society),
# the prompt and every control of the decision panel outside a fold, measured with no
# scrolling: in Voila the page at its top, in Lab the notebook scrolled to the table's top
# (as a click on the table's header leaves it; Lab's own bars stay above). Returns the prompt
# and the parts that lie outside the visible area.
ONE_SCREEN = """(t) => {
  const notebook = t.closest('.jp-WindowedPanel-outer');
  if (notebook) { t.scrollIntoView({block: 'start'}); }
  else { window.scrollTo(0, 0);
         for (let e = t.parentElement; e; e = e.parentElement) e.scrollTop = 0; }
  const v = notebook ? notebook.getBoundingClientRect() : {top: 0, left: 0};
  const top = Math.max(v.top, 0), left = Math.max(v.left, 0);
  const bottom = Math.min(notebook ? v.bottom : innerHeight, innerHeight);
  const right = Math.min(notebook ? v.right : innerWidth, innerWidth);
  const seen = (e) => { for (let x = e; x && x !== t; x = x.parentElement) {
      const st = getComputedStyle(x);
      if (st.display === 'none' || st.visibility === 'hidden') return false; }
    return true; };
  const prompt = t.querySelector('.smnb-panel .smnb-decide');
  const parts = [['board', t.querySelector('.smnb-board, .smnb-wall')], ['prompt', prompt]];
  t.querySelectorAll('.smnb-panel button, .smnb-panel select').forEach(e => {
    if (seen(e) && !e.closest('details')) parts.push([e.textContent.trim().slice(0, 30), e]); });
  const outside = parts.filter(([_, e]) => { const r = e.getBoundingClientRect();
      return r.top < top - 1 || r.bottom > bottom + 1 || r.left < left - 1 || r.right > right + 1;
    }).map(([name, e]) => { const r = e.getBoundingClientRect();
      return `${name} at ${Math.round(r.left)},${Math.round(r.top)}..` +
             `${Math.round(r.right)},${Math.round(r.bottom)}`; });
  return {prompt: prompt ? prompt.textContent.trim() : '', outside, controls: parts.length - 2,
          area: [left, top, right, bottom].map(Math.round)};
}"""
# Art Society's reveal (the table's pause after the bids) as a state of STATE: "reveal <button>"
REVEAL_STATE = STATE.replace("  return '';", """  const b = [...t.querySelectorAll('.smnb-panel button')].find(b => shown(b) && !b.disabled
      && ['Reveal', 'Next', 'Continue'].includes(b.textContent.trim()));
  return b ? 'reveal ' + b.textContent.trim() : '';""")
RULE_ID = re.compile(r"\((?:SM|AS)-[A-Z]+\d+")


def one_screen(page, table, artifacts, where: str, kinds: dict) -> list[str]:
    """At a human decision: the problems of ONE_SCREEN (an empty prompt, a part off the
    screen), counted per kind of decision (its first rule id) in `kinds`; a screenshot of the
    screen as measured, once per kind."""
    m = table.evaluate(ONE_SCREEN)
    found = RULE_ID.search(m["prompt"])
    kind = found.group(0)[1:] if found else "?"
    kinds[kind] = kinds.get(kind, 0) + 1
    if kinds[kind] == 1:
        page.screenshot(path=str(artifacts / f"screen_{where}_{kind}.png"))
    problems = [f"{where} {kind}: the prompt is empty"] if not m["prompt"] else []
    problems += [f"{where} {kind}: {part} outside {m['area']}" for part in m["outside"]]
    assert m["controls"] > 0, (where, kind, m)      # a decision has a control to decide
    return problems


def past_banner(page, table) -> None:
    """Back shows the past banner (which move, of how many); Back to now hides it and the
    decision is there again."""
    banner = table.locator(".smnb-past")
    assert not banner.is_visible()
    table.locator("button[title='Back']").click()
    banner.wait_for(state="visible", timeout=15000)
    assert re.search(r"Looking at move \d+ of \d+", banner.inner_text()), banner.inner_text()
    banner.get_by_role("button", name="Back to now").click()
    banner.wait_for(state="hidden", timeout=15000)
    page.wait_for_function(STATE, arg=table.element_handle(), timeout=15000)


def _shot(page, part, path) -> None:
    """The viewport with `part` scrolled into sight (an element screenshot of a table taller
    than Lab's notebook panel comes out grey)."""
    part.scroll_into_view_if_needed()
    page.wait_for_timeout(300)
    page.screenshot(path=str(path))


def _position(table) -> int:
    return table.evaluate(POSITION)


def _decide(page, table, panel) -> bool:
    """Make Player 1's decision as a learner might (the first choice, or cards into offer B);
    True if the panel warned that a choice takes Player 1 to the limit."""
    text = panel.inner_text()
    assert re.search(r"\((SM|AS)-[A-Z]\d", text), f"the panel names no rule: {text[:200]!r}"
    warned = "takes you to" in text and "sit out the rest of the passage (SM-P2)" in text
    roll = panel.get_by_role("button", name="Roll the die")
    confirm = panel.get_by_role("button", name="Confirm the offers")
    take = panel.get_by_role("button", name="Take offer A")
    if roll.count():
        roll.click()
    elif confirm.count():
        chips = panel.locator(".widget-toggle-buttons")
        chips.first.get_by_role("button", name=OFFER["B"]).wait_for()   # named by the script
        three = chips.first.get_by_role("button", name=OFFER["C"]).count() > 0
        for i in range(chips.count()):
            letter = "B" if i < 3 else "C" if three and i < 6 else None
            if letter:
                chips.nth(i).get_by_role("button", name=OFFER[letter]).click()
        page.wait_for_function("el => !el.disabled", arg=confirm.element_handle(),
                               timeout=30000)
        confirm.click()
    elif take.count():
        take.click()
    else:
        panel.locator("button:not([disabled])").first.click()
    return warned


def step_through(page, table, artifacts, where: str, screen: bool = False) -> dict:
    """Play as Player 1 at speed "step" until the first decision after passage 1 ends; with
    `screen`, check at each decision that it is on one screen (issue 35) and, at the second,
    the past banner."""
    shown = _position(table)           # the last step made or shown
    nexts = decisions = 0
    warned = passage_over = ruled = False
    kinds: dict = {}
    problems: list[str] = []
    for _ in range(1000):
        state = page.wait_for_function(STATE, arg=table.element_handle(), timeout=60000)
        if state.json_value() == "next":
            table.locator(".smnb-watch button", has_text="Next: ").click()
            nexts += 1
            page.wait_for_function(
                "([t, n]) => ((t.querySelector('.smnb-watch .widget-html') || {}).textContent"
                " || '').startsWith(`Move ${n} ·`)", arg=[table.element_handle(), shown + 1],
                timeout=30000)
            shown += 1
            caption = table.evaluate(CAPTION)
            passage_over = passage_over or "Passage 1 ends." in caption
            continue
        # a human decision: every step before it was shown (the bar, drawn in the same
        # redraw, may arrive a moment after the caption)
        page.wait_for_function(f"t => ({POSITION})(t) === {shown}", arg=table.element_handle(),
                               timeout=15000)
        panel = table.locator(".smnb-panel")
        if passage_over:
            since = table.locator(".smnb-since")
            assert any(line.startswith("End of the passage: ") and "Passage 1 ends." in line
                       for line in since.inner_text().splitlines()), since.inner_text()
            _shot(page, since, artifacts / f"teach_{where}_since.png")
            break
        before = shown
        if screen:
            problems += one_screen(page, table, artifacts, where, kinds)
            if decisions == 1:
                past_banner(page, table)
        text = panel.inner_text()
        if not warned and "takes you to" in text:
            # the choice that ends the passage tells its bonus before it is made (issue 35)
            assert "gains the highest limit total minus their own (SM-P5)" in text, text
            _shot(page, panel, artifacts / f"teach_{where}_warning.png")
        # what a transfer card does, one click away while the offers are still to choose
        rules = panel.locator("details.smnb-rules")
        if not ruled and rules.count() and "Transfer card" in rules.first.text_content():
            assert "(SM-A4)" in rules.first.text_content()
            ruled = True
            _shot(page, rules.first, artifacts / f"teach_{where}_card_rules.png")
        warned = _decide(page, table, panel) or warned
        decisions += 1
        page.wait_for_function(f"t => ({POSITION})(t) > {before}", arg=table.element_handle(),
                               timeout=30000)
        shown = _position(table)
    assert passage_over and warned and ruled, (where, passage_over, warned, ruled)
    assert not problems, "\n".join(problems)
    return {"nexts": nexts, "decisions": decisions, "steps": shown, "kinds": kinds}


def art_society_round(page, table, artifacts, where: str) -> dict:
    """Play Art Society as Player 1 at speed "step" (Next for every other step, the reveal
    stepped through) until Player 1 has hung a painting bought at auction, checking at every
    decision that it is on one screen: the start painting, the bid, the take, the hang."""
    kinds: dict = {}
    problems: list[str] = []
    nexts = 0
    panel = table.locator(".smnb-panel").last           # the decision's (the auction's first)
    for _ in range(300):
        state = page.wait_for_function(REVEAL_STATE, arg=table.element_handle(),
                                       timeout=60000).json_value()
        before = _position(table)
        if state == "next":
            table.locator(".smnb-watch button", has_text="Next: ").click()
            nexts += 1
            page.wait_for_function(f"t => ({POSITION})(t) > {before}",
                                   arg=table.element_handle(), timeout=30000)
            continue
        if state.startswith("reveal"):                   # the reveal: Reveal, Next, Continue
            header = table.locator(".smnb-panel").last.inner_text()
            panel.get_by_role("button", name=state.split(" ", 1)[1], exact=True).click()
            page.wait_for_function("([p, h]) => p.innerText !== h",
                                   arg=[panel.element_handle(), header], timeout=30000)
            continue
        problems += one_screen(page, table, artifacts, where, kinds)
        position = panel.locator("select")
        takes = table.locator("button:visible", has_text=re.compile(r"^Take painting"))
        if position.count():                             # hang: a cell, then Hang here
            position.select_option(index=1)
            hang = panel.get_by_role("button", name="Hang here")
            page.wait_for_function("el => !el.disabled", arg=hang.element_handle(),
                                   timeout=30000)
            hang.click()
        elif takes.count():
            takes.first.click()
        else:
            panel.locator("button:not([disabled])").first.click()
        page.wait_for_function(f"t => ({POSITION})(t) > {before}",
                               arg=table.element_handle(), timeout=30000)
        if kinds.get("AS-R4") and kinds.get("AS-P1"):
            break
    assert not problems, "\n".join(problems)
    assert {"AS-S1", "AS-R2", "AS-R4", "AS-P1"} <= set(kinds), kinds
    return {"nexts": nexts, "kinds": kinds}


RESTORE_FRAMES = {"sent": ('"request_states"', '"request_state"', "comm_info_request"),
                  "got": ("update_states", "comm_info_reply", "comm_close")}


def _restore_frames(page) -> list:
    """What the page's kernel websockets carry from now on, as "<seconds> <sent|got> <what>":
    Lab's widget manager restores from the kernel by `request_states` on its control comm and,
    when that is not answered within ipywidgets' 4 s (CONTROL_COMM_TIMEOUT), by a
    `comm_info_request` and one `request_state` per widget; a `comm_close` from the kernel
    meanwhile closes a model the restore may still need (reloading while a kernel loop replaced
    two tables' panels every 0.25 s restored no table here, 1 reload in 4). The restore
    failed so on two CI runs and never on an idle machine: a failure says which it was."""
    seen, t0 = [], time.monotonic()

    def note(way, payload):
        text = payload if isinstance(payload, str) else payload.decode("latin1")
        seen.extend(f"{time.monotonic() - t0:.1f} {way} {what}"
                    for what in RESTORE_FRAMES[way] if what in text)
    page.on("websocket", lambda ws: (ws.on("framesent", lambda p: note("sent", p)),
                                     ws.on("framereceived", lambda p: note("got", p))))
    return seen


def _lab_at_1280_with_the_file_browser(page) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    page.evaluate("window.jupyterapp.commands.execute('filebrowser:activate')")
    page.wait_for_timeout(800)
    assert page.evaluate("!window.jupyterapp.shell.leftCollapsed")
    # drawn at this width, as a learner's browser first draws it
    page.evaluate("window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs')")
    page.locator(".smnb-table").first.wait_for(state="detached", timeout=30000)
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.locator(".jp-OutputArea-output", has_text=READY).wait_for(timeout=90000)


def test_lab_san_marco_step_by_step_and_art_society_fits_nowhere(lab_notebook, artifacts):
    page = lab_notebook(NOTEBOOK, marker=READY)
    _lab_at_1280_with_the_file_browser(page)
    sm, art = page.locator(".smnb-table").nth(0), page.locator(".smnb-table").nth(1)
    sm.scroll_into_view_if_needed()
    played = step_through(page, sm, artifacts, "lab", screen=True)
    assert played["nexts"] > 50 and played["decisions"] > 5, played
    # Art Society at speed "step", on one screen from the start painting to a hang (issue 35)
    steps = art_society_round(page, page.locator(".smnb-table").nth(2), artifacts, "lab")
    assert steps["nexts"] > 3, steps

    # Art Society: the painting that fits nowhere, said before it is taken and after
    art.scroll_into_view_if_needed()
    notes = art.locator(".widget-html", has_text="fits nowhere on your wall")
    notes.first.wait_for(timeout=30000)
    assert "it goes to your assistant (AS-P2)" in notes.first.inner_text()
    slot = art.locator(".widget-vbox").filter(
        has=page.locator(".widget-html", has_text="fits nowhere on your wall")).last
    _shot(page, notes.first, artifacts / "teach_lab_fits_nowhere.png")
    slot.locator("button", has_text="Take painting").click()
    told = "This painting fits nowhere on your wall (AS-P2):"
    art.get_by_text(told).wait_for(timeout=30000)
    # the decision panel (the auction row is a .smnb-panel too: its Take buttons decide)
    panel = art.locator(".smnb-panel", has_text=told)
    assert panel.locator("svg rect.painting").count() == 1          # the painting, drawn
    assistant = panel.locator("button", has_text="To the assistant")
    assert "it waits with your assistant" in assistant.inner_text()
    _shot(page, panel, artifacts / "teach_lab_to_the_assistant.png")

    # the kernel runs on: saved, then reloaded, the page restores every widget from it, with
    # no console error
    page.evaluate("window.jupyterapp.commands.execute('docmanager:save')")
    page.wait_for_timeout(1500)
    page.get_by_text("| Idle").first.wait_for(timeout=30000)     # the kernel done drawing
    frames = _restore_frames(page)
    page.reload()
    page.get_by_text("| Idle").first.wait_for(timeout=90000)
    try:
        page.locator(".smnb-table").nth(1).wait_for(timeout=90000)
    except PlaywrightTimeout:
        pytest.fail("Lab restored no table after the reload; the kernel's websocket: "
                    f"{Counter(f.split(' ', 1)[1] for f in frames)}, the first: {frames[:12]}")
    page.locator("div.bqplot svg.svg-figure").nth(8).wait_for(timeout=60000)
    page.wait_for_timeout(3000)
    page.screenshot(path=str(artifacts / "teach_lab_restored.png"))
    assert page.locator(".jp-OutputArea-output", has_text="Traceback").count() == 0



@pytest.mark.xfail(strict=True, reason=(
    "bqplot 0.13.1's Figure.render() measures its element before the view is shown and sets "
    "its background and clip <rect> to that width minus the margins: in a tab hidden when Lab "
    "restores (display: none) that is negative, and Chromium logs an error per rect. Neither "
    "Lab's hiddenMode 'contentVisibility' nor windowingMode 'none' avoids it (tried); a fix "
    "belongs in bqplot (clamp at 0). Strict: this test says so the day it passes."))
def test_lab_restores_a_notebook_in_a_hidden_tab_without_console_errors(
        lab_notebook, jupyter_lab, artifacts, console_errors):
    """Two notebooks with live tables, one in a tab behind the other: on a page reload Lab
    restores the widgets of both from the running kernel, with no console error (the errors
    are taken out of the session's list here, so that the expected failure is this test's)."""
    _base, _token, served = jupyter_lab
    shutil.copy(HERE / NOTEBOOK, served / NOTEBOOK)
    page = lab_notebook("sanmarco_table.ipynb", marker="SM-READY")
    page.evaluate(f"window.jupyterapp.commands.execute('docmanager:open', {{path: '{NOTEBOOK}'}})"
                  ".then(() => 1)")
    page.get_by_role("tab", name=NOTEBOOK).wait_for(timeout=30000)
    page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook").wait_for(timeout=30000)
    page.wait_for_timeout(1000)
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.locator(".jp-OutputArea-output", has_text=READY).wait_for(timeout=90000)
    page.evaluate("window.jupyterapp.commands.execute('docmanager:save-all')")
    page.wait_for_timeout(1500)
    start = len(console_errors)
    page.reload()
    page.get_by_text("| Idle").first.wait_for(timeout=90000)
    page.locator(".smnb-table").nth(1).wait_for(state="attached", timeout=90000)
    page.wait_for_timeout(5000)                     # the hidden tab's figures drawn too
    page.evaluate("window.jupyterapp.commands.execute('application:activate-previous-tab')")
    page.wait_for_timeout(3000)
    page.screenshot(path=str(artifacts / "teach_lab_restored_hidden_tab.png"))
    visible = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) div.bqplot svg.svg-figure")
    assert visible.count() >= 4                     # the tables came back, drawn
    page.close()                                    # no error comes after the count
    made = console_errors[start:]
    del console_errors[start:]
    assert not made, f"{len(made)} console errors on restore, the first: {made[:2]}"
