"""No shared layer guesses the game: their code (names and strings; docstrings and comments
are prose) never names a registered game, its title or its rule ids, except the registry and
its adapter lookup. A module that exists to analyse or show one game names that game in its
file name (`analysis/sanmarco_blotto.py`, `widgets/artsociety_table.py`) and may name it
freely; importing such a module by that name (an import, `__all__`) is no guess either. A game's
own package and its adapters (`heuristics/sanmarco.py`) are reached through the registry only.
"""
from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

from sanmarco_nb import games

ROOT = Path(__file__).parents[1]
SHARED = ["sanmarco_nb/bots", "sanmarco_nb/analysis", "sanmarco_nb/i18n", "widgets",
          "sanmarco_nb/classroom", "sanmarco_nb/openspiel", "sanmarco_nb/core.py",
          "sanmarco_nb/games.py"]
# the registry and the adapter lookup, the one place that names the games
ALLOWED = {"sanmarco_nb/games.py"}
# the project's own name, in its package, its settings and its pages' storage keys
PROJECT = re.compile(r"sanmarco[-_](nb|teacher|classroom)", re.I)


def names_of_games() -> re.Pattern:
    """Every registered game's name, title (also as "san_marco") and prefix (rule ids "SM-…",
    texts "sm-…")."""
    words = set()
    for name in games.GAMES:
        state = games.load_game(name).State
        title = state.TITLE.lower()
        words |= {name, title, title.replace(" ", "_"), title.replace(" ", "")}
    words = "|".join(sorted(map(re.escape, words), key=len, reverse=True))
    prefixes = "|".join(games.load_game(g).State.PREFIX.upper() for g in games.GAMES)
    return re.compile(rf"(?i:{words}|\b(?:{prefixes})-)")


def own_game(path: Path, pattern: re.Pattern) -> bool:
    """A module of one game, by its file name (or the folder it is in)."""
    return any(pattern.search(part) for part in path.relative_to(ROOT).parts[-2:])


def hits(source: str, pattern: re.Pattern, modules: set) -> list[tuple[int, str]]:
    """(line, token) for each name or string of `source`'s code that names a game, but for
    the names of `modules` (one game's modules of the shared layers) where it imports them."""
    tree = ast.parse(source)
    docs = {n.body[0].lineno for n in ast.walk(tree)
            if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and n.body and isinstance(n.body[0], ast.Expr)
            and isinstance(n.body[0].value, ast.Constant)
            and isinstance(n.body[0].value.value, str)}
    imports = {line for n in ast.walk(tree)
               if isinstance(n, (ast.Import, ast.ImportFrom)) or isinstance(n, ast.Assign)
               and any(isinstance(t, ast.Name) and t.id == "__all__" for t in n.targets)
               for line in range(n.lineno, n.end_lineno + 1)}
    found = []
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type not in (tokenize.NAME, tokenize.STRING) or tok.start[0] in docs and \
                tok.type == tokenize.STRING:
            continue
        if tok.start[0] in imports and tok.string.strip("\"'") in modules:
            continue
        if pattern.search(PROJECT.sub("", tok.string)):
            found.append((tok.start[0], tok.string))
    return found


def shared_files() -> list[Path]:
    return sorted(f for root in SHARED
                  for f in ([ROOT / root] if root.endswith(".py") else (ROOT / root).rglob("*.py")))


def test_no_shared_layer_names_a_game():
    pattern = names_of_games()
    files = [f for f in shared_files() if not own_game(f, pattern)]
    modules = {f.stem for f in shared_files() if own_game(f, pattern)} - set(games.GAMES)
    found = [f"{f.relative_to(ROOT)}:{line}: {tok}" for f in files
             if str(f.relative_to(ROOT)) not in ALLOWED
             for line, tok in hits(f.read_text(), pattern, modules)]
    assert found == []


def test_the_registry_is_where_the_games_are_named():
    """The allow-list is not stale: the registry does name them."""
    pattern = names_of_games()
    for name in ALLOWED:
        assert hits((ROOT / name).read_text(), pattern, set())


def test_a_name_switch_is_found():
    """The test can fail: a switch on a game's name, a title, a rule id, the test's own game."""
    source = ('from . import sanmarco_blotto\nfrom ..sanmarco import DISTRICTS\n'
              'def f(state):\n    """San Marco is prose here."""\n    # so is Art Society\n'
              '    if state.GAME == "artsociety":\n        return "SM-A9", "Pig", SAN_MARCO\n'
              '    return sanmarco_blotto, "sanmarco_nb", "SANMARCO_TEACHER_CODE"\n')
    assert [t for _, t in hits(source, names_of_games(), {"sanmarco_blotto"})] == [
        "sanmarco", '"artsociety"', '"SM-A9"', '"Pig"', "SAN_MARCO", "sanmarco_blotto"]
