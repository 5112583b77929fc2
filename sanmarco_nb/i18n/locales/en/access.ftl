## What a screen reader hears (widgets/access.py): the live region after every step, the board
## and the walls in words, and the names of controls that show no label of their own.
## $name is a player's name, $district a district's, $phase a phase's; positions count from 1.

## The live region: whose turn

access-your_turn = Your turn, { $name } ({ $phase }).
access-your_roll = Your turn to roll the die, { $name } ({ $phase }).
access-turn_of = { $name } is to move ({ $phase }).
access-chance = Chance decides next ({ $phase }).
access-game_over = The game is over.
access-playing = playing
access-reveal = All bids are in: press “{ $what }” to go on.
access-more_events = { $n ->
    [one] 1 more event is
   *[other] { $n } more events are
  } in the log.
access-position = You are looking at the past: position { $n } of { $max }.

## San Marco: the board in words

access-board_title = The board in words
access-board_summary = { $n } of { $max } bridges built; { $what }.
access-doge_off = the Doge is not on the board yet
access-doge_in = the Doge stands in { $district }
access-district = { $district } (first { $pp }, second { $points }): { $what }.
access-aristocrats = { $name }: { $n ->
    [one] 1 aristocrat
   *[other] { $n } aristocrats
  }
access-no_aristocrats = no aristocrats
access-would_score = a scoring now: { $what }
access-award = { $name } gets { $pp ->
    [one] 1 prestige point
   *[other] { $pp } prestige points
  }
access-bridges = bridges { $what }
access-bridge_to = to { $district } ({ $name })
access-doge_here = the Doge stands here
access-districts = District on the board
access-all_districts = all districts
access-district_choices = { $district }: { $n ->
    [0] no choice
    [one] 1 choice
   *[other] { $n } choices
  }

## Art Society: a wall in words

access-wall = { $name }'s wall
access-wall_title = { $name }'s wall in words
access-tile_at = { $where }: { $tile }
access-tile_at_faux_pas = { $where }: { $tile }, in a faux pas
access-wall_free = { $n ->
    [one] 1 space
   *[other] { $n } spaces
  } of { $max } empty

## Names of controls

access-log = Log entries, newest first
access-until = Bots play until
access-board = The board
access-moves = The game's moves
access-charts = Charts
access-table = { $game }, table { $n }
access-of_table = { $part } ({ $table })
