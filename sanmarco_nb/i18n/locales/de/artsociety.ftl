## Galerie der Künste: Genres, Begriffe, Phasen, Entscheidungen, Meldungen und Ereignisse.
## Jedes Genre trägt sein Gemälde als Wort (.painting, alle sächlich): "das Landschaftsgemälde".

as-genre-C = Stadtleben
    .painting = Stadtleben-Gemälde
as-genre-P = Porträt
    .painting = Porträt
as-genre-S = Stillleben
    .painting = Stillleben
as-genre-L = Landschaft
    .painting = Landschaftsgemälde

as-term-auction = Auktion
as-term-auctioneer = Auktionator
as-term-gavel = Hammer
as-term-bid_card = Gebotskarte
as-term-start_card = Startgebotskarte
as-term-painting = Gemälde
as-term-genre = Genre
as-term-frame = Rahmen
as-term-decor = Dekor
as-term-decor_tile = Dekorplättchen
as-term-shield = Schild
as-term-wall = Galeriewand
as-term-star = Sternfeld
as-term-eye_line = Augenhöhe
as-term-faux_pas = Fauxpas
as-term-assistant = Assistent
as-term-excess = überzählige Gemälde
as-term-museum = Museum
as-term-prestige_track = Prestigeleiste
as-term-corners = offene Ecken
as-term-full_wall = Bonus für volle Galerie
as-term-genres = Genrepunkte
as-term-total = Summe
as-term-round = Runde
as-term-player = Spieler
as-term-multiplier = Multiplikator

as-phase-deal = Austeilen
as-phase-setup = Startgemälde aufhängen
as-phase-pick = Auktion vorbereiten
as-phase-turn-over = Gemälde aufdecken
as-phase-bid = bieten
as-phase-acquire = Gemälde nehmen
as-phase-place = Gemälde platzieren
as-phase-decor = Dekorplättchen aufhängen
as-phase-after = Plättchen des Assistenten aufhängen?
as-phase-end = Spielende

as-button-back_button = { $value }: { $w }×{ $h } ({ $left })
as-button-take_slot = Gemälde { $slot } nehmen
as-button-ready = Bereit
as-button-reveal = Aufdecken
as-button-next = Weiter
as-button-reveal_done = Weiter im Spiel
as-button-hang_here = Hier aufhängen
as-button-to_assistant = Zum Assistenten
as-button-done = Fertig
as-button-excess_button = Als überzählig beiseitelegen
as-button-swap_button = Mit Museumsgemälde { $n } tauschen
as-button-take = nehmen
as-button-hang = aufhängen
as-button-from-assistant = Plättchen des Assistenten aufhängen
as-button-swap = mit dem Museum tauschen

as-message-title = Galerie der Künste
as-message-round_of = Runde { $round }
as-message-to_move = { $name } ist am Zug
as-message-chance = Zufall
as-message-chance_moves = Der Zufall ist am Zug (Vorderseiten der Gemälde)
as-message-player_n = Spieler { $n }
as-message-you = du
as-message-bot = Bot
as-message-game_over = Spielende: { $names } { $count ->
    [one] gewinnt
   *[other] gewinnen
  }.
as-message-waiting = Warten auf { $name }.
as-message-face_down = verdeckt
as-message-taken = genommen
as-message-pick_backs = { $name }, du bist Auktionator: Wähle noch { $n ->
    [one] 1 Gemälde
   *[other] { $n } Gemälde
  } nach der Rückseite (Wert: Breite×Höhe, wie viele noch übrig sind).
as-message-take_hint = { $name }: Nimm ein Gemälde aus der Auktion.
as-message-bids = Gebote
as-message-order = Reihenfolge
as-message-bid_hidden = verdeckt
as-message-bid_waiting = …
as-message-choose_bid = { $name }: Wähle eine Gebotskarte (die anderen sehen sie nicht).
as-message-pile = Stapel { $cards }
as-message-all_bids_in = Alle Gebote liegen. Deckt sie zusammen auf:
as-message-setup_hint = { $name }: Häng dein Startgemälde ({ $genre }, Rahmen { $frame }, Wert { $value }, { $w }×{ $h }) so auf, dass es ein Sternfeld bedeckt.
as-message-cell = Reihe { $row }, Spalte { $col }
as-message-tile = { $kind ->
    [decor] Dekorplättchen { $w }×{ $h } ({ $shields ->
        [one] 1 Schild
       *[other] { $shields } Schilde
      })
   *[painting] Gemälde ({ $genre }, Rahmen { $frame }, Wert { $value }, { $w }×{ $h })
  }
