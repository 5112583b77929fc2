"""The Voila app of the README badge: notebooks/play.ipynb served by Voila in headless Chromium.

Voila runs the notebook and shows only its outputs (the code is hidden): the test waits for the
San Marco table's live board (a bqplot figure), checks that no code is on the page, rolls the
human's first set-up die and sees the board change, and keeps a screenshot. Skipped without
chromium, except under CI (CI=1), where it fails.
"""
from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--disable-dev-shm-usage"]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture()
def voila_page(tmp_path):
    """A Chromium page showing notebooks/play.ipynb rendered by Voila."""
    if not Path(CHROMIUM).exists():
        if os.environ.get("CI"):
            pytest.fail(f"{CHROMIUM} is missing (apt-get install -y chromium)")
        pytest.skip(f"{CHROMIUM} is missing (apt-get install -y chromium)")
    sync_api = pytest.importorskip("playwright.sync_api")
    served = tmp_path / "served"
    served.mkdir()
    shutil.copy(ROOT / "notebooks" / "play.ipynb", served / "play.ipynb")
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(tmp_path / "cfg"),
           "JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime")}
    port = _free_port()
    log = open(tmp_path / "voila.log", "w")
    server = subprocess.Popen(
        [str(Path(sys.executable).parent / "voila"), "play.ipynb", "--no-browser",
         f"--port={port}", "--Voila.ip=127.0.0.1"],
        cwd=served, env=env, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/"
    try:
        for _ in range(240):
            assert server.poll() is None, (tmp_path / "voila.log").read_text()
            try:
                urllib.request.urlopen(url, timeout=1)
                break
            except OSError:
                time.sleep(0.25)
        with sync_api.sync_playwright() as pw:
            ctx = pw.chromium.launch_persistent_context(
                str(tmp_path / "profile"), executable_path=CHROMIUM, headless=True, args=ARGS,
                viewport={"width": 1400, "height": 1000})
            page = ctx.new_page()
            page.goto(url, timeout=120_000)
            yield page
            ctx.close()
    finally:
        server.terminate()
        server.wait(timeout=20)
        log.close()


def test_play_app_in_voila_shows_the_table_without_code(voila_page, tmp_path):
    page = voila_page
    board = page.locator("div.bqplot svg.svg-figure").first
    board.wait_for(state="visible", timeout=120_000)
    text = page.locator("body").inner_text()
    assert "import " not in text and "SanMarcoTable(" not in text, "Voila shows code"
    assert "San Marco" in text
    before = board.inner_html()
    roll = page.locator("button:visible", has_text="Roll").first   # the human's set-up dice
    roll.wait_for(state="visible", timeout=30_000)
    roll.click()
    page.wait_for_function("([el, html]) => el.innerHTML !== html",
                           arg=[board.element_handle(), before], timeout=30_000)
    shot = tmp_path / "voila_play.png"
    page.screenshot(path=str(shot), full_page=True)
    print(f"screenshot {shot}")
