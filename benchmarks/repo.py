"""The commit a benchmark measured (stored in its JSON beside the figures)."""
from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def commit(ref: str = "HEAD") -> str:
    """The full hash of `ref` in this repository (CalledProcessError outside a git checkout or
    for an unknown ref: a figure is not stored without the code it measured)."""
    return subprocess.run(["git", "-C", str(ROOT), "rev-parse", ref], capture_output=True,
                          text=True, check=True).stdout.strip()