as-message-nothing_to_hang = Gerade ist kein Plättchen aufzuhängen.
as-message-assistant_holds = Assistent: { $tile }
as-message-nothing = leer
as-message-excess_count = Überzählige Gemälde: { $n }
as-message-hand = Hand { $cards }
as-message-genre_points = { $genre } { $points }

as-event-start_painting = { $p } erhält als Startgemälde ein { $genre_painting } (Rahmen { $frame }).
as-event-start_card = { $p } erhält die Startgebotskarte { $card }.
as-event-auctioneer = { $p } hat die niedrigste Startgebotskarte ({ $card }) und ist der erste Auktionator.
as-event-round = Runde { $round }: { $p } ist Auktionator.
as-event-pick = { $p } bringt ein Gemälde mit Wert { $value } ({ $w }×{ $h }) verdeckt zur Auktion.
as-event-front = Das Gemälde auf Auktionsplatz { $slot } wird aufgedeckt: { $genre }, Rahmen { $frame }.
as-event-bid = { $p } gibt ein verdecktes Gebot ab.
as-event-reveal = Die Gebote werden aufgedeckt: { $bids }.
as-event-tie = Gleichstand bei { $bid } zwischen { $players }: { $step ->
    [beneath] die Karte darunter
    [start] die Startgebotskarte
   *[deeper] die Karte weiter unten im Stapel
  } entscheidet ({ $cards }).
as-event-order = Reihenfolge beim Nehmen der Gemälde: { $order }.
as-event-take = { $p } nimmt das { $genre_painting } von Platz { $slot } (Wert { $value }, { $w }×{ $h }).
as-event-hang = { $p } hängt { $source ->
    [start] das Startgemälde
    [decor] das Dekorplättchen
    [assistant] das Plättchen des Assistenten
   *[auction] das Gemälde
  } in Reihe { $row }, Spalte { $col }.
as-event-faux_pas = Fauxpas! Bei { $p } berührt ein { $genre_painting } ein anderes: Diese Gemälde zählen nicht für ihr Genre.
as-event-decor_earned = { $p } erhält ein Dekorplättchen mit { $shields ->
    [one] 1 Schild
   *[other] { $shields } Schilden
  } ({ $matching ->
    [0] für das überzählige Gemälde
    [one] 1 angrenzendes Gemälde mit gleichem Rahmen
   *[other] { $matching } angrenzende Gemälde mit gleichem Rahmen
  }).
as-event-decor_returned = Das Dekorplättchen ({ $shields ->
    [one] 1 Schild
   *[other] { $shields } Schilde
  }) von { $p } passt nirgends und kommt in den Vorrat zurück.
as-event-decor_supply_empty = Für { $p } ist kein Dekorplättchen mit { $shields ->
    [one] 1 Schild
   *[other] { $shields } Schilden
  } mehr im Vorrat.
as-event-to_assistant = { $p } gibt das Plättchen dem Assistenten.
as-event-excess = Das { $genre_painting } von { $p } passt nirgends: ein überzähliges Gemälde (−2 am Ende; bisher { $count }). { $p } nimmt ein Dekorplättchen mit 1 Schild.
as-event-museum_swap = { $p } tauscht das nicht platzierbare { $genre_painting } gegen ein Museumsgemälde mit Wert { $got }.
as-event-museum = Das unverkaufte { $genre_painting } geht ins Museum: Der Marker des Genres { $genre } zieht auf der Prestigeleiste von { $start } auf { $to }{ $bumped_count ->
    [0] { "" }
    [one] { " " }(über das besetzte Feld { $bumped })
   *[other] { " " }(über die besetzten Felder { $bumped })
  }.
as-event-gavel = Der Hammer geht an { $p }.
as-event-game_end = Das Spiel endet nach Runde { $round }: { $reasons }.
as-event-scores = Endstand: { $totals }. Sieger: { $winners }.

as-end-full_wall = eine Galeriewand ist voll
as-end-excess = ein Spieler hat 2 überzählige Gemälde
as-end-bid_cards = die Gebotskarten sind aufgebraucht
as-end-paintings = die Gemälde sind aufgebraucht
