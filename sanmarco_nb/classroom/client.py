"""Python clients of the room server: a student's seat and the teacher's API.

    from sanmarco_nb.classroom import Client, Teacher
    teacher = Teacher("http://10.0.0.5:8765", "teacher-code")
    room = teacher.create_room("sanmarco", ["human", "human", "greedy", "greedy"])
    me = Client(room["url"], room["seats"][0]["code"], name="Ada")
    me.wait_turn(); me.legal_actions          # ['doge 1', ...] in notation
    me.move("doge 5")                         # the new view, or Refused with the reason
    me.state()                                # a full State to draw (hidden parts invented)

`AsyncClient` is the same seat for asyncio code; `Client` runs one in a background thread so a
notebook can call it plainly. A seat reconnects by itself (with its session token) when the
connection drops or the server restarts; the token is also kept in a small file in the home
folder, so re-running the join cell after a kernel restart gets the same seat back.
"""
from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import hashlib
import json
import os
import threading
import urllib.error
import urllib.parse
import urllib.request

import aiohttp

try:
    import fcntl
except ImportError:           # Windows: no flock; one student per machine there anyway
    fcntl = None

from ..games import load_game
from ..i18n import refusal, render
from .rooms import Refused, refused_from

__all__ = ["AsyncClient", "Client", "Teacher", "Refused", "ConnectionLost", "split_room",
           "SessionStore", "DEFAULT_STORE"]

# where a seat's session token is kept between kernel restarts ($SANMARCO_NB_SESSIONS: another
# file, e.g. for tests or a shared lab account)
DEFAULT_STORE = os.path.join(os.path.expanduser("~"), ".sanmarco-nb", "classroom-sessions.json")
MAX_VIEW = 16 * 1024 * 1024     # a view holds a whole record: a few kB, far below this


class ConnectionLost(ConnectionError):
    """The connection dropped before the server answered; look at the view and try again."""


def split_room(room: str) -> tuple[str, str | None]:
    """A room address "http://host:port/rooms/ID" as (server URL, room id); a bare server URL
    gives (URL, None): the join code alone names the room."""
    url = urllib.parse.urlsplit(room)
    if url.scheme not in ("http", "https") or not url.netloc:
        raise Refused(id="room-address", room=repr(room)[:80])     # a ValueError, in any language
    base = f"{url.scheme}://{url.netloc}"
    parts = [p for p in url.path.split("/") if p]
    return base, parts[1] if len(parts) == 2 and parts[0] == "rooms" else None


class SessionStore:
    """Session tokens by (server, code), in a JSON file readable only by its owner."""

    def __init__(self, path: str | None):
        self.path = path

    @staticmethod
    def key(base: str, code: str) -> str:
        return hashlib.sha256(f"{base}\0{code}".encode()).hexdigest()

    def _load(self) -> dict:
        try:
            with open(self.path, encoding="utf-8") as f:
                data = json.load(f)
            return data if isinstance(data, dict) else {}
        except (OSError, ValueError):
            return {}

    def get(self, base: str, code: str) -> str | None:
        return self._load().get(self.key(base, code)) if self.path and code else None

    def put(self, base: str, code: str, token: str) -> None:
        if not self.path or not code:
            return
        os.makedirs(os.path.dirname(self.path) or ".", mode=0o700, exist_ok=True)
        # one Voila server holds a class's kernels, all writing this file at the bell: the
        # read-change-write is done under an exclusive lock, then the file is replaced whole
        with _locked(self.path + ".lock"):
            data = self._load()
            data[self.key(base, code)] = token
            tmp = f"{self.path}.{os.getpid()}.{threading.get_ident()}"
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(data, f)
            os.replace(tmp, self.path)


@contextlib.contextmanager
def _locked(path: str):
    """An exclusive advisory lock on `path` (POSIX flock; elsewhere none)."""
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)          # closing releases the lock


