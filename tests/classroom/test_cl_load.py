"""A bounded load test: 50 rooms x 4 scripted seats (25 of each game) against a real server
process, each room played for a fixed number of moves. Every seat is a websocket client, so each
move makes the whole round trip (parse, store, apply, four determinized views). Reports moves
per second and the move latency (send to acknowledged view); small enough for CI."""
from __future__ import annotations

import asyncio
import statistics
import time

from sanmarco_nb.classroom import AsyncClient, Teacher

ROOMS, SEATS, MOVES = 50, 4, 80


async def timed_student(client: AsyncClient, kit, stop_at: int, latencies: list) -> None:
    while True:
        view = await client.wait_for(lambda v: v["terminal"] or v["legal"]
                                     or v["version"] >= stop_at, timeout=60)
        if view["terminal"] or view["version"] >= stop_at:
            return
        t0 = time.perf_counter()
        await client.move(kit.student_move(view["legal"], view["version"], client.seat),
                          view["version"])
        latencies.append(time.perf_counter() - t0)


def test_fifty_rooms_of_four(tmp_path, kit, capsys):
    server = kit.ServerProcess(str(tmp_path / "data"), 0, "--rate", "1000")
    try:
        teacher = Teacher(server.url, server.teacher_code)
        games = ("sanmarco", "artsociety")
        rooms = [teacher.create_room(games[i % 2], ["human"] * SEATS, seed=100 + i)
                 for i in range(ROOMS)]
        latencies: list[float] = []

        async def lesson():
            clients = [await AsyncClient(r["url"], s["code"], store=None).connect()
                       for r in rooms for s in r["seats"]]
            start = time.perf_counter()
            await asyncio.gather(*(timed_student(c, kit, MOVES, latencies) for c in clients))
            elapsed = time.perf_counter() - start
            for c in clients:
                await c.close()
            return elapsed

        elapsed = asyncio.run(lesson())
        lines = teacher.rooms()
    finally:
        server.stop()
    moves = sum(line["version"] for line in lines)        # chance moves included
    assert len(lines) == ROOMS and all(line["version"] >= MOVES for line in lines)
    latencies.sort()
    figures = (f"load: {ROOMS} rooms x {SEATS} seats, {moves} moves "
               f"({len(latencies)} by students) in {elapsed:.2f} s = {moves / elapsed:.0f} "
               f"moves/s; latency median {statistics.median(latencies) * 1e3:.1f} ms, "
               f"95% {latencies[int(0.95 * len(latencies))] * 1e3:.1f} ms, "
               f"worst {latencies[-1] * 1e3:.1f} ms")
    with capsys.disabled():
        print("\n" + figures)
    assert latencies[-1] < 10.0, figures
