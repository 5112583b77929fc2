"""The message catalogs stay whole: every message in every language, rendered with sample
arguments (counts 0, 1, 2, 5; every player and district; every key a selector knows), with no
error, no leftover placeholder, no "(s)"-plural, no abbreviation "PP", no English word in a
German or Turkish message and no formal "you"; and every id the engines and tables can ask for
(event kinds, phases, rule ids, rules switches and their values) is there.

The sample of an argument is chosen by its name (see SAMPLES): a new message uses the names
the others use, or this test says which name it does not know."""
from __future__ import annotations

import dataclasses
import functools
import re

import pytest
from fluent.syntax import FluentParser, Visitor, ast

from sanmarco_nb import artsociety, i18n
from sanmarco_nb.games import GAMES, load_game
from sanmarco_nb.i18n import catalog
from sanmarco_nb.i18n.artsociety import genre_args
from sanmarco_nb.i18n.sanmarco import card_args
from sanmarco_nb.sanmarco.board import DISTRICTS
from sanmarco_nb.sanmarco.cards import CODES

from language_patterns import findings

LANGS = i18n.LANGS
COUNTS = (0, 1, 2, 5)


def _players(lang):
    names = [i18n.player_name(p, lang) for p in range(4)]
    return names + [i18n.and_list(names[:2], lang), i18n.and_list(names, lang)]


NUMBERS = {"n", "low", "high", "count", "size", "pp", "points", "cost", "roll", "value", "limit", "limit_out",
           "active", "passage", "passages", "round", "before", "after", "seen", "now", "max",
           "top", "moves", "fork", "slot", "bid", "got", "start", "shields", "matching", "w",
           "h", "pw", "ph", "row", "col", "line", "column", "left", "length", "version",
           "theirs", "seats", "a_", "l", "pts", "aristocrats", "bridges", "max_bridges",
           "eye_first", "eye_last", "bumped_count", "winners_count", "distributors_count",
           "choosers_count", "seed", "bots", "seconds",
           # issue 21's previews and panels (teach.ftl)
           "k", "cells", "clean", "covered", "least", "most", "here", "total", "higher",
           "decor", "swaps", "ply",
           # issue 34's review at the table (review.ftl)
           "done", "worse", "solved"}
PLAYERS = {"p", "name", "owner", "victim", "by", "q", "who", "player", "c1", "winners",
           "distributors", "choosers", "names", "rest", "players", "own"}
PLACES = {"district", "a", "b", "from", "to", "d", "h", "s"}
TEXTS = {"move", "token", "keyword", "verb", "what", "type", "field", "game", "expected", "got",
         "reason", "detail",
         "switch", "value", "choices", "room", "seat", "bot", "hint", "cards", "hand", "offers",
         "offer", "path", "steps", "sizes", "bids", "order", "totals", "reasons", "bumped",
         "init", "last", "x", "why", "bot", "seats", "tile", "started", "frame", "kind", "via",
         "scores", "where", "piece", "picture", "humans",
         "place", "source", "step", "phase", "code", "margin", "lo", "hi", "win", "win_lo",
         "win_hi", "clauses", "share", "horizon", "rule",
         "was", "list", "genres", "crossings", "rooms", "fronts", "standings", "when", "bonus",
         "fewest", "after", "kept", "taken",
         "best", "loss", "grade", "total", "diff", "part",
         # issue 35: a table named on a page with others (access.ftl)
         "table"}


def samples(message_id: str, name: str, lang: str) -> list:
    """The sample values of argument `name` of `message_id` in `lang`."""
    if message_id.startswith(("sm-", "why-sm-")) and (name == "card" or name.startswith("card_")):
        return [card_args(code, lang)[name] for code in CODES + ("free",)]
    if name == "genre" or name.startswith("genre_"):
        return [genre_args(g, lang).get(name, "") for g in artsociety.COMPONENTS.genres]
    if name in ("tile", "tile_accusative"):
        return [catalog.forms(lang, "as-message-tile", "tile", args)[name]
                for args in ({"kind": "painting", "genre": "Portre", "frame": "A", "value": 4,
                              "w": 2, "h": 3, "shields": 0},
                             {"kind": "decor", "genre": "", "frame": "", "value": 0, "w": 1,
                              "h": 2, "shields": 2})]
    if name in PLACES and not message_id.startswith(("as-", "hint-as-")):
        return list(DISTRICTS)
    if name in PLACES:                       # Art Society: a position on the prestige track
        return list(COUNTS)
    if name in PLAYERS:
        return _players(lang)
    if name in NUMBERS or name.endswith("_count") or name in ("card", "l", "a"):
        return list(COUNTS)
    if name in TEXTS:
        return ["X7"]
    raise AssertionError(f"{message_id}: no samples for the argument ${name}: name it as "
                         "the other messages do, or add its samples here")


