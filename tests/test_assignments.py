"""The exercises as nbgrader assignments, graded by the real nbgrader: `sanmarco-nb assignments`
writes lesson 10's source notebook, `nbgrader generate_assignment` strips it, and four students'
submissions are autograded into the gradebook and exported as CSV: all right, all wrong, near
misses the checker accepts, and one whose answers raise and loop forever.

nbgrader runs from a virtual environment of its own (build/nbgrader, made once, about 15 s):
its server and lab extensions would otherwise load into every JupyterLab the browser tests
open. That environment sees this one's packages (a .pth file), so it installs only nbgrader,
notebook and rapidfuzz, and its kernel imports this checkout's sanmarco_nb.
"""
from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from sanmarco_nb.__main__ import main
from sanmarco_nb.assignments import assignment

ROOT = Path(__file__).resolve().parents[1]
VENV = ROOT / "build" / "nbgrader"
NBGRADER = "nbgrader==0.9.6"
LESSON = "10_divide_and_choose"
TIMEOUT = 10                                    # seconds a cell may run when graded
STUB = "# YOUR CODE HERE\nraise NotImplementedError()"


def _nbgrader_venv() -> Path:
    """build/nbgrader: a virtual environment with nbgrader that also sees this one's packages."""
    python = VENV / "bin" / "python"
    if not (VENV / "bin" / "alembic").exists():
        subprocess.run([sys.executable, "-m", "venv", "--clear", str(VENV)], check=True)
        site = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig."
                               "get_paths()['purelib'])"], check=True, capture_output=True,
                              text=True).stdout.strip()
        ours = sysconfig.get_paths()["purelib"]
        # addsitedir, not a bare path: this environment's own .pth files (the editable
        # install of sanmarco_nb) must be read too
        Path(site, "sanmarco_lab.pth").write_text(f"import site; site.addsitedir({ours!r})\n")
        subprocess.run([str(python), "-m", "pip", "install", "-q", NBGRADER], check=True,
                       timeout=600)
        # nbgrader sets up its gradebook with the `alembic` command, found on PATH: it must
        # be this environment's (the other one's cannot import nbgrader)
        subprocess.run([str(python), "-m", "pip", "install", "-q", "--no-deps",
                        "--ignore-installed", "alembic"], check=True, timeout=600)
    return VENV / "bin"


def _submit(release: dict, answers: dict[str, str]) -> dict:
    """The released notebook with each answer cell's stub replaced by a student's code."""
    nb = json.loads(json.dumps(release))
    for cell in nb["cells"]:
        grade_id = cell["metadata"].get("nbgrader", {}).get("grade_id", "")
        if grade_id.endswith("_answer"):
            source = "".join(cell["source"])
            assert STUB in source, source
            cell["source"] = source.replace(STUB, answers[grade_id[:-len("_answer")]])
    return nb


def _instead(answers: dict[str, str], name: str, code: str) -> str:
    """The answer to `name` with its last line (`answer_<name> = ...`) replaced by `code`."""
    lines = answers[name].splitlines()
    assert lines[-1].startswith(f"answer_{name} = "), lines
    return "\n".join(lines[:-1] + [code])


def _solution(source: dict) -> dict[str, str]:
    """The worked solutions, by question, as the source notebook holds them."""
    return {c["metadata"]["nbgrader"]["grade_id"][:-len("_answer")]:
            "".join(c["source"]).split("### BEGIN SOLUTION\n")[1].split("\n### END")[0]
            for c in source["cells"] if c["metadata"]["nbgrader"]["solution"]}


