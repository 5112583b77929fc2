"""The table base (widgets/table.py) and the shared controls (widgets/controls.py), on a toy game
that follows the engine contract."""
from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import NamedTuple

import pytest

import ipywidgets as W
from fluent.runtime import FluentResource

from sanmarco_nb import games
from sanmarco_nb.core import CHANCE, Event, GameState, IllegalAction
from sanmarco_nb.i18n import catalog
from sanmarco_nb.svg.palette import PLAYER_COLOURS, PLAYER_MARKERS
from sanmarco_nb.widgets.controls import Guard, LogPanel, make_button
from sanmarco_nb.widgets.seats import make_seat
from sanmarco_nb.widgets.table import GameTable

from helpers import click


class Take(NamedTuple):
    n: int

    def __str__(self):
        return f"take {self.n}"


class ToyEvent(Event):
    __slots__ = ()

    def describe(self, lang="en"):
        return {"en": "took", "de": "nahm", "tr": "aldı"}[lang] + f" {self.data['n']}"


@pytest.fixture(autouse=True)
def toy_registered():
    """The stand-in for a human seat (the greedy bot) asks the registry for the game's
    heuristics: Toy brings none, so it is played on its public score."""
    games.register("toy", sys.modules[__name__])
    yield
    games.unregister("toy")


@dataclass(frozen=True)
class ToyVariant:
    pass


class Toy(GameState):
    """Two players; each round a die (1-3) fills a pile; players take 1 or 2 in turn; the
    round ends when the pile is empty; three rounds."""
    GAME, PREFIX = "toy", "toy"
    Action = Take

    def __init__(self, seed=0, players=2):
        self.seed, self.players, self.start_player, self.variant = seed, players, 0, ToyVariant()
        self.history, self.chance_count, self._legal_cache = [], 0, None
        self.pile, self.round, self.turn, self.scores = 0, 0, 0, [0] * players

    @property
    def to_move(self):
        return CHANCE if self.pile == 0 else self.turn

    def is_terminal(self):
        return self.round == 3 and self.pile == 0

    def chance_outcomes(self):
        return [(Take(k), 1) for k in (1, 2, 3)]

    def _legal_actions(self):
        if self.is_terminal():
            return ()
        if self.pile == 0:
            return tuple(a for a, _ in self.chance_outcomes())
        return tuple(Take(k) for k in (1, 2) if k <= self.pile)

    def _why_illegal(self, action):
        return f"{action} is not allowed here"

    def _apply(self, a):
        if self.pile == 0:
            self.pile = a.n
            self.round += 1
            return [ToyEvent("fill", "TOY-1", None, {"n": a.n})]
        self.pile -= a.n
        self.scores[self.turn] += a.n
        self.turn = 1 - self.turn
        return [ToyEvent("take", "TOY-2", 1 - self.turn, {"n": a.n})]

    def observation(self, player):
        return {"pile": self.pile, "scores": list(self.scores)}

    def determinize(self, player, seed):
        return self.clone()          # nothing is hidden in the toy

    def clone(self):
        c = object.__new__(Toy)
        c.__dict__.update(self.__dict__)
        c.history, c.scores = list(self.history), list(self.scores)
        return c


State = Toy          # what the registry reads of a game module


# the toy's own texts, as a game's catalog would hold them (added to the bundles here: the
# toy is no game of the package)
TOY_TEXTS = {"en": "toy-message-title = Toy\ntoy-table-roll = Roll\n"
                   "toy-table-take = Take { $n }\n"
                   "toy-table-until_round = round\ntoy-table-until_game = game\n",
             "de": "toy-message-title = Spielzeug\ntoy-table-roll = Würfeln\n"
                   "toy-table-take = Nimm { $n }\n"
                   "toy-table-until_round = Runde\ntoy-table-until_game = Spiel\n",
             "tr": "toy-message-title = Oyuncak\ntoy-table-roll = Zar at\n"
                   "toy-table-take = { $n } al\n"
                   "toy-table-until_round = tur\ntoy-table-until_game = oyun\n"}
for _lang, _source in TOY_TEXTS.items():
    if not catalog.has("toy-message-title", _lang):
        catalog.bundle(_lang).add_resource(FluentResource(_source))


class ToyTable(GameTable):
    LABELS = "toy-table"
    stops = {"round": lambda a, b: b.round != a.round, "game": lambda a, b: b.is_terminal()}

    def _body(self):
        self.pile = W.IntText()
        return W.VBox([self.pile, self.panel, self.guard.status])

    def _draw(self, state):
        self.pile.value = state.pile

    def _panel(self, state):
        if not self.waiting_for_human(state):
            return []
        if state.to_move == CHANCE:
            return [self.button("roll", self.roll)]
        return [self.button("take", lambda v, a=a: self.act(a, v), n=a.n)
                for a in state.legal_actions()]

    def _human_roll(self, state):
        return self.is_human(state.turn)


def play_out(table):
    for _ in range(100):
        if table.state.is_terminal():
            break
        click(table.panel.children[0])
        assert table.guard.errors == []
    assert table.state.is_terminal()
    return table


def test_human_and_bot_play_to_the_end_through_buttons():
    t = play_out(ToyTable(Toy(seed=3), seats=["human", "random"]))
    s = t.state
    fills = [e.data["n"] for evs in t.timeline.events for e in evs if e.kind == "fill"]
    assert s.is_terminal() and len(fills) == 3 and sum(s.scores) == sum(fills)
    # every step of the game is in the timeline, and every event is in the log
    assert t.timeline.end == len(s.history) and t.timeline.cursor == t.timeline.end
    assert len(t.log_panel.list.lines) == min(LogPanel.MAX, sum(map(len, t.timeline.events)))
    assert t.guard.errors == [] and len(t.latency) > 0


