"""Every rule id of each game is named by one of its tests (in a test's name or docstring).

The ids come from the rules files (`shared/rules/<game>.md` beside the repository, or
`rules.md` in the folder of a game the tests register) when they are there, else from the rule
explanations of the game's texts module (`sanmarco_nb.i18n.<game>`), which the text tests keep
equal to the rules files. A game's tests are in tests/<game>/ or beside its module.
"""
import ast
import re
from pathlib import Path

import pytest

from sanmarco_nb.games import GAMES, adapter, load_game

ROOT = Path(__file__).resolve().parents[1]


def prefix(game: str) -> str:
    return load_game(game).State.PREFIX.upper()            # "SM", "AS"


def _home(game: str) -> Path:
    return Path(load_game(game).__file__).parent


def rule_ids(game: str) -> set[str]:
    for path in (ROOT.parent / "shared" / "rules" / f"{game}.md", _home(game) / "rules.md"):
        if path.exists():
            return set(re.findall(rf"\b{prefix(game)}-[A-Z]\d+\b",
                                  path.read_text(encoding="utf-8")))
    return set(adapter(game, "sanmarco_nb.i18n.{game}").RULES)


def test_names(game: str) -> str:
    """The names and docstrings (not comments) of every test function of `game`."""
    text = []
    for path in [*(ROOT / "tests" / game).glob("test_*.py"), *_home(game).glob("test_*.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test"):
                text += [node.name, ast.get_docstring(node) or ""]
    return " ".join(text)


test_names.__test__ = False      # a helper, not a test


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_rule_id_is_named_by_a_test(game):
    ids = rule_ids(game)
    assert ids
    text = test_names(game)
    named = set()
    for i in ids:                    # SM-A1 or SM_A1, not SM-A10; "AS_E2_to_AS_E7" names a range
        if re.search(i.replace("-", "[-_]") + r"(?!\d)", text):
            named.add(i)
    for letter, lo, hi in re.findall(r"[A-Z]{2}_([A-Z])(\d)_to_[A-Z]{2}_[A-Z](\d)", text):
        named |= {f"{prefix(game)}-{letter}{n}" for n in range(int(lo), int(hi) + 1)}
    assert ids - named == set()
