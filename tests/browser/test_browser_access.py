"""Accessibility in a real browser (issue 26): axe-core on both tables and the Voila app at three
points of a game, and a game played with the keyboard alone.

* axe: tests/browser/access_tables.ipynb shows each table at its start, in mid-game and at its
  end; axe-core (npm's axe-core@4, installed by the `axe` fixture) runs on each table's
  element: no serious or critical violation may be ours. JupyterLab's own page (its toolbar,
  the editor, the windowed notebook) has violations we do not own: they are recorded in
  artifacts/axe_lab.json, and so are ours (every impact) in artifacts/axe_tables.json and
  artifacts/axe_voila.json. (The Voila app: test_browser_access_voila.py, a module of its own:
  its browser cannot run beside this module's JupyterLab context.)
* keyboard: keyboard.press only, no mouse and no element clicked or focused by the test: Tab
  to a control (the test reads which control has the focus, as a screen reader says it),
  Enter, Space and the arrow keys. San Marco: the four set-up rolls, the set-up bridge chosen
  through the district picker, then the split (cards moved between the offers) and its
  confirmation, and, as a chooser, taking an offer. Art Society: the start painting hung
  (position by the arrow keys, then Hang here), the auction prepared, a bid, the reveal
  stepped through, a painting taken and hung. After each step the live region must have said
  something new, and the focus must still be in the table.
Skipped without chromium or npm, except under CI (CI set), where that fails (see conftest.py).
"""
from __future__ import annotations

import json
import re

from playwright.sync_api import expect

NOTEBOOK = "access_tables.ipynb"
READY = "ACCESS-READY"
POINTS = ("sm_start", "sm_mid", "sm_end", "as_start", "as_mid", "as_end")


def live_text(page, table) -> str:
    return table.locator("[role=status][aria-live=polite]").first.text_content() or ""


# ---- axe --------------------------------------------------------------------------------------

def test_axe_finds_nothing_serious_in_either_table_at_three_points(lab_notebook, axe, artifacts):
    page = lab_notebook(NOTEBOOK, marker=READY)
    tables = page.locator(".smnb-table")
    tables.nth(len(POINTS) - 1).locator("svg.svg-figure").first.wait_for(timeout=60000)
    assert tables.count() == len(POINTS)
    report, problems = {}, []
    for i, point in enumerate(POINTS):
        table = tables.nth(i)
        table.scroll_into_view_if_needed()
        table.locator("svg.svg-figure").last.wait_for(timeout=30000)
        page.wait_for_timeout(300)
        # the live region and the text alternatives are on the page, in the table's language
        assert table.locator("[role=status][aria-live=polite]").count() == 1, point
        assert table.get_attribute("lang") == "en", point
        assert live_text(page, table), point
        alt = table.locator(".smnb-sr-only section").first.inner_text()
        assert ("The board in words" if point.startswith("sm") else "wall in words") in alt
        table.evaluate("(el, i) => el.setAttribute('data-axe', i)", i)
        violations = axe.run(page, f'[data-axe="{i}"]')
        report[point] = violations
        problems += [f"{point}: {p}" for p in axe.serious(violations)]
    # issue 35: three tables of each game on one page: each landmark's name unique (the
    # second "San Marco, table 2"), and each wall a picture named by its owner
    names = page.evaluate("""() => [...document.querySelectorAll('.smnb-table')]
        .map(t => t.getAttribute('aria-label'))""")
    assert names == ["San Marco", "San Marco, table 2", "San Marco, table 3", "Art Society",
                     "Art Society, table 2", "Art Society, table 3"], names
    assert tables.nth(4).locator(".smnb-moves").get_attribute("aria-label") == \
        "The game's moves (Art Society, table 2)"
    assert tables.nth(4).locator(".smnb-wall-1 svg.svg-figure").first.get_attribute(
        "aria-label") == "Player 2's wall"
    everyone = axe.run(page, ".smnb-table")
    report["all_tables"] = everyone
    problems += [f"all tables: {v['id']} {v['nodes'][:3]}" for v in everyone
                 if v["id"] == "landmark-unique"]
    (artifacts / "axe_tables.json").write_text(json.dumps(report, indent=1))
    # the whole page, for the record: JupyterLab's own violations are not the tables'
    lab = axe.run(page)
    (artifacts / "axe_lab.json").write_text(json.dumps(lab, indent=1))
    assert not problems, "\n".join(problems)


