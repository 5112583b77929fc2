"""Every rule id of each game is named by one of its tests (in a test's name or docstring).

The ids come from the rules files (`shared/rules/<game>.md` beside the repository) when they are
there, else from the rule explanations in `sanmarco_nb.i18n`, which the text tests keep equal
to the rules files.
"""
import ast
import re
from importlib import import_module
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GAMES = {"sanmarco": "SM", "artsociety": "AS"}


def rule_ids(game: str) -> set[str]:
    prefix = GAMES[game]
    path = ROOT.parent / "shared" / "rules" / f"{game}.md"
    if path.exists():
        return set(re.findall(rf"\b{prefix}-[A-Z]\d+\b", path.read_text(encoding="utf-8")))
    return set(import_module(f"sanmarco_nb.i18n.{game}").RULES)


def test_names(game: str) -> str:
    """The names and docstrings (not comments) of every test function of `game`."""
    text = []
    for path in (ROOT / "tests" / game).glob("test_*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test"):
                text += [node.name, ast.get_docstring(node) or ""]
    return " ".join(text)


test_names.__test__ = False      # a helper, not a test


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_rule_id_is_named_by_a_test(game):
    ids = rule_ids(game)
    assert len(ids) >= 28
    text = test_names(game)
    named = set()
    for i in ids:                    # SM-A1 or SM_A1, not SM-A10; "AS_E2_to_AS_E7" names a range
        if re.search(i.replace("-", "[-_]") + r"(?!\d)", text):
            named.add(i)
    for letter, lo, hi in re.findall(r"[A-Z]{2}_([A-Z])(\d)_to_[A-Z]{2}_[A-Z](\d)", text):
        named |= {f"{GAMES[game]}-{letter}{n}" for n in range(int(lo), int(hi) + 1)}
    assert ids - named == set()
