"""The command line: `python -m sanmarco_nb simulate | replay | bench | soak | classroom`
(`--help`).

    python -m sanmarco_nb simulate --game sanmarco --players 4 --bots greedy,random --games 1000
    python -m sanmarco_nb replay game.json
    python -m sanmarco_nb bench
    python -m sanmarco_nb --register mygame soak --game mygame --games 100

`--register MODULE` (before the command, repeatable) adds a game from outside the package for
this run: MODULE is the game's module, its name its `State.GAME`; a package also brings its
adapters in sanmarco_nb's layout and its texts from its `locales/` folder (see
docs/adding_a_game.md).

Bad arguments (an unknown game or bot, a player count the game does not allow, a number out of
range, a record that does not load) end with a one-line message and exit status 2. Ctrl-C ends
with a one-line summary and status 130 (worker processes stopped at once); a closed pipe
(`... | head`) ends quietly with status 141, as `yes | head` does.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import signal
import sys
from concurrent.futures import ProcessPoolExecutor
from importlib import import_module
from pathlib import Path

from . import bench, core, games as registry, i18n
from .analysis.simulate import MAX_GAMES, Interrupted, simulate
from .bots import BOTS, make_bot
from . import assignments, lessons
from .classroom import cli as classroom_cli
from .core import CHANCE, MAX_RECORD_CHARS, MAX_SEED, RecordError
from .games import GAMES, load_game

MAX_WORKERS = 64
_MESSAGE = 300          # characters of an error message: a huge argument is not echoed whole


class _Parser(argparse.ArgumentParser):
    """argparse whose errors are one line, `prog: error: message`, cut short; exit status 2."""

    def error(self, message):
        if len(message) > _MESSAGE:
            message = message[:_MESSAGE] + "..."
        # a newline or a control character typed into an argument is shown escaped
        message = "".join(c if c.isprintable() else repr(c)[1:-1] for c in message)
        self.exit(2, f"{self.prog}: error: {message}\n")


def _whole(lo: int, hi: int):
    """An argparse type: a whole number from lo to hi."""
    def whole(text: str) -> int:
        try:
            n = int(text) if len(text) <= 25 else None
        except ValueError:
            n = None
        if n is None or not lo <= n <= hi:
            raise argparse.ArgumentTypeError(
                f"expected a whole number from {lo:,} to {hi:,}, not {text[:30]!r}")
        return n
    return whole


def _check_players(parser, names, players: int) -> None:
    for name in names:
        try:
            load_game(name).new_game(players=players, seed=0)
        except ValueError as e:
            parser.error(f"--players {players}: {e}")


def cmd_bench(args, parser) -> int:
    names = [args.game] if args.game else list(GAMES)
    _check_players(parser, names, args.players)
    print(bench.report([bench.bench_game(g, players=args.players, games=args.games)
                        for g in names]))
    return 0


def _seat_bots(parser, names: str, players: int):
    """One bot per seat from "a,b,...": one name fills every seat; else one name per seat."""
    names = [n.strip() for n in names.split(",") if n.strip()]
    for n in names:
        if n not in BOTS:
            parser.error(f"unknown bot {n!r}: choose from {', '.join(BOTS)}")
    if len(names) == 1:
        names *= players
    if len(names) != players:
        parser.error(f"{players} players need 1 or {players} bots, got {len(names)}")
    return [make_bot(n) for n in names]


def _ignore_sigint() -> None:
    # a worker leaves Ctrl-C to the main process, which stops it: no traceback per worker
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _stop_workers(pool: ProcessPoolExecutor | None) -> None:
    """Stop a process pool now: queued chunks cancelled, running workers terminated."""
    if pool is None:
        return
    pool.shutdown(wait=False, cancel_futures=True)
    workers = multiprocessing.active_children()        # this command's only children
    for w in workers:
        w.terminate()
    for w in workers:
        w.join(timeout=1)


def cmd_simulate(args, parser) -> int:
    _check_players(parser, [args.game], args.players)
    bots = _seat_bots(parser, args.bots, args.players)
    pool = (ProcessPoolExecutor(args.workers, initializer=_ignore_sigint)
            if args.workers > 1 else None)
    try:
        sim = simulate(args.game, bots, args.games, seed=args.seed, executor=pool,
                       progress=not args.quiet, rotate=args.rotate)
    except Interrupted as e:
        _stop_workers(pool)
        print(f"{parser.prog}: {e}", file=sys.stderr)
        if pool is not None:
            # A worker stopped while it sent a chunk's results leaves the pool's manager thread
            # waiting forever for the rest of that message, and Python joins that thread at
            # exit (seen in 1 run of 3 once chunks got faster). Nothing is left to clean up:
            # the workers are gone and the output is flushed, so leave at once.
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(130)
        return 130
    except BaseException:
        _stop_workers(pool)
        raise
    if pool is not None:
        pool.shutdown()                        # every chunk is done: the workers are idle
    print(json.dumps(sim.to_dict()) if args.json else sim)
    return 0


def _counts(text: str) -> tuple:
    try:
        return tuple(int(n) for n in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected counts like 3,4, not {text[:30]!r}")


def cmd_soak(args, parser) -> int:
    from .analysis.soak import soak
    players = args.players or load_game(args.game).State.PLAYERS
    for n in players:
        _check_players(parser, [args.game], n)
    figures = soak(args.game, args.games, players, args.variants == "random", args.seed,
                   args.scheduler, args.workers, args.out, progress=not args.quiet)
    text = json.dumps(figures, indent=1)
    if args.json:
        Path(args.json).write_text(text + "\n")
    print(text)
    return 1 if figures["violations"] else 0


def _record_text(args, parser) -> str:
    try:
        with open(args.record, encoding="utf-8") as f:
            return f.read(MAX_RECORD_CHARS + 1)        # a bigger file is refused, not read
    except (OSError, ValueError) as e:
        parser.error(f"cannot read {args.record}: {e}")


def cmd_review(args, parser) -> int:
    """Grade each decision of `--seat` (all seats if not given) against the coach's best;
    text in `--lang`, or `--json`: {"decisions": [...]}."""
    from babel.numbers import format_decimal, format_percent
    from .analysis.review import review
    lang, text = args.lang, _record_text(args, parser)
    try:
        record = core.read_record(text)
        done = review(record, seat=args.seat, iterations=args.iterations, seed=args.seed)
    except RecordError as e:
        parser.error(f"{args.record}: {i18n.refusal(e, lang)}")
    if args.json:
        print(json.dumps({"decisions": done}, indent=1))
        return 0
    for d in done:
        print(i18n.render("cli-review_line", lang, ply=d["ply"], move=d["move"], best=d["best"],
                          name=i18n.player_name(d["seat"], lang),
                          loss=format_percent(d["loss"], locale=lang),
                          points=format_decimal(round(d["points_loss"], 1), locale=lang),
                          grade=d["grade"] or "none"))
    return 0


def cmd_replay(args, parser) -> int:
    """Print a record step by step, in `--lang`; one pass of `core.replay`, which checks every
    field and move as it goes (a bad move ends the listing with its number)."""
    lang, text = args.lang, _record_text(args, parser)
    try:
        record = core.read_record(text)
        for step in core.replay(record):
            state = step.state
            if step.n == 0:
                width = max(len(_mover(lang, q)) for q in (CHANCE, *range(state.players)))
                print(i18n.render("cli-replay_header", lang,
                                  game=i18n.message(state.GAME, "title", lang),
                                  players=state.players, seed=str(state.seed),
                                  moves=len(record["moves"])))
            else:
                print(f"{step.n:>4}. {who:<{width + 1}}{step.action}")
                for e in step.events:
                    print(f"          {_describe(e, lang)}")
            who = _mover(lang, state.to_move)        # of the next move, before it is applied
    except RecordError as e:
        parser.error(f"{args.record}: {i18n.refusal(e, lang)}")
    if state.is_terminal():
        winners = state.winners()
        scores = i18n.player_values(list(enumerate(state.scores)), lang)
        print(i18n.render("cli-final", lang, scores=scores, count=len(winners),
                          winners=i18n.and_list([i18n.player_name(p, lang) for p in winners],
                                                lang)))
    return 0


def _mover(lang: str, to_move) -> str:
    if to_move == CHANCE:
        return i18n.render("sm-message-chance", lang)
    return "" if to_move is None else i18n.player_name(to_move, lang)


def _describe(event, lang: str) -> str:
    try:
        return event.describe(lang)
    except (KeyError, ValueError, LookupError):
        return f"{event.kind} ({event.rule})"     # a kind the texts do not cover yet


def register(parser, module: str) -> None:
    """Add the game `module` (a module path) to the registry, by its State.GAME; a package
    brings its adapters and its `locales/` texts too."""
    try:
        game = import_module(module)
    except ImportError as e:
        parser.error(f"--register {module}: {e}")
    name = getattr(getattr(game, "State", None), "GAME", None)
    if not isinstance(name, str) or not name.isidentifier():
        parser.error(f"--register {module}: not a game module (no State.GAME)")
    if registry.GAMES.get(name, game.__name__) != game.__name__:
        parser.error(f"--register {module}: {name} is already a game")
    folder = Path(game.__path__[0]) if hasattr(game, "__path__") else None
    locales = folder / "locales" if folder and (folder / "locales").is_dir() else None
    registry.register(name, game, adapters=game.__name__ if folder else None, locales=locales)


def make_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m sanmarco_nb",
                     description="San Marco and Art Society engines")
    parser.add_argument("--register", action="append", default=[], metavar="MODULE",
                        help="add a game from outside the package (repeatable; see --help)")
    sub = parser.add_subparsers(dest="command", required=True)
    games = list(GAMES)
    b = sub.add_parser("bench", help="speed of random full games, actions and clones")
    b.add_argument("--game", choices=games)
    b.add_argument("--players", type=int, default=4)
    b.add_argument("--games", type=_whole(1, bench.MAX_GAMES), default=200,
                   help=f"games per repeat (at most {bench.MAX_GAMES:,})")
    b.set_defaults(run=cmd_bench, parser=b)

    sim = sub.add_parser("simulate", help="many seeded games with bots; results and win rates")
    sim.add_argument("--game", choices=games, required=True)
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--bots", default="random",
                     help="comma-separated, one per seat or one for all (random, greedy, search)")
    sim.add_argument("--games", type=_whole(1, MAX_GAMES), default=100,
                     help=f"at most {MAX_GAMES:,}")
    sim.add_argument("--seed", type=_whole(0, MAX_SEED), default=0)
    sim.add_argument("--workers", type=_whole(1, MAX_WORKERS), default=1,
                     help="processes (default: this one)")
    sim.add_argument("--rotate", action="store_true", help="rotate the bots through the seats")
    sim.add_argument("--json", action="store_true", help="JSON: summary and per-game arrays")
    sim.add_argument("--quiet", action="store_true", help="no progress bar")
    sim.set_defaults(run=cmd_simulate, parser=sim)

    rep = sub.add_parser("replay", help="a game record, step by step, in plain text")
    rep.add_argument("record", help="a JSON record written by state.to_record()")
    rep.add_argument("--lang", choices=i18n.LANGS, default="en")
    rep.set_defaults(run=cmd_replay, parser=rep)

    rev = sub.add_parser("review", help="each decision of a seat graded against the coach's")
    rev.add_argument("record", help="a JSON record written by state.to_record()")
    rev.add_argument("--seat", type=_whole(0, 98), default=None,
                     help="the seat reviewed, from 0 (default: every seat)")
    rev.add_argument("--iterations", type=_whole(1, 100_000), default=None,
                     help="the coach's simulations per decision (default: its own settings)")
    rev.add_argument("--seed", type=_whole(0, MAX_SEED), default=0)
    rev.add_argument("--lang", choices=i18n.LANGS, default="en")
    rev.add_argument("--json", action="store_true", help='JSON: {"decisions": [...]}')
    rev.set_defaults(run=cmd_review, parser=rev)

    so = sub.add_parser("soak", help="random games with every invariant checked at every step")
    so.add_argument("--game", choices=games, required=True)
    so.add_argument("--games", type=_whole(1, MAX_GAMES), default=1000,
                    help=f"at most {MAX_GAMES:,}")
    so.add_argument("--players", type=_counts, default=None,
                    help="player counts to cycle through, e.g. 3,4 (default: all allowed)")
    so.add_argument("--variants", choices=("random", "default"), default="random")
    so.add_argument("--seed", type=_whole(0, MAX_SEED), default=0)
    so.add_argument("--scheduler", help="a Dask scheduler's address (default: a LocalCluster)")
    so.add_argument("--workers", type=_whole(1, MAX_WORKERS), default=1,
                    help="LocalCluster worker processes")
    so.add_argument("--out", default="soak-failures", help="folder for failing games' records")
    so.add_argument("--json", help="write the figures to this JSON file too")
    so.add_argument("--quiet", action="store_true", help="no progress bar")
    so.set_defaults(run=cmd_soak, parser=so)

    room = sub.add_parser("classroom", help="the classroom room server; rooms, codes, records")
    classroom_cli.add_arguments(room)
    room.set_defaults(run=classroom_cli.run, parser=room)
    lessons.add_commands(sub)           # lessons, lab
    assignments.add_command(sub)
    return parser


def main(argv=None) -> int:
    # the games to --register first: the commands' --game lists every registered game
    pre = _Parser(prog="python -m sanmarco_nb", add_help=False)
    pre.add_argument("--register", action="append", default=[])
    for module in pre.parse_known_args(argv)[0].register:
        register(pre, module)
    args = make_parser().parse_args(argv)
    try:
        status = args.run(args, args.parser)
        sys.stdout.flush()                     # a closed pipe shows here, not at exit
        return status
    except BrokenPipeError:
        # the reader (`head`) has gone: stop quietly; point stdout at /dev/null so that the
        # interpreter's last flush at exit does not raise again
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
    except KeyboardInterrupt:
        print(f"{args.parser.prog}: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
