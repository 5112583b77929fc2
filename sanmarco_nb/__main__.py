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

Every command that prints text takes `--lang en|de|tr`; without it, the locale's language
(LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else English (`i18n.cli`). Bad arguments (an unknown
game or bot, a player count the game does not allow, a number out of range, a record that does
not load) end with a one-line message and exit status 2. Ctrl-C ends
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
from .i18n import and_list, player_name, refusal, render
from .i18n.cli import LANGS, chosen_lang, lang_option, system_lang

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


def _whole(lo: int, hi: int, lang: str = "en"):
    """An argparse type: a whole number from lo to hi."""
    def whole(text: str) -> int:
        try:
            n = int(text) if len(text) <= 25 else None
        except ValueError:
            n = None
        if n is None or not lo <= n <= hi:
            raise argparse.ArgumentTypeError(render(
                "cli-whole_number", lang, low=lo, high=hi, value=repr(text[:30])))
        return n
    return whole


def _check_players(parser, names, players: int, lang: str) -> None:
    for name in names:
        try:
            load_game(name).new_game(players=players, seed=0)
        except ValueError as e:
            parser.error(render("cli-players", lang, n=players, reason=refusal(
                e, lang) if getattr(e, "id", None) else str(e)))


def cmd_bench(args, parser) -> int:
    names = [args.game] if args.game else list(GAMES)
    _check_players(parser, names, args.players, args.lang)
    print(bench.report([bench.bench_game(g, players=args.players, games=args.games)
                        for g in names], args.lang))
    return 0


def _seat_bots(parser, names: str, players: int, lang: str):
    """One bot per seat from "a,b,...": one name fills every seat; else one name per seat."""
    names = [n.strip() for n in names.split(",") if n.strip()]
    for n in names:
        if n not in BOTS:
            parser.error(render("cli-unknown_bot", lang, bot=repr(n),
                                choices=", ".join(BOTS)))
    if len(names) == 1:
        names *= players
    if len(names) != players:
        parser.error(render("cli-bots_per_seat", lang, n=players, count=len(names)))
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
    _check_players(parser, [args.game], args.players, args.lang)
    bots = _seat_bots(parser, args.bots, args.players, args.lang)
    pool = (ProcessPoolExecutor(args.workers, initializer=_ignore_sigint)
            if args.workers > 1 else None)
    try:
        sim = simulate(args.game, bots, args.games, seed=args.seed, executor=pool,
                       progress=not args.quiet, rotate=args.rotate)
    except Interrupted as e:
        _stop_workers(pool)
        print(f"{parser.prog}: " + render("cli-interrupted_after", args.lang, n=e.done,
                                          count=e.games), file=sys.stderr)
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
    print(json.dumps(sim.to_dict()) if args.json else _simulated(sim.summary(), args.lang))
    return 0


def _simulated(s: dict, lang: str) -> str:
    """The summary of `simulate`: a head line, one row per seat's bot, a tail line."""
    from babel.numbers import format_decimal
    from . import i18n
    from .classroom.rooms import bot_name        # (no web library: rooms is pure Python)

    def number(x, digits: int) -> str:
        return format_decimal(round(x, digits), "#,##0" + ("." + "0" * digits if digits else ""),
                              locale=lang)
    head = [render(f"cli-col-{c}", lang) for c in ("bot", "win_share", "interval", "mean_score")]
    rows = [[bot_name(b["bot"], lang), number(b["win_share"], 3),
             f"{number(b['win_ci'][0], 3)}–{number(b['win_ci'][1], 3)}",
             number(b["mean_score"], 1)] for b in s["bots"]]
    widths = [max(len(r[i]) for r in [head, *rows]) + 2 for i in range(4)]
    table = ["".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in
                     enumerate(zip(r, widths))).rstrip() for r in [head, *rows]]
    return "\n".join([
        render("cli-simulate_head", lang, game=i18n.message(s["game"], "title", lang),
               n=s["games"], count=s["players"], seed=s["seed"],
               seconds=number(s["elapsed_s"], 1)),
        *table,
        render("cli-simulate_tail", lang, round=number(s["mean_rounds"], 1),
               moves=number(s["mean_actions"], 0), count=s["shared_wins"])])