# ---- the keyboard alone ------------------------------------------------------------------------

FOCUSED = """() => {
  const e = document.activeElement;
  if (!e || e === document.body) return { name: "", tag: "", table: false, value: null };
  let name = e.getAttribute("aria-label") || "";
  if (!name && e.labels && e.labels.length) name = [...e.labels].map(l => l.textContent).join(" ");
  if (!name) name = (e.textContent || "").trim();
  const plain = t => t && t.replace(/\u00a0/g, " ").trim();    // ipywidgets' options: nbsp
  return { name: plain(name), tag: e.tagName, table: !!e.closest(".smnb-table"),
           value: e.tagName === "SELECT" ? plain((e.selectedOptions[0] || {}).textContent)
                                         : null };
}"""


def focused(page) -> dict:
    """The control with the focus as a screen reader names it (its label, or its text)."""
    return page.evaluate(FOCUSED)


def tab_to(page, name: str, tag: str = "BUTTON", limit: int = 80) -> dict:
    """Press Tab until the focus is on a `tag` control of a table whose name matches the
    regular expression `name` (as a user tabs to a control they hear named); no key if it is
    there already (the table put it there after the last move)."""
    seen = []
    for i in range(limit):
        if i:
            page.keyboard.press("Tab")
        f = focused(page)
        if f["table"] and f["tag"] == tag and re.search(name, f["name"]):
            return f
        seen.append(f["name"][:30])
    raise AssertionError(f"Tab never reached {tag} {name!r}; went through {seen}")


def press(page, table, key: str, timeout: float = 15000) -> str:
    """Press `key` and wait until the live region has said something again; its words."""
    count = "el => (el.querySelector('[role=status]').dataset.count || '')"
    before = table.evaluate(count)
    page.keyboard.press(key)
    page.wait_for_function(f"([el, old]) => ({count})(el) !== old",
                           arg=[table.element_handle(), before], timeout=timeout)
    page.wait_for_timeout(250)         # the panel's new controls, and the focus on them
    return live_text(page, table)


def test_keyboard_alone_plays_a_san_marco_split_and_choose(lab_notebook, artifacts):
    page = lab_notebook("sanmarco_table.ipynb", marker="SM-READY")
    table = page.locator(".smnb-table").first
    table.locator("svg.svg-figure").first.wait_for(timeout=30000)
    heard = [live_text(page, table)]
    # SM-S2: the four set-up rolls; after each, the focus is back on the new Roll button
    tab_to(page, "^Roll the die$")
    for _ in range(4):
        assert focused(page)["name"] == "Roll the die"
        heard.append(press(page, table, "Enter"))
    assert "set-up: bridges" in heard[-1]
    # SM-S4: the board by the keyboard: the district picker, an arrow key to Cannaregio (its
    # choices in the panel), then Tab to a bridge and Enter
    picker = tab_to(page, "District on the board", tag="SELECT")
    assert picker["value"] == "all districts"
    page.keyboard.press("ArrowDown")
    table.get_by_text("Showing the choices for Cannaregio").wait_for(timeout=15000)
    assert focused(page)["value"].startswith("Cannaregio")
    tab_to(page, "^Bridge Cannaregio–")
    heard.append(press(page, table, "Enter"))
    # SM-R3: Player 1 splits: three cards to offer B (Tab to a chip's "Move the … card to
    # offer B", Space), then confirm
    table.get_by_text("Put each card into an offer").wait_for(timeout=15000)
    for _ in range(3):
        tab_to(page, "to offer B$")
        page.keyboard.press("Space")
        page.wait_for_timeout(300)
    tab_to(page, "^Confirm the offers$")
    heard.append(press(page, table, "Enter", timeout=30000))
    # the offer left to Player 1 is played card by card, Enter on the first choice each time
    # (the focus is on it), until Player 1 chooses an offer (SM-R5)
    for _ in range(12):
        if table.get_by_role("button", name=re.compile("^Take offer")).count():
            break
        f = focused(page)
        assert f["table"] and f["tag"] == "BUTTON", f
        heard.append(press(page, table, "Enter", timeout=30000))
    assert focused(page)["name"].startswith("Take offer"), focused(page)
    heard.append(press(page, table, "Enter", timeout=30000))
    assert "takes offer" in " ".join(heard[-1:]) or "Your turn" in heard[-1]
    (artifacts / "keyboard_sanmarco.txt").write_text("\n".join(heard))
    page.screenshot(path=str(artifacts / "keyboard_sanmarco.png"), full_page=True)
    assert page.locator(".jp-OutputArea-output", has_text="Traceback").count() == 0


