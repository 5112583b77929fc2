"""A room: one game, its seats (students or bots), their codes, and the one true state.

Pure Python over the engine's public contract (games.load_game, from_record, parse, apply,
to_record, bots.make_bot): no web here, so the rules of joining and moving are tested alone.
The server (`hall`, `server`) adds locking, persistence order and the network.
"""
from __future__ import annotations

import hashlib
import secrets
import time
from dataclasses import asdict, dataclass
from typing import NamedTuple

from ..bots import BOTS, make_bot
from ..core import CHANCE, FORMAT_VERSION, IllegalAction, RecordError, Refusal
from ..games import load_game
from ..i18n import bot_name, player_name, refusal, render

__all__ = ["HUMAN", "Refused", "refusal_message", "refused_from", "Seat", "Room", "Step",
           "new_code", "digest", "bot_name", "MAX_MOVE_TEXT", "MAX_NAME"]

HUMAN = "human"          # a seat kind; any other kind is a bot name from bots.BOTS
MAX_MOVE_TEXT = 200      # hostile input: a move's notation is short (the games' longest,
                         # a Doge path, is under 60 characters)
MAX_NAME = 40
# what a teacher may lock in a room's tables (a class rule for an exam, not a security
# boundary: a student's kernel can always import the coach)
LOCKS = ("hint", "review")


class Refused(IllegalAction):
    """A move, join or request the server refuses; the message says why. A subclass of
    IllegalAction, so a table treats a remote refusal as it treats a local illegal move (and
    shows it in its own language: the message id and parameters travel with it)."""


def refusal_message(e: Refused, lang: str = "en") -> dict:
    """The "refused" message a client gets: the reason in the connection's language (for the
    student page), and the refusal itself (for a table, which says it in its own)."""
    return {"type": "refused", "reason": refusal(e, lang), "refusal": e.to_dict()}


def refused_from(message: dict) -> Refused:
    """The Refused a "refused" message stands for (see `refusal_message`)."""
    if isinstance(message.get("refusal"), dict):
        return Refused.from_dict(message["refusal"])
    return Refused(str(message.get("reason", "refused")))


def _shown(value) -> str | int:
    return value if isinstance(value, int) and not isinstance(value, bool) else repr(value)[:20]


def new_code(nbytes: int = 12) -> str:
    """A join code: 96 random bits from the secrets module, 16 URL-safe characters, never
    starting with "-" (a command line would read it as an option: `--code -x…`)."""
    code = secrets.token_urlsafe(nbytes)
    return code if code[0] != "-" else "x" + code[1:]


def new_session() -> str:
    """The token a joined seat reconnects with (192 bits); only its digest is stored."""
    return secrets.token_urlsafe(24)


def digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def set_locks(locks) -> frozenset:
    """The locks named in `locks` (a list of LOCKS), or Refused."""
    if not isinstance(locks, (list, tuple, set, frozenset)) \
            or not all(isinstance(k, str) and k in LOCKS for k in locks):
        raise Refused(id="room-locks", choices=", ".join(LOCKS))
    return frozenset(locks)


class Step(NamedTuple):
    """One move as the room played it: number n (1-based), who moved (a seat or CHANCE), the
    move in notation and its events (the engine's Event objects, unfiltered)."""
    n: int
    player: int
    move: str
    events: tuple


@dataclass
class Seat:
    """A place at the table. A human seat has a join code until a student uses it; from then
    on the student holds a session token and the seat keeps only its digest."""
    kind: str = HUMAN
    code: str | None = None
    session: str | None = None      # sha256 of the session token
    name: str = ""

    @property
    def joined(self) -> bool:
        return self.session is not None


