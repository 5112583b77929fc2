"""The San Marco game state: its fields, the read API, clone, and the dispatch of each
(phase, verb) to the rule that applies it. The rules themselves live by phase; a phase module
hands the game on to another only through the table NEXT here, so none imports another:

    setup.py     SM-S   the dice placement and the first bridges
    rounds.py    SM-R   roles, draws, offers, the split, the choice, playing an offer
    actions.py   SM-A   the action cards: district, bridge, transfer, Doge, banishment
    passage.py   SM-P   the round-end limit check, the passage end, SM-F the final scoring
    scoring.py   SM-V   district scoring; SM-F2 the winners
    hidden.py           observation and determinize (SM-R3, SM-R5)
    reasons.py          why an action is refused
    preview.py          what a move will do, told before it is made
    pieces.py           an aristocrat taken from a district, a bridge placed (set-up, cards)
    board.py, cards.py, notation.py, events.py: the data, the notation, the event kinds

Every chance step (die, card kind, role lottery) is an action. Readings where the rules file
is silent (each also noted at its code):
  - SM-R1's role_assignment=start_player_chooses applies to every role lottery, 3 active too.
  - SM-R1's role_assignment=rotate: the one lottery fixes each role's distance from the
    distributor, counted clockwise in active players (with everyone active, each role passes
    to the next player clockwise, and the 1st distributor's is SM-R8's start player); in a
    round with fewer active players the roles are read in the same order, the distances that
    remain (rounds.rotated_roles).
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

from dataclasses import dataclass, field
from typing import NamedTuple

from ..core import CHANCE, GameState, IllegalAction, check_variant
from . import actions, hidden, passage, rounds, setup
from .board import ADJACENT, ARISTOCRATS, BRIDGES
from .cards import ACTION_KINDS, FULL_DECK, KINDS, LIMIT1, LIMIT_KINDS
from .events import EVENT_KINDS, SanMarcoEvent
from .notation import Action, NotationError, parse_action
from .preview import preview
from .reasons import why_illegal
from .scoring import breakdown

__all__ = ["State", "Variant", "Pending", "EVENT_KINDS", "SanMarcoEvent"]


@dataclass(frozen=True)
class Variant:
    """Switches for the points where the sources disagree (defaults as in the rules file)."""
    setup_reroll_four_same: bool = field(default=True, metadata={"choices": (True, False)})
    role_assignment: str = field(default="random", metadata={
        "choices": ("random", "start_player_chooses", "rotate")})
    # SM-R6: when offers are chosen and played. "play_on_taking" is the engine's order before
    # rules round 3 (in no source; it differs only with 3 active): a record that names every
    # older switch but not this one was written then, and replays with it ("legacy")
    offer_timing: str = field(default="pair_by_pair", metadata={
        "choices": ("pair_by_pair", "all_choose_first", "play_on_taking"),
        "legacy": "play_on_taking"})
    action_cards_optional: bool = field(default=False, metadata={"choices": (True, False)})
    bridge_card_may_move_own_bridge: bool = field(default=False,
                                                  metadata={"choices": (True, False)})
    banish_targets: str = field(default="opponents_first",
                                metadata={"choices": ("opponents_first", "single_opponent")})
    doge_bridgeless_cost: int | None = field(default=2, metadata={"choices": (2, None)})
    bridge_toll: int = field(default=1, metadata={"choices": (1, 2), "legacy": 1})   # SM-A9
    fewest_limit_scope: str = field(default="below_limit",
                                    metadata={"choices": ("below_limit", "all_players")})
    fewest_limit_reward: str = field(default="banish_roll",
                                     metadata={"choices": ("banish_roll", "remove_one")})
    fewest_limit_tie: str = field(default="none", metadata={"choices": ("none", "all_tied")})
    tie_break: str = field(default="san_marco_district",
                           metadata={"choices": ("san_marco_district", "aristocrats_on_board")})

    def __post_init__(self):
        check_variant(self)


# where one phase hands the game on to the next (boardgame.io's `next`): the phase modules reach
# each other only through this table (as `state.NEXT`), so none of them imports another
NEXT = {
    "round": rounds.begin_round,                     # set-up over: round 1 (SM-S4, SM-R1)
    "card_done": rounds.card_done,                   # a card resolved: the offer goes on (SM-R7)
    "round_over": passage.end_round,                 # every offer played: limits (SM-P1..P3)
    "next_round": rounds.next_round,                 # the start player passes on (SM-R8)
    "banishment": actions.begin_banishment,          # the free banishment (SM-P6) as SM-A5
    "free_banishment_done": passage.next_free,       # the next one owed it, or SM-P7
}


class Pending(NamedTuple):
    """The decision being resolved (`State.pending`)."""
    kind: str                       # "offer" | "banish"
    player: int
    cards: tuple = ()               # offer: the action cards still to play (kinds)
    district: int | None = None     # banish: the district named
    roll: int | None = None         # banish: the die, once rolled
    source: str | None = None       # banish: "card" | "free"


class State(GameState):
    GAME = "sanmarco"
    TITLE = "San Marco"
    PLAYERS = (3, 4)
    DEFAULT_PLAYERS = 4
    PREFIX = "sm"
    # limits and the passage bonus (SM-P5) are paid at the end of a passage
    HORIZONS = {"round": lambda s: (s.passage, s.round), "passage": lambda s: s.passage}
    SEARCHED = frozenset({"split", "offer", "take"})      # the distributor's and the choosers'
    PHASE_RULES = {
        "setup-dice": ("SM-S2", "SM-S3"), "setup-bridges": ("SM-S4", "SM-B3"),
        "roles": ("SM-R1", "SM-R2"), "draw": ("SM-R3", "SM-R4"),
        "split": ("SM-R3", "SM-R4", "SM-R5", "SM-R6", "SM-P2", "SM-P5"),
        "choose": ("SM-R6", "SM-R7", "SM-P1", "SM-P2", "SM-P3", "SM-P5"),
        "play": ("SM-R7", "SM-A1", "SM-A2", "SM-A3", "SM-A4", "SM-A5", "SM-A6", "SM-V1"),
        "doge": ("SM-A7", "SM-A8", "SM-A9", "SM-V2", "SM-V3"),
        "banish-roll": ("SM-A5",), "banish": ("SM-A5",),
        "free-banish": ("SM-P6", "SM-A5"), "free-remove": ("SM-P6",),
        "end": ("SM-F1", "SM-F2")}
    Variant = Variant
    Action = Action
    NEXT = NEXT

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
        self._out = (False,) * P   # out of the passage: 10+ at a round-end check (SM-P1/P2)
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
        self._queue = ()           # ((player, offer), ...) taken and waiting to be played (SM-R6)
        self._steps = None         # rotate: each role's distance from the distributor (SM-R1)
        self._need = (0, 0)        # action / limit cards still to draw for the current pair
        self._draw_at = []         # history index where each pair's draws begin (determinize)
        self._forming = ()         # an offer set aside while splitting into three (SM-R4)
        self._walk = ()            # districts the Doge has visited on this move (SM-A8)
        self._player = None        # who is resolving an offer
        self._cards = ()           # the action cards of that offer still to resolve
        self._banish = None        # (player, district, roll or None, "card" | "free")
        self._free = ()            # players still owed the free banishment (SM-P6)
        self._winners = None
        self.end_reasons = ()      # why the game ended, once it has: ("third_passage",)
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
        """Per player: still in this passage (SM-P2). A player who reaches 10 mid-round stays
        active until the round-end check (SM-P1)."""
        return tuple(not out for out in self._out)

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
    def to_play(self) -> tuple:
        """The offers taken (or left to their distributor) and not yet played, as
        (player, offer) in play order (SM-R6); they are face up."""
        return self._queue

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

    def score_breakdown(self, player: int | None = None):
        """Where `player`'s PP came from, JSON-able: `majority` (per district: PP as single
        leader "first", single runner-up "second", tied leader "tied"; SM-V2/V3),
        `majority_total` and the part of it won in the `final_scoring` (SM-F1), `tolls_paid`
        and `tolls_received` (SM-A9), `bank` (bridgeless crossings, SM-A9), `passage_bonus`
        per passage (SM-P5), and `total`, which equals `scores[player]` at every step.
        Without a player: the list for every player (as in Art Society)."""
        if player is not None:
            self._check_player(player)
        parts = breakdown(self)
        return parts if player is None else parts[player]

    def is_terminal(self) -> bool:
        return self.phase == "end"

    def _final_winners(self) -> tuple:
        return self._winners

    def doge_paths(self, dest: int | None = None) -> list:
        """The affordable Doge paths for the player to move from where the Doge stands, as
        (districts, crossings, PP cost), cheapest first (SM-A9's helper); each crossing the
        cheapest for the mover (own bridge, then another's, then none). Apply one with
        `doge_path_actions(path, crossings)`. Only to `dest` if given."""
        return actions.doge_paths(self, dest)

    doge_path_actions = staticmethod(actions.doge_path_actions)

    # ---- clone and hidden information -----------------------------------------------------
    def clone(self) -> "State":
        s = State.__new__(State)
        d = self.__dict__.copy()
        for k in ("history", "_scores", "_cnt", "_supply", "_br", "_limits", "_deck", "_used",
                  "_hands", "_offers", "_draw_at"):
            d[k] = d[k][:]
        s.__dict__ = d
        return s

    def observation(self, player: int) -> dict:
        """What `player` sees at the table, as a JSON-able dict: no deck contents, and another
        distributor's cards only as counts while they are face down (SM-R5)."""
        self._check_player(player)
        return hidden.observation(self, player)

    def determinize(self, player: int, seed: int) -> "State":
        """A clone where everything `player` cannot see is resampled at random, consistently
        with `observation(player)`: face-down cards come from the unseen pool (hidden cards plus
        the deck), keeping how many action and limit cards each hidden pair drew and the sizes
        of its offers. The clone also gets `seed`, so its future chance differs from the game's
        real stream (a search bot must not see the real future)."""
        return hidden.determinize(self, player, seed)

    def seen(self, action) -> tuple:
        """A distributor's draws (SM-R3) and split (SM-R5) are seen by that distributor alone
        (see `GameState.seen`)."""
        return hidden.seen(self, action)

    # ---- legal actions and applying them --------------------------------------------------
    def chance_outcomes(self) -> list:
        """(action, integer weight) for every outcome of the chance node here."""
        if self.phase == "draw":                  # weighted by the cards of each kind left
            deck = self._deck
            out = [(rounds.DRAW[k], deck[k])
                   for k in (ACTION_KINDS if self._need[0] else LIMIT_KINDS) if deck[k]]
            if self._legal_cache is None:         # the same list serves apply's check
                self._legal_cache = tuple([a for a, _ in out])
            return out
        if self.to_move != CHANCE:
            raise (IllegalAction(id="why-game_over") if self.phase == "end" else
                   IllegalAction(id="why-no_chance_step", who=self.to_move))
        return [(a, 1) for a in self.legal_actions()]

    def _chance_pick(self, u: int):
        """`choice(self.chance_outcomes(), u)` without the outcome list: a draw walks the deck's
        counts in the same order (a kind with none left weighs nothing), and every other chance
        step is uniform over its legal tuple."""
        if self.phase == "draw":
            # the walk through the counts that choice() makes: past every kind whose cards
            # left do not reach u % (cards left)
            deck = self._deck
            k, stop = (0, LIMIT1) if self._need[0] else (LIMIT1, KINDS)
            r = u % sum(deck[k:stop])
            while r >= deck[k]:
                r -= deck[k]
                k += 1
            return rounds.DRAW[k]
        legal = self.legal_actions()
        return legal[u % len(legal)]

    def _legal_actions(self) -> tuple:
        return LEGAL[self.phase](self)

    def _apply(self, a: Action) -> list:
        return APPLY[self.phase, a.verb](self, a.args)

    def _action_from_text(self, text: str) -> Action:
        try:
            return parse_action(text, self.players)
        except NotationError as e:        # what is wrong with it; a table names the move
            raise IllegalAction(id=e.id, **e.params) from None

    def _why_illegal(self, a) -> IllegalAction:
        return why_illegal(self, a)

    def _preview(self, a: Action) -> list:
        return preview(self, a)

    def __repr__(self) -> str:
        return (f"<San Marco {self.players}p passage {self.passage} round {self.round} "
                f"{self.phase} to_move={self.to_move} scores={list(self._scores)}>")


# phase -> its legal actions (a tuple); at a chance node, the outcomes
LEGAL = {
    "setup-dice": setup.roll_outcomes,
    "setup-bridges": setup.bridge_places,
    "roles": rounds.role_orders,
    "draw": rounds.draw_outcomes,
    "split": rounds.split_options,
    "choose": rounds.take_options,
    "play": actions.play_actions,
    "doge": actions.doge_moves,
    "banish-roll": actions.roll_outcomes,
    "banish": actions.removal_choices,
    "free-banish": passage.banish_districts,
    "free-remove": passage.removal_options,
    "end": lambda s: (),                      # the game is over: nothing is legal
}

# (phase, verb) -> the rule applying a legal action: rule(state, action.args) -> events
APPLY = {
    ("setup-dice", "roll"): setup.roll,
    ("setup-bridges", "bridge"): setup.first_bridge,
    ("roles", "roles"): rounds.set_roles,
    ("draw", "draw"): rounds.draw,
    ("split", "offer"): rounds.set_aside,
    ("split", "split"): rounds.split,
    ("choose", "take"): rounds.take,
    ("play", "district"): actions.district_card,
    ("play", "bridge"): actions.bridge_card,
    ("play", "transfer"): actions.transfer_card,
    ("play", "doge"): actions.doge_card,
    ("play", "banish"): actions.banishment_card,
    ("play", "skip"): rounds.skip_card,
    ("doge", "doge"): actions.doge_card,
    ("banish-roll", "roll"): actions.banishment_roll,
    ("banish", "remove"): actions.remove,
    ("free-banish", "banish"): passage.free_banishment,
    ("free-remove", "remove1"): passage.remove_one,
    ("free-remove", "remove"): passage.nothing_to_remove,
}

