"""simulate(): per-game arrays, reproducible whatever the executor or chunking."""
from __future__ import annotations

from collections.abc import Iterator
import json
import signal
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import numpy as np
import pytest

from sanmarco_nb import sanmarco
from sanmarco_nb.analysis import simulate
from sanmarco_nb.analysis.simulate import MAX_GAMES, Interrupted, _chunks, game_seed

try:
    import psutil               # optional: lists a process's children on any platform
except ImportError:
    psutil = None
from sanmarco_nb.bots import RandomBot, make_bot, play_game
from sanmarco_nb.games import GAMES
from sanmarco_nb.sanmarco import Variant
from terminal import as_from_a_terminal

BOTS = ["random", "random", "greedy", "random"]


def same(a, b):
    assert np.array_equal(a.seeds, b.seeds)
    assert np.array_equal(a.seats, b.seats)
    assert np.array_equal(a.scores, b.scores)
    assert np.array_equal(a.winners, b.winners)
    assert np.array_equal(a.rounds, b.rounds)
    assert np.array_equal(a.actions, b.actions)
    assert a.events.keys() == b.events.keys()
    for k in a.events:
        assert np.array_equal(a.events[k], b.events[k]), k
    for k in a.extras:
        assert np.array_equal(a.extras[k], b.extras[k]), k


@pytest.fixture(scope="module")
def base():
    return simulate("sanmarco", BOTS, 12, seed=7, progress=False, rotate=True)


def test_arrays_and_summary(base):
    g, p = 12, 4
    assert base.scores.shape == (g, p) and base.winners.shape == (g, p)
    assert base.seats.shape == (g, p) and base.seeds.shape == (g,)
    assert (base.winners.sum(axis=1) >= 1).all()
    # the winners have the top score (SM-F2: the tie-break only picks among the tied)
    top = base.scores.max(axis=1, keepdims=True)
    assert (base.scores[base.winners] == np.broadcast_to(top, base.scores.shape)[base.winners]).all()
    assert np.allclose(base.returns.sum(axis=1), 1.0)
    assert (base.rounds >= 6).all() and (base.actions > 100).all()
    assert base.events["game_over"].tolist() == [1] * g
    assert (base.events["round"] == base.rounds).all()
    # seats rotate: every bot sits in every seat equally often over 4k games
    assert sorted(np.bincount(base.seats[:, 0], minlength=4)) == [3, 3, 3, 3]
    s = base.summary()
    assert [b["bot"] for b in s["bots"]] == BOTS
    assert s["bots"][0]["games"] == g
    assert sum(b["win_share"] for b in s["bots"]) == pytest.approx(1.0)
    assert "greedy" in str(base)
    json.dumps(base.to_dict())                           # JSON-able for the command line


def test_limit_totals_per_passage_sm_p3(base):
    """SM-P3: a passage ends only after someone reached 10 limit points (or after the one
    more round), so every passage's highest limit total is at least 10."""
    lt = base.extras["limit_totals"]
    assert lt.shape == (12, 3, 4)
    assert (lt.max(axis=2) >= 10).all()


def test_each_game_replays_from_its_seed(base):
    """Game g is the game seeded seeds[g] with the bots in their seats: `play` repeats it."""
    bots = [make_bot(n) for n in BOTS]
    for g in (0, 5):
        seated = [bots[b] for b in base.seats[g]]
        state = play_game(sanmarco.new_game(players=4, seed=int(base.seeds[g])), seated)
        assert list(state.scores) == base.scores[g].tolist()
        assert base.seeds[g] == game_seed(7, g)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_random_seats_pick_as_the_random_bot_chooses(game):
    """simulate picks for a RandomBot seat without building a View: the same games as a
    bot that chooses through the View (a subclass, which simulate does not shortcut)."""
    class ThroughTheView(RandomBot):
        pass
    plain = simulate(game, [RandomBot()] * 3, 6, seed=3, progress=False)
    viewed = simulate(game, [ThroughTheView()] * 3, 6, seed=3, progress=False)
    same(plain, viewed)


def test_chunking_and_threads_do_not_change_results(base):
    again = simulate("sanmarco", BOTS, 12, seed=7, progress=False, rotate=True, chunksize=5)
    same(base, again)
    with ThreadPoolExecutor(2) as ex:
        same(base, simulate("sanmarco", BOTS, 12, seed=7, executor=ex, progress=False,
                            rotate=True, chunksize=2))
    other = simulate("sanmarco", BOTS, 12, seed=8, progress=False, rotate=True)
    assert not np.array_equal(base.scores, other.scores)


def test_process_pool_gives_the_same_results(base):
    with ProcessPoolExecutor(2) as ex:
        same(base, simulate("sanmarco", BOTS, 12, seed=7, executor=ex, progress=False,
                            rotate=True, chunksize=3))


def test_dask_cluster_gives_the_same_results(base):
    """A Dask LocalCluster through `client.get_executor()` (the `dask` extra)."""
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        same(base, simulate("sanmarco", BOTS, 12, seed=7, executor=client.get_executor(),
                            progress=False, rotate=True, chunksize=4))


