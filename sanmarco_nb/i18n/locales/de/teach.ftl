## Der Tisch erklärt (Issue 21): den anderen beim Spielen zusehen, worum es bei jeder
## Entscheidung geht, was jede Wahl bewirkt (State.preview), die Legende und die Erklärungen
## der Diagramme. $you ist "yes", wenn es um den Spieler geht, der entscheidet ("du").

## Den anderen zusehen: die Zeile zu einem Schritt, Weiter, und „Seit deinem Zug“

table-step = Schritt für Schritt
table-seat_of = { $name } ({ $seat })
table-you = du
table-bot = Bot
table-chance_turn = Zufall
table-watch_step = Zug { $n }
table-watch_next = Weiter: { $who }
table-watch_skip = Bis zu meinem Zug springen
table-nothing_to_step = Gerade gibt es keinen Schritt zum Ansehen.
table-since_title = Seit deinem Zug (klick eine Zeile an, um den Spielplan von damals zu sehen)
table-since_jump = Das Spiel an dieser Stelle zeigen
table-since_more = … { $n ->
    [one] 1 weitere Zeile
   *[other] { $n } weitere Zeilen
  } im Protokoll
table-since_round = Neue Runde
table-since_passage = Ende des Durchgangs
table-since_bonus = Durchgangsboni
table-since_banish = Verbannung
table-since_scoring = Wertung
table-since_doge = Der Doge
table-since_reveal = Die Gebote
table-since_museum = Museum
table-since_end = Spielende
table-key = Legende
table-key_title = Legende: die Kürzel und Zeichen am Tisch erklärt
table-warn = Achtung

## San Marco: worum es bei jeder Entscheidung geht (ein Satz, mit seiner Regel)

sm-table-decide-setup-dice = Aufbauwurf (SM-S2): 2 deiner Adligen kommen in den Stadtteil der gewürfelten Zahl und zählen in jeder Wertung von der ersten an.
sm-table-decide-banish-roll = Verbannung (SM-A5): So viele Adlige, wie du würfelst, verlassen { $district }, zuerst die deiner Gegner.
sm-table-decide-setup-bridges = Du setzt eine Aufbaubrücke (SM-S4): Mit einer Gebietskarte dürfen deine Adligen über deine eigenen Brücken weiterziehen (SM-A1), und wer den Dogen über eine deiner Brücken zieht, zahlt dir 1 Prestigepunkt (SM-A9).
sm-table-decide-roles = Du verteilst die Rollen (SM-R1): Wer zuerst genannt wird, wählt aus deinen Angeboten; die anderen spielen im nächsten Paar.
sm-table-decide-split = { $k ->
    [3] Du bist Verteiler (SM-R4): Verteil deine Karten auf drei Angebote; die Entscheider nehmen zuerst, du bekommst das übrige (SM-R6). Mach sie also für dich gleich viel wert.
   *[other] Du bist Verteiler (SM-R3): Verteil deine Karten auf zwei Angebote; der Entscheider nimmt eines, du bekommst das andere (SM-R6). Mach also beide für dich gleich viel wert.
  }
sm-table-decide-choose = Du wählst ein Angebot (SM-R6): Du spielst seine Aktionskarten, und seine Limitkarten zählen zu deiner Limitsumme; ab { $limit_out } setzt du den Rest des Durchgangs aus (SM-P2).
sm-table-decide-play = Spiel jede Karte deines Angebots einmal, in beliebiger Reihenfolge (SM-R7): Klick einen Stadtteil auf dem Spielplan an oder wähle unten.
sm-table-decide-doge = Du ziehst den Dogen (SM-A8): Ein Schritt über die Brücke eines anderen kostet 1 Prestigepunkt an ihren Besitzer, ein Schritt ohne Brücke 2 an die Bank, deine eigenen Brücken sind frei (SM-A9); wo der Doge stehen bleibt, wird gewertet (SM-V1).
sm-table-decide-doge_first = Die erste Dogenkarte stellt den Dogen in einen beliebigen Stadtteil, und dieser wird sofort gewertet (SM-A7).
sm-table-decide-banish = Der Würfel zeigt eine { $n }: Wähle, wessen Adlige { $district } verlassen, zuerst die deiner Gegner (SM-A5).
sm-table-decide-free-banish = Du hast die wenigsten Limitpunkte (SM-P6): Nenne einen Stadtteil für eine Verbannung ohne Karte; der Würfel entscheidet, wie viele gehen.
sm-table-decide-free-remove = Entfernen ohne Karte (SM-P6): Nimm einen beliebigen Adligen vom Spielplan, auch einen eigenen.
sm-table-doge_to = → { $d } ({ $steps })
sm-table-decide-bridge_card = Brückenkarte (SM-A2): Die Brücke gehört dir; deine Adligen dürfen sie überqueren, und die anderen zahlen dir, wenn der Doge es tut.

