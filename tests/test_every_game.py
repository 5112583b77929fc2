"""What the layers above the engine do for every registered game (`sanmarco_nb.games.GAMES`,
read when the tests are collected, so Pig, the tests' own game, is in it): the bots, `simulate`,
the texts in every language, the static picture and the shared table. A game that brings no
adapter of a layer is served by the layer's generic part (greedy on the public score)."""
from __future__ import annotations

import json
import random

import pytest

from sanmarco_nb import i18n
from sanmarco_nb.analysis import simulate
from sanmarco_nb.bots import View, make_bot, play_game
from sanmarco_nb.bots.heuristics import SEARCHED
from sanmarco_nb.core import CHANCE
from sanmarco_nb.games import GAMES, adapter, load_game
from sanmarco_nb.i18n.preview import preview_notes
from sanmarco_nb.widgets.static import static_svg

NAMES = sorted(GAMES)
BOTS = {"random": {}, "greedy": {}, "search": {"iterations": 2, "candidates": 2, "horizon": 8},
        "coach": {"iterations": 4, "horizon": 8}}


def random_positions(name: str, seed: int = 1, every: int = 9):
    """Every `every`-th position of a seeded random game of `name`, and its end."""
    game = load_game(name)
    state, rng, out = game.new_game(players=game.State.DEFAULT_PLAYERS, seed=seed), \
        random.Random(seed), []
    while not state.is_terminal():
        if len(state.history) % every == 0:
            out.append(state.clone())
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return out + [state]


@pytest.mark.parametrize("bot", list(BOTS))
@pytest.mark.parametrize("name", NAMES)
def test_every_bot_chooses_a_legal_move_in_every_game(name, bot):
    player = make_bot(bot, **BOTS[bot])
    decisions = [s for s in random_positions(name)
                 if s.to_move is not None and s.to_move != CHANCE][:3]
    assert decisions
    for s in decisions:
        assert player.choose(View(s, s.to_move, random.Random(2))) in s.legal_actions()


def test_every_bot_plays_the_tests_game_to_the_end():
    """Pig has no heuristics of its own: greedy, search and the coach play its public score."""
    assert adapter("pig", "sanmarco_nb.bots.heuristics.{game}") is None
    state = play_game(load_game("pig").new_game(players=4, seed=5),
                      [make_bot(b, **BOTS[b]) for b in BOTS])
    assert state.is_terminal() and len(state.winners()) == 1


class CountingView(View):
    """A view that counts the samples a bot draws: a search draws one per iteration."""
    samples = 0

    def sample(self):
        self.samples += 1
        return super().sample()


@pytest.mark.parametrize("name", NAMES)
def test_the_search_expands_the_decisions_its_game_declares(name):
    """Each game declares the verbs a search expands (State.SEARCHED; Pig's roll or hold too):
    there the search bot rolls out every iteration; at any other decision it plays greedy."""
    State = load_game(name).State
    assert State.SEARCHED and State.SEARCHED <= SEARCHED
    positions = [s for s in random_positions(name, every=1)
                 if s.to_move is not None and s.to_move != CHANCE and len(s.legal_actions()) > 1]
    for s in positions[:40]:
        view = CountingView(s, s.to_move, random.Random(3))
        make_bot("search", iterations=2, candidates=2, horizon=8).choose(view)
        assert view.samples == (3 if s.legal_actions()[0].verb in State.SEARCHED else 1)
    assert any(s.legal_actions()[0].verb in State.SEARCHED for s in positions[:40])


def test_searched_reads_each_game_once(monkeypatch):
    """A search asks `verb in SEARCHED` at every decision: each game's verbs are read once."""
    import sanmarco_nb.bots.heuristics as heuristics
    calls = []
    monkeypatch.setattr(heuristics, "load_game", lambda g: calls.append(g) or load_game(g))
    searched = type(SEARCHED)()
    for _ in range(50):
        assert "split" in searched and "nothing" not in searched
    assert sorted(calls) == sorted(GAMES) and set(searched) == set(SEARCHED)


def test_no_game_decides_by_a_verb_another_game_searches():
    """The searches ask `heuristics.SEARCHED`, every registered game's verbs together, by verb:
    so a game's decision whose verb another game searches must be one it searches too."""
    for name in NAMES:
        own = load_game(name).State.SEARCHED
        verbs = {a.verb for s in random_positions(name, every=1)
                 if s.to_move is not None and s.to_move != CHANCE for a in s.legal_actions()}
        assert verbs & set(SEARCHED) <= own, name


