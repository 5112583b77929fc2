"""Where rooms live between server runs: one small interface, SQLite behind it by default.

A room is stored as its *document* (the record's header, the seats, the title: everything but
the moves, rewritten when a seat changes) plus its moves, appended one row at a time as they
are made. The moves are the record's moves in notation, so a stored room is a game record and
the server restores it by replaying it through the engine. Nothing is pickled.

A department that wants PostgreSQL writes the same six methods against it (`Storage`).
"""
from __future__ import annotations

import json
import os
import sqlite3
from abc import ABC, abstractmethod
from typing import Iterator, NamedTuple

__all__ = ["Storage", "SQLiteStorage", "StoredRoom"]


class StoredRoom(NamedTuple):
    id: str
    doc: dict
    moves: list


class Storage(ABC):
    """What the room server needs from a database."""

    @abstractmethod
    def add_room(self, room_id: str, doc: dict) -> None:
        """Store a new room (its moves start empty)."""

    @abstractmethod
    def update_room(self, room_id: str, doc: dict) -> None:
        """Replace a room's document (a seat joined, a code was reissued, the game ended)."""

    @abstractmethod
    def add_move(self, room_id: str, n: int, move: str) -> None:
        """Store move number `n` (1-based) of a room, durably, before anyone sees it played.
        Storing a move number twice is an error: it would mean two moves raced."""

    @abstractmethod
    def rooms(self) -> Iterator[StoredRoom]:
        """Every stored room with its moves in order (a document that cannot be read: None)."""

    @abstractmethod
    def get_meta(self, key: str) -> str | None:
        """A server-wide setting (the teacher code), or None."""

    @abstractmethod
    def set_meta(self, key: str, value: str) -> None:
        ...

    def close(self) -> None:
        """Release the database."""


_SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (id TEXT PRIMARY KEY, doc TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS moves (room TEXT NOT NULL, n INTEGER NOT NULL, move TEXT NOT NULL,
                                  PRIMARY KEY (room, n));
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""


def _json_or_none(text: str):
    """A stored document, or None when it is no longer JSON (the hall sets that room aside)."""
    try:
        return json.loads(text)
    except ValueError:
        return None


class SQLiteStorage(Storage):
    """The standard library's sqlite3, one file `classroom.sqlite3` in the data folder.

    WAL journal with synchronous=NORMAL: a committed move survives the server being killed
    (the test kills it with SIGKILL); only a power cut may lose the last few, which a class
    can live with, and each move costs tens of microseconds instead of a disk flush.
    `path=":memory:"` keeps everything in memory (tests of the room logic).
    """

    FILE = "classroom.sqlite3"

    def __init__(self, path: str):
        if path != ":memory:":
            os.makedirs(path, mode=0o700, exist_ok=True)
            path = os.path.join(path, self.FILE)
        self.db = sqlite3.connect(path, isolation_level=None)   # autocommit: one write, one commit
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(_SCHEMA)

    def add_room(self, room_id, doc):
        self.db.execute("INSERT INTO rooms VALUES (?, ?)", (room_id, json.dumps(doc)))

    def update_room(self, room_id, doc):
        self.db.execute("UPDATE rooms SET doc = ? WHERE id = ?", (json.dumps(doc), room_id))

    def add_move(self, room_id, n, move):
        self.db.execute("INSERT INTO moves VALUES (?, ?, ?)", (room_id, n, move))

    def rooms(self):
        for room_id, doc in self.db.execute("SELECT id, doc FROM rooms ORDER BY rowid").fetchall():
            moves = [m for (m,) in self.db.execute(
                "SELECT move FROM moves WHERE room = ? ORDER BY n", (room_id,))]
            yield StoredRoom(room_id, _json_or_none(doc), moves)

    def get_meta(self, key):
        row = self.db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else row[0]

    def set_meta(self, key, value):
        self.db.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (key, value))

    def close(self):
        self.db.close()
