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


def test_one_way_to_list_texts():
    """Names, numbers and phrases are listed alike (CLDR's list patterns), the players' values
    too: one function, no catalog pattern of its own."""
    names = [i18n.player_name(p, "en") for p in range(3)]
    assert i18n.and_list(names, "en") == "Player 1, Player 2, and Player 3"
    assert i18n.player_values(zip(range(3), (9, 12, 4)), "en") == (
        "Player 1: 9, Player 2: 12, and Player 3: 4")
    assert i18n.and_list(["1", "2", "3"], "de") == "1, 2 und 3" and i18n.and_list([], "tr") == ""
    assert not hasattr(i18n, "listed")
    assert not any("list-and" in f.read_text(encoding="utf-8")
                   for f in catalog.LOCALES.rglob("*.ftl"))