class Room:
    """One game in the classroom. `state` is the truth; nothing outside the server reads it."""

    def __init__(self, room_id: str, state, seats: list[Seat], title: str = "",
                 created: float | None = None, finished: float | None = None, locks=()):
        self.id, self.state, self.seats = room_id, state, seats
        self.title = title
        self.locks = set_locks(locks)     # the tables' coach controls the teacher turned off
        self.created = time.time() if created is None else created
        self.finished = finished        # when the game ended (set by the hall)
        self.bots = {p: make_bot(s.kind) for p, s in enumerate(seats) if s.kind != HUMAN}

    # -- making and restoring -------------------------------------------------------------
    @classmethod
    def create(cls, room_id: str, game: str, seats, *, seed: int | None = None,
               variant: dict | None = None, start_player: int = 0, title: str = "") -> "Room":
        """A new room; `seats` lists each seat's kind ("human" or a bot name). The game is
        built through a record (header, no moves), so the engine validates players, seed,
        start player and variant exactly as it validates a loaded record (ValueError)."""
        module = load_game(game)
        if not isinstance(seats, (list, tuple)) or not all(isinstance(k, str) for k in seats):
            raise Refused(id="room-seats")
        for kind in seats:
            if kind != HUMAN and kind not in BOTS:
                raise Refused(id="room-seat_kind", kind=repr(kind)[:20], choices=", ".join(BOTS))
        if not isinstance(title, str) or len(title) > 80:
            raise Refused(id="room-title", max=80)
        header = {"game": game, "format": FORMAT_VERSION, "players": len(seats),
                  "seed": secrets.randbits(63) if seed is None else seed,
                  "start_player": start_player, "variant": variant or {}, "moves": []}
        try:
            state = module.from_record(header)
        except RecordError as e:        # said of a record's header; here the teacher chose it
            reason = e.params.get("reason") if e.id == "record-header" else e
            if isinstance(reason, Refusal) and reason.id:      # in the teacher's language
                raise Refused(id=reason.id, **reason.params) from None
            raise ValueError(str(e).removeprefix("header: ")) from None
        seat_list = [Seat(kind, new_code() if kind == HUMAN else None) for kind in seats]
        return cls(room_id, state, seat_list, title)

    def doc(self) -> dict:
        """What storage keeps besides the moves: the record's header, seats, title."""
        header = self.state.to_record()
        del header["moves"]
        return {"record": header, "seats": [asdict(s) for s in self.seats],
                "title": self.title, "created": self.created, "finished": self.finished,
                "locks": sorted(self.locks)}

    @classmethod
    def restore(cls, room_id: str, doc: dict, moves: list[str]) -> "Room":
        """The room a stored document and its moves describe, replayed through the engine
        (RecordError, or KeyError/TypeError for a document of the wrong shape)."""
        if not isinstance(doc, dict) or not isinstance(doc.get("record"), dict):
            raise RecordError(id="room-no_header")
        record = dict(doc["record"], moves=list(moves))
        state = load_game(record["game"]).from_record(record)
        seats = [Seat(**s) for s in doc["seats"]]
        return cls(room_id, state, seats, doc.get("title", ""), doc.get("created"),
                   doc.get("finished"), doc.get("locks", ()))

    # -- reading ----------------------------------------------------------------------------
    @property
    def game(self) -> str:
        return self.state.GAME

    @property
    def version(self) -> int:
        """The number of moves played (chance included): what a move must have seen."""
        return len(self.state.history)

    def waiting_for_server(self) -> bool:
        """Whether chance or a bot moves next (the server plays those)."""
        s = self.state
        return not s.is_terminal() and (s.to_move == CHANCE or s.to_move in self.bots)

    def name(self, seat: int, lang: str = "en") -> str:
        """The name a student joined with, else the seat's in `lang` ("Spieler 2", a bot's)."""
        s = self.seats[seat]
        return s.name or (player_name(seat, lang) if s.kind == HUMAN else bot_name(s.kind, lang))

    def summary(self, lang: str = "en") -> dict:
        """The teacher's line for this room: phase, whose turn, scores, who sits where (the
        seats' names in `lang`)."""
        s = self.state
        over = s.is_terminal()
        return {"room": self.id, "title": self.title, "game": self.game, "players": s.players,
                "seats": [{"kind": seat.kind, "name": self.name(p, lang), "joined": seat.joined}
                          for p, seat in enumerate(self.seats)],
                "phase": s.phase, "version": self.version, "to_move": s.to_move,
                "scores": list(s.scores), "terminal": over, "winners": s.winners(),
                "created": self.created, "finished": self.finished,
                "locks": sorted(self.locks)}

    # -- acting -----------------------------------------------------------------------------
    def check_move(self, seat: int, text, version):
        """The action `text` stands for if `seat` may play it now, having seen `version`;
        Refused with the reason otherwise. Changes nothing."""
        s = self.state
        if s.is_terminal():
            raise Refused(id="why-game_over")
        if version != self.version:
            raise Refused(id="room-stale", seen=_shown(version), now=self.version)
        if s.to_move != seat:
            raise Refused(id="room-not_your_turn",
                          # a seat's number is named in the language it is said in
                          who=self.seats[s.to_move].name or s.to_move
                          if s.to_move != CHANCE else CHANCE)
        if not isinstance(text, str) or len(text) > MAX_MOVE_TEXT:
            raise Refused(id="room-move_text", max=MAX_MOVE_TEXT)
        try:
            return s.parse(text)
        except IllegalAction as e:          # the engine's reason, in every language
            raise Refused(e.text, id=e.id, **e.params) from None

    def play(self, action) -> Step:
        """Apply a checked action (or a chance outcome or bot move) and return the step."""
        s = self.state
        player = s.to_move
        events = s.apply(action)
        return Step(self.version, player, str(action), tuple(events))
