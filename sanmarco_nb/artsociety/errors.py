"""Why an action is illegal, in game terms ("a 3×4 painting does not fit at row 8, column 2").

Every refusal is a short sentence: it never fails, however the action was built (a hand-built
Action with a float, a 5,000-digit number or a long text in it is named, not echoed).
"""
from __future__ import annotations

from ..core import CHANCE
from .components import COMPONENTS, GEOMETRY, orientations
from .notation import VERBS, Action

_TASK = {
    "setup": "hang the start painting", "pick": "pick a painting for the auction",
    "bid": "bid", "acquire": "take a painting", "place": "place the painting just taken",
    "decor": "place the decor tile just earned", "after": "hang the assistant's tile or say done",
}
_NUMBERS = ("n", "w", "h", "row", "col")
LARGEST = 10**6          # a number in a move beyond this is named, not printed


def shown(value, limit: int = 40) -> str:
    """`value` for a message: at most `limit` characters, and never an error (a number too
    large to print, or an object whose repr fails, is named by its type)."""
    if type(value) is int and abs(value) > LARGEST:
        return "a number too large for a move"
    try:
        text = repr(value)
    except Exception:                      # e.g. a tuple holding a 5,000-digit number
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 1] + "…"


def malformed(action: Action) -> str:
    """Why `action` is no Art Society move whatever the position, or "" if it is well-formed:
    a known verb, whole numbers (not True, not 1.0) of sensible size, and short codes."""
    if type(action.verb) is not str or action.verb not in VERBS:
        return f"{shown(action.verb)} is not an Art Society verb"
    for name in _NUMBERS:
        x = getattr(action, name)
        if type(x) is not int:
            return f"'{name}' of a move is a whole number, not {shown(x)}"
        if abs(x) > LARGEST:
            return f"'{name}' of a move is {shown(x)}"
    for name in ("genre", "frame"):
        x = getattr(action, name)
        if type(x) is not str or len(x) > 1:
            return f"'{name}' of a move is a one-letter code, not {shown(x)}"
    return ""


def why_illegal(state, action) -> str:
    if type(action) is not Action:
        return f"not an Art Society action: {shown(action)}"
    bad = malformed(action)
    if bad:
        return bad
    if state.is_terminal():
        return "the game is over"
    if state.to_move == CHANCE:
        return _why_chance(state, action)
    p, phase = state.to_move, state.phase
    if action.verb not in state.PHASE_VERBS.get(phase, ()):
        return f"player {p + 1} is to {_TASK[phase]} now, so '{action}' is not possible"
    return _why_move(state, p, phase, action)


def _why_move(state, p, phase, action) -> str:
    v = action.verb
    if v == "pick":
        return f"no painting with the back {action.n}:{action.w}x{action.h} is left to pick"
    if v == "bid":
        if action.n in state.piles[p][1:]:
            return f"bid card {action.n} was already played"
        return f"player {p + 1} has no bid card {action.n}"
    if v == "take":
        if 1 <= action.n <= len(state.auction):
            return f"auction slot {action.n} is empty"
        return f"there is no auction slot {action.n}"
    if v == "assistant":
        return "the assistant already holds a tile (AS-P6)"
    if v in ("hang", "decor"):
        return _why_place(state, p, state.pending, action, phase == "setup")
    if v == "from-assistant":
        return _why_from_assistant(state, p, phase, action)
    if v == "swap":
        return "no museum painting of this genre can be swapped in here (variant museum_swap)"
    return f"'{action}' is not legal here"


def _why_from_assistant(state, p, phase, action) -> str:
    piece = state.assistant[p]
    if piece is None:
        return "the assistant is empty"
    if state._fresh:
        return "the assistant's tile arrived this turn; it may hang on a later turn (AS-P6)"
    if state._unparked:
        return "the assistant's tile was already hung this turn"
    if phase == "place" and state.legal_placements(state.pending):
        return ("the painting just taken fits on the wall: the assistant's tile may hang "
                "after it (AS-R4)")
    if phase == "place" and not state.variant.assistant_first:
        return ("with assistant_first off, a painting that fits nowhere is excess at once; "
                "the assistant's tile may hang after it (AS-R4)")
    return _why_place(state, p, piece, action, False)


def _why_chance(state, action) -> str:
    if action.verb not in ("start", "card", "front"):
        return f"chance decides here, not a player: '{action}' is not a chance outcome"
    if action.verb == "start":
        return f"the start painting {action.genre}/{action.frame} is not left to deal"
    if action.verb == "card":
        return f"the start bid card {action.n} is not left to deal"
    return f"no painting of this back with the front {action.genre}/{action.frame} is left"


def _why_place(state, p, piece, action, setup) -> str:
    kind = "painting" if piece.is_painting else "decor tile"
    w, h, r, c = action.w, action.h, action.row, action.col
    if (w, h) not in orientations(piece):
        return (f"the {kind} in hand is {piece.w}×{piece.h}, not {w}×{h}"
                + ("" if piece.is_painting else " (a decor tile may be turned)"))
    where = f"a {w}×{h} {kind} does not fit at row {r}, column {c}"
    if not GEOMETRY.inside(w, h, r, c):
        return f"{where}: it would reach beyond the wall"
    mask = GEOMETRY.rect(w, h, r, c)
    bits = state.wall_bits[p]
    if mask & bits:
        return f"{where}: it would overlap a tile already hanging there (AS-P1)"
    if setup and state.variant.start_layout == "same_for_all":
        r0, c0 = min(COMPONENTS.stars)
        return (f"in this variant every start painting hangs with its top-left cell on the upper "
                f"star (row {r0}, column {c0}) (AS-S1)")
    if setup:
        return f"{where}: the start painting must cover a star cell (AS-S1)"
    return (f"{where}: it would share no edge with a tile on the wall; a corner touch is not "
            f"enough (AS-P1)")
