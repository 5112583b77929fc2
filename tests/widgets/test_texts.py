"""Every text a table shows, in one shape: the game's tables in `sanmarco_nb.i18n` (terms, phases,
buttons, messages, rule explanations) and the few the widgets keep, each in en, de and tr with
the same placeholders, each key in one namespace only, and a rule explanation for every rule id
of the rules files."""
from __future__ import annotations

import random
import re
import string
from pathlib import Path

import pytest

from sanmarco_nb import artsociety, i18n, sanmarco
from sanmarco_nb.bench import random_step
from sanmarco_nb.i18n import artsociety as AS_TEXT, sanmarco as SM_TEXT
from sanmarco_nb.sanmarco import ARISTOCRATS, BRIDGES, LIMIT_OUT, MAX_BRIDGES
from sanmarco_nb.widgets.artsociety_labels import LABELS as AS_LABELS
from sanmarco_nb.widgets.controls import COMMON_LABELS, Labels
from sanmarco_nb.widgets.sanmarco_labels import LABELS as SM_LABELS

ROOT = Path(__file__).resolve().parents[2]
GAMES = {"sanmarco": (SM_TEXT, SM_LABELS, sanmarco), "artsociety": (AS_TEXT, AS_LABELS, artsociety)}
NAMED = ("TERMS", "BUTTONS", "MESSAGES")       # looked up by key alone, so never shared


def fields(text):
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


def all_tables():
    for game, (module, local, _engine) in GAMES.items():
        for namespace in i18n.NAMESPACES:
            yield f"{game}.{namespace}", getattr(module, namespace)
        yield f"{game}.widgets", local
    yield "widgets.common", COMMON_LABELS


@pytest.mark.parametrize("name,table", list(all_tables()), ids=lambda x: x if isinstance(x, str)
                         else "")
def test_every_text_in_three_languages_with_the_same_placeholders(name, table):
    assert table, name
    for key, texts in table.items():
        assert set(texts) == set(i18n.LANGS) and all(texts.values()), (name, key)
        assert fields(texts["de"]) == fields(texts["en"]) == fields(texts["tr"]), (name, key)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_key_lives_in_one_namespace_so_nothing_overwrites_anything(game):
    module, local, _engine = GAMES[game]
    seen: dict = {}
    for name, table in [(n, getattr(module, n)) for n in NAMED] + [("widgets", local),
                                                                   ("common", COMMON_LABELS)]:
        for key in table:
            assert key not in seen, f"{game}: {key!r} is in {seen[key]} and in {name}"
            seen[key] = name


def test_the_doge_term_and_the_doge_phase_are_two_texts():
    assert i18n.term("sanmarco", "doge", "en") == "Doge"
    assert i18n.phase_name("sanmarco", "doge", "en") == "moving the Doge"
    labels = Labels("sanmarco", SM_LABELS, "tr")
    assert labels("doge") == "Doç" and labels.phase("doge") == "Doç'u götürme"
    # a phase that shares its name with a term or a move has a name of its own
    assert i18n.phase_name("artsociety", "decor", "en") != i18n.term("artsociety", "decor", "en")
    with pytest.raises(KeyError):
        i18n.label("sanmarco", "no such key")


def _phases_and_rules(engine, seeds):
    phases, rules = set(), set()
    for players, seed in seeds:
        state, rng = engine.new_game(players=players, seed=seed), random.Random(seed)
        while not state.is_terminal():
            phases.add(state.phase)
            rules |= {e.rule for e in random_step(state, rng)}
        phases.add(state.phase)
    return phases, rules


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_phase_reached_has_a_name_and_every_rule_cited_an_explanation(game):
    module, _local, engine = GAMES[game]
    phases, cited = _phases_and_rules(engine, ((3, 2), (4, 1)))
    assert phases <= set(module.PHASES)
    assert cited <= set(module.RULES)
    for rule in module.RULES:
        texts = {i18n.rule_text(rule, lang) for lang in i18n.LANGS}
        assert rule not in texts and len(texts) == 3, rule


@pytest.mark.parametrize("game,prefix", [("sanmarco", "SM"), ("artsociety", "AS")])
def test_the_explanations_cover_exactly_the_rules_file(game, prefix):
    path = next((p for p in (Path(f"/work/shared/rules/{game}.md"),
                             ROOT.parent / f"shared/rules/{game}.md") if p.exists()), None)
    if path is None:
        pytest.skip(f"shared/rules/{game}.md is not beside this checkout")
    ids = set(re.findall(rf"^- ({prefix}-[A-Z]\d+)", path.read_text(encoding="utf-8"), re.M))
    assert ids == set(GAMES[game][0].RULES)


def test_numbers_the_engine_defines_are_read_from_it():
    """SM-C1, SM-B3, SM-P2: the explanations and chart say what the engine's constants say."""
    assert f"{ARISTOCRATS} aristocrats" in i18n.rule_text("SM-C1")
    assert f"{BRIDGES} bridges" in i18n.rule_text("SM-C1")
    assert f"At most {MAX_BRIDGES} bridges" in i18n.rule_text("SM-B3")
    assert f"At {LIMIT_OUT} or more" in i18n.rule_text("SM-P2")
    assert f"out at {LIMIT_OUT}" in SM_LABELS["chart_limits"]["en"]
