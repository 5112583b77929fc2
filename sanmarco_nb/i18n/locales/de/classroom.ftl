# Die Seiten des Raumservers (Lehrkraft, Beamer, Schüler) und seine Antworten an Menschen.
# classroom-js-…: Texte, die die Skripte der Seiten aus dem JSON-Block lesen; ihre Argumente
# füllt der Browser ein, daher nur schlichte { $arg } (kein Plural, kein Kasus).

## die Seite der Lehrkraft
classroom-teacher-title = Klassenraum: Lehrkraft
classroom-teacher-code = Lehrkraft-Code
classroom-open = Öffnen
classroom-new_rooms = Neue Räume
classroom-game = Spiel
classroom-seats = Plätze
classroom-seats_hint = ein Eintrag pro Platz: „human“ (Mensch), „random“, „greedy“ oder „search“ (Bots)
classroom-room_count = Anzahl Räume
classroom-room_title = Titel
classroom-create = Anlegen
classroom-codes_caption = Beitrittscodes (gib jeder Schülerin und jedem Schüler eine Zeile)
classroom-col-room = Raum
classroom-col-seat = Platz
classroom-col-code = Code
classroom-col-link = Link
classroom-col-voila = Link zur Spiel-App (Voila)
classroom-col-title = Titel
classroom-col-game = Spiel
classroom-col-phase = Phase
classroom-col-move = Zug
classroom-col-to_move = am Zug
classroom-col-scores = Punkte
classroom-col-seats = Plätze
classroom-rooms = Räume
classroom-all_records = Alle Mitschriften beendeter Partien herunterladen
classroom-aside = Zurückgestellte Räume
classroom-aside_why = Die gespeicherte Mitschrift dieser Räume lässt sich nicht mehr nachspielen, darum werden sie nicht angeboten; sie bleiben unverändert im Datenordner (warum, steht im Protokoll des Servers).
classroom-watched = Beobachteter Raum:
classroom-watched_board = das Spielbrett des beobachteten Raums (ohne Handkarten)
classroom-tournament = Klassenturnier
# der Name eines Bot-Platzes (die anderen: app-seat-<art> in widgets.ftl)
classroom-bot-coach = Trainer-Bot (Baumsuche)

## die Beamer-Seite
classroom-projector-title = Klassenraum: Beamer
classroom-projector_board = das Spielbrett des Raums (ohne Handkarten, Angebote und Gebote)
classroom-everyone_sees = Für alle sichtbar

## die Seite der Schülerinnen und Schüler
classroom-play-title = Klassenraum: Spielen
classroom-play-heading = Klassenraum
classroom-room = Raum
classroom-code = Code
classroom-your_name = Dein Name
classroom-language = Sprache
classroom-join = Beitreten
classroom-your_moves = Deine Züge
classroom-typed_move = Zug in Notation
classroom-send = Senden
classroom-you_see = Das siehst du
classroom-log = Protokoll

## von den Skripten der Seiten gelesen
classroom-js-no_voila = (starte den Server mit --voila-url)
classroom-js-joined = (beigetreten)
classroom-js-seat_code = (Code { $code })
classroom-js-new_code = neuer Code
classroom-js-game_over = Spielende
classroom-js-chance = Zufall
classroom-js-won = gewonnen: { $names }
classroom-js-watch = beobachten
classroom-js-projector = Beamer
classroom-js-record = Mitschrift
classroom-js-participant = Teilnehmer
classroom-js-games = Partien
classroom-js-wins = Siege
classroom-js-win_share = Siegquote (95-%-Intervall)
classroom-js-mean_score = mittlere Punktzahl
classroom-js-opened_elsewhere = Dieser Platz wurde in einem anderen Fenster geöffnet.
classroom-js-reconnecting = Verbindung verloren; neuer Versuch …
classroom-js-you_are = { $game }: Du spielst { $seat } ({ $name }).
classroom-js-where = Zug { $version }, Phase: { $phase }, am Zug: { $who }.
classroom-js-final_scores = Punkte: { $scores }.
classroom-js-over = Das Spiel ist vorbei.
classroom-js-wait = Warte, bis du am Zug bist.
classroom-js-projector_line = { $game }, Raum { $room }: Zug { $version }, Phase: { $phase }, am Zug: { $who }
classroom-js-projector_scores = ; Punkte: { $scores }
classroom-js-projector_only = Öffne diese Seite mit dem Beamer-Knopf der Lehrkraft-Seite.

## die Antworten des Servers an Menschen
classroom-busy = Zu viele Verbindungen warten auf den Beitritt: Versuch es gleich noch einmal.
classroom-teacher_code_needed = Hier ist der Lehrkraft-Code nötig.
classroom-wait_a_minute = Zu viele falsche Codes: Warte eine Minute.
room-json_text = Nachrichten sind JSON-Text.
room-not_object = Das ist kein JSON-Objekt.
room-idle = Geschlossen: Diese Verbindung hat keine Beitrittsnachricht geschickt, und andere warteten auf den Beitritt.
room-server_error = Der Server konnte diese Nachricht nicht verarbeiten (sie hat nichts verändert); das Protokoll des Servers sagt, warum.
room-slow_down = Zu viele Nachrichten: Schick sie langsamer.
room-body = Der Inhalt ist ein JSON-Objekt: Spiel, Plätze, …
room-count = Anzahl: 1 bis { $max } Räume auf einmal.
room-one_seed = Ein Startwert ergibt einen Raum: Lass den Startwert weg, wenn du mehrere Räume anlegst.
room-seats = Plätze: eine Liste wie ["human", "greedy", …].
room-seat_kind = Platzart { $kind }: Wähle „human“ oder einen dieser Bots: { $choices }.
room-title = Titel: Text mit höchstens { $max } Zeichen.

## Issue 36: ein Platz nach seiner Nummer (wie ein Tisch einen Spieler nennt)
classroom-js-seat = Spieler { $n }
classroom-js-you_are_seat = { $game }: Du spielst { $seat }.

## the teacher page: Hint and Review off in a room's tables (issue 34)
classroom-js-lock = Tipps und Analyse ausschalten
classroom-js-unlock = Tipps und Analyse einschalten
