"""The museum, the end of a round and of the game (AS-R5, AS-R6, AS-E1 … AS-E7): the painting
left goes to the museum, the end conditions are checked after each round, the gavel passes,
and the final scores are taken once.
"""
from __future__ import annotations

from . import scoring
from .components import GENRES, GEOMETRY
from .events import ev

EXCESS_LIMIT = 2                 # AS-E1: a player with this many excess paintings ends the game


def museum(s):
    """AS-R5: the painting left moves its genre's marker by its value, then on past occupied
    spaces to the first free one (space 0 may hold several)."""
    piece = next(x for x in s.auction if x is not None)
    s.auction = [None] * len(s.auction)
    g = GENRES.index(piece.genre)
    start = s._track[g]
    pos, bumped = museum_move(s._track, g, piece.value)
    s._track[g] = pos
    s.museum_paintings += (piece,)
    return [ev("museum", "AS-R5", None, genre=piece.genre, value=piece.value,
               frame=piece.frame, w=piece.w, h=piece.h, start=start, to=pos, bumped=bumped)]


def museum_move(track, g, value) -> tuple[int, list]:
    """AS-R5: where genre g's marker lands when a painting of `value` enters the museum, and
    the occupied spaces it passed on the way (space 0 may hold several)."""
    occupied = {pos for i, pos in enumerate(track) if i != g and pos > 0}
    pos, bumped = track[g] + value, []
    while pos in occupied:
        bumped.append(pos)
        pos += 1
    return pos, bumped


def end_conditions(s) -> list:
    """AS-E1: why the game ends after this round (empty: it goes on)."""
    reasons = []
    if any(GEOMETRY.full(b) for b in s.wall_bits):
        reasons.append("full_wall")
    if any(x >= EXCESS_LIMIT for x in s.excess):
        reasons.append("excess")
    if not any(s._bid_actions):
        reasons.append("bid_cards")
    return reasons


def turns_over(s):
    """Every player has had a turn: the museum (AS-R5), then the end of the round (AS-R6)."""
    return museum(s) + end_round(s)


def end_round(s):
    """AS-R6: the end of the game (AS-E1), else the gavel passes and a new round starts."""
    reasons = end_conditions(s)
    if reasons:
        return end_game(s, reasons)
    if s.variant.next_auctioneer == "lowest_bidder":
        s.auctioneer = s.order[-1]
    else:
        s.auctioneer = (s.auctioneer + 1) % s.players
    return [ev("gavel", "AS-R6", s.auctioneer)] + s.NEXT["round"](s)


def end_game(s, reasons):
    s.phase, s.to_move, s.pending = "end", None, None
    s.end_reasons = tuple(reasons)
    parts = s._final = breakdown(s)
    return [ev("game_end", "AS-E1", None, reasons=list(reasons), round=s.round),
            ev("scores", "AS-E7", None, breakdown=parts, winners=s.winners())]


def breakdown(s) -> list[dict]:
    """Each player's points by source (AS-E2 … AS-E6): the final ones once the game is over,
    mid-game a live estimate."""
    if s._final:
        return s._final
    return scoring.breakdown(s.walls, s.wall_bits, s.excess, s._track, GENRES, GEOMETRY,
                             s.variant.eyeline, s._masks)


def winners(s) -> list[int]:
    """AS-E7: most points; tied, the higher total of bid cards in hand; still tied, shared."""
    hand_totals = [sum(a.n for a in h) for h in s._bid_actions]
    return scoring.winners([b["total"] for b in breakdown(s)], hand_totals)
