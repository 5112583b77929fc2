"""The provenance page for teachers (docs/rules.md) keeps
up with the rules file and the Variant."""
import dataclasses
import re
from pathlib import Path

import pytest

from sanmarco_nb import artsociety as AS
from sanmarco_nb.i18n import artsociety as AS_TEXT

ROOT = Path(__file__).resolve().parents[2]
RULES_FILE = ROOT.parent / "shared" / "rules" / "artsociety.md"


def page() -> str:
    """The Art Society section of docs/rules.md."""
    text = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    if "## Art Society" not in text:
        pytest.fail("docs/rules.md has no Art Society section")
    return text[text.index("## Art Society"):]


def test_every_rule_id_has_its_one_line():
    """In every clone: one line per rule the engine explains (the explanations the events
    cite), and, where the rules file is beside this checkout, per rule id it defines."""
    lines = re.findall(r"^- (AS-[A-Z]\d+) \S", page(), flags=re.M)
    assert len(lines) == len(set(lines)) == 28 and set(lines) == set(AS_TEXT.RULES)
    if RULES_FILE.exists():
        assert set(lines) == set(re.findall(r"\bAS-[A-Z]\d+\b",
                                            RULES_FILE.read_text(encoding="utf-8")))


def test_every_rule_the_engine_cites_is_on_the_page():
    """Each rule id written in the engine's source (an event's rule) has its line."""
    cited = {i for path in (ROOT / "sanmarco_nb" / "artsociety").glob("*.py")
             for i in re.findall(r"\"(AS-[A-Z]\d+)\"", path.read_text(encoding="utf-8"))}
    assert cited and cited <= set(re.findall(r"^- (AS-[A-Z]\d+) \S", page(), flags=re.M))


def test_every_switch_says_how_to_turn_it():
    text = page()
    for f in dataclasses.fields(AS.Variant):
        assert f"{f.name}=" in text, f.name
    for section in ("If you own the printed game", "museum_swap=\"same_genre\"",
                    "assistant_first=False", "10 × 10"):
        assert section in text
