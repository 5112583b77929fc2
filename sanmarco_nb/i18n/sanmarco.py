"""San Marco's sentences: the arguments of each event and refusal, turned into words here.

The texts are in `locales/<lang>/sanmarco.ftl` (`sm-…`) and `sanmarco-rules.ftl` (`rule-SM-…`).
An event's data is plain (district and player indices, card codes); `describe` names them in
the language and hands them to the event's message. District names are proper nouns and stay
as they are. Game terms follow shared/glossary.md (Adliger / aristokrat, Verteiler / Dağıtıcı,
Durchgang / dönem, ...).
"""
from __future__ import annotations

from ..sanmarco import ARISTOCRATS, BRIDGES, LIMIT_OUT, MAX_BRIDGES
from ..sanmarco.board import DISTRICTS
from ..sanmarco.cards import CODES, KIND_OF_CODE
from . import and_list, catalog, label as _label, player_name

__all__ = ["player_name", "card_name", "card_args", "short_card", "cards_text", "describe",
           "label", "localize", "RULE_ARGS"]

# the numbers the rule sentences name, from the engine
RULE_ARGS = {"aristocrats": ARISTOCRATS, "bridges": BRIDGES, "max_bridges": MAX_BRIDGES,
             "limit_out": LIMIT_OUT}

_DISTRICT_KEYS = frozenset(("district", "a", "b", "from", "to"))
_PLAYER_KEYS = frozenset(("owner", "victim", "by"))
_PLAYERS_KEYS = ("distributors", "choosers", "winners")


def _card_id(code: str) -> tuple[str, dict]:
    """The message of a card code ("B", "L2", "5", "free") and its arguments."""
    kind = KIND_OF_CODE.get(code)
    if kind is not None and kind < 6:
        return "district", {"district": DISTRICTS[kind]}
    return code, {}


def card_name(code: str, lang: str = "en") -> str:
    """A card by its notation code, in words: "bridge card", "Gebietskarte (San Marco)"."""
    name, args = _card_id(code)
    return catalog.render(lang, f"sm-card-{name}", args)


def card_args(code: str, lang: str = "en", key: str = "card") -> dict:
    """The arguments a message takes for a card: `card`, and `card_<attribute>` for each of
    its attributes in `lang` (the German `card_gender`, the Turkish `card_accusative`...)."""
    name, args = _card_id(code)
    return catalog.forms(lang, f"sm-card-{name}", key, args)


def short_card(code: str, lang: str = "en") -> str:
    """A card's short name in a list: "San Marco", "Doge", "limit 2"."""
    name, args = _card_id(code)
    return catalog.render(lang, f"sm-short-{name}", args)


def cards_text(codes, lang: str = "en") -> str:
    """Cards (notation codes, or a notation text "1 5 D L3") by their short names."""
    if isinstance(codes, str):
        codes = codes.split()
    return ", ".join(short_card(c, lang) for c in codes)


def describe(event, lang: str = "en") -> str:
    """The sentence for a San Marco event in `lang`."""
    message_id = f"sm-event-{event.kind}"
    if not catalog.has(message_id, lang):
        return f"{event.kind} ({event.rule})"
    args = {}
    for k, v in event.data.items():
        if k in _DISTRICT_KEYS:
            args[k] = DISTRICTS[v]
        elif k in _PLAYER_KEYS:
            args[k] = player_name(v, lang)
            # the player's own thing is said so, not by their name twice
            args[f"{k}_self"] = "yes" if v == event.player else "no"
        elif k in _PLAYERS_KEYS:
            args[k] = and_list([player_name(q, lang) for q in v], lang)
            args[f"{k}_count"] = len(v)
        elif k == "card":
            args.update(card_args(v, lang))
        elif k == "via":
            args["via"] = "bank" if v < 0 else "own" if v == event.player else "bridge"
            if v >= 0:
                args["owner"] = player_name(v, lang)
        elif k == "path":
            args[k] = " → ".join(DISTRICTS[d] for d in v)
        elif k == "sizes":
            args[k] = and_list([str(n) for n in v], lang)
        elif k == "offers":
            args[k] = " | ".join(cards_text(o, lang) for o in v)
        elif k == "offer":
            args[k] = cards_text(v, lang)
        else:
            args[k] = v
    if event.player is not None:
        args["p"] = player_name(event.player, lang)
    args["limit_out"] = LIMIT_OUT
    return catalog.render(lang, message_id, args)


def localize(key: str, value, lang: str):
    """A San Marco refusal's parameter in `lang` (see `sanmarco_nb.i18n.refusal`)."""
    if key in ("district", "a", "b") and isinstance(value, int):
        return DISTRICTS[value]
    if key == "card" and isinstance(value, int):
        return card_name(CODES[value], lang)
    if key in ("cards", "hand", "got") and isinstance(value, tuple):
        return cards_text([CODES[k] for k in value], lang)
    return value


def __getattr__(name: str):
    # RULES: the rule ids the catalogs explain (read from the files on first use)
    if name == "RULES":
        return catalog.rule_ids("SM")
    raise AttributeError(name)


def label(key: str, lang: str = "en") -> str:
    """A term, else a button, a message or a phase (see `sanmarco_nb.i18n.label`)."""
    return _label("sanmarco", key, lang)
