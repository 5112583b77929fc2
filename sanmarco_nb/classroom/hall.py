"""The hall: every room of a class, the order of their moves, their bots and their listeners.

asyncio, no web framework: the server (`server.py`) turns connections into listeners and
messages into calls here. One rule keeps rooms consistent: a move is made under the room's
lock as check (`Room.check_move`), store (the move reaches storage before anyone sees it),
apply, publish. Two moves sent at once are therefore ordered; the second one was made against
an older version and is refused as stale. A bot thinks outside the lock, on a copy, and its
move passes the same version check (a move that went stale while it thought is dropped).
"""
from __future__ import annotations

import asyncio
import logging
import secrets
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Protocol

from ..bots import bot_step
from ..core import CHANCE, chance_action
from .rooms import HUMAN, MAX_NAME, Refused, Room, digest, new_code, new_session, set_locks
from .storage import Storage
from .views import PUBLIC, public_view, seat_view, watch_view

__all__ = ["Hall", "Listener"]

log = logging.getLogger(__name__)


class Listener(Protocol):
    """A connection that follows a room: `seat` (None: the teacher, who sees the truth;
    views.PUBLIC: a spectator, who sees what every seat sees)."""
    seat: int | str | None
    lang: str

    def deliver(self, message: dict) -> None:
        """Queue a message; must not block."""

    def replaced(self) -> None:
        """Another connection took this seat (the student reloaded, or a code was reissued)."""


def _bot_move(state, bot):
    """Run in a worker thread on a clone: the bot's move, by the bots' own seeded step (the
    same position always gives the same move, so a restarted server plays on identically)."""
    bot_step(state, bot)
    return state.history[-1]


def clean_name(name) -> str:
    if not isinstance(name, str):
        return ""
    return "".join(ch for ch in name if ch.isprintable()).strip()[:MAX_NAME]


