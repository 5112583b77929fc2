"""The language of a command line: `--lang` (an option of every command that prints text),
else the locale's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, as the standard library's gettext
reads them), else English.

    parser.add_parser("replay", parents=[lang_option()])     # every (sub)command that speaks
    lang = chosen_lang(args)
"""
from __future__ import annotations

import argparse
import os

from .catalog import LANGS

__all__ = ["LANGS", "system_lang", "lang_option", "chosen_lang"]


def system_lang() -> str:
    """The locale's language if the texts speak it ("de_AT.UTF-8" is "de"), else English.
    The first variable set decides, as in gettext.find (LANGUAGE may list several: "tr:de");
    not Babel's default_locale, which asks LC_CTYPE before LANG, and Python sets LC_CTYPE
    itself (PEP 538) where the LANG locale is not installed."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        if value := os.environ.get(var):
            for name in value.split(":"):
                lang = name.split(".")[0].split("@")[0].split("_")[0].lower()
                if lang in LANGS or lang in ("c", "posix"):
                    return lang if lang in LANGS else "en"
            return "en"
    return "en"


def lang_option(text: str = "") -> argparse.ArgumentParser:
    """A parent parser with `--lang` (`text`: its help). It sets nothing when not given
    (SUPPRESS), so a subcommand's own `--lang` and its command's do not undo each other."""
    parent = argparse.ArgumentParser(add_help=False)
    parent.add_argument("--lang", choices=LANGS, default=argparse.SUPPRESS, help=text or None)
    return parent


def chosen_lang(args) -> str:
    """`--lang` if given, else the locale's language, else English."""
    return getattr(args, "lang", None) or system_lang()
