"""The canonical text notation of San Marco actions (the game's "SAN").

Districts are written by their die number 1..6 (1 Cannaregio, 2 Santa Croce, 3 San Polo,
4 Dorsoduro, 5 San Marco, 6 Castello), players as P1..P4, a canal as its two districts joined
by "-" (smaller first), cards by their codes: 1..6 district cards, B bridge, T transfer, D Doge,
X banishment, L1/L2/L3 limit cards. Tokens are separated by single spaces; `parse` also
accepts extra spaces and a canal written the other way round ("2-1").

Chance outcomes (`to_move == CHANCE`; a script may choose them)::

    roll 4                  the die shows 4 (set-up, banishment)                SM-S2, SM-A5
    draw B                  the next card drawn is a bridge card               SM-R3
    roles P3 P2 P4          lottery: 1st chooser, 2nd distributor, 2nd chooser  SM-R1
    roles P2 P3             3 active players: 1st chooser, 2nd chooser          SM-R2

Decisions::

    bridge 1-2              set-up bridge, or bridge card: a bridge on canal 1-2 SM-S4, SM-A2
    bridge 1-2 from 3       ... marked with your aristocrat taken from district 3 SM-A6
    bridge 1-2 take 4-5 P3  bridge supply empty: move P3's bridge from 4-5      SM-A3
    bridge none             the bridge card can do nothing                      SM-A3
    roles P3 P2 P4          variant role_assignment=start_player_chooses        SM-R1
    split 1 5 B L2 / T D L1 L3        the distributor's two offers, "/" between SM-R3
    offer 2 B L1            three offers (SM-R4): first set one offer aside,
                            then "split" the rest into the other two           SM-R4
    take 1 5 B L2           the chooser takes that offer                        SM-R6
    district 5              district card: an aristocrat into San Marco         SM-A1
    district 5 hop 4        ... and on at once over your own bridge to 4        SM-A1
    district 5 from 3       ... supply empty: the aristocrat comes from 3       SM-A6
    transfer 5 P3           in San Marco one of P3's aristocrats becomes yours  SM-A4
    transfer 5 P3 from 2    ... supply empty: yours comes from district 2      SM-A6
    transfer none           no other player's aristocrat on the board           SM-A4
    doge 5                  Doge card: place the Doge in 5, stay in 5, or end
                            its move in 5; then 5 scores                       SM-A7, SM-A8
    doge 2 P1 3             one step of a move: 2 -> 3 over P1's bridge         SM-A8, SM-A9
    doge 3 ~ 5              one step: 3 -> 5 without a bridge (2 PP to bank)    SM-A9
    doge 5 P2 4             ... over P2's bridge (1 PP to P2; own bridge free)  SM-A9
    banish 5                banishment card / free banishment: name a district SM-A5, SM-P6
    remove P2 P2 P3         after the roll: whose aristocrats leave             SM-A5
    remove 5 P3             variant fewest_limit_reward=remove_one              SM-P6
    skip B                  variant action_cards_optional: discard a card       SM-R7

Cards in an offer and offers in a split are written sorted (1..6, B, T, D, X, L1..L3; offers by
that order), so every action has one spelling. A Doge move is walked one crossing at a time
(each crossing is paid as it is made, SM-A9), each step written `from crossing to` with the
crossing `Pn` (over Pn's bridge) or `~` (no bridge), and ends with `doge <district>` where the
Doge stops; `State.doge_paths()` lists whole affordable paths, cheapest first, and
`State.doge_path_actions(path, crossings)` turns one into its steps. A typical Doge card:
`doge 2 P1 3`, `doge 3 ~ 5`, `doge 5`.
"""
from __future__ import annotations

from typing import NamedTuple

from ..core import Refusal
from .board import ADJACENT, CANAL, DISTRICTS
from .cards import CODES, KIND_OF_CODE


