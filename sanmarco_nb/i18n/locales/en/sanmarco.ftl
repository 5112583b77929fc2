## San Marco: cards, terms, phases, the words of each decision, messages and event sentences.
## Arguments: $p (and $owner, $victim, $by, $q) are player names, $district ($a, $b, $from,
## $to, $d, $h, $s) district names, counts are numbers; see sanmarco_nb/i18n/sanmarco.py.

## Cards. Each card has the same attributes in a language (an event may use any of them).

sm-card-B = bridge card
sm-card-T = transfer card
sm-card-D = Doge card
sm-card-X = banishment card
sm-card-L1 = limit card worth 1
sm-card-L2 = limit card worth 2
sm-card-L3 = limit card worth 3
sm-card-district = district card ({ $district })
sm-card-free = free removal

## The short names of cards in a list (an offer, a hand)

sm-short-B = bridge
sm-short-T = transfer
sm-short-D = Doge
sm-short-X = banishment
sm-short-L1 = limit 1
sm-short-L2 = limit 2
sm-short-L3 = limit 3
sm-short-district = { $district }

## Terms

sm-term-aristocrat = aristocrat
sm-term-prestige = prestige points
sm-term-district = district
sm-term-bridge = bridge
sm-term-doge = Doge
sm-term-die = die
sm-term-round = round
sm-term-passage = passage
sm-term-distributor = distributor
sm-term-chooser = chooser
sm-term-offer = offer
sm-term-action_card = action card
sm-term-limit_card = limit card
sm-term-scoring = scoring
sm-term-start_player = start player
sm-term-supply = supply
sm-term-limit_total = limit total
sm-term-winner = winner

## Phases (State.phase)

sm-phase-setup-dice = set-up: dice
sm-phase-setup-bridges = set-up: bridges
sm-phase-roles = roles
sm-phase-draw = drawing cards
sm-phase-split = making the offers
sm-phase-choose = choosing an offer
sm-phase-play = playing the cards
sm-phase-doge = moving the Doge
sm-phase-banish-roll = banishment roll
sm-phase-banish = banishment
sm-phase-free-banish = free banishment
sm-phase-free-remove = free removal
sm-phase-end = game over

## The words of each decision (a_…: a move in words)

