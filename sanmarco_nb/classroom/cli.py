"""`python -m sanmarco_nb classroom ...`: run the room server, make rooms, collect records.

    python -m sanmarco_nb classroom serve --host 0.0.0.0 --port 8765 --data class-7b
    python -m sanmarco_nb classroom create --url http://127.0.0.1:8765 --code TEACHER \\
        --game sanmarco --seats human,human,greedy,greedy --rooms 6
    python -m sanmarco_nb classroom rooms --url ... --code ...
    python -m sanmarco_nb classroom records --url ... --code ... --out records/

The teacher code may also come from the environment (SANMARCO_TEACHER_CODE). This module
imports no web library until a command runs, so `python -m sanmarco_nb --help` works without
the `classroom` extra.
"""
from __future__ import annotations

import argparse
import json
import os

from ..games import GAMES

__all__ = ["add_arguments", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    what = parser.add_subparsers(dest="what")
    serve = what.add_parser("serve", help="run the room server (the default)")
    _serve_options(serve)
    _serve_options(parser)          # `classroom --port N` means `classroom serve --port N`
    for name, text in (("create", "make rooms and print their join codes"),
                       ("rooms", "list the rooms: phase, move, scores"),
                       ("records", "save every finished game's record as JSON files")):
        p = what.add_parser(name, help=text)
        p.add_argument("--url", default="http://127.0.0.1:8765", help="the server")
        p.add_argument("--code", default=os.environ.get("SANMARCO_TEACHER_CODE"),
                       help="teacher code (default: $SANMARCO_TEACHER_CODE)")
        if name == "create":
            p.add_argument("--game", required=True, choices=tuple(GAMES))
            p.add_argument("--seats", required=True,
                           help="one kind per seat: human, random, greedy or search")
            p.add_argument("--rooms", type=int, default=1)
            p.add_argument("--title", default="")
        if name == "records":
            p.add_argument("--out", default="records", help="folder for the JSON files")


def _serve_options(p) -> None:
    p.add_argument("--host", default="127.0.0.1",
                   help="address to listen on (0.0.0.0: the whole class network)")
    p.add_argument("--port", type=int, default=8765)
    p.add_argument("--data", default="classroom-data", help="folder of the rooms' database")
    p.add_argument("--teacher-code", default=os.environ.get("SANMARCO_TEACHER_CODE"))
    p.add_argument("--bot-delay", type=float, default=0.5,
                   help="seconds after each bot move, so that students can follow")
    p.add_argument("--public-url", help="the address students use, if not http://host:port")
    p.add_argument("--voila-url", help="the play app's address (Voila serving "
                   "notebooks/play.ipynb), for join links that open it on the seat")
    p.add_argument("--rate", type=float,
                   help="messages per second one connection may send (default 20; a person "
                        "sends a few)")


def run(args, parser) -> int:
    try:
        from . import client, server           # the optional `classroom` extra (aiohttp)
    except ImportError as e:
        parser.error(f"the classroom needs its extra: pip install 'sanmarco-nb[classroom]' ({e})")
    if args.what in (None, "serve"):
        limits = server.Limits() if args.rate is None else server.Limits(
            rate=args.rate, burst=max(server.Limits.burst, args.rate * 3))
        server.run(args.host, args.port, args.data, teacher_code=args.teacher_code,
                   bot_delay=args.bot_delay, public_url=args.public_url,
                   voila_url=args.voila_url, limits=limits)
        return 0
    if not args.code:
        parser.error("--code (or SANMARCO_TEACHER_CODE) is needed")
    teacher = client.Teacher(args.url, args.code)
    try:
        if args.what == "create":
            rooms = teacher.create_rooms(args.game, args.seats.split(","), args.rooms,
                                         title=args.title)
            for room in rooms:
                for p, seat in enumerate(room["seats"]):
                    print(room["room"], f"P{p + 1}", seat["kind"], seat["link"] or "")
        elif args.what == "rooms":
            for r in teacher.rooms():
                print(r["room"], r["game"], "over" if r["terminal"] else r["phase"],
                      f"move {r['version']}", "scores", "/".join(map(str, r["scores"])),
                      ", ".join(s["name"] for s in r["seats"]))
        else:
            os.makedirs(args.out, exist_ok=True)
            records = teacher.records()
            for r in records:
                path = os.path.join(args.out, f"{r['record']['game']}-{r['room']}.json")
                with open(path, "w", encoding="utf-8") as f:
                    json.dump(r["record"], f)
            print(f"{len(records)} records saved in {args.out}")
    except (client.Refused, PermissionError, OSError) as e:
        parser.error(str(e))
    return 0
