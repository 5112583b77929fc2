"""simulate(): many seeded games with bots, as numpy arrays, on one core or any Executor.

Game i of a simulation seeded `seed` is the game seeded `game_seed(seed, i)`, and its bots draw
from `seat_rng(game seed, seat)`: every game depends on (seed, i) alone. So the results are the
same whatever the chunking and wherever the chunks run: in this process, a process pool
(`concurrent.futures.ProcessPoolExecutor`) or a Dask cluster
(`distributed.Client(...).get_executor()`); only the order the chunks finish in differs, and
the chunks are put back in game order.
"""
from __future__ import annotations

import time
from concurrent.futures import as_completed
from dataclasses import dataclass, field

import numpy as np

from ..bots import make_bot
from ..bots.base import View, seat_rng
from ..core import CHANCE, chance_random, play_chance
from ..games import GAMES as _REGISTRY, load_game
from ..sanmarco.cards import KIND_OF_CODE, KINDS
from .stats import mean_ci, wilson

__all__ = ["simulate", "Simulation", "game_seed", "play_games", "GAMES"]

GAMES = tuple(_REGISTRY)          # the registered games (sanmarco_nb.games)
_SEED_MASK = (1 << 53) - 1      # game seeds stay exact in JSON and JavaScript


def game_seed(seed: int, i: int) -> int:
    """The seed of game i of a simulation seeded `seed`."""
    return chance_random(seed, i) & _SEED_MASK


def _game_module(game):
    return load_game(game) if isinstance(game, str) else game


def _game_name(game) -> str:
    return game if isinstance(game, str) else game.__name__.rsplit(".", 1)[-1]


# What each game adds to the per-game results: a small recorder fed every event, then the final
# state; `result` gives named rows. San Marco's limit totals are reset at each passage end
# (SM-P7), so they are read from the "limit" events and kept per passage; the cards each player
# received come from the "take" and "gets" events (SM-R6). Art Society's museum track is read
# at the end.
class _SanMarcoRecorder:
    KINDS = frozenset({"limit", "take", "gets", "passage_end"})    # the events it reads

    def __init__(self, state):
        self.code = KIND_OF_CODE
        self.now, self.passages = [0] * state.players, []
        self.cards = [[0] * KINDS for _ in range(state.players)]

    def event(self, e):
        kind = e.kind
        if kind == "limit":
            self.now[e.player] = e.data["after"]
        elif kind == "take" or kind == "gets":
            row = self.cards[e.player]
            for code in e.data["offer"].split():
                row[self.code[code]] += 1
        elif kind == "passage_end":
            self.passages.append(self.now)
            self.now = [0] * len(self.now)

    def result(self, state):
        return {"limit_totals": self.passages, "cards": self.cards}


class _ArtSocietyRecorder:
    KINDS = frozenset()

    def __init__(self, state):
        pass

    def event(self, e):
        pass

    def result(self, state):
        museum = state.museum
        return {"museum": [museum[g] for g in museum]}


EXTRAS = {"sanmarco": _SanMarcoRecorder, "artsociety": _ArtSocietyRecorder}


def play_games(game, bots, seed: int, start: int, stop: int, variant=None,
               rotate: bool = False) -> dict:
    """Play games start..stop-1 of the simulation and return their results as arrays.

    Top level and argument-only, so that any executor can run it in another process.
    """
    module = _game_module(game)
    recorder = EXTRAS.get(_game_name(game))
    players = len(bots)
    n = stop - start
    scores = np.zeros((n, players))
    winners = np.zeros((n, players), dtype=bool)
    rounds = np.zeros(n, dtype=np.int64)
    actions = np.zeros(n, dtype=np.int64)
    events: dict[str, np.ndarray] = {}
    extra_rows = []
    for row, i in enumerate(range(start, stop)):
        gseed = game_seed(seed, i)
        shift = i % players if rotate else 0
        seated = [bots[(s + shift) % players] for s in range(players)]
        state = (module.new_game(players=players, seed=gseed) if variant is None else
                 module.new_game(players=players, seed=gseed, variant=variant))
        rngs = [seat_rng(gseed, s) for s in range(players)]
        counts: dict[str, int] = {}
        rec = recorder(state) if recorder else None
        watch = recorder.KINDS if recorder else ()
        steps = 0
        while not state.is_terminal():
            player = state.to_move
            if player == CHANCE:
                evs = play_chance(state)
            else:
                evs = state.apply(seated[player].choose(View(state, player, rngs[player])))
            steps += 1
            for e in evs:
                kind = e.kind
                counts[kind] = counts.get(kind, 0) + 1
                if kind in watch:
                    rec.event(e)
        scores[row] = state.scores
        winners[row, list(state.winners())] = True
        rounds[row] = counts.get("round", 0)
        actions[row] = steps
        for kind, c in counts.items():
            if kind not in events:
                events[kind] = np.zeros(n, dtype=np.int64)
            events[kind][row] = c
        if rec is not None:
            extra_rows.append(rec.result(state))
    extras = {k: np.array([r[k] for r in extra_rows]) for k in extra_rows[0]} if extra_rows \
        else {}
    return {"scores": scores, "winners": winners, "rounds": rounds, "actions": actions,
            "events": events, "extras": extras}


