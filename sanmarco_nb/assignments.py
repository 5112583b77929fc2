"""The exercises as nbgrader assignments: `sanmarco-nb assignments OUT [--lessons 10,13]`.

Writes one nbgrader source notebook per lesson, `OUT/source/<lesson>/<lesson>.ipynb`, for
`nbgrader generate_assignment <lesson>` run in OUT. Per question of the registry (its text,
not the lesson's): an answer cell that is a solution cell (`### BEGIN SOLUTION` ... `### END
SOLUTION`: the worked solution of docs/solutions, its `check(...)` turned into `answer_<q> = ...`)
and an autograded test cell worth one point that calls the package's checker; the assertion
that scores sits in a hidden-test block. No cell holds an expected value: the checker works it
out. A student can still read the installed checkers, so this suits homework, not an exam.

The worked solutions are not in the wheel: this command reads them from a checkout
(docs/solutions) or from `--solutions DIR`.
"""
from __future__ import annotations

import ast
import json
from pathlib import Path

from .lessons import lessons_folder

__all__ = ["assignment", "write_assignments", "add_command", "SOLUTIONS"]

SOLUTIONS = Path(__file__).resolve().parent.parent / "docs" / "solutions"
POINTS = 1                                  # per question
INTRO = """# {title} (assignment)

Work each question out as lesson `{lesson}.ipynb` shows, then give your answer in the cell
below the question, as `answer_... = ...` (replace `raise NotImplementedError()`). The cell
after it asks the package's checker, as the lesson does: *Right* earns the question's point.
Run every cell (Kernel > Restart and Run All) before you submit."""
SETUP = """from sanmarco_nb.exercises import *      # the lesson's tools: real_hand, VALUES, ...

for q in questions("{prefix}"):
    print(q)"""
TEST = """from sanmarco_nb.exercises import check

verdict = check({name!r}, answer_{short})
print(verdict)
### BEGIN HIDDEN TESTS
assert verdict, "not yet right"
### END HIDDEN TESTS"""


def _cell(kind: str, source: str, grade_id: str, **flags) -> dict:
    """A cell with nbgrader's metadata (schema 3)."""
    meta = {"grade": False, "solution": False, "locked": False, "task": False,
            "grade_id": grade_id, "schema_version": 3, **flags}
    cell = {"cell_type": kind, "id": grade_id.replace("_", "-"), "metadata": {"nbgrader": meta},
            "source": source}
    if kind == "code":
        cell.update(execution_count=None, outputs=[])
    return cell


def _checked(source: str) -> tuple[str, list[str]]:
    """A solution cell's code with each `check("NN.q", expr)` statement turned into
    `answer_q = expr`, and the questions it answers."""
    tree, lines, names = ast.parse(source), source.splitlines(), []
    for stmt in reversed(tree.body):            # from the end: earlier line numbers stay valid
        call = stmt.value if isinstance(stmt, ast.Expr) else None
        if not (isinstance(call, ast.Call) and getattr(call.func, "id", None) == "check"):
            continue
        name = call.args[0].value
        answer = ast.get_source_segment(source, call.args[1])
        indent = lines[stmt.lineno - 1][:stmt.col_offset]
        lines[stmt.lineno - 1:stmt.end_lineno] = \
            f"{indent}answer_{name.split('.', 1)[1]} = {answer}".splitlines()
        names.insert(0, name)
    return "\n".join(lines), names


def _solutions(path: Path) -> list[tuple[str, str]]:
    """(question, the solution's code up to and including its answer), in the notebook's
    order; code after the last answer is left out."""
    chunks, code = [], []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] != "code":
            continue
        source, names = _checked("".join(cell["source"]))
        code.append(source)
        for name in names:                      # a cell that answers two: both in the first
            chunks.append((name, "\n\n".join(code)))
            code = []
    return chunks


