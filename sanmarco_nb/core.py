"""What both games share: chance, events, errors, the seeded generator, variants and records.

A game state subclasses `GameState` and provides the rules (`legal_actions`, `_apply`,
`chance_outcomes`, ...); this module gives it the parts that are the same in both games, so that
the front end, the bots and the analysis tools can treat the two games alike.
"""
from __future__ import annotations

import base64
import dataclasses
import json
import re
import reprlib
from importlib import import_module
from operator import itemgetter
from typing import Any, ClassVar, Iterator, Mapping, NamedTuple, Sequence

from .games import adapter, load_game

__all__ = [
    "CHANCE", "FORMAT_VERSION", "MAX_SEED", "Refusal", "IllegalAction", "RecordError", "Event",
    "event_maker", "Consequence",
    "GameState", "Step", "replay", "play_chance", "chance_action", "chance_random", "choice",
    "check_variant", "variant_to_dict", "variant_from_dict", "read_record", "switches",
    "random_variant",
    "markdown_image", "VERSION", "TEXTS", "PICTURES",
    "MAX_RECORD_CHARS", "MAX_MOVES", "MAX_NOTATION", "MAX_DEPTH", "MAX_DIGITS",
]

CHANCE = -1          # `to_move` at a chance node: dice, shuffles and lotteries decide
FORMAT_VERSION = 1   # of the JSON records written by `GameState.to_record`
MAX_SEED = (1 << 64) - 1   # seeds feed a 64-bit counter-based stream; larger ones add nothing
VERSION = "0.1.0"    # the package's (sanmarco_nb.__version__), written into every record
# The layers above the engine that it calls back, found by name when they are needed (as the
# registry finds a game's adapters), so that the engine imports none of them: the sentences of
# refusals and events, and each game's picture ("{game}": the game's name)
TEXTS = "sanmarco_nb.i18n"
PICTURES = "sanmarco_nb.svg.{game}"

# The limits on what comes in from outside (records, typed moves). Each is far above anything
# the games produce (a game has a few hundred moves of under 40 characters, a record nests 3
# deep), and each is refused with RecordError or IllegalAction before any work is done on it.
MAX_RECORD_CHARS = 1_000_000   # JSON text of a record
MAX_MOVES = 20_000             # moves in a record
MAX_NOTATION = 200             # characters in one move's notation
MAX_DEPTH = 8                  # nesting of lists and objects in a record
MAX_DIGITS = 20                # digits of a number in a record's text (MAX_SEED has 20)


class Refusal(ValueError):
    """Why something is not accepted, as data: a message id of the catalogs and its
    parameters (`IllegalAction(id="why-sm-not_adjacent", a=0, b=5)`), so that a table says it
    in its language (`sanmarco_nb.i18n.refusal(e, lang)`); `str(e)` is the English sentence,
    made only when asked for. Made with a text alone (`IllegalAction("...")`), that text is
    the reason in every language. Cheap to make: nothing is rendered until it is shown."""

    def __init__(self, text: str = "", *, id: str | None = None, **params):
        super().__init__(text or id or "")
        self.text, self.id, self.params = text, id, params

    def __str__(self) -> str:
        if self.text or not self.id:
            return self.text
        return import_module(TEXTS).refusal(self, "en")

    def __reduce__(self):
        return _rebuild, (type(self), self.text, self.id, self.params)

    def to_dict(self) -> dict:
        """JSON-able: {"id", "params", "text"}, a nested refusal as its own dict."""
        return {"id": self.id, "text": str(self), "params": {
            k: v.to_dict() if isinstance(v, Refusal) else list(v) if isinstance(v, tuple)
            else v for k, v in self.params.items()}}

    @classmethod
    def from_dict(cls, d: dict) -> "Refusal":
        """The refusal `to_dict` wrote (a room server's): its id and plain parameters, and its
        English text (shown as it is wherever the id cannot be rendered)."""
        text, message_id = str(d.get("text", "")), d.get("id")
        params = d.get("params") if isinstance(d.get("params"), dict) else {}
        if not isinstance(message_id, str):
            return cls(text)
        kept = {str(k): Refusal.from_dict(v) if isinstance(v, dict) else
                tuple(v) if isinstance(v, list) else v for k, v in params.items()
                if isinstance(v, (str, int, float, list, dict)) and not isinstance(v, bool)}
        return cls(text, id=message_id, **kept)


