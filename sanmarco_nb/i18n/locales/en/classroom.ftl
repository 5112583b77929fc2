# The classroom room server's pages (teacher, projector, student) and its answers to a person.
# classroom-js-…: texts the pages' scripts read from the page's JSON block; an argument there
# is filled in the browser, so those messages use plain { $arg } only (no plural, no case).

## the teacher page
classroom-teacher-title = Classroom: teacher
classroom-teacher-code = Teacher code
classroom-open = Open
classroom-new_rooms = New rooms
classroom-game = Game
classroom-seats = Seats
classroom-seats_hint = one per seat: “human”, “random”, “greedy” or “search”
classroom-room_count = Rooms
classroom-room_title = Title
classroom-create = Create
classroom-codes_caption = Join codes (give each student one line)
classroom-col-room = room
classroom-col-seat = seat
classroom-col-code = code
classroom-col-link = link
classroom-col-voila = play app (Voila) link
classroom-col-title = title
classroom-col-game = game
classroom-col-phase = phase
classroom-col-move = move
classroom-col-to_move = to move
classroom-col-scores = scores
classroom-col-seats = seats
classroom-rooms = Rooms
classroom-all_records = Download every finished record
classroom-aside = Rooms set aside
classroom-aside_why = Their stored record no longer replays, so they are not served; they stay in the data folder untouched (the server's log says why).
classroom-watched = Watched room:
classroom-watched_board = the board of the watched room (no hand is drawn)
classroom-tournament = Class tournament
# a bot seat's name (the others: app-seat-<kind> of widgets.ftl)
classroom-bot-coach = coach bot (tree search)

## the projector page
classroom-projector-title = Classroom: projector
classroom-projector_board = the board of the room (no hand, offer or bid is drawn)
classroom-everyone_sees = What everyone sees

## the student page
classroom-play-title = Classroom: play
classroom-play-heading = Classroom
classroom-room = Room
classroom-code = Code
classroom-your_name = Your name
classroom-language = Language
classroom-join = Join
classroom-your_moves = Your moves
classroom-typed_move = Move in notation
classroom-send = Send
classroom-you_see = What you see
classroom-log = Log

## read by the pages' scripts
classroom-js-no_voila = (start the server with --voila-url)
classroom-js-joined = (joined)
classroom-js-seat_code = (code { $code })
classroom-js-new_code = new code
classroom-js-game_over = game over
classroom-js-chance = chance
classroom-js-won = won: { $names }
classroom-js-watch = watch
classroom-js-projector = projector
classroom-js-record = record
classroom-js-participant = participant
classroom-js-games = games
classroom-js-wins = wins
classroom-js-win_share = win share (95% interval)
classroom-js-mean_score = mean score
classroom-js-opened_elsewhere = This seat was opened in another window.
classroom-js-reconnecting = Connection lost; reconnecting …
classroom-js-you_are = { $game }: you are { $seat } ({ $name }).
classroom-js-where = Move { $version }, phase: { $phase }, to move: { $who }.
classroom-js-final_scores = Scores: { $scores }.
classroom-js-over = The game is over.
classroom-js-wait = Wait for your turn.
classroom-js-projector_line = { $game }, room { $room }: move { $version }, phase: { $phase }, to move: { $who }
classroom-js-projector_scores = ; scores: { $scores }
classroom-js-projector_only = Open this page with the projector button of the teacher page.

## the server's answers to a person
classroom-busy = Too many connections are waiting to join: try again in a moment.
classroom-teacher_code_needed = The teacher code is needed here.
classroom-wait_a_minute = Too many wrong codes: wait a minute.
room-json_text = messages are JSON text
room-not_object = not a JSON object
room-idle = closed: this connection sent no join message, and others were waiting to join
room-server_error = the server could not handle this message (it changed nothing); the server's log says why
room-slow_down = too many messages: slow down
room-body = the body is a JSON object: game, seats, ...
room-count = count: 1 to { $max } rooms at a time
room-one_seed = one seed makes one room: leave seed out with count > 1
room-seats = seats: a list like ["human", "greedy", ...]
room-seat_kind = seat kind { $kind }: choose human or one of { $choices }
room-title = title: text of at most { $max } characters

## issue 36: a seat by its number (as a table names a player)
classroom-js-seat = Player { $n }
classroom-js-you_are_seat = { $game }: you are { $seat }.

## the teacher page: Hint and Review off in a room's tables (issue 34)
classroom-js-lock = turn off hints and review
classroom-js-unlock = turn hints and review on
