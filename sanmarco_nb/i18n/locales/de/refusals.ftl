## Ablehnungen: warum ein Zug, eine Mitschrift oder eine Anfrage nicht angenommen wird.
## Aufbau (die Angaben eines neuen Spiels; der Kopf einer Mitschrift)

setup-players = { $game } ist für { $low }–{ $high } Spieler, nicht für { $what }.
setup-seed = Der Startwert (seed) muss eine ganze Zahl von 0 bis 2**64-1 sein, nicht { $what }.
setup-start_player = Der Startspieler muss einer der Spieler sein, Spieler 1 bis Spieler { $count } (0 bis { $high }), nicht { $what }.
setup-as-start_player = Den ersten Auktionator bestimmen die Startgebotskarten (AS-S2): Der Startspieler muss Spieler 1 (0) sein.

## $move ist ein Zug in Notation, wie getippt; $who ein Spieler.

why-game_over = Das Spiel ist vorbei.
why-preview_chance = Hier entscheidet der Zufall: Es gibt keinen Zug für eine Vorschau.
why-preview_turn = Eine Vorschau folgt den Zügen eines Spielers: Nach { $move } ist ein anderer am Zug.
why-no_chance_step = Hier entscheidet nicht der Zufall: { $who } ist am Zug.
why-not_legal = „{ $move }“ ist hier kein erlaubter Zug.
why-notation_type = Ein Zug wird als Text geschrieben, nicht als { $type }.
why-notation_long = Ein Zug hat höchstens { $max } Zeichen, nicht { $n }: { $move }
why-notation_ascii = Züge schreibt man mit einfachen Buchstaben und Ziffern (ASCII): { $move }
why-notation = „{ $move }“ ist kein Zug in der Notation von { $game }.

why-sm-notation = „{ $move }“ ist keine San-Marco-Notation (zum Beispiel „district 5“, „doge 2 P1 3“, „take 1 5 B L2“).
why-sm-notation_detail = { $why ->
    [district] „{ $token }“ ist keine Stadtteilnummer von 1 bis 6
    [player] „{ $token }“ ist kein Spieler P1–P{ $players }
    [canal] „{ $token }“ ist kein Kanal wie „1-2“
    [not_adjacent] { $a } und { $b } grenzen nicht aneinander
    [card] „{ $token }“ ist kein Kartenkürzel (1-6, B, T, D, X, L1, L2, L3)
    [twice] „{ $token }“ steht zweimal da
    [unexpected] „{ $token }“ gehört hier nicht hin
    [empty] Der Zug ist leer
    [unknown] „{ $token }“ ist kein Zug
    [incomplete] Der Zug ist unvollständig
    [arguments] „{ $verb }“ braucht { $n ->
        [one] 1 Angabe
       *[other] { $n } Angaben
      }
    [bridge_take] Schreib eine genommene Brücke als „take 4-5 P3“
    [bridge_from] Schreib den Stadtteil des Adligen als „from 3“
    [empty_offer] Ein Angebot braucht mindestens eine Karte
    [offer_cards] „offer“ braucht seine Karten, zum Beispiel „offer 2 B L1“
    [take_cards] „take“ braucht die Karten des Angebots, zum Beispiel „take 1 5 B L2“
    [keyword] Schreib „{ $keyword } <Stadtteil>“
    [transfer_from] Schreib „from <Stadtteil>“
   *[doge_path] Schreib den Weg des Dogen wie „doge 2 P1 3 ~ 5“
  }.
why-sm-not_action = { $what } ist keine San-Marco-Aktion (Notation liest state.parse).
why-sm-phase = Jetzt { $phase ->
    [setup-dice] kommt ein Aufbauwurf (der Zufall entscheidet)
    [setup-bridges] setzt { $who } eine Aufbaubrücke („bridge 1-2“)
    [roles] werden die Rollen verteilt
    [draw] wird eine Karte gezogen (der Zufall entscheidet)
    [split] teilt { $who } die Karten in Angebote („split … / …“)
    [choose] nimmt { $who } ein Angebot („take …“)
    [play] spielt { $who } eine Aktionskarte
    [doge] zieht { $who } den Dogen („doge 3 P2 5“) oder hält ihn an
    [banish-roll] kommt der Verbannungswurf (der Zufall entscheidet)
    [banish] wählt { $who }, wessen Adlige gehen („remove …“)
    [free-banish] führt { $who } die Verbannung ohne Karte durch („banish 5“)
    [free-remove] entfernt { $who } einen Adligen („remove 5 P3“)
   *[end] geht nichts mehr: Das Spiel ist vorbei
  }, nicht „{ $move }“.