@dataclass
class Simulation:
    """The results of `simulate`: one row per game (arrays), and `summary()`.

    seeds[g]          the game's seed (replay it: `new_game(seed=seeds[g])` with the same bots)
    seats[g, s]       which of `bots` sat in seat s
    scores[g, s], winners[g, s] (bool; a shared win marks several), winner[g] (-1 when shared),
    returns[g, s]     1/k for each of k winners
    rounds[g], actions[g]   rounds played ("round" events) and steps applied (chance too)
    events[kind][g]   how many events of each kind the game produced
    extras[name]      San Marco `limit_totals[g, passage, player]` (at each passage end) and
                      `cards[g, player, kind]` (cards received, kinds as in sanmarco.cards);
                      Art Society `museum[g, genre]` (the track at the end, C P S L)
    """
    game: str
    bots: list
    seed: int
    seeds: np.ndarray
    seats: np.ndarray
    scores: np.ndarray
    winners: np.ndarray
    rounds: np.ndarray
    actions: np.ndarray
    events: dict
    extras: dict
    elapsed: float = 0.0
    info: dict = field(default_factory=dict)

    @property
    def games(self) -> int:
        return len(self.seeds)

    @property
    def players(self) -> int:
        return self.scores.shape[1]

    @property
    def winner(self) -> np.ndarray:
        single = self.winners.sum(axis=1) == 1
        return np.where(single, self.winners.argmax(axis=1), -1)

    @property
    def returns(self) -> np.ndarray:
        return self.winners / self.winners.sum(axis=1, keepdims=True)

    def bot_returns(self) -> np.ndarray:
        """returns[g, b]: the share of game g's win that went to bot b (summed over its seats)."""
        out = np.zeros((self.games, len(self.bots)))
        rows = np.arange(self.games)
        for s in range(self.players):
            np.add.at(out, (rows, self.seats[:, s]), self.returns[:, s])
        return out

    def summary(self) -> dict:
        """Win share per bot (with a 95% Wilson interval), mean scores, rounds and events."""
        bot_ret = self.bot_returns()
        seat_counts = np.stack([(self.seats == b).sum(axis=1) for b in range(len(self.bots))],
                               axis=1)
        per_bot = []
        for b, name in enumerate(self.bots):
            played = seat_counts[:, b] > 0
            wins = float(bot_ret[played, b].sum())
            n = int(played.sum())
            score = self.scores[self.seats == b]
            per_bot.append({"bot": name, "games": n, "win_share": wins / n if n else 0.0,
                            "win_ci": wilson(wins, n), "mean_score": float(score.mean())
                            if score.size else float("nan")})
        return {
            "game": self.game, "games": self.games, "players": self.players, "seed": self.seed,
            "bots": per_bot,
            "seat_win_share": self.returns.mean(axis=0).tolist(),
            "shared_wins": int((self.winner == -1).sum()),
            "mean_rounds": mean_ci(self.rounds)[0], "mean_actions": mean_ci(self.actions)[0],
            "events_per_game": {k: float(v.mean()) for k, v in sorted(self.events.items())},
            "elapsed_s": self.elapsed,
        }

    def __str__(self) -> str:
        s = self.summary()
        lines = [f"{s['game']}: {s['games']} games, {s['players']} players, seed {s['seed']} "
                 f"({s['elapsed_s']:.1f} s)",
                 f"{'bot':<12}{'win share':>10}{'95% interval':>18}{'mean score':>12}"]
        for b in s["bots"]:
            lo, hi = b["win_ci"]
            lines.append(f"{b['bot']:<12}{b['win_share']:>10.3f}{f'{lo:.3f}-{hi:.3f}':>18}"
                         f"{b['mean_score']:>12.1f}")
        lines.append(f"rounds per game {s['mean_rounds']:.1f}, steps per game "
                     f"{s['mean_actions']:.0f}, shared wins {s['shared_wins']}")
        return "\n".join(lines)

    def to_dict(self) -> dict:
        """JSON-able: the summary and the per-game arrays as lists."""
        return {"summary": self.summary(), "seeds": self.seeds.tolist(),
                "seats": self.seats.tolist(), "scores": self.scores.tolist(),
                "winner": self.winner.tolist(), "rounds": self.rounds.tolist(),
                "events": {k: v.tolist() for k, v in self.events.items()},
                "extras": {k: v.tolist() for k, v in self.extras.items()}}


