"""Why an action is illegal, in game terms ("a 3×4 painting does not fit at row 9, column 3"):
an IllegalAction with a message id of the catalogs (`why-as-…`, sanmarco_nb/i18n/locales)
and its parameters, so that every table says it in its own language (wall positions are
given as the engine counts them, from 0; the texts show them from 1).

Every refusal is a short sentence: it never fails, however the action was built (a hand-built
Action with a float, a 5,000-digit number or a long text in it is named, not echoed).
"""
from __future__ import annotations

from ..core import CHANCE, IllegalAction
from .components import COMPONENTS, GEOMETRY, orientations
from .notation import VERBS, Action
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


def _no(message: str, **params) -> IllegalAction:
    return IllegalAction(id=f"why-as-{message}", **params)


def malformed(action: Action) -> IllegalAction | None:
    """Why `action` is no Art Society move whatever the position, or None if it is
    well-formed: a known verb, whole numbers (not True, not 1.0) of sensible size, and short
    codes."""
    if type(action.verb) is not str or action.verb not in VERBS:
        return _no("verb", what=shown(action.verb))
    for name in _NUMBERS:
        x = getattr(action, name)
        if type(x) is not int:
            return _no("number", field=name, what=shown(x))
        if abs(x) > LARGEST:
            return _no("number_size", field=name, what=shown(x))
    for name in ("genre", "frame"):
        x = getattr(action, name)
        if type(x) is not str or len(x) > 1:
            return _no("code", field=name, what=shown(x))
    return None


def why_illegal(state, action) -> IllegalAction:
    if type(action) is not Action:
        return _no("not_action", what=shown(action))
    bad = malformed(action)
    if bad:
        return bad
    if state.is_terminal():
        return IllegalAction(id="why-game_over")
    if state.to_move == CHANCE:
        return _why_chance(state, action)
    p, phase = state.to_move, state.phase
    if action.verb not in state.PHASE_VERBS.get(phase, ()):
        return _no("task", who=p, phase=phase, move=str(action))
    return _why_move(state, p, phase, action)


def _why_move(state, p, phase, action) -> IllegalAction:
    v = action.verb
    if v == "pick":
        return _no("pick", value=action.n, w=action.w, h=action.h)
    if v == "bid":
        if action.n in state.piles[p][1:]:
            return _no("bid_played", card=action.n)
        return _no("no_bid_card", who=p, card=action.n)
    if v == "take":
        if 1 <= action.n <= len(state.auction):
            return _no("slot_empty", slot=action.n)
        return _no("no_slot", slot=action.n)
    if v == "assistant":
        return _no("assistant_full")
    if v in ("hang", "decor"):
        return _why_place(state, p, state.pending, action, phase == "setup")
    if v == "from-assistant":
        return _why_from_assistant(state, p, phase, action)
    if v == "swap":
        return _no("swap", switch="museum_swap")
    return IllegalAction(id="why-not_legal", move=str(action))


def _why_from_assistant(state, p, phase, action) -> IllegalAction:
    piece = state.assistant[p]
    if piece is None:
        return _no("assistant_empty")
    if state._fresh:
        return _no("assistant_fresh")
    if state._unparked:
        return _no("assistant_used")
    if phase == "place" and state.legal_placements(state.pending):
        return _no("assistant_after")
    if phase == "place" and not state.variant.assistant_first:
        return _no("assistant_strict", switch="assistant_first")
    return _why_place(state, p, piece, action, False)


def _why_chance(state, action) -> IllegalAction:
    if action.verb not in ("start", "card", "front"):
        return _no("chance", move=str(action))
    if action.verb == "start":
        return _no("start_left", genre=action.genre, frame=action.frame)
    if action.verb == "card":
        return _no("card_left", card=action.n)
    return _no("front_left", genre=action.genre, frame=action.frame)


def _why_place(state, p, piece, action, setup) -> IllegalAction:
    kind = "painting" if piece.is_painting else "decor"
    w, h, r, c = action.w, action.h, action.row, action.col
    if (w, h) not in orientations(piece):
        return _no("orientation", kind=kind, pw=piece.w, ph=piece.h, w=w, h=h)
    if not GEOMETRY.inside(w, h, r, c):
        why = "beyond"
    elif GEOMETRY.rect(w, h, r, c) & state.wall_bits[p]:
        why = "overlap"
    elif setup and state.variant.start_layout == "same_for_all":
        row, col = min(COMPONENTS.stars)
        return _no("start_same", row=row, col=col)
    else:
        why = "star" if setup else "edge"
    return _no("place", kind=kind, w=w, h=h, row=r, col=c, why=why)
