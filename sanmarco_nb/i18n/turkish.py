"""Turkish case suffixes after a name or a number: "Oyuncu 2'nin", "San Marco'ya", "3'ün".

Turkish writes a case ending after a proper name or a number with an apostrophe, and the
ending follows the *spoken* last word: its last vowel decides the vowel of the ending (vowel
harmony: a/ı/o/u are back vowels, e/i/ö/ü front; o/ö/u/ü are rounded), a final vowel brings a
buffer consonant (n in the genitive, y in the accusative and dative), and a final voiceless
consonant (f s t k ç ş h p) hardens the d of the locative and ablative to t. So "2" is read
"iki": 2'nin, 2'yi, 2'ye, 2'de, 2'den; "3" is read "üç": 3'ün, 3'ü, 3'e, 3'te, 3'ten.

`inflect(text, case)` gives the whole word ("Oyuncu 2'nin"); `suffix` only the ending ("nin").
The cases are those the texts use: genitive, accusative, dative, locative, ablative.
"""
from __future__ import annotations

__all__ = ["CASES", "spoken_last_word", "suffix", "inflect"]

CASES = ("genitive", "accusative", "dative", "locative", "ablative")

_VOWELS = "aeıioöuü"
_BACK = "aıou"
_ROUNDED = "oöuü"
_VOICELESS = "fstkçşhp"
_ONES = ("", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz")
_TENS = ("", "on", "yirmi", "otuz", "kırk", "elli", "altmış", "yetmiş", "seksen", "doksan")
_POWERS = ((10**3, "yüz"), (10**6, "bin"), (10**9, "milyon"), (10**12, "milyar"))


def _number_word(n: int) -> str:
    """The last word of the whole number `n` read aloud (12 "on iki" -> "iki", 40 -> "kırk",
    300 -> "yüz", 2000 -> "bin")."""
    n = abs(n)
    if n == 0:
        return "sıfır"
    if n % 10:
        return _ONES[n % 10]
    if n % 100:
        return _TENS[n % 100 // 10]
    for power, word in _POWERS:
        if n % power:
            return word
    return "trilyon"


def _lower(text: str) -> str:
    # Turkish lower case: I -> ı, İ -> i (str.lower makes I an i)
    return text.replace("I", "ı").replace("İ", "i").lower()


def spoken_last_word(text) -> str:
    """The last word of `text` (a name, a number, or a name ending in a number) as it is
    spoken, in lower case: "Oyuncu 2" -> "iki", "San Marco" -> "marco", 6 -> "altı"."""
    word = str(text).split()[-1] if str(text).split() else ""
    digits = word.replace(".", "")
    if digits.isdigit():
        return _number_word(int(digits))
    return _lower("".join(c for c in word if c.isalpha()))


def suffix(text, case: str) -> str:
    """The ending of `case` (one of CASES) after `text`, without the apostrophe."""
    word = spoken_last_word(text) or "e"
    vowel = next((c for c in reversed(word) if c in _VOWELS), "e")
    back, rounded = vowel in _BACK, vowel in _ROUNDED
    i = ("u" if rounded else "ı") if back else ("ü" if rounded else "i")
    a = "a" if back else "e"
    ends_in_vowel = word[-1] in _VOWELS
    d = "t" if word[-1] in _VOICELESS else "d"
    if case == "genitive":
        return ("n" if ends_in_vowel else "") + i + "n"
    if case == "accusative":
        return ("y" if ends_in_vowel else "") + i
    if case == "dative":
        return ("y" if ends_in_vowel else "") + a
    if case == "locative":
        return d + a
    if case == "ablative":
        return d + a + "n"
    raise ValueError(f"unknown case {case!r}; choose one of {', '.join(CASES)}")


def inflect(text, case: str) -> str:
    """`text` (a proper name or a number) with the ending of `case`, after an apostrophe:
    inflect("Oyuncu 2", "genitive") == "Oyuncu 2'nin"."""
    return f"{text}'{suffix(text, case)}"
