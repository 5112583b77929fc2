"""Art Society's words in a hint (widgets.hint): a move, and what the engine's preview says it
does (a painting's fit and decor, points now, the museum, a bid against the rivals' cards with
the search's chance of choosing first)."""
from __future__ import annotations

from ..i18n.artsociety import genre_name
from .hint import percent, preview_phrases, say

__all__ = ["move", "clauses", "part"]


def move(state, a, lang) -> str:
    v = a.verb
    if v in ("hang", "from-assistant", "decor"):
        return say(lang, f"as-move-{v}", row=a.row + 1, col=a.col + 1)
    if v == "pick":
        return say(lang, "as-move-pick", value=a.n, w=a.w, h=a.h)
    if v in ("bid", "take", "swap"):
        return say(lang, f"as-move-{v}", n=a.n)
    return say(lang, f"as-move-{v}")


def part(name, lang) -> str:
    """A part of a standing (heuristics' breakdown): a genre's paintings, decor, corners..."""
    kind, _, genre = name.partition(":")
    if kind == "genre":
        return say(lang, "part-genre", genre=genre_name(genre, lang))
    return say(lang, "part", part=kind)


def clauses(state, option, lang) -> list:
    # the panel's phrases (i18n.previews) for the consequences; the hint's own for the painting
    # (the panel leaves it to its button) and the search's chance of choosing first
    p, out = state.to_move, []
    for c in state.preview(option.action):
        k, d, q = c.kind, c.data, c.player
        if k == "painting":
            out.append(say(lang, "as-painting", genre=genre_name(d["genre"], lang),
                           value=d["value"], w=d["w"], h=d["h"]))
        elif (k in ("fits", "excess", "faux_pas", "museum", "to_assistant", "rival")
              or (k == "fits_nowhere" and not d.get("assistant"))
              or (k == "decor" and d["shields"]) or (k == "eye_line" and d.get("leading"))
              or (k == "corners" and d["covered"]) or (k in ("points", "room") and q == p)):
            out += preview_phrases(state, c, lang)
    if option.action.verb == "bid":
        out.insert(0, say(lang, "as-first", share=percent(option.first, lang)))
    return out
