"""Acquiring and placing (AS-R4, AS-P1 … AS-P6, AS-C4, and the museum swap of AS-R5): each player
in bid order takes a painting and resolves it at once (the wall, the assistant, or excess);
hanging earns decor, decor is placed at once; the assistant's tile may hang once a turn.

Legal actions per phase (`*_actions(s, p)`) and the rules they lead to (functions of the state
`s` and the action `a`, returning the events); `state.RULES` maps (phase, verb) to them.
"""
from __future__ import annotations

from .components import ASSISTANT, DONE, EXCESS, GEOMETRY, TAKE, actions_at, orientations
from .data import Piece
from .events import ev, piece_data
from .hanging import earn_decor, hang
from .notation import Action


# ---- whose turn (AS-R4) ----------------------------------------------------------------------
def begin_turn(s):
    p = s.order[s._step]
    s.phase, s.to_move = "acquire", p
    s._taken = s._unparked = s._fresh = False
    return []


def end_turn(s, a=None) -> list:
    """The turn is over (also the move `done`); after the last player, the museum (AS-R5)."""
    s._step += 1
    if s._step < s.players:
        return begin_turn(s)
    return s.NEXT["turns_over"](s)


# ---- legal actions ---------------------------------------------------------------------------
def acquire_actions(s, p) -> tuple:
    """AS-R4: take a painting; before that, the assistant's tile may hang (AS-P6)."""
    out = [TAKE[i] for i, x in enumerate(s.auction) if x is not None]
    unpark_actions(s, p, out)
    return tuple(out)


def place_actions(s, p) -> tuple:
    """AS-P2: the painting in hand to the wall or an empty assistant. With neither: the
    assistant's tile may hang first to free the assistant (AS-R4), a museum swap (variant), or,
    always, excess."""
    piece, out = s.pending, []
    actions_at("hang", piece.w, piece.h,
               GEOMETRY.anchors(s.wall_bits[p], piece.w, piece.h), out)
    if s.assistant[p] is None:
        out.append(ASSISTANT)
    if not out:
        if s.variant.assistant_first:
            unpark_actions(s, p, out)
        out.extend(swap_actions(s, p))
        out.append(EXCESS)
    return tuple(out)


def decor_actions(s, p) -> tuple:
    """AS-P5: the decor tile in hand on the wall, either way round, or to an empty
    assistant; none: it goes back to the supply."""
    out = []
    for w, h in orientations(s.pending):
        actions_at("decor", w, h, GEOMETRY.anchors(s.wall_bits[p], w, h), out)
    if s.assistant[p] is None:
        out.append(ASSISTANT)
    return tuple(out)


def after_actions(s, p) -> tuple:
    """AS-R4: after taking, the assistant's tile may still hang, or the turn ends (`done`)."""
    out = []
    unpark_actions(s, p, out)
    return tuple(out) + (DONE,) if out else ()


def unpark_actions(s, p, out):
    """AS-P6, AS-R4: the assistant's tile may hang before or after taking, once a turn,
    but not in the turn it arrived."""
    piece = parked(s, p)
    if piece is None:
        return
    for w, h in orientations(piece):
        actions_at("from-assistant", w, h, GEOMETRY.anchors(s.wall_bits[p], w, h), out)


def parked(s, p):
    """The assistant's tile if it may hang now (`unpark_actions`), else None."""
    piece = s.assistant[p]
    return None if piece is None or s._fresh or s._unparked else piece


def fits(s, p, piece) -> bool:
    """Whether `piece` may hang somewhere on p's wall, either way round if it turns (AS-P1)."""
    return fits_on(s.wall_bits[p], piece)


def fits_on(bits, piece) -> bool:
    """`fits` on a wall whose covered cells are `bits`."""
    return any(GEOMETRY.anchors(bits, w, h) for w, h in orientations(piece))


def swap_actions(s, p, piece=None) -> list:
    """AS-R5 variant `same_genre`: museum paintings of the genre of the painting in hand (or
    of `piece`) that would fit."""
    if s.variant.museum_swap != "same_genre":
        return []
    piece, bits = piece or s.pending, s.wall_bits[p]
    return [Action("swap", i + 1) for i, m in enumerate(s.museum_paintings)
            if m.genre == piece.genre and GEOMETRY.anchors(bits, m.w, m.h)]


# ---- the rules -------------------------------------------------------------------------------
def take(s, a) -> list:
    p = s.to_move
    piece = s.auction[a.n - 1]
    s.auction[a.n - 1] = None
    s._taken, s.pending = True, piece
    events = [ev("take", "AS-R4", p, slot=a.n, genre=piece.genre, frame=piece.frame,
                 value=piece.value, w=piece.w, h=piece.h)]
    return events + resolve_painting(s)


