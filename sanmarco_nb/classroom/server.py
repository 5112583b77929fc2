"""The room server: aiohttp around the hall (docs/classroom.md says why aiohttp).

    /ws                     the websocket a seat (join code or session) or the teacher uses
    /, /rooms/{id}          the student page (join with the room link and a code)
    /teacher                the teacher page (rooms, codes, live tables, records, tournament)
    /api/...                the teacher's JSON API, behind the teacher code (Bearer header)

Every websocket message is JSON of at most `Limits.max_message` bytes; moves are notation
text that only the engine's `parse` reads. Nothing is evaluated or unpickled.
"""
from __future__ import annotations

import asyncio
import json
import logging
import secrets
import signal
import threading
import time
from collections import OrderedDict, deque
from dataclasses import dataclass
from urllib.parse import quote

from aiohttp import WSCloseCode, WSMsgType, web

from ..i18n import LANGS, refusal, render
from .hall import Hall
from .pages import STATIC, page
from .rooms import Refused, new_code, refusal_message
from .storage import SQLiteStorage
from .tournament import tournament_table
from .views import PUBLIC

__all__ = ["Limits", "make_app", "start", "run", "ServerThread", "Running", "close_reason"]

log = logging.getLogger(__name__)

HALL = web.AppKey("hall", Hall)
CONFIG = web.AppKey("config", dict)


def page_lang(request: web.Request) -> tuple[str, bool]:
    """The language a person asked for, and whether they asked: `?lang=` on the address, else
    the first of the browser's Accept-Language (by its q weights) that we speak, else English
    (not chosen). A chosen language is passed on: join links, projector, websocket."""
    asked = request.query.get("lang")
    if asked in LANGS:
        return asked, True
    weighted = []
    for i, part in enumerate(request.headers.get("Accept-Language", "").split(",")):
        tag, _, params = part.strip().partition(";")
        try:
            q = float(params.strip().removeprefix("q=")) if params else 1.0
        except ValueError:
            continue
        primary = tag.strip().split("-")[0].lower()
        if primary in LANGS and q > 0:
            weighted.append((-q, i, primary))
    return (min(weighted)[2], True) if weighted else ("en", False)


@dataclass(frozen=True)
class Limits:
    """What one connection may send. A move message is under 300 bytes; a person clicks a
    few times a second at most; 96-bit codes cannot be guessed in any number of tries, and
    the failed-join limit keeps a typo-ing class from looking like an attack while stopping
    a script."""
    max_message: int = 4096        # bytes of one websocket message (aiohttp closes with 1009)
    max_version: int = 2 ** 53     # a move's version: an int 0..this (JSON's exact integers)
    max_body: int = 64 * 1024      # bytes of a teacher API request
    rate: float = 20.0             # messages per second, sustained ...
    burst: float = 60.0            # ... after a burst of this many
    strikes: int = 20              # junk or over-rate messages before the connection is closed
    join_timeout: float = 10.0     # seconds from opening a websocket to its join message
    max_unjoined: int = 256        # websockets open and not yet joined, all addresses together;
    idle_grace: float = 2.0        # ... at the bound, the oldest one open longer than this
                                   # without a join is closed to let a newcomer in
    failed_joins: int = 20         # wrong codes per address and room (session, teacher code) ...
    failed_window: float = 60.0    # ... per this many seconds, then those wrong codes wait
    gate_keys: int = 10_000        # (address, room) pairs the failed-join limit remembers
    queue: int = 1000              # views waiting for a slow connection before it is dropped


