"""Nothing lost: the server (a real process) is killed with SIGKILL in the middle of play and
started again on the same data folder; the students' clients reconnect with their sessions and
the games finish with the same records as games nobody interrupted."""
from __future__ import annotations

import asyncio
import time

from sanmarco_nb.classroom import AsyncClient, Teacher
from sanmarco_nb.classroom.storage import SQLiteStorage

ROOMS = [("sanmarco", ["human", "greedy", "human", "random"], 21),
         ("artsociety", ["human", "human", "greedy"], 22),
         ("sanmarco", ["greedy", "random", "greedy"], 23)]         # bots only: the server plays


def test_killed_server_restarts_and_the_games_end_as_if_never_interrupted(tmp_path, kit):
    data = str(tmp_path / "data")
    first = kit.ServerProcess(data)
    try:
        teacher = Teacher(first.url, first.teacher_code)
        rooms = [teacher.create_room(g, kinds, seed=seed) for g, kinds, seed in ROOMS]
    except BaseException:
        first.kill()
        raise
    state = {"server": first}

    async def lesson():
        clients = [await AsyncClient(r["url"], s["code"], store=None).connect()
                   for r in rooms for s in r["seats"] if s["code"]]
        playing = asyncio.gather(*(kit.play_student(c) for c in clients))
        # kill it mid-game: once the student rooms are some way in, but not at the end
        while min(line["version"] for line in teacher.rooms()[:2]) < 60:
            await asyncio.sleep(0.01)
        state["server"].kill()
        versions = [line["version"] for line in rooms_on_disk(data)]
        state["server"] = kit.ServerProcess(data, first.port)
        await asyncio.wait_for(playing, 240)
        for c in clients:
            await c.close()
        return versions

    try:
        versions = asyncio.run(lesson())
        second = state["server"]
        assert second.teacher_code == first.teacher_code      # kept in the data folder
        teacher = Teacher(second.url, second.teacher_code)
        for room, (game, kinds, seed) in zip(rooms, ROOMS):
            deadline = time.time() + 60                       # the bots-only room plays on
            while not teacher.room(room["room"])["terminal"] and time.time() < deadline:
                time.sleep(0.1)
            assert teacher.record(room["room"]) == kit.local_record(game, kinds, seed)
        assert all(v < len(kit.local_record(*r)["moves"]) for v, r in zip(versions, ROOMS[:2]))
    finally:
        state["server"].stop()


def rooms_on_disk(data: str) -> list[dict]:
    """What the killed server had stored: one line per room with its move count."""
    storage = SQLiteStorage(data)
    try:
        return [{"room": r.id, "version": len(r.moves)} for r in storage.rooms()]
    finally:
        storage.close()
