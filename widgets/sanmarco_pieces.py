"""San Marco pieces usable alone in a lesson, each on a state, and reused by the table:
the dice roller, the split builder, the Doge mover, the majority chart; and the plain-language
text of every decision (`action_text`).

Alone, a piece plays on its own copy of the state it was given (`piece.state`: a lesson's later
cells may play the lesson's game on, and the piece must still work after Run All) and shows the
events; inside the table it hands the action to the table instead (`on_action`), which checks
turn and staleness.
Every choice offered comes from `state.legal_actions()` (or `doge_paths()`, which lists the
same Doge actions with their costs), and actions are read by their named fields only
(`a.district`, `a.cards`, `a.path`...; see `sanmarco_nb.sanmarco.notation.FIELDS`).
"""
from __future__ import annotations

from html import escape

import ipywidgets as W

from collections import Counter

from ..core import CHANCE, Consequence, IllegalAction, play_chance
from ..i18n import and_list, phase_name, rule_text
from ..i18n.preview import preview_notes, preview_text
from ..i18n.sanmarco import card_args, card_name, player_name, short_card
from ..sanmarco import ADJACENT, CODES, DISTRICTS
from ..sanmarco.cards import (BANISH, BRIDGE, CARD_RULES, DOGE, LIMIT_VALUE, TRANSFER,
                              is_limit)
from ..sanmarco.rounds import table_order
from ..svg.palette import player_colour
from ..svg.sanmarco import swatch
from .controls import (Guard, Labels, close_widgets, make_button, make_html, notes_html,
                       option_button, rule_ref, shared)
from .sanmarco_board import MajorityChart
from .static import StaticView
from .table import TABLE_CSS

__all__ = ["labels_for", "card_text", "card_word", "action_text", "option_notes",
           "action_targets", "card_of",
           "actions_by_card", "DiceRoller", "SplitBuilder", "OfferChooser", "DogeMover",
           "doge_moves", "doge_text", "majority_chart", "player_badge", "Told"]

# SM-A2..A5: the action card each card verb plays (a district card is its district, "skip"
# names its card)
VERB_CARD = {"bridge": BRIDGE, "transfer": TRANSFER, "doge": DOGE, "banish": BANISH}


def labels_for(lang: str = "en") -> Labels:
    return Labels("sanmarco", "sm-table", lang)


def card_text(kind: int, lang: str) -> str:
    return card_name(CODES[kind], lang)


def card_word(kind: int, lang: str) -> str:
    """A card in a list of cards (an offer, a hand), named as the log names it."""
    return short_card(CODES[kind], lang)


def option_notes(state, actions, lang: str) -> list:
    """What the option (one action, or the actions of one Doge walk) will do, as the engine
    tells it (`state.preview`), in words addressed to the player deciding: [(text, warn)]."""
    actions = [actions] if hasattr(actions, "verb") else list(actions)
    return preview_notes(state.preview(*actions), "sanmarco", lang, state.to_move)


def _names(players, lang):
    return [player_name(p, lang) for p in players]


def action_text(action, labels: Labels, cost: int | None = None, doge_placed: bool = True) -> str:
    """A decision in words, in the labels' language (the notation is `str(action)`)."""
    L, lang, a = labels, labels.lang, action
    v = a.verb
    if v == "district":
        text = L("a_place", d=DISTRICTS[a.district])
        if a.source is not None:
            text += L("a_from", s=DISTRICTS[a.source])
        if a.hop is not None:
            text += L("a_hop", h=DISTRICTS[a.hop])
        return text
    if v == "bridge":
        if a.canal is None:
            return L("a_none")
        one, two = ADJACENT[a.canal]
        text = L("a_bridge", a=DISTRICTS[one], b=DISTRICTS[two])
        if a.take_canal is not None:
            old_a, old_b = ADJACENT[a.take_canal]
            text += L("a_bridge_take", owner=player_name(a.take_owner, lang),
                      a=DISTRICTS[old_a], b=DISTRICTS[old_b])
        if a.source is not None:
            text += L("a_from", s=DISTRICTS[a.source])
        return text
    if v == "transfer":
        if a.district is None:
            return L("a_none")
        text = L("a_transfer", d=DISTRICTS[a.district], q=player_name(a.victim, lang))
        return text + (L("a_from", s=DISTRICTS[a.source]) if a.source is not None else "")
    if v == "doge":
        return doge_text(a.path, a.crossings, cost, labels, doge_placed)
    if v == "banish":
        return L("a_banish", d=DISTRICTS[a.district])
    if v == "remove":          # "Send back: 3 × Player 2 and 1 × Player 3"
        who = and_list((L("times", n=n, name=player_name(q, lang))
                      for q, n in sorted(Counter(a.victims).items())), lang)
        return L("a_remove", who=who) if a.victims else L("a_remove_none")
    if v == "remove1":
        return L("a_remove1", d=DISTRICTS[a.district], q=player_name(a.victim, lang))
    if v == "roles":
        first, *rest = a.order
        return L("a_roles", c1=player_name(first, lang), rest=and_list(_names(rest, lang), lang))
    if v == "skip":
        return L("a_skip", **card_args(CODES[a.kind], lang))
    if v == "take":
        return ", ".join(card_word(k, lang) for k in a.cards)
    return str(action)


