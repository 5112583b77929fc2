"""San Marco pieces usable alone in a lesson, each on a state, and reused by the table:
the dice roller, the split builder, the Doge mover, the majority chart; and the plain-language
text of every decision (`action_text`).

Alone, a piece applies its action to the state it was given and shows the events; inside the
table it hands the action to the table instead (`on_action`), which checks turn and staleness.
Every choice offered comes from `state.legal_actions()` (or `doge_paths()`, which lists the
same Doge actions with their costs).
"""
from __future__ import annotations

from html import escape

import ipywidgets as W

from ..core import CHANCE, play_chance
from ..i18n.sanmarco import card_name, label as engine_label, player_name
from ..sanmarco import ADJACENT, CODES, DISTRICTS, Action
from ..sanmarco.cards import DOGE, LIMIT_VALUE, is_limit
from .common import Guard, Labels, label_lookup, make_button, make_html, player_colour, shared
from .labels import LABELS
from .sanmarco_board import MajorityChart

__all__ = ["LOOKUP", "labels_for", "card_text", "action_text", "DiceRoller", "SplitBuilder",
           "OfferChooser", "DogeMover", "doge_moves", "doge_text", "majority_chart"]

LOOKUP = label_lookup("sanmarco", LABELS)


def labels_for(lang: str = "en") -> Labels:
    return Labels(LOOKUP, lang)


def card_text(kind: int, lang: str) -> str:
    return card_name(CODES[kind], lang)


def _names(players, lang):
    return [player_name(p, lang) for p in players]


def action_text(action, labels: Labels, cost: int | None = None, doge_placed: bool = True) -> str:
    """A decision in words, in the labels' language (the notation is `str(action)`)."""
    lang, v, x = labels.lang, action.verb, action.args
    L = labels
    if v == "district":
        d, hop, src = x
        text = L("a_place", d=DISTRICTS[d])
        if src >= 0:
            text += L("a_from", s=DISTRICTS[src])
        if hop >= 0:
            text += L("a_hop", h=DISTRICTS[hop])
        return text
    if v == "bridge":
        if not x:
            return L("a_none")
        c, old, owner, src = x
        a, b = ADJACENT[c]
        text = L("a_bridge", a=DISTRICTS[a], b=DISTRICTS[b])
        if old >= 0:
            oa, ob = ADJACENT[old]
            text += L("a_bridge_take", owner=player_name(owner, lang), a=DISTRICTS[oa],
                      b=DISTRICTS[ob])
        if src >= 0:
            text += L("a_from", s=DISTRICTS[src])
        return text
    if v == "transfer":
        if not x:
            return L("a_none")
        d, q, src = x
        text = L("a_transfer", d=DISTRICTS[d], q=player_name(q, lang))
        return text + (L("a_from", s=DISTRICTS[src]) if src >= 0 else "")
    if v == "doge":
        return doge_text(*x, cost, labels, doge_placed)
    if v == "banish":
        return L("a_banish", d=DISTRICTS[x[0]])
    if v == "remove":
        return L("a_remove", who=", ".join(_names(x, lang))) if x else L("a_remove_none")
    if v == "remove1":
        return L("a_remove1", d=DISTRICTS[x[0]], q=player_name(x[1], lang))
    if v == "roles":
        return L("a_roles", c1=player_name(x[0], lang), rest=", ".join(_names(x[1:], lang)))
    if v == "skip":
        return L("a_skip", card=card_text(x[0], lang))
    if v == "take":
        return ", ".join(card_text(k, lang) for k in x)
    return str(action)


def action_targets(action) -> tuple:
    """The districts an action concerns (for clicks on the board)."""
    v, x = action.verb, action.args
    if v in ("district", "transfer", "banish", "remove1") and x:
        return (x[0],) if v != "district" or x[1] < 0 else (x[0], x[1])
    if v == "bridge" and x:
        return ADJACENT[x[0]]
    if v == "doge":
        return (x[0][-1],)
    return ()


