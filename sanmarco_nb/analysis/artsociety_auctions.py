"""Art Society's sealed bids as a game: a reduced two-player model, its equilibria, simple rules.

The reduced game (`BiddingGame`) is **Goofspiel** (the Game Of Pure Strategy, GOPS) with Art
Society's tie-break: two players hold the bid cards 1..`cards`; for `rounds` rounds a prize is
revealed (the value of bidding first: in a two-player auction of three paintings the higher
bidder takes the better painting, the other the next; the prize is the difference), both play one
card at once (AS-R2), the higher card wins the prize. Tied cards: the higher card directly beneath
wins (last round's bid; in round 1 the start card), then the higher start card (AS-R3; start
cards differ, AS-S2); Goofspiel would split or discard the prize. Spent cards are gone and seen
by both. Payoffs are zero-sum: player 0 gains what player 1 loses (the difference of their
totals). Prizes are drawn independently each round (a schedule per round is allowed).

What the reduction leaves out of Art Society: more than two players (and with them a pick order
of several paintings, AS-R4, and a museum painting, AS-R5); 20 bid cards and as many rounds as
the stacks last (AS-C2, AS-E1); prizes that depend on the paintings on offer and on each player's
wall (genres, frames, sizes, faux pas, decor, the museum track: AS-P, AS-E), so they are neither
independent between rounds nor the same for both players, and the game is not zero-sum; the
auctioneer's choice of paintings (AS-R1) and the assistant (AS-P6). What it keeps is the tension
of a spent bid card: a high card now is a high card lost later.

Solving. Every position (round, both hands, both cards beneath, the prize) is a finite two-player
zero-sum matrix game whose entries are this round's payoff plus the value of the position it
leads to; backward induction from the last round solves the whole game (a subgame-perfect
equilibrium of the game with simultaneous moves). Each matrix game is solved with nashpy's
`Game.linear_program()`: the minimax linear program (scipy's linprog). Its preconditions: two
players, finitely many actions, zero-sum payoffs (which this game has by construction). It always
has a solution (von Neumann's minimax theorem).

Equilibria are sets. The value of every position is unique; the optimal strategies need not be:
each player's optimal strategies form a polytope, and the stage's equilibria are every pair of
them (`optimal_strategies`, `stage_equilibria` list the extreme points; every round-1 stage of
the exercise's game has three). The LP returns one point of that set, another solver may return
another, and how a simple rule fares *against the equilibrium* depends on which. Questions that
do not depend on it: the value, what a strategy guarantees against every reply (`best_response`)
and how much it gives away (`exploitability`: 0 exactly for optimal strategies).

Simple rules (`RULES`) are compared with the equilibrium by simulation (`compare`), and exactly
(`expected`): bid high early, save high cards, match the prize's value, random.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from itertools import combinations
from typing import NamedTuple

import numpy as np

from .stats import mean_ci, wilson

__all__ = ["BiddingGame", "Node", "Solution", "solve", "RULES", "Rule", "equilibrium", "expected",
           "sample_gain", "simulate_gains", "compare", "BestResponse", "best_response",
           "exploitability", "EXPLOITABILITY_TOL", "optimal_strategies", "stage_equilibria",
           "bid_distribution", "cards_in", "PAY", "TIES", "spending", "reached", "mixed"]


class Node(NamedTuple):
    """A position: the round (0-based), each player's hand (a bit mask: bit c-1 for card c), each
    player's card beneath (the last bid, or the start card), and this round's prize."""
    round: int
    hands: tuple[int, int]
    beneath: tuple[int, int]
    prize: float


def cards_in(mask: int) -> tuple[int, ...]:
    return tuple(c + 1 for c in range(mask.bit_length()) if mask >> c & 1)


PAY = ("all", "winner", "second")          # who spends a card (lesson 18's auction formats)
TIES = ("beneath", "start", "discard")     # how tied bids are broken


@dataclass(frozen=True)
class BiddingGame:
    """The reduced game. `prizes`: the equally likely prizes of every round, or one tuple per
    round (a schedule); `start`: the two start cards (different).

    The stage rule (lesson 18) is a parameter. `pay`: who spends a card: "all" (both bid cards
    are spent, AS-R2: Art Society, an all-pay auction in cards), "winner" (first price: the
    winning card is spent, the loser takes theirs back), "second" (second price: the winner
    spends the lowest card of theirs that would still have won, the loser keeps theirs).
    `tie`: "beneath" (the card beneath, then the start card, AS-R3), "start" (the start card
    alone), "discard" (nobody wins the prize, as in Goofspiel; with "winner" or "second"
    nobody spends)."""
    cards: int = 5
    rounds: int = 3
    prizes: tuple = (1, 3, 5)
    start: tuple[int, int] = (2, 1)
    pay: str = "all"
    tie: str = "beneath"

    def __post_init__(self):
        if not 1 <= self.rounds <= self.cards:
            raise ValueError("rounds must be between 1 and the number of cards")
        if len(self.start) != 2 or self.start[0] == self.start[1]:
            raise ValueError("the two start cards must differ (AS-S2)")
        if self.pay not in PAY or self.tie not in TIES:
            raise ValueError(f"pay is one of {PAY}, tie one of {TIES}")
        per_round = self.prizes if isinstance(self.prizes[0], (tuple, list)) else \
            (self.prizes,) * self.rounds
        if len(per_round) != self.rounds:
            raise ValueError(f"expected prizes for {self.rounds} rounds, got {len(per_round)}")
        object.__setattr__(self, "schedule", tuple(tuple(p) for p in per_round))

    def __repr__(self) -> str:
        # the stage rule only where it is not Art Society's (lesson 13 prints the game)
        rule = "".join(f", {k}={getattr(self, k)!r}" for k, default in
                       (("pay", "all"), ("tie", "beneath")) if getattr(self, k) != default)
        return (f"BiddingGame(cards={self.cards}, rounds={self.rounds}, prizes={self.prizes!r}, "
                f"start={self.start!r}{rule})")

    def first(self, bids, beneath):
        """Who wins the bid: the higher card, then as `tie` says (AS-R3 by default: the higher
        card beneath, then the higher start card); None when a tie discards the prize."""
        ties = {"beneath": ((beneath[0], beneath[1]), self.start), "start": (self.start,),
                "discard": ()}[self.tie]
        for a, b in ((bids[0], bids[1]),) + ties:
            if a != b:
                return 0 if a > b else 1
        return None

    def roots(self):
        """The opening positions, one per prize of round 1 (equally likely)."""
        full = (1 << self.cards) - 1
        return [Node(0, (full, full), tuple(self.start), p) for p in self.schedule[0]]

    def spent(self, node: Node, bids) -> tuple:
        """The card each player spends after `bids` at `node` (None: keeps every card)."""
        winner = self.first(bids, node.beneath)
        if self.pay == "all":
            return tuple(bids)
        if winner is None:
            return (None, None)
        price = bids[winner]
        if self.pay == "second":
            wins = [c for c in cards_in(node.hands[winner])
                    if self.first((c, bids[1]) if winner == 0 else (bids[0], c),
                                  node.beneath) == winner]
            price = wins[0]
        return (price, None) if winner == 0 else (None, price)

    def after(self, node: Node, bids) -> list[Node]:
        """The positions after both bid at `node` (one per prize of the next round), or []."""
        r = node.round + 1
        if r == self.rounds:
            return []
        hands = tuple(h if c is None else h & ~(1 << c - 1)
                      for h, c in zip(node.hands, self.spent(node, bids)))
        return [Node(r, hands, tuple(bids), p) for p in self.schedule[r]]

    def payoff(self, node: Node, bids) -> float:
        """Player 0's gain this round (player 1 loses as much)."""
        winner = self.first(bids, node.beneath)
        return 0.0 if winner is None else node.prize if winner == 0 else -node.prize


