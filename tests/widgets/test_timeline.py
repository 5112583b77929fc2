"""The timeline and the seats (widgets/timeline.py, widgets/seats.py): pure Python, tested here
without a single widget."""
from __future__ import annotations

import random
import subprocess
import sys

import pytest

from sanmarco_nb import artsociety, bots, sanmarco
from sanmarco_nb.bench import random_step
from sanmarco_nb.core import CHANCE, IllegalAction, RecordError
from sanmarco_nb.widgets.seats import BotError, auto_step, make_seat
from sanmarco_nb.widgets.timeline import Timeline


def a_game(engine, players, seed, steps=None):
    state, rng = engine.new_game(players, seed), random.Random(seed)
    while not state.is_terminal() and (steps is None or len(state.history) < steps):
        random_step(state, rng)
    return state


def test_timeline_and_seats_import_no_widget_library():
    code = ("import sys, sanmarco_nb.widgets.timeline, sanmarco_nb.widgets.seats; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in "
            "('ipywidgets', 'bqplot', 'traitlets', 'IPython')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize("engine,players", [(sanmarco, 4), (artsociety, 3)])
def test_from_record_replays_every_position_of_both_games(engine, players):
    """Time travel goes through the engine's one replay (GameState.replay): step 0 is the root."""
    final = a_game(engine, players, 5)
    tl = Timeline.from_record(type(final), final.to_record())
    assert tl.cursor == 0 and tl.end == len(final.history)
    assert tl.states[0].to_record() == final.initial().to_record()
    assert tl.states[-1].to_record() == final.to_record()
    assert [len(evs) for evs in tl.events] and all(s is not t for s, t in
                                                   zip(tl.states, tl.states[1:]))
    with pytest.raises(RecordError, match="game"):
        Timeline.from_record(sanmarco.State if engine is artsociety else artsociety.State,
                             final.to_record())


def test_branching_drops_the_future_and_never_reuses_a_position_id():
    state = a_game(sanmarco, 4, 3, steps=40)
    tl = Timeline(state.initial())
    for a in state.history:
        tl.push(a)
    old_ids, version = list(tl.ids), tl.version
    tl.seek(10)
    assert tl.version == version + 1 and tl.state.history == state.history[:10]
    with pytest.raises(IllegalAction):
        tl.push(artsociety.Action("done"))                 # refused: nothing changes
    assert tl.end == 40
    rng = random.Random(1)
    tl.step(lambda s: random_step(s, rng))
    assert tl.end == 11 and tl.ids[:11] == old_ids[:11] and tl.ids[11] not in old_ids
    keys = [key for _n, key, _e in tl.recent_events(1000)]
    assert len(keys) == len(set(keys)) == sum(map(len, tl.events))


def test_recent_events_newest_first_up_to_the_cursor():
    state = a_game(sanmarco, 3, 2, steps=30)
    tl = Timeline(state.initial())
    for a in state.history:
        tl.push(a)
    tl.seek(20)
    entries = tl.recent_events(5)
    assert len(entries) == 5 and entries[0][0] == 20 and entries[0][2] is tl.events[19][-1]
    assert [n for n, _k, _e in entries] == sorted((n for n, _k, _e in entries), reverse=True)


def test_a_seat_is_human_or_a_bot_of_the_bots_package():
    assert make_seat("human") is None and make_seat(None) is None
    assert type(make_seat("greedy")) is bots.GreedyBot
    own = bots.RandomBot()
    assert make_seat(own) is own


def test_the_same_position_gives_the_same_bot_move():
    """The stand-in plays a position the same way however often it is asked (bots.bot_step
    seeds the bot from the seed, the seat and the move number)."""
    state = a_game(sanmarco, 4, 9, steps=60)
    while state.to_move == CHANCE:
        random_step(state, random.Random(0))
    moves = set()
    for _ in range(5):
        trial = state.clone()
        auto_step(trial, make_seat("random"))
        moves.add(str(trial.history[-1]))
    assert len(moves) == 1


@pytest.mark.parametrize("junk", [None, "district 5", artsociety.Action("done")])
def test_a_bot_answering_junk_is_a_bot_error_not_a_refusal(junk):
    class Junk:
        name = "junk"

        def choose(self, view):
            return junk
    state = a_game(sanmarco, 4, 9, steps=60)
    while state.to_move == CHANCE:
        random_step(state, random.Random(0))
    before = state.to_record()
    with pytest.raises(BotError, match="junk") as e:
        auto_step(state, Junk())
    assert not isinstance(e.value, IllegalAction) and isinstance(e.value.__cause__, IllegalAction)
    assert state.to_record() == before
