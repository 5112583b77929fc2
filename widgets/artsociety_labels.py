"""Texts only the Art Society front end uses, in en/de/tr (game terms from shared/glossary.md).

`LABELS` are button, hint and chart labels ({key: {lang: text}}, `{placeholders}` filled by the
table); anything not here (genres, phases, score parts, terms) comes from the engine's
`sanmarco_nb.i18n.artsociety` through `common.label_lookup`. `RULES` explain every rule id in
one sentence, shown when a log entry is selected. Event sentences come from the engine.
"""
from __future__ import annotations

__all__ = ["LABELS", "RULES", "rule_text"]


def _t(en, de, tr):
    return {"en": en, "de": de, "tr": tr}


LABELS = {
    "title": _t("Art Society", "Galerie der Künste", "Sanat Cemiyeti"),
    "round_of": _t("Round {round}", "Runde {round}", "{round}. tur"),
    "to_move": _t("{name} to move", "{name} ist am Zug", "Sıra: {name}"),
    "chance": _t("chance", "Zufall", "şans"),
    "player_n": _t("Player {n}", "Spieler {n}", "Oyuncu {n}"),
    "you": _t("you", "du", "sen"),
    "bot": _t("bot", "Bot", "bot"),
    "game_over": _t("Game over: {names} won.", "Spielende: {names} gewinnt.",
                    "Oyun bitti: {names} kazandı."),
    "waiting": _t("Waiting for {name}.", "Warten auf {name}.", "{name} bekleniyor."),
    # auction row
    "auction_row": _t("Auction", "Auktion", "Müzayede"),
    "face_down": _t("face down", "verdeckt", "kapalı"),
    "taken": _t("taken", "genommen", "alındı"),
    "pick_backs": _t("{name}, you are the auctioneer: pick {n} more painting(s) by their backs "
                     "(value: width×height, how many left).",
                     "{name}, du bist Auktionator: noch {n} Gemälde nach der Rückseite wählen "
                     "(Wert: Breite×Höhe, wie viele übrig).",
                     "{name}, müzayedeci sensin: arka yüzlerine göre {n} tablo daha seç "
                     "(değer: genişlik×yükseklik, kaç tane kaldı)."),
    "back_button": _t("{value}: {w}×{h} ({left})", "{value}: {w}×{h} ({left})",
                      "{value}: {w}×{h} ({left})"),
    "take_slot": _t("Take {slot}", "{slot} nehmen", "{slot}. tabloyu al"),
    "take_hint": _t("{name}: take a painting from the auction.",
                    "{name}: ein Gemälde aus der Auktion nehmen.",
                    "{name}: müzayededen bir tablo al."),
    # bidding
    "bids": _t("Bids", "Gebote", "Teklifler"),
    "card": _t("{n}", "{n}", "{n}"),
    "order": _t("Order", "Reihenfolge", "Sıra"),
    "bid_hidden": _t("sealed", "verdeckt", "kapalı"),
    "bid_waiting": _t("…", "…", "…"),
    "choose_bid": _t("{name}: choose a bid card (the others cannot see it).",
                     "{name}: eine Gebotskarte wählen (die anderen sehen sie nicht).",
                     "{name}: bir teklif kartı seç (diğerleri göremez)."),
    "pass_device": _t("Pass the device to {name}; the other bids stay hidden. Then press Ready.",
                      "Gerät an {name} weitergeben; die anderen Gebote bleiben verdeckt. Dann "
                      "Bereit drücken.",
                      "Cihazı {name} oyuncusuna ver; diğer teklifler gizli kalır. Sonra "
                      "Hazır'a bas."),
    "ready": _t("Ready", "Bereit", "Hazır"),
    "pile": _t("pile {cards}", "Stapel {cards}", "deste {cards}"),
    "all_bids_in": _t("All bids are in. Reveal them together:", "Alle Gebote liegen. Zusammen "
                      "aufdecken:", "Bütün teklifler verildi. Hepsini birlikte aç:"),
    "reveal": _t("Reveal", "Aufdecken", "Aç"),
    "next": _t("Next", "Weiter", "Sonraki"),
    "continue": _t("Continue", "Weiter im Spiel", "Oyuna devam"),
    # placing
    "place_hint": _t("{name}: hang {tile}. Click a highlighted cell (its top-left corner) or "
                     "choose a position, check the preview, then confirm.",
                     "{name}: {tile} aufhängen. Ein markiertes Feld (die linke obere Ecke) "
                     "anklicken oder eine Position wählen, die Vorschau prüfen, dann bestätigen.",
                     "{name}: {tile} as. İşaretli bir alana (sol üst köşe) tıkla ya da bir konum "
                     "seç, önizlemeye bak, sonra onayla."),
    "setup_hint": _t("{name}: hang {tile}, your start painting, so that it covers a star space.",
                     "{name}: {tile}, dein Startgemälde, so aufhängen, dass es ein Sternfeld "
                     "deckt.",
                     "{name}: başlangıç tablon olan {tile} bir yıldız alanını kapatacak şekilde "
                     "as."),
    "position": _t("Position", "Position", "Konum"),
    "cell": _t("row {row}, column {col}", "Reihe {row}, Spalte {col}",
               "{row}. satır, {col}. sütun"),
    "tile_painting": _t("painting {code} {value} ({w}×{h})", "Gemälde {code} {value} ({w}×{h})",
                        "tablo {code} {value} ({w}×{h})"),
    "tile_decor": _t("decor tile {w}×{h} ({shields} shield(s))",
                     "Dekorplättchen {w}×{h} ({shields} Schild(e))",
                     "dekor karosu {w}×{h} ({shields} kalkan)"),
    "which_tile": _t("Tile", "Plättchen", "Karo"),
    "the_new": _t("in hand: {tile}", "in der Hand: {tile}", "elde: {tile}"),
    "the_assistants": _t("assistant's: {tile}", "vom Assistenten: {tile}",
                         "asistandaki: {tile}"),
    "confirm": _t("Hang here", "Hier aufhängen", "Buraya as"),
    "to_assistant": _t("To the assistant", "Zum Assistenten", "Asistana ver"),
    "done": _t("Done", "Fertig", "Tamam"),
    "excess_button": _t("Set aside as excess", "Als überzählig beiseitelegen", "Fazla olarak ayır"),
    "swap_button": _t("Swap with museum painting {n}", "Mit Museumsgemälde {n} tauschen",
                      "{n}. müze tablosuyla değiştir"),
    "nothing_to_hang": _t("There is no tile to hang now.", "Gerade ist kein Plättchen "
                          "aufzuhängen.", "Şu an asılacak bir karo yok."),
    "choose_cell": _t("Choose a highlighted cell.", "Ein markiertes Feld wählen.",
                      "İşaretli bir alan seç."),
    "preview_ok": _t("Preview: no faux pas", "Vorschau: kein Fauxpas", "Önizleme: gaf yok"),
    "preview_faux_pas": _t("Preview: faux pas with {n} painting(s) of the same genre",
                           "Vorschau: Fauxpas mit {n} Gemälde(n) desselben Genres",
                           "Önizleme: aynı türden {n} tablo ile gaf"),
    "preview_decor": _t("earns a decor tile with {n} shield(s)",
                        "bringt ein Dekorplättchen mit {n} Schild(en)",
                        "{n} kalkanlı bir dekor karosu kazandırır"),
    "preview_no_decor": _t("no decor", "kein Dekor", "dekor yok"),
    "preview_eyeline": _t("in the eye line", "in Augenhöhe", "göz hizasında"),
    "other_actions": _t("Other moves", "Andere Züge", "Diğer hamleler"),
    "play": _t("Play", "Ausführen", "Oyna"),
    # walls and charts
    "assistant_holds": _t("Assistant: {tile}", "Assistent: {tile}", "Asistan: {tile}"),
    "nothing": _t("empty", "leer", "boş"),
    "excess_count": _t("Excess paintings: {n}", "Überzählige Gemälde: {n}",
                       "Fazla tablolar: {n}"),
    "hand": _t("hand {cards}", "Hand {cards}", "el {cards}"),
    "museum_title": _t("Museum: prestige track (×multiplier)",
                       "Museum: Prestigeleiste (×Multiplikator)",
                       "Müze: prestij izi (×çarpan)"),
    "estimate": _t("Scores if the game ended now", "Wertung, wenn das Spiel jetzt endete",
                   "Oyun şimdi bitse puanlar"),
    "final": _t("Final scores", "Schlusswertung", "Son puanlama"),
    # "Bots play to the end of …"
    "until_turn": _t("the turn", "des Zuges", "hamlenin"),
    "until_round": _t("the round", "der Runde", "turun"),
    "until_game": _t("the game", "des Spiels", "oyunun"),
}