def _rebuild(cls, text, id, params):
    return cls(text, id=id, **params)


class IllegalAction(Refusal):
    """An action or notation the rules do not allow here. The state is left exactly as it was."""


class RecordError(Refusal):
    """A record that fails validation; the message names the field or the move number."""


_SHORT = reprlib.Repr()
_SHORT.maxstring = _SHORT.maxother = 60
_SHORT.maxlevel, _SHORT.maxlist, _SHORT.maxdict, _SHORT.maxtuple = 3, 6, 6, 6


def _show(value) -> str:
    """`value` for an error message: repr, cut short, whatever it holds (a million-character
    move, a list nested a thousand deep or a 5,000-digit number is echoed in a few words)."""
    try:
        return _SHORT.repr(value)
    except ValueError:                  # int -> str beyond Python's digit limit
        return "a number too long to show"


class _Record(tuple):
    """Four fields, a tuple underneath: `kind`, `rule` (the rule id), `player` (who it concerns,
    None for the table) and `data` (ints and short strings). An engine makes about one per
    action, and a tuple is built in one C call (the frozen dataclass it was cost 3x as much, a
    tenth of an action). It equals only a record of its own type with equal fields."""
    __slots__ = ()

    def __new__(cls, kind: str, rule: str, player: int | None = None,
                data: Mapping[str, Any] | None = None):
        return tuple.__new__(cls, (kind, rule, player, {} if data is None else data))

    kind = property(itemgetter(0), doc="what it is (one of the game's kinds)")
    rule = property(itemgetter(1), doc="the rule id behind it")
    player = property(itemgetter(2), doc="the player it concerns, or None")
    data = property(itemgetter(3), doc="what a front end needs to show it")

    def __eq__(self, other):
        return type(other) is type(self) and tuple.__eq__(self, other)

    def __ne__(self, other):
        return not self == other

    __hash__ = tuple.__hash__       # (unhashable all the same: `data` is a dict)

    def __repr__(self) -> str:
        return (f"{type(self).__name__}(kind={self[0]!r}, rule={self[1]!r}, "
                f"player={self[2]!r}, data={self[3]!r})")

    def __reduce__(self):
        return type(self), tuple(self)


class Event(_Record):
    """Something that happened, for animation, logs and explanations.

    `kind` names what happened (one of the game's EVENT_KINDS), `rule` the rule id that made it
    happen (e.g. "SM-A9"), `player` who it concerns (None for the table), `data` what a front
    end needs to show it (ints and short strings). The sentence is made on demand by
    `sanmarco_nb.i18n`, in any language.
    """
    __slots__ = ()
    game: ClassVar[str] = ""   # set by each game's Event subclass; picks the i18n table

    @property
    def text(self) -> str:
        return self.describe("en")

    def describe(self, lang: str = "en") -> str:
        return import_module(TEXTS).describe(self, lang)

    def hidden_from(self, seat) -> bool:
        """Whether `seat` may not see this event's data: the engine marks an event only its
        player may see with `private` in its data (San Marco's `draw`)."""
        return bool(self[3].get("private")) and self[2] != seat


class Consequence(_Record):
    """What a move will do, told before it is made (`GameState.preview`), in the shape of an
    Event: `kind` one of the game's PREVIEW_KINDS, `rule` the rule id, `player` whom it
    concerns (None for the table), `data` ints, short strings and tuples of them. It carries no
    sentence: the front end words it in the learner's language."""
    __slots__ = ()


def event_maker(cls):
    """The fastest constructor `make(kind, rule, player=None, data=None)` of the Event subclass
    `cls` (what `cls(...)` does, without the Python-level `__new__`)."""
    new = tuple.__new__

    def make(kind: str, rule: str, player: int | None = None, data=None):
        return new(cls, (kind, rule, player, {} if data is None else data))
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
    if state.to_move != CHANCE:                # (a game over has no player to move)
        if state.is_terminal():
            raise IllegalAction(id="why-game_over")
        raise IllegalAction(id="why-no_chance_step", who=state.to_move)
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
    return state.apply_legal(chance_action(state, rng))


