"""Helpers for the classroom tests: servers on 127.0.0.1 (in a thread or a real process), a
deterministic "student" policy, the same game played locally for comparison, and the check
that every message a seat receives is what the engine lets that seat see."""
from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import subprocess
import sys
import time

import pytest

pytest.importorskip("aiohttp")

from sanmarco_nb import bots                                 # noqa: E402
from sanmarco_nb.classroom import AsyncClient, Refused, ServerThread  # noqa: E402
from sanmarco_nb.classroom.client import ConnectionLost      # noqa: E402
from sanmarco_nb.core import CHANCE, play_chance, replay     # noqa: E402
from sanmarco_nb.games import load_game                      # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.fixture
def server(tmp_path):
    """A room server in a background thread, storing in a fresh folder."""
    with ServerThread(data=str(tmp_path / "data")) as running:
        yield running


def student_move(legal: list[str], version: int, seat: int) -> str:
    """The move a scripted student makes: fixed by the position, so two runs of the same
    game (one interrupted by a server restart) make the same moves."""
    return legal[(version * 7919 + seat * 104729) % len(legal)]


def local_record(game: str, kinds: list[str], seed: int, max_moves: int | None = None) -> dict:
    """The record the classroom must produce for this room, played here without a server:
    chance from the game's stream, bots by bot_step, students by `student_move`."""
    state = load_game(game).from_record({"game": game, "format": 1, "players": len(kinds),
                                         "seed": seed, "moves": []})
    seat_bots = {p: bots.make_bot(k) for p, k in enumerate(kinds) if k != "human"}
    while not state.is_terminal() and (max_moves is None or len(state.history) < max_moves):
        p = state.to_move
        if p == CHANCE:
            play_chance(state)
        elif p in seat_bots:
            bots.bot_step(state, seat_bots[p])
        else:
            legal = [str(a) for a in state.legal_actions()]
            state.apply(state.parse(student_move(legal, len(state.history), p)))
    return state.to_record()


async def play_student(client: AsyncClient, stop_at: int | None = None) -> None:
    """Play the seat with `student_move` until the game ends (or the room reaches `stop_at`
    moves); a stale refusal or a dropped connection just means: look again."""
    while True:
        view = await client.wait_for(
            lambda v: v["terminal"] or v["legal"] or (stop_at is not None
                                                      and v["version"] >= stop_at),
            timeout=60)
        if view["terminal"] or (stop_at is not None and view["version"] >= stop_at):
            return
        try:
            await client.move(student_move(view["legal"], view["version"], client.seat),
                              view["version"])
        except (Refused, ConnectionLost, asyncio.TimeoutError):
            await asyncio.sleep(0.05)


def _plain(x):
    return json.loads(json.dumps(x))


def check_seat_messages(record: dict, seat: int, messages: list[dict], rebuild_every: int = 1):
    """Every view `seat` received against the true game (`record`, the room's final record):
    its observation is the engine's `observation(seat)` at that move; its legal moves are the
    true ones; its record rebuilds a game with the same observation (and, on its turn, the
    same legal moves) whose seed is not the true seed; its events are the true events with
    every private event of another seat emptied, and another seat's move never shown.
    Returns how many views carried a record that differs from the truth (hidden parts
    resampled)."""
    views = [m for m in messages if m["type"] == "view"]
    assert views, "the seat received no view"
    wanted = {v["version"] for v in views}
    truth = {}
    for step in replay(record):
        if step.n in wanted:
            s = step.state
            mine = not s.is_terminal() and s.to_move == seat
            truth[step.n] = (_plain(s.observation(seat)),
                             [str(a) for a in s.legal_actions()] if mine else [],
                             step.events, step.state.clone())
    differs = 0
    for i, view in enumerate(views):
        observation, legal, events, state = truth[view["version"]]
        assert view["seat"] == seat
        assert view["observation"] == observation, f"move {view['version']}: observation"
        assert view["legal"] == legal, f"move {view['version']}: legal moves"
        if i % rebuild_every == 0 or legal:
            rebuilt = load_game(record["game"]).from_record(view["record"])
            assert _plain(rebuilt.observation(seat)) == observation
            assert rebuilt.seed != record["seed"], "the true seed predicts every card"
            if legal:
                assert [str(a) for a in rebuilt.legal_actions()] == legal
        differs += view["record"]["moves"] != record["moves"][:view["version"]]
        for st in view["steps"]:
            assert st["n"] == view["version"]
            assert st["move"] is None or st["player"] == seat
            assert len(st["events"]) == len(events)
            for got, e in zip(st["events"], events):
                assert (got["kind"], got["rule"], got["player"]) == (e.kind, e.rule, e.player)
                if e.data.get("private") and e.player != seat:
                    assert got["data"] == {"private": 1}
                else:
                    assert got["data"] == _plain(dict(e.data))
    return differs


# ---- a real server process -------------------------------------------------------------------

class ServerProcess:
    """`python -m sanmarco_nb classroom serve` as a subprocess on 127.0.0.1."""

    def __init__(self, data: str, port: int = 0, *extra: str):
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "sanmarco_nb", "classroom", "serve", "--port", str(port),
             "--data", data, "--bot-delay", "0", "--lang", "en", *extra],   # lines read below
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, cwd=ROOT)
        self.url = self.teacher_code = None
        deadline = time.time() + 60
        while self.teacher_code is None:
            line = self.proc.stdout.readline()
            if not line or time.time() > deadline:
                self.kill()
                raise RuntimeError(f"the server did not start: {line!r}")
            if m := re.search(r"classroom server on (http://\S+)", line):
                self.url = m.group(1)
            if m := re.search(r"teacher code: (\S+)", line):
                self.teacher_code = m.group(1)

    @property
    def port(self) -> int:
        return int(self.url.rsplit(":", 1)[1])

    def kill(self) -> None:
        """SIGKILL: no clean shutdown, as when the laptop's lid is shut on it."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=30)
        self.proc.stdout.close()

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
        self.proc.wait(timeout=30)
        self.proc.stdout.close()


class Kit:
    """The helpers above, for the test modules (a fixture, as conftest is not importable)."""
    student_move = staticmethod(student_move)
    local_record = staticmethod(local_record)
    play_student = staticmethod(play_student)
    check_seat_messages = staticmethod(check_seat_messages)
    ServerProcess = ServerProcess


@pytest.fixture
def kit():
    return Kit
