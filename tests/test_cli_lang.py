"""Issue 36: the command line speaks the chosen language: `--lang` on every command that prints
text, else the locale's language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else English. What a
German or Turkish user reads (output and our refusals of an argument) has no English word,
by the catalogs' detector and the pages' (argparse's own words, "usage:" and "argument --x:",
are Python's and not checked)."""
from __future__ import annotations

import argparse
import importlib.util
import json
import os
import time
import re
import subprocess
import sys
from pathlib import Path

import pytest

from sanmarco_nb import i18n, sanmarco
from sanmarco_nb.__main__ import main, make_parser
from sanmarco_nb.core import CHANCE, play_chance
from sanmarco_nb.i18n.cli import system_lang

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("cl_i18n",
                                               ROOT / "tests/classroom/test_cl_i18n.py")
cl_i18n = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(cl_i18n)
LANGS = ("de", "tr")
# words of the command line's output that neither detector's list holds
CLI_ENGLISH = {"saved", "updated", "unchanged", "lessons", "kept", "changed", "version",
               "steps", "rounds", "per", "shared", "seed", "human", "interrupted", "after",
               "need", "got", "unknown", "choose", "expected", "whole", "number", "cannot",
               "read", "write", "reach", "rooms", "games", "lesson"}


def _no_english(lang: str, where: str, text: str, *dynamic: str) -> None:
    """No English word in `text`, once URLs and the test's own paths and codes are out."""
    for value in dynamic:
        text = text.replace(value, " ")
    text = re.sub(r"\w+://\S+|\bargument --[\w-]+:|usage:.*", " ", text)
    for line in filter(str.strip, text.splitlines()):
        cl_i18n._no_english(lang, where, line)
        words = {w.lower() for w in re.findall(r"[^\W\d_]+",
                                               cl_i18n.catalog_checks.QUOTED.sub(" ", line))}
        assert not words & CLI_ENGLISH, f"{lang} {where}: English {words & CLI_ENGLISH}: {line}"


@pytest.fixture
def locale(monkeypatch):
    """Set the locale's variables (and only those given)."""
    def set_to(**env):
        for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
            monkeypatch.delenv(var, raising=False)
        for var, value in env.items():
            monkeypatch.setenv(var, value)
    return set_to


@pytest.mark.parametrize("env, expected", [
    ({"LANG": "de_DE.UTF-8"}, "de"), ({"LANG": "tr_TR.UTF-8"}, "tr"),
    ({"LC_ALL": "tr_TR.UTF-8", "LANG": "de_DE.UTF-8"}, "tr"),
    ({"LC_MESSAGES": "de_AT.UTF-8", "LANG": "en_GB.UTF-8"}, "de"),
    ({"LANGUAGE": "tr:de", "LANG": "en_US.UTF-8"}, "tr"),
    ({"LANGUAGE": "fr:de", "LANG": "fr_FR.UTF-8"}, "de"), ({"LC_CTYPE": "C.UTF-8",
                                                            "LANG": "tr_TR.UTF-8"}, "tr"),
    ({"LANG": "fr_FR.UTF-8"}, "en"), ({"LANG": "C.UTF-8"}, "en"), ({}, "en")])
def test_the_locales_language_else_english(locale, env, expected):
    locale(**env)
    assert system_lang() == expected


def _commands(parser, path=()):
    """(path, parser) of every command and subcommand."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield (*path, name), sub
                yield from _commands(sub, (*path, name))


def test_every_command_takes_lang():
    commands = dict(_commands(make_parser()))
    assert {"bench", "simulate", "replay", "review", "soak", "lessons", "lab", "assignments",
            "classroom", ("classroom", "serve"), ("classroom", "create")} <= {
        p if len(p) > 1 else p[0] for p in commands}
    for path, parser in commands.items():
        options = {o for a in parser._actions for o in a.option_strings}
        assert "--lang" in options, path


@pytest.mark.parametrize("lang", LANGS)
def test_simulate_in_the_chosen_language_then_in_the_locales(lang, locale, capsys):
    locale(LANG="en_US.UTF-8")
    assert main(["simulate", "--game", "sanmarco", "--games", "2", "--quiet", "--lang", lang,
                 "--bots", "greedy,random,random,random"]) == 0
    said = capsys.readouterr().out
    assert i18n.render("app-seat-greedy", lang) in said
    _no_english(lang, "simulate", said)
    locale(LANG={"de": "de_DE.UTF-8", "tr": "tr_TR.UTF-8"}[lang])
    assert main(["simulate", "--game", "artsociety", "--players", "3", "--games", "2",
                 "--quiet"]) == 0
    said = capsys.readouterr().out
    assert i18n.render("cli-col-win_share", lang) in said
    _no_english(lang, "simulate (locale)", said)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("argv", [
    ["simulate", "--game", "sanmarco", "--bots", "alpha"],
    ["simulate", "--game", "sanmarco", "--bots", "random,greedy"],
    ["simulate", "--game", "sanmarco", "--games", "0"],
    ["soak", "--game", "sanmarco", "--players", "three"],
    ["replay", "no-such-record.json"],
    ["bench", "--players", "2"],
    ["classroom", "rooms", "--code", ""]])
def test_our_refusals_of_an_argument_are_in_the_language(argv, lang, capsys):
    with pytest.raises(SystemExit) as e:
        main([*argv, "--lang", lang])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and ": error: " in err, err
    _no_english(lang, argv[0], err.split(": error: ", 1)[1], "no-such-record.json")


def _record(tmp_path: Path) -> Path:
    s = sanmarco.new_game(players=3, seed=3)
    for _ in range(40):
        play_chance(s) if s.to_move == CHANCE else s.apply(s.legal_actions()[0])
    path = tmp_path / "game.json"
    path.write_text(json.dumps(s.to_record()))
    return path


@pytest.mark.parametrize("lang", LANGS)
def test_replay_and_the_lessons_copy_in_the_locales_language(lang, locale, tmp_path, capsys):
    locale(LC_ALL={"de": "de_DE.UTF-8", "tr": "tr_TR.UTF-8"}[lang])
    record = _record(tmp_path)
    assert main(["replay", str(record)]) == 0
    said = capsys.readouterr().out
    assert said.startswith(i18n.message("sanmarco", "title", lang))
    _no_english(lang, "replay", said.splitlines()[0])
    folder = tmp_path / "lessons"
    assert main(["lessons", str(folder)]) == 0
    lesson = sorted(folder.glob("0*.ipynb"))[1]
    lesson.write_text(lesson.read_text() + " ")
    assert main(["lessons", str(folder)]) == 0
    said = capsys.readouterr().out
    assert lesson.name in said.splitlines()[-1]
    _no_english(lang, "lessons", said, str(folder), *(p.name for p in folder.iterdir()))


def finished(teacher, room_id: str) -> None:
    """Wait until a bots-only room's game is over."""
    deadline = time.monotonic() + 120
    while not teacher.room(room_id)["terminal"]:
        assert time.monotonic() < deadline, "the bots did not finish"
        time.sleep(0.2)


