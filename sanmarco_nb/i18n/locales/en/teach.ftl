## The table teaches (issue 21): watching the others play, what each decision is about, what
## each option will do (State.preview), the notation key and the charts' legends.
## $you is "yes" when a phrase is about the player deciding ("you"), else "no" ($p names them).

## Watching the others: the caption of a step, Next, and "since your move"

table-step = step by step
table-seat_of = { $name } ({ $seat })
table-you = you
table-bot = bot
table-chance_turn = Chance
table-watch_step = Move { $n }
table-watch_next = Next: { $who }
table-watch_skip = Skip to my turn
table-nothing_to_step = Nothing to step through now.
table-since_title = Since your move (click a line to see the board then)
table-since_jump = Show the game at this point
table-since_more = … { $n ->
    [one] 1 more line
   *[other] { $n } more lines
  } in the log
table-since_round = New round
table-since_passage = End of the passage
table-since_bonus = Passage bonuses
table-since_banish = Banishment
table-since_scoring = Scoring
table-since_doge = The Doge
table-since_reveal = The bids
table-since_museum = Museum
table-since_end = End of the game
table-key = Key
table-key_title = Key: what the codes and marks at the table mean
table-warn = Careful

## San Marco: what each decision is about (one sentence, with its rule)

sm-table-decide-setup-dice = Set-up roll (SM-S2): 2 of your aristocrats go into the district of the number you roll, and they count in every scoring from the first on.
sm-table-decide-banish-roll = Banishment (SM-A5): the number you roll is how many aristocrats leave { $district }, your opponents' first.
sm-table-decide-setup-bridges = You are placing a set-up bridge (SM-S4): from a district card your aristocrats may cross your own bridges (SM-A1), and whenever another player walks the Doge over one, they pay you 1 prestige point (SM-A9).
sm-table-decide-roles = You hand out the roles (SM-R1): the first one named chooses from your offers, the others play in the next pair.
sm-table-decide-split = { $k ->
    [3] You are the distributor (SM-R4): split your cards into three offers; the choosers take theirs first and you get the one left (SM-R6), so make them worth the same to you.
   *[other] You are the distributor (SM-R3): split your cards into two offers; the chooser takes one and you get the other (SM-R6), so make both worth the same to you.
  }
sm-table-decide-choose = You choose an offer (SM-R6): you play its action cards, and its limit cards add to your limit total; at { $limit_out } you sit out the rest of the passage (SM-P2).
sm-table-decide-play = Play each card of your offer once, in any order (SM-R7): click a district on the board, or choose below.
sm-table-decide-doge = You are walking the Doge (SM-A8): a step over another player's bridge costs 1 prestige point to its owner, a step without a bridge 2 to the bank, your own bridges are free (SM-A9); where the Doge stops, that district scores (SM-V1).
sm-table-decide-doge_first = The first Doge card places the Doge in any district, and that district scores at once (SM-A7).
sm-table-decide-banish = The die shows a { $n }: choose whose aristocrats leave { $district }, your opponents' first (SM-A5).
sm-table-decide-free-banish = You have the fewest limit points (SM-P6): name a district for a free banishment; the die decides how many leave.
sm-table-decide-free-remove = Free removal (SM-P6): remove any one aristocrat from the board, your own included.
sm-table-doge_to = → { $d } ({ $steps })
sm-table-decide-bridge_card = Bridge card (SM-A2): the bridge is yours; your aristocrats may cross it, and others pay you when the Doge does.

## San Marco: what an option will do (from State.preview); a table joins them with " · "

sm-preview-bridge = { $after ->
    [one] the first bridge on this canal
   *[other] bridge { $after } of { $max } on this canal
  }
