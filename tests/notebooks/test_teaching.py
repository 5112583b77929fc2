"""The teacher's guide (docs/teaching.md) against the notebooks it describes.

Its times add up (the 90-minute plan, the suggested sequences by the lesson tables' own times), it
keys every "Try it yourself" question of every notebook, and every code block of its answer keys
runs and asserts the figure the key states.
"""
from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "teaching.md"
TEXT = GUIDE.read_text()


def section(title: str, level: str = "##") -> str:
    """The text under the heading `title` up to the next heading of the same level."""
    m = re.search(rf"^{level} {re.escape(title)}\n(.*?)(?=^{level} |\Z)", TEXT, re.M | re.S)
    assert m, f"docs/teaching.md has no section {title!r}"
    return m.group(1)


def table_rows(text: str) -> list[list[str]]:
    rows = [ln for ln in text.splitlines() if ln.startswith("|")]
    return [[c.strip() for c in r.strip("|").split("|")] for r in rows[2:]]


def minutes(cell: str) -> tuple[int, int]:
    """"45 min" -> (45, 45); "60-90 min" -> (60, 90)."""
    m = re.fullmatch(r"(\d+)(?:-(\d+))? min", cell)
    assert m, cell
    return int(m.group(1)), int(m.group(2) or m.group(1))


def lesson_times() -> dict[str, tuple[int, int]]:
    """Notebook number -> minutes, from the two tables of the guide (lessons and exercises)."""
    times = {}
    for title in ("The lessons", "The exercises"):
        for row in table_rows(section(title)):
            times[row[0].strip("`")[:2]] = minutes(row[2])
    return times


def test_the_90_minute_plan_adds_up():
    rows = table_rows(section("A 90-minute plan"))
    mins = [int(r[1]) for r in rows]
    assert sum(mins) == 90, f"the plan takes {sum(mins)} minutes: {mins}"
    starts = [int(r[0].split(":")[0]) * 60 + int(r[0].split(":")[1]) for r in rows]
    assert starts == [sum(mins[:i]) for i in range(len(mins))], "start times do not follow"
    times = lesson_times()
    for start, length, notebook, what in rows:
        if notebook:
            number = notebook.strip("`")[:2]
            assert int(length) <= times[number][1], f"{notebook} gets more time than its lesson"
            if "whole" in what or number == "00":
                assert int(length) == times[number][0], f"{notebook}: not its table time"


def test_the_suggested_sequences_add_up():
    times = lesson_times()
    found = re.findall(r"\(((?:\d\d, )*\d\d): (\d+(?:-\d+)?) min\)", TEXT)
    assert len(found) >= 3, "the sequences lost their times"
    for numbers, stated in found:
        low = sum(times[n][0] for n in numbers.split(", "))
        high = sum(times[n][1] for n in numbers.split(", "))
        assert minutes(stated + " min") == (low, high), f"({numbers}) takes {low}-{high} min"
    # "a 90-minute taster (00, 02, 10)" took 125 minutes by the tables: a length given with a
    # list of notebooks must be what they take
    for length, numbers in re.findall(r"(\d+)-minute \w+ \(((?:\d\d, )*\d\d)\)", TEXT):
        low = sum(times[n][0] for n in numbers.split(", "))
        assert low <= int(length), f"({numbers}) takes at least {low} min, not {length}"


def try_it_questions(path: Path) -> int:
    md = [c.source for c in nbformat.read(path, as_version=4).cells if c.cell_type == "markdown"]
    tail = md[-1].split("Try it yourself", 1)[1]
    return len(re.findall(r"^(?:\d+\.|-) ", tail, re.M))


NOTEBOOKS = sorted(p for p in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_every_try_it_yourself_has_a_key(path):
    keys = section(path.stem, "###")
    answers = len(re.findall(r"^(?:\d+\.|-) ", keys, re.M))
    assert answers == try_it_questions(path), (
        f"{path.stem}: {try_it_questions(path)} questions, {answers} keys")


BLOCKS = re.findall(r"```python\n(.*?)```", section("Answer keys: \"Try it yourself\""), re.S)


@pytest.mark.parametrize("code", BLOCKS, ids=[f"block{i}" for i in range(len(BLOCKS))])
def test_answer_key_code_runs_and_asserts(code):
    import textwrap
    code = textwrap.dedent(code)
    assert "assert " in code, "a key's code block must check the figure the key states"
    exec(compile(code, "<an answer key of docs/teaching.md>", "exec"), {})