def test_illegal_out_of_turn_and_stale_clicks_leave_the_game_unchanged():
    t = ToyTable(Toy(seed=1), seats=["human", "random"])
    assert t.state.to_move == CHANCE           # the human's roll
    stale = t.panel.children[0]
    click(stale)                               # roll
    before = t.timeline.version, t.state.to_record()
    click(stale)                               # the same (old) button again: a double click
    assert (t.timeline.version, t.state.to_record()) == before
    assert "out of date" in t.guard.status.value
    with pytest.raises(IllegalAction):
        t.act(Take(9))                         # not legal: the engine's reason
    assert t.state.to_record() == before[1] and t.guard.errors == []


def test_time_travel_back_forward_and_branching():
    t = play_out(ToyTable(Toy(seed=5), seats=["human", "random"]))
    end = t.timeline.end
    click(t.bar.start)
    assert t.timeline.cursor == 0 and t.bar.back.disabled and t.state.round == 0
    click(t.bar.forward)
    assert t.timeline.cursor == 1 and t.log_panel.list.lines
    click(t.bar.end)
    assert t.timeline.cursor == end and t.bar.forward.disabled
    click(t.bar.start)
    t.replay(speed="instant")
    assert t.timeline.cursor == end


def test_bots_play_to_the_end_of_round_and_game():
    t = ToyTable(Toy(seed=2), seats=["human", "random"])
    t.bots_play("round", speed="instant")
    assert t.state.round >= 1 and t.guard.errors == []
    t.bots_play("game", speed="instant")
    assert t.state.is_terminal() and t.bar.bots_play.disabled


def test_a_table_of_bots_plays_itself_to_the_end():
    t = play_out(ToyTable(Toy(seed=4), seats=["random", "random"]))
    assert t.state.is_terminal()    # bots alone play to the end at construction
    assert t.panel.children == ()


@pytest.mark.parametrize("lang,word", [("en", "Back"), ("de", "Zurück"), ("tr", "Geri")])
def test_language_switch_relabels_controls_and_log(lang, word):
    t = ToyTable(Toy(seed=2), seats=["random", "random"])
    t.lang = lang
    assert t.bar.back.description == word
    assert {"en": "took", "de": "nahm", "tr": "aldı"}[lang] in t.log_panel.list.lines[0]
    t.log_panel.list.index = 0
    assert "TOY-" in t.log_panel.rule.value


def test_errors_inside_callbacks_go_to_the_output_area():
    g = Guard()

    def boom(_):
        raise RuntimeError("kaputt")
    g(boom)(None)
    assert len(g.errors) == 1 and "kaputt" in g.output.outputs[0]["text"]
    g(lambda: (_ for _ in ()).throw(IllegalAction("no bridge left")))()
    assert "no bridge left" in g.status.value and len(g.errors) == 1


def test_palette_is_distinct_and_colour_blind_safe_okabe_ito():
    assert len(set(PLAYER_COLOURS)) == len(PLAYER_COLOURS) >= 4
    assert len(set(PLAYER_MARKERS)) == len(PLAYER_MARKERS)


def test_seats_from_specs():
    assert make_seat("human") is None
    assert make_seat("random").name == "random"
    with pytest.raises(ValueError):
        make_seat(3)
    with pytest.raises(ValueError, match="unknown bot"):
        make_seat("grandmaster")


def test_the_bots_a_learner_meets_are_greedy_and_the_stand_in_is_named():
    """A new table's opponents and the bot that takes a human's seat at "Bots play" are the
    greedy bot (a learner learns little from random moves), and the button says so."""
    from sanmarco_nb.i18n import LANGS, render
    from sanmarco_nb.widgets.seats import STAND_IN
    t = ToyTable(Toy(seed=1))
    assert t.seats[0] is None and [s.name for s in t.seats[1:]] == ["greedy"]
    assert STAND_IN == "greedy" and t.stand_in.name == "greedy"
    for lang in LANGS:
        assert render("app-seat-greedy", lang) in render("table-bots_play", lang)
    t.close()


def test_the_past_is_unmistakable_and_back_to_now_returns():
    """After Back a banner says which move of how many is shown and that a move there replaces
    the later ones; its button (and reaching the end) takes it away."""
    t = play_out(ToyTable(Toy(seed=3), seats=["human", "random"]))
    end = t.timeline.end
    assert t.past.layout.display == "none"
    click(t.bar.back)
    click(t.bar.back)
    assert t.past.layout.display == "flex"
    assert f"move {end - 2} of {end}" in t.past_text.value and "the 2 moves" in t.past_text.value
    t.lang_switch.value = "de"
    assert f"Zug {end - 2} von {end}" in t.past_text.value
    click(t.now_button)
    assert t.timeline.cursor == end and t.past.layout.display == "none"
    t.close()


def test_a_click_is_applied_once(monkeypatch):
    """A move the table checks on a copy is the move it keeps: the timeline does not apply it
    again (two moves taken together: two applications, not four)."""
    t = ToyTable(Toy(seed=0), seats=["human", "human"])
    t.roll()
    assert t.state.pile >= 2 and t.state.to_move == 0
    applied = []
    real = Toy._apply
    monkeypatch.setattr(Toy, "_apply", lambda self, a: applied.append(a) or real(self, a))
    t.act([Take(1), Take(1)])
    assert applied == [Take(1), Take(1)] and t.timeline.end == 3
    assert [e.kind for evs in t.timeline.events[1:] for e in evs] == ["take", "take"]


def test_hiding_a_button_through_its_layout_hides_it_alone():
    a, b = make_button("a"), make_button("b")
    a.layout.display = "none"
    assert b.layout.display is None and a.style is b.style     # the style is still shared
