## Der Tipp-Knopf beider Tische (widgets/hint.py): die besten Züge des Trainers, jeder mit
## seinem Wert und einem Satz aus dem, was die Vorschau der Engine über ihn sagt.

hint-button = Tipp
hint-button_tip = Bis zu drei der besten Züge des Trainers hier, jeweils mit Begründung (nur wo seine Simulationen sie vergleichen können)
hint-stop = Suche beenden (und das Gefundene zeigen)
hint-thinking = Der Trainer denkt nach …
hint-no_decision = Ein Tipp gilt einer Entscheidung von dir, und du bist gerade nicht am Zug.
hint-busy = Der Trainer denkt noch über den letzten Tipp nach.
hint-title = Die besten Züge des Trainers für { $name } ({ $n ->
    [one] 1 Simulation
   *[other] { $n } Simulationen
  }, { $seconds } s)
hint-stopped_early = Früh gestoppt: die Züge, die bis dahin gefunden wurden.
hint-none_yet = Vor der ersten Simulation gestoppt: noch keine Züge.
hint-too_few = Noch kein Zug hatte { $n } Simulationen, zu wenige für einen Vergleich: zu früh beendet.
hint-option = { $n }. { $move } — { $value }
hint-value = { $horizon ->
    [passage] am Ende des Durchgangs
    [game] am Ende der Partie
   *[round] am Ende der Runde
  }: { $margin } Punkte Vorsprung auf den stärksten Gegner{ $spread ->
    [none] { "" }
   *[some] { " " }({ $lo } bis { $hi })
  }; in { $win } der Simulationen vorn{ $win_spread ->
    [none] { "" }
   *[some] { " " }({ $win_lo }–{ $win_hi })
  }
hint-option_equal = • { $move } — { $value }
hint-equal = { $n ->
    [one] Dieser Zug ist der beste, soweit die Simulationen des Trainers das sagen können:
   *[other] Die Simulationen des Trainers können diese { $n } Züge nicht unterscheiden: ihre Bereiche überlappen sich, darum stehen sie ohne Rangfolge:
  }
hint-sentence = Warum: { $clauses }.
# die Änderung der Punkte einer Option gegenüber der ersten (hint-versus, -end, -unclear)
hint-change = { $change ->
    [more] { $total } Punkte mehr
   *[fewer] { $total } Punkte weniger
  }
hint-versus = statt des ersten: { hint-change } für dich { $horizon ->
    [passage] bis zum Ende des Durchgangs
    [game] bis zum Ende der Partie
   *[round] bis zum Ende der Runde
  }; die größte Änderung: { $part } ({ $diff })
hint-outlook = bis zum Ende der Partie { $points } eigene Punkte; die größten Teile: { $list }
hint-versus-end = statt des ersten: { hint-change } für dich bis zum Ende der Partie; die größten Änderungen: { $list }
hint-versus-unclear = statt des ersten: { hint-change } für dich bis zum Ende der Partie; kein Teil der Wertung unterscheidet sich um mehr als seine Unsicherheit
hint-versus-rest = die übrigen Teile zusammen: { $rest }
hint-versus-rival = und doch { $margin } Punkte Vorsprung auf den stärksten Gegner: die Wirkung auf die anderen zählt mehr
hint-part-value = { $part } ({ $value })
hint-reply = wahrscheinlichste Antwort von { $name }: „{ $move }“ (in { $share } der Simulationen)
hint-same = { $n ->
    [one] der Trainer misst keinen Unterschied zum Zug darüber
   *[other] der Trainer misst keinen Unterschied zu den { $n } Zügen darüber
  }
hint-part = { $part ->
    [pp] die erzielten Prestigepunkte
    [limit] die Limitpunkte (Durchgangsbonus, SM-P5)
    [decor] das Dekor
    [eye_line] die Augenhöhe
    [full_wall] eine volle Wand
    [corners] die leeren Ecken
    [excess] die überzähligen Gemälde
    [hand] die Gebotskarten auf der Hand
    [bonus] die Durchgangsboni
    [doge] die bezahlten Wege des Dogen
    [tolls] die Brückenzölle, die du erhältst
   *[points] die Punkte
  }
hint-part-district = die Mehrheit in { $district }
hint-part-genre = die Gemälde der Gattung { $genre }
hint-nothing = es ändert jetzt weder Punkte noch Platzierungen; sein Wert zeigt sich später im Spiel

## San Marco
hint-sm-move-split = Anbieten: { $offers }
hint-sm-move-offer = Beiseitelegen: { $cards }
hint-sm-move-take = Nehmen: { $cards }
hint-sm-score_you = du bekommst jetzt { $pp ->
    [one] 1 Prestigepunkt
   *[other] { $pp } Prestigepunkte
  } in { $district }
hint-sm-score = { $name } bekommt { $pp ->
    [one] 1 Prestigepunkt
   *[other] { $pp } Prestigepunkte
  } in { $district }
hint-sm-majority = in { $district } wärst du { $place ->
    [first] allein auf Platz eins
    [second] auf Platz zwei
    [tied] gleichauf auf Platz eins
   *[none] ohne Wertung
  } ({ $before } → { $after } Prestigepunkte, wenn jetzt gewertet würde)
hint-sm-majority_lost = in { $district } rutschst du { $place ->
    [second] auf Platz zwei
    [tied] auf einen geteilten Platz eins
   *[none] aus der Wertung
  } ({ $before } → { $after } Prestigepunkte, wenn jetzt gewertet würde)
hint-sm-rival_loses = { $name } verliert Platz eins in { $district }
hint-sm-toll = unterwegs zahlst du { $pp ->
    [one] 1 Prestigepunkt
   *[other] { $pp } Prestigepunkte
  }
hint-sm-split_takes = nach dem Maß des gierigen Bots nimmt jeder Entscheider das für ihn wertvollste Angebot: { $taken }; dir bleibt { $kept }

## Art Society
hint-as-move-bid = { $n } bieten
hint-as-move-take = Gemälde { $n } nehmen
hint-as-move-swap = Mit Museumsgemälde { $n } tauschen
hint-as-move-pick = Ein Gemälde mit Wert { $value } wählen ({ $w }×{ $h })
hint-as-move-hang = In Reihe { $row }, Spalte { $col } hängen
hint-as-move-from-assistant = Das Plättchen des Assistenten in Reihe { $row }, Spalte { $col } hängen
hint-as-move-decor = Das Dekorplättchen in Reihe { $row }, Spalte { $col } hängen
hint-as-move-assistant = Dem Assistenten geben
hint-as-move-done = Zug beenden
hint-as-move-excess = Als überzähliges Gemälde beiseitelegen
hint-as-painting = ein Gemälde „{ $genre }“ im Wert { $value } ({ $w }×{ $h })
hint-as-first = in { $share } der Simulationen wählst du zuerst