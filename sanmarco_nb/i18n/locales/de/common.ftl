## Was beide Spiele und jede Oberfläche teilen: Spieler, Aufzählungen, Regelschalter.

player = Spieler { $n }
chance = Zufall
list-and = { $init } und { $last }
on = an
off = aus
