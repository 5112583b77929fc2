"""Fuzz tests (hypothesis) of everything that comes in from outside, for every registered game:
records, notation typed in any phase, hand-built actions, command-line arguments.

The property throughout: a documented refusal (RecordError, IllegalAction, or exit status 2 with
a one-line message) and the state byte-identical; never another exception, never a hang (each
example must finish within SLOW seconds). The inputs are small and few by default, so `make test`
stays fast; `SANMARCO_FUZZ=long` (`make fuzz`) runs the long profile with fresh random inputs.
"""
from __future__ import annotations

import contextlib
import io
import json
import os
import random
import re
import string
import tempfile
import time
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from sanmarco_nb import core
from sanmarco_nb.__main__ import main
from sanmarco_nb.bench import random_step
from sanmarco_nb.core import IllegalAction, RecordError
from sanmarco_nb.games import GAMES, load_game

LONG = os.environ.get("SANMARCO_FUZZ") == "long"
FUZZ = settings(max_examples=5000 if LONG else 40, deadline=None, database=None,
                derandomize=not LONG,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
SLOW = 5.0              # seconds: an input that takes longer counts as a hang
NAMES = sorted(GAMES)


def snapshot(state) -> str:
    """What a caller can read of `state` (record, every observation, legal moves), as text."""
    return json.dumps([state.to_record(), [state.observation(p) for p in range(state.players)],
                       [str(a) for a in state.legal_actions()], repr(state)])


@lru_cache(maxsize=None)
def positions(name: str) -> tuple:
    """Positions of a random game of `name`: the first two of every (phase, chance or not),
    and every 25th position besides, so every phase's parser and refusals are met."""
    game = load_game(name)
    state = game.new_game(players=game.State.PLAYERS[-1], seed=11)
    rng, seen, out, n = random.Random(11), {}, [], 0
    while not state.is_terminal():
        key = (state.phase, state.to_move == core.CHANCE)
        seen[key] = seen.get(key, 0) + 1
        if seen[key] <= 2 or n % 25 == 0:
            out.append(state.clone())
        random_step(state, rng)
        n += 1
    return tuple(out) + (state,)


@lru_cache(maxsize=None)
def records(name: str) -> tuple:
    """Records of the game `name`: a finished one and two cut short."""
    full = positions(name)[-1].to_record()
    return tuple({**full, "moves": full["moves"][:k]}
                 for k in (len(full["moves"]), 40, 3))


@contextlib.contextmanager
def in_time():
    t0 = time.perf_counter()
    yield
    assert time.perf_counter() - t0 < SLOW, "took too long: a hang"


# ---- records: structure-aware mutations of real records ---------------------------------------

HUGE = st.integers(4400, 5000).map(lambda digits: 10 ** digits)   # beyond int -> str's limit
JSON_LEAF = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(-2 ** 70, 2 ** 70), HUGE,
    st.sampled_from([-1, 2 ** 64, 2 ** 64 - 1, 1.0, 2.0, 0.5, float("nan"),
                     float("inf"), "", "0.1.0", "x" * 5000, "٣", "3"]),
    st.floats(), st.text(max_size=20))
JSON_ANY = st.recursive(JSON_LEAF, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=12)
KEYS = st.one_of(st.sampled_from(sorted(core._FIELDS) + ["x", ""]), st.integers(-2, 2),
                 st.none(), st.booleans(), st.text(max_size=5))


def nest(value, depth: int):
    for _ in range(depth):
        value = [value]
    return value


