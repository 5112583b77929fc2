"""Lessons 00-07 print for people (issue 21): lines that JupyterLab shows unbroken, tables and
sentences rather than dicts, players numbered as the table numbers them, a Notation key in
lesson 00, and bar charts with axis titles and whole ticks."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import nbformat
import pytest

from sanmarco_nb import artsociety, sanmarco
from sanmarco_nb.analysis.split_choose import split_choose
from sanmarco_nb.svg.charts import BarChart

ROOT = Path(__file__).resolve().parents[2]
LESSONS = sorted((ROOT / "notebooks").glob("0[0-7]_*.ipynb"))
# JupyterLab 4 at 1280 x 800 with the file browser open shows 107 characters of an output line
# (840 px at 7.8 px a character, measured in Chromium) and breaks longer ones anywhere
# (word-break: break-all), "Castell|o"; 100 leaves room for other fonts
WIDTH = 100


def printed(path) -> list[str]:
    """Every line of text the lesson's stored outputs print (streams and plain-text results
    without a picture)."""
    lines = []
    for cell in nbformat.read(path, as_version=4).cells:
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            if "text" in out:
                lines += out["text"].splitlines()
            elif "text/plain" in data and not set(data) & {"image/svg+xml", "text/markdown"}:
                lines += data["text/plain"].splitlines()
    return lines


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_lesson_lines_fit_a_lab_output_unbroken(path):
    long = [line for line in printed(path) if len(line) > WIDTH]
    assert not long, f"{path.name}: {len(long)} lines over {WIDTH} characters: {long[:2]}"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_lessons_print_tables_and_sentences_with_players_from_1(path):
    for line in printed(path):
        assert not re.search(r"\{'\w+': ", line), f"{path.name} prints a dict: {line}"
        assert not re.search(r"\bP0\b|\b[Pp]layer 0\b|\bchooser [0-9]\b", line), \
            f"{path.name} numbers a player as code does: {line}"
        assert not re.search(r"\(\(\d, \(\d", line), f"{path.name} prints roles as tuples: {line}"


def _notation_cell() -> str:
    cells = nbformat.read(ROOT / "notebooks" / "00_start_here.ipynb", as_version=4).cells
    found = [c.source for c in cells if c.cell_type == "markdown" and "## Notation" in c.source]
    assert len(found) == 1
    return found[0]


def test_lesson_00_has_a_notation_key_that_agrees_with_the_engine():
    key = _notation_cell()
    districts = ", ".join(f"{d} {name}" for d, name in zip(sanmarco.DIE, sanmarco.DISTRICTS))
    assert districts in key
    for code, name in zip(sanmarco.CODES[6:10], sanmarco.CARD_NAMES[6:10]):   # B T D X
        assert f"| {code} | a {name}" in key
    values = [sanmarco.LIMIT_VALUE[k] for k in sorted(sanmarco.LIMIT_VALUE)]
    assert ("| L1 L2 L3 | limit cards worth " + ", ".join(map(str, values[:-1]))
            + f" and {values[-1]} limit points") in key
    names = artsociety.COMPONENTS.genre_names
    assert f"| {' '.join(artsociety.GENRES)} | the genres: " + ", ".join(
        names[g] for g in artsociety.GENRES) in key
    assert f"| {' '.join(artsociety.COMPONENTS.frames)} | the four frame styles" in key
    for where in ("sanmarco_nb/sanmarco/notation.py", "sanmarco_nb/artsociety/notation.py"):
        assert where in key and (ROOT / where).exists()
    # its examples are written as the games' notation writes them
    assert str(sanmarco.notation.parse_action("take 2 5 T D L2 L3", 4)) in key
    for move in ("hang 2x2@4,4", "pick 5:3x3", "front L/D"):
        assert str(artsociety.notation.parse_action(move)).split()[1] in key


def _svg(chart):
    ns = "{http://www.w3.org/2000/svg}"
    root = ET.fromstring(chart._repr_svg_())
    return [t.text or "" for t in root.iter(ns + "text")], root


def test_bar_chart_axis_titles_and_whole_ticks():
    chart = BarChart(("genres", "decor", "penalties"), {"P1": [26, 9, -4], "P2": [28, 3, -2]},
                     title="points", x_label="source", y_label="points", ticks=True)
    texts, _ = _svg(chart)
    assert "source" in texts and "points" in texts
    ticks = [t for t in texts if re.fullmatch(r"-?\d+(\.\d+)?", t)]
    assert ticks == ["-10", "0", "10", "20", "30"]          # round steps past the data, whole
    small = _svg(BarChart(("a", "b"), {"x": [1, 3]}, ticks=True))[0]
    assert [t for t in small if re.fullmatch(r"-?[\d.]+", t)] == ["0", "1", "2", "3"]  # not 0.5
    shares = _svg(BarChart(("a",), {"x": [0.48]}, ticks=True))[0]
    assert "0.5" in shares and "0.1" in shares              # shares keep their decimals
    # without them a chart is drawn as before: the top value and 0 only
    plain, root = _svg(BarChart(("a", "b"), {"x": [2, 3]}))
    assert [t for t in plain if re.fullmatch(r"-?[\d.]+", t)] == ["3", "0"]
    assert len(root.findall("{http://www.w3.org/2000/svg}path")) == 0


def test_split_analysis_names_the_players_as_the_table_does():
    a = split_choose(["D", "B", "L1", "L3"], {"D": 4, "B": 2, "L1": -1, "L3": -3})
    s = a.maximin
    assert a.describe(s).count("chooser 1 takes") == 1 and "the distributor keeps" in \
        a.describe(s)
    named = a.describe(s, ("Player 1", "Player 2"))
    assert "Player 2 takes [" in named and "; Player 1 keeps [" in named
    assert named.replace("Player 2", "chooser 1").replace("Player 1", "the distributor") == \
        a.describe(s)
    three = split_choose(["D", "B", "L1", "L3", "5"], {"D": 4, "B": 2, "L1": -1, "L3": -3,
                                                        "5": 3}, offers=3)
    text = three.describe(three.maximin, ("Player 1", "Player 3", "Player 2"))
    assert text.index("Player 3 takes") < text.index("Player 2 takes")
