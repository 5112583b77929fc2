"""Whether the coach would play better searching the decisions it plays greedy, as
benchmarks/greedy_or_search.py stored it (run once outside CI, issue 34): its figures come
from its rows, and its rows from the stored games. Read, not rerun."""
import json
import statistics
from pathlib import Path

import pytest

from sanmarco_nb.analysis.review import BANDS
from sanmarco_nb.bots.heuristics import SEARCHED

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"
DATA = json.loads((BENCH / "greedy_or_search.json").read_text())
GAMES = json.loads((BENCH / "self_review_v1.json").read_text())
BLUNDER = BANDS[-1][0]      # the review's blunder band, in win chance


def test_every_late_greedy_decision_of_the_stored_games_was_judged():
    late = {(g["seed"], g["game"], g["players"], r["ply"]) for g in GAMES["games"]
            for r in g["decisions"]
            if r["ply"] > DATA["late_from"] * g["plies"]
            and r["move"].split()[0] not in SEARCHED}
    rows = DATA["late"]
    assert {(r["seed"], r["game"], r["players"], r["ply"]) for r in rows} == late
    for r in rows:
        assert r["verb"] not in SEARCHED
        for who in ("greedy", "searched"):
            # a loss against the judging analysis' best (first by mean utility, so another
            # option's win chance may be a hair higher): none for the best itself
            assert -1 <= r["loss_" + who] <= 1
            assert r[who] != r["best"] or r["loss_" + who] == r["points_" + who] == 0


def test_the_summary_is_that_of_the_rows():
    rows = DATA["late"]
    for name, s in DATA["summary"].items():
        rs = [r for r in rows if name in (r["game"], "both")]
        diff = [r["loss_greedy"] - r["loss_searched"] for r in rs]
        assert s["decisions"] == len(rs)
        assert s["difference"] == pytest.approx(statistics.fmean(diff))
        assert s["ci95"][0] <= s["difference"] <= s["ci95"][1]
        assert s["blunder_sized_greedy"] == sum(r["loss_greedy"] >= BLUNDER for r in rs)
        assert s["blunder_sized_searched"] == sum(r["loss_searched"] >= BLUNDER for r in rs)


def test_every_stored_blunder_was_searched_again_from_every_seed():
    stored = {(b["seed"], b["game"], b["ply"], b["move"]) for b in GAMES["blunders"]}
    rows = DATA["blunders"]
    assert {(b["seed"], b["game"], b["ply"], b["played"]) for b in rows} == stored
    for b in rows:
        assert len(b["searches"]) == len(b["loss_searches"]) == DATA["seeds"]
        for move, loss in zip(b["searches"], b["loss_searches"]):
            assert -1 <= loss <= 1 and (move != b["best"] or loss == 0)
