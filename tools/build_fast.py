"""Build the optional compiled engine into build/fast (never part of the default install).

    python tools/build_fast.py                  # Cython (pure-Python mode), the chosen compiler
    python tools/build_fast.py --compiler mypyc # the other candidate, for measuring

The package is copied to build/fast/sanmarco_nb (the front end too, so the tree is complete) and
the engine modules are compiled there in place: the sources stay plain Python, and the pure
editable install is untouched. Put build/fast first on the path to run the compiled build
(`PYTHONPATH=build/fast python -P ...`); `sanmarco_nb.BUILD` then says "compiled".
Needs a C compiler and the Python headers; without them this fails and the pure build is used.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# the hot path of a game and of simulate(): what a random game and a bot's move go through;
# and of the coach's search: its loop, the greedy heuristics its rollouts play by, the fitted
# evaluation of its leaves
ENGINE = ["core.py", "games.py", "bench.py", "sanmarco/*.py", "artsociety/*.py",
          "bots/base.py", "bots/random_bot.py", "analysis/simulate.py",
          "bots/coach.py", "bots/evaluation.py", "bots/greedy.py", "bots/heuristics/*.py",
          "bots/split_choose.py"]
SKIP = {"__init__.py"}                    # packages stay Python: they only import


def copy_tree(out: Path) -> Path:
    pkg = out / "sanmarco_nb"
    if out.exists():
        shutil.rmtree(out)
    ignore = shutil.ignore_patterns("__pycache__", "*.so", "*.c")
    shutil.copytree(ROOT / "sanmarco_nb", pkg, ignore=ignore)
    shutil.copytree(ROOT / "widgets", pkg / "widgets", ignore=ignore)
    return pkg


def engine_modules(pkg: Path) -> list[Path]:
    return sorted(p for pattern in ENGINE for p in pkg.glob(pattern) if p.name not in SKIP)


def build_cython(out: Path, modules: list[Path]) -> None:
    from Cython.Build import cythonize
    from setuptools import Extension, setup
    exts = [Extension(".".join(m.relative_to(out).with_suffix("").parts), [str(m)])
            for m in modules]
    setup(name="sanmarco_nb_fast", ext_modules=cythonize(
              exts, quiet=True, nthreads=os.cpu_count() or 1,
              # plain Python semantics: annotations are documentation, not C types
              compiler_directives={"language_level": 3, "annotation_typing": False}),
          script_args=["-q", "build_ext", "--inplace", f"-j{os.cpu_count() or 1}"])


def build_mypyc(out: Path, modules: list[Path]) -> None:
    cmd = [sys.executable, "-m", "mypyc", *[str(m.relative_to(out)) for m in modules]]
    subprocess.run(cmd, cwd=out, check=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--compiler", choices=("cython", "mypyc"), default="cython")
    ap.add_argument("--out", type=Path, default=ROOT / "build" / "fast")
    args = ap.parse_args(argv)
    out = args.out.resolve()
    pkg = copy_tree(out)
    modules = engine_modules(pkg)
    cwd = os.getcwd()
    os.chdir(out)
    try:
        (build_cython if args.compiler == "cython" else build_mypyc)(out, modules)
    finally:
        os.chdir(cwd)
    shutil.rmtree(out / "build", ignore_errors=True)
    print(f"compiled {len(modules)} modules with {args.compiler} into {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
