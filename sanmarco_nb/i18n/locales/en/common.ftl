## What both games and every front end share: players, lists, switches of the rules.

player = Player { $n }
chance = chance
# a player and their value in a list of players (a reveal, the scores): never a number glued to a name
player-value = { $p }: { $value }
# a number by itself (a table cell), with the language's separators and minus sign
number = { $n }
# a number to one decimal place ("2.0", "−0.5"): a margin of points
tenths = { NUMBER($n, minimumFractionDigits: 1, maximumFractionDigits: 1) }
on = on
off = off
