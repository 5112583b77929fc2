"""Settings for every test, and the tests' own game.

Pig (tests/games/pig), a game written only against the engine contract, is registered here,
when the tests are collected: every test parametrized over `sanmarco_nb.games.GAMES` runs for
it too, and learners never see it (the package does not list it).
"""
import os
import sys
from pathlib import Path

import pytest

from sanmarco_nb import games

PIG = Path(__file__).with_name("games") / "pig"
sys.path.insert(0, str(PIG.parent))
# helpers the tests share (language_patterns, terminal), imported by name under importlib mode; last on
# the path, so that no folder of tests/ hides a package
sys.path.append(str(Path(__file__).parent))
games.register("pig", "pig", adapters="pig", locales=PIG / "locales")


@pytest.fixture(scope="session", autouse=True)
def classroom_sessions(tmp_path_factory):
    """Seats' session tokens go to a temporary file, not the tester's ~/.sanmarco-nb (servers
    and Voila kernels started by the tests inherit it)."""
    path = tmp_path_factory.mktemp("home") / "classroom-sessions.json"
    before = os.environ.get("SANMARCO_NB_SESSIONS")
    os.environ["SANMARCO_NB_SESSIONS"] = str(path)
    yield path
    if before is None:
        del os.environ["SANMARCO_NB_SESSIONS"]
    else:
        os.environ["SANMARCO_NB_SESSIONS"] = before
