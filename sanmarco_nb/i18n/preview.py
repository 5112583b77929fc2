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

from ..games import adapter
from . import catalog, player_name

__all__ = ["preview_notes", "preview_text", "Phrases", "yes"]


def yes(flag) -> str:
    return "yes" if flag else "no"


def preview_text(notes, sep: str = " · ") -> str:
    """The phrases of `preview_notes` as one line, each warning marked with ⚠."""
    return sep.join(("⚠ " + text) if warn else text for text, warn in notes)


def preview_notes(consequences, game: str, lang: str = "en", me: int | None = None) -> list:
    """[(phrase, warning)] for the Consequences of one option, addressed to player `me`."""
    phrases = adapter(game, "sanmarco_nb.i18n.previews.{game}")
    if phrases is None:
        raise LookupError(f"{game} has no preview phrases (sanmarco_nb.i18n.previews.{game})")
    say = phrases.Phrases(lang, me)
    for c in consequences:
        say.add(c)
    return say.finish()


class Phrases:
    """The phrases of one option's consequences (a game's subclass: `add` each, then
    `finish`); its catalog messages are `<PREFIX>-preview-<kind>`."""
    PREFIX = ""

    def __init__(self, lang, me):
        self.lang, self.me, self.out = lang, me, []

    def who(self, q) -> dict:
        return {"you": yes(q == self.me), "p": player_name(q, self.lang) if q is not None
                else ""}

    def render(self, kind, **args) -> str:
        return catalog.render(self.lang, f"{self.PREFIX}-preview-{kind}", args)

    def say(self, kind, warn=False, **args) -> None:
        self.out.append((self.render(kind, **args), warn))

    def finish(self) -> list:
        return self.out
