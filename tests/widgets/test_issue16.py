"""Issue 16, the tables as a class meets them: each test holds one problem of the issue's list
so that it cannot come back unnoticed (layout, readable charts, no lost games, what looks
clickable works, the reveal step by step)."""
from __future__ import annotations

import random
from math import hypot

import bqplot as bq
import ipywidgets as W
import numpy as np
import pytest

from sanmarco_nb import i18n, sanmarco
from sanmarco_nb.bench import random_step
from sanmarco_nb.sanmarco import DISTRICTS
from sanmarco_nb.svg import sanmarco as geo
from sanmarco_nb.widgets import sanmarco_pieces as pieces
from sanmarco_nb.widgets.artsociety_table import ArtSocietyTable
from sanmarco_nb.widgets.artsociety_wall import GalleryWall
from sanmarco_nb.widgets.controls import widget_tree
from sanmarco_nb.widgets.sanmarco_board import HIGHLIGHT, SHORT_NAMES, whole_ticks
from sanmarco_nb.widgets.sanmarco_table import SanMarcoTable
from sanmarco_nb.widgets.table import TABLE_CSS

from helpers import click, click_district, click_element, walk
from test_asw_table import play_human_turn
from test_smw_table import _to_doge_card   # a San Marco game at a Doge card with paths

SEATS = ["human", "random", "random", "random"]


def buttons(root):
    return [w for w in walk(root) if isinstance(w, W.Button)]


def finished(seed=11, players=4):
    """A San Marco table whose bots played a game to its end (every seat a bot)."""
    return SanMarcoTable(players=players, seats=["random"] * players, seed=seed)


# ---- 1. layout that fits ------------------------------------------------------------------------

def _px(value) -> float:
    return float(value[:-2]) if isinstance(value, str) and value.endswith("px") else 0.0


@pytest.mark.parametrize("make", [lambda: SanMarcoTable(players=4, seats=SEATS, seed=3),
                                  lambda: ArtSocietyTable(players=3, seed=3)],
                         ids=["sanmarco", "artsociety"])
def test_no_piece_of_a_table_is_wider_than_a_lab_notebook_with_the_file_browser_open(make):
    """00 showed a 560 px board in a 501 px box and 380 px charts in 332 px: now every figure
    takes the width it is given (max-width 100%), no widget has a fixed width above 330 px (a
    phone's column), the rows wrap, and buttons wrap their text instead of eliding it."""
    table = make()
    for w in widget_tree(table):
        layout = getattr(w, "layout", None)
        if layout is None or not isinstance(w, W.DOMWidget):
            continue
        assert _px(layout.width) <= 330, (type(w).__name__, layout.width)
        if isinstance(w, bq.Figure):
            # as wide as their box, or flexible from a basis a phone holds
            assert (layout.width in ("100%", "") or layout.max_width == "100%"
                    or layout.width == "auto" and _px(layout.flex.split()[-1]) <= 330), \
                layout.width
            assert w.display_toolbar is False            # the toolbar covered wall titles
    rows = [w for w in widget_tree(table) if isinstance(w, W.Box) and len(w.children) > 1
            and isinstance(w, W.HBox)]
    assert rows and all(r.layout.flex_flow == "row wrap" for r in rows)
    assert "smnb-table" in table._dom_classes and "white-space: pre-line" in TABLE_CSS
    table.close()


def test_a_doge_route_button_leads_with_destination_and_cost_in_every_language():
    """Issue 21: the destination first, then on the next line who is paid how much (from
    `preview`), in words with a real plural, never "PP" or "(s)"."""
    state = _to_doge_card(3)
    points = {"en": ("prestige point", "prestige points"),
              "de": ("Prestigepunkt", "Prestigepunkte"), "tr": ("prestij puanı",) * 2}
    for lang in i18n.LANGS:
        mover = pieces.DogeMover(state, lang=lang)
        for b, (_a, path, _c, cost) in zip(mover.buttons, mover.moves()):
            if len(path) > 1:
                route, told = b.description.split("\n")
                assert route.startswith(f"→ {DISTRICTS[path[-1]]} (")
                if cost:
                    assert f"{cost} {points[lang][cost != 1]}" in told
                assert b.tooltip == b.description             # words, not notation


# ---- 2. charts a learner reads at a glance ----------------------------------------------------

