"""The Turkish case endings (sanmarco_nb.i18n.turkish): after every number 0-200, every player
and every district, in the five cases the texts use; and every Turkish message gets its
endings from the helper, never from a hand-written "'nin" after a name."""
from __future__ import annotations

import re

import pytest

from sanmarco_nb.i18n import catalog
from sanmarco_nb.i18n.turkish import CASES, inflect, spoken_last_word, suffix
from sanmarco_nb.sanmarco.board import DISTRICTS

# the endings after each last word, written out by hand (vowel harmony, buffer n/y, d/t)
#            genitive accusative dative locative ablative
BY_WORD = {
    "sıfır":  ("ın", "ı", "a", "da", "dan"),
    "bir":    ("in", "i", "e", "de", "den"),
    "iki":    ("nin", "yi", "ye", "de", "den"),
    "üç":     ("ün", "ü", "e", "te", "ten"),
    "dört":   ("ün", "ü", "e", "te", "ten"),
    "beş":    ("in", "i", "e", "te", "ten"),
    "altı":   ("nın", "yı", "ya", "da", "dan"),
    "yedi":   ("nin", "yi", "ye", "de", "den"),
    "sekiz":  ("in", "i", "e", "de", "den"),
    "dokuz":  ("un", "u", "a", "da", "dan"),
    "on":     ("un", "u", "a", "da", "dan"),
    "yirmi":  ("nin", "yi", "ye", "de", "den"),
    "otuz":   ("un", "u", "a", "da", "dan"),
    "kırk":   ("ın", "ı", "a", "ta", "tan"),
    "elli":   ("nin", "yi", "ye", "de", "den"),
    "altmış": ("ın", "ı", "a", "ta", "tan"),
    "yetmiş": ("in", "i", "e", "te", "ten"),
    "seksen": ("in", "i", "e", "de", "den"),
    "doksan": ("ın", "ı", "a", "da", "dan"),
    "yüz":    ("ün", "ü", "e", "de", "den"),
}
UNITS = ("", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz")
TENS = ("", "on", "yirmi", "otuz", "kırk", "elli", "altmış", "yetmiş", "seksen", "doksan")


def last_word(n: int) -> str:
    """How n ends when read aloud: 12 "on iki", 40 "kırk", 100 "yüz", 120 "yüz yirmi"."""
    if n == 0:
        return "sıfır"
    return UNITS[n % 10] or TENS[n % 100 // 10] or "yüz"


@pytest.mark.parametrize("n", range(201))
def test_every_number_from_0_to_200_in_every_case(n):
    assert spoken_last_word(n) == last_word(n)
    for case, ending in zip(CASES, BY_WORD[last_word(n)]):
        assert suffix(n, case) == ending, (n, case)
        assert inflect(n, case) == f"{n}'{ending}"


def test_the_issues_examples():
    assert [inflect(n, "genitive") for n in (1, 2, 3, 6, 10, 100)] == [
        "1'in", "2'nin", "3'ün", "6'nın", "10'un", "100'ün"]
    assert inflect(1000, "dative") == "1000'e" and inflect(2000000, "locative") == "2000000'da"


PLAYERS = {  # Oyuncu n: the ending follows the number
    1: ("Oyuncu 1'in", "Oyuncu 1'i", "Oyuncu 1'e", "Oyuncu 1'de", "Oyuncu 1'den"),
    2: ("Oyuncu 2'nin", "Oyuncu 2'yi", "Oyuncu 2'ye", "Oyuncu 2'de", "Oyuncu 2'den"),
    3: ("Oyuncu 3'ün", "Oyuncu 3'ü", "Oyuncu 3'e", "Oyuncu 3'te", "Oyuncu 3'ten"),
    4: ("Oyuncu 4'ün", "Oyuncu 4'ü", "Oyuncu 4'e", "Oyuncu 4'te", "Oyuncu 4'ten"),
}
PLACES = {  # proper names: the ending follows the name's last vowel, with the buffer consonant
    "Cannaregio": ("nun", "yu", "ya", "da", "dan"),
    "Santa Croce": ("nin", "yi", "ye", "de", "den"),
    "San Polo": ("nun", "yu", "ya", "da", "dan"),
    "Dorsoduro": ("nun", "yu", "ya", "da", "dan"),
    "San Marco": ("nun", "yu", "ya", "da", "dan"),
    "Castello": ("nun", "yu", "ya", "da", "dan"),
}


@pytest.mark.parametrize("n", sorted(PLAYERS))
def test_every_player_name(n):
    name = catalog.render("tr", "player", {"n": n})
    assert [inflect(name, case) for case in CASES] == list(PLAYERS[n])
    # through the catalog's functions, as the messages call them
    assert catalog.FUNCTIONS["GEN"](name) == PLAYERS[n][0]


def test_every_district_name():
    assert set(PLACES) == set(DISTRICTS)
    for place, endings in PLACES.items():
        assert [inflect(place, case) for case in CASES] == [f"{place}'{e}" for e in endings]
    assert inflect("Doç", "accusative") == "Doç'u" and inflect("Doç", "locative") == "Doç'ta"


def test_a_turkish_message_never_writes_an_ending_after_a_name_by_hand():
    """The review found "Oyuncu 2 oyuncusunun" and "Grup A'i": in the Turkish catalog an
    ending after an argument comes from GEN/ACC/DAT/LOC/ABL, and no name is doubled."""
    for path in sorted((catalog.LOCALES / "tr").glob("*.ftl")):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"\}'\w", text), path.name      # "{ $p }'nin"
        assert "oyuncusu" not in text and "Grup {" not in text, path.name


def test_an_unknown_case_is_refused():
    with pytest.raises(ValueError):
        suffix("Oyuncu 1", "instrumental")
