"""Lesson 16's additions: external-sampling Monte Carlo CFR (Kuhn poker's value, the bidding
game learned), the regret bound above what CFR measures, the tree's size counted against a
full CFR walk, and the checker of 16.regret_bound."""
from __future__ import annotations

import numpy as np
import pytest

from sanmarco_nb.analysis.artsociety_auctions import BiddingGame
from sanmarco_nb.analysis.learning import (KUHN_VALUE, BiddingTree, ExternalSamplingCFR,
                                           KuhnPoker, RegretLearner, Stages, TreeCFR,
                                           regret_bound, tree_best_response, tree_size,
                                           tree_value)
from sanmarco_nb.exercises import check
from sanmarco_nb.exercises.learning_an_equilibrium import bound_iterations, first_below, stages

SMALL = BiddingGame(cards=4, rounds=3, prizes=(1, 3), start=(2, 1))


def test_external_sampling_learns_kuhn_poker():
    game = KuhnPoker()
    mc = ExternalSamplingCFR(game, seed=3)
    mc.iterate(4000)
    avg = mc.average()
    assert abs(tree_value(game, avg) - KUHN_VALUE) < 5e-3
    nash_conv = tree_best_response(game, avg, 0) - tree_best_response(game, avg, 1)
    assert 0 <= nash_conv < 0.05               # 0.035: sampled regrets converge slower


def test_external_sampling_visits_a_fixed_few_histories_and_learns_the_bidding_game():
    stages_ = Stages(SMALL)
    mc = ExternalSamplingCFR(BiddingTree(SMALL), seed=0)
    mc.iterate(400)
    assert mc.visits == 400 * 173          # each own bid tried, one prize and one bid sampled
    first = stages_.exploitability(stages_.uniform())
    assert stages_.exploitability(stages_.of_tree(mc.average())) < first / 5


@pytest.mark.parametrize("game", [BiddingGame(cards=3, rounds=2, prizes=(1, 2), start=(2, 1)),
                                  SMALL])
def test_tree_size_is_what_a_cfr_walk_visits(game):
    cfr = TreeCFR(BiddingTree(game))
    cfr.iterate(1)
    assert cfr.visits == 2 * tree_size(game)
    with pytest.raises(ValueError):
        tree_size(BiddingGame(pay="winner"))


def test_of_tree_is_the_array_strategy():
    stages_ = Stages(SMALL)
    tree, learner = TreeCFR(BiddingTree(SMALL)), RegretLearner(stages_)
    tree.iterate(5)
    learner.iterate(5)
    for mine, theirs in zip(stages_.of_tree(tree.average()), learner.average()):
        for a, b in zip(mine, theirs):
            assert np.allclose(a, b, atol=1e-12)


def test_the_bound_holds_and_is_loose():
    s = stages()
    learner = RegretLearner(s)
    for t in (1, 10, 100):
        learner.run_to(t)
        measured = s.exploitability(learner.average())
        assert measured <= regret_bound(s, t) / 1000
    assert regret_bound(s, 4) == pytest.approx(regret_bound(s, 1) / 2)
    assert regret_bound(s, 1) == pytest.approx(30 * 1278 * np.sqrt(5))


def test_the_checker():
    n = bound_iterations()
    assert regret_bound(stages(), n) <= 0.01 < regret_bound(stages(), n - 1)
    assert check("16.regret_bound", n) and check("16.regret_bound", float(n) * 1.005)
    measured = check("16.regret_bound", first_below(False))
    assert not measured and "measured" in measured.message
    assert not check("16.regret_bound", n * 0.9)
