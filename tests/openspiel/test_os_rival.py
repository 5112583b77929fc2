"""The coach against OpenSpiel's ISMCTS, as benchmarks/coach_vs_ismcts.py stored it (run once
outside CI; lesson 12 shows it beside the ladder): its figures hold together."""
import json
import statistics

import pytest

from sanmarco_nb.analysis import ladder


def test_stored_rival_figures_are_consistent():
    data = json.loads(ladder.RIVAL.read_text())
    assert data["matches"], "the benchmark stored no match"
    for m in data["matches"]:
        assert len(m["shares"]) == m["games"] and m["games"] % m["seeds"] == 0
        assert all(0 <= x <= 1 for x in m["shares"])
        assert m["win_share"] == pytest.approx(statistics.fmean(m["shares"]))
        lo, hi = m["ci95"]
        assert 0 <= lo <= m["win_share"] <= hi <= 1
        lo, hi = m["wilson95"]
        assert 0 <= lo <= m["win_share"] <= hi <= 1 and hi - lo > 0
        assert m["opponent"] in ("ismcts-random", "ismcts-greedy")
        cal = m["calibration"]
        # the simulations fit the coach's CPU per decision, as measured on the probe
        assert cal["sims"] == max(1, round(data["coach_cpu_per_move_s"] / cal["cpu_per_sim_s"]))
        assert m["ismcts_decisions"]["moves"] > 0 and m["coach_decisions"]["moves"] > 0
    text = ladder.rival()
    assert text.count("\n") == len(data["matches"]) + 1 and "ISMCTS" in text
    assert max(map(len, text.splitlines())) <= 100
