## Refusals: why a move, a record or a request is not accepted (IllegalAction, RecordError,
## the room server's Refused). $move is a move in notation, shown as typed; $who a player.

## Both games

why-game_over = the game is over
why-preview_chance = chance decides here: there is no move to preview
why-preview_turn = a preview follows one player's moves: after { $move } it is no longer their turn
why-no_chance_step = no chance step here: it is { $who }'s turn
why-not_legal = '{ $move }' is not legal here
why-notation_type = notation must be text, not { $type }
why-notation_long = a move is at most { $max } characters, not { $n }: { $move }
why-notation_ascii = moves are written in plain ASCII letters and digits: { $move }
why-notation = not a move in { $game }'s notation: { $move }

## San Marco

why-sm-notation = { $move } is not San Marco notation (for example 'district 5', 'doge 2 P1 3', 'take 1 5 B L2')
why-sm-notation_detail = { $why ->
    [district] '{ $token }' is not a district number 1-6
    [player] '{ $token }' is not a player P1-P{ $players }
    [canal] '{ $token }' is not a canal like 1-2
    [not_adjacent] { $a } and { $b } are not adjacent
    [card] '{ $token }' is not a card code (1-6, B, T, D, X, L1, L2, L3)
    [twice] '{ $token }' appears twice
    [unexpected] unexpected '{ $token }'
    [empty] the move is empty
    [unknown] unknown move '{ $token }'
    [incomplete] the move is incomplete
    [arguments] '{ $verb }' takes { $n ->
        [one] 1 argument
       *[other] { $n } arguments
      }
    [bridge_take] write a taken bridge as 'take 4-5 P3'
    [bridge_from] write the aristocrat's district as 'from 3'
    [empty_offer] an offer must hold at least one card
    [offer_cards] 'offer' needs its cards, e.g. 'offer 2 B L1'
    [take_cards] 'take' needs the offer's cards, e.g. 'take 1 5 B L2'
    [keyword] write '{ $keyword } <district>'
    [transfer_from] write 'from <district>'
   *[doge_path] write the Doge's path like 'doge 2 P1 3 ~ 5'
  }
why-sm-not_action = { $what } is not a San Marco action (parse notation with state.parse)
why-sm-phase = it is time for { $phase ->
    [setup-dice] a set-up roll (chance decides)
    [setup-bridges] { $who } to place a set-up bridge ('bridge 1-2')
    [roles] the role lottery
    [draw] a card to be drawn (chance decides)
    [split] { $who } to split the cards into offers ('split ... / ...')
    [choose] { $who } to take an offer ('take ...')
    [play] { $who } to play an action card
    [doge] { $who } to move the Doge ('doge 3 P2 5') or stop it
    [banish-roll] the banishment roll (chance decides)
    [banish] { $who } to choose whose aristocrats leave ('remove ...')
    [free-banish] { $who } to make the free banishment ('banish 5')
    [free-remove] { $who } to remove one aristocrat ('remove 5 P3')
   *[end] nothing: the game is over
  }, not '{ $move }'
why-sm-split_cards = a split must use exactly the cards drawn ({ $hand }), not { $got }
why-sm-split_offers = the cards must go into { $n } non-empty offers
why-sm-take = no offer on the table holds exactly { $cards }
why-sm-canal_full = { $a } and { $b } already have { $max } bridges (SM-B3)
why-sm-draw = no { $card } can be drawn now
why-sm-roll = the die cannot show { $roll } here (SM-S3: the fourth roll must differ)
why-sm-roles = the roles go to the other active players, each once
why-sm-no_card = the offer being played holds no { $card }
why-sm-not_adjacent = { $a } and { $b } are not adjacent
why-sm-hop = you own no bridge between { $a } and { $b } (SM-A1: the hop is over your own bridge)
why-sm-transfer_own = a transfer takes another player's aristocrat, not your own
why-sm-no_aristocrat = { $player } has no aristocrat in { $district }
why-sm-doge_start = the Doge is in { $district }, so its path starts there
why-sm-doge_twice = the Doge's path visits a district twice; take the shorter path
why-sm-doge_cost = you have { $points ->
    [one] 1 prestige point
   *[other] { $points } prestige points
  }; this path costs { $cost }
why-sm-supply_not_empty = your supply is not empty: the aristocrat comes from the supply (SM-A6)
why-sm-no_own_aristocrat = you have no aristocrat in { $district }
why-sm-supply_empty = your supply is empty: say which district the aristocrat comes from (SM-A6)
why-sm-no_bridge = { $player } has no bridge between { $a } and { $b }
why-sm-bridges_only = with these rules the Doge crosses canals only over bridges ({ $switch }: { $value }), and there is none between { $a } and { $b }
why-sm-own_bridge = you own a bridge between { $a } and { $b }: the Doge crosses it free, not without a bridge (SM-A9)

## Art Society

why-as-notation = '{ $move }' is not Art Society notation (e.g. 'bid 14', 'take 2', 'hang 3x4@6,2', 'pick 5:3x3')
why-as-not_action = not an Art Society action: { $what }
why-as-verb = { $what } is not an Art Society verb
why-as-number = '{ $field }' of a move is a whole number, not { $what }
why-as-number_size = '{ $field }' of a move is { $what }
why-as-code = '{ $field }' of a move is a one-letter code, not { $what }
why-as-task = it is { $who }'s turn to { $phase ->
    [setup] hang the start painting
    [pick] pick a painting for the auction
    [bid] bid
    [acquire] take a painting
    [place] place the painting just taken
    [decor] place the decor tile just earned
   *[after] hang the assistant's tile or say done
  }, so '{ $move }' is not possible now
