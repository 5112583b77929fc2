"""Shared fixtures of the real-browser tests: JupyterLab served from a temporary folder and driven
by Playwright in Debian's headless Chromium (never `playwright install`).

    def test_x(lab_notebook, artifacts):
        page = lab_notebook("my_table.ipynb", marker="READY")   # opened, all cells run
        ...
        page.screenshot(path=str(artifacts / "x.png"), full_page=True)

Without /usr/bin/chromium the tests skip with the reason, except under CI (env CI set), where
they fail: CI installs chromium (.ci/run), so a missing browser there is a broken set-up.
One JupyterLab server and one browser serve the whole session (about 5 s to start); the Voila
app (notebooks/play.ipynb) is served per test and opened in the same browser.

Every page a fixture opens reports its console errors and uncaught exceptions to
`console_errors`; a browser test fails on any made while it ran (issue 21: bqplot had logged
~200 errors when Lab restored notebooks), except the offline machine's failed requests for the
Voila page's icon font (CONSOLE_IGNORED).
"""
from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))        # a test module may use another's helpers
CHROMIUM = "/usr/bin/chromium"
TOKEN = "sanmarco-nb-browser-test"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--disable-dev-shm-usage"]


# a split's toggles are named by the card each moves ("Move the bridge card to offer B")
OFFER = {x: re.compile(f"card to offer {x}$") for x in "ABC"}

# Voila's page asks a CDN for Font Awesome (the buttons' icons); this machine is offline
CONSOLE_IGNORED = ("ERR_NAME_NOT_RESOLVED",)


class ConsoleErrors(list):
    """The console errors and page errors of every page watched, as text."""

    def watch(self, target) -> None:
        """Listen to a page or a browser context."""
        target.on("console", lambda m: self._add(m.text) if m.type == "error" else None)
        target.on("pageerror" if hasattr(target, "goto") else "weberror",
                  lambda e: self._add(str(getattr(e, "error", e))))

    def _add(self, text: str) -> None:
        if not any(s in text for s in CONSOLE_IGNORED):
            self.append(text)


@pytest.fixture(scope="session")
def console_errors() -> ConsoleErrors:
    return ConsoleErrors()


@pytest.fixture(autouse=True)
def no_console_error(console_errors):
    """Fail a browser test on any console error made while it ran."""
    start = len(console_errors)
    yield
    made = console_errors[start:]
    assert not made, f"{len(made)} console errors, the first: {made[:3]}"


class _WatchedBrowser:
    """A Playwright browser whose new pages and contexts report to `console_errors`."""

    def __init__(self, browser, errors: ConsoleErrors):
        self._browser, self._errors = browser, errors

    def new_page(self, **kw):
        page = self._browser.new_page(**kw)
        self._errors.watch(page)
        return page

    def new_context(self, **kw):
        context = self._browser.new_context(**kw)
        self._errors.watch(context)
        return context

    def __getattr__(self, name):
        return getattr(self._browser, name)


def _need_chromium():
    if not Path(CHROMIUM).exists():
        reason = f"{CHROMIUM} is missing (Debian: apt-get install -y chromium)"
        if os.environ.get("CI"):
            pytest.fail(reason + "; CI must have it", pytrace=False)
        pytest.skip(reason)


AXE = HERE / ".axe"          # axe-core from npm, installed here on first use (git-ignored)
AXE_JS = AXE / "node_modules" / "axe-core" / "axe.min.js"


@pytest.fixture(scope="session")
def axe_source() -> str:
    """axe-core's script (npm's axe-core@4), installed into tests/browser/.axe/ on first use
    and kept there. Without npm the tests that need it skip, except under CI (CI set), where
    they fail: node and npm are part of the CI machine."""
    if not AXE_JS.exists():
        npm = shutil.which("npm")
        if npm is None:
            reason = "npm is missing (Debian: apt-get install -y npm), needed for axe-core"
            if os.environ.get("CI"):
                pytest.fail(reason + "; CI must have it", pytrace=False)
            pytest.skip(reason)
        subprocess.run([npm, "install", "--prefix", str(AXE), "--no-audit", "--no-fund",
                        "--loglevel=error", "axe-core@4"], check=True, timeout=600)
    return AXE_JS.read_text()


class Axe:
    """axe-core in a page: `run(page, include=None)` gives the violations on the whole page or
    only within the elements the CSS selector `include` selects, as [{id, impact, help,
    nodes: [target, ...]}]; `serious(violations)` the serious and critical ones in words."""

    BAD = ("serious", "critical")

    def __init__(self, source: str):
        self.source = source

    def run(self, page, include: str | None = None) -> list[dict]:
        if not page.evaluate("() => !!window.axe"):
            page.add_script_tag(content=self.source)
        return page.evaluate("""async (include) => {
            const context = include ? { include: [...document.querySelectorAll(include)] }
                                    : document;
            const r = await axe.run(context, { resultTypes: ["violations"] });
            return r.violations.map(v => ({ id: v.id, impact: v.impact, help: v.help,
                                            nodes: v.nodes.map(n => n.target.join(" ")) }));
        }""", include)

    def serious(self, violations) -> list[str]:
        return [f"{v['impact']} {v['id']}: {v['help']} ({len(v['nodes'])}: {v['nodes'][:3]})"
                for v in violations if v["impact"] in self.BAD]


@pytest.fixture(scope="session")
def axe(axe_source) -> Axe:
    return Axe(axe_source)


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


