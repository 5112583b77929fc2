"""An Art Society wall in words, for a screen reader (see widgets/access.py)."""
from __future__ import annotations

from .. import i18n
from ..artsociety import COMPONENTS, GEOMETRY
from ..artsociety.scoring import faux_pas
from ..i18n.artsociety import genre_args
from .access import say

__all__ = ["wall_words"]


def wall_words(tiles, lang: str = "en") -> list[str]:
    """A wall as sentences, top row first: each tile at its top-left cell (rows and columns from
    1) with its size, and whether it is in a faux pas; then how many spaces are empty."""
    tiles = sorted(tiles, key=lambda t: (t.row, t.col))
    spoiled = {id(tiles[i]) for i in faux_pas(tiles, GEOMETRY)}
    lines = []
    for t in tiles:
        decor = bool(t.shields)
        tile = i18n.render("as-message-tile", lang, kind="decor" if decor else "painting",
                           w=t.w, h=t.h, shields=t.shields, frame=t.frame or "", value=t.value,
                           genre="" if decor else genre_args(t.genre, lang)["genre"])
        where = i18n.render("as-message-cell", lang, row=t.row + 1, col=t.col + 1)
        lines.append(say("tile_at" if id(t) not in spoiled else "tile_at_faux_pas", lang,
                         where=where, tile=tile))
    cells = COMPONENTS.rows * COMPONENTS.cols
    used = sum(t.w * t.h for t in tiles)
    lines.append(say("wall_free", lang, n=cells - used, max=cells))
    return lines
