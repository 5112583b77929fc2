"""The golden playthroughs, replayed line by line (regenerate with golden/make_golden.py)."""
import importlib.util
import json
from pathlib import Path

import pytest

from sanmarco_nb import CHANCE
from sanmarco_nb import artsociety as AS
from sanmarco_nb.core import chance_random, choice, variant_from_dict

GOLDEN = Path(__file__).parent / "golden"
spec = importlib.util.spec_from_file_location("make_golden", GOLDEN / "make_golden.py")
make_golden = importlib.util.module_from_spec(spec)
spec.loader.exec_module(make_golden)


@pytest.mark.parametrize("name", [g[0] for g in make_golden.GAMES])
def test_golden_playthrough(name):
    lines = (GOLDEN / f"{name}.txt").read_text(encoding="utf-8").splitlines()
    head = json.loads(lines[0][2:])
    s = AS.new_game(head["players"], head["seed"], variant_from_dict(AS.Variant, head["variant"]))
    for n, line in enumerate(lines[1:], 2):
        text, count, action = line.rsplit(" | ", 2)
        assert make_golden.summary(s) == text, f"line {n}"
        assert len(s.legal_actions()) == int(count), f"line {n}"
        if not action:
            assert s.is_terminal() and n == len(lines)
            break
        if s.to_move == CHANCE:      # the seeded chance stream chose this outcome
            u = chance_random(s.seed, s.chance_count)
            assert str(choice(s.chance_outcomes(), u)) == action, f"line {n}"
        s.apply(s.parse(action))
    assert s.is_terminal()


def test_the_golden_files_are_what_the_generator_writes():
    name, players, seed, variant = make_golden.GAMES[0]
    lines = (GOLDEN / f"{name}.txt").read_text(encoding="utf-8").splitlines()
    assert lines[0] == make_golden.header(players, seed, variant)
    fresh = [f"{t} | {n} | {a}" for t, n, a in make_golden.playthrough(players, seed, variant)]
    assert lines[1:] == fresh
