"""Every rule id of each game is named by one of its tests (in a test's name or docstring).

The ids come from the rules files (`shared/rules/<game>.md` beside the repository, or
`rules.md` in the folder of a game the tests register) when they are there, else from the rule
explanations of the game's texts module (`sanmarco_nb.i18n.<game>`), which the text tests keep
equal to the rules files. A game's tests are in tests/<game>/ or beside its module.
"""
import ast
import random
import re
from pathlib import Path

import pytest

from sanmarco_nb.core import CHANCE
from sanmarco_nb.games import GAMES, adapter, load_game
from sanmarco_nb.i18n import LANGS

ROOT = Path(__file__).resolve().parents[1]


def prefix(game: str) -> str:
    return load_game(game).State.PREFIX.upper()            # "SM", "AS"


def _home(game: str) -> Path:
    return Path(load_game(game).__file__).parent


def rule_ids(game: str) -> set[str]:
    for path in (ROOT.parent / "shared" / "rules" / f"{game}.md", _home(game) / "rules.md"):
        if path.exists():
            return set(re.findall(rf"\b{prefix(game)}-[A-Z]\d+\b",
                                  path.read_text(encoding="utf-8")))
    return set(adapter(game, "sanmarco_nb.i18n.{game}").RULES)


def test_names(game: str) -> str:
    """The names and docstrings (not comments) of every test function of `game`."""
    text = []
    for path in [*(ROOT / "tests" / game).glob("test_*.py"), *_home(game).glob("test_*.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test"):
                text += [node.name, ast.get_docstring(node) or ""]
    return " ".join(text)


test_names.__test__ = False      # a helper, not a test


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_rule_id_is_named_by_a_test(game):
    ids = rule_ids(game)
    assert ids
    text = test_names(game)
    named = set()
    for i in ids:                    # SM-A1 or SM_A1, not SM-A10; "AS_E2_to_AS_E7" names a range
        if re.search(i.replace("-", "[-_]") + r"(?!\d)", text):
            named.add(i)
    for letter, lo, hi in re.findall(r"[A-Z]{2}_([A-Z])(\d)_to_[A-Z]{2}_[A-Z](\d)", text):
        named |= {f"{prefix(game)}-{letter}{n}" for n in range(int(lo), int(hi) + 1)}
    assert ids - named == set()


CITED = re.compile(r"\b(?:SM|AS)-[A-Z]\d+\b")


def _spoken(game, state, action, lang):
    """[(rules, phrase)] of the preview of `action` in `lang`: each phrase a table shows with
    the rules of the consequences of the kind that made it."""
    consequences = state.preview(action)
    phrases = adapter(game, "sanmarco_nb.i18n.previews.{game}").Phrases(lang, state.to_move)
    spoken, say = [], phrases.say

    def said(kind, *args, **kw):
        say(kind, *args, **kw)
        spoken.append((kind, phrases.out[-1][0]))
    phrases.say = said
    for c in consequences:
        phrases.add(c)
    phrases.finish()
    return [({c.rule for c in consequences if c.kind == kind}, text) for kind, text in spoken]


@pytest.mark.parametrize("game,players,seed", [("sanmarco", 3, 1), ("sanmarco", 4, 2),
                                               ("artsociety", 3, 1), ("artsociety", 2, 2)])
def test_a_text_cites_the_rule_of_the_event_or_preview_that_made_it(game, players, seed):
    """Issue 36: a sentence that cites rule ids cites its own (the event's rule, the preview's
    consequence's), and every id it cites is one of the rules files (the assistant preview
    said AS-P5 for a painting, whose rule is AS-P2), in every language, over seeded games."""
    known, wrong = rule_ids("sanmarco") | rule_ids("artsociety"), []
    state, rng = load_game(game).new_game(players=players, seed=seed), random.Random(seed)
    while not state.is_terminal():
        acts = state.legal_actions()
        for lang in LANGS if state.to_move != CHANCE else ():
            for a in acts[:4]:
                for rules, text in _spoken(game, state, a, lang):
                    cited = set(CITED.findall(text))
                    if cited - known or (cited and rules and not rules & cited):
                        wrong.append((sorted(rules), text))
        for e in state.apply(acts[rng.randrange(len(acts))]):
            for lang in LANGS:
                cited = set(CITED.findall(text := e.describe(lang)))
                if cited - known or (cited and e.rule not in cited):
                    wrong.append(([e.rule], text))
    assert not wrong, wrong[:5]
