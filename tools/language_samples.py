"""Representative sentences of every language, for the before/after table of issue 20.

    python tools/language_samples.py > samples.txt

Each sample is rendered the way a learner sees it: an event as the log says it, a button as
the table labels it, a refusal as the table's status line shows it (before the catalogs a
refusal was the engine's English sentence, whatever the table's language). The events are
built with the data the engines give them, so the same script runs on old and new code.
"""
from __future__ import annotations

from sanmarco_nb import IllegalAction, artsociety, i18n
from sanmarco_nb.artsociety.events import ArtSocietyEvent as AE
from sanmarco_nb.sanmarco.events import SanMarcoEvent as SE
import re

from sanmarco_nb.widgets.artsociety_table import ArtSocietyTable
from sanmarco_nb.widgets.sanmarco_pieces import labels_for
from sanmarco_nb.widgets.sanmarco_table import SanMarcoTable

LANGS = i18n.LANGS

EVENTS = {
    "transfer": SE("transfer", "SM-A4", 2, {"district": 0, "victim": 1}),
    "toll": SE("toll", "SM-A9", 0, {"a": 4, "b": 5, "owner": 1, "pp": 1, "before": 5,
                                    "after": 4}),
    "removed 1": SE("removed", "SM-A5", 1, {"district": 2, "n": 1, "by": 0}),
    "setup roll": SE("setup_roll", "SM-S2", 0, {"roll": 3, "district": 2}),
    "two winners": SE("game_over", "SM-F2", None, {"winners": (0, 2)}),
    "roles": SE("roles", "SM-R2", 0, {"distributors": (0,), "choosers": (2, 1)}),
    "skip": SE("skip", "SM-R7", 0, {"card": "T"}),
    "hang": AE("hang", "AS-P1", 0, {"source": "auction", "row": 4, "col": 0, "w": 2, "h": 3,
                                    "genre": "L", "frame": "B", "value": 4, "shields": 0}),
    "decor 1": AE("decor_earned", "AS-P4", 1, {"shields": 1, "matching": 1}),
}


def refusal(lang: str) -> str:
    """A refused start painting (it covers no star space), as an Art Society table says it."""
    table = ArtSocietyTable(players=2, seats=["human", "greedy"], seed=3, lang=lang)
    state = table.state
    try:
        state.parse("hang 2x2@0,0")
    except IllegalAction as e:
        shown = getattr(i18n, "refusal", None)
        text = shown(e, lang) if shown else str(e)
    else:
        text = "(accepted)"
    table.close()
    return text


def header(lang: str) -> str:
    """A San Marco table's header at a roll (chance to move), as plain text."""
    table = SanMarcoTable(players=3, seats=["human", "random", "random"], seed=1, lang=lang)
    text = re.sub(r"<[^>]+>", "", table._header(table.state).split("<br>")[0])
    table.close()
    return text


def samples(lang: str) -> dict:
    sm = labels_for(lang)
    out = {name: e.describe(lang) for name, e in EVENTS.items()}
    out["button take offer"] = sm("take_offer", x="A")
    out["header at a roll"] = header(lang)
    out["refusal"] = refusal(lang)
    return out


def main() -> None:
    for lang in LANGS:
        print(f"## {lang}")
        for name, text in samples(lang).items():
            print(f"- {name}: {text}")
        print()


if __name__ == "__main__":
    main()
