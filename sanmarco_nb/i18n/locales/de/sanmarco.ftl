## San Marco: Karten, Begriffe, Phasen, die Worte jeder Entscheidung, Meldungen und Ereignisse.
## Jede Karte trägt ihr grammatisches Geschlecht (.gender): daraus baut ein Satz den Artikel.

sm-card-B = Brückenkarte
    .gender = feminine
sm-card-T = Überläuferkarte
    .gender = feminine
sm-card-D = Dogenkarte
    .gender = feminine
sm-card-X = Verbannungskarte
    .gender = feminine
sm-card-L1 = Limitkarte mit Wert 1
    .gender = feminine
sm-card-L2 = Limitkarte mit Wert 2
    .gender = feminine
sm-card-L3 = Limitkarte mit Wert 3
    .gender = feminine
sm-card-district = Gebietskarte ({ $district })
    .gender = feminine
sm-card-free = Entfernen ohne Karte
    .gender = neuter

sm-short-B = Brücke
sm-short-T = Überläufer
sm-short-D = Doge
sm-short-X = Verbannung
sm-short-L1 = Limit 1
sm-short-L2 = Limit 2
sm-short-L3 = Limit 3
sm-short-district = { $district }

sm-term-aristocrat = Adliger
sm-term-prestige = Prestigepunkte
sm-term-district = Stadtteil
sm-term-bridge = Brücke
sm-term-doge = Doge
sm-term-die = Würfel
sm-term-round = Runde
sm-term-passage = Durchgang
sm-term-distributor = Verteiler
sm-term-chooser = Entscheider
sm-term-offer = Angebot
sm-term-action_card = Aktionskarte
sm-term-limit_card = Limitkarte
sm-term-scoring = Wertung
sm-term-start_player = Startspieler
sm-term-supply = Vorrat
sm-term-limit_total = Limitsumme
sm-term-winner = Sieger

sm-phase-setup-dice = Aufbau: Würfel
sm-phase-setup-bridges = Aufbau: Brücken
sm-phase-roles = Rollen
sm-phase-draw = Karten ziehen
sm-phase-split = Angebote bilden
sm-phase-choose = Angebot wählen
sm-phase-play = Karten ausspielen
sm-phase-doge = Dogen ziehen
sm-phase-banish-roll = Verbannungswurf
sm-phase-banish = Verbannung
sm-phase-free-banish = Verbannung ohne Karte
sm-phase-free-remove = Entfernen ohne Karte
sm-phase-end = Spielende

sm-button-roll = Würfeln
sm-button-offer_x = Angebot { $x }
sm-button-confirm_split = Angebote bestätigen
sm-button-take_offer = Angebot { $x } nehmen
sm-button-a_place = Adliger nach { $d }
sm-button-a_hop = , dann über deine Brücke nach { $h }
sm-button-a_from = { " " }(aus { $s }: Vorrat leer)
sm-button-a_bridge = Brücke { $a }–{ $b }
sm-button-a_bridge_take = { " " }(die Brücke von { $owner } zwischen { $a } und { $b } nehmen)
sm-button-a_none = Die Karte bewirkt nichts
sm-button-a_transfer = In { $d }: ein Adliger von { $q } wird deiner
sm-button-a_doge_place = Den Dogen nach { $d } setzen
sm-button-a_doge_stay = Der Doge bleibt in { $d } (kostet keine Prestigepunkte)
sm-button-a_doge_stop = Der Doge hält in { $d }
sm-button-a_doge_step = Doge { $path }
sm-button-a_doge_move = Doge { $path }: { $cost ->
    [one] 1 Punkt
   *[other] { $cost } Punkte
  }
sm-button-a_doge_to = → { $d } · { $cost ->
    [one] 1 Punkt
   *[other] { $cost } Punkte
  } ({ $steps })