def _entries(lang):
    parser = FluentParser()
    for path in catalog.files(lang):           # the package's, and a registered game's
        resource = parser.parse(path.read_text(encoding="utf-8"))
        junk = [e for e in resource.body if isinstance(e, ast.Junk)]
        assert not junk, f"{path}: {junk[0].annotations[0].message}: {junk[0].content[:80]!r}"
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                yield path.name, entry


def _shape(lang):
    return {entry.id.name: (name, tuple(sorted(a.id.name for a in entry.attributes)))
            for name, entry in _entries(lang)}


class _Vars(Visitor):
    """The variables a message reads, and the keys each selector variable knows; those of a
    message it references too (Fluent resolves it with the caller's variables)."""

    def __init__(self, messages: dict):
        super().__init__()
        self.names: set = set()
        self.keys: dict = {}
        self.messages = messages

    def visit_VariableReference(self, node):
        self.names.add(node.id.name)

    def visit_MessageReference(self, node):
        self.visit(self.messages[node.id.name])

    def visit_SelectExpression(self, node):
        if isinstance(node.selector, ast.VariableReference):
            keys = self.keys.setdefault(node.selector.id.name, set())
            keys |= {v.key.name for v in node.variants if isinstance(v.key, ast.Identifier)}
        self.generic_visit(node)


@functools.cache
def _messages(lang, files: tuple) -> dict:
    # by the catalog files too: a test may register a game with its own
    return {entry.id.name: entry for _, entry in _entries(lang)}


def _arguments(lang, entry):
    found = _Vars(_messages(lang, tuple(catalog.files(lang))))
    found.visit(entry)
    return found


def test_every_message_is_in_every_language_with_the_same_attributes():
    shapes = {lang: _shape(lang) for lang in LANGS}
    for lang in LANGS[1:]:
        missing = sorted(set(shapes["en"]) - set(shapes[lang]))
        extra = sorted(set(shapes[lang]) - set(shapes["en"]))
        assert not missing and not extra, (lang, missing, extra)
        for message_id, (file, _attrs) in shapes["en"].items():
            assert shapes[lang][message_id][0] == file, (lang, message_id)


def test_attributes_are_the_same_for_every_card_and_genre_of_a_language():
    """A message may use any attribute of a card (the German `card_gender`): each has them."""
    for lang in LANGS:
        shape = _shape(lang)
        for prefix in ("sm-card-", "as-genre-"):
            attrs = {shape[m][1] for m in shape if m.startswith(prefix)}
            assert len(attrs) == 1, (lang, prefix, attrs)


ENGLISH = {"the", "and", "of", "to", "is", "are", "not", "with", "from", "your", "you", "move",
           "moves", "card", "cards", "player", "players", "offer", "offers", "round", "painting",
           "paintings", "shield", "shields", "point", "points", "wall", "turn", "tile", "bids",
           "score", "scores", "winner", "winners", "chance", "dice", "more", "left", "here",
           "now", "takes", "places", "none", "game", "this", "that", "its", "for", "by", "or",
           "has", "have", "there", "which", "who", "each", "every", "back", "next", "done",
           "ready", "show", "record", "column", "row", "bridge", "district", "aristocrat",
           "aristocrats", "bot's", "it", "be", "was", "can", "may", "must", "only", "out"}
QUOTED = re.compile(r"“[^”]*”|„[^“]*“|'[^']*'|\"[^\"]*\"|<[^>]*>|\w+\.\w+")
FORMAL = {"de": re.compile(r"\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem)\b"),
          "tr": re.compile(r"\w(iniz|ınız|unuz|ünüz|siniz|sınız|sunuz|sünüz)\b|"
                           r"\b(tıklayın|seçin|bekleyin|basın|gidin|deneyin|koyun|bakın)\b")}
