"""The command line: `python -m sanmarco_nb bench` (more commands: `--help`)."""
from __future__ import annotations

import argparse
import sys
from importlib import util

GAMES = ("sanmarco", "artsociety")


def _available_games():
    return [g for g in GAMES if util.find_spec(f"sanmarco_nb.{g}.state") is not None]


def cmd_bench(args) -> int:
    from .bench import bench_game, report
    games = [args.game] if args.game else _available_games()
    print(report([bench_game(g, players=args.players, games=args.games) for g in games]))
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m sanmarco_nb",
                                     description="San Marco and Art Society engines")
    sub = parser.add_subparsers(dest="command", required=True)
    bench = sub.add_parser("bench", help="speed of random full games, actions and clones")
    bench.add_argument("--game", choices=GAMES)
    bench.add_argument("--players", type=int, default=4)
    bench.add_argument("--games", type=int, default=200)
    bench.set_defaults(run=cmd_bench)
    args = parser.parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
