## Die Analyse an beiden Tischen (widgets/review.py).

review-button = Analyse
review-button_tip = Jede Entscheidung dieses Platzes in der Partie mit dem besten Zug des Trainers vergleichen (im Hintergrund; du kannst am Tisch weitermachen)
review-seat = Platz
review-cancel = Analyse abbrechen
review-busy = Die Analyse läuft noch.
review-no_game = Eine Analyse braucht eine beendete Partie oder eine geladene Aufzeichnung.
review-no_decisions = { $name } hatte in dieser Partie keine Entscheidung mit einer Wahl.
review-starting = { $total ->
    [one] 1 Entscheidung wird
   *[other] { $total } Entscheidungen werden
  } bewertet …
review-progress = { $done } von { $total } Entscheidungen bewertet, noch etwa { $left } s
review-cancelled = Analyse abgebrochen.
review-title = Analyse für { $name }: { $count ->
    [one] 1 Entscheidung
   *[other] { $count } Entscheidungen
  }, davon { $worse } als Ungenauigkeit, Fehler oder grober Fehler bewertet. Klick auf einen Punkt oder einen Fehler unten, um den Tisch nach diesem Zug zu sehen.
review-chart_title = Gewinnchance von { $name } nach jeder Entscheidung
review-axis_move = Zug
review-axis_win = Gewinnchance
review-fair = der faire Anteil
review-grade = { $grade ->
    [best] bester Zug
    [good] gut
    [inaccuracy] Ungenauigkeit
    [mistake] Fehler
    [blunder] grober Fehler
   *[none] keine Note (die Simulationen können ihn nicht vom besten unterscheiden)
  }
review-item = Zug { $ply }, { $grade }: Du hast „{ $move }“ gespielt; der beste Zug des Trainers: „{ $best }“ ({ $win }, { $points })
review-item_close = Zug { $ply }, keine Note: Du hast „{ $move }“ gespielt; der Trainer wählte „{ $best }“, aber seine Simulationen können die beiden nicht unterscheiden (deiner: { $win }, { $points }; innerhalb der Unsicherheit der Simulationen)
review-win = { $dir ->
    [less] { $n ->
        [one] 1 Prozentpunkt
       *[other] { $n } Prozentpunkte
    } weniger Gewinnchance
    [more] { $n ->
        [one] 1 Prozentpunkt
       *[other] { $n } Prozentpunkte
    } mehr Gewinnchance
   *[same] dieselbe Gewinnchance
  }
review-points = { $dir ->
    [less] { NUMBER($n, maximumFractionDigits: 1) } { $n ->
        [one] Punkt
       *[other] Punkte
    } weniger
    [more] { NUMBER($n, maximumFractionDigits: 1) } { $n ->
        [one] Punkt
       *[other] Punkte
    } mehr
   *[same] gleich viele Punkte
  }
review-item_best = Zug { $ply }: Du hast „{ $move }“ gespielt, auch der beste Zug des Trainers.
review-none = Keine Entscheidung wurde als Ungenauigkeit, Fehler oder grober Fehler bewertet.
review-learn = Aus Fehlern lernen
review-learn_prompt = Zug { $ply }: „{ $move }“ wurde als „{ $grade }“ bewertet. Finde einen besseren Zug und mach ihn am Tisch.
review-learn_checking = Der Trainer prüft deinen Zug …
review-learn_solved = Richtig: „{ $move }“ ist hier so gut wie der beste Zug des Trainers, soweit seine Simulationen das sagen können.
review-learn_retry = Nicht ganz: „{ $move }“ ist deutlich schlechter als der beste Zug. Versuch es noch einmal.
review-learn_shown = Der beste Zug des Trainers hier: „{ $best }“.
review-show_answer = Lösung zeigen
review-next = Nächster Fehler
review-learn_done = Fertig: Du bist alle Fehler durchgegangen und hast bei { $solved } von { $total } einen guten Zug gefunden.
review-locked_hint = Deine Lehrkraft hat die Tipps für diesen Raum ausgeschaltet.
review-locked_review = Deine Lehrkraft hat die Analyse für diesen Raum ausgeschaltet.

## Die Antwort des Raumservers auf eine Sperre der Lehrkraft (POST /api/rooms/<room>/locks)
room-locks = Sperren: eine Liste der Funktionen, die an den Tischen des Raums ausgeschaltet werden (möglich: { $choices }).