@pytest.fixture(scope="module")
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
    cmd = [str(ROOT / ".venv" / "bin" / "jupyter"), "lab", "--no-browser", "--allow-root",
           f"--port={port}", "--ip=127.0.0.1", f"--IdentityProvider.token={TOKEN}",
           f"--ServerApp.root_dir={served}", "--LabApp.expose_app_in_browser=True"]
    base = f"http://127.0.0.1:{port}"
    with serve(cmd, f"{base}/api/status?token={TOKEN}", artifacts / "lab.log", env=env,
               cwd=ROOT):
        yield base, TOKEN, served


def _play_folder(tmp_path: Path) -> tuple[Path, dict]:
    """A folder to serve with a copy of notebooks/play.ipynb and of voila.json (the template,
    as `make play` has them), and an environment with fresh Jupyter config and runtime
    folders."""
    _need_chromium()
    served = tmp_path / "served"
    served.mkdir()
    for name in ("notebooks/play.ipynb", "voila.json"):
        shutil.copy(ROOT / name, served)
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(tmp_path / "cfg"),
           "JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime")}
    return served, env


@pytest.fixture
def voila_app(tmp_path, artifacts):
    """notebooks/play.ipynb (a copy) served as an app by Voila; yields its URL. Log in
    artifacts/voila.log."""
    served, env = _play_folder(tmp_path)
    port = _free_port()
    url = f"http://127.0.0.1:{port}/"
    cmd = [str(ROOT / ".venv" / "bin" / "voila"), "play.ipynb", "--no-browser",
           f"--port={port}", "--Voila.ip=127.0.0.1"]
    with serve(cmd, url, artifacts / "voila.log", cwd=served, env=env):
        yield url


CULL_IDLE, CULL_INTERVAL = 4, 1      # seconds: Binder's culling, shortened for a test


@pytest.fixture
def voila_server(tmp_path, artifacts):
    """A Jupyter server serving the Voila app as Binder does (voila/render/play.ipynb) with
    Binder's kernel config, its culling times shortened to CULL_IDLE and CULL_INTERVAL (the
    command line takes precedence over the file); yields (base URL, token, idle, interval).
    Log in artifacts/voila_kernels.log."""
    served, env = _play_folder(tmp_path)
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    cmd = [str(ROOT / ".venv" / "bin" / "jupyter"), "server", "--no-browser", "--allow-root",
           f"--port={port}", "--ip=127.0.0.1", f"--IdentityProvider.token={TOKEN}",
           f"--ServerApp.root_dir={served}",
           f"--config={ROOT / 'binder' / 'jupyter_server_config.json'}",
           f"--MappingKernelManager.cull_idle_timeout={CULL_IDLE}",
           f"--MappingKernelManager.cull_interval={CULL_INTERVAL}"]
    with serve(cmd, f"{base}/api/status?token={TOKEN}", artifacts / "voila_kernels.log",
               env=env, cwd=served):
        yield base, TOKEN, CULL_IDLE, CULL_INTERVAL


@contextmanager
def serve(cmd: list, ready_url: str, log_path: Path, **popen):
    """Run the server `cmd` (output to `log_path`) until `ready_url` answers; stop it after."""
    with open(log_path, "w") as log:
        server = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, **popen)
        try:
            deadline = time.monotonic() + 180
            while True:
                assert server.poll() is None, f"{cmd[0]} died:\n" + log_path.read_text()
                try:
                    # one request waits as long as it takes: Voila runs the notebook in a new
                    # kernel for every page request, so a retry after a short timeout started
                    # one more kernel each time and a loaded machine never caught up
                    urllib.request.urlopen(ready_url, timeout=max(1.0, deadline -
                                                                  time.monotonic()))
                    break
                except OSError:
                    assert time.monotonic() < deadline, f"{ready_url} did not answer in 180 s"
                    time.sleep(0.25)
            yield
        finally:
            server.terminate()
            try:
                server.wait(20)
            except subprocess.TimeoutExpired:
                server.kill()


@contextmanager
def _sync_playwright():
    """Playwright's sync API, or a skip (a failure under CI) when it is not installed."""
    try:
        from playwright import sync_api
    except ImportError:
        if os.environ.get("CI"):
            raise
        pytest.skip("playwright is not installed (pip install playwright)")
    with sync_api.sync_playwright() as pw:
        yield pw


@pytest.fixture
def chromium(console_errors):
    """A headless Chromium of its own, for tests of the Voila app alone (no JupyterLab):
    each `browser.new_context()` is a separate browser profile, as on another laptop."""
    with _sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield _WatchedBrowser(browser, console_errors)
        browser.close()


@pytest.fixture(scope="module")
def browser_context(jupyter_lab, tmp_path_factory, console_errors):
    """A Playwright persistent context in headless Chromium, one per test module (with its
    own Lab, whose workspace would otherwise reopen the last module's notebook): the sync
    API keeps an event loop running in this thread while it lives, which would stop later
    tests (the classroom's) from calling asyncio.run."""
    with _sync_playwright() as pw:
        ctx = pw.chromium.launch_persistent_context(
            str(tmp_path_factory.mktemp("profile")), executable_path=CHROMIUM, headless=True,
            viewport={"width": 1400, "height": 1800}, args=CHROMIUM_ARGS)
        console_errors.watch(ctx)
        yield ctx
        ctx.close()


@pytest.fixture(scope="module")
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
