"""The tables for everyone (issue 26), without a browser: the live region's sentences from the
catalogs in every language, the board and walls in words, the district picker as the board's
keyboard input, accessible names, and colours that pass WCAG's contrast and never stand alone.
(The focus ring, the focus kept after a move, the arrow keys and axe-core are measured in a real
browser: tests/browser/test_browser_access.py.)"""
from __future__ import annotations

import html
import random
import re

import numpy as np

import pytest

from sanmarco_nb import artsociety, i18n, sanmarco
from sanmarco_nb.artsociety import GEOMETRY
from sanmarco_nb.artsociety.scoring import faux_pas
from sanmarco_nb.sanmarco import BRIDGES, DISTRICTS
from sanmarco_nb.svg.palette import (GOOD_TEXT, PLAYER_COLOURS, WARN_TEXT, contrast,
                                     player_colour, text_on)
from sanmarco_nb.widgets import ArtSocietyTable, SanMarcoTable
from sanmarco_nb.widgets.access import MAX_TOLD, DistrictPicker, words_html
from sanmarco_nb.widgets.artsociety_access import wall_words
from sanmarco_nb.widgets.sanmarco_access import board_words

LANGS = i18n.LANGS
SEATS = ["human", "random", "random", "random"]


def said(table) -> str:
    return table.narrator.announcer.text


def played(game, seed, moves):
    """A seeded random game `moves` actions in (chance included)."""
    state = (sanmarco.new_game(players=4, seed=seed) if game == "sanmarco"
             else artsociety.new_game(3, seed))
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


# ---- the live region ----------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_the_live_region_says_what_happened_and_whose_turn_from_the_catalogs(lang):
    table = SanMarcoTable(players=4, seats=SEATS, seed=7, lang=lang)
    L, roll = table.labels, i18n.render("access-your_roll", lang, name=i18n.player_name(0, lang),
                                        phase=table.labels.phase("setup-dice"))
    assert said(table) == roll
    count = table.narrator.announcer.count
    table.roll(table.timeline.version)
    event = table.timeline.events[-1][-1].describe(lang)
    assert said(table) == f"{event} {roll}" and table.narrator.announcer.count == count + 1
    assert table.narrator.announcer.lang == lang
    for _ in range(3):
        table.roll(table.timeline.version)
    # the last roll and the bots' twelve: the first two and the last MAX_TOLD - 2 told, the others counted
    events = [e for step in table.timeline.events[3:] for e in step]    # the 4th roll, on
    more = i18n.render("access-more_events", lang, n=len(events) - MAX_TOLD)
    turn = i18n.render("access-your_turn", lang, name=L.player(0),
                       phase=L.phase("setup-bridges"))
    told = [e.describe(lang) for e in events[:2]] + [more] + [
        e.describe(lang) for e in events[2 - MAX_TOLD:]]
    assert said(table) == " ".join(told + [turn])


def test_the_live_region_follows_the_language_time_travel_and_refusals():
    table = SanMarcoTable(players=4, seats=SEATS, seed=7)
    table.roll(table.timeline.version)
    table.lang = "tr"
    assert said(table) == i18n.render("access-your_roll", "tr", name="Oyuncu 1",
                                      phase="kurulum: zar")
    assert said(table).startswith("Zar atma sırası sende")
    table.seek(0)                               # the past: where, and the turn there
    assert said(table).startswith(i18n.render("access-position", "tr", n=0, max=1))
    count = table.narrator.announcer.count
    table.bar.forward.click()
    assert table.narrator.announcer.count == count + 1
    table.guard(lambda: table.click_district(0))()      # chance: refused, and said at once
    assert said(table) == table.guard.refusals[-1] and said(table)


def test_narrowing_the_panel_says_nothing_and_the_reveal_names_its_button():
    table = SanMarcoTable(players=4, seats=SEATS, seed=7)
    for _ in range(4):
        table.roll(table.timeline.version)
    count = table.narrator.announcer.count
    table.picker.value = 0                      # the district picker narrows the panel
    assert table._target_district() == 0 and table.narrator.announcer.count == count
    hot = ArtSocietyTable(players=3, seats=["human", "greedy", "greedy"], seed=3)
    for _ in range(10):                         # start painting, four picks, a bid
        if hot._reveal_pending():
            break
        hot.act(hot.state.legal_actions()[0], hot.timeline.version)
    assert said(hot).endswith(i18n.render("access-reveal", "en", what="Reveal"))
    hot.reveal_next(hot.timeline.version)
    assert said(hot).endswith(i18n.render("access-reveal", "en", what="Next"))


