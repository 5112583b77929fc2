"""The San Marco game state: set-up, rounds, cards, the Doge, passages and the end (rules file ids
in the comments). Pure Python; every chance step (die, card kind, role lottery) is an action.

Two decisions are taken in steps, so that `legal_actions()` stays small: a Doge move is walked
one crossing at a time (phase "doge"; each crossing paid when made, SM-A9), and three offers
(SM-R4) are made by setting one aside ("offer ...") and splitting the rest ("split ... / ...").

Readings where the rules file is silent (each also noted at its code):
  - SM-R1's role_assignment=start_player_chooses applies to every role lottery, 3 active too.
  - SM-A5 banish_targets=single_opponent: the banisher names one opponent present; up to the
    roll of theirs leave; with no opponent there, their own leave as in SM-A5.
  - SM-P6 remove_one: any one aristocrat of another player, from any district.
  - SM-P6 fewest_limit_tie=all_tied: each tied player banishes, clockwise from the start player.
  - SM-F2 aristocrats_on_board counts aristocrats in districts and on bridges.
  - A forced choice of whose aristocrats leave (only one possibility) happens at once.

Internal layout, chosen for cheap `clone()` and lean `_apply`: flat lists of ints.
  _cnt[d * P + p]   aristocrats of player p in district d
  _br[c]            owners of the bridges on canal c (a tuple, in placement order)
  _deck[k]          cards of kind k left in the decks (no order: a draw is a chance node whose
                    outcome is a kind, weighted by how many are left, so no deck order can leak)
  _used[k]          cards of kind k played or face up this passage (for conservation checks)
"""
from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass, field
from itertools import permutations
from typing import NamedTuple

from ..core import CHANCE, Event, GameState, IllegalAction, check_variant, event_maker
from . import cards as C
from .board import ADJACENT, MAX_BRIDGES, NEIGHBOURS, PATHS
from .cards import (ACTION_KINDS, BANISH, BRIDGE, CODES, DOGE, FULL_DECK, KINDS, LIMIT_KINDS,
                    LIMIT_VALUE, TRANSFER)
from .notation import Action, NotationError, parse_action
from .scoring import district_awards, winners as _winners

ARISTOCRATS = 25          # SM-C1, per player
BRIDGES = 12              # SM-C1
LIMIT_OUT = 10            # SM-P1/P2
PASSAGES = 3


@dataclass(frozen=True)
class Variant:
    """Switches for the points where the sources disagree (defaults as in the rules file)."""
    setup_reroll_four_same: bool = field(default=True, metadata={"choices": (True, False)})
    role_assignment: str = field(default="random",
                                 metadata={"choices": ("random", "start_player_chooses")})
    action_cards_optional: bool = field(default=False, metadata={"choices": (True, False)})
    bridge_card_may_move_own_bridge: bool = field(default=False,
                                                  metadata={"choices": (True, False)})
    banish_targets: str = field(default="opponents_first",
                                metadata={"choices": ("opponents_first", "single_opponent")})
    doge_bridgeless_cost: int | None = field(default=2, metadata={"choices": (2, None)})
    fewest_limit_reward: str = field(default="banish_roll",
                                     metadata={"choices": ("banish_roll", "remove_one")})
    fewest_limit_tie: str = field(default="none", metadata={"choices": ("none", "all_tied")})
    tie_break: str = field(default="san_marco_district",
                           metadata={"choices": ("san_marco_district", "aristocrats_on_board")})

    def __post_init__(self):
        check_variant(self)


# every event kind the engine emits (i18n has a sentence for each, in every language)
EVENT_KINDS = ("setup_roll", "bridge", "bridge_taken", "from_district", "void", "round",
               "roles", "draw", "offer", "split", "reveal", "take", "gets", "limit", "out",
               "last_round", "start_player", "place", "hop", "transfer", "doge_place",
               "doge_stay", "doge_step", "doge_stop", "bank", "toll", "scoring", "score",
               "banish", "banish_roll", "removed", "skip", "passage_end", "bonus", "fewest",
               "fewest_tie", "reshuffle", "final_scoring", "game_over")


class Pending(NamedTuple):
    """The decision being resolved (`State.pending`)."""
    kind: str                       # "offer" | "banish"
    player: int
    cards: tuple = ()               # offer: the action cards still to play (kinds)
    district: int | None = None     # banish: the district named
    roll: int | None = None         # banish: the die, once rolled
    source: str | None = None       # banish: "card" | "free"


class SanMarcoEvent(Event):
    __slots__ = ()
    game = "sanmarco"


_E = event_maker(SanMarcoEvent)

# Frequent actions are built once (tables indexed by district, player or source + 1): no
# construction in the hot path, and `in legal_actions()` then hits by identity.
ROLL = tuple(Action("roll", (d,)) for d in range(6))
DRAW = tuple(Action("draw", (k,)) for k in range(KINDS))
_S = range(-1, 6)                                   # source of an aristocrat: -1 supply, or a district
_DISTRICT = tuple(tuple(tuple(Action("district", (d, h, s)) for s in _S) for h in _S)
                  for d in range(6))                # [d][hop + 1][src + 1]
_TRANSFER = tuple(tuple(tuple(Action("transfer", (d, q, s)) for s in _S) for q in range(4))
                  for d in range(6))                # [d][victim][src + 1]
_NEW_BRIDGE = tuple(tuple(Action("bridge", (c, -1, -1, s)) for s in _S)
                    for c in range(len(ADJACENT)))  # [canal][src + 1]
