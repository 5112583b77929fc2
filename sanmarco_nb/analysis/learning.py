"""Learning an equilibrium by playing against yourself: regret matching, counterfactual regret
minimisation (CFR, and CFR+ beside it) and fictitious play. The subject of lesson 16.

**Regret matching** (Hart and Mas-Colell, 2000). After each round a player asks of every action:
how much more would I have gained, in total so far, had I always played it? That is its
*regret*. Next round they play each action in proportion to its positive regret (uniformly when
none is positive). In a two-player zero-sum game the *average* of the strategies played
converges to an equilibrium; the strategy of the moment need not settle.

**CFR** (Zinkevich, Johanson, Bowling and Piccione, 2007) runs regret matching at every decision
point of a game tree at once. A decision's regrets are weighted by its *counterfactual* reach:
the probability that chance and the opponent bring play there (the player's own moves count as if
they aimed for it). The average strategy, each decision weighted by how often the player's own
moves (and chance) reach it, converges to an equilibrium. **CFR+** (Tammelin, 2014) floors the
regrets at zero after every update and weights later iterations more (linear averaging): usually
much faster. Both update the two players in turn (alternating updates), as OpenSpiel's solvers do.

**Regret bound** (Zinkevich et al., 2007, theorem 4): after T iterations each player's average
regret is at most Δ |I| √|A| / √T (Δ the range of the gains, |I| the player's information sets,
|A| the most actions at one), so the exploitability of the average strategies is too
(`regret_bound`). A guarantee, O(1/√T), far above what is measured on a real game.

**Monte Carlo CFR** with external sampling (Lanctot, Waugh, Zinkevich and Bowling, 2009;
`ExternalSamplingCFR`): each iteration, for the player updated, samples chance and the opponent
once per visit and tries every action of its own; an iteration visits a small part of the tree,
and the regrets are right on average. The average strategy is updated at the opponent's
decisions, with the current strategy (OpenSpiel's `external_sampling_mccfr.py`).

**Fictitious play** (Brown, 1951; for trees "extensive-form fictitious play", Heinrich, Lanctot
and Silver, 2015): each player plays a best reply to the opponent's average so far. It converges
in zero-sum games too, but slowly.

Two implementations of CFR, one algorithm:

* `TreeCFR` walks any small extensive-form game (`TreeGame`: Kuhn poker, a matrix game written as
  a tree, the bidding game of lesson 13 as a tree) recursively, like OpenSpiel's
  `python/algorithms/cfr.py`; it is the one to read.
* `RegretLearner` (and `FictitiousPlay`) run on `Stages`, the bidding game of lesson 13 laid out
  round by round as numpy arrays: every position (`auctions.Node`) is seen by both players, who
  then bid at once, so each position is one decision of each player; a few array operations per
  round do a whole iteration. The tests check that both give the same strategies.

Positions reached along different paths (other prizes in earlier rounds) are one decision here,
as in `auctions.solve`: what follows a position does not depend on how it was reached. The
exploitability of what is learned is measured exactly (`Stages.exploitability`), so whatever the
merging does, the figures say how close to an equilibrium the learner got.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .artsociety_auctions import BiddingGame, Node, Rule, cards_in

__all__ = ["regret_matching", "self_play", "TreeGame", "KuhnPoker", "MatrixTree", "BiddingTree",
           "TreeCFR", "tree_value", "tree_best_response", "Stages", "Profile", "RegretLearner",
           "FictitiousPlay", "LEARNERS", "KUHN_VALUE", "ExternalSamplingCFR", "regret_bound",
           "tree_size"]

KUHN_VALUE = -1 / 18          # the first player's value of Kuhn poker (Kuhn, 1950)


def regret_matching(regrets, valid=None) -> np.ndarray:
    """The strategy proportional to the positive regrets (last axis); uniform over the `valid`
    actions where no regret is positive."""
    regrets = np.asarray(regrets, dtype=float)
    valid = np.ones(regrets.shape, bool) if valid is None else np.asarray(valid, bool)
    positive = np.where(valid, np.maximum(regrets, 0.0), 0.0)
    total = positive.sum(axis=-1, keepdims=True)
    uniform = valid / np.maximum(valid.sum(axis=-1, keepdims=True), 1)
    return np.where(total > 0, positive / np.where(total > 0, total, 1.0), uniform)


def self_play(matrix, iterations: int, plus: bool = False, start=None):
    """Regret matching for both players of the zero-sum matrix game `matrix` (the row player
    gains, the column player loses), updated together each round. `start`: initial regrets
    (row, column), so that play does not begin at the uniform strategy. Returns the strategies
    played (current) and their running averages, each a pair of arrays (iterations, actions)."""
    m = np.asarray(matrix, dtype=float)
    r0, r1 = (np.zeros(m.shape[0]), np.zeros(m.shape[1])) if start is None else \
        (np.array(start[0], dtype=float), np.array(start[1], dtype=float))
    current = (np.empty((iterations, m.shape[0])), np.empty((iterations, m.shape[1])))
    for t in range(iterations):
        x, y = regret_matching(r0), regret_matching(r1)
        current[0][t], current[1][t] = x, y
        v = x @ m @ y
        r0 += m @ y - v
        r1 += v - x @ m
        if plus:
            np.maximum(r0, 0, out=r0)
            np.maximum(r1, 0, out=r1)
    steps = np.arange(1, iterations + 1)[:, None]
    average = tuple(np.cumsum(c, axis=0) / steps for c in current)
    return current, average


# ---- small extensive-form games and the textbook CFR ------------------------------------------

CHANCE = -1


class TreeGame:
    """A two-player zero-sum game tree. A history is a tuple of actions from the root.
    Subclasses say who moves (`to_move`: 0, 1 or CHANCE), the `actions` there (for chance:
    (action, probability) pairs), the information set of the player to move (`info`), and
    player 0's gain at the end (`gain`, where `to_move` is None)."""

    def root(self) -> tuple:
        return ()

    def to_move(self, h):
        raise NotImplementedError

    def actions(self, h):
        raise NotImplementedError

    def info(self, h):
        raise NotImplementedError

    def gain(self, h) -> float:
        raise NotImplementedError


