"""Everything said to a player, in English, German and Turkish.

Each game has a module here (`sanmarco`, `artsociety`) with `describe(event, lang)` for event
sentences and five tables of one shape, `{key: {lang: text}}` (`{placeholders}` filled by the
caller), each its own namespace:

    TERMS     the game's vocabulary (aristocrat, Doge, eye line, genres, score parts)
    PHASES    the engine's phase names ("doge": moving the Doge)
    BUTTONS   the words of each decision (a move in words, Roll, Take offer A, Done)
    MESSAGES  what a table or a replay says about the game (whose turn, game over)
    RULES     one sentence per rule id of shared/rules/<game>.md (SM-…, AS-…)

so a term and a phase of the same name ("doge") never overwrite each other. Game terms follow
`shared/glossary.md`. The engine's events carry data only; the sentence is made here, so that a
front end (or the CLI's replay) can switch language at any time.
"""
from __future__ import annotations

from importlib import import_module

__all__ = ["LANGS", "NAMESPACES", "check_lang", "describe", "text", "term", "phase_name",
           "button", "message", "rule_text", "label", "entry"]

LANGS = ("en", "de", "tr")
NAMESPACES = ("TERMS", "PHASES", "BUTTONS", "MESSAGES", "RULES")
# label() looks a key up in these, in this order (PHASES last: a phase shares its name with a
# term or a move; ask phase_name() for the phase)
_LABEL_ORDER = ("TERMS", "BUTTONS", "MESSAGES", "PHASES")
_GAME_OF_PREFIX = {"SM": "sanmarco", "AS": "artsociety"}


def entry(en: str, de: str, tr: str) -> dict:
    """One text in the three languages: the value of every table here."""
    return {"en": en, "de": de, "tr": tr}


def check_lang(lang: str) -> None:
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGS)}")


def _game(game: str):
    # the game modules import their engines; loaded on first use so that importing the engine
    # (which makes events) does not import every game's texts
    return import_module(f"{__name__}.{game}")


def describe(event, lang: str = "en") -> str:
    """The plain-language sentence for `event` in `lang`."""
    check_lang(lang)
    return _game(event.game).describe(event, lang)


def text(game: str, namespace: str, key: str, lang: str = "en") -> str:
    """`key` of the table `namespace` (one of NAMESPACES) of `game`, in `lang`; KeyError if the
    table has no such key."""
    check_lang(lang)
    table = getattr(_game(game), namespace)
    try:
        return table[key][lang]
    except KeyError:
        raise KeyError(f"no {game} {namespace.lower()[:-1]} {key!r}") from None


def term(game: str, key: str, lang: str = "en") -> str:
    return text(game, "TERMS", key, lang)


def phase_name(game: str, phase: str, lang: str = "en") -> str:
    return text(game, "PHASES", phase, lang)


def button(game: str, key: str, lang: str = "en") -> str:
    return text(game, "BUTTONS", key, lang)


def message(game: str, key: str, lang: str = "en") -> str:
    return text(game, "MESSAGES", key, lang)


def rule_text(rule: str, lang: str = "en") -> str:
    """One sentence explaining the rule id `rule` ("SM-A9", "AS-P3"); the id itself if no game
    knows it."""
    check_lang(lang)
    game = _GAME_OF_PREFIX.get(rule.split("-", 1)[0])
    found = _game(game).RULES.get(rule) if game else None
    return found[lang] if found else rule


def label(game: str, key: str, lang: str = "en") -> str:
    """A short text of `game` by key alone: a term, else a button, a message or a phase
    (KeyError if none has it)."""
    check_lang(lang)
    module = _game(game)
    for namespace in _LABEL_ORDER:
        found = getattr(module, namespace).get(key)
        if found is not None:
            return found[lang]
    raise KeyError(f"no {game} label {key!r}")
