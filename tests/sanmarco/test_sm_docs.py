"""The provenance page for teachers (docs/rules.md) keeps
up with the rules file and the Variant."""
import dataclasses
import re
from pathlib import Path

import pytest

from sanmarco_nb import sanmarco as SM

ROOT = Path(__file__).resolve().parents[2]
RULES_FILE = ROOT.parent / "shared" / "rules" / "sanmarco.md"


def page() -> str:
    text = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    if "## San Marco" in text:
        return text
    pytest.fail("docs/rules.md has no San Marco section")


def test_every_rule_id_has_its_one_line():
    if not RULES_FILE.exists():
        pytest.skip("the rules files are not beside this checkout")
    ids = set(re.findall(r"\bSM-[A-Z]\d+\b", RULES_FILE.read_text(encoding="utf-8")))
    lines = re.findall(r"^- (SM-[A-Z]\d+) \S", page(), flags=re.M)
    assert len(lines) == len(set(lines)) and set(lines) == ids


def test_every_switch_says_how_to_turn_it():
    text = page()
    for f in dataclasses.fields(SM.Variant):
        for value in f.metadata["choices"]:
            assert f"{f.name}={value!r}".replace("'", '"') in text, (f.name, value)
    for section in ("If you own the printed game", "doge_bridgeless_cost=None",
                    'fewest_limit_scope="all_players"', "board.json"):
        assert section in text
