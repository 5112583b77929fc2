"""Both games as OpenSpiel games (issue 39), judged by OpenSpiel's own conformance test.

`pyspiel.random_sim_test` plays random games through OpenSpiel's C++ checks: legal actions
in range, chance probabilities summing to 1, information states and observations for every
player at every step, the state's serialization round trip, and returns within the declared
utility bounds. A San Marco game costs ~20 s CPU there, nearly all in OpenSpiel's C++ checks
(vectors the size of its 13.4 million distinct actions, San Marco's splits), so few sims per
configuration: the catalogue walks below cover many more games.
"""
import random

import pyspiel  # the openspiel extra, in the test extra: missing, these fail rather than skip
import pytest

from sanmarco_nb.core import CHANCE
from sanmarco_nb.games import load_game
from sanmarco_nb.openspiel import catalogues, load
from sanmarco_nb.openspiel.game import switches, variant_of

COUNTS = {"sanmarco": (3, 4), "artsociety": (2, 3, 4)}
CONFIGS = [(g, p) for g, ps in COUNTS.items() for p in ps]


def random_params(game: str, rng: random.Random) -> dict:
    """A random choice of every variant switch, as OpenSpiel parameters."""
    return {name: rng.choice(list(names))
            for name, names in switches(load_game(game).Variant).items()}


@pytest.mark.slow
@pytest.mark.parametrize("game,players", CONFIGS)
def test_random_sim_test_default_and_random_variant(game, players):
    sims = 1 if game == "sanmarco" else 2
    pyspiel.random_sim_test(load(game, players=players), sims, serialize=True, verbose=False)
    params = random_params(game, random.Random(players))
    pyspiel.random_sim_test(load(game, players=players, **params), sims, serialize=True,
                            verbose=False)


def test_margin_utility_is_zero_sum():
    game = load("artsociety", players=3, utility="margin")
    assert game.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
    assert game.min_utility() < 0 < game.max_utility()
    pyspiel.random_sim_test(game, 2, serialize=True, verbose=False)


def test_variant_parameters_reach_the_engine():
    game = load("sanmarco", players=3, doge_bridgeless_cost=-1, bridge_toll=2,
                role_assignment="rotate")
    v = game.new_initial_state().engine.variant
    assert (v.doge_bridgeless_cost, v.bridge_toll, v.role_assignment) == (None, 2, "rotate")
    assert variant_of("artsociety", {"decor_supply": "box"}).decor_supply
    with pytest.raises(ValueError, match="not 2"):
        load("sanmarco", players=2)


def walk(game: str, players: int, seed: int):
    """A random game on the engine alone, its variant random: yields every state met."""
    rng = random.Random(seed)
    s = load_game(game).new_game(players=players, seed=seed,
                                 variant=variant_of(game, random_params(game, rng)))
    while not s.is_terminal():
        yield s
        if s.to_move == CHANCE:
            acts, weights = zip(*s.chance_outcomes())
            s.apply(rng.choices(acts, weights)[0])
        else:
            s.apply(rng.choice(s.legal_actions()))


@pytest.mark.parametrize("game,players", CONFIGS)
def test_catalogue_holds_every_action_met(game, players):
    """Completeness by walking: every legal move and chance outcome of random games (random
    variants) has an id, and that id reads back as the same action."""
    decisions, chance = catalogues(game)
    for seed in range(6):
        for s in walk(game, players, 100 * players + seed):
            cat = chance if s.to_move == CHANCE else decisions
            acts = ([a for a, _ in s.chance_outcomes()] if s.to_move == CHANCE
                    else s.legal_actions())
            ids = [cat.id(a) for a in acts]
            assert [cat.action(i) for i in ids] == list(acts)
            assert len(set(ids)) == len(ids)
            assert all(0 <= i < cat.size for i in ids)


