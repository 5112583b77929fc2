"""Static SVG views of game states (pure string building, for GitHub/nbviewer and `_repr_svg_`).

Every picture also goes out as Markdown (`_repr_markdown_`: an image whose source is the SVG as a
data URI). Why: JupyterLab renders image/svg+xml only in a trusted notebook (its SVG renderer is
marked unsafe), so a lesson opened for the first time, untrusted, showed the text/plain line
(`<IPython.core.display.SVG object>`) instead of the picture; its Markdown renderer is safe (it
sanitizes, and keeps an <img> with a data URI). JupyterLab prefers Markdown to SVG, trusted or not;
nbviewer and GitHub prefer SVG, so they show the SVG itself.
"""
from __future__ import annotations

from ..core import markdown_image   # the engine's own pictures use it too

__all__ = ["markdown_image", "Picture", "StaticPicture"]


class StaticPicture:
    """Mixin for anything with `_repr_svg_` and a readable `__repr__`: adds the same picture as
    Markdown, so that an untrusted notebook in JupyterLab shows it too (see the module text)."""

    def _repr_markdown_(self) -> str:
        return markdown_image(self._repr_svg_(), repr(self))


class Picture(StaticPicture):
    """An SVG document shown as a picture in every front end: `Picture(board_svg(game), "the
    board at the end")` in place of IPython's `SVG(...)`, whose text is `<IPython.core.display.SVG
    object>` and which an untrusted notebook in JupyterLab shows as that text."""

    def __init__(self, svg: str, text: str = "a picture"):
        self.svg, self.text = svg, text

    def __repr__(self) -> str:
        return f"<{self.text}>"

    def _repr_svg_(self) -> str:
        return self.svg