_DOGE_AT = tuple(Action("doge", ((d,), ())) for d in range(6))
_DOGE_STEP = {(a, b, o): Action("doge", ((a, b), (o,)))
              for a in range(6) for b, _ in NEIGHBOURS[a] for o in range(-1, 4)}
_BANISH = tuple(Action("banish", (d,)) for d in range(6))


def _pp(p: int) -> str:
    return f"P{p + 1}"


class State(GameState):
    GAME = "sanmarco"
    TITLE = "San Marco"
    PLAYERS = (3, 4)
    Variant = Variant
    Action = Action

    def __init__(self, players: int = 4, seed: int = 0, variant: Variant | None = None,
                 start_player: int = 0):
        self._init_header(players, seed, variant, start_player)                # SM-S5
        P = players
        # SM-S1: scores 0, Doge off the board, both decks full (shuffled = drawn by chance)
        self._scores = [0] * P
        self._cnt = [0] * (6 * P)
        self._supply = [ARISTOCRATS] * P
        self._br = [()] * len(ADJACENT)
        self.doge = None
        self._limits = [0] * P
        self._deck = list(FULL_DECK)
        self._used = [0] * KINDS
        self._start = start_player
        self.passage, self.round = 1, 0
        self._last_round = False
        self._pairs = ()           # ((distributor, (chooser, ...)), ...) this round
        self._hands = []           # per pair: the drawn cards (sorted tuple) until split
        self._offers = []          # per pair: the offers not yet taken (tuple of sorted tuples)
        self._pair = 0             # the pair drawing / playing
        self._revealed = 0         # pairs whose offers are face up (SM-R5)
        self._chooser = 0          # index into the current pair's choosers
        self._need = (0, 0)        # action / limit cards still to draw for the current pair
        self._draw_at = []         # history index where each pair's draws begin (determinize)
        self._forming = ()         # an offer set aside while splitting into three (SM-R4)
        self._walk = ()            # districts the Doge has visited on this move (SM-A8)
        self._player = None        # who is resolving an offer
        self._cards = ()           # the action cards of that offer still to resolve
        self._banish = None        # (player, district, roll or None, "card" | "free")
        self._free = ()            # players still owed the free banishment (SM-P6)
        self._winners = None
        # SM-S2: dice placement, clockwise from the start player, 4 rolls each
        self._setup_order = tuple((start_player + i) % P for i in range(P))
        self._setup_rolls = ()
        self._setup_i = 0
        self.phase, self.to_move = "setup-dice", CHANCE

    @classmethod
    def _new(cls, players, seed, variant, start_player):
        return cls(players=players, seed=seed, variant=variant, start_player=start_player)

    # ---- the read API ---------------------------------------------------------------------
    @property
    def scores(self) -> tuple:
        return tuple(self._scores)

    @property
    def counts(self) -> tuple:
        P, c = self.players, self._cnt
        return tuple(tuple(c[d * P:(d + 1) * P]) for d in range(6))

    @property
    def supply(self) -> tuple:
        return tuple(self._supply)

    @property
    def bridges(self) -> tuple:
        """(a, b, owner) for every bridge on the board, a < b districts."""
        return tuple((a, b, o) for (a, b), owners in zip(ADJACENT, self._br) for o in owners)

    @property
    def bridge_supply(self) -> int:
        return BRIDGES - sum(len(o) for o in self._br)

    @property
    def limit_totals(self) -> tuple:
        return tuple(self._limits)

    @property
    def active(self) -> tuple:
        """Per player: still below 10 limit points this passage (SM-P2)."""
        return tuple(t < LIMIT_OUT for t in self._limits)

    @property
    def current_start_player(self) -> int:
        return self._start

    @property
    def setup_player(self) -> int | None:
        """Whose set-up step it is: the one rolling (SM-S2) or placing a bridge (SM-S4)."""
        if self.phase in ("setup-dice", "setup-bridges"):
            return self._setup_order[self._setup_i]
        return None

    @property
    def roles(self) -> tuple:
        """((distributor, (chooser, ...)), ...) this round, in play order; () before the lottery."""
        return self._pairs

    @property
    def offers(self) -> tuple:
        """Per pair of this round, the offers not yet taken (engine view: hidden ones too)."""
        return tuple(self._offers)

    @property
    def hand(self) -> tuple:
        """The cards drawn by the current distributor and not yet split (sorted kinds)."""
        if self.phase in ("draw", "split"):
            return self._hands[self._pair]
        return ()

    @property
    def pending(self) -> "Pending | None":
        """What is being resolved: an offer's action cards (kind "offer": `player`, `cards`
        left) or a banishment (kind "banish": `player`, `district`, `roll` or None, `source`
        "card" | "free"); None otherwise."""
        if self._banish is not None:
            player, district, roll, source = self._banish
            return Pending("banish", player, (), district, roll, source)
        if self._player is not None:
            return Pending("offer", self._player, self._cards)
        return None

    @property
    def doge_walk(self) -> tuple:
        """The districts the Doge has passed on the move being made (phase "doge"), else ()."""
        return self._walk

    @property
    def deck(self) -> tuple:
        """Cards left per kind (engine view; observation shows only how many)."""
        return tuple(self._deck)

    @property
    def used(self) -> tuple:
        return tuple(self._used)

    def is_terminal(self) -> bool:
        return self.phase == "end"

    def _final_winners(self) -> tuple:
        return self._winners

    # ---- clone and hidden information -----------------------------------------------------
    def _repr_svg_(self) -> str:
        # the board as a static picture: notebooks show it on GitHub and nbviewer too
        from ..svg.sanmarco import board_svg
        return board_svg(self)

    def clone(self) -> "State":
        s = State.__new__(State)
        d = self.__dict__.copy()
        for k in ("history", "_scores", "_cnt", "_supply", "_br", "_limits", "_deck", "_used",
                  "_hands", "_offers", "_draw_at"):
            d[k] = d[k][:]
        s.__dict__ = d
        return s

    def _hidden_pairs(self, player: int) -> list[int]:
        """Pairs whose cards `player` cannot see: drawn or split face down by another."""
        last = self._pair if self.phase in ("draw", "split") else len(self._offers) - 1
        return [i for i in range(self._revealed, min(last, len(self._pairs) - 1) + 1)
                if self._pairs[i][0] != player and i < len(self._hands)]

    def observation(self, player: int) -> dict:
        """What `player` sees at the table, as a JSON-able dict: no deck contents, and another
        distributor's cards only as counts while they are face down (SM-R5)."""
        self._check_player(player)
        hidden = set(self._hidden_pairs(player))
        offers, hand = [], None
        for i, (dist, choosers) in enumerate(self._pairs):
            if i < len(self._offers) and self._offers[i] is not None:
                offs = self._offers[i]
                offers.append({"distributor": dist, "revealed": i < self._revealed,
                               "offers": sorted(len(o) for o in offs) if i in hidden
                               else [[CODES[k] for k in o] for o in offs]})
        if self.phase in ("draw", "split"):
            h = self._hands[self._pair]
            hand = len(h) if self._pair in hidden else [CODES[k] for k in h]
        return {
            "game": self.GAME, "player": player, "players": self.players,
            "passage": self.passage, "round": self.round, "phase": self.phase,
            "to_move": self.to_move, "start_player": self._start,
            "scores": list(self._scores), "counts": [list(r) for r in self.counts],
            "supply": list(self._supply), "bridges": [list(b) for b in self.bridges],
            "bridge_supply": self.bridge_supply, "doge": self.doge,
            "limit_totals": list(self._limits), "active": list(self.active),
            "roles": [[d, list(c)] for d, c in self._pairs],
            "deck": {"action": sum(self._deck[k] for k in ACTION_KINDS),
                     "limit": sum(self._deck[k] for k in LIMIT_KINDS)},
            "hand": hand, "offers": offers,
            "set_aside": None if not self._forming else (
                len(self._forming[0]) if self._pair in hidden
                else [CODES[k] for k in self._forming[0]]),
            "playing": None if self._player is None else
            {"player": self._player, "cards": [CODES[k] for k in self._cards]},
            "banish": None if self._banish is None else list(self._banish),
            "doge_walk": list(self._walk),
            "last_round": self._last_round,
            "free_banishment": list(self._free),
            "winners": self.winners(),
        }

    def determinize(self, player: int, seed: int) -> "State":
        """A clone where everything `player` cannot see is resampled at random, consistently
        with `observation(player)`: face-down cards come from the unseen pool (hidden cards plus
        the deck), keeping how many action and limit cards each hidden pair drew and the sizes
        of its offers. The clone also gets `seed`, so its future chance differs from the game's
        real stream (a search bot must not see the real future)."""
        s = self.clone()
        s.seed = seed
        rng = random.Random(seed)
        hidden = self._hidden_pairs(player)
        if not hidden:
            return s
        pool = list(s._deck)
        for i in hidden:
            for k in self._pair_cards(i):
                pool[k] += 1
        for i in hidden:
            old = self._pair_cards(i)
            n_act = sum(1 for k in old if k in ACTION_KINDS)
            new = []
            for kinds, n in ((ACTION_KINDS, n_act), (LIMIT_KINDS, len(old) - n_act)):
                for _ in range(n):
                    k = rng.choices(kinds, [pool[k] for k in kinds])[0]
                    pool[k] -= 1
                    new.append(k)
            start = self._draw_at[i]
            for j, k in enumerate(new):                   # the history tells the same story
                s.history[start + j] = DRAW[k]
            rng.shuffle(new)
            at = start + len(old)                         # the split moves follow the draws
            if s.phase in ("draw", "split") and i == s._pair:
                if s._forming:                            # an offer already set aside
                    n = len(s._forming[0])
                    s._forming = (tuple(sorted(new[:n])),)
                    s.history[at] = Action("offer", s._forming[0])
                    new = new[n:]
                s._hands[i] = tuple(sorted(new))
            else:
                out = []
                for o in self._offers[i]:
                    out.append(tuple(sorted(new[:len(o)])))
                    new = new[len(o):]
                offs = s._offers[i] = tuple(sorted(out))
                if len(offs) == 3:
                    s.history[at] = Action("offer", offs[0])
                    s.history[at + 1] = Action("split", offs[1:])
                else:
                    s.history[at] = Action("split", offs)
        s._deck = pool
        s._legal_cache = None
        return s

    def _pair_cards(self, i: int) -> list[int]:
        if self.phase in ("draw", "split") and i == self._pair:
            return [k for o in self._forming for k in o] + list(self._hands[i])
        return [k for o in self._offers[i] for k in o]

    # ---- legal actions ----------------------------------------------------------------------
    def chance_outcomes(self) -> list:
        """(action, integer weight) for every outcome of the chance node here."""
        if self.phase == "draw":                  # weighted by the cards of each kind left
            deck = self._deck
            out = [(DRAW[k], deck[k]) for k in (ACTION_KINDS if self._need[0] else LIMIT_KINDS)
                   if deck[k]]
            if self._legal_cache is None:         # the same list serves apply's check
                self._legal_cache = tuple([a for a, _ in out])
            return out
        if self.to_move != CHANCE:
            raise IllegalAction("no chance step here: " + (
                "the game is over" if self.phase == "end" else f"it is {_pp(self.to_move)}'s turn"))
        return [(a, 1) for a in self.legal_actions()]

    def _legal_actions(self) -> tuple:
        ph = self.phase
        if ph == "draw":
            deck = self._deck
            acts = tuple([DRAW[k] for k in (ACTION_KINDS if self._need[0] else LIMIT_KINDS)
                          if deck[k]])
            assert acts, "SM-R9: a deck ran out within a passage"
            return acts
        if ph == "play":
            return self._play_actions()
        if ph == "doge":
            return tuple(self._doge_actions(self._player))
        if ph == "choose":
            return tuple(Action("take", o) for o in dict.fromkeys(self._offers[self._pair]))
        if ph == "split":
            # SM-R4: three offers are made in two steps, one offer set aside, then the rest
            # split in two (listing every 3-way partition at once would run to thousands)
            hand = self._hands[self._pair]
            if len(self._pairs[self._pair][1]) == 2 and not self._forming:
                return _first_offers(hand)
            return _splits(hand)
        if ph == "setup-dice":
            r = self._setup_rolls
            if len(r) == 3 and r[0] == r[1] == r[2] and self.variant.setup_reroll_four_same:
                return tuple(a for a in ROLL if a.args[0] != r[0])        # SM-S3
            return ROLL
        if ph == "banish-roll":
            return ROLL
        if ph == "banish":
            return self._removal_choices()
        if ph == "roles":
            dist = self._start
            others = [q for q in self._round_players() if q != dist]
            return tuple(Action("roles", perm) for perm in permutations(others))
        if ph == "setup-bridges":
            return tuple([_NEW_BRIDGE[c][0] for c in range(len(ADJACENT))
                          if len(self._br[c]) < MAX_BRIDGES])
        if ph == "free-banish":
            return _BANISH
        if ph == "free-remove":
            p, P, cnt = self.to_move, self.players, self._cnt
            acts = tuple(Action("remove1", (d, q)) for d in range(6) for q in range(P)
                         if q != p and cnt[d * P + q])
            return acts or (Action("remove", ()),)
        return ()

    def _sources(self, p: int) -> tuple:
        """Where p's next aristocrat comes from: the supply (-1), or with an empty supply any
        district holding one of theirs (SM-A6)."""
        if self._supply[p]:
            return (-1,)
        P, cnt = self.players, self._cnt
        return tuple(d for d in range(6) if cnt[d * P + p])

    def _play_actions(self) -> tuple:
        p, acts = self._player, []
        for k in dict.fromkeys(self._cards):
            if k < 6:
                acts += self._district_actions(p, k)
            elif k == BRIDGE:
                acts += self._bridge_actions(p)
            elif k == TRANSFER:
                acts += self._transfer_actions(p)
            elif k == DOGE:
                acts += self._doge_actions(p)
            else:
                acts += _BANISH
            if self.variant.action_cards_optional:
                acts.append(Action("skip", (k,)))                          # SM-R7 variant
        return tuple(acts)

    def _district_actions(self, p, d):
        # SM-A1: optionally one hop on at once, over a bridge of the player's own
        br, acts, table = self._br, [], _DISTRICT[d]
        for s in self._sources(p):
            acts.append(table[0][s + 1])
            for nb, c in NEIGHBOURS[d]:
                if p in br[c]:
                    acts.append(table[nb + 1][s + 1])
        return acts

    def _bridge_actions(self, p):
        br = self._br
        if self.bridge_supply:                                             # SM-A2
            return [_NEW_BRIDGE[c][s + 1] for s in self._sources(p)
                    for c in range(len(br)) if len(br[c]) < MAX_BRIDGES]
        acts = []                                                          # SM-A3
        own_ok = self.variant.bridge_card_may_move_own_bridge
        for old, owners in enumerate(br):
            for q in dict.fromkeys(owners):
                if q == p and not own_ok:
                    continue
                # taking back one's own bridge returns its marker to one's supply first
                srcs = (-1,) if q == p else self._sources(p)
                for c in range(len(br)):
                    if len(br[c]) - (c == old) < MAX_BRIDGES:
                        acts += [Action("bridge", (c, old, q, s)) for s in srcs]
        return acts or [Action("bridge", ())]

    def _transfer_actions(self, p):
        P, cnt = self.players, self._cnt                                   # SM-A4
        srcs = self._sources(p)
        acts = [_TRANSFER[d][q][s + 1] for d in range(6) for q in range(P)
                if q != p and cnt[d * P + q] for s in srcs]
        return acts or [Action("transfer", ())]

    def _doge_actions(self, p):
        """SM-A7: place the Doge anywhere; SM-A8: it stays (and scores), or takes its first
        step. While walking (phase "doge"): stop here, or step on to a district not visited.
        A step names the crossing: an owner's bridge (own free, another's 1 PP to them) or
        none (the variant's bank cost); only affordable steps (SM-A9: never below 0)."""
        if self.doge is None:
            return list(_DOGE_AT)
        here = self.doge
        acts = [_DOGE_AT[here]]
        seen = self._walk or (here,)
        pp, bank = self._scores[p], self.variant.doge_bridgeless_cost
        for nb, c in NEIGHBOURS[here]:
            if nb in seen:
                continue
            for o in dict.fromkeys(self._br[c]):
                if o == p or pp >= 1:
                    acts.append(_DOGE_STEP[here, nb, o])
            if bank is not None and pp >= bank:
                acts.append(_DOGE_STEP[here, nb, -1])
        return acts

    def doge_paths(self, dest: int | None = None) -> list:
        """The affordable Doge paths for the player to move from where the Doge stands, as
        (districts, crossings, PP cost), cheapest first (SM-A9's helper); each crossing the
        cheapest for the mover (own bridge, then another's, then none). Apply one with
        `doge_path_actions(path, crossings)`. Only to `dest` if given."""
        p = self._player if self._player is not None else self.to_move
        if self.doge is None or p is None or p < 0:
            return []
        seen = self._walk or (self.doge,)
        pp, bank = self._scores[p], self.variant.doge_bridgeless_cost
        out = [((self.doge,), (), 0)]
        for path, canals in PATHS[self.doge]:
            if any(d in seen for d in path[1:]):
                continue
            cross, cost = [], 0
            for c in canals:
                owners = self._br[c]
                if p in owners:
                    cross.append(p)
                elif owners:
                    cross.append(min(owners))
                    cost += 1
                elif bank is not None:
                    cross.append(-1)
                    cost += bank
                else:
                    break
            else:
                if cost <= pp:
                    out.append((path, tuple(cross), cost))
        if dest is not None:
            out = [m for m in out if m[0][-1] == dest]
        return sorted(out, key=lambda m: (m[2], len(m[0])))

    @staticmethod
    def doge_path_actions(path, crossings) -> list:
        """The step actions that walk the Doge along `path` and stop it at the end."""
        steps = [Action("doge", ((a, b), (o,))) for a, b, o in zip(path, path[1:], crossings)]
        return steps + [Action("doge", ((path[-1],), ()))]

    def _removal_choices(self) -> tuple:
        """SM-A5: which aristocrats leave after the banishment roll, as owner multisets."""
        p, d, roll, _ = self._banish
        P, cnt = self.players, self._cnt
        here = [cnt[d * P + q] for q in range(P)]
        others = [q for q in range(P) if q != p and here[q]]
        if self.variant.banish_targets == "single_opponent":
            # variant reading: the banisher names one opponent present; up to the roll of theirs
            # leave; with no opponent present, their own leave (as in SM-A5)
            if not others:
                return (Action("remove", (p,) * min(roll, here[p])),)
            return tuple(Action("remove", (q,) * min(roll, here[q])) for q in others)
        n_other = sum(here[q] for q in others)
        if roll >= n_other:                      # every opponent's go, then their own
            out = [q for q in others for _ in range(here[q])]
            out += [p] * min(roll - n_other, here[p])
            return (Action("remove", tuple(sorted(out))),)
        return tuple(Action("remove", m) for m in _bounded_multisets(others, here, roll))

    def _round_players(self) -> list[int]:
        """The active players in clockwise order from the start player."""
        P = self.players
        return [q for q in ((self._start + i) % P for i in range(P))
                if self._limits[q] < LIMIT_OUT]

    # ---- applying ---------------------------------------------------------------------------
    def _apply(self, a: Action) -> list:
        return _DO[a.verb](self, a.args)

    # set-up
    def _do_roll(self, x):
        if self.phase == "banish-roll":
            return self._banish_rolled(x[0])
        p = self._setup_order[self._setup_i]
        d = x[0]
        self._cnt[d * self.players + p] += 2
        self._supply[p] -= 2
        self._setup_rolls += (d,)
        ev = [_E("setup_roll", "SM-S3" if len(self._setup_rolls) == 4 and
                 self._setup_rolls[0] == self._setup_rolls[1] == self._setup_rolls[2] and
                 self.variant.setup_reroll_four_same else "SM-S2", p,
                 {"roll": d + 1, "district": d, "aristocrats": 2})]
        if len(self._setup_rolls) == 4:
            self._setup_rolls = ()
            self._setup_i += 1
            if self._setup_i == self.players:
                # SM-S4: bridges clockwise from the start player; with 3 players two passes
                passes = 2 if self.players == 3 else 1
                self._setup_order = self._setup_order * passes
                self._setup_i = 0
                self.phase, self.to_move = "setup-bridges", self._setup_order[0]
        return ev

    def _place_bridge(self, p, c, src, rule):
        self._br[c] = self._br[c] + (p,)
        ev = [self._take_aristocrat(p, src, rule)] if src >= 0 else []
        self._supply[p] -= 1                      # the aristocrat marking the bridge (SM-B3)
        a, b = ADJACENT[c]
        ev.append(_E("bridge", rule, p, {"a": a, "b": b, "canal": c}))
        return ev

    def _take_aristocrat(self, p, src, rule):
        """SM-A6: with an empty supply, the aristocrat comes from district `src`."""
        self._cnt[src * self.players + p] -= 1
        self._supply[p] += 1
        return _E("from_district", "SM-A6", p, {"district": src, "for": rule})

    def _do_bridge(self, x):
        if self.phase == "setup-bridges":
            p = self.to_move
            ev = self._place_bridge(p, x[0], -1, "SM-S4")
            self._setup_i += 1
            if self._setup_i == len(self._setup_order):
                ev += self._begin_round()
            else:
                self.to_move = self._setup_order[self._setup_i]
            return ev
        p = self._player
        if not x:
            ev = [_E("void", "SM-A3", p, {"card": "B"})]
        else:
            c, old, q, src = x
            ev = []
            if old >= 0:                                                   # SM-A3
                owners = list(self._br[old])
                owners.remove(q)
                self._br[old] = tuple(owners)
                self._supply[q] += 1
                a, b = ADJACENT[old]
                ev.append(_E("bridge_taken", "SM-A3", p,
                             {"owner": q, "a": a, "b": b, "canal": old}))
            ev += self._place_bridge(p, c, src, "SM-A2")
        return ev + self._card_done(BRIDGE)

    # a round (SM-R)
    def _begin_round(self) -> list:
        self.round += 1
        players = self._round_players()
        self._hands, self._offers, self._draw_at = [], [], []
        self._pair = self._revealed = self._chooser = 0
        ev = [_E("round", "SM-R8", self._start,
                 {"passage": self.passage, "round": self.round, "active": len(players),
                  "last": int(self._last_round)})]
        if len(players) == 2:                                              # SM-P4
            return ev + self._set_roles((players[1],))
        self.phase = "roles"
        self.to_move = (self._start if self.variant.role_assignment == "start_player_chooses"
                        else CHANCE)
        return ev

    def _do_roles(self, x):
        return self._set_roles(x)

    def _set_roles(self, x):
        d1 = self._start
        if len(x) == 3:                                                    # SM-R1
            self._pairs = ((d1, (x[0],)), (x[1], (x[2],)))
            rule = "SM-R1"
        else:                                                              # SM-R2, SM-P4
            self._pairs = ((d1, tuple(x)),)
            rule = "SM-R2" if len(x) == 2 else "SM-P4"
        ev = [_E("roles", rule, d1, {"distributors": tuple(d for d, _ in self._pairs),
                                     "choosers": tuple(c for _, cs in self._pairs for c in cs)})]
        return ev + self._begin_draw()

    def _begin_draw(self):
        dist, choosers = self._pairs[self._pair]
        # SM-R3/R4/P4: 5 + 3 cards for two offers, 6 + 4 for three
        self._need = (5, 3) if len(choosers) == 1 else (6, 4)
        self._hands.append(())
        self._draw_at.append(len(self.history))
        self.phase, self.to_move = "draw", CHANCE
        return []

    def _do_draw(self, x):
        k = x[0]
        i = self._pair
        self._deck[k] -= 1
        self._hands[i] = tuple(sorted(self._hands[i] + (k,)))
        a, lim = self._need
        self._need = (a - 1, lim) if a else (a, lim - 1)
        dist = self._pairs[i][0]
        ev = [_E("draw", "SM-R3", dist, {"card": CODES[k], "private": 1})]
        if self._need == (0, 0):
            self.phase, self.to_move = "split", dist
        return ev

    def _do_offer(self, x):
        i = self._pair
        self._forming = (x,)
        self._hands[i] = _minus(self._hands[i], x)
        return [_E("offer", "SM-R4", self.to_move, {"size": len(x)})]

    def _do_split(self, x):
        i = self._pair
        dist = self._pairs[i][0]
        if self._forming:
            x = tuple(sorted(self._forming + x))
            self._forming = ()
        self._offers.append(x)
        self._hands[i] = ()
        ev = [_E("split", "SM-R3" if len(x) == 2 else "SM-R4", dist,
                 {"sizes": tuple(sorted(len(o) for o in x))})]    # not in content order
        if i + 1 < len(self._pairs):
            self._pair += 1
            return ev + self._begin_draw()
        self._pair = 0
        return ev + self._reveal()

    def _reveal(self):
        i = self._pair
        self._revealed = i + 1
        dist, choosers = self._pairs[i]
        self._chooser = 0
        self.phase, self.to_move = "choose", choosers[0]
        return [_E("reveal", "SM-R5", dist,
                   {"offers": tuple(C.cards_text(o) for o in self._offers[i])})]

    def _do_take(self, x):
        i = self._pair
        offs = list(self._offers[i])
        offs.remove(x)
        self._offers[i] = tuple(offs)
        p = self.to_move
        ev = [_E("take", "SM-R6", p, {"offer": C.cards_text(x)})]
        return ev + self._begin_play(p, x)

    def _begin_play(self, p, offer):
        """SM-R7: the limit cards go face up first, then the action cards one at a time."""
        ev = []
        for k in offer:
            if k in LIMIT_VALUE:
                before = self._limits[p]
                self._limits[p] = before + LIMIT_VALUE[k]
                self._used[k] += 1
                ev.append(_E("limit", "SM-R7", p, {"value": LIMIT_VALUE[k], "before": before,
                                                   "after": self._limits[p]}))
        self._player = p
        self._cards = tuple(k for k in offer if k not in LIMIT_VALUE)
        return ev + self._next_card()

    def _next_card(self):
        if self._cards:
            self.phase, self.to_move = "play", self._player
            return []
        return self._end_play()

    def _card_done(self, kind):
        cards = list(self._cards)
        cards.remove(kind)
        self._cards = tuple(cards)
        self._used[kind] += 1
        return self._next_card()

    def _end_play(self):
        p = self._player
        self._player = None
        i = self._pair
        dist, choosers = self._pairs[i]
        if p != dist:
            self._chooser += 1
            if self._chooser < len(choosers):                                # SM-R6, 3 active
                self.phase, self.to_move = "choose", choosers[self._chooser]
                return []
            last = self._offers[i][0]                                        # SM-R6
            self._offers[i] = ()
            return [_E("gets", "SM-R6", dist, {"offer": C.cards_text(last)})] + \
                self._begin_play(dist, last)
        if i + 1 < len(self._pairs):
            self._pair += 1
            return self._reveal()
        return self._end_round()

    def _end_round(self):
        """SM-P1..P3: limits are checked after the round; SM-R8 the start player passes on."""
        ev = []
        reached = False
        for d, cs in self._pairs:
            for q in (d,) + cs:
                if self._limits[q] >= LIMIT_OUT:
                    reached = True
                    ev.append(_E("out", "SM-P2", q, {"limit": self._limits[q]}))
        self._pairs = ()
        below = [q for q in range(self.players) if self._limits[q] < LIMIT_OUT]
        if self._last_round or (reached and len(below) < 2):
            return ev + self._end_passage()
        if reached:
            self._last_round = True
            ev.append(_E("last_round", "SM-P3", None, {"active": len(below)}))
        ev += self._pass_start()
        return ev + self._begin_round()

    def _pass_start(self):
        P = self.players
        for i in range(1, P + 1):
            q = (self._start + i) % P
            if self._limits[q] < LIMIT_OUT:
                break
        self._start = q
        return [_E("start_player", "SM-R8", q, {})]

    # action cards (SM-A)
    def _do_district(self, x):
        d, hop, src = x
        p, P = self._player, self.players
        ev = [self._take_aristocrat(p, src, "SM-A1")] if src >= 0 else []
        self._supply[p] -= 1
        self._cnt[d * P + p] += 1
        ev.append(_E("place", "SM-A1", p, {"district": d, "n": 1}))
        if hop >= 0:
            self._cnt[d * P + p] -= 1
            self._cnt[hop * P + p] += 1
            ev.append(_E("hop", "SM-A1", p, {"from": d, "to": hop}))
        return ev + self._card_done(d)

    def _do_transfer(self, x):
        p, P = self._player, self.players
        if not x:
            ev = [_E("void", "SM-A4", p, {"card": "T"})]
        else:
            d, q, src = x
            ev = [self._take_aristocrat(p, src, "SM-A4")] if src >= 0 else []
            self._cnt[d * P + q] -= 1
            self._supply[q] += 1
            self._cnt[d * P + p] += 1
            self._supply[p] -= 1
            ev.append(_E("transfer", "SM-A4", p, {"district": d, "victim": q}))
        return ev + self._card_done(TRANSFER)

    def _do_doge(self, x):
        path, cross = x
        p = self._player
        if len(path) == 2:                          # one step of a move (SM-A8, SM-A9)
            return self._doge_step(p, path[0], path[1], cross[0])
        d = path[0]
        if self.doge is None:
            ev, rule = [_E("doge_place", "SM-A7", p, {"district": d})], "SM-A7"
        elif self._walk:
            ev, rule = [_E("doge_stop", "SM-A8", p, {"district": d, "path": self._walk})], \
                "SM-A8"
        else:
            ev, rule = [_E("doge_stay", "SM-A8", p, {"district": d})], "SM-A8"
        self.doge = d
        self._walk = ()
        return ev + self._score(d, rule) + self._card_done(DOGE)

    def _doge_step(self, p, a, b, o):
        before = self._scores[p]
        ev = [_E("doge_step", "SM-A8", p, {"from": a, "to": b, "via": o})]
        if o < 0:                                                              # SM-A9
            cost = self.variant.doge_bridgeless_cost
            self._scores[p] -= cost
            ev.append(_E("bank", "SM-A9", p, {"a": a, "b": b, "pp": cost, "before": before,
                                              "after": before - cost}))
        elif o != p:
            self._scores[p] -= 1
            self._scores[o] += 1
            ev.append(_E("toll", "SM-A9", p, {"a": a, "b": b, "owner": o, "pp": 1,
                                              "before": before, "after": before - 1,
                                              "owner_before": self._scores[o] - 1,
                                              "owner_after": self._scores[o]}))
        self._walk = (self._walk or (a,)) + (b,)
        self.doge = b
        self.phase = "doge"
        return ev

    def _score(self, d, rule):
        """SM-V1..V3: score district d now."""
        P = self.players
        ev = [_E("scoring", rule, None, {"district": d})]
        for q, pp, place in district_awards(d, self._cnt[d * P:(d + 1) * P]):
            before = self._scores[q]
            self._scores[q] = before + pp
            ev.append(_E("score", "SM-V2" if place in ("first", "tied") else "SM-V3", q,
                         {"district": d, "pp": pp, "place": place, "before": before,
                          "after": before + pp}))
        return ev

    def _do_banish(self, x):
        if self.phase == "free-banish":
            p, source = self.to_move, "free"
        else:
            p, source = self._player, "card"
        self._banish = (p, x[0], None, source)
        self.phase, self.to_move = "banish-roll", CHANCE
        return [_E("banish", "SM-P6" if source == "free" else "SM-A5", p, {"district": x[0]})]

    def _banish_rolled(self, face):
        p, d, _, source = self._banish
        self._banish = (p, d, face + 1, source)
        ev = [_E("banish_roll", "SM-A5", p, {"district": d, "roll": face + 1})]
        choices = self._removal_choices()
        if len(choices) == 1:              # nothing to choose: it happens at once
            return ev + self._do_remove(choices[0].args)
        self.phase, self.to_move = "banish", p
        return ev

    def _do_remove(self, x):
        if self.phase == "free-remove":          # remove_one with nobody else on the board
            return [_E("void", "SM-P6", self.to_move, {"card": "free"})] + self._next_free()
        p, d, roll, source = self._banish
        self._banish = None
        P = self.players
        ev = []
        for q in dict.fromkeys(x):
            n = x.count(q)
            self._cnt[d * P + q] -= n
            self._supply[q] += n
            ev.append(_E("removed", "SM-A5", q, {"district": d, "n": n, "by": p}))
        if source == "free":
            return ev + self._next_free()
        return ev + self._card_done(BANISH)

    def _do_remove1(self, x):
        d, q = x
        self._cnt[d * self.players + q] -= 1
        self._supply[q] += 1
        ev = [_E("removed", "SM-P6", q, {"district": d, "n": 1, "by": self.to_move})]
        return ev + self._next_free()

    def _do_skip(self, x):
        return [_E("skip", "SM-R7", self._player, {"card": CODES[x[0]]})] + \
            self._card_done(x[0])

    # the end of a passage (SM-P5..P7) and of the game (SM-F)
    def _end_passage(self):
        ev = [_E("passage_end", "SM-P3", None, {"passage": self.passage})]
        top = max(self._limits)
        for q in range(self.players):                                         # SM-P5
            if self._limits[q] < LIMIT_OUT:
                before = self._scores[q]
                gain = top - self._limits[q]
                self._scores[q] += gain
                ev.append(_E("bonus", "SM-P5", q, {"pp": gain, "before": before,
                                                   "after": before + gain}))
        low = min(self._limits)
        fewest = [q for q in range(self.players) if self._limits[q] == low]   # SM-P6
        if len(fewest) > 1 and self.variant.fewest_limit_tie == "none":
            ev.append(_E("fewest_tie", "SM-P6", None, {"limit": low, "tied": tuple(fewest)}))
            fewest = []
        P = self.players
        self._free = tuple(sorted(fewest, key=lambda q: (q - self._start) % P))
        return ev + self._next_free()

    def _next_free(self):
        if self._free:
            q, self._free = self._free[0], self._free[1:]
            self.to_move = q
            if self.variant.fewest_limit_reward == "remove_one":
                self.phase = "free-remove"
            else:
                self.phase = "free-banish"
            return [_E("fewest", "SM-P6", q, {"limit": self._limits[q]})]
        return self._finish_passage()

    def _finish_passage(self):
        """SM-P7: limit cards back, decks reshuffled, the passage marker advances."""
        self._limits = [0] * self.players
        self._deck = list(FULL_DECK)
        self._used = [0] * KINDS
        self._last_round = False
        ev = [_E("reshuffle", "SM-P7", None, {"passage": self.passage})]
        if self.passage == PASSAGES:
            return ev + self._final_scoring()
        self.passage += 1
        self.round = 0
        ev += self._pass_start()
        return ev + self._begin_round()

    def _final_scoring(self):
        ev = [_E("final_scoring", "SM-F1", None, {})]
        for d in range(6):
            ev += self._score(d, "SM-F1")
        self._winners = tuple(_winners(self._scores, self.counts, self._supply,
                                       self.variant.tie_break))
        self.phase, self.to_move = "end", None
        return ev + [_E("game_over", "SM-F2", None, {"winners": self._winners,
                                                     "scores": tuple(self._scores)})]

    # ---- notation and reasons -----------------------------------------------------------------
    def _action_from_text(self, text: str) -> Action:
        try:
            a = parse_action(text, self.players)
        except NotationError as e:
            raise IllegalAction(str(e)) from None
        return a

    def _why_illegal(self, a) -> str:
        from .reasons import why_illegal
        return why_illegal(self, a)

    def __repr__(self) -> str:
        return (f"<San Marco {self.players}p passage {self.passage} round {self.round} "
                f"{self.phase} to_move={self.to_move} scores={list(self._scores)}>")


