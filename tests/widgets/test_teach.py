"""Issue 21 from Python: the table teaches. At speed "step" every bot and chance step waits for
a Next click and is captioned before the next human decision; "since your move" lists what
happened (the passage end included); every decision panel says what is decided with its rule
id; a choice that takes the learner to 10 limit points says so before it is taken; in Art
Society a painting that fits nowhere is said so on offer and when taken, drawn in the panel;
the key is one click away; every refused cell click gives its reason; each reveal step has its
own header. The engine's `preview` itself is tested in tests/sanmarco and tests/artsociety."""
from __future__ import annotations

import re

import ipywidgets as W
import pytest

from sanmarco_nb import IllegalAction, artsociety
from sanmarco_nb.artsociety import GEOMETRY
from sanmarco_nb.bots import bot_step, make_bot
from sanmarco_nb.core import CHANCE
from sanmarco_nb.widgets import ArtSocietyTable, SanMarcoTable
from sanmarco_nb.widgets.sanmarco_board import STEP_LIT

from helpers import walk

SEATS = ["human", "greedy", "greedy", "greedy"]
RULE = re.compile(r"\((SM|AS)-[A-Z]+\d")


def texts(widget) -> str:
    """Every text the widget and its children show (HTML values and button labels)."""
    out = []
    for w in walk(widget):
        if isinstance(w, W.HTML):
            out.append(re.sub(r"<[^>]+>", "", w.value))
        elif isinstance(w, W.Button):
            out.append(w.description)
    return "\n".join(out)


def decide(table) -> None:
    """Player 1's decision as a learner might make it: the first legal action (a split put
    together through the engine's own list)."""
    if table.state.to_move == CHANCE:
        table.roll(table.timeline.version)
    else:
        table.act(table.state.legal_actions()[0], table.timeline.version)


def test_step_by_step_every_step_is_shown_and_the_panels_say_what_is_decided_and_warn():
    table = SanMarcoTable(players=4, seats=SEATS, seed=5, speed="step")
    tl = table.timeline
    nexts = decisions = 0
    warned = passage_over = False
    kinds = set()
    for _ in range(2000):
        if table._stepper is not None:                # a step that is not the learner's
            # the decision box says whose step Next takes, and at what (never blank)
            turn = table.panel.children[0].value
            assert 'class="smnb-turn"' in turn and " is to move (" in turn or \
                "Chance decides next (" in turn, turn
            assert table.watch.next.description.startswith("Next: ")
            at = tl.cursor
            table.next_step(tl.version)
            nexts += 1
            assert tl.cursor == at + 1                # one step per click, and it is shown
            caption = table.watch.caption.value
            assert caption.startswith(f"<b>Move {tl.cursor}</b> · ")
            passage_over = passage_over or "Passage 1 ends." in caption
            continue
        # the learner decides: what, and why (a rule id); the last step stays in sight
        assert tl.cursor == tl.end
        head = table.panel.children[0].value
        # the rule id is a link (widgets/controls.py, rule_links): its text, without the tags
        assert 'class="smnb-decide"' in head and RULE.search(re.sub("<[^>]+>", "", head)), head
        kinds.add(table.state.phase)
        if passage_over:
            assert table.since.layout.display == "flex"
            assert "Since your move" in texts(table.since)
            assert any(line.startswith("End of the passage: ") and "Passage 1 ends." in line
                       for line in texts(table.since).splitlines())
            break
        panel = texts(table.panel)
        if "takes you to" in panel:
            assert "you sit out the rest of the passage (SM-P2)" in panel
            warned = True
        decide(table)
        decisions += 1
    assert passage_over and warned and nexts > 50 and decisions > 5, (nexts, decisions)
    assert {"setup-dice", "setup-bridges", "split", "choose"} <= kinds, kinds


def test_a_since_line_jumps_there_in_time_and_skip_plays_on_at_once():
    table = SanMarcoTable(players=4, seats=SEATS, seed=5, speed="step")
    while table._stepper is None:                      # the learner's set-up rolls, ...
        decide(table)
    table.skip()                                       # the others at once
    assert table._stepper is None and table.timeline.cursor == table.timeline.end
    lines = [b for b in walk(table.since) if isinstance(b, W.Button)]
    assert lines and all(b.tooltip for b in lines)
    end = table.timeline.end
    lines[0].click()
    assert table.timeline.cursor < end and lines[0].button_style == "info"


def test_normal_speed_captions_the_last_step_and_lights_what_it_touched():
    table = SanMarcoTable(players=4, seats=SEATS, seed=5, speed="normal")
    tl = table.timeline
    while tl.cursor == tl.end and not table.showing_step():
        decide(table)                                  # no loop running: they play out here
    assert table.watch.caption.value.startswith(f"<b>Move {tl.cursor}</b> · ")
    assert table.watch.buttons.layout.display == "none"       # no Next at this speed
    assert {table.board.districts[d].fill_colors[0] for d in table._lit()} == {STEP_LIT}


