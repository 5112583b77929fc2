"""Game-theory tools for the classroom: split and choose, card values, auctions, simulate(),
tournaments. numpy only at import; nashpy and tqdm are loaded when first needed.

    from sanmarco_nb import analysis
    analysis.split_choose(cards, values)      analysis.simulate("sanmarco", bots, 1000, seed=1)
    analysis.card_values(...)                 analysis.tournament("artsociety", bots, players=2)
    analysis.auctions.solve(analysis.auctions.BiddingGame())
"""
from . import auctions, stats
from .card_values import CardValues, card_values
from .simulate import Simulation, simulate
from .split_choose import SplitAnalysis, split_choose
from .tournament import Tournament, tournament

__all__ = ["split_choose", "SplitAnalysis", "simulate", "Simulation", "tournament",
           "Tournament", "card_values", "CardValues", "auctions", "stats"]