def markdown_image(svg: str, alt: str) -> str:
    """`svg` as a Markdown image (a base64 data URI) with `alt` as its text."""
    alt = " ".join(re.sub(r"[\[\]<>]", " ", alt).split())     # nothing that ends the image
    uri = "data:image/svg+xml;base64," + base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return f"![{alt}]({uri})"


# ---- variants ------------------------------------------------------------------------------
# A Variant is a frozen dataclass; each field may carry `metadata={"choices": (...)}` listing the
# values the rules file names. Records store it as a plain dict and load it with validation.

def variant_to_dict(variant) -> dict:
    return {f.name: getattr(variant, f.name) for f in dataclasses.fields(variant)}


def switches(variant_cls) -> dict:
    """Each switch of a Variant -> the values its rules name (its "choices" metadata); {} for
    a game without switches (a Variant that is no dataclass)."""
    if not dataclasses.is_dataclass(variant_cls):
        return {}
    return {f.name: tuple(f.metadata["choices"]) for f in dataclasses.fields(variant_cls)
            if "choices" in f.metadata}


def random_variant(variant_cls, rng):
    """A Variant with every switch drawn at random (`rng.choice`) from its choices; None (the
    game's default) for a game without switches."""
    if not switches(variant_cls):
        return None
    return variant_cls(**{name: rng.choice(values)
                          for name, values in switches(variant_cls).items()})


def _plain(value, depth: int = 0):
    # JSON has lists where a variant holds tuples, and string keys where it holds ints
    if isinstance(value, (list, dict)) and depth >= MAX_DEPTH:
        raise RecordError(id="record-nested", max=MAX_DEPTH)
    if isinstance(value, list):
        return tuple(_plain(v, depth + 1) for v in value)
    if isinstance(value, dict):
        return {_plain_key(k): _plain(v, depth + 1) for k, v in value.items()}
    return value


def _plain_key(key):
    # "12" -> 12, but not "١٢" or "²" (isdigit is true for those, and int() refuses "²")
    if isinstance(key, str) and key.isascii() and key.isdecimal() and len(key) <= MAX_DIGITS:
        return int(key)
    return key


def _same_types(a, b) -> bool:
    """For a == b: the same types all the way down (1 is not 1.0 or True, (1,) not [1])."""
    if type(a) is not type(b):
        return False
    return not isinstance(a, tuple) or all(_same_types(x, y) for x, y in zip(a, b))


def _allowed(value, choices) -> bool:
    # equal *and* of the same type: True == 1 == 1.0 and 2 == 2.0 in Python, not in a rules switch
    return any(value == c and _same_types(value, c) for c in choices)


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
            raise ValueError(f"Variant.{f.name}: {_show(value)} is not one of "
                             f"{list(f.metadata['choices'])}")


_DEFAULTS: dict = {}      # Variant class -> its default instance (frozen: shared)


def variant_from_dict(cls, data) -> Any:
    """Build the Variant `cls` from a record's dict, rejecting unknown fields and values."""
    if not isinstance(data, dict):
        raise RecordError(id="record-variant")
    fields = {f.name: f for f in dataclasses.fields(cls)}
    kwargs = {}
    for name, value in data.items():
        if name not in fields:
            raise RecordError(id="record-unknown_switch", what=_show(name))
        try:
            value = _plain(value)
        except RecordError as e:
            raise RecordError(id="record-switch_nested", name=name, reason=e) from None
        if not _switch_ok(fields[name], value):
            raise RecordError(id="record-switch_value", name=name, what=_show(value),
                              choices=str(list(fields[name].metadata["choices"])))
        kwargs[name] = value
    return cls(**kwargs, **_legacy(fields, data))