def action_targets(action) -> tuple:
    """The districts an action concerns (for clicks on the board)."""
    a, v = action, action.verb
    if v == "district":
        return (a.district,) if a.hop is None else (a.district, a.hop)
    if v in ("transfer", "banish", "remove1"):
        return () if a.district is None else (a.district,)
    if v == "bridge":
        return () if a.canal is None else ADJACENT[a.canal]
    if v == "doge":
        return (a.destination,)
    return ()


def card_of(action) -> int | None:
    """The action card a play-phase action resolves (None for other actions)."""
    if action.verb == "district":
        return action.district
    if action.verb == "skip":
        return action.kind
    return VERB_CARD.get(action.verb)


def actions_by_card(state) -> dict:
    """The legal actions of the play phase grouped by the card they play, in the order of
    `state.pending.cards` (each card kind once)."""
    by_card: dict = {k: [] for k in dict.fromkeys(state.pending.cards)}
    for a in state.legal_actions():
        by_card.setdefault(card_of(a), []).append(a)
    return by_card


def _chip(text, colour="#eee"):
    return (f'<span style="display:inline-block;margin:1px;padding:1px 6px;border-radius:8px;'
            f'background:{colour};border:1px solid #999">{escape(text)}</span>')


class Told:
    """The kinds of card whose rules a table has told, each with the decision (the timeline's
    version) where it was told first: the rules are open at that decision, also when it is
    drawn again (in another language: it was folded after a switch), and folded later on."""

    def __init__(self):
        self.first: dict = {}

    def at(self, version: int):
        """`card_rules`' `opened` at decision `version`."""
        def opened(kinds) -> bool:
            return version in {self.first.setdefault(k, version) for k in set(kinds)}
        return opened


def card_rules(kinds, labels: Labels, opened=None) -> str:
    """What each kind of card among `kinds` does, with its rule ids, folded behind a click:
    told while the cards are still to be chosen, not only once they are held. Open where
    `opened(kinds)` says (`Told.at`: the first decision that meets a kind)."""
    lang, by_rules = labels.lang, {}
    for k in sorted(set(kinds)):
        by_rules.setdefault(CARD_RULES[k], []).append(card_text(k, lang))
    items = "".join(
        f"<li><b>{escape(', '.join(names))}</b> "
        f"({', '.join(rule_ref(r, lang) for r in rules)}): "
        f"{escape(' '.join(rule_text(r, lang) for r in rules))}</li>"
        for rules, names in by_rules.items())
    new = opened is not None and opened(kinds)
    return (f'<details class="smnb-rules"{" open" if new else ""}><summary>'
            f'{escape(labels("card_rules"))}</summary><ul>{items}</ul></details>')


def _offer_summary(cards, labels: Labels) -> str:
    n_limit = sum(1 for k in cards if is_limit(k))
    points = sum(LIMIT_VALUE[k] for k in cards if is_limit(k))
    return labels("offer_count", a=len(cards) - n_limit, l=n_limit, pts=points)


class _Piece(StaticView, W.VBox):
    """A piece on a state: alone it applies actions itself and shows the events."""

    def __init__(self, state, labels: Labels | None, lang: str, on_action, guard=None):
        # alone (no table's guard, no caller applying the actions) it acts on its own copy
        self.state = state.clone() if guard is None and on_action is None else state
        self.labels = labels or labels_for(lang)
        # inside a table the table's guard shows refusals; alone the piece has its own
        self.guard = guard or Guard()
        # alone, the piece brings the tables' style (buttons wrap their text, nothing wider
        # than the page) and its own status line
        self.status = [] if guard else [W.HTML(TABLE_CSS, layout=W.Layout(display="none")),
                                        self.guard.status]
        if guard is None:
            self.add_class("smnb-table")
        self.on_action = on_action or self._apply_alone
        self.events = make_html()
        super().__init__()

    def _show(self, *widgets) -> None:
        self.children = [*widgets, *self.status, self.events]

    def _apply_alone(self, actions):
        events = []
        for a in actions if isinstance(actions, list) else [actions]:
            events += self.state.apply(a)
        self._tell(events)

    def _tell(self, events) -> None:
        self.events.value = "<br>".join(escape(e.describe(self.labels.lang)) + f" [{e.rule}]"
                                        for e in events)
        self.redraw()

    def redraw(self):
        raise NotImplementedError


