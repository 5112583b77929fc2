"""Texts only the Art Society table uses (hints about clicking, the preview, charts, time
travel), in en/de/tr.

Everything the game itself says (terms, genres, score parts, phases, the words of each move,
whose turn, the rule explanations) is in `sanmarco_nb.i18n.artsociety`, which `controls.Labels`
looks up after these.
"""
from __future__ import annotations

from ..i18n import entry

__all__ = ["LABELS"]

LABELS = {
    "auction_row": entry("Auction", "Auktion", "Müzayede"),
    "pass_device": entry(
        "Pass the device to {name}; the other bids stay hidden. Then press Ready.",
        "Gerät an {name} weitergeben; die anderen Gebote bleiben verdeckt. Dann Bereit drücken.",
        "Cihazı {name} oyuncusuna ver; diğer teklifler gizli kalır. Sonra Hazır'a bas."),
    "place_hint": entry(
        "{name}: hang {tile}. Click a highlighted cell (its top-left corner) or choose a "
        "position, check the preview, then confirm.",
        "{name}: {tile} aufhängen. Ein markiertes Feld (die linke obere Ecke) anklicken oder "
        "eine Position wählen, die Vorschau prüfen, dann bestätigen.",
        "{name}: {tile} as. İşaretli bir alana (sol üst köşe) tıkla ya da bir konum seç, "
        "önizlemeye bak, sonra onayla."),
    "position": entry("Position", "Position", "Konum"),
    "which_tile": entry("Tile", "Plättchen", "Karo"),
    "the_new": entry("in hand: {tile}", "in der Hand: {tile}", "elde: {tile}"),
    "the_assistants": entry(
        "assistant's: {tile}",
        "vom Assistenten: {tile}",
        "asistandaki: {tile}"),
    "choose_cell": entry(
        "Choose a highlighted cell.",
        "Ein markiertes Feld wählen.",
        "İşaretli bir alan seç."),
    "preview_ok": entry("Preview: no faux pas", "Vorschau: kein Fauxpas", "Önizleme: gaf yok"),
    "preview_faux_pas": entry(
        "Preview: faux pas with {n} painting(s) of the same genre",
        "Vorschau: Fauxpas mit {n} Gemälde(n) desselben Genres",
        "Önizleme: aynı türden {n} tablo ile gaf"),
    "preview_decor": entry(
        "earns a decor tile with {n} shield(s)",
        "bringt ein Dekorplättchen mit {n} Schild(en)",
        "{n} kalkanlı bir dekor karosu kazandırır"),
    "preview_no_decor": entry("no decor", "kein Dekor", "dekor yok"),
    "preview_eyeline": entry("in the eye line", "in Augenhöhe", "göz hizasında"),
    "museum_title": entry(
        "Museum: prestige track (×multiplier)",
        "Museum: Prestigeleiste (×Multiplikator)",
        "Müze: prestij izi (×çarpan)"),
    "estimate": entry(
        "Scores if the game ended now",
        "Wertung, wenn das Spiel jetzt endete",
        "Oyun şimdi bitse puanlar"),
    "final": entry("Final scores", "Schlusswertung", "Son puanlama"),
    "until_turn": entry("the turn", "des Zuges", "hamlenin"),
    "until_round": entry("the round", "der Runde", "turun"),
    "until_game": entry("the game", "des Spiels", "oyunun"),
}
