"""What leaves the server: a seat's view of its room, and the teacher's.

A seat gets `observation(seat)`, its legal moves in notation when it is its turn, the events it
may see, and a *determinized* record: `state.determinize(seat, seed)` written as a record, a
full game whose hidden parts (another distributor's face-down cards, another player's sealed
bid) are drawn anew from a fresh random seed, and whose seed is not the game's (the true seed
would predict every future card). A client rebuilds a whole State from it to draw a table,
while the server keeps the truth; on that State the seat's legal moves are the true ones.

The spectator's view (`public_view`, for the teacher's projector) is the same with no seat: a
record in which every hidden card and bid is invented (`spectator_state`), no move in
notation, every private event cut.

Events: the engine marks an event that only its player may see with `private` in its data (San
Marco's `draw`); for every other seat its data is cut to `{"private": 1}`. Moves in notation
are sent only to the seat that made them: another seat's move may hold hidden cards (a San
Marco split, an Art Society bid), and its events already say what the others may know.
"""
from __future__ import annotations

import random
import secrets

from ..core import CHANCE
from ..i18n import describe_hidden
from .rooms import Room, Step

__all__ = ["seat_view", "watch_view", "public_view", "spectator_state", "event_dict",
           "seat_event", "PUBLIC"]

# the seat of a spectator who sits nowhere (a projector): sees what every seat sees, no more
PUBLIC = "public"
_NOBODY = object()       # equal to no player and not CHANCE: every move and private event hidden

def event_dict(event, lang: str = "en") -> dict:
    """An engine event as JSON-able data with its sentence."""
    try:
        text = event.describe(lang)
    except (KeyError, ValueError, LookupError):
        text = f"{event.kind} ({event.rule})"      # a kind the texts do not cover yet
    return {"kind": event.kind, "rule": event.rule, "player": event.player,
            "data": dict(event.data), "text": text}


def seat_event(event, seat: int, lang: str = "en") -> dict:
    """The event as `seat` may see it: a private event of another player loses its data."""
    if event.hidden_from(seat):
        text = describe_hidden(event, lang)
        return {"kind": event.kind, "rule": event.rule, "player": event.player,
                "data": {"private": 1}, "text": text}
    return event_dict(event, lang)


def _step_for(step: Step, seat: int | None, lang: str) -> dict:
    own = seat is None or step.player == seat
    return {"n": step.n, "player": None if step.player == CHANCE else step.player,
            "move": step.move if own else None,
            "events": [event_dict(e, lang) if seat is None else seat_event(e, seat, lang)
                       for e in step.events]}


def _common(room: Room, lang: str) -> dict:
    s = room.state
    over = s.is_terminal()
    return {"type": "view", "room": room.id, "game": room.game, "players": s.players,
            "names": [room.name(p, lang) for p in range(s.players)],
            "seat_kinds": [seat.kind for seat in room.seats],
            "version": room.version, "phase": s.phase,
            "to_move": None if over else s.to_move, "terminal": over,
            # scores of a finished game are public; during play each game shows what it shows
            # in the observation
            "scores": list(s.scores) if over else None, "winners": s.winners(),
            # Hint and Review turned off by the teacher (a class rule, not a secret)
            "locks": sorted(room.locks)}


def seat_view(room: Room, seat: int, steps=(), lang: str = "en") -> dict:
    """Everything `seat` receives after `steps` (the moves since its last view)."""
    s = room.state
    view = _common(room, lang)
    mine = not s.is_terminal() and s.to_move == seat
    view.update({
        "seat": seat,
        "observation": s.observation(seat),
        "legal": [str(a) for a in s.legal_actions()] if mine else [],
        "record": s.determinize(seat, secrets.randbits(63)).to_record(),
        "steps": [_step_for(st, seat, lang) for st in steps],
    })
    return view


def spectator_state(state, seed: int):
    """The game as a spectator may know it: determinized for seat 0, then that state for seat
    1. The second resamples seat 0's own cards and bids (true in the first), while seat 1's
    were already resampled by the first; what stays true is what both seats see. In both
    games that is the public table: no hidden card is shared by two seats."""
    rng = random.Random(seed)
    first = state.determinize(0, rng.getrandbits(63))
    return first.determinize(1, rng.getrandbits(63)) if state.players > 1 else first


def public_view(room: Room, steps=(), lang: str = "en") -> dict:
    """What a spectator receives (the teacher's projector): the seat-less view, with a
    record in which every hidden card and bid is invented, every move in notation and every
    private event withheld."""
    view = _common(room, lang)
    view.update({"seat": None, "public": True, "observation": None, "legal": [],
                 "record": spectator_state(room.state, secrets.randbits(63)).to_record(),
                 "steps": [_step_for(st, _NOBODY, lang) for st in steps]})
    return view


def watch_view(room: Room, steps=(), lang: str = "en") -> dict:
    """The teacher's view of a room: the true record, every event, every move."""
    view = _common(room, lang)
    view.update({"seat": None, "observation": None, "legal": [],
                 "record": room.state.to_record(), "scores": list(room.state.scores),
                 "steps": [_step_for(st, None, lang) for st in steps]})
    return view
