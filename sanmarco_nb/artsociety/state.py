"""The Art Society rules (AS-…): the state, its legal actions and their effects.

A game runs: deal (chance: start paintings, start cards) -> setup (each player hangs the start
painting on a star) -> rounds of pick (the auctioneer picks players + 1 backs) -> turn-over
(chance: the fronts) -> bid (sealed, one player after the other) -> acquire / place / decor /
after (each player in bid order takes and resolves a painting) -> museum and end of round.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..core import CHANCE, Event, GameState, check_variant, event_maker
from . import data, scoring
from .data import Back, Piece, Tile
from .errors import why_illegal
from .notation import Action, parse_action
from .wall import WallGeometry

COMPONENTS = data.load()
GEOMETRY = WallGeometry(COMPONENTS.rows, COMPONENTS.cols, COMPONENTS.stars,
                        COMPONENTS.eye_line_rows, COMPONENTS.corners)
GENRES = COMPONENTS.genres
BACKS = tuple(sorted({p.back for p in COMPONENTS.paintings}))
_BACK_ID = {b: i for i, b in enumerate(BACKS)}
FRONTS = tuple((g, f) for g in GENRES for f in COMPONENTS.frames)
_FRONT_ID = {f: i for i, f in enumerate(FRONTS)}
EXCESS_LIMIT = 2                                         # AS-E1


def _initial_stacks():
    counts = data.catalogue_counts(COMPONENTS.paintings)
    fronts = [[0] * len(FRONTS) for _ in BACKS]
    for (back, g, f), n in counts.items():
        fronts[_BACK_ID[back]][_FRONT_ID[(g, f)]] = n
    return [sum(c) for c in fronts], [tuple(c) for c in fronts]


_BACKS_LEFT, _FRONT_COUNTS = _initial_stacks()


# every event kind the engine emits (i18n has a sentence for each, in every language)
EVENT_KINDS = ("start_painting", "start_card", "auctioneer", "round", "pick", "front", "bid",
               "reveal", "tie", "order", "take", "hang", "faux_pas", "decor_earned",
               "decor_returned", "decor_supply_empty", "to_assistant", "excess", "museum_swap",
               "museum", "gavel", "game_end", "scores")


class ArtSocietyEvent(Event):
    __slots__ = ()
    game = "artsociety"


_make_event = event_maker(ArtSocietyEvent)


def _ev(kind, rule, player=None, **data):
    return _make_event(kind, rule, player, data)


def _custom_supply(value) -> bool:
    """A limited decor supply other than the box's (lessons and tests use small ones)."""
    return (type(value) is dict and set(value) == {1, 2, 3}
            and all(type(n) is int and 0 <= n <= 999 for n in value.values()))


@dataclass(frozen=True)
class Variant:
    """The switches of rules/artsociety.md (`[variant: …]`); the defaults are the rules file's."""
    decor_supply: dict | None = field(
        default=None, metadata={"choices": (None, {1: 48, 2: 36, 3: 24}),
                                "check": _custom_supply})                           # AS-C4
    tie_break: str = field(
        default="beneath_then_start",
        metadata={"choices": ("beneath_then_start", "recursive")})                # AS-R3
    museum_swap: str = field(default="off", metadata={"choices": ("off", "same_genre")})  # R5
    next_auctioneer: str = field(
        default="clockwise", metadata={"choices": ("clockwise", "lowest_bidder")})  # AS-R6
    decor_award: str = field(default="cap3", metadata={"choices": ("cap3", "split")})   # P4
    eyeline: bool = field(default=True, metadata={"choices": (True, False)})      # AS-E4

    def __post_init__(self):
        check_variant(self)

    def __hash__(self):
        return hash(repr(self))


