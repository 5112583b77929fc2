"""Pig's preview phrases (`sanmarco_nb.i18n.previews.{game}`): a roll risks the turn total."""
from sanmarco_nb.i18n.preview import Phrases as _Phrases


class Phrases(_Phrases):
    PREFIX = "pg"

    def add(self, c) -> None:
        self.say(c.kind, warn=c.kind == "risk" and c.data["points"] > 0, **c.data)
