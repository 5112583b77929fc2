"""Every rule id of rules/artsociety.md is named by a test, and events cite only those ids."""
import dataclasses
import random
import re
from pathlib import Path

import pytest

from sanmarco_nb import CHANCE, play_chance
from sanmarco_nb import artsociety as AS
from sanmarco_nb.artsociety.state import _ev

RULES = ([f"AS-C{i}" for i in range(1, 6)] + ["AS-W1"] + [f"AS-S{i}" for i in range(1, 4)]
         + [f"AS-R{i}" for i in range(1, 7)] + [f"AS-P{i}" for i in range(1, 7)]
         + [f"AS-E{i}" for i in range(1, 8)])


def test_every_rule_id_is_named_by_a_test():
    here = Path(__file__).parent
    text = "\n".join(p.read_text(encoding="utf-8") for p in here.glob("test_as_*.py"))
    names = set(re.findall(r"def (test_\w+)", text))
    named = {f"AS-{m}" for n in names for m in re.findall(r"AS_([A-Z]\d)", n)}
    # "AS_E2_to_AS_E7" names the range
    for n in names:
        for letter, lo, hi in re.findall(r"AS_([A-Z])(\d)_to_AS_[A-Z](\d)", n):
            named |= {f"AS-{letter}{i}" for i in range(int(lo), int(hi) + 1)}
    assert set(RULES) - named == set()


def test_events_cite_rule_ids_of_the_rules_file():
    cited = set()
    for seed in range(4):
        s = AS.new_game(2 + seed % 3, seed, AS.Variant(museum_swap="same_genre"))
        rng = random.Random(seed)
        while not s.is_terminal():
            if s.to_move == CHANCE:
                ev = play_chance(s)
            else:
                acts = s.legal_actions()
                ev = s.apply(acts[rng.randrange(len(acts))])
            cited |= {e.rule for e in ev}
    assert cited <= set(RULES) and len(cited) >= 15


def test_events_are_ordinary_frozen_events():
    e = _ev("take", "AS-R4", 1, slot=2, genre="C")
    assert e == AS.ArtSocietyEvent("take", "AS-R4", 1, {"slot": 2, "genre": "C"})
    assert isinstance(e, AS.ArtSocietyEvent) and e.game == "artsociety"
    with pytest.raises(dataclasses.FrozenInstanceError):
        e.kind = "other"
