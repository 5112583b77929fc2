"""simulate(): many seeded games with bots, as numpy arrays, on one core or any Executor.

Game i of a simulation seeded `seed` is the game seeded `game_seed(seed, i)`, and its bots draw
from `seat_rng(game seed, seat)`: every game depends on (seed, i) alone. So the results are the
same whatever the chunking and wherever the chunks run: in this process, a process pool
(`concurrent.futures.ProcessPoolExecutor`) or a Dask cluster
(`distributed.Client(...).get_executor()`); only the order the chunks finish in differs, and
the chunks are put back in game order.

The chunks are made one at a time and at most a few per worker are in flight, so memory does not
grow with the queue and Ctrl-C has little to cancel: it raises `Interrupted` (a
KeyboardInterrupt) saying how many games were done, after cancelling the chunks not yet started.
"""
from __future__ import annotations

import functools
import itertools
import os
import time
from collections import Counter
from concurrent.futures import FIRST_COMPLETED, wait
from dataclasses import dataclass, field
from operator import itemgetter

import numpy as np

from ..bots import RandomBot, make_bot
from ..bots.base import View, seat_rng
from ..core import CHANCE, chance_random, play_chance
from ..games import GAMES as _REGISTRY, adapter, load_game
from .stats import mean_ci, wilson

__all__ = ["simulate", "Simulation", "Interrupted", "game_seed", "play_games", "GAMES",
           "MAX_GAMES"]

GAMES = tuple(_REGISTRY)          # the registered games (sanmarco_nb.games)
MAX_GAMES = 1_000_000           # the per-game arrays of a million games take about 1 GB
_SEED_MASK = (1 << 53) - 1      # game seeds stay exact in JSON and JavaScript


class Interrupted(KeyboardInterrupt):
    """Ctrl-C stopped `simulate`: `done` of `games` games had finished; the chunks not yet
    started were cancelled (a process pool's running chunks are its owner's to stop)."""

    def __init__(self, done: int, games: int):
        super().__init__(f"interrupted after {done:,} of {games:,} games")
        self.done, self.games = done, games


def game_seed(seed: int, i: int) -> int:
    """The seed of game i of a simulation seeded `seed`."""
    return chance_random(seed, i) & _SEED_MASK


def _game_module(game):
    return load_game(game) if isinstance(game, str) else game


def _game_name(game) -> str:
    return game if isinstance(game, str) else game.State.GAME


def _play_out(state, seated, rec) -> tuple[dict, int]:
    """Play `state` to its end with the bots `seated`; return the count of each event kind
    and the number of steps. `rec` is fed the events of its kinds, in order."""
    rngs = [seat_rng(state.seed, s) for s in range(state.players)]
    # a random bot looks at nothing but the legal actions: its pick is made here as
    # RandomBot.choose makes it, without a View (a subclass may choose otherwise: not it)
    plain = [type(b) is RandomBot for b in seated]
    watch = rec.KINDS if rec is not None else ()
    kinds, steps = [], 0
    over, apply, legal_actions = state.is_terminal, state.apply, state.legal_actions
    while not over():
        player = state.to_move
        if player == CHANCE:
            evs = play_chance(state)
        elif plain[player]:
            evs = apply(RandomBot.pick(legal_actions(), rngs[player]))
        else:
            evs = apply(seated[player].choose(View(state, player, rngs[player])))
        steps += 1
        # only the kinds are kept (interned strings: keeping the events alive would make
        # the garbage collector walk them), and counted once at the end, in C
        kinds += map(_kind, evs)
        for e in evs:
            if e[0] in watch:
                rec.event(e)
    return Counter(kinds), steps


_kind = itemgetter(0)


def _recorder(game: str):
    """What `game` adds to the per-game results (analysis.recorders.<game>: a small recorder
    fed the events of its KINDS, then the final state; `result` gives named rows), or None."""
    module = adapter(game, "sanmarco_nb.analysis.recorders.{game}")
    return module.Recorder if module is not None else None


def play_games(game, bots, seed: int, start: int, stop: int, variant=None,
               rotate: bool = False) -> dict:
    """Play games start..stop-1 of the simulation and return their results as arrays.

    Top level and argument-only, so that any executor can run it in another process.
    """
    module = _game_module(game)
    recorder = _recorder(_game_name(game))
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
        rec = recorder(state) if recorder else None
        counts, steps = _play_out(state, seated, rec)
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
    """(start, stop) of each chunk, made as they are needed."""
    return ((a, min(a + chunksize, games)) for a in range(0, games, chunksize))