def test_whole_ticks_are_evenly_spaced_whole_numbers():
    for top in (1, 4, 7, 10, 13, 37, 64, 180):
        ticks = whole_ticks(top)
        steps = {b - a for a, b in zip(ticks, ticks[1:])}
        assert ticks[0] == 0 and ticks[-1] <= top and len(steps) == 1 and len(ticks) <= 7


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_charts_at_the_start_and_the_end_of_a_game_are_titled_and_never_overprint(seed):
    """The prestige x axis counts rounds (whole ticks, titled, the passage names above the
    lines), the y ticks are even, no bqplot legend lies in a plot, the majority labels are one
    short entry per row and district over bars that never reach them, the districts are
    named short enough for their group."""
    start = SanMarcoTable(players=4, seats=SEATS, seed=seed)
    end = finished(seed)
    assert end.state.is_terminal()
    for table in (start, end):
        pr, mj = table.prestige, table.majority
        assert pr.x_axis.label and pr.y_axis.label and pr.x_axis.tick_format == "d"
        assert all(float(t).is_integer() for t in pr.x_axis.tick_values)
        assert list(pr.y_axis.tick_values) == whole_ticks(pr.y.max / pr.TOP)
        assert not pr.lines.display_legend and not mj.bars.display_legend
        assert np.max(pr.lines.y) / pr.y.max < min(pr.passage_names.y) - 0.05
        assert list(mj.x.domain) == list(SHORT_NAMES) and max(map(len, SHORT_NAMES)) <= 8
        assert all(len(t) <= 6 for t in mj.places.text)             # "1st P3", one entry
        assert np.max(mj.bars.y) / mj.y.max < min(mj.ROWS) - 0.05
        assert all(float(t).is_integer() for t in mj.y_axis.tick_values)
    # the end of a game has passages II and III marked, at whole rounds
    names = [x for x, o in zip(end.prestige.passage_names.x, end.prestige.passage_names.opacities)
             if o]
    assert len(names) == 2 and all(float(x).is_integer() for x in names)


def _inside(p, shape):
    x, y, inside = *p, False
    for (x1, y1), (x2, y2) in zip(shape, shape[1:] + shape[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def _to_edge(p, shape):
    def seg(a, b):
        dx, dy = b[0] - a[0], b[1] - a[1]
        t = max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)))
        return hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)
    return min(seg(a, b) for a, b in zip(shape, shape[1:] + shape[:1]))


@pytest.mark.parametrize("players", [3, 4])
def test_pieces_on_the_board_keep_clear_of_the_coast_and_of_each_other(players):
    """Some aristocrats sat on Dorsoduro's coastline: every spot (and the Doge's) lies inside
    its district at least 2.3 board units from an edge (2 for the Doge; a marker's radius is
    about 1.6 at 560 px),
    and the pieces of a district are at least 5 apart."""
    for d, shape in enumerate(geo.SHAPES):
        spots = geo.aristocrat_spots(d, players) + [geo.DOGE_SPOTS[d]]
        for p, least in zip(spots, [2.3] * players + [2.0]):
            assert _inside(p, list(shape)) and _to_edge(p, list(shape)) >= least, (d, p)
        x, y = geo.ANCHORS[d]                    # the name and its values stay clear
        assert all(sy <= y - 6 for _sx, sy in spots[:-1])
        assert not (abs(spots[-1][0] - x) < 13 and y - 5.5 < spots[-1][1] < y + 4.5)
        gaps = [hypot(a[0] - b[0], a[1] - b[1]) for i, a in enumerate(spots) for b in spots[i + 1:]]
        assert min(gaps) >= 5.0, (d, min(gaps))


# ---- 3. no lost games -------------------------------------------------------------------------

def test_acting_at_the_start_of_a_finished_game_keeps_the_game_as_a_line_to_return_to():
    """At a finished game, Start then Roll replaced the whole game (1/1): the old line is kept,
    the table says so, and choosing it in "Kept lines" brings the finished game back."""
    table = SanMarcoTable(players=4, seats=SEATS, seed=11)
    while not table.state.is_terminal():
        table.bots_play("game")
    end, final = table.timeline.end, table.state.to_record()
    click(table.bar.start)
    assert table.bar.lines.layout.display == "none"            # nothing kept yet
    table.roll(table.timeline.version)
    assert table.timeline.end < end and table.guard.status.value.startswith("A new line")
    assert table.bar.lines.layout.display == "flex" and len(table.bar.lines.options) == 2
    table.bar.lines.value = 0                                   # the kept line, as a click
    assert table.timeline.end == end and table.state.to_record() == final
    assert table.state.is_terminal() and table.guard.errors == []
    assert len(table.timeline.branches) == 1                    # and the new line is kept too
    table.bar.lines.value = 0
    assert table.timeline.end < end


