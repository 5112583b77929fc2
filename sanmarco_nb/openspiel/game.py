"""The games as OpenSpiel Python games: a thin layer over the engines.

The engine decides everything: who moves, what is legal, what chance may bring and with which
weight, what a move does, what a player sees, the end and the winners. This module only renames:
engine actions to catalogue ids (`catalogue`), the engine's observation and events to strings a
player may see, its record to OpenSpiel's serialization, `determinize` to
`resample_from_infostate`.
"""
from __future__ import annotations

import dataclasses
import json

import pyspiel

from ..core import CHANCE, MAX_MOVES
from ..games import load_game
from .catalogue import catalogues, parts

UTILITIES = ("win_share", "margin")
_UTILITY = {"win_share": pyspiel.GameType.Utility.CONSTANT_SUM,
            "margin": pyspiel.GameType.Utility.ZERO_SUM}


# ---- parameters: the player count, the utility and every switch of the game's Variant -------
def _name(choice):
    """A switch's value as an OpenSpiel parameter, typed as OpenSpiel reads a game string
    back: bools, numbers and words as they are; None beside numbers -1 (San Marco's
    bridgeless Doge crossing not allowed), else "none"; the one dict choice (Art Society's
    decor supply) "box"."""
    if isinstance(choice, (bool, int, str)):
        return choice
    return "box" if isinstance(choice, dict) else NONE


NONE = "none"


def _spelled(Variant) -> dict:
    """switch -> the spelling of None: -1 where its other choices are numbers."""
    return {f.name: -1 if any(type(c) is int for c in f.metadata["choices"]) else NONE
            for f in dataclasses.fields(Variant)}


def switches(Variant) -> dict:
    """switch -> {parameter value: the Variant's value}, for every switch of `Variant`."""
    none = _spelled(Variant)
    return {f.name: {none[f.name] if c is None else _name(c): c
                     for c in f.metadata["choices"]}
            for f in dataclasses.fields(Variant)}


def parameter_specification(game: str) -> dict:
    Variant = load_game(game).Variant
    spec = {"players": 4, "utility": UTILITIES[0]}
    none = _spelled(Variant)
    spec.update({f.name: none[f.name] if f.default is None else _name(f.default)
                 for f in dataclasses.fields(Variant)})
    return spec


def variant_of(game: str, params: dict):
    """The engine's Variant for OpenSpiel parameters (the switches not given: defaults)."""
    Variant = load_game(game).Variant
    chosen = {}
    for name, names in switches(Variant).items():
        if name in params:
            if params[name] not in names:
                raise ValueError(f"{game} parameter {name}={params[name]!r}: choose one of "
                                 f"{', '.join(map(str, names))}")
            chosen[name] = names[params[name]]
    return Variant(**chosen)


# ---- honest bounds ------------------------------------------------------------------------
def score_bounds(game: str, players: int) -> tuple[int, int]:
    """The lowest and highest final score a player can have (loose, never exceeded), as the
    game's OpenSpiel module bounds them."""
    return parts(game).score_bounds(players)


def utility_bounds(game: str, players: int, utility: str) -> tuple[float, float]:
    if utility == "win_share":
        return 0.0, 1.0
    low, high = score_bounds(game, players)
    return float(low - high), float(high - low)


def margins(scores) -> list[float]:
    """Each player's points margin: their score less the mean of the others' (zero-sum)."""
    total, k = sum(scores), len(scores)
    return [s - (total - s) / (k - 1) for s in scores]


# ---- what a player has seen ---------------------------------------------------------------
def _seen(player: int, actor, action, events) -> str:
    """One step as `player` saw it: their own move in notation; another's move (or chance)
    only through its events, each event of another's private data masked (`hidden_from`)."""
    head = f"P{player + 1}: {action}" if actor == player else (
        "chance" if actor == CHANCE else f"P{actor + 1}")
    return "; ".join([head] + [
        f"{e.kind} {e.player} private" if e.hidden_from(player) else
        f"{e.kind} {e.player} {e.data!r}"
        for e in events])


def observation_string(state, player: int) -> str:
    return json.dumps(state.observation(player), sort_keys=True, separators=(",", ":"))


class Track:
    """The engine state and its steps so far, (actor, action, events), from which each
    player's history is read. Copied cheaply (OpenSpiel clones a state at every search step);
    pickled as the engine's record (OpenSpiel serializes a state by pickling it)."""

    def __init__(self, engine, steps=(), seen=None):
        self.engine, self.steps = engine, list(steps)
        self.seen = seen or [(0, "")] * engine.players    # per player: steps read, their text

    def apply(self, action) -> None:
        actor = self.engine.to_move
        self.steps.append((actor, action, tuple(self.engine.apply(action))))

    def history_text(self, player: int) -> str:
        """Everything `player` saw and did, step by step (perfect recall)."""
        n, text = self.seen[player]
        if n < len(self.steps):
            text += "".join("\n" + _seen(player, *st) for st in self.steps[n:])
            self.seen[player] = (len(self.steps), text)
        return text

    def __deepcopy__(self, memo):
        return Track(self.engine.clone(), self.steps, self.seen[:])

    def __reduce__(self):
        return _replayed, (self.engine.to_record(),)


def _replayed(record) -> Track:
    """The Track of a record: replayed from its root, each step's events kept."""
    State = load_game(record["game"]).State
    root = State.from_record({**record, "moves": []})
    track = Track(root)
    for text in record["moves"]:
        track.apply(root.parse(text))
    return track


