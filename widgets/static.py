"""What a table is where no widget can be drawn: a sentence and a picture of the position.

A notebook stores a widget as a view id that only a live kernel (or saved widget state) can draw.
GitHub, nbviewer and a notebook opened untrusted in JupyterLab fall back to the other formats of
the output, which ipywidgets fills with the widget's repr (`SanMarcoTable(children=(HBox(...`).
`StaticView` replaces that repr with a short sentence and adds the board (San Marco) or the walls
and museum (Art Society) as SVG, and as Markdown for JupyterLab (see `sanmarco_nb.svg`).
The picture is the position when the cell ran: the stored output of a lesson.
"""
from __future__ import annotations

import ipywidgets as W

from .. import i18n
from ..games import adapter
from ..svg import markdown_image

__all__ = ["StaticView", "PictureBox", "summary", "static_svg"]


def static_svg(state, lang: str = "en") -> str:
    """The picture of `state` that the table's static output shows."""
    return _svg(state.GAME).picture(state, lang=lang)


def _svg(game: str):
    """The game's drawings (sanmarco_nb.svg.<game>: `picture(state, lang)` and `PICTURE`)."""
    module = adapter(game, "sanmarco_nb.svg.{game}")
    if module is None:
        raise LookupError(f"{game} has no picture (sanmarco_nb.svg.{game})")
    return module


def summary(widget, lang: str | None = None) -> str:
    """One sentence, in the widget's language: the game, the seats (a table) or the step (a
    piece used alone), where the game stands, and what the picture is."""
    state = widget.state
    lang = lang or getattr(widget, "lang", None) or getattr(
        getattr(widget, "labels", None), "lang", "en")
    game = state.GAME
    args = {"game": i18n.message(game, "title", lang), "where": i18n.phase_name(game, state.phase,
                                                                               lang),
            "picture": _svg(game).PICTURE}
    seats = getattr(widget, "seats", None)
    if seats is None:
        return i18n.render("table-static_piece", lang, piece=type(widget).__name__, **args)
    humans = [f"P{p + 1}" for p, seat in enumerate(seats) if seat is None]
    who = i18n.render("table-static_seats", lang, humans=", ".join(humans),
                      humans_count=len(humans), bots=len(seats) - len(humans))
    return i18n.render("table-static", lang, players=state.players, seats=who, **args)


class StaticView:
    """Mixin for a game table or piece (before the ipywidgets base, with a `state`): the widget
    view for a live front end, and a sentence and a picture for every other reader."""

    def _static(self) -> tuple[str, str]:
        return summary(self), static_svg(self.state, getattr(self, "lang", "en"))

    def _repr_mimebundle_(self, **kwargs):
        data = super()._repr_mimebundle_(**kwargs) or {}
        text, svg = self._static()
        data.update({"text/plain": text, "image/svg+xml": svg,
                     # the sentence above the picture (an image's alt text stays hidden)
                     "text/markdown": f"{text}\n\n{markdown_image(svg, text)}"})
        return data


class PictureBox(StaticView, W.HBox):
    """An HBox (widgets side by side) that a reader without a kernel sees as `picture`, a
    `sanmarco_nb.svg.Picture`: for a lesson cell that assembles its own live view."""

    def __init__(self, children, picture, **kwargs):
        super().__init__(children, **kwargs)
        self._picture = picture

    def _static(self) -> tuple[str, str]:
        return (i18n.render("table-static_box", getattr(self, "lang", "en"),
                            picture=self._picture.text), self._picture.svg)
