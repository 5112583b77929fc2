"""Game-theory tools for the classroom: split and choose, card values, paired experiments,
auctions and their equilibria, game trees, simulate(), tournaments; learning equilibria (CFR),
evolutionary dynamics, fair division for three, Colonel Blotto; the textbook auctions of revenue
equivalence (revenue) and the noisy repeated split game (iterated). numpy only at import; nashpy,
scipy, tqdm and pygambit are loaded when first needed.

    from sanmarco_nb import analysis
    analysis.split_choose(cards, values)      analysis.simulate("sanmarco", bots, 1000, seed=1)
    analysis.card_values(...)                 analysis.tournament("artsociety", bots, players=2)
    analysis.artsociety_auctions.solve(analysis.artsociety_auctions.BiddingGame())
    analysis.game_trees.bidding_tree(...)     analysis.paired.paired_rollouts(...)

Layers: `analysis` imports `bots` (to play games) and never the other way round; the split and
choose enumeration the bots need lives in `bots.split_choose`.
"""
from . import (artsociety_auctions, evolution, game_trees, iterated, learning, matrix_games,
               paired, revenue, sanmarco_blotto, sanmarco_fair_division, sanmarco_setup_dice,
               stats)
from .sanmarco_card_values import CardValues, card_values
from .simulate import Simulation, simulate
from .split_choose import SplitAnalysis, split_choose
from .tournament import Tournament, tournament

__all__ = ["split_choose", "SplitAnalysis", "simulate", "Simulation", "tournament",
           "Tournament", "card_values", "CardValues", "artsociety_auctions", "stats", "game_trees",
           "matrix_games", "paired", "sanmarco_setup_dice", "learning", "evolution",
           "sanmarco_fair_division", "sanmarco_blotto", "revenue", "iterated"]
