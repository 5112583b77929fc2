"""What a move will do, in words: the Consequences of `State.preview` as short phrases in a
language, for the tables' decision panels (messages `sm-preview-<kind>` and `as-preview-<kind>`
of locales/<lang>/teach.ftl).

    notes = preview_notes(state.preview(action), "sanmarco", "de", me=state.to_move)
    # [("dein Limitstand 5 → 10", False), ("… du setzt den Rest des Durchgangs aus (SM-P2)", True)]

Each note is (phrase, warning): a warning is a consequence that costs the player deciding
(out for the passage, a faux pas, an excess painting, aristocrats lost). What the button of an
option already says (the district a card places an aristocrat in, the offer taken) is not
repeated; a Doge walk's crossings are told as one payment, a scoring as who gains what.
"""
from __future__ import annotations

from ..artsociety.components import GENRES
from ..sanmarco.board import DISTRICTS
from ..sanmarco import LIMIT_OUT, MAX_BRIDGES
from . import and_list, catalog, player_name
from .artsociety import genre_name
from .sanmarco import cards_text

__all__ = ["preview_notes", "preview_text", "QUIET"]

# kinds the option's own words say already
QUIET = {"sanmarco": frozenset({"place", "hop", "take", "transfer", "doge_place", "doge_stay",
                                "roles", "skip"}),
         "artsociety": frozenset({"painting"})}
_WARN = {"out", "offer", "fits_nowhere", "excess", "faux_pas"}
_DISTRICT_KEYS = ("district", "a", "b", "from", "to")


def _yes(flag) -> str:
    return "yes" if flag else "no"


def preview_text(notes, sep: str = " · ") -> str:
    """The phrases of `preview_notes` as one line, each warning marked with ⚠."""
    return sep.join(("⚠ " + text) if warn else text for text, warn in notes)


def preview_notes(consequences, game: str, lang: str = "en", me: int | None = None) -> list:
    """[(phrase, warning)] for the Consequences of one option, addressed to player `me`."""
    say = _SanMarco(lang, me) if game == "sanmarco" else _ArtSociety(lang, me)
    for c in consequences:
        say.add(c)
    return say.finish()


class _Phrases:
    PREFIX = ""

    def __init__(self, lang, me):
        self.lang, self.me, self.out = lang, me, []

    def who(self, q) -> dict:
        return {"you": _yes(q == self.me), "p": player_name(q, self.lang) if q is not None
                else ""}

    def render(self, kind, **args) -> str:
        return catalog.render(self.lang, f"{self.PREFIX}-preview-{kind}", args)

    def say(self, kind, warn=False, **args) -> None:
        self.out.append((self.render(kind, **args), warn))

    def finish(self) -> list:
        return self.out