## San Marco: was eine Wahl bewirkt (aus State.preview); der Tisch verbindet sie mit " · "

sm-preview-bridge = { $after ->
    [one] die erste Brücke über diesen Kanal
   *[other] Brücke { $after } von { $max } über diesen Kanal
  }
sm-preview-bridge_taken = die Brücke von { $owner } zwischen { $a } und { $b } wird deine (SM-A3)
sm-preview-from_district = dein Vorrat ist leer: Der Adlige kommt aus { $district } (SM-A6)
sm-preview-void = die Karte bewirkt hier nichts
sm-preview-offer = Angebot { $x } ({ $rule }) brächte { $players } auf { $limit_out } Limitpunkte oder mehr: raus für den Rest des Durchgangs (SM-P2)
sm-preview-limit = { $you ->
    [yes] deine Limitsumme { $before } → { $after }
   *[no] Limitsumme von { $p }: { $before } → { $after }
  }
sm-preview-out = { $you ->
    [yes] bringt dich auf { $limit } Limitpunkte: Du setzt den Rest des Durchgangs aus (SM-P2)
   *[no] bringt { $p } auf { $limit } Limitpunkte: raus für den Rest des Durchgangs (SM-P2)
  }{ $last ->
    [yes] { "" }; der Durchgang endet ohnehin nach dieser Runde
   *[no] { "" }
  }
sm-preview-passage_end = { $when ->
    [round] der Durchgang endet nach dieser Runde (SM-P3)
   *[next] der Durchgang endet dann nach einer weiteren Runde (SM-P3)
  }: Jeder unter { $limit_out } bekommt die höchste Limitsumme minus die eigene (SM-P5); { $after ->
    [yes] bei den Summen nach diesem Zug also
   *[no] bei den Summen jetzt also
  } { $bonus }{ $fewest ->
    [none] { "" }
   *[other] ; wenigste Limitpunkte (SM-P6): { $fewest }
  }
sm-preview-gets = { $you ->
    [yes] du bekommst das andere Angebot: { $cards }
   *[no] { $p } bekommt das andere Angebot: { $cards }
  }
sm-preview-left = der nächste Entscheider wählt aus: { $offers }
sm-preview-place = { $place ->
    [first] 1. Platz
    [second] 2. Platz
    [tied] geteilter 1. Platz
   *[none] kein Platz
  }
sm-preview-majority = { $district } bei einer Wertung jetzt: { $standings }
sm-preview-standing = { $you ->
    [yes] du
   *[no] { $p }
  }: { $same ->
    [yes] weiter { $place } ({ $after })
   *[no] { $was } ({ $before }) → { $place } ({ $after })
  }
sm-preview-crossing = { $via ->
    [bank] { $pp } an die Bank
    [own] 0 über deine eigene Brücke
   *[bridge] { $pp } an { $owner }
  }
sm-preview-step = { $via ->
    [own] frei: über deine eigene Brücke
   *[other] du zahlst { $pp ->
        [one] 1 Prestigepunkt
       *[other] { $pp } Prestigepunkte
      } ({ $crossings }): { $before } → { $after }
  }
sm-preview-walk = { $pp ->
    [0] frei ({ $crossings })
   *[other] du zahlst { $pp ->
        [one] 1 Prestigepunkt
       *[other] { $pp } Prestigepunkte
      } ({ $crossings }): { $before } → { $after }
  }
