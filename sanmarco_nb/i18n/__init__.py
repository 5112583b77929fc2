"""Everything said to a player, in English, German and Turkish, from Fluent message catalogs.

The texts live in `locales/<lang>/*.ftl` (Fluent, https://projectfluent.org: a format translation
tools read, with plurals from CLDR's rules and grammar written in the catalog, not in Python);
`catalog` loads them. The engines' events and refusals carry data only; the sentence is made
here, when it is shown, so a front end (or the CLI's replay) can switch language at any time.

Message ids, one namespace per kind of text (`sm-` San Marco, `as-` Art Society):

    <g>-term-<key>     the game's vocabulary (aristocrat, Doge, eye line, score parts)
    <g>-phase-<name>   the engine's phase names ("sm-phase-doge": moving the Doge)
    <g>-button-<key>   the words of each decision (a move in words, Roll, Take offer A)
    <g>-message-<key>  what a table or a replay says about the game (whose turn, game over)
    <g>-event-<kind>   the sentence of each event kind
    rule-<id>          one sentence per rule id of shared/rules/<game>.md (SM-…, AS-…)
    why-…, record-…    refusals: why a move or a record is not accepted (`refusal`)
    table-…, <g>-table-…, app-…, cli-…   the tables, the play app and the command line
    variant-<g>-<switch>[-<value>]   the name of a rules switch and of each of its values

## How to add a message

1. Write it in all three files of its kind, `locales/en|de|tr/<file>.ftl`, under the same id:
   `sm-message-undo_hint = Press Back to take { $n -> [one] 1 move *[other] { $n } moves } back.`
   Arguments are `{ $name }`; a count chooses its plural with `{ $n -> [one] … *[other] … }`
   (the categories are CLDR's for the language: en/de/tr have one and other; never "(s)").
   A Turkish ending after a name or number is a function: `{ GEN($p) }` "Oyuncu 2'nin",
   `{ DAT($p) }` "Oyuncu 2'ye", also ACC, LOC and ABL. A German article comes from the noun's
   `.gender` attribute, passed as `$card_gender` (see `sanmarco.card_args`). Informal "you"
   (du / sen) everywhere; game terms from shared/glossary.md; positions count from 1.
2. Show it with `render(id, lang, **args)` (or `Labels(...)("undo_hint", n=2)` in a table; a
   table looks up `<g>-table-<key>`, `table-<key>`, then the game's terms, buttons, messages).
   Arguments are plain: numbers, and names already in the language (`player_name(p, lang)`).
   Pass a number as a number, not as text: the catalogs format it (separators, and the minus
   sign U+2212 of running text). A list of players with a value each is `player_values` (or
   `and_list` for phrases that name player and value), never a join: "Player 1: 9, Player 2: 12".
3. Name the arguments as the others do (`$p`, `$name`, `$district`, `$n`, `$count`...):
   tests/test_catalogs.py renders every message with sample arguments chosen by their names
   (counts 0, 1, 2, 5; every player and district) and fails on a message missing in one
   language, a leftover placeholder, an English word in German or Turkish, or a "(s)".
4. A refusal: raise `IllegalAction(id="why-…", **params)`; its `str()` is the English text;
   a table shows `refusal(e, lang)`.
5. A new rules switch: one entry `variant-<g>-<switch>` for its name and one
   `variant-<g>-<switch>-<value>` per value (`on`/`off` serve every bool switch), in each
   language of `locales/*/variants.ftl`; tests/test_catalogs.py fails until they are there.
"""
from __future__ import annotations

from collections.abc import Mapping

from babel.lists import format_list

from ..games import GAMES, adapter, load_game
from . import catalog
from .catalog import LANG_NAMES, LANGS

__all__ = ["LANGS", "LANG_NAMES", "NAMESPACES", "check_lang", "render", "describe", "text", "term",
           "phase_name", "button", "message", "rule_text", "label", "refusal", "player_name",
           "bot_name", "and_list", "player_values", "switch_name", "switch_value",
           "describe_hidden", "PREFIX"]

NAMESPACES = ("TERMS", "PHASES", "BUTTONS", "MESSAGES", "RULES")


