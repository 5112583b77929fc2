"""Every text a table shows comes from the catalogs of `sanmarco_nb.i18n` (terms, phases,
buttons, messages, rule explanations, the tables' own texts): a term and a phase of the same
name are two texts, every phase reached and every rule cited has one, and the rule explanations
cover exactly the rules files (tests/test_catalogs.py checks every message in every
language)."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from sanmarco_nb import i18n
from sanmarco_nb.bench import random_step
from sanmarco_nb.games import GAMES, load_game
from sanmarco_nb.i18n import catalog
from sanmarco_nb.sanmarco import ARISTOCRATS, BRIDGES, LIMIT_OUT, MAX_BRIDGES
from sanmarco_nb.widgets.controls import Labels

ROOT = Path(__file__).resolve().parents[2]


def _ids(prefix: str) -> set[str]:
    return {m for m in catalog.message_ids("en") if m.startswith(prefix)}


def test_the_doge_term_and_the_doge_phase_are_two_texts():
    assert i18n.term("sanmarco", "doge", "en") == "Doge"
    assert i18n.phase_name("sanmarco", "doge", "en") == "moving the Doge"
    labels = Labels("sanmarco", "sm-table", "tr")
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
    engine, prefix = load_game(game), i18n.PREFIX[game]
    phases, cited = _phases_and_rules(engine, ((3, 2), (4, 1)))
    assert {f"{prefix}-phase-{p}" for p in phases} <= _ids(f"{prefix}-phase-")
    rules = {m.removeprefix("rule-") for m in _ids(f"rule-{prefix.upper()}-")}
    assert cited <= rules
    for rule in rules:
        texts = {i18n.rule_text(rule, lang) for lang in i18n.LANGS}
        assert rule not in texts and len(texts) == 3, rule


@pytest.mark.parametrize("game,prefix", [("sanmarco", "SM"), ("artsociety", "AS")])
def test_the_explanations_cover_exactly_the_rules_file(game, prefix):
    path = next((p for p in (Path(f"/work/shared/rules/{game}.md"),
                             ROOT.parent / f"shared/rules/{game}.md") if p.exists()), None)
    if path is None:
        pytest.skip(f"shared/rules/{game}.md is not beside this checkout")
    ids = set(re.findall(rf"^- ({prefix}-[A-Z]\d+)", path.read_text(encoding="utf-8"), re.M))
    assert ids == {m.removeprefix("rule-") for m in _ids(f"rule-{prefix}-")}


def test_numbers_the_engine_defines_are_read_from_it():
    """SM-C1, SM-B3, SM-P2: the explanations and chart say what the engine's constants say."""
    assert f"{ARISTOCRATS} aristocrats" in i18n.rule_text("SM-C1")
    assert f"{BRIDGES} bridges" in i18n.rule_text("SM-C1")
    assert f"At most {MAX_BRIDGES} bridges" in i18n.rule_text("SM-B3")
    assert f"At {LIMIT_OUT} or more" in i18n.rule_text("SM-P2")
    assert f"out at {LIMIT_OUT}" in Labels("sanmarco", "sm-table")("chart_limits",
                                                                   limit_out=LIMIT_OUT)