sm-preview-paid = { $pp ->
    [0] der Weg war frei
   *[other] du hast unterwegs { $pp ->
        [one] 1 Prestigepunkt
       *[other] { $pp } Prestigepunkte
      } gezahlt: { $before } → { $after }
  }
sm-preview-scoring = { $district } wird gewertet: { $scores }
sm-preview-nobody = niemand bekommt etwas
sm-preview-score = +{ $pp } für { $you ->
    [yes] dich
   *[no] { $p }
  }
sm-preview-banish = { $aristocrats ->
    [0] kein Adliger in { $district }: niemand geht
    [one] 1 Adliger in { $district }; der Würfel entscheidet, wie viele gehen
   *[other] { $aristocrats } Adlige in { $district }; der Würfel entscheidet, wie viele gehen
  } ({ $free ->
    [yes] SM-P6, SM-A5
   *[no] SM-A5
  })
sm-preview-may_lose = { $you ->
    [yes] du kannst
   *[no] { $p } kann
  } { $least ->
    [0] { $most ->
        [0] keinen
       *[other] bis zu { $most }
      }
   *[other] { $least } bis { $most }
  } von { $here } verlieren
sm-preview-will_lose = { $you ->
    [yes] du verlierst
   *[no] { $p } verliert
  } { $n } von { $here }, gleich welche Zahl der Würfel zeigt
sm-preview-removed = { $you ->
    [yes] du verlierst { $n } in { $district }
   *[no] { $p } verliert { $n } in { $district }
  }

## San Marco: die Legende und die Erklärungen der Diagramme

sm-table-key-districts = die Stadtteile nach ihrer Würfelzahl: { $list }; als Kartenkürzel die Gebietskarte dieses Stadtteils
sm-table-key-values = unter dem Namen eines Stadtteils: die Prestigepunkte für den 1. und den 2. Platz, wenn er gewertet wird (SM-V2, SM-V3)
sm-table-key-pieces = die Adligen eines Spielers in einem Stadtteil (ihre Form und Farbe), mit ihrer Anzahl
sm-table-key-doge = der Doge; sein Stadtteil wird gewertet, wenn eine Dogenkarte gespielt wird (SM-V1)
sm-table-key-bridge = eine Brücke über einen Kanal, in der Farbe ihres Besitzers, mit seiner Form darauf (höchstens { $max } pro Kanal, SM-B3)
sm-table-key-players = Spieler 1 bis Spieler 4
sm-table-key-notation = Protokoll und Knöpfe nennen die Karten in Worten; Mitschriften und die Notation (`str(action)`) schreiben sie mit diesen Kürzeln: „take 2 5 T D L2 L3“ nimmt die Gebietskarten Santa Croce und San Marco, eine Überläuferkarte, eine Dogenkarte und Limitkarten mit Wert 2 und 3.
sm-table-place_first = 1. { $player }
sm-table-place_second = 2. { $player }
sm-table-place_tied = =1. { $player }
sm-table-legend_majority = Über jedem Stadtteil: wer bei einer Wertung jetzt etwas bekäme. Der 1. bekommt den ersten Wert, der 2. den zweiten; Gleichstand vorn (=1.): Die Führenden teilen sich den ersten Platz und bekommen je den zweiten Wert, und dann ist niemand Zweiter (SM-V2, SM-V3). Volle Balken punkten, blasse bekämen nichts.
sm-table-legend_prestige = Gestrichelte Linie: Ein neuer Durchgang beginnt (II, III).
sm-table-legend_limits = Gestrichelte Linie: Ab { $limit_out } Limitpunkten setzt ein Spieler den Rest des Durchgangs aus (SM-P2); nach jedem Durchgang kommen die Limitkarten zurück (SM-P7).

## Galerie der Künste: worum es bei jeder Entscheidung geht

as-table-decide-setup = Häng dein Startgemälde so auf, dass es ein Sternfeld bedeckt (AS-S1); jedes spätere Plättchen muss an eines angrenzen, das schon hängt (AS-P1).
as-table-decide-pick = Du bist Auktionator (AS-R1): Wähle { $n ->
    [one] 1 Gemälde
   *[other] { $n } Gemälde
  } nach ihren Rückseiten aus; die Vorderseiten werden erst danach aufgedeckt, du wählst also nur Wert und Größe.