class AsyncClient:
    """One seat of a room, for asyncio code. `room` is the room's address (or the server's);
    `code` the seat's join code, or `session` a token from an earlier join."""

    def __init__(self, room: str, code: str | None = None, *, session: str | None = None,
                 name: str = "", lang: str = "en", store: str | None = DEFAULT_STORE,
                 reconnect: bool = True, timeout: float = 10.0, watch: bool = False,
                 public: bool = False):
        self.base, self.room = split_room(room)
        # watch: the teacher's view (the truth); public too: the spectator's (no hidden card)
        watch = watch or public
        self.code, self.name, self.lang, self.watch, self.public = code, name, lang, watch, public
        if store == DEFAULT_STORE:
            store = os.environ.get("SANMARCO_NB_SESSIONS") or store
        self.store = SessionStore(None if watch else store)
        self.session = session or self.store.get(self.base, code)
        self.reconnect, self.timeout = reconnect, timeout
        self.seat: int | None = None
        self.view: dict | None = None
        self.listeners: list = []           # called with every message received (tests, tables)
        self.closed = False
        self._pending: dict[int, asyncio.Future] = {}
        self._next_id = 0
        self._changed = asyncio.Event()
        self._state = None
        self._http = self._ws = self._reader = None

    # -- connecting ---------------------------------------------------------------------------
    async def connect(self) -> "AsyncClient":
        self._http = aiohttp.ClientSession()
        try:
            await self._open()
        except BaseException:
            await self._http.close()
            raise
        self._reader = asyncio.get_running_loop().create_task(self._read())
        return self

    async def __aenter__(self):
        return await self.connect()

    async def __aexit__(self, *exc):
        await self.close()

    def _join_message(self) -> dict:
        if self.watch:
            return {"type": "watch", "room": self.room, "code": self.code, "lang": self.lang,
                    "public": self.public}
        if self.session:
            return {"type": "join", "session": self.session, "lang": self.lang}
        message = {"type": "join", "code": self.code, "name": self.name, "lang": self.lang}
        if self.room:
            message["room"] = self.room
        return message

    async def _open(self) -> None:
        ws = await self._http.ws_connect(f"{self.base}/ws", heartbeat=30, max_msg_size=MAX_VIEW)
        try:
            await ws.send_json(self._join_message())
            reply = await ws.receive_json(timeout=self.timeout)
            if reply.get("type") != "joined":
                raise (refused_from(reply) if reply.get("type") == "refused"
                       else Refused(id="room-not_let_in"))
            self.seat, self.room = reply["seat"], reply["room"]
            if "session" in reply:
                self.session = reply["session"]
                self.store.put(self.base, self.code, self.session)
            self._ws = ws
            self._dispatch(await ws.receive_json(timeout=self.timeout))
        except BaseException:
            await ws.close()
            raise

    async def _read(self) -> None:
        """Dispatch messages; when the connection drops, reconnect with the session token."""
        while True:
            ws = self._ws
            async for msg in ws:
                if msg.type == aiohttp.WSMsgType.TEXT:
                    self._dispatch(json.loads(msg.data))
            self._fail_pending(ConnectionLost(self._say("room-connection_lost")))
            if self.closed or not self.reconnect or ws.close_code == 4001:
                self._finish(self._say("room-opened_elsewhere" if ws.close_code == 4001
                                       else "room-closed"))
                return
            if not await self._reopen():
                return

    async def _reopen(self) -> bool:
        delay = 0.1
        while not self.closed:
            await asyncio.sleep(delay)
            try:
                await self._open()
                return True
            except Refused as e:
                self._finish(refusal(e, self.lang))
                return False
            except (aiohttp.ClientError, OSError, asyncio.TimeoutError, ValueError, TypeError):
                delay = min(delay * 2, 2.0)        # not up yet, or closed on us: again
        return False

    def _say(self, message_id: str) -> str:
        return render(message_id, self.lang)

    def _finish(self, reason: str) -> None:
        """The seat's connection is over for good: listeners get {"type": "closed"}."""
        already, self.closed = self.closed, True
        if not already:
            for listener in self.listeners:
                listener({"type": "closed", "reason": reason})
        self._notify()

    def _fail_pending(self, error: Exception) -> None:
        for fut in self._pending.values():
            if not fut.done():
                fut.set_exception(error)
        self._pending.clear()

    def _notify(self) -> None:
        self._changed.set()
        self._changed = asyncio.Event()

    def _dispatch(self, msg: dict) -> None:
        for listener in self.listeners:
            listener(msg)
        kind = msg.get("type")
        if kind == "view":
            self.view, self._state = msg, None
            fut = self._pending.pop(msg.get("ack"), None)
            if fut is not None and not fut.done():
                fut.set_result(msg)
            self._notify()
        elif kind == "refused":
            fut = self._pending.pop(msg.get("id"), None)
            if fut is not None and not fut.done():
                fut.set_exception(refused_from(msg))

    async def close(self) -> None:
        self.closed = True
        if self._ws is not None:
            await self._ws.close()
        if self._reader is not None:
            await asyncio.gather(self._reader, return_exceptions=True)
        if self._http is not None:
            await self._http.close()
        self._fail_pending(ConnectionLost(self._say("room-closed")))

    # -- reading the table ----------------------------------------------------------------------
    @property
    def version(self) -> int:
        return self.view["version"]

    @property
    def legal_actions(self) -> list[str]:
        """This seat's legal moves in notation; empty unless it is this seat's turn."""
        return list(self.view["legal"])

    @property
    def observation(self) -> dict | None:
        return self.view["observation"]

    @property
    def my_turn(self) -> bool:
        return bool(self.view["legal"])

    @property
    def terminal(self) -> bool:
        return self.view["terminal"]

    def state(self):
        """A full State of the game to draw: the seat's own information true, what it cannot
        see invented (the server's determinization). Rebuilt once per version."""
        if self._state is None:
            self._state = load_game(self.view["game"]).from_record(self.view["record"])
        return self._state

    # -- acting -----------------------------------------------------------------------------
    async def move(self, text: str, version: int | None = None) -> dict:
        """Send a move in notation, made on `version` (default: the view's). Returns the view
        after it; raises Refused with the server's reason, or ConnectionLost."""
        if self._ws is None or self.closed:
            raise ConnectionLost(self._say("room-not_connected"))
        self._next_id += 1
        mid = self._next_id
        fut = self._pending[mid] = asyncio.get_running_loop().create_future()
        try:
            await self._ws.send_json({"type": "move", "move": text, "id": mid,
                                      "version": self.version if version is None else version})
        except (aiohttp.ClientError, ConnectionError, RuntimeError) as e:
            self._pending.pop(mid, None)
            raise ConnectionLost(str(e)) from None
        return await asyncio.wait_for(fut, self.timeout)

    async def wait_for(self, predicate, timeout: float | None = None) -> dict:
        """Wait until `predicate(view)` holds; returns the view (TimeoutError after `timeout`)."""
        async def waiting():
            while not predicate(self.view):
                if self.closed:
                    raise ConnectionLost(self._say("room-closed"))
                await self._changed.wait()
            return self.view
        return await asyncio.wait_for(waiting(), timeout)

    async def wait_turn(self, timeout: float | None = None) -> dict:
        """Wait until it is this seat's turn or the game is over."""
        return await self.wait_for(lambda v: v["terminal"] or v["legal"], timeout)


