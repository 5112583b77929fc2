"""Helpers that script San Marco positions through the public API, chance outcomes included."""
import pytest

from sanmarco_nb import CHANCE, play_chance
from sanmarco_nb import sanmarco as SM
from sanmarco_nb.sanmarco.cards import KIND_OF_CODE, is_limit


def _actions_in(offer) -> int:
    return sum(1 for k in offer if not is_limit(k))


def _pure(a) -> bool:
    """An offer or split that keeps action and limit cards apart."""
    offers = a.offers if a.verb == "split" else (a.cards,)
    return all(_actions_in(o) in (0, len(o)) for o in offers)


def _hero_play(s, hero, legal):
    """The hero's card play: take another player's bridge when the supply is empty, banish
    where the others have most aristocrats; otherwise the first legal action."""
    if s.to_move != hero:
        return legal[0]
    takes = [a for a in legal if a.verb == "bridge" and a.take_owner not in (None, hero)]
    if takes:
        return takes[0]
    banish = [a for a in legal if a.verb == "banish"]
    if banish:
        return max(banish, key=lambda a: sum(s.counts[a.district]) - s.counts[a.district][hero])
    return legal[0]


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

    @staticmethod
    def steer(s, until, prefer, hero=0, max_steps=5000):
        """Play on through the public API until `until(s)` holds, along a plan in which `hero`
        gets every action card and the others every limit card (3 players: one hand is split
        into all its action cards and two offers of limit cards). Chance follows the game's
        seeded stream, except the draws: action and limit cards of the kinds in `prefer(s)`
        (codes, best first) come first. Deterministic; the state is reached by play only."""
        for _ in range(max_steps):
            if until(s):         # a record replays to it: the position is one of play
                assert SM.from_record(s.to_record()).observation(hero) == s.observation(hero)
                return s
            legal = s.legal_actions()
            if s.phase == "draw":
                codes = [KIND_OF_CODE[c] for c in prefer(s).split()]
                a = min(legal, key=lambda a: codes.index(a.kind) if a.kind in codes else 99)
            elif s.to_move == CHANCE:
                play_chance(s)
                continue
            elif s.phase == "split":
                a = next(a for a in legal if _pure(a))
            elif s.phase == "choose":
                best = max if s.to_move == hero else min
                a = best(legal, key=lambda a: _actions_in(a.cards))
            else:
                a = _hero_play(s, hero, legal)
            s.apply(a)
        raise AssertionError("the planned position was not reached")


@pytest.fixture
def sm():
    return Script