# ---- interned actions: legal_actions() hands out these objects, never builds new ones -------
_PICK = tuple(Action("pick", b.value, b.w, b.h) for b in BACKS)
_FRONT = tuple(Action("front", genre=g, frame=f) for g, f in FRONTS)
_START = tuple(Action("start", genre=p.genre, frame=p.frame) for p in COMPONENTS.start_paintings)
_CARD = {c: Action("card", c) for c in COMPONENTS.start_cards}
_BID = tuple(Action("bid", n) for n in range(COMPONENTS.bid_cards + 1))
_TAKE = tuple(Action("take", n) for n in range(1, 6))
_ASSISTANT, _DONE, _EXCESS = Action("assistant"), Action("done"), Action("excess")
_PLACE_TABLES: dict = {}


def _place_table(verb, w, h):
    """Bit index of the top-left cell -> the interned placing action."""
    table = [None] * (GEOMETRY.rows * GEOMETRY.stride)
    for r in range(GEOMETRY.rows - h + 1):
        for c in range(GEOMETRY.cols - w + 1):
            table[GEOMETRY.index(r, c)] = Action(verb, 0, w, h, r, c)
    _PLACE_TABLES[verb, w, h] = table
    return table


def _actions_at(verb, w, h, anchors, out):
    """Append the interned placing actions for the top-left cells `anchors`."""
    table = _PLACE_TABLES.get((verb, w, h)) or _place_table(verb, w, h)
    while anchors:
        low = anchors & -anchors
        out.append(table[low.bit_length() - 1])
        anchors ^= low


def _orientations(piece):
    """A decor tile may be rotated (AS-C4); a painting (or a back) may not (AS-C3)."""
    if not getattr(piece, "shields", 0) or piece.w == piece.h or not COMPONENTS.decor_rotates:
        return ((piece.w, piece.h),)
    return ((piece.w, piece.h), (piece.h, piece.w))


