"""The 1 s hint against the end-of-game reference, as benchmarks/hint_reference.py stored it
(issue 34, item 3; run once outside CI, resumable): the JSON's shape, and its counts and figures
agree with its decisions, each candidate at the samples it states. Whether the targets (80 % / 95 %)
are met is what the JSON reports, not what this test checks: read, not rerun."""
import json
import os
from pathlib import Path

import pytest

from sanmarco_nb.analysis.stats import wilson

DATA = json.loads(Path(os.environ.get("HINT_REFERENCE", Path(__file__).resolve().parents[2]
                                     / "benchmarks" / "hint_reference.json")).read_text())
ROWS = DATA["decisions"]


def test_the_run_states_its_rollouts_and_covers_both_games():
    n = DATA["rollouts"]
    assert isinstance(n, int) and n >= 2 and DATA["hint_cpu_s"] == 1.0
    assert DATA["looks"][-1] == n and DATA["looks"] == sorted(set(DATA["looks"]))
    assert DATA["z_drop"] > 1.96
    assert 0 < DATA["epsilon"] < 1 and DATA["width"] >= 2
    assert len({r["id"] for r in ROWS}) == len(ROWS) > 0
    assert {r["game"] for r in ROWS} == {"sanmarco", "artsociety"}
    assert DATA["summary"]["kinds"] == sorted({r["kind"] for r in ROWS})


@pytest.mark.parametrize("row", ROWS, ids=[r["id"] for r in ROWS])
def test_each_decision_holds_together(row):
    ref = row["reference"]
    names = [c["action"] for c in ref]
    assert len(set(names)) == len(names) >= 2 and len(names) <= row["legal"]
    for name, hint in row["hints"].items():            # the first two of each rolled out,
        hinted = [o["action"] for o in hint["options"]]  # or named as not (after --rehint)
        assert hint["build"] == "pure"                 # a hint may show none: too few
        assert row["verdicts"][name]["unrolled"] == [a for a in hinted[:2] if a not in names]
        assert [o["margin"] for o in hint["options"]] == \
            sorted((o["margin"] for o in hint["options"]), reverse=True)
    assert row["best"] == names[0] and not ref[0]["dropped"]
    running = [c for c in ref if not c["dropped"]]
    assert ref[:len(running)] == running                 # those still running come first
    margins = [c["margin"] for c in running]
    assert margins == sorted(margins, reverse=True)
    # each dropped at a look, or ran to the end; where all others were dropped, the race ended
    end = max(c["n"] for c in ref[1:]) if len(running) == 1 else DATA["rollouts"]
    for c in ref:
        n = c["n"]
        assert n in DATA["looks"] and (c["dropped"] or n == end)
        assert c["dropped"] == (c["best_minus_this_ci"] is not None
                                and c["best_minus_this_ci"][0] > 0)
        lo, hi = c["margin_ci"]
        assert lo <= c["margin"] <= hi
        won = c["win"] * n                              # ties split: a multiple of 1/players
        assert 0 <= c["win"] <= 1 and won == pytest.approx(round(won * 12) / 12, abs=1e-6)
        assert c["win_ci"] == pytest.approx(list(wilson(won, n)))
    assert ref[0]["best_minus_this_ci"] is None
    tied = {c["action"] for c in running}
    assert row["separated"] == (len(running) == 1)
    assert set(row["verdicts"]) == set(row["hints"]) == set(DATA["summary"]["hints"])
    for name, hint in row["hints"].items():
        said, hinted = row["verdicts"][name], [o["action"] for o in hint["options"]]
        assert said["hint_first_is_best"] == (hinted[:1] == [row["best"]])
        assert said["best_in_hint_top_two"] == (row["best"] in hinted[:2])
        assert said["hint_first_not_worse"] == (bool(hinted) and hinted[0] in tied)
        tied_shown = [o for o in hint["options"][1:] if o["action"] in tied]
        assert said["tied_shown"] == len(tied_shown)
        assert said["hint_says_equal"] == (bool(tied_shown)
                                           and all(o["ranked_with_first"] for o in tied_shown))


def test_the_summary_counts_what_the_decisions_say():
    s = DATA["summary"]
    sep = [r for r in ROWS if r["separated"]]
    assert (s["decisions"], s["separated"], s["not_separated"]) == \
        (len(ROWS), len(sep), len(ROWS) - len(sep))
    for name, figures in s["hints"].items():
        unsep = [r for r in ROWS if not r["separated"] and r["verdicts"][name]["tied_shown"]]
        assert figures["not_separated_with_tied_options_shown"] == len(unsep)
        for key, part in (("hint_first_is_best", sep), ("best_in_hint_top_two", sep),
                          ("hint_first_not_worse", ROWS), ("hint_says_equal", unsep)):
            count = sum(r["verdicts"][name][key] for r in part)
            assert (figures[key]["count"], figures[key]["of"]) == (count, len(part))
            assert figures[key]["share"] == (pytest.approx(count / len(part)) if part else None)
        assert figures["unrolled"] == sum(bool(r["verdicts"][name]["unrolled"]) for r in ROWS)
    assert s["cpu_s"] == pytest.approx(sum(r["cpu_s"] for r in ROWS))
    assert s["targets"] == {"hint_first_is_best": 0.80, "best_in_hint_top_two": 0.95}


def test_the_buttons_hint_meets_the_targets_where_the_reference_separates_its_best():
    """Issue 34, item 3, on the shipped figures (all the fixed decisions, the hints as the
    coach gives them today): where the reference separates its best, the Hint button's first
    move is that best in >= 80 % and that best is in its first two in >= 95 %. A change to the
    coach that is judged again (`--rehint`) and falls below fails here."""
    if os.environ.get("HINT_REFERENCE"):
        pytest.skip("a run's own file (perhaps partial): the targets are the shipped file's")
    s = DATA["summary"]
    assert s["decisions"] >= 40 and s["separated"] >= 10
    for key, bar in s["targets"].items():
        assert s["hints"]["button"][key]["share"] >= bar, (key, s["hints"]["button"][key])