class KuhnPoker(TreeGame):
    """Kuhn poker (1950): three cards J < Q < K, one each, an ante of 1; player 0 checks or bets
    1, player 1 then checks or bets / folds or calls, and after check-bet player 0 folds or calls.
    Actions: "p" (check, fold) and "b" (bet, call). The first player's value is -1/18."""
    ENDS = {"pp", "bb", "bp", "pbp", "pbb"}

    def to_move(self, h):
        if len(h) < 2:
            return CHANCE
        moves = "".join(h[2:])
        return None if moves in self.ENDS else len(moves) % 2

    def actions(self, h):
        if len(h) < 2:
            left = [c for c in range(3) if c not in h]
            return [(c, 1 / len(left)) for c in left]
        return ["p", "b"]

    def info(self, h):
        return (h[len(h[2:]) % 2], "".join(h[2:]))

    def gain(self, h) -> float:
        moves = "".join(h[2:])
        if moves == "bp":
            return 1.0
        if moves == "pbp":
            return -1.0
        stake = 2.0 if "b" in moves else 1.0
        return stake if h[0] > h[1] else -stake


class MatrixTree(TreeGame):
    """A zero-sum matrix game as a tree: player 0 picks a row, player 1 a column without seeing
    it (one information set each)."""

    def __init__(self, matrix):
        self.matrix = np.asarray(matrix, dtype=float)

    def to_move(self, h):
        return len(h) if len(h) < 2 else None

    def actions(self, h):
        return list(range(self.matrix.shape[len(h)]))

    def info(self, h):
        return len(h)

    def gain(self, h) -> float:
        return float(self.matrix[h[0], h[1]])