def hang_by_keyboard(page, table) -> str:
    """The position list (Tab to it), the arrow keys to its first cell (the wall marks it and
    the preview says what it would cause), then Tab to Hang here and Enter."""
    tab_to(page, "^Position", tag="SELECT")
    for _ in range(3):                 # past "—" (no position yet) to the first cell
        page.keyboard.press("ArrowDown")
        if (focused(page)["value"] or "").startswith("row "):
            break
    table.locator(".as-preview", has_text="Preview").wait_for(timeout=15000)
    assert focused(page)["value"].startswith("row ")
    tab_to(page, "^Hang here$")
    return press(page, table, "Enter", timeout=30000)


def test_keyboard_alone_plays_an_art_society_auction_and_hang(lab_notebook, artifacts):
    page = lab_notebook("artsociety_table.ipynb", marker="AS-READY")
    table = page.locator(".smnb-table").first
    table.locator("svg.svg-figure").first.wait_for(timeout=30000)
    wall = table.locator("svg.svg-figure").first
    heard = [live_text(page, table)]
    # AS-S1: the start painting
    heard.append(hang_by_keyboard(page, table))
    assert "hangs the start painting" in heard[-1]
    # AS-R1: Player 1 is the auctioneer: four paintings by their backs, Enter on the first
    # each time (the focus comes back to the new first one)
    tab_to(page, r"^\d: \d×\d \(\d+\)(\s|$)")          # then what it would do
    for _ in range(4):
        heard.append(press(page, table, "Enter", timeout=30000))
    # AS-R2: a sealed bid of 12, then the reveal step by step
    tab_to(page, "^12$")
    heard.append(press(page, table, "Enter", timeout=30000))
    assert focused(page)["name"] == "Reveal", focused(page)
    for _ in range(8):
        name = focused(page)["name"]
        if name not in ("Reveal", "Next", "Continue"):
            break
        heard.append(press(page, table, "Enter", timeout=30000))
    # AS-R4, AS-P1: take a painting from the auction row, then hang it
    tab_to(page, r"^Take painting \d$")
    heard.append(press(page, table, "Enter", timeout=30000))
    before = wall.inner_html()
    heard.append(hang_by_keyboard(page, table))
    # the live region told the hang, or counted it with the bots' moves after it (the log)
    hung = table.locator(".smnb-log [role=option]", has_text="Player 1 hangs the painting")
    assert hung.count() == 1
    assert wall.inner_html() != before
    # the log by Tab; its arrow keys select its lines, and the notebook's active cell stays
    # (this passes with the list's stopPropagation taken out too: it guards, it does not
    # show that JupyterLab would take the keys)
    cell = "() => window.jupyterapp.shell.currentWidget.content.activeCellIndex"
    at = page.evaluate(cell)
    tab_to(page, "^Log entries, newest first$", tag="UL", limit=120)
    for _ in range(2):
        page.keyboard.press("ArrowDown")
    lines = table.locator(".smnb-log [role=option]")
    expect(lines.nth(1)).to_have_attribute("aria-selected", "true")
    expect(table.locator(".smnb-log-rule")).to_contain_text("AS-", timeout=15000)
    assert page.evaluate(cell) == at
    (artifacts / "keyboard_artsociety.txt").write_text("\n".join(heard))
    page.screenshot(path=str(artifacts / "keyboard_artsociety.png"), full_page=True)
    assert page.locator(".jp-OutputArea-output", has_text="Traceback").count() == 0

