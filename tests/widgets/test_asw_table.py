"""The Art Society table driven from Python: clicks on its buttons and wall cells, asserting the
game state and the data of the marks (issue 6). Rule ids are named where a test shows a rule."""
from __future__ import annotations

import random
import re

import ipywidgets as W
import numpy as np
import pytest

from sanmarco_nb import CHANCE, i18n
from sanmarco_nb import artsociety as AS
from sanmarco_nb.bench import random_step
from sanmarco_nb.widgets.artsociety_charts import SCORE_PARTS, breakdown_parts
from sanmarco_nb.widgets.artsociety_table import ArtSocietyTable
from sanmarco_nb.widgets.artsociety_wall import CHOSEN, EYELINE, LEGAL, GalleryWall

from helpers import click, click_cell


# ---- helpers ---------------------------------------------------------------------------------

def widgets_in(w, kind=W.Button):
    out = [w] if isinstance(w, kind) else []
    for c in getattr(w, "children", ()):
        out += widgets_in(c, kind)
    return out


def button(table, text):
    """The enabled panel button whose label is `text` (its first line: what the option will
    do is on the lines under it)."""
    found = [b for b in widgets_in(table.panel)
             if b.description.split("\n")[0] == text and not b.disabled]
    assert found, f"no button {text!r} in {[b.description for b in widgets_in(table.panel)]}"
    return found[0]


def panel_text(table):
    return " ".join(h.value for h in widgets_in(table.panel, W.HTML))


def place(table, action):
    """Click the action's top-left cell on the wall, then confirm (as a player would)."""
    click_cell(table.walls[table.state.to_move], action.row, action.col)
    assert table._selection() == action
    click(table.confirm)


def play_human_turn(table, rng):
    """One human decision through the widgets, chosen at random among the legal ones."""
    s = table.state
    if table._reveal_pending():
        click(widgets_in(table.panel)[-1])
    elif s.phase in ("pick", "bid"):
        if s.phase == "bid" and table._ready != (table.timeline.version, s.to_move) and \
                sum(x is None for x in table.seats) > 1:
            click(button(table, table.labels("ready")))
        click(rng.choice([b for b in widgets_in(table.panel) if not b.disabled]))
    elif s.phase == "acquire":
        click(rng.choice([b for b in table.slot_buttons if not b.disabled]))
    else:
        groups = table._groups(s)
        others = [b for b in widgets_in(table.panel)
                  if not b.disabled and b is not getattr(table, "confirm", None)]
        if groups and (rng.random() < 0.8 or not others):
            place(table, rng.choice(next(iter(groups.values()))))
        else:
            click(rng.choice(others))


