"""Issue 36: seeded games of both games played through the tables in every language, every text
the table shows after each move (header, panel, buttons, previews, log, status, tooltips) read
by the detectors of tests/language_patterns.py: no player's name with a number glued on, no
player's own thing named by the player's name, no zero range, no empty parentheses, no ASCII
hyphen for a minus sign, and no English word in a German or Turkish text."""
from __future__ import annotations

import html
import random
import re

import pytest

from sanmarco_nb.core import CHANCE
from sanmarco_nb.i18n import LANGS
from sanmarco_nb.widgets import ArtSocietyTable, SanMarcoTable

from helpers import walk
from language_patterns import QUOTED, findings

# English words a German or Turkish text must not hold (the catalogs' test has the full list;
# these are the ones a text built in Python would let through)
ENGLISH = re.compile(r"\b(the|and|of|to|with|from|your|player|players|card|cards|round|offer|"
                     r"painting|shield|points?|turn|tile|winner|none|here|done|back|next)\b",
                     re.IGNORECASE)
TAGS = re.compile(r"<(style|script)[^>]*>.*?</\1>|<[^>]+>", re.DOTALL)


def shown(table) -> set[str]:
    """Every text of the table's widgets: HTML values (tags stripped), labels, buttons,
    tooltips and the options of its lists."""
    texts = set()
    for w in walk(table):
        for attr in ("value", "description", "tooltip", "placeholder"):
            v = getattr(w, attr, None)
            if isinstance(v, str) and v:
                texts |= {t.strip() for t in html.unescape(TAGS.sub("\n", v)).split("\n")}
        for option in getattr(w, "options", ()) or ():
            label = option[0] if isinstance(option, tuple) else option
            if isinstance(label, str):
                texts.add(label)
    return texts - {""}


def english(lang: str, text: str) -> list[str]:
    if lang == "en":
        return []
    words = ENGLISH.findall(QUOTED.sub(" ", text))
    return [f"English {sorted(set(words))}"] if words else []


TABLES = {"sanmarco": SanMarcoTable, "artsociety": ArtSocietyTable}


def play(game: str, players: int, lang: str, seed: int, moves: int = 1000) -> dict:
    """A table of `game` in `lang`, seat 1 human (random legal moves, through the table's act)
    and the others random bots, played to its end; what the detectors find in every text it
    showed after each move, by text."""
    table = TABLES[game](players=players, seats=["human"] + ["random"] * (players - 1), seed=seed,
                 lang=lang)
    rng, found = random.Random(seed), {}
    seen: set = set()
    for _ in range(moves):
        texts = shown(table) - seen
        seen |= texts
        for text in texts:
            if (hits := findings(lang, text) + english(lang, text)):
                found[text] = hits
        state = table.state
        if state.is_terminal():
            break
        if getattr(table, "_paused", bool)():     # Art Society's reveal, a step per click
            table.reveal_next()
        elif not table.waiting_for_human():
            table.resume()
        elif state.to_move == CHANCE:
            table.roll()
        else:
            acts = state.legal_actions()
            table.act(acts[rng.randrange(len(acts))])
        assert table.guard.errors == []
    assert table.state.is_terminal()            # the whole game, to its final scores
    table.close()
    return found


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game,players,seed", [("sanmarco", 3, 7), ("sanmarco", 4, 8),
                                               ("artsociety", 3, 7)])
def test_a_seeded_game_through_the_table_shows_no_pattern(game, players, seed, lang):
    found = play(game, players, lang, seed)
    assert not found, "\n".join(f"{hits}: {text!r}" for text, hits in list(found.items())[:20])