@dataclass
class Solution:
    """The solved game: `value` for player 0 before the first prize is seen, and at every
    position the matrix game and both equilibrium strategies (probabilities over the cards
    in hand, ascending)."""
    game: BiddingGame
    value: float = 0.0
    nodes: dict = field(default_factory=dict)    # Node -> (matrix, row strategy, col strategy, v)
    lp_solved: int = 0                           # positions that needed nashpy's LP

    def strategy(self, node: Node, player: int) -> dict[int, float]:
        matrix, x, y, _ = self.nodes[node]
        probs = x if player == 0 else y
        return {c: float(p) for c, p in zip(cards_in(node.hands[player]), probs) if p > 1e-12}

    def node_value(self, node: Node) -> float:
        return self.nodes[node][3]


def _solve_matrix(m: np.ndarray):
    """Equilibrium (row strategy, column strategy, value) of the zero-sum game `m` (row maximises)."""
    lower, upper = m.min(axis=1).max(), m.max(axis=0).min()
    if np.isclose(lower, upper):                   # a pure saddle point
        i = int(m.min(axis=1).argmax())
        j = int(m.max(axis=0).argmin())
        x, y = np.eye(m.shape[0])[i], np.eye(m.shape[1])[j]
        return x, y, float(lower), False
    import nashpy
    x, y = nashpy.Game(m).linear_program()
    x, y = np.clip(x, 0, None), np.clip(y, 0, None)
    x, y = x / x.sum(), y / y.sum()
    return x, y, float(x @ m @ y), True