class Hall:
    """All rooms of one server. `bot_delay` seconds pass after each bot move, so that students
    can follow the table; chance moves follow at once."""

    def __init__(self, storage: Storage, *, bot_delay: float = 0.0, max_rooms: int = 1000):
        self.storage, self.bot_delay, self.max_rooms = storage, bot_delay, max_rooms
        self.rooms: dict[str, Room] = {}
        # room id -> why its stored record did not load (said in a language when it is shown)
        self.set_aside: dict[str, Exception] = {}
        self._codes: dict[str, tuple[str, int]] = {}      # unused join code -> (room, seat)
        self._sessions: dict[str, tuple[str, int]] = {}   # session digest -> (room, seat)
        self._listeners: dict[str, set] = {}
        self._locks: dict[str, asyncio.Lock] = {}
        self._runners: dict[str, asyncio.Task] = {}
        # bots think in a thread, so that a slow search bot does not stall the other rooms
        self._pool = ThreadPoolExecutor(2, thread_name_prefix="classroom-bots")
        for stored in storage.rooms():
            self._restore(stored)

    def _restore(self, stored) -> None:
        """One stored room back, or set aside (kept in storage, untouched, and listed for the
        teacher) when its record no longer loads: the other rooms open all the same."""
        try:
            self._add(Room.restore(stored.id, stored.doc, stored.moves))
        except (ValueError, KeyError, TypeError, AttributeError) as e:   # RecordError too
            self.set_aside[stored.id] = e
            log.error("room %s is set aside: its stored record does not replay (%s: %s); the "
                      "other rooms open", stored.id, type(e).__name__, e)

    def _add(self, room: Room) -> None:
        self.rooms[room.id] = room
        self._listeners[room.id] = set()
        self._locks[room.id] = asyncio.Lock()
        for p, seat in enumerate(room.seats):
            if seat.code:
                self._codes[seat.code] = (room.id, p)
            if seat.session:
                self._sessions[seat.session] = (room.id, p)

    # -- rooms ------------------------------------------------------------------------------
    def create_room(self, game: str, seats, **options) -> Room:
        """A new room (see `Room.create` for the options); stored before it is announced."""
        if len(self.rooms) >= self.max_rooms:
            raise Refused(id="room-max_rooms", max=self.max_rooms)
        room_id = secrets.token_hex(4)
        while room_id in self.rooms or room_id in self.set_aside:
            room_id = secrets.token_hex(4)
        room = Room.create(room_id, game, seats, **options)
        self.storage.add_room(room.id, room.doc())
        self._add(room)
        self._kick(room)
        return room

    def start(self) -> None:
        """Let chance and bots move in every room waiting for them (after a restart)."""
        for room in self.rooms.values():
            self._kick(room)

    def room(self, room_id) -> Room:
        room = self.rooms.get(room_id) if isinstance(room_id, str) else None
        if room is None:
            raise Refused(id="room-no_room", room=repr(room_id)[:40])
        return room

    # -- seats ------------------------------------------------------------------------------
    def join(self, code, name="", room_id=None) -> tuple[Room, int, str]:
        """Take the seat a join code opens (in room `room_id`, if given); the code is spent
        and a session token returned."""
        where = self._codes.get(code) if isinstance(code, str) else None
        if where is None:
            raise Refused(id="room-unknown_code")
        if room_id is not None and room_id != where[0]:
            raise Refused(id="room-other_room")
        del self._codes[code]
        room = self.rooms[where[0]]
        seat = room.seats[where[1]]
        token = new_session()
        seat.code, seat.session, seat.name = None, digest(token), clean_name(name)
        self._sessions[seat.session] = where
        self.storage.update_room(room.id, room.doc())
        return room, where[1], token

    def resume(self, token) -> tuple[Room, int]:
        """The seat a session token holds (a reload or a reconnect)."""
        where = self._sessions.get(digest(token)) if isinstance(token, str) else None
        if where is None:
            raise Refused(id="room-unknown_session")
        return self.rooms[where[0]], where[1]

    def reissue(self, room_id: str, seat: int) -> str:
        """A new join code for a human seat; the old code and session stop working."""
        room = self.room(room_id)
        if not isinstance(seat, int) or not 0 <= seat < len(room.seats) \
                or room.seats[seat].kind != HUMAN:
            raise Refused(id="room-no_seat", room=room_id, seat=repr(seat)[:20])
        s = room.seats[seat]
        self._codes.pop(s.code, None)
        self._sessions.pop(s.session, None)
        s.code, s.session = new_code(), None
        self._codes[s.code] = (room.id, seat)
        self.storage.update_room(room.id, room.doc())
        for listener in [li for li in self._listeners[room.id] if li.seat == seat]:
            listener.replaced()
        return s.code

    def lock(self, room_id: str, locks) -> Room:
        """Set what the room's tables lock (rooms.LOCKS), store it, and send every listener
        its view again (the tables turn Hint and Review off or on)."""
        room = self.room(room_id)
        room.locks = set_locks(locks)
        self.storage.update_room(room.id, room.doc())
        for listener in list(self._listeners[room.id]):
            listener.deliver(self.view(room, listener.seat, lang=listener.lang))
        return room

    # -- listening --------------------------------------------------------------------------
    def subscribe(self, room: Room, listener: Listener) -> None:
        """Follow a room; the listener gets its current view now. One connection per seat:
        an older connection to the same seat is told it was replaced."""
        listeners = self._listeners[room.id]
        if isinstance(listener.seat, int):          # not the teacher, not a spectator
            for old in [li for li in listeners if li.seat == listener.seat]:
                listeners.discard(old)
                old.replaced()
        listeners.add(listener)
        listener.deliver(self.view(room, listener.seat, lang=listener.lang))

    def unsubscribe(self, room: Room, listener: Listener) -> None:
        self._listeners[room.id].discard(listener)

    @staticmethod
    def view(room: Room, seat: int | None, steps=(), lang: str = "en") -> dict:
        if seat is None:
            return watch_view(room, steps, lang)
        if seat == PUBLIC:
            return public_view(room, steps, lang)
        return seat_view(room, seat, steps, lang)

    def _publish(self, room: Room, step, ack=None) -> None:
        made = {}                    # one view per (seat, language), however many listen
        for listener in list(self._listeners[room.id]):
            key = (listener.seat, listener.lang)
            if key not in made:
                made[key] = self.view(room, listener.seat, (step,), listener.lang)
            message = made[key]
            if ack is not None and ack[0] is listener:
                message = dict(message, ack=ack[1])
            listener.deliver(message)

    # -- moving -----------------------------------------------------------------------------
    async def move(self, room: Room, seat: int, text, version, ack=None) -> None:
        """A student's move: refused with the reason, or made, stored and published (the
        mover's view carries `ack`)."""
        async with self._locks[room.id]:
            action = room.check_move(seat, text, version)
            self._commit(room, action, ack)
        self._kick(room)

    def _commit(self, room: Room, action, ack=None) -> None:
        self.storage.add_move(room.id, room.version + 1, str(action))
        step = room.play(action)
        if room.state.is_terminal():
            room.finished = time.time()
            self.storage.update_room(room.id, room.doc())
        self._publish(room, step, ack)

    def _kick(self, room: Room) -> None:
        """Start the room's runner if chance or a bot is to move (outside an event loop, as
        when rooms are made before the server starts, `start()` does it later)."""
        runner = self._runners.get(room.id)
        if room.waiting_for_server() and (runner is None or runner.done()):
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:
                return
            task = loop.create_task(self._run(room))
            task.add_done_callback(self._report)
            self._runners[room.id] = task

    @staticmethod
    def _report(task: asyncio.Task) -> None:
        if not task.cancelled() and task.exception() is not None:
            log.error("a room's bot runner stopped", exc_info=task.exception())

    async def _run(self, room: Room) -> None:
        """Chance and bots move until a student is to move or the game is over. A bot thinks
        in a worker thread on a copy, outside the room's lock (students' views and refusals
        do not wait for a slow search bot); its move is made only if the room is still at
        the version it thought about, else dropped and the bot looks again."""
        loop = asyncio.get_running_loop()
        while room.waiting_for_server():
            player, version = room.state.to_move, room.version
            if player == CHANCE:
                action = None
            else:
                action = await loop.run_in_executor(self._pool, _bot_move, room.state.clone(),
                                                    room.bots[player])
            async with self._locks[room.id]:
                if room.version != version or not room.waiting_for_server():
                    log.info("room %s: a bot's move for move %d went stale while it thought",
                             room.id, version + 1)
                    continue
                self._commit(room, chance_action(room.state) if action is None else action)
            await asyncio.sleep(self.bot_delay if player != CHANCE else 0)

    async def idle(self) -> None:
        """Wait until no room has chance or a bot to move (tests; a clean shutdown)."""
        while any(not t.done() for t in self._runners.values()):
            await asyncio.gather(*self._runners.values(), return_exceptions=True)

    async def close(self) -> None:
        for task in self._runners.values():
            task.cancel()
        await asyncio.gather(*self._runners.values(), return_exceptions=True)
        self._pool.shutdown(wait=True)
        self.storage.close()