sm-preview-bridge_taken = { $owner }'s bridge between { $a } and { $b } becomes yours (SM-A3)
sm-preview-from_district = your supply is empty: the aristocrat comes from { $district } (SM-A6)
sm-preview-void = the card has no effect here
sm-preview-offer = Offer { $x } ({ $rule }) would take { $players } to { $limit_out } limit points or more: out for the rest of the passage (SM-P2)
sm-preview-limit = { $you ->
    [yes] your limit total { $before } → { $after }
   *[no] limit total of { $p }: { $before } → { $after }
  }
sm-preview-out = { $you ->
    [yes] takes you to { $limit } limit points: you sit out the rest of the passage (SM-P2)
   *[no] takes { $p } to { $limit } limit points: out for the rest of the passage (SM-P2)
  }{ $last ->
    [yes] { "" }; the passage ends after this round anyway
   *[no] { "" }
  }
sm-preview-passage_end = { $when ->
    [round] the passage ends after this round (SM-P3)
   *[next] the passage then ends after one more round (SM-P3)
  }: each player below { $limit_out } gains the highest limit total minus their own (SM-P5); { $after ->
    [yes] at the totals after this move, that is
   *[no] at the totals now, that is
  } { $bonus }{ $fewest ->
    [none] { "" }
   *[other] ; fewest limit points (SM-P6): { $fewest }
  }
sm-preview-gets = { $you ->
    [yes] you get the other offer: { $cards }
   *[no] { $p } gets the other offer: { $cards }
  }
sm-preview-left = the next chooser picks from: { $offers }
sm-preview-place = { $place ->
    [first] 1st
    [second] 2nd
    [tied] tied for 1st
   *[none] no place
  }
sm-preview-majority = { $district } if it scored now: { $standings }
sm-preview-standing = { $you ->
    [yes] you
   *[no] { $p }
  }: { $same ->
    [yes] still { $place } ({ $after })
   *[no] { $was } ({ $before }) → { $place } ({ $after })
  }
sm-preview-crossing = { $via ->
    [bank] { $pp } to the bank
    [own] 0 over your own bridge
   *[bridge] { $pp } to { $owner }
  }
sm-preview-step = { $via ->
    [own] free: over your own bridge
   *[other] you pay { $pp ->
        [one] 1 prestige point
       *[other] { $pp } prestige points
      } ({ $crossings }): { $before } → { $after }
  }
sm-preview-walk = { $pp ->
    [0] free ({ $crossings })
   *[other] you pay { $pp ->
        [one] 1 prestige point
       *[other] { $pp } prestige points
      } ({ $crossings }): { $before } → { $after }
  }
sm-preview-paid = { $pp ->
    [0] the walk was free
   *[other] you paid { $pp ->
        [one] 1 prestige point
       *[other] { $pp } prestige points
      } on the way: { $before } → { $after }
  }
sm-preview-scoring = { $district } scores: { $scores }
sm-preview-nobody = nobody scores
sm-preview-score = +{ $pp } for { $you ->
    [yes] you
   *[no] { $p }
  }
sm-preview-banish = { $aristocrats ->
    [0] no aristocrat in { $district }: nobody leaves
    [one] 1 aristocrat in { $district }; the die decides how many leave
   *[other] { $aristocrats } aristocrats in { $district }; the die decides how many leave
  } ({ $free ->
    [yes] SM-P6, SM-A5
   *[no] SM-A5
  })
sm-preview-may_lose = { $you ->
    [yes] you
   *[no] { $p }
  } { $least ->
    [0] { $most ->
        [0] cannot lose any
       *[other] may lose up to { $most }
      }
   *[other] may lose { $least }–{ $most }
  } of { $here }
sm-preview-will_lose = { $you ->
    [yes] you lose
   *[no] { $p } loses
  } { $n } of { $here }, whatever the roll
sm-preview-removed = { $you ->
    [yes] you lose { $n } in { $district }
   *[no] { $p } loses { $n } in { $district }
  }

## San Marco: the key and the charts' legends