def resolve_painting(s):
    """AS-P2: the painting in hand goes to the wall or the assistant; when nothing else is
    possible (no assistant hang first, no museum swap) it is an excess painting, at once."""
    acts = place_actions(s, s.to_move)
    if acts == (EXCESS,):
        return set_aside_excess(s)
    # the legal actions of the next step are known now: keep them (core reset the cache)
    s.phase, s._legal_cache = "place", acts
    return []


def set_aside_excess(s, a=None) -> list:
    """AS-P2: the painting is set aside (−2 at the end, AS-E6); a 1-shield decor tile."""
    p, piece = s.to_move, s.pending
    s.pending = None
    s.excess[p] += 1
    events = [ev("excess", "AS-P2", p, genre=piece.genre, frame=piece.frame,
                 value=piece.value, w=piece.w, h=piece.h, count=s.excess[p])]
    events += earn_decor(s, p, 1, "AS-P2")
    return events + continue_turn(s)


def swap_with_museum(s, a) -> list:
    """AS-R5 variant: the unplaceable painting goes to the museum in place of one of its genre
    (the marker does not move again), which is then resolved instead."""
    p, piece = s.to_move, s.pending
    k = a.n - 1
    got = s.museum_paintings[k]
    s.museum_paintings = s.museum_paintings[:k] + (piece,) + s.museum_paintings[k + 1:]
    s.pending = got
    events = [ev("museum_swap", "AS-R5", p, genre=piece.genre, gave=piece.value,
                 got=got.value, w=got.w, h=got.h, frame=got.frame)]
    return events + resolve_painting(s)


def hang_painting(s, a) -> list:
    p, piece = s.to_move, s.pending
    s.pending = None
    return hang(s, p, piece, a.row, a.col, "auction", "AS-P2") + continue_turn(s)


def to_assistant(s, a) -> list:
    p, piece = s.to_move, s.pending
    s.assistant[p], s.pending, s._fresh = piece, None, True
    events = [ev("to_assistant", "AS-P5" if s.phase == "decor" else "AS-P2", p,
                 **piece_data(piece))]
    return events + continue_turn(s)


def hang_decor(s, a) -> list:
    p, piece = s.to_move, hung(s, a)
    s.pending = None
    return hang(s, p, piece, a.row, a.col, "decor", "AS-P5") + continue_turn(s)


def hung(s, a):
    """The piece that `a`, a hang of the tile in hand (a painting, or decor as turned), puts
    on the wall."""
    return s.pending if a.verb == "hang" else Piece(a.w, a.h, shields=s.pending.shields)


def hang_from_assistant(s, a, rule="AS-P6") -> list:
    """AS-P6: the assistant's tile on the wall (a decor tile as turned), once a turn."""
    p, piece = s.to_move, s.assistant[s.to_move]
    s.assistant[p], s._unparked = None, True
    if not piece.is_painting:
        piece = Piece(a.w, a.h, shields=piece.shields)    # as rotated
    return hang(s, p, piece, a.row, a.col, "assistant", rule) + continue_turn(s)


def hang_assistant_first(s, a) -> list:
    """AS-R4: the painting just taken fits nowhere and the assistant is full, so its tile hangs
    first (this turn's assistant hang). The painting is held until the decor that earns is
    placed, then resolved with the assistant free."""
    s.held, s.pending = s.pending, None
    return hang_from_assistant(s, a, "AS-R4")


def continue_turn(s):
    """After a tile is resolved: the next decor tile earned, then a painting held while the
    assistant's tile hung (AS-R4), else back to the turn. (Whether a phase has moves is
    asked without listing them: a search values most positions without their moves.)"""
    p, events = s.to_move, []
    while s._decor_queue:
        s.pending, s._decor_queue = s._decor_queue[0], s._decor_queue[1:]
        if s.assistant[p] is None or fits(s, p, s.pending):       # decor_actions has moves
            s.phase = "decor"
            return events
        piece, s.pending = s.pending, None
        if s.decor_supply is not None:
            s.decor_supply[piece.shields] += 1
        events.append(ev("decor_returned", "AS-P5", p, shields=piece.shields))
    if s.held is not None:
        s.pending, s.held = s.held, None
        return events + resolve_painting(s)
    if not s._taken:
        s.phase = "acquire"
        return events
    piece = parked(s, p)
    if piece is not None and fits(s, p, piece):                   # after_actions has moves
        s.phase = "after"
        return events
    return events + end_turn(s)
