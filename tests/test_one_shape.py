"""One source for what both games and every layer share: the list of languages (i18n.LANGS,
from the catalogs), and the bots' measured strength (the benchmarks' JSON, not docstrings)."""
from __future__ import annotations

import ast
import json
from pathlib import Path

from sanmarco_nb import i18n
from sanmarco_nb.i18n import catalog

ROOT = Path(__file__).parents[1]
CODE = ["sanmarco_nb", "widgets", "tools", "benchmarks", "tests"]


def copies_of_the_languages(source: str) -> list[int]:
    """The lines of `source` that write out every language's code (a tuple, list or set of
    them): a copy of the list. (A text per language, a dict, is no copy.)"""
    return [node.lineno for node in ast.walk(ast.parse(source))
            if isinstance(node, (ast.Tuple, ast.List, ast.Set))
            and all(isinstance(i, ast.Constant) for i in node.elts)
            and {i.value for i in node.elts} == set(i18n.LANGS)]


def test_the_languages_are_the_catalogs_folders():
    assert set(i18n.LANGS) == {d.name for d in catalog.LOCALES.iterdir() if d.is_dir()}
    assert tuple(i18n.LANG_NAMES) == i18n.LANGS == catalog.LANGS


def test_no_module_copies_the_list_of_languages():
    source = Path(catalog.__file__)
    copies = [f"{f.relative_to(ROOT)}:{n}" for root in CODE for f in (ROOT / root).rglob("*.py")
              if f != source for n in copies_of_the_languages(f.read_text(encoding="utf-8"))]
    assert copies == []
    assert copies_of_the_languages("A = 1\nB = ['tr', 'en', 'de']\nC = ('de', 'tr')") == [2]


def test_the_bots_first_strength_stands_in_its_json():
    """What the bots' docstrings once quoted: greedy beats random, search beats greedy, each
    95% interval above the seat's fair share."""
    runs = json.loads((ROOT / "benchmarks" / "bot_strength_v1.json").read_text())
    assert {(r["game"], r["seating"]) for r in runs} == {
        ("sanmarco", "GRGR"), ("artsociety", "GR"), ("artsociety", "GRGR"),
        ("artsociety", "SG"), ("sanmarco", "SGGG")}
    assert all(r["games"] == 1000 and r["ci95"][0] > r["fair_share"] for r in runs)