def _counts(lang: str = "en"):
    """An argparse type: player counts like "3,4"."""
    def counts(text: str) -> tuple:
        try:
            return tuple(int(n) for n in text.split(","))
        except ValueError:
            raise argparse.ArgumentTypeError(render("cli-counts", lang, value=repr(text[:30])))
    return counts


def cmd_soak(args, parser) -> int:
    from .analysis.soak import merge, soak
    if args.merge:
        return _merge_soaks(args, parser, merge)
    players = args.players or load_game(args.game).State.PLAYERS
    for n in players:
        _check_players(parser, [args.game], n, args.lang)
    figures = soak(args.game, args.games, players, args.variants == "random", args.seed,
                   args.scheduler, args.workers, args.out, progress=not args.quiet)
    text = json.dumps(figures, indent=1)
    if args.json:               # whole or not at all: a piece's file says the piece is done
        part = Path(args.json + ".part")
        part.write_text(text + "\n")
        os.replace(part, args.json)
    print(text)
    return 1 if figures["violations"] else 0


def _merge_soaks(args, parser, merge) -> int:
    """`soak --merge FILE...`: the pieces' figures summed per game, as {"runs": [...]}."""
    figures = []
    for path in args.merge:
        try:
            figures.append(json.loads(Path(path).read_text(encoding="utf-8")))
        except (OSError, ValueError) as e:
            parser.error(render("cli-cannot_read", args.lang, path=path[:_MESSAGE],
                                detail=getattr(e, "strerror", None) or type(e).__name__))
    try:
        text = json.dumps({"runs": merge(figures)}, indent=1)
    except (KeyError, TypeError, ValueError) as e:
        parser.error(render("cli-soak-cannot_merge", args.lang, detail=str(e)[:_MESSAGE]))
    if args.json:
        Path(args.json).write_text(text + "\n")
    print(text)
    return 0


def _record_text(args, parser) -> str:
    try:
        with open(args.record, encoding="utf-8") as f:
            return f.read(MAX_RECORD_CHARS + 1)        # a bigger file is refused, not read
    except FileNotFoundError:
        parser.error(render("cli-no_file", args.lang, path=args.record[:_MESSAGE]))
    except (OSError, ValueError) as e:
        parser.error(render("cli-cannot_read", args.lang, path=args.record[:_MESSAGE],
                            detail=getattr(e, "strerror", None) or type(e).__name__))


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


def register(parser, module: str, lang: str = "en") -> None:
    """Add the game `module` (a module path) to the registry, by its State.GAME; a package
    brings its adapters and its `locales/` texts too."""
    try:
        game = import_module(module)
    except ImportError as e:
        parser.error(render("cli-register-missing", lang, what=module, why=str(e)))
    name = getattr(getattr(game, "State", None), "GAME", None)
    if not isinstance(name, str) or not name.isidentifier():
        parser.error(render("cli-register-not_a_game", lang, what=module))
    if registry.GAMES.get(name, game.__name__) != game.__name__:
        parser.error(render("cli-register-taken", lang, what=module, game=name))
    folder = Path(game.__path__[0]) if hasattr(game, "__path__") else None
    locales = folder / "locales" if folder and (folder / "locales").is_dir() else None
    registry.register(name, game, adapters=game.__name__ if folder else None, locales=locales)


