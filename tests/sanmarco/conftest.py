"""Helpers that script San Marco positions through the public API, chance outcomes included."""
import pytest

from sanmarco_nb import sanmarco as SM


class Script:
    SM = SM

    @staticmethod
    def setup(players=4, rolls=None, bridges=None, variant=None, start=0, seed=0):
        """A game after set-up, at round 1's role lottery. `rolls`: per player in set-up order
        (clockwise from `start`), four die faces; `bridges`: canals in placement order."""
        s = SM.new_game(players=players, seed=seed, variant=variant, start_player=start)
        rolls = rolls or [(1, 2, 3, 4), (2, 3, 4, 5), (3, 4, 5, 6), (4, 5, 6, 1)][:players]
        for four in rolls:
            SM.apply_moves(s, *(f"roll {f}" for f in four))
        bridges = bridges or ["1-2", "3-5", "4-5", "5-6", "1-3", "2-4"][:players * (2 if players == 3 else 1)]
        SM.apply_moves(s, *(f"bridge {b}" for b in bridges))
        return s

    @staticmethod
    def deal(s, cards):
        """Chance draws the given cards (codes, action cards first then limit cards)."""
        return SM.apply_moves(s, *(f"draw {c}" for c in cards.split()))

    @staticmethod
    def round4(s, roles, hand1, split1, hand2, split2):
        """Roles, both hands drawn and split: the 1st chooser is to take an offer."""
        ev = SM.apply_moves(s, roles)
        ev += Script.deal(s, hand1) + SM.apply_moves(s, split1)
        ev += Script.deal(s, hand2) + SM.apply_moves(s, split2)
        return ev


@pytest.fixture
def sm():
    return Script
