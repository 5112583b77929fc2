"""Patterns a reader trips over, found by machine in the texts of seeded games in every language
(issue 36): a player named with a number glued on ("Spieler 1 1, Spieler 2 20")."""
from __future__ import annotations

import random

import pytest

from sanmarco_nb.games import load_game
from sanmarco_nb.i18n import LANGS

from language_patterns import findings

def _texts(game: str, players: int, seed: int):
    state, rng = load_game(game).new_game(players=players, seed=seed), random.Random(seed)
    while not state.is_terminal():
        acts = state.legal_actions()
        for e in state.apply(acts[rng.randrange(len(acts))]):
            yield from ((lang, e.describe(lang)) for lang in LANGS)


@pytest.mark.parametrize("game,players", [("sanmarco", 3), ("sanmarco", 4), ("artsociety", 2),
                                          ("artsociety", 4)])
def test_no_event_of_a_seeded_game_shows_a_pattern(game, players):
    """Every event sentence of seeded games in every language: no player named with a number
    glued on, no player's own thing by their name, no zero range, no empty parentheses, no
    ASCII minus (tests/language_patterns.py)."""
    found = {(lang, t): hits for seed in range(3) for lang, t in _texts(game, players, seed)
             if (hits := findings(lang, t))}
    assert not found, list(found.items())[:5]


def test_a_players_own_thing_is_said_so_not_by_their_name_twice():
    """'Spieler 3 nimmt die Brücke von Spieler 3': the player's own bridge, their own
    banishment, in every language; another player's still by name."""
    from sanmarco_nb.sanmarco.events import SanMarcoEvent as E
    own = {"en": "own", "de": "eigene", "tr": "kendi"}
    for data in ({"owner": 2, "a": 0, "b": 1, "canal": 3}, {"district": 0, "n": 2, "by": 2}):
        kind = "bridge_taken" if "owner" in data else "removed"
        mine, theirs = E(kind, "SM-A3", 2, data), E(kind, "SM-A3", 1, data)
        for lang in LANGS:
            text = mine.describe(lang)
            assert text.count(" 3") == 1 and own[lang] in text, text
            other = theirs.describe(lang)
            assert " 3" in other and own[lang] not in other, other


def test_a_negative_number_has_a_minus_sign_in_every_language():
    """Fluent formats numbers with CLDR's patterns, which write the hyphen-minus of plain text
    for en, de and tr: Art Society's score preview read "-6 → -4". Every number a message shows
    has the minus sign U+2212, a Turkish ending follows the number's spoken form."""
    from sanmarco_nb.i18n import render
    for lang in LANGS:
        text = render("as-preview-points", lang, before=-6, after=-4)
        assert text.endswith("−6 → −4") and "-" not in text, text
        assert render("as-preview-points", lang, before=-1234.5, after=0).endswith(
            {"en": "−1,234.5 → 0", "de": "−1.234,5 → 0", "tr": "−1.234,5 → 0"}[lang])
    assert render("rule-SM-P3", "tr", limit_out=-3).startswith("Biri −3'e ulaşınca")
