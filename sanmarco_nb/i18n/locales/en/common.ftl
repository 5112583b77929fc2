## What both games and every front end share: players, lists, switches of the rules.

player = Player { $n }
chance = chance
# a list of two or more: "Player 1, Player 2 and Player 3"
list-and = { $init } and { $last }
on = on
off = off
