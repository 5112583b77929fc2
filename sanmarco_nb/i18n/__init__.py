"""Labels and event sentences in English, German and Turkish.

Each game has a module here (`sanmarco`, `artsociety`) with `describe(event, lang)` and
`label(key, lang)`; the game terms follow `shared/glossary.md`. The engine's events carry data
only; the sentence is made here, so that a front end can switch language at any time.
"""
from __future__ import annotations

from importlib import import_module

LANGS = ("en", "de", "tr")


def _check(lang: str) -> None:
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGS)}")


def describe(event, lang: str = "en") -> str:
    """The plain-language sentence for `event` in `lang`."""
    _check(lang)
    return import_module(f"{__name__}.{event.game}").describe(event, lang)


def label(game: str, key: str, lang: str = "en") -> str:
    """A short label (a button, a phase, a term) of `game` in `lang`."""
    _check(lang)
    return import_module(f"{__name__}.{game}").label(key, lang)
