## Die Tische (sanmarco_nb.widgets): gemeinsame Bedienelemente (table-…), die Texte jedes
## Spiels (sm-table-…, as-table-…) und die Spiel-App (app-…). Anrede: du.

table-log = <b>Protokoll</b> (neueste zuerst; wähle einen Eintrag, um die Regel zu sehen)
table-to_start = Anfang
table-back = Zurück
table-forward = Vor
table-to_end = Ende
table-past = <b>Du siehst Zug { $n } von { $total }</b> (die Vergangenheit): Ein Zug hier ersetzt { $left ->
    [one] den Zug
   *[other] die { $left } Züge
  } danach.
table-rules_now = Regeln jetzt: { $phase }
table-choices_do = Die Wirkung jeder Wahl
table-back_to_now = Zurück zu jetzt
table-replay = Abspielen
table-stop = Anhalten
table-bots_play = Bots spielen (auch auf deinem Platz ein gieriger Bot):
table-speed = Tempo
table-instant = sofort
table-fast = schnell
table-normal = normal
table-slow = langsam
table-busy = Die Bots spielen gerade: Warte oder drück Anhalten.
table-stale = Diese Auswahl ist veraltet: Das Spiel ist weitergegangen.
table-not_your_turn = Gerade ist kein menschlicher Spieler am Zug.
table-record = Partiemitschrift (JSON)
table-show_record = Mitschrift dieser Partie zeigen
table-load_record = Laden und abspielen
table-continue = Weiter: Bots spielen, bis du am Zug bist
table-nothing_to_resume = Hier entscheidet ein Mensch: Für die Bots gibt es nichts zu tun.
table-lines = Aufbewahrte Varianten:
table-this_line = diese Variante
table-line_of = Variante ab Zug { $fork } ({ $moves ->
    [one] 1 Zug
   *[other] { $moves } Züge
  })
table-branched = Neue Variante ab hier: Die alte bleibt unter 'Aufbewahrte Varianten'.
table-no_roll = Jetzt gibt es nichts zu würfeln.
table-record_players = Die Mitschrift ist eine Partie für { $theirs } Spieler, an diesem Tisch sitzen { $seats }: Öffne sie an einem Tisch für { $theirs }.
table-until_turn = bis zum Ende des Zuges
table-until_round = bis zum Ende der Runde
table-until_passage = bis zum Ende des Durchgangs
table-until_game = bis zum Ende des Spiels

table-remote_sending = Dein Zug ist unterwegs zum Raumserver: Einen Moment.
table-remote_past = Du siehst die Vergangenheit: Geh zum Ende, um weiterzuspielen.
table-remote_watching = Du schaust diesem Raum zu: Von hier spielt niemand.
table-remote_lost = Der Zug hat den Raumserver nicht erreicht ({ $why }): Sieh dir den Tisch an und versuch es noch einmal.
table-remote_closed = Die Verbindung zum Raum ist geschlossen ({ $why }).
table-remote_other_game = Dieser Code öffnet einen Raum für { $what }, nicht für { $game }: Öffne damit den Tisch von { $what }.
table-remote_no_room = Code, Name und Zuschauen gehören zu einem Klassenraum: Gib auch die Adresse des Raums an (room=…).
table-remote_no_code = Einem Raum tritt man mit einem Code bei: Gib ihn an (code=…).
table-remote_seat = Raum { $room }, dein Platz: { $name }
table-remote_elsewhere = Dieser Platz wird im Raum gespielt, nicht an diesem Tisch.

sm-table-card_rules = Diese Karten und ihre Regeln
sm-table-split_hint = Leg jede Karte in ein Angebot; jedes Angebot braucht mindestens eine Karte.
sm-table-rolls_done = Fertig: Hier gibt es nichts mehr zu würfeln; das Spiel geht weiter mit: { $phase }.
sm-table-click_district = Klick einen Stadtteil auf dem Spielplan an oder wähle unten.
sm-table-more = … { $n } weitere: { $hint }
sm-table-focus = Auswahl für { $district }.
sm-table-move_to = Klick: Karte in Angebot { $offer } legen
sm-table-move_card = Karte „{ $card }“ in Angebot { $offer } legen
sm-table-show_all = alle zeigen
sm-table-chart_prestige = Prestigepunkte
sm-table-chart_majority = Adlige pro Stadtteil (1., 2.)
sm-table-chart_limits = Limitsummen (ab { $limit_out } draußen)
sm-table-axis_rounds = Runden (gestrichelt: neuer Durchgang)
sm-table-axis_pp = Prestigepunkte