def solve(game: BiddingGame) -> Solution:
    """Backward induction over every position; each matrix game by nashpy (see module doc)."""
    sol = Solution(game)

    def value(node: Node) -> float:
        got = sol.nodes.get(node)
        if got is not None:
            return got[3]
        mine, theirs = cards_in(node.hands[0]), cards_in(node.hands[1])
        m = np.empty((len(mine), len(theirs)))
        for i, a in enumerate(mine):
            for j, b in enumerate(theirs):
                nxt = game.after(node, (a, b))
                later = sum(value(n) for n in nxt) / len(nxt) if nxt else 0.0
                m[i, j] = game.payoff(node, (a, b)) + later
        x, y, v, lp = _solve_matrix(m)
        sol.lp_solved += lp
        sol.nodes[node] = (m, x, y, v)
        return v

    roots = game.roots()
    sol.value = sum(value(n) for n in roots) / len(roots)
    return sol


# ---- policies: a distribution over the cards in hand at a position --------------------------

class Rule:
    """A bidding policy for either seat: `distribution(node, player) -> {card: probability}`."""

    def __init__(self, name: str, pick):
        self.name, self._pick = name, pick

    def distribution(self, game: BiddingGame, node: Node, player: int) -> dict[int, float]:
        return self._pick(game, node, player)

    def __repr__(self) -> str:
        return f"Rule({self.name!r})"


def _high_early(game, node, player):
    return {cards_in(node.hands[player])[-1]: 1.0}


def _save_high(game, node, player):
    return {cards_in(node.hands[player])[0]: 1.0}


def _match_value(game, node, player):
    # the card whose place among my cards matches the prize's place among this round's prizes
    hand = cards_in(node.hands[player])
    prizes = game.schedule[node.round]
    lo, hi = min(prizes), max(prizes)
    share = 0.5 if hi == lo else (node.prize - lo) / (hi - lo)
    return {hand[round(share * (len(hand) - 1))]: 1.0}


def _uniform(game, node, player):
    hand = cards_in(node.hands[player])
    return {c: 1.0 / len(hand) for c in hand}


RULES = {
    "high_early": Rule("high_early", _high_early),     # bid the highest card left
    "save_high": Rule("save_high", _save_high),        # bid the lowest card left
    "match_value": Rule("match_value", _match_value),  # big prize, big card
    "random": Rule("random", _uniform),
}


def equilibrium(solution: Solution) -> Rule:
    """The solved strategies as a policy."""
    return Rule("equilibrium", lambda game, node, player: solution.strategy(node, player))


def expected(game: BiddingGame, policy0, policy1) -> float:
    """Player 0's exact expected gain when `policy0` plays seat 0 and `policy1` seat 1."""
    memo: dict = {}

    def value(node: Node) -> float:
        if node not in memo:
            total = 0.0
            for a, pa in policy0.distribution(game, node, 0).items():
                for b, pb in policy1.distribution(game, node, 1).items():
                    nxt = game.after(node, (a, b))
                    later = sum(value(n) for n in nxt) / len(nxt) if nxt else 0.0
                    total += pa * pb * (game.payoff(node, (a, b)) + later)
            memo[node] = total
        return memo[node]

    roots = game.roots()
    return sum(value(n) for n in roots) / len(roots)


# ---- what a strategy guarantees: best responses and exploitability ----------------------------

@dataclass(frozen=True)
class BestResponse:
    """The best reply to a fixed policy: `value` (player 0's expected gain when the reply plays
    against the policy: the most seat 0 can take, or the least seat 1 can concede) and `rule`
    (the reply, a pure policy; ties to the lowest card)."""
    value: float
    rule: "Rule"
    seat: int


