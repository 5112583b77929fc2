"""A class plays together: game rooms on a small server, one seat per browser or notebook.

    python -m sanmarco_nb classroom --data class-7b          # the teacher starts the server
    from sanmarco_nb.classroom import Teacher, Client         # rooms, codes, seats from Python

The engine is the only authority: the server keeps each room's true state, a seat receives only
`observation(seat)`, its legal moves and the events it may see (`views`), and every room is
stored as its record (`storage`). docs/classroom.md runs a lesson from start to end.

    rooms       a room: seats, codes, the checks a move passes (pure, engine only)
    views       what a seat and the teacher receive (observation, determinized record, events)
    storage     the Storage interface and its SQLite implementation
    hall        all rooms: move order, bots, listeners (asyncio)
    tournament  the class tournament table over finished rooms
    server      aiohttp: websocket, teacher API, pages; start/run/ServerThread
    client      AsyncClient and Client (a seat), Teacher (the API)
    cli         `python -m sanmarco_nb classroom ...`

Names load on first use: the command line imports `cli` without the web library, and the
server and clients need the optional `classroom` extra (aiohttp).
"""
__all__ = ["HUMAN", "Hall", "Refused", "Room", "Seat", "SQLiteStorage", "Storage", "Client",
           "AsyncClient", "Teacher", "ServerThread", "start", "run", "make_app", "Limits"]

_WHERE = {"HUMAN": "rooms", "Refused": "rooms", "Room": "rooms", "Seat": "rooms",
          "Hall": "hall", "SQLiteStorage": "storage", "Storage": "storage",
          "Client": "client", "AsyncClient": "client", "Teacher": "client",
          "ServerThread": "server", "start": "server", "run": "server", "make_app": "server",
          "Limits": "server"}


def __getattr__(name):
    if name in _WHERE:
        from importlib import import_module
        return getattr(import_module(f"{__name__}.{_WHERE[name]}"), name)
    raise AttributeError(name)
