"""The coach at the positions where a self-review caught it, as benchmarks/coach_mistakes.py
stored them (issue 34; run once outside CI): every stored mistake and blunder is there, each
reference is a finished race, and the coach's counts and the summary come from its moves.
What the figures say is the note's; this test reads them, it does not rerun them."""
import json
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"
DATA = json.loads((BENCH / "coach_mistakes.json").read_text())
ROWS = DATA["positions"]
COACHES = DATA["coaches"]


def _positions():
    sys.path.insert(0, str(BENCH))
    try:
        import coach_mistakes
        return coach_mistakes, coach_mistakes.positions()
    finally:
        sys.path.remove(str(BENCH))


def test_every_mistake_a_stored_self_review_found_is_judged():
    module, todo = _positions()
    assert [r["id"] for r in ROWS] == [d["id"] for d in todo]
    assert {(r["game"], r["players"]) for r in ROWS} == {
        ("sanmarco", 3), ("sanmarco", 4), ("artsociety", 2), ("artsociety", 3),
        ("artsociety", 4)}
    assert DATA["rollouts"] >= 1000 and DATA["z_drop"] > 1.96
    assert DATA["reviews"] == module.groups(ROWS)
    assert "table" in COACHES and COACHES["table"]["settings"] == {}
    for run in COACHES.values():
        assert run["seeds"] >= 4 and len(run["positions"]) == len(ROWS)
        assert run["summary"] == module.summary(ROWS, run["positions"])


@pytest.mark.parametrize("row", ROWS, ids=[r["id"] for r in ROWS])
def test_each_reference_is_a_finished_race_and_each_coach_is_counted_against_it(row):
    ref = row["reference"]
    names = [c["action"] for c in ref]
    assert len(set(names)) == len(names) >= 2 and len(names) <= row["legal"]
    assert row["played"] in names and row["review_best"] in names
    running = [c for c in ref if not c["dropped"]]
    assert running and ref[:len(running)] == running         # the group first, best first
    assert [c["margin"] for c in running] == sorted((c["margin"] for c in running),
                                                    reverse=True)
    end = max(c["n"] for c in ref[1:]) if len(running) == 1 else DATA["rollouts"]
    for c in ref:
        assert c["dropped"] or c["n"] == end
        assert c["dropped"] == (c["best_minus_this_ci"] is not None
                                and c["best_minus_this_ci"][0] > 0)
        assert c["margin_ci"][0] <= c["margin"] <= c["margin_ci"][1] and 0 <= c["win"] <= 1
    by_name = {c["action"]: c for c in ref}
    for run in COACHES.values():
        coach = run["positions"][ROWS.index(row)]
        assert len(coach["moves"]) == run["seeds"]
        kinds = ["unrolled" if m not in by_name else "worse" if by_name[m]["dropped"]
                 else "good" for m in coach["moves"]]
        assert [coach[k] for k in ("good", "worse", "unrolled")] == \
            [kinds.count(k) for k in ("good", "worse", "unrolled")]
        assert coach["losses"] == [ref[0]["win"] - by_name[m]["win"]
                                   for m, k in zip(coach["moves"], kinds) if k == "worse"]
