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
  }: { $margin } points over the best rival ({ $lo } to { $hi }), ahead in { $win } of the simulations ({ $win_lo }–{ $win_hi })
hint-option_equal = • { $move } — { $value }
hint-equal = { $n ->
    [one] This move is the best, as far as the coach's simulations can tell:
   *[other] These { $n } moves are equally good, as far as the coach's simulations can tell:
  }
hint-sentence = Why: { $clauses }.
hint-versus = instead of the first: { $total } of your own points by then, mostly { $part } ({ $diff })
hint-part = { $part ->
    [pp] the prestige points scored
    [limit] the limit points (passage bonus, SM-P5)
    [decor] the decor
    [eye_line] the eye line
    [full_wall] a full wall
    [corners] the empty corners
    [excess] the excess paintings
    [hand] the bid cards in hand
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
hint-sm-out = that takes you to { $limit } limit points: after this round you are out for the rest of the passage
hint-sm-limit = your limit points go from { $before } to { $after }
hint-sm-may_lose = { $most ->
    [0] { $name } cannot lose an aristocrat
    [one] { $name } may lose up to 1 aristocrat
   *[other] { $name } may lose up to { $most } aristocrats
  } in { $district }
hint-sm-removed = { $name } loses { $n ->
    [one] 1 aristocrat
   *[other] { $n } aristocrats
  } in { $district }
hint-sm-split_takes = by the greedy bot's measure each chooser takes what is worth most to them: { $taken }; you keep { $kept }
hint-sm-offer_out = the offer { $cards } would take { $names } to the limit
hint-sm-gets = { $name } is left with { $cards }
hint-sm-bridge = your bridge between { $a } and { $b } ({ $n ->
    [one] your only one there
   *[other] { $n } of yours there
  })

## Art Society
hint-as-move-bid = Bid { $n }
hint-as-move-take = Take painting { $n }
hint-as-move-swap = Swap with museum painting { $n }
hint-as-move-pick = Pick a { $value } ({ $w }×{ $h })
hint-as-move-hang = Hang it at row { $row }, column { $col }
hint-as-move-from-assistant = Hang the assistant's tile at row { $row }, column { $col }
hint-as-move-decor = Hang the decor tile at row { $row }, column { $col }
hint-as-move-assistant = Give it to the assistant
hint-as-move-done = End the turn
hint-as-move-excess = Set it aside as excess
hint-as-painting = a { $genre } worth { $value } ({ $w }×{ $h })
hint-as-fits = it fits at { $cells ->
    [one] 1 place
   *[other] { $cells } places
  }, { $clean ->
    [0] none of them
   *[other] { $clean } of them
  } without a faux pas{ $shields ->
    [0] { "" }
    [one] , for up to 1 shield
   *[other] , for up to { $shields } shields
  }
hint-as-fits_nowhere = it fits nowhere on your wall
hint-as-excess = an excess painting (−2 at the end; { $count } in all)
hint-as-decor = it earns a decor tile with { $shields ->
    [one] 1 shield
   *[other] { $shields } shields
  }
hint-as-faux_pas = a faux pas with { $n ->
    [one] 1 { $genre } painting
   *[other] { $n } { $genre } paintings
  }
hint-as-eye_line = in the eye line while { $genre } leads the museum (+3)
hint-as-corners = it covers { $n ->
    [one] 1 corner space
   *[other] { $n } corner spaces
  }
hint-as-points = your points if the game ended now: { $before } → { $after }
hint-as-museum = in the museum { $genre } moves from { $before } to { $after }
hint-as-room = { $cells ->
    [0] it would fit nowhere on your wall
    [one] it would fit at 1 place on your wall
   *[other] it would fit at { $cells } places on your wall
  }
hint-as-rival = { $higher ->
    [0] { $name } holds no higher card
    [one] { $name } holds 1 higher card
   *[other] { $name } holds { $higher } higher cards
  }
hint-as-first = you choose first in { $share } of the simulations
hint-as-to_assistant = it waits with the assistant
