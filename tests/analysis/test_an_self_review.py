"""The review of the coach's own games, as benchmarks/self_review.py stored them (run once
outside CI, issue 34): games of the coach against itself at its default budget, in both
games at every player count, reviewed at 100 simulations a decision. Read, not rerun.
self_review.json is today's coach; the runs before it stay beside it as the evidence the
coach's changes rest on: _v1 (a third of today's budget, the greedy rule outside the
strategic decisions), _v2 (today's budget, still greedy there), _v3 (searching every decision;
Art Society looking to the end of the game only where 20 simulations a kept candidate fit), _v4
(12; a CPU cap of 1 s, which ended most Art Society moves, and, on a busy machine, changed the
4-player San Marco games: self_review_sm4_quiet.json played those again on an idle one).
_v5 has a 3 s cap that no move reaches (the same games on every machine); self_review.json's
coach also plays half of what its budget affords to the end before the root's first cut
(Art Society's `first_share`: _v5's two blunders had been dropped after two samples)."""
import json
from collections import Counter
from pathlib import Path

import pytest

from sanmarco_nb.analysis.review import ORDER, decisions
from sanmarco_nb.bots import CoachBot, bot_step, make_bot
from sanmarco_nb.bots.coach import settings_of

ROOT = Path(__file__).resolve().parents[2]
RUNS = {name: json.loads((ROOT / "benchmarks" / f"{name}.json").read_text())
        for name in ("self_review", "self_review_v1", "self_review_v2", "self_review_v3",
                     "self_review_v4", "self_review_v5")}
DATA = RUNS["self_review"]
QUIET = json.loads((ROOT / "benchmarks" / "self_review_sm4_quiet.json").read_text())
FAST = json.loads((ROOT / "benchmarks" / "self_review_fast_leaves.json").read_text())
EXACT = json.loads((ROOT / "benchmarks" / "self_review_exact_end.json").read_text())
PLAY = json.loads((ROOT / "benchmarks" / "self_review_play.json").read_text())
TRIED = {name: json.loads((ROOT / "benchmarks" / f"{name}.json").read_text())
         for name in ("self_review_end_work", "self_review_end_work_cut")}
GRADES = ("best", *ORDER, None)
each_run = pytest.mark.parametrize("DATA", RUNS.values(), ids=RUNS.keys())


@each_run
def test_every_game_and_player_count_was_played_and_reviewed(DATA):
    tables = Counter((g["game"], g["players"]) for g in DATA["games"])
    assert set(tables) == {("artsociety", 2), ("artsociety", 3), ("artsociety", 4),
                           ("sanmarco", 3), ("sanmarco", 4)}
    assert min(tables.values()) >= 2 and DATA["coach"] == "default"
    assert DATA["iterations"] == 100 and len(DATA["commit"]) == 40
    for g in DATA["games"]:
        seats = {r["seat"] for r in g["decisions"]}
        assert seats == set(range(g["players"])), (g["game"], g["seed"])


@pytest.mark.parametrize("DATA", [*RUNS.values(), QUIET, FAST, EXACT, *TRIED.values()],
                         ids=[*RUNS, "quiet", "fast", "exact_end", *TRIED])
def test_the_stored_counts_are_those_of_the_rows(DATA):
    total = Counter()
    for g in DATA["games"]:
        counts = Counter(r["grade"] for r in g["decisions"])
        assert set(counts) <= set(GRADES)
        assert g["grades"] == {k or "none": counts.get(k, 0) for k in GRADES}
        total.update(g["grades"])
        for r in g["decisions"]:
            # the coach's own move is "best" and loses nothing; any other loses what it shows
            assert (r["grade"] == "best") == (r["move"] == r["best"]), r
            if r["grade"] == "best":
                assert r["loss"] == r["points_loss"] == 0.0
    assert dict(total) == DATA["grades"]
    assert DATA["decisions"] == sum(len(g["decisions"]) for g in DATA["games"])
    for grade in ("blunder", "mistake"):
        named = [(r["game"], r["seed"], r["ply"]) for r in DATA[grade + "s"]]
        assert named == [(g["game"], g["seed"], r["ply"]) for g in DATA["games"]
                         for r in g["decisions"] if r["grade"] == grade]


@pytest.mark.parametrize("DATA", [*RUNS.values(), FAST, EXACT, *TRIED.values()],
                         ids=[*RUNS, "fast", "exact_end", *TRIED])
def test_every_grade_worse_than_good_was_rechecked(DATA):
    rows = [r for g in DATA["games"] for r in g["decisions"]]
    assert all(r["rechecked"] for r in rows if r["grade"] in ORDER[1:])
    assert sum(r["rechecked"] for r in rows) >= len(DATA["blunders"]) + len(DATA["mistakes"])


def test_the_teachers_guide_quotes_the_stored_figures():
    """docs/teaching.md tells a teacher how often the review calls the coach's own move a
    blunder: its figures are the stored ones (issue 34 asked for none; see the note there)."""
    guide = " ".join((ROOT / "docs" / "teaching.md").read_text().split())
    games, blunders = len(DATA["games"]), len(DATA["blunders"])
    assert (f"{games} games of the coach against itself" in guide
            and f"{blunders} of {DATA['decisions']:,} decisions a blunder" in guide)
    assert blunders / DATA["decisions"] < 0.01         # "fewer than one in a hundred"
    before = RUNS["self_review_v1"]
    assert f"found {len(before['blunders'])} in {before['decisions']:,}" in guide