def test_switching_language_keeps_the_value_of_every_control():
    table = SanMarcoTable(players=4, seats=SEATS, seed=3)
    table.bar.until.value, table.bar.speed.value = "round", "slow"
    for lang in (*i18n.LANGS[1:], i18n.LANGS[0]):        # the others, then back
        table.lang = lang
        assert (table.bar.until.value, table.bar.speed.value) == ("round", "slow")
    assert table.bar.until.label == "until the end of the round"


def test_a_piece_used_alone_plays_on_its_own_copy_of_the_lesson_game():
    """In 07, later cells played the shared game on and the live piece then said "the game is
    over": a piece alone keeps its own copy."""
    state = _to_doge_card(3)
    before = state.to_record()
    mover = pieces.DogeMover(state)
    click(mover.buttons[-1])
    assert state.to_record() == before and mover.state.to_record() != before
    while not state.is_terminal():                # the lesson plays its game to the end
        random_step(state, random.Random(1))
    assert not mover.state.is_terminal()


def test_the_star_on_a_start_cell_and_a_tiles_text_pass_a_click_to_their_cell():
    wall, clicked = GalleryWall("P1"), []
    wall.on_cell(lambda r, c: clicked.append((r, c)))
    for i, (r, c) in enumerate(wall.geo.stars):
        click_element(wall.stars, i)
        assert clicked[-1] == (r, c)
    assert len(clicked) == len(wall.geo.stars)


# ---- 4. what looks clickable works ------------------------------------------------------------

def test_clicking_a_card_chip_under_an_offer_moves_it_to_the_next_offer():
    state = sanmarco.new_game(players=4, seed=7)
    while state.phase != "split":
        state.apply(state.legal_actions()[0])
    builder = pieces.SplitBuilder(state)
    offer_a = builder.summary.children[1]     # each offer: its title, then its cards
    chip = next(b for b in buttons(offer_a))
    i = [b.description for b in buttons(offer_a)].index(chip.description)
    click(chip)
    assert builder.chips[i].value == 1
    offer_b = builder.summary.children[3]     # redrawn
    assert chip.description in [b.description for b in buttons(offer_b)]
    assert not builder.confirm.disabled                  # one card in B: a legal split


def test_the_district_clicked_on_the_board_is_highlighted():
    table = SanMarcoTable(players=4, seats=SEATS, seed=7)
    while table.state.phase == "setup-dice":
        table.roll(table.timeline.version)
    click_district(table.board, 0)                       # 4 canals: the panel narrows
    fills = [m.fill_colors[0] for m in table.board.districts]
    assert fills[0] == HIGHLIGHT and fills.count(HIGHLIGHT) == 1
    click(next(b for b in buttons(table.panel) if b.description.startswith("Bridge ")))
    assert HIGHLIGHT not in [m.fill_colors[0] for m in table.board.districts]


def test_panel_tooltips_are_words_not_notation():
    table = SanMarcoTable(players=4, seats=SEATS, seed=7)
    while table.state.phase == "setup-dice":
        table.roll(table.timeline.version)
    notation = {str(a) for a in table.state.legal_actions()}
    tips = [b.tooltip for b in buttons(table.panel) if b.tooltip]
    assert tips and not notation & set(tips) and all(t.startswith("Bridge") for t in tips)


# ---- 5. the reveal reveals step by step ---------------------------------------------------------

def test_the_reveal_shows_no_order_before_its_last_step():
    """At the reveal's first step the header (phase, whose turn), the Bids bar and the log
    told the tie-break and the order."""
    table = ArtSocietyTable(players=2, seats=["human", "human"], seed=9)
    rng = random.Random(0)
    while not table._reveal_pending():
        _human_step(table, rng)
    seq = [id(e) for e in table._reveal_sequence()]
    order_words = table.labels("order")
    for shown in range(len(seq)):
        names_to_move = table.labels("to_move", name=table.seat_name(table.state.to_move))
        assert names_to_move not in table.header.value
        assert order_words not in table.bid_row.value
        logged = {id(e) for _n, _k, e in table._log_entries()}
        assert not logged & set(seq[shown:])
        assert logged & set(seq[:shown]) == set(seq[:shown])
        click([b for b in buttons(table.panel) if not b.disabled][-1])
    assert order_words in table.bid_row.value                # all steps shown: the order
    assert {id(e) for _n, _k, e in table._log_entries()} >= set(seq)


