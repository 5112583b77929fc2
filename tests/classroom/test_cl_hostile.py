"""The room server under hostile input (OWASP's websocket guidance, boardgame.io's server):
every client message is answered, by a refusal with an id or a close frame with a code, never
by a dropped socket (1006); nothing a client sends changes a game it has no legal move in;
a crowd of idle sockets from one address never keeps a student out."""
from __future__ import annotations

import asyncio
import json
import logging
import resource
import statistics
import threading
import time

import aiohttp
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sanmarco_nb.classroom import Limits, ServerThread, Teacher
from sanmarco_nb.classroom.server import _decode

MESSAGES = 10_000
BATCH = 50

leaf = st.one_of(st.none(), st.booleans(), st.integers(-10 ** 40, 10 ** 40),
                 st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=40))
value = st.recursive(leaf, lambda inner: st.lists(inner, max_size=4)
                     | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=12)
NOW = "<the room's version>"                 # replaced by the version the seat was shown
version = st.one_of(st.just(NOW), st.integers(-10 ** 40, 10 ** 40),
                    st.sampled_from([-1, 2 ** 53, 2 ** 53 + 1, 10 ** 30]), value)
move = st.fixed_dictionaries(
    {"type": st.just("move"), "move": st.one_of(st.text(max_size=60), value),
     "version": version}, optional={"id": value, "extra": value})
other = st.fixed_dictionaries(
    {"type": st.one_of(st.sampled_from(["view", "ping", "join", "watch", "move", "eval"]),
                       value)},
    optional={"id": value, "code": value, "session": value, "lang": value, "room": value})
raw = st.one_of(
    st.text(max_size=120),
    st.integers(1, 3000).map(lambda n: "[" * n + "]" * n),
    st.integers(1, 2000).map(lambda n: '{"a":' * n + "1" + "}" * n),
    st.sampled_from(['{"type": "move", "move": "pass", "version": NaN}',
                     '{"type": "move", "move": "pass", "version": Infinity}',
                     '{"type": "move", "move": "pass", "version": -Infinity}',
                     '{"type": "move", "move": "pass", "version": 1e400}',
                     '{"type": "move", "move": "pass", "version": ' + "9" * 5000 + "}",
                     '{"type": "ping", "pad": "' + "x" * 5000 + '"}']))
message = st.one_of(move, other, raw, st.binary(max_size=64))


def test_nan_and_infinity_are_not_json():
    for text in ('{"v": NaN}', '{"v": Infinity}', '{"v": -Infinity}'):
        assert _decode(text) is None
    assert _decode('{"v": 1}') == {"v": 1}


def test_an_error_of_the_server_is_refused_and_logged_never_a_dropped_socket(
        tmp_path, monkeypatch, caplog):
    from sanmarco_nb.classroom.hall import Hall

    async def broken(*_args, **_kw):
        raise RuntimeError("a bug in handling a move")
    monkeypatch.setattr(Hall, "move", broken)
    with ServerThread(data=str(tmp_path)) as server:
        room = Teacher(server.url, server.teacher_code).create_room("artsociety", ["human"] * 2)

        async def go():
            seat = Seat(server.url, room["seats"][0]["code"])
            await seat.connect()
            await seat.ws.send_json({"type": "move", "move": "pass", "version": 0, "id": 7})
            answer = await seat.ws.receive_json(timeout=10)
            assert (answer["refusal"]["id"], answer["id"]) == ("room-server_error", 7)
            await seat.ws.send_json({"type": "ping"})           # the connection goes on
            assert (await seat.ws.receive_json(timeout=10))["type"] == "pong"
            await seat.http.close()
        asyncio.run(go())
    assert "a bug in handling a move" in caplog.text


class Seat:
    """A joined student seat over a real websocket, reconnected by its session when a limit
    closes it (a message over the size limit: 1009)."""

    def __init__(self, url: str, code: str):
        self.url, self.code = url.replace("http", "ws", 1) + "/ws", code
        self.session = self.http = self.ws = None
        self.closes: list[int] = []

    async def connect(self) -> dict:
        self.http = self.http or aiohttp.ClientSession()
        self.ws = await self.http.ws_connect(self.url)
        await self.ws.send_json({"type": "join", "session": self.session} if self.session
                                else {"type": "join", "code": self.code})
        joined = await self.ws.receive_json(timeout=10)
        assert joined["type"] == "joined", joined
        self.session = self.session or joined["session"]
        while (view := await self.ws.receive_json(timeout=10))["type"] != "view":
            pass
        return view

    async def send(self, item) -> None:
        """One message, then its one answer: a text, or a close frame with a code."""
        if isinstance(item, bytes):
            await self.ws.send_bytes(item)
        else:
            await self.ws.send_str(item if isinstance(item, str) else json.dumps(item))
        answer = await self.ws.receive(timeout=10)
        if answer.type == aiohttp.WSMsgType.TEXT:
            assert json.loads(answer.data)["type"] in ("refused", "pong", "view"), answer.data
            return
        assert answer.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED), answer
        code = self.ws.close_code
        assert code is not None and code != aiohttp.WSCloseCode.ABNORMAL_CLOSURE, code
        self.closes.append(code)
        await self.connect()