@pytest.mark.parametrize("lang", LANGS)
def test_the_classroom_commands_in_the_language(lang, tmp_path, capsys):
    from sanmarco_nb.classroom import ServerThread, Teacher
    with ServerThread(data=str(tmp_path / "data")) as srv:
        args = ["--url", srv.url, "--code", srv.teacher_code, "--lang", lang]
        assert main(["classroom", "create", *args, "--game", "sanmarco",
                     "--seats", "human,human,greedy"]) == 0
        lines = capsys.readouterr().out.splitlines()
        assert [line.split("\t")[1:3] for line in lines] == [
            [i18n.player_name(0, lang), i18n.render("cli-classroom_human", lang)],
            [i18n.player_name(1, lang), i18n.render("cli-classroom_human", lang)],
            [i18n.player_name(2, lang), i18n.render("app-seat-greedy", lang)]]
        rooms = Teacher(srv.url, srv.teacher_code)
        finished(rooms, rooms.create_room("artsociety", ["random", "random"])["room"])
        assert main(["classroom", "rooms", *args]) == 0
        said = capsys.readouterr().out
        assert i18n.render("classroom-js-game_over", lang) in said
        ids = [r["room"] for r in rooms.rooms()]
        _no_english(lang, "classroom rooms", said, *ids)
        out = tmp_path / "records"
        assert main(["classroom", "records", *args, "--out", str(out)]) == 0
        said = capsys.readouterr().out
        assert said.strip() == i18n.render("cli-classroom_saved", lang, count=1, path=str(out))
        _no_english(lang, "classroom records", said, str(out))
    with pytest.raises(SystemExit):
        main(["classroom", "rooms", *args])               # the server is gone
    _no_english(lang, "unreachable", capsys.readouterr().err.split(": error: ", 1)[1],
                "Connection refused")


@pytest.mark.parametrize("lang", LANGS)
def test_the_servers_first_lines_in_the_locales_language(lang, tmp_path):
    env = {k: v for k, v in os.environ.items()
           if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env.update(LANG={"de": "de_DE.UTF-8", "tr": "tr_TR.UTF-8"}[lang], PYTHONUNBUFFERED="1")
    data = str(tmp_path / "data")
    proc = subprocess.Popen([sys.executable, "-m", "sanmarco_nb", "classroom", "serve",
                             "--port", "0", "--data", data], stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, env=env, cwd=ROOT)
    try:
        lines = [proc.stdout.readline() for _ in range(3)]
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        proc.stdout.close()
    code = lines[2].rsplit(" ", 1)[1].strip()
    assert lines[2].strip() == i18n.render("room-teacher_code", lang, code=code), lines
    _no_english(lang, "serve", "".join(lines), data, code)


def _our_help(out: str) -> str:
    """A --help page without argparse's own words (the usage block, its headings and -h's
    line) and without what is notation: option names, metavars, choices, command names."""
    body = out.split("\n\n", 1)[1]
    body = re.sub(r"show this help message and exit|^(options|positional arguments):$", " ",
                  body, flags=re.M)
    body = re.sub(r"^\s{2,4}[\w-]+(?=\s{2,}|$)", " ", body, flags=re.M)
    return re.sub(r"--?[\w-]+|\{[^}]*\}|\b[A-Z][A-Z_]+\b", " ", body)


@pytest.mark.parametrize("lang", LANGS)
def test_every_commands_help_is_in_the_language(lang, capsys):
    paths = [(), *(p for p, _ in _commands(make_parser()))]
    for path in paths:
        with pytest.raises(SystemExit) as e:
            main([*path, "--help", "--lang", lang])
        assert e.value.code == 0
        out = capsys.readouterr().out
        assert i18n.render("cli-help-lang", lang).split()[0] in out, path
        _no_english(lang, f"{' '.join(path)} --help", _our_help(out))


@pytest.mark.parametrize("lang", LANGS)
def test_bench_in_the_language(lang, capsys):
    assert main(["bench", "--game", "artsociety", "--games", "1", "--lang", lang]) == 0
    said = capsys.readouterr().out
    assert said.startswith(i18n.render("cli-bench-game", lang))
    _no_english(lang, "bench", said.replace("artsociety", ""))
