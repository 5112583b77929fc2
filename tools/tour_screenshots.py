"""Issue 35's screenshot tour, run once by hand (not a CI test): the play app in Voila, both
games at speed "step" as Player 1 (San Marco seed 2001 to the end of passage 1, then the
Review of a game the bots finish; Art Society seed 4 to a hang), shot at each first decision of
a kind, at the passage-bonus warning and in the past after Back, in English, German and Turkish
(the app's switch) at 1280 × 800, 390 × 844 and 1920 × 1080.

    .venv/bin/python tools/tour_screenshots.py [OUT]    # default tests/browser/artifacts/tour

Each picture is the viewport with the decision scrolled into sight: tour_<point>_<lang>_<width>.png.
It plays through the browser tests' `step_through` and `art_society_round`, whose checks run too.
"""
from __future__ import annotations

import re
import shutil
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from sanmarco_nb.i18n import LANGS

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "tests" / "browser")]
import teaching_screenshots as ts  # noqa: E402
import test_browser_teach as tb  # noqa: E402
from test_browser_teach_voila import _new_game, _step_speed  # noqa: E402

SIZES = ((1280, 800), (390, 844), (1920, 1080))


class Tour:
    def __init__(self, page, out: Path):
        self.page, self.out, self.warned = page, out, False

    def switch(self, lang: str) -> None:
        """The app's one language switch."""
        self.page.locator(".smnb-app-lang button").filter(
            has_text=re.compile(f"^{lang}$")).click()
        self.page.wait_for_timeout(1500)

    def shoot(self, table, point: str, part=None) -> None:
        """`point` in every language and size, then back to English at 1280 × 800."""
        page = self.page
        for lang in LANGS:
            self.switch(lang)
            for width, height in SIZES:
                page.set_viewport_size({"width": width, "height": height})
                page.wait_for_timeout(700)
                tb._shot(page, part or table.locator(".smnb-panel").last,
                         self.out / f"tour_{point}_{lang}_{width}.png")
        self.switch("en")
        page.set_viewport_size({"width": 1280, "height": 800})
        page.wait_for_timeout(700)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "tests/browser/artifacts/tour"
    out.mkdir(parents=True, exist_ok=True)
    one_screen, past_banner = tb.one_screen, tb.past_banner
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        folder = Path(tmp)
        for name in ("notebooks/play.ipynb", "voila.json"):
            shutil.copy(ROOT / name, folder)
        server, url = ts.serve(folder)
        browser = pw.chromium.launch(executable_path=ts.CHROMIUM, headless=True,
                                     args=["--no-sandbox", "--disable-gpu"])
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            tour = Tour(page, out)

            def shoot_new_kinds(page, table, artifacts, where, kinds):
                before = set(kinds)
                problems = one_screen(page, table, artifacts, where, kinds)
                text = table.locator(".smnb-panel").last.inner_text()
                for kind in set(kinds) - before:
                    tour.shoot(table, f"{where}_{kind}")
                if not tour.warned and "takes you to" in text:
                    tour.warned = True
                    tour.shoot(table, f"{where}_warning")
                return problems

            def shoot_past(page, table):
                banner = table.locator(".smnb-past")
                table.locator("button[title='Back']").click()
                banner.wait_for(state="visible", timeout=15000)
                tour.shoot(table, "sm_past", banner)
                banner.get_by_role("button", name="Back to now").click()
                banner.wait_for(state="hidden", timeout=15000)
                page.wait_for_function(tb.STATE, arg=table.element_handle(), timeout=15000)

            tb.one_screen, tb.past_banner = shoot_new_kinds, shoot_past
            page.goto(url, timeout=120_000)
            page.locator("div.bqplot svg.svg-figure").nth(3).wait_for(timeout=120_000)
            _new_game(page, tb.SEED)
            table = _step_speed(page)
            tb.step_through(page, table, out, "sm", screen=True)
            # the bots finish the game at once; its Review (the seat, the chart and its title)
            table.locator("select", has=page.locator("option", has_text="instant")) \
                .select_option(label="instant")
            table.get_by_role("button", name=re.compile("^Bots play")).first.click()
            table.get_by_text("won").first.wait_for(timeout=180_000)
            review = table.locator(".smnb-review-panel")
            review.get_by_role("button", name="Review", exact=True).click()
            review.locator(".smnb-review-chart path.dot").first.wait_for(timeout=300_000)
            tour.shoot(table, "sm_review", review)
            _new_game(page, 4, "Art Society")
            tb.art_society_round(page, _step_speed(page), out, "as")
        finally:
            browser.close()
            server.terminate()
            server.wait(20)
    print(len(list(out.glob("tour_*.png"))), "pictures in", out)


if __name__ == "__main__":
    main()
