"""The notebooks as nbviewer shows them (nbconvert's HTML export, no kernel, no widget state):
each stored picture is an image and no table or piece reads as a Python repr."""
from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
LESSONS = sorted(p for p in (ROOT / "notebooks").glob("0*.ipynb"))


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_nbviewer_shows_pictures_not_reprs(path):
    from nbconvert import HTMLExporter
    nb = nbformat.read(path, as_version=4)
    html, _ = HTMLExporter().from_notebook_node(nb)
    assert "IPython.core.display" not in html
    assert not re.search(r"\w+\(children=", html), f"{path.name}: a widget shows as its repr"
    pictures = sum("image/svg+xml" in out.get("data", {})
                   for cell in nb.cells if cell.cell_type == "code" for out in cell.outputs)
    shown = len(re.findall(r"<img [^>]*src=\"data:image/svg\+xml;base64,", html)) + \
        len(re.findall(r"<svg[ >]", html))
    assert shown >= pictures > 0, f"{path.name}: {pictures} pictures stored, {shown} in the page"
