"""The engine contract, checked once for every game in `sanmarco_nb.games.GAMES`.

In the spirit of OpenSpiel's `random_sim_test` and PettingZoo's `api_test`: seeded random games
played to the end with every contract method checked along the way (types, errors, events with
rule ids, notation round trips, illegal input leaving the state byte-identical, clones, records
and replay), plus the argument checks of `new_game` with the same errors in every game. A new
game is registered once it passes this file (docs/adding_a_game.md).
"""
from __future__ import annotations

import dataclasses
import importlib.util
import json
import random
from collections.abc import Sequence
from pathlib import Path

import pytest

from sanmarco_nb import core
from sanmarco_nb.bench import random_step
from sanmarco_nb.core import (CHANCE, MAX_NOTATION, MAX_SEED, Consequence, Event,
                              IllegalAction, RecordError, Step, play_chance)
from sanmarco_nb.games import GAMES, game_of, load_game

NAMES = sorted(GAMES)
CHECK_EVERY = 7          # the costlier checks (clone, illegal input) at every 7th position


def _rule_ids_of(name: str) -> set[str]:
    # the one reader of the rules files' ids is tests/test_rule_ids.py
    path = Path(__file__).with_name("test_rule_ids.py")
    spec = importlib.util.spec_from_file_location("_contract_rule_ids", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.rule_ids(name)


def snapshot(state) -> str:
    """Everything a caller can read of `state`, as text: record, every player's observation,
    turn, phase, legal actions, scores and repr. Equal snapshots = byte-identical states."""
    return json.dumps([state.to_record(), [state.observation(p) for p in range(state.players)],
                       state.to_move, state.phase, [str(a) for a in state.legal_actions()],
                       list(state.scores), repr(state)])


def header(state) -> dict:
    return dict(players=state.players, seed=state.seed, variant=state.variant,
                start_player=state.start_player)


class Played:
    """A seeded random game of `name` played to the end, with `positions`: clones taken along
    the way (every CHECK_EVERY-th position, and the end)."""

    def __init__(self, name: str, players: int, seed: int):
        self.game = load_game(name)
        self.rules = _rule_ids_of(name)
        self.state = self.game.new_game(players=players, seed=seed)
        self.positions = []
        rng = random.Random(seed)
        n = 0
        while not self.state.is_terminal():
            check_position(self.state, self.rules)
            if n % CHECK_EVERY == 0:
                self.positions.append(self.state.clone())
            n += 1
            check_events(self.state, random_step(self.state, rng), self.rules)
        self.positions.append(self.state.clone())


@pytest.fixture(scope="module", params=[(name, p) for name in NAMES
                                        for p in load_game(name).State.PLAYERS])
def played(request) -> Played:
    name, players = request.param
    return Played(name, players, seed=players)


@pytest.fixture(params=NAMES)
def game(request):
    return load_game(request.param)


# ---- the checks made at every position of every random game -------------------------------

def check_position(state, rules) -> None:
    P = state.players
    assert isinstance(state.phase, str) and state.phase
    assert state.to_move is None or state.to_move == CHANCE or state.to_move in range(P)
    assert type(state.to_move) in (int, type(None)) and not state.is_terminal()
    legal = state.legal_actions()
    # a tuple; or a lazy immutable sequence equal to one in every entry (San Marco's splits)
    assert type(legal) is tuple or isinstance(legal, Sequence) and legal == tuple(legal)
    fresh = state._legal_actions()          # read entry by entry before anything iterates it
    assert legal and [fresh[k] for k in range(len(fresh))] == list(legal)
    assert all(type(a) is state.Action for a in legal)
    assert len(set(legal)) == len(legal)
    for a in legal:                         # canonical notation, short and plain
        text = str(a)
        assert text.isascii() and 0 < len(text) <= MAX_NOTATION
        assert state.parse(text) == a
    if state.to_move == CHANCE:
        outcomes = state.chance_outcomes()
        assert outcomes and set(a for a, _ in outcomes) <= set(legal)
        assert all(type(w) is int and w > 0 for _, w in outcomes)
        # a game's shortcut picks what choice() over the outcome list would (same games)
        for u in (0, 1, 5, 61, 2**63 + 7, 2**64 - 1,
                  core.chance_random(state.seed, state.chance_count)):
            assert state._chance_pick(u) == core.choice(outcomes, u)
    check_scores(state)
    assert state.winners() == [] and state.returns() == [0.0] * P


def check_scores(state) -> None:
    assert type(state.scores) is tuple and len(state.scores) == state.players
    assert all(type(s) is int for s in state.scores)


def check_events(state, events, rules) -> None:
    assert type(events) is list
    for e in events:
        assert isinstance(e, Event) and e.game == state.GAME
        assert e.rule in rules, f"{e.kind}: rule id {e.rule!r} is not in the rules file"
        assert e.player is None or e.player in range(state.players)
        assert isinstance(e.kind, str) and isinstance(e.describe("en"), str)


# ---- the registry --------------------------------------------------------------------------

def test_registry_names_each_game_once(game):
    name = game.State.GAME
    assert GAMES[name] == game.__name__
    assert game_of(game.new_game(players=game.State.PLAYERS[0], seed=0)) is game
    assert game.State.TITLE and game.State.PLAYERS == tuple(sorted(game.State.PLAYERS))
    for attr in ("new_game", "from_record", "State", "Variant", "Action", "PREVIEW_KINDS"):
        assert hasattr(game, attr), attr
    assert game.State.Variant is game.Variant and game.State.Action is game.Action


def test_unknown_game_is_refused():
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        load_game("chess")
    with pytest.raises(RecordError, match="field 'game'"):
        list(core.replay({"game": "chess", "format": 1, "players": 4, "seed": 0, "moves": []}))


# ---- new_game: the same arguments and the same errors in every game --------------------------

BAD_PLAYERS = [0, 1, 5, 99, -3, True, 3.0, "4", None]
BAD_SEEDS = [-1, -5, True, False, 1.5, 2.0, MAX_SEED + 1, 10 ** 5000, "1", None]


@pytest.mark.parametrize("players", BAD_PLAYERS)
def test_new_game_refuses_a_player_count(game, players):
    with pytest.raises(ValueError, match=f"{game.State.TITLE} is for"):
        game.new_game(players=players, seed=0)


@pytest.mark.parametrize("seed", BAD_SEEDS, ids=lambda v: f"{type(v).__name__}{v.bit_length() if type(v) is int else v}"[:16])
def test_new_game_refuses_a_seed_with_the_same_words_in_every_game(seed):
    """Regression (issue 10): San Marco took seed=-5 and then refused its own record."""
    messages = set()
    for name in NAMES:
        game = load_game(name)
        with pytest.raises(ValueError) as e:
            game.new_game(players=game.State.PLAYERS[-1], seed=seed)
        messages.add(str(e.value))
    assert len(messages) == 1 and "seed" in messages.pop()


@pytest.mark.parametrize("seed", [0, 1, 2 ** 53 + 1, MAX_SEED])
def test_a_seed_new_game_takes_gives_a_record_that_loads(game, seed):
    state = game.new_game(players=game.State.PLAYERS[0], seed=seed)
    play_chance(state)
    again = game.from_record(json.loads(json.dumps(state.to_record())))
    assert snapshot(again) == snapshot(state)


@pytest.mark.parametrize("start", [-1, 4, True, 1.0, "0", None])
def test_new_game_refuses_a_start_player_out_of_range(start):
    messages = set()
    for name in NAMES:
        with pytest.raises(ValueError) as e:
            load_game(name).new_game(players=4, seed=0, start_player=start)
        messages.add(str(e.value))
    # said in the rules' words, not the argument's Python name
    assert messages == {f"the start player must be one of the players, Player 1 to Player 4 (0 "
                        f"to 3), not {start!r}"}


def test_new_game_takes_start_player_by_name(game):
    state = game.new_game(players=game.State.PLAYERS[0], seed=3, variant=None, start_player=0)
    assert state.start_player == 0 and state.initial().start_player == 0


def _bad_switch_values(f) -> list:
    """Values a rules switch must refuse: look-alikes of its choices (1 for True, 2.0 for 2,
    True for 1, another case of a name) and a plain wrong one."""
    bad = ["bogus", 3.5]
    for c in f.metadata["choices"]:
        if type(c) is bool:
            bad += [int(c), float(c), str(c)]
        elif type(c) is int:
            bad += [float(c), str(c)] + ([True] if c == 1 else [])
        elif type(c) is str:
            bad += [c.upper(), c + " "]
    return bad


def _switches(game):
    return [f for f in dataclasses.fields(game.Variant) if "choices" in f.metadata]


def test_every_variant_switch_refuses_look_alikes(game):
    fields = _switches(game)
    assert fields, "a Variant lists each switch's values in metadata['choices']"
    for f in fields:
        for value in _bad_switch_values(f):
            with pytest.raises(ValueError, match=f"Variant.{f.name}"):
                game.Variant(**{f.name: value})
            # a Variant changed behind its back is refused by new_game as well
            v = game.Variant()
            object.__setattr__(v, f.name, value)
            with pytest.raises(ValueError, match=f"Variant.{f.name}"):
                game.new_game(players=game.State.PLAYERS[0], seed=0, variant=v)


def test_every_variant_choice_is_taken(game):
    for f in _switches(game):
        for value in f.metadata["choices"]:
            state = game.new_game(players=game.State.PLAYERS[0], seed=0,
                                  variant=game.Variant(**{f.name: value}))
            assert getattr(state.variant, f.name) == value


@pytest.mark.parametrize("variant", [{}, "default", 1, object()])
def test_new_game_refuses_a_variant_of_another_type(game, variant):
    with pytest.raises(ValueError, match="variant must be"):
        game.new_game(players=game.State.PLAYERS[0], seed=0, variant=variant)


def test_new_game_refuses_the_other_games_variant():
    for name, other in zip(NAMES, NAMES[1:] + NAMES[:1]):
        game = load_game(name)
        if other != name:
            with pytest.raises(ValueError, match="variant must be"):
                game.new_game(players=game.State.PLAYERS[0], seed=0,
                              variant=load_game(other).Variant())


# ---- random games: every method at every position ---------------------------------------------

def test_random_game_ends_with_winners_and_returns(played):
    s = played.state
    assert s.is_terminal() and s.to_move is None and s.legal_actions() == ()
    check_scores(s)
    winners = s.winners()
    assert winners and winners == sorted(set(winners)) and set(winners) <= set(range(s.players))
    returns = s.returns()
    assert all(type(r) is float for r in returns) and sum(returns) == pytest.approx(1.0)
    assert [p for p, r in enumerate(returns) if r] == winners
    top = max(s.scores)
    assert all(s.scores[p] == top for p in winners)          # the tie-break picks among the tied


def test_a_finished_game_refuses_every_move(played):
    s = played.state
    before = snapshot(s)
    for bad in (played.positions[0].legal_actions()[0], "done", None):
        with pytest.raises(IllegalAction):
            s.apply(s.parse(bad) if isinstance(bad, str) else bad)
    with pytest.raises(IllegalAction):
        play_chance(s)
    assert snapshot(s) == before


def test_observation_is_json_and_refuses_a_bad_player(played):
    """It names its game (a bot that sees only the view knows which game it plays)."""
    for s in played.positions[::3]:
        for p in range(s.players):
            obs = s.observation(p)
            assert type(obs) is dict and obs["game"] == s.GAME
            json.dumps(obs)
        for bad in (-1, s.players, True, 0.0, "0", None):
            with pytest.raises(ValueError, match="player"):
                s.observation(bad)


def test_determinize_keeps_what_the_player_sees(played):
    for s in played.positions[1::4]:
        for p in range(s.players):
            d = s.determinize(p, 5)
            assert type(d) is type(s) and d.observation(p) == s.observation(p)


def _plain(value) -> bool:
    """A Consequence's data value: an int, a short string, or a tuple of them."""
    if isinstance(value, tuple):
        return all(_plain(v) and not isinstance(v, tuple) for v in value)
    return type(value) in (int, bool) or (type(value) is str and len(value) <= 40)


def check_preview(state, game, rules) -> None:
    """`preview` of a spread of the legal moves here: Consequences of the game's kinds with
    rule ids and plain data, the state untouched, and the same in every determinize of the
    mover's view (it never reads what they cannot see)."""
    before = snapshot(state)
    if state.to_move == CHANCE:
        with pytest.raises(IllegalAction, match="chance"):
            state.preview(state.legal_actions()[0])
        return
    legal = state.legal_actions()
    moves = [legal[k] for k in range(0, len(legal), max(1, len(legal) // 12))]
    views = [state.determinize(state.to_move, seed) for seed in (3, 4)]
    for a in moves:
        told = state.preview(a)
        assert type(told) is tuple
        for c in told:
            assert type(c) is Consequence and c.kind in game.PREVIEW_KINDS, c
            assert c.rule in rules, f"{c.kind}: rule id {c.rule!r} is not in the rules file"
            assert c.player is None or c.player in range(state.players)
            assert type(c.data) is dict and all(_plain(v) for v in c.data.values()), c
        assert all(view.preview(a) == told for view in views), a
    for bad in (None, "done", tuple(legal[0])):
        with pytest.raises(IllegalAction):
            state.preview(bad)
    assert snapshot(state) == before


def test_preview_tells_without_changing_or_peeking(played):
    for s in played.positions[:-1]:
        check_preview(s, played.game, played.rules)
    with pytest.raises(IllegalAction, match="over"):
        played.state.preview(played.positions[0].legal_actions()[0])


def _illegal_inputs(s, others):
    """Actions the state must refuse: legal elsewhere but not here, a plain tuple equal to a
    legal action, junk of other types."""
    legal = set(s.legal_actions())
    out = [a for o in others for a in o.legal_actions()[:3] if a not in legal][:6]
    out += [tuple(s.legal_actions()[0]), None, "done", 7, object()]
    return out


def test_illegal_input_leaves_the_state_byte_identical(played):
    positions = played.positions[:-1]              # the end: test_a_finished_game_refuses...
    for i, s in enumerate(positions):
        before = snapshot(s)
        for bad in _illegal_inputs(s, positions[i + 1:i + 4] + positions[max(0, i - 3):i]):
            with pytest.raises(IllegalAction):
                s.apply(bad)
            assert snapshot(s) == before, bad
        for text in ("", "   ", "nonsense 1 2", "bid -1", "roll 9", str(positions[-1])):
            with pytest.raises(IllegalAction):
                s.parse(text)
        for junk in (None, 7, b"done", ["done"]):
            with pytest.raises(IllegalAction):
                s.parse(junk)
        assert snapshot(s) == before


def test_clones_are_independent(played):
    for s in played.positions[:-1]:
        before = snapshot(s)
        a, b = s.clone(), s.clone()
        action = s.legal_actions()[-1]
        ea, eb = a.apply(action), b.apply(action)
        assert snapshot(s) == before                          # the original did not move
        assert snapshot(a) == snapshot(b) and ea == eb        # and clones move alike
        assert s.history is not a.history and len(a.history) == len(s.history) + 1


def test_initial_is_the_root_of_the_same_game(played):
    for s in played.positions[::5]:
        before = snapshot(s)
        root = s.initial()
        assert header(root) == header(s) and root.history == [] and root is not s
        assert snapshot(root) == snapshot(played.game.new_game(**header(s)))
        assert snapshot(s) == before


def test_same_seed_same_game(played):
    s = played.state
    again = Played(s.GAME, s.players, seed=s.players).state
    assert again.to_record() == s.to_record()
    other = Played(s.GAME, s.players, seed=s.players + 100).state
    assert other.to_record()["moves"] != s.to_record()["moves"]


# ---- records and replay --------------------------------------------------------------------

def test_record_round_trip_through_json(played):
    for s in played.positions[::4] + [played.state]:
        record = s.to_record()
        assert record["game"] == s.GAME and record["moves"] == [str(a) for a in s.history]
        for form in (record, json.dumps(record), json.dumps(record).encode()):
            assert snapshot(played.game.from_record(form)) == snapshot(s)


def test_replay_yields_the_root_then_one_step_per_move(played):
    s = played.state
    record = json.loads(json.dumps(s.to_record()))
    for steps in (core.replay(record), type(s).replay(record)):
        steps = list(steps)
        assert all(type(st) is Step for st in steps)
        assert [st.n for st in steps] == list(range(len(s.history) + 1))
        assert steps[0].action is None and steps[0].events == ()
        assert [str(st.action) for st in steps[1:]] == record["moves"]
        assert all(st.state is steps[0].state for st in steps)   # one live state
        assert snapshot(steps[-1].state) == snapshot(s)


def test_replay_gives_the_events_of_the_game(played):
    """The events replay yields are the ones the moves made when played."""
    s = played.positions[2]
    live, events = s.initial(), []
    for a in s.history:
        events.append(tuple(live.apply(a)))
    assert [st.events for st in core.replay(s.to_record())][1:] == events


def _bad_records(s):
    """(words the error must contain, a bad record) for a record of `s`."""
    rec = s.to_record()
    moves = rec["moves"]
    yield "field 'game' is missing", {k: v for k, v in rec.items() if k != "game"}
    yield "field 'moves' is missing", {k: v for k, v in rec.items() if k != "moves"}
    yield "field 'format'", {**rec, "format": 2}
    yield "field 'format'", {**rec, "format": True}
    yield "field 'version'", {**rec, "version": 1}
    yield "unknown field 'comment'", {**rec, "comment": "hi"}
    yield "field names are text", {**rec, 1: 0}
    yield "players", {**rec, "players": 9}
    yield "field 'seed'", {**rec, "seed": -1}
    yield "field 'seed'", {**rec, "seed": True}
    yield "field 'variant'", {**rec, "variant": {"no_such_switch": 1}}
    yield "field 'variant'", {**rec, "variant": []}
    yield "field 'moves'", {**rec, "moves": "roll 1"}
    yield "move 1", {**rec, "moves": [1] + moves[1:]}
    yield "move 3", {**rec, "moves": moves[:2] + ["nonsense"] + moves[3:]}
    yield f"move {len(moves) + 1}", {**rec, "moves": moves + ["roll 99"]}
    yield "not valid JSON", json.dumps(rec)[:-1]
    yield "a record is a JSON object", json.dumps([rec])


def test_bad_records_raise_record_error_naming_the_field(played):
    s = played.positions[1]
    assert len(s.history) >= 3
    for words, bad in _bad_records(s):
        with pytest.raises(RecordError) as e:
            played.game.from_record(bad)
        assert words in str(e.value), words


def test_a_record_of_another_game_is_refused():
    for name in NAMES:
        for other in NAMES:
            if other != name:
                g = load_game(other)
                rec = g.new_game(players=g.State.PLAYERS[-1], seed=1).to_record()
                with pytest.raises(RecordError, match="field 'game'"):
                    load_game(name).from_record(rec)


# ---- what the searches ask of a game (issue 33: public, declared, never by its name) --------

@pytest.mark.parametrize("name", list(GAMES))
def test_a_game_declares_its_facts_and_what_each_seat_sees(name):
    """PLAYERS, DEFAULT_PLAYERS, PREFIX and HORIZONS are declared; `seen` names, for every move
    of random games, only seats of the game, and a hidden move is seen by exactly one; every
    horizon mark is a function of the state, and "game" is every game's. (Which moves each game
    hides: test_what_the_seats_see_in_each_game; Pig, the tests' game, hides none.)"""
    game = load_game(name)
    State = game.State
    assert State.DEFAULT_PLAYERS in State.PLAYERS and State.PREFIX
    assert State.horizon_mark("game")(None) == 0
    with pytest.raises(ValueError, match="horizon"):
        State.horizon_mark("no such part")
    for seed in range(3):
        state = game.new_game(players=State.PLAYERS[-1], seed=seed)
        rng = random.Random(seed)
        marks = {h: State.horizon_mark(h) for h in State.HORIZONS}
        while not state.is_terminal():
            acts = state.legal_actions()
            a = acts[rng.randrange(len(acts))]
            seen = state.seen(a)
            assert seen and all(q is None or 0 <= q < state.players for q, _ in seen)
            assert sum(q is not None for q, _ in seen) <= 1
            before = {h: m(state) for h, m in marks.items()}
            state.apply(a)
            assert all(m(state) is not None for m in marks.values()) and before


def test_what_the_seats_see_in_each_game():
    from sanmarco_nb import artsociety, sanmarco
    s = artsociety.new_game(players=2, seed=1)
    while s.phase != "bid":
        s.apply(s.legal_actions()[0])
    first = s.to_move
    bid = s.bid_hand(first)[0]
    assert s.seen(bid) == ((first, bid),)                 # sealed (AS-R2)
    s.apply(bid)
    last = s.bid_hand(s.to_move)[-1]
    (seat, what), (everyone, reveal) = s.seen(last)       # the last bid reveals all (AS-R3)
    assert (seat, what, everyone) == (s.to_move, last, None) and reveal[0] == "reveal"
    m = sanmarco.new_game(players=3, seed=1)
    while m.phase not in ("draw", "split"):
        m.apply(m.legal_actions()[0])
    a = m.legal_actions()[0]
    ((seat, what),) = m.seen(a)
    assert seat in range(3) and what == a                 # a distributor's draw (SM-R3)


def test_an_unknown_game_has_no_heuristics_and_the_error_names_the_games():
    from sanmarco_nb.bots.heuristics import adapter
    with pytest.raises(ValueError, match="sanmarco"):
        adapter("chess")