class Client:
    """One seat of a room for plain (notebook) code: an AsyncClient whose event loop runs in a
    background thread. Same arguments; `on_view(callback)` calls back (in that thread) with
    every new view, which is how a table widget follows the room."""

    def __init__(self, room: str, code: str | None = None, **kw):
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True,
                                        name="classroom-client")
        self._thread.start()
        try:
            self._async = self._call(self._connect(room, code, kw))
        except BaseException:
            self._stop_loop()
            raise

    @staticmethod
    async def _connect(room, code, kw):
        return await AsyncClient(room, code, **kw).connect()

    def _call(self, coro, timeout=None):
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(timeout)

    def _stop_loop(self):
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=10)
        self._loop.close()

    def __getattr__(self, name):
        # seat, session, view, version, legal_actions, observation, my_turn, terminal, state
        if name in ("seat", "session", "room", "base", "view", "version", "legal_actions",
                    "observation", "my_turn", "terminal", "state", "closed"):
            return getattr(self._async, name)
        raise AttributeError(name)

    def move(self, text: str, version: int | None = None) -> dict:
        return self._call(self._async.move(text, version))

    def send(self, texts: list[str], version: int) -> "concurrent.futures.Future":
        """Send moves in order without waiting: the first made on `version`, each next on the
        view the one before brought (a Doge path, a three-way split: the same seat moves on).
        The future gives the last view, or raises Refused / ConnectionLost."""
        async def moves():
            view, at = None, version
            for text in texts:
                view = await self._async.move(text, at)
                at = view["version"]
            return view
        return asyncio.run_coroutine_threadsafe(moves(), self._loop)

    def wait_turn(self, timeout: float | None = None) -> dict:
        return self._call(self._async.wait_turn(timeout))

    def wait_for(self, predicate, timeout: float | None = None) -> dict:
        return self._call(self._async.wait_for(predicate, timeout))

    def on_view(self, callback) -> None:
        self._async.listeners.append(lambda m: m.get("type") == "view" and callback(m))

    def on_closed(self, callback) -> None:
        """`callback(reason)` (in the client's thread) when the seat's connection ends for
        good: opened elsewhere, the code revoked, or closed."""
        self._async.listeners.append(lambda m: m.get("type") == "closed"
                                     and callback(m["reason"]))

    def close(self) -> None:
        if self._loop.is_running():
            self._call(self._async.close(), timeout=10)
            self._stop_loop()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class Teacher:
    """The teacher's side of the server's JSON API (standard library only). `lang`: the
    language of the server's answers (its refusals, the seats' names, why a room was set
    aside) and of the join links it makes; None: the server's choice (English)."""

    def __init__(self, url: str, code: str, timeout: float = 10.0, lang: str | None = None):
        self.base, _ = split_room(url)
        self.code, self.timeout, self.lang = code, timeout, lang
        # the room server is on the class network: never route it through a web proxy
        self._opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))

    def _request(self, method: str, path: str, body=None, raw: bool = False):
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(f"{self.base}{path}", data=data, method=method, headers={
            "Authorization": f"Bearer {self.code}", "Content-Type": "application/json",
            **({"Accept-Language": self.lang} if self.lang else {})})
        try:
            with self._opener.open(req, timeout=self.timeout) as r:
                text = r.read().decode()
        except urllib.error.HTTPError as e:
            text = e.read().decode()
            if e.code == 400:
                raise Refused(json.loads(text).get("error", text)) from None
            raise PermissionError(f"{e.code}: {text}") from None
        return text if raw else json.loads(text)

    def create_rooms(self, game: str, seats, count: int = 1, **options) -> list[dict]:
        """`count` rooms of `game` with these seat kinds ("human" or a bot name); options:
        seed, variant (a dict of switches), start_player, title. Each room comes with its
        address and, per human seat, a join code and a link."""
        body = {"game": game, "seats": list(seats), "count": count, **options}
        return self._request("POST", "/api/rooms", body)["rooms"]

    def create_room(self, game: str, seats, **options) -> dict:
        return self.create_rooms(game, seats, 1, **options)[0]

    def rooms(self) -> list[dict]:
        return self._request("GET", "/api/rooms")["rooms"]

    def set_aside(self) -> list[dict]:
        """Rooms the server could not restore at start ({"room", "reason"}): kept in its
        data folder, not served."""
        return self._request("GET", "/api/rooms")["set_aside"]

    def room(self, room: str) -> dict:
        return self._request("GET", f"/api/rooms/{urllib.parse.quote(room)}")

    def record(self, room: str) -> dict:
        """The game's record (load it with from_record, the replay or the analysis tools)."""
        return self._request("GET", f"/api/rooms/{urllib.parse.quote(room)}/record")

    def records(self, unfinished: bool = False) -> list[dict]:
        return self._request("GET", "/api/records" + ("?all=1" if unfinished else ""))["records"]

    def svg(self, room: str) -> str:
        return self._request("GET", f"/api/rooms/{urllib.parse.quote(room)}/svg", raw=True)

    def new_code(self, room: str, seat: int) -> dict:
        return self._request("POST", f"/api/rooms/{urllib.parse.quote(room)}/seats/{seat}/code")

    def lock(self, room: str, hint: bool = True, review: bool = True) -> dict:
        """Turn hints and/or the review off (True) or on in the room's tables: a class rule
        for an exam, not a security boundary (a student's kernel can import the coach)."""
        locks = [k for k, on in (("hint", hint), ("review", review)) if on]
        return self._request("POST", f"/api/rooms/{urllib.parse.quote(room)}/locks",
                             {"locks": locks})

    def tournament(self) -> dict:
        return self._request("GET", "/api/tournament")["tables"]
