## Pig, the tests' game (tests/games/pig): its texts, prefix pg-

pg-term-turn_total = turn total
pg-term-target = target
pg-phase-turn = choosing to roll or hold
pg-phase-roll = rolling the die
pg-phase-end = game over
pg-button-roll = Roll
pg-button-hold = Hold
pg-event-die = { $p } rolled { $roll }: turn total { $total }.
pg-event-bust = { $p } rolled 1 and lost { $points ->
        [one] 1 point
       *[other] { $points } points
    }.
pg-event-hold = { $p } held and banked { $points ->
        [one] 1 point
       *[other] { $points } points
    }: score { $total }.
pg-event-win = { $p } reached { $total } and won.
pg-preview-risk = a 1 loses { $points ->
        [one] 1 point
       *[other] { $points } points
    }
pg-preview-bank = your score becomes { $total }
pg-preview-win = you win
why-pg-die_first = the die is rolled first
variant-pg-target = points to win
rule-PG-S1 = Every player starts with 0 points; the start player goes first.
rule-PG-T1 = Your turn begins with a roll of the die; then the next player takes a turn.
rule-PG-T2 = After a roll of 2 to 6 you roll again or hold.
rule-PG-R1 = A roll of 2 to 6 adds its face to your turn total.
rule-PG-R2 = A roll of 1 loses your turn total and ends your turn.
rule-PG-H1 = Holding banks your turn total and ends your turn.
rule-PG-E1 = The first player to reach the target wins.
pg-message-title = Pig
