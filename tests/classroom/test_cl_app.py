"""The play app of notebooks/play.ipynb (Voila): a new game from its form, and a seat of a room
joined with its code, from Python through the app's handlers."""
from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from sanmarco_nb.classroom import Teacher                    # noqa: E402
from sanmarco_nb.widgets import ArtSocietyTable, SanMarcoTable  # noqa: E402
from sanmarco_nb.widgets.app import PlayApp                  # noqa: E402


def test_new_game_form_makes_the_table_it_describes():
    app = PlayApp()
    try:
        assert isinstance(app.table, SanMarcoTable) and app.seats() == ["human"] + ["greedy"] * 3
        app.game.value = "artsociety"
        assert app.players.options == (2, 3, 4) and len(app.seat_pickers) == 3
        app.players.value = 2
        app.seat_pickers[1].value = "random"
        app.seed.value = 9
        old = app.table
        app.start.click()
        assert isinstance(app.table, ArtSocietyTable) and old.comm is None   # the old closed
        assert app.table.state.players == 2 and app.table.state.seed == 9
        assert app.table.is_human(0) and app.table.seats[1].name == "random"
        assert not app.guard.errors
    finally:
        app.table.close()


def test_join_form_opens_the_rooms_game_for_the_codes_seat(server):
    teacher = Teacher(server.url, server.teacher_code)
    made = teacher.create_room("artsociety", ["greedy", "human"], seed=4)
    app = PlayApp()
    try:
        app.forms.selected_index = 1
        app.join.click()                       # nothing entered: said, nothing changes
        assert "room address" in app.guard.status.value and isinstance(app.table, SanMarcoTable)
        app.room.value = made["url"]
        app.code.value = "not-a-code"
        app.join.click()
        assert "Could not join" in app.guard.status.value
        app.code.value = made["seats"][1]["code"]
        app.name.value = "Ada"
        app.join.click()
        table = app.table
        assert isinstance(table, ArtSocietyTable) and table.source.seat == 1
        assert table.is_human(1) and not table.is_human(0)
        assert teacher.room(made["room"])["seats"][1]["name"] == "Ada"
        assert not app.guard.errors
        # a reloaded page (a new app, a new kernel on the same machine) joins with the spent
        # code: the session kept for it gets the same seat back
        again = PlayApp()
        again.room.value, again.code.value = made["url"], made["seats"][1]["code"]
        again.join.click()
        assert again.table.source.seat == 1 and not again.guard.errors
        again.table.close()
    finally:
        app.table.close()


def test_a_link_with_room_and_code_opens_the_seat_at_once(server):
    """The app's address with ?room=...&code=... (Voila passes the query string): the seat's
    table, no game against bots first; a link to nothing plays locally and says why."""
    from urllib.parse import urlencode
    teacher = Teacher(server.url, server.teacher_code)
    made = teacher.create_room("sanmarco", ["human", "greedy", "greedy"], seed=6)
    app = PlayApp(query=urlencode({"room": made["url"], "code": made["seats"][0]["code"],
                                   "name": "Cem"}))
    try:
        assert app.forms.selected_index == 1 and app.table.source.seat == 0
        assert teacher.room(made["room"])["seats"][0]["name"] == "Cem"
    finally:
        app.table.close()
    other = teacher.create_room("sanmarco", ["human", "greedy", "greedy"], seed=7)
    german = PlayApp(query=urlencode({"room": other["url"], "code": other["seats"][0]["code"],
                                      "lang": "de"}))              # the teacher page's language
    try:
        assert german.table.source.seat == 0 and german.lang == german.table.lang == "de"
    finally:
        german.table.close()
    bad = PlayApp(query=urlencode({"room": made["url"], "code": "wrong"}))
    try:
        assert "Could not join" in bad.guard.status.value
        assert isinstance(bad.table, SanMarcoTable) and bad.table.source is None
    finally:
        bad.table.close()


def test_sessions_written_at_once_by_many_kernels_are_all_kept(tmp_path):
    """A class joining at the bell from one Voila server: every kernel writes its session to
    the same file; none is lost (with the lock taken out, this test failed here)."""
    import subprocess
    import sys
    from sanmarco_nb.classroom.client import SessionStore
    path = str(tmp_path / "sessions.json")
    script = ("import sys; from sanmarco_nb.classroom.client import SessionStore as S\n"
              "s = S(sys.argv[1])\n"
              "for i in range(20): s.put('http://h', f'{sys.argv[2]}-{i}', f't{sys.argv[2]}{i}')")
    procs = [subprocess.Popen([sys.executable, "-c", script, path, str(k)]) for k in range(6)]
    assert all(p.wait(60) == 0 for p in procs)
    store = SessionStore(path)
    assert all(store.get("http://h", f"{k}-{i}") == f"t{k}{i}"
               for k in range(6) for i in range(20))
