"""`sanmarco-nb lessons` and `sanmarco-nb lab`: the lessons copied into a folder, never over a
notebook the learner changed, and JupyterLab serving that folder with lesson 00 open."""
from __future__ import annotations

import hashlib
import json
import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from sanmarco_nb.__main__ import main
from sanmarco_nb.lessons import MANIFEST, START, lessons_folder

ROOT = Path(__file__).resolve().parents[1]
LESSONS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))


def test_lessons_copies_every_lesson_then_keeps_what_the_learner_changed(tmp_path, capsys):
    folder = tmp_path / "class"
    assert main(["lessons", str(folder)]) == 0
    assert f"{len(LESSONS)} new, 0 updated, 0 unchanged" in capsys.readouterr().out
    assert sorted(p.name for p in folder.glob("*.ipynb")) == LESSONS
    assert (folder / START).read_bytes() == (lessons_folder() / START).read_bytes()

    # the learner saved lesson 01 (a cell of their own); lesson 02 is as an older release
    # left it, never opened; then the lessons are copied again (a newer release)
    mine = folder / "01_setup_dice.ipynb"
    nb = json.loads(mine.read_text())
    nb["cells"].append({"cell_type": "markdown", "id": "mine", "metadata": {},
                        "source": "my notes"})
    mine.write_text(json.dumps(nb))
    old = folder / "02_split_and_choose.ipynb"
    old.write_text(old.read_text().replace("split", "offer", 1))
    manifest = json.loads((folder / MANIFEST).read_text())
    manifest[old.name] = hashlib.sha256(old.read_bytes()).hexdigest()
    (folder / MANIFEST).write_text(json.dumps(manifest))

    assert main(["lessons", str(folder)]) == 0
    said = capsys.readouterr().out
    assert f"0 new, 1 updated, {len(LESSONS) - 2} unchanged" in said, said
    assert "kept 01_setup_dice.ipynb (you changed it); its new version is " \
           "01_setup_dice.new.ipynb" in said, said
    assert "my notes" in mine.read_text()
    assert (folder / "01_setup_dice.new.ipynb").read_bytes() == \
        (lessons_folder() / mine.name).read_bytes()
    assert old.read_bytes() == (lessons_folder() / old.name).read_bytes()
    # and again: still kept, never overwritten
    assert main(["lessons", str(folder)]) == 0
    assert "kept 01_setup_dice.ipynb" in capsys.readouterr().out
    assert "my notes" in mine.read_text()


def test_lessons_into_a_folder_it_cannot_write_is_one_line(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("")
    with pytest.raises(SystemExit) as e:
        main(["lessons", str(blocker / "class")])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("python -m sanmarco_nb lessons: error: cannot copy") and \
        err.count("\n") == 1, err


def test_lab_serves_the_copied_lessons_with_lesson_00_open(tmp_path):
    folder, port, token = tmp_path / "class", _free_port(), "sanmarco-lab-test"
    env = {**os.environ, "JUPYTER_TOKEN": token, "JUPYTER_CONFIG_DIR": str(tmp_path / "cfg")}
    proc = subprocess.Popen([sys.executable, "-m", "sanmarco_nb", "lab", str(folder),
                             "--port", str(port), "--no-browser"], cwd=tmp_path, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            start_new_session=True)
    try:
        url = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(f"{url}/api/contents/{START}?token={token}",
                                            timeout=2) as r:
                    lesson = json.load(r)
                break
            except OSError:
                assert proc.poll() is None, proc.stdout.read().decode()[-3000:]
                assert time.monotonic() < deadline, "JupyterLab did not start in 60 s"
                time.sleep(0.3)
        assert lesson["type"] == "notebook" and lesson["content"]["cells"]
        # the start page JupyterLab opens is lesson 00
        with urllib.request.urlopen(f"{url}/?token={token}", timeout=10) as r:
            assert r.url.split("?")[0] == f"{url}/lab/tree/{START}", r.url
        assert sorted(p.name for p in folder.glob("*.ipynb")) == LESSONS
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(30)


def _free_port() -> int:
    import socket
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]
