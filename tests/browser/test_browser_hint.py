"""The Hint and Review buttons in a real browser (issues 25, 34): JupyterLab in headless Chromium
(Playwright).

Opens tests/browser/hint_tables.ipynb (late decisions, whose reasons break the final points
down by the game's scoring: a San Marco table at the human's split in the last passage, a German
Art Society table at a painting taken in the last round, a Turkish San Marco table at a choice of offer in
the last passage), clicks Hint in each: the
progress shows while the coach searches in the kernel's thread, then up to three options, each
with its rank (options the simulations cannot tell apart grouped, unnumbered, under a heading
that says so), its value and its sentence, in the table's language. Then a finished Art
Society game's Review: the chart of the seat's win chance appears (graded in the kernel's
thread, 48 simulations a decision), a click
on one of its points moves the table to that move (the past banner names it), and one round of
"learn from your mistakes": the move played again is refused, the answer shown on request, and
the answer made on the table accepted; then the review relabelled in German and Turkish by
the table's language buttons, the point clicked too. The panels' screenshots are kept in
tests/browser/artifacts/ and /tmp/hint-shots/. Shared fixtures: conftest.py (skipped without
chromium, except under CI, where that fails).
"""
from __future__ import annotations

import re
import shutil
from pathlib import Path

NOTEBOOK = "hint_tables.ipynb"
SHOTS = Path("/tmp/hint-shots")
TABLES = [  # cell index of the table, its button's name, the sentence's start, screenshot
    (2, "Hint", "Why:", "hint_sanmarco_split.png"),
    (3, "Tipp", "Warum:", "hint_artsociety_take_de.png"),
    (4, "İpucu", "Neden:", "hint_sanmarco_take_tr.png"),
]
REVIEW = 5        # the cell of the finished game
QUOTED = re.compile(r"“([^”]+)”")


def test_browser_hint_in_both_tables(lab_notebook, artifacts):
    page = lab_notebook(NOTEBOOK, marker="HINT-READY")
    SHOTS.mkdir(exist_ok=True)
    cells = page.locator(".jp-Notebook .jp-Cell")
    for index, name, why, shot in TABLES:
        cell = cells.nth(index)
        panel = cell.locator(".smnb-hint-panel")
        button = panel.get_by_role("button", name=name, exact=True)
        button.scroll_into_view_if_needed()
        assert button.is_enabled()
        button.click()
        body = panel.locator(".smnb-hint-body")
        body.wait_for(timeout=30000)       # the budget is 1 s; the kernel may be slow here
        # the options: equal ones unnumbered ("• ") in one group under its heading, the
        # others numbered by rank after it
        items = body.locator("li:not(.smnb-hint-equal)")
        groups = body.locator("li.smnb-hint-equal")
        assert 1 <= items.count() <= 3 and groups.count() <= 1
        ranks = []
        for i in range(items.count()):
            text = items.nth(i).inner_text()
            assert why in text, text
            if not text.startswith("• "):
                ranks.append(int(text.split(".", 1)[0]))
        first = 2 if groups.count() else 1
        assert ranks == list(range(first, first + len(ranks)))
        page.wait_for_function("el => !el.disabled", arg=button.element_handle(),
                               timeout=15000)
        panel.scroll_into_view_if_needed()
        panel.screenshot(path=str(artifacts / shot))
        shutil.copy(artifacts / shot, SHOTS / shot)
    review_round(cells.nth(REVIEW), page, artifacts)
    assert page.locator(".jp-OutputArea-output", has_text="Traceback").count() == 0


def move_button(moves, move: str):
    """The table's button for a move as the review words it: a bid card's button shows its
    number only ("Bid 14" is the button "14"), a painting's back its value, size and how many
    are left ("Pick a painting of value 8 (5×4)" is the button "8: 5×4 (2 left)")."""
    bid = re.fullmatch(r"Bid (\d+)", move)
    if bid:
        return moves.get_by_role("button", name=bid.group(1), exact=True)
    back = re.fullmatch(r"Pick a painting of value (\d+) \((\d+×\d+)\)", move)
    if back:
        return moves.get_by_role("button", name=re.compile(rf"^{back[1]}: {back[2]} \("))
    return moves.get_by_role("button", name=move, exact=True)


