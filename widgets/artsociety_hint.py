"""Art Society's words in a hint (widgets.hint): a move, and what the engine's preview says it
does (a painting's fit and decor, points now, the museum, a bid against the rivals' cards with
the search's chance of choosing first)."""
from __future__ import annotations

from ..i18n.artsociety import genre_name
from ..i18n import player_name
from .hint import percent, say

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
    p, out = state.to_move, []
    for c in state.preview(option.action):
        k, d, q = c.kind, c.data, c.player
        if k == "painting":
            out.append(say(lang, "as-painting", genre=genre_name(d["genre"], lang),
                           value=d["value"], w=d["w"], h=d["h"]))
        elif k == "fits":
            out.append(say(lang, "as-fits", cells=d["cells"], clean=d["clean"],
                           shields=d["best_decor"]))
        elif k == "fits_nowhere" and not d.get("assistant"):
            out.append(say(lang, "as-fits_nowhere"))
        elif k == "excess":
            out.append(say(lang, "as-excess", count=d["count"]))
        elif k == "decor" and d["shields"]:
            out.append(say(lang, "as-decor", shields=d["shields"]))
        elif k == "faux_pas":
            out.append(say(lang, "as-faux_pas", genre=genre_name(d["genre"], lang),
                           n=d["touching"]))
        elif k == "eye_line" and d.get("leading"):
            out.append(say(lang, "as-eye_line", genre=genre_name(d["genre"], lang)))
        elif k == "corners" and d["covered"]:
            out.append(say(lang, "as-corners", n=d["covered"]))
        elif k == "points" and q == p:
            out.append(say(lang, "as-points", before=d["before"], after=d["after"]))
        elif k == "museum":
            out.append(say(lang, "as-museum", genre=genre_name(d["genre"], lang),
                           before=d["before"], after=d["after"]))
        elif k == "room" and q == p:
            out.append(say(lang, "as-room", cells=d["cells"]))
        elif k == "rival":
            out.append(say(lang, "as-rival", name=player_name(q, lang), higher=d["higher"]))
        elif k == "to_assistant":
            out.append(say(lang, "as-to_assistant"))
    if option.action.verb == "bid":
        out.insert(0, say(lang, "as-first", share=percent(option.first, lang)))
    return out
