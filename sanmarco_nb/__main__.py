"""The command line: `python -m sanmarco_nb simulate | replay | bench | classroom` (`--help`).

    python -m sanmarco_nb simulate --game sanmarco --players 4 --bots greedy,random --games 1000
    python -m sanmarco_nb replay game.json
    python -m sanmarco_nb bench

Bad arguments (an unknown game or bot, a player count the game does not allow, a record that
does not load) end with a message and exit status 2.
"""
from __future__ import annotations

import argparse
import json
import sys
from importlib import import_module, util

from .classroom import cli as classroom_cli

GAMES = ("sanmarco", "artsociety")


def _available_games():
    return [g for g in GAMES if util.find_spec(f"sanmarco_nb.{g}.state") is not None]


def cmd_bench(args, parser) -> int:
    from .bench import bench_game, report
    games = [args.game] if args.game else _available_games()
    print(report([bench_game(g, players=args.players, games=args.games) for g in games]))
    return 0


def _seat_bots(parser, names: str, players: int):
    """One bot per seat from "a,b,...": one name fills every seat; else one name per seat."""
    from .bots import BOTS, make_bot
    names = [n.strip() for n in names.split(",") if n.strip()]
    for n in names:
        if n not in BOTS:
            parser.error(f"unknown bot {n!r}: choose from {', '.join(BOTS)}")
    if len(names) == 1:
        names *= players
    if len(names) != players:
        parser.error(f"{players} players need 1 or {players} bots, got {len(names)}")
    return [make_bot(n) for n in names]


def cmd_simulate(args, parser) -> int:
    from .analysis import simulate
    game = import_module(f"sanmarco_nb.{args.game}")
    try:
        game.new_game(players=args.players, seed=0)
    except ValueError as e:
        parser.error(f"--players {args.players}: {e}")
    if args.games < 1:
        parser.error("--games must be at least 1")
    bots = _seat_bots(parser, args.bots, args.players)
    executor = None
    if args.workers > 1:
        from concurrent.futures import ProcessPoolExecutor
        executor = ProcessPoolExecutor(args.workers)
    try:
        sim = simulate(args.game, bots, args.games, seed=args.seed, executor=executor,
                       progress=not args.quiet, rotate=args.rotate)
    finally:
        if executor is not None:
            executor.shutdown()
    print(json.dumps(sim.to_dict()) if args.json else sim)
    return 0


def cmd_replay(args, parser) -> int:
    from .core import CHANCE, RecordError
    try:
        with open(args.record, encoding="utf-8") as f:
            record = json.load(f)
    except (OSError, ValueError) as e:
        parser.error(f"cannot read {args.record}: {e}")
    name = record.get("game") if isinstance(record, dict) else None
    if name not in GAMES:
        parser.error(f"{args.record}: field 'game' must be one of {', '.join(GAMES)}")
    game = import_module(f"sanmarco_nb.{name}")
    try:
        final = game.from_record(record)          # validates every field and move first
    except RecordError as e:
        parser.error(f"{args.record}: {e}")
    state = game.new_game(players=final.players, seed=final.seed, variant=final.variant,
                          start_player=final.start_player)
    print(f"{name}, {final.players} players, seed {final.seed}, {len(final.history)} moves")
    for n, action in enumerate(final.history, 1):
        who = "chance" if state.to_move == CHANCE else f"P{state.to_move + 1}"
        events = state.apply(action)
        print(f"{n:>4}. {who:<7}{action}")
        for e in events:
            print(f"          {_describe(e, args.lang)}")
    if state.is_terminal():
        scores = ", ".join(f"P{p + 1} {s}" for p, s in enumerate(state.scores))
        print(f"final scores: {scores}; winner(s): "
              f"{', '.join(f'P{p + 1}' for p in state.winners())}")
    return 0


def _describe(event, lang: str) -> str:
    try:
        return event.describe(lang)
    except (KeyError, ValueError, LookupError):
        return f"{event.kind} ({event.rule})"     # a kind the texts do not cover yet


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m sanmarco_nb",
                                     description="San Marco and Art Society engines")
    sub = parser.add_subparsers(dest="command", required=True)
    bench = sub.add_parser("bench", help="speed of random full games, actions and clones")
    bench.add_argument("--game", choices=GAMES)
    bench.add_argument("--players", type=int, default=4)
    bench.add_argument("--games", type=int, default=200)
    bench.set_defaults(run=cmd_bench)

    sim = sub.add_parser("simulate", help="many seeded games with bots; results and win rates")
    sim.add_argument("--game", choices=GAMES, required=True)
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--bots", default="random",
                     help="comma-separated, one per seat or one for all (random, greedy, search)")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--workers", type=int, default=1, help="processes (default: this one)")
    sim.add_argument("--rotate", action="store_true", help="rotate the bots through the seats")
    sim.add_argument("--json", action="store_true", help="JSON: summary and per-game arrays")
    sim.add_argument("--quiet", action="store_true", help="no progress bar")
    sim.set_defaults(run=cmd_simulate, parser=sim)

    replay = sub.add_parser("replay", help="a game record, step by step, in plain text")
    replay.add_argument("record", help="a JSON record written by state.to_record()")
    replay.add_argument("--lang", choices=("en", "de", "tr"), default="en")
    replay.set_defaults(run=cmd_replay, parser=replay)

    room = sub.add_parser("classroom", help="the classroom room server; rooms, codes, records")
    classroom_cli.add_arguments(room)
    room.set_defaults(run=classroom_cli.run, parser=room)

    args = parser.parse_args(argv)
    return args.run(args, getattr(args, "parser", parser))


if __name__ == "__main__":
    sys.exit(main())
