"""The coach at the positions where a self-review caught it, as benchmarks/coach_mistakes.py
stored them (issue 34; run once outside CI; coach_mistakes.json with the reference's
epsilon-greedy rollouts, _greedy.json with greedy ones): every stored mistake and blunder is
there, each reference is a finished race, and each coach run's counts and summary come from
its moves. What the figures say is the note's; this test reads them, it does not rerun them."""
import json
import sys
from pathlib import Path

import pytest

from sanmarco_nb.analysis.stats import wilson

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"
FILES = {p.name: json.loads(p.read_text()) for p in sorted(BENCH.glob("coach_mistakes*.json"))}
ROWS = [(name, i) for name, data in FILES.items() for i in range(len(data["positions"]))]


def _module():
    sys.path.insert(0, str(BENCH))
    try:
        import coach_mistakes
        return coach_mistakes
    finally:
        sys.path.remove(str(BENCH))


def test_both_references_are_shipped():
    assert set(FILES) == {"coach_mistakes.json", "coach_mistakes_greedy.json"}
    assert FILES["coach_mistakes.json"]["epsilon"] > 0 == FILES["coach_mistakes_greedy.json"][
        "epsilon"]


@pytest.mark.parametrize("name", FILES)
def test_every_mistake_a_stored_self_review_found_is_judged(name):
    data, module = FILES[name], _module()
    rows, coaches = data["positions"], data["coaches"]
    assert [r["id"] for r in rows] == [d["id"] for d in module.positions()]
    assert {(r["game"], r["players"]) for r in rows} == {
        ("sanmarco", 3), ("sanmarco", 4), ("artsociety", 2), ("artsociety", 3),
        ("artsociety", 4)}
    assert data["rollouts"] >= 1000 and data["z_drop"] > 1.96 and 0 <= data["epsilon"] < 1
    assert data["reviews"] == module.groups(rows)
    assert "table" in coaches and coaches["table"]["settings"] == {}
    for run in coaches.values():
        assert run["seeds"] >= 4 and len(run["positions"]) == len(rows)
        assert run["summary"] == module.summary(rows, run["positions"])


@pytest.mark.parametrize("name, i", ROWS, ids=[f"{n} {i}" for n, i in ROWS])
def test_each_reference_is_a_finished_race_and_each_coach_is_counted_against_it(name, i):
    data = FILES[name]
    row = data["positions"][i]
    ref = row["reference"]
    names = [c["action"] for c in ref]
    assert len(set(names)) == len(names) >= 2 and len(names) <= row["legal"]
    assert row["played"] in names and row["review_best"] in names
    running = [c for c in ref if not c["dropped"]]
    assert running and ref[:len(running)] == running         # the group first, best first
    assert [c["margin"] for c in running] == sorted((c["margin"] for c in running),
                                                    reverse=True)
    end = max(c["n"] for c in ref[1:]) if len(running) == 1 else data["rollouts"]
    for c in ref:
        assert c["dropped"] or c["n"] == end
        assert c["dropped"] == (c["best_minus_this_ci"] is not None
                                and c["best_minus_this_ci"][0] > 0)
        assert c["margin_ci"][0] <= c["margin"] <= c["margin_ci"][1] and 0 <= c["win"] <= 1
        won = c["win"] * c["n"]                        # ties split: a multiple of 1/players
        assert won == pytest.approx(round(won * 12) / 12, abs=1e-6)
        assert c["win_ci"] == pytest.approx(list(wilson(won, c["n"])))
    by_name = {c["action"]: c for c in ref}
    for run in data["coaches"].values():
        coach = run["positions"][i]
        assert len(coach["moves"]) == run["seeds"]
        kinds = ["unrolled" if m not in by_name else "worse" if by_name[m]["dropped"]
                 else "good" for m in coach["moves"]]
        assert [coach[k] for k in ("good", "worse", "unrolled")] == \
            [kinds.count(k) for k in ("good", "worse", "unrolled")]
        assert coach["losses"] == [ref[0]["win"] - by_name[m]["win"]
                                   for m, k in zip(coach["moves"], kinds) if k == "worse"]


def test_the_faster_greedy_values_play_the_same_moves():
    """The table's coach after the last round's banishments and hangings were valued without
    replaying the final scoring (30da2ba) against the same coach before (7443f6c): the same
    move from every seed at every position, on less CPU in San Marco (the figures: the note)."""
    coaches = FILES["coach_mistakes.json"]["coaches"]
    before, after = coaches["table"], coaches["table, faster greedy values"]
    assert before["settings"] == after["settings"] == {}
    assert (before["seeds"], before["first_seed"]) == (after["seeds"], after["first_seed"])
    assert [r["moves"] for r in before["positions"]] == [r["moves"] for r in after["positions"]]
    cpu = [c["summary"]["by_game"]["sanmarco"]["cpu_s_a_move"] for c in (before, after)]
    assert cpu[1] < cpu[0]
