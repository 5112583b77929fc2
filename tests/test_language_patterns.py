"""Patterns a reader trips over, found by machine in the texts of seeded games in every language
(issue 36): a player named with a number glued on ("Spieler 1 1, Spieler 2 20")."""
from __future__ import annotations

import random
import re

import pytest

from sanmarco_nb.games import load_game
from sanmarco_nb.i18n import LANGS

GLUED = re.compile(r"\b(Player|Spieler|Oyuncu) \d+ \d")


def _texts(game: str, players: int, seed: int):
    state, rng = load_game(game).new_game(players=players, seed=seed), random.Random(seed)
    while not state.is_terminal():
        acts = state.legal_actions()
        for e in state.apply(acts[rng.randrange(len(acts))]):
            yield from (e.describe(lang) for lang in LANGS)


@pytest.mark.parametrize("game,players", [("sanmarco", 3), ("sanmarco", 4), ("artsociety", 2),
                                          ("artsociety", 4)])
def test_no_player_has_a_number_glued_to_their_name(game, players):
    glued = [t for seed in range(3) for t in _texts(game, players, seed) if GLUED.search(t)]
    assert not glued, glued[:5]
