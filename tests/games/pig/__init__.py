"""Pig, a dice game for 2 to 4 players, written only against the engine contract (core.GameState).

    s = new_game(players=3, seed=1); s.apply(s.parse("roll")); play_chance(s)

It lives in the tests and is registered by them (tests/conftest.py), so learners never meet
it: it proves that a game is one registration (docs/adding_a_game.md follows it step by step).
The rules are rules.md beside this file (ids PG-…), the texts locales/<lang>/pig.ftl.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from sanmarco_nb.core import CHANCE, Consequence, Event, GameState, IllegalAction, check_variant
from sanmarco_nb.invariants import common

__all__ = ["new_game", "from_record", "invariants", "State", "Variant", "Action",
           "PigEvent", "EVENT_KINDS", "PREVIEW_KINDS", "FACES"]

FACES = range(1, 7)
EVENT_KINDS = ("die", "bust", "hold", "win")
PREVIEW_KINDS = ("risk", "bank", "win")


@dataclass(frozen=True)
class Variant:
    target: int = field(default=20, metadata={"choices": (20, 50)})     # PG-E1

    def __post_init__(self):
        check_variant(self)


class Action(NamedTuple):
    verb: str           # "roll", "hold", or the chance outcome "die"
    n: int = 0          # the face of a die

    def __str__(self) -> str:
        return f"die {self.n}" if self.verb == "die" else self.verb


ROLL, HOLD = Action("roll"), Action("hold")
DIE = {n: Action("die", n) for n in FACES}


class PigEvent(Event):
    __slots__ = ()
    game = "pig"


class State(GameState):
    GAME, TITLE, PLAYERS, DEFAULT_PLAYERS = "pig", "Pig", (2, 3, 4), 2
    PREFIX = "pg"
    HORIZONS = {"turn": lambda s: s.turn_player}        # a search may look to the turn's end
    SEARCHED = frozenset({"roll", "hold"})
    PHASE_RULES = {"turn": ("PG-T2", "PG-H1"), "roll": ("PG-T1", "PG-R1", "PG-R2")}
    Variant, Action = Variant, Action

    def __init__(self, players=2, seed=0, variant=None, start_player=0):
        self._init_header(players, seed, variant, start_player)         # PG-S1
        self.phase, self.to_move, self.turn_player = "roll", CHANCE, start_player   # PG-T1
        self.banked, self.turn_total = [0] * players, 0

    @classmethod
    def _new(cls, players, seed, variant, start_player):
        return cls(players, seed, variant, start_player)

    @property
    def scores(self) -> tuple:
        return tuple(self.banked)

    def is_terminal(self) -> bool:
        return self.to_move is None

    def _final_winners(self) -> list:
        return [self.turn_player]               # the one who reached the target (PG-E1)

    def _legal_actions(self) -> tuple:
        if self.to_move is None:
            return ()
        if self.to_move == CHANCE:
            return tuple(DIE.values())
        return (ROLL, HOLD)                                                 # PG-T2

    def chance_outcomes(self) -> list:
        return [(DIE[n], 1) for n in FACES] if self.to_move == CHANCE else []

    def _apply(self, action) -> list:
        me = self.turn_player
        if action is ROLL:
            self.phase, self.to_move = "roll", CHANCE
            return []
        if action is HOLD:
            return self._hold(me)
        if action.n == 1:                                                   # PG-R2
            lost, self.turn_total = self.turn_total, 0
            self._pass()
            return [PigEvent("bust", "PG-R2", me, {"points": lost})]
        self.turn_total += action.n                                         # PG-R1
        self.phase, self.to_move = "turn", me
        return [PigEvent("die", "PG-R1", me, {"roll": action.n, "total": self.turn_total})]

    def _hold(self, me) -> list:
        self.banked[me] += self.turn_total                                  # PG-H1
        events = [PigEvent("hold", "PG-H1", me, {"points": self.turn_total,
                                                 "total": self.banked[me]})]
        self.turn_total = 0
        if self.banked[me] >= self.variant.target:                          # PG-E1
            self.phase, self.to_move = "end", None
            return events + [PigEvent("win", "PG-E1", me, {"total": self.banked[me]})]
        self._pass()
        return events

    def _pass(self) -> None:
        self.turn_player = (self.turn_player + 1) % self.players           # PG-T1
        self.phase, self.to_move = "roll", CHANCE

    def _action_from_text(self, text: str) -> Action:
        verb, _, n = text.partition(" ")
        if verb in ("roll", "hold") and not n:
            return ROLL if verb == "roll" else HOLD
        if verb == "die" and n in {str(k) for k in FACES}:
            return DIE[int(n)]
        raise IllegalAction(id="why-notation", game=self.TITLE, move=text)

    def _why_illegal(self, action) -> IllegalAction:
        if self.to_move is None:
            return IllegalAction(id="why-game_over")
        if self.to_move == CHANCE and action in (ROLL, HOLD):
            return IllegalAction(id="why-pg-die_first")                    # PG-T1
        return IllegalAction(id="why-not_legal", move=str(action)[:40])

    def _preview(self, action) -> list:
        me, total = self.to_move, self.turn_total
        if action is ROLL:
            return [Consequence("risk", "PG-R2", me, {"points": total})]
        score = self.banked[me] + total
        out = [Consequence("bank", "PG-H1", me, {"points": total, "total": score})]
        if score >= self.variant.target:
            out.append(Consequence("win", "PG-E1", me, {"total": score}))
        return out

    def observation(self, p) -> dict:
        self._check_player(p)
        return {"game": self.GAME, "scores": list(self.banked), "turn_player": self.turn_player,
                "turn_total": self.turn_total, "target": self.variant.target}

    def determinize(self, p, seed) -> "State":
        return self.clone()                     # nothing is hidden in Pig

    def clone(self) -> "State":
        c = State.__new__(State)
        c.__dict__.update(self.__dict__)
        c.banked, c.history = list(self.banked), list(self.history)
        return c

    def __repr__(self) -> str:
        return (f"Pig({self.players} players, {self.phase}, to move {self.to_move}, "
                f"turn total {self.turn_total}, scores {list(self.banked)})")


def new_game(players: int = 2, seed: int = 0, variant: Variant | None = None,
             start_player: int = 0) -> State:
    return State(players, seed, variant, start_player)


def from_record(record) -> State:
    return State.from_record(record)


def invariants(state: State) -> list[str]:
    """The contract's invariants, and Pig's: the points banked and in the turn are the faces
    rolled since each player's last 1 (recounted from the history), no one but a winner at the
    target."""
    banked, total, player = [0] * state.players, 0, state.start_player
    for a in state.history:
        if a.verb == "die":
            total = 0 if a.n == 1 else total + a.n
            player = (player + (a.n == 1)) % state.players
        elif a.verb == "hold":
            banked[player], total = banked[player] + total, 0
            player = (player + 1) % state.players
    out = common(state)
    if (banked, total) != (state.banked, state.turn_total):
        out.append(f"points {state.banked} + {state.turn_total} are not the dice's "
                   f"{banked} + {total}")
    high = [p for p, s in enumerate(state.banked) if s >= state.variant.target]
    if high != state.winners():
        out.append(f"players {high} reached the target, the winners are {state.winners()}")
    return out
