"""The Art Society state: what a position holds, its legal actions, and the (phase, verb) table
that sends each move to the rule that applies it.

A game runs: deal (chance: start paintings, start cards) -> setup (each player hangs the start
painting on a star) -> rounds of pick (the auctioneer picks players + 1 backs) -> turn-over
(chance: the fronts) -> bid (sealed, one player after the other) -> acquire / place / decor /
after (each player in bid order takes and resolves a painting) -> museum and end of round.

The rules live in one module per phase of the rulebook; they hand the game on to each other
only through the table NEXT here, so none imports another:
    auction.py   the deal and set-up, picks, fronts, bids, the reveal and the tie-break
    placing.py   taking, hanging, the assistant, decor, the museum swap
    end.py       the museum, the end of a round, the end conditions, the final scores
    hanging.py   a tile put on a wall: faux pas and decor earned (the set-up and placing)
    hidden.py    what a player may see (observation) and a sample of the rest (determinize)
    preview.py   what a move will do, told before it is made
"""
from __future__ import annotations

from ..core import CHANCE, GameState, IllegalAction, Refusal
from . import auction, end, hidden, placing, scoring
from .components import (BACKS, BACKS_LEFT, BID, COMPONENTS, FRONT_COUNTS, GENRES, GEOMETRY,
                         PICK, actions_at, orientations)
from .reasons import why_illegal
from .events import EVENT_KINDS, ArtSocietyEvent
from .notation import Action, parse_action
from .preview import preview
from .variant import Variant

__all__ = ["State", "Variant", "Action", "ArtSocietyEvent", "EVENT_KINDS", "COMPONENTS",
           "GEOMETRY", "GENRES", "BACKS", "RULES", "MOVES", "OUTCOMES", "PHASE_VERBS", "NEXT"]

# (phase, verb) -> the rule that applies that move there
RULES = {
    ("deal", "start"): auction.deal_start_painting,
    ("deal", "card"): auction.deal_start_card,
    ("setup", "hang"): auction.hang_start_painting,
    ("pick", "pick"): auction.pick,
    ("turn-over", "front"): auction.turn_over,
    ("bid", "bid"): auction.bid,
    ("acquire", "take"): placing.take,
    ("acquire", "from-assistant"): placing.hang_from_assistant,
    ("place", "hang"): placing.hang_painting,
    ("place", "assistant"): placing.to_assistant,
    ("place", "from-assistant"): placing.hang_assistant_first,
    ("place", "swap"): placing.swap_with_museum,
    ("place", "excess"): placing.set_aside_excess,
    ("decor", "decor"): placing.hang_decor,
    ("decor", "assistant"): placing.to_assistant,
    ("after", "from-assistant"): placing.hang_from_assistant,
    ("after", "done"): placing.end_turn,
}

# where one phase hands the game on to the next (boardgame.io's `next`): the phase modules reach
# each other only through this table (as `state.NEXT`), so none of them imports another
NEXT = {
    "turns": placing.begin_turn,             # the bids revealed: turns in bid order (AS-R4)
    "turns_over": end.turns_over,            # the last turn over: museum, round end (AS-R5/R6)
    "round": auction.start_round,            # the gavel passed: the next round (AS-R1)
    "game_over": end.end_game,               # no paintings left for a round (AS-E1)
}


def _no_moves(s, p) -> tuple:
    return ()


# phase -> the legal moves of player p there (chance phases list their outcomes instead)
MOVES = {
    "setup": auction.star_actions, "pick": auction.pick_actions, "bid": auction.bid_actions,
    "acquire": placing.acquire_actions, "place": placing.place_actions,
    "decor": placing.decor_actions, "after": placing.after_actions, "end": _no_moves,
}
OUTCOMES = {"deal": auction.deal_outcomes, "turn-over": auction.front_outcomes}
# phase -> the chance outcome a 64-bit draw picks there, without the outcome list
PICKS = {"turn-over": auction.front_pick}
# phase -> the verbs of the moves made there (the refusals name the phase's task from it)
PHASE_VERBS = {phase: frozenset(v for ph, v in RULES if ph == phase) for phase, _ in RULES}
# the same table by phase, then verb: two lookups of interned strings, no tuple per move
_DISPATCH = {phase: {v: rule for (ph, v), rule in RULES.items() if ph == phase}
             for phase in PHASE_VERBS}


