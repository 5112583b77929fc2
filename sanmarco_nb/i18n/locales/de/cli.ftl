# Die eigenen Worte der Kommandozeile (python -m sanmarco_nb …, Issue 36), in der Sprache von
# --lang, sonst der des Gebietsschemas (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), sonst Englisch.
# Die Zeilen von replay und review sind cli-… in widgets.ftl.

## jeder Befehl
cli-interrupted = abgebrochen
cli-interrupted_after = abgebrochen nach { $n } von { $count } Partien
cli-no_file = { $path } lässt sich nicht lesen: Diese Datei gibt es nicht.
cli-cannot_read = { $path } lässt sich nicht lesen ({ $detail })
cli-soak-cannot_merge = Die Dauerläufe lassen sich nicht zusammenführen ({ $detail })
cli-cannot_write = { $path } lässt sich nicht schreiben ({ $detail })
cli-whole_number = erwartet eine ganze Zahl von { $low } bis { $high }, nicht { $value }
cli-counts = erwartet Spielerzahlen wie 3,4, nicht { $value }
cli-unknown_bot = unbekannter Bot { $bot }: Wähle einen von { $choices }
cli-bots_per_seat = { $n } Spieler brauchen 1 oder { $n } Bots, nicht { $count }
cli-players = „--players { $n }“: { $reason }

## simulate
cli-simulate_head = { $game }: { $n ->
    [one] 1 Partie
   *[other] { $n } Partien
  }, { $count } Spieler, Startwert { $seed } ({ $seconds } s)
cli-col-bot = Bot
cli-col-win_share = Siegquote
cli-col-interval = 95-%-Intervall
cli-col-mean_score = mittlere Punktzahl
cli-simulate_tail = Runden je Partie: { $round }; Schritte je Partie: { $moves }; geteilte Siege: { $count }

## bench (seine Spalten)
cli-bench-game = Spiel
cli-bench-players = Spieler
cli-bench-games_s = Partien/s
cli-bench-median = Median
cli-bench-us_action = µs/Aktion
cli-bench-actions_game = Aktionen/Partie
cli-bench-us_clone = µs/Kopie
cli-bench-wall_games_s = Partien/s (Echtzeit)
cli-bench-target = Ziel

## lessons, lab
cli-lessons_copied = { $n } neu, { $count } aktualisiert, { $total } unverändert: die Lektionen in { $path }
cli-lessons_kept = { $name } behalten (du hast sie geändert); ihre neue Fassung ist { $path }
cli-lessons_cannot_copy = Die Lektionen lassen sich nicht nach { $path } kopieren ({ $detail })
cli-lab_missing = JupyterLab ist nicht installiert: pip install 'sanmarco-nb[lab]'

## assignments
cli-assignments_next = danach in { $path }: „nbgrader generate_assignment <lesson>“ (einmal je Notebook)

## classroom (die Befehle der Lehrkraft)
cli-classroom_extra = Der Klassenraum braucht sein Extra: pip install 'sanmarco-nb[classroom]' ({ $detail })
cli-classroom_code = --code (oder „SANMARCO_TEACHER_CODE“) ist nötig
cli-classroom_human = Mensch
cli-classroom_room = { $room } · { $game } · { $phase } · Zug { $version } · Punkte: { $scores } · { $names }
cli-classroom_saved = { $count ->
    [one] 1 Mitschrift
   *[other] { $count } Mitschriften
  } in { $path } gespeichert
cli-classroom_unreachable = Der Raumserver unter { $where } ist nicht erreichbar ({ $detail })