def test_progress_bar_and_errors(capsys):
    sim = simulate("sanmarco", ["random"] * 3, 3, seed=1, progress=True)
    assert sim.games == 3 and sim.scores.shape == (3, 3)
    assert "3/3" in capsys.readouterr().err            # tqdm's text bar in a terminal
    with pytest.raises(ValueError, match="unknown game"):
        simulate("chess", ["random"] * 2, 2)
    with pytest.raises(ValueError, match="unknown bot"):
        simulate("sanmarco", ["random", "random", "nobody"], 2)


def test_variant_reaches_every_game_sm_a9():
    """A Variant goes to every game, in a worker process too: with bridgeless Doge crossings
    forbidden (SM-A9 variant) no 2 PP is ever paid to the bank."""
    bridges_only = Variant(doge_bridgeless_cost=None)
    with ProcessPoolExecutor(1) as ex:
        sim = simulate("sanmarco", ["random"] * 3, 6, seed=2, executor=ex, progress=False,
                       variant=bridges_only)
    default = simulate("sanmarco", ["random"] * 3, 6, seed=2, progress=False)
    assert default.events["bank"].sum() > 0                 # 2 PP to the bank happen...
    assert "bank" not in sim.events                         # ...but not under the variant


class _CountingPool(ThreadPoolExecutor):
    """A thread pool that remembers the most chunks it ever had submitted and not finished."""

    def __init__(self, workers):
        super().__init__(workers)
        self.open, self.most = 0, 0

    def submit(self, fn, *args, **kwargs):
        self.open += 1
        self.most = max(self.most, self.open)
        future = super().submit(fn, *args, **kwargs)
        future.add_done_callback(self._done)
        return future

    def _done(self, _):
        self.open -= 1


def test_chunks_are_made_as_needed_and_few_are_in_flight(base):
    """Issue 12: every chunk was submitted up front (`--games 10**12` ran out of memory, and
    Ctrl-C had the whole queue to wait for). Now at most twice the workers are in flight."""
    with _CountingPool(2) as pool:
        same(base, simulate("sanmarco", BOTS, 12, seed=7, executor=pool, progress=False,
                            rotate=True, chunksize=1))
    assert 1 <= pool.most <= 4
    assert isinstance(_chunks(10 ** 12, 200), Iterator)    # made lazily (a Cython generator too)


@pytest.mark.parametrize("games", [0, -1, MAX_GAMES + 1])
def test_game_count_out_of_range_is_refused(games):
    with pytest.raises(ValueError, match="games must be from 1 to 1,000,000"):
        simulate("sanmarco", ["random"] * 3, games)


class _StopAfter:
    """A random bot that is Ctrl-C'd after `moves` moves."""
    name = "random"

    def __init__(self, moves):
        self.moves = moves

    def choose(self, view):
        self.moves -= 1
        if self.moves < 0:
            raise KeyboardInterrupt
        return view.legal_actions[0]


def test_ctrl_c_raises_interrupted_with_the_games_done():
    bot = _StopAfter(1000)
    with pytest.raises(Interrupted) as e:
        simulate("sanmarco", [bot] * 3, 50, seed=1, progress=False, chunksize=2)
    assert isinstance(e.value, KeyboardInterrupt)
    assert e.value.games == 50 and 0 < e.value.done < 50 and e.value.done % 2 == 0
    assert str(e.value) == f"interrupted after {e.value.done:,} of 50 games"


_DASK_SCRIPT = """
import sys
import distributed
from sanmarco_nb.analysis.simulate import simulate, Interrupted
if __name__ == "__main__":
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, \\
            distributed.Client(cluster) as client:
        print("ready", flush=True)
        try:
            simulate("sanmarco", ["random"] * 4, 20000, executor=client.get_executor(),
                     progress=False)
        except Interrupted as e:
            print(e, flush=True)
"""


@pytest.mark.skipif(sys.platform != "linux", reason="SIGINT to a child process")
def test_ctrl_c_stops_a_dask_simulation_at_once(tmp_path):
    """Issue 12: Ctrl-C with a Dask executor cancels the chunks not started (at most twice the
    workers are submitted) and `simulate` returns within 2 s; the cluster then closes and no
    worker process is left."""
    pytest.importorskip("distributed")
    script = tmp_path / "dask_sim.py"
    script.write_text(_DASK_SCRIPT)
    p = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, text=True, preexec_fn=as_from_a_terminal)
    try:
        assert p.stdout.readline() == "ready\n"
        time.sleep(1.0)
        kids = psutil.Process(p.pid).children(recursive=True) if psutil else []
        t0 = time.monotonic()
        p.send_signal(signal.SIGINT)
        line = p.stdout.readline()
        assert time.monotonic() - t0 < 2, "simulate did not stop within 2 s"
        assert line.startswith("interrupted after ") and line.endswith("of 20,000 games\n")
        p.wait(timeout=20)
    finally:
        if p.poll() is None:
            p.kill()
    time.sleep(0.2)
    assert not [k for k in kids if k.is_running() and k.status() != psutil.STATUS_ZOMBIE]
