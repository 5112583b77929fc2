"""The provenance page for teachers (docs/rules.md) keeps
up with the rules file and the Variant."""
import dataclasses
import re
from pathlib import Path

import pytest

from sanmarco_nb import artsociety as AS

ROOT = Path(__file__).resolve().parents[2]
RULES_FILE = ROOT.parent / "shared" / "rules" / "artsociety.md"


def page() -> str:
    """The Art Society section of docs/rules.md."""
    text = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    if "## Art Society" not in text:
        pytest.fail("docs/rules.md has no Art Society section")
    return text[text.index("## Art Society"):]


def test_every_rule_id_has_its_one_line():
    text = page()
    if not RULES_FILE.exists():
        pytest.skip("the rules files are not beside this checkout")
    ids = set(re.findall(r"\bAS-[A-Z]\d+\b", RULES_FILE.read_text(encoding="utf-8")))
    lines = set(re.findall(r"^- (AS-[A-Z]\d+) \S", text, flags=re.M))
    assert len(ids) == 28 and ids == lines


def test_every_switch_says_how_to_turn_it():
    text = page()
    for f in dataclasses.fields(AS.Variant):
        assert f"{f.name}=" in text, f.name
    for section in ("If you own the printed game", "museum_swap=\"same_genre\"",
                    "assistant_first=False", "10 × 10"):
        assert section in text