## --help: wofür jeder Befehl und jede Option da ist (die Worte von argparse bleiben Pythons)
cli-help = Die Spiel-Engines von San Marco und Galerie der Künste
cli-help-lang = die Sprache der Ausgabe (Vorgabe: die des Gebietsschemas, sonst Englisch)
cli-help-bench = Tempo zufälliger ganzer Partien, Aktionen und Kopien
cli-help-bench-games = Partien je Wiederholung (höchstens { $n })
cli-help-simulate = viele Partien mit Bots und Startwerten; Ergebnisse und Siegquoten
cli-help-bots = durch Kommas getrennt, einer je Platz oder einer für alle („random“, „greedy“, „search“)
cli-help-at_most = höchstens { $n }
cli-help-workers = Prozesse (Vorgabe: nur dieser)
cli-help-rotate = die Bots reihum über die Plätze wechseln lassen
cli-help-simulate-json = JSON: Zusammenfassung und Listen je Partie
cli-help-quiet = kein Fortschrittsbalken
cli-help-replay = eine Mitschrift, Schritt für Schritt, als Text
cli-help-record = eine JSON-Mitschrift, geschrieben von „state.to_record()“
cli-help-review = jede Entscheidung eines Platzes, bewertet gegen die des Trainers
cli-help-seat = der bewertete Platz, ab 0 (Vorgabe: jeder Platz)
cli-help-iterations = die Simulationen des Trainers je Entscheidung (Vorgabe: je eine Sekunde Rechenzeit; wo sie reicht, bis zum Ende der Partie gerechnet)
cli-help-review-json = JSON: „{"{"}"decisions": [...]{"}"}“
cli-help-soak = zufällige Partien, bei denen jede Invariante nach jedem Schritt geprüft wird
cli-help-soak-players = Spielerzahlen, die reihum drankommen, z. B. 3,4 (Vorgabe: alle erlaubten)
cli-help-scheduler = die Adresse eines Dask-Schedulers (Vorgabe: ein „LocalCluster“)
cli-help-soak-workers = Arbeitsprozesse des „LocalCluster“
cli-help-soak-out = Ordner für die Mitschriften fehlgeschlagener Partien
cli-help-soak-json = die Kennzahlen auch in diese JSON-Datei schreiben
cli-help-soak-merge = die JSON-Kennzahlen dieser Dauerläufe (Teile eines langen) je Spiel zusammenzählen
cli-help-classroom = der Raumserver für den Klassenraum; Räume, Codes, Mitschriften
cli-help-serve = den Raumserver starten (die Vorgabe)
cli-help-create = Räume anlegen und ihre Beitrittscodes ausgeben
cli-help-rooms = die Räume auflisten: Phase, Zug, Punkte
cli-help-records = die Mitschrift jeder beendeten Partie als JSON-Datei speichern
cli-help-url = der Server
cli-help-code = Lehrkraft-Code (Vorgabe: „$SANMARCO_TEACHER_CODE“)
cli-help-seats = eine Art je Platz: „human“ (Mensch), „random“, „greedy“ oder „search“
cli-help-records-out = Ordner für die JSON-Dateien
cli-help-host = Adresse, auf der der Server lauscht (0.0.0.0: das ganze Netz der Klasse)
cli-help-data = Ordner der Datenbank der Räume
cli-help-bot_delay = Sekunden nach jedem Bot-Zug, damit die Schülerinnen und Schüler folgen können
cli-help-public_url = die Adresse, die die Schülerinnen und Schüler benutzen, falls nicht „http://host:port“
cli-help-voila_url = die Adresse der Spiel-App (Voila mit „notebooks/play.ipynb“), für Beitrittslinks, die sie auf dem Platz öffnen
cli-help-rate = Nachrichten pro Sekunde, die eine Verbindung schicken darf (Vorgabe 20; ein Mensch schickt wenige)
cli-help-lessons = die Lektionen in einen Ordner kopieren (deine Änderungen bleiben)
cli-help-dir = der Ordner (Vorgabe „./{ $path }“)
cli-help-lab = die Lektionen kopieren, dann JupyterLab dort mit Lektion 00 öffnen
cli-help-port = der Port von JupyterLab (Vorgabe 8888 oder der nächste freie)
cli-help-no_browser = die Adresse ausgeben, statt einen Browser zu öffnen
cli-help-assignments = die Übungen als Quell-Notebooks für nbgrader
cli-help-assignments-out = der Kursordner von nbgrader (schreibt „OUT/source/<lesson>/“)
cli-help-assignments-lessons = durch Kommas getrennte Nummern von Lektionen, z. B. 10,13 (Vorgabe: alle)
cli-help-solutions = der Ordner der ausgearbeiteten Lösungen (Vorgabe: „docs/solutions“ des Checkouts)

## --register: ein Spiel von außerhalb des Pakets (Issue 33)
cli-help-register = ein Spiel von außerhalb des Pakets hinzufügen: sein Modul (wiederholbar, vor dem Befehl)
cli-register-missing = --register { $what }: Das Modul lässt sich nicht importieren ({ $why })
cli-register-not_a_game = --register { $what }: Das ist kein Spielmodul (es hat kein „State.GAME“)
cli-register-taken = --register { $what }: Ein Spiel namens „{ $game }“ ist schon registriert
