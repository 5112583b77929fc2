"""The game as the list of positions it went through, for going back and forth: the table's
time travel. Pure Python (no ipywidgets), so it is tested and used without a browser."""
from __future__ import annotations

from itertools import count
from typing import Callable, NamedTuple

__all__ = ["Timeline", "Branch", "MAX_BRANCHES"]


MAX_BRANCHES = 4     # lines kept to return to; the oldest goes


class Branch(NamedTuple):
    """A line left: where it parted from the line shown then, its last position, the ids of
    all its positions."""
    fork: int
    last: object
    ids: list


class Timeline:
    """Every position of one game, a cursor on the one shown, and a version.

    `states[i]` is the position after i actions, `events[i]` the events of the action that led
    from `states[i]` to `states[i + 1]`, `ids[i]` a number that names position i for as long as
    the session lives (never reused, so a cache keyed by it cannot mix a discarded future with
    the present). Acting while looking at the past starts a new line and keeps the old one as
    a branch (`branches`, like a variation in a chess GUI; the newest MAX_BRANCHES):
    `switch(i)` returns to it, and the line left is kept in its place. `version`
    changes with every move and every jump: a control drawn at one version refuses clicks made
    at another (stale panels, double clicks).
    """

    def __init__(self, state):
        self._serial = count()
        self.states = [state.clone()]
        self.events: list[list] = []
        self.ids = [next(self._serial)]
        self.cursor = 0
        self.version = 0
        # lines left to return to (Branch), the newest last
        self.branches: list[Branch] = []

    @property
    def state(self):
        return self.states[self.cursor]

    @property
    def end(self) -> int:
        return len(self.states) - 1

    def push(self, action) -> list:
        """Apply `action` to a copy of the shown position; IllegalAction leaves all as it was."""
        return self.step(lambda state: state.apply(action))

    def step(self, move: Callable) -> list:
        """Let `move(state) -> events` change a copy of the shown position, and keep it (the
        recorded future, if any, is dropped). An exception in `move` leaves all as it was."""
        nxt = self.state.clone()
        events = move(nxt)
        self.keep(nxt, list(events))
        return events

    def keep(self, state, events: list) -> None:
        """Keep `state`, reached from the shown position by one action that made `events`
        (an action already applied, as the table's check of a click applies it: not twice)."""
        c = self.cursor
        self._set_aside(c)
        self.states.append(state)
        self.events.append(events)
        self.ids.append(next(self._serial))
        self.cursor += 1
        self.version += 1

    def _set_aside(self, fork: int) -> None:
        """Keep the line as a branch when its positions after `fork` are about to go, then cut
        it at `fork`. A branch holds only its last position (whose history lists every
        action of the line) and its position ids: `switch` replays the rest."""
        if fork < self.end:
            self.branches.append(Branch(fork, self.states[-1], list(self.ids)))
            del self.branches[:-MAX_BRANCHES]
            del self.states[fork + 1:], self.events[fork:], self.ids[fork + 1:]

    def switch(self, i: int) -> None:
        """Return to branch `i`: the line shown becomes a branch in its place (forking where
        the two part), the branch's positions after that are replayed by the engine (with
        their ids of before), and the cursor goes to its last position."""
        branch = self.branches[i]
        common = next((k for k, (a, b) in enumerate(zip(self.ids, branch.ids)) if a != b),
                      min(len(self.ids), len(branch.ids))) - 1
        self.branches[i] = Branch(common, self.states[-1], list(self.ids))
        del self.states[common + 1:], self.events[common:], self.ids[common + 1:]
        root = len(self.states[0].history)      # a timeline may start in mid-game
        for k, action in enumerate(branch.last.history[root + common:], start=common + 1):
            state = self.states[-1].clone()
            self.events.append(list(state.apply(action)))
            self.states.append(state)
            self.ids.append(branch.ids[k])
        self.cursor = self.end
        self.version += 1

    def seek(self, i: int) -> None:
        self.cursor = max(0, min(self.end, i))
        self.version += 1

    def recent_events(self, limit: int) -> list:
        """(move number, key, event) for the last `limit` events up to the cursor, newest
        first; `key` (position id, index in the move) names the entry for good."""
        ids, out = self.ids, []
        for i in range(self.cursor - 1, -1, -1):
            events = self.events[i]
            out += [(i + 1, (ids[i + 1], j), events[j]) for j in range(len(events) - 1, -1, -1)]
            if len(out) >= limit:
                return out[:limit]
        return out

    @classmethod
    def from_record(cls, state_class, record) -> "Timeline":
        """Every position of a record, replayed by the engine (`state_class.replay`, which
        validates it and refuses another game's record with RecordError), with the cursor at
        the start."""
        steps = state_class.replay(record)
        tl = cls(next(steps).state)
        for step in steps:
            tl.keep(step.state.clone(), list(step.events))
        tl.seek(0)
        return tl
