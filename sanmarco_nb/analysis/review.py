"""A review of a played game: each decision of a seat against the coach's best there.

    from sanmarco_nb.analysis.review import review
    decisions = review(record, seat=0)                  # one dict per decision of seat 0
    python -m sanmarco_nb review game.json --seat 0 --json

Every decision of the seat with a choice (two legal moves or more) is searched by the coach
from what the seat could see then (`analysis.coach.analyse`, seeded, with the move played
always among the options and never dropped; to the end of the game where its budget affords
that, or where the coach's horizon tells the options apart in no simulation). The loss is the
best option's share of simulations won or led minus the move played's, in win chance (0.05
is five percentage points; a seat's fair share of a game is 1/players), and in expected
points (the margin over the best rival).
The grade follows Lichess's bands of winning chances (0.1/0.2/0.3 on its -1..+1 scale are
5/10/15 points of win chance): "best" for the coach's own move; none (null) where the two
options' intervals overlap, as the numbers cannot tell them apart; else "good" below 5 points,
"inaccuracy" below 10, "mistake" below 15, "blunder" from 15, for the least loss the numbers
support (its one-sided 95% lower bound, from the two options' intervals): a grade says "at
least this bad". Lichess grades an engine's deep evaluation, nearly exact; ours are a few
hundred simulations, and the point estimate alone called a move a blunder that sixteen times
the simulations grade good (the coach against itself, 2-player seed 4, move 143: 0.24 of win
chance lost at 100 simulations, 0.10 at 400, 0.045 at 1,600). A grade worse than good is given
only after a search with RECHECK times the simulations on samples of its own (another seed, so
the luck that flagged the move is not counted again): the best of a few options on few
simulations is the luckiest of them, and in ten games of the coach against itself three of ten
blunders at 100 simulations were an inaccuracy or a mistake at 1,600
(benchmarks/self_review_v1.json); the flagged decisions are few, so the recheck is cheap. The
points lost give a second grade (KaTrain's point loss), by POINT_BANDS, and the worse of the
two is given: where a seat's win chance is settled (a game already won or lost), the win chance
loses nothing and the points still tell a 6-point slip. Near an even game a point of margin is
worth ~4 points of win chance (final margins spread ~10 points,
benchmarks/fit_evaluation.json), so 2/4/6 points are the win-chance bands made ~1.6 times more
lenient: the points are a second opinion.
"""
from __future__ import annotations

import math
from statistics import NormalDist

from ..core import CHANCE, read_record, replay
from .coach import HINT_S, analyse, indistinct
from .stats import Z95

__all__ = ["review", "grade", "BANDS", "POINT_BANDS", "WORSE"]

BANDS = ((0.05, "good"), (0.10, "inaccuracy"), (0.15, "mistake"))   # below: that grade
POINT_BANDS = ((2.0, "good"), (4.0, "inaccuracy"), (6.0, "mistake"))
WORST = "blunder"
ONE_SIDED = NormalDist().inv_cdf(0.95) / Z95    # a 95% lower bound, from 95% intervals
ORDER = ("good", "inaccuracy", "mistake", WORST)
WORSE = ORDER[1:]   # the grades that call a move worse than good (rechecked; a learner retries)
RECHECK = 4         # a grade worse than good: searched again with this many times the simulations
RESEED = 1_000_003  # ... from this seed on (apart from every first search's seed + ply)


def grade(played, best) -> str | None:
    """The grade of the option `played` against `best` (analysis Options; see the module)."""
    if played.action == best.action:
        return "best"
    if indistinct(played, best):
        return None
    by_win = _band(_least(best.win_share - played.win_share, best.win_ci, played.win_ci),
                   BANDS)
    by_points = _band(_least(best.margin - played.margin, best.margin_ci, played.margin_ci),
                      POINT_BANDS)
    return max(by_win, by_points, key=ORDER.index)


def _least(loss: float, a: tuple, b: tuple) -> float:
    # the loss's one-sided 95% lower bound: the 95% intervals' half-widths (Z95 standard
    # errors each) combined as independent (the options' common samples make the true one
    # narrower: a safe side), at the one-sided quantile
    return loss - math.hypot(a[1] - a[0], b[1] - b[0]) / 2 * ONE_SIDED


def _band(loss: float, bands) -> str:
    return next((name for top, name in bands if loss < top), WORST)


def review(record, seat: int | None = None, iterations: int | None = None, seed: int = 0,
           progress=None) -> list[dict]:
    """Per decision of `seat` (every seat if None) in `record`: its ply (the move's number in
    the record), the seat, the move played and the coach's best (notation), the loss in win
    chance and in points, the grade, the win chance of the move played (`win`), the
    simulations behind them and whether a first grade worse than good sent it to the recheck
    (`rechecked`). `iterations` per decision, else the hint's second of CPU (which looks to the
    end of the game where it affords that, `analyse`'s `deepen`); `progress(done)` after each
    decision."""
    out = []
    for ply, state, played in decisions(record, seat):
        out.append(graded(ply, state, played, iterations=iterations, seed=seed)[0])
        if progress is not None:
            progress(len(out))
    return out


def decisions(record, seat: int | None = None) -> list[tuple]:
    """(ply, the position before it, the action played) per decision of `seat` (every seat if
    None) in `record` with a choice (two legal moves or more)."""
    record, out = read_record(record), []
    moves = record["moves"]
    for step in replay(record):            # the state before move step.n + 1, as it was
        state = step.state
        q = state.to_move
        if step.n == len(moves) or q == CHANCE or (seat is not None and q != seat) \
                or len(state.legal_actions()) < 2:
            continue
        out.append((step.n + 1, state.clone(), state.parse(moves[step.n])))
    return out


def graded(ply: int, state, played, iterations: int | None = None, seed: int = 0,
           stop=None) -> tuple[dict, object]:
    """One decision of `decisions` searched and graded: its row (see `review`) and the
    coach's Analysis (its options, the move played among them); no row if `stop` (an Event)
    cut the search short. `iterations` too few for the move played to have a simulation (a
    San Marco root has ten candidates) are doubled until it has one. A grade worse than good
    is the grade of a search with RECHECK times the simulations on other samples (`rechecked`,
    seed + RESEED): the best of a few options on few simulations is the luckiest, and three of
    ten moves called a blunder on 100 were an inaccuracy or a mistake on 1,600
    (benchmarks/self_review_v1.json)."""
    row, found, iterations = _graded(ply, state, played, iterations, seed, stop, 1)
    if row is not None and row["grade"] in WORSE:
        row, found, _ = _graded(ply, state, played, iterations, seed + RESEED, stop, RECHECK)
        if row is not None:
            row["rechecked"] = True
    return row, found


def _graded(ply: int, state, played, iterations, seed: int, stop, times: int) -> tuple:
    # the row, the Analysis and the iterations it took (None: the hint's seconds), `times`
    # the budget
    while True:
        budget = ({"cpu_s": HINT_S * times} if iterations is None
                  else {"iterations": iterations * times})
        found = analyse(state, seed=seed + ply - 1, deepen=True, include=(played,),
                        stop=stop, **budget)
        if stop is not None and stop.is_set():
            return None, found, iterations
        mine = next((o for o in found.options if o.action == played), None)
        if mine is not None or iterations is None:
            break
        iterations *= 2
    best = found.options[0]
    row = {"ply": ply, "seat": state.to_move, "move": str(played), "best": str(best.action),
           "loss": best.win_share - mine.win_share, "points_loss": best.margin - mine.margin,
           "grade": grade(mine, best), "win": mine.win_share, "visits": mine.visits,
           "until": found.until, "rechecked": False}
    return row, found, iterations
