"""A closed Voila tab frees its kernel, as on Binder.

Voila 0.5.13 asks for its kernel's shutdown when the page closes, and its own server refuses the
request (403 "'_xsrf' argument missing"), so without help every closed tab leaves a kernel running
until the server stops. binder/jupyter_server_config.json culls kernels that have no page
connected and have been idle for a while; Binder's postBuild installs that file. This test runs
a Jupyter server with that same file, the Voila app as Binder serves it (voila/render/...), and
reads the server's kernel list (/api/kernels) before and after closing the page.

The file's own idle time (minutes) is too long for a test: the command line shortens the idle
time and the culling interval, which take precedence over the file; everything else (culling
only kernels with no connection) comes from the file.
"""
from __future__ import annotations

import importlib.util
import json
import os
import shutil
import time
import urllib.request

import pytest

from pathlib import Path

# the helpers of this folder's conftest (pytest's importlib mode does not put it on sys.path)
_spec = importlib.util.spec_from_file_location("_browser_conftest",
                                               Path(__file__).with_name("conftest.py"))
_conf = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_conf)
CHROMIUM, CHROMIUM_ARGS, ROOT, TOKEN = _conf.CHROMIUM, _conf.CHROMIUM_ARGS, _conf.ROOT, _conf.TOKEN
_free_port, _need_chromium, serve = _conf._free_port, _conf._need_chromium, _conf.serve

CONFIG = ROOT / "binder" / "jupyter_server_config.json"
IDLE, INTERVAL = 4, 1           # seconds, for this test only


def kernels(base: str) -> list:
    with urllib.request.urlopen(f"{base}/api/kernels?token={TOKEN}", timeout=5) as reply:
        return json.load(reply)


@pytest.fixture
def voila_server(tmp_path, artifacts):
    """A Jupyter server with the Voila extension and Binder's kernel config; yields its URL."""
    _need_chromium()
    served = tmp_path / "served"
    served.mkdir()
    shutil.copy(ROOT / "notebooks" / "play.ipynb", served / "play.ipynb")
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(tmp_path / "cfg"),
           "JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime")}
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    cmd = [str(ROOT / ".venv" / "bin" / "jupyter"), "server", "--no-browser", "--allow-root",
           f"--port={port}", "--ip=127.0.0.1", f"--IdentityProvider.token={TOKEN}",
           f"--ServerApp.root_dir={served}", f"--config={CONFIG}",
           f"--MappingKernelManager.cull_idle_timeout={IDLE}",
           f"--MappingKernelManager.cull_interval={INTERVAL}"]
    with serve(cmd, f"{base}/api/status?token={TOKEN}", artifacts / "voila_kernels.log",
               env=env, cwd=served):
        yield base


def test_voila_alone_culls_the_same_way():
    """`voila notebooks/play.ipynb` run from the repository (a teacher's own server) reads
    ./voila.json: the same culling as Binder's server."""
    assert json.loads((ROOT / "voila.json").read_text()) == json.loads(CONFIG.read_text())


def test_binder_config_culls_only_unconnected_idle_kernels():
    culling = json.loads(CONFIG.read_text())["MappingKernelManager"]
    assert culling["cull_connected"] is False, "a lesson open in Lab must keep its kernel"
    assert culling["cull_busy"] is False, "a long simulation must not be cut off"
    assert 60 <= culling["cull_idle_timeout"] <= 900, "a closed tab's kernel lives minutes"
    assert culling["cull_interval"] <= culling["cull_idle_timeout"]


def test_closing_the_voila_page_frees_its_kernel(voila_server, artifacts):
    from playwright import sync_api
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(f"{voila_server}/voila/render/play.ipynb?token={TOKEN}", timeout=120_000)
        page.locator("div.bqplot svg.svg-figure").first.wait_for(state="visible",
                                                                 timeout=120_000)
        running = kernels(voila_server)
        assert len(running) == 1 and running[0]["connections"] >= 1, running
        page.screenshot(path=str(artifacts / "voila_kernels_open.png"))
        page.close(run_before_unload=True)      # what closing the tab does: Voila asks to shut down
        closed = time.monotonic()
        browser.close()
    limit = IDLE + 2 * INTERVAL + 10           # idle time, a culling round, start-up slack
    while kernels(voila_server):
        assert time.monotonic() - closed < limit, (
            f"the closed page's kernel still runs after {limit} s: {kernels(voila_server)}")
        time.sleep(0.5)
    freed_after = time.monotonic() - closed
    log = (artifacts / "voila_kernels.log").read_text()
    assert "Culling kernel" in log or "Kernel shutdown" in log, log[-2000:]
    print(f"kernel gone {freed_after:.1f} s after the page closed")
