"""The notebooks as committed: complete, run top to bottom, seeded, and readable without a kernel.

nbval (`make test` runs every notebook with `--nbval`) compares only the outputs stored in a
notebook, so a notebook committed without outputs would pass while checking nothing. These tests
guard against that and against the other ways a notebook can silently stop being tested.
"""
from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"           # what learners open
SOLUTIONS = ROOT / "docs" / "solutions"   # the teachers' worked solutions, out of the learners' way

TUTORIALS = [
    "00_start_here", "01_setup_dice", "02_split_and_choose", "03_doge_and_scoring",
    "04_limits_and_passages", "05_full_game_and_replay", "06_art_society_auction",
    "07_art_society_gallery",
]
EXERCISES = [
    "10_divide_and_choose", "11_value_of_a_card", "12_bot_tournament", "13_bidding_equilibria",
    "14_probability_of_the_setup", "15_game_trees", "16_learning_an_equilibrium",
    "17_strategies_that_evolve", "18_auction_formats", "19_fair_division_for_three",
    "20_majorities_as_blotto",
]
LISTED = ([f"notebooks/{n}.ipynb" for n in TUTORIALS + EXERCISES]
          + [f"docs/solutions/{n}.ipynb" for n in EXERCISES] + ["notebooks/play.ipynb"])

WIDGET = "application/vnd.jupyter.widget-view+json"
IGNORE_TAGS = {"nbval-ignore-output", "nbval-skip"}


def all_notebooks() -> list[Path]:
    return sorted(p for folder in (NOTEBOOKS, SOLUTIONS) for p in folder.rglob("*.ipynb")
                  if ".ipynb_checkpoints" not in p.parts)


def read(path: Path):
    return nbformat.read(path, as_version=4)


def code_cells(nb):
    return [c for c in nb.cells if c.cell_type == "code"]


def tags(cell) -> set[str]:
    return set(cell.metadata.get("tags", ()))


def rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


@pytest.fixture(params=all_notebooks(), ids=rel)
def notebook(request):
    return request.param, read(request.param)


def test_every_listed_notebook_exists():
    missing = [n for n in LISTED if not (ROOT / n).exists()]
    assert not missing, f"notebooks not written yet: {missing}"


def test_no_unlisted_notebook():
    """A notebook that is not in the list is not in the teacher's guide either."""
    extra = sorted(set(map(rel, all_notebooks())) - set(LISTED))
    assert not extra, f"add these to LISTED and to docs/teaching.md: {extra}"


def test_solutions_are_out_of_the_learners_folder():
    """Binder and `make lab` open the file browser on notebooks/: no worked solution there."""
    inside = [rel(p) for p in NOTEBOOKS.rglob("*.ipynb") if "solution" in rel(p).lower()]
    assert not inside, f"solutions where learners browse: {inside}; they belong in docs/solutions"


def test_committed_with_outputs(notebook):
    """Every code cell ran, in order, in one session: nbval has something to compare."""
    path, nb = notebook
    cells = code_cells(nb)
    assert cells, f"{rel(path)} has no code"
    counts = [c.execution_count for c in cells]
    assert None not in counts, (
        f"{rel(path)}: cell {counts.index(None) + 1} was never run; refresh the outputs with "
        "python tests/notebooks/refresh.py")
    assert counts == list(range(1, len(cells) + 1)), (
        f"{rel(path)}: cells ran out of order ({counts}); restart and run all, then save")
    assert any(c.outputs for c in cells), f"{rel(path)} was saved without outputs"


def test_no_errors_stored(notebook):
    path, nb = notebook
    for i, cell in enumerate(code_cells(nb), 1):
        for out in cell.outputs:
            assert out.output_type != "error", f"{rel(path)} code cell {i}: {out.get('ename')}"
            assert not (out.output_type == "stream" and out.name == "stderr"), (
                f"{rel(path)} code cell {i} wrote to stderr: {out.text[:200]!r}")


def test_widget_cells_skip_output_comparison(notebook):
    """A widget's text/plain changes between library versions: such cells are tagged."""
    path, nb = notebook
    for i, cell in enumerate(code_cells(nb), 1):
        shows_widget = any(WIDGET in out.get("data", {}) for out in cell.outputs)
        if shows_widget:
            assert tags(cell) & IGNORE_TAGS, (
                f"{rel(path)} code cell {i} shows a widget: tag it nbval-ignore-output")


def test_no_saved_widget_state(notebook):
    """Outputs are refreshed with store_widget_state=False, which keeps diffs small."""
    path, nb = notebook
    assert "widgets" not in nb.metadata, f"{rel(path)} stores widget state"


def test_readable_without_a_kernel(notebook):
    """A notebook that shows a widget also shows a static picture (SVG or image) for GitHub."""
    path, nb = notebook
    mimes = {k for c in code_cells(nb) for o in c.outputs for k in o.get("data", {})}
    if WIDGET in mimes and path.name != "play.ipynb":
        assert mimes & {"image/svg+xml", "image/png"}, f"{rel(path)} shows only widgets"