class _Gate:
    """Wrong codes in a sliding window, per address *and* what they tried to open: a room (a
    join code), a session, the teacher's view and API. A class behind one address (a hub, a
    lab's Voila server) shares an address, not a room; and a right code is checked first and
    never waits, so one student's typos lock out neither a classmate nor the teacher. Codes
    are 96 bits and more, so no number of tries finds one: the limit answers a script that
    keeps trying with "wait", and the log says so. Memory stays bounded: an entry holds at
    most `limit` times, an expired one is dropped, and beyond `keys` entries the oldest go."""

    def __init__(self, limit: int, window: float, keys: int):
        self.limit, self.window, self.keys = limit, window, keys
        self.fails: OrderedDict[tuple, deque] = OrderedDict()

    def _recent(self, key: tuple) -> deque | None:
        q, now = self.fails.get(key), time.monotonic()
        while q and now - q[0] > self.window:
            q.popleft()
        if q is not None and not q:
            del self.fails[key]
            return None
        return q

    def blocked(self, key: tuple) -> bool:
        q = self._recent(key)
        return q is not None and len(q) >= self.limit

    def fail(self, key: tuple) -> None:
        """One more wrong code for `key` (not counted while it waits: the window ends)."""
        q = self._recent(key) or deque(maxlen=self.limit)
        q.append(time.monotonic())
        self.fails[key] = q
        self.fails.move_to_end(key)
        if len(q) == self.limit:
            log.warning("%d wrong codes from %s for %s within %.0f s: its wrong codes wait",
                        self.limit, key[0], key[1], self.window)
        while len(self.fails) > self.keys:
            self.fails.popitem(last=False)

    def refuse(self, key: tuple, refusal: Exception) -> Exception:
        """The refusal for a wrong code: its own reason, or "wait" once `key` is blocked."""
        if self.blocked(key):
            return Refused(id="room-too_many_codes")
        self.fail(key)
        return refusal


def close_reason(why: str) -> bytes:
    """A close frame's reason: a short id, as RFC 6455 allows at most 123 bytes; the sentence,
    in the person's language, goes in the "refused" message sent just before the close."""
    return why.removeprefix("room-").encode()[:123]


