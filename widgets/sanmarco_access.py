"""The San Marco board in words, for a screen reader and the keyboard (see widgets/access.py)."""
from __future__ import annotations

from .. import i18n
from ..sanmarco import BRIDGES, DISTRICTS, FIRST_SECOND
from ..sanmarco.scoring import district_awards
from .access import say

__all__ = ["board_words"]


def board_words(state, lang: str = "en") -> list[str]:
    """The board as sentences: the bridges and the Doge, then each district with its first and
    second prestige values, each player's aristocrats there, who would score there now, its
    bridges (to where, whose) and whether the Doge stands there."""
    player = lambda p: i18n.player_name(p, lang)             # noqa: E731
    doge = (say("doge_off", lang) if state.doge is None
            else say("doge_in", lang, district=DISTRICTS[state.doge]))
    lines = [say("board_summary", lang, n=len(state.bridges), max=BRIDGES, what=doge)]
    for d, district in enumerate(DISTRICTS):
        row = state.counts[d]
        who = [say("aristocrats", lang, name=player(p), n=n) for p, n in enumerate(row) if n]
        parts = [i18n.and_list(who, lang) if who else say("no_aristocrats", lang)]
        awards = [say("award", lang, name=player(p), pp=pp) for p, pp, _ in district_awards(d, row)]
        if awards:
            parts.append(say("would_score", lang, what=i18n.and_list(awards, lang)))
        bridges = [say("bridge_to", lang, district=DISTRICTS[b if a == d else a], name=player(o))
                   for a, b, o in state.bridges if d in (a, b)]
        if bridges:
            parts.append(say("bridges", lang, what=", ".join(bridges)))
        if state.doge == d:
            parts.append(say("doge_here", lang))
        first, second = FIRST_SECOND[d]
        lines.append(say("district", lang, district=district, pp=first, points=second,
                         what="; ".join(parts)))
    return lines