def best_response(game: BiddingGame, policy, seat: int = 1) -> BestResponse:
    """The best reply in `seat` to `policy` playing the other seat.

    Both players see every bid once it is revealed, so the replying seat can choose at every
    position knowing the policy's mixed bid there (not the bid itself: bids are simultaneous,
    AS-R2); backward induction over the positions finds the best reply exactly.
    """
    if seat not in (0, 1):
        raise ValueError("seat is 0 or 1")
    other = 1 - seat
    sign = 1.0 if seat == 0 else -1.0          # seat 0 maximises player 0's gain, seat 1 not
    memo: dict = {}

    def value(node: Node) -> float:
        if node not in memo:
            dist = policy.distribution(game, node, other)
            best, choice = -np.inf, None
            for c in cards_in(node.hands[seat]):
                total = 0.0
                for a, pa in dist.items():
                    bids = (c, a) if seat == 0 else (a, c)
                    nxt = game.after(node, bids)
                    later = sum(value(n) for n in nxt) / len(nxt) if nxt else 0.0
                    total += pa * (game.payoff(node, bids) + later)
                if sign * total > best + 1e-12:
                    best, choice = sign * total, c
            memo[node] = (sign * best, choice)
        return memo[node][0]

    roots = game.roots()
    v = sum(value(n) for n in roots) / len(roots)

    def reply(game_, node, player):
        if node not in memo:
            value(node)
        return {memo[node][1]: 1.0}

    return BestResponse(value=v, rule=Rule(f"best reply to {getattr(policy, 'name', 'it')}",
                                           reply), seat=seat)


# Below this, a gap between two sums of the same few hundred payoffs is rounding, not a gain: the
# last bits of those sums depend on the machine's BLAS and CPU (an optimal strategy's gap came
# out as 0 on one machine and -8.9e-16 on another). The exercise's smallest real gap is above 1.
EXPLOITABILITY_TOL = 1e-9


def exploitability(game: BiddingGame, policy, seat: int = 0,
                   solution: "Solution | None" = None) -> float:
    """How much `policy` in `seat` gives away against a best reply, compared with the value of
    the game: value - (what it guarantees) for seat 0, (what it concedes) - value for seat 1.
    Never negative, and exactly 0.0 for an optimal (equilibrium) strategy, whichever of the
    optimal strategies it is: a gap within `EXPLOITABILITY_TOL` of 0 is 0."""
    value = (solution or solve(game)).value
    reply = best_response(game, policy, 1 - seat)
    gap = value - reply.value if seat == 0 else reply.value - value
    if gap < -EXPLOITABILITY_TOL:
        raise ValueError(f"a best reply cannot do worse than the value ({gap:.3g}): is "
                         "`solution` the solution of this game?")
    return gap if gap > EXPLOITABILITY_TOL else 0.0


# ---- equilibria as sets: the extreme optimal strategies of a stage ----------------------------

def optimal_strategies(matrix, player: int = 0, value: float | None = None,
                       tol: float = 1e-9) -> list[np.ndarray]:
    """The extreme points of `player`'s set of optimal strategies in the zero-sum matrix game
    `matrix` (rows: player 0, who maximises). Every optimal strategy is a mixture of them.

    The set is the polytope {x >= 0, sum x = 1, x guarantees the value against every pure
    reply}; its vertices are found by trying every choice of tight constraints (small games
    only: a stage here has at most `cards` rows and columns).
    """
    m = np.asarray(matrix, dtype=float)
    a = m if player == 0 else -m.T                 # as a maximiser over rows of `a`
    if value is None:
        value = _solve_matrix(m)[2]
    v = value if player == 0 else -value
    rows, cols = a.shape
    # inequalities g @ x >= h: x_i >= 0, and (a^T x)_j >= v
    g = np.vstack([np.eye(rows), a.T])
    h = np.concatenate([np.zeros(rows), np.full(cols, v)])
    found: dict = {}
    for tight in combinations(range(len(g)), rows - 1):
        lhs = np.vstack([np.ones(rows), g[list(tight)]])
        rhs = np.concatenate([[1.0], h[list(tight)]])
        if abs(np.linalg.det(lhs)) < 1e-12:
            continue
        x = np.linalg.solve(lhs, rhs)
        if (g @ x >= h - tol).all():
            x = np.clip(x, 0.0, None)
            x /= x.sum()
            found.setdefault(tuple(np.round(x, 9)), x)
    return [found[k] for k in sorted(found, reverse=True)]


def stage_equilibria(solution: "Solution", node: Node) -> list[tuple[np.ndarray, np.ndarray]]:
    """Every extreme equilibrium (x, y) of the stage game at `node` (this round's payoff plus
    the value of what follows): the pairs of extreme optimal strategies of the two players."""
    matrix, _, _, v = solution.nodes[node]
    xs = optimal_strategies(matrix, 0, v)
    ys = optimal_strategies(matrix, 1, v)
    return [(x, y) for x in xs for y in ys]