def _chip(text, colour="#eee"):
    return (f'<span style="display:inline-block;margin:1px;padding:1px 6px;border-radius:8px;'
            f'background:{colour};border:1px solid #999">{escape(text)}</span>')


def _offer_summary(cards, labels: Labels) -> str:
    n_limit = sum(1 for k in cards if is_limit(k))
    points = sum(LIMIT_VALUE[k] for k in cards if is_limit(k))
    return labels("offer_count", a=len(cards) - n_limit, l=n_limit, pts=points)


class _Piece(W.VBox):
    """A piece on a state: alone it applies actions itself and shows the events."""

    def __init__(self, state, labels: Labels | None, lang: str, on_action, guard=None):
        self.state = state
        self.labels = labels or labels_for(lang)
        # inside a table the table's guard shows refusals; alone the piece has its own
        self.guard = guard or Guard()
        self.status = [] if guard else [self.guard.status]
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
    `play_chance`); the events say what the die did."""

    def __init__(self, state, labels=None, lang="en", on_roll=None, text="", guard=None):
        super().__init__(state, labels, lang, None, guard)
        self.on_roll = on_roll
        self.button = W.Button(description=self.labels("roll"), icon="cube",
                               button_style="primary")
        self.button.on_click(self.guard(lambda _b: self.roll()))
        self.text = make_html(escape(text))
        self._show(self.text, self.button)
        self.redraw()

    def roll(self):
        if self.on_roll is not None:
            return self.on_roll()
        self._tell(play_chance(self.state))

    def redraw(self):
        self.button.disabled = self.state.to_move != CHANCE


class SplitBuilder(_Piece):
    """The distributor's drawn cards as chips; each chip says which offer its card goes to.

    Live under the chips: per offer, its cards and how many action and limit cards (and limit
    points) it holds. Confirm is enabled only when the split is one of `legal_actions()`.
    """

    def __init__(self, state, labels=None, lang="en", on_action=None, guard=None):
        super().__init__(state, labels, lang, on_action, guard)
        self.hand = tuple(state.hand)
        legal = state.legal_actions()
        # SM-R4: three offers are made by setting one aside ("offer"), then splitting the rest
        self.k = 3 if any(a.verb == "offer" for a in legal) else 2
        letters = "ABC"[:self.k]
        self.chips = []
        for kind in self.hand:
            chip = W.ToggleButtons(options=[(c, i) for i, c in enumerate(letters)], value=0,
                                   description=card_text(kind, self.labels.lang),
                                   style=shared("chips"), layout=shared("auto"),
                                   tooltips=[self.labels("offer", x=c) for c in letters])
            chip.observe(lambda _c: self.redraw(), "value")
            self.chips.append(chip)
        self.summary = make_html()
        self.confirm = make_button(self.labels("confirm_split"),
                                   self.guard(lambda: self.on_action(self.actions())),
                                   button_style="success", icon="check")
        hint = make_html(f"<i>{escape(self.labels('split_hint'))}</i>")
        self._show(hint, *self.chips, self.summary, self.confirm)
        self.redraw()

    def offers(self) -> list[tuple]:
        return [tuple(sorted(k for k, chip in zip(self.hand, self.chips) if chip.value == o))
                for o in range(self.k)]

    def actions(self) -> list:
        """The split the chips show as the engine's actions (legal or not): the split, or with
        three offers the last one set aside and then the split of the other two."""
        offers = self.offers()
        if self.k == 2:
            return [Action("split", tuple(sorted(offers)))]
        return [Action("offer", offers[2]), Action("split", tuple(sorted(offers[:2])))]

    def is_legal(self) -> bool:
        if self.state.phase != "split" or not all(self.offers()):
            return False
        trial = self.state.clone()
        for a in self.actions():
            if a not in trial.legal_actions():
                return False
            trial.apply(a)
        return True

    def set_offers(self, assignment) -> None:
        """Put card i into offer assignment[i] (0 = A, 1 = B, 2 = C), as clicks would."""
        for chip, o in zip(self.chips, assignment):
            chip.value = o

    def redraw(self):
        rows = []
        for o, cards in enumerate(self.offers()):
            chips = "".join(_chip(card_text(k, self.labels.lang)) for k in cards) or "—"
            rows.append(f"<b>{escape(self.labels('offer', x='ABC'[o]))}</b>: "
                        f"{escape(_offer_summary(cards, self.labels))}<br>{chips}")
        self.summary.value = "<br>".join(rows)
        self.confirm.disabled = not self.is_legal()


class OfferChooser(_Piece):
    """The revealed offers side by side, each with its cards, counts and a Take button."""

    def __init__(self, state, labels=None, lang="en", on_action=None, guard=None):
        super().__init__(state, labels, lang, on_action, guard)
        boxes = []
        for i, action in enumerate(a for a in state.legal_actions() if a.verb == "take"):
            letter = "ABC"[i]
            cards = "<br>".join(_chip(card_text(k, self.labels.lang)) for k in action.args)
            button = make_button(self.labels("take_offer", x=letter),
                                 self.guard(lambda a=action: self.on_action(a)),
                                 button_style="primary")
            boxes.append(W.VBox([
                make_html(f"<b>{escape(self.labels('offer', x=letter))}</b><br>{cards}<br>"
                          f"<small>{escape(_offer_summary(action.args, self.labels))}</small>"),
                button], layout=shared("card")))
        self.buttons = [b.children[1] for b in boxes]
        self._show(W.HBox(boxes, layout=shared("auto")))

    def redraw(self):
        for b in self.buttons:
            b.disabled = True


def doge_moves(state, dest: int | None = None) -> list:
    """The Doge's whole moves open to the player to move, as (actions, path, crossings, cost),
    cheapest first (SM-A7..A9): with the Doge off the board its six placements; else every
    affordable path from `state.doge_paths` (staying is the path of one district), each with
    the step actions that walk it and stop. Only those ending in `dest`, if given."""
    if state.phase not in ("play", "doge") or (
            state.phase == "play" and DOGE not in state.pending.cards):
        return []
    if state.doge is None:
        return [([Action("doge", ((d,), ()))], (d,), (), 0) for d in range(6)
                if dest is None or d == dest]
    return [(state.doge_path_actions(path, cross), path, cross, cost)
            for path, cross, cost in state.doge_paths(dest)]


def doge_text(path, crossings, cost, labels: Labels, placed: bool = True,
              walking: bool = False) -> str:
    """A Doge move in words: where it goes, over whose bridges, and what it costs."""
    if len(path) == 1:
        key = "a_doge_stop" if walking else "a_doge_stay" if placed else "a_doge_place"
        return labels(key, d=DISTRICTS[path[0]])
    steps = [DISTRICTS[path[0]]]
    for d, o in zip(path[1:], crossings):
        via = labels("no_bridge") if o < 0 else labels("bridge_of",
                                                       owner=player_name(o, labels.lang))
        steps.append(f"({via}) → {DISTRICTS[d]}")
    if cost is None:
        return labels("a_doge_step", path=" ".join(steps))
    return labels("a_doge_move", path=" ".join(steps), cost=cost)


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
        for actions, path, cross, cost in self.moves():
            self.buttons.append(make_button(
                doge_text(path, cross, cost, self.labels, placed, walking),
                self.guard(lambda a=actions: self.on_action(a)),
                tooltip="; ".join(str(a) for a in actions)))
        self.list.children = self.buttons


def majority_chart(state, lang: str = "en"):
    """The majority chart of a state alone: aristocrats per district per player, with first
    and second place written above each district."""
    labels = labels_for(lang)
    chart = MajorityChart(state.players, _names(range(state.players), lang),
                          labels("chart_majority"))
    chart.update(state)
    return chart.figure


def phase_text(state, lang: str) -> str:
    return engine_label(state.phase, lang)


def player_badge(p: int, lang: str, suffix: str = "") -> str:
    return (f'<span style="color:{player_colour(p)};font-weight:bold">■ '
            f'{escape(player_name(p, lang))}{escape(suffix)}</span>')