why-sm-split_cards = Eine Teilung muss genau die gezogenen Karten verwenden ({ $hand }), nicht { $got }.
why-sm-split_offers = Die Karten müssen in { $n } Angebote, keines davon leer.
why-sm-take = Kein Angebot auf dem Tisch besteht genau aus { $cards }.
why-sm-canal_full = Zwischen { $a } und { $b } liegen schon { $max } Brücken (SM-B3).
why-sm-draw = Gerade kann keine { $card } gezogen werden.
why-sm-roll = Der Würfel kann hier keine { $roll } zeigen (SM-S3: Der vierte Wurf muss anders ausfallen).
why-sm-roles = Die Rollen gehen an die anderen aktiven Spieler, an jeden eine.
why-sm-no_card = Das gespielte Angebot enthält keine { $card }.
why-sm-not_adjacent = { $a } und { $b } sind keine Nachbarn.
why-sm-hop = Du hast keine Brücke zwischen { $a } und { $b } (SM-A1: Der Schritt geht über deine eigene Brücke).
why-sm-transfer_own = Ein Überläufer nimmt einen Adligen eines anderen Spielers, nicht deinen eigenen.
why-sm-no_aristocrat = { $player } hat keinen Adligen in { $district }.
why-sm-doge_start = Der Doge steht in { $district }, also beginnt sein Weg dort.
why-sm-doge_twice = Der Weg des Dogen führt zweimal durch denselben Stadtteil; nimm den kürzeren Weg.
why-sm-doge_cost = Du hast { $points ->
    [one] 1 Prestigepunkt
   *[other] { $points } Prestigepunkte
  }; dieser Weg kostet { $cost }.
why-sm-supply_not_empty = Dein Vorrat ist nicht leer: Der Adlige kommt aus dem Vorrat (SM-A6).
why-sm-no_own_aristocrat = Du hast keinen Adligen in { $district }.
why-sm-supply_empty = Dein Vorrat ist leer: Sag, aus welchem Stadtteil der Adlige kommt (SM-A6).
why-sm-no_bridge = { $player } hat keine Brücke zwischen { $a } und { $b }.
why-sm-bridges_only = Mit diesen Regeln überquert der Doge Kanäle nur über Brücken ({ $switch }: { $value }), und zwischen { $a } und { $b } gibt es keine.
why-sm-own_bridge = Dir gehört eine Brücke zwischen { $a } und { $b }: Der Doge überquert sie kostenlos, nicht ohne Brücke (SM-A9).

why-as-notation = „{ $move }“ ist keine Notation der Galerie der Künste (zum Beispiel „bid 14“, „take 2“, „hang 3x4@6,2“, „pick 5:3x3“).
why-as-not_action = Keine Aktion der Galerie der Künste: { $what }
why-as-verb = { $what } ist kein Verb der Galerie der Künste.
why-as-number = Das Feld „{ $field }“ eines Zuges ist eine ganze Zahl, nicht { $what }.
why-as-number_size = Das Feld „{ $field }“ eines Zuges kann nicht { $what } sein.
why-as-code = Das Feld „{ $field }“ eines Zuges ist ein Kürzel aus einem Buchstaben, nicht { $what }.
why-as-task = { $who } ist am Zug und { $phase ->
    [setup] hängt das Startgemälde auf
    [pick] wählt ein Gemälde für die Auktion
    [bid] bietet
    [acquire] nimmt ein Gemälde
    [place] platziert das eben genommene Gemälde
    [decor] platziert das eben verdiente Dekorplättchen
   *[after] hängt das Plättchen des Assistenten auf oder ist fertig
  }, also ist „{ $move }“ gerade nicht möglich.
why-as-pick = Es ist kein Gemälde mit der Rückseite { $value }: { $w }×{ $h } mehr zu wählen.
why-as-bid_played = Die Gebotskarte { $card } wurde schon gespielt.
why-as-no_bid_card = { $who } hat keine Gebotskarte { $card }.
why-as-slot_empty = Auktionsplatz { $slot } ist leer.
why-as-no_slot = Es gibt keinen Auktionsplatz { $slot }.
why-as-assistant_full = Der Assistent hält schon ein Plättchen (AS-P6).
why-as-swap = Hier lässt sich kein Museumsgemälde dieses Genres eintauschen ({ $switch }).
why-as-assistant_empty = Der Assistent ist leer.
why-as-assistant_fresh = Das Plättchen des Assistenten kam in diesem Zug; es darf erst in einem späteren Zug hängen (AS-P6).
why-as-assistant_used = Das Plättchen des Assistenten hängt in diesem Zug schon.
why-as-assistant_after = Das eben genommene Gemälde passt an die Wand: Das Plättchen des Assistenten darf danach hängen (AS-R4).
why-as-assistant_strict = Mit der Regel „{ $switch }“ aus ist ein Gemälde, das nirgends passt, sofort überzählig; das Plättchen des Assistenten darf danach hängen (AS-R4).
why-as-chance = Hier entscheidet der Zufall, kein Spieler: „{ $move }“ ist kein Ergebnis des Zufalls.
why-as-start_left = Das Startgemälde { $genre }, Rahmen { $frame }, ist nicht mehr auszuteilen.
why-as-card_left = Die Startgebotskarte { $card } ist nicht mehr auszuteilen.
why-as-front_left = Es gibt kein Gemälde dieser Rückseite mehr mit der Vorderseite { $genre }, Rahmen { $frame }.
why-as-orientation = { $kind ->
    [decor] Das Dekorplättchen
   *[painting] Das Gemälde
  } in der Hand ist { $pw }×{ $ph }, nicht { $w }×{ $h }{ $kind ->
    [decor] { " " }(ein Dekorplättchen darf gedreht werden)
   *[painting] { "" }
  }.
