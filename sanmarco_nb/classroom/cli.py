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
import urllib.error

from ..games import GAMES
from ..i18n import and_list, player_name, player_values, render

__all__ = ["add_arguments", "run"]


def add_arguments(parser: argparse.ArgumentParser, parents=(), lang: str = "en") -> None:
    """The commands of `classroom`, their help in `lang`; `parents`: options each of them
    takes too (--lang)."""
    def h(key: str) -> str:
        return render(f"cli-help-{key}", lang)
    what = parser.add_subparsers(dest="what")
    serve = what.add_parser("serve", parents=parents, help=h("serve"))
    _serve_options(serve, h)
    _serve_options(parser, h)          # `classroom --port N` means `classroom serve --port N`
    for name in ("create", "rooms", "records"):
        p = what.add_parser(name, parents=parents, help=h(name))
        p.add_argument("--url", default="http://127.0.0.1:8765", help=h("url"))
        p.add_argument("--code", default=os.environ.get("SANMARCO_TEACHER_CODE"),
                       help=h("code"))
        if name == "create":
            p.add_argument("--game", required=True, choices=tuple(GAMES))
            p.add_argument("--seats", required=True, help=h("seats"))
            p.add_argument("--rooms", type=int, default=1)
            p.add_argument("--title", default="")
        if name == "records":
            p.add_argument("--out", default="records", help=h("records-out"))


def _serve_options(p, h) -> None:
    p.add_argument("--host", default="127.0.0.1", help=h("host"))
    p.add_argument("--port", type=int, default=8765)
    p.add_argument("--data", default="classroom-data", help=h("data"))
    p.add_argument("--teacher-code", default=os.environ.get("SANMARCO_TEACHER_CODE"))
    p.add_argument("--bot-delay", type=float, default=0.5, help=h("bot_delay"))
    p.add_argument("--public-url", help=h("public_url"))
    p.add_argument("--voila-url", help=h("voila_url"))
    p.add_argument("--rate", type=float, help=h("rate"))


def run(args, parser) -> int:
    """Run a `classroom` command; its output, and the server's answers, in `args.lang`."""
    lang = getattr(args, "lang", "en")
    try:
        from . import client, server           # the optional `classroom` extra (aiohttp)
    except ImportError as e:
        parser.error(render("cli-classroom_extra", lang, detail=str(e)))
    if args.what in (None, "serve"):
        limits = server.Limits() if args.rate is None else server.Limits(
            rate=args.rate, burst=max(server.Limits.burst, args.rate * 3))
        server.run(args.host, args.port, args.data, teacher_code=args.teacher_code,
                   bot_delay=args.bot_delay, public_url=args.public_url,
                   voila_url=args.voila_url, limits=limits, lang=lang)
        return 0
    if not args.code:
        parser.error(render("cli-classroom_code", lang))
    teacher = client.Teacher(args.url, args.code, lang=lang)
    try:
        if args.what == "create":
            rooms = teacher.create_rooms(args.game, args.seats.split(","), args.rooms,
                                         title=args.title)
            for room in rooms:
                for p, seat in enumerate(room["seats"]):
                    # tab-separated: a seat's name and a bot's have spaces in every language
                    print(room["room"], player_name(p, lang), _kind(seat["kind"], lang),
                          seat["link"] or "", sep="\t")
        elif args.what == "rooms":
            for r in teacher.rooms():
                print(_room_line(r, lang))
        else:
            os.makedirs(args.out, exist_ok=True)
            records = teacher.records()
            for r in records:
                path = os.path.join(args.out, f"{r['record']['game']}-{r['room']}.json")
                with open(path, "w", encoding="utf-8") as f:
                    json.dump(r["record"], f)
            print(render("cli-classroom_saved", lang, count=len(records), path=args.out))
    except (client.Refused, PermissionError) as e:
        parser.error(str(e))                   # the server's words, in `lang`
    except (urllib.error.URLError, ConnectionError, TimeoutError) as e:
        parser.error(render("cli-classroom_unreachable", lang, where=args.url,
                            detail=str(getattr(e, "reason", e))))
    except OSError as e:                       # the records' folder
        parser.error(render("cli-cannot_write", lang, path=e.filename or args.out,
                            detail=e.strerror or type(e).__name__))
    return 0


def _kind(kind: str, lang: str) -> str:
    from .rooms import HUMAN, bot_name
    return render("cli-classroom_human", lang) if kind == HUMAN else bot_name(kind, lang)


def _room_line(r: dict, lang: str) -> str:
    """A room as `classroom rooms` prints it: game, phase, move, scores by seat, who sits."""
    from .. import i18n
    game = r["game"]
    return render("cli-classroom_room", lang, room=r["room"],
                  game=i18n.message(game, "title", lang),
                  phase=render("classroom-js-game_over", lang) if r["terminal"]
                  else i18n.phase_name(game, r["phase"], lang),
                  version=r["version"], scores=player_values(enumerate(r["scores"]), lang),
                  names=and_list([s["name"] for s in r["seats"]], lang))
