"""Extensive-form game trees: a split-and-choose round and the small bidding game, as trees with
information sets; backward induction and pure equilibria here, and the same trees handed to
Gambit (pygambit, the `gambit` extra) to export as `.efg` files and to solve with its solvers.

A tree is made of `Decision` nodes (a player chooses; nodes of one player with the same
`infoset` label form one information set: the player cannot tell them apart), `Chance` nodes
(outcomes with exact probabilities) and `Leaf` nodes (one payoff per player, exact `Fraction`s).

* `split_choose_tree(cards, valuations)`: the distributor splits, the chooser sees the split and
  takes an offer (SM-R3, SM-R6); perfect information, so every information set is one node.
* `bidding_tree(game)`: the reduced Art Society auction of `analysis.artsociety_auctions`
  (AS-R2, AS-R3):
  bids are simultaneous, so player 1 bids without seeing player 0's bid of the same round: the
  positions that differ only in that bid form one information set. Moves with a single action and
  chance steps with a single outcome are left out (they change no equilibrium).

`backward_induction(tree, ties)` solves a perfect-information tree: the subgame-perfect
equilibrium, with an indifferent player's tie broken against player 0 (``ties="against"``, the
cautious distributor of `split_choose`) or for them (``ties="for"``). `pure_equilibria(tree)`
lists every pure-strategy Nash equilibrium by brute force, marking the subgame-perfect ones:
the others rest on non-credible threats (a chooser who "would" take the worse offer).

With pygambit installed: `to_gambit(tree)` builds the `pygambit.Game`, `to_efg(tree)` writes
it in Gambit's `.efg` format, `gambit_value(tree)` solves it (the sequence-form LP for zero-sum
trees, the LCP otherwise) and `gambit_pure_equilibria(tree)` enumerates its pure equilibria.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from itertools import product

import numpy as np

from ..bots.split_choose import at_least, first_best, split_choose
from .artsociety_auctions import BiddingGame, Node as Position, cards_in

__all__ = ["Decision", "Chance", "Leaf", "GameTree", "split_choose_tree", "bidding_tree",
           "backward_induction", "Solved", "pure_equilibria", "Equilibrium", "to_gambit",
           "to_efg", "GAMBIT_MAX_NODES", "gambit_value", "gambit_pure_equilibria", "exact"]


def exact(value) -> Fraction:
    """A payoff as an exact fraction: ints and Fractions as they are, floats as the simplest
    fraction within 1e-12 (0.1 is 1/10, not the binary float's 3602879701896397/2**55)."""
    if isinstance(value, (int, Fraction)):
        return Fraction(value)
    return Fraction(float(value)).limit_denominator(10 ** 12)


@dataclass
class Leaf:
    payoffs: tuple


@dataclass
class Chance:
    actions: tuple
    probs: tuple
    children: list


@dataclass
class Decision:
    player: int
    infoset: str
    actions: tuple
    children: list


@dataclass
class GameTree:
    """`players` (names), the `root` node and a `title`."""
    players: tuple
    root: object
    title: str = ""

    def nodes(self) -> list:
        """Every node, parents before children (breadth first)."""
        out, level = [], [self.root]
        while level:
            out += level
            level = [c for n in level if not isinstance(n, Leaf) for c in n.children]
        return out

    def infosets(self) -> dict:
        """(player, infoset label) -> the decision nodes in it."""
        out: dict = {}
        for n in self.nodes():
            if isinstance(n, Decision):
                out.setdefault((n.player, n.infoset), []).append(n)
        return out

    @property
    def perfect_information(self) -> bool:
        return all(len(nodes) == 1 for nodes in self.infosets().values())

    @property
    def zero_sum(self) -> bool:
        sums = {sum(n.payoffs) for n in self.nodes() if isinstance(n, Leaf)}
        return len(sums) == 1


# ---- builders -----------------------------------------------------------------------------

def _offer_text(offer) -> str:
    return " ".join(map(str, offer)) or "-"


def split_choose_tree(cards, valuations, title: str = "split and choose") -> GameTree:
    """The distributor splits `cards` into two offers, the chooser takes one (values as in
    `split_choose`: one valuation for both, or [distributor's, chooser's]); payoffs are each
    player's value of the offer they end up with."""
    a = split_choose(cards, valuations)
    splits = []
    for s in range(a.splits):
        offers = a.offers(s)
        leaves = [Leaf((exact(a.values[s, 1 - o, 0]), exact(a.values[s, o, 1])))
                  for o in (0, 1)]
        label = " | ".join(_offer_text(o) for o in offers)
        splits.append((label, Decision(1, f"after {label}",
                                       tuple(f"take {_offer_text(o)}" for o in offers), leaves)))
    return GameTree(("distributor", "chooser"),
                    Decision(0, "split", tuple(s for s, _ in splits), [d for _, d in splits]),
                    title)


def bidding_tree(game: BiddingGame, title: str = "") -> GameTree:
    """The reduced auction `game` as a tree: per round a prize (chance), player 0's bid, then
    player 1's bid in an information set that holds every bid player 0 might have made. Both
    remember every prize and every revealed bid (perfect recall): that history names the
    information sets."""
    def prizes(positions, gained: Fraction, history: str):
        kids = [bids(p, gained, f"{history}prize {p.prize}") for p in positions]
        if len(kids) == 1:
            return kids[0]
        return Chance(tuple(f"prize {p.prize}" for p in positions),
                      (Fraction(1, len(positions)),) * len(positions), kids)

    def bids(pos: Position, gained: Fraction, history: str):
        mine, theirs = cards_in(pos.hands[0]), cards_in(pos.hands[1])

        def reply(a):
            return _decision(1, f"{game_players[1]}: {history}", tuple(f"bid {b}" for b in theirs),
                             [after(pos, (a, b), gained, history) for b in theirs])
        return _decision(0, f"{game_players[0]}: {history}", tuple(f"bid {a}" for a in mine),
                         [reply(a) for a in mine])

    def after(pos: Position, bid, gained: Fraction, history: str):
        gained = gained + exact(game.payoff(pos, bid))
        nxt = game.after(pos, bid)
        if not nxt:
            return Leaf((gained, -gained))
        return prizes(nxt, gained, f"{history}, bids {bid[0]}/{bid[1]}; ")

    game_players = ("P1", "P2")
    return GameTree(game_players, prizes(game.roots(), Fraction(0), ""),
                    title or f"bidding game, cards 1-{game.cards}, {game.rounds} rounds")


def _decision(player: int, infoset: str, actions: tuple, children: list):
    # a move with one action decides nothing: leave it out
    return children[0] if len(children) == 1 else Decision(player, infoset, actions, children)


# ---- backward induction and pure equilibria ----------------------------------------------------

@dataclass
class Solved:
    """`values[i]`: the payoffs of the subgame at node i (breadth-first numbering, as
    `tree.nodes()`); `choice[i]`: the action index taken at decision node i."""
    tree: GameTree
    values: dict = field(default_factory=dict)
    choice: dict = field(default_factory=dict)

    @property
    def value(self) -> tuple:
        return self.values[0]

    def path(self) -> list[str]:
        """The actions played from the root (chance: every outcome, so only to the first)."""
        out, node, index = [], self.tree.root, {id(n): i for i, n in enumerate(self.tree.nodes())}
        while isinstance(node, Decision):
            a = self.choice[index[id(node)]]
            out.append(node.actions[a])
            node = node.children[a]
        return out


def backward_induction(tree: GameTree, ties: str = "against") -> Solved:
    """The subgame-perfect equilibrium of a perfect-information tree: from the leaves up, each
    player takes the action best for them; chance averages. An indifferent player (within
    `split_choose.tolerance`) takes the action worst (``ties="against"``) or best (``"for"``)
    for player 0; if player 0 is indifferent too, or is the one choosing, the first action."""
    if not tree.perfect_information:
        raise ValueError("backward induction needs perfect information (one node per "
                         "information set); solve this tree with gambit_value")
    if ties not in ("against", "for"):
        raise ValueError("ties is 'against' or 'for'")
    nodes = tree.nodes()
    index = {id(n): j for j, n in enumerate(nodes)}
    solved = Solved(tree)
    for i in reversed(range(len(nodes))):
        node = nodes[i]
        kids = [] if isinstance(node, Leaf) else [solved.values[index[id(c)]]
                                                  for c in node.children]
        solved.values[i] = _node_value(node, i, kids, solved, ties)
    return solved


def _node_value(node, i, kids, solved: Solved, ties: str) -> tuple:
    if isinstance(node, Leaf):
        return tuple(node.payoffs)
    if isinstance(node, Chance):
        return tuple(sum(p * k[q] for p, k in zip(node.probs, kids))
                     for q in range(len(kids[0])))
    own = np.array([float(k[node.player]) for k in kids])
    best = at_least(own, own.max())
    if node.player != 0:
        # among the mover's best actions: the worst (or best) for player 0, then the first
        lead = np.array([float(k[0]) if b else np.nan for k, b in zip(kids, best)])
        lead = np.where(best, lead, np.inf if ties == "against" else -np.inf)
        a = int(first_best(lead, lowest=ties == "against"))
    else:
        a = int(np.argmax(best))
    solved.choice[i] = a
    return kids[a]


@dataclass(frozen=True)
class Equilibrium:
    """A pure-strategy profile: `strategy[(player, infoset)]` = action index; its `payoffs`; and
    whether it is `subgame_perfect` (every player's choice best at every node, reached or not)."""
    strategy: dict
    payoffs: tuple
    subgame_perfect: bool

    def actions(self, tree: GameTree) -> dict:
        """The same profile with action names: {infoset: action}."""
        sets = tree.infosets()
        return {key[1]: sets[key][0].actions[a] for key, a in self.strategy.items()}


def _outcome(node, strategy) -> tuple:
    if isinstance(node, Leaf):
        return tuple(node.payoffs)
    if isinstance(node, Chance):
        kids = [_outcome(c, strategy) for c in node.children]
        return tuple(sum(p * k[q] for p, k in zip(node.probs, kids))
                     for q in range(len(kids[0])))
    return _outcome(node.children[strategy[(node.player, node.infoset)]], strategy)


def pure_equilibria(tree: GameTree, limit: int = 200_000) -> list[Equilibrium]:
    """Every pure-strategy Nash equilibrium, by brute force over the strategic form (small trees
    only: at most `limit` profiles). A player's pure strategy names an action at each of their
    information sets, reached or not."""
    sets = tree.infosets()
    keys = sorted(sets, key=lambda k: (k[0], list(sets).index(k)))
    sizes = [len(sets[k][0].actions) for k in keys]
    if int(np.prod(sizes, dtype=float)) > limit:
        raise ValueError(f"more than {limit} pure strategy profiles: too big to enumerate")
    players = range(len(tree.players))
    out = []
    for combo in product(*(range(s) for s in sizes)):
        strategy = dict(zip(keys, combo))
        pay = _outcome(tree.root, strategy)
        if all(not _can_improve(tree, keys, sizes, strategy, pay, p) for p in players):
            out.append(Equilibrium(strategy, pay, _sequentially_rational(tree, strategy)))
    return out


def _can_improve(tree, keys, sizes, strategy, pay, player) -> bool:
    mine = [i for i, k in enumerate(keys) if k[0] == player]
    for alt in product(*(range(sizes[i]) for i in mine)):
        trial = dict(strategy)
        trial.update({keys[i]: a for i, a in zip(mine, alt)})
        if _outcome(tree.root, trial)[player] > pay[player]:
            return True
    return False


def _sequentially_rational(tree, strategy) -> bool:
    # perfect information: at every decision node the action taken is best for the mover, given
    # what the strategy does below it
    if not tree.perfect_information:
        return False
    for node in tree.nodes():
        if isinstance(node, Decision):
            here = [_outcome(c, strategy)[node.player] for c in node.children]
            if here[strategy[(node.player, node.infoset)]] < max(here):
                return False
    return True


# ---- Gambit (optional: the `gambit` extra) -------------------------------------------------------

def _pygambit():
    try:
        import pygambit
    except ModuleNotFoundError as e:
        raise ModuleNotFoundError(
            "Gambit is not installed here: pip install 'sanmarco-nb[gambit]' (pygambit; pip may "
            "build it from source, a few minutes)") from e
    return pygambit


def to_gambit(tree: GameTree):
    """The tree as a `pygambit.Game` (needs pygambit: pip install 'sanmarco-nb[gambit]')."""
    gbt = _pygambit()
    g = gbt.Game.new_tree(players=list(tree.players), title=tree.title)
    level = [(tree.root, g.root)]
    leaves = 0
    while level:
        first: dict = {}
        nxt = []
        for node, gnode in level:
            if isinstance(node, Leaf):
                leaves += 1                                  # labels must be unique
                g.set_outcome(gnode, g.add_outcome(str(leaves), list(node.payoffs)))
                continue
            if isinstance(node, Chance):
                g.append_move(gnode, g.players.chance, list(node.actions))
                g.set_chance_probs(gnode.infoset, list(node.probs))
            else:
                key = (node.player, node.infoset)
                if key in first:
                    g.append_infoset(gnode, first[key].infoset)
                else:
                    g.append_move(gnode, tree.players[node.player], list(node.actions))
                    gnode.infoset.label = node.infoset
                    first[key] = gnode
            nxt += list(zip(node.children, gnode.children))
        level = nxt
    return g


def to_efg(tree: GameTree, path=None) -> str | None:
    """The tree in Gambit's `.efg` text format (written to `path` if given)."""
    return to_gambit(tree).to_efg(path)


# Gambit's sequence-form LP grows much faster than the tree (CPU seconds, floats): 567 nodes
# 0.1 s, 1,579 nodes 0.75 s, 2,163 nodes 4.9 s; 8,939 nodes did not finish in 145 s
GAMBIT_MAX_NODES = 2500


def gambit_value(tree: GameTree, rational: bool = False,
                 max_nodes: int | None = GAMBIT_MAX_NODES) -> tuple:
    """The equilibrium payoffs Gambit finds: the sequence-form linear program (`lp_solve`) for a
    zero-sum tree (the value: every equilibrium gives it), the linear complementarity program
    (`lcp_solve`, one equilibrium) otherwise. With `rational`, in exact `Fraction`s (slower:
    seconds for a few hundred nodes), else floats. A tree of more than `max_nodes` nodes is
    refused (ValueError) rather than left to run for minutes; `max_nodes=None` tries anyway."""
    size = len(tree.nodes())
    if max_nodes is not None and size > max_nodes:
        raise ValueError(f"this tree has {size:,} nodes: Gambit's linear program can run for "
                         f"minutes beyond about {max_nodes:,} (8,939 nodes did not finish in "
                         "145 s); pass max_nodes=None to try anyway")
    gbt = _pygambit()
    g = to_gambit(tree)
    solver = gbt.nash.lp_solve if tree.zero_sum else gbt.nash.lcp_solve
    eq = solver(g, rational=rational).equilibria[0]
    kind = (lambda x: Fraction(str(x))) if rational else float
    return tuple(kind(eq.payoff(p)) for p in g.players)


def gambit_pure_equilibria(tree: GameTree) -> list[tuple]:
    """The payoffs of every pure-strategy Nash equilibrium Gambit enumerates (`enumpure_solve`
    on the strategic form)."""
    gbt = _pygambit()
    g = to_gambit(tree)
    return [tuple(Fraction(str(eq.payoff(p))) for p in g.players)
            for eq in gbt.nash.enumpure_solve(g).equilibria]