sm-button-roll = Roll the die
sm-button-offer_x = Offer { $x }
sm-button-confirm_split = Confirm the offers
sm-button-take_offer = Take offer { $x }
sm-button-a_place = Aristocrat into { $d }
sm-button-a_hop = , then over your bridge to { $h }
sm-button-a_from = { " " }(from { $s }: supply empty)
sm-button-a_bridge = Bridge { $a }–{ $b }
sm-button-a_bridge_take = { " " }(take { $owner }'s bridge between { $a } and { $b })
sm-button-a_none = The card does nothing
sm-button-a_transfer = In { $d }: one of { $q }'s aristocrats becomes yours
sm-button-a_doge_place = Place the Doge in { $d }
sm-button-a_doge_stay = The Doge stays in { $d } (costs no prestige points)
sm-button-a_doge_stop = The Doge stops in { $d }
sm-button-a_doge_step = Doge { $path }
sm-button-a_doge_move = Doge { $path }: { $cost ->
    [one] 1 point
   *[other] { $cost } points
  }
sm-button-a_doge_to = → { $d } · { $cost ->
    [one] 1 point
   *[other] { $cost } points
  } ({ $steps })
sm-button-bridge_of = { $owner }'s bridge
sm-button-no_bridge = no bridge
sm-button-a_banish = Banish in { $d }
sm-button-a_remove = Send back: { $who }
sm-button-a_remove_none = Nobody leaves
sm-button-a_remove1 = Remove one of { $q }'s aristocrats from { $d }
sm-button-a_roles = Roles: 1st chooser { $c1 }, then { $rest }
sm-button-a_skip = Discard the { $card } unplayed

## Messages of a table or a replay

sm-message-title = San Marco
sm-message-passage_round = { $round ->
    [0] Passage { $passage } of { $passages }
   *[other] Passage { $passage } of { $passages } · round { $round }
  }
sm-message-to_move = { $name } to move
sm-message-to_roll = { $name } to roll
sm-message-chance_moves = Chance decides next (dice and cards)
sm-message-chance = chance
sm-message-you = you
sm-message-bot = bot
sm-message-game_over = Game over: { $names } won.
sm-message-waiting = Waiting for { $name }.
sm-message-roll_for = { $name }: roll the die ({ $why })
sm-message-why_setup = 2 aristocrats go to the district of the number rolled
sm-message-why_banish = as many aristocrats as the number rolled leave { $district }
sm-message-offer_count = { $a ->
    [one] 1 action card
   *[other] { $a } action cards
  }, { $l ->
    [one] 1 limit card
   *[other] { $l } limit cards
  } ({ $pts ->
    [one] 1 limit point
   *[other] { $pts } limit points
  })
sm-message-cards_left = Cards to play: { $cards }
sm-message-no_choice_here = There is no legal move for { $district } now.
sm-message-score_line = { $name }: { $points ->
    [one] 1 point
   *[other] { $points } points
  }
sm-message-seat_line = { $name } ({ $seat }): { $points ->
    [one] 1 point
   *[other] { $points } points
  }
sm-message-times = { $n } × { $name }

# the static board picture's line per player
sm-board-score = { $p }: { $pp ->
    [one] 1 prestige point
   *[other] { $pp } prestige points
  }

## Event sentences (one per event kind)

sm-event-setup_roll = { $p } rolls a { $roll }: 2 aristocrats go to { $district }.
sm-event-bridge = { $p } places a bridge between { $a } and { $b }.
sm-event-bridge_taken = { $p } takes { $owner_self ->
    [yes] their own bridge
   *[no] { $owner }'s bridge
  } between { $a } and { $b }; its aristocrat goes back to { $owner_self ->
    [yes] their supply
   *[no] { $owner }
  }.
sm-event-from_district = { $p }'s supply is empty: the aristocrat comes from { $district }.
sm-event-void = { $p }'s { $card } has no effect.
sm-event-round = Passage { $passage }, round { $round } begins; { $p } is the start player.
sm-event-roles = { $distributors_count ->
    [one] Distributor
   *[other] Distributors
  }: { $distributors }; { $choosers_count ->
    [one] chooser
   *[other] choosers
  }: { $choosers }.
sm-event-draw = { $p } draws a { $card }.
sm-event-offer = { $p } sets aside an offer of { $size ->
    [one] 1 card
   *[other] { $size } cards
  }.
sm-event-split = { $p } splits the cards into offers of { $sizes } cards.
sm-event-reveal = { $p } reveals the offers: { $offers }.
sm-event-take = { $p } takes the offer { $offer }.
sm-event-gets = { $p } gets the remaining offer { $offer }.
sm-event-limit = { $p } lays a limit card worth { $value }: limit total { $before } → { $after }.
sm-event-out = { $p } has { $limit } limit points and is out for the rest of the passage.
sm-event-last_round = Someone reached { $limit_out } limit points: { $active ->
    [one] 1 player plays
   *[other] { $active } players play
  } one last round.
sm-event-start_player = { $p } becomes the start player.
sm-event-place = { $p } puts an aristocrat into { $district }.
sm-event-hop = { $p }'s aristocrat crosses their own bridge from { $from } to { $to }.
sm-event-transfer = { $p } replaces one of { $victim }'s aristocrats in { $district } with their own.
sm-event-doge_place = { $p } places the Doge in { $district }.
sm-event-doge_stay = The Doge stays in { $district }.
sm-event-doge_step = { $p } moves the Doge from { $from } to { $to } { $via ->
    [bank] without a bridge
    [own] over their own bridge
   *[bridge] over { $owner }'s bridge
  }.
sm-event-doge_stop = The Doge stops in { $district }.
sm-event-bank = { $p } pays { $pp ->
    [one] 1 prestige point
   *[other] { $pp } prestige points
  } to the bank to cross from { $a } to { $b } ({ $before } → { $after }).
sm-event-toll = { $p } pays { $pp ->
    [one] 1 prestige point
   *[other] { $pp } prestige points
  } to { $owner } for the bridge between { $a } and { $b } ({ $before } → { $after }).
sm-event-scoring = { $district } is scored.
sm-event-score = { $p } scores { $pp ->
    [one] 1 prestige point
   *[other] { $pp } prestige points
  } in { $district } for { $place ->
    [first] first place
    [second] second place
   *[tied] sharing first place
  } ({ $before } → { $after }).
sm-event-banish = { $p } names { $district } for a banishment.
sm-event-banish_roll = The die shows a { $roll }: up to { $roll ->
    [one] 1 aristocrat leaves
   *[other] { $roll } aristocrats leave
  } { $district }.
sm-event-removed = { $n ->
    [one] 1 of { $p }'s aristocrats leaves
   *[other] { $n } of { $p }'s aristocrats leave
  } { $district } ({ $by_self ->
    [yes] their own banishment
   *[no] banished by { $by }
  }).
sm-event-skip = { $p } discards the { $card } without playing it.
sm-event-passage_end = Passage { $passage } ends.
sm-event-bonus = { $p } gains a passage bonus of { $pp ->
    [one] 1 prestige point
   *[other] { $pp } prestige points
  } ({ $before } → { $after }).
sm-event-fewest = { $p } has the fewest limit points ({ $limit }) and makes a free banishment.
sm-event-fewest_tie = Several players tie for the fewest limit points ({ $limit }): no free banishment.
sm-event-reshuffle = The limit cards return and both decks are reshuffled.
sm-event-final_scoring = Final scoring: every district scores.
sm-event-game_over = The game is over. { $winners_count ->
    [one] Winner
   *[other] Winners
  }: { $winners }.
sm-event-hidden_draw = { $p } draws a card face down.
