"""No stored output depends on the machine: nbval's kernels run as on another machine than the one
refresh.py stored the outputs with (the repository's conftest.py), so `make test` compares every
notebook across a BLAS thread count, an OpenBLAS kernel, numpy's SIMD code and a hash seed.
These tests check that the two differ and that nbval's kernels really get the other machine."""
from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def load(path: Path):
    spec = importlib.util.spec_from_file_location(f"_{path.stem}_under_test", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_test_run_differs_from_the_stored_run_in_every_setting():
    stored = load(ROOT / "tests" / "notebooks" / "refresh.py").STORED_WITH
    other = load(ROOT / "conftest.py").other_machine()
    for key in ("PYTHONHASHSEED", "OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        assert stored[key] != other[key], key
    assert not {"OPENBLAS_CORETYPE", "NPY_DISABLE_CPU_FEATURES"} & set(stored)


def test_nbval_kernels_run_as_the_other_machine():
    """A notebook under nbval prints its kernel's settings; its stored output is the other
    machine's (run without the repository's conftest.py, it fails)."""
    proc = subprocess.run([sys.executable, "-m", "pytest", "tests/notebooks/other_machine.ipynb",
                           "--nbval", "--nbval-current-env", "-p", "no:cacheprovider", "-q"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-3000:]
