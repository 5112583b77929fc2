"""Golden playthroughs: replay each file line by line through the public API and compare."""
import importlib.util
import json
from pathlib import Path

import pytest

from sanmarco_nb import sanmarco as SM

GOLDEN = Path(__file__).parent / "golden"
_spec = importlib.util.spec_from_file_location("make_golden", GOLDEN / "make_golden.py")
make_golden = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_golden)


@pytest.mark.parametrize("name", sorted(make_golden.GAMES))
def test_golden_playthrough_replays_line_by_line(name):
    lines = (GOLDEN / name).read_text().splitlines()
    head = json.loads(lines[0])
    s = SM.new_game(players=head["players"], seed=head["seed"],
                    variant=SM.Variant(**head["variant"]))
    for n, line in enumerate(lines[1:-1], 2):
        step, summary_a, summary_b, legal, action = line.split(" | ")
        assert f"{summary_a} | {summary_b}" == make_golden.summary(s), f"{name}:{n}"
        assert int(legal) == len(s.legal_actions()), f"{name}:{n}"
        s.apply(s.parse(action))
    _, a, b, result = lines[-1].split(" | ")
    assert s.is_terminal() and f"{a} | {b}" == make_golden.summary(s)
    assert result == "winners=" + ",".join(f"P{p + 1}" for p in s.winners())


def test_golden_files_are_what_the_generator_writes():
    for name, args in make_golden.GAMES.items():
        assert (GOLDEN / name).read_text() == "\n".join(make_golden.playthrough(*args)) + "\n"
