"""Issue 36: the room server and the teacher client speak the language chosen for them, and a
websocket closes with a short id (RFC 6455: a close reason is at most 123 bytes) after a
"refused" message that says why in the connection's language. Every text a German or Turkish
user gets is checked by the catalogs' and the pages' English-word detectors."""
from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path

import aiohttp
import pytest

from sanmarco_nb import i18n
from sanmarco_nb.classroom import Client, ServerThread, Teacher
from sanmarco_nb.classroom.pages import STATIC, js_texts
from sanmarco_nb.classroom.rooms import refused_from
from sanmarco_nb.classroom.server import Limits
from sanmarco_nb.classroom.storage import SQLiteStorage

from .test_cl_i18n import _no_english

LANGS = ("de", "tr")


async def _until_closed(ws) -> tuple[list[dict], aiohttp.WSMessage]:
    """Every message up to the close, and the close frame itself."""
    said = []
    while (msg := await ws.receive(timeout=10)).type == aiohttp.WSMsgType.TEXT:
        said.append(json.loads(msg.data))
    return said, msg


def _closed_saying(lang: str, said: list[dict], close, code: int, why: str) -> None:
    """The close: `code` and the short id of `why` (<= 123 bytes), the sentence of `why`
    in `lang` just before it, with no English word."""
    assert close.type == aiohttp.WSMsgType.CLOSE and close.data == code, close
    reason = close.extra.encode("utf-8")
    assert len(reason) <= 123 and reason == why.removeprefix("room-").encode(), close.extra
    last = said[-1]
    assert last["type"] == "refused" and last["refusal"]["id"] == why, said[-3:]
    assert last["reason"] == i18n.render(why, lang) != i18n.render(why, "en")
    _no_english(lang, why, last["reason"])


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    limits = Limits(strikes=2, max_unjoined=1, idle_grace=0.0)
    with ServerThread(data=str(tmp_path_factory.mktemp("lang") / "data"),
                      limits=limits) as running:
        yield running


def _ws(server, lang: str) -> str:
    return server.url.replace("http", "ws", 1) + f"/ws?lang={lang}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_close_is_a_short_id_after_the_sentence_in_the_connections_language(
        server, tmp_path, lang):
    teacher = Teacher(server.url, server.teacher_code, lang=lang)
    room = teacher.create_room("sanmarco", ["human", "human", "greedy"])
    first = room["seats"][0]["code"]

    async def go():
        async with aiohttp.ClientSession() as http:
            # too many messages it cannot read: 1008 "too_many_bad"
            ws = await http.ws_connect(_ws(server, lang))
            await ws.send_json({"type": "join", "code": first, "lang": lang})
            for _ in range(3):
                await ws.send_str("[]")
            said, close = await _until_closed(ws)
            _closed_saying(lang, said, close, 1008, "room-too_many_bad")
            session = said[0]["session"]
            # the seat opened again elsewhere: 4001 "opened_elsewhere" for the first window
            old = await http.ws_connect(_ws(server, lang))
            await old.send_json({"type": "join", "session": session})
            await old.receive_json(timeout=10)
            new = await http.ws_connect(_ws(server, lang))
            await new.send_json({"type": "join", "session": session})
            said, close = await _until_closed(old)
            _closed_saying(lang, said, close, 4001, "room-opened_elsewhere")
            await new.close()
            # no join while a newcomer waits: 4008 "idle"
            idle = await http.ws_connect(_ws(server, lang))
            await asyncio.sleep(0.05)
            newcomer = await http.ws_connect(_ws(server, lang))
            said, close = await _until_closed(idle)
            _closed_saying(lang, said, close, 4008, "room-idle")
            await newcomer.send_json({"type": "join", "code": "wrong", "lang": lang})
            # refused: 4003 "refused" after the refusal itself, in the language
            said, close = await _until_closed(newcomer)
            assert close.data == 4003 and close.extra == "refused"
            refused = refused_from(said[-1])
            assert said[-1]["reason"] == i18n.refusal(refused, lang) != i18n.refusal(refused,
                                                                                    "en")
            _no_english(lang, "refused", said[-1]["reason"])
    asyncio.run(go())


@pytest.mark.parametrize("lang", LANGS)
def test_a_connection_too_slow_for_its_queue_is_told_why_then_closed(tmp_path, lang):
    """A queue of one view: the join's answer fills it, the view overflows it (1008)."""
    with ServerThread(data=str(tmp_path / "data"), limits=Limits(queue=1)) as srv:
        code = Teacher(srv.url, srv.teacher_code).create_room(
            "artsociety", ["human", "human"])["seats"][0]["code"]

        async def go():
            async with aiohttp.ClientSession() as http:
                ws = await http.ws_connect(_ws(srv, lang))
                await ws.send_json({"type": "join", "code": code, "lang": lang})
                said, close = await _until_closed(ws)
                _closed_saying(lang, said, close, 1008, "room-too_slow")
        asyncio.run(go())