class Connection:
    """One websocket as a hall listener: a queue and a writer task, so that a slow student
    never holds up the room; a token bucket and a strike count against floods and junk."""

    def __init__(self, ws: web.WebSocketResponse, limits: Limits):
        self.ws, self.limits = ws, limits
        self.seat: int | None = None
        self.lang = "en"
        self.queue: asyncio.Queue = asyncio.Queue(limits.queue)
        self.tokens, self.stamp, self.strikes = limits.burst, time.monotonic(), 0
        self.shutting = False
        self.writer = asyncio.get_running_loop().create_task(self._write())

    def deliver(self, message: dict) -> None:
        if self.shutting:
            return
        try:
            self.queue.put_nowait(json.dumps(message))
        except asyncio.QueueFull:
            self.shut(WSCloseCode.POLICY_VIOLATION, "room-too_slow")

    def replaced(self) -> None:
        self.shut(4001, "room-opened_elsewhere")

    def shut(self, code: int, why: str) -> None:
        """Say why (`why`: a refusal's message id, said in the connection's language), then
        close with `code` and the short id (`close_reason`), after what is already queued; a
        connection too slow to take its queue gets both at once."""
        if self.shutting:
            return
        self.shutting = True
        said = json.dumps(refusal_message(Refused(id=why), self.lang))
        if self.queue.maxsize - self.queue.qsize() >= 2:
            self.queue.put_nowait(said)
            self.queue.put_nowait((code, why))
        else:
            self.writer.cancel()
            asyncio.get_running_loop().create_task(self._last_words(said, code, why))

    async def _last_words(self, said: str, code: int, why: str) -> None:
        try:
            if not self.ws.closed:
                await self.ws.send_str(said)
        except ConnectionError:
            pass
        await self.ws.close(code=code, message=close_reason(why))

    async def _write(self) -> None:
        while True:
            item = await self.queue.get()
            if isinstance(item, tuple):
                await self.ws.close(code=item[0], message=close_reason(item[1]))
                return
            if self.ws.closed:
                return
            try:
                await self.ws.send_str(item)
            except ConnectionError:          # the student's side went away mid-send
                return

    async def stop(self) -> None:
        if self.shutting:                    # let the closing handshake finish
            await asyncio.wait([self.writer], timeout=2)
        self.writer.cancel()

    def allowed(self) -> bool:
        """Token bucket: `rate` messages a second after a `burst`."""
        now = time.monotonic()
        self.tokens = min(self.limits.burst, self.tokens + (now - self.stamp) * self.limits.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def strike(self, why: str, **fields) -> None:
        """Answer junk or a flood (`why`: a refusal's message id); too many strikes close the
        connection."""
        self.strikes += 1
        if self.strikes > self.limits.strikes:
            self.shut(WSCloseCode.POLICY_VIOLATION, "room-too_many_bad")
        else:
            self.deliver({**refusal_message(Refused(id=why), self.lang), **fields})


def _not_json(constant: str):
    raise ValueError(f"{constant} is not JSON")


def _decode(text) -> dict | None:
    """A JSON object, or None for anything else (deep nesting, NaN and Infinity included:
    Python's json reads them, JSON has no such values)."""
    try:
        data = json.loads(text, parse_constant=_not_json)
    except (ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


def _message_id(data: dict):
    mid = data.get("id")
    if isinstance(mid, str) and len(mid) <= 40 or isinstance(mid, int) \
            and not isinstance(mid, bool):
        return mid
    return None


# ---- the websocket -----------------------------------------------------------------------

def _gate_key(request: web.Request, data: dict) -> tuple:
    """What a join tried to open, for the failed-join limit: the teacher's view, a session, or
    the room it names (any room that does not exist counts as one, so that naming a new room
    each time gets a script nowhere)."""
    if data["type"] == "watch":
        target = "the teacher code"
    elif "session" in data:
        target = "a session"
    else:
        room = data.get("room")
        known = isinstance(room, str) and room in request.app[HALL].rooms
        target = f"room {room}" if known else "an unknown room"
    return request.remote or "?", target


async def _join(request: web.Request, conn: Connection, data: dict | None):
    """The room a first message opens for `conn`, or Refused. Sets the connection's seat."""
    config, hall = request.app[CONFIG], request.app[HALL]
    if data is None or data.get("type") not in ("join", "watch"):
        raise Refused(id="room-first_message")
    lang = data.get("lang", conn.lang)
    conn.lang = lang if lang in LANGS else conn.lang
    try:
        if data["type"] == "watch":
            if not secrets.compare_digest(str(data.get("code", "")).encode(),
                                          config["teacher_code"].encode()):
                raise Refused(id="room-wrong_teacher_code")
            room, reply = hall.room(data.get("room")), {}
            seat = PUBLIC if data.get("public") is True else None     # the projector's view
        elif "session" in data:
            room, seat = hall.resume(data["session"])
            reply = {}
        else:
            room, seat, token = hall.join(data.get("code"), data.get("name", ""),
                                          data.get("room"))
            reply = {"session": token}
    except Refused as e:
        raise config["gate"].refuse(_gate_key(request, data), e) from None
    conn.seat = seat
    conn.deliver({"type": "joined", "room": room.id,
                  "seat": seat if isinstance(seat, int) else None, "game": room.game,
                  "players": room.state.players, **reply})
    return room


async def _serve_seat(hall: Hall, room, conn: Connection, data: dict) -> None:
    kind = data.get("type")
    if kind == "move":
        mid = _message_id(data)
        if not isinstance(conn.seat, int):
            raise Refused(id="room-teacher_watches")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) \
                or not 0 <= version <= conn.limits.max_version:
            raise Refused(id="room-version")
        await hall.move(room, conn.seat, data.get("move"), version, ack=(conn, mid))
    elif kind == "view":
        conn.deliver(hall.view(room, conn.seat, lang=conn.lang))
    elif kind == "ping":
        conn.deliver({"type": "pong"})
    else:
        raise Refused(id="room-unknown_type", what=repr(str(kind)[:20]))


class _Unjoined:
    """The websockets open and not yet joined, oldest first, at most `max_unjoined`. At the
    bound the oldest one that has waited past `idle_grace` without joining is closed (4008) to
    let a newcomer in: a school's hub brings every student from one address, so a crowd of
    idle sockets from that address must cost the idle ones, never the student who joins (as
    lila-ws drops idle sockets by age). Only a crowd younger than the grace is turned away."""

    IDLE = 4008                          # the close code of a socket closed as idle

    def __init__(self, limits: Limits):
        self.limits = limits
        self.since: OrderedDict[Connection, float] = OrderedDict()

    def admit(self, conn: Connection) -> bool:
        if len(self.since) >= self.limits.max_unjoined:
            oldest, since = next(iter(self.since.items()))
            if time.monotonic() - since <= self.limits.idle_grace:
                return False
            del self.since[oldest]
            oldest.shut(self.IDLE, "room-idle")
        self.since[conn] = time.monotonic()
        return True

    def joined(self, conn: Connection) -> None:
        self.since.pop(conn, None)


async def _first_join(request: web.Request, ws, conn: Connection):
    """The room the connection's join message opens, within `join_timeout` of opening, or
    None: refused and closed (or closed as idle to let a newcomer in: `_Unjoined`)."""
    limits = request.app[CONFIG]["limits"]

    async def first_message():
        await ws.prepare(request)
        return await ws.receive()
    try:
        first = await asyncio.wait_for(first_message(), limits.join_timeout)
        if conn.shutting:
            return None
        data = _decode(first.data) if first.type == WSMsgType.TEXT else None
        return await _join(request, conn, data)
    except (Refused, asyncio.TimeoutError) as e:
        refused = e if isinstance(e, Refused) else Refused(id="room-no_join")
        if ws.prepared and not ws.closed and not conn.shutting:
            await ws.send_str(json.dumps(refusal_message(refused, conn.lang)))
            await ws.close(code=4003, message=close_reason("refused"))
        return None
    finally:
        request.app[CONFIG]["unjoined"].joined(conn)


async def _serve(request, ws, conn: Connection) -> None:
    """Join, then answer each message of the seat until the socket closes."""
    hall = request.app[HALL]
    room = await _first_join(request, ws, conn)
    if room is None:
        return
    hall.subscribe(room, conn)
    try:
        async for msg in ws:
            if conn.shutting:
                continue                     # read on until the client answers the close
            if msg.type != WSMsgType.TEXT:
                conn.strike("room-json_text")
                continue
            data = _decode(msg.data)
            if data is None:
                conn.strike("room-not_object")
                continue
            if not conn.allowed():
                conn.strike("room-slow_down", id=_message_id(data))
                continue
            try:
                await _serve_seat(hall, room, conn, data)
            except Refused as e:
                refused = e
            except Exception:                # noqa: BLE001 - answered, logged, never dropped
                log.exception("room %s: a message of seat %s failed", room.id, conn.seat)
                refused = Refused(id="room-server_error")
            else:
                continue
            conn.deliver({**refusal_message(refused, conn.lang), "id": _message_id(data),
                          "version": room.version})
    finally:
        hall.unsubscribe(room, conn)


async def websocket(request: web.Request) -> web.WebSocketResponse:
    config = request.app[CONFIG]
    limits = config["limits"]
    lang = page_lang(request)[0]         # the page's (?lang= on /ws), until the join says
    ws = web.WebSocketResponse(max_msg_size=limits.max_message, heartbeat=30)
    conn = Connection(ws, limits)
    conn.lang = lang
    if not config["unjoined"].admit(conn):
        await conn.stop()
        raise web.HTTPServiceUnavailable(text=render("classroom-busy", lang))
    try:
        await _serve(request, ws, conn)
    except Exception:                        # noqa: BLE001 - a close frame, not a dropped socket
        log.exception("websocket from %s failed", request.remote)
        if ws.prepared and not ws.closed:
            conn.shut(WSCloseCode.INTERNAL_ERROR, "room-server_error")   # stop() waits for it
    finally:
        await conn.stop()
    return ws


# ---- the teacher's API -------------------------------------------------------------------

@web.middleware
async def teacher_only(request: web.Request, handler):
    """/api/ answers only to the teacher code (`Authorization: Bearer <code>`), and says why
    not in the teacher page's language (its Accept-Language)."""
    if request.path.startswith("/api/"):
        config, lang = request.app[CONFIG], page_lang(request)[0]
        given = request.headers.get("Authorization", "").removeprefix("Bearer ").strip()
        if not secrets.compare_digest(given.encode(), config["teacher_code"].encode()):
            gate, key = config["gate"], (request.remote or "?", "the teacher code")
            if gate.blocked(key):
                raise web.HTTPTooManyRequests(text=render("classroom-wait_a_minute", lang))
            gate.fail(key)
            raise web.HTTPForbidden(text=render("classroom-teacher_code_needed", lang))
        try:
            return await handler(request)
        except ValueError as e:              # Refused and the engine's refusals among them
            return web.json_response({"error": refusal(e, lang) if getattr(e, "id", None)
                                      else str(e)}, status=400)
    return await handler(request)


async def _security_headers(request, response) -> None:
    response.headers.setdefault(
        "Content-Security-Policy",
        "default-src 'self'; img-src 'self' blob: data:; style-src 'self'; "
        "frame-ancestors 'none'; base-uri 'none'")
    response.headers.setdefault("X-Content-Type-Options", "nosniff")
    response.headers.setdefault("Referrer-Policy", "no-referrer")
    if request.path.startswith("/api/"):
        response.headers.setdefault("Cache-Control", "no-store")


def _base(request: web.Request) -> str:
    return request.app[CONFIG]["public_url"] or str(request.url.origin())


def _links(request, room_id: str, code: str | None) -> dict:
    """A seat's join links: this server's page (the code after `#`, out of the logs) and,
    with `voila_url`, the play app's (notebooks/play.ipynb reads `?room=...&code=...`); both
    in the teacher page's language when the teacher chose one (`page_lang`)."""
    url = f"{_base(request)}/rooms/{room_id}"
    lang, chosen = page_lang(request)
    voila = request.app[CONFIG]["voila_url"]
    return {"link": f"{url}{f'?lang={lang}' if chosen else ''}#code={code}" if code else None,
            "voila": f"{voila}{'&' if '?' in voila else '?'}room={quote(url, safe='')}"
                     f"&code={quote(code, safe='')}{f'&lang={lang}' if chosen else ''}"
                     if code and voila else None}


def _room_card(request, room) -> dict:
    """A room with its address and, for seats not yet taken, the join code and links."""
    card = room.summary(page_lang(request)[0])
    card["url"] = f"{_base(request)}/rooms/{room.id}"
    for seat, entry in zip(room.seats, card["seats"]):
        entry["code"] = seat.code
        entry.update(_links(request, room.id, seat.code))
    return card


def set_aside_reason(error: Exception, lang: str) -> str:
    """Why a stored room did not load, in `lang`: the record's refusal, or its document
    damaged (the technical detail as the log has it)."""
    if getattr(error, "id", None):
        return refusal(error, lang)
    return render("room-aside_damaged", lang, detail=f"{type(error).__name__}: {error}")


async def api_rooms(request):
    """Every room, and those set aside at start (their record did not replay) with why."""
    hall, lang = request.app[HALL], page_lang(request)[0]
    return web.json_response({"rooms": [_room_card(request, r) for r in hall.rooms.values()],
                              "set_aside": [{"room": k, "reason": set_aside_reason(e, lang)}
                                            for k, e in hall.set_aside.items()]})


async def _body(request) -> dict:
    """The request's JSON object, else the refusal room-body."""
    try:
        body = await request.json()
    except ValueError:
        raise Refused(id="room-body") from None
    if not isinstance(body, dict):
        raise Refused(id="room-body")
    return body


async def api_create(request):
    body = await _body(request)
    count = body.get("count", 1)
    if not isinstance(count, int) or not 1 <= count <= 50:
        raise Refused(id="room-count", max=50)
    options = {k: body[k] for k in ("seed", "variant", "start_player", "title") if k in body}
    if count > 1 and options.get("seed") is not None:
        raise Refused(id="room-one_seed")
    hall = request.app[HALL]
    made = [hall.create_room(body.get("game"), body.get("seats"), **options)
            for _ in range(count)]
    return web.json_response({"rooms": [_room_card(request, r) for r in made]})


async def api_room(request):
    return web.json_response(_room_card(request, request.app[HALL].room(
        request.match_info["room"])))


async def api_record(request):
    room = request.app[HALL].room(request.match_info["room"])
    return web.json_response(room.state.to_record(), headers={
        "Content-Disposition": f'attachment; filename="{room.game}-{room.id}.json"'})


async def api_records(request):
    """Every finished game's record, with its room, names and scores (?all=1: unfinished too)."""
    everything = request.query.get("all") == "1"
    rooms = [r for r in request.app[HALL].rooms.values()
             if everything or r.state.is_terminal()]
    return web.json_response({"records": [
        {"room": r.id, "title": r.title,
         "names": [r.name(p, page_lang(request)[0]) for p in range(len(r.seats))],
         "seats": [s.kind for s in r.seats], "finished": r.finished,
         "scores": list(r.state.scores), "record": r.state.to_record()} for r in rooms]})


async def api_svg(request):
    room = request.app[HALL].room(request.match_info["room"])
    return web.Response(text=room.state._repr_svg_(), content_type="image/svg+xml")


async def api_new_code(request):
    hall = request.app[HALL]
    try:
        seat = int(request.match_info["seat"])
    except ValueError:
        raise Refused(id="room-seat_number") from None
    room = hall.room(request.match_info["room"])
    code = hall.reissue(room.id, seat)
    return web.json_response({"room": room.id, "seat": seat, "code": code,
                              **_links(request, room.id, code)})


async def api_locks(request):
    """Lock hints and/or the review in a room's tables: {"locks": ["hint", "review"]}."""
    body = await _body(request)
    room = request.app[HALL].lock(request.match_info["room"], body.get("locks"))
    return web.json_response(_room_card(request, room))


async def api_tournament(request):
    return web.json_response({"tables": tournament_table(request.app[HALL].rooms.values(),
                                                         page_lang(request)[0])})


# ---- pages -------------------------------------------------------------------------------

def _page(name: str):
    async def handler(request):
        lang, chosen = page_lang(request)
        return web.Response(text=page(name, lang, chosen), content_type="text/html",
                            headers={"Content-Language": lang, "Vary": "Accept-Language"})
    return handler


async def no_icon(request):
    return web.Response(status=204)


async def static(request):
    name = request.match_info["name"]
    if name not in STATIC:
        raise web.HTTPNotFound()
    text, kind = STATIC[name]
    return web.Response(text=text, content_type=kind)


def make_app(hall: Hall, teacher_code: str, *, limits: Limits = Limits(),
             public_url: str | None = None, voila_url: str | None = None) -> web.Application:
    """The aiohttp application around `hall`; `voila_url`: the play app's address, for the
    join links the teacher hands out (see docs/classroom.md)."""
    app = web.Application(middlewares=[teacher_only], client_max_size=limits.max_body)
    app[HALL] = hall
    app[CONFIG] = {"teacher_code": teacher_code, "limits": limits,
                   "public_url": public_url.rstrip("/") if public_url else None,
                   "voila_url": voila_url, "unjoined": _Unjoined(limits),
                   "gate": _Gate(limits.failed_joins, limits.failed_window, limits.gate_keys)}
    app.on_response_prepare.append(_security_headers)
    app.router.add_get("/ws", websocket)
    app.router.add_get("/", _page("play"))
    app.router.add_get("/rooms/{room}", _page("play"))
    app.router.add_get("/teacher", _page("teacher"))
    app.router.add_get("/projector", _page("projector"))
    app.router.add_get("/static/{name}", static)
    app.router.add_get("/favicon.ico", no_icon)
    app.router.add_get("/api/rooms", api_rooms)
    app.router.add_post("/api/rooms", api_create)
    app.router.add_get("/api/rooms/{room}", api_room)
    app.router.add_get("/api/rooms/{room}/record", api_record)
    app.router.add_get("/api/rooms/{room}/svg", api_svg)
    app.router.add_post("/api/rooms/{room}/seats/{seat}/code", api_new_code)
    app.router.add_post("/api/rooms/{room}/locks", api_locks)
    app.router.add_get("/api/records", api_records)
    app.router.add_get("/api/tournament", api_tournament)

    async def on_startup(app):
        hall.start()

    async def on_cleanup(app):
        await hall.close()
    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    return app


# ---- running -----------------------------------------------------------------------------

@dataclass
class Running:
    """A started server: its address, teacher code and hall; `await stop()` ends it."""
    url: str
    teacher_code: str
    hall: Hall
    runner: web.AppRunner

    async def stop(self) -> None:
        await self.runner.cleanup()


def teacher_code_for(storage, given: str | None) -> str:
    """The teacher code: the one given, else the one this data folder had, else a new one;
    kept in the data folder so that a restarted server keeps it."""
    code = given or storage.get_meta("teacher_code") or new_code(16)
    storage.set_meta("teacher_code", code)
    return code


async def start(host: str = "127.0.0.1", port: int = 8765, data: str = ":memory:", *,
                teacher_code: str | None = None, bot_delay: float = 0.0,
                limits: Limits = Limits(), public_url: str | None = None,
                voila_url: str | None = None) -> Running:
    """Start the server in the running event loop (port 0: any free port)."""
    storage = SQLiteStorage(data)
    code = teacher_code_for(storage, teacher_code)
    hall = Hall(storage, bot_delay=bot_delay)
    runner = web.AppRunner(make_app(hall, code, limits=limits, public_url=public_url,
                                    voila_url=voila_url), access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, host, port)
    await site.start()
    bound = runner.addresses[0][1]
    return Running(f"http://{host}:{bound}", code, hall, runner)


def run(host: str = "127.0.0.1", port: int = 8765, data: str = "classroom-data", *,
        teacher_code: str | None = None, bot_delay: float = 0.5,
        public_url: str | None = None, voila_url: str | None = None,
        limits: Limits = Limits(), out=print, lang: str = "en") -> None:
    """Serve until Ctrl-C or SIGTERM (the command line's `classroom serve`); its first lines
    in `lang`."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")

    async def main():
        server = await start(host, port, data, teacher_code=teacher_code, bot_delay=bot_delay,
                             public_url=public_url, voila_url=voila_url, limits=limits)
        rooms, aside = len(server.hall.rooms), len(server.hall.set_aside)
        out(render("room-serving", lang, where=server.url, count=rooms, path=data))
        if aside:
            out(render("room-serving_aside", lang, count=aside))
        out(render("room-teacher_page", lang, where=f"{public_url or server.url}/teacher"))
        out(render("room-teacher_code", lang, code=server.teacher_code))
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, stop.set)
        await stop.wait()
        await server.stop()
    asyncio.run(main())


class ServerThread:
    """The server in a background thread with its own event loop: for a teacher's notebook
    and for tests. `with ServerThread(data=folder) as s: s.url, s.teacher_code`."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0, data: str = ":memory:", **kw):
        self.args, self.kw = (host, port, data), kw
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True,
                                       name="classroom-server")
        self.running: Running | None = None

    def __enter__(self) -> Running:
        self.thread.start()
        self.running = asyncio.run_coroutine_threadsafe(
            start(*self.args, **self.kw), self.loop).result(timeout=30)
        return self.running

    def __exit__(self, *exc) -> None:
        asyncio.run_coroutine_threadsafe(self.running.stop(), self.loop).result(timeout=30)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout=10)
        self.loop.close()