def _legacy(fields: dict, data: dict) -> dict:
    """The switches a record was played with that did not exist when it was written. A field
    may name in metadata "legacy" the rule its engine played before the switch came; a record
    that lists every other switch (`to_record` writes them all) but not that one was written by
    such an engine. Any other missing switch takes its default (a header written by hand)."""
    new = [f for f in fields.values() if "legacy" in f.metadata]
    if not new or any(f.name not in data for f in fields.values() if f not in new):
        return {}
    return {f.name: f.metadata["legacy"] for f in new if f.name not in data}


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


def _no_mark(state) -> int:
    return 0                 # the horizon "game": only the end of the game stops a search


class GameState:
    """The parts of the engine contract that do not depend on the game.

    A subclass sets `GAME`, `Variant`, `Action`, and implements `_legal_actions` (a tuple, or a lazy sequence equal to one),
    `chance_outcomes`, `_apply` (the rules; called only with a legal action),
    `_action_from_text`, `_why_illegal`, `_preview` (the consequences of a legal move, see
    `preview`), `observation`, `clone`, `is_terminal`, `scores`,
    `winners`, and the class method `_new` used by `from_record`. `to_move` is a player,
    CHANCE, or None once the game is over. Its constructor and `clone`
    set `_legal_cache = None` (or share the cached tuple: it is immutable).
    """
    GAME: ClassVar[str] = ""
    TITLE: ClassVar[str] = ""                 # the game's printed name
    PLAYERS: ClassVar[tuple[int, ...]] = ()   # the player counts the game allows
    DEFAULT_PLAYERS: ClassVar[int] = 0        # the count a new table offers first
    PREFIX: ClassVar[str] = ""                # its texts' prefix in the catalogs ("sm-…")
    # where a search may stop looking ahead: a name -> a mark of the state that changes when
    # that part of the game ends ("round", "passage"); every game ends at "game"
    HORIZONS: ClassVar[dict] = {}
    # the verbs of the decisions a search expands; at the others it plays greedy
    SEARCHED: ClassVar[frozenset] = frozenset()
    # phase -> the ids of the rules a player needs there (a table's "Rules now")
    PHASE_RULES: ClassVar[dict] = {}
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
        # Refusals (ValueErrors) with message ids: a bad record header says them in every
        # language (record-header)
        if not _whole(players) or players not in self.PLAYERS:
            raise Refusal(id="setup-players", game=self.TITLE, low=self.PLAYERS[0],
                          high=self.PLAYERS[-1], what=_show(players))
        if not _whole(seed) or not 0 <= seed <= MAX_SEED:
            raise Refusal(id="setup-seed", what=_show(seed))
        if not _whole(start_player) or not 0 <= start_player < players:
            raise Refusal(id="setup-start_player", high=players - 1, count=players,
                          what=_show(start_player))
        if variant is None:             # the defaults: one frozen instance, checked once
            variant = _DEFAULTS.get(self.Variant) or _DEFAULTS.setdefault(self.Variant,
                                                                        self.Variant())
        elif type(variant) is not self.Variant:
            raise ValueError(f"variant must be a {name}.Variant, not {type(variant).__name__}")
        else:
            check_variant(variant)
        self.players, self.seed, self.variant, self.start_player = (
            players, seed, variant, start_player)
        self.history, self.chance_count, self._legal_cache = [], 0, None

    def _check_player(self, player) -> None:
        """ValueError unless `player` is a seat of this game (for `observation` and friends)."""
        if not _whole(player) or not 0 <= player < self.players:
            raise ValueError(f"player must be a whole number from 0 to {self.players - 1}, "
                             f"not {_show(player)}")

    def initial(self) -> "GameState":
        """The root position of this game: same players, seed, variant and start player, no
        moves (python-chess's `Board.root()`)."""
        return self._new(players=self.players, seed=self.seed, variant=self.variant,
                         start_player=self.start_player)

    def _repr_svg_(self) -> str | None:
        # the game's static picture, `picture(state)` of its PICTURES module: notebooks show
        # it on GitHub and nbviewer too; None (its repr is shown) for a game without one
        pictures = adapter(self.GAME, PICTURES)
        return pictures.picture(self) if pictures else None

    def _repr_markdown_(self) -> str | None:
        # the same picture as Markdown too: JupyterLab shows SVG only in trusted notebooks
        # (see sanmarco_nb.svg); a game without a picture shows its repr
        svg = self._repr_svg_()
        return markdown_image(svg, repr(self)) if svg else None

    # -- acting ---------------------------------------------------------------------------
    def _chance_pick(self, u: int):
        """The chance outcome the 64-bit draw `u` picks: `choice(self.chance_outcomes(), u)`.
        A game may pick straight from its own counts instead (the same outcome for every `u`,
        without building the outcome list: chance is about a quarter of all steps)."""
        return choice(self.chance_outcomes(), u)

    def legal_actions(self) -> Sequence:
        """Every legal action here; at a chance node, every outcome (see `chance_outcomes`).

        A tuple; or, where there are hundreds (San Marco's splits), an immutable sequence that
        builds an entry only when it is read and equals the tuple of them all (as python-chess's
        `board.legal_moves` is lazy)."""
        cache = self._legal_cache
        if cache is None:
            cache = self._legal_cache = self._legal_actions()
        return cache

    def apply(self, action) -> list[Event]:
        """Apply a legal action and return its events; anything else raises IllegalAction."""
        legal = self._legal_cache                       # legal_actions() inlined: hot path
        if legal is None:
            legal = self._legal_cache = self._legal_actions()
        try:
            known = legal[legal.index(action)]
        except (ValueError, TypeError):                 # not legal, or not even comparable
            known = None
        # an equal action is not enough: a plain tuple, or Action("draw", (0.0,)) built by
        # hand, equals a legal action but would put a float into the rules and the record
        if known is None or (known is not action and not _same_types(known, action)):
            raise self._refusal(action)
        return self.apply_legal(known)

    def apply_legal(self, action) -> list[Event]:
        """`apply` without its check, for searches that apply thousands of moves taken from
        this very state's `legal_actions()` (anything else is undefined: use `apply`)."""
        if self.to_move == CHANCE:
            self.chance_count += 1
        self.history.append(action)
        self._legal_cache = None
        return self._apply(action)

    def seen(self, action) -> tuple:
        """What each seat sees of `action` when it is applied here: pairs (seat, what), seat
        None for everyone; a seat that is not named sees only that an action of this verb
        was made. A game with hidden moves (a face-down draw, a sealed bid) says so here:
        a search's information sets are built from it. By default everyone sees everything."""
        return ((None, action),)

    @classmethod
    def horizon_mark(cls, name: str):
        """The mark of horizon `name` (see HORIZONS), a function of a state: a search that
        looks ahead to the end of that part of the game stops where the mark changes."""
        if name == "game":
            return _no_mark
        try:
            return cls.HORIZONS[name]
        except KeyError:
            raise ValueError(f"{cls.TITLE} has no horizon {name!r}: choose one of "
                             f"{', '.join([*cls.HORIZONS, 'game'])}") from None

    def _checked(self, action):
        """The legal action equal to `action` (and of its types), or IllegalAction saying why
        not: `apply`'s check (which inlines it, for speed)."""
        legal = self.legal_actions()
        try:
            known = legal[legal.index(action)]
        except (ValueError, TypeError):
            known = None
        if known is None or (known is not action and not _same_types(known, action)):
            raise self._refusal(action)
        return known

    def preview(self, action, *more) -> tuple[Consequence, ...]:
        """What the move `action` will do, as far as it can be told before it is made: a tuple
        of Consequences (the limit total it leads to, who is paid for a crossing, the decor a
        cell earns...), in the order they would happen. `more` are the same player's next
        moves after it, each legal where the one before leads (a whole Doge walk, a three-way
        split), previewed together.

        The state is not changed. A preview sees what the player to move sees (their
        observation): never a face-down card or a sealed bid of another player, so it is the
        same in every `determinize(to_move, seed)` of this position. IllegalAction for a move
        that is not legal, for moves of more than one player, and at a chance node (chance
        has no preview: its outcomes are listed with their weights by `chance_outcomes`)."""
        me = self.to_move
        if me is None or me == CHANCE:
            raise IllegalAction(id="why-game_over" if me is None else "why-preview_chance")
        state, out, last = self, [], len(more)
        for i, a in enumerate((action, *more)):
            known = state._checked(a)
            out += state._preview(known)
            if i < last:
                if state is self:
                    state = self.clone()
                state.apply_legal(known)
                if state.to_move != me:
                    raise IllegalAction(id="why-preview_turn", move=str(known))
        return tuple(out)

    def _preview(self, action) -> list[Consequence]:
        """The game's preview of one legal move of the player to move (see `preview`)."""
        raise NotImplementedError(f"{self.TITLE} has no preview")

    def _refusal(self, action) -> IllegalAction:
        """Why `action` is refused: the IllegalAction to raise. The game's `_why_illegal`
        reads actions its own notation made; a hand-built one with arguments of the wrong kind
        or range (say Action("draw", (99,))) may trip it up, and is then refused all the same.
        A game may also give its reason as English text (it is then shown as it is)."""
        try:
            why = self._why_illegal(action)
        except Exception:           # the safety net: any failure here is still a refusal
            return IllegalAction(id="why-not_legal", move=_show(action))
        if isinstance(why, IllegalAction):
            if len(why.text) > 2 * MAX_NOTATION:    # a hand-built action named at length
                why.text = why.text[:2 * MAX_NOTATION] + "..."
            return why
        return IllegalAction(why if len(why) <= 2 * MAX_NOTATION
                             else why[:2 * MAX_NOTATION] + "...")

    def parse(self, text: str):
        """The legal action written `text` in this game's notation, or IllegalAction saying why.

        Notation is plain ASCII of at most MAX_NOTATION characters: anything else is refused
        before the game's parser sees it (so "P٣" or "P３" is not read as "P3")."""
        if not isinstance(text, str):
            raise IllegalAction(id="why-notation_type", type=type(text).__name__)
        if len(text) > MAX_NOTATION:
            raise IllegalAction(id="why-notation_long", max=MAX_NOTATION, n=len(text),
                                move=_show(text))
        if not text.isascii():
            raise IllegalAction(id="why-notation_ascii", move=_show(text))
        try:
            action = self._action_from_text(" ".join(text.split()))
        except IllegalAction:
            raise
        except (ValueError, LookupError, TypeError):     # a gap in the game's parser
            raise IllegalAction(id="why-notation", game=self.TITLE, move=_show(text)) from None
        legal = self.legal_actions()
        try:
            return legal[legal.index(action)]
        except ValueError:
            raise self._refusal(action) from None

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
        return {
            "game": self.GAME, "format": FORMAT_VERSION, "version": VERSION,
            "players": self.players, "seed": self.seed, "start_player": self.start_player,
            "variant": variant_to_dict(self.variant), "moves": [str(a) for a in self.history],
        }

    @classmethod
    def replay(cls, record) -> Iterator[Step]:
        """Validate a record (a dict or JSON text) and replay it: yields the root as step 0,
        then one `Step` per move. The one replay path: `from_record`, the tables' time travel
        and the CLI's `replay` all go through it. A bad field or move raises RecordError naming
        it, when the replay reaches it."""
        record = read_record(record)
        if record["game"] != cls.GAME:
            raise RecordError(id="record-game", expected=cls.GAME, got=_show(record["game"]))
        state = cls._root_of(record)
        yield Step(0, None, (), state)
        for n, text in enumerate(record["moves"], 1):
            try:
                action = state.parse(text)
            except IllegalAction as e:
                raise RecordError(id="record-move", n=n, move=_show(text), reason=e) from None
            yield Step(n, action, tuple(state.apply_legal(action)), state)

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
            raise RecordError(id="record-header", reason=e) from None