SAMPLE_WORDS = {"X7"}


def _check(lang, message_id, text):
    where = f"{lang} {message_id}: {text!r}"
    assert not re.search(r"\{\s*[$-]", text), where            # a placeholder left over
    assert not re.search(r"\((s|e|en|n|es)\)", text), where     # "shield(s)": a fake plural
    assert not re.search(r"\bPP\b", text) and "->" not in text, where
    if lang != "en":
        words = set(re.findall(r"[^\W\d_]+(?:'[^\W\d_]+)?", QUOTED.sub(" ", text)))
        english = {w for w in words - SAMPLE_WORDS if w.lower() in ENGLISH}
        assert not english, f"{where}: English {sorted(english)}"
        assert not FORMAL[lang].search(text), f"{where}: formal 'you'"


def _options(lang, entry) -> dict:
    """Each variable of a message and its sample values (a selector's own keys first)."""
    found, options = _arguments(lang, entry), {}
    for name in sorted(found.names):
        keys = found.keys.get(name, set()) - {"one", "other", "zero", "two", "few", "many"}
        options[name] = (sorted(keys) if keys and not keys <= {"0"}
                         else samples(entry.id.name, name, lang))
    return options


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_renders_with_sample_arguments(lang):
    rendered = 0
    for _file, entry in _entries(lang):
        message_id = entry.id.name
        options = _options(lang, entry)
        base = {name: values[0] for name, values in options.items()}
        cases = [base] + [dict(base, **{name: v}) for name, values in options.items()
                          for v in values[1:]]
        for args in cases:
            text = catalog._render(lang, message_id, args) if entry.value else ""
            _check(lang, message_id, text)
            for attr in entry.attributes:
                b = catalog.bundle(lang)
                value, errors = b.format_pattern(b.get_message(message_id).attributes[
                    attr.id.name], args)
                assert not errors, (lang, message_id, attr.id.name, errors)
                _check(lang, f"{message_id}.{attr.id.name}", value)
            rendered += 1
    assert rendered > 1000


# numbers no game gives as 0 or less: a die's roll, a game's range of players
NEVER_ZERO = {"roll", "low", "high"}


def _pattern_cases(lang, entry):
    """A message's arguments as a game gives them: typical (counts 2), zero, one and many
    (every count 0, 1, 5), negative numbers (a margin, a score's change) and, where a message
    can name one player in two roles (its `_self` flags, "yes" for the player's own thing), the
    same player in each. The texts of played games (tests/test_language_patterns.py) check the
    messages whose roles the rules keep apart."""
    options = _options(lang, entry)
    base = {name: values[0] for name, values in options.items()}
    base.update({name: 3 for name in options if name in NEVER_ZERO})
    counts = [name for name, values in options.items()
              if values == list(COUNTS) and name not in NEVER_ZERO]
    # each player's argument another player (a `_self` flag "no"), or the same one ("yes")
    players = [name for name in options if name in PLAYERS]
    others = {name: i18n.player_name(i % 4, lang) for i, name in enumerate(players)}
    flags = [name for name in options if name.endswith("_self")]
    base.update(others, **dict.fromkeys(flags, "no"))
    yield "typical", dict(base, **dict.fromkeys(counts, 2))
    for case, n in (("zero", 0), ("one", 1), ("many", 5), ("negative", -3)):
        yield case, dict(base, **dict.fromkeys(counts, n))
    if not flags:       # two roles the rules keep apart (a toll is paid to another player)
        return
    same = dict.fromkeys(players, i18n.player_name(2, lang))
    yield "same player", dict(base, **dict.fromkeys(counts, 2), **same,
                              **dict.fromkeys(flags, "yes"))


@pytest.mark.parametrize("lang", LANGS)
def test_no_message_shows_a_pattern_a_reader_trips_over(lang):
    """Issue 36: every message of every catalog, with typical, zero, one, many, negative and
    same-player arguments, shows no player's name with a number glued on, no player's own thing
    named by the player's name, no zero range ("0–0", "up to 0"), no empty parentheses and no
    ASCII hyphen for a minus sign (tests/language_patterns.py)."""
    found, rendered = [], 0
    for _file, entry in _entries(lang):
        if entry.value is None:
            continue
        message_id = entry.id.name
        if message_id.startswith("rule-"):      # filled with the engines' own numbers
            cases = [("rule", i18n.rule_text(message_id.removeprefix("rule-"), lang))]
        else:
            cases = ((case, catalog._render(lang, message_id, args))
                     for case, args in _pattern_cases(lang, entry))
        for case, text in cases:
            found += [f"{message_id} ({case}): {what}: {text!r}"
                      for what in findings(lang, text)]
            rendered += 1
    assert rendered > 3000
    assert not found, "\n".join(found)