def make_parser(lang: str = "en") -> argparse.ArgumentParser:
    """The command line; `lang`: the language of its help and of its own refusals of an
    argument (`main` finds it in the arguments before it parses them)."""
    def h(key: str, **args) -> str:                  # a help text: cli-help-<key>
        return render(f"cli-help-{key}", lang, **args)
    speaks = [lang_option(h("lang"))]             # --lang on every command that prints text
    parser = _Parser(prog="python -m sanmarco_nb", description=render("cli-help", lang),
                     parents=speaks)
    parser.add_argument("--register", action="append", default=[], metavar="MODULE",
                        help=h("register"))
    sub = parser.add_subparsers(dest="command", required=True)
    games = list(GAMES)
    b = sub.add_parser("bench", parents=speaks,
                       help=h("bench"))
    b.add_argument("--game", choices=games)
    b.add_argument("--players", type=int, default=4)
    b.add_argument("--games", type=_whole(1, bench.MAX_GAMES, lang), default=200,
                   help=h("bench-games", n=bench.MAX_GAMES))
    b.set_defaults(run=cmd_bench, parser=b)

    sim = sub.add_parser("simulate", parents=speaks,
                         help=h("simulate"))
    sim.add_argument("--game", choices=games, required=True)
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--bots", default="random",
                     help=h("bots"))
    sim.add_argument("--games", type=_whole(1, MAX_GAMES, lang), default=100,
                     help=h("at_most", n=MAX_GAMES))
    sim.add_argument("--seed", type=_whole(0, MAX_SEED, lang), default=0)
    sim.add_argument("--workers", type=_whole(1, MAX_WORKERS, lang), default=1,
                     help=h("workers"))
    sim.add_argument("--rotate", action="store_true", help=h("rotate"))
    sim.add_argument("--json", action="store_true", help=h("simulate-json"))
    sim.add_argument("--quiet", action="store_true", help=h("quiet"))
    sim.set_defaults(run=cmd_simulate, parser=sim)

    rep = sub.add_parser("replay", parents=speaks,
                         help=h("replay"))
    rep.add_argument("record", help=h("record"))
    rep.set_defaults(run=cmd_replay, parser=rep)

    rev = sub.add_parser("review", parents=speaks,
                         help=h("review"))
    rev.add_argument("record", help=h("record"))
    rev.add_argument("--seat", type=_whole(0, 98, lang), default=None,
                     help=h("seat"))
    rev.add_argument("--iterations", type=_whole(1, 100_000, lang), default=None,
                     help=h("iterations"))
    rev.add_argument("--seed", type=_whole(0, MAX_SEED, lang), default=0)
    rev.add_argument("--json", action="store_true", help=h("review-json"))
    rev.set_defaults(run=cmd_review, parser=rev)

    so = sub.add_parser("soak", parents=speaks,
                        help=h("soak"))
    one = so.add_mutually_exclusive_group(required=True)
    one.add_argument("--game", choices=games)
    one.add_argument("--merge", nargs="+", metavar="FILE", help=h("soak-merge"))
    so.add_argument("--games", type=_whole(1, MAX_GAMES, lang), default=1000,
                    help=h("at_most", n=MAX_GAMES))
    so.add_argument("--players", type=_counts(lang), default=None,
                    help=h("soak-players"))
    so.add_argument("--variants", choices=("random", "default"), default="random")
    so.add_argument("--seed", type=_whole(0, MAX_SEED, lang), default=0)
    so.add_argument("--scheduler", help=h("scheduler"))
    so.add_argument("--workers", type=_whole(1, MAX_WORKERS, lang), default=1,
                    help=h("soak-workers"))
    so.add_argument("--out", default="soak-failures", help=h("soak-out"))
    so.add_argument("--json", help=h("soak-json"))
    so.add_argument("--quiet", action="store_true", help=h("quiet"))
    so.set_defaults(run=cmd_soak, parser=so)

    room = sub.add_parser("classroom", parents=speaks,
                          help=h("classroom"))
    classroom_cli.add_arguments(room, speaks, lang)
    room.set_defaults(run=classroom_cli.run, parser=room)
    lessons.add_commands(sub, speaks, lang)           # lessons, lab
    assignments.add_command(sub, speaks, lang)
    return parser


def _argv_lang(argv) -> str:
    """The `--lang` among the arguments (read before parsing them, so that the help and
    argparse's refusal of an argument are said in it), else the locale's language."""
    for i, arg in enumerate(argv):
        if arg == "--":
            break
        given = arg[len("--lang="):] if arg.startswith("--lang=") else \
            argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else None
        if given in LANGS:
            return given
    return system_lang()


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    lang = _argv_lang(argv)
    # the games to --register first: the commands' --game lists every registered game
    pre = _Parser(prog="python -m sanmarco_nb", add_help=False)
    pre.add_argument("--register", action="append", default=[])
    for module in pre.parse_known_args(argv)[0].register:
        register(pre, module, lang)
    args = make_parser(lang).parse_args(argv)
    args.lang = chosen_lang(args)
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
        print(f"{args.parser.prog}: {render('cli-interrupted', args.lang)}", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