# ---- the board and the walls in words -----------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_the_board_in_words_names_every_aristocrat_bridge_and_the_doge(lang):
    state = played("sanmarco", 3, 160)
    lines = board_words(state, lang)
    assert len(lines) == 1 + len(DISTRICTS)
    doge = (i18n.render("access-doge_off", lang) if state.doge is None
            else i18n.render("access-doge_in", lang, district=DISTRICTS[state.doge]))
    assert lines[0] == i18n.render("access-board_summary", lang, n=len(state.bridges),
                                   max=BRIDGES, what=doge)
    for d, line in enumerate(lines[1:]):
        assert line.startswith(DISTRICTS[d])
        for p, n in enumerate(state.counts[d]):
            words = i18n.render("access-aristocrats", lang, name=i18n.player_name(p, lang), n=n)
            assert (words in line) == bool(n), (line, words)
        for a, b, owner in state.bridges:
            if d in (a, b):
                assert i18n.render("access-bridge_to", lang, district=DISTRICTS[b if a == d else a],
                                   name=i18n.player_name(owner, lang)) in line
        assert (i18n.render("access-doge_here", lang) in line) == (state.doge == d)
    assert state.bridges and state.doge is not None          # the sample shows both


@pytest.mark.parametrize("lang", LANGS)
def test_a_wall_in_words_gives_each_tile_by_position_from_1_and_its_faux_pas(lang):
    state = played("artsociety", 6, 100)      # a faux pas and a decor tile on a wall
    p = max(range(3), key=lambda q: len(state.walls[q]))
    tiles = sorted(state.walls[p], key=lambda t: (t.row, t.col))
    lines = wall_words(tiles, lang)
    assert len(lines) == len(tiles) + 1
    spoiled = faux_pas(tiles, GEOMETRY)
    # "…: <tile>, in a faux pas" in every language: the words after the tile
    faux = i18n.render("access-tile_at_faux_pas", lang, where="W", tile="T")[len("W: T"):]
    for i, (t, line) in enumerate(zip(tiles, lines)):
        where = i18n.render("as-message-cell", lang, row=t.row + 1, col=t.col + 1)
        assert line.startswith(where + ": ") and line.endswith(faux) == (i in spoiled)
    assert spoiled and any(t.shields for t in tiles)
    free = 100 - sum(t.w * t.h for t in tiles)
    assert lines[-1] == i18n.render("access-wall_free", lang, n=free, max=100)


def test_the_tables_show_their_words_hidden_from_the_eye_only():
    table = SanMarcoTable(players=4, seats=SEATS, seed=7, lang="de")
    assert "smnb-sr-only" in table.board_words._dom_classes
    assert '<section lang="de"><h2>Der Spielplan in Worten</h2>' in table.board_words.value
    walls = ArtSocietyTable(players=3, seats=["human", "greedy", "greedy"], seed=3, lang="tr")
    assert "Oyuncu 2'nin duvarı" in html.unescape(walls.wall_words[1].value)
    assert words_html("T", ["<b>"], "en") == ('<section lang="en"><h2>T</h2>'
                                              '<ul><li>&lt;b&gt;</li></ul></section>')


# ---- the keyboard's board -----------------------------------------------------------------------

def test_the_district_picker_narrows_never_acts_and_refuses_with_the_reason():
    table = SanMarcoTable(players=4, seats=SEATS, seed=7)
    assert table.picker.disabled                  # a die roll: the board is no input
    for _ in range(4):
        table.roll(table.timeline.version)
    picker, version = table.picker, table.timeline.version
    assert not picker.disabled and picker.value == DistrictPicker.ALL
    assert picker.label == "all districts"
    assert [o[0] for o in picker.options][1] == "Cannaregio: 4 choices"
    picker.value = 5                              # Castello: two bridges, no move taken
    assert table.timeline.version == version and table._target_district() == 5
    narrowed = table.panel.children[1]            # under the sentence saying what is decided
    assert "Showing the choices for Castello" in narrowed.children[0].value
    picker.value = DistrictPicker.ALL
    assert table._target_district() is None
    # "show all" in the panel puts the picker back too
    picker.value = 1
    table.panel.children[1].children[1].click()
    assert picker.value == DistrictPicker.ALL
    table.lang = "de"
    assert picker.description == "Stadtteil auf dem Spielplan"


