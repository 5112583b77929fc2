"""First open: every lesson as committed, opened untrusted in JupyterLab, shows its pictures.

A notebook a learner has not run is untrusted, and JupyterLab then draws no image/svg+xml output
(its SVG renderer is unsafe): the lessons showed `<IPython.core.display.SVG object>` and the tables
`SanMarcoTable(children=(HBox(...`. Each picture now also goes out as a Markdown image, which
JupyterLab renders untrusted (see sanmarco_nb.svg). This opens each notebook of notebooks/ without
running anything, checks that the server found it untrusted, that no repr text shows, and that
every stored picture is an image the browser decoded (naturalWidth > 0). Screenshots:
artifacts/untrusted_<notebook>.png for the start notebook and the Art Society gallery.
"""
from __future__ import annotations

import json
import shutil
import urllib.request
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
SHOTS = {"00_start_here", "07_art_society_gallery"}
REPRS = ("<IPython.core.display.SVG object>", "Table(children=", "HBox(children=")


def stored_pictures(path: Path) -> int:
    nb = nbformat.read(path, as_version=4)
    return sum("image/svg+xml" in out.get("data", {})
               for cell in nb.cells if cell.cell_type == "code" for out in cell.outputs)


def _api(base: str, token: str, path: str, method: str = "GET"):
    req = urllib.request.Request(f"{base}{path}", method=method,
                                 headers={"Authorization": f"token {token}"})
    with urllib.request.urlopen(req, timeout=10) as reply:
        body = reply.read()
    return json.loads(body) if body else None


def _stop_kernels(base: str, token: str) -> None:
    # opening a notebook starts its kernel; nothing here runs code, so free them at once
    for kernel in _api(base, token, "/api/kernels"):
        _api(base, token, f"/api/kernels/{kernel['id']}", "DELETE")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_opened_untrusted_the_pictures_show(path, jupyter_lab, browser_context, artifacts):
    base, token, served = jupyter_lab
    shutil.copy(path, served / path.name)
    expected = stored_pictures(path)
    page = browser_context.new_page()
    try:
        page.goto(f"{base}/lab/tree/{path.name}?token={token}")
        page.locator(".jp-Notebook").first.wait_for(timeout=60_000)
        if expected:
            page.locator(".jp-OutputArea-output img").first.wait_for(timeout=60_000)
        page.wait_for_timeout(500)
        text = page.locator(".jp-Notebook").first.inner_text()
        shown = [r for r in REPRS if r in text]
        assert not shown, f"{path.name} shows {shown} instead of pictures"
        images = page.evaluate("""() => [...document.querySelectorAll(
            '.jp-OutputArea-output img')].map(i => [i.src.slice(0, 26), i.naturalWidth])""")
        pictures = [w for src, w in images if src.startswith("data:image/svg+xml")]
        assert len(pictures) == expected, (path.name, images)
        assert all(w > 0 for w in pictures), f"{path.name}: an image did not decode: {images}"
        if path.stem in SHOTS:
            page.screenshot(path=str(artifacts / f"untrusted_{path.stem}.png"), full_page=True)
    finally:
        page.close()
        _stop_kernels(base, token)
    log = (artifacts / "lab.log").read_text()
    assert f"Notebook {path.name} is not trusted" in log, "the notebook was opened trusted"
