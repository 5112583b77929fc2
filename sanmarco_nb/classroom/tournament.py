"""The class tournament table: every finished room, one line per participant and game.

A student is known by the name they joined with (an unnamed seat by its room and seat, so two
nameless "Player 1" are not merged); every bot of one kind is one participant ("greedy bot"), which
shows the class how it fares against the bots. Wins are shared among tied winners, as in
`returns()`; the interval is analysis.stats' Wilson interval, honest about how few games a
lesson plays.
"""
from __future__ import annotations

from ..analysis.stats import wilson
from ..i18n import player_name
from .rooms import HUMAN, Room, bot_name

__all__ = ["participant", "tournament_table"]


def participant(room: Room, seat: int, lang: str = "en") -> str:
    s = room.seats[seat]
    if s.kind != HUMAN:
        return bot_name(s.kind, lang)
    return s.name or f"{room.id}/{player_name(seat, lang)}"


def tournament_table(rooms, lang: str = "en") -> dict:
    """{game: [row, ...]} over the finished rooms, best win share first. A row: participant,
    its kind (human or the bot's, for a page to name a bot in its language), games, wins
    (shared), win_share with its 95% interval, mean score; names in `lang`."""
    tally: dict[tuple[str, str], dict] = {}
    for room in rooms:
        state = room.state
        if not state.is_terminal():
            continue
        returns, scores = state.returns(), state.scores
        for p in range(state.players):
            row = tally.setdefault((room.game, participant(room, p, lang)),
                                   {"games": 0, "wins": 0.0, "score_sum": 0,
                                    "kind": room.seats[p].kind})
            row["games"] += 1
            row["wins"] += returns[p]
            row["score_sum"] += scores[p]
    table: dict[str, list] = {}
    for (game, who), row in tally.items():
        n = row["games"]
        low, high = wilson(row["wins"], n)
        table.setdefault(game, []).append({
            "participant": who, "kind": row["kind"], "games": n,
            "wins": round(row["wins"], 3),
            "win_share": round(row["wins"] / n, 3), "interval": [round(low, 3), round(high, 3)],
            "mean_score": round(row["score_sum"] / n, 2)})
    for rows in table.values():
        rows.sort(key=lambda r: (-r["win_share"], -r["mean_score"], r["participant"]))
    return table
