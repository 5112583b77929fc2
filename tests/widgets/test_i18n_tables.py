"""The tables and the play app in German and Turkish (issue 20): a refused move is said in the
table's language (the engine's reason and the table's own), the header and panel speak it, and
the play app's forms too."""
from __future__ import annotations

import re
from collections import Counter

import pytest

from sanmarco_nb import i18n
from sanmarco_nb.core import CHANCE
from sanmarco_nb.widgets import ArtSocietyTable, SanMarcoTable
from sanmarco_nb.widgets.app import PlayApp

from helpers import click, shown_texts, table_texts

# the start painting placed where it covers no star space: the engine refuses it (AS-S1)
REFUSED = {
    "de": "⚠ Ein Gemälde mit 2×2 passt nicht in Reihe 1, Spalte 1: Das Startgemälde muss ein "
          "Sternfeld bedecken (AS-S1).",
    "tr": "⚠ 2×2 boyutundaki tablo 1. satırın 1. sütununa sığmıyor: başlangıç tablosu bir "
          "yıldız alanını kapatmalı (AS-S1).",
    "en": "⚠ a 2×2 painting does not fit at row 1, column 1: the start painting must cover a "
          "star space (AS-S1)",
}


def status_text(table) -> str:
    return re.sub(r"<[^>]+>", "", table.guard.status.value).replace("&#x27;", "'")


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_a_refused_placement_is_said_in_the_tables_language(lang):
    table = ArtSocietyTable(players=2, seats=["human", "greedy"], seed=3, lang=lang)
    state = table.state
    assert state.phase == "setup" and table.is_human(state.to_move)
    table.guard(table.click_cell)(0, 0, 0)       # the wall's click, through the guard
    assert status_text(table) == REFUSED[lang]
    assert table.guard.refused == 1 and table.guard.errors == []
    assert table.state.history == state.history   # nothing played
    table.close()


@pytest.mark.parametrize("lang, said", [
    ("de", "Für Cannaregio gibt es gerade keinen erlaubten Zug."),
    ("tr", "Şu an Cannaregio için geçerli bir hamle yok."),
])
def test_a_refused_click_on_the_board_is_said_in_the_tables_language(lang, said):
    table = SanMarcoTable(players=3, seats=["human", "random", "random"], seed=1, lang=lang)
    assert table.state.phase == "setup-dice"
    table.guard(table.click_district)(0, table.timeline.version)     # nothing to do there
    assert said in status_text(table) and table.guard.errors == []
    # the header says who is to move in the language: the learner, at the learner's roll
    # (issue 35: it said "chance decides next" while the panel asked the learner to roll)
    name = i18n.player_name(0, lang)
    assert {"de": f"{name} würfelt", "tr": f"Zar sırası: {name}"}[lang] in table.header.value
    assert {"de": "Der Zufall ist am Zug", "tr": "Sıra şansta"}[lang] not in table.header.value
    table.close()


def test_the_language_switch_says_the_next_refusal_in_the_new_language():
    table = ArtSocietyTable(players=2, seats=["human", "greedy"], seed=3, lang="en")
    table.lang = "tr"
    table.guard(table.click_cell)(0, 0, 0)
    assert status_text(table) == REFUSED["tr"]
    table.close()


def test_the_play_app_speaks_the_language():
    """all-4: the play app's forms were English only ("New game", "you (human)", ...)."""
    app = PlayApp(lang="tr", query="")
    assert app.start.description == "Yeni oyun" and app.join.description == "Odaya katıl"
    assert app.forms.get_title(0) == "Yeni oyun" and app.forms.get_title(1) == "Bir odaya katıl"
    assert [label for label, _ in app.seat_pickers[0].options][0] == "sen (insan)"
    assert app.seat_pickers[1].description == "Oyuncu 2"
    # the package's games (then Pig, which the tests register with a table)
    assert [label for label, _ in app.game.options][:2] == ["San Marco", "Sanat Cemiyeti"]
    assert app.table.lang == "tr"                 # the table opens in the app's language
    app.start.click()
    assert "tohum 2001" in app.guard.status.value
    app.lang_switch.value = "de"                  # the switch relabels the forms
    assert app.start.description == "Neues Spiel" and app.forms.get_title(1) == \
        "Einem Raum beitreten"
    assert [label for label, _ in app.seat_pickers[0].options][0] == "du (Mensch)"
    click(app.join)                               # nothing entered: said in German
    assert "Gib zuerst die Adresse des Raums" in app.guard.status.value
    app.table.close()


