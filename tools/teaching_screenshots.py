"""The screenshots of docs/teaching.md: the play app (notebooks/play.ipynb in Voila, as `make
play` serves it) in headless Chromium at 1280 × 800, San Marco seeded 2001 with one human seat.

    .venv/bin/python tools/teaching_screenshots.py        # writes docs/images/table_*.png

Needs Voila (`make install`), Playwright's Python package and Debian's /usr/bin/chromium (never
`playwright install`). Each picture is the viewport, as a learner sees it without scrolling:
  table_split.png  the first split: the cards, what they do, Rules now;
  table_step.png   speed "step" after the split: the others' next step, Next, Skip to my turn;
  table_past.png   Back twice: the past banner and "Back to now".
"""
from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import expect, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
IMAGES = ROOT / "docs" / "images"
CHROMIUM = "/usr/bin/chromium"
SIZE = {"width": 1280, "height": 800}


def serve(folder: Path) -> tuple[subprocess.Popen, str]:
    """Voila on play.ipynb in `folder`, with fresh Jupyter config and runtime folders."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(folder / "cfg"),
           "JUPYTER_RUNTIME_DIR": str(folder / "runtime")}
    voila = Path(sys.executable).parent / "voila"
    server = subprocess.Popen([str(voila), "play.ipynb", "--no-browser", f"--port={port}",
                               "--Voila.ip=127.0.0.1"], cwd=folder, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url, deadline = f"http://127.0.0.1:{port}/", time.monotonic() + 180
    while True:
        try:
            urllib.request.urlopen(url, timeout=5)
            return server, url
        except OSError:
            if time.monotonic() > deadline:
                server.kill()
                raise
            time.sleep(0.5)


def top_of_table(page) -> None:
    """Scroll the table's header to the top of the window (clicks scrolled the page)."""
    page.locator(".smnb-table").evaluate("el => el.scrollIntoView()")
    page.wait_for_timeout(500)


def shoot(url: str) -> None:
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True,
                                     args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page(viewport=SIZE)
        page.goto(url, timeout=120_000)
        app = page.locator(".smnb-app")
        app.locator("svg.svg-figure").last.wait_for(state="visible", timeout=120_000)
        # SM-S2, SM-S4: the set-up rolls and a bridge, to Player 1's split (SM-R3)
        for _ in range(4):
            app.get_by_role("button", name="Roll the die").click()
            page.wait_for_timeout(1500)
        app.get_by_role("combobox", name="District on the board").select_option(index=1)
        app.get_by_text("Showing the choices for").wait_for(timeout=30_000)
        app.get_by_role("button", name=re.compile("^Bridge ")).first.click()
        app.get_by_text("Put each card into an offer").wait_for(timeout=30_000)
        page.wait_for_timeout(1000)
        top_of_table(page)
        page.screenshot(path=str(IMAGES / "table_split.png"))
        # speed "step", then a legal split: cards to offer B until Confirm is enabled
        app.get_by_role("combobox", name="Speed").select_option(label="step by step")
        confirm = app.get_by_role("button", name="Confirm the offers")
        to_b = app.get_by_role("button", name=re.compile("card to offer B$"))
        for i in range(to_b.count()):
            if confirm.is_enabled():
                break
            to_b.nth(i).click()
            page.wait_for_timeout(400)
        confirm.click()
        expect(app.get_by_role("button", name="Skip to my turn")).to_be_visible(timeout=30_000)
        page.wait_for_timeout(1000)
        top_of_table(page)
        page.screenshot(path=str(IMAGES / "table_step.png"))
        for _ in range(2):
            app.get_by_role("button", name="Back", exact=True).click()
            page.wait_for_timeout(800)
        expect(app.get_by_role("button", name="Back to now")).to_be_visible(timeout=15_000)
        page.wait_for_timeout(800)
        top_of_table(page)
        page.screenshot(path=str(IMAGES / "table_past.png"))
        browser.close()


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for name in ("notebooks/play.ipynb", "voila.json"):
            shutil.copy(ROOT / name, folder)
        server, url = serve(folder)
        try:
            shoot(url)
        finally:
            server.terminate()
            server.wait(20)
    for png in sorted(IMAGES.glob("table_*.png")):
        print(png.relative_to(ROOT), f"{png.stat().st_size // 1024} KB")


if __name__ == "__main__":
    main()