def test_pictures_show_in_an_untrusted_notebook(notebook):
    """JupyterLab draws image/svg+xml only in a trusted notebook: every SVG also goes out as a
    Markdown image (or a PNG), and no output's text is a Python repr a reader cannot use."""
    path, nb = notebook
    for i, cell in enumerate(code_cells(nb), 1):
        for out in cell.outputs:
            data = out.get("data", {})
            if "image/svg+xml" in data:
                assert data.keys() & {"text/markdown", "image/png"}, (
                    f"{rel(path)} code cell {i}: an SVG that an untrusted notebook shows as text")
            text = data.get("text/plain", "")
            assert not text.startswith("<IPython.core.display"), f"{rel(path)} code cell {i}"
            if path.name != "play.ipynb":       # the Voila app is never read as a file
                assert not re.match(r"\w+\(children=", text), (
                    f"{rel(path)} code cell {i} stores a widget's repr: {text[:60]}")


def test_games_are_seeded(notebook):
    """Deterministic outputs: every new game and every random generator gets a seed."""
    path, nb = notebook
    for i, cell in enumerate(code_cells(nb), 1):
        src = cell.source
        for call in re.finditer(r"new_game\(([^)]*)\)", src):
            assert "seed" in call.group(1), f"{rel(path)} code cell {i}: {call.group(0)}"
        for call in re.finditer(r"(random\.Random|default_rng)\(\s*\)", src):
            assert False, f"{rel(path)} code cell {i}: unseeded {call.group(0)}"


def test_no_semicolon_to_hide_output(notebook):
    """A trailing `;` makes strict nbval fail (nbval issue 194): write `_ = ...` instead."""
    path, nb = notebook
    for i, cell in enumerate(code_cells(nb), 1):
        lines = [ln for ln in cell.source.rstrip().splitlines() if ln.strip()]
        assert not (lines and lines[-1].rstrip().endswith(";")), f"{rel(path)} code cell {i}"


@pytest.mark.parametrize("name", TUTORIALS + EXERCISES)
def test_ends_with_try_it_yourself(name):
    path = NOTEBOOKS / f"{name}.ipynb"
    if not path.exists():
        pytest.fail(f"{name}.ipynb is missing")
    md = [c.source for c in read(path).cells if c.cell_type == "markdown"]
    assert md and "Try it yourself" in md[-1], f"{name}: the last text is not 'Try it yourself'"


@pytest.mark.parametrize("name", TUTORIALS)
def test_tutorials_cite_rule_ids(name):
    path = NOTEBOOKS / f"{name}.ipynb"
    if not path.exists():
        pytest.fail(f"{name}.ipynb is missing")
    text = "\n".join(c.source for c in read(path).cells if c.cell_type == "markdown")
    assert re.search(r"\b(SM|AS)-[A-Z]\d+\b", text), f"{name} cites no rule id"


@pytest.mark.parametrize("name", EXERCISES)
def test_exercises_are_checked_and_solved(name):
    """The exercise and its solution call the same checkers; the solution gets them all right."""
    exercise, solution = NOTEBOOKS / f"{name}.ipynb", SOLUTIONS / f"{name}.ipynb"
    if not (exercise.exists() and solution.exists()):
        pytest.fail(f"{name}: exercise or solution missing")
    checks = re.compile(r"check\(\s*\"([\w.]+)\"")
    ex_nb, sol_nb = read(exercise), read(solution)
    asked = [m for c in code_cells(ex_nb) for m in checks.findall(c.source)]
    solved = [m for c in code_cells(sol_nb) for m in checks.findall(c.source)]
    assert asked, f"{name} asks no checkable question"
    assert sorted(set(asked)) == sorted(set(solved)), f"{name}: solution answers other questions"
    # a check is the last expression of its cell: its verdict is the cell's result
    verdicts = [o.data["text/plain"] for c in code_cells(sol_nb) if checks.search(c.source)
                for o in c.outputs if o.output_type == "execute_result"]
    assert len(verdicts) == len(solved), f"{name}: a check's verdict is not the cell's result"
    wrong = [v for v in verdicts if not v.startswith("Right")]
    assert not wrong, f"{name}: the solution does not get every check right: {wrong}"


def test_cited_rule_ids_exist(notebook):
    """Every rule id a notebook cites is one the tables can explain (the rules files' ids)."""
    from sanmarco_nb.i18n.artsociety import RULES as AS_RULES
    from sanmarco_nb.i18n.sanmarco import RULES as SM_RULES
    path, nb = notebook
    text = "\n".join(c.source for c in nb.cells)
    unknown = set(re.findall(r"\b(?:SM|AS)-[A-Z]\d+\b", text)) - set(SM_RULES) - set(AS_RULES)
    assert not unknown, f"{rel(path)} cites rule ids that do not exist: {sorted(unknown)}"
