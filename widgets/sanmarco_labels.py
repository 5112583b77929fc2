"""Texts only the San Marco table uses (about clicking, charts and time travel), in en/de/tr.

Everything the game itself says (terms, phases, the words of each move, whose turn, the rule
explanations) is in `sanmarco_nb.i18n.sanmarco`, which `controls.Labels` looks up after these.
"""
from __future__ import annotations

from ..i18n import entry
from ..sanmarco import LIMIT_OUT

__all__ = ["LABELS"]

LABELS = {
    "split_hint": entry(
        "Put each card into an offer; every offer needs at least one card.",
        "Jede Karte in ein Angebot legen; jedes Angebot braucht mindestens eine Karte.",
        "Her kartı bir gruba koyun; her grupta en az bir kart olmalı."),
    "click_district": entry(
        "Click a district on the board, or choose below.",
        "Ein Gebiet auf dem Plan anklicken oder unten wählen.",
        "Haritada bir bölgeye tıklayın ya da aşağıdan seçin."),
    "focus": entry("Showing the choices for {district}.", "Auswahl für {district}.",
                   "{district} için seçenekler."),
    "move_to": entry("Click: move this card to {offer}", "Klick: Karte nach {offer} legen",
                     "Tıkla: kartı {offer} grubuna taşı"),
    "show_all": entry("show all", "alle zeigen", "hepsini göster"),
    # charts
    "chart_prestige": entry("Prestige points", "Prestigepunkte", "Prestij puanı"),
    "chart_majority": entry("Aristocrats per district (1st, 2nd)", "Adlige pro Gebiet (1., 2.)",
                            "Bölgelerde aristokrat (1., 2.)"),
    "chart_limits": entry(f"Limit totals (out at {LIMIT_OUT})",
                          f"Limitsummen (ab {LIMIT_OUT} draußen)",
                          f"Ceza toplamları ({LIMIT_OUT}'da oyun dışı)"),
    "axis_rounds": entry("rounds (dashed: new passage)", "Runden (gestrichelt: Durchgang)",
                         "turlar (kesikli: yeni dönem)"),
    "axis_pp": entry("PP", "PP", "PP"),
    # "bots play to the end of"
    "until_round": entry("the round", "der Runde", "turun"),
    "until_passage": entry("the passage", "des Durchgangs", "dönemin"),
    "until_game": entry("the game", "des Spiels", "oyunun"),
}
