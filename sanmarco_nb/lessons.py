"""The lessons from the installed package: `sanmarco-nb lessons [DIR]` copies them into a folder,
`sanmarco-nb lab [DIR]` opens JupyterLab there on lesson 00.

The wheel carries the notebooks of `notebooks/` as `sanmarco_nb/lessons/` (not the worked
solutions); a checkout (an editable install) serves them from `notebooks/` itself. A copy never
overwrites a notebook the learner has changed: the folder's manifest (MANIFEST) remembers what
was copied, and a lesson whose file no longer matches it is kept, its new version written beside
it as `NAME.new.ipynb`.
"""
from __future__ import annotations

import hashlib
import json
import shutil
from dataclasses import dataclass, field
from pathlib import Path

__all__ = ["lessons_folder", "copy_lessons", "Copied", "MANIFEST", "START", "DEFAULT_DIR"]

MANIFEST = ".sanmarco-lessons.json"     # {notebook name: sha256 of the copy it received}
START = "00_start_here.ipynb"
DEFAULT_DIR = "sanmarco-lessons"


def lessons_folder() -> Path:
    """The lessons: in the installed package, else the checkout's notebooks/ folder."""
    here = Path(__file__).resolve().parent
    for folder in (here / "lessons", here.parent / "notebooks"):
        if (folder / START).is_file():
            return folder
    raise FileNotFoundError("the lessons are not installed (pip install sanmarco-nb ships them)")


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@dataclass
class Copied:
    """What `copy_lessons` did, by notebook name."""
    folder: Path
    new: list[str] = field(default_factory=list)          # copied: not there before
    updated: list[str] = field(default_factory=list)      # an untouched copy, replaced
    unchanged: list[str] = field(default_factory=list)    # already the current version
    kept: dict[str, str] = field(default_factory=dict)    # learner's file -> new version's name

    def report(self, lang: str = "en") -> str:
        from .i18n import render
        lines = [render("cli-lessons_copied", lang, n=len(self.new), count=len(self.updated),
                        total=len(self.unchanged), path=str(self.folder))]
        lines += [render("cli-lessons_kept", lang, name=name, path=new)
                  for name, new in self.kept.items()]
        return "\n".join(lines)


def copy_lessons(folder: str | Path = DEFAULT_DIR) -> Copied:
    """Copy every lesson into `folder` (created if need be), never over a learner's changes."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    manifest_path = folder / MANIFEST
    try:
        manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        manifest = {}
    done = Copied(folder)
    for source in sorted(lessons_folder().glob("*.ipynb")):
        name, target = source.name, folder / source.name
        current = _digest(source)
        if not target.exists():
            done.new.append(name)
        elif _digest(target) == current:
            done.unchanged.append(name)
            manifest[name] = current
            continue
        elif manifest.get(name) == _digest(target):
            done.updated.append(name)               # as we copied it: the learner never saved
        else:
            target = target.with_suffix(".new.ipynb")
            done.kept[name] = target.name
            shutil.copyfile(source, target)
            continue                                # the manifest still names the old copy
        shutil.copyfile(source, target)
        manifest[name] = current
    manifest_path.write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n",
                             encoding="utf-8")
    return done


def add_commands(sub, parents=(), lang: str = "en") -> None:
    """The `lessons` and `lab` subcommands, on the CLI's subparsers, their help in `lang`
    (`parents`: options each takes too, --lang)."""
    from .i18n import render

    def h(key: str, **args) -> str:
        return render(f"cli-help-{key}", lang, **args)
    les = sub.add_parser("lessons", parents=parents, help=h("lessons"))
    les.add_argument("dir", nargs="?", default=DEFAULT_DIR, help=h("dir", path=DEFAULT_DIR))
    les.set_defaults(run=cmd_lessons, parser=les)
    lab = sub.add_parser("lab", parents=parents, help=h("lab"))
    lab.add_argument("dir", nargs="?", default=DEFAULT_DIR, help=h("dir", path=DEFAULT_DIR))
    lab.add_argument("--port", type=int, help=h("port"))
    lab.add_argument("--no-browser", action="store_true", help=h("no_browser"))
    lab.set_defaults(run=cmd_lab, parser=lab)


def cmd_lessons(args, parser) -> int:
    try:
        print(copy_lessons(args.dir).report(args.lang))
    except OSError as e:
        from .i18n import render
        parser.error(render("cli-lessons_cannot_copy", args.lang, path=args.dir,
                            detail=e.strerror or str(e)))
    return 0


def lab_command(folder: Path, port: int | None = None, browser: bool = True) -> list[str]:
    """The command that serves `folder` in JupyterLab, lesson 00 open (as root, JupyterLab
    wants --allow-root)."""
    import os
    import sys
    command = [sys.executable, "-m", "jupyter", "lab", f"--ServerApp.root_dir={folder}",
               f"--LabApp.default_url=/lab/tree/{START}"]
    if port:
        command.append(f"--port={port}")
    if not browser:
        command.append("--no-browser")
    if hasattr(os, "getuid") and os.getuid() == 0:
        command.append("--allow-root")
    return command


def cmd_lab(args, parser) -> int:
    import importlib.util
    import os
    if importlib.util.find_spec("jupyterlab") is None:
        from .i18n import render
        parser.error(render("cli-lab_missing", args.lang))
    status = cmd_lessons(args, parser)
    command = lab_command(Path(args.dir).resolve(), args.port, not args.no_browser)
    os.execv(command[0], command)                # JupyterLab takes over this process
    return status