@pytest.mark.slow
def test_nbgrader_grades_the_exercises_of_lesson_10(tmp_path):
    bin_ = _nbgrader_venv()
    course = tmp_path / "course"
    assert main(["assignments", str(course), "--lessons", "10"]) == 0
    source = json.loads((course / "source" / LESSON / f"{LESSON}.ipynb").read_text())
    env = {**os.environ, "PATH": f"{bin_}:{os.environ['PATH']}"}

    def nbgrader(*args):
        done = subprocess.run([str(bin_ / "nbgrader"), *args, f"--Execute.timeout={TIMEOUT}"],
                              cwd=course, env=env, capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, done.stdout + done.stderr

    nbgrader("generate_assignment", LESSON)
    release = json.loads((course / "release" / LESSON / f"{LESSON}.ipynb").read_text())
    released = json.dumps(release)
    assert "### BEGIN SOLUTION" not in released and "HIDDEN TESTS" not in released
    assert "assert verdict" not in released and "split_choose(hand" not in released
    assert sum(STUB in "".join(c["source"]) for c in release["cells"]) == 4

    right = _solution(source)
    wrong = {"best_response": "answer_best_response = 1 - max((0, 1), key=lambda i: "
                                 "sum(VALUES[c] for c in SPLIT[i]))",
             "maximin": "answer_maximin = (['D'], ['1', '2', '6', 'B', 'L1', 'L3', 'L3'])",
             "envy_free_count": "answer_envy_free_count = 10 ** 6",
             "best_split_value": "from sanmarco_nb.analysis.split_choose import split_choose\n"
                                 "answer_best_split_value = float(split_choose(real_hand(), "
                                 "VALUES).worst_case.max())"}
    near = {**right,                            # other forms of the right answers
            "maximin": right["maximin"] + "\nanswer_maximin = (' '.join(best[1]), "
                                          "list(best[0]))",
            "best_split_value": right["best_split_value"] + "\nanswer_best_split_value += 1e-12"}
    # the worked code, but the answer's line raises, or loops forever
    broken = {**right, "best_response": _instead(right, "best_response",
                                                 "raise ValueError('my code is broken')"),
              "maximin": _instead(right, "maximin", "while True:\n    pass")}
    students = {"right": right, "wrong": wrong, "near": near, "broken": broken}
    for student, answers in students.items():
        folder = course / "submitted" / student / LESSON
        folder.mkdir(parents=True)
        (folder / f"{LESSON}.ipynb").write_text(json.dumps(_submit(release, answers)))
    nbgrader("autograde", LESSON, "--create")
    nbgrader("export", "--to", "grades.csv")
    with open(course / "grades.csv", newline="") as f:
        scores = {row["student_id"]: float(row["raw_score"]) for row in csv.DictReader(f)}
    assert scores == {"right": 4.0, "wrong": 0.0, "near": 4.0, "broken": 2.0}, scores
    graded = json.loads((course / "autograded" / "broken" / LESSON / f"{LESSON}.ipynb")
                        .read_text())
    errors = [o["ename"] for c in graded["cells"] for o in c.get("outputs", [])
              if o["output_type"] == "error"]
    assert "ValueError" in errors and "CellTimeoutError" in errors, errors


def test_every_question_of_the_registry_has_an_answer_and_a_graded_check():
    """Every lesson's assignment answers every question the registry holds for it, each with a
    solution cell and a test cell worth a point that calls the checker by name."""
    from sanmarco_nb.exercises import questions
    lessons = sorted(p.stem for p in (ROOT / "docs" / "solutions").glob("[0-9]*.ipynb"))
    assert len(lessons) == 11
    for lesson in lessons:
        cells = assignment(lesson)["cells"]
        tests = [c for c in cells if c["metadata"]["nbgrader"]["grade"]]
        answers = [c for c in cells if c["metadata"]["nbgrader"]["solution"]]
        names = sorted(q.split(":")[0] for q in questions(lesson[:2] + "."))
        assert sorted(c["source"].split("check(")[1].split(",")[0].strip("'") for c in tests) \
            == names
        assert all(c["metadata"]["nbgrader"]["points"] == 1 for c in tests)
        assert all(c["source"].startswith("### BEGIN SOLUTION\n") for c in answers)
        assert len(answers) == len(names)
