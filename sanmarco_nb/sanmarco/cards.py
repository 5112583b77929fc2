"""The two decks (SM-C2, SM-C3) as card kinds with counts and notation codes.

A card is just its kind, an int: 0..5 the district cards (by district index), then bridge,
transfer, Doge, banishment, and the limit cards worth 1, 2, 3. Same-kind cards are
interchangeable, so hands, offers and decks are counts or sorted tuples of kinds.
"""
from __future__ import annotations

BRIDGE, TRANSFER, DOGE, BANISH = 6, 7, 8, 9
LIMIT1, LIMIT2, LIMIT3 = 10, 11, 12
KINDS = 13

# kind -> (code in notation, English name, count in the full deck)
_TABLE = (
    ("1", "Cannaregio card", 5), ("2", "Santa Croce card", 5), ("3", "San Polo card", 5),
    ("4", "Dorsoduro card", 5), ("5", "San Marco card", 5), ("6", "Castello card", 5),
    ("B", "bridge card", 6), ("T", "transfer card", 12), ("D", "Doge card", 10),
    ("X", "banishment card", 4),
    ("L1", "limit card 1", 8), ("L2", "limit card 2", 10), ("L3", "limit card 3", 10),
)
CODES: tuple[str, ...] = tuple(t[0] for t in _TABLE)
CARD_NAMES: tuple[str, ...] = tuple(t[1] for t in _TABLE)
FULL_DECK: tuple[int, ...] = tuple(t[2] for t in _TABLE)
KIND_OF_CODE: dict[str, int] = {c: k for k, c in enumerate(CODES)}

ACTION_KINDS = tuple(range(0, 10))          # SM-C2: 62 cards
LIMIT_KINDS = (LIMIT1, LIMIT2, LIMIT3)      # SM-C3: 28 cards
LIMIT_VALUE = {LIMIT1: 1, LIMIT2: 2, LIMIT3: 3}
LIMIT_OUT = 10                              # SM-P2: out of the passage at this limit total
# what each kind of card does, by rule id: for a text shown before the card is chosen
CARD_RULES: tuple[tuple[str, ...], ...] = (
    *(("SM-A1",),) * 6, ("SM-A2", "SM-A3"), ("SM-A4",), ("SM-A7", "SM-A8", "SM-A9"),
    ("SM-A5",), *(("SM-P1", "SM-P2", "SM-P5"),) * 3)
assert len(CARD_RULES) == KINDS
ACTION_DECK_SIZE = sum(FULL_DECK[k] for k in ACTION_KINDS)
LIMIT_DECK_SIZE = sum(FULL_DECK[k] for k in LIMIT_KINDS)
assert ACTION_DECK_SIZE == 62 and LIMIT_DECK_SIZE == 28


def is_limit(kind: int) -> bool:
    return kind >= LIMIT1


def cards_text(cards) -> str:
    """Cards (kinds, any order) in notation: sorted, space separated, e.g. '1 5 B L2'."""
    return " ".join(CODES[k] for k in sorted(cards))