def _title(lesson: str) -> str:
    cells = json.loads((lessons_folder() / f"{lesson}.ipynb").read_text(encoding="utf-8"))
    for cell in cells["cells"]:
        if cell["cell_type"] == "markdown":
            return "".join(cell["source"]).splitlines()[0].lstrip("# ").strip()
    return lesson


def assignment(lesson: str, solutions: Path = SOLUTIONS) -> dict:
    """The nbgrader source notebook of `lesson` ("10_divide_and_choose")."""
    from .exercises import registry            # numpy and the analysis: only when asked
    prefix = lesson.split("_")[0] + "."
    texts = dict(line.split(": ", 1) for line in registry.questions(prefix))
    cells = [_cell("markdown", INTRO.format(title=_title(lesson), lesson=lesson), "intro",
                   locked=True),
             _cell("code", SETUP.format(prefix=prefix), "setup", locked=True)]
    for name, code in _solutions(solutions / f"{lesson}.ipynb"):
        short = name.split(".", 1)[1]
        cells += [
            _cell("markdown", f"### {name} ({POINTS} point)\n\n{texts.pop(name)}\n\n"
                  f"Your answer: `answer_{short}`", f"{short}_question", locked=True),
            _cell("code", f"### BEGIN SOLUTION\n{code}\n### END SOLUTION",
                  f"{short}_answer", solution=True),
            _cell("code", TEST.format(name=name, short=short), short, grade=True,
                  locked=True, points=POINTS)]
    if texts:
        raise ValueError(f"{lesson}: no worked solution answers {', '.join(texts)}")
    return {"cells": cells, "nbformat": 4, "nbformat_minor": 5,
            "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)",
                                        "language": "python", "name": "python3"},
                         "language_info": {"name": "python"}}}


def write_assignments(out: str | Path, lessons: list[str] | None = None,
                      solutions: Path = SOLUTIONS) -> list[Path]:
    """Write `out/source/<lesson>/<lesson>.ipynb` for the lessons numbered in `lessons`
    (default: every lesson with worked solutions)."""
    found = sorted(p.stem for p in Path(solutions).glob("[0-9][0-9]_*.ipynb"))
    if not found:
        raise FileNotFoundError(f"no worked solutions in {solutions}: a clone of the "
                                "repository has them (docs/solutions), the package does not")
    chosen = [s for s in found if lessons is None or s[:2] in lessons]
    missing = set(lessons or ()) - {s[:2] for s in chosen}
    if missing:
        raise ValueError(f"no exercises for lesson {', '.join(sorted(missing))}: "
                         f"choose from {', '.join(s[:2] for s in found)}")
    written = []
    for lesson in chosen:
        path = Path(out) / "source" / lesson / f"{lesson}.ipynb"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(assignment(lesson, Path(solutions)), indent=1) + "\n",
                        encoding="utf-8")
        written.append(path)
    return written


def add_command(sub, parents=(), lang: str = "en") -> None:
    """The `assignments` subcommand, on the CLI's subparsers, its help in `lang` (`parents`:
    options it takes too, --lang)."""
    from .i18n import render

    def h(key: str) -> str:
        return render(f"cli-help-{key}", lang)
    a = sub.add_parser("assignments", parents=parents, help=h("assignments"))
    a.add_argument("out", help=h("assignments-out"))
    a.add_argument("--lessons", help=h("assignments-lessons"))
    a.add_argument("--solutions", default=str(SOLUTIONS), help=h("solutions"))
    a.set_defaults(run=cmd_assignments, parser=a)


def cmd_assignments(args, parser) -> int:
    lessons = [n.strip().zfill(2) for n in args.lessons.split(",")] if args.lessons else None
    try:
        written = write_assignments(args.out, lessons, Path(args.solutions))
    except (OSError, ValueError) as e:
        parser.error(str(e))
    for path in written:
        print(path)
    from .i18n import render
    print(render("cli-assignments_next", args.lang, path=args.out))
    return 0