as-table-decide-bid = Biete verdeckt eine Karte (AS-R2): Das höchste Gebot nimmt zuerst ein Gemälde (bei Gleichstand: AS-R3); jede Gebotskarte ist danach verbraucht, und das Spiel endet, wenn sie ausgehen (AS-E1).
as-table-decide-acquire = Nimm ein Gemälde (AS-R4): Es muss an deine Wand oder zu deinem leeren Assistenten, sonst ist es überzählig (AS-P2).
as-table-decide-place = Häng es an deine Wand (AS-P1): Grenzt es an ein Gemälde seines Genres, ist das ein Fauxpas (AS-P3); grenzt es an den gleichen Rahmen, bringt es Dekor (AS-P4).
as-table-decide-nowhere = Dieses Gemälde passt nirgends an deine Wand (AS-P2):
as-table-decide-decor = Häng dein Dekorplättchen auf (AS-P5): Jeder Schild an deiner Wand ist am Ende 1 Punkt (AS-E3).
as-table-decide-after = Dein Zug kann jetzt enden, oder das Plättchen deines Assistenten kann vorher aufgehängt werden (AS-P6).

## Galerie der Künste: was eine Wahl bewirkt

as-preview-stars = bedeckt { $covered ->
    [one] 1 Sternfeld
   *[other] { $covered } Sternfelder
  }
as-preview-pick = { $left ->
    [0] die letzte dieser Rückseiten
    [one] noch 1 dieser Rückseiten im Stapel
   *[other] noch { $left } dieser Rückseiten im Stapel
  }; die Vorderseite kann sein: { $fronts }
as-preview-front = { $genre } { $n }
as-preview-rooms = Platz dafür an jeder Wand ({ $rooms })
as-preview-room = { $you ->
    [yes] du
   *[no] { $p }
  }: { $cells ->
    [0] nirgends
    [one] 1 Stelle
   *[other] { $cells } Stellen
  }
as-preview-fits = passt an { $cells ->
    [one] 1 Stelle
   *[other] { $cells } Stellen
  } deiner Wand ({ $clean } ohne Fauxpas{ $decor ->
    [0] { "" }
   *[other] , Dekor bis zu { $decor ->
        [one] 1 Schild
       *[other] { $decor } Schilden
      }
  })
as-preview-bid = du behältst { $left ->
    [one] 1 Karte
   *[other] { $left } Karten
  } mit zusammen { $total }
as-preview-rival = { $p }: { $higher ->
    [0] keine höhere Karte
    [one] 1 höhere Karte
   *[other] { $higher } höhere Karten
  }
as-preview-tie = bei Gleichstand mit { $p } nimmst du { $first ->
    [yes] zuerst
   *[no] nach ihm
  } ({ $step ->
    [beneath] die Karte darunter entscheidet
    [deeper] eine Karte tiefer im Stapel entscheidet
   *[start] die Startgebotskarte entscheidet
  }, AS-R3)
as-preview-fits_nowhere = passt nirgends an deine Wand: { $assistant ->
    [yes] Es geht zu deinem Assistenten (AS-P2)
   *[no] Dein Assistent ist besetzt, also ist es überzählig (AS-P2){ $first ->
        [yes] , außer das Plättchen deines Assistenten wird zuerst aufgehängt (AS-R4)
       *[no] { "" }
      }{ $swaps ->
        [0] { "" }
       *[other] , oder du tauschst es gegen ein Gemälde im Museum (AS-R5)
      }
  }
as-preview-excess = überzähliges Gemälde Nr. { $count } (AS-P2): −2 Punkte am Ende (AS-E6) und ein Dekorplättchen mit 1 Schild{ $ends ->
    [yes] ; das Spiel endet nach dieser Runde (AS-E1)
   *[no] { "" }
  }
as-preview-museum = das letzte Gemälde kommt ins Museum: { $genre } { $before } → { $after } (AS-R5)
as-preview-decor = bringt ein Dekorplättchen mit { $shields ->
    [one] 1 Schild
   *[other] { $shields } Schilden
  } (AS-P4)
