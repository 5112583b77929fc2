"""Two students, two browsers, one room (issue 14, item 6): the classroom server runs on
127.0.0.1 in its own process; a San Marco room seats two students (P1, P2) and two greedy bots;
two Chromium pages open the Voila app (notebooks/play.ipynb) and join their seats with their
codes, P1 in the "Join a room" form, P2 by a link (the app's address with ?room=&code=), and
they play a split-and-choose: P1 splits her cards into two
offers, P2 takes one. Each page shows only its own seat's cards: at the split P1's page shows
her hand as chips (the true hand, read from the teacher's record), P2's page shows no chip and
logs Player 1's draws only as "draws a card face down". Screenshots: artifacts/classroom_p1_split.png,
classroom_p2_split.png (both pages at P1's split), classroom_p1_after.png and
classroom_p2_after.png (after P2's choice).
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlencode

import pytest

from conftest import OFFER

ROOT = Path(__file__).resolve().parents[2]

pytest.importorskip("aiohttp")

from sanmarco_nb.classroom import Client, Teacher          # noqa: E402
from sanmarco_nb.i18n.sanmarco import short_card           # noqa: E402
from sanmarco_nb.sanmarco import CODES, from_record        # noqa: E402

SEATS = ["human", "human", "greedy", "greedy"]
SEED = 1        # P1 distributes the first pair's cards and P2 chooses (the bots: the second)
WAIT = 60_000


@pytest.fixture
def classroom_server(tmp_path, artifacts):
    """`python -m sanmarco_nb classroom serve` on 127.0.0.1 (any free port); yields (url,
    teacher code). Its output goes to artifacts/classroom.log."""
    log = open(artifacts / "classroom.log", "w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "sanmarco_nb", "classroom", "serve", "--port", "0",
         "--data", str(tmp_path / "data"), "--bot-delay", "0", "--lang", "en"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=ROOT,
        env=dict(os.environ, PYTHONUNBUFFERED="1"))
    url = code = None
    deadline = time.monotonic() + 60
    while code is None:
        line = proc.stdout.readline()
        log.write(line)
        assert line and time.monotonic() < deadline, "the classroom server did not start"
        if m := re.search(r"classroom server on (http://\S+)", line):
            url = m.group(1)
        if m := re.search(r"teacher code: (\S+)", line):
            code = m.group(1)
    try:
        yield url, code
    finally:
        proc.terminate()
        proc.wait(30)
        log.write(proc.stdout.read())
        log.close()


def join(browser, app_url: str, room_url: str, code: str, name: str, by_link: bool = False):
    """A fresh browser context (its own storage, as another laptop) with the app, joined
    through the "Join a room" form, or `by_link` (the app's address with ?room=&code=)."""
    page = browser.new_context(viewport={"width": 1400, "height": 1500}).new_page()
    if by_link:
        query = urlencode({"room": room_url, "code": code, "name": name})
        page.goto(f"{app_url}?{query}", timeout=120_000)
        page.get_by_text(f"your seat: {name}").first.wait_for(timeout=120_000)
        return page
    page.goto(app_url, timeout=120_000)
    page.locator("div.bqplot svg.svg-figure").first.wait_for(state="visible", timeout=120_000)
    page.get_by_text("New game or join a room").first.click()     # the forms, folded away
    page.locator(".lm-TabBar-tabLabel", has_text="Join a room").click()
    page.get_by_placeholder("http://10.0.0.5:8765/rooms/…").fill(room_url)
    page.get_by_placeholder("your join code").fill(code)
    page.get_by_placeholder("optional").fill(name)
    page.get_by_role("button", name="Join the room").click()
    page.get_by_text(f"your seat: {name}").first.wait_for(timeout=WAIT)
    return page


def wait_until(page, expression: str, timeout_ms: int = WAIT) -> None:
    """Poll a JavaScript expression until it is true. Not `page.wait_for_function`: after its
    first try that re-runs the expression by `eval` inside the page, which the room server's
    Content-Security-Policy (no 'unsafe-eval') refuses; `page.evaluate` comes from DevTools."""
    deadline = time.monotonic() + timeout_ms / 1000
    while not page.evaluate(expression):
        assert time.monotonic() < deadline, f"not true within {timeout_ms} ms: {expression}"
        time.sleep(0.1)


def card_chips(page):
    """The split's card chips: toggle buttons A / B, one row per card of the hand."""
    return page.locator(".widget-toggle-buttons").filter(
        has=page.get_by_role("button", name=OFFER["B"]))


def place_bridge(page) -> None:
    """The set-up bridge: the first bridge button the seat's panel offers (tooltips say the
    move in words: "Bridge Cannaregio–Castello")."""
    button = page.locator('button[title^="Bridge "]').first
    button.wait_for(state="visible", timeout=WAIT)
    button.click()
    page.locator('button[title^="Bridge "]').first.wait_for(state="detached", timeout=WAIT)


def test_two_browsers_play_a_split_and_choose_each_seeing_only_its_own_hand(
        classroom_server, voila_app, chromium, artifacts):
    url, teacher_code = classroom_server
    teacher = Teacher(url, teacher_code)
    room = teacher.create_room("sanmarco", SEATS, seed=SEED)
    codes = [s["code"] for s in room["seats"] if s["code"]]
    ada = join(chromium, voila_app, room["url"], codes[0], "Ada")
    ben = join(chromium, voila_app, room["url"], codes[1], "Ben", by_link=True)
    assert {s["name"] for s in teacher.room(room["room"])["seats"][:2]} == {"Ada", "Ben"}

    place_bridge(ada)
    place_bridge(ben)

    # P1's split: her cards as chips on her page, none on Ben's
    confirm = ada.get_by_role("button", name="Confirm the offers")
    confirm.wait_for(timeout=WAIT)
    truth = from_record(teacher.record(room["room"]))
    assert truth.phase == "split" and truth.to_move == 0
    hand = [short_card(CODES[k], "en") for k in truth.hand]     # as the log names them
    chips = card_chips(ada)
    chips.first.wait_for(timeout=WAIT)      # named by their card once the page's script ran
    assert chips.count() == len(hand) >= 2
    shown = [chips.nth(i).locator(".widget-label").inner_text().strip()
             for i in range(chips.count())]
    assert shown == hand
    ben.get_by_text("Waiting for Player 1").first.wait_for(timeout=WAIT)
    assert card_chips(ben).count() == 0
    assert ben.get_by_role("button", name="Confirm the offers").count() == 0
    ben_log = ben.locator(".smnb-log").inner_text().replace("\xa0", " ")
    assert "Player 1 draws a card face down" in ben_log
    ada_log = ada.locator(".smnb-log").inner_text().replace("\xa0", " ")
    assert "draws a card face down" not in ada_log and "Player 1 draws" in ada_log
    assert "Player 2 (Ben)" in ada.locator("body").inner_text().replace("\xa0", " ")
    ada.screenshot(path=str(artifacts / "classroom_p1_split.png"), full_page=True)
    ben.screenshot(path=str(artifacts / "classroom_p2_split.png"), full_page=True)

    # the last card alone in offer B, the rest in A
    chips.nth(len(hand) - 1).get_by_role("button", name=OFFER["B"]).click()
    ada.wait_for_function("b => !b.disabled", arg=confirm.element_handle(), timeout=WAIT)
    confirm.click()

    # P2 takes offer A (P1's split reached him only now, as the rules reveal it)
    take = ben.get_by_role("button", name="Take offer A")
    take.wait_for(timeout=WAIT)
    take.click()
    take.wait_for(state="detached", timeout=WAIT)
    moves = teacher.record(room["room"])["moves"]
    split = next(m for m in moves if m.startswith("split "))
    chose = next(m for m in moves if m.startswith("take "))
    assert moves.index(split) < moves.index(chose)
    offers = [o.split() for o in split.removeprefix("split ").split(" / ")]
    assert sorted(map(len, offers)) == [1, len(hand) - 1]
    time.sleep(1)       # the bots' answers drawn
    ada.screenshot(path=str(artifacts / "classroom_p1_after.png"), full_page=True)
    ben.screenshot(path=str(artifacts / "classroom_p2_after.png"), full_page=True)
    for page in (ada, ben):
        assert "Traceback" not in page.locator("body").inner_text()
        page.context.close()


def test_the_teacher_pages_projector_button_opens_the_spectators_view(
        classroom_server, chromium, artifacts):
    """The teacher logs in, presses "projector" on a room: a window of its own shows that
    room's board, whose turn it is and the log as every seat sees it, and never the teacher
    code (it came with the page's session storage, not the address). Then the room's button
    turns hints and the review off in its tables, and on again (issue 34)."""
    url, teacher_code = classroom_server
    room = Teacher(url, teacher_code).create_room("sanmarco", SEATS, seed=SEED)
    page = chromium.new_context(viewport={"width": 1400, "height": 1000}).new_page()
    page.goto(f"{url}/teacher")
    page.get_by_label("Teacher code").fill(teacher_code)
    page.get_by_role("button", name="Open").click()
    row = page.locator("#rooms tbody tr", has_text=room["room"])
    with page.expect_popup() as popup:
        row.get_by_role("button", name="projector").click()
    projector = popup.value
    projector.locator("#who").filter(has_text=f"room {room['room']}: move").wait_for(timeout=WAIT)
    wait_until(projector, "document.querySelector('#board').naturalWidth > 0")
    with Client(room["url"], room["seats"][0]["code"], store=None) as ada:   # a move: logged
        view = ada.wait_turn(timeout=60)
        ada.move(view["legal"][0])
        projector.locator("#log li").first.wait_for(timeout=WAIT)
    assert teacher_code not in projector.content() and teacher_code not in projector.url
    projector.screenshot(path=str(artifacts / "classroom_projector.png"))
    # hints and the review off in the room's tables (issue 34), and on again
    row.get_by_role("button", name="turn off hints and review").click()
    row.get_by_role("button", name="turn hints and review on").wait_for(timeout=WAIT)
    assert Teacher(url, teacher_code).room(room["room"])["locks"] == ["hint", "review"]
    row.get_by_role("button", name="turn hints and review on").click()
    row.get_by_role("button", name="turn off hints and review").wait_for(timeout=WAIT)
    assert Teacher(url, teacher_code).room(room["room"])["locks"] == []


def test_a_german_teachers_page_speaks_german_and_hands_out_german_links(
        classroom_server, chromium, artifacts):
    """A browser set to German (Accept-Language: de-DE) opens the teacher page: after the
    login the rooms table, its buttons, the room's phase and its bots are German, and the join
    links of a room made in the form carry ?lang=de to the students; the student page opened
    by such a link is German, and its language select turns it Turkish with the join code
    kept (docs/classroom.md)."""
    from sanmarco_nb.i18n import phase_name
    url, teacher_code = classroom_server
    room = Teacher(url, teacher_code).create_room("sanmarco", SEATS, seed=SEED)
    page = chromium.new_context(locale="de-DE", viewport={"width": 1400, "height": 1000}
                                ).new_page()
    page.goto(f"{url}/teacher")
    assert page.locator("html").get_attribute("lang") == "de"
    page.get_by_label("Lehrkraft-Code").fill(teacher_code)
    page.get_by_role("button", name="Öffnen").click()
    row = page.locator("#rooms tbody tr", has_text=room["room"])
    row.get_by_role("button", name="beobachten").wait_for(timeout=WAIT)
    assert row.get_by_role("button", name="Beamer").count() == 1
    assert row.get_by_role("button", name="neuer Code").count() == 2
    phase = Teacher(url, teacher_code).room(room["room"])["phase"]
    row.filter(has_text=phase_name("sanmarco", phase, "de")).wait_for(timeout=WAIT)
    page.get_by_label("Plätze").fill("human,greedy,greedy")
    page.get_by_role("button", name="Anlegen").click()
    link = page.locator("#codes tbody td", has_text="?lang=de#code=").first
    link.wait_for(timeout=WAIT)
    text = page.locator("body").inner_text()
    assert "Alle Mitschriften beendeter Partien herunterladen" in text
    assert not re.search(r"\b(joined|new code|watch|record|projector|chance|Rooms)\b", text), text
    assert "gieriger Bot" in text and "greedy bot" not in text
    # issue 36: a seat by the catalog's word, not "P1"
    assert "Spieler 1" in text and not re.search(r"\bP[1-4]\b", text), text
    # each score named by its seat, not a bare "0 / 0 / 0"
    assert re.search(r"Spieler 1: 0, Spieler 2: 0, Spieler 3: 0", row.inner_text()), text
    page.screenshot(path=str(artifacts / "classroom_teacher_de.png"), full_page=True)
    student = chromium.new_context(locale="en-US").new_page()     # the link's language wins
    student.goto(link.inner_text().replace("\n", ""))
    assert student.locator("h1").inner_text() == "Klassenraum"
    code = student.locator("#code").input_value()
    assert code and "#code=" + code in link.inner_text().replace("\n", "")
    student.locator("#lang").select_option("tr")
    student.locator("h1", has_text="Sınıf").wait_for(timeout=WAIT)
    assert student.locator("html").get_attribute("lang") == "tr"
    assert student.locator("#code").input_value() == code
    assert student.get_by_role("button", name="Katıl").count() == 1