_FIELDS = {"game", "format", "version", "players", "seed", "start_player", "variant", "moves",
           "result"}


def _json_number(text: str):
    # json.loads's parse_int and parse_float: a number as long as a 1 MB record is refused
    # before Python spends time (quadratic for int) converting it
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise RecordError(id="record-digits", max=MAX_DIGITS, what=_show(text))
    return int(text) if text.lstrip("-").isdigit() else float(text)


def _json_constant(name: str):
    raise RecordError(id="record-constant", what=name)


def _load_json(text) -> Any:
    """JSON text -> Python, within the limits: size, digits, nesting (json.loads itself would
    raise RecursionError on deep nesting, and spend quadratic time on a huge number)."""
    if len(text) > MAX_RECORD_CHARS:
        raise RecordError(id="record-too_long", max=MAX_RECORD_CHARS)
    try:
        return json.loads(text, parse_int=_json_number, parse_float=_json_number,
                          parse_constant=_json_constant)
    except RecordError:
        raise
    except RecursionError:
        raise RecordError(id="record-nested", max=MAX_DEPTH) from None
    except json.JSONDecodeError as e:
        raise RecordError(id="record-json", line=e.lineno, column=e.colno) from None
    except ValueError:                   # UnicodeDecodeError: bytes that are not UTF-8
        raise RecordError(id="record-not_text") from None


