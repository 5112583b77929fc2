"""What a reader trips over in a rendered text, found by machine (issue 36): the detectors that
tests/test_catalogs.py runs over every message of every catalog and tests/test_language_patterns.py
over the texts of seeded games played through the tables, in every language."""
from __future__ import annotations

import re

# notation and names quoted in a text ("take 2 5 T D", „…“, <b>…</b>, str(action)) are no prose
# (not '…': an apostrophe is the Turkish suffix's and the English possessive's)
QUOTED = re.compile(r"“[^”]*”|„[^“]*“|\"[^\"]*\"|`[^`]*`|<[^>]*>|\w+\.\w+")
NAME = {"en": "Player", "de": "Spieler", "tr": "Oyuncu"}

PATTERNS = {
    # "Spieler 1 1, Spieler 2 20", "Oyuncu 2 1 kalkanlı": a value needs a word or a separator
    "a number glued to a player's name": re.compile(r"\b(?:Player|Spieler|Oyuncu) \d+ \d"),
    # "0–0 of 2", "up to 0 shields", "holds 0 higher cards", "bis zu 0", "en fazla 0"
    "a zero range or bound": re.compile(
        r"(?<![\d.,])0\s*[–-]\s*0(?![\d.,])|\b(?:up to|bis zu|en fazla|holds|hält) 0(?![\d.,])"),
    # "(pile )", "Player 2 ()", "( X)": a value left out ("f()" is a call in code notation)
    "empty parentheses": re.compile(r"(?<!\w)\(\s*\)|\(\s|[^\S\n]\)"),
    # "-6 → -4": a negative number in running text has the minus sign U+2212
    "an ASCII minus before a digit": re.compile(r"(?<![\w)\]−-])-\d"),
}
# "Spieler 3 nimmt die Brücke von Spieler 3": the player's own thing, named by the player's name
# (within one clause, the player first named as the one who acts, not as an owner)
OWN = {"en": re.compile(r"\b(Player \d+)\b(?!')[^.;:·()]*\b\1's\b"),
       "de": re.compile(r"(?<!von )\b(Spieler \d+)\b[^.;:·()]*\bvon \1\b"),
       "tr": re.compile(r"\b(Oyuncu \d+)\b(?!')[^.;:·()]*\b\1'n?[iıuü]n\b")}


def findings(lang: str, text: str) -> list[str]:
    """The patterns `text` (a text in `lang`) shows: [] for a clean one."""
    prose = QUOTED.sub("Q", text)
    found = [what for what, pattern in PATTERNS.items() if pattern.search(prose)]
    if OWN[lang].search(prose):
        found.append("a player's own thing named by their name")
    return found