@pytest.mark.parametrize("game", COUNTS)
def test_catalogue_is_one_to_one(game):
    """Every id reads back as an action whose id it is: all of them, but for a sample of San
    Marco's 12.8 million splits (the rest of its ids are all read)."""
    rng = random.Random(5)
    for cat in catalogues(game):
        ids = [i for start, block in cat._starts
               for i in (range(start, start + block.size) if block.size < 100_000
                         else rng.sample(range(start, start + block.size), 3000))]
        assert [cat.id(cat.action(i)) for i in ids] == ids
        with pytest.raises(IndexError):
            cat.action(cat.size)


@pytest.mark.parametrize("game,players", [("sanmarco", 4), ("artsociety", 3)])
def test_an_id_means_the_same_move_in_every_state(game, players):
    """Through OpenSpiel: wherever an id is legal, it names the same move (action_to_string),
    and applying it makes exactly that engine move."""
    osgame, names, rng = load(game, players=players), {}, random.Random(7)
    for _ in range(3):
        state = osgame.new_initial_state()
        while not state.is_terminal():
            p = state.current_player()
            ids = ([a for a, _ in state.chance_outcomes()] if state.is_chance_node()
                   else state.legal_actions())
            engine = [str(a) for a in (
                [a for a, _ in state.engine.chance_outcomes()] if state.is_chance_node()
                else state.engine.legal_actions())]
            assert sorted(state.action_to_string(p, i) for i in ids) == sorted(engine)
            for i in ids:
                key = ("chance" if state.is_chance_node() else "player", i)
                assert names.setdefault(key, state.action_to_string(p, i)) == names[key]
            i = rng.choice(ids)
            before = len(state.engine.history)
            state.apply_action(i)
            assert str(state.engine.history[before]) == names[key[0], i]
    assert len(names) > 100


def random_step(state, rng: random.Random) -> None:
    if state.is_chance_node():
        acts, probs = zip(*state.chance_outcomes())
        state.apply_action(rng.choices(acts, probs)[0])
    else:
        state.apply_action(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("game,players", [("sanmarco", 3), ("artsociety", 3)])
def test_an_information_state_hides_the_others_cards(game, players):
    """Worlds player 1 cannot tell apart (the engine's `determinize`, as OpenSpiel's
    `resample_from_infostate`) give them the same information state and observation, while
    another player's differs in some: what that player alone saw (San Marco's drawn hand,
    Art Society's sealed bid) is not in player 1's."""
    state, rng, hidden_met = load(game, players=players).new_initial_state(), \
        random.Random(3), 0
    while not state.is_terminal():
        for _ in range(2):
            world = state.resample_from_infostate(0, rng.random)
            assert world.information_state_string(0) == state.information_state_string(0)
            assert world.observation_string(0) == state.observation_string(0)
            hidden_met += any(world.information_state_string(q)
                              != state.information_state_string(q) for q in range(1, players))
        random_step(state, rng)
    assert hidden_met


def test_information_state_has_perfect_recall():
    """A player's information state holds the one before it: their whole history."""
    state, rng = load("sanmarco", players=3).new_initial_state(), random.Random(2)
    before = state.information_state_string(1)
    for _ in range(50):
        random_step(state, rng)
        now = state.information_state_string(1)
        assert now.split("\n")[:-1][:len(before.split("\n")) - 1] == before.split("\n")[:-1]
        before = now


def test_ismcts_plays_a_game():
    """OpenSpiel's ISMCTS runs unchanged on the adapter (resample_from_infostate)."""
    import numpy as np
    from open_spiel.python.algorithms import ismcts, mcts
    game = load("artsociety", players=2)
    rng = np.random.RandomState(0)
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, rng), 1.0, 8,
                           random_state=rng)
    state, r = game.new_initial_state(), random.Random(0)
    while not state.is_terminal():
        if state.current_player() == 0:
            state.apply_action(bot.step(state))
        else:
            random_step(state, r)
    assert sum(state.returns()) == pytest.approx(1.0)
