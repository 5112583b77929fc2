"""Re-run notebooks top to bottom and save their outputs (after a deliberate change).

    .venv/bin/python tests/notebooks/refresh.py                 # every notebook
    .venv/bin/python tests/notebooks/refresh.py notebooks/01_setup_dice.ipynb

The same as `jupyter nbconvert --to notebook --execute --inplace
--ExecutePreprocessor.store_widget_state=False`, without the per-cell timing metadata, so that a
refresh changes only what the games changed. Prints how long each notebook took.

The kernel runs with `STORED_WITH`; nbval's kernels in `make test` run as on another machine
(the repository's conftest.py), so a stored output that depends on the machine fails there.
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[2]
# this machine's BLAS kernels and SIMD code; the BLAS threads and hash seed fixed, so that they
# differ from the test run's on any machine
STORED_WITH = {"PYTHONHASHSEED": "0", "OPENBLAS_NUM_THREADS": "2", "OMP_NUM_THREADS": "2",
               "MKL_NUM_THREADS": "2"}


def refresh(path: Path) -> float:
    nb = nbformat.read(path, as_version=4)
    t0 = time.perf_counter()
    NotebookClient(nb, timeout=600, kernel_name="python3", record_timing=False,
                   store_widget_state=False,
                   resources={"metadata": {"path": str(path.parent)}}).execute(
                       env={**os.environ, **STORED_WITH})
    elapsed = time.perf_counter() - t0
    nb.metadata.pop("widgets", None)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
    nbformat.write(nb, path)
    return elapsed


def main(argv: list[str]) -> int:
    paths = [Path(a).resolve() for a in argv] or sorted(
        p for folder in ("notebooks", "docs/solutions") for p in (ROOT / folder).rglob("*.ipynb")
        if ".ipynb_checkpoints" not in p.parts)
    total = 0.0
    for path in paths:
        seconds = refresh(path)
        total += seconds
        print(f"{seconds:6.1f} s  {path.relative_to(ROOT)}")
    print(f"{total:6.1f} s  in all")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
