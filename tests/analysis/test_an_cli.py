"""The command line: simulate, replay and bench; bad arguments exit with status 2 and one line,
Ctrl-C with 130 and a summary, a closed pipe quietly."""
from __future__ import annotations

import fcntl
import json
import os
import re
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from sanmarco_nb import artsociety, sanmarco
from sanmarco_nb.__main__ import main
from sanmarco_nb.bench import random_game, random_step
from sanmarco_nb.core import GameState
from sanmarco_nb.games import GAMES, load_game
from terminal import as_from_a_terminal

CLI = [sys.executable, "-m", "sanmarco_nb"]


def test_simulate_json(capsys):
    assert main(["simulate", "--game", "sanmarco", "--players", "3", "--bots",
                 "random,greedy,random", "--games", "3", "--seed", "4", "--json",
                 "--quiet"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["summary"]["games"] == 3 and len(out["scores"]) == 3
    assert [b["bot"] for b in out["summary"]["bots"]] == ["random", "greedy", "random"]


def test_simulate_text(capsys):
    assert main(["simulate", "--game", "sanmarco", "--bots", "random", "--games", "2",
                 "--quiet"]) == 0
    assert "win share" in capsys.readouterr().out


@pytest.mark.parametrize("argv, message", [
    (["simulate", "--game", "chess"], "invalid choice"),
    (["simulate", "--game", "sanmarco", "--players", "5"], "3–4 players, not 5"),
    (["simulate", "--game", "sanmarco", "--bots", "random,alpha"], "unknown bot 'alpha'"),
    (["simulate", "--game", "sanmarco", "--bots", "random,greedy"], "need 1 or 4 bots"),
    (["simulate", "--game", "sanmarco", "--games", "0"], "from 1 to 1,000,000"),
    (["simulate", "--game", "sanmarco", "--games", "1000000000000"], "from 1 to 1,000,000"),
    (["simulate", "--game", "sanmarco", "--games", "9" * 100_000], "from 1 to 1,000,000"),
    (["simulate", "--game", "sanmarco", "--seed", "-5"], "--seed: expected a whole number"),
    (["simulate", "--game", "sanmarco", "--seed", str(2 ** 64)], "--seed"),
    (["simulate", "--game", "sanmarco", "--workers", "0"], "--workers"),
    (["simulate", "--game", "sanmarco", "--workers", "two"], "--workers"),
    (["bench", "--games", "0"], "--games: expected a whole number from 1 to 10,000"),
    (["bench", "--games", "-3"], "--games"),
    (["bench", "--players", "2"], "San Marco is for 3–4 players, not 2"),
    (["replay"], "the following arguments are required"),
    (["bench", "--seed", "1\n2"], "unrecognized arguments: --seed 1\\n2"),
    (["replay", "x" * 100_000], "cannot read"),
])
def test_bad_arguments_exit_2_with_one_short_line(argv, message, capsys):
    """Issue 12: `bench --games 0` was a ZeroDivisionError, `--seed -5` and `--workers 0` were
    taken, `--games 10**12` ran out of memory; every refusal is now one line."""
    with pytest.raises(SystemExit) as e:
        main(argv)
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and len(err) < 400


@pytest.mark.parametrize("name", sorted(GAMES))
def test_bench_plays_the_games_the_random_bot_plays(name):
    """`bench` times legal_actions() + a uniform pick + apply() without the bots' View: the
    same games as `random_step` (the random bot) with the same generator."""
    game = load_game(name)
    for seed in range(4):
        state, n = random_game(game, 4, seed)
        again, rng = game.new_game(players=4, seed=seed), random.Random(seed)
        while not again.is_terminal():
            random_step(again, rng)
        assert again.history == state.history and n == len(state.history)


def test_replay_step_by_step(tmp_path, capsys):
    state, _ = random_game(sanmarco, 3, 5)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(state.to_record()))
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("San Marco, 3 players, seed 5")
    moves = [line for line in out if line[:5].strip().rstrip(".").isdigit()]
    assert len(moves) == len(state.history)
    assert moves[0].split(maxsplit=2)[1:] == ["chance", str(state.history[0])]
    assert out[-1].startswith("final scores:")
    assert main(["replay", str(path), "--lang", "tr"]) == 0
    out = capsys.readouterr().out.splitlines()         # the frame in the language too
    assert out[0].startswith("San Marco, 3 oyuncu, tohum 5") and "Oyuncu" in out[-1]
    assert out[1].split()[1] == "şans" and out[-1].startswith("son puanlar:")
    assert not any(w in line for line in out for w in ("players", "chance", "winner"))


def test_replay_bad_record_exit_2(tmp_path, capsys):
    state, _ = random_game(sanmarco, 3, 5)
    rec = state.to_record()
    rec["moves"][20] = "doge 9"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(rec))
    with pytest.raises(SystemExit) as e:
        main(["replay", str(path)])
    assert e.value.code == 2 and "move 21" in capsys.readouterr().err
    with pytest.raises(SystemExit) as e:
        main(["replay", str(tmp_path / "missing.json")])
    assert e.value.code == 2


def test_replay_art_society_record(tmp_path, capsys):
    """Regression (issue 10): an Art Society record failed in the CLI with TypeError
    'start_player' (replay built a new game with an argument Art Society's did not take)."""
    state, _ = random_game(artsociety, 3, 4)
    path = tmp_path / "as.json"
    path.write_text(json.dumps(state.to_record()))
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"Art Society, 3 players, seed 4, {len(state.history)} moves"
    assert out[-1].startswith("final scores:")
    assert re.search(r"; winners?: Player \d", out[-1]) and "(s)" not in out[-1]