class DiceRoller(_Piece):
    """The Roll button at a chance step: the game's seeded stream picks the outcome (alone: via
    `play_chance`); the events say what the die did. Alone it keeps every roll in sight and
    says when there is nothing more to roll."""

    def __init__(self, state, labels=None, lang="en", on_roll=None, text="", guard=None):
        super().__init__(state, labels, lang, None, guard)
        self.on_roll = on_roll
        self.rolled: list = []
        self.button = W.Button(description=self.labels("roll"), icon="cube",
                               button_style="primary")
        self.button.on_click(self.guard(lambda _b: self.roll()))
        self.text = make_html(escape(text))
        self.done = make_html()
        self._show(self.text, self.button, self.done)
        self.redraw()

    def roll(self):
        if self.on_roll is not None:
            return self.on_roll()
        self.rolled += play_chance(self.state)
        self._tell(self.rolled)

    def redraw(self):
        self.button.disabled = over = self.state.to_move != CHANCE
        phase = phase_name("sanmarco", self.state.phase, self.labels.lang)
        self.done.value = f"<b>{escape(self.labels('rolls_done', phase=phase))}</b>" \
            if over and self.rolled else ""


class SplitBuilder(_Piece):
    """The distributor's drawn cards as chips; each chip says which offer its card goes to.

    Live under the chips: per offer, its cards and how many action and limit cards (and limit
    points) it holds. Confirm is enabled only when the split is one of `legal_actions()`.
    """

    def __init__(self, state, labels=None, lang="en", on_action=None, guard=None,
                 opened=None):
        super().__init__(state, labels, lang, on_action, guard)
        self.hand = tuple(state.hand)
        legal = state.legal_actions()
        # SM-R4: three offers are made by setting one aside ("offer"), then splitting the rest
        self.k = 3 if any(a.verb == "offer" for a in legal) else 2
        letters = "ABC"[:self.k]
        self.chips = []
        for kind in self.hand:
            word = card_word(kind, self.labels.lang)
            # each letter named by its tip, the card it moves (widgets/access.py)
            chip = W.ToggleButtons(options=[(c, i) for i, c in enumerate(letters)], value=0,
                                   description=word, style=shared("chips"),
                                   layout=shared("auto"),
                                   tooltips=[self.labels("move_card", card=word, offer=c)
                                             for c in letters])
            chip.add_class("smnb-tip-named")
            chip.observe(lambda _c: self.redraw(), "value")
            self.chips.append(chip)
        self.summary = W.VBox()      # per offer: its counts and its cards, each a button
        self.summary.add_class("smnb-keep-focus")    # a card moved keeps the keyboard's focus
        self.confirm = make_button(self.labels("confirm_split"),
                                   self.guard(lambda: self.on_action(self.actions())),
                                   button_style="success", icon="check", layout=shared("auto"))
        hint = make_html(f"<i>{escape(self.labels('split_hint'))}</i>")
        self.ending = make_html("")  # the passage's end, when this split decides it (SM-P5)
        # what the cards do under Confirm (open, the rules would push it off the screen)
        self.rules = make_html(card_rules(self.hand, self.labels, opened))
        # the chips side by side where the panel is wide enough (one per line, eight cards
        # pushed Confirm off a 1280 x 800 screen)
        chips = W.Box(self.chips, layout=shared("wrap"))
        self._show(hint, chips, self.summary, self.ending, self.confirm, self.rules)
        self.redraw()

    def offers(self) -> list[tuple]:
        return [tuple(sorted(k for k, chip in zip(self.hand, self.chips) if chip.value == o))
                for o in range(self.k)]

    def actions(self) -> list:
        """The legal actions that make the offers the chips show: the split, or with three
        offers the last one set aside ("offer") and then the split of the other two; the
        hint as an IllegalAction if the chips show no legal split."""
        offers, state = self.offers(), self.state
        if state.phase == "split" and all(offers):
            if self.k == 2:
                split = _split_of(state, offers)
                if split is not None:
                    return [split]
            else:
                aside = next((a for a in state.legal_actions()
                              if a.verb == "offer" and a.cards == offers[2]), None)
                if aside is not None:
                    trial = state.clone()
                    trial.apply(aside)
                    split = _split_of(trial, offers[:2])
                    if split is not None:
                        return [aside, split]
        raise IllegalAction(id=self.labels.id("split_hint"))

    def is_legal(self) -> bool:
        try:
            self.actions()
        except IllegalAction:
            return False
        return True

    def set_offers(self, assignment) -> None:
        """Put card i into offer assignment[i] (0 = A, 1 = B, 2 = C), as clicks would."""
        for chip, o in zip(self.chips, assignment):
            chip.value = o

    def move_card(self, i: int) -> None:
        """A click on card i's chip under its offer: the card goes to the next offer
        (A -> B -> C -> A), as its toggle would."""
        chip = self.chips[i]
        chip.value = (chip.value + 1) % self.k

    def warnings(self) -> dict:
        """Per offer (0 = A as the chips letter them), the engine's warnings for the split the
        chips show, if it is legal (`preview`): whom the offer takes to the limit."""
        try:
            actions = self.actions()
        except IllegalAction:
            return {}
        mine = {tuple(sorted(CODES[k] for k in o)): i for i, o in enumerate(self.offers())}
        out: dict = {}
        for c in self.state.preview(*actions):
            if c.kind == "passage_end":     # for the whole split, under the offers
                out[None] = preview_notes([c], "sanmarco", self.labels.lang, self.state.to_move)
            i = mine.get(tuple(sorted(c.data["cards"].split()))) if c.kind == "offer" else None
            if i is not None and c.data["out"]:
                moved = Consequence(c.kind, c.rule, c.player, {**c.data, "offer": i})
                out[i] = preview_notes([moved], "sanmarco", self.labels.lang,
                                       self.state.to_move)
        return out

    def redraw(self):
        L, rows = self.labels, []
        warnings = self.warnings()
        for o, cards in enumerate(self.offers()):
            title = make_html(f"<b>{escape(L('offer_x', x='ABC'[o]))}</b>: "
                              f"{escape(_offer_summary(cards, L))}"
                              + notes_html(warnings.get(o, ())))
            nxt = "ABC"[(o + 1) % self.k]
            chips = [make_button(card_word(k, L.lang), lambda i=i: self.move_card(i),
                                 tooltip=L("move_to", offer=nxt), layout=shared("auto"))
                     for i, (k, chip) in enumerate(zip(self.hand, self.chips))
                     if chip.value == o]
            # title and cards straight in the summary (no box per offer: a panel's widgets
            # are counted, tests/widgets/test_leaks.py)
            rows += [title, W.Box(chips or [make_html("—")], layout=shared("wrap"))]
        old = self.summary.children
        self.summary.children = rows
        self.ending.value = notes_html(warnings.get(None, ()))
        for w in old:
            close_widgets(w)
        self.confirm.disabled = not self.is_legal()


