"""axe-core on the Voila app (notebooks/play.ipynb, issue 26): the start page, after the four
set-up rolls and at the end of a game the bots played, scoped to the app's element (.smnb-app):
no serious or critical violation may be ours. Every finding, the page's own too, is written to
artifacts/axe_voila.json. A module of its own: its browser (the `chromium` fixture) cannot
start while another module's JupyterLab context holds Playwright's loop.
Skipped without chromium or npm, except under CI (CI set), where that fails (see conftest.py).
"""
from __future__ import annotations

import json
import re

from playwright.sync_api import expect

def test_axe_finds_nothing_serious_in_the_voila_app(voila_app, chromium, axe, artifacts):
    page = chromium.new_page()
    page.goto(voila_app, timeout=120_000)
    app = page.locator(".smnb-app")
    app.locator("svg.svg-figure").last.wait_for(state="visible", timeout=120_000)
    report, problems = {}, []

    def check(point):
        page.wait_for_timeout(500)
        report[point] = {"app": axe.run(page, ".smnb-app"), "page": axe.run(page)}
        problems.extend(f"{point}: {p}" for p in axe.serious(report[point]["app"]))

    check("start")
    roll = page.get_by_role("button", name="Roll the die")
    for _ in range(4):
        count = app.evaluate("el => el.querySelector('.smnb-table [role=status]')"
                             ".dataset.count || ''")
        roll.click()
        page.wait_for_function("([el, old]) => (el.querySelector('.smnb-table [role=status]')"
                               ".dataset.count || '') !== old",
                               arg=[app.element_handle(), count], timeout=30_000)
    check("after the set-up rolls")
    # instant, to the end
    page.get_by_role("button", name="Bots play (a greedy bot in your seat too):").click()
    app.get_by_text("won").first.wait_for(timeout=120_000)
    check("game over")
    (artifacts / "axe_voila.json").write_text(json.dumps(report, indent=1))
    page.screenshot(path=str(artifacts / "voila_access.png"), full_page=True)
    page.close()
    assert not problems, "\n".join(problems)


# issue 35: the rules axe checks for the app's parts (with every serious or critical one)
AT_THE_SPLIT = ("region", "color-contrast", "svg-img-alt", "role-img-alt", "button-name",
                "aria-toggle-field-name", "landmark-unique", "landmark-one-main",
                "landmark-no-duplicate-main", "landmark-banner-is-top-level",
                "landmark-main-is-top-level", "landmark-no-duplicate-banner")
ICON = re.compile("[\ue000-\uf8ff]")        # the icon font's private-use characters
# the contrast of each tab label as drawn: its colour (alpha blended) on its background
TAB_CONTRAST = """el => [...el.querySelectorAll('.lm-TabBar-tab')].map(t => {
  const rgba = c => c.match(/[\\d.]+/g).map(Number);
  const [br, bg, bb] = rgba(getComputedStyle(t).backgroundColor);
  const [r, g, b, a = 1] = rgba(getComputedStyle(t).color);
  const lum = cs => cs.map(c => c / 255).map(c => c <= 0.03928 ? c / 12.92
                                               : ((c + 0.055) / 1.055) ** 2.4)
                      .reduce((s, c, i) => s + c * [0.2126, 0.7152, 0.0722][i], 0);
  const fg = [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a)];
  const [hi, lo] = [lum(fg), lum([br, bg, bb])].sort((x, y) => y - x);
  return [t.textContent, (hi + 0.05) / (lo + 0.05)];
})"""


def focused_name(page) -> str:
    return page.evaluate("""() => { const e = document.activeElement;
        return e ? (e.getAttribute('aria-label') || e.textContent || '').trim() : ''; }""")


def tab_until(page, name: str, limit: int = 60) -> list[str]:
    """Tab until the focus is on an element named `name`; the names passed on the way."""
    seen = [focused_name(page)]
    while seen[-1] != name:
        assert len(seen) < limit, f"Tab never reached {name!r}: {seen}"
        page.keyboard.press("Tab")
        seen.append(focused_name(page))
    return seen


