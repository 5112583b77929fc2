"""The import graph (grimp) has no circle and no arrow pointing up: each layer imports only the
layers below it, and the phase modules of each game hand on through their state's NEXT table
instead of importing each other.

The front end lives in the top-level widgets/ folder and installs as sanmarco_nb.widgets, so the
graph is read from a copy of the package with widgets/ in its place, in a fresh interpreter
(grimp finds a package through the import system, which knows the installed one).
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]

# top to bottom; names in one tuple are independent of each other
LAYERS = {
    "sanmarco_nb": ["__main__", "widgets", ("classroom", "exercises"), ("analysis", "bench"),
                    "bots", "svg", "i18n", ("sanmarco", "artsociety"), "invariants", "core",
                    "games"],
    "sanmarco_nb.sanmarco": ["state", ("actions", "passage", "rounds", "setup"), "pieces"],
    "sanmarco_nb.artsociety": ["state", ("auction", "placing", "end"), "hanging"],
}

READ = r"""
import json, sys
import grimp
layers = json.loads(sys.argv[1])
graph = grimp.build_graph("sanmarco_nb", cache_dir=None)
found = {"illegal": [], "cycles": []}
for container, stack in layers.items():
    stack = [grimp.Layer(*l) if isinstance(l, list) else grimp.Layer(l) for l in stack]
    for dep in graph.find_illegal_dependencies_for_layers(stack, containers={container}):
        for route in dep.routes:
            found["illegal"].append(
                [dep.importer, dep.imported, list(route.heads), list(route.middle),
                 list(route.tails)])
# the strongly connected components of more than one module (Tarjan, iteratively)
adj = {m: sorted(graph.find_modules_directly_imported_by(m)) for m in graph.modules}
index, low, stack, on, n = {}, {}, [], set(), 0
for root in sorted(adj):
    if root in index:
        continue
    work = [(root, iter(adj[root]))]
    index[root] = low[root] = n; n += 1; stack.append(root); on.add(root)
    while work:
        v, it = work[-1]
        w = next(it, None)
        if w is not None:
            if w not in index:
                index[w] = low[w] = n; n += 1; stack.append(w); on.add(w)
                work.append((w, iter(adj[w])))
            elif w in on:
                low[v] = min(low[v], index[w])
            continue
        work.pop()
        if work:
            low[work[-1][0]] = min(low[work[-1][0]], low[v])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop(); on.discard(w); comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found["cycles"].append(sorted(comp))
print(json.dumps(found))
"""


def read(root: Path, widgets: bool = True) -> Path:
    """A copy of the package (the front end in its place) under `root`."""
    ignore = shutil.ignore_patterns("__pycache__", "*.so", "*.c")
    shutil.copytree(ROOT / "sanmarco_nb", root / "sanmarco_nb", ignore=ignore)
    if widgets:
        shutil.copytree(ROOT / "widgets", root / "sanmarco_nb" / "widgets", ignore=ignore)
    return root


def findings_of(root: Path) -> dict:
    out = subprocess.run([sys.executable, "-c", READ, json.dumps(LAYERS)], cwd=root,
                         env={**os.environ, "PYTHONPATH": str(root)}, capture_output=True,
                         text=True, check=True, timeout=120)
    return json.loads(out.stdout)


@pytest.fixture(scope="module")
def findings(tmp_path_factory):
    return findings_of(read(tmp_path_factory.mktemp("graph")))


def test_no_import_circles(findings):
    assert findings["cycles"] == []


def test_no_arrow_points_up(findings):
    """Each illegal import as [importer, imported, the chain that makes it]."""
    assert findings["illegal"] == []


def test_an_arrow_up_and_a_circle_are_found(tmp_path):
    """The test can fail: a copy with one phase importing another, and the registry importing
    the core (which imports it), is caught twice."""
    root = read(tmp_path, widgets=False)
    with open(root / "sanmarco_nb" / "sanmarco" / "rounds.py", "a") as f:
        f.write("\nfrom . import passage\n")
    with open(root / "sanmarco_nb" / "games.py", "a") as f:
        f.write("\nfrom . import core\n")
    bad = findings_of(root)
    assert ["sanmarco_nb.sanmarco.rounds", "sanmarco_nb.sanmarco.passage"] in [
        i[:2] for i in bad["illegal"]]
    assert ["sanmarco_nb.core", "sanmarco_nb.games"] in bad["cycles"]
