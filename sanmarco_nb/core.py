"""What both games share: chance, events, errors, the seeded generator, variants and records.

A game state subclasses `GameState` and provides the rules (`legal_actions`, `_apply`,
`chance_outcomes`, ...); this module gives it the parts that are the same in both games, so that
the front end, the bots and the analysis tools can treat the two games alike.
"""
from __future__ import annotations

import dataclasses
import json
import threading
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, ClassVar, Iterator, Mapping, NamedTuple

from .games import load_game

__all__ = [
    "CHANCE", "FORMAT_VERSION", "MAX_SEED", "IllegalAction", "RecordError", "Event", "event_maker",
    "quiet_events",
    "GameState", "Step", "replay", "play_chance", "chance_action", "chance_random", "choice",
    "check_variant", "variant_to_dict", "variant_from_dict",
]

CHANCE = -1          # `to_move` at a chance node: dice, shuffles and lotteries decide
FORMAT_VERSION = 1   # of the JSON records written by `GameState.to_record`
MAX_SEED = (1 << 64) - 1   # seeds feed a 64-bit counter-based stream; larger ones add nothing


class IllegalAction(ValueError):
    """An action or notation the rules do not allow here. The state is left exactly as it was."""


class RecordError(ValueError):
    """A record that fails validation; the message names the field or the move number."""


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for animation, logs and explanations.

    `kind` names what happened, `rule` the rule id that made it happen (e.g. "SM-A9"), `player`
    who it concerns (None for the table), `data` what a front end needs to show it (ints and
    short strings). The sentence is made on demand by `sanmarco_nb.i18n`, in any language.
    """
    kind: str
    rule: str
    player: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)

    game: ClassVar[str] = ""   # set by each game's Event subclass; picks the i18n table

    @property
    def text(self) -> str:
        return self.describe("en")

    def describe(self, lang: str = "en") -> str:
        from .i18n import describe
        return describe(self, lang)


class _ThreadFlags(threading.local):
    quiet = False            # inside `quiet_events()` in this thread


_flags = _ThreadFlags()


@contextmanager
def quiet_events():
    """In this block, in this thread, the engines make their events as plain tuples
    `(kind, rule, player, data)` instead of Event objects: for a tool that only counts them or
    reads a few fields (`simulate`), since an Event costs about as much as a small step. The
    games are the same: no rule reads an event back."""
    before = _flags.quiet
    _flags.quiet = True
    try:
        yield
    finally:
        _flags.quiet = before


def event_maker(cls):
    """A fast constructor `make(kind, rule, player=None, data=None)` for the Event subclass `cls`.

    Engines make about one event per action: filling the four slots directly skips the frozen
    dataclass __init__'s per-call overhead (profiled: 3x faster, about 15% of an action).
    """
    new = object.__new__
    set_kind, set_rule, set_player, set_data = (
        getattr(Event, f).__set__ for f in ("kind", "rule", "player", "data"))
    flags = _flags

    def make(kind: str, rule: str, player: int | None = None, data=None):
        if flags.quiet:
            return (kind, rule, player, data)
        e = new(cls)
        set_kind(e, kind)
        set_rule(e, rule)
        set_player(e, player)
        set_data(e, {} if data is None else data)
        return e
    return make


# ---- the seeded generator -------------------------------------------------------------------
# The k-th chance node of a game is sampled from splitmix64(seed, k): a counter-based stream, so a
# state needs no generator object (clone stays cheap) and a replayed record continues the same
# stream whether its chance outcomes were sampled or chosen by a script.

_MASK = (1 << 64) - 1


def chance_random(seed: int, k: int) -> int:
    """A 64-bit pseudo-random integer for the k-th chance node of the game seeded `seed`."""
    z = (seed * 0x9E3779B97F4A7C15 + (k + 1) * 0xD1B54A32D192ED03) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def choice(outcomes, u: int):
    """Pick from `outcomes`, a list of (action, integer weight), with the 64-bit integer `u`."""
    total = 0
    for _, w in outcomes:
        total += w
    r = u % total
    for action, w in outcomes:
        if r < w:
            return action
        r -= w
    raise AssertionError("unreachable")


def chance_action(state: "GameState", rng=None):
    """The outcome of the chance node `state` is at, sampled but not applied.

    Without `rng`, the game's own seeded stream decides (reproducible from the seed); with a
    `random.Random` or a `numpy.random.Generator`, that generator does.
    """
    if state.is_terminal():
        raise IllegalAction("the game is over")
    if state.to_move != CHANCE:
        raise IllegalAction(f"no chance step here: it is player {state.to_move + 1}'s turn")
    if rng is None:
        u = chance_random(state.seed, state.chance_count)
    elif hasattr(rng, "getrandbits"):
        u = rng.getrandbits(64)
    else:
        u = int(rng.integers(0, 1 << 62))
    return state._chance_pick(u)


def play_chance(state: "GameState", rng=None) -> list[Event]:
    """Sample the outcome of the chance node `state` is at (see `chance_action`), apply it and
    return the events."""
    # the sampled outcome is legal by construction: no search of the legal tuple (hot path)
    return state._apply_legal(chance_action(state, rng))


# ---- variants ------------------------------------------------------------------------------
# A Variant is a frozen dataclass; each field may carry `metadata={"choices": (...)}` listing the
# values the rules file names. Records store it as a plain dict and load it with validation.

def variant_to_dict(variant) -> dict:
    return {f.name: getattr(variant, f.name) for f in dataclasses.fields(variant)}


def _plain(value):
    # JSON has lists where a variant holds tuples, and string keys where it holds ints
    if isinstance(value, list):
        return tuple(_plain(v) for v in value)
    if isinstance(value, dict):
        return {int(k) if isinstance(k, str) and k.isdigit() else k: _plain(v)
                for k, v in value.items()}
    return value


def _allowed(value, choices) -> bool:
    # equal *and* of the same type: True == 1 == 1.0 and 2 == 2.0 in Python, not in a rules switch
    return any(value == c and type(value) is type(c) for c in choices)


def _switch_ok(f, value) -> bool:
    # a field lists its named values in metadata "choices"; "check" may admit others (a custom
    # decor supply, say)
    choices, check = f.metadata.get("choices"), f.metadata.get("check")
    return (choices is None or _allowed(value, choices)) or (check is not None and check(value))


def check_variant(variant) -> None:
    """Raise ValueError unless every switch of `variant` holds one of its field's `choices`
    (or passes its `check`); each game's Variant calls this from `__post_init__`."""
    for f in dataclasses.fields(variant):
        value = getattr(variant, f.name)
        if not _switch_ok(f, value):
            raise ValueError(f"Variant.{f.name}: {value!r} is not one of "
                             f"{list(f.metadata['choices'])}")