def review_round(cell, page, artifacts):
    """Review a finished game, click a point of its chart, learn from one mistake."""
    panel = cell.locator(".smnb-review-panel")
    button = panel.get_by_role("button", name="Review", exact=True)
    button.scroll_into_view_if_needed()
    button.click()
    dots = panel.locator(".smnb-review-chart path.dot")
    dots.first.wait_for(timeout=120000)       # ~40 decisions graded in the kernel's thread
    assert dots.count() >= 10
    dots.first.click()            # the first decision: the set-up, 8 moves before the next
    picked = panel.locator(".smnb-review-picked")
    picked.get_by_text(re.compile(r"^Move \d+")).wait_for(timeout=15000)
    ply = re.match(r"Move (\d+)", picked.inner_text()).group(1)
    past = cell.locator(".smnb-past")
    past.get_by_text(f"Looking at move {ply} of").wait_for(timeout=15000)
    panel.scroll_into_view_if_needed()
    # issue 35: the seat shown inside its box (the list had wrapped under its label, out of
    # sight), the chart's title whole (bqplot cut it at the panel's width)
    seat = panel.locator(".widget-dropdown").first
    s, b = seat.evaluate("""d => [d.querySelector('select').getBoundingClientRect().toJSON(),
                                  d.getBoundingClientRect().toJSON()]""")
    assert b["top"] <= s["top"] and s["bottom"] <= b["bottom"] + 1 and s["width"] > 40, (s, b)
    assert seat.locator("select").evaluate(
        "s => s.selectedOptions[0].textContent").replace("\xa0", " ") == "Player 1"
    caption = panel.locator(".smnb-review-caption")
    assert caption.inner_text().startswith("Win chance of Player 1 after each decision")
    assert caption.evaluate("el => el.scrollWidth <= el.clientWidth")
    panel.screenshot(path=str(artifacts / "review_chart.png"))
    shutil.copy(artifacts / "review_chart.png", SHOTS / "review_chart.png")
    # learn from your mistakes: the table goes back to the first mistake
    panel.get_by_role("button", name="Learn from your mistakes").click()
    learn = panel.locator(".smnb-learn")
    learn.get_by_text("Find a better move").wait_for(timeout=15000)
    played = QUOTED.search(learn.inner_text()).group(1)
    moves = cell.locator(".smnb-panel")
    move_button(moves, played).click()                                  # the same again
    learn.get_by_text("Not quite").wait_for(timeout=15000)
    learn.get_by_role("button", name="Show the answer").click()
    learn.get_by_text("The coach's best here").wait_for(timeout=15000)
    best = QUOTED.findall(learn.inner_text())[-1]
    assert best != played
    move_button(moves, best).click()
    learn.get_by_text("Yes:").wait_for(timeout=60000)
    assert cell.locator(".smnb-past").is_visible()       # nothing was played: still the past
    learn.screenshot(path=str(artifacts / "review_learn.png"))
    shutil.copy(artifacts / "review_learn.png", SHOTS / "review_learn.png")
    # the same review in German and Turkish: the table's language buttons relabel it, the
    # grades kept (the review seen in the three languages)
    for lang, title in (("de", "Gewinnchance von Spieler 1 nach jeder Entscheidung"),
                        ("tr", "Her karardan sonra kazanma şansı: Oyuncu 1")):
        cell.get_by_role("button", name=lang, exact=True).first.click()
        caption.get_by_text(title).wait_for(timeout=15000)
        assert caption.evaluate("el => el.scrollWidth <= el.clientWidth")
        assert "Move " not in panel.inner_text()
        panel.screenshot(path=str(artifacts / f"review_chart_{lang}.png"))
