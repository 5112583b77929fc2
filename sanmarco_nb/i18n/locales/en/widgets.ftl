## The tables (sanmarco_nb.widgets): the shared controls (table-…), each game's own texts
## (sm-table-…, as-table-…) and the play app (app-…).

table-log = <b>Log</b> (newest first; select an entry to see its rule)
table-to_start = Start
table-back = Back
table-forward = Forward
table-to_end = End
table-past = <b>Looking at move { $n } of { $total }</b> (the past): a move made here replaces { $left ->
    [one] the move
   *[other] the { $left } moves
  } after it.
table-rules_now = Rules now: { $phase }
table-choices_do = What each choice does
table-back_to_now = Back to now
table-replay = Replay
table-stop = Stop
table-bots_play = Bots play (a greedy bot in your seat too):
table-speed = Speed
table-instant = instant
table-fast = fast
table-normal = normal
table-slow = slow
table-busy = The bots are playing: wait, or press Stop.
table-stale = This choice is out of date: the game has moved on.
table-not_your_turn = It is not a human player's turn now.
table-record = Record (JSON)
table-show_record = Show this game's record
table-load_record = Load and replay
table-continue = Continue: bots play until it is your turn
table-nothing_to_resume = A human decides here: nothing for the bots to do.
table-lines = Kept lines:
table-this_line = this line
table-line_of = line left at move { $fork } ({ $moves ->
    [one] 1 move
   *[other] { $moves } moves
  })
table-branched = A new line from here: the old one is kept under 'Kept lines'.
table-no_roll = There is no die to roll now.
table-record_players = The record is of a game for { $theirs } players and this table seats { $seats }: open it in a table for { $theirs }.
# "Bots play:" [until the end of …]
table-until_turn = until the end of the turn
table-until_round = until the end of the round
table-until_passage = until the end of the passage
table-until_game = until the end of the game

## A seat in a classroom room

table-remote_sending = Your move is on its way to the room server: wait a moment.
table-remote_past = You are looking at the past: go to the End to play on.
table-remote_watching = You are watching this room: nobody plays from here.
table-remote_lost = The move did not reach the room server ({ $why }): look at the table and try again.
table-remote_closed = The connection to the room is closed ({ $why }).
table-remote_other_game = This code opens a room of { $what }, not of { $game }: open the table of { $what } with it.
table-remote_no_room = A code, a name or watching belong to a classroom room: give the room's address too (room=…).
table-remote_no_code = A room is joined with a code: give it (code=…).
table-remote_seat = room { $room }, your seat: { $name }
table-remote_elsewhere = This seat is played in the room, not at this table.

## San Marco's table

sm-table-card_rules = What these cards do
sm-table-split_hint = Put each card into an offer; every offer needs at least one card.
sm-table-rolls_done = Done: no die to roll here any more; the game goes on with { $phase }.
sm-table-click_district = Click a district on the board, or choose below.
sm-table-more = … { $n ->
    [one] 1 more
   *[other] { $n } more
  }: { $hint }
sm-table-focus = Showing the choices for { $district }.
sm-table-move_to = Click: move this card to offer { $offer }
sm-table-move_card = Move the { $card } card to offer { $offer }
sm-table-show_all = show all
sm-table-chart_prestige = Prestige points
sm-table-chart_majority = Aristocrats per district (1st, 2nd)
sm-table-chart_limits = Limit totals (out at { $limit_out })
sm-table-axis_rounds = rounds (dashed: new passage)
sm-table-axis_pp = prestige points

## Art Society's table

as-table-auction_row = Auction
as-table-pass_device = Pass the device to { $name }; the other bids stay hidden. Then press Ready.
as-table-place_hint = { $name }: hang the { $tile }. Click a highlighted cell (its top-left corner) or choose a position, check the preview, then confirm.
as-table-position = Position
as-table-which_tile = Tile
as-table-the_new = in hand: { $tile }
as-table-the_assistants = the assistant's: { $tile }
as-table-choose_cell = Choose a highlighted cell.
as-table-preview_ok = Preview: no faux pas
as-table-preview_faux_pas = Preview: faux pas with { $n ->
    [one] 1 painting
   *[other] { $n } paintings
  } of the same genre
as-table-preview_decor = earns a decor tile with { $n ->
    [one] 1 shield
   *[other] { $n } shields
  }
as-table-preview_no_decor = no decor
as-table-preview_eyeline = in the eye line
as-table-museum_title = Museum: prestige track (×multiplier)
as-table-estimate = Scores if the game ended now
as-table-final = Final scores

## The play app (notebooks/play.ipynb)

app-title = San Marco and Art Society
app-game = Game
app-players = Players
app-seed = Seed
app-language = Language
app-new_game = New game
app-join_room = Join a room
app-room = Room
app-code = Code
app-code_placeholder = your join code
app-name = Your name
app-name_placeholder = optional
app-join = Join the room
app-seat = { $player }
app-seat-human = you (human)
app-seat-greedy = greedy bot
app-seat-random = random bot
app-seat-search = search bot
app-instructions = One screen: hot seat for every human seat. A room: one seat per screen, only your own cards shown.
app-started = { $game }, seed { $seed }: { $seats }
app-join_first = Enter the room address and your code first.
app-join_failed = Could not join: { $why }
app-joined = Joined the room: { $game }.

## The command line (python -m sanmarco_nb replay --lang …)

cli-review_line = { $ply }. { $name }: { $move } · coach: { $best } · loss { $loss } of win chance, { $points } points · { $grade ->
    [best] best
    [good] good
    [inaccuracy] inaccuracy
    [mistake] mistake
    [blunder] blunder
   *[none] not graded: the simulations cannot tell it from the best
  }
cli-replay_header = { $game }, { $players } players, seed { $seed }, { $moves ->
    [one] 1 move
   *[other] { $moves } moves
  }
cli-final = final scores: { $scores }; { $count ->
    [one] winner
   *[other] winners
  }: { $winners }

## What a table is where no widget can be drawn (GitHub, nbviewer, an untrusted notebook)

table-static = { $game } for { $players } players ({ $seats }), at { $where }. The picture shows the { $picture ->
    [board] board
   *[walls] walls and museum
  } at that point; run the cell to play.
table-static_piece = { $game }, { $piece ->
    [DiceRoller] the set-up dice
    [SplitBuilder] building two offers
    [OfferChooser] choosing an offer
    [DogeMover] moving the Doge
   *[other] a piece of the table
  } used alone, at { $where }. The picture shows the { $picture ->
    [board] board
   *[walls] walls and museum
  } at that point; run the cell to play.
table-static_seats = { $humans_count ->
    [0] no human
    [one] { $humans } human
   *[other] { $humans } humans
  }, { $bots ->
    [one] 1 bot
   *[other] { $bots } bots
  }
table-static_box = { $picture }; run the cell to use it.
