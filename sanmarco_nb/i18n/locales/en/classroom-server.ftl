# The room server's and the teacher client's own words besides the pages (issue 36): why a
# connection closes, a room set aside at start, the server's first lines, the client's notes.

## why a connection closes: sent as a "refused" message just before the close, whose reason
## is a short id (a close reason holds at most 123 bytes, RFC 6455)
room-too_slow = Closed: this connection did not keep up with the table; connect again for the current one.
room-opened_elsewhere = Closed: this seat was opened elsewhere (in another window, or with a new code).
room-too_many_bad = Closed: too many messages that the server could not read.
room-closed = The connection to the room is closed.

## the teacher client and a seat's client
room-address = a room address looks like http://host:port/rooms/ID, not { $room }
room-max_rooms = this server holds at most { $max } rooms
room-not_let_in = The room server did not let you in.
room-connection_lost = The connection to the room server dropped.
room-not_connected = Not connected to the room.

## a room set aside at start: its record or its document
room-no_header = the room's stored document holds no record header
room-aside_damaged = its stored document is damaged ({ $detail })

## the server's first lines (python -m sanmarco_nb classroom serve)
room-serving = classroom server on { $where } ({ $count ->
    [one] 1 room
   *[other] { $count } rooms
  } restored from { $path })
room-serving_aside = { $count ->
    [one] 1 room is
   *[other] { $count } rooms are
  } set aside: see the log and the teacher page
room-teacher_page = teacher page: { $where }
room-teacher_code = teacher code: { $code }