sm-button-bridge_of = Brücke von { $owner }
sm-button-no_bridge = ohne Brücke
sm-button-a_banish = Verbannung in { $d }
sm-button-a_remove = Zurückschicken: { $who }
sm-button-a_remove_none = Niemand geht
sm-button-a_remove1 = Einen Adligen von { $q } aus { $d } entfernen
sm-button-a_roles = Rollen: 1. Entscheider { $c1 }, dann { $rest }
sm-button-a_skip = { $card_gender ->
    [masculine] Den
    [neuter] Das
   *[feminine] Die
  } { $card } ungespielt ablegen

sm-message-title = San Marco
sm-message-passage_round = { $round ->
    [0] Durchgang { $passage } von { $passages }
   *[other] Durchgang { $passage } von { $passages } · Runde { $round }
  }
sm-message-to_move = { $name } ist am Zug
sm-message-to_roll = { $name } würfelt
sm-message-chance_moves = Der Zufall ist am Zug (Würfel/Karten)
sm-message-chance = Zufall
sm-message-you = du
sm-message-bot = Bot
sm-message-game_over = Spielende: { $names } { $count ->
    [one] gewinnt
   *[other] gewinnen
  }.
sm-message-waiting = Warten auf { $name }.
sm-message-roll_for = { $name }: würfeln ({ $why })
sm-message-why_setup = 2 Adlige kommen in den Stadtteil der gewürfelten Zahl
sm-message-why_banish = so viele Adlige, wie der Würfel zeigt, verlassen { $district }
sm-message-offer_count = { $a ->
    [one] 1 Aktionskarte
   *[other] { $a } Aktionskarten
  }, { $l ->
    [one] 1 Limitkarte
   *[other] { $l } Limitkarten
  } ({ $pts ->
    [one] 1 Limitpunkt
   *[other] { $pts } Limitpunkte
  })
sm-message-cards_left = Noch zu spielen: { $cards }
sm-message-no_choice_here = Für { $district } gibt es gerade keinen erlaubten Zug.
sm-message-score_line = { $name }: { $points ->
    [one] 1 Prestigepunkt
   *[other] { $points } Prestigepunkte
  }
sm-message-seat_line = { $name } ({ $seat }): { $points ->
    [one] 1 Pkt.
   *[other] { $points } Pkt.
  }
sm-message-times = { $n } × { $name }

# das statische Bild des Spielplans: eine Zeile je Spieler
sm-board-score = { $p }: { $pp ->
    [one] 1 Prestigepunkt
   *[other] { $pp } Prestigepunkte
  }

sm-event-setup_roll = { $p } würfelt eine { $roll }: 2 Adlige kommen nach { $district }.
sm-event-bridge = { $p } baut eine Brücke zwischen { $a } und { $b }.
sm-event-bridge_taken = { $p } nimmt { $owner_self ->
    [yes] die eigene Brücke
   *[no] die Brücke von { $owner }
  } zwischen { $a } und { $b }; der Adlige darauf geht { $owner_self ->
    [yes] in den eigenen Vorrat
   *[no] an { $owner }
  } zurück.
sm-event-from_district = Der Vorrat von { $p } ist leer: Der Adlige kommt aus { $district }.
sm-event-void = { $card_gender ->
    [masculine] Der
    [neuter] Das
   *[feminine] Die
  } { $card } von { $p } bewirkt nichts.
sm-event-round = Durchgang { $passage }, Runde { $round } beginnt; Startspieler ist { $p }.
sm-event-roles = Verteiler: { $distributors }; Entscheider: { $choosers }.
sm-event-draw = { $p } zieht { $card_gender ->
    [masculine] einen
    [neuter] ein
   *[feminine] eine
  } { $card }.
sm-event-offer = { $p } legt ein Angebot aus { $size ->
    [one] 1 Karte
   *[other] { $size } Karten
  } beiseite.
