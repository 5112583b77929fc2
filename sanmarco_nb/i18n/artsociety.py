"""Art Society's sentences: the arguments of each event and refusal, turned into words here.

The texts are in `locales/<lang>/artsociety.ftl` (`as-…`) and `artsociety-rules.ftl`
(`rule-AS-…`). The game terms are those of shared/glossary.md (German edition "Galerie der
Künste"; the Turkish description "Sanat Cemiyeti"). Wall positions are shown counted from 1
(the engine and the notation count from 0).
"""
from __future__ import annotations

from ..artsociety import COMPONENTS
from . import and_list, catalog, label as _label, player_name, player_values

__all__ = ["genre_name", "genre_args", "describe", "label", "localize", "RULE_ARGS"]

# short texts known by key alone (`i18n.label`), after the terms: "as-genre-C" for "C"
LABEL_KINDS = ("genre",)
# the eye-line rows as the rule sentences name them: counted from 1
RULE_ARGS = {"eye_first": COMPONENTS.eye_line_rows[0] + 1,
             "eye_last": COMPONENTS.eye_line_rows[-1] + 1}


def genre_name(code: str, lang: str = "en") -> str:
    return catalog.render(lang, f"as-genre-{code}", {})


def genre_args(code: str, lang: str = "en") -> dict:
    """`genre`, and `genre_<attribute>` for each attribute of the genre in `lang` (the German
    `genre_painting`: "Landschaftsgemälde")."""
    return catalog.forms(lang, f"as-genre-{code}", "genre")


def _players(ps, lang):
    return and_list([player_name(p, lang) for p in ps], lang)


def describe(event, lang: str = "en") -> str:
    """The sentence for an Art Society event in `lang`."""
    d = dict(event.data)
    kind = event.kind
    if event.player is not None:
        d["p"] = player_name(event.player, lang)
    if d.get("genre"):
        d.update(genre_args(d["genre"], lang))
    if kind == "hang":
        d["row"], d["col"] = d["row"] + 1, d["col"] + 1
    elif kind == "reveal":
        d["bids"] = player_values(enumerate(d["bids"]), lang)
    elif kind == "tie":
        d["cards"] = player_values(zip(d["players"], d["cards"]), lang)
        d["players"] = _players(d["players"], lang)
    elif kind == "order":
        d["order"] = " → ".join(player_name(q, lang) for q in d["order"])
    elif kind == "museum":
        d["bumped_count"] = len(d["bumped"])
        d["bumped"] = and_list([str(n) for n in d["bumped"]], lang)
    elif kind == "game_end":
        d["reasons"] = "; ".join(catalog.render(lang, f"as-end-{r}", {}) for r in d["reasons"])
    elif kind == "scores":
        d["totals"] = player_values(((q, b["total"]) for q, b in enumerate(d["breakdown"])),
                                    lang)
        d["winners_count"] = len(d["winners"])
        d["winners"] = _players(d["winners"], lang)
    args = {k: v for k, v in d.items() if isinstance(v, (str, int, float))}
    return catalog.render(lang, f"as-event-{kind}", args)


def localize(key: str, value, lang: str):
    """An Art Society refusal's parameter in `lang` (see `sanmarco_nb.i18n.refusal`): a genre
    named, a wall position counted from 1."""
    if key == "genre" and isinstance(value, str) and catalog.has(f"as-genre-{value}", lang):
        return genre_name(value, lang)
    if key in ("row", "col") and isinstance(value, int):
        return value + 1
    return value


def __getattr__(name: str):
    # RULES: the rule ids the catalogs explain (read from the files on first use)
    if name == "RULES":
        return catalog.rule_ids("AS")
    raise AttributeError(name)


def label(key: str, lang: str = "en") -> str:
    """A term (genre codes and score parts too), else a button, a message or a phase (see
    `sanmarco_nb.i18n.label`)."""
    return _label("artsociety", key, lang)
