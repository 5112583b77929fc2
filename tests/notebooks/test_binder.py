"""Binder: the configuration repo2docker reads, and Binder's install steps in a fresh environment.

There is no Docker engine here, so `jupyter-repo2docker --no-build` (it prints the Dockerfile it
would build) checks what Binder will do, and a fresh virtual environment repeats the two install
steps of that Dockerfile (`pip install -r binder/requirements.txt`, then `binder/postBuild`) and
runs the start notebook and the Voila app on exactly the pinned versions.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[2]
BINDER = ROOT / "binder"
BIN = Path(sys.executable).parent


def pinned() -> dict[str, str]:
    """The `name==version` lines of binder/requirements.txt."""
    pins = {}
    for line in (BINDER / "requirements.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith(("#", "-e")):
            req = Requirement(line)
            (spec,) = req.specifier
            assert spec.operator == "==", f"not pinned: {line}"
            pins[req.name.lower()] = spec.version
    return pins


def extra_requirements(project: dict, extra: str = "lab") -> list[Requirement]:
    """The requirements of an extra, with those of the package's own extras it names."""
    found = []
    for req in map(Requirement, project["optional-dependencies"][extra]):
        if req.name == project["name"]:
            found += [r for e in sorted(req.extras) for r in extra_requirements(project, e)]
        else:
            found.append(req)
    return found


def test_runtime_is_the_python_ci_tests():
    version = (BINDER / "runtime.txt").read_text().strip()
    assert version == f"python-{sys.version_info.major}.{sys.version_info.minor}"


def test_requirements_pin_every_runtime_dependency_and_end_with_the_package():
    lines = [ln.strip() for ln in (BINDER / "requirements.txt").read_text().splitlines()
             if ln.strip() and not ln.startswith("#")]
    assert re.fullmatch(r"-e \.(\[[\w,]+\])?", lines[-1]), "the last line installs the package"
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    needed = [Requirement(r) for r in project["dependencies"]] + extra_requirements(project)
    pins = pinned()
    for req in needed:
        assert req.name.lower() in pins, f"binder/requirements.txt does not pin {req.name}"
        assert req.specifier.contains(pins[req.name.lower()]), f"{req.name} pin outside {req}"
    assert "voila" in pins, "the Voila badge needs voila"


def test_postbuild_stops_on_error_saves_no_widget_state_and_culls_kernels():
    """No widget state in the lessons (autosave would rewrite model ids after a learner plays:
    the tables carry a static picture instead), and the server config that culls the kernels
    of closed Voila tabs (tests/browser/test_browser_voila_kernels.py runs it)."""
    script = BINDER / "postBuild"
    assert os.access(script, os.X_OK), "postBuild must be executable"
    lines = [ln for ln in script.read_text().splitlines() if ln and not ln.startswith("#")]
    assert lines[0] == "set -e"
    assert '"saveState": false' in script.read_text()
    assert "binder/jupyter_server_config.json" in script.read_text()
    culling = json.loads((BINDER / "jupyter_server_config.json").read_text())
    assert culling["MappingKernelManager"]["cull_connected"] is False
    # the app's Voila template (no CDN), which the editable install leaves out (issue 35)
    assert culling["VoilaConfiguration"]["template"] == "sanmarco"
    assert "share/jupyter/voila/templates/sanmarco" in script.read_text()


def test_readme_badges_open_the_start_notebook_and_the_voila_app():
    readme = (ROOT / "README.md").read_text()
    badges = re.findall(r"\]\((https://mybinder\.org/v2/gh/[^)]+)\)", readme)
    targets = {m for url in badges for m in re.findall(r"urlpath=((?:lab/tree|voila/render)/\S+)",
                                                         url)}
    assert targets == {"lab/tree/notebooks/00_start_here.ipynb",
                       "voila/render/notebooks/play.ipynb"}
    for target in targets:
        assert (ROOT / target.split("/", 2)[2]).exists()


