"""Watching the others play: the caption and Next button of a paced step, and the "since your
move" panel that lists what the bots and chance did after the learner's last move.

`since_lines` is pure Python (no widget): it reads the timeline, groups each turn's events by
kind (the game table names the groups: passage end, bonuses, banishments, scorings...) and says
where in time each group ends, so a click on its line can jump there (`GameTable.seek`).
"""
from __future__ import annotations

from html import escape
from typing import Callable, NamedTuple

import ipywidgets as W

from ..core import CHANCE
from .controls import Labels, close_widgets, make_button, make_html, shared

__all__ = ["Line", "since_lines", "WatchBar", "SincePanel"]

MOVES = "moves"          # the group of every event kind a table does not name


class Line(NamedTuple):
    """One line of the "since your move" panel: the events of one group in one turn."""
    position: int        # the timeline position after the group's last step (to jump to)
    player: int          # whose turn it was (CHANCE: chance alone)
    group: str           # the table's group name (MOVES for a player's own plays)
    events: tuple        # (step index, event) in the order they happened


def since_lines(timeline, human_step: Callable[[int], bool], groups: dict,
                shown: Callable[[int], list], actor: Callable[[int], int]) -> list[Line]:
    """What happened after the last human step of the line (up to its end), and what that
    step set off beyond the move itself (a scoring, the end of a passage): one Line per turn
    and group, in order. Step i is human when `human_step(i)`, `actor(i)` says whose it was
    (CHANCE for chance alone: it joins the turn it happens in); `shown(i)` gives the events
    of step i as the learner may see them; `groups` maps an event kind to its group (a kind
    mapped to None is left out, e.g. another player's secret draw)."""
    end = timeline.end
    first = end
    while first > 0 and not human_step(first - 1):
        first -= 1
    lines: list[Line] = []
    turn: dict = {}                 # group -> [last position, events] of the turn being read
    player = None
    start = first - 1 if first > 0 else first     # the human's own step: its consequences
    for i in range(start, end):
        mover = actor(i)
        if mover != CHANCE and mover != player or player is None:
            lines += _flush(turn, player)
            turn, player = {}, mover
        for event in shown(i):
            group = groups.get(event.kind, MOVES)
            if group is None or (i < first and group == MOVES):
                continue
            slot = turn.setdefault(group, [i + 1, []])
            slot[0] = i + 1
            slot[1].append((i, event))
    return lines + _flush(turn, player)


def _flush(turn: dict, player) -> list[Line]:
    return [Line(pos, player, group, tuple(events)) for group, (pos, events) in turn.items()]


class WatchBar(W.VBox):
    """The caption of the step just shown (while the others play at a speed) and, at speed
    "step", the Next button (a key: Enter or Space while it has the focus) and Skip, which
    plays on at once to the next human decision."""

    def __init__(self, labels: Labels):
        self.caption = make_html()
        self.next = W.Button(button_style="primary", icon="step-forward",
                             layout=W.Layout(width="auto"))
        self.skip = labels.bind(W.Button(icon="fast-forward", layout=W.Layout(width="auto")),
                                "watch_skip")
        self.buttons = W.HBox([self.next, self.skip], layout=W.Layout(flex_flow="row wrap"))
        super().__init__([self.caption, self.buttons],
                         layout=W.Layout(display="none", border="1px solid #0072B2",
                                         padding="2px 6px", margin="4px 0"))
        self.add_class("smnb-watch")

    def show(self, caption: str, next_text: str | None) -> None:
        """`caption` (HTML) and, with `next_text`, the Next button labelled with it; hidden
        when both are empty."""
        self.caption.value = caption
        stepping = next_text is not None
        self.next.description = next_text or ""
        self.buttons.layout.display = "flex" if stepping else "none"
        self.layout.display = "flex" if caption or stepping else "none"


class SincePanel(W.VBox):
    """"Since your move": per turn, who played, then a line per group of events; a click on a
    line jumps there in time. Rebuilt only when the game or the language changes (`show` with
    the same key keeps the widgets and only marks the line being looked at)."""

    MAX_LINES = 40

    def __init__(self, labels: Labels):
        self.labels = labels
        self.title = make_html()
        self.list = W.VBox()
        self._key = None
        self._buttons: list = []        # (position, button)
        super().__init__([self.title, self.list],
                         layout=W.Layout(display="none", flex="1 1 260px", min_width="0",
                                         border="1px solid #ccc", padding="4px",
                                         max_height="18em", overflow="hidden auto"))
        self.add_class("smnb-since")

    def show(self, key, lines: Callable[[], list], who: Callable[[int], str],
             text: Callable[[Line], str], on_jump: Callable[[int], None], cursor: int) -> None:
        """Show the Lines `lines()` gives, unless `key` says they are shown already:
        `who(player)` names a turn, `text(line)` words a line; a click calls
        `on_jump(position)`. The line that ends at `cursor` is marked."""
        if key != self._key:
            self._key = key
            self._build(lines(), who, text, on_jump)
        for position, button in self._buttons:
            button.button_style = "info" if position == cursor else ""

    def _build(self, lines, who, text, on_jump) -> None:
        L = self.labels
        old = self.list.children
        rows, self._buttons = [], []
        shown = lines[:self.MAX_LINES]
        player = object()
        for line in shown:
            if line.player != player:
                player = line.player
                rows.append(make_html(f"<b>{escape(who(player))}</b>"))
            button = make_button(text(line), (lambda p=line.position: on_jump(p)),
                                 tooltip=L("since_jump"), layout=shared("auto"))
            button.add_class("smnb-since-line")
            self._buttons.append((line.position, button))
            rows.append(button)
        if len(lines) > len(shown):
            rows.append(make_html(f"<i>{escape(L('since_more', n=len(lines) - len(shown)))}"
                                  "</i>"))
        self.list.children = rows
        for w in old:
            close_widgets(w)
        self.title.value = f"<b>{escape(L('since_title'))}</b>"
        self.layout.display = "flex" if lines else "none"
