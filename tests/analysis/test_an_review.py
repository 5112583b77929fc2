"""The review of a played game (issue 34, item 5): each decision of a seat graded against the
coach's best from what the seat saw, `python -m sanmarco_nb review RECORD [--seat N] [--json]`."""
import json
import subprocess
import sys

import pytest

from sanmarco_nb import CHANCE, artsociety
from sanmarco_nb.analysis.coach import Option
from sanmarco_nb.analysis.review import BANDS, grade, review
from sanmarco_nb.bots import bot_step, make_bot


@pytest.fixture(scope="module")
def record():
    """A 2-player Art Society game: Player 1 random, Player 2 greedy."""
    s = artsociety.new_game(players=2, seed=4)
    bots = [make_bot("random"), make_bot("greedy")]
    while not s.is_terminal():
        bot_step(s, bots[max(s.to_move, 0)])
    return s.to_record()


def _option(action, win, win_ci, margin=0.0, margin_ci=(0.0, 0.0)):
    return Option(action, 40, win, margin, margin_ci, win, win_ci, False)


def test_grades_follow_the_bands_and_none_where_the_numbers_cannot_tell():
    best = _option("a", 0.60, (0.50, 0.70), 3.0, (2.0, 4.0))
    assert grade(best, best) == "best"
    assert grade(_option("b", 0.55, (0.45, 0.65), 1.0, (0.0, 2.5)), best) is None
    for loss, name in ((0.04, "good"), (0.08, "inaccuracy"), (0.12, "mistake"),
                       (0.20, "blunder")):
        assert grade(_option("b", 0.60 - loss, (0.0, 0.45), -5.0, (-6.0, -4.0)), best) == name
    assert [top for top, _ in BANDS] == [0.05, 0.10, 0.15]        # Lichess's 5/10/15 points


def test_every_decision_of_the_seat_is_graded_with_the_move_played_among_the_options(record):
    done = review(record, seat=0, iterations=12)
    s, expected = artsociety.new_game(players=2, seed=4), []
    for n, text in enumerate(record["moves"], 1):
        if s.to_move == 0 and len(s.legal_actions()) > 1:
            expected.append((n, text))
        s.apply(s.parse(text))
    assert [(d["ply"], d["move"]) for d in done] == expected
    for d in done:
        assert d["seat"] == 0 and d["visits"] >= 1
        assert d["grade"] in (None, "best", "good", "inaccuracy", "mistake", "blunder")
        assert (d["grade"] == "best") == (d["move"] == d["best"])
        if d["grade"] not in (None, "best"):      # told apart from the best: worse in points
            assert d["points_loss"] > 0 or d["loss"] > 0
    assert any(d["grade"] == "best" for d in done)


def test_the_review_command_writes_the_json_the_issue_names(record, tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    run = subprocess.run([sys.executable, "-m", "sanmarco_nb", "review", str(path), "--seat",
                          "1", "--iterations", "8", "--json"], capture_output=True, text=True,
                         timeout=300)
    assert run.returncode == 0, run.stderr
    decisions = json.loads(run.stdout)["decisions"]
    assert decisions and all({"ply", "seat", "move", "best", "loss", "grade"} <= set(d)
                             and d["seat"] == 1 for d in decisions)
    text = subprocess.run([sys.executable, "-m", "sanmarco_nb", "review", str(path), "--seat",
                           "1", "--iterations", "8", "--lang", "de"], capture_output=True,
                          text=True, timeout=300)
    assert text.returncode == 0 and "Trainer:" in text.stdout.splitlines()[0]
    bad = subprocess.run([sys.executable, "-m", "sanmarco_nb", "review", str(tmp_path / "x")],
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "cannot read" in bad.stderr
