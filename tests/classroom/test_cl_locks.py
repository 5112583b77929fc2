"""Room locks (issue 34): the teacher turns hints and the review off in a room's tables, through
the real room server; the student's table shows Hint and Review disabled with the reason, and
on again when unlocked. A class rule for an exam, not a security boundary (docs/classroom.md)."""
from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from sanmarco_nb.classroom import Refused, Teacher                  # noqa: E402
from sanmarco_nb.classroom.rooms import Room                        # noqa: E402
from sanmarco_nb.core import IllegalAction                          # noqa: E402
from sanmarco_nb.widgets import ArtSocietyTable                     # noqa: E402

OFF = "Your teacher has turned hints off for this room."
REVIEW_OFF = "Your teacher has turned the review off for this room."


def test_the_teacher_locks_hint_and_review_in_the_room_tables(server):
    teacher = Teacher(server.url, server.teacher_code)
    made = teacher.create_room("artsociety", ["human", "greedy"], seed=3)
    code = next(s["code"] for s in made["seats"] if s["code"])
    table = ArtSocietyTable(room=made["url"], code=code, name="Ada", store=None)
    try:
        table.source.wait(lambda: table.waiting_for_human() and not table.hints.button.disabled)
        assert table.review.note.value == ""
        card = teacher.lock(made["room"], hint=True, review=True)
        assert card["locks"] == ["hint", "review"]
        table.source.wait(lambda: table.hints.button.disabled)
        assert table.waiting_for_human()                  # a decision, and still no Hint
        assert OFF in table.review.note.value and REVIEW_OFF in table.review.note.value
        assert table.hints.button.tooltip == OFF and table.review.button.disabled
        with pytest.raises(IllegalAction) as refused:
            table.review.start()
        assert refused.value.id == "review-locked_review"
        table.lang = "de"
        assert "Deine Lehrkraft hat die Tipps" in table.review.note.value
        assert teacher.room(made["room"])["locks"] == ["hint", "review"]   # kept by the room
        teacher.lock(made["room"], hint=False, review=False)
        table.source.wait(lambda: not table.hints.button.disabled)
        assert table.review.note.value == ""
        with pytest.raises(Refused):
            teacher._request("POST", f"/api/rooms/{made['room']}/locks", {"locks": ["moves"]})
    finally:
        table.close()


def test_a_room_keeps_its_locks_through_a_restart():
    room = Room.create("r1", "artsociety", ["human", "greedy"], seed=3)
    room.locks = frozenset({"hint"})
    again = Room.restore("r1", room.doc(), [])
    assert again.locks == {"hint"} and again.summary()["locks"] == ["hint"]