def find(players, pred, seeds=range(300)):
    """A state of a seeded random game where `pred` holds (the engine scripts the position)."""
    for seed in seeds:
        s = AS.new_game(players, seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            if s.to_move != CHANCE and pred(s):
                return s
            random_step(s, rng)
    raise AssertionError("no such position in the seeded games")


def assert_walls_match(table):
    """The marks of every wall show exactly the tiles of the state."""
    for p, wall in enumerate(table.walls):
        tiles = table.state.walls[p]
        assert len(wall.labels.text) == len(tiles)
        assert np.asarray(wall.fills.x).reshape(-1, 5).shape[0] == len(tiles)
        for t, x, y in zip(tiles, wall.labels.x, wall.labels.y):
            assert x == t.col + t.w / 2 and y == pytest.approx(t.row + t.h / 2 + 0.2)


# ---- a full game -------------------------------------------------------------------------------

def test_full_three_player_game_one_human_two_bots_to_the_end():
    """Done criterion of issue 6: one human seat, two bots, played through the widgets."""
    table = ArtSocietyTable(players=3, seats=["human", "greedy", "greedy"], seed=11)
    rng = random.Random(11)
    steps = 0
    while not table.state.is_terminal():
        play_human_turn(table, rng)
        assert_walls_match(table)
        steps += 1
        assert steps < 400
    s = table.state
    assert table.guard.errors == [] and s.phase == "end"
    # the final breakdown (AS-E2..E6) is the stacked bar chart, totals on top
    assert table.scores.figure.title == "Final scores"
    np.testing.assert_array_equal(table.scores.bars.y, breakdown_parts(s.score_breakdown()))
    assert list(table.scores.totals.text) == [str(v) for v in s.scores]
    assert "Game over" in panel_text(table) and "as-final" in panel_text(table)
    # the museum chart shows the track and the multipliers (AS-R5, AS-E2)
    assert list(table.museum.bars.y) == [s.museum[g] for g in AS.GENRES]
    assert list(table.museum.multipliers.text) == [f"×{s.multipliers()[g]}" for g in AS.GENRES]
    assert max(table.latency) < 1.0      # figures for the 50 ms target: benchmarks/
    assert all(e.rule.startswith("AS-") for i in range(table.timeline.end)
               for e in table.timeline.events[i])


@pytest.mark.parametrize("switch", [
    {"tie_break": "recursive"}, {"museum_swap": "same_genre"},
    {"next_auctioneer": "lowest_bidder"}, {"decor_award": "split"}, {"eyeline": False},
    {"decor_supply": {1: 48, 2: 36, 3: 24}}])
def test_every_variant_plays_to_the_end_through_the_widgets(switch):
    table = ArtSocietyTable(players=3, seed=21, variant=AS.Variant(**switch))
    rng = random.Random(21)
    while not table.state.is_terminal():
        play_human_turn(table, rng)
    assert table.state.variant == AS.Variant(**switch) and table.guard.errors == []
    np.testing.assert_array_equal(table.scores.bars.y,
                                  breakdown_parts(table.state.score_breakdown()))


def test_bots_in_every_seat_play_themselves_to_the_end():
    table = ArtSocietyTable(players=4, seats=["random", "greedy", "random", "greedy"], seed=5)
    assert table.state.is_terminal() and table.guard.errors == []
    assert "Game over" in table.header.value


# ---- set-up and the auction row -----------------------------------------------------------------

def test_AS_S1_start_painting_is_hung_on_a_star_through_the_wall():
    table = ArtSocietyTable(players=2, seats=["human", "random"], seed=2)
    s = table.state
    assert s.phase == "setup" and s.to_move == 0
    wall = table.walls[0]
    legal = np.argwhere(wall.cells.color == LEGAL)
    assert len(legal) and all(AS.GEOMETRY.rect(2, 2, r, c) & AS.GEOMETRY.stars for r, c in legal)
    r, c = legal[0]
    click_cell(wall, r, c)
    assert wall.cells.color[r, c] == CHOSEN and len(np.asarray(wall.preview.x).ravel()) == 5
    assert s.walls[0] == ()               # nothing happens before the confirmation
    click(table.confirm)
    assert table.state.walls[0][0][:2] == (r, c) and table.guard.errors == []


def test_AS_R1_auctioneer_picks_by_backs_then_they_turn_over():
    table = ArtSocietyTable(players=2, seats=["human", "human"], seed=4)
    for p in range(2):                    # both start paintings on a star
        place(table, table.state.legal_actions()[0])
    s = table.state
    assert s.phase == "pick" and table.is_human(s.auctioneer)
    assert "pick 3 more" in panel_text(table)
    click(button(table, "9: 5×5 (4)"))
    assert isinstance(table.state.auction[0], AS.Back)
    assert "face down" in table.slot_notes[0].value and "9: 5×5" in table.slots[0].value
    click(button(table, "3: 2×2 (24)"))
    click(button(table, "3: 2×2 (23)"))
    # chance turned them over: fronts with genre colours and value tokens
    s = table.state
    assert s.phase == "bid" and all(isinstance(x, AS.Piece) for x in s.auction)
    for html, note, piece in zip(table.slots, table.slot_notes, s.auction):
        assert f"● {piece.value}" in html.value
        assert AS.COMPONENTS.genre_names[piece.genre] in note.value


# ---- bids, ready steps, reveal and ties ---------------------------------------------------------

def _to_bids(table):
    for _ in range(table.state.players):
        place(table, table.state.legal_actions()[0])
    while table.state.phase == "pick":
        click(widgets_in(table.panel)[0])
    assert table.state.phase == "bid"


def _bid(table, card):
    p = table.state.to_move
    assert table.labels("pass_device", name=table.name(p)) in panel_text(table)
    assert not [b for b in widgets_in(table.panel) if b.description == str(card)]   # hidden
    click(button(table, "Ready"))
    click(button(table, str(card)))


def test_AS_R2_hot_seat_bids_stay_hidden_until_the_stepped_reveal():
    table = ArtSocietyTable(players=3, seats=["human"] * 3, seed=8)
    _to_bids(table)
    click_cell(table.walls[0], 0, 0)             # bidding: nothing to hang
    assert table.guard.refusals[-1] == "There is no tile to hang now; the step now: bid."
    _bid(table, 12)
    shown = re.sub(r"<[^>]*>", "", table.bid_row.value)       # the text, not the markup
    assert "sealed" in shown and "12" not in shown.split("pile")[0]
    _bid(table, 7)
    _bid(table, 15)
    # all bids in: the game has revealed, the table waits for the reveal step by step
    s = table.state
    assert s.phase == "acquire" and table._reveal_pending()
    shown = re.sub(r"<[^>]*>", "", table.bid_row.value)
    assert "sealed" in shown and "15" not in shown
    assert all("hand 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20" in info.value
               for info in table.wall_info)           # no spent card gives a bid away
    click(button(table, "Reveal"))
    assert "The bids are revealed: Player 1: 12, Player 2: 7, and Player 3: 15." in panel_text(table)
    assert "<b>15</b>" in table.bid_row.value
    click(button(table, "Next"))
    assert "Order for taking paintings: Player 3 → Player 1 → Player 2." in panel_text(table)
    click(button(table, "Continue"))
    assert not table._reveal_pending() and table.state.to_move == 2
    assert [b.layout.visibility for b in table.slot_buttons] == ["visible"] * 4


def test_AS_R3_tie_break_by_the_card_beneath_then_the_start_card_step_by_step():
    table = ArtSocietyTable(players=2, seats=["human", "human"], seed=9)
    _to_bids(table)
    starts = [pile[0] for pile in table.state.piles]
    for _ in range(2):
        _bid(table, 10)
    click(button(table, "Reveal"))
    click(button(table, "Next"))
    text = panel_text(table)
    # round 1: the card beneath is the start card
    assert "Tie at 10: the card beneath decides" in text
    hi = max(range(2), key=lambda p: starts[p])
    click(button(table, "Next"))
    assert table.state.order[0] == hi
    click(button(table, "Continue"))
    # play the round out, then tie twice over in round 2: the start card decides
    while table.state.phase != "bid" and not table.state.is_terminal():
        play_human_turn(table, random.Random(0))
    while table.state.phase == "pick":
        click(widgets_in(table.panel)[0])
    for _ in range(2):
        _bid(table, 11)
    seq = [e.kind for e in table._reveal_sequence()]
    assert seq == ["reveal", "tie", "tie", "order"]
    for _ in seq:
        click(widgets_in(table.panel)[-1])
    text = panel_text(table)
    assert "the card beneath decides (Player 1: 10 and Player 2: 10)" in text
    assert "the start bid card decides" in text
    assert table.state.order[0] == hi


# ---- placing: preview, faux pas, decor, assistant, excess ---------------------------------------

def _faux_pas_hang(s):
    if s.phase != "place":
        return None
    for a in s.legal_actions():
        if a.verb == "hang" and any(e.kind == "faux_pas" for e in s.clone().apply(a)):
            return a
    return None


def test_AS_P3_the_preview_warns_of_a_faux_pas_before_confirming():
    s = find(2, _faux_pas_hang)
    a = _faux_pas_hang(s)
    p = s.to_move
    table = ArtSocietyTable(state=s, seats=["human" if q == p else "random" for q in range(2)])
    before = table.state.clone()
    click_cell(table.walls[p], a.row, a.col)
    assert "faux pas with" in table.preview.value
    assert table.state.walls == before.walls           # a preview changes nothing
    click(table.confirm)
    after = table.state
    spoiled = AS.scoring.faux_pas(after.walls[p], AS.GEOMETRY)
    assert len(spoiled) >= 2
    # the faux-pas outline mark holds one rectangle per painting in the faux pas
    assert np.asarray(table.walls[p].faux_pas.x).reshape(-1, 5).shape[0] == len(spoiled)


def _decor_earning_hang(s):
    if s.phase != "place":
        return None
    for a in s.legal_actions():
        if a.verb == "hang" and any(e.kind == "decor_earned" for e in s.clone().apply(a)):
            return a
    return None


def test_AS_P4_AS_P5_preview_shows_decor_then_the_decor_tile_is_placed_rotated():
    s = find(2, _decor_earning_hang)
    a, p = _decor_earning_hang(s), s.to_move
    table = ArtSocietyTable(state=s, seats=["human" if q == p else "random" for q in range(2)])
    click_cell(table.walls[p], a.row, a.col)
    shields = next(e.data["shields"] for e in s.clone().apply(a) if e.kind == "decor_earned")
    assert (f"earns a decor tile with {shields} shield{'s' if shields > 1 else ''}"
            in table.preview.value)
    click(table.confirm)
    s = table.state
    assert s.phase == "decor" and s.to_move == p and s.pending.shields == shields
    groups = table._groups(s)
    if shields > 1:                       # AS-C4: a 1×2 or 1×3 tile may lie either way
        assert len(groups) == 2
        picker = widgets_in(table.panel, W.ToggleButtons)[0]
        other = [k for k in groups if k != picker.value][0]
        picker.value = other
        legal = {tuple(rc) for rc in np.argwhere(table.walls[p].cells.color == LEGAL)}
        assert legal == {(d.row, d.col) for d in groups[other]}
    key, _ = table._choice(groups)
    d = groups[key][0]
    place(table, d)
    tile = table.state.walls[p][-1]
    assert tile.shields == shields and (tile.w, tile.h) == (d.w, d.h)
    assert "◆" * shields in table.walls[p].labels.text


def test_AS_P2_AS_P6_to_the_assistant_and_hung_later_from_it():
    s = find(2, lambda s: s.phase == "place" and s.assistant[s.to_move] is None
             and any(a.verb == "hang" for a in s.legal_actions()))
    p = s.to_move
    table = ArtSocietyTable(state=s, seats=["human" if q == p else "greedy" for q in range(2)])
    piece = table.state.pending
    click(button(table, "To the assistant"))
    assert table.state.assistant[p] == piece
    assert "<svg" in table.wall_info[p].value
    rng = random.Random(1)
    # play on until the assistant's tile may hang (AS-P6: not in the turn it arrived)
    for _ in range(200):
        st = table.state
        if st.is_terminal():
            pytest.skip("the game ended first")
        if (st.to_move == p and not table._reveal_pending()
                and any(a.verb == "from-assistant" for a in st.legal_actions())):
            break
        if st.phase in ("acquire", "place", "decor", "after") and not table._reveal_pending():
            groups = table._groups(st)
            if st.phase == "acquire":
                click([b for b in table.slot_buttons if not b.disabled][0])
                continue
            if groups:
                key = next(k for k in groups if k[0] != "from-assistant")
                place(table, groups[key][0])
                continue
        play_human_turn(table, rng)
    st = table.state
    groups = table._groups(st)
    key = next(k for k in groups if k[0] == "from-assistant")
    table.choose_group(key)
    place(table, groups[key][0])
    assert table.state.assistant[p] is None
    assert table.state.walls[p][-1][4] == piece.genre


def test_AS_P2_excess_painting_when_neither_wall_nor_assistant_can_take_it():
    def unplaceable(s):
        if s.phase != "acquire" or s.assistant[s.to_move] is None:
            return None
        bits = s.wall_bits[s.to_move]
        for i, x in enumerate(s.auction):
            if x is not None and not AS.GEOMETRY.anchors(bits, x.w, x.h):
                return i + 1
        return None
    s = find(2, unplaceable, seeds=range(2000))
    slot, p = unplaceable(s), s.to_move
    table = ArtSocietyTable(state=s, seats=["human" if q == p else "random" for q in range(2)])
    before = table.state.excess[p]
    click(table.slot_buttons[slot - 1])
    events = [e for ev in table.timeline.events for e in ev]
    assert any(e.kind == "excess" and e.player == p for e in events)
    assert table.state.excess[p] == before + 1
    assert f"Excess paintings: {table.state.excess[p]}" in table.wall_info[p].value
    k = SCORE_PARTS.index("excess")
    assert table.scores.bars.y[k][p] == -2 * table.state.excess[p]


# ---- refusals, time travel, language ------------------------------------------------------------

def test_illegal_cell_and_stale_clicks_leave_the_game_unchanged():
    table = ArtSocietyTable(players=2, seats=["human", "random"], seed=3)
    before = table.state.clone()
    click_cell(table.walls[0], 0, 0)            # AS-S1: the start painting must cover a star
    assert table.guard.refusals and "star" in table.guard.refusals[-1]
    click_cell(table.walls[1], 4, 4)            # not this player's wall
    assert len(table.guard.refusals) == 2
    old_confirm = table.confirm
    place(table, table.state.legal_actions()[0])
    old_confirm.disabled = False
    click(old_confirm)                    # a panel from an earlier position
    assert "out of date" in table.guard.refusals[-1]
    assert table.guard.errors == [] and before.walls[0] == ()


def test_time_travel_redraws_the_walls_of_the_past():
    table = ArtSocietyTable(players=3, seed=6)
    rng = random.Random(6)
    for _ in range(30):
        play_human_turn(table, rng)
    end = table.timeline.end
    click(table.bar.start)
    assert table.timeline.cursor == 0 and all(len(w.labels.text) == 0 for w in table.walls)
    click(table.bar.end)
    assert table.timeline.cursor == end
    assert_walls_match(table)
    # acting in the past branches: hang the start painting elsewhere, by the position list
    k = next(i for i, st in enumerate(table.timeline.states)
             if st.phase == "setup" and st.to_move == 0)
    table.seek(k)
    other = table.state.legal_actions()[-1]
    table.position.value = other
    assert "Preview" in table.preview.value and table.walls[0].cells.color[
        other.row, other.col] == CHOSEN
    click(table.confirm)
    assert table.timeline.states[k + 1].walls[0][0][:2] == (other.row, other.col)
    assert table.timeline.cursor == table.timeline.end and table.guard.errors == []


@pytest.mark.parametrize("lang, words", [("de", ("Runde", "Museum", "Genrepunkte")),
                                         ("tr", ("tur", "Müze", "tür puanları"))])
def test_language_switch_relabels_header_charts_and_panel(lang, words):
    table = ArtSocietyTable(players=3, seed=6)
    rng = random.Random(6)
    while table.state.round == 0:
        play_human_turn(table, rng)
    table.lang = lang
    header, museum, legend = words
    assert header in table.header.value
    assert museum in table.museum.figure.title
    assert legend in list(table.scores.bars.labels)
    assert list(table.museum.bars.x) == [i18n.label("artsociety", g, lang) for g in AS.GENRES]
    while not table.state.is_terminal():      # every panel of the game has its words
        s = table.state
        if table._reveal_pending():
            click(widgets_in(table.panel)[-1])
        elif s.phase == "bid":
            click(widgets_in(table.panel)[0])
        else:
            play_human_turn(table, rng)
    assert table.guard.errors == []
    assert table.labels("final") == table.scores.figure.title != "Final scores"


def test_scripted_hot_seat_game_to_the_end_ties_assistant_excess_final_scoring():
    """Two humans at one screen follow a fixed plan through the widgets: the auctioneer offers
    the biggest backs, both always bid their highest card (a tie every round, AS-R3), each takes
    the biggest painting, the first painting goes to the assistant (AS-P2, AS-P6) and the rest
    hang at the first legal cell until the walls overflow (excess, AS-P2, AS-E1, AS-E6)."""
    table = ArtSocietyTable(players=2, seats=["human", "human"], seed=1)
    used_assistant, ties_shown, steps = False, set(), 0
    while not table.state.is_terminal():
        steps += 1
        assert steps < 600
        s = table.state
        if table._reveal_pending():
            if "Tie at" in panel_text(table):
                ties_shown.add(s.round)
            click(widgets_in(table.panel)[-1])
        elif s.phase == "pick":
            click(widgets_in(table.panel)[-1])                 # the biggest back left
        elif s.phase == "bid":
            click(button(table, "Ready"))
            click(button(table, str(max(s.hands[s.to_move]))))
        elif s.phase == "acquire":
            slots = [i for i, x in enumerate(s.auction) if x is not None]
            click(table.slot_buttons[max(slots, key=lambda i: s.auction[i].w * s.auction[i].h)])
        elif s.phase == "place" and s.assistant[s.to_move] is None and not used_assistant:
            used_assistant, p, piece = True, s.to_move, s.pending
            click(button(table, "To the assistant"))
            assert table.state.assistant[p] == piece and "<svg" in table.wall_info[p].value
        elif table._groups(s):
            place(table, next(iter(table._groups(s).values()))[0])
        else:
            click(widgets_in(table.panel)[-1])
        assert_walls_match(table)
    s = table.state
    events = [e for ev in table.timeline.events for e in ev]
    kinds = {e.kind for e in events}
    assert {"tie", "to_assistant", "excess", "faux_pas", "decor_earned"} <= kinds
    assert ties_shown == set(range(1, s.round + 1))            # every round a tie, shown
    assert "excess" in s.end_reasons and max(s.excess) >= 2   # AS-E1
    for p in range(2):
        assert f"Excess paintings: {s.excess[p]}" in table.wall_info[p].value or not s.excess[p]
    np.testing.assert_array_equal(table.scores.bars.y, breakdown_parts(s.score_breakdown()))
    k = SCORE_PARTS.index("excess")
    assert list(table.scores.bars.y[k]) == [-2 * x for x in s.excess]      # AS-E6
    assert list(table.scores.totals.text) == [str(v) for v in s.scores]
    winners = ", ".join(table.name(p) for p in s.winners())
    assert f"Game over: {winners} won." in table.header.value
    assert table.guard.errors == []


# ---- regressions (issues 10 and 12) -------------------------------------------------------------

def test_load_record_replays_an_art_society_record():
    """The table's time travel goes through the engine's replay (it used to fail with
    TypeError: new_game() got an unexpected keyword argument 'start_player')."""
    final = find(3, lambda s: s.is_terminal() or len(s.history) > 150)
    table = ArtSocietyTable(players=3, seed=99)
    table.load_record(final.to_record())
    assert table.timeline.cursor == 0 and table.timeline.end == len(final.history)
    click(table.bar.end)
    assert table.state.to_record() == final.to_record() and table.guard.errors == []
    assert_walls_match(table)


def _eye_line_hang(s):
    rows = set(AS.COMPONENTS.eye_line_rows)
    if s.phase != "place":
        return None
    return next((a for a in s.legal_actions()
                 if a.verb == "hang" and set(range(a.row, a.row + a.h)) & rows), None)


@pytest.mark.parametrize("eyeline", [True, False])
def test_AS_E4_the_eye_line_is_previewed_and_drawn_only_when_the_variant_is_on(eyeline):
    base = find(2, _eye_line_hang)          # and the same moves with the switch set
    s = AS.from_record({**base.to_record(), "variant": {"eyeline": eyeline}})
    a, p = _eye_line_hang(s), s.to_move
    table = ArtSocietyTable(state=s, seats=["human" if q == p else "random" for q in range(2)])
    click_cell(table.walls[p], a.row, a.col)
    assert ("in the eye line" in table.preview.value) is eyeline
    eye_cells = table.walls[p].base[list(AS.COMPONENTS.eye_line_rows)]
    assert bool((eye_cells == EYELINE).any()) is eyeline


def test_wall_callbacks_register_and_remove_in_the_ipywidgets_idiom():
    wall, calls = GalleryWall(), []

    def f(row, col):
        calls.append((row, col))
    wall.on_cell(f)
    click_cell(wall, 3, 4)
    wall.on_cell(f, remove=True)
    click_cell(wall, 5, 6)
    assert calls == [(3, 4)]
