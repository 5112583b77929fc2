"""Bots: the protocol, hidden information, picklability, seeding, and measured strength."""
from __future__ import annotations

import pickle
import random

import pytest

from sanmarco_nb import CHANCE, artsociety, play_chance, sanmarco
from sanmarco_nb.analysis import simulate
from sanmarco_nb.analysis.stats import wilson
from sanmarco_nb.bench import random_step
from sanmarco_nb.bots import (BOTS, GreedyBot, RandomBot, SearchBot, View, bot_step, make_bot,
                              play, play_game, seat_rng)
from sanmarco_nb.bots.heuristics.artsociety import scores as as_scores


def positions(game, players, seed, every=7, limit=40):
    """Positions of a random game where a player is to move and some cards are hidden from them
    (another distributor's face-down offers or hand), every few steps."""
    state = game.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    out = []
    while not state.is_terminal() and len(out) < limit:
        if state.to_move == CHANCE:
            play_chance(state)
            continue
        p = state.to_move
        twin = state.determinize(p, rng.getrandbits(32))
        if len(state.history) % every == 0 and twin.history != state.history:
            out.append((state.clone(), twin))
        acts = state.legal_actions()
        state.apply(acts[rng.randrange(len(acts))])
    return out


@pytest.fixture(scope="module")
def sm_twins():
    return positions(sanmarco, 4, 3, every=2) + positions(sanmarco, 3, 4, every=2)


@pytest.fixture(scope="module")
def as_twins():
    # AS-R2: sealed bids: later bidders must not see the earlier bids
    return positions(artsociety, 4, 5, every=1) + positions(artsociety, 3, 6, every=1)


def test_twins_differ_only_in_hidden_cards_sm_r5(sm_twins):
    """SM-R5: face-down offers are hidden; a twin resampled for the player to move looks the
    same to them but differs in the hidden cards."""
    assert len(sm_twins) >= 10
    for state, twin in sm_twins:
        p = state.to_move
        assert twin.observation(p) == state.observation(p)
        assert twin.legal_actions() == state.legal_actions()


def test_sealed_bids_are_hidden_as_r2(as_twins):
    """AS-R2: while bids are sealed, a twin with other sealed bids looks the same."""
    assert len(as_twins) >= 5
    for state, twin in as_twins:
        p = state.to_move
        assert state.phase == "bid" and twin.bids != state.bids
        assert twin.observation(p) == state.observation(p)


@pytest.mark.parametrize("name", ["random", "greedy", "search", "coach"])
@pytest.mark.parametrize("game", ["sanmarco", "artsociety"])
def test_bots_never_see_hidden_state(sm_twins, as_twins, game, name):
    """A bot's choice depends only on what its player may see: on a state and on a twin that
    differs only in cards hidden from that player, with the same generator and the same
    determinized samples, it chooses alike (so it reads nothing else of the state). The
    sampler is shared because `determinize` may map a seed to a different (equally likely)
    sample on each twin: it deals the new cards in the order of the true offers."""
    bot = make_bot(name, **({"iterations": 2, "candidates": 2, "horizon": 8}
                            if name == "search" else
                            {"iterations": 4, "horizon": 8} if name == "coach" else {}))
    for state, twin in (sm_twins if game == "sanmarco" else as_twins)[:12]:
        p = state.to_move
        a = bot.choose(View(state, p, random.Random(5)))
        view = View(twin, p, random.Random(5))
        view._determinize = state.determinize          # the same samples for both
        b = bot.choose(view)
        assert a == b, (name, str(a), str(b))
        assert a in state.legal_actions()


def test_view_offers_only_the_public_questions():
    """The view holds the player, legal actions, rng, observation and sample(), not the state."""
    state = sanmarco.new_game(players=4, seed=1)
    while state.to_move == CHANCE:
        play_chance(state)
    view = View(state, state.to_move, random.Random(0))
    assert not hasattr(view, "state") and not hasattr(view, "__dict__")
    assert view.observation == state.observation(state.to_move)
    sample = view.sample()
    assert sample is not state and sample.legal_actions() == state.legal_actions()


def test_registry_and_errors():
    assert set(BOTS) == {"random", "greedy", "search", "coach"}
    assert isinstance(make_bot("random"), RandomBot)
    assert isinstance(make_bot("greedy"), GreedyBot)
    bot = make_bot("search", iterations=3)
    assert isinstance(bot, SearchBot) and bot.iterations == 3
    with pytest.raises(ValueError, match="unknown bot 'alpha'"):
        make_bot("alpha")


def test_bots_are_picklable():
    """Process pools and Dask ship bots to workers."""
    for name in BOTS:
        bot = make_bot(name)
        copy = pickle.loads(pickle.dumps(bot))
        assert type(copy) is type(bot) and vars(copy) == vars(bot)


