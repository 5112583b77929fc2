"""Events cite only rule ids of rules/artsociety.md (that every id is named by a test is checked
for both games in tests/test_rule_ids.py)."""
import pickle
import random

import pytest

from sanmarco_nb import artsociety as AS
from sanmarco_nb import sanmarco as SM
from sanmarco_nb.artsociety.events import ev as _ev
from sanmarco_nb.bench import random_step

RULES = ([f"AS-C{i}" for i in range(1, 6)] + ["AS-W1"] + [f"AS-S{i}" for i in range(1, 4)]
         + [f"AS-R{i}" for i in range(1, 7)] + [f"AS-P{i}" for i in range(1, 7)]
         + [f"AS-E{i}" for i in range(1, 8)])


def test_events_cite_rule_ids_of_the_rules_file():
    cited = set()
    for seed in range(4):
        s = AS.new_game(2 + seed % 3, seed, AS.Variant(museum_swap="same_genre"))
        rng = random.Random(seed)
        while not s.is_terminal():
            ev = random_step(s, rng)
            cited |= {e.rule for e in ev}
    assert cited <= set(RULES) and len(cited) >= 15


def test_events_are_ordinary_frozen_events():
    e = _ev("take", "AS-R4", 1, slot=2, genre="C")
    assert e == AS.ArtSocietyEvent("take", "AS-R4", 1, {"slot": 2, "genre": "C"})
    assert isinstance(e, AS.ArtSocietyEvent) and e.game == "artsociety"
    for field in ("kind", "rule", "player", "data", "anything"):
        with pytest.raises(AttributeError):         # immutable, and no room for new fields
            setattr(e, field, "other")
    # equal only to an event of its own type: not to a plain tuple, nor to a San Marco event
    assert e != ("take", "AS-R4", 1, {"slot": 2, "genre": "C"})
    assert e != SM.SanMarcoEvent("take", "AS-R4", 1, {"slot": 2, "genre": "C"})
    assert repr(e) == ("ArtSocietyEvent(kind='take', rule='AS-R4', player=1, "
                       "data={'slot': 2, 'genre': 'C'})")
    assert pickle.loads(pickle.dumps(e)) == e
