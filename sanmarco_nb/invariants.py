"""The invariants every game shares, and random play that checks a game's own at every step.

A game module exports `invariants(state) -> list[str]`: one sentence per invariant that does
not hold, [] when all do. It adds its own (conservation of pieces, cards and money; bounds) to
`common(state)` here (whose turn, hidden information; at the end the score's parts and the
record's replay).
`random_game` plays one game with random moves and random variant switches and stops at the
first violation: the test suite and `python -m sanmarco_nb soak` both run it.
"""
from __future__ import annotations

import random
from typing import NamedTuple

from .core import CHANCE, random_variant


def common(state) -> list[str]:
    """The invariants of the engine contract, for any game."""
    out, P = [], state.players
    if not state.is_terminal() and state.to_move != CHANCE and not 0 <= state.to_move < P:
        out.append(f"to_move {state.to_move!r} is no seat of {P}")
    if state.is_terminal() != (state.legal_actions() == ()):
        out.append("legal moves remain at the end, or none before it")
    out += hidden(state)
    if state.is_terminal():         # the two that replay the game: once, at its end
        out += score_parts(state) + replays(state)
    return out


def score_parts(state) -> list[str]:
    """Each player's score is the sum of its parts (the breakdown replays the game's events),
    for a game that tells them (`score_breakdown`, not part of the contract)."""
    if not hasattr(state, "score_breakdown"):
        return []
    totals = [b["total"] for b in state.score_breakdown()]
    if totals != list(state.scores):
        return [f"score breakdown totals {totals} != scores {list(state.scores)}"]
    return []


def hidden(state) -> list[str]:
    """What a seat sees does not change when what it cannot see is resampled."""
    if not hasattr(state, "determinize"):
        return []
    return [f"player {p}'s observation changes when hidden information is resampled"
            for p in range(state.players) if _seen_differs(state, p)]


def _seen_differs(state, p) -> bool:
    """Whether p's observation differs between `state` and its determinization. A clone in
    which nothing was resampled (equal but for its seed and legal-move cache) shows the same:
    comparing the two states is much cheaper than building both observations (most steps of
    a game hide nothing from most seats). A state whose fields do not compare (no __dict__,
    numpy arrays) is always observed."""
    other = state.determinize(p, len(state.history))
    if hasattr(other, "__dict__"):
        seed = other.seed
        other.seed, other._legal_cache = state.seed, state._legal_cache
        if _equal(vars(other), vars(state)):
            return False
        other.seed, other._legal_cache = seed, None
    return other.observation(p) != state.observation(p)


def _equal(a: dict, b: dict) -> bool:
    try:
        return bool(a == b)
    except (TypeError, ValueError):     # an array's == is no truth value
        return False


def replays(state) -> list[str]:
    """The record replays to the same scores and winners."""
    again = type(state).from_record(state.to_record())
    if (again.scores, again.winners()) != (state.scores, state.winners()):
        return [f"the record replays to scores {again.scores}, not {state.scores}"]
    return []


class Outcome(NamedTuple):
    steps: int
    violations: list        # [] or the sentences of the first step that broke an invariant
    record: dict            # the game up to (and including) that step


def random_game(game, players: int, seed: int, variants: bool = True) -> Outcome:
    """One game of `game` (its module) with uniformly random moves, every variant switch drawn
    at random if `variants`, its invariants checked after every step."""
    rng = random.Random(seed)
    variant = random_variant(game.State.Variant, rng) if variants else None
    state = game.new_game(players=players, seed=seed, variant=variant)
    steps = 0
    while True:
        bad = game.invariants(state)
        if bad or state.is_terminal():
            return Outcome(steps, bad, state.to_record())
        legal = state.legal_actions()
        state.apply_legal(legal[rng.randrange(len(legal))])
        steps += 1
