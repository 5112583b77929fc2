"""Player colours shared by the static SVG views and the live widgets of both games.

Okabe-Ito colours (safe for the common colour-vision deficiencies), ordered so that the first
four are as far apart as possible; every player also has a marker shape and an initial, so that
nothing is told by colour alone.
"""
from __future__ import annotations

__all__ = ["PLAYER_COLOURS", "PLAYER_MARKERS", "player_colour", "player_marker"]

#                 blue       vermillion  bluish green reddish purple orange   sky blue
PLAYER_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")
# bqplot marker names; the SVG renderer draws the same shapes
PLAYER_MARKERS = ("circle", "square", "triangle-up", "diamond", "cross", "triangle-down")


def player_colour(p: int) -> str:
    return PLAYER_COLOURS[p % len(PLAYER_COLOURS)]


def player_marker(p: int) -> str:
    return PLAYER_MARKERS[p % len(PLAYER_MARKERS)]