class _Prefixes(Mapping):
    """game -> the prefix of its texts in the catalogs ("sm-…"), as each registered game
    declares it (State.PREFIX); read when asked, so a game registered later is in it too."""

    def __getitem__(self, game: str) -> str:
        if game not in GAMES:
            raise KeyError(game)
        return load_game(game).State.PREFIX

    def __iter__(self):
        return iter(GAMES)

    def __len__(self) -> int:
        return len(GAMES)


PREFIX = _Prefixes()
_NS = {"TERMS": "term", "PHASES": "phase", "BUTTONS": "button", "MESSAGES": "message"}
# label() looks a key up in these, in this order, with the game's own kinds of short text
# after the terms (its texts module's LABEL_KINDS: Art Society's genres); phases last: a phase
# shares its name with a term or a move (ask phase_name() for the phase)
_LABEL_ORDER = ("term", "button", "message", "phase")


def check_lang(lang: str) -> None:
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGS)}")


def render(message_id: str, lang: str = "en", **args) -> str:
    """The catalog message `message_id` in `lang`, filled with `args`."""
    check_lang(lang)
    return catalog.render(lang, message_id, args)


def _game(game: str):
    # the game modules import their engines; loaded on first use so that importing the engine
    # (which makes events) does not import every game's texts
    module = adapter(game, f"{__name__}.{{game}}")
    if module is None:
        raise LookupError(f"{game} has no texts module ({__name__}.{game})")
    return module


def describe(event, lang: str = "en") -> str:
    """The plain-language sentence for `event` in `lang`."""
    check_lang(lang)
    return _game(event.game).describe(event, lang)


def text(game: str, namespace: str, key: str, lang: str = "en", **args) -> str:
    """`key` of the namespace (one of NAMESPACES) of `game`, in `lang`, filled with `args`;
    KeyError if there is no such text."""
    check_lang(lang)
    if namespace == "RULES":
        return rule_text(key, lang)
    message_id = f"{PREFIX[game]}-{_NS[namespace]}-{key}"
    if not catalog.has(message_id, lang):
        raise KeyError(f"no {game} {_NS[namespace]} {key!r}")
    return catalog.render(lang, message_id, args)


def term(game: str, key: str, lang: str = "en") -> str:
    return text(game, "TERMS", key, lang)


def phase_name(game: str, phase: str, lang: str = "en") -> str:
    return text(game, "PHASES", phase, lang)


def button(game: str, key: str, lang: str = "en", **args) -> str:
    return text(game, "BUTTONS", key, lang, **args)


def message(game: str, key: str, lang: str = "en", **args) -> str:
    return text(game, "MESSAGES", key, lang, **args)


def rule_text(rule: str, lang: str = "en") -> str:
    """One sentence explaining the rule id `rule` ("SM-A9", "AS-P3"); the id itself if no game
    knows it. The numbers the engines define are filled in from them."""
    check_lang(lang)
    head = rule.split("-", 1)[0].lower()
    game = next((g for g, prefix in PREFIX.items() if prefix == head), None)
    if game is None or not catalog.has(f"rule-{rule}", lang):
        return rule
    return catalog.render(lang, f"rule-{rule}", _game(game).RULE_ARGS)


def label_id(game: str, key: str) -> str:
    """The message id of a short text of `game` known by key alone: a term (or a kind of the
    game's own, as a genre), else a button, a message or a phase; KeyError if none has it."""
    prefix = PREFIX.get(game, game)
    texts = adapter(game, f"{__name__}.{{game}}") if game in GAMES else None
    first, *rest = _LABEL_ORDER
    for kind in (first, *getattr(texts, "LABEL_KINDS", ()), *rest):
        message_id = f"{prefix}-{kind}-{key}"
        if catalog.has(message_id):
            return message_id
    raise KeyError(f"no {game} label {key!r}")


def label(game: str, key: str, lang: str = "en", **args) -> str:
    """A short text of `game` by key alone: a term, else a button, a message or a phase
    (KeyError if none has it)."""
    check_lang(lang)
    return catalog.render(lang, label_id(game, key), args)


def player_name(p: int, lang: str = "en") -> str:
    """Player p (counted from 0) as the texts name them: "Player 1", "Spieler 1", "Oyuncu 1"."""
    return catalog.render(lang, "player", {"n": p + 1})


