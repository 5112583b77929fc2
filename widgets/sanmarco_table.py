"""`SanMarcoTable`: a game of San Marco at a table of humans and bots, in one widget.

    from sanmarco_nb.widgets import SanMarcoTable
    SanMarcoTable(players=4, seats=["human", "greedy", "greedy", "random"], seed=7, lang="de")

The Venice board (click a district to target it), the decision panel of the human to move
(Roll; build the offers; take an offer; play each card; the Doge's paths with their tolls,
cheapest first; who leaves a banishment), live charts (prestige over the game, majorities per
district, limit totals against 10), the event log citing rule ids, time travel and bots playing
to the end of the round, passage or game. Driving, seats, log and time travel are the shared
`GameTable`'s; this module adds what is San Marco.
"""
from __future__ import annotations

from html import escape

import ipywidgets as W

from .. import i18n, sanmarco
from ..core import CHANCE, IllegalAction
from ..i18n import and_list
from ..i18n.sanmarco import card_name, player_name
from ..sanmarco import DISTRICTS, FIRST_SECOND, LIMIT_OUT, MAX_BRIDGES, PASSAGES
from ..sanmarco.cards import DOGE
from ..svg.sanmarco import swatch
from .access import DistrictPicker, words_html
from .sanmarco_access import board_words
from .controls import choices_html, make_button, make_html, rule_links, shared
from .sanmarco_board import BoardView, LimitChart, MajorityChart, PrestigeChart, legend_html
from .sanmarco_pieces import (DiceRoller, DogeMover, OfferChooser, SplitBuilder, action_targets,
                              action_text, actions_by_card, card_text, card_word, doge_moves,
                              option_button, option_notes, player_badge, Told)
from .remote import open_room
from .static import StaticView
from .table import GameTable

__all__ = ["SanMarcoTable"]

MAX_BUTTONS = 18      # per card; more choices are narrowed by clicking a district
COMPACT = 4           # more choices than this: side by side, what each does folded


def _new_round(a, b) -> bool:
    return (b.passage, b.round) != (a.passage, a.round) or b.is_terminal()


def _new_passage(a, b) -> bool:
    return b.passage != a.passage or b.is_terminal()


