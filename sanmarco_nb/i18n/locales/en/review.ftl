## The Review of both tables (widgets/review.py): each decision of a seat graded against the
## coach's best, a chart of the seat's win chance, and "learn from your mistakes".

review-button = Review
review-button_tip = Grade each decision of the seat in this game against the coach's best move (in the background; the table stays usable)
review-seat = Seat
review-cancel = Cancel the review
review-busy = The review is still running.
review-no_game = A review needs a finished game or a loaded record.
review-no_decisions = { $name } had no decision with a choice in this game.
review-starting = Grading { $total ->
    [one] 1 decision
   *[other] { $total } decisions
  }…
review-progress = { $done } of { $total } decisions graded, about { $left } s left
review-cancelled = Review cancelled.
review-title = Review of { $name }: { $count ->
    [one] 1 decision
   *[other] { $count } decisions
  }, { $worse } of them graded inaccuracy, mistake or blunder. Click a point, or a mistake below, to see the table after that move.
review-chart_title = Win chance of { $name } after each decision
review-axis_move = Move
review-axis_win = Win chance
review-fair = a fair share
review-grade = { $grade ->
    [best] best
    [good] good
    [inaccuracy] inaccuracy
    [mistake] mistake
    [blunder] blunder
   *[none] not graded (the simulations cannot tell it apart from the best)
  }
review-item = Move { $ply }, { $grade }: you played “{ $move }”; the coach's best: “{ $best }” ({ $win }, { $points })
review-item_close = Move { $ply }, not graded: you played “{ $move }”; the coach chose “{ $best }”, but its simulations cannot tell the two apart (yours: { $win }, { $points }; within the simulations' uncertainty)
## what the move played gives against the coach's choice: $dir is less, more or same (rounded
## to nothing), $n the amount (a whole number of percentage points; points to a tenth)
review-win = { $dir ->
    [less] { $n ->
        [one] 1 percentage point
       *[other] { $n } percentage points
    } less win chance
    [more] { $n ->
        [one] 1 percentage point
       *[other] { $n } percentage points
    } more win chance
   *[same] the same win chance
  }
review-points = { $dir ->
    [less] { NUMBER($n, maximumFractionDigits: 1) } { $n ->
        [one] point
       *[other] points
    } less
    [more] { NUMBER($n, maximumFractionDigits: 1) } { $n ->
        [one] point
       *[other] points
    } more
   *[same] as many points
  }
review-item_best = Move { $ply }: you played “{ $move }”, the coach's best too.
review-none = No decision was graded inaccuracy, mistake or blunder.
review-learn = Learn from your mistakes
review-learn_prompt = Move { $ply }: “{ $move }” was graded “{ $grade }”. Find a better move and make it on the table.
review-learn_checking = The coach is checking your move…
review-learn_solved = Yes: “{ $move }” is as good as the coach's best here, as far as its simulations can tell.
review-learn_retry = Not quite: “{ $move }” is clearly worse than the best. Try again.
review-learn_shown = The coach's best here: “{ $best }”.
review-show_answer = Show the answer
review-next = Next mistake
review-learn_done = Done: you went through every mistake and found a good move at { $solved } of { $total }.
review-locked_hint = Your teacher has turned hints off for this room.
review-locked_review = Your teacher has turned the review off for this room.

## The room server's answer to a teacher's lock (POST /api/rooms/<room>/locks)
room-locks = locks: a list of the functions to turn off in the room's tables (possible: { $choices })