def test_the_key_is_one_click_away_and_names_cards_as_the_log_does():
    table = SanMarcoTable(players=4, seats=SEATS, seed=5)
    assert table.key_box.layout.display == "none"
    table.key_button.value = True
    key = re.sub(r"<[^>]+>", " ", table.key_box.value)
    for code, name in (("T", "transfer card"), ("X", "banishment card"),
                       ("L3", "limit card worth 3"), ("D", "Doge card")):
        assert re.search(rf"\b{code}\s+{name}", key), (code, key[:300])
    assert "Cannaregio" in key and "take 2 5 T D L2 L3" in key
    table.lang = "de"
    assert "Verbannungskarte" in table.key_box.value or "Verbannung" in table.key_box.value
    table.key_button.value = False
    assert table.key_box.layout.display == "none"


def fits_nowhere(s) -> bool:
    return s.phase == "acquire" and s.to_move == 0 and any(
        c.kind == "fits_nowhere" for a in s.legal_actions() if a.verb == "take"
        for c in s.preview(a))


@pytest.fixture
def nowhere():
    game, bot = artsociety.new_game(3, seed=9), make_bot("random")
    while not fits_nowhere(game):
        bot_step(game, bot)
    return ArtSocietyTable(state=game, seats=["human", "random", "random"])


def test_a_painting_that_fits_nowhere_is_said_on_offer_and_drawn_when_taken(nowhere):
    table = nowhere
    notes = [n.value for n in table.slot_notes]
    slot = next(i for i, n in enumerate(notes) if "fits nowhere on your wall" in n)
    assert "it goes to your assistant (AS-P2)" in notes[slot]
    table._take(slot + 1)
    panel = texts(table.panel)
    assert "This painting fits nowhere on your wall (AS-P2):" in panel
    assert "it waits with your assistant" in panel
    drawn = [w.value for w in walk(table.panel) if isinstance(w, W.HTML)]
    assert any('class="painting"' in v for v in drawn)     # the painting being placed


def test_every_refused_cell_click_says_why():
    table = ArtSocietyTable(players=3, seats=["human", "greedy", "greedy"], seed=3)
    state = table.state
    legal = {(a.row, a.col) for a in state.legal_actions() if a.verb == "hang"}
    rows, cols = GEOMETRY.rows, GEOMETRY.cols
    refused = [(r, c) for r in range(rows) for c in range(cols) if (r, c) not in legal]
    assert refused
    for r, c in refused[:6] + [refused[-1]]:
        with pytest.raises(IllegalAction) as why:
            table.click_cell(0, r, c)
        assert str(why.value).strip(), (r, c)
        table.guard(table.click_cell)(0, r, c)           # as a click: the reason in sight
        assert table.guard.status.value.strip()
    with pytest.raises(IllegalAction, match="Player 2"):
        table.click_cell(1, *sorted(legal)[0])           # another's wall


def test_each_reveal_step_has_its_own_header():
    table = ArtSocietyTable(players=3, seats=["human"] * 3, seed=3)
    while not table._reveal_pending():
        state = table.state
        if state.to_move == CHANCE:
            table.roll(table.timeline.version)
        else:
            table.act(state.legal_actions()[0], table.timeline.version)
    headers = []
    while table._reveal_pending():
        headers.append(re.sub(r"<[^>]+>", "", table.header.value).split(" · ")[-1])
        table.reveal_next(table.timeline.version)
    assert headers[0] == "All bids are in. Reveal them together:"
    assert headers[1:] == [f"the bids are revealed, step {n} of {len(headers) - 1}"
                           for n in range(1, len(headers))]


def test_art_society_step_by_step_shows_every_step_after_the_reveal():
    """Speed "step" in Art Society: the reveal is stepped through by its own buttons, and then
    every bot and chance step waits for Next again (they were played at once), with the
    decision box saying whose step it is."""
    table = ArtSocietyTable(players=3, seats=["human", "greedy", "greedy"], seed=3, speed="step")
    tl = table.timeline
    reveals = after_reveal = 0
    for _ in range(400):
        if table._paused():
            end = tl.end
            table.reveal_next(tl.version)
            reveals += 1
            if not table._reveal_pending():          # the last reveal step: nothing played yet
                assert tl.end == end and (table._stepper is not None
                                          or table.waiting_for_human()), (tl.end, end)
                after_reveal += table._stepper is not None
        elif table._stepper is not None:
            turn = texts(table.panel)
            assert " is to move (" in turn or "Chance decides next (" in turn, turn
            at = tl.cursor
            table.next_step(tl.version)
            assert tl.cursor == at + 1
        else:
            decide(table)
        if after_reveal >= 2:
            break
    assert reveals and after_reveal >= 2, (reveals, after_reveal)


def test_art_society_one_screen_the_wall_beside_the_decision_and_no_empty_rows_at_set_up():
    """Issue 35: the deciding human's wall comes first with the decision beside it; the empty
    auction and bid rows are hidden at the set-up; the bid's tie lines fold behind a click."""
    table = ArtSocietyTable(players=3, seats=["greedy", "human", "greedy"], seed=3)
    assert table.state.phase == "setup" and table.auction.layout.display == "none"
    assert table.row.children[:2] == (table.wall_boxes[1], table.decide_box)
    while table.state.phase != "bid" or table.state.to_move != 1:
        decide(table)
    assert table.auction.layout.display == "flex"
    html = " ".join(w.value for w in walk(table.panel) if isinstance(w, W.HTML))
    assert "<details" in html and "If bids tie" in html.split("<details")[1]
