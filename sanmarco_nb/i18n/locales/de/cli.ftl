# Die eigenen Worte der Kommandozeile (python -m sanmarco_nb …, Issue 36), in der Sprache von
# --lang, sonst der des Gebietsschemas (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), sonst Englisch.
# Die Zeilen von replay und review sind cli-… in widgets.ftl.

## jeder Befehl
cli-interrupted = abgebrochen
cli-interrupted_after = abgebrochen nach { $n } von { $count } Partien
cli-no_file = { $path }: Diese Datei gibt es nicht.
cli-cannot_read = { $path } lässt sich nicht lesen ({ $detail })
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
