"""The switches of rules/artsociety.md (`[variant: …]`), with the rules file's defaults.

docs/rules.md says for each what the sources say and when a table would switch it.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core import check_variant

BOX_DECOR_SUPPLY = {1: 48, 2: 36, 3: 24}


def _custom_supply(value) -> bool:
    """A limited decor supply other than the box's (lessons and tests use small ones)."""
    return (type(value) is dict and set(value) == {1, 2, 3}
            and all(type(n) is int and 0 <= n <= 999 for n in value.values()))


@dataclass(frozen=True)
class Variant:
    """The rules switches; `Variant()` is the rules file's default game."""
    # AS-S1: the Turkish text's set-up variant (one or both stars covered) or every start
    # painting at the same place, its top-left cell on the upper star (both stars covered)
    start_layout: str = field(
        default="cover_a_star", metadata={"choices": ("cover_a_star", "same_for_all")})
    decor_supply: dict | None = field(
        default=None, metadata={"choices": (None, BOX_DECOR_SUPPLY),
                                "check": _custom_supply})                           # AS-C4
    tie_break: str = field(
        default="beneath_then_start",
        metadata={"choices": ("beneath_then_start", "recursive")})                # AS-R3
    museum_swap: str = field(default="off", metadata={"choices": ("off", "same_genre")})  # R5
    next_auctioneer: str = field(
        default="clockwise", metadata={"choices": ("clockwise", "lowest_bidder")})  # AS-R6
    decor_award: str = field(default="cap3", metadata={"choices": ("cap3", "split")})   # P4
    eyeline: bool = field(default=True, metadata={"choices": (True, False)})      # AS-E4
    # AS-R4: a taken painting that fits nowhere while the assistant is full may wait while the
    # assistant's tile hangs first; False: it is excess at once (the strict "resolve it at once")
    assistant_first: bool = field(default=True, metadata={"choices": (True, False)})

    def __post_init__(self):
        check_variant(self)

    def __hash__(self):
        return hash(repr(self))
