"""Art Society's consequences in words (messages `as-preview-<kind>` of teach.ftl)."""
from __future__ import annotations

from ...artsociety.components import GENRES
from .. import and_list, preview
from ..artsociety import genre_name
from ..preview import yes

__all__ = ["Phrases", "QUIET"]

# kinds the option's own words say already
QUIET = frozenset({"painting"})


class Phrases(preview.Phrases):
    PREFIX = "as"

    def __init__(self, lang, me):
        super().__init__(lang, me)
        self.rooms: list = []
        self.rivals: list = []

    def add(self, c) -> None:
        kind, d = c.kind, c.data
        if kind in QUIET:
            return
        genre = {"genre": genre_name(d["genre"], self.lang)} if d.get("genre") else {}
        if kind == "room":
            self.rooms.append(self.render("room", cells=d["cells"], **self.who(c.player)))
        elif kind == "rival":
            self.rivals.append(self.render("rival", higher=d["higher"], **self.who(c.player)))
        elif kind == "pick":
            fronts = ", ".join(self.render("front", genre=genre_name(g, self.lang), n=n)
                               for g, n in zip(GENRES, d["fronts"]) if n)
            self.say(kind, left=d["left"], fronts=fronts)
        elif kind == "fits":
            self.say(kind, cells=d["cells"], clean=d["clean"], decor=d["best_decor"])
        elif kind == "bid":
            self.say(kind, left=d["left"], total=d["hand_total"])
        elif kind == "tie":
            self.say(kind, first=yes(d["first"]), step=d["step"], **self.who(c.player))
        elif kind == "fits_nowhere":
            self.say(kind, True, assistant=yes(d["assistant"]),
                     first=yes(d["assistant_first"]), swaps=d["swaps"])
        elif kind == "excess":
            self.say(kind, True, count=d["count"], ends=yes(d["ends_game"]))
        elif kind == "faux_pas":
            self.say(kind, True, n=d["touching"])
        elif kind == "eye_line":
            self.say(kind, leading=yes(d["leading"]), **genre)
        elif kind == "done":
            self.say(kind, waiting=yes(d["waiting"]))
        elif kind == "to_assistant":     # a painting (AS-P2) or a decor tile (AS-P5)
            self.say(kind, rule=c.rule)
        else:        # stars, museum, decor, corners, full_wall, points, held, swap
            args = {k: v for k, v in d.items() if isinstance(v, int)}
            self.say(kind, **args, **genre)

    def finish(self) -> list:
        if self.rooms:
            self.say("rooms", rooms=and_list(self.rooms, self.lang))
        if self.rivals:
            self.out.append((and_list(self.rivals, self.lang), False))
        return self.out
