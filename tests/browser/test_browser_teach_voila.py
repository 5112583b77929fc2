"""Issues 21 and 35 in the Voila app at a phone's 390 px and a laptop's 1280 x 800: the Roll
button is in sight on first load (no scrolling), and a San Marco game played as Player 1 at
speed "step" shows every bot and chance step before the next decision, warns before the limit
and lists the end of passage 1 in "since your move" (see test_browser_teach.py, whose
`step_through` it uses). At 1280 x 800 every decision of both games is on one screen (the
board or the wall beside the decision, its prompt and its controls, with the page at its top),
the past banner comes with Back and goes at "Back to now", and Art Society is played at speed
"step" from its start painting to a hang (`art_society_round`). (The wide 1920 px layout is
measured by test_browser_voila_widths.py.)
"""
from __future__ import annotations

from test_browser_teach import SEED, art_society_round, step_through


def _new_game(page, seed: int, game: str = "San Marco") -> None:
    """Open the app's forms, start a game of `game` with this seed (the default seats: Player
    1 human, greedy bots) and fold them again."""
    page.get_by_text("New game or join a room").first.click()
    page.locator(".widget-dropdown", has=page.get_by_text("Game", exact=True)).locator(
        "select").select_option(label=game)
    seed_box = page.locator(".widget-text", has=page.get_by_text("Seed", exact=True)).locator(
        "input")
    seed_box.fill(str(seed))
    seed_box.press("Enter")
    page.get_by_role("button", name="New game", exact=True).click()
    page.get_by_text(f"seed {seed}:").first.wait_for(timeout=30000)
    page.get_by_text("New game or join a room").first.click()


def _step_speed(page):
    table = page.locator(".smnb-table").first
    table.locator("select", has=page.locator("option", has_text="instant")).select_option(
        label="step by step")
    return table


def test_voila_san_marco_step_by_step_at_390_and_1280(voila_app, chromium, artifacts):
    for where, width, height in (("phone", 390, 844), ("laptop", 1280, 800)):
        page = chromium.new_page()
        page.set_viewport_size({"width": width, "height": height})
        page.goto(voila_app, timeout=120_000)
        table = page.locator(".smnb-table").first
        table.wait_for(state="visible", timeout=120_000)
        page.locator("div.bqplot svg.svg-figure").nth(3).wait_for(timeout=60_000)
        page.wait_for_timeout(1000)
        roll = page.get_by_role("button", name="Roll the die")
        box = roll.bounding_box()
        page.screenshot(path=str(artifacts / f"teach_voila_{where}_first_load.png"))
        assert box and box["y"] + box["height"] <= height, (where, box)    # above the fold
        _new_game(page, SEED)
        table = _step_speed(page)
        laptop = where == "laptop"
        played = step_through(page, table, artifacts, f"voila_{where}", screen=laptop)
        assert played["nexts"] > 50, played
        page.screenshot(path=str(artifacts / f"teach_voila_{where}_page.png"), full_page=True)
        if laptop:
            _new_game(page, 4, "Art Society")
            steps = art_society_round(page, _step_speed(page), artifacts, "voila_laptop")
            assert steps["nexts"] > 3, steps
        page.close()