sm-event-split = { $p } teilt die Karten in Angebote aus { $sizes } Karten.
sm-event-reveal = { $p } deckt die Angebote auf: { $offers }.
sm-event-take = { $p } nimmt das Angebot { $offer }.
sm-event-gets = { $p } erhält das übrige Angebot { $offer }.
sm-event-limit = { $p } legt eine Limitkarte mit Wert { $value } aus: Limitsumme { $before } → { $after }.
sm-event-out = { $p } hat { $limit } Limitpunkte und setzt für den Rest des Durchgangs aus.
sm-event-last_round = Jemand hat { $limit_out } Limitpunkte erreicht: { $active ->
    [one] 1 Spieler spielt
   *[other] { $active } Spieler spielen
  } eine letzte Runde.
sm-event-start_player = { $p } wird Startspieler.
sm-event-place = { $p } setzt einen Adligen nach { $district }.
sm-event-hop = Der Adlige von { $p } geht über die eigene Brücke von { $from } nach { $to }.
sm-event-transfer = { $p } ersetzt in { $district } einen Adligen von { $victim } durch einen eigenen.
sm-event-doge_place = { $p } setzt den Dogen nach { $district }.
sm-event-doge_stay = Der Doge bleibt in { $district }.
sm-event-doge_step = { $p } zieht den Dogen von { $from } nach { $to } { $via ->
    [bank] ohne Brücke
    [own] über die eigene Brücke
   *[bridge] über die Brücke von { $owner }
  }.
sm-event-doge_stop = Der Doge hält in { $district }.
sm-event-bank = { $p } zahlt { $pp ->
    [one] 1 Prestigepunkt
   *[other] { $pp } Prestigepunkte
  } an die Bank für den Weg von { $a } nach { $b } ({ $before } → { $after }).
sm-event-toll = { $p } zahlt { $pp ->
    [one] 1 Prestigepunkt
   *[other] { $pp } Prestigepunkte
  } an { $owner } für die Brücke zwischen { $a } und { $b } ({ $before } → { $after }).
sm-event-scoring = Wertung von { $district }.
sm-event-score = { $p } erhält { $pp ->
    [one] 1 Prestigepunkt
   *[other] { $pp } Prestigepunkte
  } in { $district } für { $place ->
    [first] den 1. Platz
    [second] den 2. Platz
   *[tied] den geteilten 1. Platz
  } ({ $before } → { $after }).
sm-event-banish = { $p } nennt { $district } für eine Verbannung.
sm-event-banish_roll = Der Würfel zeigt eine { $roll }: Bis zu { $roll ->
    [one] 1 Adliger verlässt
   *[other] { $roll } Adlige verlassen
  } { $district }.
sm-event-removed = { $n ->
    [one] 1 Adliger von { $p } verlässt
   *[other] { $n } Adlige von { $p } verlassen
  } { $district } ({ $by_self ->
    [yes] durch die eigene Verbannung
   *[no] verbannt von { $by }
  }).
sm-event-skip = { $p } legt { $card_gender ->
    [masculine] den
    [neuter] das
   *[feminine] die
  } { $card } ungespielt ab.
sm-event-passage_end = Durchgang { $passage } endet.
sm-event-bonus = { $p } erhält { $pp ->
    [one] 1 Prestigepunkt
   *[other] { $pp } Prestigepunkte
  } als Durchgangsbonus ({ $before } → { $after }).
sm-event-fewest = { $p } hat die wenigsten Limitpunkte ({ $limit }) und führt eine Verbannung ohne Karte durch.
sm-event-fewest_tie = Gleichstand bei den wenigsten Limitpunkten ({ $limit }): keine Verbannung ohne Karte.
sm-event-reshuffle = Die Limitkarten kommen zurück, beide Stapel werden neu gemischt.
sm-event-final_scoring = Schlusswertung: Jeder Stadtteil wird gewertet.
sm-event-game_over = Das Spiel ist aus. Sieger: { $winners }.
sm-event-hidden_draw = { $p } zieht verdeckt eine Karte.
