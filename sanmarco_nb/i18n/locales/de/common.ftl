## Was beide Spiele und jede Oberfläche teilen: Spieler, Aufzählungen, Regelschalter.

player = Spieler { $n }
list-and = { $init } und { $last }
on = an
off = aus