@pytest.mark.parametrize("name", NAMES)
def test_simulate_plays_every_game(name):
    players = load_game(name).State.PLAYERS[0]
    result = simulate(name, (["random", "greedy"] * 2)[:players], 3, seed=4, progress=False)
    assert result.scores.shape == (3, players) and result.winners.any(axis=1).all()


@pytest.mark.parametrize("lang", i18n.LANGS)
@pytest.mark.parametrize("name", NAMES)
def test_every_game_speaks_every_language(name, lang):
    """Every event of a random game, every phase it passes, its rules switches, its rules
    and what a move will do, in words (no message id, no leftover placeholder)."""
    positions = random_positions(name)
    end, game = positions[-1], load_game(name)
    texts = [i18n.phase_name(name, s.phase, lang) for s in positions]
    for step in end.replay(end.to_record()):
        texts += [e.describe(lang) for e in step.events]
    texts += [i18n.switch_name(name, k, lang) for k in vars(game.Variant())]
    for s in positions[:-1]:
        if s.to_move != CHANCE:
            for a in s.legal_actions()[:3]:
                texts += [t for t, _ in preview_notes(s.preview(a), name, lang, s.to_move)]
    rules = adapter(name, "sanmarco_nb.i18n.{game}").RULES
    assert rules and all(i18n.rule_text(r, lang) != r for r in rules)
    assert texts and all(t and "{" not in t and f"{game.State.PREFIX}-" not in t
                         for t in texts)


@pytest.mark.parametrize("name", NAMES)
def test_every_game_has_a_static_picture(name):
    for s in random_positions(name, every=60):
        for lang in i18n.LANGS:
            svg = static_svg(s, lang)
            assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")
        assert s._repr_svg_() == static_svg(s, "en")


@pytest.mark.parametrize("name", [n for n in NAMES
                                  if adapter(n, "sanmarco_nb.widgets.{game}_table")])
def test_the_shared_table_plays_every_game(name):
    """The game's table (its adapter's TABLE, a GameTable) with a human and bots: the human's
    moves and rolls through the table, the bots' by themselves, time travel back and forth."""
    table_of = adapter(name, "sanmarco_nb.widgets.{game}_table").TABLE
    game, rng = load_game(name), random.Random(3)
    players = game.State.PLAYERS[0]
    t = table_of(players=players, seats=["human"] + ["random"] * (players - 1), seed=3,
                 lang="en")                         # as the play app makes a table
    for _ in range(40):       # the human's decisions, up to where the table waits for more
        if not t.waiting_for_human():      # the end, or a table's own pause (a bid's reveal)
            break
        if t.state.to_move == CHANCE:
            t.roll()
        else:
            legal = t.state.legal_actions()
            t.act(legal[rng.randrange(len(legal))])
        assert t.guard.errors == []
    record = t.state.to_record()
    assert len(record["moves"]) > 5
    t.seek(0)
    assert t.state.history == []
    t.seek(t.timeline.end)
    assert t.state.to_record() == record and "<svg" in t._repr_mimebundle_()["image/svg+xml"]


def test_a_registered_game_brings_its_adapters_and_texts_from_its_own_package():
    """register(name, module, adapters=, locales=): the adapter lookup reads the game's
    package in sanmarco_nb's layout, a layer package it lacks is no adapter, and its texts
    join the catalogs beside the package's own."""
    from sanmarco_nb.i18n import catalog
    assert adapter("pig", "sanmarco_nb.svg.{game}").__name__ == "pig.svg.pig"
    assert adapter("pig", "sanmarco_nb.analysis.recorders.{game}") is None
    assert adapter("sanmarco", "sanmarco_nb.svg.{game}").__name__ == "sanmarco_nb.svg.sanmarco"
    assert i18n.message("pig", "title", "de") == "Pig" and catalog.has("rule-PG-E1", "tr")
    assert {"rule-PG-E1", "sm-message-title"} <= catalog.message_ids("en")
    assert i18n.message("sanmarco", "title", "en") == "San Marco"


@pytest.mark.parametrize("name", NAMES)
def test_the_replay_command_tells_every_game(name, tmp_path, capsys):
    from sanmarco_nb.__main__ import main
    end = random_positions(name, every=10 ** 6)[-1]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(end.to_record()))
    for lang in i18n.LANGS:
        assert main(["replay", str(path), "--lang", lang]) == 0
        out = capsys.readouterr().out.splitlines()
        assert out[0].startswith(i18n.message(name, "title", lang))
        assert i18n.player_name(end.winners()[0], lang) in out[-1]