HOSTILE = (10 ** 30, -10 ** 30, 2 ** 53 + 1, -1, 1.5, float("nan"), float("inf"), -float("inf"),
           "x" * 300, "", None, True, [1, 2], {"a": 1}, object())


@pytest.mark.parametrize("lang", LANGS)
def test_no_argument_value_makes_a_message_fail(lang, caplog):
    """A client's number reaches a refusal's message (a version of 10**30 once closed the
    room server's socket from inside Babel): every message of the catalog, each of its
    variables given each hostile value in turn, renders, with what cannot be shown as "…" and
    a line in the log."""
    rendered = 0
    for _file, entry in _entries(lang):
        if entry.value is None:
            continue
        message_id = entry.id.name
        base = {name: values[0] for name, values in _options(lang, entry).items()}
        for name in base:
            for value in HOSTILE:
                text = catalog._render(lang, message_id, dict(base, **{name: value}))
                assert isinstance(text, str) and "{" not in text, (lang, message_id, name)
                rendered += 1
    assert rendered > 5000
    assert any("cannot be shown" in r.getMessage() for r in caplog.records)


def test_a_clients_huge_number_renders_in_every_language():
    for lang in LANGS:
        text = i18n.render("room-stale", lang, seen=10 ** 30, now=12)
        assert "…" in text and "12" in text, text


def _ids(lang="en"):
    return catalog.message_ids(lang)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_event_kind_and_phase_has_a_message(game):
    engine, prefix = load_game(game), i18n.PREFIX[game]
    ids = _ids()
    assert {f"{prefix}-event-{k}" for k in engine.EVENT_KINDS} <= ids
    events = {m for m in ids if m.startswith(f"{prefix}-event-")}
    assert events - {f"{prefix}-event-{k}" for k in engine.EVENT_KINDS} <= {"sm-event-hidden_draw"}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_rules_switch_and_each_of_its_values_has_a_name(game):
    """The switches are named from the catalogs, never by their Python names: a switch added
    to a Variant needs `variant-<g>-<switch>` and one entry per named value (bools: on/off)."""
    engine, prefix = load_game(game), i18n.PREFIX[game]
    for f in dataclasses.fields(engine.Variant):
        for lang in LANGS:
            assert catalog.has(f"variant-{prefix}-{f.name}", lang), (lang, f.name)
            name = i18n.switch_name(game, f.name, lang)
            assert f.name not in name and "_" not in name, (lang, name)
            for value in f.metadata.get("choices", ()):
                shown = i18n.switch_value(game, f.name, value, lang)
                assert "_" not in shown and shown not in ("True", "False", "None"), \
                    (lang, f.name, value, shown)
                if not isinstance(value, (bool, int)) or value is None:
                    key = "none" if value is None else "limited" if isinstance(value, dict) \
                        else value
                    assert catalog.has(f"variant-{prefix}-{f.name}-{key}", lang), \
                        (lang, f.name, value)


def test_the_catalogs_are_package_data():
    """A non-editable install carries the .ftl files (pyproject's package-data)."""
    from pathlib import Path
    text = (Path(__file__).resolve().parents[1] / "pyproject.toml").read_text()
    from sanmarco_nb.i18n import LANGS
    for lang in LANGS:
        assert f'"sanmarco_nb.i18n.locales.{lang}" = ["*.ftl"]' in text, lang
    assert "fluent.runtime" in text.split("[project.optional-dependencies]")[0]


def test_an_argument_a_message_does_not_use_is_not_logged(caplog):
    """Only what a message shows is checked: an event's extra data (a tuple of scores) that its
    sentence does not print is no warning."""
    catalog._RENDERED.clear()
    assert catalog._render("en", "player", {"n": 1, "extra": (1, 2)}) == "Player 1"
    assert "cannot be shown" not in caplog.text