def variant_from_dict(cls, data) -> Any:
    """Build the Variant `cls` from a record's dict, rejecting unknown fields and values."""
    if not isinstance(data, dict):
        raise RecordError("field 'variant': expected an object")
    fields = {f.name: f for f in dataclasses.fields(cls)}
    unknown = set(data) - set(fields)
    if unknown:
        raise RecordError(f"field 'variant': unknown switch {sorted(unknown)[0]!r}")
    kwargs = {}
    for name, value in data.items():
        value = _plain(value)
        if not _switch_ok(fields[name], value):
            raise RecordError(f"field 'variant.{name}': {value!r} is not one of "
                              f"{list(fields[name].metadata['choices'])}")
        kwargs[name] = value
    return cls(**kwargs)


# ---- the common state ----------------------------------------------------------------------

class Step(NamedTuple):
    """One step of a replay: move number `n` (0 for the root), the action and its events (None
    and () at the root), and the state after it (the same live object at every step: clone it
    to keep a position)."""
    n: int
    action: Any
    events: tuple
    state: "GameState"


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)



class GameState:
    """The parts of the engine contract that do not depend on the game.

    A subclass sets `GAME`, `Variant`, `Action`, and implements `_legal_actions` (a tuple),
    `chance_outcomes`, `_apply` (the rules; called only with a legal action),
    `_action_from_text`, `_why_illegal`, `observation`, `clone`, `is_terminal`, `scores`,
    `winners`, and the class method `_new` used by `from_record`. `to_move` is a player,
    CHANCE, or None once the game is over. Its constructor and `clone`
    set `_legal_cache = None` (or share the cached tuple: it is immutable).
    """
    GAME: ClassVar[str] = ""
    TITLE: ClassVar[str] = ""                 # the game's printed name
    PLAYERS: ClassVar[tuple[int, ...]] = ()   # the player counts the game allows
    Variant: ClassVar[type] = object
    Action: ClassVar[type] = tuple   # the game's action type (a NamedTuple with __str__)

    # set by the subclass constructor
    seed: int
    players: int
    start_player: int
    variant: Any
    history: list
    chance_count: int

    def _init_header(self, players, seed, variant, start_player) -> None:
        """Validate and set what every game has: both games' constructors call this first, so
        both refuse the same bad arguments with the same ValueError."""
        name = self.GAME
        if not _whole(players) or players not in self.PLAYERS:
            counts = " or ".join((", ".join(map(str, self.PLAYERS[:-1])), str(self.PLAYERS[-1])))
            raise ValueError(f"{self.TITLE} is for {counts} players, not {players!r}")
        if not _whole(seed) or not 0 <= seed <= MAX_SEED:
            raise ValueError(f"the seed must be a whole number from 0 to 2**64-1, not {seed!r}")
        if not _whole(start_player) or not 0 <= start_player < players:
            raise ValueError(f"start_player must be a whole number from 0 to {players - 1}, "
                             f"not {start_player!r}")
        variant = self.Variant() if variant is None else variant
        if type(variant) is not self.Variant:
            raise ValueError(f"variant must be a {name}.Variant, not {type(variant).__name__}")
        check_variant(variant)
        self.players, self.seed, self.variant, self.start_player = (
            players, seed, variant, start_player)
        self.history, self.chance_count, self._legal_cache = [], 0, None

    def _check_player(self, player) -> None:
        """ValueError unless `player` is a seat of this game (for `observation` and friends)."""
        if not _whole(player) or not 0 <= player < self.players:
            raise ValueError(f"player must be a whole number from 0 to {self.players - 1}, "
                             f"not {player!r}")

    def initial(self) -> "GameState":
        """The root position of this game: same players, seed, variant and start player, no
        moves (python-chess's `Board.root()`)."""
        return self._new(players=self.players, seed=self.seed, variant=self.variant,
                         start_player=self.start_player)

    # -- acting ---------------------------------------------------------------------------
    def _chance_pick(self, u: int):
        """The chance outcome the 64-bit draw `u` picks: `choice(self.chance_outcomes(), u)`.
        A game may pick straight from its own counts instead (the same outcome for every `u`,
        without building the outcome list: chance is about a quarter of all steps)."""
        return choice(self.chance_outcomes(), u)

    def legal_actions(self) -> tuple:
        """Every legal action here; at a chance node, every outcome (see `chance_outcomes`)."""
        cache = self._legal_cache
        if cache is None:
            cache = self._legal_cache = self._legal_actions()
        return cache

    def apply(self, action) -> list[Event]:
        """Apply a legal action and return its events; anything else raises IllegalAction."""
        legal = self._legal_cache                       # legal_actions() inlined: hot path
        if legal is None:
            legal = self._legal_cache = self._legal_actions()
        # only the game's own Action is taken: a NamedTuple also equals a plain tuple with the
        # same items, which must not slip into the history and the record
        if type(action) is not self.Action or action not in legal:
            raise IllegalAction(self._why_illegal(action))
        return self._apply_legal(action)

    def _apply_legal(self, action) -> list[Event]:
        if self.to_move == CHANCE:
            self.chance_count += 1
        self.history.append(action)
        self._legal_cache = None
        return self._apply(action)

    def parse(self, text: str):
        """The legal action written `text` in this game's notation, or IllegalAction saying why."""
        if not isinstance(text, str):
            raise IllegalAction(f"notation must be text, not {type(text).__name__}")
        action = self._action_from_text(" ".join(text.split()))
        if action not in self.legal_actions():
            raise IllegalAction(self._why_illegal(action))
        return action

    def winners(self) -> list[int]:
        """The winners once the game is over, after the game's tie-break; [] before the end."""
        return list(self._final_winners()) if self.is_terminal() else []

    def returns(self) -> list[float]:
        """Each player's share of the win at the end (1/k for each of k winners), else zeros."""
        r = [0.0] * self.players
        if self.is_terminal():
            ws = self.winners()
            for p in ws:
                r[p] = 1.0 / len(ws)
        return r

    # -- records ----------------------------------------------------------------------------
    def to_record(self) -> dict:
        """A JSON-able record: the header and every move (chance outcomes too) in notation."""
        from . import __version__
        return {
            "game": self.GAME, "format": FORMAT_VERSION, "version": __version__,
            "players": self.players, "seed": self.seed, "start_player": self.start_player,
            "variant": variant_to_dict(self.variant), "moves": [str(a) for a in self.history],
        }

    @classmethod
    def replay(cls, record) -> Iterator[Step]:
        """Validate a record (a dict or JSON text) and replay it: yields the root as step 0,
        then one `Step` per move. The one replay path: `from_record`, the tables' time travel
        and the CLI's `replay` all go through it. A bad field or move raises RecordError naming
        it, when the replay reaches it."""
        record = _record_dict(record, cls.GAME)
        state = cls._root_of(record)
        yield Step(0, None, (), state)
        for n, text in enumerate(record["moves"], 1):
            if not isinstance(text, str):
                raise RecordError(f"move {n}: expected a move in notation, not "
                                  f"{type(text).__name__}")
            try:
                action = state.parse(text)
            except IllegalAction as e:
                raise RecordError(f"move {n} ({text!r}): {e}") from None
            yield Step(n, action, tuple(state._apply_legal(action)), state)

    @classmethod
    def from_record(cls, record):
        """Load and replay a record (a dict or JSON text), validating every field and move."""
        state = None
        for step in cls.replay(record):
            state = step.state
        return state

    @classmethod
    def _root_of(cls, record: dict) -> "GameState":
        """The root state a validated record header describes."""
        variant = variant_from_dict(cls.Variant, record.get("variant", {}))
        try:
            return cls._new(players=record["players"], seed=record["seed"], variant=variant,
                            start_player=record.get("start_player", 0))
        except (ValueError, TypeError) as e:
            raise RecordError(f"header: {e}") from None


