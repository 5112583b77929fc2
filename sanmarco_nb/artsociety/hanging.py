"""A tile hung on a wall (AS-P1): the faux pas it makes (AS-P3) and the decor it earns (AS-P4,
AS-C4). The set-up's start painting (AS-S1) and every later tile hang this way."""
from __future__ import annotations

from .components import COMPONENTS, GEOMETRY
from .data import Tile
from .events import ev


def hang(s, p, piece, row, col, source, rule):
    """Put `piece` on p's wall; faux pas (AS-P3) and decor earned (AS-P4) follow."""
    tile, mask = placed(piece, row, col)
    events = [ev("hang", rule, p, source=source, row=row, col=col, w=piece.w, h=piece.h,
                 genre=piece.genre, frame=piece.frame, value=piece.value,
                 shields=piece.shields)]
    matching, spoiled = touching(s, p, piece, mask)
    s.walls[p] += (tile,)
    s._masks[p] += (mask,)
    s.wall_bits[p] |= mask
    if spoiled:
        events.append(ev("faux_pas", "AS-P3", p, genre=piece.genre, row=row, col=col,
                         touching=spoiled))
    if matching:
        events += earn_decor(s, p, matching, "AS-P4")
    return events


def placed(piece, row, col) -> tuple:
    """`piece` as a tile on a wall at (row, col), and the cells it covers."""
    return (Tile(row, col, piece.w, piece.h, piece.genre, piece.frame, piece.value,
                 piece.shields), GEOMETRY.rect(piece.w, piece.h, row, col))


def touching(s, p, piece, mask) -> tuple[int, list]:
    """What `piece` hung on the cells `mask` of p's wall meets: how many paintings sharing an
    edge with it have its frame (AS-P4), and the cells [row, col] of those of its genre (a
    faux pas, AS-P3). A decor tile meets nothing."""
    matching, spoiled = 0, []
    if piece.shields == 0:
        ring = GEOMETRY.neighbours(mask)
        for t, m in zip(s.walls[p], s._masks[p]):
            if m & ring and t.shields == 0:
                if t.frame == piece.frame:
                    matching += 1
                if t.genre == piece.genre:
                    spoiled.append([t.row, t.col])
    return matching, spoiled


def award_sizes(s, shields) -> list[int]:
    """AS-P4: the decor tiles `shields` earn, by size: capped at 3, or under `split` 3-shield
    tiles and the rest (AS-C4 has no tile above 3 shields); the supply is not consulted."""
    top = len(COMPONENTS.decor)
    if s.variant.decor_award == "split":
        return [top] * (shields // top) + ([shields % top] if shields % top else [])
    return [min(shields, top)]


def earn_decor(s, p, shields, rule):
    """AS-P4, AS-P2: queue the decor tiles earned (`award_sizes`). A limited supply gives the
    largest size left up to the one earned, or nothing (AS-C4)."""
    events, queue = [], list(s._decor_queue)
    for size in award_sizes(s, shields):
        got = size if s.decor_supply is None else take_from_supply(s.decor_supply, size)
        if got != size:
            events.append(ev("decor_supply_empty", "AS-C4", p, shields=size, instead=got))
            if not got:
                continue
        queue.append(COMPONENTS.decor[got - 1])
        events.append(ev("decor_earned", rule if got == size else "AS-C4", p, shields=got,
                         matching=shields if rule == "AS-P4" else 0))
    s._decor_queue = tuple(queue)
    return events


def take_from_supply(supply, size) -> int:
    """AS-C4, limited supply: the size earned if one is left, else the largest smaller size
    left, else none (0). `supply` is indexed by shields."""
    for got in range(size, 0, -1):
        if supply[got]:
            supply[got] -= 1
            return got
    return 0
