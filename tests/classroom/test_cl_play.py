"""Whole games through the server: parallel rooms of both games, students and bots mixed; the
records are the games the engine plays locally, and every message each student received is
exactly what the engine lets that seat see."""
from __future__ import annotations

import asyncio

import pytest

from sanmarco_nb.classroom import AsyncClient, Client, Refused, Teacher
from sanmarco_nb.games import load_game

ROOMS = [  # game, seat kinds, seed
    ("sanmarco", ["human", "greedy", "human", "random"], 11),
    ("sanmarco", ["human", "human", "human"], 12),
    ("artsociety", ["human", "greedy"], 13),
    ("artsociety", ["human", "human", "random", "human"], 14),
]


def test_parallel_rooms_play_whole_games_and_leak_nothing(server, kit):
    teacher = Teacher(server.url, server.teacher_code)
    rooms = [teacher.create_room(game, kinds, seed=seed, title=f"table {i}")
             for i, (game, kinds, seed) in enumerate(ROOMS)]

    async def play_all():
        clients = []
        for room in rooms:
            for p, seat in enumerate(room["seats"]):
                if seat["code"]:
                    c = AsyncClient(room["url"], seat["code"], name=f"{room['room']}-{p}",
                                    store=None)
                    c.inbox = []
                    c.listeners.append(c.inbox.append)
                    clients.append((room, await c.connect()))
        await asyncio.gather(*(kit.play_student(c) for _, c in clients))
        for _, c in clients:
            await c.close()
        return clients

    clients = asyncio.run(play_all())
    resampled = 0
    for room, (game, kinds, seed) in zip(rooms, ROOMS):
        record = teacher.record(room["room"])
        assert record == kit.local_record(game, kinds, seed)
        assert load_game(game).from_record(record).is_terminal()
        for r, c in clients:
            if r is room:
                resampled += kit.check_seat_messages(record, c.seat, c.inbox, rebuild_every=7)
    # the hidden cards and bids a seat's record shows are drawn anew, not the true ones
    assert resampled > 0
    lines = {r["room"]: r for r in teacher.rooms()}
    assert all(lines[room["room"]]["terminal"] for room in rooms)


def test_notebook_client_plays_and_rebuilds_a_state_to_draw(server, kit):
    """The plain (threaded) client: view, legal moves in notation, moves, refusals, and a
    full State whose legal moves are the seat's true ones."""
    teacher = Teacher(server.url, server.teacher_code)
    room = teacher.create_room("artsociety", ["human", "random"], seed=3)
    views = []
    with Client(room["url"], room["seats"][0]["code"], name="Ada", store=None) as me:
        me.on_view(views.append)
        assert me.seat == 0 and me.view["names"][0] == "Ada"
        while not me.terminal:
            me.wait_turn(timeout=30)
            if me.terminal:
                break
            state = me.state()
            assert [str(a) for a in state.legal_actions()] == me.legal_actions
            before = me.version
            after = me.move(kit.student_move(me.legal_actions, me.version, me.seat))
            assert after["version"] == before + 1
        assert me.view["winners"] and len(me.view["scores"]) == 2
    assert views and views[-1]["terminal"]
    assert teacher.record(room["room"]) == kit.local_record("artsociety", ["human", "random"], 3)


def test_rerunning_the_join_cell_gets_the_same_seat_back(server, tmp_path):
    """After a kernel restart the session lives on in the store file: the spent code plus
    the store open the same seat; without the store the spent code is refused."""
    room = Teacher(server.url, server.teacher_code).create_room("artsociety",
                                                                ["human", "human"])
    code, store = room["seats"][1]["code"], str(tmp_path / "sessions.json")
    with Client(room["url"], code, name="Bo", store=store) as first:
        session = first.session
    with Client(room["url"], code, store=store) as again:
        assert again.seat == 1 and again.session == session
        assert again.view["names"][1] == "Bo"
    with pytest.raises(Refused, match="already used"):
        Client(room["url"], code, store=None)