RULES = {
    "AS-C1": _t("Four genres (City Life, Portrait, Still Life, Landscape) and four frames A–D.",
                "Vier Genres (Stadtleben, Porträt, Stillleben, Landschaft) und vier Rahmen A–D.",
                "Dört tür (Şehir Hayatı, Portre, Natürmort, Peyzaj) ve dört çerçeve A–D."),
    "AS-C2": _t("Each player has bid cards 1–20, a gallery wall and an assistant; start bid "
                "cards are numbered 1–4.",
                "Jeder hat Gebotskarten 1–20, eine Galeriewand und einen Assistenten; die "
                "Startgebotskarten tragen 1–4.",
                "Her oyuncunun 1–20 teklif kartları, bir galeri duvarı ve bir asistanı vardır; "
                "başlangıç teklif kartları 1–4'tür."),
    "AS-C3": _t("A painting is w×h cells, worth w+h−1 (3 to 9), and may not be rotated.",
                "Ein Gemälde hat w×h Felder, Wert w+h−1 (3 bis 9), und wird nicht gedreht.",
                "Bir tablo w×h hücredir, değeri w+h−1'dir (3–9) ve döndürülemez."),
    "AS-C4": _t("Decor tiles of 1, 2 or 3 shields (1×1, 1×2, 1×3) may be rotated.",
                "Dekorplättchen mit 1, 2 oder 3 Schilden (1×1, 1×2, 1×3) dürfen gedreht werden.",
                "1, 2 veya 3 kalkanlı dekor karoları (1×1, 1×2, 1×3) döndürülebilir."),
    "AS-C5": _t("The museum's prestige track has one marker per genre, all starting on 0.",
                "Die Prestigeleiste des Museums hat einen Marker je Genre, alle auf 0.",
                "Müzenin prestij izinde her tür için bir işaret vardır, hepsi 0'da başlar."),
    "AS-W1": _t("The wall is 10×10 cells with two star spaces; rows 4–5 are the eye line.",
                "Die Wand hat 10×10 Felder und zwei Sternfelder; Reihen 4–5 sind die Augenhöhe.",
                "Duvar 10×10 hücredir, iki yıldız alanı vardır; 4–5. satırlar göz hizasıdır."),
    "AS-S1": _t("Each player hangs a random start painting covering a star space.",
                "Jeder hängt ein zufälliges Startgemälde so, dass es ein Sternfeld deckt.",
                "Her oyuncu rastgele bir başlangıç tablosunu bir yıldız alanını kapatacak "
                "şekilde asar."),
    "AS-S2": _t("Each player gets a random start bid card; the lowest is the first auctioneer.",
                "Jeder erhält eine zufällige Startgebotskarte; die niedrigste wird erster "
                "Auktionator.",
                "Her oyuncu rastgele bir başlangıç teklif kartı alır; en düşüğü ilk "
                "müzayedecidir."),
    "AS-S3": _t("Paintings wait face down by back (value, size); the front is chance.",
                "Gemälde liegen verdeckt nach Rückseite (Wert, Größe); die Vorderseite ist "
                "Zufall.",
                "Tablolar arka yüzlerine (değer, boyut) göre kapalı bekler; ön yüz şanstır."),
    "AS-R1": _t("The auctioneer picks players + 1 paintings by their backs; then they turn over.",
                "Der Auktionator wählt Spielerzahl + 1 Gemälde nach der Rückseite; dann werden "
                "sie aufgedeckt.",
                "Müzayedeci oyuncu sayısı + 1 tabloyu arka yüzlerine göre seçer; sonra açılırlar."),
    "AS-R2": _t("Everyone bids one hidden card; all are revealed together and spent.",
                "Jeder bietet verdeckt eine Karte; alle werden zusammen aufgedeckt und sind "
                "verbraucht.",
                "Herkes gizli bir kart verir; hepsi birlikte açılır ve harcanır."),
    "AS-R3": _t("Highest bid first; ties go to the higher card beneath, then the higher start "
                "card.",
                "Höchstes Gebot zuerst; bei Gleichstand entscheidet die höhere Karte darunter, "
                "dann die höhere Startgebotskarte.",
                "En yüksek teklif önce; beraberlikte alttaki yüksek kart, sonra yüksek başlangıç "
                "kartı."),
    "AS-R4": _t("In that order each player takes one painting and resolves it at once.",
                "In dieser Reihenfolge nimmt jeder ein Gemälde und handelt es sofort ab.",
                "Bu sırayla her oyuncu bir tablo alır ve hemen yerleştirir."),
    "AS-R5": _t("The last painting goes to the museum; its genre moves by its value to a free "
                "space.",
                "Das letzte Gemälde geht ins Museum; sein Genre zieht um seinen Wert auf ein "
                "freies Feld.",
                "Son tablo müzeye gider; türü değeri kadar boş bir konuma ilerler."),
    "AS-R6": _t("Check the end of the game; else the gavel passes clockwise.",
                "Spielende prüfen; sonst geht der Hammer im Uhrzeigersinn weiter.",
                "Oyun sonunu kontrol et; değilse mezat çekici saat yönünde geçer."),
    "AS-P1": _t("A tile lies inside the wall, overlaps nothing and shares an edge with a tile.",
                "Ein Plättchen liegt in der Wand, überdeckt nichts und teilt eine Kante mit "
                "einem Plättchen.",
                "Bir karo duvarın içinde olur, hiçbir şeyle örtüşmez ve bir karoyla kenar "
                "paylaşır."),
    "AS-P2": _t("A painting goes on the wall or to an empty assistant; else it is excess.",
                "Ein Gemälde kommt an die Wand oder zum leeren Assistenten; sonst ist es "
                "überzählig.",
                "Tablo duvara ya da boş asistana gider; yoksa fazla tablodur."),
    "AS-P3": _t("Faux pas: paintings of one genre touching lose their genre points.",
                "Fauxpas: sich berührende Gemälde eines Genres verlieren ihre Genrepunkte.",
                "Gaf: birbirine değen aynı türden tablolar tür puanlarını kaybeder."),
    "AS-P4": _t("Hanging a painting earns one shield per touching painting with the same frame "
                "(at most 3).",
                "Ein aufgehängtes Gemälde bringt einen Schild je berührtem Gemälde mit "
                "gleichem Rahmen (höchstens 3).",
                "Asılan tablo, aynı çerçeveli her bitişik tablo için bir kalkan kazandırır "
                "(en fazla 3)."),
    "AS-P5": _t("An earned decor tile goes on the wall, to an empty assistant, or back.",
                "Ein verdientes Dekorplättchen kommt an die Wand, zum leeren Assistenten oder "
                "zurück.",
                "Kazanılan dekor karosu duvara, boş asistana ya da yedeğe gider."),
    "AS-P6": _t("The assistant holds one tile, which may hang on a later turn.",
                "Der Assistent hält ein Plättchen, das in einem späteren Zug hängen darf.",
                "Asistan bir karo tutar; bu karo daha sonraki bir turda asılabilir."),
    "AS-E1": _t("The game ends after a round with a full wall, 2 excess paintings or no bid "
                "cards.",
                "Das Spiel endet nach einer Runde mit voller Wand, 2 überzähligen Gemälden oder "
                "ohne Gebotskarten.",
                "Oyun, dolu bir duvar, 2 fazla tablo ya da biten teklif kartlarıyla biten turdan "
                "sonra sona erer."),
    "AS-E2": _t("Paintings not in a faux pas score their genre's multiplier (×5 to ×2).",
                "Gemälde ohne Fauxpas zählen den Multiplikator ihres Genres (×5 bis ×2).",
                "Gaf içermeyen tablolar türlerinin çarpanı kadar puan alır (×5 ile ×2)."),
    "AS-E3": _t("Decor: 1 point per shield on the wall.", "Dekor: 1 Punkt je Schild an der Wand.",
                "Dekor: duvardaki her kalkan 1 puan."),
    "AS-E4": _t("Eye line: 3 points per painting of the leading genre in rows 4–5.",
                "Augenhöhe: 3 Punkte je Gemälde des führenden Genres in Reihen 4–5.",
                "Göz hizası: 4–5. satırlardaki önde gelen türün her tablosu 3 puan."),
    "AS-E5": _t("A full wall scores +5.", "Eine volle Wand bringt +5.", "Dolu duvar +5 puan."),
    "AS-E6": _t("Each empty corner and each excess painting: −2.",
                "Jede offene Ecke und jedes überzählige Gemälde: −2.",
                "Her açık köşe ve her fazla tablo: −2."),
    "AS-E7": _t("Most points wins; a tie goes to the higher total of bid cards in hand.",
                "Die meisten Punkte gewinnen; bei Gleichstand die höhere Summe der Gebotskarten "
                "auf der Hand.",
                "En çok puan kazanır; beraberlikte eldeki teklif kartlarının toplamı yüksek "
                "olan."),
}


def rule_text(rule: str, lang: str = "en") -> str:
    """One sentence explaining the rule id `rule` (the id itself if unknown)."""
    entry = RULES.get(rule)
    return entry[lang] if entry else rule
