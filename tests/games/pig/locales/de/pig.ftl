## Pig, das Spiel der Tests (tests/games/pig): seine Texte, Präfix pg-

pg-term-turn_total = Zugsumme
pg-term-target = Ziel
pg-phase-turn = würfeln oder aufhören
pg-phase-roll = der Würfel fällt
pg-phase-end = Spielende
pg-button-roll = Würfeln
pg-button-hold = Aufhören
pg-event-die = { $p } würfelt { $roll }: Zugsumme { $total }.
pg-event-bust = { $p } würfelt 1 und verliert { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }.
pg-event-hold = { $p } hört auf und bucht { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }: Stand { $total }.
pg-event-win = { $p } erreicht { $total } und gewinnt.
pg-preview-risk = eine 1 kostet { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
pg-preview-bank = dein Stand wird { $total }
pg-preview-win = du gewinnst
why-pg-die_first = zuerst fällt der Würfel
variant-pg-target = Punkte zum Sieg
rule-PG-S1 = Alle beginnen mit 0 Punkten; der Startspieler fängt an.
rule-PG-T1 = Dein Zug beginnt mit einem Wurf; danach ist der Nächste dran.
rule-PG-T2 = Nach einer 2 bis 6 würfelst du weiter oder hörst auf.
rule-PG-R1 = Eine 2 bis 6 zählt zu deiner Zugsumme.
rule-PG-R2 = Eine 1 kostet deine Zugsumme und beendet deinen Zug.
rule-PG-H1 = Wer aufhört, bucht seine Zugsumme, und der Zug endet.
rule-PG-E1 = Wer zuerst das Ziel erreicht, gewinnt.
pg-message-title = Pig