# ---- helpers (module level: pure functions of small data) --------------------------------------
def _bounded_multisets(owners, here, n):
    """Sorted owner tuples choosing n aristocrats among `owners` (at most here[q] of q)."""
    res = []

    def rec(i, left, acc):
        if left == 0:
            res.append(tuple(acc))
        elif i < len(owners):
            q = owners[i]
            for k in range(min(left, here[q]), -1, -1):
                rec(i + 1, left - k, acc + [q] * k)
    rec(0, n, [])
    return res


_mk = tuple.__new__                 # builds an Action without NamedTuple's Python-level __new__


def _subs(cards: tuple) -> list:
    """Every sub-multiset of `cards` (sorted kinds), as sorted tuples. They come in mixed-radix
    order, so the complement of the i-th is the (N-1-i)-th."""
    subs = [()]
    for q in dict.fromkeys(cards):
        runs = [(q,) * j for j in range(cards.count(q) + 1)]
        subs = [s + r for s in subs for r in runs]
    return subs


def _minus(a: tuple, b: tuple) -> tuple:
    rest = list(a)
    for q in b:
        rest.remove(q)
    return tuple(rest)


def _splits(hand: tuple) -> tuple:
    """Every way to split `hand` (sorted kinds) into two non-empty offers, each once: same-kind
    cards are interchangeable and the pair is unordered (the smaller offer written first)."""
    subs = _subs(hand)
    n = len(subs)
    return tuple([_mk(Action, ("split", (a, b) if a <= b else (b, a)))
                  for a, b in zip(subs[1:(n + 1) // 2], subs[n - 2:n // 2 - 1:-1])])


def _first_offers(hand: tuple) -> tuple:
    """The offers that may be set aside first from `hand`, leaving at least two cards."""
    most = len(hand) - 2
    return tuple([_mk(Action, ("offer", s)) for s in _subs(hand)[1:] if len(s) <= most])


_DO = {name[4:]: f for name, f in vars(State).items() if name.startswith("_do_")}


def new_game(players: int = 4, seed: int = 0, variant: Variant | None = None,
             start_player: int = 0) -> State:
    """A new seeded game at its first chance step (the start player's first set-up roll)."""
    return State(players=players, seed=seed, variant=variant, start_player=start_player)


def play(state: State, *moves: str) -> list:
    """Apply moves written in notation (chance outcomes too), in order; return all events.
    A move may also be several moves joined by ";". Stops at the first illegal one."""
    events = []
    for text in moves:
        for m in text.split(";"):
            if m.strip():
                events += state.apply(state.parse(m))
    return events


def from_record(record) -> State:
    """Load and replay a record (dict or JSON text); RecordError names a bad field or move."""
    return State.from_record(record)
