## The rules switches (each game's Variant): one entry per switch, one per named value
## ("on"/"off" in common.ftl name every bool). A new switch needs its entries here.

variant-sm-setup_reroll_four_same = reroll a fourth equal set-up roll
variant-sm-role_assignment = how the roles are given out
variant-sm-role_assignment-random = by lottery
variant-sm-role_assignment-start_player_chooses = the start player chooses
variant-sm-action_cards_optional = action cards may be discarded unplayed
variant-sm-bridge_card_may_move_own_bridge = a bridge card may move your own bridge
variant-sm-banish_targets = whose aristocrats a banishment sends away
variant-sm-banish_targets-opponents_first = opponents' first
variant-sm-banish_targets-single_opponent = one opponent's
variant-sm-doge_bridgeless_cost = cost of a Doge crossing without a bridge
variant-sm-doge_bridgeless_cost-2 = 2 prestige points
variant-sm-doge_bridgeless_cost-none = not allowed
variant-sm-fewest_limit_scope = who can have the fewest limit points
variant-sm-fewest_limit_scope-below_limit = players below the limit
variant-sm-fewest_limit_scope-all_players = all players
variant-sm-fewest_limit_reward = reward for the fewest limit points
variant-sm-fewest_limit_reward-banish_roll = a banishment with a roll
variant-sm-fewest_limit_reward-remove_one = removing one aristocrat
variant-sm-fewest_limit_tie = a tie for the fewest limit points
variant-sm-fewest_limit_tie-none = nobody is rewarded
variant-sm-fewest_limit_tie-all_tied = everyone tied is rewarded
variant-sm-tie_break = tie-break at the end
variant-sm-tie_break-san_marco_district = more aristocrats in San Marco
variant-sm-tie_break-aristocrats_on_board = more aristocrats on the board

variant-as-decor_supply = decor tile supply
variant-as-decor_supply-none = unlimited
variant-as-decor_supply-limited = limited
variant-as-tie_break = tie-break between equal bids
variant-as-tie_break-beneath_then_start = the card beneath, then the start bid card
variant-as-tie_break-recursive = further down the pile
variant-as-museum_swap = swapping with the museum
variant-as-museum_swap-off = not allowed
variant-as-museum_swap-same_genre = a painting of the same genre
variant-as-next_auctioneer = the next auctioneer
variant-as-next_auctioneer-clockwise = clockwise
variant-as-next_auctioneer-lowest_bidder = the lowest bidder
variant-as-decor_award = decor for matching frames
variant-as-decor_award-cap3 = one tile, at most 3 shields
variant-as-decor_award-split = split into several tiles
variant-as-eyeline = eye line bonus
variant-as-assistant_first = the assistant's tile may hang first