sm-table-key-districts = the districts by their die number: { $list }; as a card code, that district's card
sm-table-key-values = under a district's name: the prestige points for 1st and 2nd place when it scores (SM-V2, SM-V3)
sm-table-key-pieces = a player's aristocrats in a district (their shape and colour) with how many there are
sm-table-key-doge = the Doge; the district it stands in scores when a Doge card is played (SM-V1)
sm-table-key-bridge = a bridge across a canal, in its owner's colour, their shape on it (at most { $max } per canal, SM-B3)
sm-table-key-players = Player 1 to Player 4
sm-table-key-notation = The log and the buttons name cards in words; records and the notation (`str(action)`) write them with these codes: "take 2 5 T D L2 L3" takes the Santa Croce and San Marco cards, a transfer card, a Doge card and limit cards worth 2 and 3.
sm-table-place_first = 1st { $player }
sm-table-place_second = 2nd { $player }
sm-table-place_tied = =1 { $player }
sm-table-legend_majority = Above each district, who would score if it scored now: 1st gets the first value, 2nd the second; tied leaders (=1) share first place and each get the second value, and then nobody is 2nd (SM-V2, SM-V3). Solid bars score, faded bars would get nothing.
sm-table-legend_prestige = Dashed line: a new passage begins (II, III).
sm-table-legend_limits = Dashed line: at { $limit_out } limit points a player sits out the rest of the passage (SM-P2); the limit cards go back after each passage (SM-P7).

## Art Society: what each decision is about

as-table-decide-setup = Hang your start painting so that it covers a star space (AS-S1); every later tile must touch one that hangs (AS-P1).
as-table-decide-pick = You are the auctioneer (AS-R1): pick { $n ->
    [one] 1 painting
   *[other] { $n } paintings
  } by their backs; the fronts are turned over afterwards, so value and size are all you choose.
as-table-decide-bid = Bid one card, hidden (AS-R2): the highest bid takes a painting first (ties: AS-R3); every bid card is spent, and the game ends when they run out (AS-E1).
as-table-decide-acquire = Take one painting (AS-R4): it must go on your wall or to your empty assistant, else it is excess (AS-P2).
as-table-decide-place = Hang it on your wall (AS-P1): touching another painting of its genre is a faux pas (AS-P3), touching the same frame earns decor (AS-P4).
as-table-decide-nowhere = This painting fits nowhere on your wall (AS-P2):
as-table-decide-decor = Hang your decor tile (AS-P5): each shield on your wall is 1 point at the end (AS-E3).
as-table-decide-after = Your turn can end now, or the assistant's tile can hang first (AS-P6).

## Art Society: what an option will do

as-preview-stars = covers { $covered ->
    [one] 1 star space
   *[other] { $covered } star spaces
  }
as-preview-pick = { $left ->
    [0] the last of these backs
    [one] 1 more of these backs in the stack
   *[other] { $left } more of these backs in the stack
  }; the front may be: { $fronts }
as-preview-front = { $genre } { $n }
as-preview-rooms = room for it on each wall ({ $rooms })
as-preview-room = { $you ->
    [yes] you
   *[no] { $p }
  }: { $cells ->
    [0] nowhere
    [one] 1 place
   *[other] { $cells } places
  }
as-preview-fits = fits at { $cells ->
    [one] 1 place
   *[other] { $cells } places
  } on your wall ({ $clean } without a faux pas{ $decor ->
    [0] { "" }
   *[other] , decor up to { $decor ->
        [one] 1 shield
       *[other] { $decor } shields
      }
  })
as-preview-bid = you keep { $left ->
    [one] 1 card
   *[other] { $left } cards
  } worth { $total } in all
as-preview-rival = { $p }: { $higher ->
    [0] no higher card
    [one] 1 higher card
   *[other] { $higher } higher cards
  }
as-preview-tie = on a tie with { $p } you take { $first ->
    [yes] first
   *[no] after them
  } ({ $step ->
    [beneath] the card beneath decides
    [deeper] a card deeper in the piles decides
   *[start] the start bid card decides
  }, AS-R3)
