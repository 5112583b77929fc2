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
# the lessons and exercises; play.ipynb is the Voila app (served by Voila, not opened in Lab)
NOTEBOOKS = sorted(p for p in (ROOT / "notebooks").glob("*.ipynb") if p.name != "play.ipynb")
SHOTS = {"00_start_here", "07_art_society_gallery"}
REPRS = ("<IPython.core.display.SVG object>", "Table(children=", "HBox(children=")


SCROLL_THROUGH = """async () => {
  const panel = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden)');
  const outer = panel.querySelector('.jp-WindowedPanel-outer');
  const pictures = {}, texts = [];
  for (let y = 0; ; y += 500) {
    outer.scrollTop = y;
    await new Promise(done => setTimeout(done, 250));
    for (const cell of panel.querySelectorAll('.jp-CodeCell')) {
      const index = cell.dataset.windowedListIndex;
      cell.querySelectorAll('.jp-OutputArea-output').forEach(out => texts.push(out.innerText));
      cell.querySelectorAll('.jp-OutputArea-output img').forEach((img, k) => {
        if (img.src.startsWith('data:image/svg+xml')) pictures[index + ':' + k] = img.naturalWidth;
      });
    }
    if (y > outer.scrollHeight) break;
  }
  return {pictures, text: texts.join('\\n')};
}"""


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
        page.goto(f"{base}/lab/tree/{path.name}?reset&token={token}")
        page.locator(".jp-Notebook").first.wait_for(timeout=60_000)
        if expected:
            page.locator(".jp-OutputArea-output img").first.wait_for(timeout=60_000)
        # JupyterLab draws only the cells in view: scroll through, noting each output's
        # pictures (by cell) and text
        seen = page.evaluate(SCROLL_THROUGH)
        shown = [r for r in REPRS if r in seen["text"]]
        assert not shown, f"{path.name} shows {shown} instead of pictures"
        pictures = seen["pictures"]
        assert len(pictures) == expected, (path.name, pictures)
        assert all(w > 0 for w in pictures.values()), f"{path.name}: an image did not decode"
        if path.stem in SHOTS:        # from the top: the first pictures in view
            page.evaluate("""() => document.querySelector(
                '.jp-NotebookPanel:not(.lm-mod-hidden) .jp-WindowedPanel-outer').scrollTop = 0""")
            page.wait_for_timeout(500)
            page.screenshot(path=str(artifacts / f"untrusted_{path.stem}.png"), full_page=True)
    finally:
        page.close()
        _stop_kernels(base, token)
    log = (artifacts / "lab.log").read_text()
    assert f"Notebook {path.name} is not trusted" in log, "the notebook was opened trusted"