def test_replay_is_one_pass_of_replay(tmp_path, capsys, monkeypatch):
    """The CLI replays a record once, through core.replay (no from_record first)."""
    calls = []
    real = GameState.replay.__func__

    def counted(cls, record):
        calls.append(cls.GAME)
        return real(cls, record)
    monkeypatch.setattr(GameState, "replay", classmethod(counted))
    monkeypatch.setattr(GameState, "from_record", None)
    state, _ = random_game(sanmarco, 3, 5, max_steps=30)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(state.to_record()))
    assert main(["replay", str(path)]) == 0
    assert calls == ["sanmarco"]


@pytest.mark.parametrize("change, message", [
    (lambda r: r["moves"].__setitem__(3, "x" * 900_000), "move 4: a move is at most 200"),
    (lambda r: r["moves"].__setitem__(3, "doge " + "9" * 150), "move 4 ('doge 99999"),
    (lambda r: r.__setitem__("variant", [[[[[[[[[[1]]]]]]]]]]), "nested deeper than 8"),
    (lambda r: r.__setitem__("seed", 10 ** 30), "more than 20 digits"),
    (lambda r: r.__setitem__("version", 7), "field 'version'"),
    (lambda r: r.__setitem__("game", "chess"), "unknown game 'chess'"),
])
def test_replay_refuses_a_bad_record_in_one_short_line(tmp_path, capsys, change, message):
    """Issue 12: a bad move was echoed whole (a 1-million-character move printed 1,000,178
    characters); deep nesting was a RecursionError traceback."""
    state, _ = random_game(sanmarco, 3, 5, max_steps=20)
    record = state.to_record()
    change(record)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record))
    with pytest.raises(SystemExit) as e:
        main(["replay", str(path)])
    err = capsys.readouterr().err
    assert e.value.code == 2 and message in err
    assert err.count("\n") == 1 and len(err) < 400


def test_replay_refuses_a_file_over_the_size_limit(tmp_path, capsys):
    path = tmp_path / "big.json"
    path.write_text(" " * 1_000_001 + "{}")
    with pytest.raises(SystemExit) as e:
        main(["replay", str(path)])
    assert e.value.code == 2 and "at most 1,000,000 characters" in capsys.readouterr().err


def _small_pipe():
    """A pipe with the smallest buffer Linux allows (one page), so a reader that goes away
    is noticed by the writer within a few lines."""
    r, w = os.pipe()
    fcntl.fcntl(w, getattr(fcntl, "F_SETPIPE_SZ", 1031), 4096)
    return r, w


@pytest.mark.skipif(sys.platform != "linux", reason="pipe size and /proc are Linux's")
def test_a_closed_pipe_ends_quietly(tmp_path):
    """Issue 12: `simulate | head` ended in a BrokenPipeError traceback."""
    state, _ = random_game(sanmarco, 4, 1)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(state.to_record()))
    r, w = _small_pipe()
    p = subprocess.Popen(CLI + ["replay", str(path)], stdout=w, stderr=subprocess.PIPE)
    os.close(w)
    with os.fdopen(r, "rb") as reader:
        assert reader.readline().startswith(b"San Marco, 4 players")
    _, err = p.communicate(timeout=30)
    assert p.returncode in (0, 141) and err == b""


def _children(pid: int) -> set[int]:
    """The live descendants of `pid`, read from /proc."""
    out, todo = set(), [pid]
    while todo:
        for task in Path(f"/proc/{todo.pop()}/task").glob("*"):
            try:
                kids = {int(k) for k in (task / "children").read_text().split()}
            except OSError:
                continue
            out |= kids
            todo += kids
    return {k for k in out if _alive(k)}


def _alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().split(") ")[1][0] not in "ZX"
    except (OSError, IndexError):
        return False


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads /proc")
def test_ctrl_c_stops_simulate_with_workers_at_once():
    """Issue 12: Ctrl-C during `simulate --workers 2` took 20 s to 68 s (the main process
    waited while the workers ran every queued chunk). Now: the whole process group gets SIGINT
    as from a terminal, and the command ends within 2 s, with status 130, a one-line summary,
    and no worker left behind."""
    p = subprocess.Popen(CLI + ["simulate", "--game", "sanmarco", "--games", "20000",
                                "--workers", "2", "--quiet"], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True, start_new_session=True,
                         preexec_fn=as_from_a_terminal)
    try:
        deadline = time.monotonic() + 20
        while len(_children(p.pid)) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        workers = _children(p.pid)
        assert len(workers) >= 2, "the pool did not start"
        time.sleep(0.5)                                 # let the chunks run
        t0 = time.monotonic()
        os.killpg(p.pid, signal.SIGINT)
        out, err = p.communicate(timeout=10)
        assert time.monotonic() - t0 < 2
    finally:
        if p.poll() is None:
            os.killpg(p.pid, signal.SIGKILL)
    assert p.returncode == 130 and out == ""
    assert err.startswith("python -m sanmarco_nb simulate: interrupted after ")
    assert err.endswith("of 20,000 games\n") and err.count("\n") == 1
    time.sleep(0.1)
    assert not [w for w in workers if _alive(w)]


def test_bench_still_works(capsys):
    assert main(["bench", "--game", "sanmarco", "--games", "3"]) == 0
    assert "sanmarco" in capsys.readouterr().out
