"""The Voila app of the README badge: notebooks/play.ipynb served by Voila, driven in the same
headless Chromium as the other browser tests.

Voila runs the notebook and shows only its outputs (the code is hidden): the San Marco table's
live board (a bqplot figure) appears, no code is on the page, and rolling the human's first
set-up die changes the board. The page asks no host but the server for anything and logs no
console error nor version warning (issue 35: Font Awesome from a CDN, 13 widget-version
warnings), and the app's one language switch turns the title, the tabs and the table into
German without a new game. Screenshots: artifacts/voila_play.png, artifacts/voila_play_de.png.
"""
from urllib.parse import urlsplit

# the page's own ("blob:" and "data:" URLs are made in the page)
LOCAL = ("blob:", "data:")
TABLE_TEXT = "document.querySelector('.smnb-table').innerText.replace(/\\u00a0/g, ' ')"


def test_play_app_in_voila_shows_the_table_without_code(voila_app, chromium, artifacts):
    page = chromium.new_page(viewport={"width": 1280, "height": 800})
    server = urlsplit(voila_app).netloc
    elsewhere, said = [], []
    page.on("request", lambda r: None if r.url.startswith(LOCAL) or
            urlsplit(r.url).netloc == server else elsewhere.append(r.url))
    page.on("console", lambda m: said.append(f"{m.type}: {m.text}")
            if m.type in ("error", "warning") else None)
    page.goto(voila_app, timeout=120_000)
    board = page.locator("div.bqplot svg.svg-figure").first
    board.wait_for(state="visible", timeout=120_000)
    text = page.locator("body").inner_text()
    assert "import " not in text and "SanMarcoTable(" not in text, "Voila shows code"
    assert "San Marco and Art Society" in text
    # the header names the learner at the learner's own roll, not chance
    assert "set-up: dice · Player 1 to roll" in page.locator(".smnb-table").inner_text()
    # one language switch on the page (the table's own is hidden), its label readable
    switches = page.locator(".widget-toggle-buttons:visible", has_text="tr")
    assert switches.count() == 1
    label = page.locator(".smnb-app-lang .widget-label")
    assert label.inner_text() == "Language" and label.bounding_box()["width"] > 30
    before = board.inner_html()
    roll = page.locator("button:visible", has_text="Roll").first    # the human's set-up die
    roll.wait_for(state="visible", timeout=30_000)
    roll.click()
    page.wait_for_function("([el, html]) => el.innerHTML !== html",
                           arg=[board.element_handle(), before], timeout=30_000)
    page.screenshot(path=str(artifacts / "voila_play.png"), full_page=True)

    # the time-travel bar's "move / moves" once the roll is in
    page.wait_for_function(f"() => {TABLE_TEXT}.includes('1 / 1')", timeout=30_000)
    switches.locator("button", has_text="de").click()
    page.get_by_text("San Marco und Galerie der Künste").wait_for(timeout=30_000)
    # the header, the board's form, a chart, the log and the bar's speed list (its texts
    # swapped without a change of choice), each in German once redrawn
    german = ["Durchgang 1 von 3", "Stadtteil auf dem Spielplan", "Prestigepunkte",
              "würfelt eine", "sofort"]
    page.wait_for_function(f"words => words.every(w => {TABLE_TEXT}.includes(w))", arg=german,
                           timeout=30_000)
    table = page.evaluate(f"() => {TABLE_TEXT}")
    assert "Passage 1 of 3" not in table and "District on the board" not in table
    assert "instant" not in table
    assert "Spieler 1" in table and "Player 1" not in table
    assert "1 / 1" in table           # the same game, not a new one ("0 / 0")
    page.get_by_text("Neues Spiel oder einem Raum beitreten").click()      # the forms' fold
    tabs = page.locator(".smnb-app .lm-TabBar-tab")
    tabs.first.wait_for(state="visible", timeout=30_000)
    assert tabs.all_inner_texts() == ["Neues Spiel", "Einem Raum beitreten"]
    cut = tabs.evaluate_all("ts => ts.map(t => t.querySelector('.lm-TabBar-tabLabel'))"
                            ".filter(l => l.scrollWidth > l.clientWidth + 1).length")
    assert cut == 0, "a tab's label is cut"
    page.screenshot(path=str(artifacts / "voila_play_de.png"), full_page=True)
    page.close()
    assert not elsewhere, f"requests to other hosts: {elsewhere}"
    assert not said, said
