"""One sentence per Art Society rule id (shared/rules/artsociety.md), in en/de/tr: what a table
shows when a log entry is selected and what the CLI's replay can explain."""
from __future__ import annotations

from . import entry

__all__ = ["RULES"]


RULES = {
    "AS-C1": entry(
        "Four genres (City Life, Portrait, Still Life, Landscape) and four frames A–D.",
        "Vier Genres (Stadtleben, Porträt, Stillleben, Landschaft) und vier Rahmen A–D.",
        "Dört tür (Şehir Hayatı, Portre, Natürmort, Peyzaj) ve dört çerçeve A–D."),
    "AS-C2": entry(
        "Each player has bid cards 1–20, a gallery wall and an assistant; start bid cards are"
        " numbered 1–4.",
        "Jeder hat Gebotskarten 1–20, eine Galeriewand und einen Assistenten; die "
        "Startgebotskarten tragen 1–4.",
        "Her oyuncunun 1–20 teklif kartları, bir galeri duvarı ve bir asistanı vardır; "
        "başlangıç teklif kartları 1–4'tür."),
    "AS-C3": entry(
        "A painting is w×h cells, worth w+h−1 (3 to 9), and may not be rotated.",
        "Ein Gemälde hat w×h Felder, Wert w+h−1 (3 bis 9), und wird nicht gedreht.",
        "Bir tablo w×h hücredir, değeri w+h−1'dir (3–9) ve döndürülemez."),
    "AS-C4": entry(
        "Decor tiles of 1, 2 or 3 shields (1×1, 1×2, 1×3) may be rotated.",
        "Dekorplättchen mit 1, 2 oder 3 Schilden (1×1, 1×2, 1×3) dürfen gedreht werden.",
        "1, 2 veya 3 kalkanlı dekor karoları (1×1, 1×2, 1×3) döndürülebilir."),
    "AS-C5": entry(
        "The museum's prestige track has one marker per genre, all starting on 0.",
        "Die Prestigeleiste des Museums hat einen Marker je Genre, alle auf 0.",
        "Müzenin prestij izinde her tür için bir işaret vardır, hepsi 0'da başlar."),
    "AS-W1": entry(
        "The wall is 10×10 cells with two star spaces; rows 4–5 are the eye line.",
        "Die Wand hat 10×10 Felder und zwei Sternfelder; Reihen 4–5 sind die Augenhöhe.",
        "Duvar 10×10 hücredir, iki yıldız alanı vardır; 4–5. satırlar göz hizasıdır."),
    "AS-S1": entry(
        "Each player hangs a random start painting covering a star space.",
        "Jeder hängt ein zufälliges Startgemälde so, dass es ein Sternfeld deckt.",
        "Her oyuncu rastgele bir başlangıç tablosunu bir yıldız alanını kapatacak şekilde "
        "asar."),
    "AS-S2": entry(
        "Each player gets a random start bid card; the lowest is the first auctioneer.",
        "Jeder erhält eine zufällige Startgebotskarte; die niedrigste wird erster "
        "Auktionator.",
        "Her oyuncu rastgele bir başlangıç teklif kartı alır; en düşüğü ilk müzayedecidir."),
    "AS-S3": entry(
        "Paintings wait face down by back (value, size); the front is chance.",
        "Gemälde liegen verdeckt nach Rückseite (Wert, Größe); die Vorderseite ist Zufall.",
        "Tablolar arka yüzlerine (değer, boyut) göre kapalı bekler; ön yüz şanstır."),
    "AS-R1": entry(
        "The auctioneer picks players + 1 paintings by their backs; then they turn over.",
        "Der Auktionator wählt Spielerzahl + 1 Gemälde nach der Rückseite; dann werden sie "
        "aufgedeckt.",
        "Müzayedeci oyuncu sayısı + 1 tabloyu arka yüzlerine göre seçer; sonra açılırlar."),
    "AS-R2": entry(
        "Everyone bids one hidden card; all are revealed together and spent.",
        "Jeder bietet verdeckt eine Karte; alle werden zusammen aufgedeckt und sind "
        "verbraucht.",
        "Herkes gizli bir kart verir; hepsi birlikte açılır ve harcanır."),
    "AS-R3": entry(
        "Highest bid first; ties go to the higher card beneath, then the higher start card.",
        "Höchstes Gebot zuerst; bei Gleichstand entscheidet die höhere Karte darunter, dann "
        "die höhere Startgebotskarte.",
        "En yüksek teklif önce; beraberlikte alttaki yüksek kart, sonra yüksek başlangıç "
        "kartı."),
    "AS-R4": entry(
        "In that order each player takes one painting and resolves it at once.",
        "In dieser Reihenfolge nimmt jeder ein Gemälde und handelt es sofort ab.",
        "Bu sırayla her oyuncu bir tablo alır ve hemen yerleştirir."),
    "AS-R5": entry(
        "The last painting goes to the museum; its genre moves by its value to a free space.",
        "Das letzte Gemälde geht ins Museum; sein Genre zieht um seinen Wert auf ein freies "
        "Feld.",
        "Son tablo müzeye gider; türü değeri kadar boş bir konuma ilerler."),
    "AS-R6": entry(
        "Check the end of the game; else the gavel passes clockwise.",
        "Spielende prüfen; sonst geht der Hammer im Uhrzeigersinn weiter.",
        "Oyun sonunu kontrol et; değilse mezat çekici saat yönünde geçer."),
    "AS-P1": entry(
        "A tile lies inside the wall, overlaps nothing and shares an edge with a tile.",
        "Ein Plättchen liegt in der Wand, überdeckt nichts und teilt eine Kante mit einem "
        "Plättchen.",
        "Bir karo duvarın içinde olur, hiçbir şeyle örtüşmez ve bir karoyla kenar paylaşır."),
    "AS-P2": entry(
        "A painting goes on the wall or to an empty assistant; else it is excess.",
        "Ein Gemälde kommt an die Wand oder zum leeren Assistenten; sonst ist es überzählig.",
        "Tablo duvara ya da boş asistana gider; yoksa fazla tablodur."),
    "AS-P3": entry(
        "Faux pas: paintings of one genre touching lose their genre points.",
        "Fauxpas: sich berührende Gemälde eines Genres verlieren ihre Genrepunkte.",
        "Gaf: birbirine değen aynı türden tablolar tür puanlarını kaybeder."),
    "AS-P4": entry(
        "Hanging a painting earns one shield per touching painting with the same frame (at "
        "most 3).",
        "Ein aufgehängtes Gemälde bringt einen Schild je berührtem Gemälde mit gleichem "
        "Rahmen (höchstens 3).",
        "Asılan tablo, aynı çerçeveli her bitişik tablo için bir kalkan kazandırır (en fazla "
        "3)."),
    "AS-P5": entry(
        "An earned decor tile goes on the wall, to an empty assistant, or back.",
        "Ein verdientes Dekorplättchen kommt an die Wand, zum leeren Assistenten oder zurück.",
        "Kazanılan dekor karosu duvara, boş asistana ya da yedeğe gider."),
    "AS-P6": entry(
        "The assistant holds one tile, which may hang on a later turn.",
        "Der Assistent hält ein Plättchen, das in einem späteren Zug hängen darf.",
        "Asistan bir karo tutar; bu karo daha sonraki bir turda asılabilir."),
    "AS-E1": entry(
        "The game ends after a round with a full wall, 2 excess paintings or no bid cards.",
        "Das Spiel endet nach einer Runde mit voller Wand, 2 überzähligen Gemälden oder ohne "
        "Gebotskarten.",
        "Oyun, dolu bir duvar, 2 fazla tablo ya da biten teklif kartlarıyla biten turdan "
        "sonra sona erer."),
    "AS-E2": entry(
        "Paintings not in a faux pas score their genre's multiplier (×5 to ×2).",
        "Gemälde ohne Fauxpas zählen den Multiplikator ihres Genres (×5 bis ×2).",
        "Gaf içermeyen tablolar türlerinin çarpanı kadar puan alır (×5 ile ×2)."),
    "AS-E3": entry(
        "Decor: 1 point per shield on the wall.",
        "Dekor: 1 Punkt je Schild an der Wand.",
        "Dekor: duvardaki her kalkan 1 puan."),
    "AS-E4": entry(
        "Eye line: 3 points per painting of the leading genre in rows 4–5.",
        "Augenhöhe: 3 Punkte je Gemälde des führenden Genres in Reihen 4–5.",
        "Göz hizası: 4–5. satırlardaki önde gelen türün her tablosu 3 puan."),
    "AS-E5": entry(
        "A full wall scores +5.",
        "Eine volle Wand bringt +5.",
        "Dolu duvar +5 puan."),
    "AS-E6": entry(
        "Each empty corner and each excess painting: −2.",
        "Jede offene Ecke und jedes überzählige Gemälde: −2.",
        "Her açık köşe ve her fazla tablo: −2."),
    "AS-E7": entry(
        "Most points wins; a tie goes to the higher total of bid cards in hand.",
        "Die meisten Punkte gewinnen; bei Gleichstand die höhere Summe der Gebotskarten auf "
        "der Hand.",
        "En çok puan kazanır; beraberlikte eldeki teklif kartlarının toplamı yüksek olan."),
}
