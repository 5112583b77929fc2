"""What a table is where no widget can be drawn: a sentence and a picture of the position.

A notebook stores a widget as a view id that only a live kernel (or saved widget state) can draw.
GitHub, nbviewer and a notebook opened untrusted in JupyterLab fall back to the other formats of
the output, which ipywidgets fills with the widget's repr (`SanMarcoTable(children=(HBox(...`).
`StaticView` replaces that repr with a short sentence and adds the board (San Marco) or the walls
and museum (Art Society) as SVG, and as Markdown for JupyterLab (see `sanmarco_nb.svg`).
The picture is the position when the cell ran: the stored output of a lesson.
"""
from __future__ import annotations

from ..i18n import phase_name
from ..svg import markdown_image
from ..svg.artsociety import walls_svg
from ..svg.sanmarco import board_svg

__all__ = ["StaticView", "summary", "static_svg"]

GAME_NAMES = {"sanmarco": "San Marco", "artsociety": "Art Society"}
PICTURES = {"sanmarco": "board", "artsociety": "walls and museum"}


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


def summary(table) -> str:
    """One sentence: the game, the seats, where the game stands, and what the picture is."""
    state = table.state
    where = ("game over" if state.is_terminal()
             else phase_name(state.GAME, state.phase, "en"))
    return (f"{GAME_NAMES[state.GAME]} for {state.players} players ({_seats(table.seats)}), "
            f"at {where}. The picture shows the {PICTURES[state.GAME]} at that point; run the "
            "cell to play.")


class StaticView:
    """Mixin for a game table (before the ipywidgets base): the widget view for a live front
    end, and a sentence and a picture for every other reader."""

    def _repr_mimebundle_(self, **kwargs):
        data = super()._repr_mimebundle_(**kwargs) or {}
        text = summary(self)
        svg = static_svg(self.state, self.lang)
        data.update({"text/plain": text, "image/svg+xml": svg,
                     "text/markdown": markdown_image(svg, text)})
        return data