class State(GameState):
    GAME = "artsociety"
    TITLE = "Art Society"
    PLAYERS = (2, 3, 4)
    DEFAULT_PLAYERS = 3
    PREFIX = "as"
    HORIZONS = {"round": lambda s: (0, s.round)}
    SEARCHED = frozenset({"bid", "pick", "take"})        # a bid, a pick, a painting taken
    PHASE_RULES = {
        "deal": ("AS-S1", "AS-S2"), "setup": ("AS-S1", "AS-P1"),
        "pick": ("AS-R1", "AS-S3", "AS-R5"), "turn-over": ("AS-R1",),
        "bid": ("AS-R2", "AS-R3", "AS-E1", "AS-E7"),
        "acquire": ("AS-R4", "AS-R5", "AS-P2", "AS-P6"),
        "place": ("AS-P1", "AS-P2", "AS-P3", "AS-P4", "AS-E2", "AS-E4", "AS-E6"),
        "decor": ("AS-P5", "AS-P1", "AS-E3"), "after": ("AS-P6",),
        "end": ("AS-E1", "AS-E2", "AS-E3", "AS-E4", "AS-E5", "AS-E6", "AS-E7")}
    Variant = Variant
    Action = Action
    PHASE_VERBS = PHASE_VERBS
    NEXT = NEXT

    def __init__(self, players: int = 4, seed: int = 0, variant: Variant | None = None,
                 start_player: int = 0):
        self._init_header(players, seed, variant, start_player)
        if start_player != 0:
            raise Refusal(id="setup-as-start_player")
        P = players
        self.phase, self.to_move, self.round, self.auctioneer = "deal", CHANCE, 0, None
        self.auction = []                  # per slot: Back face down, Piece face up, None taken
        self._backs_left = list(BACKS_LEFT)
        self._fronts = list(FRONT_COUNTS)
        self._picks = tuple(a for a, n in zip(PICK, self._backs_left) if n)   # AS-R1
        self._bid_actions = [BID[1:]] * P      # the bid cards in hand, as actions (AS-C2)
        self.piles = [()] * P              # face-up bid cards, the start card at the bottom
        self.bids = [None] * P
        self.order = ()
        self.walls = [()] * P
        self.wall_bits = [0] * P
        self._masks = [()] * P             # the cell mask of each tile, parallel to walls
        self.assistant = [None] * P
        self.excess = [0] * P
        self._track = [0] * len(GENRES)
        self.museum_paintings = ()
        supply = self.variant.decor_supply
        # by shield count; index 0 unused
        self.decor_supply = None if supply is None else [0] + [
            supply[d.shields] for d in COMPONENTS.decor]
        self.start_paintings = [None] * P
        self.pending = None                # the tile being resolved (AS-P2, AS-P5)
        self.held = None                   # a painting taken, waiting while the assistant's
        #                                    tile hangs first (AS-R4)
        self._decor_queue = ()
        self._step = 0                     # deal/setup/turn-over/bid/acquire: whose or which
        self._taken = self._unparked = self._fresh = False
        self.end_reasons = ()              # why the game ended (AS-E1), once it has
        self._final = None                 # the score breakdown, once the game is over

    @classmethod
    def _new(cls, players, seed, variant, start_player=0):
        return cls(players, seed, variant, start_player)

    def clone(self) -> "State":
        new = State.__new__(State)
        d = new.__dict__
        d.update(self.__dict__)
        d["history"] = self.history[:]
        d["auction"] = self.auction[:]
        for k in ("_backs_left", "_fronts", "_bid_actions", "piles", "bids", "walls", "_masks",
                  "wall_bits", "assistant", "excess", "_track", "start_paintings"):
            d[k] = d[k][:]
        if self.decor_supply is not None:
            d["decor_supply"] = self.decor_supply[:]
        return new

    # ---- read API -------------------------------------------------------------------------
    @property
    def hands(self) -> list[tuple]:
        """Per player, the bid cards still in hand (a sealed bid stays there until the reveal)."""
        return [tuple(a.n for a in h) for h in self._bid_actions]

    @property
    def museum(self) -> dict:
        """The museum prestige track: genre -> position (AS-C5, AS-R5)."""
        return dict(zip(GENRES, self._track))

    def multipliers(self) -> dict:
        return scoring.multipliers(self._track, GENRES)

    def score_breakdown(self, player: int | None = None):
        """The points of `player` by source: {"genres": {genre: points} (AS-E2), "decor"
        (AS-E3), "eye_line" (AS-E4), "full_wall" (AS-E5), "corners", "excess" (AS-E6),
        "total"}; the total is `scores[player]`. Without a player: the list for every player.
        The final figures once the game is over; mid-game, a live estimate."""
        parts = end.breakdown(self)
        if player is None:
            return parts
        self._check_player(player)
        return parts[player]

    @property
    def scores(self) -> tuple:
        return tuple(b["total"] for b in end.breakdown(self))

    def is_terminal(self) -> bool:
        return self.phase == "end"

    def _final_winners(self) -> list[int]:
        return end.winners(self)

    def legal_placements(self, piece, player=None) -> list[tuple[int, int, int, int]]:
        """Every (row, col, w, h) where `piece` (a Piece, Tile or Back) may hang on the wall of
        `player` (default: the player to move) under AS-P1, in each orientation it allows."""
        p = self.to_move if player is None else player
        out = []
        for w, h in orientations(piece):
            actions_at("hang", w, h, GEOMETRY.anchors(self.wall_bits[p], w, h), out)
        return [(a.row, a.col, a.w, a.h) for a in out]

    def stacks(self) -> dict:
        """The face-down stacks: back -> how many are left to pick (AS-S3)."""
        return {b: n for b, n in zip(BACKS, self._backs_left) if n}

    # ---- legal actions ---------------------------------------------------------------------
    def chance_outcomes(self) -> list:
        """The chance outcomes here with integer weights: (action, weight)."""
        outcomes = OUTCOMES[self.phase](self) if self.phase in OUTCOMES else []
        if self._legal_cache is None:
            self._legal_cache = tuple(a for a, _ in outcomes)
        return outcomes

    def _chance_pick(self, u: int):
        pick = PICKS.get(self.phase)
        return super()._chance_pick(u) if pick is None else pick(self, u)

    def _legal_actions(self) -> tuple:
        p = self.to_move
        if p == CHANCE:
            return tuple(a for a, _ in self.chance_outcomes())
        return MOVES[self.phase](self, p)

    # ---- applying ----------------------------------------------------------------------------
    def _apply(self, a: Action) -> list:
        return _DISPATCH[self.phase][a.verb](self, a)

    # ---- notation and errors ---------------------------------------------------------------
    def _action_from_text(self, text: str) -> Action:
        return parse_action(text)

    def _why_illegal(self, action) -> IllegalAction:
        return why_illegal(self, action)

    def _preview(self, action: Action) -> list:
        return preview(self, action)

    # ---- what a player may see -------------------------------------------------------------
    def observation(self, player: int) -> dict:
        """Everything `player` may see, as plain JSON-able data (see `hidden.observation`),
        with the reasons the game ended ("end_reasons", AS-E1) once it has."""
        self._check_player(player)
        return hidden.observation(self, player)

    def determinize(self, player: int, seed: int) -> "State":
        """A clone with what `player` cannot see resampled (see `hidden.determinize`)."""
        self._check_player(player)
        return hidden.determinize(self, player, seed)

    def seen(self, action) -> tuple:
        """A sealed bid (AS-R2) is seen by its bidder alone until the last one is made: then
        all are revealed to everyone (see `GameState.seen`)."""
        return hidden.seen(self, action)

    def bid_hand(self, player: int) -> tuple:
        """`player`'s bid cards, as the bid actions they make (AS-R2)."""
        return tuple(self._bid_actions[player])

    def __repr__(self) -> str:
        return (f"<artsociety.State {self.players}p seed={self.seed} round={self.round} "
                f"phase={self.phase} to_move={self.to_move}>")

