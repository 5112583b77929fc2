"""Game-theory tools for the classroom: split and choose, card values, paired experiments,
auctions and their equilibria, game trees, simulate(), tournaments; learning equilibria (CFR),
evolutionary dynamics, fair division for three, Colonel Blotto; the textbook auctions of revenue
equivalence (revenue) and the noisy repeated split game (iterated). numpy only at import; nashpy,
scipy, tqdm and pygambit are loaded when first needed.

    from sanmarco_nb import analysis
    analysis.split_choose(cards, values)      analysis.simulate("sanmarco", bots, 1000, seed=1)
    analysis.card_values(...)                 analysis.tournament("artsociety", bots, players=2)
    analysis.auctions.solve(analysis.auctions.BiddingGame())
    analysis.game_trees.bidding_tree(...)     analysis.paired.paired_rollouts(...)

Layers: `analysis` imports `bots` (to play games) and never the other way round; the split and
choose enumeration the bots need lives in `bots.split_choose`.
"""
from . import (auctions, blotto, evolution, fair_division, game_trees, iterated, learning,
               matrix_games, paired, revenue, setup_dice, stats)
from .card_values import CardValues, card_values
from .simulate import Simulation, simulate
from .split_choose import SplitAnalysis, split_choose
from .tournament import Tournament, tournament

__all__ = ["split_choose", "SplitAnalysis", "simulate", "Simulation", "tournament",
           "Tournament", "card_values", "CardValues", "auctions", "stats", "game_trees",
           "matrix_games", "paired", "setup_dice", "learning", "evolution", "fair_division",
           "blotto", "revenue", "iterated"]
