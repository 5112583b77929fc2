## Art Society: genres, terms, phases, the words of each decision, messages and events.
## $p, $name are player names; $genre a genre's name; wall positions ($row, $col) count from 1.

as-genre-C = City Life
as-genre-P = Portrait
as-genre-S = Still Life
as-genre-L = Landscape

## Terms (score parts as score_breakdown() names them)

as-term-auction = auction
as-term-auctioneer = auctioneer
as-term-gavel = gavel
as-term-bid_card = bid card
as-term-start_card = start bid card
as-term-painting = painting
as-term-genre = genre
as-term-frame = frame
as-term-decor = decor
as-term-decor_tile = decor tile
as-term-shield = shield
as-term-wall = gallery wall
as-term-star = star space
as-term-eye_line = eye line
as-term-faux_pas = faux pas
as-term-assistant = assistant
as-term-excess = excess paintings
as-term-museum = museum
as-term-prestige_track = prestige track
as-term-corners = empty corners
as-term-full_wall = full gallery bonus
as-term-genres = genre points
as-term-total = total
as-term-round = round
as-term-player = player
as-term-multiplier = multiplier

## Phases

as-phase-deal = dealing
as-phase-setup = hang the start painting
as-phase-pick = prepare the auction
as-phase-turn-over = turn the paintings over
as-phase-bid = bid
as-phase-acquire = take a painting
as-phase-place = place the painting
as-phase-decor = hang the decor tile
as-phase-after = hang the assistant's tile?
as-phase-end = game over

## The words of each decision

as-button-back_button = { $value }: { $w }×{ $h } ({ $left })
as-button-take_slot = Take painting { $slot }
as-button-ready = Ready
as-button-reveal = Reveal
as-button-next = Next
as-button-reveal_done = Continue
as-button-hang_here = Hang here
as-button-to_assistant = To the assistant
as-button-done = Done
as-button-excess_button = Set aside as excess
as-button-swap_button = Swap with museum painting { $n }
as-button-take = take
as-button-hang = hang
as-button-from-assistant = hang the assistant's tile
as-button-swap = swap with the museum

## Messages of a table or a replay

as-message-title = Art Society
as-message-round_of = Round { $round }
as-message-to_move = { $name } to move
as-message-chance = chance
as-message-chance_moves = Chance decides next (the paintings' fronts)
as-message-player_n = Player { $n }
as-message-you = you
as-message-bot = bot
as-message-game_over = Game over: { $names } won.
as-message-waiting = Waiting for { $name }.
as-message-face_down = face down
as-message-taken = taken
as-message-pick_backs = { $name }, you are the auctioneer: pick { $n ->
    [one] 1 more painting
   *[other] { $n } more paintings
  } by their backs (value: width×height, how many are left).
as-message-take_hint = { $name }: take a painting from the auction.
as-message-bids = Bids
as-message-order = Order
as-message-bid_hidden = sealed
as-message-bid_waiting = …
as-message-choose_bid = { $name }: choose a bid card (the others cannot see it).
as-message-pile = pile { $cards }
as-message-all_bids_in = All bids are in. Reveal them together:
as-message-setup_hint = { $name }: hang your start painting ({ $genre }, frame { $frame }, value { $value }, { $w }×{ $h }) so that it covers a star space.
as-message-cell = row { $row }, column { $col }
as-message-tile = { $kind ->
    [decor] decor tile { $w }×{ $h } ({ $shields ->
        [one] 1 shield
       *[other] { $shields } shields
      })
   *[painting] { $genre } painting (frame { $frame }, value { $value }, { $w }×{ $h })
  }
as-message-nothing_to_hang = There is no tile to hang now.
as-message-assistant_holds = Assistant: { $tile }
as-message-nothing = empty
as-message-excess_count = Excess paintings: { $n }
as-message-hand = hand { $cards }
as-message-genre_points = { $genre } { $points }

## Event sentences

as-event-start_painting = { $p } gets the start painting { $genre } (frame { $frame }).
as-event-start_card = { $p } gets the start bid card { $card }.
as-event-auctioneer = { $p } has the lowest start bid card ({ $card }) and is the first auctioneer.
as-event-round = Round { $round }: { $p } is the auctioneer.
as-event-pick = { $p } puts a painting of value { $value } ({ $w }×{ $h }) up for auction, face down.
as-event-front = The painting in auction slot { $slot } turns over: { $genre }, frame { $frame }.
as-event-bid = { $p } places a sealed bid.
as-event-reveal = The bids are revealed: { $bids }.
as-event-tie = Tie at { $bid }: { $step ->
    [beneath] the card beneath
    [start] the start bid card
   *[deeper] the card further down the pile
  } decides ({ $cards }).
as-event-order = Order for taking paintings: { $order }.
as-event-take = { $p } takes the { $genre } from slot { $slot } (value { $value }, { $w }×{ $h }).
as-event-hang = { $p } hangs { $source ->
    [start] the start painting
    [decor] the decor tile
    [assistant] the assistant's tile
   *[auction] the painting
  } at row { $row }, column { $col }.
as-event-faux_pas = Faux pas! { $p }'s { $genre } touches another { $genre }: these paintings will score nothing for their genre.
as-event-decor_earned = { $p } earns a decor tile with { $shields ->
    [one] 1 shield
   *[other] { $shields } shields
  } ({ $matching ->
    [0] for the excess painting
    [one] 1 touching painting with the same frame
   *[other] { $matching } touching paintings with the same frame
  }).
as-event-decor_returned = { $p }'s decor tile ({ $shields ->
    [one] 1 shield
   *[other] { $shields } shields
  }) fits nowhere and goes back to the supply.
as-event-decor_supply_empty = No decor tile with { $shields ->
    [one] 1 shield
   *[other] { $shields } shields
  } is left in the supply for { $p }.
as-event-to_assistant = { $p } gives the tile to the assistant.
as-event-excess = { $p }'s { $genre } fits nowhere: an excess painting (−2 at the end; { $count } so far). { $p } takes a 1-shield decor tile.
as-event-museum_swap = { $p } swaps the { $genre } that fits nowhere for a museum painting of value { $got }.
as-event-museum = The unsold { $genre } goes to the museum: its marker moves from { $start } to { $to }{ $bumped_count ->
    [0] { "" }
    [one] { " " }(skipping the occupied space { $bumped })
   *[other] { " " }(skipping the occupied spaces { $bumped })
  }.
as-event-gavel = The gavel passes to { $p }.
as-event-game_end = The game ends after round { $round }: { $reasons }.
as-event-scores = Final scores: { $totals }. { $winners_count ->
    [one] Winner
   *[other] Winners
  }: { $winners }.

## Why the game ended

as-end-full_wall = a gallery wall is full
as-end-excess = a player has 2 excess paintings
as-end-bid_cards = the bid cards ran out
as-end-paintings = the paintings ran out