as-preview-faux_pas = Fauxpas: Es grenzt an { $n ->
    [one] 1 Gemälde
   *[other] { $n } Gemälde
  } seines Genres, und keines davon bekommt Genrepunkte (AS-P3)
as-preview-eye_line = in Augenhöhe: 3 Punkte am Ende, wenn { $genre } im Museum führt (AS-E4){ $leading ->
    [yes] { "" }; es führt gerade
   *[no] { "" }
  }
as-preview-corners = bedeckt { $covered ->
    [one] 1 Ecke
   *[other] { $covered } Ecken
  } (jede offene Ecke kostet 2, AS-E6)
as-preview-full_wall = füllt deine Wand: +5, und das Spiel endet nach dieser Runde (AS-E5)
as-preview-points = deine Punkte, wenn das Spiel jetzt endete: { $before } → { $after }
as-preview-to_assistant = es wartet bei deinem Assistenten ({ $rule }); ist es am Ende noch dort, zählt es nichts (AS-P6)
as-preview-held = danach passt das Gemälde in deiner Hand an { $cells ->
    [one] 1 Stelle
   *[other] { $cells } Stellen
  } (AS-R4)
as-preview-swap = du bekommst das Museumsgemälde { $slot } ({ $genre }, Wert { $value }, { $w }×{ $h }); es passt an { $cells ->
    [one] 1 Stelle
   *[other] { $cells } Stellen
  } (AS-R5)
as-preview-done = dein Zug endet{ $waiting ->
    [yes] ; das Plättchen deines Assistenten wartet auf einen späteren Zug
   *[no] { "" }
  }

## Galerie der Künste: die neuen Texte des Tisches, die Legende und die Erklärungen

as-table-taken_by = genommen von { $name }
as-table-revealing = die Gebote werden aufgedeckt, Schritt { $n } von { $count }
as-table-not_your_wall = Das ist die Wand von { $name }: Häng dein Plättchen an deine eigene Wand ({ $own }).
as-table-not_now = Gerade gibt es kein Plättchen zum Aufhängen; jetzt ist dran: { $why }.
as-table-faux_pas_line = Fauxpas: { $n ->
    [one] 1 Gemälde des Genres { $genre } berührt ein Gemälde desselben Genres
   *[other] { $n } Gemälde des Genres { $genre } grenzen aneinander
  }; sie bekommen keine Genrepunkte (AS-P3).
as-table-placing = Wird aufgehängt:
as-table-legend_museum = Der Marker jedes Genres auf der Prestigeleiste des Museums; ×5 bis ×2: so viel zählt am Ende jedes Gemälde dieses Genres (AS-E2).
as-table-legend_scores = Teile unter null sind Abzüge: offene Ecken und überzählige Gemälde (AS-E6).
as-table-ties = Bei Gleichstand: wer zuerst nimmt, Karte für Karte (AS-R3)
as-table-key-painting = ein Gemälde: sein Genre, sein Rahmen (auch als Linie des Rahmens gezeichnet: durchgezogen, gestrichelt, gepunktet, Strich-Punkt) und sein Wert
as-table-key-genres = die Genres: { $genres }
as-table-key-decor = ein Dekorplättchen: ein ◆ pro Schild, am Ende je 1 Punkt (AS-E3)
as-table-key-back = ein verdecktes Gemälde in der Auktion: sein Wert, dann Breite × Höhe in Feldern
as-table-key-star = ein Sternfeld: Das Startgemälde bedeckt eines (AS-S1)
as-table-key-eyeline = die Augenhöhe (blassgelbe Reihen): Das führende Genre bekommt dort 3 Punkte mehr (AS-E4)
as-table-key-faux_pas = ein Fauxpas: ein rotes Kreuz über dem Gemälde und eine Zeile unter der Wand (AS-P3)
as-table-key-legal = wohin die linke obere Ecke des Plättchens darf, das gerade aufgehängt wird (blaue Felder)

## Die Spiel-App

app-forms = Neues Spiel oder einem Raum beitreten