def _check_depth(value) -> None:
    """RecordError if lists and objects nest deeper than MAX_DEPTH (walked without recursion,
    for dicts built in Python too)."""
    todo = [(value, 1)]
    while todo:
        value, depth = todo.pop()
        items = (value.values() if isinstance(value, dict) else value
                 if isinstance(value, (list, tuple)) else ())
        for item in items:
            if isinstance(item, (dict, list, tuple)):
                if depth >= MAX_DEPTH:
                    raise RecordError(id="record-nested", max=MAX_DEPTH)
                todo.append((item, depth + 1))


def read_record(record) -> dict:
    """A record (a dict, or JSON text or bytes) as a dict with its header checked and its
    moves' shape checked (a list of at most MAX_MOVES strings); RecordError naming the field
    otherwise. The moves themselves are checked by `replay`, when it reaches them."""
    if isinstance(record, (str, bytes, bytearray)):
        record = _load_json(record)
    if not isinstance(record, dict):
        raise RecordError(id="record-object")
    _check_depth(record)
    for key in record:
        if not isinstance(key, str):
            raise RecordError(id="record-field_name", what=_show(key))
        if key not in _FIELDS:
            raise RecordError(id="record-unknown_field", what=_show(key))
    for key in ("game", "format", "players", "seed", "moves"):
        if key not in record:
            raise RecordError(id="record-missing", field=key)
    _check_header(record)
    _check_moves(record["moves"])
    return record


