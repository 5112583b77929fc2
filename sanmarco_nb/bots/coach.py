"""The coach: information-set Monte Carlo tree search (ISMCTS) over determinized positions.

    bot = bots.make_bot("coach", iterations=200)   # seeded: the same view, the same move
    bot.search(view, budget_s=1.0, stop=event.is_set)   # the root's statistics
    (sanmarco_nb.analysis.coach.analyse: the same search as options with intervals)

One search (after Cowling, Powley and Whitehouse 2012, as OpenSpiel's `ismcts.py`): each
iteration draws a determinized state (`View.sample()`: everything the player cannot see drawn
anew, so the search never reads a hidden card or a sealed bid), walks down the tree, adds one
node, plays on greedily to a horizon (San Marco: the end of the passage, where limits and the
passage bonus are paid, SM-P5, by `heuristics.quick_values`: card plays valued by the
standing right after them, without looking through Doge paths and banishments, a third of the
time; Art Society: the end of the round, fully greedy) and scores the end by the heuristic
standing (`heuristics.standing`; a finished game by its result). Chance is sampled from the
search's own generator, never the game's stream.

The tree holds a node per (player to move, what that player has seen on the way down): an
action hidden from a player (another distributor's draws and split, SM-R3/R5; another player's
sealed bid, AS-R2) is one masked token in that player's key, so an opponent's choice cannot
depend on the coach's sealed bid and the coach's cannot depend on an opponent's face-down
offers. Children are tried in the greedy order (`heuristics.action_values`) and widened
progressively: the root at once to the greedy three and one from further down the greedy list
(a bid far from the greedy card may be the better one, as the search bot found), then about
sqrt(visits) children; every other node keeps to the greedy move until visits^(1/4) allows more
(at a small budget the players below the root play greedy, so that the comparison at the root
is not drowned by their exploring). Selection is UCB1 with availability counts (an action
legal in only some samples is judged by the samples where it was legal). The value backed up
for a player is (1 + tanh(v / scale)) / 2 with v the margin, own standing minus the best
other's, and for a finished game WIN_POINTS more for a win (less for a loss; shared: between).

The move is the root child visited most (ties by value).

Measured (benchmarks/bot_strength.py, paired seeds, 95% intervals over seeds; a small run on
a shared machine, so the intervals are wide; figures in benchmarks/bot_strength.json): at its
SETTINGS (0.12 s CPU per searched move on average, 95th percentile 0.44 s, 2 of 4,405 moves
over 1 s) the coach wins 0.333 (0.208-0.459, 48 games) of 4-player San Marco games against
three greedy bots (search: 0.453, 0.293-0.613, 32 games), 0.450 (0.221-0.679) of C S C S
against search, 0.533 (0.383-0.684) of 2-player Art Society games against search and 0.900
(0.769-1.000) against greedy. With full greedy rollouts (`quick=False`, iterations=12,
steps=1200) it won 0.583 (0.423-0.744) of the same 48 San Marco games against three greedy,
but at 0.59 s per move on average and 60 of 546 moves over 1 s (compiled build).
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from ..core import CHANCE, chance_action
from .greedy import best
from .heuristics import SEARCHED, action_values, quick_values, standing

__all__ = ["CoachBot", "SETTINGS", "Searched"]

# per game: the budget of a move (iterations, and at most `steps` actions applied in them, so
# that a move whose rollouts are long stays within about a second), the horizon of a rollout
# and the margin that counts as "clearly ahead" (a tanh scale, in points)
SETTINGS = {
    "sanmarco": {"iterations": 12, "steps": 2400, "until": "passage", "horizon": 400,
                 "scale": 15.0},
    "artsociety": {"iterations": 20, "steps": 1200, "until": "round", "horizon": 80,
                   "scale": 15.0},
}
BUDGETS = ("iterations", "steps", "budget_s")
ROOT_OPTIONS = 3        # the root tries the greedy best this many, and one spread, each twice
WIN_POINTS = 10.0       # a finished game: a win is worth this much margin more


@dataclass(frozen=True)
class Searched:
    """What a search found: per root action [visits, available, utility, margin, margin², won]
    (sums over the visits), how many iterations ran and how many actions they applied, in how
    many seconds, and whether `stop` or the time budget ended it."""
    player: int
    root: dict
    iterations: int
    steps: int
    seconds: float
    stopped: bool

    def ranked(self) -> list:
        """The root actions, most visited first (ties: the higher mean utility)."""
        return sorted((a for a, st in self.root.items() if st[0]),
                      key=lambda a: (-self.root[a][0], -self.root[a][2] / self.root[a][0]))


class CoachBot:
    """ISMCTS (see the module docstring). A move's budget: `iterations`, `steps` (actions
    applied in the iterations, tree and rollouts: a measure of time that does not depend on the
    machine) and `budget_s` seconds; the search ends at the first one reached. With iterations
    and steps only it is seeded and reproducible; a time budget makes it depend on the machine.
    Without any, the game's SETTINGS.

    As a player it searches the decisions whose verb is in `searched` (by default the
    strategic ones, `heuristics.SEARCHED`: San Marco's splits and choices of offer, Art
    Society's picks, bids and takes) and plays the greedy move elsewhere, where the greedy
    heuristic already looks through the move; `searched=None` searches every decision.
    `search` (and so a hint) searches any decision. `quick=False` rolls out with the full
    greedy values (San Marco: about three times slower). `c` is UCB1's exploration constant,
    `widen` scales the progressive widening."""
    name = "coach"

    def __init__(self, iterations: int | None = None, steps: int | None = None,
                 budget_s: float | None = None, c: float = 0.7, widen: float = 1.0,
                 until: str | None = None, horizon: int | None = None,
                 scale: float | None = None,
                 searched: frozenset | None = frozenset(SEARCHED), quick: bool = True):
        if until not in (None, "round", "passage"):
            raise ValueError("until is 'round' or 'passage' (San Marco)")
        self.iterations, self.steps, self.budget_s = iterations, steps, budget_s
        self.c, self.widen = c, widen
        self.until, self.horizon, self.scale = until, horizon, scale
        self.searched, self.quick = searched, quick

    def settings(self, game: str, **budget) -> dict:
        """The settings for `game`: those given, else the game's SETTINGS. The budgets: those
        of `budget` if any is given (not None), else the bot's if any, else the game's."""
        d = dict(SETTINGS[game], budget_s=None)
        for k in ("until", "horizon", "scale"):
            if getattr(self, k) is not None:
                d[k] = getattr(self, k)
        for given in (budget, {k: getattr(self, k) for k in BUDGETS}):
            if any(given.get(k) is not None for k in BUDGETS):
                d.update({k: given.get(k) for k in BUDGETS})
                break
        return d

    def choose(self, view):
        actions = view.legal_actions
        if len(actions) == 1:
            return actions[0]
        if self.searched is not None and actions[0].verb not in self.searched:
            return best(actions, action_values(view.sample(), view.player, actions), view.rng)
        ranked = self.search(view).ranked()
        return ranked[0] if ranked else view.legal_actions[0]

    def search(self, view, budget_s: float | None = None, iterations: int | None = None,
               steps: int | None = None, stop=None) -> Searched:
        """Search from `view` until the first of its budgets is reached (those given, else the
        bot's, see `settings`) or `stop()` is true (asked at every step)."""
        s = self.settings(_game(view), iterations=iterations,
                          steps=steps, budget_s=budget_s)
        return _Search(view, self, s).run(stop or (lambda: False))

    def __repr__(self) -> str:
        return (f"CoachBot(iterations={self.iterations}, steps={self.steps}, "
                f"budget_s={self.budget_s}, c={self.c}, "
                f"widen={self.widen}, until={self.until!r}, horizon={self.horizon}, "
                f"scale={self.scale}, searched={self.searched}, quick={self.quick})")


class _Aborted(Exception):
    """The time budget or `stop` ended an iteration half way: it is not counted."""


class _Node:
    __slots__ = ("children", "order", "visits")

    def __init__(self):
        self.children = {}      # action -> [visits, available, utility, margin, margin², won]
        self.order = []         # actions in the greedy order, for widening
        self.visits = 0


class _Search:
    def __init__(self, view, bot: CoachBot, s: dict):
        self.view, self.bot, self.player = view, bot, view.player
        self.worlds = [(view.sample(), view.rng.getrandbits(63))]
        self.game = self.worlds[0][0].GAME
        self.iterations, self.budget_s = s["iterations"], s["budget_s"]
        self.max_steps = math.inf if s["steps"] is None else s["steps"]
        self.steps = 0
        self.horizon, self.scale = s["horizon"], s["scale"]
        self.mark = _passage if s["until"] == "passage" else _round
        self.see = _SEE[self.game]
        self.policy = quick_values if bot.quick else action_values
        self.nodes: dict = {}
        self.root = _Node()

    def run(self, stopped) -> Searched:
        t0 = time.perf_counter()
        deadline = math.inf if self.budget_s is None else t0 + self.budget_s
        self.check = lambda: time.perf_counter() > deadline or stopped()
        done, stop = 0, False
        while (self.iterations is None or done < self.iterations) and \
                self.steps < self.max_steps:
            if done and self.check():
                stop = True
                break
            try:
                self._iterate()
            except _Aborted:
                stop = True
                break
            done += 1
        return Searched(self.player, self.root.children, done, self.steps,
                        time.perf_counter() - t0, stop)

    def _world(self, k: int):
        # the k-th sample and its generator's seed: the k-th visit of every root action plays
        # in the same sample with the same chance (common random numbers: two actions are
        # compared on the same luck, as the search bot compares them)
        while len(self.worlds) <= k:
            self.worlds.append((self.view.sample(), self.view.rng.getrandbits(63)))
        return self.worlds[k]

    # ---- one iteration -------------------------------------------------------------------
    def _iterate(self):
        p, first = self.player, self.worlds[0][0]
        a, stats = self._select(self.root, first, p, self.view.legal_actions, True)
        world, seed = self._world(stats[0])
        state, rng = world.clone(), random.Random(seed)
        keys = [0] * state.players
        path, start, grown = [(stats, p)], self.mark(state), False
        self.see(state, a, keys)
        state._apply_legal(a)
        steps = 1
        while not state.is_terminal() and self.mark(state) == start:
            q = state.to_move
            if q == CHANCE:
                a = chance_action(state, rng)
            else:
                legal = state.legal_actions()
                if len(legal) == 1:
                    a = legal[0]
                elif grown:
                    break                        # one new node per iteration: now roll out
                else:
                    key = (q, keys[q])
                    node = self.nodes.get(key)
                    if node is None:
                        node = self.nodes[key] = _Node()
                        grown = True
                    a, stats = self._select(node, state, q, legal, False)
                    path.append((stats, q))
            self.see(state, a, keys)
            state._apply_legal(a)
            steps += 1
        self.steps += steps + self._rollout(state, rng, start)
        margin, won = _outcome(state)
        scale, bonus = self.scale, WIN_POINTS * 2 if state.is_terminal() else 0.0
        for stats, q in path:
            m = margin[q]
            stats[0] += 1
            stats[2] += 0.5 + 0.5 * math.tanh((m + bonus * (won[q] - 0.5)) / scale)
            stats[3] += m
            stats[4] += m * m
            stats[5] += won[q]

    def _select(self, node, state, q, legal, at_root):
        node.visits += 1
        children = node.children
        avail = []
        for a, st in children.items():
            if a in legal:
                st[1] += 1
                avail.append((a, st))
        widen = self.bot.widen
        limit = (max(ROOT_OPTIONS + 1, int(widen * math.sqrt(node.visits))) if at_root else
                 max(1, int(widen * node.visits ** 0.25)))
        if len(avail) < limit:
            a = self._untried(node, state, q, legal)
            if a is not None:
                st = children[a] = [0, 1, 0.0, 0.0, 0.0, 0.0]
                return a, st
        if at_root:
            for a, st in avail:
                if st[0] < 2:                    # two visits each: an interval for every option
                    return a, st
        c, best_a, best_st, top = self.bot.c, None, None, -math.inf
        for a, st in avail:
            n = st[0]
            v = math.inf if n == 0 else st[2] / n + c * math.sqrt(math.log(st[1]) / n)
            if v > top:
                best_a, best_st, top = a, st, v
        return best_a, best_st

    def _untried(self, node, state, q, legal):
        children = node.children
        for a in node.order:
            if a not in children and a in legal:
                return a
        # nothing left of the order made in another sample: rank this sample's actions
        values = action_values(state, q, legal)
        ranked = [legal[i] for i in sorted(range(len(legal)), key=lambda i: -values[i])]
        if node is self.root and len(ranked) > ROOT_OPTIONS + 1:
            # the greedy three, then one from the middle of the rest, then the rest in order
            rest = ranked[ROOT_OPTIONS:]
            spread = rest.pop(len(rest) // 2)
            ranked = ranked[:ROOT_OPTIONS] + [spread] + rest
        known = set(node.order)
        node.order += [a for a in ranked if a not in known]
        for a in ranked:
            if a not in children:
                return a
        return None

    def _rollout(self, state, rng, start) -> int:
        # greedy (or quick) play to the horizon; returns the number of actions applied
        mark, check = self.mark, self.check
        for n in range(self.horizon):
            if state.is_terminal() or mark(state) != start:
                return n
            if check():
                raise _Aborted
            q = state.to_move
            if q == CHANCE:
                a = chance_action(state, rng)
            else:
                acts = state.legal_actions()
                a = acts[0] if len(acts) == 1 else best(acts, self.policy(state, q, acts), rng)
            state._apply_legal(a)
        return self.horizon


def _outcome(state):
    """Per player: the margin (own standing minus the best other's) and the win (the result
    of a finished game; else 1 for the leader at the horizon, ties split)."""
    stand = standing(state)
    P = len(stand)
    margin = [stand[q] - max(stand[r] for r in range(P) if r != q) for q in range(P)]
    if state.is_terminal():
        return margin, state.returns()
    top = max(stand)
    leaders = [q for q in range(P) if stand[q] >= top - 1e-9]
    won = [0.0] * P
    for q in leaders:
        won[q] = 1.0 / len(leaders)
    return margin, won


def _game(view) -> str:
    return view.observation["game"]


def _round(state):
    return (getattr(state, "passage", 0), state.round)


def _passage(state):
    return state.passage


# ---- what each player sees of an action (the tree's keys) -----------------------------------
def _token(keys, a, seer: int):
    # the action for `seer`, a masked token of its kind for everyone else
    hidden = ("hidden", a.verb)
    for q in range(len(keys)):
        keys[q] = hash((keys[q], a if q == seer else hidden))


def _public(keys, a):
    for q in range(len(keys)):
        keys[q] = hash((keys[q], a))


def _see_sanmarco(state, a, keys):
    # SM-R3/R5: a distributor's draws and split are face down to the others
    phase = state.phase
    if phase == "draw":
        _token(keys, a, state.roles[state._pair][0])
    elif phase == "split":
        _token(keys, a, state.to_move)
    else:
        _public(keys, a)


def _see_artsociety(state, a, keys):
    # AS-R2: a bid is sealed until all are in; then the reveal shows them all
    if state.phase == "bid":
        _token(keys, a, state.to_move)
        if sum(b is None for b in state.bids) == 1:          # the last bid: the reveal
            bids = list(state.bids)
            bids[state.to_move] = a.n
            _public(keys, ("reveal", tuple(bids)))
    else:
        _public(keys, a)


_SEE = {"sanmarco": _see_sanmarco, "artsociety": _see_artsociety}
