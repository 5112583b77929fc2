"""Settings for every test."""
import os

import pytest


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
