## Was ein Screenreader vorliest (widgets/access.py): der Live-Bereich nach jedem Schritt, der
## Spielplan und die Wände in Worten und die Namen von Bedienelementen ohne eigene Beschriftung.
## $name ist der Name eines Spielers, $district ein Stadtteil, $phase eine Phase.

## Der Live-Bereich: wer am Zug ist

access-your_turn = Du bist dran, { $name } ({ $phase }).
access-your_roll = Du würfelst, { $name } ({ $phase }).
access-turn_of = { $name } ist am Zug ({ $phase }).
access-chance = Als Nächstes entscheidet der Zufall ({ $phase }).
access-game_over = Das Spiel ist aus.
access-playing = im Spiel
access-reveal = Alle Gebote sind abgegeben: Drück auf „{ $what }“, um weiterzumachen.
access-more_events = { $n ->
    [one] 1 weiteres Ereignis steht
   *[other] { $n } weitere Ereignisse stehen
  } im Protokoll.
access-position = Du schaust in die Vergangenheit: Stellung { $n } von { $max }.

## San Marco: der Spielplan in Worten

access-board_title = Der Spielplan in Worten
access-board_summary = { $n } von { $max } Brücken gebaut; { $what }.
access-doge_off = der Doge steht noch nicht auf dem Spielplan
access-doge_in = der Doge steht in { $district }
access-district = { $district } (Erster { $pp }, Zweiter { $points }): { $what }.
access-aristocrats = { $name }: { $n ->
    [one] 1 Adliger
   *[other] { $n } Adlige
  }
access-no_aristocrats = keine Adligen
access-would_score = bei einer Wertung jetzt: { $what }
access-award = { $name } bekommt { $pp ->
    [one] 1 Prestigepunkt
   *[other] { $pp } Prestigepunkte
  }
access-bridges = Brücken { $what }
access-bridge_to = nach { $district } ({ $name })
access-doge_here = hier steht der Doge
access-districts = Stadtteil auf dem Spielplan
access-all_districts = alle Stadtteile
access-district_choices = { $district }: { $n ->
    [0] keine Wahl
    [one] 1 Möglichkeit
   *[other] { $n } Möglichkeiten
  }

## Art Society: eine Wand in Worten

access-wall = Die Wand von { $name }
access-wall_title = Die Wand von { $name } in Worten
access-tile_at = { $where }: { $tile }
access-tile_at_faux_pas = { $where }: { $tile }, in einem Fauxpas
access-wall_free = { $n ->
    [one] 1 Feld
   *[other] { $n } Felder
  } von { $max } frei

## Namen von Bedienelementen

access-log = Protokolleinträge, neueste zuerst
access-until = Bots spielen bis
access-board = Der Spielplan
access-moves = Die Züge der Partie
access-charts = Diagramme
access-table = { $game }, Tisch { $n }
access-of_table = { $part } ({ $table })
