"""The command line: simulate and replay; bad arguments exit with status 2."""
from __future__ import annotations

import json

import pytest

from sanmarco_nb import sanmarco
from sanmarco_nb.__main__ import main
from sanmarco_nb.bench import random_game


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
    (["simulate", "--game", "sanmarco", "--players", "5"], "3 or 4 players"),
    (["simulate", "--game", "sanmarco", "--bots", "random,alpha"], "unknown bot 'alpha'"),
    (["simulate", "--game", "sanmarco", "--bots", "random,greedy"], "need 1 or 4 bots"),
    (["simulate", "--game", "sanmarco", "--games", "0"], "at least 1"),
])
def test_bad_arguments_exit_2(argv, message, capsys):
    with pytest.raises(SystemExit) as e:
        main(argv)
    assert e.value.code == 2
    assert message in capsys.readouterr().err


def test_replay_step_by_step(tmp_path, capsys):
    state, _ = random_game(sanmarco, 3, 5)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(state.to_record()))
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("sanmarco, 3 players, seed 5")
    moves = [line for line in out if line[:5].strip().rstrip(".").isdigit()]
    assert len(moves) == len(state.history)
    assert moves[0].split(maxsplit=2)[1:] == ["chance", str(state.history[0])]
    assert out[-1].startswith("final scores:")
    assert main(["replay", str(path), "--lang", "de"]) == 0
    assert "Spieler" in capsys.readouterr().out


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


def test_bench_still_works(capsys):
    assert main(["bench", "--game", "sanmarco", "--games", "3"]) == 0
    assert "sanmarco" in capsys.readouterr().out
