"""San Marco's words in a hint (widgets.hint): a move, and what the engine's preview says it
does (majorities gained or lost, points now, tolls, limit points, offers that put a player out)."""
from __future__ import annotations

from ..bots.heuristics.sanmarco import split_takes
from ..i18n import player_name, player_values
from ..i18n.sanmarco import cards_text
from ..sanmarco.board import DISTRICTS
from ..sanmarco.cards import CODES, KIND_OF_CODE
from .controls import Labels
from .hint import likely_reply, preview_phrases, say
from .sanmarco_pieces import action_text           # the table's words for its moves

__all__ = ["move", "clauses", "part"]


def move(state, a, lang) -> str:
    if a.verb == "split":            # the offers as the engine letters them (A first)
        offers = sorted((c.data["offer"], c.data["cards"]) for c in state.preview(a)
                        if c.kind == "offer" and c.data["offer"] >= 0)
        return say(lang, "sm-move-split", offers=" | ".join(cards_text(o, lang)
                                                             for _, o in offers))
    if a.verb in ("offer", "take"):
        return say(lang, f"sm-move-{a.verb}", cards=_cards(a.cards, lang))
    return action_text(a, Labels("sanmarco", "sm-table", lang),
                       doge_placed=state.doge is not None)


def part(name, lang) -> str:
    """A part of a standing (heuristics' breakdown): a district's majority, PP, the limit."""
    kind, _, d = name.partition(":")
    if kind == "district":
        return say(lang, "part-district", district=DISTRICTS[int(d)])
    return say(lang, "part", part=kind)


def _cards(kinds, lang) -> str:
    return cards_text([CODES[k] for k in kinds], lang)


def clauses(state, option, lang) -> list:
    # the panel's phrases (i18n.previews) where they word the same consequence; the hint's own
    # for the player's majorities, points now and tolls (the panel groups those differently)
    p, out, paid, offers = state.to_move, [], 0, []
    name = lambda q: player_name(q, lang)          # noqa: E731
    for c in state.preview(option.action):
        k, d, q = c.kind, c.data, c.player
        if k == "score":
            out.append(say(lang, "sm-score_you", pp=d["pp"], district=DISTRICTS[d["district"]])
                       if q == p else say(lang, "sm-score", name=name(q), pp=d["pp"],
                                          district=DISTRICTS[d["district"]]))
        elif k == "majority" and q == p and d["place_before"] != d["place_after"]:
            key = "sm-majority_lost" if d["pp_after"] < d["pp_before"] else "sm-majority"
            out.append(say(lang, key, place=d["place_after"], before=d["pp_before"],
                           after=d["pp_after"], district=DISTRICTS[d["district"]]))
        elif k == "majority" and q != p and d["place_before"] == "first" != d["place_after"]:
            out.append(say(lang, "sm-rival_loses", name=name(q),
                           district=DISTRICTS[d["district"]]))
        elif k == "crossing" and q == p:
            paid += d["pp"]
        elif k == "out" and q == p:
            out[:0] = preview_phrases(state, c, lang)
        elif k == "offer" and d["offer"] >= 0:
            offers.append(d["cards"])
            if d["out"]:
                out += preview_phrases(state, c, lang)
        elif (k in ("limit", "bridge") and q == p) or (k == "gets" and q != p) or \
                k in ("may_lose", "removed"):
            out += preview_phrases(state, c, lang)
    if paid:
        out.insert(0, say(lang, "sm-toll", pp=paid))
    if len(offers) > 1:
        out.insert(0, _takes(state, p, offers, lang, likely_reply(option)))
    return out


def _takes(state, p, offers, lang, reply=None) -> str:
    # a split: who would take which offer if each chooser took what is worth most to them by
    # the greedy bot's measure, and what the distributor keeps (offers: notation, table order);
    # "" where the search's most likely reply has a chooser take another offer (the hint
    # names that reply: the two never contradict each other)
    kinds = [tuple(KIND_OF_CODE[c] for c in o.split()) for o in offers]
    taken, kept = split_takes(state, p, kinds)
    choosers = next(cs for d, cs in state.roles if d == p)
    if reply is not None and reply[1].verb == "take" and reply[0] in choosers:
        guess = kinds[taken[list(choosers).index(reply[0])]]
        if sorted(guess) != sorted(reply[1].cards):
            return ""
    return say(lang, "sm-split_takes", kept=cards_text(offers[kept], lang), taken=player_values(
        [(q, cards_text(offers[i], lang)) for q, i in zip(choosers, taken)], lang))
