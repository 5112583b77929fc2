"""Pig's sentences (the i18n adapter, `sanmarco_nb.i18n.{game}` for a registered game)."""
from __future__ import annotations

from sanmarco_nb.i18n import catalog, label as _label, player_name

RULE_ARGS: dict = {}


def describe(event, lang: str = "en") -> str:
    return catalog.render(lang, f"pg-event-{event.kind}",
                          {**event.data, "p": player_name(event.player, lang)})


def localize(key: str, value, lang: str):
    return value                    # Pig's refusals name nothing that needs translating


def label(key: str, lang: str = "en") -> str:
    return _label("pig", key, lang)


def __getattr__(name: str):
    if name == "RULES":             # the rule ids the catalogs explain
        return catalog.rule_ids("PG")
    raise AttributeError(name)
