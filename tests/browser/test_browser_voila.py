"""The Voila app of the README badge: notebooks/play.ipynb served by Voila, driven in the same
headless Chromium as the other browser tests.

Voila runs the notebook and shows only its outputs (the code is hidden): the San Marco table's
live board (a bqplot figure) appears, no code is on the page, and rolling the human's first
set-up die changes the board. A screenshot is kept in artifacts/voila_play.png.
"""


def test_play_app_in_voila_shows_the_table_without_code(voila_app, chromium, artifacts):
    page = chromium.new_page()
    page.goto(voila_app, timeout=120_000)
    board = page.locator("div.bqplot svg.svg-figure").first
    board.wait_for(state="visible", timeout=120_000)
    text = page.locator("body").inner_text()
    assert "import " not in text and "SanMarcoTable(" not in text, "Voila shows code"
    assert "San Marco" in text
    before = board.inner_html()
    roll = page.locator("button:visible", has_text="Roll").first    # the human's set-up die
    roll.wait_for(state="visible", timeout=30_000)
    roll.click()
    page.wait_for_function("([el, html]) => el.innerHTML !== html",
                           arg=[board.element_handle(), before], timeout=30_000)
    page.screenshot(path=str(artifacts / "voila_play.png"), full_page=True)
    page.close()
