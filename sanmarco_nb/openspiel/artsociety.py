"""Art Society in OpenSpiel: its action catalogue's blocks, its score bounds and its
observation tensor, the auction as one player sees it, in numbers.

The tensor is read from the engine's `observation(player)` only, so it shows nothing that
player may not see: another player's sealed bid is "made" and nothing more until the reveal
(AS-R2).
"""
from __future__ import annotations

import numpy as np

from ..artsociety import components as asc      # the actions, as asc.TAKE, asc.Action(...)
from ..artsociety import scoring as sc
from ..artsociety.components import BACKS, COMPONENTS, GENRES
from ..artsociety.state import MOVES, OUTCOMES, RULES
from .catalogue import Listed

PHASES = tuple(sorted({phase for phase, _ in RULES} | set(MOVES) | set(OUTCOMES)))
FRAMES = COMPONENTS.frames
SLOT = ("empty", "face_down", "face_up", "value", "w", "h") + GENRES + FRAMES


class ObservationTensor:
    """A flat float32 tensor and named views of it (OpenSpiel's observer `tensor` and
    `dict`): whose view and turn, the phase, the auction's slots, the stacks left, every
    hand of bid cards, the bids as this player may see them, the bid order, the walls'
    covered cells, the excess paintings and the museum track."""

    def __init__(self, players: int):
        P, B, auction = players, COMPONENTS.bid_cards, len(asc.TAKE)
        pieces = [("player", (P,)), ("to_move", (P + 1,)), ("phase", (len(PHASES),)),
                  ("auctioneer", (P,)), ("round", (1,)), ("auction", (auction, len(SLOT))),
                  ("stacks", (len(BACKS),)), ("hands", (P, B)), ("bids", (P, B + 1)),
                  ("order", (P, P)), ("walls", (P, COMPONENTS.rows, COMPONENTS.cols)),
                  ("excess", (P,)), ("museum", (len(GENRES),))]
        self.tensor = np.zeros(sum(int(np.prod(shape)) for _, shape in pieces), np.float32)
        self.dict, at = {}, 0
        for name, shape in pieces:
            size = int(np.prod(shape))
            self.dict[name] = self.tensor[at:at + size].reshape(shape)
            at += size

    def set_from(self, obs: dict) -> None:
        self.tensor.fill(0)
        d, P = self.dict, obs["players"]
        d["player"][obs["player"]] = 1
        d["to_move"][obs["to_move"] if obs["to_move"] is not None and obs["to_move"] >= 0
                     else P] = 1
        d["phase"][PHASES.index(obs["phase"])] = 1
        if obs["auctioneer"] is not None:
            d["auctioneer"][obs["auctioneer"]] = 1
        d["round"][0] = obs["round"]
        for slot, x in zip(d["auction"], obs["auction"]):
            self._slot(slot, x)
        stacks = obs["stacks"]
        for i, back in enumerate(BACKS):
            d["stacks"][i] = stacks.get(str(back), 0)
        for q in range(P):
            for n in obs["hands"][q]:
                d["hands"][q, n - 1] = 1
            bid = obs["bids"][q]
            if bid == "hidden":
                d["bids"][q, 0] = 1                     # made, sealed (AS-R2)
            elif bid is not None:
                d["bids"][q, bid] = 1
            for cell in _cells(obs["walls"][q]):
                d["walls"][q][cell] = 1
            d["excess"][q] = obs["excess"][q]
        for place, q in enumerate(obs["order"]):
            d["order"][q, place] = 1
        for i, g in enumerate(GENRES):
            d["museum"][i] = obs["museum"][g]

    @staticmethod
    def _slot(slot, x) -> None:
        if x is None:
            slot[0] = 1
            return
        slot[1 if x.get("face_down") else 2] = 1
        slot[3], slot[4], slot[5] = x["value"], x["w"], x["h"]
        if x.get("genre"):
            slot[SLOT.index(x["genre"])] = 1
            slot[len(SLOT) - len(FRAMES) + FRAMES.index(x["frame"])] = 1


def _cells(tiles):
    for t in tiles:
        for r in range(t["row"], t["row"] + t["h"]):
            for c in range(t["col"], t["col"] + t["w"]):
                yield r, c


def blocks() -> tuple[list, list]:
    """The players' blocks and chance's, in their fixed order."""
    C = COMPONENTS
    pieces = C.start_paintings + C.paintings + C.decor
    sizes = sorted({wh for p in pieces for wh in asc.orientations(p)})

    def placements(verb):
        G = asc.GEOMETRY
        return Listed(verb, [asc.Action(verb, 0, w, h, r, c) for w, h in sizes
                             for r in range(G.rows - h + 1) for c in range(G.cols - w + 1)])
    # AS-R5: one painting goes to the museum per round, and a round takes a bid card
    museum = range(1, C.bid_cards + 1)
    decisions = [Listed("pick", asc.PICK), Listed("bid", asc.BID), Listed("take", asc.TAKE),
                 placements("hang"), placements("from-assistant"), placements("decor"),
                 Listed("assistant", [asc.ASSISTANT]), Listed("done", [asc.DONE]),
                 Listed("excess", [asc.EXCESS]),
                 Listed("swap", [asc.Action("swap", n) for n in museum])]
    chance = [Listed("start", asc.START), Listed("card", asc.CARD.values()),
              Listed("front", asc.FRONT)]
    return decisions, chance


def score_bounds(players: int) -> tuple[int, int]:
    """The lowest and highest final score a player can have (loose, never exceeded): each tile
    on a wall scores at most its genre's top multiplier and the eye line, or its shields, and
    the full wall its bonus; the least is every corner empty and a painting of excess for each
    round (one bid card each)."""
    per_tile = max(max(sc.MULTIPLIERS) + sc.EYE_LINE_POINTS, len(COMPONENTS.decor))
    high = COMPONENTS.rows * COMPONENTS.cols * per_tile + sc.FULL_WALL_BONUS
    return sc.EMPTY_CORNER * len(COMPONENTS.corners) + sc.EXCESS_PAINTING * \
        COMPONENTS.bid_cards, high
