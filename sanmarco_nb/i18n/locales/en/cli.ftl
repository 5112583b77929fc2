# The command line's own words (python -m sanmarco_nb …, issue 36), in the language of
# --lang, else of the locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else English. The replay's
# and the review's lines are cli-… of widgets.ftl.

## any command
cli-interrupted = interrupted
cli-interrupted_after = interrupted after { $n } of { $count } games
cli-no_file = cannot read { $path }: no such file
cli-cannot_read = cannot read { $path } ({ $detail })
cli-soak-cannot_merge = cannot merge the soaks ({ $detail })
cli-cannot_write = cannot write { $path } ({ $detail })
cli-whole_number = expected a whole number from { $low } to { $high }, not { $value }
cli-counts = expected player counts like 3,4, not { $value }
cli-unknown_bot = unknown bot { $bot }: choose one of { $choices }
cli-bots_per_seat = { $n } players need 1 or { $n } bots, got { $count }
cli-players = --players { $n }: { $reason }

## simulate
cli-simulate_head = { $game }: { $n ->
    [one] 1 game
   *[other] { $n } games
  }, { $count } players, seed { $seed } ({ $seconds } s)
cli-col-bot = bot
cli-col-win_share = win share
cli-col-interval = 95% interval
cli-col-mean_score = mean score
cli-simulate_tail = rounds per game: { $round }; steps per game: { $moves }; shared wins: { $count }

## bench (its columns)
cli-bench-game = game
cli-bench-players = players
cli-bench-games_s = games/s
cli-bench-median = median
cli-bench-us_action = us/action
cli-bench-actions_game = actions/game
cli-bench-us_clone = us/clone
cli-bench-wall_games_s = wall games/s
cli-bench-target = target

## lessons, lab
cli-lessons_copied = { $n } new, { $count } updated, { $total } unchanged lessons in { $path }
cli-lessons_kept = kept { $name } (you changed it); its new version is { $path }
cli-lessons_cannot_copy = cannot copy the lessons into { $path } ({ $detail })
cli-lab_missing = JupyterLab is not installed: pip install 'sanmarco-nb[lab]'

## assignments
cli-assignments_next = then, in { $path }: “nbgrader generate_assignment <lesson>” (one per notebook)

## classroom (the teacher's commands)
cli-classroom_extra = the classroom needs its extra: pip install 'sanmarco-nb[classroom]' ({ $detail })
cli-classroom_code = --code (or SANMARCO_TEACHER_CODE) is needed
cli-classroom_human = human
cli-classroom_room = { $room } · { $game } · { $phase } · move { $version } · scores: { $scores } · { $names }
cli-classroom_saved = { $count ->
    [one] 1 record
   *[other] { $count } records
  } saved in { $path }
cli-classroom_unreachable = cannot reach the room server at { $where } ({ $detail })

## --help: what each command and option is for (argparse's own words stay Python's)
cli-help = San Marco and Art Society engines
cli-help-lang = the language of the output (default: the locale's, else English)
cli-help-bench = speed of random full games, actions and clones
cli-help-bench-games = games per repeat (at most { $n })
cli-help-simulate = many seeded games with bots; results and win rates
cli-help-bots = comma-separated, one per seat or one for all (random, greedy, search)
cli-help-at_most = at most { $n }
cli-help-workers = processes (default: this one)
cli-help-rotate = rotate the bots through the seats
cli-help-simulate-json = JSON: summary and per-game arrays
cli-help-quiet = no progress bar
cli-help-replay = a game record, step by step, in plain text
cli-help-record = a JSON record written by state.to_record()
cli-help-review = each decision of a seat graded against the coach's
cli-help-seat = the seat reviewed, from 0 (default: every seat)
cli-help-iterations = the coach's simulations per decision (default: one second of CPU each, looking to the end of the game where that is enough)
cli-help-review-json = JSON: {"{"}"decisions": [...]{"}"}
cli-help-soak = random games with every invariant checked at every step
cli-help-soak-players = player counts to cycle through, e.g. 3,4 (default: all allowed)
cli-help-scheduler = a Dask scheduler's address (default: a LocalCluster)
cli-help-soak-workers = LocalCluster worker processes
cli-help-soak-out = folder for failing games' records
cli-help-soak-json = write the figures to this JSON file too
cli-help-soak-merge = sum these soaks' JSON figures (pieces of one long soak) per game
cli-help-classroom = the classroom room server; rooms, codes, records
cli-help-serve = run the room server (the default)
cli-help-create = make rooms and print their join codes
cli-help-rooms = list the rooms: phase, move, scores
cli-help-records = save every finished game's record as JSON files
cli-help-url = the server
cli-help-code = teacher code (default: $SANMARCO_TEACHER_CODE)
cli-help-seats = one kind per seat: human, random, greedy or search
cli-help-records-out = folder for the JSON files
cli-help-host = address to listen on (0.0.0.0: the whole class network)
cli-help-data = folder of the rooms' database
cli-help-bot_delay = seconds after each bot move, so that students can follow
cli-help-public_url = the address students use, if not http://host:port
cli-help-voila_url = the play app's address (Voila serving notebooks/play.ipynb), for join links that open it on the seat
cli-help-rate = messages per second one connection may send (default 20; a person sends a few)
cli-help-lessons = copy the lessons into a folder (keeps your changes)
cli-help-dir = the folder (default ./{ $path })
cli-help-lab = copy the lessons, then open JupyterLab there on lesson 00
cli-help-port = JupyterLab's port (default 8888 or the next free)
cli-help-no_browser = print the address instead of opening a browser
cli-help-assignments = the exercises as nbgrader source notebooks
cli-help-assignments-out = the nbgrader course folder (writes OUT/source/<lesson>/)
cli-help-assignments-lessons = comma-separated lesson numbers, e.g. 10,13 (default all)
cli-help-solutions = the worked solutions' folder (default: the checkout's docs/solutions)

## --register: a game from outside the package (issue 33)
cli-help-register = add a game from outside the package: its module (repeatable, before the command)
cli-register-missing = --register { $what }: the module cannot be imported ({ $why })
cli-register-not_a_game = --register { $what }: not a game module (it has no “State.GAME”)
cli-register-taken = --register { $what }: a game named “{ $game }” is registered already