class SanMarcoTable(StaticView, GameTable):
    """San Marco for `players` (3 or 4) seats, each "human" or a bot name (see `make_seat`).

    `state` continues a given game instead of a new one. `lang` is "en", "de" or "tr" (also
    switchable in the table). `act(action_or_notation)` is what every human control calls;
    `click_district(d, version)` is a click on the board. `room` and `code` open a seat of a
    classroom room instead (`name=`; with the teacher code, `watch=True` for the true game or
    `public=True` for the projector's; see widgets/remote.py): the same table, drawing that
    seat's view.
    """

    LABELS = "sm-table"
    stops = {"round": _new_round, "passage": _new_passage, "game": lambda a, b: b.is_terminal()}
    WATCH_GROUPS = {"draw": None, "hidden_draw": None,
                    **dict.fromkeys(("round", "start_player", "roles"), "round"),
                    **dict.fromkeys(("passage_end", "last_round", "out", "reshuffle"),
                                    "passage"),
                    **dict.fromkeys(("bonus", "fewest", "fewest_tie"), "bonus"),
                    **dict.fromkeys(("banish", "banish_roll", "removed"), "banish"),
                    **dict.fromkeys(("doge_place", "doge_stay", "doge_step", "bank", "toll",
                                     "doge_stop"), "doge"),
                    **dict.fromkeys(("scoring", "score", "final_scoring"), "scoring"),
                    "game_over": "end"}

    def __init__(self, players: int = 4, seats=None, seed: int = 0, variant=None,
                 lang: str = "en", start_player: int = 0, speed: str = "instant", state=None,
                 room: str | None = None, code: str | None = None, **remote):
        source = open_room("sanmarco", room, code, lang, **remote)
        if source is not None:      # a seat of a classroom room: the server has the game
            seats = source.seats()
        elif state is None:
            state = sanmarco.new_game(players=players, seed=seed, variant=variant,
                                      start_player=start_player)
        self._target = None          # (timeline version, district) clicked on the board
        self._drawn_lang = None
        self.told = Told()           # the kinds of card whose rules the panel has told
        super().__init__(state, seats, lang, speed, source)

    # ---- layout -----------------------------------------------------------------------------
    def _body(self):
        n = self.state.players
        names = self.names()
        self.board = BoardView(n)
        self.board.on_district(self.guard(self.click_district))
        self.prestige = PrestigeChart(n, names)
        self.majority = MajorityChart(n, names, place_text=lambda place, who: self.labels(
            "place_" + place, player=who))
        self.limits = LimitChart(n, names)
        for chart, key in ((self.prestige, "chart_prestige"), (self.majority, "chart_majority")):
            self.labels.bind(chart.figure, key, "title")
        self.labels.bind(self.limits.figure, "chart_limits", "title", limit_out=LIMIT_OUT)
        self.labels.bind(self.prestige.x_axis, "axis_rounds", "label")
        self.labels.bind(self.prestige.y_axis, "axis_pp", "label")
        self.legend = W.HTML(legend_html(names))
        # each chart's legend right under it: what its marks mean, in words
        self.chart_legends = [W.HTML(layout=W.Layout(margin="0 0 8px 44px")) for _ in range(3)]
        # the board for a screen reader (visually hidden) and for the keyboard (a district
        # chosen with the arrow keys narrows the panel, as a click on the board does)
        self.board_words = W.HTML()
        self.board_words.add_class("smnb-sr-only")
        self.board_words.add_class("smnb-board-words")
        self.picker = DistrictPicker(self.guard(self.point_district))
        self.picker.style.description_width = "initial"
        self.labels.bind(self.picker, "access-districts")
        # one screen (issue 35): the board with the step being watched under it, the
        # decision beside it (what to decide first, then the status, the hint and "since
        # your move"), the charts beside both on a wide screen and under them at 1280 px;
        # on a phone one column, the board first
        self.panel.layout.width = "100%"
        left = W.VBox([self.board.figure, self.board_words, self.watch, self.picker],
                      layout=W.Layout(flex="1 1 320px", min_width="0", max_width="760px"))
        decide = W.VBox([self.panel, self.guard.status, self.hints.box, self.since],
                        layout=W.Layout(flex="1 1 320px", min_width="0", max_width="760px"))
        self.since.layout.flex = "0 0 auto"
        right = W.VBox([self.legend, self.prestige.figure, self.chart_legends[0],
                        self.majority.figure, self.chart_legends[1], self.limits.figure,
                        self.chart_legends[2]],
                       layout=W.Layout(flex="1 1 280px", min_width="0", max_width="720px"))
        right.add_class("smnb-charts")
        return W.Box([left, decide, right], layout=W.Layout(flex_flow="row wrap", width="100%"))

    def _marks_more(self, lang: str) -> dict:
        """The board a named picture whose description is its words; the charts a region."""
        return {".smnb-board svg.svg-figure": {"role": "img",
                                               "aria-label": i18n.render("access-board", lang),
                                               "aria-describedby": "#.smnb-board-words"},
                ".smnb-charts": {"role": "region",
                                 "aria-label": i18n.render("access-charts", lang)}}

    def _marks(self) -> list:
        return (self.board.marks() + self.prestige.marks() + self.majority.marks()
                + self.limits.marks())

    def names(self, lang: str | None = None) -> list[str]:
        lang = lang or self.lang
        return [player_name(p, lang) for p in range(len(self.seats))]

    # ---- drawing --------------------------------------------------------------------------------
    def _draw(self, state) -> None:
        if self._drawn_lang != self.lang:
            names = self.names()
            self.prestige.lines.labels = names
            self.majority.names = names
            self.limits.names = names
            self.limits.x.domain = names
            self.limits.bars.x = names
            for box, key in zip(self.chart_legends, ("legend_prestige", "legend_majority",
                                                     "legend_limits")):
                box.value = f"<small>{escape(self.labels(key, limit_out=LIMIT_OUT))}</small>"
            self._drawn_lang = self.lang
        self.board.update(state, self.timeline.version, self._target_district(),
                          self._lit() if self.showing_step() else ())
        self.board_words.value = words_html(self.labels("access-board_title"),
                                            board_words(state, self.lang), self.lang)
        self._show_picker(state)
        self.prestige.update(self.timeline.states[:self.timeline.cursor + 1])
        self.legend.value = (legend_html(self.names()) + " &nbsp; <small>"
                             + escape(self._passage_round(state)) + "</small>")
        self.majority.update(state)
        self.limits.update(state)

    def _lit(self) -> set:
        """The districts the step just shown touched (an aristocrat placed, a district
        scored, a bridge, the Doge's walk): lit on the board while the others play."""
        tl = self.timeline
        if not tl.cursor:
            return set()
        return {v for e in self._events_shown(tl.cursor - 1) for k, v in e.data.items()
                if k in ("district", "a", "b", "from", "to") and isinstance(v, int)}

    def _key_rows(self) -> list:
        """Districts by die number (with their values), the cards' codes and names, the
        pieces on the board and the players: the same words as the log and the buttons."""
        L, lang = self.labels, self.lang
        first, second = FIRST_SECOND[0]
        rows = [("1–6", L("key-districts", list=", ".join(
                    f"{d + 1} {name}" for d, name in enumerate(DISTRICTS)))),
                (f"{first}/{second}", L("key-values"))]
        rows += [(code, card_name(code, lang)) for code in ("B", "T", "D", "X", "L1", "L2", "L3")]
        shapes = " ".join(swatch(p) for p in range(self.state.players))
        rows += [(shapes, L("key-pieces")), ("◆ D", L("key-doge")),
                 ("▮", L("key-bridge", max=MAX_BRIDGES)), ("P1–P4", L("key-players")),
                 ("<code>take 2 5 T D L2 L3</code>", L("key-notation"))]
        return rows

    def _passage_round(self, state) -> str:
        return self.labels("passage_round", passage=state.passage, passages=PASSAGES,
                           round=state.round)

    def _game_over(self, state) -> str:
        winners = state.winners()
        return self.labels("game_over", count=len(winners),
                           names=and_list(self.names_of(winners), self.lang))

    def names_of(self, players) -> list[str]:
        return [player_name(p, self.lang) for p in players]

    def _header(self, state) -> str:
        L, lang = self.labels, self.lang
        head = (f"<b>{escape(L('title'))}</b> · {escape(self._passage_round(state))} · "
                f"{escape(L.phase(state.phase))}")
        if state.is_terminal():
            head += f" · <b>{escape(self._game_over(state))}</b>"
        elif state.to_move == CHANCE and self._human_roll(state):    # a die the learner rolls
            head += f" · {escape(L('to_roll', name=player_name(self._roller(state), lang)))}"
        elif state.to_move == CHANCE:
            head += f" · {escape(L('chance_moves'))}"
        else:
            head += f" · {escape(L('to_move', name=player_name(state.to_move, lang)))}"
        seats = " &nbsp; ".join(
            player_badge(p, lang, text=L("seat_line", name=player_name(p, lang),
                                         seat=self.seat_label(p), points=state.scores[p]))
            for p in range(state.players))
        return f"{head}<br>{seats}"

    # ---- the decision panel -------------------------------------------------------------------
    def _roller(self, state) -> int | None:
        """Whose die roll this chance step is (set-up or banishment), else None."""
        if state.phase == "setup-dice":
            return state.setup_player                                                # SM-S2
        if state.phase == "banish-roll":
            return state.pending.player                                                  # SM-A5
        return None

    def actor(self, i: int) -> int:
        state = self.timeline.states[i]
        roller = self._roller(state) if state.to_move == CHANCE else None
        return state.to_move if roller is None else roller

    def _human_roll(self, state) -> bool:
        roller = self._roller(state)
        return roller is not None and self.is_human(roller)

    def _target_district(self) -> int | None:
        if self._target and self._target[0] == self.timeline.version:
            return self._target[1]
        return None

    def _panel(self, state) -> list:
        L, lang = self.labels, self.lang
        if not self.waiting_for_human(state):
            if state.is_terminal():
                ranking = sorted(range(state.players), key=lambda p: -state.scores[p])
                return [make_html(f"<b>{escape(self._game_over(state))}</b><br>" + "<br>".join(
                    player_badge(p, lang, text=L("score_line", name=player_name(p, lang),
                                                 points=state.scores[p])) for p in ranking))]
            waiting = (L("chance_moves") if state.to_move == CHANCE
                       else L("waiting", name=player_name(state.to_move, lang)))
            # after Stop, or looking at the past: the bots go on only when asked
            return [make_html(escape(waiting))] + (
                [] if self.source else [self.button("continue", self.resume)])
        return [self._decide(state)] + self._choices(state)

    def _decide(self, state):
        """One sentence: what is being decided and why it matters, with its rule."""
        L, ph, pending = self.labels, state.phase, state.pending
        if ph == "banish-roll":
            text = L("decide-banish-roll", district=DISTRICTS[pending.district])
        elif ph == "banish":
            text = L("decide-banish", district=DISTRICTS[pending.district], n=pending.roll)
        elif ph == "split":
            k = 3 if any(a.verb == "offer" for a in state.legal_actions()) else 2
            text = L("decide-split", k=k)
        elif ph == "choose":
            text = L("decide-choose", limit_out=LIMIT_OUT)
        else:
            text = L("decide-" + ph)
        return make_html(f'<div class="smnb-decide"><b>{rule_links(escape(text), L.lang)}</b>'
                         '</div>')

    def _choices(self, state) -> list:
        L, lang = self.labels, self.lang
        version = self.timeline.version
        act = lambda a: self.act(a, version)          # noqa: E731 - the panel's one entry
        ph = state.phase
        if state.to_move == CHANCE:
            roller = self._roller(state)
            why = (L("why_setup") if ph == "setup-dice" else
                   L("why_banish", district=DISTRICTS[state.pending.district]))
            return [DiceRoller(state, L, on_roll=lambda: self.roll(version), guard=self.guard,
                               text=L("roll_for", name=player_name(roller, lang), why=why))]
        if ph == "split":
            return [SplitBuilder(state, L, on_action=act, guard=self.guard,
                                 opened=self.told.at(version))]
        if ph == "choose":
            return [OfferChooser(state, L, on_action=act, guard=self.guard,
                                 opened=self.told.at(version))]
        target = self._target_district()
        if target is None:      # the prompt of the play phase says so already
            top = [] if ph == "play" else [make_html(f"<i>{escape(L('click_district'))}</i>")]
        else:
            show_all = self.button("show_all", lambda v: self._set_target(None))
            top = [W.HBox([make_html(escape(L("focus", district=DISTRICTS[target]))),
                           show_all], layout=shared("wrap"))]
        if ph == "play":
            return top + self._play_panel(state, target, act)
        if ph == "doge":        # the Doge walked step by step (notation): go on, or stop
            return top + [DogeMover(state, L, on_action=act, dest=target, guard=self.guard)]
        actions = [a for a in state.legal_actions()
                   if target is None or target in action_targets(a)]
        return top + [self._buttons(actions, act)]

    def _play_panel(self, state, target, act) -> list:
        L, lang = self.labels, self.lang
        out = [make_html(escape(L("cards_left", cards=", ".join(
            card_word(k, lang) for k in state.pending.cards))))]
        for kind, actions in actions_by_card(state).items():
            title = make_html(f"<b>{escape(card_text(kind, lang))}</b>")
            if kind == DOGE:     # whole paths with their tolls, and skipping the card if allowed
                why = L("decide-doge" if state.doge is not None else "decide-doge_first")
                why = make_html(f"<small>{escape(why)}</small>")
                body = DogeMover(state, L, on_action=act, dest=target, guard=self.guard)
                skips = [a for a in actions if a.verb == "skip"]
                out += [title, why, body] + ([self._buttons(skips, act)] if skips else [])
                continue
            # with a district targeted, its choices, and those that name no district
            shown = [a for a in actions if target is None or target in action_targets(a)
                     or not action_targets(a)]
            out += [title, self._buttons(shown, act)]
        return out

    def _buttons(self, actions, act) -> W.Box:
        """A button per action: what it is, and under it what it will do (`preview`); more
        than COMPACT side by side, each with its warnings only, and what each does folded
        under them (one click away: in full, they pushed the last off a 1280 x 800 screen)."""
        shown, lang = actions[:MAX_BUTTONS], self.lang
        notes = [option_notes(self.state, a, lang) for a in shown]
        compact = len(shown) > COMPACT
        buttons = [option_button(action_text(a, self.labels),
                                 [n for n in told if n[1]] if compact else told,
                                 self.guard(lambda a=a: act(a)))
                   for a, told in zip(shown, notes)]
        if compact:
            for b, told in zip(buttons, notes):
                b.tooltip = "\n".join([b.description] + [t for t, warn in told if not warn])
        more = ([make_html("<i>" + escape(self.labels(
            "more", n=len(actions) - len(shown), hint=self.labels("click_district"))) + "</i>")]
                if len(actions) > len(shown) else [])
        folded = [W.HTML(choices_html(self.labels("choices_do"), [
            (action_text(a, self.labels), told) for a, told in zip(shown, notes)]),
            layout=shared("line"), style=shared("html"))] if compact else []
        return W.Box(buttons + more + folded, layout=shared("wrap"))

    # ---- the board as a target ----------------------------------------------------------------
    def click_district(self, d: int, version: int | None = None) -> None:
        """A click on district `d` of the board drawn at `version`: the one legal choice there
        is taken at once; several are narrowed to that district in the panel; none is refused
        with the reason. A click on an older drawing (the second click of a double click) is
        refused as stale, as a panel button's is."""
        self._check(version)
        choices = self._choices_at(d)
        if len(choices) == 1:
            self.act(choices[0], self.timeline.version)
        else:
            self._set_target(d)

    def point_district(self, d: int | None) -> None:
        """District `d` chosen in the district picker (the keyboard's board): the panel shows
        its choices, or all again (None); unlike a click it never takes a move, so the arrow
        keys can go through the districts."""
        self._check(None)
        if d is not None:
            self._choices_at(d)
        self._set_target(d)

    def _choices_at(self, d: int) -> list:
        """The moves (each a list of actions) that district `d` is the target of; refused with
        the reason when there is none."""
        state = self.state
        if not self.waiting_for_human(state) or state.to_move == CHANCE:
            raise (IllegalAction(id="table-not_your_turn") if not self.waiting_for_human(state)
                   else IllegalAction(id="sm-message-no_choice_here", district=d))
        choices = [[a] for a in state.legal_actions()
                   if a.verb != "doge" and d in action_targets(a)]
        choices += [m[0] for m in doge_moves(state, d)]
        if not choices:
            raise IllegalAction(id="sm-message-no_choice_here", district=d)
        return choices

    def _show_picker(self, state) -> None:
        """The district picker: live where the board is an input (a human decides at a step
        that names districts), each district with its number of choices."""
        L = self.labels
        active = (self._task is None and self.waiting_for_human(state)
                  and state.to_move != CHANCE and state.phase not in ("split", "choose"))
        counts = [0] * len(DISTRICTS)
        if active:
            for a in state.legal_actions():
                for d in set(action_targets(a)) if a.verb != "doge" else ():
                    counts[d] += 1
            for _actions, path, _cross, _cost in doge_moves(state):
                counts[path[-1]] += 1
        options = [(L("access-all_districts"), DistrictPicker.ALL)] + [
            (L("access-district_choices", district=name, n=n) if active else name, d)
            for d, (name, n) in enumerate(zip(DISTRICTS, counts))]
        self.picker.show(options, self._target_district(), active)

    def _set_target(self, d: int | None) -> None:
        self._target = None if d is None else (self.timeline.version, d)
        self.guard.say("")
        self.refresh()


TABLE = SanMarcoTable        # the play app's table for this game (widgets.app)
