"""nbval's kernels run as on another machine than the one that stored the notebooks' outputs.

`make test` runs every notebook once under nbval and compares each output with the stored one.
tests/notebooks/refresh.py stores them with this machine's BLAS and CPU, two BLAS threads and
PYTHONHASHSEED=0 (`STORED_WITH`); nbval's kernels get one BLAS thread, another OpenBLAS kernel,
numpy without its dispatched SIMD code (what a CPU without AVX2 runs) and another hash seed. An
output that depends on the last bits of a float, or on the order of a set of strings, fails
here rather than on a learner's laptop, at no extra cost: nbval runs the notebooks anyway.
(`-8.88e-16` for an exploitability of 0 came from OpenBLAS's Haswell kernels.)

It also registers the `slow` marker for every folder: tests that take over a minute. `make test`
still runs them; deselect them while developing with `-m "not slow"`.
"""
from __future__ import annotations

import os
import platform

import pytest

HASH_SEED = "2024"


def _numpy_cpu():
    try:
        from numpy._core import _multiarray_umath as umath          # numpy 2
    except ImportError:
        from numpy.core import _multiarray_umath as umath           # numpy 1
    return umath.__cpu_features__, umath.__cpu_dispatch__


def other_machine() -> dict[str, str]:
    """The environment of nbval's kernels: what differs from STORED_WITH and this machine."""
    env = {"PYTHONHASHSEED": HASH_SEED, "OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1",
           "MKL_NUM_THREADS": "1"}
    arch = platform.machine().lower()
    if arch in ("x86_64", "amd64"):
        has, dispatched = _numpy_cpu()
        # numpy's own loops (exp, sum, ...) as without AVX2; OpenBLAS with kernels of a CPU
        # older than this one (each runs on every CPU that has the one before)
        env["NPY_DISABLE_CPU_FEATURES"] = " ".join(f for f in dispatched if has.get(f))
        env["OPENBLAS_CORETYPE"] = ("Haswell" if has.get("AVX512F") else
                                    "Sandybridge" if has.get("AVX2") else "Prescott")
    elif arch in ("aarch64", "arm64"):
        env["OPENBLAS_CORETYPE"] = "ARMV8"
    return {k: v for k, v in env.items() if v}


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: takes more than a minute (still run by make test)")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_setup(item):
    """nbval starts a notebook's kernel while setting up the notebook's first cell."""
    if type(item).__name__ != "IPyNbCell":
        yield
        return
    env = other_machine()
    saved = {k: os.environ.get(k) for k in env}
    os.environ.update(env)
    try:
        yield
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