why-as-place = { $kind ->
    [decor] Ein Dekorplättchen
   *[painting] Ein Gemälde
  } mit { $w }×{ $h } passt nicht in Reihe { $row }, Spalte { $col }: { $why ->
    [beyond] Es würde über die Wand hinausragen
    [overlap] Es würde ein schon hängendes Plättchen überdecken (AS-P1)
    [star] Das Startgemälde muss ein Sternfeld bedecken (AS-S1)
   *[edge] Es hätte keine gemeinsame Kante mit einem Plättchen an der Wand; eine Ecke genügt nicht (AS-P1)
  }.

why-as-start_same = In dieser Variante hängt jedes Startgemälde mit seinem linken oberen Feld auf dem oberen Stern (Reihe { $row }, Spalte { $col }) (AS-S1).

record-move = Zug { $n } ({ $move }): { $reason }
record-game = Feld „game“: „{ $expected }“ erwartet, { $got } erhalten.
record-unknown_game = Feld „game“: Es gibt kein Spiel { $got }.
record-header = Der Kopf der Mitschrift beschreibt kein Spiel: { $reason }
record-digits = Eine Zahl hat mehr als { $max } Ziffern: { $what }
record-constant = { $what } ist keine Zahl, die eine Mitschrift enthalten darf.
record-too_long = Eine Mitschrift hat höchstens { $max } Zeichen.
record-nested = Die Mitschrift ist tiefer als { $max } Ebenen verschachtelt.
record-json = Die Mitschrift ist kein gültiges JSON (Zeile { $line }, Spalte { $column }).
record-not_text = Die Mitschrift ist kein Text (UTF-8).
record-object = Eine Mitschrift ist ein JSON-Objekt.
record-field_name = Feldnamen sind Text, nicht { $what }.
record-unknown_field = Unbekanntes Feld { $what }.
record-missing = Das Feld „{ $field }“ fehlt.
record-game_name = Feld „game“: Name eines Spiels erwartet, nicht { $what }.
record-format = Feld „format“: Diese Version liest Format { $version }, nicht { $what }.
record-version = Feld „version“: Text wie „0.1.0“ erwartet.
record-number = Feld „{ $field }“: ganze Zahl von 0 bis { $top } erwartet, nicht { $what }.
record-moves = Feld „moves“: Liste von Zügen in Notation erwartet.
record-many_moves = Feld „moves“: höchstens { $max } Züge, nicht { $n }.
record-move_type = Zug { $n }: Zug in Notation erwartet, nicht { $type }.
record-move_long = Zug { $n }: Ein Zug hat höchstens { $max } Zeichen, nicht { $length }.
record-variant = Feld „variant“: Objekt erwartet.
record-unknown_switch = Feld „variant“: Es gibt keinen Regelschalter { $what }.
record-switch_nested = Feld „variant.{ $name }“: { $reason }
record-switch_value = Feld „variant.{ $name }“: { $what } ist keiner der Werte { $choices }.

room-stale = Du hast Zug { $seen } gesehen, das Spiel ist bei Zug { $now }: Sieh dir den Tisch noch einmal an.
room-not_your_turn = Du bist nicht am Zug: { $who } ist am Zug.
room-move_text = Ein Zug ist Notationstext mit höchstens { $max } Zeichen.
room-no_room = Es gibt keinen Raum { $room }.
room-unknown_code = Unbekannter oder schon benutzter Code.
room-other_room = Dieser Code gehört zu einem anderen Raum.
room-unknown_session = Unbekannte Sitzung: Bitte deine Lehrkraft um einen neuen Code.
room-no_seat = Raum { $room } hat keinen menschlichen Platz { $seat }.
room-first_message = Die erste Nachricht muss eine Beitrittsnachricht sein.
room-too_many_codes = Zu viele falsche Codes von dieser Adresse: Warte eine Minute.
room-wrong_teacher_code = Falscher Lehrkraft-Code.
room-teacher_watches = Die Ansicht der Lehrkraft schaut zu; sie zieht nicht.
room-version = Kein Stand: Ein Zug nennt den Stand, auf dem er gemacht wurde, die Zugzahl (eine ganze Zahl ab 0).
room-unknown_type = Unbekannte Nachrichtenart { $what }.
room-no_join = Es kam rechtzeitig keine Beitrittsnachricht.
room-seat_number = Der Platz ist eine Zahl.
