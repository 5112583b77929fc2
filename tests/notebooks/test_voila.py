"""The Voila app of the README badge: notebooks/play.ipynb served by Voila in headless Chromium.

Voila runs the notebook and shows only its outputs (the code is hidden). `voila_browser.py`
(its own process, see there why) waits for the San Marco table's live board (a bqplot figure),
checks that no code is on the page, rolls the human's first set-up die, sees the board change
and keeps a screenshot. Skipped without chromium, except under CI (CI=1), where it fails.
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


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture()
def voila_url(tmp_path):
    """notebooks/play.ipynb (a copy) served by Voila on a free local port."""
    if not Path(CHROMIUM).exists():
        if os.environ.get("CI"):
            pytest.fail(f"{CHROMIUM} is missing (apt-get install -y chromium)")
        pytest.skip(f"{CHROMIUM} is missing (apt-get install -y chromium)")
    pytest.importorskip("playwright.sync_api")
    served = tmp_path / "served"
    served.mkdir()
    shutil.copy(ROOT / "notebooks" / "play.ipynb", served / "play.ipynb")
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(tmp_path / "cfg"),
           "JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime")}
    port = _free_port()
    log_path = tmp_path / "voila.log"
    with open(log_path, "w") as log:
        server = subprocess.Popen(
            [str(Path(sys.executable).parent / "voila"), "play.ipynb", "--no-browser",
             f"--port={port}", "--Voila.ip=127.0.0.1"],
            cwd=served, env=env, stdout=log, stderr=subprocess.STDOUT)
        url = f"http://127.0.0.1:{port}/"
        try:
            deadline = time.monotonic() + 90
            while True:
                assert server.poll() is None, "Voila died:\n" + log_path.read_text()
                try:
                    urllib.request.urlopen(url, timeout=1)
                    break
                except OSError:
                    assert time.monotonic() < deadline, "Voila did not start in 90 s"
                    time.sleep(0.25)
            yield url
        finally:
            server.terminate()
            try:
                server.wait(20)
            except subprocess.TimeoutExpired:
                server.kill()


def test_play_app_in_voila_shows_the_table_without_code(voila_url, tmp_path):
    shot = tmp_path / "voila_play.png"
    proc = subprocess.run([sys.executable, str(Path(__file__).with_name("voila_browser.py")),
                           voila_url, str(shot)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert shot.exists() and "the board changed after Roll" in proc.stdout