class Action(NamedTuple):
    """One move: a verb and a tuple of small ints (layout per verb in `format_action`).

    Outside the engine, read an action by its named fields, never by position in `args`:
    `a.district`, `a.hop`, `a.source`, `a.victim`, `a.canal`, `a.take_canal`, `a.take_owner`,
    `a.kind`, `a.path`, `a.crossings`, `a.destination`, `a.cards`, `a.offers`, `a.order`,
    `a.victims` (see `FIELDS`). A field the verb lacks, or an option left out (no `hop`, no
    `from`, "bridge none"), reads None; a crossing without a bridge is -1 in `crossings`.
    """
    verb: str
    args: tuple = ()

    def __str__(self) -> str:
        return format_action(self)

    def __getattr__(self, name: str):
        # only called for names that are not NamedTuple fields or methods
        where = FIELDS.get(self.verb, {}).get(name, _NO_FIELD)
        if where is _NO_FIELD:
            if name in _ALL_FIELDS:
                return None
            raise AttributeError(name)
        if where is None:                  # the field is the whole argument tuple
            return self.args
        if where >= len(self.args):        # "bridge none", "transfer none"
            return None
        value = self.args[where]
        return None if value == -1 else value

    @property
    def destination(self) -> int | None:
        """Where a Doge step (or a Doge placement) ends."""
        return self.args[0][-1] if self.verb == "doge" else None


# verb -> field name -> index into `args` (None: the whole tuple); the layout of `format_action`
FIELDS: dict[str, dict[str, int | None]] = {
    "roll": {"district": 0},
    "draw": {"kind": 0},
    "skip": {"kind": 0},
    "roles": {"order": None},
    "bridge": {"canal": 0, "take_canal": 1, "take_owner": 2, "source": 3},
    "split": {"offers": None},
    "offer": {"cards": None},
    "take": {"cards": None},
    "district": {"district": 0, "hop": 1, "source": 2},
    "transfer": {"district": 0, "victim": 1, "source": 2},
    "doge": {"path": 0, "crossings": 1},
    "banish": {"district": 0},
    "remove": {"victims": None},
    "remove1": {"district": 0, "victim": 1},
}
_ALL_FIELDS = frozenset(name for fields in FIELDS.values() for name in fields)
# interned actions that two phases offer: a die face as its district (set-up, banishment),
# a district named for a banishment (the card, the free one)
ROLL = tuple(Action("roll", (d,)) for d in range(6))
BANISH_AT = tuple(Action("banish", (d,)) for d in range(6))
_NO_FIELD = object()


def _d(d: int) -> str:
    return str(d + 1)


def _p(p: int) -> str:
    return f"P{p + 1}"


def _canal(c: int) -> str:
    a, b = ADJACENT[c]
    return f"{a + 1}-{b + 1}"


def _cards(cards) -> str:
    return " ".join(CODES[k] for k in cards)


def format_action(a: Action) -> str:
    v, x = a.verb, a.args
    if v in ("roll",):                       # (district,)
        return f"roll {_d(x[0])}"
    if v == "draw":                          # (kind,)
        return f"draw {CODES[x[0]]}"
    if v == "roles":                         # (player, ...)
        return "roles " + " ".join(_p(p) for p in x)
    if v == "bridge":                        # (canal, take_canal, take_owner, src) or ()
        if not x:
            return "bridge none"
        s = f"bridge {_canal(x[0])}"
        if x[1] >= 0:
            s += f" take {_canal(x[1])} {_p(x[2])}"
        if x[3] >= 0:
            s += f" from {_d(x[3])}"
        return s
    if v == "split":                         # (offer, offer); offer = sorted kinds
        return "split " + " / ".join(_cards(o) for o in x)
    if v == "offer":                         # an offer set aside (three-way split)
        return "offer " + _cards(x)
    if v == "take":                          # the offer's sorted kinds
        return "take " + _cards(x)
    if v == "district":                      # (district, hop or -1, src or -1)
        s = f"district {_d(x[0])}"
        if x[2] >= 0:
            s += f" from {_d(x[2])}"
        if x[1] >= 0:
            s += f" hop {_d(x[1])}"
        return s
    if v == "transfer":                      # (district, victim, src or -1) or ()
        if not x:
            return "transfer none"
        s = f"transfer {_d(x[0])} {_p(x[1])}"
        return s + (f" from {_d(x[2])}" if x[2] >= 0 else "")
    if v == "doge":                          # (path districts, crossing owners or -1 = bank)
        path, cross = x
        parts = [_d(path[0])]
        for d, o in zip(path[1:], cross):
            parts += ["~" if o < 0 else _p(o), _d(d)]
        return "doge " + " ".join(parts)
    if v == "banish":                        # (district,)
        return f"banish {_d(x[0])}"
    if v == "remove":                        # owners of the banished aristocrats, sorted
        return "remove " + (" ".join(_p(p) for p in x) if x else "none")
    if v == "remove1":                       # (district, player)
        return f"remove {_d(x[0])} {_p(x[1])}"
    if v == "skip":                          # (kind,)
        return f"skip {CODES[x[0]]}"
    raise ValueError(f"unknown verb {v!r}")


