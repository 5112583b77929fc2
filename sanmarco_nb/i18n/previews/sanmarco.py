"""San Marco's consequences in words (messages `sm-preview-<kind>` of teach.ftl)."""
from __future__ import annotations

from ...sanmarco import LIMIT_OUT, MAX_BRIDGES
from ...sanmarco.board import DISTRICTS
from .. import and_list, player_name, player_values, preview
from ..preview import yes
from ..sanmarco import cards_text

__all__ = ["Phrases", "QUIET"]

# kinds the option's own words say already
QUIET = frozenset({"place", "hop", "take", "transfer", "doge_place", "doge_stay", "roles", "skip"})
_DISTRICT_KEYS = ("district", "a", "b", "from", "to")


class Phrases(preview.Phrases):
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
        if kind in QUIET:
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
                "standing", **self.who(c.player), same=yes(same), before=d["pp_before"],
                after=d["pp_after"], place=self.render("place", place=d["place_after"]),
                was=self.render("place", place=d["place_before"])))
        elif kind == "offer":
            if d["out"] and d["offer"] >= 0:
                players = and_list([player_name(q, self.lang) for q in d["out"]], self.lang)
                self.say(kind, True, x="ABC"[d["offer"]], players=players,
                         limit_out=LIMIT_OUT, rule=c.rule)
        elif kind == "limit":
            self.say(kind, before=d["before"], after=d["after"], **self.who(c.player))
        elif kind == "out":
            self.say(kind, True, limit=d["limit"], last=yes(d["last_round"]),
                     **self.who(c.player))
        elif kind == "passage_end":
            self._passage_end(d["when"], d["bonus"], d["fewest"], d["after"])
        elif kind == "gets":
            self.say(kind, cards=cards_text(d["cards"], self.lang), **self.who(c.player))
        elif kind == "left":
            self.say(kind, offers=" | ".join(cards_text(o, self.lang) for o in d["offers"]))
        elif kind == "bridge":
            self.say(kind, after=d["after"], max=MAX_BRIDGES)
        elif kind == "bridge_taken":
            self.say(kind, owner=player_name(c.player, self.lang), **args)
        elif kind == "banish":
            self.say(kind, aristocrats=d["aristocrats"], free=yes(c.rule == "SM-P6"), **args)
        elif kind == "may_lose" and d["most"] == 0:
            return                             # no roll takes one of theirs: nothing to say
        elif kind == "may_lose" and d["least"] == d["most"]:
            # every roll takes the same number of theirs: a certain loss, not a range
            self.say("will_lose", c.player == self.me, n=d["most"], here=d["here"],
                     **self.who(c.player))
        elif kind == "may_lose":
            self.say(kind, c.player == self.me and d["most"] > 0, least=d["least"],
                     most=d["most"], here=d["here"], **self.who(c.player))
        elif kind == "removed":
            self.say(kind, c.player == self.me, n=d["n"], **args, **self.who(c.player))
        else:                                  # from_district, void
            self.say(kind, **args)

    def _passage_end(self, when, bonus, fewest, after) -> None:
        # SM-P5: what the passage's end pays, at the totals after this move
        gains = player_values([(q, f"+{pp}") for q, pp in enumerate(bonus) if pp >= 0],
                              self.lang)
        names = and_list([player_name(q, self.lang) for q in fewest], self.lang)
        self.say("passage_end", when=when, bonus=gains or "-", fewest=names or "none",
                 limit_out=LIMIT_OUT, after=yes(after))

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
        standings = and_list(phrases, self.lang)
        return self.render("majority", district=district, standings=standings), False

    def _close_scoring(self) -> None:
        if self.scoring is not None:
            district, scores = self.scoring
            self.scoring = None
            self.say("scoring", district=district,
                     scores=and_list(scores, self.lang) or self.render("nobody"))

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
