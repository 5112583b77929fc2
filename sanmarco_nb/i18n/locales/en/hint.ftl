## The Hint button of both tables (widgets/hint.py): the coach's best moves, each with its
## value and one sentence built from what the engine's preview says about it.

hint-button = Hint
hint-button_tip = Up to three of the coach's best moves here, each with why (only where its simulations can compare them)
hint-stop = Stop searching (show what it found)
hint-thinking = The coach is thinking…
hint-no_decision = A hint is for a decision of yours, and it is not your turn.
hint-busy = The coach is still thinking about the last hint.
hint-title = The coach's best moves for { $name } ({ $n ->
    [one] 1 simulation
   *[other] { $n } simulations
  }, { $seconds } s)
hint-stopped_early = Stopped early: the moves found so far.
hint-none_yet = Stopped before the first simulation: no moves yet.
hint-too_few = No move has had { $n } simulations yet, too few to compare: stopped too early.
hint-option = { $n }. { $move } — { $value }
hint-value = { $horizon ->
    [passage] by the end of the passage
    [game] by the end of the game
   *[round] by the end of the round
  }: { $margin } points over the best rival{ $spread ->
    [none] { "" }
   *[some] { " " }({ $lo } to { $hi })
  }, ahead in { $win } of the simulations{ $win_spread ->
    [none] { "" }
   *[some] { " " }({ $win_lo }–{ $win_hi })
  }
hint-option_equal = • { $move } — { $value }
hint-equal = { $n ->
    [one] This move is the best, as far as the coach's simulations can tell:
   *[other] The coach's simulations cannot tell these { $n } moves apart: their ranges overlap, so they are not ranked:
  }
hint-sentence = Why: { $clauses }.
# the change of an option's points against the first's (hint-versus, -end, -unclear)
hint-change = { $change ->
    [more] { $total } points more
   *[fewer] { $total } points fewer
  }
hint-versus = instead of the first: { hint-change } for you { $horizon ->
    [passage] by the end of the passage
    [game] by the end of the game
   *[round] by the end of the round
  }; the largest change: { $part } ({ $diff })
hint-outlook = by the end of the game { $points } of your own points; the largest parts: { $list }
hint-versus-end = instead of the first: { hint-change } for you by the end of the game; the largest changes: { $list }
hint-versus-unclear = instead of the first: { hint-change } for you by the end of the game, no part of the scoring differing by more than its uncertainty
hint-versus-rest = the other parts together: { $rest }
hint-versus-rival = yet { $margin } over the best rival: what it does to the other players counts more
hint-part-value = { $part } ({ $value })
hint-reply = { $name }'s most likely reply: “{ $move }” (in { $share } of the simulations)
hint-same = { $n ->
    [one] nothing the coach measured tells it from the move above
   *[other] nothing the coach measured tells it from the { $n } moves above
  }
hint-part = { $part ->
    [pp] the prestige points scored
    [limit] the limit points (passage bonus, SM-P5)
    [decor] the decor
    [eye_line] the eye line
    [full_wall] a full wall
    [corners] the empty corners
    [excess] the excess paintings
    [hand] the bid cards in hand
    [bonus] the passage bonuses
    [doge] the Doge's crossings paid
    [tolls] the tolls received on your bridges
   *[points] the points
  }
hint-part-district = the majority in { $district }
hint-part-genre = the { $genre } paintings
hint-nothing = it changes no points and no place in a scoring now; its worth shows later in the game

## San Marco
hint-sm-move-split = Offer { $offers }
hint-sm-move-offer = Set aside { $cards }
hint-sm-move-take = Take { $cards }
hint-sm-score_you = you score { $pp ->
    [one] 1 prestige point
   *[other] { $pp } prestige points
  } now in { $district }
hint-sm-score = { $name } scores { $pp ->
    [one] 1 prestige point
   *[other] { $pp } prestige points
  } in { $district }
hint-sm-majority = in { $district } you would be { $place ->
    [first] first
    [second] second
    [tied] tied first
   *[none] out of the scoring
  } ({ $before } → { $after } prestige points if it scored now)
hint-sm-majority_lost = in { $district } you would drop { $place ->
    [second] to second place
    [tied] to a shared first place
   *[none] out of the scoring
  } ({ $before } → { $after } prestige points if it scored now)
hint-sm-rival_loses = { $name } loses first place in { $district }
hint-sm-toll = you pay { $pp ->
    [one] 1 prestige point
   *[other] { $pp } prestige points
  } on the way
hint-sm-split_takes = by the greedy bot's measure each chooser takes what is worth most to them: { $taken }; you keep { $kept }

## Art Society
hint-as-move-bid = Bid { $n }
hint-as-move-take = Take painting { $n }
hint-as-move-swap = Swap with museum painting { $n }
hint-as-move-pick = Pick a painting of value { $value } ({ $w }×{ $h })
hint-as-move-hang = Hang it at row { $row }, column { $col }
hint-as-move-from-assistant = Hang the assistant's tile at row { $row }, column { $col }
hint-as-move-decor = Hang the decor tile at row { $row }, column { $col }
hint-as-move-assistant = Give it to the assistant
hint-as-move-done = End the turn
hint-as-move-excess = Set it aside as excess
hint-as-painting = a { $genre } worth { $value } ({ $w }×{ $h })
hint-as-first = you choose first in { $share } of the simulations