def _check_header(record: dict) -> None:
    if not isinstance(record["game"], str):
        raise RecordError(id="record-game_name", what=_show(record["game"]))
    if not _whole(record["format"]) or record["format"] != FORMAT_VERSION:
        raise RecordError(id="record-format", version=FORMAT_VERSION,
                          what=_show(record["format"]))
    if "version" in record and not (isinstance(record["version"], str)
                                    and len(record["version"]) <= 40):
        raise RecordError(id="record-version")
    for key, top in (("players", 99), ("seed", MAX_SEED), ("start_player", 99)):
        value = record.get(key, 0)
        if not _whole(value) or not 0 <= value <= top:
            raise RecordError(id="record-number", field=key, top=str(top), what=_show(value))


def _check_moves(moves) -> None:
    if not isinstance(moves, list):
        raise RecordError(id="record-moves")
    if len(moves) > MAX_MOVES:
        raise RecordError(id="record-many_moves", max=MAX_MOVES, n=len(moves))
    for n, text in enumerate(moves, 1):
        if not isinstance(text, str):
            raise RecordError(id="record-move_type", n=n, type=type(text).__name__)
        if len(text) > MAX_NOTATION:
            raise RecordError(id="record-move_long", n=n, max=MAX_NOTATION, length=len(text))


def replay(record) -> Iterator[Step]:
    """Replay a record of any registered game (its "game" field picks it); see
    `GameState.replay`."""
    record = read_record(record)
    try:
        game = load_game(record["game"])
    except ValueError as e:
        raise RecordError(id="record-unknown_game", got=_show(record["game"])) from None
    return game.State.replay(record)