# ---- parsing --------------------------------------------------------------------------------
class NotationError(Refusal):
    """Text that is not San Marco notation, and why (`why`: the variant of the catalogs'
    why-sm-notation_detail; the state turns it into IllegalAction)."""

    def __init__(self, why: str, **params):
        super().__init__(id="why-sm-notation_detail", why=why, **params)


def _pd(tok: str) -> int:
    if len(tok) == 1 and tok in "123456":
        return int(tok) - 1
    raise NotationError("district", token=tok)


# only these spellings: no other digits that Python's int() reads ("P٣", "P３", "P03", "P²")
_PLAYER_OF = {f"{letter}{n}": n - 1 for letter in "Pp" for n in range(1, 5)}


def _pp(tok: str, players: int) -> int:
    q = _PLAYER_OF.get(tok)
    if q is None or q >= players:
        raise NotationError("player", token=tok, players=players)
    return q


def _pc(tok: str) -> int:
    parts = tok.split("-")
    if len(parts) != 2:
        raise NotationError("canal", token=tok)
    a, b = _pd(parts[0]), _pd(parts[1])
    if (a, b) not in CANAL:
        raise NotationError("not_adjacent", a=a, b=b)
    return CANAL[a, b]


def _pk(tok: str) -> int:
    k = KIND_OF_CODE.get(tok.upper())
    if k is None:
        raise NotationError("card", token=tok)
    return k


def _options(toks: list[str], allowed: set[str]) -> dict[str, list[str]]:
    """Split trailing keyword groups like `from 3`, `hop 4`, `take 4-5 P3`."""
    out: dict[str, list[str]] = {}
    key = None
    for t in toks:
        if t in allowed:
            if t in out:
                raise NotationError("twice", token=t)
            key = t
            out[key] = []
        elif key is None:
            raise NotationError("unexpected", token=t)
        else:
            out[key].append(t)
    return out


def parse_action(text: str, players: int) -> Action:
    """Read one action in notation (without checking legality)."""
    toks = text.split()
    if not toks:
        raise NotationError("empty")
    v, rest = toks[0].lower(), toks[1:]
    try:
        return _PARSERS[v](rest, players)
    except KeyError:
        raise NotationError("unknown", token=toks[0]) from None
    except IndexError:
        raise NotationError("incomplete") from None


def _one(rest, n, text):
    if len(rest) != n:
        raise NotationError("arguments", verb=text, n=n)


def _roll(rest, players):
    _one(rest, 1, "roll")
    return Action("roll", (_pd(rest[0]),))


def _draw(rest, players):
    _one(rest, 1, "draw")
    return Action("draw", (_pk(rest[0]),))


def _roles(rest, players):
    return Action("roles", tuple(_pp(t, players) for t in rest))


def _bridge(rest, players):
    if rest == ["none"]:
        return Action("bridge", ())
    opts = _options(rest[1:], {"take", "from"})
    take = opts.get("take")
    if take is not None and len(take) != 2:
        raise NotationError("bridge_take")
    src = opts.get("from")
    if src is not None and len(src) != 1:
        raise NotationError("bridge_from")
    return Action("bridge", (_pc(rest[0]), _pc(take[0]) if take else -1,
                             _pp(take[1], players) if take else -1, _pd(src[0]) if src else -1))


def _split(rest, players):
    offers, cur = [], []
    for t in rest + ["/"]:
        if t == "/":
            if not cur:
                raise NotationError("empty_offer")
            offers.append(tuple(sorted(cur)))
            cur = []
        else:
            cur.append(_pk(t))
    return Action("split", tuple(sorted(offers)))


def _offer(rest, players):
    if not rest:
        raise NotationError("offer_cards")
    return Action("offer", tuple(sorted(_pk(t) for t in rest)))


def _take(rest, players):
    if not rest:
        raise NotationError("take_cards")
    return Action("take", tuple(sorted(_pk(t) for t in rest)))


def _district(rest, players):
    opts = _options(rest[1:], {"from", "hop"})
    for k, v in opts.items():
        if len(v) != 1:
            raise NotationError("keyword", keyword=k)
    return Action("district", (_pd(rest[0]), _pd(opts["hop"][0]) if "hop" in opts else -1,
                               _pd(opts["from"][0]) if "from" in opts else -1))


