## Was beide Spiele und jede Oberfläche teilen: Spieler, Aufzählungen, Regelschalter.

player = Spieler { $n }
chance = Zufall
# a player and their value in a list of players (a reveal, the scores): never a number glued to a name
player-value = { $p }: { $value }
# a number by itself (a table cell), with the language's separators and minus sign
number = { $n }
on = an
off = aus
