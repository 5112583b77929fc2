"""Player colours shared by the static SVG views and the live widgets of both games.

Okabe-Ito colours (safe for the common colour-vision deficiencies), ordered so that the first
four are as far apart as possible; every player also has a marker shape and an initial, so that
nothing is told by colour alone. Text is never written in a player's colour (three of them
fall below WCAG's 4.5:1 on white): the colour goes on a shape beside the text (`swatch` in
`svg.sanmarco`), and a text on a player's colour takes `text_on(colour)`.
"""
from __future__ import annotations

__all__ = ["PLAYER_COLOURS", "PLAYER_MARKERS", "player_colour", "player_marker", "text_on",
           "contrast", "WARN_TEXT", "GOOD_TEXT"]

#                 blue       vermillion  bluish green reddish purple orange   sky blue
PLAYER_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")
# bqplot marker names; the SVG renderer draws the same shapes
PLAYER_MARKERS = ("circle", "square", "triangle-up", "diamond", "cross", "triangle-down")
# text that warns (a faux pas, an excess painting) or reassures, at least 4.5:1 on white and
# on the page's light greys: Okabe-Ito's vermillion and blue, darkened
WARN_TEXT, GOOD_TEXT = "#A04000", "#005A8C"


def player_colour(p: int) -> str:
    return PLAYER_COLOURS[p % len(PLAYER_COLOURS)]


def player_marker(p: int) -> str:
    return PLAYER_MARKERS[p % len(PLAYER_MARKERS)]


def _luminance(colour: str) -> float:
    rgb = [int(colour.lstrip("#")[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """WCAG's contrast ratio of two "#RRGGBB" colours (1 to 21; AA wants 4.5 for text)."""
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def text_on(colour: str) -> str:
    """Black or white, whichever reads better on `colour` (a count in a player's marker)."""
    return max(("#000000", "#FFFFFF"), key=lambda ink: contrast(ink, colour))
