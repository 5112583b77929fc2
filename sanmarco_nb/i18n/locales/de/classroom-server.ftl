# Die eigenen Worte des Raumservers und des Lehrkraft-Clients neben den Seiten (Issue 36):
# warum eine Verbindung endet, ein beim Start zurückgestellter Raum, die ersten Zeilen des
# Servers, die Hinweise des Clients.

## warum eine Verbindung endet: als „refused“-Nachricht kurz vor dem Schließen gesendet,
## dessen Grund eine kurze Kennung ist (höchstens 123 Bytes, RFC 6455)
room-too_slow = Geschlossen: Diese Verbindung kam mit dem Tisch nicht mit; verbinde dich neu, um den aktuellen Stand zu sehen.
room-opened_elsewhere = Geschlossen: Dieser Platz wurde anderswo geöffnet (in einem anderen Fenster oder mit einem neuen Code).
room-too_many_bad = Geschlossen: zu viele Nachrichten, die der Server nicht lesen konnte.
room-closed = Die Verbindung zum Raum ist beendet.

## der Lehrkraft-Client und der Client eines Platzes
room-address = Eine Raumadresse sieht so aus: „http://host:port/rooms/ID“, nicht { $room }.
room-max_rooms = Dieser Server fasst höchstens { $max } Räume.
room-not_let_in = Der Raumserver hat dich nicht hereingelassen.
room-connection_lost = Die Verbindung zum Raumserver ist abgebrochen.
room-not_connected = Nicht mit dem Raum verbunden.

## ein beim Start zurückgestellter Raum: seine Mitschrift oder sein Dokument
room-no_header = das gespeicherte Dokument des Raums enthält keinen Kopf einer Mitschrift
room-aside_damaged = sein gespeichertes Dokument ist beschädigt ({ $detail })

## die ersten Zeilen des Servers (python -m sanmarco_nb classroom serve)
room-serving = Klassenraum-Server unter { $where } ({ $count ->
    [one] 1 Raum
   *[other] { $count } Räume
  } aus { $path } wiederhergestellt)
room-serving_aside = { $count ->
    [one] 1 Raum ist
   *[other] { $count } Räume sind
  } zurückgestellt: siehe das Protokoll und die Seite der Lehrkraft
room-teacher_page = Seite der Lehrkraft: { $where }
room-teacher_code = Lehrkraft-Code: { $code }
