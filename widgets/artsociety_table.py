"""The Art Society table: auction row, sealed bids, gallery walls, museum and scores.

    from sanmarco_nb.widgets import ArtSocietyTable
    ArtSocietyTable(players=3, seats=["human", "greedy", "greedy"], seed=7, lang="de")

Driving the game (seats, bots, time travel, log, language, errors) is `table.GameTable`'s job;
this module draws the game and builds the panel for the decision at hand:

* pick: the auctioneer picks paintings by their backs; chance then turns them over;
* bid: each human seat picks a card privately (with several humans at one screen, a Ready step
  hands the device over first); once all bids are in, the reveal is shown step by step (the
  bids, each tie-break, the order) before the game goes on;
* acquire / place / decor / after: take a painting; click a highlighted cell on your wall (or
  choose the position from the list), see the faux pas and decor it would cause, then confirm;
  or give the tile to the assistant.

The choices made on the way to a move (a cell, the Ready step, the reveal steps) are the table's
own state; only moves go into the game.
"""
from __future__ import annotations

import time
from html import escape

import ipywidgets as W

from sanmarco_nb import artsociety
from sanmarco_nb.core import IllegalAction
from sanmarco_nb.i18n import and_list, bot_name, render
from sanmarco_nb.i18n.preview import preview_notes, preview_text
from sanmarco_nb.artsociety import GENRES, GEOMETRY, Action
from sanmarco_nb.artsociety.data import Back, Piece
from sanmarco_nb.artsociety.scoring import faux_pas
from sanmarco_nb.svg.artsociety import CELL, piece_svg
from sanmarco_nb.svg.palette import GOOD_TEXT, WARN_TEXT
from sanmarco_nb.svg.sanmarco import swatch

from .artsociety_charts import MuseumChart, ScoreChart
from .access import words_html
from .artsociety_access import wall_words
from .artsociety_wall import GalleryWall
from .controls import (choices_html, hold, make_button, make_html, notes_html, option_button,
                       rule_links, shared)
from .remote import open_room
from .seats import HUMAN
from .static import StaticView
from .table import GameTable

__all__ = ["ArtSocietyTable"]

PLACING = frozenset({"hang", "decor", "from-assistant"})
REVEAL_KINDS = frozenset({"reveal", "tie", "order"})


_CELL = "padding:0 10px 0 0;white-space:nowrap"     # a bid: one piece of a wrapping line


def _stop_turn(before, after):
    return after.to_move != before.to_move


def _stop_round(before, after):
    return after.round != before.round


def _never(before, after):
    return False