def _transfer(rest, players):
    if rest == ["none"]:
        return Action("transfer", ())
    opts = _options(rest[2:], {"from"})
    if "from" in opts and len(opts["from"]) != 1:
        raise NotationError("transfer_from")
    return Action("transfer", (_pd(rest[0]), _pp(rest[1], players),
                               _pd(opts["from"][0]) if "from" in opts else -1))


def _doge(rest, players):
    if len(rest) % 2 == 0:
        raise NotationError("doge_path")
    path = tuple(_pd(t) for t in rest[0::2])
    cross = tuple(-1 if t == "~" else _pp(t, players) for t in rest[1::2])
    return Action("doge", (path, cross))


def _banish(rest, players):
    _one(rest, 1, "banish")
    return Action("banish", (_pd(rest[0]),))


def _remove(rest, players):
    if rest == ["none"]:
        return Action("remove", ())
    if len(rest) == 2 and not rest[0].startswith(("P", "p")):     # "remove 5 P3"
        return Action("remove1", (_pd(rest[0]), _pp(rest[1], players)))
    return Action("remove", tuple(sorted(_pp(t, players) for t in rest)))


def _skip(rest, players):
    _one(rest, 1, "skip")
    return Action("skip", (_pk(rest[0]),))


_PARSERS = {"roll": _roll, "draw": _draw, "roles": _roles, "bridge": _bridge, "split": _split,
            "offer": _offer, "take": _take, "district": _district, "transfer": _transfer, "doge": _doge,
            "banish": _banish, "remove": _remove, "skip": _skip}


# ---- actions built by hand ------------------------------------------------------------------
def _whole(x, lo: int, hi: int) -> bool:
    return type(x) is int and lo <= x <= hi          # not a bool, a float or a numpy int


def _all(xs, lo: int, hi: int, least: int = 0) -> bool:
    return type(xs) is tuple and len(xs) >= least and all(_whole(x, lo, hi) for x in xs)


def _doge_shape(x, P) -> bool:
    if len(x) != 2:
        return False
    path, cross = x
    return _all(path, 0, 5, 1) and _all(cross, -1, P - 1) and len(cross) == len(path) - 1


def _bridge_shape(x, P) -> bool:
    if not x:                                        # "bridge none"
        return True
    return (len(x) == 4 and _whole(x[0], 0, len(ADJACENT) - 1)
            and _whole(x[1], -1, len(ADJACENT) - 1) and _whole(x[2], -1, P - 1)
            and _whole(x[3], -1, 5) and (x[1] < 0) == (x[2] < 0))


_K = len(CODES) - 1                                  # the highest card kind
# verb -> does this argument tuple have the verb's layout (see format_action)?
_SHAPES = {
    "roll": lambda x, P: len(x) == 1 and _whole(x[0], 0, 5),
    "draw": lambda x, P: len(x) == 1 and _whole(x[0], 0, _K),
    "skip": lambda x, P: len(x) == 1 and _whole(x[0], 0, _K),
    "roles": lambda x, P: _all(x, 0, P - 1, 1) and len(x) < P,
    "bridge": _bridge_shape,
    "split": lambda x, P: len(x) >= 1 and all(_all(o, 0, _K, 1) for o in x),
    "offer": lambda x, P: _all(x, 0, _K, 1),
    "take": lambda x, P: _all(x, 0, _K, 1),
    "district": lambda x, P: len(x) == 3 and _whole(x[0], 0, 5) and _all(x[1:], -1, 5),
    "transfer": lambda x, P: not x or (len(x) == 3 and _whole(x[0], 0, 5)
                                       and _whole(x[1], 0, P - 1) and _whole(x[2], -1, 5)),
    "doge": _doge_shape,
    "banish": lambda x, P: len(x) == 1 and _whole(x[0], 0, 5),
    "remove": lambda x, P: _all(x, 0, P - 1),
    "remove1": lambda x, P: len(x) == 2 and _whole(x[0], 0, 5) and _whole(x[1], 0, P - 1),
}


def malformed(a: Action, players: int) -> str | None:
    """Why the Action `a` (built by hand, not parsed) has no notation in a game of `players`:
    an unknown verb, or arguments out of the verb's layout; None if it is well formed."""
    shape = _SHAPES.get(a.verb) if isinstance(a.verb, str) else None
    if shape is None:
        return f"{a.verb!r} is not a San Marco verb (one of {', '.join(_SHAPES)})"
    if type(a.args) is not tuple or not shape(a.args, players):
        return (f"{a.args!r} are not arguments of '{a.verb}' (write the move in notation "
                "and read it with state.parse)")
    return None
