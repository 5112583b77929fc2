"""The provenance page for teachers (docs/rules.md) keeps up with the rules file and the
Variant of every game of the package: one section per game, under its title."""
import dataclasses
import re
from pathlib import Path

import pytest

from sanmarco_nb.games import GAMES, HOME, adapter, load_game

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = [name for name, module in GAMES.items() if module.startswith(HOME + ".")]
# what each section says beyond its rule ids and switches
SAYS = {"sanmarco": ("If you own the printed game", "doge_bridgeless_cost=None",
                     'fewest_limit_scope="all_players"', "board.json"),
        "artsociety": ("If you own the printed game", 'museum_swap="same_genre"',
                       "assistant_first=False", "10 × 10")}


def section(name: str) -> str:
    """The game's section of docs/rules.md: from its title to the next game's."""
    text = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    head = f"## {load_game(name).State.TITLE}\n"
    if head not in text:
        pytest.fail(f"docs/rules.md has no {head.strip()!r} section")
    rest = text[text.index(head) + len(head):]
    ends = [rest.index(f"## {load_game(g).State.TITLE}\n") for g in PACKAGE
            if f"## {load_game(g).State.TITLE}\n" in rest]
    return rest[:min(ends, default=len(rest))]


def rule_id(name: str) -> str:
    return load_game(name).State.PREFIX.upper() + r"-[A-Z]\d+"


def test_every_game_of_the_package_has_its_section_and_what_it_says():
    assert sorted(PACKAGE) == sorted(SAYS)


@pytest.mark.parametrize("name", PACKAGE)
def test_every_rule_id_has_its_one_line(name):
    """In every clone: one line per rule the engine explains (the explanations the events
    cite), and, where the rules file is beside this checkout, per rule id it defines."""
    lines = re.findall(rf"^- ({rule_id(name)}) \S", section(name), flags=re.M)
    explained = adapter(name, HOME + ".i18n.{game}").RULES
    assert len(lines) == len(set(lines)) and set(lines) == set(explained)
    rules_file = ROOT.parent / "shared" / "rules" / f"{name}.md"
    if rules_file.exists():
        assert set(lines) == set(re.findall(rf"\b{rule_id(name)}\b",
                                            rules_file.read_text(encoding="utf-8")))


@pytest.mark.parametrize("name", PACKAGE)
def test_every_rule_the_engine_cites_is_on_the_page(name):
    """Each rule id written in the engine's source (an event's rule) has its line."""
    cited = {i for path in (ROOT / "sanmarco_nb" / name).glob("*.py")
             for i in re.findall(rf"\"({rule_id(name)})\"", path.read_text(encoding="utf-8"))}
    assert cited and cited <= set(re.findall(rf"^- ({rule_id(name)}) \S", section(name),
                                             flags=re.M))


@pytest.mark.parametrize("name", PACKAGE)
def test_every_switch_says_how_to_turn_it(name):
    """Each switch by name, with each value other than its default (the rules as played)."""
    text = section(name)
    for f in dataclasses.fields(load_game(name).Variant):
        assert f"{f.name}=" in text, f.name
        for value in f.metadata["choices"]:
            assert value == f.default or f"{f.name}={value!r}".replace("'", '"') in text, (
                f.name, value)
    for said in SAYS[name]:
        assert said in text