def _human_step(table, rng):
    s = table.state
    if s.phase == "bid" and table._ready != (table.timeline.version, s.to_move):
        click(next(b for b in buttons(table.panel) if b.description == table.labels("ready")))
        return
    if s.phase in ("acquire",):
        click(rng.choice([b for b in table.slot_buttons if not b.disabled]))
        return
    if s.phase in ("pick", "bid"):
        click(rng.choice([b for b in buttons(table.panel) if not b.disabled]))
        return
    table.act(s.legal_actions()[0], table.timeline.version)



def test_a_timeline_keeps_the_newest_lines_left_and_switches_between_them():
    from sanmarco_nb.widgets.timeline import MAX_BRANCHES, Timeline
    game, rng = sanmarco.new_game(players=4, seed=5), random.Random(2)
    for _ in range(7):                                # a timeline may start in mid-game
        random_step(game, rng)
    tl = Timeline(game)
    for _ in range(30):
        tl.step(lambda s: random_step(s, rng))
    first = list(tl.ids)
    for fork in range(MAX_BRANCHES + 2):              # act in the past again and again
        tl.seek(20 - fork)
        tl.step(lambda s: random_step(s, rng))
    assert len(tl.branches) == MAX_BRANCHES
    fork, last, ids = tl.branches[-1]
    shown, shown_last = list(tl.ids), tl.states[-1]
    tl.switch(len(tl.branches) - 1)
    assert tl.ids == ids and tl.cursor == tl.end and tl.branches[-1].ids == shown
    assert tl.branches[-1].fork == fork               # the two lines part where they did
    assert tl.state.to_record() == last.to_record()   # replayed to the same position
    assert len(tl.events) == tl.end and all(tl.events)
    assert first not in [b.ids for b in tl.branches]  # the oldest line went
    tl.switch(len(tl.branches) - 1)                   # and back again
    assert tl.ids == shown and tl.state.to_record() == shown_last.to_record()


def test_art_society_wall_titles_are_html_above_the_walls_not_over_their_top_rows():
    """At game over the bqplot titles overprinted the walls' top rows: a table's walls have no
    figure title (and no top margin for one); their seat names are HTML above them."""
    table = ArtSocietyTable(players=3, seats=["random"] * 3, seed=4)
    assert table.state.is_terminal()
    for p, wall in enumerate(table.walls):
        assert wall.figure.title == "" and wall.figure.fig_margin["top"] < 10
        assert table.seat_name(p) in table.wall_titles[p].value
        assert "smnb-wall-info" in table.wall_info[p]._dom_classes
    table.lang = "de"
    assert table.seat_name(0) in table.wall_titles[0].value and "Spieler" in table.seat_name(0)


def test_notebook_07_live_wall_still_previews_after_run_all(capsys):
    """07's "same choice on a live wall", after Run All (later cells played the game to its
    end): a click on a highlighted cell still previews that position's move."""
    import json
    from pathlib import Path
    nb = json.loads((Path(__file__).parents[2] / "notebooks" /
                     "07_art_society_gallery.ipynb").read_text())
    ns: dict = {}
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            exec("".join(cell["source"]), ns)          # noqa: S102 - our own notebook
    assert ns["game"].is_terminal()
    capsys.readouterr()
    row, col = next(iter(ns["hangs"]))
    ns["preview"](row, col)
    printed = capsys.readouterr().out
    assert "AS-" in printed and "over" not in printed


def test_a_piece_used_alone_brings_the_tables_style():
    """Alone in a lesson (no table around it), a piece's buttons wrap too."""
    roller = pieces.DiceRoller(sanmarco.new_game(players=4, seed=7))
    assert "smnb-table" in roller._dom_classes
    assert any(isinstance(w, W.HTML) and w.value == TABLE_CSS for w in roller.children)


def test_an_art_society_table_returns_to_a_kept_line_too():
    table = ArtSocietyTable(players=3, seats=["human", "random", "random"], seed=4)
    rng = random.Random(3)
    for _ in range(12):
        play_human_turn(table, rng)
    end, record = table.timeline.end, table.state.to_record()
    table.seek(end - 3)
    table.resume() if not table.waiting_for_human() else table.act(
        table.state.legal_actions()[0], table.timeline.version)
    table.switch_line(0)
    assert table.timeline.end == end and table.state.to_record() == record
    assert table.guard.errors == []
