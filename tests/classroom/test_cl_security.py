"""Security: a code acts only for its seat, wrong and reused codes are refused, stale moves,
junk, floods and oversized messages are refused, another seat's hand cannot be asked for,
and the teacher's API and view need the teacher code."""
from __future__ import annotations

import asyncio
import json
import urllib.request

import aiohttp
import pytest

from sanmarco_nb.classroom import AsyncClient, Limits, Refused, ServerThread, Teacher
from sanmarco_nb.classroom.rooms import new_code


async def raw(url: str, join: dict | None):
    """A bare websocket, joined with `join` (None: not joined); returns (session, ws,
    first reply)."""
    http = aiohttp.ClientSession()
    ws = await http.ws_connect(url.replace("http", "ws", 1) + "/ws")
    reply = None
    if join is not None:
        await ws.send_json(join)
        reply = await ws.receive_json(timeout=10)
    return http, ws, reply


async def next_of(ws, kind: str) -> dict:
    while True:
        msg = await ws.receive_json(timeout=10)
        if msg["type"] == kind:
            return msg


@pytest.fixture
def table(server):
    """A San Marco room of two students and two bots, students' codes given out."""
    teacher = Teacher(server.url, server.teacher_code)
    room = teacher.create_room("sanmarco", ["human", "human", "random", "random"], seed=5)
    return server, teacher, room


def test_codes_are_long_random_and_distinct():
    codes = {new_code() for _ in range(1000)}
    assert len(codes) == 1000 and all(len(c) == 16 for c in codes)   # 96 random bits each


def test_a_code_acts_only_for_its_seat(table):
    server, _, room = table

    async def go():
        a = await AsyncClient(room["url"], room["seats"][0]["code"], store=None).connect()
        b = await AsyncClient(room["url"], room["seats"][1]["code"], store=None).connect()
        await b.wait_for(lambda v: v["to_move"] == 0, timeout=30)
        assert a.my_turn and not b.legal_actions
        with pytest.raises(Refused, match="not your turn"):        # b plays a's move
            await b.move(a.legal_actions[0])
        # a message naming another seat changes nothing: the connection's seat acts
        inbox = []
        b.listeners.append(inbox.append)
        await b._ws.send_json({"type": "move", "seat": 0, "move": a.legal_actions[0],
                               "version": b.version, "id": 99})
        for _ in range(100):
            if inbox:
                break
            await asyncio.sleep(0.02)
        assert inbox[0]["type"] == "refused" and inbox[0]["id"] == 99
        assert "not your turn" in inbox[0]["reason"]
        # and asking for a view with another seat's number gives one's own
        await b._ws.send_json({"type": "view", "seat": 0})
        await asyncio.sleep(0.2)
        assert b.view["seat"] == 1 and b.view["observation"]["player"] == 1
        await a.close()
        await b.close()
    asyncio.run(go())


def test_stale_move_refused_and_two_moves_at_once_ordered(table):
    server, _, room = table

    async def go():
        a = await AsyncClient(room["url"], room["seats"][0]["code"], store=None).connect()
        view = await a.wait_turn(timeout=30)
        first, second = view["legal"][0], view["legal"][-1]
        results = await asyncio.gather(a.move(first, view["version"]),
                                       a.move(second, view["version"]),
                                       return_exceptions=True)
        made = [r for r in results if isinstance(r, dict)]
        refused = [r for r in results if isinstance(r, Refused)]
        assert len(made) == 1 and len(refused) == 1
        assert "stale" in str(refused[0])
        # replaying the move made, with the version it was made on, is stale too
        with pytest.raises(Refused, match="stale"):
            await a.move(first, view["version"])
        await a.close()
    asyncio.run(go())


def test_wrong_reused_and_foreign_codes_refused(table):
    server, teacher, room = table
    other = teacher.create_room("artsociety", ["human", "random"])

    async def go():
        for join in ({"type": "join", "code": "not-a-code"}, {"type": "join"},
                     {"type": "join", "code": ["x"]}, {"type": "join", "session": "forged"},
                     {"type": "join", "room": room["room"], "code": other["seats"][0]["code"]},
                     {"type": "watch", "room": room["room"], "code": "guess"}):
            http, ws, reply = await raw(server.url, join)
            assert reply["type"] == "refused", join
            await ws.receive()                                   # the server closes
            assert ws.closed and ws.close_code == 4003
            await http.close()
        # the foreign-room attempt did not spend the other room's code
        c = await AsyncClient(other["url"], other["seats"][0]["code"], store=None).connect()
        await c.close()
        # a used code does not open the seat a second time; the session does
        a = await AsyncClient(room["url"], room["seats"][0]["code"], store=None).connect()
        with pytest.raises(Refused, match="already used"):
            await AsyncClient(room["url"], room["seats"][0]["code"], store=None).connect()
        again = await AsyncClient(room["url"], session=a.session, store=None).connect()
        assert again.seat == 0
        await asyncio.sleep(0.2)        # the older connection is told the seat moved on
        assert a._ws.closed and a._ws.close_code == 4001
        await again.close()
        await a.close()
    asyncio.run(go())


