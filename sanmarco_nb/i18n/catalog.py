"""The message catalogs: Fluent files (`locales/<lang>/*.ftl`), one bundle per language.

A bundle is built once per language on first use (parsing and compiling the files takes a few
milliseconds); a message is compiled on its first use and kept. Rendered texts are kept too, by
message and arguments (a table redraws the same buttons and lines again and again).

Plurals are Fluent's select on a number (`{ $n -> [one] … *[other] … }`), decided by CLDR's
plural rules for the bundle's language (Babel's); Turkish case endings come from the functions
GEN, ACC, DAT, LOC and ABL (`{ GEN($p) }` is "Oyuncu 2'nin"), see `turkish`.
"""
from __future__ import annotations

import copy
import logging
import math
import numbers
from decimal import Decimal
from functools import lru_cache
from pathlib import Path

from babel import Locale
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentType, fluent_number

from .. import games
from . import turkish

__all__ = ["LANGS", "LANG_NAMES", "LOCALES", "CatalogError", "bundle", "folders", "files",
           "render", "has", "attribute", "message_ids", "forms", "FUNCTIONS"]

LOCALES = Path(__file__).with_name("locales")
# the languages of the texts, each named in itself: the one list every layer reads (as i18n.LANGS)
LANG_NAMES = {"en": "English", "de": "Deutsch", "tr": "Türkçe"}
LANGS = tuple(LANG_NAMES)


class CatalogError(LookupError):
    """A message that is missing, or that could not be filled (an argument it needs is not
    given): always a mistake in the code or in a catalog, found by tests/test_catalogs.py."""


MINUS = "\u2212"         # a negative number in running text: "−6 → −4", not "-6 → -4"


def _case(case: str):
    def inflect(value, *_args, **_kw):
        # a number arrives as Fluent's number type (an int or a float underneath)
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if isinstance(value, (int, float)) and value < 0:     # "−3'e": the ending of "üç"
            return MINUS + turkish.inflect(-value, case)
        return turkish.inflect(value, case)
    inflect.__name__ = case[:3].upper()
    return inflect


def _number_function(value, **options):
    # Fluent's NUMBER, a value that is no number (SHOWN_INSTEAD) shown as it is, not an error
    return value if isinstance(value, str) else fluent_number(value, **options)


FUNCTIONS = {case[:3].upper(): _case(case) for case in turkish.CASES}
FUNCTIONS["NUMBER"] = _number_function


class _Locale(Locale):
    """A language's CLDR data (Babel's) as Fluent formats numbers with it, a negative number
    with the minus sign U+2212: CLDR's patterns for en, de and tr write the hyphen-minus of
    plain text. Fluent formats every number it shows through these two patterns."""

    @property
    def decimal_formats(self):
        return _signed(super().decimal_formats)

    @property
    def percent_formats(self):
        return _signed(super().percent_formats)


def _signed(formats) -> dict:
    out = {}
    for key, pattern in formats.items():
        out[key] = pattern = copy.copy(pattern)
        pattern.prefix = (pattern.prefix[0], pattern.prefix[1].replace("-", MINUS))
    return out


class _Bundle(FluentBundle):
    def _get_babel_locale(self) -> Locale:
        return _Locale(self.locales[0])


def bundle(lang: str) -> FluentBundle:
    """The bundle of `lang`: every .ftl file of locales/<lang>/, in name order, then those of
    the games registered with their own texts (`games.register(..., locales=...)`)."""
    return _bundle(lang, folders())


def folders() -> tuple:
    """The folders of `<lang>/*.ftl` files: the package's, then each registered game's own."""
    return (LOCALES, *games.LOCALES.values())


def files(lang: str, where: tuple | None = None) -> list[Path]:
    """The .ftl files of `lang` in the folders `where` (default `folders()`), in that order
    and by name within each (a message a later file repeats does not replace the first)."""
    return [path for folder in where or folders()
            for path in sorted((folder / lang).glob("*.ftl"))]


@lru_cache(maxsize=None)
def _bundle(lang: str, where: tuple) -> FluentBundle:
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGS)}")
    b = _Bundle([lang], functions=FUNCTIONS, use_isolating=False)
    for path in files(lang, where):
        b.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return b


def has(message_id: str, lang: str = "en") -> bool:
    return bundle(lang).has_message(message_id)


log = logging.getLogger(__name__)

_RENDERED: dict = {}
_KEEP = 2048            # rendered texts kept (well under a MB); then the cache starts again


def render(lang: str, message_id: str, args: dict | None = None) -> str:
    """The message `message_id` of `lang` filled with `args`; CatalogError if it is missing or
    an argument it uses is not given."""
    key = (lang, message_id, tuple(sorted(args.items())) if args else ())
    try:
        return _RENDERED[key]
    except KeyError:
        pass
    except TypeError:               # an unhashable argument: render, do not keep
        return _render(lang, message_id, args)
    text = _render(lang, message_id, args)
    if len(_RENDERED) >= _KEEP:
        _RENDERED.clear()
    _RENDERED[key] = text
    return text


