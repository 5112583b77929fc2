"""The teacher's side: making rooms (Python, command line), the room list with phase and
scores, the live table, records to download, new codes, and the class tournament table."""
from __future__ import annotations

import asyncio
import json
import time
import urllib.request

import pytest

from sanmarco_nb.__main__ import main
from sanmarco_nb.classroom import AsyncClient, Refused, Teacher
from sanmarco_nb.core import replay
from sanmarco_nb.games import load_game


def finished(teacher: Teacher, room: str, timeout: float = 60) -> dict:
    deadline = time.time() + timeout
    while not (line := teacher.room(room))["terminal"]:
        assert time.time() < deadline, "the bots did not finish"
        time.sleep(0.05)
    return line


def test_rooms_codes_and_the_room_list(server):
    teacher = Teacher(server.url, server.teacher_code)
    made = teacher.create_rooms("sanmarco", ["human", "human", "greedy"], 3, title="7b")
    codes = [s["code"] for r in made for s in r["seats"] if s["code"]]
    assert len(made) == 3 and len(set(codes)) == 6
    assert all(s["link"] == f"{r['url']}#code={s['code']}"        # the code stays out of logs
               for r in made for s in r["seats"] if s["code"])
    lines = {line["room"]: line for line in teacher.rooms()}
    line = lines[made[0]["room"]]
    assert line["title"] == "7b" and line["phase"] and line["scores"] == [0, 0, 0]
    assert [s["kind"] for s in line["seats"]] == ["human", "human", "greedy"]
    for bad, reason in (({"game": "go"}, "unknown game"), ({"count": 51}, "count"),
                        ({"count": 2, "seed": 1}, "one seed")):
        args = {"game": "sanmarco", "seats": ["human"] * 3, "count": 1, **bad}
        with pytest.raises(Refused, match=reason):
            teacher.create_rooms(args.pop("game"), args.pop("seats"), args.pop("count"),
                                 **args)


def test_new_code_replaces_the_old_one(server):
    teacher = Teacher(server.url, server.teacher_code)
    room = teacher.create_room("artsociety", ["human", "random"])
    old = room["seats"][0]["code"]
    new = teacher.new_code(room["room"], 0)
    assert new["code"] != old and new["link"].endswith(new["code"])
    with pytest.raises(Refused, match="no human seat"):
        teacher.new_code(room["room"], 1)

    async def join(code):
        client = await AsyncClient(room["url"], code, store=None).connect()
        await client.close()
        return client.seat
    with pytest.raises(Refused):
        asyncio.run(join(old))
    assert asyncio.run(join(new["code"])) == 0


def test_records_live_table_and_tournament(server):
    teacher = Teacher(server.url, server.teacher_code)
    rooms = [teacher.create_room("artsociety", ["greedy", "random"], seed=s) for s in (1, 2)]
    unfinished = teacher.create_room("sanmarco", ["human", "human", "human"], seed=3)
    for r in rooms:
        line = finished(teacher, r["room"])
        assert line["winners"] and line["phase"] == "end"
        record = teacher.record(r["room"])
        assert load_game("artsociety").from_record(record).scores == tuple(line["scores"])
        assert sum(1 for _ in replay(record)) == len(record["moves"]) + 1
    collected = teacher.records()
    assert sorted(c["room"] for c in collected) == sorted(r["room"] for r in rooms)
    assert unfinished["room"] in {c["room"] for c in teacher.records(unfinished=True)}
    assert teacher.svg(unfinished["room"]).lstrip().startswith("<svg")
    table = teacher.tournament()
    assert set(table) == {"artsociety"}
    rows = {row["participant"]: row for row in table["artsociety"]}
    assert set(rows) == {"greedy bot", "random bot"} and rows["greedy bot"]["games"] == 2
    assert rows["greedy bot"]["wins"] + rows["random bot"]["wins"] == 2
    low, high = rows["greedy bot"]["interval"]
    assert 0 <= low <= rows["greedy bot"]["win_share"] <= high <= 1


def test_request_bodies_are_limited(server):
    req = urllib.request.Request(
        f"{server.url}/api/rooms", data=json.dumps({"title": "x" * 100_000}).encode(),
        method="POST", headers={"Authorization": f"Bearer {server.teacher_code}"})
    with pytest.raises(urllib.error.HTTPError) as e:
        urllib.request.urlopen(req, timeout=10)
    assert e.value.code == 413


def test_command_line_makes_rooms_lists_them_and_saves_records(server, tmp_path, capsys):
    args = ["--url", server.url, "--code", server.teacher_code]
    assert main(["classroom", "create", *args, "--game", "artsociety",
                 "--seats", "human,greedy", "--rooms", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 4 and "#code=" in lines[0] and lines[1].split("\t")[2] == "greedy bot"
    bots_only = Teacher(server.url, server.teacher_code).create_room("artsociety",
                                                                     ["random", "random"])
    finished(Teacher(server.url, server.teacher_code), bots_only["room"])
    assert main(["classroom", "rooms", *args]) == 0
    assert "over" in capsys.readouterr().out
    assert main(["classroom", "records", *args, "--out", str(tmp_path / "rec")]) == 0
    assert "1 record saved" in capsys.readouterr().out
    saved = tmp_path / "rec" / f"artsociety-{bots_only['room']}.json"
    assert load_game("artsociety").from_record(saved.read_text()).is_terminal()
    with pytest.raises(SystemExit) as e:
        main(["classroom", "rooms", "--url", server.url, "--code", "wrong"])
    assert e.value.code == 2


def test_voila_join_links_open_the_seat_in_the_play_app(tmp_path):
    """With --voila-url, each free seat also gets the play app's link; the app reads it back
    as the room address and code (notebooks/play.ipynb's PlayApp parses the query string)."""
    from urllib.parse import parse_qs, urlsplit

    from sanmarco_nb.classroom import ServerThread
    voila = "http://10.0.0.5:8866/voila/render/notebooks/play.ipynb"
    with ServerThread(data=str(tmp_path), voila_url=voila) as srv:
        teacher = Teacher(srv.url, srv.teacher_code)
        room = teacher.create_room("artsociety", ["human", "greedy"])
        seat = room["seats"][0]
        link = urlsplit(seat["voila"])
        assert link._replace(query="").geturl() == voila
        assert {k: v[0] for k, v in parse_qs(link.query).items()} == {
            "room": room["url"], "code": seat["code"]}
        assert room["seats"][1]["voila"] is None                # a bot's seat has no code
        fresh = teacher.new_code(room["room"], 0)
        assert parse_qs(urlsplit(fresh["voila"]).query)["code"] == [fresh["code"]]


def test_the_teacher_page_opens_the_projector_view(server):
    """The teacher page has a projector button per room; the projector page watches with the
    spectator's view (public) and never shows the teacher code, under the same strict CSP."""
    from sanmarco_nb.classroom.pages import STATIC
    teacher_js, projector_js = STATIC["teacher.js"][0], STATIC["projector.js"][0]
    assert 'button(T("projector")' in teacher_js and "/projector${langQuery}#room=" in teacher_js
    assert "public: true" in projector_js and "textContent = code" not in projector_js
    with urllib.request.urlopen(f"{server.url}/projector", timeout=10) as page:
        html = page.read().decode()
        assert "script-src" not in page.headers["Content-Security-Policy"]
        assert "default-src 'self'" in page.headers["Content-Security-Policy"]
    assert '<script src="/static/projector.js">' in html and "<script>" not in html
