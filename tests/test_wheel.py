"""The path without a clone: the wheel, built from this checkout, installed into a fresh virtual
environment (pip, from the package index), `sanmarco-nb lessons` into a temporary folder, and
lesson 00 run from there under nbval by that environment's own kernel. About 45 s (the
environment's packages come from pip's cache after the first run)."""
from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _run(*command, cwd: Path) -> str:
    done = subprocess.run([str(c) for c in command], cwd=cwd, capture_output=True, text=True,
                          timeout=900)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return done.stdout


@pytest.mark.slow
def test_the_wheel_carries_the_lessons_and_lesson_00_runs_from_a_copy(tmp_path, capsys):
    _run(sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", tmp_path / "dist", ROOT,
         cwd=tmp_path)
    wheel = next((tmp_path / "dist").glob("sanmarco_nb-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    lessons = sorted(n.split("/")[-1] for n in names if n.startswith("sanmarco_nb/lessons/"))
    assert lessons == sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
    assert not [n for n in names if "solution" in n.lower()]

    venv = tmp_path / "venv"
    _run(sys.executable, "-m", "venv", venv, cwd=tmp_path)
    python, sanmarco_nb = venv / "bin" / "python", venv / "bin" / "sanmarco-nb"
    _run(python, "-m", "pip", "install", "-q", f"{wheel}[widgets]", "nbval", "ipykernel",
         cwd=tmp_path)
    # from the temporary folder: the package comes from the environment, not this checkout
    installed = _run(python, "-c", "import sanmarco_nb; print(sanmarco_nb.__file__)",
                     cwd=tmp_path)
    assert installed.startswith(str(venv)), installed
    copied = _run(sanmarco_nb, "lessons", "class", cwd=tmp_path)
    assert f"{len(lessons)} new" in copied, copied
    out = _run(python, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--nbval",
               "--nbval-current-env", "--nbval-sanitize-with",
               ROOT / "tests" / "notebooks" / "sanitize.cfg", "class/00_start_here.ipynb",
               cwd=tmp_path)
    assert " passed" in out and "failed" not in out, out
    with capsys.disabled():
        print(f"\nwheel {wheel.name}: {wheel.stat().st_size / 1e6:.2f} MB, "
              f"{len(lessons)} lessons; lesson 00 from the copy: {out.strip().splitlines()[-1]}")