def _played(task, chunks, executor, in_flight: int):
    """Yield (start, stop, task(start, stop)) for each chunk as it finishes: here, or on
    `executor` with at most `in_flight` chunks submitted at a time. Closing the generator
    (Ctrl-C, an error, the caller leaving) cancels the chunks not yet started."""
    if executor is None:
        for a, b in chunks:
            yield a, b, task(a, b)
        return
    pending = {}
    try:
        for a, b in itertools.islice(chunks, in_flight):
            pending[executor.submit(task, a, b)] = a, b
        while pending:
            finished, _ = wait(pending, return_when=FIRST_COMPLETED)
            for f in finished:
                a, b = pending.pop(f)
                for c, d in itertools.islice(chunks, 1):      # keep the workers busy
                    pending[executor.submit(task, c, d)] = c, d
                yield a, b, f.result()
    finally:
        for f in pending:
            f.cancel()


def simulate(game, bots, games: int = 1000, seed: int = 0, executor=None, progress=True, *,
             variant=None, rotate: bool = False, chunksize: int | None = None,
             in_flight: int | None = None) -> Simulation:
    """Play `games` seeded games of `game` ("sanmarco", "artsociety" or the module) with `bots`
    (bot objects or registry names, one per seat) and return a `Simulation`.

    `executor`: any `concurrent.futures.Executor` (a process pool, or a Dask cluster's
    `client.get_executor()`); None plays here. The results are the same for a seed either way.
    `rotate`: game i seats the bots shifted by i, so every bot plays every seat equally often.
    `progress`: a tqdm.auto bar (a widget in a notebook, text in a terminal).
    `in_flight`: chunks submitted at a time (default twice the executor's workers).
    Ctrl-C raises `Interrupted` with the number of games done. At most MAX_GAMES games.
    """
    name = _game_name(game)
    bots = [make_bot(b) if isinstance(b, str) else b for b in bots]
    if isinstance(game, str):
        _game_module(game)                          # unknown names fail here, not in a worker
    if not 1 <= games <= MAX_GAMES:
        raise ValueError(f"games must be from 1 to {MAX_GAMES:,}, not {games}")
    players = len(bots)
    if chunksize is None:
        # about 40 chunks: a smooth progress bar, and work for every worker to the end
        chunksize = max(1, min(200, -(-games // 40)))
    if in_flight is None:
        in_flight = 2 * (getattr(executor, "_max_workers", None) or os.cpu_count() or 1)
    # a worker gets the game's name (a module does not pickle); here the module does as well
    task = functools.partial(play_games, game if executor is None else name, bots, seed,
                             variant=variant, rotate=rotate)
    bar = None
    if progress:
        from tqdm.auto import tqdm
        bar = tqdm(total=games, desc=f"{name} x{players}", unit="game")
    t0 = time.perf_counter()
    parts: dict[int, dict] = {}
    done = 0
    results = _played(task, _chunks(games, chunksize), executor, in_flight)
    try:
        for a, b, part in results:
            parts[a] = part
            done += b - a
            if bar is not None:
                bar.update(b - a)
    except KeyboardInterrupt:
        raise Interrupted(done, games) from None
    finally:
        results.close()
        if bar is not None:
            bar.close()
    elapsed = time.perf_counter() - t0
    ordered = [parts[a] for a in sorted(parts)]
    sizes = [len(p["rounds"]) for p in ordered]
    kinds = sorted({k for p in ordered for k in p["events"]})
    events = {k: np.concatenate([p["events"].get(k, np.zeros(n, dtype=np.int64))
                                 for p, n in zip(ordered, sizes)]) for k in kinds}
    shift = (np.arange(games) % players) if rotate else np.zeros(games, dtype=np.int64)
    seats = (np.arange(players)[None, :] + shift[:, None]) % players
    return Simulation(
        game=name, bots=[b.name for b in bots], seed=seed,
        seeds=np.fromiter((game_seed(seed, i) for i in range(games)), dtype=np.int64,
                          count=games),
        seats=seats,
        scores=np.concatenate([p["scores"] for p in ordered]),
        winners=np.concatenate([p["winners"] for p in ordered]),
        rounds=np.concatenate([p["rounds"] for p in ordered]),
        actions=np.concatenate([p["actions"] for p in ordered]),
        events=events,
        extras={k: np.concatenate([p["extras"][k] for p in ordered])
                for k in (ordered[0]["extras"] if ordered else {})},
        elapsed=elapsed)