def test_the_voila_app_at_the_split_by_axe_and_the_keyboard(voila_app, chromium, axe, artifacts):
    """San Marco's first split in the app at 1280 × 800: the accordions by Tab and Enter, axe
    on the page (landmarks, contrast, names), the board named and described, the split's
    letters named by the card they move, Enter on a card moves it, the log's lines selected by
    the keyboard; then German and Turkish."""
    page = chromium.new_page(viewport={"width": 1280, "height": 800})
    page.goto(voila_app, timeout=120_000)
    app = page.locator(".smnb-app")
    app.locator("svg.svg-figure").last.wait_for(state="visible", timeout=120_000)
    # the accordion headers are reached by Tab, and Enter opens one
    forms = app.get_by_role("button", name="New game or join a room")
    tab_until(page, "New game or join a room")
    assert forms.get_attribute("aria-expanded") == "false"
    page.keyboard.press("Enter")
    app.get_by_text("Join a room", exact=True).wait_for(timeout=15_000)
    expect(forms).to_have_attribute("aria-expanded", "true")
    tab_until(page, "Record (JSON)", limit=80)
    # SM-S2, SM-S4: the set-up rolls and bridge, to Player 1's split (SM-R3)
    for _ in range(4):
        count = app.evaluate("el => el.querySelector('.smnb-table [role=status]')"
                             ".dataset.count || ''")
        app.get_by_role("button", name="Roll the die").click()
        page.wait_for_function("([el, old]) => (el.querySelector('.smnb-table [role=status]')"
                               ".dataset.count || '') !== old",
                               arg=[app.element_handle(), count], timeout=30_000)
    app.get_by_role("combobox", name="District on the board").select_option(index=1)
    app.get_by_text("Showing the choices for").wait_for(timeout=30_000)
    app.get_by_role("button", name=re.compile("^Bridge ")).first.click()
    app.get_by_text("Put each card into an offer").wait_for(timeout=30_000)
    page.wait_for_timeout(500)
    report = {"app": axe.run(page, ".smnb-app"), "page": axe.run(page)}
    (artifacts / "axe_voila_split.json").write_text(json.dumps(report, indent=1))
    problems = axe.serious(report["app"]) + [
        f"{v['id']}: {v['help']} ({len(v['nodes'])}: {v['nodes'][:3]})"
        for v in report["app"] + report["page"] if v["id"] in AT_THE_SPLIT]
    assert not problems, "\n".join(problems)
    contrast = app.evaluate(TAB_CONTRAST)
    assert [t for t, _ in contrast] == ["New game", "Join a room"]
    assert min(c for _, c in contrast) >= 4.5, contrast
    # the landmarks (a table's parts named by their table), every name free of icon characters
    for role, name in (("banner", None), ("form", "New game or join a room"), ("main", None),
                       ("region", "San Marco"), ("navigation", "The game's moves (San Marco)"),
                       ("region", "Charts (San Marco)")):
        assert app.get_by_role(role, name=name, exact=True).count() == 1, (role, name)
    tree = app.aria_snapshot()
    assert not ICON.search(tree), ICON.findall(tree)
    # the board: a picture named, its position in words as its description
    board = app.get_by_role("img", name="The board")
    assert board.count() == 1
    described = board.get_attribute("aria-describedby")
    words = page.locator(f"#{described}").text_content()
    assert words.startswith("The board in words") and "Cannaregio" in words
    # the split's letters: each names the card it moves, none is a letter alone
    moves = app.get_by_role("button", name=re.compile(r"^Move the .+ card to offer [AB]$"))
    assert moves.count() == 16
    assert app.get_by_role("button", name=re.compile("^[AB]$")).count() == 0
    # Enter on a card's B moves it to offer B; Enter on the card under offer B moves it back,
    # and the focus stays on the card
    offers = app.locator(".smnb-panel").get_by_text(re.compile(r"^Offer [AB]:"))
    before = offers.all_text_contents()
    tab_until(page, moves.nth(1).get_attribute("aria-label"))
    page.keyboard.press("Enter")
    expect(offers.first).not_to_have_text(before[0], timeout=15_000)
    moved = offers.all_text_contents()
    card = app.locator(".smnb-panel button[title='Click: move this card to offer A']").first
    name = card.text_content()
    card.focus()
    page.keyboard.press("Enter")
    expect(offers.first).to_have_text(before[0], timeout=15_000)
    assert moved != before
    # the focus follows the card to its new offer: Enter again moves it on
    page.wait_for_function("name => document.activeElement.textContent === name", arg=name,
                           timeout=15_000)
    page.keyboard.press("Enter")
    expect(offers.first).to_have_text(moved[0], timeout=15_000)
    page.screenshot(path=str(artifacts / "voila_access_split.png"))
    # the log (a list that wraps its lines, issue 35) by Tab; the arrow keys select a line
    # and show its rule, as a Select's did; Home goes back to the newest
    log = app.get_by_role("listbox", name="Log entries, newest first")
    lines = log.get_by_role("option")
    tab_until(page, "Log entries, newest first", limit=120)
    rule = app.locator(".smnb-log-rule")
    for key, i in (("ArrowDown", 0), ("ArrowDown", 1), ("Home", 0)):
        page.keyboard.press(key)
        expect(lines.nth(i)).to_have_attribute("aria-selected", "true")
        cited = re.search(r"\[([A-Z]+-[A-Z0-9]+)\]$", lines.nth(i).text_content()).group(1)
        expect(rule).to_contain_text(f"{cited}:", timeout=15_000)
    lines.nth(2).click()                       # and a click
    expect(lines.nth(2)).to_have_attribute("aria-selected", "true")
    expect(lines.nth(0)).to_have_attribute("aria-selected", "false")
    assert not axe.serious(axe.run(page, ".smnb-log"))
    app.locator(".smnb-log").locator("xpath=../..").screenshot(
        path=str(artifacts / "voila_access_log.png"))
    # in German and Turkish: the board's name, the letters' names, the landmarks'
    for lang, board_name, move, moves_name, log_name in (
            ("de", "Der Spielplan", r"^Karte „.+“ in Angebot [AB] legen$", "Die Züge der Partie",
             "Protokolleinträge, neueste zuerst"),
            ("tr", "Oyun tahtası", r"^.+ kartını [AB] grubuna taşı$", "Oyunun hamleleri",
             "Olay günlüğünün satırları, en yenisi üstte")):
        app.locator(".smnb-app-lang").get_by_role("button", name=lang, exact=True).click()
        app.get_by_role("img", name=board_name).wait_for(timeout=15_000)
        expect(app.get_by_role("button", name=re.compile(move))).to_have_count(16)
        expect(app.get_by_role("navigation", name=moves_name)).to_have_count(1)
        expect(app.get_by_role("listbox", name=log_name)).to_have_count(1)
    page.close()