as-preview-fits_nowhere = fits nowhere on your wall: { $assistant ->
    [yes] it goes to your assistant (AS-P2)
   *[no] your assistant is full, so it is excess (AS-P2){ $first ->
        [yes] , unless the assistant's tile hangs first (AS-R4)
       *[no] { "" }
      }{ $swaps ->
        [0] { "" }
       *[other] , or swap it for a museum painting (AS-R5)
      }
  }
as-preview-excess = excess painting { $count } (AS-P2): −2 points at the end (AS-E6) and a 1-shield decor tile{ $ends ->
    [yes] ; the game ends after this round (AS-E1)
   *[no] { "" }
  }
as-preview-museum = the last painting goes to the museum: { $genre } { $before } → { $after } (AS-R5)
as-preview-decor = earns a decor tile with { $shields ->
    [one] 1 shield
   *[other] { $shields } shields
  } (AS-P4)
as-preview-faux_pas = faux pas: it touches { $n ->
    [one] 1 painting
   *[other] { $n } paintings
  } of its genre, and none of them scores its genre (AS-P3)
as-preview-eye_line = in the eye line: 3 points at the end if { $genre } leads the museum (AS-E4){ $leading ->
    [yes] { "" }; it leads now
   *[no] { "" }
  }
as-preview-corners = covers { $covered ->
    [one] 1 corner
   *[other] { $covered } corners
  } (each empty corner costs 2, AS-E6)
as-preview-full_wall = fills your wall: +5, and the game ends after this round (AS-E5)
as-preview-points = your score if the game ended now: { $before } → { $after }
as-preview-to_assistant = it waits with your assistant ({ $rule }); if it is still there at the end, it scores nothing (AS-P6)
as-preview-held = then the painting in hand fits at { $cells ->
    [one] 1 place
   *[other] { $cells } places
  } (AS-R4)
as-preview-swap = you get museum painting { $slot } ({ $genre }, value { $value }, { $w }×{ $h }); it fits at { $cells ->
    [one] 1 place
   *[other] { $cells } places
  } (AS-R5)
as-preview-done = your turn ends{ $waiting ->
    [yes] ; the assistant's tile waits for a later turn
   *[no] { "" }
  }

## Art Society: the table's new texts, the key and the legends

as-table-taken_by = taken by { $name }
as-table-revealing = the bids are revealed, step { $n } of { $count }
as-table-not_your_wall = This is { $name }'s wall: hang your tile on your own wall ({ $own }).
as-table-not_now = There is no tile to hang now; the step now: { $why }.
as-table-faux_pas_line = Faux pas: { $n ->
    [one] 1 painting
   *[other] { $n } paintings
  } of { $genre } touch; they score nothing for their genre (AS-P3).
as-table-placing = Being placed:
as-table-legend_museum = Each genre's marker on the museum's prestige track; ×5 to ×2: what each painting of that genre scores at the end (AS-E2).
as-table-legend_scores = Parts below zero are penalties: empty corners and excess paintings (AS-E6).
as-table-ties = If bids tie: who takes first, card by card (AS-R3)
as-table-key-painting = a painting: its genre, its frame (also drawn as its frame's line: solid, dashed, dotted, dash-dotted) and its value
as-table-key-genres = the genres: { $genres }
as-table-key-decor = a decor tile: one ◆ per shield, 1 point each at the end (AS-E3)
as-table-key-back = a face-down painting in the auction: its value, then width × height in cells
as-table-key-star = a star space: the start painting covers one (AS-S1)
as-table-key-eyeline = the eye line (pale yellow rows): the leading genre scores 3 more there (AS-E4)
as-table-key-faux_pas = a faux pas: red cross-hatching over the painting, and a line under the wall (AS-P3)
as-table-key-legal = where the top-left corner of the tile being placed may go (blue cells)

## The play app

app-forms = New game or join a room
