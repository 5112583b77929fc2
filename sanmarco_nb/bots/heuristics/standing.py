"""What both games' heuristics share: a standing relative to the best opponent, and the value
of a finished game (winning dominates any margin)."""
from __future__ import annotations

__all__ = ["WIN", "relative", "terminal", "tried"]

WIN = 100.0        # a finished game: winning dominates any margin


def relative(stand, p) -> float:
    """p's standing minus the best opponent's."""
    return stand[p] - max(stand[:p] + stand[p + 1:])


def terminal(state, p) -> float:
    """A finished game: WIN times p's share of the win, plus p's final margin."""
    return WIN * state.returns()[p] + relative([float(s) for s in state.scores], p)


def tried(state, actions, value) -> list[float]:
    """`value(child)` of a clone of `state` after each of `actions` (legal in `state`, as
    the heuristics' actions always are: applied unchecked)."""
    out = []
    for a in actions:
        child = state.clone()
        child.apply_legal(a)
        out.append(value(child))
    return out