def test_play_game_and_bot_step_are_seeded():
    """The same seed gives the same game (`play_game`, also under its old name `play`);
    bot_step alone (as a front end calls it) is deterministic for a position too."""
    bots = [make_bot("greedy"), make_bot("random"), make_bot("random")]
    a = play_game(sanmarco.new_game(players=3, seed=8), bots)
    b = play(sanmarco.new_game(players=3, seed=8), bots)
    assert a.is_terminal() and a.history == b.history and a.scores == b.scores
    with pytest.raises(ValueError, match="3 players need 3 bots"):
        play_game(sanmarco.new_game(players=3, seed=8), bots[:2])

    s1, s2 = sanmarco.new_game(players=4, seed=2), sanmarco.new_game(players=4, seed=2)
    for _ in range(60):
        e1, e2 = bot_step(s1, make_bot("greedy")), bot_step(s2, make_bot("greedy"))
        assert [e.kind for e in e1] == [e.kind for e in e2]
    assert s1.history == s2.history
    assert seat_rng(5, 0).random() != seat_rng(5, 1).random()


def test_greedy_beats_random_sm():
    """Measured, not claimed (small seeded sample; benchmarks/bot_strength.py runs 1,000+):
    greedy and random alternate seats (G R G R, rotated); greedy's seats win far more than half."""
    sim = simulate("sanmarco", ["greedy", "random", "greedy", "random"], 16, seed=21,
                   progress=False, rotate=True)
    team = sim.bot_returns()[:, [0, 2]].sum(axis=1)
    lo, _ = wilson(team.sum(), len(team))
    assert lo > 0.6, team.mean()


def test_greedy_beats_random_as():
    """Art Society, two players, seats rotated: greedy wins nearly every game."""
    sim = simulate("artsociety", ["greedy", "random"], 20, seed=4, progress=False, rotate=True)
    lo, _ = wilson(sim.bot_returns()[:, 0].sum(), 20)
    assert lo > 0.7


def test_search_beats_greedy_as():
    """Art Society, two players, seats rotated, 20 seeded games: the search bot wins most
    (benchmarks/bot_strength.py measures it with an interval over 1,000 games)."""
    sim = simulate("artsociety", ["search", "greedy"], 20, seed=9, progress=False, rotate=True)
    share = sim.bot_returns()[:, 0].mean()
    assert share >= 0.65, share


def test_memoised_art_society_scores_match_the_engine_as_e2():
    """The greedy heuristic's memoised live scores are the engine's (AS-E2..E6), eye line on
    and off (AS-E4 variant)."""
    for seed, eyeline in ((1, True), (2, False)):
        state = artsociety.new_game(players=3, seed=seed,
                                    variant=artsociety.Variant(eyeline=eyeline))
        rng = random.Random(seed)
        while not state.is_terminal():
            random_step(state, rng)
            if not state.is_terminal():
                assert as_scores(state) == [b["total"] for b in state.score_breakdown()]


@pytest.mark.parametrize("seed", range(12))
def test_greedy_three_way_split_values_are_split_chooses(seed):
    """The greedy bot's three-way split values, worked out on arrays of every split at once
    (SM-R4, SM-R6), are what split_choose(..., offers=3).best_by_offer() says for the same
    offer values, ties too (within split_choose's tolerance of the two values compared)."""
    from sanmarco_nb.bots.heuristics.sanmarco import _best_by_offer, _offer_value
    from sanmarco_nb.bots.split_choose import split_choose
    from sanmarco_nb.sanmarco.cards import KIND_OF_CODE
    rng = random.Random(seed)
    codes = ["1", "2", "3", "4", "5", "6", "B", "T", "D", "X", "L1", "L2", "L3"]
    hand = tuple(sorted(rng.choice(codes) for _ in range(rng.randint(5, 9))))
    kinds = tuple(KIND_OF_CODE[c] for c in hand)
    totals = tuple(rng.randint(0, 9) for _ in range(3))
    vals = [lambda o, t=t: _offer_value(o, t) for t in totals]
    expected = {tuple(sorted(o)): v for o, v in
                split_choose(kinds, vals, offers=3).best_by_offer().items()}
    assert _best_by_offer(tuple(sorted(kinds)), totals) == pytest.approx(expected)


