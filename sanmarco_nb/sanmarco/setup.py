"""Set-up (SM-S2..S4): the dice placement and the first bridges, clockwise from the start player."""
from __future__ import annotations

from .events import E
from .notation import ROLL
from .pieces import new_bridges, place_bridge


def roll_outcomes(s) -> tuple:
    """SM-S2; SM-S3: a fourth roll equal to three equal ones is rolled again (so not offered)."""
    r = s._setup_rolls
    if len(r) == 3 and r[0] == r[1] == r[2] and s.variant.setup_reroll_four_same:
        return tuple(a for a in ROLL if a.args[0] != r[0])
    return ROLL


def roll(s, a) -> list:
    """SM-S2: two of the roller's aristocrats into the district rolled; four rolls each."""
    p = s._setup_order[s._setup_i]
    d = a[0]
    s._cnt[d * s.players + p] += 2
    s._supply[p] -= 2
    s._setup_rolls += (d,)
    rerolled = (len(s._setup_rolls) == 4 and s.variant.setup_reroll_four_same
                and s._setup_rolls[0] == s._setup_rolls[1] == s._setup_rolls[2])
    ev = [E("setup_roll", "SM-S3" if rerolled else "SM-S2", p,
            {"roll": d + 1, "district": d, "aristocrats": 2})]
    if len(s._setup_rolls) == 4:
        s._setup_rolls = ()
        s._setup_i += 1
        if s._setup_i == s.players:
            # SM-S4: bridges clockwise from the start player; with 3 players two passes
            passes = 2 if s.players == 3 else 1
            s._setup_order = s._setup_order * passes
            s._setup_i = 0
            s.phase, s.to_move = "setup-bridges", s._setup_order[0]
    return ev


def bridge_places(s) -> tuple:
    """SM-S4: any canal with fewer than 3 bridges, marked from supply."""
    return tuple(new_bridges(s, (-1,)))


def first_bridge(s, a) -> list:
    """SM-S4: one set-up bridge; after the last, round 1 begins."""
    ev = place_bridge(s, s.to_move, a[0], -1, "SM-S4")
    s._setup_i += 1
    if s._setup_i == len(s._setup_order):
        return ev + s.NEXT["round"](s)
    s.to_move = s._setup_order[s._setup_i]
    return ev
