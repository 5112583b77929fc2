"""Drive the Voila play app in headless Chromium; run by test_voila.py in its own process.

    python voila_browser.py URL SCREENSHOT

A separate process because Playwright's sync API refuses to start while another sync session
(the browser tests' session-wide fixture) is open in the same pytest process. Prints what it
saw; exits non-zero with the reason when the app misbehaves.
"""
from __future__ import annotations

import sys

from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--disable-dev-shm-usage"]


def main(url: str, screenshot: str) -> int:
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        page.goto(url, timeout=120_000)
        board = page.locator("div.bqplot svg.svg-figure").first
        board.wait_for(state="visible", timeout=120_000)
        text = page.locator("body").inner_text()
        if "import " in text or "SanMarcoTable(" in text:
            return fail(page, screenshot, "Voila shows code")
        if "San Marco" not in text:
            return fail(page, screenshot, "no San Marco table on the page")
        before = board.inner_html()
        roll = page.locator("button:visible", has_text="Roll").first   # the human's set-up die
        roll.wait_for(state="visible", timeout=30_000)
        roll.click()
        page.wait_for_function("([el, html]) => el.innerHTML !== html",
                               arg=[board.element_handle(), before], timeout=30_000)
        page.screenshot(path=screenshot, full_page=True)
        print(f"the board changed after Roll; screenshot {screenshot}")
        browser.close()
    return 0


def fail(page, screenshot: str, why: str) -> int:
    page.screenshot(path=screenshot, full_page=True)
    print(f"{why}; screenshot {screenshot}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