_FIELDS = {"game", "format", "version", "players", "seed", "start_player", "variant", "moves",
           "result"}


def _record_dict(record, game: str | None = None) -> dict:
    """A record as a dict with its header checked (not its moves): JSON text is parsed."""
    if isinstance(record, (str, bytes)):
        try:
            record = json.loads(record)
        except ValueError as e:
            raise RecordError(f"the record is not valid JSON: {e}") from None
    if not isinstance(record, dict):
        raise RecordError("a record is a JSON object")
    unknown = [k for k in record if k not in _FIELDS]
    if unknown:
        raise RecordError(f"unknown field {str(unknown[0])!r}")
    for key in ("game", "format", "players", "seed", "moves"):
        if key not in record:
            raise RecordError(f"field {key!r} is missing")
    if game is not None and record["game"] != game:
        raise RecordError(f"field 'game': expected {game!r}, got {record['game']!r}")
    if not _whole(record["format"]) or record["format"] != FORMAT_VERSION:
        raise RecordError(f"field 'format': this version reads format {FORMAT_VERSION}")
    if "version" in record and not isinstance(record["version"], str):
        raise RecordError("field 'version': expected text like \"0.1.0\"")
    for key in ("players", "seed", "start_player"):
        value = record.get(key, 0)
        if not _whole(value) or value < 0:
            raise RecordError(f"field {key!r}: expected a whole number >= 0")
    if not isinstance(record["moves"], list):
        raise RecordError("field 'moves': expected a list of moves in notation")
    return record


def replay(record) -> Iterator[Step]:
    """Replay a record of any registered game (its "game" field picks it); see
    `GameState.replay`."""
    record = _record_dict(record)
    try:
        game = load_game(record["game"])
    except ValueError as e:
        raise RecordError(f"field 'game': {e}") from None
    return game.State.replay(record)