def test_repo2docker_builds_from_the_binder_folder():
    r2d = BIN / "jupyter-repo2docker"
    proc = subprocess.run([str(r2d), "--no-build", str(ROOT)], capture_output=True, text=True,
                          timeout=60, check=True)
    out = proc.stdout
    python = f"{sys.version_info.major}.{sys.version_info.minor}"
    assert f"conda environment for python={python}" in proc.stderr, "runtime.txt was not read"
    install = out.index('pip install --no-cache-dir -r "binder/requirements.txt"')
    # the requirements end with `-e .`, so the whole repository is copied in before pip runs
    assert out.index("COPY --chown") < install
    assert re.search(r"COPY --chown=\S+ src/ \$\{REPO_DIR\}/", out[:install])
    assert install < out.index("./binder/postBuild")
    assert "environment.yml" not in out


def _copy_of_the_repository(dest: Path) -> None:
    """What a clone holds: the tracked files, plus any not yet committed (`git ls-files -co`)."""
    files = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT,
                           capture_output=True, text=True, check=True).stdout.split("\0")
    for name in filter(None, files):
        src = ROOT / name
        if src.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / name)


@pytest.mark.slow
def test_binder_install_steps_in_a_fresh_venv(tmp_path):
    """Binder's two steps in a clean venv, then the start notebook and the app run on them."""
    repo, venv = tmp_path / "repo", tmp_path / "venv"
    _copy_of_the_repository(repo)
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    vbin = venv / "bin"
    env = {**os.environ, "PATH": f"{vbin}:{os.environ['PATH']}", "VIRTUAL_ENV": str(venv),
           "JUPYTER_CONFIG_DIR": str(tmp_path / "cfg"), "JUPYTER_DATA_DIR": str(tmp_path / "data"),
           "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    env.pop("PYTHONPATH", None)

    def run(*cmd, **kw):
        proc = subprocess.run(cmd, cwd=repo, env=env, capture_output=True, text=True, **kw)
        assert proc.returncode == 0, f"{' '.join(map(str, cmd))}\n{proc.stdout[-3000:]}" \
                                     f"\n{proc.stderr[-3000:]}"
        return proc.stdout + proc.stderr        # jupyter's list commands write to stderr

    installed = run(vbin / "pip", "install", "-q", "-r", "binder/requirements.txt", timeout=600)
    # a newcomer's install prints no warning from our packaging (setuptools' license table and
    # undeclared data folders did)
    assert not re.search(r"DeprecationWarning|is deprecated|absent from the `packages`",
                         installed), installed
    run("./binder/postBuild")

    overrides = json.loads((venv / "share/jupyter/lab/settings/overrides.json").read_text())
    assert overrides["@jupyter-widgets/jupyterlab-manager:plugin"] == {"saveState": False}
    assert (venv / "share/jupyter/voila/templates/sanmarco/index.html.j2").exists()
    assert json.loads((tmp_path / "cfg" / "jupyter_server_config.json").read_text()) == \
        json.loads((BINDER / "jupyter_server_config.json").read_text())
    freeze = run(vbin / "pip", "freeze", "--disable-pip-version-check")
    for name, version in pinned().items():
        assert re.search(rf"(?im)^{re.escape(name).replace('_', '[-_]')}=={re.escape(version)}$",
                         freeze), f"{name}=={version} not installed"
    labext = run(vbin / "jupyter", "labextension", "list") + run(vbin / "jupyter", "server",
                                                                   "extension", "list")
    labext = re.sub(r"\x1b\[[0-9;]*m", "", labext)
    for ext in ("@jupyter-widgets/jupyterlab-manager", "bqplot", "voila.server_extension"):
        assert re.search(rf"{re.escape(ext)}\S* (v\S+ )?enabled", labext), f"{ext} not enabled"
    run(vbin / "python", "-c", "import sanmarco_nb.widgets, sanmarco_nb.sanmarco, "
                               "sanmarco_nb.artsociety, sanmarco_nb.bots, sanmarco_nb.analysis")
    for nb in ("notebooks/00_start_here.ipynb", "notebooks/play.ipynb"):
        run(vbin / "jupyter", "nbconvert", "--to", "notebook", "--execute", "--stdout", nb,
            timeout=300)