def _split_of(state, offers):
    """The legal split of `state` into exactly `offers` (in any order), or None."""
    wanted = sorted(offers)
    return next((a for a in state.legal_actions()
                 if a.verb == "split" and sorted(a.offers) == wanted), None)


class OfferChooser(_Piece):
    """The revealed offers side by side, each with its cards, counts and a Take button, and
    under them what their cards do (`card_rules`; open the first time a kind is met)."""

    def __init__(self, state, labels=None, lang="en", on_action=None, guard=None,
                 opened=None):
        super().__init__(state, labels, lang, on_action, guard)
        boxes = []
        takes = {a.cards: a for a in state.legal_actions() if a.verb == "take"}
        # lettered A, B, C as the offers lie on the table (the log's order), smallest first
        lang = self.labels.lang
        for i, cards in enumerate(table_order(takes)):
            action, letter = takes[cards], "ABC"[i]
            notes = option_notes(state, action, lang)
            warn = any(w for _t, w in notes)
            button = make_button(self.labels("take_offer", x=letter),
                                 self.guard(lambda a=action: self.on_action(a)),
                                 button_style="warning" if warn else "primary",
                                 tooltip=preview_text(notes), layout=shared("auto"))
            # the Take button first, under the offer's name: what the offer holds and does
            # follows it (a long preview pushed the last button off a 1280 x 800 screen)
            boxes.append(W.VBox([
                button,
                make_html(f"{' '.join(_chip(card_word(k, lang)) for k in action.cards)}<br>"
                          f"<small>{escape(_offer_summary(action.cards, self.labels))}</small>"
                          f"<small>{notes_html(notes)}</small>")], layout=shared("card")))
        self.buttons = [b.children[0] for b in boxes]
        kinds = [k for cards in takes for k in cards]
        self._show(W.HBox(boxes, layout=shared("wrap")),
                   make_html(card_rules(kinds, self.labels, opened)))

    def redraw(self):
        for b in self.buttons:
            b.disabled = True