def test_ten_thousand_hostile_messages_each_answered_and_the_game_unchanged(tmp_path, caplog):
    caplog.set_level(logging.WARNING)
    limits = Limits(rate=1e9, burst=1e9, strikes=10 ** 9)
    with ServerThread(data=str(tmp_path), limits=limits) as server:
        teacher = Teacher(server.url, server.teacher_code)
        room = teacher.create_room("artsociety", ["human", "human"], seed=3)
        before = teacher.record(room["room"])
        loop = asyncio.new_event_loop()
        seats = [Seat(server.url, s["code"]) for s in room["seats"]]
        views = [loop.run_until_complete(s.connect()) for s in seats]
        mover = next(i for i, v in enumerate(views) if v["legal"])
        seat, legal, now = seats[mover], set(views[mover]["legal"]), views[mover]["version"]
        sent = 0

        @settings(max_examples=MESSAGES // BATCH, deadline=None, database=None,
                  suppress_health_check=list(HealthCheck))
        @given(st.lists(message, min_size=BATCH, max_size=BATCH))
        def batch(items):
            nonlocal sent
            for item in items:
                if isinstance(item, dict) and item.get("version") == NOW:
                    item = dict(item, version=now)
                    if isinstance(item["move"], str) and item["move"] in legal:
                        # a legal move is left out
                        item["move"] = f"{item['move']} x"
                loop.run_until_complete(seat.send(item))
                sent += 1
        try:
            batch()
        finally:
            for s in seats:
                loop.run_until_complete(s.http.close())
            loop.close()
        assert sent >= MESSAGES
        assert teacher.record(room["room"]) == before
    assert set(seat.closes) <= {aiohttp.WSCloseCode.MESSAGE_TOO_BIG}, seat.closes
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert not errors, errors[0].getMessage()


@pytest.mark.slow
def test_a_student_joins_within_a_second_through_a_crowd_of_idle_sockets(tmp_path, kit):
    """1,000 idle sockets opened and held, then 50 new ones a second for 30 s, all from
    127.0.0.1 (a hub's one address), against the server in its own process: a student with a
    valid code, joining every 2 s, gets in within a second each time."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, 16384)), hard))
    server = kit.ServerProcess(str(tmp_path / "data"), 0)
    log: list[str] = []
    threading.Thread(target=lambda: log.extend(server.proc.stdout), daemon=True).start()
    try:
        teacher = Teacher(server.url, server.teacher_code)
        codes = [s["code"] for r in teacher.create_rooms("artsociety", ["human"] * 2, count=10)
                 for s in r["seats"]]
        report = asyncio.run(_crowd(server.url.replace("http", "ws", 1) + "/ws", codes))
        report["server_rss_mb"], report["server_peak_mb"] = _memory(server.proc.pid)
    finally:
        server.stop()
    print(json.dumps(report))
    assert report["held"] == 1000
    assert report["joins"] >= 14 and max(report["join_s"]) < 1.0, report
    assert report["evicted_seen"] == 100
    assert not [line for line in log if "Traceback" in line or " ERROR " in line], log[-5:]


async def _crowd(url: str, codes: list[str]) -> dict:
    http = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0))
    held, refused = [], 0

    async def idle() -> bool:
        nonlocal refused
        try:
            held.append(await http.ws_connect(url, autoclose=False))
            return True
        except aiohttp.WSServerHandshakeError:
            refused += 1              # 503 while every waiting socket is within its grace
            return False
    while len(held) < 1000:
        if not await idle():
            await asyncio.sleep(0.05)
    times = []

    async def student(code: str) -> None:
        t0 = time.perf_counter()
        ws = await http.ws_connect(url)
        await ws.send_json({"type": "join", "code": code})
        assert (await ws.receive_json(timeout=5))["type"] == "joined"
        times.append(time.perf_counter() - t0)
        await ws.close()

    flood_started, joins = time.monotonic(), []
    while (elapsed := time.monotonic() - flood_started) < 30:
        if len(joins) < elapsed / 2:
            joins.append(asyncio.ensure_future(student(codes[len(joins)])))
        asyncio.ensure_future(idle())
        await asyncio.sleep(1 / 50)
    await asyncio.gather(*joins)
    evicted = 0                       # the oldest were closed as idle, a refusal saying why
    for ws in held[:100]:
        said = await ws.receive(timeout=5)
        evicted += said.type == aiohttp.WSMsgType.TEXT and \
            json.loads(said.data)["refusal"]["id"] == "room-idle"
    await http.close()
    return {"held": 1000, "opened": len(held), "refused_503": refused, "joins": len(times),
            "join_s": [round(t, 3) for t in times], "join_median_s":
            round(statistics.median(times), 3), "evicted_seen": evicted}


def _memory(pid: int) -> tuple[float, float]:
    status = open(f"/proc/{pid}/status").read()
    kb = {line.split(":")[0]: int(line.split()[1]) for line in status.splitlines()
          if line.startswith(("VmRSS", "VmHWM"))}
    return round(kb["VmRSS"] / 1024, 1), round(kb["VmHWM"] / 1024, 1)