why-as-pick = no painting with the back { $value }: { $w }×{ $h } is left to pick
why-as-bid_played = bid card { $card } was already played
why-as-no_bid_card = { $who } has no bid card { $card }
why-as-slot_empty = auction slot { $slot } is empty
why-as-no_slot = there is no auction slot { $slot }
why-as-assistant_full = the assistant already holds a tile (AS-P6)
why-as-swap = no museum painting of this genre can be swapped in here ({ $switch })
why-as-assistant_empty = the assistant is empty
why-as-assistant_fresh = the assistant's tile arrived this turn; it may hang on a later turn (AS-P6)
why-as-assistant_used = the assistant's tile was already hung this turn
why-as-assistant_after = the painting just taken fits on the wall: the assistant's tile may hang after it (AS-R4)
why-as-assistant_strict = with the rule '{ $switch }' off, a painting that fits nowhere is excess at once; the assistant's tile may hang after it (AS-R4)
why-as-chance = chance decides here, not a player: '{ $move }' is not a chance outcome
why-as-start_left = the start painting { $genre }, frame { $frame }, is not left to deal
why-as-card_left = the start bid card { $card } is not left to deal
why-as-front_left = no painting of this back with the front { $genre }, frame { $frame }, is left
why-as-orientation = the { $kind ->
    [decor] decor tile
   *[painting] painting
  } in hand is { $pw }×{ $ph }, not { $w }×{ $h }{ $kind ->
    [decor] { " " }(a decor tile may be turned)
   *[painting] { "" }
  }
why-as-place = a { $w }×{ $h } { $kind ->
    [decor] decor tile
   *[painting] painting
  } does not fit at row { $row }, column { $col }: { $why ->
    [beyond] it would reach beyond the wall
    [overlap] it would overlap a tile already hanging there (AS-P1)
    [star] the start painting must cover a star space (AS-S1)
   *[edge] it would share no edge with a tile on the wall; a corner touch is not enough (AS-P1)
  }

why-as-start_same = in this variant every start painting hangs with its top-left cell on the upper star (row { $row }, column { $col }) (AS-S1)

## Set-up (a new game's arguments; a record's header)

setup-players = { $game } is for { $low }–{ $high } players, not { $what }
setup-seed = the seed must be a whole number from 0 to 2**64-1, not { $what }
setup-start_player = the start player must be one of the players, Player 1 to Player { $count } (0 to { $high }), not { $what }
setup-as-start_player = the first auctioneer is set by the start cards (AS-S2): the start player must be Player 1 (0)

## Records

record-move = move { $n } ({ $move }): { $reason }
record-game = field 'game': expected '{ $expected }', got { $got }
record-unknown_game = field 'game': unknown game { $got }
record-header = header: { $reason }
record-digits = a number has more than { $max } digits: { $what }
record-constant = { $what } is not a number a record may hold
record-too_long = a record is at most { $max } characters
record-nested = the record is nested deeper than { $max } levels
record-json = the record is not valid JSON (line { $line }, column { $column })
record-not_text = the record is not text (UTF-8)
record-object = a record is a JSON object
record-field_name = field names are text, not { $what }
record-unknown_field = unknown field { $what }
record-missing = field '{ $field }' is missing
record-game_name = field 'game': expected a game's name, not { $what }
record-format = field 'format': this version reads format { $version }, not { $what }
record-version = field 'version': expected text like "0.1.0"
record-number = field '{ $field }': expected a whole number from 0 to { $top }, not { $what }
record-moves = field 'moves': expected a list of moves in notation
record-many_moves = field 'moves': at most { $max } moves, not { $n }
record-move_type = move { $n }: expected a move in notation, not { $type }
record-move_long = move { $n }: a move is at most { $max } characters, not { $length }
record-variant = field 'variant': expected an object
record-unknown_switch = field 'variant': unknown switch { $what }
record-switch_nested = field 'variant.{ $name }': { $reason }
record-switch_value = field 'variant.{ $name }': { $what } is not one of { $choices }

## The room server (classroom)

room-stale = stale: you saw move { $seen }, the game is at move { $now }; look at the table again
room-not_your_turn = not your turn: it is { $who }'s turn
room-move_text = a move is notation text of at most { $max } characters
room-no_room = no room { $room }
room-unknown_code = unknown or already used code
room-other_room = this code belongs to another room
room-unknown_session = unknown session: ask your teacher for a new code
room-no_seat = room { $room } has no human seat { $seat }
room-first_message = the first message must be { "{" }"type": "join", "code": ...{ "}" }
room-too_many_codes = too many wrong codes from this address: wait a minute
room-wrong_teacher_code = wrong teacher code
room-teacher_watches = the teacher's view watches; it does not move
room-version = not a version: a move carries the version it was made on, the move count (a whole number from 0)
room-unknown_type = unknown message type { $what }
room-no_join = no join message in time
room-seat_number = seat: a number