def bot_name(kind: str, lang: str = "en") -> str:
    """A bot seat's name in `lang` ("greedy bot", "gieriger Bot"): the play app's words for
    the bots, the classroom's for those the app does not seat; else the kind itself."""
    for message_id in (f"app-seat-{kind}", f"classroom-bot-{kind}"):
        if catalog.has(message_id, lang):
            return render(message_id, lang)
    return kind


def and_list(items, lang: str = "en") -> str:
    """Texts listed as the language lists them (CLDR's list patterns, Babel's `format_list`):
    "A, B, and C", "A, B und C", "A, B ve C"; "" for none. Every list of names, numbers or
    phrases, so that all lists of a language read alike."""
    items = list(items)
    return format_list(items, locale=lang) if items else ""


def player_values(pairs, lang: str = "en") -> str:
    """Players with a value each, as the language lists them (CLDR's list patterns, Babel):
    "Player 1: 9, Player 2: 12, and Player 3: 4"; never a number glued to a player's name."""
    return and_list((catalog.render(lang, "player-value", {"p": player_name(q, lang), "value": v})
                   for q, v in pairs), lang)


def describe_hidden(event, lang: str = "en") -> str:
    """Another seat's private `event` (a card drawn) as every other seat may know it: the game's
    message `<prefix>-event-hidden_<kind>`, which names the player alone."""
    message_id = f"{PREFIX[event.game]}-event-hidden_{event.kind}"
    return catalog.render(lang, message_id, {"p": player_name(event.player, lang)})


# ---- refusals ----------------------------------------------------------------------------------

def refusal(error, lang: str = "en") -> str:
    """Why a move or a record was refused (an IllegalAction or RecordError), in `lang`. An
    error made with a message id is rendered from the catalogs; one made with text only (an
    older caller) is shown as its text."""
    check_lang(lang)
    message_id = getattr(error, "id", None)
    if not message_id or (lang == "en" and getattr(error, "text", "")):
        return str(error)           # (an English text given with an id is the more precise)
    params, args = error.params, {}
    try:
        for key, value in params.items():
            if key == "value" and "switch" in params:
                game = _game_of(message_id)
                args[key] = switch_value(game, params["switch"], value, lang) if game else value
            else:
                args[key] = _localize(message_id, key, value, lang)
        return catalog.render(lang, message_id, args)
    except (LookupError, TypeError, ValueError):
        # an id this version does not know, or parameters that do not fit it (a refusal from
        # a room server of another version): its English text, or the id
        return getattr(error, "text", "") or message_id


def _game_of(message_id: str) -> str | None:
    return next((g for g, prefix in PREFIX.items() if f"-{prefix}-" in message_id
                 or message_id.startswith(f"{prefix}-")), None)


def _localize(message_id: str, key: str, value, lang: str):
    """A refusal's parameter as its message needs it in `lang`: a nested refusal rendered,
    players, districts, cards, genres and switches named (by the parameter's name)."""
    if isinstance(value, ValueError):
        return refusal(value, lang)
    if value is None:
        return ""
    game = _game_of(message_id)
    if key in ("player", "who", "owner", "victim") and isinstance(value, int):
        return catalog.render(lang, "chance", {}) if value < 0 else player_name(value, lang)
    if key == "switch" and game:
        return switch_name(game, value, lang)
    if game:
        return _game(game).localize(key, value, lang)
    return value


# ---- the rules switches -------------------------------------------------------------------------

def switch_name(game: str, switch: str, lang: str = "en") -> str:
    """The learner's name of the rules switch `switch` of `game`'s Variant."""
    return catalog.render(lang, f"variant-{PREFIX[game]}-{switch}", {})


def switch_value(game: str, switch: str, value, lang: str = "en") -> str:
    """The learner's name of `value` of a rules switch: on/off for a bool, a catalog entry per
    named value, a number as itself."""
    if isinstance(value, bool):
        return catalog.render(lang, "on" if value else "off", {})
    key = "none" if value is None else "limited" if isinstance(value, dict) else value
    message_id = f"variant-{PREFIX[game]}-{switch}-{key}"
    return catalog.render(lang, message_id, {}) if catalog.has(message_id, lang) else str(value)