def test_junk_and_oversized_messages(table):
    server, _, room = table

    async def go():
        http, ws, reply = await raw(server.url, {"type": "join",
                                                 "code": room["seats"][0]["code"]})
        assert reply["type"] == "joined"
        await next_of(ws, "view")
        for junk in ("not json", "[1, 2]", "[" * 2000 + "]" * 2000, '{"type": "eval"}',
                     '{"type": "move", "move": "doge 1", "version": "7"}',
                     '{"type": "move", "move": "doge 1", "version": true}',
                     '{"type": "move", "move": {"__class__": 1}, "version": 0}',
                     '{"type": "move", "move": "' + "x" * 300 + '", "version": 0}',
                     '{"type": "move", "move": "__import__(\'os\')", "version": 0}'):
            await ws.send_str(junk)
            msg = await next_of(ws, "refused")
            assert msg["reason"]
        await ws.send_bytes(b"\x80\x04pickle")
        assert (await next_of(ws, "refused"))["reason"] == "messages are JSON text"
        await ws.send_str(json.dumps({"type": "ping", "pad": "x" * 5000}))   # > 4096 bytes
        msg = await ws.receive(timeout=10)
        assert msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
        assert ws.close_code == aiohttp.WSCloseCode.MESSAGE_TOO_BIG
        await http.close()

    asyncio.run(go())


def test_a_flood_is_refused_beyond_the_burst_then_closed(tmp_path):
    with ServerThread(data=str(tmp_path), limits=Limits(burst=5, rate=0.01, strikes=3)) as srv:
        room = Teacher(srv.url, srv.teacher_code).create_room("artsociety", ["human", "human"])

        async def go():
            http, ws, _ = await raw(srv.url, {"type": "join", "code": room["seats"][0]["code"]})
            await next_of(ws, "view")
            for _ in range(10):
                await ws.send_str('{"type": "ping"}')
            answers = []
            while (msg := await ws.receive(timeout=10)).type == aiohttp.WSMsgType.TEXT:
                answers.append(json.loads(msg.data))
            # three refused, then why the connection closes (a message before the close)
            assert [a["type"] for a in answers] == ["pong"] * 5 + ["refused"] * 4
            assert answers[-2]["reason"] == "too many messages: slow down"
            assert answers[-1]["refusal"]["id"] == "room-too_many_bad"
            assert ws.close_code == aiohttp.WSCloseCode.POLICY_VIOLATION
            await http.close()
        asyncio.run(go())


def test_no_join_message_in_time_is_refused(tmp_path):
    with ServerThread(data=str(tmp_path), limits=Limits(join_timeout=0.3)) as server:
        async def go():
            http, ws, _ = await raw(server.url, None)
            msg = await ws.receive_json(timeout=10)
            assert msg == {"type": "refused", "reason": "no join message in time",     # in English
                   "refusal": {"id": "room-no_join", "text": "no join message in time",
                               "params": {}}}                 # and as data, for any language
            await http.close()
        asyncio.run(go())


def test_wrong_codes_wait_per_address_and_room_and_a_right_code_never_does(tmp_path):
    """Three wrong codes for one room, then that room's wrong codes wait; a right code for
    that room still gets in, another room's wrong codes are still just wrong, and the
    teacher's API answers the teacher code (wrong teacher codes wait apart)."""
    with ServerThread(data=str(tmp_path), limits=Limits(failed_joins=3)) as server:
        teacher = Teacher(server.url, server.teacher_code)
        one, two = (teacher.create_room("artsociety", ["human", "human"]) for _ in range(2))

        async def join(code, room):
            http, ws, reply = await raw(server.url, {"type": "join", "code": code,
                                                     "room": room["room"]})
            await http.close()
            return reply

        async def go():
            for _ in range(3):
                assert (await join("guess", one))["reason"] == "unknown or already used code"
            assert "too many wrong codes" in (await join("guess", one))["reason"]
            assert (await join(one["seats"][0]["code"], one))["type"] == "joined"
            assert (await join("guess", two))["reason"] == "unknown or already used code"
        asyncio.run(go())
        for _ in range(3):
            with pytest.raises(PermissionError, match="403"):
                Teacher(server.url, "wrong").rooms()
        with pytest.raises(PermissionError, match="429"):
            Teacher(server.url, "wrong").rooms()
        assert len(teacher.rooms()) == 2