# ---- the game and its states ----------------------------------------------------------------
class Game(pyspiel.Game):
    """A game, with the parameters OpenSpiel loaded it with."""
    GAME = ""                       # the engine's name of the game (set by each subclass)
    GAME_TYPE = None                # its registered type (the default parameters)

    def __init__(self, params=None):
        params = {**self.GAME_TYPE.parameter_specification, **(params or {})}
        self.players, self.utility = int(params["players"]), params["utility"]
        if self.utility not in UTILITIES:
            raise ValueError(f"utility must be one of {UTILITIES}, not {self.utility!r}")
        self.module = load_game(self.GAME)
        if self.players not in self.module.State.PLAYERS:
            raise ValueError(f"{self.module.State.TITLE} is for "
                             f"{self.module.State.PLAYERS} players, not {self.players}")
        self.variant = variant_of(self.GAME, params)
        self.decisions, self.chance = catalogues(self.GAME)
        low, high = utility_bounds(self.GAME, self.players, self.utility)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.decisions.size, max_chance_outcomes=self.chance.size,
            num_players=self.players, min_utility=low, max_utility=high,
            utility_sum=1.0 if self.utility == "win_share" else 0.0,
            max_game_length=MAX_MOVES)          # the engines' record limit
        t = self.GAME_TYPE
        game_type = pyspiel.GameType(
            t.short_name, t.long_name, t.dynamics, t.chance_mode, t.information,
            _UTILITY[self.utility], t.reward_model, t.max_num_players, t.min_num_players,
            t.provides_information_state_string, t.provides_information_state_tensor,
            t.provides_observation_string, t.provides_observation_tensor,
            t.parameter_specification)
        super().__init__(game_type, info, params)

    def new_initial_state(self):
        return State(self)

    def make_py_observer(self, iig_obs_type=None, params=None):
        return Observer(self, iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False),
                        params)

    def catalogue(self, player):
        return self.chance if player == CHANCE else self.decisions


class State(pyspiel.State):
    """An OpenSpiel state: the engine's state, and the steps that led to it (`Track`)."""

    def __init__(self, game: Game, track: Track | None = None):
        super().__init__(game)
        self.track = track or Track(game.module.new_game(players=game.players, seed=0,
                                                         variant=game.variant))

    @classmethod
    def of(cls, game: Game, engine) -> "State":
        """The OpenSpiel state of an engine state of `game` (its record replayed from the
        root, so that each player's history is known)."""
        return cls(game, _replayed(engine.to_record()))

    @property
    def engine(self):
        """The engine state underneath (read it; act through `apply_action`)."""
        return self.track.engine

    def current_player(self):
        s = self.track.engine
        if s.is_terminal():
            return pyspiel.PlayerId.TERMINAL
        return pyspiel.PlayerId.CHANCE if s.to_move == CHANCE else s.to_move

    def _legal_actions(self, player):
        ids = self.get_game().decisions.id
        return sorted(ids(a) for a in self.track.engine.legal_actions())

    def chance_outcomes(self):
        outcomes = self.track.engine.chance_outcomes()
        total, ids = sum(w for _, w in outcomes), self.get_game().chance.id
        return sorted((ids(a), w / total) for a, w in outcomes)

    def _apply_action(self, action):
        s = self.track.engine
        self.track.apply(self.get_game().catalogue(s.to_move).action(action))

    def _action_to_string(self, player, action):
        return str(self.get_game().catalogue(player).action(action))

    def is_terminal(self):
        return self.track.engine.is_terminal()

    def returns(self):
        s = self.track.engine
        if not s.is_terminal():
            return [0.0] * s.players
        game = self.get_game()
        if game.utility == "win_share":
            return s.returns()
        low, high = score_bounds(game.GAME, s.players)
        assert all(low <= x <= high for x in s.scores), f"scores {s.scores} out of bounds"
        return margins(s.scores)

    def resample_from_infostate(self, player_id, probability_sampler):
        """A state `player_id` cannot tell from this one, drawn by the engine's `determinize`
        (what ISMCTS needs), reached by the same ids in OpenSpiel's history."""
        seed = int(probability_sampler() * (1 << 53))
        world = self.track.engine.determinize(player_id, seed)
        game = self.get_game()
        out = game.new_initial_state()
        for a in world.history:
            out.apply_action(game.catalogue(out.track.engine.to_move).id(a))
        return out

    def __str__(self):
        s = self.track.engine
        return f"{s!r}\n" + " ; ".join(map(str, s.history))


class Observer:
    """OpenSpiel's observer: with perfect recall, all a player saw and did (their information
    state); without, what they see now (the engine's `observation`), and its tensor where the
    game's OpenSpiel module has one (Art Society's auction)."""

    def __init__(self, game: Game, iig_obs_type, params):
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        if iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER:
            raise ValueError("only a player's own view is supported (private_info "
                             "SINGLE_PLAYER)")
        self.perfect_recall = iig_obs_type.perfect_recall
        self.tensor, self.dict = None, {}
        Tensor = getattr(parts(game.GAME), "ObservationTensor", None)
        if Tensor is not None and not self.perfect_recall:
            self._tensor = Tensor(game.players)
            self.tensor, self.dict = self._tensor.tensor, self._tensor.dict

    def set_from(self, state: State, player: int) -> None:
        if self.tensor is not None:
            self._tensor.set_from(state.track.engine.observation(player))

    def string_from(self, state: State, player: int) -> str:
        s = state.track.engine
        now = observation_string(s, player)
        if not self.perfect_recall:
            return now
        return f"P{player + 1}" + state.track.history_text(player) + "\n" + now