class State(GameState):
    GAME = "artsociety"
    TITLE = "Art Society"
    PLAYERS = (2, 3, 4)
    Variant = Variant
    Action = Action

    def __init__(self, players: int = 4, seed: int = 0, variant: Variant | None = None,
                 start_player: int = 0):
        self._init_header(players, seed, variant, start_player)
        if start_player != 0:
            raise ValueError("the first auctioneer is set by the start cards (AS-S2): "
                             "start_player must be 0")
        P = players
        self.phase, self.to_move, self.round, self.auctioneer = "deal", CHANCE, 0, None
        self.auction = []                  # per slot: Back face down, Piece face up, None taken
        self._backs_left = list(_BACKS_LEFT)
        self._fronts = list(_FRONT_COUNTS)
        self._picks = tuple(a for a, n in zip(_PICK, self._backs_left) if n)   # AS-R1
        self._bid_actions = [_BID[1:]] * P     # the bid cards in hand, as actions (AS-C2)
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
        self._decor_queue = ()
        self._step = 0                     # deal/setup/turn-over/bid/acquire: whose or which
        self._taken = self._unparked = self._fresh = False
        self.end_reasons = ()
        self._final = None                 # the score breakdown, once the game is over

    @classmethod
    def _new(cls, players, seed, variant, start_player=0):
        return cls(players, seed, variant, start_player)

    def _repr_svg_(self) -> str:
        # the walls and the museum as a static picture: notebooks show it on GitHub too
        from ..svg.artsociety import walls_svg
        return walls_svg(self)

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

    def score_breakdown(self) -> list[dict]:
        """Each player's points by source (AS-E2 … AS-E6); mid-game, a live estimate."""
        if self._final:
            return self._final
        return scoring.breakdown(self.walls, self.wall_bits, self.excess, self._track, GENRES,
                                 GEOMETRY, self.variant.eyeline, self._masks)

    @property
    def scores(self) -> tuple:
        return tuple(b["total"] for b in (self._final or self.score_breakdown()))

    def is_terminal(self) -> bool:
        return self.phase == "end"

    def _final_winners(self) -> list[int]:
        hand_totals = [sum(a.n for a in h) for h in self._bid_actions]
        totals = [b["total"] for b in (self._final or self.score_breakdown())]
        return scoring.winners(totals, hand_totals)

    def legal_placements(self, piece, player=None) -> list[tuple[int, int, int, int]]:
        """Every (row, col, w, h) where `piece` (a Piece, Tile or Back) may hang on the wall of
        `player` (default: the player to move) under AS-P1, in each orientation it allows."""
        p = self.to_move if player is None else player
        out = []
        for w, h in _orientations(piece):
            _actions_at("hang", w, h, GEOMETRY.anchors(self.wall_bits[p], w, h), out)
        return [(a.row, a.col, a.w, a.h) for a in out]

    def stacks(self) -> dict:
        """The face-down stacks: back -> how many are left to pick (AS-S3)."""
        return {b: n for b, n in zip(BACKS, self._backs_left) if n}

    # ---- legal actions ---------------------------------------------------------------------
    def chance_outcomes(self) -> list:
        """The chance outcomes here with integer weights: (action, weight)."""
        outcomes = self._chance_outcomes()
        if self._legal_cache is None:
            self._legal_cache = tuple(a for a, _ in outcomes)
        return outcomes

    def _chance_outcomes(self) -> list:
        P = self.players
        if self.phase == "deal":
            if self._step < P:
                dealt = {p for p in self.start_paintings if p is not None}
                return [(a, 1) for a, p in zip(_START, COMPONENTS.start_paintings)
                        if p not in dealt]
            dealt = {pile[0] for pile in self.piles if pile}
            return [(_CARD[c], 1) for c in COMPONENTS.start_cards if c not in dealt]
        if self.phase == "turn-over":
            counts = self._fronts[_BACK_ID[self.auction[self._step]]]
            return [(_FRONT[i], n) for i, n in enumerate(counts) if n]
        return []

    def _legal_actions(self) -> tuple:
        phase = self.phase
        p = self.to_move
        if p == CHANCE:
            return tuple(a for a, _ in self.chance_outcomes())
        out = []
        if phase == "bid":
            return self._bid_actions[p]
        if phase == "acquire":
            out.extend(_TAKE[i] for i, s in enumerate(self.auction) if s is not None)
            self._unpark_actions(p, out)
        elif phase == "place":
            return self._place_actions(p)
        elif phase == "decor":
            return self._decor_actions(p)
        elif phase == "after":
            return self._after_actions(p)
        elif phase == "pick":
            return self._picks
        elif phase == "setup":
            piece = self.pending
            _actions_at("hang", piece.w, piece.h,
                        GEOMETRY.star_anchors(self.wall_bits[p], piece.w, piece.h), out)
        return tuple(out)

    def _place_actions(self, p):
        """AS-P2: the painting in hand to the wall or an empty assistant; with neither, a swap
        with the museum (variant) or, the only choice left, excess."""
        piece, out = self.pending, []
        _actions_at("hang", piece.w, piece.h,
                    GEOMETRY.anchors(self.wall_bits[p], piece.w, piece.h), out)
        if self.assistant[p] is None:
            out.append(_ASSISTANT)
        if not out:
            out.extend(self._swap_actions(p))
            out.append(_EXCESS)
        return tuple(out)

    def _decor_actions(self, p):
        """AS-P5: the decor tile in hand on the wall, either way round, or to an empty
        assistant; none: it goes back to the supply."""
        out = []
        for w, h in _orientations(self.pending):
            _actions_at("decor", w, h, GEOMETRY.anchors(self.wall_bits[p], w, h), out)
        if self.assistant[p] is None:
            out.append(_ASSISTANT)
        return tuple(out)

    def _after_actions(self, p):
        out = []
        self._unpark_actions(p, out)
        return tuple(out) + (_DONE,) if out else ()

    def _unpark_actions(self, p, out):
        """AS-P6, AS-R4: the assistant's tile may hang before or after taking, once a turn,
        but not in the turn it arrived."""
        piece = self.assistant[p]
        if piece is None or self._fresh or self._unparked:
            return
        for w, h in _orientations(piece):
            _actions_at("from-assistant", w, h, GEOMETRY.anchors(self.wall_bits[p], w, h), out)

    def _swap_actions(self, p):
        if self.variant.museum_swap != "same_genre":
            return []
        piece, bits = self.pending, self.wall_bits[p]
        return [Action("swap", i + 1) for i, m in enumerate(self.museum_paintings)
                if m.genre == piece.genre and GEOMETRY.anchors(bits, m.w, m.h)]

    # ---- applying ----------------------------------------------------------------------------
    def _apply(self, a: Action) -> list[Event]:
        return _HANDLERS[a.verb](self, a)

    # deal and setup (AS-S1, AS-S2)
    def _do_start(self, a):
        p = self._step
        piece = next(s for s in COMPONENTS.start_paintings
                     if s.genre == a.genre and s.frame == a.frame)
        self.start_paintings[p] = piece
        self._step += 1
        return [_ev("start_painting", "AS-S1", p, genre=piece.genre, frame=piece.frame,
                    w=piece.w, h=piece.h, value=piece.value)]

    def _do_card(self, a):
        p = self._step - self.players
        self.piles[p] = (a.n,)
        self._step += 1
        events = [_ev("start_card", "AS-S2", p, card=a.n)]
        if self._step == 2 * self.players:
            self.phase, self._step = "setup", 0
            self.to_move, self.pending = 0, self.start_paintings[0]
        return events

    def _do_hang(self, a):
        p, piece = self.to_move, self.pending
        self.pending = None
        if self.phase == "setup":
            events = self._hang(p, piece, a.row, a.col, "start", "AS-S1")
            self._step += 1
            if self._step < self.players:
                self.to_move, self.pending = self._step, self.start_paintings[self._step]
                return events
            first = min(range(self.players), key=lambda q: self.piles[q][0])
            self.auctioneer = first
            events.append(_ev("auctioneer", "AS-S2", first, card=self.piles[first][0]))
            return events + self._start_round()
        events = self._hang(p, piece, a.row, a.col, "auction", "AS-P2")
        return events + self._continue()

    # the auction (AS-R1, AS-R2, AS-R3)
    def _start_round(self):
        P = self.players
        if sum(self._backs_left) < P + 1:
            # not reachable with the shipped catalogue (AS-C3: enough for 20 rounds of 4)
            return self._end_game(["paintings"])
        self.round += 1
        self.phase, self.to_move, self.auction = "pick", self.auctioneer, []
        self.bids, self.order = [None] * P, ()
        return [_ev("round", "AS-R1", self.auctioneer, round=self.round)]

    def _do_pick(self, a):
        back = Back(a.n, a.w, a.h)
        b = _BACK_ID[back]
        self._backs_left[b] -= 1
        if not self._backs_left[b]:           # AS-R1: only from non-empty stacks
            self._picks = tuple(pick for pick, n in zip(_PICK, self._backs_left) if n)
        self.auction.append(back)
        events = [_ev("pick", "AS-R1", self.to_move, slot=len(self.auction), value=a.n,
                      w=a.w, h=a.h)]
        if len(self.auction) == self.players + 1:
            self.phase, self.to_move, self._step = "turn-over", CHANCE, 0
        return events

    def _do_front(self, a):
        slot = self._step
        back = self.auction[slot]
        b = _BACK_ID[back]
        counts = list(self._fronts[b])
        counts[_FRONT_ID[(a.genre, a.frame)]] -= 1
        self._fronts[b] = tuple(counts)
        self.auction[slot] = Piece(back.w, back.h, a.genre, a.frame, back.value)
        self._step += 1
        events = [_ev("front", "AS-R1", None, slot=slot + 1, genre=a.genre, frame=a.frame,
                      value=back.value, w=back.w, h=back.h)]
        if self._step == len(self.auction):
            self.phase, self.to_move, self._step = "bid", 0, 0
        return events

    def _do_bid(self, a):
        p = self.to_move
        self.bids[p] = a.n
        # the card stays in hand until the reveal, so that `hands` shows no bid (AS-R2)
        events = [_ev("bid", "AS-R2", p)]
        if p + 1 < self.players:
            self.to_move = p + 1
            return events
        return events + self._reveal()

    def _reveal(self):
        P, bids = self.players, self.bids
        events = [_ev("reveal", "AS-R2", None, bids=list(bids))]
        if self.variant.tie_break == "recursive":
            keys = [(bids[p],) + self.piles[p][::-1] for p in range(P)]
        else:
            keys = [(bids[p], self.piles[p][-1], self.piles[p][0]) for p in range(P)]
        order = sorted(range(P), key=lambda p: keys[p], reverse=True)
        events += _tie_events(order, keys, 1)
        for p in range(P):
            self.piles[p] += (bids[p],)
            hand = self._bid_actions[p]
            i = hand.index(_BID[bids[p]])
            self._bid_actions[p] = hand[:i] + hand[i + 1:]
        self.order = tuple(order)
        events.append(_ev("order", "AS-R3", None, order=list(order)))
        self._step = 0
        return events + self._begin_turn()

    # acquiring (AS-R4, AS-P2 … AS-P6)
    def _begin_turn(self):
        p = self.order[self._step]
        self.phase, self.to_move = "acquire", p
        self._taken = self._unparked = self._fresh = False
        return []

    def _do_take(self, a):
        p = self.to_move
        piece = self.auction[a.n - 1]
        self.auction[a.n - 1] = None
        self._taken, self.pending = True, piece
        events = [_ev("take", "AS-R4", p, slot=a.n, genre=piece.genre, frame=piece.frame,
                      value=piece.value, w=piece.w, h=piece.h)]
        return events + self._resolve_painting()

    def _resolve_painting(self):
        """AS-P2: the painting in hand goes to the wall or the assistant; with neither possible
        (and no museum swap offered) it is an excess painting, at once."""
        acts = self._place_actions(self.to_move)
        if acts == (_EXCESS,):
            return self._do_excess(None)
        # the legal actions of the next step are known now: keep them (core reset the cache)
        self.phase, self._legal_cache = "place", acts
        return []

    def _do_excess(self, a):
        p, piece = self.to_move, self.pending
        self.pending = None
        self.excess[p] += 1
        events = [_ev("excess", "AS-P2", p, genre=piece.genre, frame=piece.frame,
                      value=piece.value, w=piece.w, h=piece.h, count=self.excess[p])]
        events += self._earn_decor(p, 1, "AS-P2")
        return events + self._continue()

    def _do_swap(self, a):
        p, piece = self.to_move, self.pending
        k = a.n - 1
        got = self.museum_paintings[k]
        self.museum_paintings = (self.museum_paintings[:k] + (piece,)
                                 + self.museum_paintings[k + 1:])
        self.pending = got
        events = [_ev("museum_swap", "AS-R5", p, genre=piece.genre, gave=piece.value,
                      got=got.value, w=got.w, h=got.h, frame=got.frame)]
        return events + self._resolve_painting()

    def _do_assistant(self, a):
        p, piece = self.to_move, self.pending
        self.assistant[p], self.pending, self._fresh = piece, None, True
        events = [_ev("to_assistant", "AS-P5" if self.phase == "decor" else "AS-P2", p,
                      **_piece_data(piece))]
        return events + self._continue()

    def _do_decor(self, a):
        p, piece = self.to_move, self.pending
        self.pending = None
        events = self._hang(p, Piece(a.w, a.h, shields=piece.shields), a.row, a.col, "decor",
                            "AS-P5")
        return events + self._continue()

    def _do_from_assistant(self, a):
        p, piece = self.to_move, self.assistant[self.to_move]
        self.assistant[p], self._unparked = None, True
        if not piece.is_painting:
            piece = Piece(a.w, a.h, shields=piece.shields)    # as rotated
        return self._hang(p, piece, a.row, a.col, "assistant", "AS-P6") + self._continue()

    def _do_done(self, a):
        return self._end_turn()

    def _hang(self, p, piece, row, col, source, rule):
        """Put `piece` on p's wall; faux pas (AS-P3) and decor earned (AS-P4) follow."""
        mask = GEOMETRY.rect(piece.w, piece.h, row, col)
        tile = Tile(row, col, piece.w, piece.h, piece.genre, piece.frame, piece.value,
                    piece.shields)
        events = [_ev("hang", rule, p, source=source, row=row, col=col, w=piece.w, h=piece.h,
                      genre=piece.genre, frame=piece.frame, value=piece.value,
                      shields=piece.shields)]
        matching, spoiled = 0, []
        if piece.shields == 0:
            ring = GEOMETRY.neighbours(mask)
            for t, m in zip(self.walls[p], self._masks[p]):
                if m & ring and t.shields == 0:
                    if t.frame == piece.frame:
                        matching += 1
                    if t.genre == piece.genre:
                        spoiled.append([t.row, t.col])
        self.walls[p] += (tile,)
        self._masks[p] += (mask,)
        self.wall_bits[p] |= mask
        if spoiled:
            events.append(_ev("faux_pas", "AS-P3", p, genre=piece.genre, row=row, col=col,
                              touching=spoiled))
        if matching:
            events += self._earn_decor(p, matching, "AS-P4")
        return events

    def _earn_decor(self, p, shields, rule):
        """AS-P4, AS-P2: queue the decor tiles earned; `split` gives 3-shield tiles and the rest
        instead of capping at 3 (AS-C4 has no tile above 3 shields)."""
        top = len(COMPONENTS.decor)
        if self.variant.decor_award == "split":
            sizes = [top] * (shields // top) + ([shields % top] if shields % top else [])
        else:
            sizes = [min(shields, top)]
        events, queue = [], list(self._decor_queue)
        for s in sizes:
            if self.decor_supply is not None:
                if not self.decor_supply[s]:
                    events.append(_ev("decor_supply_empty", "AS-C4", p, shields=s))
                    continue
                self.decor_supply[s] -= 1
            queue.append(COMPONENTS.decor[s - 1])
            events.append(_ev("decor_earned", rule, p, shields=s,
                              matching=shields if rule == "AS-P4" else 0))
        self._decor_queue = tuple(queue)
        return events

    def _continue(self):
        """After a tile is resolved: the next decor tile earned, else back to the turn."""
        p, events = self.to_move, []
        while self._decor_queue:
            self.pending, self._decor_queue = self._decor_queue[0], self._decor_queue[1:]
            acts = self._decor_actions(p)
            if acts:
                self.phase, self._legal_cache = "decor", acts
                return events
            piece, self.pending = self.pending, None
            if self.decor_supply is not None:
                self.decor_supply[piece.shields] += 1
            events.append(_ev("decor_returned", "AS-P5", p, shields=piece.shields))
        if not self._taken:
            self.phase = "acquire"
            return events
        acts = self._after_actions(p)
        if acts:
            self.phase, self._legal_cache = "after", acts
            return events
        return events + self._end_turn()

    def _end_turn(self):
        self._step += 1
        if self._step < self.players:
            return self._begin_turn()
        return self._museum() + self._end_round()

    # museum and the end of a round (AS-R5, AS-R6, AS-E1)
    def _museum(self):
        piece = next(s for s in self.auction if s is not None)
        self.auction = [None] * len(self.auction)
        g = GENRES.index(piece.genre)
        start = self._track[g]
        occupied = {pos for i, pos in enumerate(self._track) if i != g and pos > 0}
        pos, bumped = start + piece.value, []
        while pos in occupied:
            bumped.append(pos)
            pos += 1
        self._track[g] = pos
        self.museum_paintings += (piece,)
        return [_ev("museum", "AS-R5", None, genre=piece.genre, value=piece.value,
                    frame=piece.frame, w=piece.w, h=piece.h, start=start, to=pos,
                    bumped=bumped)]

    def _end_round(self):
        P = self.players
        reasons = []
        if any(GEOMETRY.full(b) for b in self.wall_bits):
            reasons.append("full_wall")
        if any(x >= EXCESS_LIMIT for x in self.excess):
            reasons.append("excess")
        if not any(self._bid_actions):
            reasons.append("bid_cards")
        if reasons:
            return self._end_game(reasons)
        if self.variant.next_auctioneer == "lowest_bidder":
            self.auctioneer = self.order[-1]
        else:
            self.auctioneer = (self.auctioneer + 1) % P
        return [_ev("gavel", "AS-R6", self.auctioneer)] + self._start_round()

    def _end_game(self, reasons):
        self.phase, self.to_move, self.pending = "end", None, None
        self.end_reasons = tuple(reasons)
        parts = self._final = self.score_breakdown()
        return [_ev("game_end", "AS-E1", None, reasons=list(reasons), round=self.round),
                _ev("scores", "AS-E7", None, breakdown=parts, winners=self.winners())]

    # ---- notation and errors ---------------------------------------------------------------
    def _action_from_text(self, text: str) -> Action:
        return parse_action(text)

    def _why_illegal(self, action) -> str:
        return why_illegal(self, action)

    # ---- what a player may see -------------------------------------------------------------
    def observation(self, player: int) -> dict:
        """Everything `player` may see, as plain JSON-able data: no other player's bid before
        the reveal (AS-R2), no face-down fronts."""
        self._check_player(player)
        all_in = self.phase != "bid"
        return {
            "game": self.GAME, "player": player, "players": self.players,
            "round": self.round, "phase": self.phase, "to_move": self.to_move,
            "auctioneer": self.auctioneer,
            "auction": [None if s is None else (_back_data(s) if isinstance(s, Back)
                                                 else _piece_data(s)) for s in self.auction],
            "stacks": {str(b): n for b, n in self.stacks().items()},
            "hands": [list(h) for h in self.hands],
            "piles": [list(p) for p in self.piles],
            "bids": [b if (all_in or q == player) else (None if b is None else "hidden")
                     for q, b in enumerate(self.bids)],
            "order": list(self.order),
            "walls": [[t._asdict() for t in w] for w in self.walls],
            "assistant": [None if t is None else _piece_data(t) for t in self.assistant],
            "pending": None if self.pending is None else _piece_data(self.pending),
            "excess": list(self.excess),
            "museum": self.museum,
            "museum_paintings": [_piece_data(m) for m in self.museum_paintings],
            "decor_supply": None if self.decor_supply is None else self.decor_supply[1:],
        }

    def determinize(self, player: int, seed: int) -> "State":
        """A clone in which what `player` cannot see is resampled: the sealed bids of the others
        not yet revealed (any card in their hands). Everything else in Art Society is public or
        still a chance outcome. The clone also gets `seed`, so that its chance stream (the
        fronts of paintings not yet turned over) does not replay the game's real future."""
        rng = random.Random(seed)
        new = self.clone()
        new.seed = seed
        if self.phase == "bid":
            # this round's bids are the last moves, in seat order: rewrite them too, so that
            # neither `history` nor the record gives the real bids away
            made = [q for q, b in enumerate(self.bids) if b is not None]
            for k, q in enumerate(made, len(self.history) - len(made)):
                if q != player:
                    new.bids[q] = rng.choice(self._bid_actions[q]).n
                    new.history[k] = _BID[new.bids[q]]
        new._legal_cache = None
        return new

    def __repr__(self) -> str:
        return (f"<artsociety.State {self.players}p seed={self.seed} round={self.round} "
                f"phase={self.phase} to_move={self.to_move}>")


def _tie_events(order, keys, depth):
    """AS-R3 step by step: each group tied at `depth - 1` is compared at `depth`."""
    events = []
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and keys[order[j + 1]][:depth] == keys[order[i]][:depth]:
            j += 1
        group = order[i:j + 1]
        if len(group) > 1:
            last = depth == len(keys[group[0]]) - 1
            step = "start" if last else ("beneath" if depth == 1 else "deeper")
            events.append(_ev("tie", "AS-R3", None, players=list(group), bid=keys[group[0]][0],
                              step=step, depth=depth, cards=[keys[q][depth] for q in group]))
            events += _tie_events(group, keys, depth + 1)
        i = j + 1
    return events


def _piece_data(piece) -> dict:
    return piece._asdict()


def _back_data(back) -> dict:
    return {"value": back.value, "w": back.w, "h": back.h, "face_down": True}


_HANDLERS = {verb: getattr(State, "_do_" + verb.replace("-", "_"))
             for verb in ("start", "card", "hang", "pick", "front", "bid", "take", "assistant",
                          "from-assistant", "decor", "done", "excess", "swap")}