def _damage(data: str, room_id: str) -> None:
    db = sqlite3.connect(Path(data) / SQLiteStorage.FILE)
    with db:
        db.execute("UPDATE moves SET move = 'doge 99' WHERE room = ? AND n = 3", (room_id,))
    db.close()


@pytest.mark.parametrize("lang", LANGS)
def test_the_teacher_client_gets_seats_rooms_set_aside_and_tournament_in_its_language(
        tmp_path, lang):
    """Seat names ("Spieler 1", "Oyuncu 2", a bot's), why a room was set aside, the
    tournament's participants, the records' names: in the teacher client's language; a
    seat's client gets the seats' names in its own."""
    data = str(tmp_path / "data")
    first = ServerThread(data=data)
    with first as srv:
        code = srv.teacher_code
        broken = Teacher(srv.url, code).create_room("sanmarco", ["human", "greedy", "greedy"],
                                                    seed=1)
        asyncio.run_coroutine_threadsafe(srv.hall.idle(), first.loop).result(60)
    _damage(data, broken["room"])
    with ServerThread(data=data) as srv:
        teacher = Teacher(srv.url, code, lang=lang)
        room = teacher.create_room("artsociety", ["human", "human", "greedy"])
        aside = teacher.set_aside()
        assert [a["room"] for a in aside] == [broken["room"]]
        assert "doge 99" in aside[0]["reason"]
        _no_english(lang, "set aside", aside[0]["reason"].replace("doge 99", ""))
        names = [s["name"] for s in teacher.room(room["room"])["seats"]]
        assert names == [i18n.player_name(0, lang), i18n.player_name(1, lang),
                         i18n.render("app-seat-greedy", lang)]
        for name in names:
            _no_english(lang, "seat name", name)
        with Client(room["url"], room["seats"][1]["code"], lang=lang, store=None) as seat:
            assert seat.view["names"] == names
        bots = teacher.create_room("artsociety", ["random", "random"])
        finished(teacher, bots["room"])
        table = teacher.tournament()["artsociety"]
        assert {r["participant"] for r in table} == {i18n.render("app-seat-random", lang)}
        names = teacher.records()[0]["names"]
        assert names == [i18n.render("app-seat-random", lang)] * 2


def finished(teacher: Teacher, room_id: str) -> None:
    """Wait until a bots-only room's game is over."""
    import time
    deadline = time.monotonic() + 120
    while not teacher.room(room_id)["terminal"]:
        assert time.monotonic() < deadline, "the bots did not finish"
        time.sleep(0.2)


@pytest.mark.parametrize("lang", LANGS)
def test_the_pages_name_a_seat_by_the_catalog_not_p1(lang):
    """The scripts number a seat with the catalog's text (as the tables name players)."""
    for name in ("teacher.js", "play.js", "projector.js"):
        script = STATIC[name][0]
        assert '"P" +' not in script and "`P${" not in script, name
    seat = js_texts(lang)["t"]["seat"]
    assert seat.replace("{n}", "2") == i18n.player_name(1, lang)
    _no_english(lang, "seat", seat)


def test_a_wrong_teacher_code_is_refused_in_the_teacher_clients_language(server):
    with pytest.raises(PermissionError) as refused:
        Teacher(server.url, "wrong", lang="tr").rooms()
    said = str(refused.value)
    assert said.endswith(i18n.render("classroom-teacher_code_needed", "tr")), said


@pytest.mark.parametrize("lang", LANGS)
def test_a_seats_client_says_its_own_notes_in_its_language(server, lang):
    """A room address it cannot read, and its seat opened elsewhere: in the client's
    language (the play app and the table show these)."""
    from sanmarco_nb.classroom.client import split_room
    with pytest.raises(ValueError) as bad:
        split_room("ftp://example.org/x")
    said = i18n.refusal(bad.value, lang)
    assert said != i18n.refusal(bad.value, "en")
    _no_english(lang, "room address", said.replace("ftp://example.org/x", ""))
    room = Teacher(server.url, server.teacher_code).create_room("artsociety", ["human", "human"])
    closed = []
    with Client(room["url"], room["seats"][0]["code"], lang=lang, store=None) as seat:
        seat.on_closed(closed.append)

        async def elsewhere():
            async with aiohttp.ClientSession() as http:
                ws = await http.ws_connect(_ws(server, lang))
                await ws.send_json({"type": "join", "session": seat.session})
                await ws.receive_json(timeout=10)
                for _ in range(100):
                    if closed:
                        break
                    await asyncio.sleep(0.05)
        asyncio.run(elsewhere())
    assert closed == [i18n.render("room-opened_elsewhere", lang)]
    _no_english(lang, "closed", closed[0])