def test_teacher_api_and_view_need_the_teacher_code(table):
    server, teacher, room = table
    for code in ("", "wrong", server.teacher_code + "x"):
        with pytest.raises(PermissionError, match="403"):
            Teacher(server.url, code).rooms()
    plain = urllib.request.Request(f"{server.url}/api/rooms/{room['room']}/record")
    with pytest.raises(urllib.error.HTTPError) as e:
        urllib.request.urlopen(plain, timeout=10)
    assert e.value.code == 403

    async def go():
        # the teacher watches with all hands: the true record, every event; no moving
        async with AsyncClient(room["url"], server.teacher_code, watch=True) as t:
            assert t.seat is None and t.view["record"]["seed"] == 5
            with pytest.raises(Refused, match="watches"):
                await t.move("doge 1", t.version)
    asyncio.run(go())


def test_pages_carry_a_strict_content_security_policy(server):
    for path in ("/", "/teacher", "/rooms/abc", "/static/play.js", "/static/teacher.js"):
        with urllib.request.urlopen(server.url + path, timeout=10) as r:
            assert r.status == 200
            csp = r.headers["Content-Security-Policy"]
            assert "default-src 'self'" in csp and "unsafe-inline" not in csp
            assert r.headers["X-Content-Type-Options"] == "nosniff"
    with pytest.raises(urllib.error.HTTPError) as e:
        urllib.request.urlopen(server.url + "/static/../storage.py", timeout=10)
    assert e.value.code == 404


@pytest.mark.parametrize("game, kinds", [("sanmarco", ["human", "greedy", "greedy", "greedy"]),
                                         ("artsociety", ["human", "greedy", "greedy"])])
def test_the_spectators_view_shows_what_every_seat_sees_and_no_more(server, game, kinds):
    """The projector's view (teacher code, public): at every move, its record rebuilds a game
    whose observation for each seat agrees with the truth on everything that seat shares with
    all others; no move is shown in notation, every private event is withheld; two spectators
    do not push each other out, and a spectator cannot move."""
    from sanmarco_nb.bots import bot_step, make_bot
    from sanmarco_nb.classroom.views import spectator_state
    from sanmarco_nb.core import play_chance
    from sanmarco_nb.games import load_game
    # the engine side, over a whole local game: what a spectator may know is what a seat
    # without private cards knows (San Marco: a chooser; Art Society: a seat yet to bid)
    state, changed, seat0_hidden = load_game(game).new_game(players=len(kinds), seed=8), 0, 0
    bot = make_bot("greedy")
    while not state.is_terminal():
        seen = spectator_state(state, len(state.history))
        for p in range(state.players):
            if not _holds_private(state, p):
                assert _plain(seen.observation(p)) == _plain(state.observation(p))
            elif p == 0:    # the seat the first determinization kept true: invented too
                seat0_hidden += _plain(seen.observation(0)) != _plain(state.observation(0))
        changed += seen.to_record()["moves"] != state.to_record()["moves"]
        if state.to_move == -1:
            play_chance(state)
        else:
            bot_step(state, bot)
    assert changed > 0 and seat0_hidden > 0   # hidden cards and bids invented, not copied

    teacher = Teacher(server.url, server.teacher_code)
    room = teacher.create_room(game, kinds, seed=9)

    async def go():
        async with AsyncClient(room["url"], server.teacher_code, public=True) as a, \
                AsyncClient(room["url"], server.teacher_code, public=True) as b, \
                AsyncClient(room["url"], room["seats"][0]["code"], store=None) as me:
            a.inbox = []
            a.listeners.append(a.inbox.append)
            for _ in range(12):
                view = await me.wait_turn(timeout=30)
                if view["terminal"]:
                    break
                await me.move(view["legal"][0], view["version"])
            await a.wait_for(lambda v: v["version"] >= me.version, timeout=30)
            assert not b.closed and a.view["public"] and a.view["observation"] is None
            with pytest.raises(Refused, match="watches"):
                await a.move(me.legal_actions[0] if me.legal_actions else "bid 1", a.version)
            return a.inbox
    inbox = asyncio.run(go())
    views = [m for m in inbox if m["type"] == "view"]
    assert views and all(m["record"]["seed"] != 9 for m in views)
    for m in views:
        for step in m["steps"]:
            assert step["move"] is None
            assert all(e["data"] == {"private": 1} for e in step["events"]
                       if e["data"].get("private"))


def _plain(x):
    return json.loads(json.dumps(x))


def _holds_private(state, p: int) -> bool:
    """Whether seat `p` knows a hidden card now (a San Marco distributor's face-down cards,
    an Art Society sealed bid)."""
    if state.GAME == "sanmarco":
        from sanmarco_nb.sanmarco.hidden import hidden_pairs
        # a pair hidden from another seat whose distributor is p: p alone knows its cards
        return any(state._pairs[i][0] == p
                   for i in hidden_pairs(state, (p + 1) % state.players))
    return state.phase == "bid" and state.bids[p] is not None
