# The command line's own words (python -m sanmarco_nb …, issue 36), in the language of
# --lang, else of the locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else English. The replay's
# and the review's lines are cli-… of widgets.ftl.

## any command
cli-interrupted = interrupted
cli-interrupted_after = interrupted after { $n } of { $count } games
cli-no_file = { $path }: no such file
cli-cannot_read = cannot read { $path } ({ $detail })
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
