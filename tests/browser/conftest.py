"""Shared fixtures of the real-browser tests: JupyterLab served from a temporary folder and driven
by Playwright in Debian's headless Chromium (never `playwright install`).

    def test_x(lab_notebook, artifacts):
        page = lab_notebook("my_table.ipynb", marker="READY")   # opened, all cells run
        ...
        page.screenshot(path=str(artifacts / "x.png"), full_page=True)

Without /usr/bin/chromium the tests skip with the reason, except under CI (env CI set), where
they fail: CI installs chromium (.ci/run), so a missing browser there is a broken set-up.
One JupyterLab server and one browser serve the whole session (about 5 s to start).
"""
from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).parent
CHROMIUM = "/usr/bin/chromium"
TOKEN = "sanmarco-nb-browser-test"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--disable-dev-shm-usage"]


def _need_chromium():
    if not Path(CHROMIUM).exists():
        reason = f"{CHROMIUM} is missing (Debian: apt-get install -y chromium)"
        if os.environ.get("CI"):
            pytest.fail(reason + "; CI must have it", pytrace=False)
        pytest.skip(reason)


@pytest.fixture(scope="session")
def artifacts() -> Path:
    """tests/browser/artifacts/ (git-ignored): screenshots and server logs."""
    path = HERE / "artifacts"
    path.mkdir(exist_ok=True)
    return path


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="session")
def jupyter_lab(tmp_path_factory, artifacts):
    """A JupyterLab server on 127.0.0.1 with fresh config/settings folders; yields
    (base_url, token, served_folder). Its log is kept in artifacts/lab.log."""
    _need_chromium()
    tmp = tmp_path_factory.mktemp("lab")
    env = dict(os.environ)
    for key in ("JUPYTER_CONFIG_DIR", "JUPYTER_RUNTIME_DIR", "JUPYTERLAB_SETTINGS_DIR",
                "JUPYTERLAB_WORKSPACES_DIR"):
        env[key] = str(tmp / key)
        (tmp / key).mkdir()
    # no "Jupyter news?" toast over the page
    settings = tmp / "JUPYTERLAB_SETTINGS_DIR" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True)
    (settings / "notification.jupyterlab-settings").write_text(
        '{"fetchNews": "false", "checkForUpdates": false}')
    served = tmp / "served"
    served.mkdir()
    port = _free_port()
    log_path = artifacts / "lab.log"
    with open(log_path, "w") as log:
        server = subprocess.Popen(
            [str(ROOT / ".venv" / "bin" / "jupyter"), "lab", "--no-browser", "--allow-root",
             f"--port={port}", "--ip=127.0.0.1", f"--IdentityProvider.token={TOKEN}",
             f"--ServerApp.root_dir={served}", "--LabApp.expose_app_in_browser=True"],
            env=env, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
        base = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 90
            while True:
                assert server.poll() is None, "JupyterLab died:\n" + log_path.read_text()
                try:
                    urllib.request.urlopen(f"{base}/api/status?token={TOKEN}", timeout=1)
                    break
                except OSError:
                    assert time.monotonic() < deadline, "JupyterLab did not start in 90 s"
                    time.sleep(0.25)
            yield base, TOKEN, served
        finally:
            server.terminate()
            try:
                server.wait(20)
            except subprocess.TimeoutExpired:
                server.kill()


@pytest.fixture(scope="session")
def browser_context(jupyter_lab, tmp_path_factory):
    """A Playwright persistent context in headless Chromium (one per session)."""
    try:
        from playwright import sync_api
    except ImportError:
        if os.environ.get("CI"):
            raise
        pytest.skip("playwright is not installed (pip install playwright)")
    with sync_api.sync_playwright() as pw:
        ctx = pw.chromium.launch_persistent_context(
            str(tmp_path_factory.mktemp("profile")), executable_path=CHROMIUM, headless=True,
            viewport={"width": 1400, "height": 1800}, args=CHROMIUM_ARGS)
        yield ctx
        ctx.close()


@pytest.fixture(scope="session")
def lab_notebook(jupyter_lab, browser_context):
    """`open(name, marker, folder=tests/browser)`: copy the notebook `name` into the served
    folder, open it in JupyterLab, wait for the kernel, run all cells and wait until an output
    containing `marker` appears (print it in the last cell); returns the Playwright page."""
    base, token, served = jupyter_lab

    def open_notebook(name: str, marker: str, folder: Path = HERE, timeout: float = 90000):
        shutil.copy(Path(folder) / name, served / name)
        page = browser_context.new_page()
        page.goto(f"{base}/lab/tree/{name}?token={token}")
        page.get_by_text("| Idle").first.wait_for(timeout=timeout)
        page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
        page.locator(".jp-OutputArea-output", has_text=marker).wait_for(timeout=timeout)
        return page
    return open_notebook
