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

from ..i18n import phase_name
from ..svg import markdown_image
from ..svg.artsociety import walls_svg
from ..svg.sanmarco import board_svg

__all__ = ["StaticView", "PictureBox", "summary", "static_svg"]

GAME_NAMES = {"sanmarco": "San Marco", "artsociety": "Art Society"}
PICTURES = {"sanmarco": "board", "artsociety": "walls and museum"}
PIECES = {"DiceRoller": "the set-up dice", "SplitBuilder": "building two offers",
          "OfferChooser": "choosing an offer", "DogeMover": "moving the Doge"}


def static_svg(state, lang: str = "en") -> str:
    """The picture of `state` that the table's static output shows."""
    if state.GAME == "sanmarco":
        return board_svg(state)
    return walls_svg(state, lang=lang)


def _seats(seats) -> str:
    humans = [f"P{p + 1}" for p, seat in enumerate(seats) if seat is None]
    bots = len(seats) - len(humans)
    who = (", ".join(humans) + (" human" if len(humans) == 1 else " humans")) if humans \
        else "no human"
    return f"{who}, {bots} bot{'s' * (bots != 1)}"


def summary(widget) -> str:
    """One sentence: the game, the seats (a table) or the step (a piece used alone), where the
    game stands, and what the picture is."""
    state = widget.state
    where = ("game over" if state.is_terminal()
             else phase_name(state.GAME, state.phase, "en"))
    seats = getattr(widget, "seats", None)
    who = (f" for {state.players} players ({_seats(seats)})" if seats is not None
           else f", {PIECES.get(type(widget).__name__, 'a piece of the table')} used alone")
    return (f"{GAME_NAMES[state.GAME]}{who}, at {where}. The picture shows the "
            f"{PICTURES[state.GAME]} at that point; run the cell to play.")


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
        return self._picture.text + "; run the cell to use it.", self._picture.svg
