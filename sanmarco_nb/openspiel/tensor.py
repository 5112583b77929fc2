"""Art Society's observation tensor: the auction as one player sees it, in numbers.

Read from the engine's `observation(player)` only, so it shows nothing that player may not see:
another player's sealed bid is "made" and nothing more until the reveal (AS-R2).
"""
from __future__ import annotations

import numpy as np

from ..artsociety.components import BACKS, COMPONENTS, GENRES, TAKE
from ..artsociety.state import MOVES, OUTCOMES, RULES

PHASES = tuple(sorted({phase for phase, _ in RULES} | set(MOVES) | set(OUTCOMES)))
FRAMES = COMPONENTS.frames
SLOT = ("empty", "face_down", "face_up", "value", "w", "h") + GENRES + FRAMES


class AuctionTensor:
    """A flat float32 tensor and named views of it (OpenSpiel's observer `tensor` and
    `dict`): whose view and turn, the phase, the auction's slots, the stacks left, every
    hand of bid cards, the bids as this player may see them, the bid order, the walls'
    covered cells, the excess paintings and the museum track."""

    def __init__(self, players: int):
        P, B = players, COMPONENTS.bid_cards
        pieces = [("player", (P,)), ("to_move", (P + 1,)), ("phase", (len(PHASES),)),
                  ("auctioneer", (P,)), ("round", (1,)), ("auction", (len(TAKE), len(SLOT))),
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