class BiddingTree(TreeGame):
    """The bidding game of lesson 13 as a tree: chance shows the prize, player 0 bids, player 1
    bids without seeing it; a history is (prize, bid 0, bid 1, prize, ...). A player's
    information set is the position (`auctions.Node`, with the player: (node, player)), as in
    `Stages`. Only for small games:
    the tree of lesson 13's game has 97,200 leaves."""

    def __init__(self, game: BiddingGame):
        self.game = game
        self._walked: dict = {}

    def _walk(self, h):
        """(the position of the round under way, player 0's gain in the rounds before it, who
        bids next: 0, 1, or None when the round is complete), remembered: every method asks."""
        if h not in self._walked:
            self._walked[h] = self._replay(h)
        return self._walked[h]

    def _replay(self, h):
        g = self.game
        node, gain = None, 0.0
        for i in range(0, len(h), 3):
            node = g.roots()[0]._replace(prize=h[0]) if node is None else \
                g.after(node, bids)[0]._replace(prize=h[i])
            bids = h[i + 1:i + 3]
            if len(bids) < 2:
                return node, gain, len(bids)
            gain += g.payoff(node, bids)
        return node, gain, None

    def to_move(self, h):
        step = self._walk(h)[2]
        if step is None:
            return CHANCE if len(h) // 3 < self.game.rounds else None
        return step

    def actions(self, h):
        node, _, step = self._walk(h)
        if step is None:
            prizes = self.game.schedule[len(h) // 3]
            return [(p, 1 / len(prizes)) for p in prizes]
        return list(cards_in(node.hands[step]))

    def info(self, h):
        node, _, player = self._walk(h)
        return node, player

    def gain(self, h) -> float:
        return self._walk(h)[1]


class TreeCFR:
    """CFR (or CFR+ with `plus`) on a `TreeGame`, players updated in turn. `regrets[key]` and
    `totals[key]` (the average strategy's weights) per information set."""

    def __init__(self, game: TreeGame, plus: bool = False):
        self.game, self.plus = game, plus
        self.regrets: dict = {}
        self.totals: dict = {}
        self.iteration = 0
        self.visits = 0                   # histories walked, over all iterations
        self._policy: dict = {}

    def strategy(self, key, n: int) -> np.ndarray:
        """The current strategy at `key`, fixed for the whole of a traversal (an information
        set is met on many histories; its regrets change on the way)."""
        if key not in self._policy:
            self._policy[key] = regret_matching(self.regrets.setdefault(key, np.zeros(n)))
        return self._policy[key]

    def _walk(self, h, player: int, reach: np.ndarray) -> float:
        """Player 0's expected gain below h; updates `player`'s regrets. `reach`: the
        probabilities of player 0, player 1 and chance to reach h."""
        g = self.game
        self.visits += 1
        mover = g.to_move(h)
        if mover is None:
            return g.gain(h)
        if mover == CHANCE:
            return sum(p * self._walk(h + (a,), player, reach * (1, 1, p))
                       for a, p in g.actions(h))
        actions = g.actions(h)
        key = g.info(h)
        sigma = self.strategy(key, len(actions))
        values = np.array([self._walk(h + (a,), player,
                                      reach * np.where(np.arange(3) == mover, s, 1.0))
                           for a, s in zip(actions, sigma)])
        value = float(sigma @ values)
        if mover == player:
            sign = 1.0 if player == 0 else -1.0
            self.regrets[key] += reach[1 - player] * reach[2] * sign * (values - value)
            weight = (self.iteration + 1) if self.plus else 1.0
            own = reach[player] * reach[2]          # see Stages: the same weights
            self.totals[key] = self.totals.get(key, 0.0) + weight * own * sigma
        return value

    def iterate(self, n: int = 1) -> None:
        for _ in range(n):
            for player in (0, 1):
                self._policy = {}
                self._walk(self.game.root(), player, np.ones(3))
                if self.plus:
                    for r in self.regrets.values():
                        np.maximum(r, 0.0, out=r)
            self.iteration += 1

    def average(self) -> dict:
        """The average strategy: {information set: probabilities over its actions}."""
        return {k: t / t.sum() if t.sum() > 0 else np.full(len(t), 1 / len(t))
                for k, t in self.totals.items()}


class ExternalSamplingCFR(TreeCFR):
    """Monte Carlo CFR with external sampling on a `TreeGame` (see the module docstring), players
    updated in turn; `visits` counts the histories walked (`TreeCFR` counts its own too)."""

    def __init__(self, game: TreeGame, seed: int = 0):
        super().__init__(game)
        self.rng = np.random.default_rng(seed)

    def _sample(self, probs) -> int:
        """An index drawn with the probabilities `probs` (faster than `rng.choice` here)."""
        u, total = self.rng.random(), 0.0
        for k, p in enumerate(probs):
            total += p
            if u < total:
                return k
        return len(probs) - 1

    def _walk(self, h, player: int, reach=None) -> float:
        """A sampled estimate of player 0's gain below h; updates `player`'s regrets."""
        g = self.game
        self.visits += 1
        mover = g.to_move(h)
        if mover is None:
            return g.gain(h)
        if mover == CHANCE:
            actions = g.actions(h)
            k = self._sample([p for _, p in actions])
            return self._walk(h + (actions[k][0],), player)
        actions, key = g.actions(h), g.info(h)
        sigma = self.strategy(key, len(actions))
        if mover != player:
            self.totals[key] = self.totals.get(key, 0.0) + sigma
            k = self._sample(sigma)
            return self._walk(h + (actions[k],), player)
        values = np.array([self._walk(h + (a,), player) for a in actions])
        value = float(sigma @ values)
        self.regrets[key] += (1.0 if player == 0 else -1.0) * (values - value)
        return value


def regret_bound(stages: "Stages", iterations) -> np.ndarray:
    """Zinkevich et al.'s bound on CFR's average regret, so on the exploitability of its average
    strategies, after `iterations` on the game of `stages`: Δ |I| √|A| / √T, with Δ twice the
    most that can be won (the largest prize of every round) and |I| the positions."""
    game = stages.game
    delta = 2 * sum(max(prizes) for prizes in game.schedule)
    return delta * stages.positions * np.sqrt(game.cards) / np.sqrt(np.asarray(iterations))


def tree_size(game: BiddingGame) -> int:
    """The histories of `BiddingTree(game)` (what one `TreeCFR` walk visits), counted round by
    round: a chance node, one position per prize, one decision of player 1 per bid of player 0;
    every bid spends a card (all-pay), so each hand holds cards - r cards in round r."""
    if game.pay != "all":
        raise ValueError("only for all-pay, where every round spends one card of each")
    starts, total = 1, 0
    for r, prizes in enumerate(game.schedule):
        hand = game.cards - r
        total += starts * (1 + len(prizes) * (1 + hand))
        starts *= len(prizes) * hand * hand
    return total + starts


def tree_value(game: TreeGame, policy: dict, h=None) -> float:
    """Player 0's expected gain when both play `policy` ({information set: probabilities})."""
    h = game.root() if h is None else h
    mover = game.to_move(h)
    if mover is None:
        return game.gain(h)
    if mover == CHANCE:
        return sum(p * tree_value(game, policy, h + (a,)) for a, p in game.actions(h))
    return sum(p * tree_value(game, policy, h + (a,))
               for a, p in zip(game.actions(h), policy[game.info(h)]))


def tree_best_response(game: TreeGame, policy: dict, player: int) -> float:
    """Player 0's expected gain when `player` best-replies to the other's `policy`: at each of
    its information sets the action best on average over the histories in it, weighted by how
    likely chance and the opponent bring play to each."""
    sign = 1.0 if player == 0 else -1.0
    histories: dict = {}                    # information set -> [(history, reach)]

    def collect(h, reach):
        mover = game.to_move(h)
        if mover is None:
            return
        if mover == CHANCE:
            for a, p in game.actions(h):
                collect(h + (a,), reach * p)
            return
        if mover == player:
            histories.setdefault(game.info(h), []).append((h, reach))
            for a in game.actions(h):
                collect(h + (a,), reach)
        else:
            for a, p in zip(game.actions(h), policy[game.info(h)]):
                collect(h + (a,), reach * p)

    collect(game.root(), 1.0)
    choice: dict = {}
    memo: dict = {}

    def value(h) -> float:
        if h not in memo:
            memo[h] = _value(h)
        return memo[h]

    def _value(h) -> float:
        mover = game.to_move(h)
        if mover is None:
            return game.gain(h)
        if mover == CHANCE:
            return sum(p * value(h + (a,)) for a, p in game.actions(h))
        if mover != player:
            return sum(p * value(h + (a,)) for a, p in zip(game.actions(h),
                                                           policy[game.info(h)]))
        key = game.info(h)
        if key not in choice:
            acts = game.actions(h)
            totals = [sum(r * value(g + (a,)) for g, r in histories[key]) for a in acts]
            choice[key] = acts[int(np.argmax([sign * t for t in totals]))]
        return value(h + (choice[key],))

    return value(game.root())


# ---- the bidding game as arrays: CFR, CFR+ and fictitious play in a few numpy operations -------

@dataclass(frozen=True)
class Profile:
    """A strategy for each player at every position of `Stages`: strategy[player][round] has
    shape (positions of that round, cards), probabilities over the cards 1..cards."""
    stages: "Stages"
    strategy: tuple

    def rule(self, player: int, name: str = "learned") -> Rule:
        """Player `player`'s strategy as an `auctions.Rule` (for `auctions.expected`,
        `best_response`, `exploitability`)."""
        table = self.strategy[player]
        index = self.stages.index

        def pick(game, node, seat):
            row = table[node.round][index[node.round][node]]
            return {c: float(row[c - 1]) for c in cards_in(node.hands[seat]) if row[c - 1] > 0}
        return Rule(name, pick)

    def at(self, node: Node, player: int) -> np.ndarray:
        """The probabilities of the cards in `player`'s hand at `node` (ascending)."""
        row = self.strategy[player][node.round][self.stages.index[node.round][node]]
        return row[[c - 1 for c in cards_in(node.hands[player])]]


class Stages:
    """The positions of a `BiddingGame`, round by round, as arrays: `valid[r]` (positions, 2,
    cards) the cards each player holds, `pay[r]` (positions, cards, cards) player 0's gain this
    round for each pair of bids, `child[r]` (positions, cards, cards, prizes) the position each
    pair of bids and next prize leads to (-1 at the end or for a card not held)."""

    def __init__(self, game: BiddingGame):
        self.game = game
        cards = game.cards
        self.nodes, self.index, self.valid, self.pay, self.child = [], [], [], [], []
        frontier = game.roots()
        for r in range(game.rounds):
            nodes = list(dict.fromkeys(frontier))
            index = {n: i for i, n in enumerate(nodes)}
            prizes = len(game.schedule[r + 1]) if r + 1 < game.rounds else 1
            valid = np.zeros((len(nodes), 2, cards), bool)
            pay = np.zeros((len(nodes), cards, cards))
            child = np.full((len(nodes), cards, cards, prizes), -1, dtype=np.intp)
            frontier, seen = [], {}
            for i, node in enumerate(nodes):
                for p in (0, 1):
                    valid[i, p, [c - 1 for c in cards_in(node.hands[p])]] = True
                for a in cards_in(node.hands[0]):
                    for b in cards_in(node.hands[1]):
                        pay[i, a - 1, b - 1] = game.payoff(node, (a, b))
                        for k, n in enumerate(game.after(node, (a, b))):
                            if n not in seen:
                                seen[n] = len(frontier)
                                frontier.append(n)
                            child[i, a - 1, b - 1, k] = seen[n]
            self.nodes.append(nodes)
            self.index.append(index)
            self.valid.append(valid)
            self.pay.append(pay)
            self.child.append(child)
        self.positions = sum(map(len, self.nodes))

    # -- strategies and values --

    def uniform(self) -> tuple:
        """Each player's uniform strategy (every card in hand equally likely)."""
        return tuple([v[:, p] / v[:, p].sum(axis=1, keepdims=True) for v in self.valid]
                     for p in (0, 1))

    def profile(self, strategy) -> Profile:
        return Profile(self, tuple(strategy))

    def of_tree(self, policy: dict) -> tuple:
        """The strategy (both players) of a `TreeCFR` average on `BiddingTree` ({(node,
        player): probabilities}), as arrays; uniform over the cards held where it has none."""
        out = self.uniform()
        for (node, p), probs in policy.items():
            row = out[p][node.round][self.index[node.round][node]]
            row[:] = 0.0
            row[[c - 1 for c in cards_in(node.hands[p])]] = probs
        return out

    def of_rules(self, rule0, rule1) -> tuple:
        """The strategy (both players) of two `auctions.Rule` policies, as arrays."""
        out = tuple([np.zeros(v.shape[::2]) for v in self.valid] for _ in (0, 1))
        for p, rule in enumerate((rule0, rule1)):
            for r, nodes in enumerate(self.nodes):
                for i, node in enumerate(nodes):
                    for c, q in rule.distribution(self.game, node, p).items():
                        out[p][r][i, c - 1] = q
        return out

    def _q(self, r: int, later) -> np.ndarray:
        """This round's gain plus the mean value of what follows (`later`: values of round
        r + 1's positions)."""
        if later is None:
            return self.pay[r]
        return self.pay[r] + np.append(later, 0.0)[self.child[r]].mean(axis=3)

    def _backward(self, combine):
        """Values of every position from the last round back: `combine(r, q)` turns a round's
        (positions, cards, cards) matrix of continuation values into position values."""
        values, later = [None] * self.game.rounds, None
        for r in reversed(range(self.game.rounds)):
            later = values[r] = combine(r, self._q(r, later))
        return values

    def _root(self, values) -> float:
        return float(values[0].mean())     # the round-1 prizes are equally likely

    def continuation(self, strategy) -> tuple[list, list]:
        """Under `strategy` (both players): each round's matrices of continuation values
        (positions, cards, cards: this round's gain plus the mean value of what follows) and
        player 0's expected gain at every position."""
        s0, s1 = strategy
        qs = [None] * self.game.rounds

        def combine(r, q):
            qs[r] = q
            return np.einsum("na,nab,nb->n", s0[r], q, s1[r], optimize=False)
        return qs, self._backward(combine)

    def values(self, strategy) -> list:
        """Player 0's expected gain at every position under `strategy` (both players)."""
        return self.continuation(strategy)[1]

    def value(self, strategy) -> float:
        return self._root(self.values(strategy))

    def best_reply(self, strategy, player: int) -> tuple[float, list]:
        """Player 0's expected gain when `player` best-replies to the other's part of
        `strategy`, and the reply (a pure strategy; ties to the lowest card)."""
        other = strategy[1 - player]
        reply = [None] * self.game.rounds

        def combine(r, q):
            if player == 0:
                gains = np.where(self.valid[r][:, 0], np.einsum("nab,nb->na", q, other[r]),
                                 -np.inf)
                best = gains.argmax(axis=1)
            else:
                gains = np.where(self.valid[r][:, 1], np.einsum("na,nab->nb", other[r], q),
                                 np.inf)
                best = gains.argmin(axis=1)
            reply[r] = np.eye(self.game.cards)[best]
            return gains[np.arange(len(best)), best]
        return self._root(self._backward(combine)), reply

    def exploitability(self, strategy) -> float:
        """How far `strategy` is from an equilibrium: the mean of what each player gives away
        against a best reply (OpenSpiel's `exploitability`, NashConv / 2). 0 exactly at an
        equilibrium; the game's value cancels out, so no solver is needed."""
        return (self.best_reply(strategy, 0)[0] - self.best_reply(strategy, 1)[0]) / 2

    def reach(self, strategy, player: int) -> list:
        """For each position, summed over the paths to it: the probability that chance and
        `player`'s own bids lead there (the other player's bids count as if aiming for it)."""
        out = [np.full(len(self.nodes[0]), 1.0 / len(self.nodes[0]))]
        for r in range(self.game.rounds - 1):
            child = self.child[r]
            w = out[r][:, None] * strategy[player][r]                 # (positions, cards)
            w = w[:, :, None] if player == 0 else w[:, None, :]        # over both bids
            w = np.broadcast_to(w[..., None] / child.shape[3], child.shape)
            nxt = np.zeros(len(self.nodes[r + 1]))
            ok = child >= 0
            np.add.at(nxt, child[ok], w[ok])
            out.append(nxt)
        return out


def _masked_mean(totals, valid) -> list:
    """Each position's weights as probabilities; uniform over the cards held where the weights
    are all zero (a position the player's own play never reaches)."""
    out = []
    for t, v in zip(totals, valid):
        s = t.sum(axis=1, keepdims=True)
        out.append(np.where(s > 0, t / np.where(s > 0, s, 1.0), v / v.sum(axis=1, keepdims=True)))
    return out


class _Learner:
    """What the learners share: `totals` (the average strategy's weights per player and round),
    `_current` (the strategy of the last iteration), `iteration`, and `iterate(n)`."""

    def run_to(self, iteration: int) -> None:
        self.iterate(max(0, iteration - self.iteration))

    def current(self) -> tuple:
        return tuple(self._current)

    def average(self) -> tuple:
        return tuple(_masked_mean(self.totals[p], [v[:, p] for v in self.stages.valid])
                     for p in (0, 1))


class RegretLearner(_Learner):
    """CFR on `Stages` (CFR+ with `plus`), players updated in turn; `current()` is the strategy
    of the last iteration, `average()` the one that converges."""

    def __init__(self, stages: Stages, plus: bool = False):
        self.stages, self.plus = stages, plus
        self.regrets = tuple([np.zeros(v.shape[::2]) for v in stages.valid] for _ in (0, 1))
        self.totals = tuple([np.zeros(v.shape[::2]) for v in stages.valid] for _ in (0, 1))
        self.iteration = 0
        self._current = list(stages.uniform())

    @property
    def name(self) -> str:
        return "CFR+" if self.plus else "CFR"

    def _match(self, player: int) -> list:
        return [regret_matching(r, v[:, player])
                for r, v in zip(self.regrets[player], self.stages.valid)]

    def _update(self, player: int) -> None:
        st, s = self.stages, self._current
        qs, values = st.continuation(s)
        cf = st.reach(s, 1 - player)         # chance and the opponent: counterfactual reach
        own = st.reach(s, player)            # chance and the player: the average's weights
        weight = self.iteration + 1 if self.plus else 1
        for r, q in enumerate(qs):
            if player == 0:
                gain = q @ s[1][r][:, :, None] - values[r][:, None, None]
            else:
                gain = values[r][:, None, None] - s[0][r][:, None, :] @ q
            gain = gain.reshape(len(q), -1)
            regrets = self.regrets[player][r]
            regrets += cf[r][:, None] * gain * st.valid[r][:, player]
            if self.plus:
                np.maximum(regrets, 0.0, out=regrets)
            self.totals[player][r] += weight * own[r][:, None] * s[player][r]
        s[player] = self._match(player)

    def iterate(self, n: int = 1) -> None:
        for _ in range(n):
            self._update(0)
            self._update(1)
            self.iteration += 1


class FictitiousPlay(_Learner):
    """Extensive-form fictitious play on `Stages`: each iteration both players best-reply to the
    other's average strategy, and each average takes in the reply, every position weighted by how
    often the reply (and chance) reaches it. `current()` is the last pair of replies."""
    name = "fictitious play"

    def __init__(self, stages: Stages):
        self.stages = stages
        start = stages.uniform()
        self.totals = tuple([w[:, None] * s for w, s in zip(stages.reach(start, p), start[p])]
                            for p in (0, 1))
        self.iteration = 0
        self._current = start

    def iterate(self, n: int = 1) -> None:
        st = self.stages
        for _ in range(n):
            avg = self.average()
            replies = (st.best_reply(avg, 0)[1], st.best_reply(avg, 1)[1])
            for p in (0, 1):
                for t, w, b in zip(self.totals[p], st.reach(replies, p), replies[p]):
                    t += w[:, None] * b
            self._current = replies
            self.iteration += 1


LEARNERS = {"CFR": lambda st: RegretLearner(st), "CFR+": lambda st: RegretLearner(st, plus=True),
            "fictitious play": FictitiousPlay}