as-table-auction_row = Auktion
as-table-pass_device = Gib das Gerät an { $name } weiter; die anderen Gebote bleiben verdeckt. Dann drück Bereit.
as-table-place_hint = { $name }: Häng das { $tile } auf. Klick ein markiertes Feld an (die linke obere Ecke) oder wähle eine Position, prüf die Vorschau, dann bestätige.
as-table-position = Position
as-table-which_tile = Plättchen
as-table-the_new = in der Hand: { $tile }
as-table-the_assistants = vom Assistenten: { $tile }
as-table-choose_cell = Wähle ein markiertes Feld.
as-table-preview_ok = Vorschau: kein Fauxpas
as-table-preview_faux_pas = Vorschau: Fauxpas mit { $n ->
    [one] 1 Gemälde
   *[other] { $n } Gemälden
  } desselben Genres
as-table-preview_decor = bringt ein Dekorplättchen mit { $n ->
    [one] 1 Schild
   *[other] { $n } Schilden
  }
as-table-preview_no_decor = kein Dekor
as-table-preview_eyeline = in Augenhöhe
as-table-museum_title = Museum: Prestigeleiste (×Multiplikator)
as-table-estimate = Wertung, wenn das Spiel jetzt endete
as-table-final = Schlusswertung

app-title = San Marco und Galerie der Künste
app-game = Spiel
app-players = Spieler
app-seed = Startwert
app-language = Sprache
app-new_game = Neues Spiel
app-join_room = Einem Raum beitreten
app-room = Raum
app-code = Code
app-code_placeholder = dein Beitrittscode
app-name = Dein Name
app-name_placeholder = freiwillig
app-join = Dem Raum beitreten
app-seat = { $player }
app-seat-human = du (Mensch)
app-seat-greedy = gieriger Bot
app-seat-random = Zufallsbot
app-seat-search = Suchbot
app-instructions = Ein Bildschirm: Alle menschlichen Plätze spielen abwechselnd am selben Gerät. Ein Raum: ein Platz pro Bildschirm, nur deine eigenen Karten sind zu sehen.
app-started = { $game }, Startwert { $seed }: { $seats }
app-join_first = Gib zuerst die Adresse des Raums und deinen Code ein.
app-join_failed = Beitritt fehlgeschlagen: { $why }
app-joined = Dem Raum beigetreten: { $game }.

cli-review_line = { $ply }. { $name }: { $move } · Trainer: { $best } · Verlust { $loss } Gewinnchance, { $points } Punkte · { $grade ->
    [best] bester Zug
    [good] gut
    [inaccuracy] Ungenauigkeit
    [mistake] Fehler
    [blunder] grober Fehler
   *[none] keine Note: die Simulationen unterscheiden ihn nicht vom besten
  }
cli-replay_header = { $game }, { $players } Spieler, Startwert { $seed }, { $moves ->
    [one] 1 Zug
   *[other] { $moves } Züge
  }
cli-final = Endstand: { $scores }; Sieger: { $winners }

table-static = { $game } für { $players } Spieler ({ $seats }), bei: { $where }. Das Bild zeigt { $picture ->
    [board] den Spielplan
   *[walls] die Wände und das Museum
  } in diesem Moment; führ die Zelle aus, um zu spielen.
table-static_piece = { $game }, { $piece ->
    [DiceRoller] die Aufbauwürfel
    [SplitBuilder] zwei Angebote bilden
    [OfferChooser] ein Angebot wählen
    [DogeMover] den Dogen ziehen
   *[other] ein Teil des Tisches
  } für sich, bei: { $where }. Das Bild zeigt { $picture ->
    [board] den Spielplan
   *[walls] die Wände und das Museum
  } in diesem Moment; führ die Zelle aus, um zu spielen.
table-static_seats = { $humans_count ->
    [0] kein Mensch
   *[other] Mensch: { $humans }
  }, { $bots ->
    [one] 1 Bot
   *[other] { $bots } Bots
  }
table-static_box = { $picture }; führ die Zelle aus, um es zu benutzen.