def doge_moves(state, dest: int | None = None) -> list:
    """The Doge's whole moves open to the player to move, as (actions, path, crossings, cost),
    cheapest first (SM-A7..A9): with the Doge off the board its placements (the legal "doge"
    actions); else every affordable path from `state.doge_paths` (staying is the path of one
    district), each with the step actions that walk it and stop. Only those ending in `dest`,
    if given."""
    if state.phase not in ("play", "doge") or (
            state.phase == "play" and DOGE not in state.pending.cards):
        return []
    if state.doge is None:
        return [([a], a.path, a.crossings, 0) for a in state.legal_actions()
                if a.verb == "doge" and (dest is None or a.destination == dest)]
    return [(state.doge_path_actions(path, cross), path, cross, cost)
            for path, cross, cost in state.doge_paths(dest)]


def doge_text(path, crossings, cost, labels: Labels, placed: bool = True,
              walking: bool = False) -> str:
    """A Doge move in words: where it goes and what it costs first (a narrow button then
    still says what matters), then over whose bridges."""
    if len(path) == 1:
        key = "a_doge_stop" if walking else "a_doge_stay" if placed else "a_doge_place"
        return labels(key, d=DISTRICTS[path[0]])
    if cost is not None:
        return labels("a_doge_to", d=DISTRICTS[path[-1]], cost=cost,
                      steps=doge_text(path, crossings, None, labels))
    return labels("a_doge_step", path=doge_route(path, crossings, labels))


def doge_route(path, crossings, labels: Labels) -> str:
    """The districts of a Doge walk and over whose bridge each step goes."""
    steps = [DISTRICTS[path[0]]]
    for d, o in zip(path[1:], crossings):
        via = labels("no_bridge") if o < 0 else labels("bridge_of",
                                                       owner=player_name(o, labels.lang))
        steps.append(f"({via}) → {DISTRICTS[d]}")
    return " ".join(steps)


class DogeMover(_Piece):
    """The Doge card's choices: every affordable path with its tolls, cheapest first (SM-A9).
    Without `dest`, the cheapest path to each district; with it, every path ending there."""

    MAX_SHOWN = 12

    def __init__(self, state, labels=None, lang="en", on_action=None, dest: int | None = None,
                 guard=None):
        super().__init__(state, labels, lang, on_action, guard)
        self.dest = dest
        self.buttons = []
        self.list = W.VBox(layout=shared("auto"))
        self._show(self.list)
        self.redraw()

    def moves(self) -> list:
        moves = doge_moves(self.state, self.dest)
        if self.dest is None:
            best = {}
            for m in moves:
                best.setdefault(m[1][-1], m)
            moves = list(best.values())
        return moves[:self.MAX_SHOWN]

    def redraw(self):
        st = self.state
        placed, walking = st.doge is not None, st.phase == "doge"
        self.buttons = []
        lang = self.labels.lang
        for actions, path, cross, cost in self.moves():
            # where it goes; what it costs and who scores, the notes under it say
            text = (self.labels("doge_to", d=DISTRICTS[path[-1]],
                                steps=doge_route(path, cross, self.labels)) if len(path) > 1
                    else doge_text(path, cross, cost, self.labels, placed, walking))
            self.buttons.append(option_button(text, option_notes(st, actions, lang),
                                              self.guard(lambda a=actions: self.on_action(a))))
        self.list.children = self.buttons


def majority_chart(state, lang: str = "en"):
    """The majority chart of a state alone: aristocrats per district per player, with first
    and second place written above each district."""
    labels = labels_for(lang)
    chart = MajorityChart(state.players, _names(range(state.players), lang),
                          labels("chart_majority"),
                          place_text=lambda place, who: labels("place_" + place, player=who))
    chart.update(state)
    return chart.figure


def player_badge(p: int, lang: str, suffix: str = "", text: str | None = None) -> str:
    """A player's marker in their colour and their name (and `suffix`), or `text` in place of
    both words; the text in ink (three player colours are too light for text)."""
    text = player_name(p, lang) + suffix if text is None else text
    return f'<span style="font-weight:bold">{swatch(p)} {escape(text)}</span>'
