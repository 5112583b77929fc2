"""The Art Society table in a real browser: JupyterLab in headless Chromium (Playwright).

Opens tests/browser/artsociety_table.ipynb (one human seat, two greedy bots, seeded), runs it,
hangs the start painting by clicking a highlighted cell of the wall (the bqplot GridHeatMap's
click travels to the kernel), picks the auction, bids, steps through the reveal, takes a painting
and hangs it, and checks after each hang that the wall's SVG changed. A screenshot is kept in
tests/browser/artifacts/. The server and browser are the shared fixtures of conftest.py (skipped
without chromium, except under CI, where that fails).
"""
from __future__ import annotations

import re

NOTEBOOK = "artsociety_table.ipynb"
LEGAL_FILL = "rgb(156, 201, 232)"          # artsociety_wall.CELL_COLOURS[LEGAL]
PICK = re.compile(r"^\d: \d×\d \(\d+\)(\s|$)")   # then what it would do (preview)


# ---- the test ------------------------------------------------------------------------------------

def legal_cells(wall):
    fills = wall.locator("rect.heatmapcell").evaluate_all(
        "els => els.map(e => getComputedStyle(e).fill)")
    return [i for i, f in enumerate(fills) if f == LEGAL_FILL]


def tile_texts(wall):
    return [t for t in wall.locator("text").all_text_contents()
            if re.fullmatch(r"[CPSL][A-D] \d", t)]


FILLED = ("[...el.querySelectorAll('path.line')].filter("
          "p => !['none', ''].includes(getComputedStyle(p).fill)).length")


def filled_tiles(wall):
    """The tiles painted on the wall: the filled rectangles of the tile-fill Lines mark."""
    return wall.evaluate(f"el => {FILLED}")


def hang_on_a_highlighted_cell(page, wall):
    """Click the first highlighted cell, wait for the preview, confirm; the wall must change."""
    cells = legal_cells(wall)
    assert cells, "no highlighted cell on the wall"
    count = len(tile_texts(wall))
    wall.locator("rect.heatmapcell").nth(cells[0]).click()
    preview = page.locator(".as-preview").first
    preview.wait_for(timeout=15000)
    assert "Preview" in preview.inner_text()
    before = wall.inner_html()
    page.get_by_role("button", name="Hang here").click()
    page.wait_for_function("([el, old]) => el.innerHTML !== old",
                           arg=[wall.element_handle(), before], timeout=15000)
    page.wait_for_function(
        "([el, n]) => [...el.querySelectorAll('text')].filter("
        "t => /^[CPSL][A-D] \\d$/.test(t.textContent)).length > n",
        arg=[wall.element_handle(), count], timeout=15000)
    page.wait_for_function(f"([el, n]) => {FILLED} > n", arg=[wall.element_handle(), count],
                           timeout=15000)
    return count


def test_browser_artsociety_bid_and_place_changes_the_wall(lab_notebook, artifacts):
    page = lab_notebook(NOTEBOOK, marker="AS-READY")
    figures = page.locator("div.bqplot svg.svg-figure")
    assert figures.count() == 5                       # three walls, museum, scores
    wall = figures.nth(0)

    # set-up (AS-S1): the start painting on a star, by clicking the wall
    assert hang_on_a_highlighted_cell(page, wall) == 0
    assert len(tile_texts(wall)) == filled_tiles(wall) == 1

    # the auction (AS-R1): Player 1 has the lowest start card in this seeded game
    for _ in range(4):
        page.get_by_role("button", name=PICK).first.click()
        page.wait_for_timeout(300)
    # the bid (AS-R2): a card, then the reveal step by step
    page.get_by_role("button", name="12", exact=True).click()
    page.get_by_role("button", name="Reveal").click()
    page.locator(".as-reveal li").first.wait_for(timeout=15000)
    assert "The bids are revealed" in page.locator(".as-reveal").inner_text()
    for _ in range(6):
        nxt = page.get_by_role("button", name=re.compile("^(Next|Continue)$"))
        if not nxt.count():
            break
        button = nxt.first.element_handle()
        button.click()
        button.wait_for_element_state("hidden")       # the panel redrawn for the next step

    # take a painting (AS-R4) and hang it (AS-P1): the wall's SVG changes again
    page.get_by_role("button", name=re.compile(r"^Take painting \d$")).first.click()
    page.get_by_role("button", name="Hang here").wait_for(timeout=15000)
    hang_on_a_highlighted_cell(page, wall)          # round 1: the wall has room
    assert len(tile_texts(wall)) == filled_tiles(wall) == 2
    page.screenshot(path=str(artifacts / "artsociety_table.png"), full_page=True)