def test_every_unlabelled_control_has_an_accessible_name_in_the_language():
    table = ArtSocietyTable(players=3, seats=["human", "greedy", "greedy"], seed=3)
    controls = (table.bar.until, table.bar.speed, table.bar.lines, table.log_panel.list,
                table.lang_switch)
    assert [c.description for c in controls] == ["Bots play until", "Speed", "Kept lines:",
                                                  "Log entries, newest first", "Language"]
    assert all("smnb-named" in c._dom_classes for c in controls)
    assert table.lang_switch.tooltips == ("English", "Deutsch", "Türkçe")
    table.lang = "de"
    assert table.bar.until.description == "Bots spielen bis"
    assert table.log_panel.list.description == "Protokolleinträge, neueste zuerst"
    assert "smnb-panel" in table.panel._dom_classes


# ---- colour and contrast ------------------------------------------------------------------------

def test_text_colours_pass_wcag_aa_and_counts_read_on_every_player_colour():
    for colour in PLAYER_COLOURS:
        assert contrast(text_on(colour), colour) >= 4.5, colour
    for colour in (WARN_TEXT, GOOD_TEXT):
        assert contrast(colour, "#FFFFFF") >= 4.5 and contrast(colour, "#EEEEEE") >= 4.5
    assert round(contrast("#000000", "#FFFFFF"), 2) == 21.0
    table = SanMarcoTable(players=4, seats=SEATS, seed=7)
    colours = list(table.board.counts.colors)
    assert colours == [text_on(player_colour(p)) for _d in range(6) for p in range(4)]


def test_no_text_is_written_in_a_player_colour_and_every_colour_has_a_shape():
    table = SanMarcoTable(players=4, seats=SEATS, seed=7)
    walls = ArtSocietyTable(players=3, seats=["human", "greedy", "greedy"], seed=3)
    shown = " ".join([table.header.value, table.legend.value, walls.bid_row.value]
                     + [t.value for t in walls.wall_titles])
    assert not re.search(r"color:\s*(%s)" % "|".join(PLAYER_COLOURS), shown)
    assert shown.count("<svg") >= 4 + 4 + 3 + 3          # a marker shape beside every name


def test_bridges_carry_their_owners_shape_and_the_prestige_lines_their_names():
    state = played("sanmarco", 3, 160)
    table = SanMarcoTable(players=4, seats=["human"] * 4, state=state)
    assert table.state.bridges == state.bridges
    for p, mark in enumerate(table.board.bridge_owners):
        # a shape per bridge (bqplot keeps a lone shape as one row, not a 2-D array)
        shapes = np.atleast_2d(mark.x) if len(mark.x) else ()
        assert len(shapes) == len(mark.fill_colors) == sum(o == p for _a, _b, o in state.bridges)
    assert list(table.prestige.ends.text) == ["P1", "P2", "P3", "P4"]
    ys = table.prestige._ends([10, 10, 3, 11], 40)
    assert ys[3] == 11 and all(abs(a - b) >= 3.2 - 1e-9 for i, a in enumerate(ys)
                               for b in ys[i + 1:])


def test_the_wall_marks_the_cells_a_tile_may_go_and_the_one_chosen():
    table = ArtSocietyTable(players=3, seats=["human", "greedy", "greedy"], seed=3)
    wall = table.walls[0]
    legal = [(a.row, a.col) for a in table.state.legal_actions() if a.verb == "hang"]

    def marks():      # on a star cell (the start painting's) the mark is in the star's text
        return sorted("".join(wall.spots.text) + "".join(wall.stars.text).replace("\u2605", ""))
    assert marks() == ["+"] * len(legal) and len(wall.spots.text) < len(legal)
    table.click_cell(0, *legal[0])
    assert marks() == ["+"] * (len(legal) - 1) + ["\u2713"]


# ---- landmarks, names and rule links (issue 35) -----------------------------------------