class ArtSocietyTable(StaticView, GameTable):
    """An Art Society game at a table of humans and bots (see the module docstring)."""

    LABELS = "as-table"
    stops = {"turn": _stop_turn, "round": _stop_round, "game": _never}
    WATCH_GROUPS = {**dict.fromkeys(("round", "gavel"), "round"),
                    **dict.fromkeys(("reveal", "tie", "order"), "reveal"),
                    "museum": "museum", **dict.fromkeys(("game_end", "scores"), "end")}

    def __init__(self, players: int = 3, seats=None, seed: int = 0, variant=None,
                 lang: str = "en", speed: str = "instant", state=None, wall_size: int = 250,
                 room: str | None = None, code: str | None = None, **remote):
        # room/code: a seat of a classroom room (see SanMarcoTable, widgets/remote.py)
        source = open_room("artsociety", room, code, lang, **remote)
        if source is not None:
            seats = source.seats()
        else:
            state = state if state is not None else artsociety.new_game(players, seed, variant)
            seats = list(seats) if seats is not None else [HUMAN] + ["greedy"] * (
                state.players - 1)
        self._wall_size = wall_size
        self._sel = None            # (version, group, action): the tile and cell chosen so far
        self._ready = None          # (version, player): hot seat, the device was handed over
        self._revealed = {}         # position id -> reveal steps shown (a reveal pauses)
        self.draw_times: list[float] = []   # seconds per redraw of walls, charts and panel
        super().__init__(state, seats, lang, speed, source)
        self.labels.on_change(self._relabel)

    # ---- names ---------------------------------------------------------------------------------
    def name(self, p: int) -> str:
        return self.labels("player_n", n=p + 1)

    def seat_name(self, p: int) -> str:
        who = self.seat_label(p) if self.is_human(p) or self.source else (
            bot_name(getattr(self.seats[p], "name", "?"), self.lang))
        return f"{self.name(p)} ({who})"

    def _piece_args(self, piece) -> dict:
        """What the tile messages say of a piece: a painting's genre, frame, value and size,
        a decor tile's size and shields."""
        return {"kind": "decor" if piece.shields else "painting", "w": piece.w, "h": piece.h,
                "shields": piece.shields, "genre": self.labels(piece.genre) if piece.genre
                else "", "frame": piece.frame or "", "value": piece.value}

    def _piece_name(self, piece) -> str:
        return self.labels("tile", **self._piece_args(piece))

    def _game_over(self, state) -> str:
        winners = state.winners()
        return self.labels("game_over", count=len(winners),
                           names=and_list([self.name(p) for p in winners], self.lang))

    # ---- layout ---------------------------------------------------------------------------------
    def _body(self):
        P = self.timeline.state.players
        # a slot: its painting at the bottom of a box as high as the tallest painting, the
        # caption and what taking it would do under it, the Take button at the bottom: the
        # pictures, captions and buttons of a row line up
        self.slots = [W.HTML(layout=W.Layout(min_height=f"{5 * CELL + 16}px",
                                             display="flex", align_items="flex-end"))
                      for _ in range(P + 1)]
        self.slot_notes = [W.HTML(layout=W.Layout(flex="1 1 auto")) for _ in range(P + 1)]
        self.slot_buttons = [W.Button(layout=W.Layout(width="auto", visibility="hidden"))
                             for _ in range(P + 1)]
        for i, b in enumerate(self.slot_buttons):
            b.on_click(self.guard(lambda _b, n=i + 1: self._take(n)))
        self.auction_title = W.HTML()
        slot_box = W.Layout(width=f"{5 * CELL + 44}px", margin="0 6px 6px 0",
                            justify_content="flex-start")
        self.auction_row = W.HBox([W.VBox([s, n, b], layout=slot_box)
                                   for s, n, b in zip(self.slots, self.slot_notes,
                                                      self.slot_buttons)],
                                  layout=W.Layout(flex_flow="row wrap", align_items="stretch"))
        self.auction_row.add_class("smnb-panel")    # its Take buttons are a decision too
        self.bid_row = W.HTML()
        eyeline = self.timeline.state.variant.eyeline
        self.walls = [GalleryWall(size=self._wall_size, eyeline=eyeline, grow=True)
                      for _ in range(P)]
        for p, wall in enumerate(self.walls):
            wall.on_cell(self.guard(lambda r, c, p=p: self.click_cell(p, r, c)))
        # the wall's title above it in HTML (a bqplot title sat over the top row at game over,
        # when it grew); the info (assistant, hand) wraps inside the wall's width, so two
        # players' hands never run together
        # walls grow with the screen (square, 22 % of its width up to 400 px: with the
        # auction above, the wall decided on stays on a 1280 x 800 screen), never under
        # wall_size; with the window, not the notebook: a file browser opened after they are
        # drawn leaves them as bqplot drew them
        column = W.Layout(flex="0 0 auto", min_width=f"{self._wall_size}px",
                          width=f"clamp({self._wall_size}px, 22vw, 400px)",
                          margin="0 8px 8px 0")
        self.wall_titles = [W.HTML(layout=W.Layout(width="100%")) for _ in range(P)]
        self.wall_info = [W.HTML(layout=W.Layout(width="100%")) for _ in range(P)]
        for info in self.wall_info:
            info.add_class("smnb-wall-info")
        # each wall in words for a screen reader (visually hidden), its tiles by position
        self.wall_words = [W.HTML() for _ in range(P)]
        for p, (wall, words) in enumerate(zip(self.walls, self.wall_words)):
            words.add_class("smnb-sr-only")
            wall.figure.add_class(f"smnb-wall-{p}")       # named by `_marks_more`
            words.add_class(f"smnb-wall-words-{p}")
        self.museum = MuseumChart(self.labels)
        self.scores = ScoreChart([self.name(p) for p in range(P)], self.labels)
        self._relabel()
        # one screen (issue 35): the auction and the bids above; under them the wall of the
        # player deciding (or the first human's) with the decision beside it (the step
        # watched, what to decide, the status, the hint, "since your move"), then the
        # other walls and the charts; on a phone one column
        self.auction = W.VBox([self.auction_title, self.auction_row, self.bid_row],
                              layout=W.Layout(width="100%"))
        self.decide_box = W.VBox([self.watch, self.panel, self.guard.status, self.hints.box,
                                  self.since],
                                 layout=W.Layout(flex="2 1 320px", min_width="0",
                                                 max_width="640px", margin="0 8px 8px 0"))
        self.since.layout.flex = "0 0 auto"
        self.wall_boxes = [W.VBox([title, w.figure, words, info], layout=column)
                           for title, w, words, info in zip(self.wall_titles, self.walls,
                                                            self.wall_words, self.wall_info)]
        self.charts = W.HBox([self.museum.widget, self.scores.widget],
                             layout=W.Layout(flex_flow="row wrap"))
        self.row = W.Box(layout=W.Layout(flex_flow="row wrap", width="100%",
                                         align_items="flex-start"))
        self._front = None
        self._put_in_front(self._front_wall(self.timeline.state))
        return W.VBox([self.auction, self.row])

    def _marks_more(self, lang: str) -> dict:
        """Each wall a picture named by its owner ("Player 2's wall"), described by its
        words."""
        return {f".smnb-wall-{p} svg.svg-figure": {
                    "role": "img", "aria-label": render("access-wall", lang, name=self.name(p)),
                    "aria-describedby": f"#.smnb-wall-words-{p}"}
                for p in range(len(self.walls))}

    def _front_wall(self, state) -> int:
        """The wall beside the decision: the human deciding, else the first human's."""
        if state.to_move is not None and self.is_human(state.to_move):   # None: game over
            return state.to_move
        return next((p for p in range(len(self.seats)) if self.is_human(p)), 0)

    def _put_in_front(self, p: int) -> None:
        if p != self._front:
            self._front = p
            others = [b for q, b in enumerate(self.wall_boxes) if q != p]
            self.row.children = [self.wall_boxes[p], self.decide_box, *others, self.charts]

    def _relabel(self, _lang=None) -> None:
        for p, title in enumerate(self.wall_titles):
            title.value = f'{swatch(p)} <b>{escape(self.seat_name(p))}</b>'
        self.museum.relabel()
        self.scores.relabel([self.name(p) for p in range(len(self.walls))])
        self.auction_title.value = f"<b>{escape(self.labels('auction_row'))}</b>"

    def _marks(self) -> list:
        marks = self.museum.marks + self.scores.marks
        for wall in self.walls:
            marks += wall.marks
        return marks

    def _key_rows(self) -> list:
        """A painting's code, the genres, decor, a back, the wall's marks: what the walls and
        the auction show."""
        L = self.labels
        genres = ", ".join(f"{g} {L(g)}" for g in GENRES)
        return [("CA 5", L("key-painting")), ("C P S L", L("key-genres", genres=genres)),
                ("◆◆", L("key-decor")), ("5: 3×3", L("key-back")), ("★", L("key-star")),
                ('<span style="background:#FFF3C4">&nbsp;&nbsp;&nbsp;</span>',
                 L("key-eyeline")),
                (f'<span style="color:{WARN_TEXT}">✗</span>', L("key-faux_pas")),
                ('<span style="background:#9CC9E8">&nbsp;&nbsp;&nbsp;</span>', L("key-legal"))]

    def _header(self, state) -> str:
        L = self.labels
        parts = [f"<b>{escape(L('title'))}</b>"]
        if state.round:
            parts.append(escape(L("round_of", round=state.round)))
        if state.auctioneer is not None:
            parts.append(f"{escape(L('auctioneer'))}: {escape(self.name(state.auctioneer))}")
        if self._reveal_pending():      # the phase and whose turn would give the order away
            shown, count = self._reveal_shown(), len(self._reveal_sequence())
            parts.append(escape(L("all_bids_in") if shown == 0 else
                                L("revealing", n=min(shown, count), count=count)))
            return " · ".join(parts)
        parts.append(escape(L.phase(state.phase)))
        if state.is_terminal():
            parts.append(escape(self._game_over(state)))
        elif state.to_move >= 0:
            parts.append(escape(L("to_move", name=self.seat_name(state.to_move))))
        return " · ".join(parts)

    # ---- drawing --------------------------------------------------------------------------------
    def refresh(self) -> None:
        t0 = time.perf_counter()
        super().refresh()
        self.draw_times.append(time.perf_counter() - t0)

    def _draw(self, state) -> None:
        self._put_in_front(self._front_wall(state))
        # no empty slots nor waiting bids before the first auction (the set-up)
        started = bool(state.auction) or state.round > 0
        self.auction.layout.display = "flex" if started else "none"
        legal, chosen, preview, deciding = self._placing_view(state)
        for p, wall in enumerate(self.walls):
            if p == deciding:
                wall.draw(state.walls[p], legal, chosen, preview)
            else:
                wall.draw(state.walls[p])
            self.wall_info[p].value = self._info_html(state, p)
            self.wall_words[p].value = words_html(
                self.labels("access-wall_title", name=self.name(p)),
                wall_words(state.walls[p], self.lang), self.lang)
        self._draw_auction(state)
        self.bid_row.value = self._bids_html(state)
        self.museum.update(state.museum, state.multipliers())
        self.scores.update(state.score_breakdown(), final=state.is_terminal())

    def _info_html(self, state, p: int) -> str:
        L, piece = self.labels, state.assistant[p]
        held = piece_svg(piece) if piece is not None else escape(L("nothing"))
        out = [f'<div style="font-size:12px;overflow-wrap:anywhere;white-space:normal">'
               f'{escape(L("assistant_holds", tile=""))}{held}']
        if state.excess[p]:
            out.append(f'<br><span style="color:{WARN_TEXT}">'
                       f'{escape(L("excess_count", n=state.excess[p]))}</span>')
        out += [f'<br><span class="as-faux-pas" style="color:{WARN_TEXT}">✗ '
                f'{escape(line)}</span>'
                for line in self._faux_pas_lines(state.walls[p])]
        hand = state.hands[p]
        if self._bids_sealed(state) and state.phase != "bid" and state.bids[p] is not None:
            hand = tuple(sorted(hand + (state.bids[p],)))      # the engine has spent it
        out.append(f'<br>{escape(L("hand", cards=" ".join(map(str, hand))))}</div>')
        return "".join(out)

    def _faux_pas_lines(self, tiles) -> list[str]:
        """The faux pas on a wall in words, one line per genre (AS-P3)."""
        spoiled = faux_pas(tiles, GEOMETRY)
        genres = [t.genre for i, t in enumerate(tiles) if i in spoiled]
        return [self.labels("faux_pas_line", n=genres.count(g), genre=self.labels(g))
                for g in dict.fromkeys(genres)]

    def _taken(self) -> dict:
        """Slot number -> (player, painting) taken from the auction this round, from the
        events since the round began."""
        tl, taken = self.timeline, {}
        for i in range(tl.cursor - 1, -1, -1):
            for e in tl.events[i]:
                if e.kind == "take":
                    d = e.data
                    taken[d["slot"]] = (e.player, Piece(d["w"], d["h"], d["genre"], d["frame"],
                                                        d["value"]))
            if any(e.kind == "round" for e in tl.events[i]):
                break
        return taken

    def _draw_auction(self, state) -> None:
        L = self.labels
        can_take = self._human_turn(state) and state.phase == "acquire"
        taken = self._taken() if None in state.auction else {}
        for i, (html, note, button) in enumerate(zip(self.slots, self.slot_notes,
                                                     self.slot_buttons)):
            slot = state.auction[i] if i < len(state.auction) else None
            note.value = ""
            if i >= len(state.auction):
                html.value = piece_svg(None)
            elif slot is None:
                who, piece = taken.get(i + 1, (None, None))
                html.value = (f'<div style="opacity:0.45">{piece_svg(piece)}</div>'
                              if piece else piece_svg(None))
                note.value = (f"<small>{escape(L('taken_by', name=self.name(who)))}</small>"
                              if who is not None else f"<small>{escape(L('taken'))}</small>")
            elif isinstance(slot, Back):
                html.value = piece_svg(slot, f"{slot.value}: {slot.w}×{slot.h}")
                note.value = f"<small>{escape(L('face_down'))}</small>"
            else:
                html.value = piece_svg(slot, f"\u25CF {slot.value}")
                note.value = (f"<small>{escape(L(slot.genre))}, {escape(L('frame'))} "
                              f"{slot.frame}</small>")
                if can_take:          # what taking it would do (AS-R4, AS-P2, AS-R5)
                    note.value += f"<small>{notes_html(self._notes(state, f'take {i + 1}'))}"\
                                  "</small>"
            show = can_take and slot is not None and not isinstance(slot, Back)
            button.description = L("take_slot", slot=i + 1)
            button.layout.visibility = "visible" if show else "hidden"
            button.disabled = not show
        self._slot_version = self.timeline.version

    def _bids_html(self, state) -> str:
        L = self.labels
        hidden = self._bids_sealed(state)
        cells = []
        for p in range(state.players):
            bid = state.bids[p]
            if bid is None:
                text = L("bid_waiting")
            elif hidden:
                text = L("bid_hidden")
            else:
                text = str(bid)
            # once revealed, this round's bid lies on the pile: show it as the bid only
            pile = state.piles[p][:-1] if bid is not None and state.phase != "bid" \
                else state.piles[p]
            below = (f' <small>({escape(L("pile", cards=" ".join(map(str, pile))))})</small>'
                     if pile else "")          # an empty pile: nothing to show, not "(pile )"
            cells.append(f'<span style="{_CELL}">{swatch(p)} {escape(self.name(p))}: '
                         f'<b>{escape(text)}</b>{below}</span>')
        order = ""
        if state.order and not hidden and not self._reveal_unfinished():
            order = (f'<span style="{_CELL}">{escape(L("order"))}: '
                     + " → ".join(escape(self.name(p)) for p in state.order) + "</span>")
        return (f'<div style="display:flex;flex-wrap:wrap"><span style="{_CELL}">'
                f'<b>{escape(L("bids"))}</b></span>{"".join(cells)}{order}</div>')

    # ---- whose decision -------------------------------------------------------------------------
    def _human_turn(self, state) -> bool:
        """A human decides now (in the present, or in the past: acting there branches)."""
        return not self._paused() and self.waiting_for_human(state)

    def _groups(self, state) -> dict:
        """The placing actions here, grouped by (verb, w, h): one group per tile orientation."""
        groups: dict = {}
        for a in state.legal_actions():
            if a.verb in PLACING:
                groups.setdefault((a.verb, a.w, a.h), []).append(a)
        return groups

    def _choice(self, groups):
        """(group, action): the tile being placed (the first group unless another was chosen)
        and the placement chosen for it (None before a cell is chosen)."""
        sel = self._sel
        if sel is not None and sel[0] == self.timeline.version and sel[1] in groups:
            return sel[1], sel[2]
        return next(iter(groups), None), None

    def _selection(self):
        """The placement chosen and not yet confirmed, or None."""
        return self._choice(self._groups(self.state))[1]

    def _placing_view(self, state):
        """(legal anchors, chosen anchor, preview tile, player) for the wall being decided on."""
        if not self._human_turn(state):
            return (), None, None, None
        groups = self._groups(state)
        if not groups:
            return (), None, None, None
        key, chosen = self._choice(groups)
        legal = [(a.row, a.col) for a in groups[key]]
        if chosen is None:
            return legal, None, None, state.to_move
        return legal, (chosen.row, chosen.col), chosen, state.to_move

    # ---- the reveal (a pause the table makes; the game has already moved on) --------------------
    def _reveal_sequence(self) -> list:
        tl = self.timeline
        if tl.cursor == 0:
            return []
        return [e for e in tl.events[tl.cursor - 1] if e.kind in REVEAL_KINDS]

    def _reveal_shown(self) -> int:
        return self._revealed.get(self._position_id(), 0)

    def _position_id(self) -> int:
        return self.timeline.ids[self.timeline.cursor]

    def _reveal_pending(self) -> bool:
        """A reveal led here and a human has not stepped through it yet."""
        seq = self._reveal_sequence()
        return (bool(seq) and any(s is None for s in self.seats)
                and self._reveal_shown() <= len(seq))

    def _paused(self) -> bool:
        """The game waits at the present for the humans to step through a reveal."""
        return self.timeline.cursor == self.timeline.end and self._reveal_pending()

    def _reveal_unfinished(self) -> bool:
        """A reveal is being stepped through and its last step (the order) is not shown."""
        return self._reveal_pending() and self._reveal_shown() < len(self._reveal_sequence())

    def _log_entries(self) -> list:
        """The log, without the reveal's steps not shown yet (nor what followed them in the
        same move: the log must not tell the tie-break or the order before the reveal)."""
        entries = super()._log_entries()
        if not self._reveal_pending():
            return entries
        seq, shown = self._reveal_sequence(), self._reveal_shown()
        if shown >= len(seq):
            return entries
        events = self.timeline.events[self.timeline.cursor - 1]
        first_hidden = next(i for i, e in enumerate(events) if e is seq[shown])
        move = self.timeline.cursor
        return [(n, key, e) for n, key, e in entries if n != move or key[1] < first_hidden]

    def _bids_sealed(self, state) -> bool:
        """No bid may be shown: still bidding, or all are in but not yet revealed on screen."""
        return state.phase == "bid" or (self._reveal_pending() and self._reveal_shown() == 0)

    def _auto_step(self, bots_for_all: bool = False) -> bool:
        if not bots_for_all and self._paused():
            return False
        return super()._auto_step(bots_for_all)

    def _can_auto(self, bots_for_all: bool = False) -> bool:
        return (bots_for_all or not self._paused()) and super()._can_auto(bots_for_all)

    def _shown_of_last(self) -> int:
        return self._reveal_shown()

    def _events_shown(self, i: int) -> list:
        """Step i's events, without the reveal's steps not shown yet (nor what followed)."""
        events = self.timeline.events[i]
        if i != self.timeline.cursor - 1 or not self._reveal_unfinished():
            return events
        seq, shown = self._reveal_sequence(), self._reveal_shown()
        first_hidden = next(k for k, e in enumerate(events) if e is seq[shown])
        return events[:first_hidden]

    def reveal_next(self, version: int | None = None) -> None:
        """Reveal / Next / Continue: one more step of the reveal; after the last, play on."""
        t0 = time.perf_counter()
        self._check(version)
        if not self._reveal_pending():
            raise IllegalAction(id=self.labels.id("stale"))
        self._revealed[self._position_id()] = self._reveal_shown() + 1
        if len(self._revealed) > 4 * len(self.timeline.ids):     # positions of dropped branches
            alive = set(self.timeline.ids).union(
                *(b.ids for b in self.timeline.branches))
            self._revealed = {k: n for k, n in self._revealed.items() if k in alive}
        if not self._reveal_pending():
            self._go_on()           # at the table's speed: "step" shows each step after it
        self.refresh()
        self.latency.append(time.perf_counter() - t0)

    # ---- the panel ------------------------------------------------------------------------------
    def _panel(self, state) -> list:
        L = self.labels
        if state.is_terminal():
            return [make_html(self._final_html(state))]
        if self._paused():
            return self._reveal_panel()
        if not self.waiting_for_human(state):
            waiting = (L("chance_moves") if state.to_move < 0
                       else L("waiting", name=self.seat_name(state.to_move)))
            return [make_html(escape(waiting))]
        p = state.to_move
        if state.phase == "pick":
            return [self._decide(state)] + self._pick_panel(state, p)
        if state.phase == "bid":
            return self._bid_panel(state, p)
        return [self._decide(state)] + self._place_panel(state, p)

    def _decide(self, state):
        """One sentence: what is being decided and why it matters, with its rules."""
        L, phase = self.labels, state.phase
        if phase == "pick":
            text = L("decide-pick", n=state.players + 1 - len(state.auction))
        elif phase == "place" and not self._groups(state):
            text = L("decide-nowhere")
        else:
            text = L("decide-" + phase)
        return make_html(f'<div class="smnb-decide"><b>{rule_links(escape(text), L.lang)}</b>'
                         '</div>')

    def _notes(self, state, action) -> list:
        """What `action` (or its notation) will do, as the engine tells it (`preview`)."""
        action = state.parse(action) if isinstance(action, str) else action
        return preview_notes(state.preview(action), "artsociety", self.lang, state.to_move)

    def _final_html(self, state) -> str:
        L = self.labels
        rows = []
        for p, b in enumerate(state.score_breakdown()):
            genres = ", ".join(L("genre_points", genre=L(g), points=v)
                               for g, v in b["genres"].items() if v)
            rows.append(f"<tr><td>{escape(self.seat_name(p))}</td><td>{escape(genres)}</td>"
                        + "".join(f"<td>{render('number', self.lang, n=b[k])}</td>"
                                  for k in ("decor", "eye_line", "full_wall", "corners",
                                            "excess", "total"))
                        + "</tr>")
        head = "".join(f"<th>{escape(L(k))}</th>" for k in ("player", "genres", "decor",
                                                          "eye_line", "full_wall", "corners",
                                                          "excess", "total"))
        return (f"<b>{escape(self._game_over(state))}</b>"
                f"<table class='as-final'><tr>{head}</tr>{''.join(rows)}</table>")

    def _reveal_panel(self) -> list:
        L, seq, shown = self.labels, self._reveal_sequence(), self._reveal_shown()
        lines = [f"<li>{escape(e.describe(L.lang))} <small>[{e.rule}]</small></li>"
                 for e in seq[:shown]]
        html = make_html(f"{escape(L('all_bids_in'))}<ol class='as-reveal'>{''.join(lines)}</ol>")
        key = "reveal" if shown == 0 else ("next" if shown < len(seq) else "reveal_done")
        return [html, self.button(key, self.reveal_next)]

    def _pick_panel(self, state, p) -> list:
        L = self.labels
        need = state.players + 1 - len(state.auction)                      # AS-R1
        left = state.stacks()
        picks = [(L("back_button", value=a.n, w=a.w, h=a.h, left=left[Back(a.n, a.w, a.h)]), a)
                 for a in sorted(state.legal_actions()) if a.verb == "pick"]
        # what each back may hold in its tooltip and folded under them (in full, 16 buttons
        # of four lines reached 1,800 px down a 1280 x 800 screen)
        folded = choices_html(L("choices_do"), [(text, self._notes(state, a))
                                                for text, a in picks])
        return [make_html(escape(L("pick_backs", name=self.name(p), n=need))),
                self._moves(picks, notes="tooltip"), make_html(folded)]

    def _bid_panel(self, state, p) -> list:
        L, version = self.labels, self.timeline.version
        hot_seat = sum(s is None for s in self.seats) > 1
        if hot_seat and self._ready != (version, p):
            def ready(v):
                self._check(v)
                self._ready = (v, p)
                self.refresh()
            return [make_html(escape(L("pass_device", name=self.name(p)))),
                    self.button("ready", ready)]
        bids = [a for a in sorted(state.legal_actions()) if a.verb == "bid"]
        # every card's preview in its tooltip; the ties, which decide the order, a click away
        ties = []
        for a in bids:
            tie = [c for c in state.preview(a) if c.kind == "tie"]
            told = [text for text, _w in preview_notes(tie, "artsociety", self.lang, p)]
            if told:
                ties.append(f"<div><b>{a.n}</b>: {escape('; '.join(told))}</div>")
        # the ties (a line per card, about 20 alike) folded under the cards: one click away
        ties = (f'<details class="smnb-rules"><summary>{escape(L("ties"))}</summary>'
                f'<small>{"".join(ties)}</small></details>' if ties else "")
        return [self._decide(state), make_html(escape(L("choose_bid", name=self.name(p)))),
                self._moves([(str(a.n), a) for a in bids], notes="tooltip"),
                make_html(ties)]

    def _place_panel(self, state, p) -> list:
        L = self.labels
        out = []
        if state.phase == "acquire":
            out.append(make_html(escape(L("take_hint", name=self.name(p)))))
        groups = self._groups(state)
        held = state.pending if state.phase in ("place", "decor", "setup") else None
        if groups:
            key, chosen = self._choice(groups)
            piece = state.pending if key[0] != "from-assistant" else state.assistant[p]
            if state.phase == "setup":
                hint = L("setup_hint", name=self.name(p), **self._piece_args(piece))
            else:
                hint = L("place_hint", name=self.name(p),
                         **L.forms("tile", "tile", **self._piece_args(piece)))
            out.append(self._placing(piece, hint))
            if len(groups) > 1:
                out.append(self._group_picker(state, groups, key))
            version = self.timeline.version
            self.position = W.Dropdown(
                options=[("—", None)] + [(L("cell", row=a.row + 1, col=a.col + 1), a)
                                         for a in groups[key]],
                value=chosen, description=L("position"))
            self.position.observe(self.guard(
                lambda ch: ch["new"] not in (None, self._selection())
                and self.choose(ch["new"], version)), "value")
            self.preview = make_html(self._preview_html(state, chosen))
            self.confirm = self.button("hang_here", lambda v: self.act(self._selection(), v))
            self.confirm.disabled = chosen is None
            out += [self.position, self.preview, self.confirm]
        elif held is not None:        # it fits nowhere: the painting, and what can be done
            out.append(self._placing(held, self._piece_name(held)))
        others = [a for a in state.legal_actions() if a.verb not in PLACING
                  and a.verb != "take"]
        keys = {"assistant": "to_assistant", "done": "done", "excess": "excess_button",
                "swap": "swap_button"}
        version = self.timeline.version
        out.append(W.HBox([option_button(L(keys[a.verb], n=a.n), self._notes(state, a),
                                         self.guard(lambda a=a: self.act(a, version)))
                           for a in others], layout=shared("wrap")))
        return out

    def _placing(self, piece, text: str):
        """The tile being placed, drawn, beside the words for it."""
        return make_html(f'<div style="display:flex;gap:8px;align-items:center;'
                         f'flex-wrap:wrap"><div>{piece_svg(piece)}</div>'
                         f'<div style="flex:1 1 12em">{escape(text)}</div></div>')

    def _group_picker(self, state, groups, key):
        L, p = self.labels, state.to_move

        def name(k):
            verb, w, h = k
            piece = state.assistant[p] if verb == "from-assistant" else state.pending
            shown = piece._replace(w=w, h=h)
            fmt = "the_assistants" if verb == "from-assistant" else "the_new"
            return L(fmt, tile=self._piece_name(shown))
        picker = W.ToggleButtons(options=[(name(k), k) for k in groups], value=key,
                                 description=L("which_tile"), style={"button_width": "auto"})
        version = self.timeline.version
        picker.observe(self.guard(lambda ch: self.choose_group(ch["new"], version)), "value")
        return picker

    # ---- placing: choose a cell, preview, confirm -----------------------------------------------
    def choose_group(self, key, version: int | None = None) -> None:
        """Switch the tile (or orientation) being placed; the highlighted cells follow."""
        self._check(version)
        if key not in self._groups(self.state):
            raise IllegalAction(id=self.labels.id("stale"))
        self._sel = (self.timeline.version, key, None)
        self.refresh()

    def click_cell(self, player: int, row: int, col: int) -> None:
        """A click on a cell of `player`'s wall: choose it as the top-left corner of the tile
        being placed (of any tile or orientation that fits there)."""
        t0 = time.perf_counter()
        state = self.state
        if not self._human_turn(state):
            raise IllegalAction(id=self.labels.id("not_your_turn"))
        me = state.to_move
        if player != me:
            raise IllegalAction(id=self.labels.id("not_your_wall"), name=self.name(player),
                                own=self.name(me))
        groups = self._groups(state)
        key, _ = self._choice(groups)
        if key is None:
            raise IllegalAction(id=self.labels.id("not_now"),
                                why=self.labels.phase(state.phase))
        order = [key] + [k for k in groups if k != key]
        for k in order:
            for a in groups[k]:
                if (a.row, a.col) == (row, col):
                    self.choose(a)
                    self.latency.append(time.perf_counter() - t0)
                    return
        # not legal: let the engine say why, in game terms (a covered cell, no edge shared...)
        verb, w, h = key
        state.parse(str(Action(verb, w=w, h=h, row=row, col=col)))
        raise IllegalAction(id=self.labels.id("choose_cell"))

    def choose(self, action, version: int | None = None) -> None:
        """Choose a legal placement: highlight it, preview its faux pas and decor."""
        self._check(version)
        state = self.state
        state.parse(str(action))          # the engine's reason if it is not legal here
        if action.verb not in PLACING:
            raise IllegalAction(id=self.labels.id("nothing_to_hang"))
        key = (action.verb, action.w, action.h)
        shown, _ = self._choice(self._groups(state))
        self._sel = (self.timeline.version, key, action)
        if key != shown:
            self.refresh()          # another tile or orientation: the panel changes
            return
        legal, chosen, preview, p = self._placing_view(state)
        with hold(*self.walls[p].marks):
            self.walls[p].draw(state.walls[p], legal, chosen, preview)
        if self.position.value != action:
            self.position.value = action
        self.preview.value = self._preview_html(state, action)
        self.confirm.disabled = False

    def _preview_html(self, state, action) -> str:
        """The placement chosen, as the engine previews it: the faux pas first (AS-P3), then
        decor, eye line, corners, a full wall and the points (`preview`)."""
        L = self.labels
        if action is None:
            return escape(L("choose_cell"))
        told = state.preview(action)
        touching = sum(c.data["touching"] for c in told if c.kind == "faux_pas")
        notes = preview_notes([c for c in told if c.kind != "faux_pas"], "artsociety",
                              self.lang, state.to_move)
        head = L("preview_faux_pas", n=touching) if touching else L("preview_ok")
        colour = WARN_TEXT if touching else GOOD_TEXT
        return (f'<div class="as-preview"><span style="color:{colour}"><b>'
                f'{"⚠ " if touching else ""}{escape(head)}</b></span>{notes_html(notes)}</div>')

    # ---- move buttons ---------------------------------------------------------------------------
    def _moves(self, moves, notes=False) -> W.HBox:
        """A wrapping row of buttons, one per (label, action), built with the shared layout and
        style (a pick or bid row has up to 20; own layouts made that 20 ms per click); with
        `notes` each says under it what it will do (`preview`), or in its tooltip."""
        version, state = self.timeline.version, self.state
        buttons = []
        for text, a in moves:
            on_click = self.guard(lambda a=a: self.act(a, version))
            told = self._notes(state, a) if notes else []
            if notes == "tooltip":
                buttons.append(make_button(text, on_click, tooltip=preview_text(told),
                                           layout=shared("auto")))
            else:
                buttons.append(option_button(text, told, on_click))
        return W.HBox(buttons, layout=shared("wrap"))

    # ---- other moves ----------------------------------------------------------------------------
    def _take(self, slot: int) -> None:
        # the legal "take" of that slot, or the engine's reason why not
        self.act(self.state.parse(f"take {slot}"), self._slot_version)


TABLE = ArtSocietyTable        # the play app's table for this game (widgets.app)
