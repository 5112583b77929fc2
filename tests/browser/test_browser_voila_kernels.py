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

import json
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "binder" / "jupyter_server_config.json"


def kernels(base: str, token: str) -> list:
    with urllib.request.urlopen(f"{base}/api/kernels?token={token}", timeout=5) as reply:
        return json.load(reply)


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


def test_closing_the_voila_page_frees_its_kernel(voila_server, chromium, artifacts):
    base, token, idle, interval = voila_server
    page = chromium.new_page(viewport={"width": 1280, "height": 800})
    page.goto(f"{base}/voila/render/play.ipynb?token={token}", timeout=120_000)
    page.locator("div.bqplot svg.svg-figure").first.wait_for(state="visible", timeout=120_000)
    running = kernels(base, token)
    assert len(running) == 1 and running[0]["connections"] >= 1, running
    page.screenshot(path=str(artifacts / "voila_kernels_open.png"))
    page.close(run_before_unload=True)      # what closing the tab does: Voila asks to shut down
    closed = time.monotonic()
    limit = idle + 2 * interval + 10        # idle time, a culling round, start-up slack
    while kernels(base, token):
        assert time.monotonic() - closed < limit, (
            f"the closed page's kernel still runs after {limit} s: {kernels(base, token)}")
        time.sleep(0.5)
    freed_after = time.monotonic() - closed
    log = (artifacts / "voila_kernels.log").read_text()
    assert "Culling kernel" in log or "Kernel shutdown" in log, log[-2000:]
    print(f"kernel gone {freed_after:.1f} s after the page closed")