def reached(solution: "Solution") -> list[dict]:
    """Per round, the positions the solved equilibrium reaches and how likely (both players
    following it, the prizes drawn as the game says): [{node: probability}]."""
    game = solution.game
    reach = {n: 1.0 / len(game.roots()) for n in game.roots()}
    rounds = []
    while reach:
        rounds.append(reach)
        nxt: dict = {}
        for node, p in reach.items():
            x, y = solution.strategy(node, 0), solution.strategy(node, 1)
            for a, pa in x.items():
                for b, pb in y.items():
                    after = game.after(node, (a, b))
                    for n in after:
                        nxt[n] = nxt.get(n, 0.0) + p * pa * pb / len(after)
        reach = nxt
    return rounds


def mixed(solution: "Solution", node: Node) -> bool:
    """Whether either player's strategy at `node` plays more than one card."""
    return any(len(solution.strategy(node, p)) > 1 for p in (0, 1))


def bid_distribution(solution: "Solution", player: int = 0) -> dict:
    """How `player` bids in the solved equilibrium, per round and prize: {(round, prize):
    {card: probability}}, averaged over the positions the equilibrium reaches (with both
    players following it and the prizes drawn as the game says)."""
    out: dict = {}
    for r, reach in enumerate(reached(solution)):
        for node, p in reach.items():
            cell = out.setdefault((r, node.prize), {})
            for c, q in solution.strategy(node, player).items():
                cell[c] = cell.get(c, 0.0) + p * q
    return {key: {c: q / sum(cell.values()) for c, q in sorted(cell.items())}
            for key, cell in sorted(out.items())}


def spending(solution: "Solution") -> tuple[float, float]:
    """The expected total value of the cards each player spends over a game in the solved
    equilibrium (both following it, the prizes drawn as the game says): what the auction
    "earns" in bid cards (lesson 18). Like `bid_distribution`, it depends on which equilibrium
    the solver returned."""
    game = solution.game
    total = [0.0, 0.0]
    for reach in reached(solution):
        for node, p in reach.items():
            x, y = solution.strategy(node, 0), solution.strategy(node, 1)
            for a, pa in x.items():
                for b, pb in y.items():
                    for k, c in enumerate(game.spent(node, (a, b))):
                        total[k] += p * pa * pb * (c or 0)
    return tuple(total)


def _draw(dist: dict, rng: random.Random):
    u, acc = rng.random(), 0.0
    for card, p in dist.items():
        acc += p
        if u < acc:
            return card
    return card


def sample_gain(game: BiddingGame, policy0, policy1, rng: random.Random) -> float:
    """Play one game, prizes and mixed strategies drawn from `rng`; player 0's gain."""
    node = game.roots()[rng.randrange(len(game.schedule[0]))]
    gain = 0.0
    while True:
        bids = (_draw(policy0.distribution(game, node, 0), rng),
                _draw(policy1.distribution(game, node, 1), rng))
        gain += game.payoff(node, bids)
        nxt = game.after(node, bids)
        if not nxt:
            return gain
        node = nxt[rng.randrange(len(nxt))]


def simulate_gains(game: BiddingGame, policy0, policy1, games: int, seed: int = 0) -> np.ndarray:
    """Player 0's gain in each of `games` games of `policy0` (seat 0) against `policy1` (seat 1),
    prizes and mixed bids drawn from `random.Random(seed)`: the same seed, the same games."""
    rng = random.Random(seed)
    return np.array([sample_gain(game, policy0, policy1, rng) for _ in range(games)])


def compare(game: BiddingGame, policies: dict | None = None, games: int = 2000,
            seed: int = 0, solution: Solution | None = None) -> list[dict]:
    """Every policy against every other in both seats, by simulation: per ordered pair the mean
    gain of the seat-0 policy (95% interval), its win rate (Wilson interval, ties half), and the
    exact expectation beside it. The equilibrium joins the policies unless given `policies`
    without it."""
    if policies is None:
        solution = solution or solve(game)
        policies = {"equilibrium": equilibrium(solution), **RULES}
    rows = []
    for i, (n0, p0) in enumerate(policies.items()):
        for j, (n1, p1) in enumerate(policies.items()):
            gains = simulate_gains(game, p0, p1, games, seed * 1_000_003 + i * 1009 + j)
            wins = float((gains > 0).sum() + 0.5 * (gains == 0).sum())
            mean, lo, hi = mean_ci(gains)
            rows.append({"seat0": n0, "seat1": n1, "mean_gain": mean, "ci": (lo, hi),
                         "win_rate": wins / games, "win_ci": wilson(wins, games),
                         "exact": expected(game, p0, p1)})
    return rows