@pytest.mark.parametrize("seed", range(3))
def test_greedy_split_values_are_each_offer_valued_by_each_player(seed):
    """The greedy split values, worked out on a table of the distinct offers (each valued once
    per player), are the chooser game on `_offer_value` of every offer of every split: exactly
    the same numbers (the greedy bot's moves and the coach's searches depend on them)."""
    import numpy as np

    from sanmarco_nb.bots.heuristics.sanmarco import (_choosers, _offer_value, _split_values,
                                                      action_values)
    from sanmarco_nb.bots.split_choose import best_responses
    state, greedy, seen = sanmarco.new_game(players=4, seed=seed), GreedyBot(), 0
    while not state.is_terminal():
        acts = state.legal_actions() if state.to_move != CHANCE else ()
        if acts and acts[0].verb == "split":
            p = state.to_move
            last = state.history[-1]
            aside = (last.cards,) if last.verb == "offer" else ()
            who = (p,) + _choosers(state, p)
            values = [[[_offer_value(o, state.limit_totals[q]) for q in who]
                       for o in aside + tuple(a.offers)] for a in acts]
            expected = best_responses(np.array(values))[2][:, 0].tolist()
            assert _split_values(state, p, acts) == expected
            assert action_values(state, p, acts) == expected
            seen += 1
        bot_step(state, greedy)
    assert seen >= 5


def _greedy_reference(state, p, actions) -> list:
    # Art Society's greedy values as defined (heuristics.artsociety's docstring): each child's
    # own value; a painting taken, the best way to hang or park it that follows
    from sanmarco_nb.bots.heuristics import artsociety as h
    out = []
    for a in actions:
        child = state.clone()
        child.apply(a)
        if a.verb == "take" and child.to_move == p and child.phase == "place":
            out.append(max(_greedy_reference(child, p, child.legal_actions())))
        else:
            out.append(h._after(child, p))
    return out


VARIANTS = [artsociety.Variant(), artsociety.Variant(decor_award="split"),
            artsociety.Variant(decor_supply={1: 2, 2: 1, 3: 1}),
            artsociety.Variant(museum_swap="same_genre", assistant_first=False),
            artsociety.Variant(eyeline=False, next_auctioneer="lowest_bidder")]


@pytest.mark.parametrize("variant", range(len(VARIANTS)))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_art_society_greedy_values_are_each_childs_own_value(players, variant):
    """The greedy values reuse the state's standing where a move leaves it, and apply a tile
    hung once for each way the turn goes on after it (the coach's ordering of new nodes, issue
    34): the same floats as each child's own value, at every decision of a game that is not a
    bid (a bid is valued by arithmetic), played half greedy, half at random (decor earned and
    refused, a full wall, a limited supply, the variants' moves)."""
    from sanmarco_nb.bots.heuristics import artsociety as h
    checked = 0
    for seed in range(2):
        s = artsociety.new_game(players=players, seed=seed, variant=VARIANTS[variant])
        greedy, rng = make_bot("greedy"), random.Random(seed)
        while not s.is_terminal():
            acts = s.legal_actions()
            if s.to_move != CHANCE and len(acts) > 1 and acts[0].verb != "bid":
                assert (h.action_values(s, s.to_move, acts)
                        == _greedy_reference(s, s.to_move, acts)), len(s.history)
                checked += 1
            if s.to_move != CHANCE and rng.random() < 0.5:
                s.apply(rng.choice(acts))
            else:
                bot_step(s, greedy)
    assert checked > 80



SM_VARIANTS = [sanmarco.Variant(),
               sanmarco.Variant(banish_targets="single_opponent", tie_break="aristocrats_on_board")]


@pytest.mark.parametrize("variant", range(len(SM_VARIANTS)))
@pytest.mark.parametrize("players", [3, 4])
def test_san_marco_banishment_values_are_each_childs_own_look(players, variant):
    """The greedy value of a banishment (SM-A5, SM-P6) plays what follows the removal once and
    adds up each district's new majority (in the last round the final scoring too, SM-F1/F2)
    without playing it again: the same floats as `_look` of each child (the die's six rolls
    and a spread of the victims played out), at every banishment of games played half greedy,
    half at random, to the end."""
    from sanmarco_nb.bots.heuristics import sanmarco as h
    checked = 0
    for seed in range(3):
        s = sanmarco.new_game(players=players, seed=seed, variant=SM_VARIANTS[variant])
        greedy, rng = make_bot("greedy"), random.Random(seed)
        while not s.is_terminal():
            p = s.to_move
            acts = s.legal_actions() if p != CHANCE else []
            mine = [a for a in acts if a.verb == "banish"]
            if mine:
                expected = []
                for a in mine:
                    child = s.clone()
                    child.apply(a)
                    expected.append(h._look(child, p, 1))
                assert h._banish_values(s, p, mine) == expected, len(s.history)
                checked += 1
            if acts and rng.random() < 0.5:
                s.apply(rng.choice(acts))
            else:
                bot_step(s, greedy)
    assert checked > 20
