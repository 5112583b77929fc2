"""Art Society move notation: one short line per action, like chess's SAN.

Sizes are written w x h (columns × rows), positions @row,col of the top-left cell, 0-based from
the top left of the wall (AS-W1); auction slots and museum paintings are counted from 1. Genres
and frames are their single-letter codes from the data file (C City Life, P Portrait,
S Still Life, L Landscape; frames A-D).

    start L/D          chance: player gets the start painting Landscape, frame D (AS-S1)
    card 3             chance: player gets start bid card 3 (AS-S2)
    hang 2x2@4,4       hang the tile in hand (start painting or the painting just taken)
    pick 5:3x3         the auctioneer picks a painting by its back: value 5, 3 wide, 3 high
    front L/B          chance: the next picked painting turns over: Landscape, frame B (AS-R1)
    bid 14             a sealed bid with card 14 (AS-R2)
    take 2             take the painting in auction slot 2 (AS-R4)
    assistant          give the tile in hand to the assistant (AS-P2, AS-P5)
    from-assistant 3x4@8,2   hang the assistant's tile (AS-P6)
    decor 2x1@4,7      hang the decor tile just earned, here a 2-shield tile lying flat (AS-P5)
    done               end the turn without hanging the assistant's tile
    excess             set the painting just taken aside as excess (offered when there is a choice)
    swap 1             swap an unplaceable painting with museum painting 1 (variant)

A painting just taken that fits nowhere while the assistant is full (AS-R4) is resolved with the
same verbs: `from-assistant 2x2@4,6` hangs the assistant's tile first (any decor it earns is
placed next), then `assistant` sends the painting to the freed assistant (or `hang …` if it now
fits); `excess` declines and sets the painting aside.

Parsing is strict: the canonical form only, with whitespace and letter case normalised; ASCII
only (no other digits or look-alike letters), no leading zeros, at most 40 characters.
"""
from __future__ import annotations

import re
from typing import NamedTuple

from ..core import IllegalAction


class Action(NamedTuple):
    """One Art Society action; `verb` says which, the other fields are its arguments."""
    verb: str
    n: int = 0           # pick: value; bid, card: the card; take, swap: the slot (from 1)
    w: int = 0
    h: int = 0
    row: int = 0
    col: int = 0
    genre: str = ""      # start, front
    frame: str = ""

    def __str__(self) -> str:
        v = self.verb
        if v in _PLACE_VERBS:
            return f"{v} {self.w}x{self.h}@{self.row},{self.col}"
        if v in _NUMBER_VERBS:
            return f"{v} {self.n}"
        if v == "pick":
            return f"pick {self.n}:{self.w}x{self.h}"
        if v in _CODE_VERBS:
            return f"{v} {self.genre}/{self.frame}"
        return v


_PLACE_VERBS = frozenset({"hang", "from-assistant", "decor"})
_NUMBER_VERBS = frozenset({"bid", "take", "card", "swap"})
_CODE_VERBS = frozenset({"start", "front"})
_PLAIN_VERBS = frozenset({"assistant", "done", "excess"})
VERBS = _PLACE_VERBS | _NUMBER_VERBS | _CODE_VERBS | _PLAIN_VERBS | {"pick"}

_NUM = r"(0|[1-9][0-9]*)"
_PATTERNS = (
    (re.compile(rf"(hang|from-assistant|decor) {_NUM}x{_NUM}@{_NUM},{_NUM}"),
     lambda m: Action(m[1], 0, int(m[2]), int(m[3]), int(m[4]), int(m[5]))),
    (re.compile(rf"(bid|take|card|swap) {_NUM}"), lambda m: Action(m[1], int(m[2]))),
    (re.compile(rf"pick {_NUM}:{_NUM}x{_NUM}"),
     lambda m: Action("pick", int(m[1]), int(m[2]), int(m[3]))),
    (re.compile(r"(start|front) ([a-z])/([a-z])"),
     lambda m: Action(m[1], genre=m[2].upper(), frame=m[3].upper())),
    (re.compile(r"(assistant|done|excess)"), lambda m: Action(m[1])),
)

MAX_LENGTH = 40   # the longest move, "from-assistant 10x10@10,10", has 26 characters


def parse_action(text: str) -> Action:
    """The Action written `text` (not checked against a position), or IllegalAction."""
    if not isinstance(text, str):
        raise IllegalAction(id="why-notation_type", type=type(text).__name__)
    norm = " ".join(text.split())
    if len(norm) <= MAX_LENGTH and norm.isascii():
        norm = norm.lower()
        for pattern, build in _PATTERNS:
            m = pattern.fullmatch(norm)
            if m:
                return build(m)
    shown = norm if len(norm) <= MAX_LENGTH else norm[:MAX_LENGTH - 1] + "…"
    raise IllegalAction(id="why-as-notation", move=shown)