# Fluent formats numbers with Babel through Decimal: an int past a float's exact range, NaN or
# infinity raises inside the formatting (decimal.InvalidOperation), not as a Fluent error
_EXACT = 2 ** 53
SHOWN_INSTEAD = "…"          # what a value that cannot be shown becomes


def _number(value):
    """A number as Fluent can format it (an integer of numpy's as an int), SHOWN_INSTEAD for
    one it cannot (too large, NaN, infinite); None if `value` is no number."""
    if isinstance(value, bool) or not isinstance(value, (numbers.Integral, float, Decimal)):
        return None
    if isinstance(value, numbers.Integral):
        return int(value) if -_EXACT <= value <= _EXACT else SHOWN_INSTEAD
    finite = value.is_finite() if isinstance(value, Decimal) else math.isfinite(value)
    return value if finite and abs(value) <= _EXACT else SHOWN_INSTEAD


def _plain(value) -> bool:
    # what Fluent takes as an argument (anything else is an error where a message uses it)
    return isinstance(value, (str, int, float, Decimal, FluentType))


def _render(lang: str, message_id: str, args: dict | None) -> str:
    b = bundle(lang)
    if not b.has_message(message_id):
        raise CatalogError(f"no message {message_id!r} in the {lang} catalog")
    message = b.get_message(message_id)
    if message.value is None:
        raise CatalogError(f"message {message_id!r} has attributes only")
    return _format(b, message.value, args, f"{lang} {message_id}")


def _format(b: FluentBundle, pattern, args: dict | None, where: str) -> str:
    """`pattern` filled with `args`. Never raises for an argument's value: a number that cannot
    be shown (past 2**53, NaN, infinite) and, where the message uses it, any other value Fluent
    does not take (None, a list, ...) are shown as SHOWN_INSTEAD and logged. CatalogError only
    for a mistake of the code or catalog (an argument the message uses is not given)."""
    if args:
        fitted = {k: v if (n := _number(v)) is None else n for k, v in args.items()}
        bad = [k for k, v in fitted.items() if v is SHOWN_INSTEAD and args[k] is not v]
        if bad:
            log.warning("%s: %s cannot be shown, rendered as %r", where, ", ".join(bad),
                        SHOWN_INSTEAD)
        args = fitted
    try:
        text, errors = b.format_pattern(pattern, args)
    except Exception:               # noqa: BLE001 - a value no check above foresaw
        log.exception("%s: rendered without its arguments' values", where)
        text, errors = b.format_pattern(pattern, {k: SHOWN_INSTEAD for k in (args or {})})
    odd = [k for k, v in (args or {}).items() if not _plain(v)]
    if errors and odd:
        log.warning("%s: %s cannot be shown, rendered as %r", where, ", ".join(odd),
                    SHOWN_INSTEAD)
        text, errors = b.format_pattern(pattern, {k: SHOWN_INSTEAD if k in odd else v
                                                  for k, v in args.items()})
    if errors:
        raise CatalogError(f"{where}: {errors[0]}")
    return text


def attribute(lang: str, message_id: str, name: str, default: str | None = None) -> str | None:
    """The attribute `name` of a message (`.gender` of a German noun), or `default`."""
    b = bundle(lang)
    if not b.has_message(message_id):
        return default
    pattern = b.get_message(message_id).attributes.get(name)
    if pattern is None:
        return default
    text, errors = b.format_pattern(pattern, {})
    return default if errors else text


def forms(lang: str, message_id: str, key: str, args: dict | None = None) -> dict:
    """A message and each of its attributes, as arguments for another message: `key` holds
    the value, `key_<attribute>` each attribute (a German noun's `.gender`, a Turkish
    `.accusative`), all filled with `args`."""
    out = {key: render(lang, message_id, args)}
    b = bundle(lang)
    for name, pattern in b.get_message(message_id).attributes.items():
        out[f"{key}_{name}"] = _format(b, pattern, args, f"{lang} {message_id}.{name}")
    return out


def message_ids(lang: str) -> set[str]:
    """Every message id of the `lang` catalog (read from the files, not the bundle)."""
    from fluent.syntax import FluentParser, ast
    ids = set()
    parser = FluentParser()
    for path in files(lang):
        for entry in parser.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                ids.add(entry.id.name)
    return ids


def rule_ids(game_prefix: str) -> tuple[str, ...]:
    """The rule ids ("SM-…" or "AS-…") the English catalogs explain, sorted."""
    head = f"rule-{game_prefix}-"
    return tuple(sorted(m.removeprefix("rule-") for m in message_ids("en")
                        if m.startswith(head)))