def test_the_play_apps_one_switch_drives_the_title_and_the_table():
    """Issue 35: the app had its own switch (the forms only) and each table another; now the
    app's switch relabels its title and the table in place, and the table's is hidden."""
    app = PlayApp(lang="en", query="")
    table, before = app.table, app.table.timeline.version
    assert "San Marco and Art Society" in app.title.value
    assert table.lang_switch.layout.display == "none"
    app.lang_switch.value = "tr"
    assert "San Marco ve Sanat Cemiyeti" in app.title.value
    assert app.table is table and table.lang == "tr"      # the same game, not a new one
    assert table.timeline.version == before
    assert "Zar sırası: Oyuncu 1" in table.header.value    # the table's texts redrawn
    app.start.click()                                     # a new table opens in Turkish
    assert app.table.lang == "tr" and app.table.lang_switch.layout.display == "none"
    app.table.close()


def test_the_header_names_the_learner_at_the_learners_roll_and_chance_at_a_bots():
    table = SanMarcoTable(players=3, seats=["human", "greedy", "greedy"], seed=1, lang="en")
    assert table.state.phase == "setup-dice" and table.state.setup_player == 0
    assert "Player 1 to roll" in table.header.value
    assert "Chance decides next" not in table.header.value
    table.seats[0] = table.seats[1]              # the same die, rolled for a bot's seat
    assert "Chance decides next" in table._header(table.state)
    table.close()


def test_everything_the_app_shows_follows_its_one_switch():
    """Issue 35: the line "started a game ..." stayed in the language it was written in. After
    each switch (en, de, tr, back to en) the app shows what an app opened in that language
    shows after the same click, word for word: title, forms, the line, the table."""
    def opened(lang):
        app = PlayApp(lang=lang, query="")
        app.start.click()
        return app
    app = opened("en")
    for lang in i18n.LANGS[1:] + i18n.LANGS[:1]:      # away from English and back
        app.lang_switch.value = lang
        fresh = opened(lang)
        switched, wanted = shown_texts(app), shown_texts(fresh)
        assert switched - wanted == Counter() == wanted - switched, lang
        fresh.table.close()
        fresh.close()
    assert "seed 2001" in app.guard.status.value        # the line, in English again
    app.table.close()


def _watched(make, lang: str, clicks: int):
    """A table at speed "step" after `clicks` clicks of a learner who takes each Next, rolls,
    steps through each reveal and makes the first legal move."""
    table = make(lang)
    for _ in range(clicks):
        s, version = table.state, table.timeline.version
        if table._stepper is not None:
            table.next_step(version)
        elif s.to_move == CHANCE:
            table.roll(version)
        elif getattr(table, "_paused", lambda: False)():
            table.reveal_next(version)
        else:
            assert table.waiting_for_human(s)
            table.act(s.legal_actions()[0], version)
    return table


WATCHED = {
    "sanmarco": lambda lang: SanMarcoTable(players=3, seats=["human", "greedy", "greedy"],
                                           seed=5, lang=lang, speed="step"),
    "artsociety": lambda lang: ArtSocietyTable(players=3, seats=["human", "greedy", "greedy"],
                                               seed=5, lang=lang, speed="step")}


@pytest.mark.parametrize("game", WATCHED)
@pytest.mark.parametrize("clicks", [7, 23, 41])
def test_a_switch_while_watching_step_by_step_plays_nothing_and_says_it_all_anew(game, clicks):
    """A switch at speed "step" (set-up, draws, roles; Art Society's reveal and bids) leaves
    the game where it was, Next still waiting (the switch's relabelled speed list had played
    every step at once), and shows what a table opened in that language and clicked alike
    shows (the reveal's lines under "since your move" were not added as they were shown)."""
    make = WATCHED[game]
    table = _watched(make, "en", clicks)
    where = (len(table.timeline.ids), table.timeline.cursor, table._stepper is not None)
    for lang in i18n.LANGS[1:] + i18n.LANGS[:1]:
        table.lang = lang
        assert (len(table.timeline.ids), table.timeline.cursor,
                table._stepper is not None) == where, lang
        fresh = _watched(make, lang, clicks)
        switched, wanted = table_texts(table), table_texts(fresh)
        assert switched - wanted == Counter() == wanted - switched, lang
        fresh.close()
    table.close()


def test_a_switch_keeps_the_play_apps_game_players_and_seats():
    """The game's list relabelled went through San Marco, its first option, which reset the
    players and the seats a learner had chosen."""
    app = PlayApp(lang="en", query="")
    app.game.value, app.players.value = "artsociety", 4
    app.seat_pickers[1].value = "random"
    chosen = [d.value for d in app.seat_pickers]
    for lang in i18n.LANGS[1:] + i18n.LANGS[:1]:
        app.lang_switch.value = lang
        assert (app.game.value, app.players.value) == ("artsociety", 4), lang
        assert [d.value for d in app.seat_pickers] == chosen, lang
        assert app.game.label == i18n.message("artsociety", "title", lang)
    app.close()