def _chunks(games: int, chunksize: int):
    return [(a, min(a + chunksize, games)) for a in range(0, games, chunksize)]


def simulate(game, bots, games: int = 1000, seed: int = 0, executor=None, progress=True, *,
             variant=None, rotate: bool = False, chunksize: int | None = None) -> Simulation:
    """Play `games` seeded games of `game` ("sanmarco", "artsociety" or the module) with `bots`
    (bot objects or registry names, one per seat) and return a `Simulation`.

    `executor`: any `concurrent.futures.Executor` (a process pool, or a Dask cluster's
    `client.get_executor()`); None plays here. The results are the same for a seed either way.
    `rotate`: game i seats the bots shifted by i, so every bot plays every seat equally often.
    `progress`: a tqdm.auto bar (a widget in a notebook, text in a terminal).
    """
    name = _game_name(game)
    bots = [make_bot(b) if isinstance(b, str) else b for b in bots]
    if isinstance(game, str):
        _game_module(game)                          # unknown names fail here, not in a worker
    if games < 1:
        raise ValueError("games must be at least 1")
    players = len(bots)
    if chunksize is None:
        # about 40 chunks: a smooth progress bar, and work for every worker to the end
        chunksize = max(1, min(200, -(-games // 40)))
    chunks = _chunks(games, chunksize)
    bar = None
    if progress:
        from tqdm.auto import tqdm
        bar = tqdm(total=games, desc=f"{name} x{players}", unit="game")
    t0 = time.perf_counter()
    parts: dict[int, dict] = {}
    try:
        if executor is None:
            for a, b in chunks:
                parts[a] = play_games(game, bots, seed, a, b, variant, rotate)
                if bar is not None:
                    bar.update(b - a)
        else:
            futures = {executor.submit(play_games, name, bots, seed, a, b, variant, rotate): (a, b)
                       for a, b in chunks}
            for f in as_completed(futures):
                a, b = futures[f]
                parts[a] = f.result()
                if bar is not None:
                    bar.update(b - a)
    finally:
        if bar is not None:
            bar.close()
    elapsed = time.perf_counter() - t0
    ordered = [parts[a] for a, _ in chunks]
    sizes = [b - a for a, b in chunks]
    kinds = sorted({k for p in ordered for k in p["events"]})
    events = {k: np.concatenate([p["events"].get(k, np.zeros(n, dtype=np.int64))
                                 for p, n in zip(ordered, sizes)]) for k in kinds}
    shift = (np.arange(games) % players) if rotate else np.zeros(games, dtype=np.int64)
    seats = (np.arange(players)[None, :] + shift[:, None]) % players
    return Simulation(
        game=name, bots=[b.name for b in bots], seed=seed,
        seeds=np.array([game_seed(seed, i) for i in range(games)], dtype=np.int64),
        seats=seats,
        scores=np.concatenate([p["scores"] for p in ordered]),
        winners=np.concatenate([p["winners"] for p in ordered]),
        rounds=np.concatenate([p["rounds"] for p in ordered]),
        actions=np.concatenate([p["actions"] for p in ordered]),
        events=events,
        extras={k: np.concatenate([p["extras"][k] for p in ordered])
                for k in (ordered[0]["extras"] if ordered else {})},
        elapsed=elapsed)