@st.composite
def mutated_records(draw, name: str):
    """A real record of `name` with one to three structure-aware changes."""
    rec = json.loads(json.dumps(draw(st.sampled_from(records(name)))))
    for _ in range(draw(st.integers(1, 3))):
        how = draw(st.sampled_from(["field", "drop", "extra", "deep", "move", "moves",
                                    "switch", "swap"]))
        fields = sorted(rec, key=str)
        if how == "field" and fields:
            rec[draw(st.sampled_from(fields))] = draw(JSON_ANY)
        elif how == "drop" and fields:
            rec.pop(draw(st.sampled_from(fields)))
        elif how == "extra":
            rec[draw(KEYS)] = draw(JSON_ANY)
        elif how == "deep" and fields:
            key = draw(st.sampled_from(fields))
            rec[key] = nest(rec[key], draw(st.sampled_from([1, 7, 9, 100, 3000])))
        elif how == "move" and isinstance(rec.get("moves"), list) and rec["moves"]:
            i = draw(st.integers(0, len(rec["moves"]) - 1))
            near = rec["moves"][i] if isinstance(rec["moves"][i], str) else "roll 1"
            rec["moves"][i] = draw(st.one_of(notation_like(near), JSON_ANY))
        elif how == "moves" and isinstance(rec.get("moves"), list):
            # one past the limit at most, however often this is drawn (memory stays small)
            # (repeated moves are short texts, or 20,001 copies of a big value fill the memory)
            moves, most = rec["moves"], core.MAX_MOVES + 1
            short = [m if isinstance(m, str) and len(m) < 50 else "roll 1" for m in moves]
            how = draw(st.sampled_from(["reverse", "twice", "drop", "many", "none", "same"]))
            rec["moves"] = (moves[::-1] if how == "reverse" else (short + short)[:most]
                            if how == "twice" else moves[1:] if how == "drop" else
                            (short * (most // max(1, len(short)) + 1))[:most] if how == "many"
                            else [] if how == "none" else short[:1] * most)
        elif how == "switch" and isinstance(rec.get("variant"), dict):
            switches = sorted(rec["variant"]) + ["no_such_switch"]
            rec["variant"][draw(st.sampled_from(switches))] = draw(JSON_ANY)
        elif how == "swap" and isinstance(rec.get("moves"), list) and len(rec["moves"]) > 1:
            i, j = draw(st.integers(0, len(rec["moves"]) - 1)), draw(st.integers(0, 1))
            rec["moves"][i], rec["moves"][j] = rec["moves"][j], rec["moves"][i]
    return rec


def as_text(rec):
    """The record as JSON text, if it is JSON at all (a non-text key or NaN is not)."""
    try:
        return json.dumps(rec, allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        return None


def loads_or_refuses(game, record) -> None:
    """The record property: a state whose own record loads back the same, or RecordError."""
    with in_time():
        try:
            state = game.from_record(record)
        except RecordError as e:
            assert len(str(e)) < 1000
            return
        again = game.from_record(json.dumps(state.to_record()))
        assert snapshot(again) == snapshot(state)


@pytest.mark.parametrize("name", NAMES)
@FUZZ
@given(data=st.data())
def test_fuzz_records_load_or_raise_record_error(name, data):
    game = load_game(name)
    rec = data.draw(mutated_records(name))
    loads_or_refuses(game, rec)
    text = as_text(rec)
    if text is not None:
        loads_or_refuses(game, text)
        cut = data.draw(st.integers(0, len(text)))
        loads_or_refuses(game, text[:cut] + data.draw(st.sampled_from(["", "]", "{", "\x00"]))
                         + text[cut + 1:])


@pytest.mark.parametrize("text", [
    "[" * 1000 + "]" * 1000, "[" * 100_000, "{\"a\":" * 5000, "[" * 9 + "]" * 9,
    '{"seed": 1' + "0" * 5000 + "}", '{"seed": 1e999}', '{"seed": NaN}', '{"seed": -Infinity}',
    '{"seed": 1.' + "0" * 5000 + "}", "\ufeff{}", "", "null", "[]", b"\xff\xfe", " " * 1_000_001,
])
def test_hostile_record_text_raises_record_error(text):
    """Issue 12: deep nesting raised RecursionError; a 5,000-digit seed a ValueError."""
    for name in NAMES:
        with in_time(), pytest.raises(RecordError):
            load_game(name).from_record(text)
        with pytest.raises(RecordError):
            list(core.replay(text))


def _record(name):
    return json.loads(json.dumps(records(name)[1]))


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("change, words", [
    (lambda r: r.update({1: 0, "x": 1}), "field names are text, not 1"),
    (lambda r: r.update({(1, 2): 0}), "field names are text"),
    (lambda r: r.update(version=5), "field 'version'"),
    (lambda r: r.update(version=None), "field 'version'"),
    (lambda r: r.update(version="v" * 41), "field 'version'"),
    (lambda r: r.update(format=True), "field 'format'"),
    (lambda r: r.update(format=1.0), "field 'format'"),
    (lambda r: r.update(seed=10 ** 5000), "field 'seed'"),
    (lambda r: r.update(seed=2 ** 64), "field 'seed'"),
    (lambda r: r.update(seed=-5), "field 'seed'"),
    (lambda r: r.update(players=10 ** 5000), "field 'players'"),
    (lambda r: r.update(variant=nest(1, 900)), "nested deeper than 8"),
    (lambda r: r["variant"].update({1: 0, "x": 1}), "field 'variant': unknown switch 1"),
    (lambda r: r.update(moves=r["moves"] * 1000), "at most 20,000 moves"),
    (lambda r: r["moves"].__setitem__(1, "x" * 201), "move 2: a move is at most 200"),
    (lambda r: r["moves"].__setitem__(1, "roll ٣"), "move 2 ('roll ٣'): moves are written"),
])
def test_record_limits_and_types(name, change, words):
    """Issue 12, each with its RecordError: non-text keys (TypeError from sorted before), any
    version, format true/1.0, a seed beyond 2**64-1 or 10**5000, deep variants, the limits on
    moves and move length."""
    rec = _record(name)
    change(rec)
    with pytest.raises(RecordError) as e:
        load_game(name).from_record(rec)
    assert words in str(e.value) and len(str(e.value)) < 300


@pytest.mark.parametrize("name", NAMES)
@FUZZ
@given(seed=st.one_of(st.integers(0, core.MAX_SEED), st.integers(-2 ** 70, 2 ** 70)))
def test_fuzz_any_seed_new_game_takes_gives_a_record_that_loads(name, seed):
    """Issue 12: San Marco played seed=-1, then refused its own record."""
    game = load_game(name)
    try:
        state = game.new_game(players=game.State.PLAYERS[0], seed=seed)
    except ValueError:
        assert not 0 <= seed <= core.MAX_SEED
        return
    core.play_chance(state)
    assert snapshot(game.from_record(json.dumps(state.to_record()))) == snapshot(state)


def _bool_switches(game):
    # `True in (1, 2)` holds (1 == True): bridge_toll is not a bool switch
    return [f.name for f in core.dataclasses.fields(game.Variant)
            if any(c is True for c in f.metadata.get("choices", ()))]


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("value", [0, 1, 1.0, 0.0, "true", None])
def test_record_switches_take_only_their_own_type(name, value):
    """Issue 12: boolean switches given as 0/1/1.0 were taken."""
    game = load_game(name)
    for switch in _bool_switches(game):
        rec = _record(name)
        rec["variant"][switch] = value
        with pytest.raises(RecordError, match=f"variant.{switch}"):
            game.from_record(rec)


def test_doge_bridgeless_cost_2_0_is_refused():
    """Issue 12: `doge_bridgeless_cost: 2.0` was taken, and the game then had float scores."""
    rec = _record("sanmarco")
    rec["variant"]["doge_bridgeless_cost"] = 2.0
    with pytest.raises(RecordError, match="variant.doge_bridgeless_cost"):
        load_game("sanmarco").from_record(rec)


def test_decor_supply_keys_take_ascii_digits_only():
    rec = _record("artsociety")
    rec["variant"]["decor_supply"] = {"1": 2, "2": 2, "3": 2}
    assert load_game("artsociety").from_record(rec).variant.decor_supply == {1: 2, 2: 2, 3: 2}
    for key in ("²", "١", "01" * 30):
        rec["variant"]["decor_supply"] = {key: 2, "2": 2, "3": 2}
        with pytest.raises(RecordError, match="variant.decor_supply"):
            load_game("artsociety").from_record(rec)


# ---- notation typed in every phase ------------------------------------------------------------

UNICODE_DIGITS = "٣３³𝟛໓३٠₃"


@st.composite
def notation_like(draw, text: str):
    """Text near a real move `text`: digits swapped for Unicode look-alikes or long runs,
    leading zeros, case and spacing changes, junk added or cut."""
    how = draw(st.sampled_from(["unicode", "zeros", "long", "case", "space", "junk", "cut",
                                "any"]))
    if how == "unicode":
        return re.sub(r"\d", lambda m: draw(st.sampled_from(UNICODE_DIGITS)), text, count=1)
    if how == "zeros":
        return re.sub(r"(\d+)", r"0\1", text, count=1)
    if how == "long":
        return re.sub(r"\d+", "9" * draw(st.sampled_from([20, 190, 5000])), text, count=1)
    if how == "case":
        return text.swapcase()
    if how == "space":
        return text.replace(" ", draw(st.sampled_from(["", "\t", "  ", "\u00a0", "\n"])))
    if how == "junk":
        return text + draw(st.text(alphabet=string.printable + "é/@,x:-~", max_size=12))
    if how == "cut":
        return text[:draw(st.integers(0, len(text)))]
    return draw(st.text(max_size=30))


def refuses_or_parses(state, text) -> None:
    before = snapshot(state)
    with in_time():
        try:
            action = state.parse(text)
        except IllegalAction as e:
            assert len(str(e)) < 1000
        else:
            assert action in state.legal_actions()
            assert text.isascii(), "notation is ASCII: a Unicode digit is never read"
    assert snapshot(state) == before


@pytest.mark.parametrize("name", NAMES)
@FUZZ
@given(data=st.data())
def test_fuzz_notation_in_every_phase(name, data):
    state = data.draw(st.sampled_from(positions(name)))
    legal = state.legal_actions() or positions(name)[0].legal_actions()
    text = data.draw(st.one_of(notation_like(str(data.draw(st.sampled_from(legal)))),
                               st.text(max_size=40)))
    refuses_or_parses(state, text)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("text", ["roles P² P3", "roll ٣", "bid ３", "P٣", "bid " + "9" * 5000,
                                  "x" * 1_000_000, "bid " + "9" * 190, "\x00", "roles P3 P3"])
def test_hostile_notation_is_refused_in_every_phase(name, text):
    """Issue 12: `parse("roles P² P3")` raised ValueError, `parse("bid " + "9" * 5000)` the
    int-digit limit, and a million-character move was echoed whole."""
    for state in positions(name)[::3]:
        before = snapshot(state)
        with pytest.raises(IllegalAction) as e:
            state.parse(text)
        assert len(str(e.value)) < 500 and snapshot(state) == before


@pytest.mark.parametrize("name", NAMES)
def test_accepted_notation_is_the_canonical_text(name):
    """A move is read only in its one spelling (up to case and spacing): no leading zeros."""
    for state in positions(name):
        for a in state.legal_actions():
            zeroed = re.sub(r"\b([A-Za-z]?)(\d+)\b", r"\g<1>0\2", str(a), count=1)
            if zeroed != str(a):
                with pytest.raises(IllegalAction):
                    state.parse(zeroed)


# ---- hand-built actions of the right type ----------------------------------------------------

SMALL = st.one_of(st.integers(-3, 12), st.sampled_from([99, -1, 10 ** 30]), HUGE,
                  st.none(), st.text(max_size=3), st.floats(allow_nan=False))
ARGS = st.recursive(SMALL, lambda inner: st.tuples(inner) | st.tuples(inner, inner)
                    | st.lists(inner, max_size=3).map(tuple), max_leaves=6)


@st.composite
def hand_built(draw, name: str):
    """An Action of the game `name` built by hand: a real verb (or not) with arguments of any
    kind and range."""
    game = load_game(name)
    verbs = sorted({a.verb for s in positions(name) for a in s.legal_actions()})
    verb = draw(st.one_of(st.sampled_from(verbs), st.text(max_size=6)))
    n = len(game.Action._fields) - 1
    args = draw(st.one_of(st.lists(SMALL, max_size=n).map(tuple),
                          st.tuples(ARGS), st.tuples(st.none())))
    return game.Action(verb, *args[:n])


def refuses_or_applies(state, action) -> None:
    before = snapshot(state)
    with in_time():
        try:
            state.clone().apply(action)
        except IllegalAction as e:
            assert len(str(e)) < 1000
        else:
            assert action in state.legal_actions()
        with pytest.raises(IllegalAction):
            state.apply(action) if action not in state.legal_actions() else \
                state.apply(tuple(action))
    assert snapshot(state) == before


@pytest.mark.parametrize("name", NAMES)
@FUZZ
@given(data=st.data())
def test_fuzz_hand_built_actions_are_refused_cleanly(name, data):
    """Issue 12: hand-built actions with bad arguments crashed apply() while the refusal was
    being written (5,745 of 7,840 San Marco cases)."""
    refuses_or_applies(data.draw(st.sampled_from(positions(name))), data.draw(hand_built(name)))


def floats(value):
    """`value` with every int inside (tuples too) as the equal float."""
    if type(value) is int:
        return float(value)
    return tuple(floats(v) for v in value) if type(value) is tuple else value


@pytest.mark.parametrize("name", NAMES)
def test_an_equal_action_of_other_types_is_refused(name):
    """Found by `make fuzz`: Action("draw", (0.0,)) equals the legal Action("draw", (0,)), so
    it passed apply's check and reached the rules with a float (TypeError mid-move). Now an
    action must be legal with the same types (as a Variant's switches: 1.0 is not 1); Art
    Society's Action already refuses a float argument when it is built."""
    for state in positions(name)[:-1:5]:
        legal = state.legal_actions()[-1]
        try:
            copy = type(legal)(*(floats(v) for v in legal))
        except IllegalAction:
            continue
        assert copy == legal
        if repr(copy) != repr(legal):                       # it held an int to change
            with pytest.raises(IllegalAction):
                state.clone().apply(copy)
        s = state.clone()
        s.apply(type(legal)(*legal))          # an equal one with the same types is fine
        assert s.history[-1] is legal


@pytest.mark.parametrize("make", [
    lambda A: A("draw", (99,)), lambda A: A("draw", (0.0,)), lambda A: A("roll", None), lambda A: A("roll", (10 ** 5000,)),
    lambda A: A("doge", ((1, 2), None)), lambda A: A("take", ("x" * 10 ** 6,)),
])
def test_hand_built_san_marco_actions_from_the_issue(make):
    action = make(load_game("sanmarco").Action)
    for state in positions("sanmarco")[::4]:
        refuses_or_applies(state, action)


@pytest.mark.parametrize("make", [
    lambda A: A("bid", 99), lambda A: A("bid", None), lambda A: A("hang", 1, 99, 99, -1, 10 ** 30),
    lambda A: A("take", "x" * 10 ** 6), lambda A: A("front", genre=None, frame=7),
])
def test_hand_built_art_society_actions(make):
    action = make(load_game("artsociety").Action)
    for state in positions("artsociety")[::4]:
        refuses_or_applies(state, action)


# ---- command-line arguments -------------------------------------------------------------------

def run_cli(argv) -> tuple[int, str]:
    """(exit status, stderr) of the CLI run here, stdout swallowed."""
    err = io.StringIO()
    with in_time(), contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        try:
            status = main(argv)
        except SystemExit as e:
            status = e.code
    return status, err.getvalue()


NUMBER_TEXT = st.one_of(
    st.integers(-10, 3).map(str), st.sampled_from(["0", "-5", "1e3", "2.0", "", " ", "10" * 50,
                                                   "1000000000000", "1_000", "٣", "0x10"]),
    st.text(max_size=12))


@st.composite
def cli_args(draw):
    """A command line: a command and options with values good (small) and bad (anything)."""
    command = draw(st.sampled_from(["simulate", "bench", "replay", "nonsense"]))
    argv = [command]
    options = {"simulate": ["--game", "--players", "--bots", "--games", "--seed", "--workers",
                            "--rotate", "--json", "--quiet", "--lang"],
               "bench": ["--game", "--players", "--games", "--seed"],
               "replay": ["--lang"], "nonsense": ["--games"]}[command]
    if command == "simulate":
        argv += ["--game", draw(st.sampled_from(NAMES + ["chess", ""])), "--quiet",
                 "--workers", "1"]
    if command == "bench":
        argv += ["--game", draw(st.sampled_from(NAMES)), "--games", "1"]
    if command == "replay":
        argv.append(draw(st.sampled_from(["/nonexistent.json", "", "x" * 300, "/"])))
    for _ in range(draw(st.integers(0, 3))):
        option = draw(st.sampled_from(options))
        value = draw(st.one_of(NUMBER_TEXT, st.sampled_from(["random", "greedy,random", "de"])))
        argv += [option, value] if option not in ("--rotate", "--json", "--quiet") else [option]
    return argv


def _cheap(argv) -> bool:
    """A command line that would be valid and slow (many games) is not a fuzz case."""
    for option, value in zip(argv, argv[1:]):
        if option == "--games" and len(value) < 8:
            with contextlib.suppress(ValueError):
                if int(value) > 2:
                    return False
    return True


@FUZZ
@given(argv=cli_args())
def test_fuzz_cli_arguments_exit_0_or_2_with_one_line(argv):
    assume(_cheap(argv))
    status, err = run_cli(argv)
    assert status in (0, 2), (status, err)
    if status == 2:
        assert err.count("\n") == 1 and len(err) < 400 and "Traceback" not in err


@pytest.mark.parametrize("name", NAMES)
@settings(FUZZ, max_examples=1000 if LONG else 10)
@given(data=st.data())
def test_fuzz_cli_replay_of_mutated_records(name, data):
    rec = data.draw(mutated_records(name))
    text = as_text(rec)
    assume(text is not None)
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        f.write(text)
    try:
        status, err = run_cli(["replay", f.name])
    finally:
        os.unlink(f.name)
    assert status in (0, 2)
    if status == 2:
        assert err.count("\n") == 1 and len(err) < 400