def test_the_landmarks_and_the_boards_name_follow_the_tables_language():
    table = SanMarcoTable(players=4, seats=SEATS, seed=5)
    marks = table.narrator.announcer.marks
    assert marks[":scope"] == {"role": "region", "aria-label": "San Marco"}
    assert marks[".smnb-moves"]["role"] == "navigation"
    assert "smnb-moves" in table.bar._dom_classes and "smnb-board-words" in \
        table.board_words._dom_classes
    board = marks[".smnb-board svg.svg-figure"]
    assert board == {"role": "img", "aria-label": "The board",
                     "aria-describedby": "#.smnb-board-words"}
    for lang, name in (("de", "Der Spielplan"), ("tr", "Oyun tahtası")):
        table.lang = lang
        marks = table.narrator.announcer.marks
        assert marks[".smnb-board svg.svg-figure"]["aria-label"] == name
        assert marks[".smnb-charts"]["aria-label"] == i18n.render("access-charts", lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_splits_letters_are_named_by_the_card_each_moves(lang):
    from sanmarco_nb.widgets.sanmarco_pieces import SplitBuilder, card_word
    state = sanmarco.new_game(players=4, seed=2001)
    rng = random.Random(1)
    while state.phase != "split":
        state.apply(rng.choice(state.legal_actions()))
    split = SplitBuilder(state, lang=lang)
    assert all("smnb-tip-named" in chip._dom_classes for chip in split.chips)
    for kind, chip in zip(split.hand, split.chips):
        word = card_word(kind, lang)
        assert chip.tooltips == tuple(i18n.render("sm-table-move_card", lang, card=word,
                                                  offer=x) for x in "AB")
        assert word in chip.tooltips[1] and chip.tooltips[1] != chip.tooltips[0]


def test_a_rule_id_is_its_rule_on_hover_and_a_link_to_docs_rules_md():
    from sanmarco_nb.widgets.controls import rule_ref, rules_url
    from sanmarco_nb.widgets.table import rules_now
    assert rules_url().endswith("/docs/rules.md")      # pyproject's [project.urls] Rules
    for lang in LANGS:
        link = rule_ref("SM-A4", lang)
        assert f'title="{html.escape(i18n.rule_text("SM-A4", lang))}"' in link
        assert f'href="{rules_url()}#:~:text=SM%2DA4"' in link and link.endswith(">SM-A4</a>")
        assert link.startswith('<a class="smnb-rule" ')          # underlined: ACCESS_CSS
    table = SanMarcoTable(players=4, seats=SEATS, seed=5)
    now = rules_now(table.state, table.labels)
    assert now.count("<a class=\"smnb-rule\" href=") == now.count("<li>") > 0


def test_the_decision_prompts_rule_ids_are_links_too():
    from sanmarco_nb.widgets.controls import rule_links, rule_ref
    assert rule_links("split (SM-R3) &amp; then SM-R6.", "de") == \
        f"split ({rule_ref('SM-R3', 'de')}) &amp; then {rule_ref('SM-R6', 'de')}."
    table = SanMarcoTable(players=4, seats=SEATS, seed=5, lang="tr")
    table.roll()                      # the set-up dice: "… (SM-S2)"
    prompt = table._decide(table.state).value
    assert 'title="' in prompt and "#:~:text=SM%2DS" in prompt, prompt


@pytest.mark.parametrize("lang", LANGS)
def test_a_second_table_on_a_page_has_names_of_its_own(lang):
    """Issue 35 (axe landmark-unique): two tables of a game in one notebook had landmarks of
    the same names. The page numbers a second table (widgets/access.py `numbered`) with the
    catalog's words, given to it in the table's language."""
    table = SanMarcoTable(players=4, seats=SEATS, seed=5, lang=lang)
    numbered = table.narrator.announcer.numbered
    whole = numbered["table"].replace("{game}", "San Marco").replace("{n}", "2")
    assert whole == i18n.render("access-table", lang, game="San Marco", n=2)
    assert numbered["part"].replace("{part}", "X").replace("{table}", whole) == \
        i18n.render("access-of_table", lang, part="X", table=whole)
    assert "2" in whole and whole != "San Marco"
    table.close()


def test_each_wall_is_a_picture_named_by_its_owner_in_the_tables_language():
    """Issue 35: Art Society's walls had no accessible name of their own."""
    table = ArtSocietyTable(players=3, seats=["human", "greedy", "greedy"], seed=3)
    for p, (wall, words) in enumerate(zip(table.walls, table.wall_words)):
        assert f"smnb-wall-{p}" in wall.figure._dom_classes
        assert f"smnb-wall-words-{p}" in words._dom_classes
    for lang, name in (("en", "Player 2's wall"), ("de", "Die Wand von Spieler 2"),
                       ("tr", "Oyuncu 2'nin duvarı")):
        table.lang = lang
        mark = table.narrator.announcer.marks[".smnb-wall-1 svg.svg-figure"]
        assert mark == {"role": "img", "aria-label": name,
                        "aria-describedby": "#.smnb-wall-words-1"}
    table.close()
