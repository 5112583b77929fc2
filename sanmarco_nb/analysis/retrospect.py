"""Learn from your mistakes (after Lichess's retrospect): the reviewed decisions graded
inaccuracy, mistake or blunder, one at a time; the learner tries again at each.

    learn = Retrospect(reviewed)        # reviewed: (row, analysis) pairs of review.graded
    learn.current                       # the mistake being retried, or None when done
    learn.attempt(action)               # "solved", "retry", or "unknown" (not searched there)
    learn.judge(option)                 # the same for an option searched anew (`check`)
    learn.show_answer()                 # the coach's best; then "shown"
    learn.next()                        # the next mistake ("try"), or "done"

A try is accepted where the review would not call it worse than the best: the best itself,
an option whose intervals overlap the best's (the simulations cannot tell them apart), or
one graded "good" (the least loss its numbers support is under 5 points of win chance). A
move the review's search did not try there is searched anew (`check`, the move among the
options) and judged the same way against that search's best.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .coach import analyse
from .review import WORSE, grade

__all__ = ["Retrospect", "LEARN", "ACCEPTED", "accepted", "check"]

LEARN = WORSE                                    # the grades a learner tries again
ACCEPTED = ("best", None, "good")                # a try graded so is as good as the best


def accepted(option, best) -> bool:
    """Whether a try (an analysis Option) is within the tolerance of `best`."""
    return grade(option, best) in ACCEPTED


def check(state, action, iterations: int | None = None, seed: int = 0, stop=None):
    """The try `action` at `state` searched anew, among the options: (its Option, the best)."""
    found = analyse(state, iterations=iterations, seed=seed, deepen=True, include=(action,),
                    stop=stop)
    return next(o for o in found.options if o.action == action), found.options[0]


@dataclass
class Retrospect:
    """The retries of one review (see the module). `status`: "try" (waiting for a try),
    "retry" (the last try was not quite it), "solved", "shown" (the answer asked for) or
    "done" (no mistake left)."""
    reviewed: list
    index: int = 0
    status: str = "try"
    tries: int = 0
    solved: int = 0         # mistakes the learner found a move for (without the answer)
    mistakes: list = field(init=False)

    def __post_init__(self):
        self.mistakes = [(row, found) for row, found in self.reviewed if row["grade"] in LEARN]
        if not self.mistakes:
            self.status = "done"

    @property
    def current(self):
        """(row, analysis) of the mistake being retried, or None when done."""
        return self.mistakes[self.index] if self.status != "done" else None

    def attempt(self, action) -> str:
        """Judge a try by the review's own search there; "unknown" if it did not try it."""
        row, found = self._open()
        option = next((o for o in found.options if o.action == action), None)
        if option is None:
            return "unknown"
        return self.judge(option, found.options[0])

    def judge(self, option, best=None) -> str:
        """Judge a try's Option against `best` (the review's best there by default)."""
        _row, found = self._open()
        self.tries += 1
        ok = accepted(option, best or found.options[0])
        self.solved += ok and self.status not in ("solved", "shown")
        self.status = "solved" if ok else "retry"
        return self.status

    def show_answer(self):
        """The coach's best move at the mistake (the search's first option)."""
        _row, found = self._open()
        self.status = "shown"
        return found.options[0].action

    def next(self) -> str:
        self.index += 1
        self.tries = 0
        self.status = "try" if self.index < len(self.mistakes) else "done"
        return self.status

    def _open(self):
        if self.status == "done":
            raise ValueError("no mistake left to retry")
        return self.mistakes[self.index]
