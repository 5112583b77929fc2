"""The front end's texts: every label in en, de and tr with the same placeholders, and a rule
explanation for every rule id (shown when a log entry is selected)."""
from __future__ import annotations

import random
import re
import string
from pathlib import Path

import pytest

from sanmarco_nb import sanmarco
from sanmarco_nb.bench import random_step
from sanmarco_nb.widgets.common import COMMON_LABELS
from sanmarco_nb.widgets.labels import LABELS, RULES, rule_text

ROOT = Path(__file__).resolve().parents[2]
RULES_FILES = [Path("/work/shared/rules/sanmarco.md"), ROOT.parent / "shared/rules/sanmarco.md"]


def fields(text):
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


@pytest.mark.parametrize("table", [LABELS, COMMON_LABELS], ids=["sanmarco", "common"])
def test_every_label_in_three_languages_with_the_same_placeholders(table):
    for key, texts in table.items():
        assert set(texts) == {"en", "de", "tr"} and all(texts.values()), key
        assert fields(texts["de"]) == fields(texts["en"]) == fields(texts["tr"]), key


def test_every_rule_cited_by_an_event_is_explained_in_three_languages():
    cited = set()
    for players, seed in ((4, 1), (3, 2)):
        state, rng = sanmarco.new_game(players=players, seed=seed), random.Random(seed)
        while not state.is_terminal():
            events = random_step(state, rng)
            cited |= {e.rule for e in events}
    assert cited <= set(RULES)
    for rule in RULES:
        assert {rule_text(rule, lang) for lang in ("en", "de", "tr")} != {rule}
        assert len({rule_text(rule, lang) for lang in ("en", "de", "tr")}) == 3, rule


def test_the_explanations_cover_exactly_the_rules_file():
    path = next((p for p in RULES_FILES if p.exists()), None)
    if path is None:
        pytest.skip("shared/rules/sanmarco.md is not beside this checkout")
    ids = set(re.findall(r"^- (SM-[A-Z]\d+)", path.read_text(encoding="utf-8"), re.M))
    assert ids == set(RULES)