class _SanMarco(_Phrases):
    PREFIX = "sm"

    def __init__(self, lang, me):
        super().__init__(lang, me)
        self.crossings: list = []      # a Doge walk's steps, told with its stop
        self.scoring = None            # (district, [phrases]) while a scoring is being read
        self.standings: dict = {}      # district -> [phrases]: who would score it now

    def add(self, c) -> None:
        kind, d = c.kind, c.data
        if kind != "score":
            self._close_scoring()
        if kind in QUIET["sanmarco"]:
            return
        args = {k: DISTRICTS[v] for k, v in d.items() if k in _DISTRICT_KEYS}
        if kind == "crossing":
            self.crossings.append(c)
        elif kind == "doge_stop":
            self._walk(d["paid"], d["before"], d["after"])
        elif kind == "scoring":
            self.scoring = (args["district"], [])
        elif kind == "score":
            self.scoring[1].append(self.render("score", pp=d["pp"], **self.who(c.player)))
        elif kind == "majority":
            # one phrase per district: the mover's standing, and whoever's changes
            same = d["place_before"] == d["place_after"] and d["pp_before"] == d["pp_after"]
            if same and c.player != self.me:
                return
            if args["district"] not in self.standings:
                self.standings[args["district"]] = []
                self.out.append(None)               # its place among the notes
            self.standings[args["district"]].append(self.render(
                "standing", **self.who(c.player), same=_yes(same), before=d["pp_before"],
                after=d["pp_after"], place=self.render("place", place=d["place_after"]),
                was=self.render("place", place=d["place_before"])))
        elif kind == "offer":
            if d["out"] and d["offer"] >= 0:
                players = and_list([player_name(q, self.lang) for q in d["out"]], self.lang)
                self.say(kind, True, x="ABC"[d["offer"]], players=players,
                         limit_out=LIMIT_OUT)
        elif kind == "limit":
            self.say(kind, before=d["before"], after=d["after"], **self.who(c.player))
        elif kind == "out":
            self.say(kind, True, limit=d["limit"], last=_yes(d["last_round"]),
                     **self.who(c.player))
        elif kind == "gets":
            self.say(kind, cards=cards_text(d["cards"], self.lang), **self.who(c.player))
        elif kind == "left":
            self.say(kind, offers=" | ".join(cards_text(o, self.lang) for o in d["offers"]))
        elif kind == "bridge":
            self.say(kind, after=d["after"], max=MAX_BRIDGES)
        elif kind == "bridge_taken":
            self.say(kind, owner=player_name(c.player, self.lang), **args)
        elif kind == "banish":
            self.say(kind, aristocrats=d["aristocrats"], **args)
        elif kind == "may_lose":
            self.say(kind, c.player == self.me and d["most"] > 0, least=d["least"],
                     most=d["most"], here=d["here"], **self.who(c.player))
        elif kind == "removed":
            self.say(kind, c.player == self.me, n=d["n"], **args, **self.who(c.player))
        else:                                  # from_district, void
            self.say(kind, **args)

    def _crossing_phrases(self) -> str:
        return ", ".join(self.render("crossing", pp=c.data["pp"], via=_via(c, self.me),
                                     owner=player_name(max(c.data["via"], 0), self.lang))
                         for c in self.crossings)

    def _walk(self, paid, before, after) -> None:
        steps = self.crossings
        if steps:                          # the steps previewed (a walk may have begun before)
            self.say("walk", pp=sum(c.data["pp"] for c in steps),
                     crossings=self._crossing_phrases(), before=steps[0].data["before"],
                     after=steps[-1].data["after"])
        else:                              # the stop of a walk already made: paid on the way
            self.say("paid", pp=paid, before=before, after=after)
        self.crossings = []

    def _standings(self, district, phrases) -> tuple:
        return self.render("majority", district=district, standings=", ".join(phrases)), False

    def _close_scoring(self) -> None:
        if self.scoring is not None:
            district, scores = self.scoring
            self.scoring = None
            self.say("scoring", district=district,
                     scores=", ".join(scores) or self.render("nobody"))

    def finish(self) -> list:
        self._close_scoring()
        districts = iter(self.standings.items())     # each in the place it came first
        self.out = [note if note is not None else self._standings(*next(districts))
                    for note in self.out]
        if self.crossings:                 # one step of a walk (the Doge phase)
            c = self.crossings[-1]
            self.say("step", via=_via(c, self.me), pp=c.data["pp"],
                     crossings=self._crossing_phrases(), before=c.data["before"],
                     after=c.data["after"])
            self.crossings = []
        return self.out


def _via(c, me) -> str:
    via = c.data["via"]
    return "bank" if via < 0 else "own" if via == me else "bridge"


class _ArtSociety(_Phrases):
    PREFIX = "as"

    def __init__(self, lang, me):
        super().__init__(lang, me)
        self.rooms: list = []
        self.rivals: list = []

    def add(self, c) -> None:
        kind, d = c.kind, c.data
        if kind in QUIET["artsociety"]:
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
            self.say(kind, first=_yes(d["first"]), step=d["step"], **self.who(c.player))
        elif kind == "fits_nowhere":
            self.say(kind, True, assistant=_yes(d["assistant"]),
                     first=_yes(d["assistant_first"]), swaps=d["swaps"])
        elif kind == "excess":
            self.say(kind, True, count=d["count"], ends=_yes(d["ends_game"]))
        elif kind == "faux_pas":
            self.say(kind, True, n=d["touching"])
        elif kind == "eye_line":
            self.say(kind, leading=_yes(d["leading"]), **genre)
        elif kind == "done":
            self.say(kind, waiting=_yes(d["waiting"]))
        elif kind == "to_assistant":     # a painting (AS-P2) or a decor tile (AS-P5)
            self.say(kind, rule=c.rule)
        else:        # stars, museum, decor, corners, full_wall, points, held, swap
            args = {k: v for k, v in d.items() if isinstance(v, int)}
            self.say(kind, **args, **genre)

    def finish(self) -> list:
        if self.rooms:
            self.say("rooms", rooms=", ".join(self.rooms))
        if self.rivals:
            self.out.append((", ".join(self.rivals), False))
        return self.out