def test_san_marco_plays_fast_leaves_only_before_its_last_passage():
    """self_review_fast_leaves.json: San Marco's games of self_review.json played again by the
    coach with fast leaves (`rollout=0`, the fitted evaluation valuing every leaf) at the
    table's CPU (~850 simulations a move against ~55), reviewed as before (rollouts, 100
    simulations a decision). Where the rollouts' coach made no mistake in those four games,
    these made 4 blunders and 3 mistakes, all in the last passage, whose end the rollouts play
    out exactly and the fitted evaluation misjudges. _exact_end.json: rolled out there
    (`exact_end`) on 30,000 steps, one blunder there. _play.json: the table's coach now (San
    Marco's PLAY: that, on the rollouts' 40,500 steps, a leaf valued by the fit counted as 10
    steps): no mistake before the last passage, and its one blunder there is the rollouts'
    coach's move too, from the same view with the same generator."""
    assert FAST["coach"] == {"rollout": 0, "iterations": 3000, "steps": 30000}
    table = [g for g in DATA["games"] if g["game"] == "sanmarco"]
    for run in (FAST, EXACT, PLAY):
        assert run["iterations"] == DATA["iterations"] and len(run["commit"]) == 40
        assert sorted((g["players"], g["seed"]) for g in run["games"]) == \
            sorted((g["players"], g["seed"]) for g in table)

    def bad(games):
        return sum(g["grades"]["blunder"] + g["grades"]["mistake"] for g in games)
    assert bad(table) == 0 and len(FAST["blunders"]) == 4 and bad(FAST["games"]) == 7
    # one blunder by its points (8.7; no win chance lost), where 30,000 steps buy ~29
    # rollouts a move against the table's 43
    assert EXACT["coach"] == {**FAST["coach"], "exact_end": 1}
    assert len(EXACT["blunders"]) == 1 and not EXACT["mistakes"]
    assert EXACT["blunders"][0]["loss"] < 0.05 and EXACT["blunders"][0]["points_loss"] > 8
    for g in FAST["games"] + EXACT["games"] + PLAY["games"]:
        late = {r["ply"] for r in g["decisions"] if r["grade"] in ("blunder", "mistake")}
        assert {s.passage for ply, s, _ in decisions(g["record"]) if ply in late} <= {3}
        assert late or g not in FAST["games"]
    play = make_bot("coach").settings("sanmarco")
    assert PLAY["coach"] == "default" and PLAY["settings"]["sanmarco"] == play
    assert play["rollout"] == 0 and play["exact_end"] and play["leaf_cost"] == 10
    assert settings_of("sanmarco")["rollout"] is None           # the analysis: rollouts
    (row,) = PLAY["blunders"]
    assert not PLAY["mistakes"]
    game = next(g for g in PLAY["games"] if (g["players"], g["seed"]) ==
                (row["players"], row["seed"]))
    _, state, _ = next(d for d in decisions(game["record"], row["seat"]) if d[0] == row["ply"])
    for coach in (make_bot("coach"), CoachBot(analysis=True)):
        after = state.clone()
        bot_step(after, coach)                # the generator the game gave the seat there
        assert str(after.history[-1]) == row["move"]


def test_more_steps_where_the_search_looks_to_the_end_moved_the_blunders_elsewhere():
    """Tried, not kept (issue 34's "no blunder in the coach's own games"): the self-review's
    blunders are the luck of the root's first cut on ~40-50 simulations to the end of the game.
    _end_work.json: San Marco's last passage on twice the steps (`end_work`); Art Society's
    games are self_review.json's, its blunder again, and San Marco had one by points (a Doge
    move 8 points worse in a lost game, cut after one sample of each option). _end_work_cut:
    that first cut planned on half the simulations, and Art Society on 1.5 times the steps where
    it looks to the end: those two played well, and two other Art Society decisions were
    blunders (each played from 1 of 6 seeds of the same search), on 1.5 times the CPU a move.
    Against search the second's San Marco coach won 0.506 where PLAY had 0.562
    (benchmarks/play_end_work.json; tests/analysis/test_an_coach_speed.py)."""
    first, second = TRIED.values()
    assert first["settings"]["sanmarco"]["end_work"] == 2.0
    assert second["settings"]["sanmarco"]["first_share"] == 0.5
    assert second["settings"]["artsociety"]["end_work"] == 1.5

    def games(run, game):
        return [g["record"]["moves"] for g in run["games"] if g["game"] == game]
    assert games(first, "artsociety") == games(DATA, "artsociety")
    assert first["blunders"][0] == DATA["blunders"][0]
    (doge,) = [b for b in first["blunders"] if b["game"] == "sanmarco"]
    assert doge["loss"] < 0.05 and doge["points_loss"] > 6 and doge["move"].startswith("doge")
    assert games(second, "artsociety") != games(DATA, "artsociety")
    assert [(b["game"], b["ply"]) for b in second["blunders"]] == [("artsociety", 37),
                                                                   ("artsociety", 179)]

    def play_s(run, game):
        rows = [g for g in run["games"] if g["game"] == game]
        return sum(g["play_cpu_s"] for g in rows) / sum(g["plies"] for g in rows)
    assert play_s(second, "artsociety") > 1.3 * play_s(first, "artsociety")
