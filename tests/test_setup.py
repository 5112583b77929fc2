"""A teacher's set-up: what `make lab` and the `lab` extra give (the README's first command)."""
from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import time
import tomllib
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TOKEN = "setup-test"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_the_lab_extra_holds_everything_the_guides_name():
    """docs/teaching.md and docs/classroom.md send the teacher to JupyterLab, the Voila app and
    the classroom server: `make lab` (the lab extra) installs all three."""
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"][
        "optional-dependencies"]
    lab = " ".join(extras["lab"])
    for needed in ("jupyterlab", "voila", "classroom", "widgets", "analysis"):
        assert needed in lab, needed
    guides = (ROOT / "docs" / "teaching.md").read_text() + (ROOT / "docs" / "classroom.md").read_text()
    for named in ("make lab", "make play", "voila", "python -m sanmarco_nb classroom"):
        assert named in guides, named


def _make_dry_run(target: str, **variables) -> str:
    proc = subprocess.run(["make", "-s", "-n", target] + [f"{k}={v}" for k, v in variables.items()],
                          cwd=ROOT, capture_output=True, text=True, check=True)
    if "pip install" in proc.stdout:
        pytest.skip(f"the lab install is not current: run make {target} once")
    return proc.stdout.replace("\\\n", " ")


def test_make_lab_roots_lab_at_the_repository_and_opens_the_start_notebook(tmp_path):
    """The command `make lab PORT=... ARGS=--no-browser` runs: Lab serves the whole repository
    (docs/teaching.md in its file browser) and its address opens notebooks/00_start_here."""
    port = _free_port()
    command = _make_dry_run("lab", PORT=port,
                            ARGS=f"--no-browser --IdentityProvider.token={TOKEN}").strip()
    assert f"--port={port} --no-browser" in command
    env = {**os.environ, **{k: str(tmp_path / k) for k in (
        "JUPYTER_CONFIG_DIR", "JUPYTER_RUNTIME_DIR", "JUPYTERLAB_SETTINGS_DIR",
        "JUPYTERLAB_WORKSPACES_DIR")}}
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}), _NoRedirect)
    base = f"http://127.0.0.1:{port}"
    with open(tmp_path / "lab.log", "w") as log:
        lab = subprocess.Popen(["bash", "-c", command], cwd=ROOT, env=env, stdout=log,
                               stderr=subprocess.STDOUT, start_new_session=True)
        try:
            deadline = time.monotonic() + 90
            while True:
                assert lab.poll() is None, (tmp_path / "lab.log").read_text()
                try:
                    contents = json.load(opener.open(f"{base}/api/contents?token={TOKEN}"))
                    break
                except OSError:
                    assert time.monotonic() < deadline, "JupyterLab did not answer in 90 s"
                    time.sleep(0.25)
            names = {c["name"] for c in contents["content"]}
            assert {"docs", "notebooks", "README.md"} <= names
            teaching = json.load(opener.open(f"{base}/api/contents/docs/teaching.md?token={TOKEN}"))
            assert teaching["type"] == "file"
            with pytest.raises(urllib.error.HTTPError) as redirect:
                opener.open(f"{base}/?token={TOKEN}")
            assert redirect.value.code == 302
            assert "/lab/tree/notebooks/00_start_here.ipynb" in redirect.value.headers["Location"]
        finally:
            os.killpg(lab.pid, signal.SIGTERM)
            lab.wait(30)


def test_make_play_serves_the_app_on_the_port_given():
    command = _make_dry_run("play", PORT=8866, ARGS="--Voila.ip=0.0.0.0")
    assert "voila notebooks/play.ipynb --port=8866 --Voila.ip=0.0.0.0" in command


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None
