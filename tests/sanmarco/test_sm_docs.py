"""The provenance page for teachers (docs/rules.md) keeps
up with the rules file and the Variant."""
import dataclasses
import re
from pathlib import Path

import pytest

from sanmarco_nb import sanmarco as SM
from sanmarco_nb.i18n import sanmarco as SM_TEXT

ROOT = Path(__file__).resolve().parents[2]
RULES_FILE = ROOT.parent / "shared" / "rules" / "sanmarco.md"


def page() -> str:
    text = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    if "## San Marco" in text:
        return text
    pytest.fail("docs/rules.md has no San Marco section")


def test_every_rule_id_has_its_one_line():
    """In every clone: one line per rule the engine explains (the explanations the events
    cite), and, where the rules file is beside this checkout, per rule id it defines."""
    lines = re.findall(r"^- (SM-[A-Z]\d+) \S", page(), flags=re.M)
    assert len(lines) == len(set(lines)) and set(lines) == set(SM_TEXT.RULES)
    if RULES_FILE.exists():
        assert set(lines) == set(re.findall(r"\bSM-[A-Z]\d+\b",
                                            RULES_FILE.read_text(encoding="utf-8")))


def test_every_rule_the_engine_cites_is_on_the_page():
    """Each rule id written in the engine's source (an event's rule) has its line."""
    cited = {i for path in (ROOT / "sanmarco_nb" / "sanmarco").glob("*.py")
             for i in re.findall(r"\"(SM-[A-Z]\d+)\"", path.read_text(encoding="utf-8"))}
    assert cited and cited <= set(re.findall(r"^- (SM-[A-Z]\d+) \S", page(), flags=re.M))


def test_every_switch_says_how_to_turn_it():
    text = page()
    for f in dataclasses.fields(SM.Variant):
        for value in f.metadata["choices"]:
            assert f"{f.name}={value!r}".replace("'", '"') in text, (f.name, value)
    for section in ("If you own the printed game", "doge_bridgeless_cost=None",
                    'fewest_limit_scope="all_players"', "board.json"):
        assert section in text
