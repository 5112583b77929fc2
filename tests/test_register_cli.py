"""The command line reaches a game registered outside the package: `--register MODULE` adds it
for the run, so `soak`, `bench` and `replay` take `--game pig` (the tests' game, in a fresh
interpreter where the tests did not register it) and speak its texts."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from sanmarco_nb.__main__ import main
from sanmarco_nb.games import load_game

GAMES = Path(__file__).with_name("games")


def run(*args, cwd) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(GAMES)}
    return subprocess.run([sys.executable, "-m", "sanmarco_nb", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)


def test_a_game_outside_the_package_is_unknown_until_registered(tmp_path):
    out = run("bench", "--game", "pig", "--games", "5", cwd=tmp_path)
    assert out.returncode == 2 and "invalid choice: 'pig'" in out.stderr
    out = run("--register", "pig", "bench", "--game", "pig", "--games", "5", "--players", "3",
              cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    assert [line.split()[:2] for line in out.stdout.splitlines()][-1] == ["pig", "3"]


def test_the_soak_plays_a_registered_game(tmp_path):
    out = run("--register", "pig", "soak", "--game", "pig", "--games", "120", "--players",
              "2,3,4", "--quiet", "--out", str(tmp_path / "failures"), "--json",
              str(tmp_path / "soak.json"), cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    figures = json.loads((tmp_path / "soak.json").read_text())
    assert (figures["game"], figures["games"], figures["violations"]) == ("pig", 120, 0)
    assert figures["steps"] > 120 * 3


def test_replay_speaks_a_registered_games_texts(tmp_path):
    """Its package brings its texts (its locales/ folder) along."""
    state, rng = load_game("pig").new_game(players=2, seed=3), random.Random(3)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    (tmp_path / "pig.json").write_text(json.dumps(state.to_record()))
    out = run("--register", "pig", "replay", "pig.json", "--lang", "de", cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    assert "Pig" in out.stdout and "Spieler 1" in out.stdout


@pytest.mark.parametrize("module, said", [("no_such_game", "No module named 'no_such_game'"),
                                          ("json", "not a game module (it has no “State.GAME”)")])
def test_register_refuses_what_is_not_a_game(module, said, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--register", module, "bench"])
    assert stop.value.code == 2 and said in capsys.readouterr().err
