"""Helpers that script Art Society positions through the public API, chance outcomes included."""
import random

import pytest

from sanmarco_nb import artsociety as AS
from sanmarco_nb.bench import random_step

STARTS = ("C/A", "P/B", "S/C", "L/D")


class Script:
    AS = AS

    @staticmethod
    def setup(players=4, variant=None, starts=STARTS, cards=(1, 2, 3, 4), hangs=None, seed=0):
        """A game at round 1's first pick: start paintings and cards dealt as given, each start
        painting hung at (4, 4) unless `hangs` says otherwise."""
        s = AS.new_game(players, seed, variant)
        AS.apply_moves(s, *(f"start {g}" for g in starts[:players]))
        AS.apply_moves(s, *(f"card {c}" for c in cards[:players]))
        AS.apply_moves(s, *(hangs or ["hang 2x2@4,4"] * players))
        return s

    @staticmethod
    def auction(s, backs, fronts):
        """The auctioneer picks `backs` ("5:3x3") and chance turns them over as `fronts`."""
        events = AS.apply_moves(s, *(f"pick {b}" for b in backs))
        return events + AS.apply_moves(s, *(f"front {f}" for f in fronts))

    @staticmethod
    def bid(s, *cards):
        return AS.apply_moves(s, *(f"bid {c}" for c in cards))

    @staticmethod
    def place_first(s):
        """Resolve the tile in hand: the first legal hang, else the assistant; decor likewise."""
        events = []
        while s.phase in ("place", "decor", "after"):
            acts = s.legal_actions()
            if s.phase == "after":
                events += s.apply(AS.Action("done"))
                continue
            hangs = [a for a in acts if a.verb in ("hang", "decor")]
            events += s.apply(hangs[0] if hangs else acts[0])
        return events

    @staticmethod
    def place_decor(s):
        """Place the decor tiles in hand: the first wall place, else the assistant."""
        while s.phase == "decor":
            acts = s.legal_actions()
            s.apply(next((a for a in acts if a.verb == "decor"), acts[-1]))

    @classmethod
    def acquire(cls, s, slots):
        """Each player in bid order takes the given slot and places it (see place_first)."""
        events = []
        for slot in slots:
            events += s.apply(AS.Action("take", slot))
            events += cls.place_first(s)
        return events

    @classmethod
    def round(cls, s, backs, fronts, bids, slots=None):
        events = cls.auction(s, backs, fronts) + cls.bid(s, *bids)
        return events + cls.acquire(s, slots or range(1, s.players + 1))

    @staticmethod
    def neighbour_frames(s, p, w, h, row, col):
        G = AS.GEOMETRY
        ring = G.neighbours(G.rect(w, h, row, col))
        return {t.frame for t in s.walls[p]
                if t.is_painting and G.rect(t.w, t.h, t.row, t.col) & ring}

    @classmethod
    def turn_over(cls, s, plan, match=()):
        """Chance turns the auction over. A slot planned for (player, (row, col)) gets a front
        whose frame differs from its neighbours there (no decor earned, the plan holds) or, for
        a slot in `match`, equals one of them (decor earned); the most plentiful frame first,
        so that later paintings still find a free frame."""
        for slot in range(len(s.auction)):
            outcomes = s.chance_outcomes()
            left = {}
            for a, n in outcomes:
                left[a.frame] = left.get(a.frame, 0) + n
            if slot in plan:
                p, (row, col) = plan[slot]
                back = s.auction[slot]
                used = cls.neighbour_frames(s, p, back.w, back.h, row, col)
                want = (lambda f: f in used) if slot in match else (lambda f: f not in used)
                outcomes = [o for o in outcomes if want(o[0].frame)] or outcomes
            s.apply(max(outcomes, key=lambda o: left[o[0].frame])[0])

    @classmethod
    def planned_round(cls, s, shapes, museum, bids, positions, match=()):
        """A 2-player round: p0 and p1 each take a painting of `shapes` (p0 the first if p0
        bids higher) and hang it at `positions[p]`, or give it to the assistant if that is
        None; decor goes to the first legal place."""
        first = 0 if bids[0] > bids[1] else 1
        AS.apply_moves(s, *(f"pick {b}" for b in list(shapes) + [museum]))
        plan = {slot: (p, positions[p]) for slot, p in ((0, first), (1, 1 - first))
                if positions[p] is not None}
        cls.turn_over(s, plan, match)
        events = cls.bid(s, *bids)
        for slot in (1, 2):
            p = s.to_move
            events += s.apply(AS.Action("take", slot))
            if positions[p] is None:
                events += s.apply(AS.Action("assistant"))
            else:
                row, col = positions[p]
                events += s.apply(AS.Action("hang", 0, s.pending.w, s.pending.h, row, col))
            events += cls.place_first(s)
        return events

    @staticmethod
    def find(players, variant, pred, seeds=range(200)):
        """The first state of seeded random games where `pred(state)` holds, with its seed."""
        for seed in seeds:
            s = AS.new_game(players, seed, variant)
            rng = random.Random(seed)
            while not s.is_terminal():
                if pred(s):
                    return s, seed
                random_step(s, rng)
        raise AssertionError("no such state in the seeded games")

    @staticmethod
    def random_game(players, seed, variant=None, check=None):
        """A game with random decisions and seeded chance; `check(state)` runs at every step."""
        s = AS.new_game(players, seed, variant)
        rng = random.Random(seed)
        while not s.is_terminal():
            if check:
                check(s)
            random_step(s, rng)
        if check:
            check(s)
        return s

    @staticmethod
    def kinds(events):
        return [e.kind for e in events]

    @staticmethod
    def snapshot(s):
        """Everything in the state except the legal-action cache, copied."""
        c = s.clone()
        return {k: v for k, v in vars(c).items() if k != "_legal_cache"}


@pytest.fixture
def script():
    return Script
