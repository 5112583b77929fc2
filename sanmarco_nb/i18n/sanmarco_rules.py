"""One sentence per San Marco rule id (shared/rules/sanmarco.md), in en/de/tr: what a table shows
when a log entry is selected and what the CLI's replay can explain. The numbers the engine
defines (aristocrats, bridges, the limit) are filled in from it."""
from __future__ import annotations

from ..sanmarco import ARISTOCRATS, BRIDGES, LIMIT_OUT, MAX_BRIDGES
from . import entry

__all__ = ["RULES"]


RULES = {
    "SM-C1": entry(
        f"Each player has {ARISTOCRATS} aristocrats; there are {BRIDGES} "
        "bridges, 1 Doge and 1 die.",
        f"Jeder hat {ARISTOCRATS} Adlige; es gibt {BRIDGES} Brücken, 1 Dogen und 1 Würfel.",
        f"Her oyuncunun {ARISTOCRATS} aristokratı var; {BRIDGES} köprü, 1 Doç ve 1 zar vardır."),
    "SM-C2": entry(
        "62 action cards: 30 district, 6 bridge, 12 transfer, 10 Doge, 4 banishment.",
        "62 Aktionskarten: 30 Gebiet, 6 Brücke, 12 Überläufer, 10 Doge, 4 Verbannung.",
        "62 aksiyon kartı: 30 bölge, 6 köprü, 12 transfer, 10 Doç, 4 sürgün."),
    "SM-C3": entry(
        "28 limit cards: 8 × 1, 10 × 2, 10 × 3.",
        "28 Limitkarten: 8 × 1, 10 × 2, 10 × 3.",
        "28 ceza kartı: 8 × 1, 10 × 2, 10 × 3."),
    "SM-B1": entry(
        "Six districts, each with a die number and PP for first/second place.",
        "Sechs Gebiete, jedes mit Würfelzahl und PP für den ersten/zweiten Platz.",
        "Altı bölge; her birinin zar sayısı ve birinci/ikinci için PP'si var."),
    "SM-B2": entry(
        "Ten pairs of districts are neighbours, with a canal between them.",
        "Zehn Gebietspaare grenzen aneinander, mit einem Kanal dazwischen.",
        "On bölge çifti komşudur, aralarında bir kanal vardır."),
    "SM-B3": entry(
        f"At most {MAX_BRIDGES} bridges per canal; the aristocrat on a bridge "
        "counts for no district.",
        f"Höchstens {MAX_BRIDGES} Brücken je Kanal; der Adlige auf einer Brücke "
        "zählt für kein Gebiet.",
        f"Kanal başına en çok {MAX_BRIDGES} köprü; köprüdeki aristokrat hiçbir bölgede sayılmaz."),
    "SM-S1": entry(
        "Scores start at 0, the Doge starts off the board, both decks are shuffled.",
        "Punkte beginnen bei 0, der Doge steht neben dem Plan, beide Stapel gemischt.",
        "Puanlar 0'dan başlar, Doç tahta dışında, iki deste karıştırılır."),
    "SM-S2": entry(
        "Set-up: each player rolls 4 times; 2 aristocrats go to the district rolled.",
        "Aufbau: jeder würfelt 4-mal; 2 Adlige kommen in das erwürfelte Gebiet.",
        "Kurulum: herkes 4 kez zar atar; atılan bölgeye 2 aristokrat gider."),
    "SM-S3": entry(
        "If the first three set-up rolls were equal, the fourth is rolled until it differs.",
        "Waren die ersten drei Würfe gleich, wird der vierte wiederholt, bis er abweicht.",
        "İlk üç atış aynıysa dördüncü farklı gelene dek yeniden atılır."),
    "SM-S4": entry(
        "Set-up: each player places a bridge (2 each with 3 players), marked by an "
        "aristocrat.",
        "Aufbau: jeder setzt eine Brücke (zu dritt zwei), markiert mit einem Adligen.",
        "Kurulum: herkes bir köprü koyar (3 kişide ikişer), bir aristokratla işaretler."),
    "SM-S5": entry(
        "The start player is fixed when the game is created.",
        "Der Startspieler wird beim Anlegen des Spiels festgelegt.",
        "İlk oyuncu oyun kurulurken belirlenir."),
    "SM-R1": entry(
        "4 players: the start player is 1st distributor; a lottery gives the other roles.",
        "Zu viert: Startspieler ist 1. Verteiler; das Los verteilt die anderen Rollen.",
        "4 kişide: ilk oyuncu 1. Dağıtıcıdır; diğer roller kurayla dağılır."),
    "SM-R2": entry(
        "3 players: the start player is the only distributor; the others become choosers.",
        "Zu dritt: der Startspieler ist einziger Verteiler; die anderen sind Entscheider.",
        "3 kişide: ilk oyuncu tek Dağıtıcıdır; diğerleri Seçici olur."),
    "SM-R3": entry(
        "A distributor draws 5 action + 3 limit cards and splits them into 2 offers.",
        "Ein Verteiler zieht 5 Aktions- und 3 Limitkarten und teilt sie in 2 Angebote.",
        "Dağıtıcı 5 aksiyon + 3 ceza kartı çeker ve 2 gruba ayırır."),
    "SM-R4": entry(
        "With 3 active players: 6 action + 4 limit cards in 3 offers.",
        "Mit 3 aktiven Spielern: 6 Aktions- + 4 Limitkarten in 3 Angeboten.",
        "3 aktif oyuncuda: 6 aksiyon + 4 ceza kartı, 3 grup."),
    "SM-R5": entry(
        "Offers stay face down until their pair plays; then everyone sees them.",
        "Angebote bleiben verdeckt, bis ihr Paar spielt; dann sehen alle sie.",
        "Gruplar sırası gelene dek kapalıdır; sonra herkes görür."),
    "SM-R6": entry(
        "The chooser takes an offer and plays it; the distributor gets the other.",
        "Der Entscheider nimmt ein Angebot und spielt es; der Verteiler bekommt das andere.",
        "Seçici bir grubu alıp oynar; Dağıtıcı diğerini alır."),
    "SM-R7": entry(
        "Playing an offer: its limit cards go face up, then each action card is resolved.",
        "Ein Angebot spielen: Limitkarten offen auslegen, dann jede Aktionskarte ausführen.",
        "Grup oynanır: ceza kartları açılır, sonra her aksiyon kartı uygulanır."),
    "SM-R8": entry(
        "After the round the start player passes clockwise.",
        "Nach der Runde wechselt der Startspieler im Uhrzeigersinn.",
        "Tur sonunda ilk oyuncu saat yönünde değişir."),
    "SM-R9": entry(
        "Within a passage neither deck can run out.",
        "Innerhalb eines Durchgangs geht kein Stapel aus.",
        "Bir dönem içinde hiçbir deste bitmez."),
    "SM-A1": entry(
        "District card: an aristocrat into that district, optionally on over your own bridge.",
        "Gebietskarte: ein Adliger in das Gebiet, wahlweise weiter über die eigene Brücke.",
        "Bölge kartı: o bölgeye bir aristokrat; istersen kendi köprünle bir adım öteye."),
    "SM-A2": entry(
        "Bridge card: a bridge on a canal with fewer than 3, marked by your aristocrat.",
        "Brückenkarte: eine Brücke auf einen Kanal mit weniger als 3, mit deinem Adligen.",
        "Köprü kartı: 3'ten az köprülü bir kanala köprü, aristokratınla işaretli."),
    "SM-A3": entry(
        "No bridge left: take another player's bridge and place it anew as yours.",
        "Keine Brücke mehr: die Brücke eines anderen nehmen und neu als eigene setzen.",
        "Köprü kalmadıysa: başka birinin köprüsünü alıp kendin yeniden koy."),
    "SM-A4": entry(
        "Transfer card: one aristocrat of another player there is replaced by yours.",
        "Überläuferkarte: ein fremder Adliger dort wird durch deinen ersetzt.",
        "Transfer kartı: oradaki başka bir oyuncunun aristokratı seninkiyle değişir."),
    "SM-A5": entry(
        "Banishment: name a district and roll; that many leave, opponents' first.",
        "Verbannung: Gebiet nennen und würfeln; so viele gehen, zuerst fremde.",
        "Sürgün: bölge seç, zar at; o kadar aristokrat gider, önce rakiplerinki."),
    "SM-A6": entry(
        "Empty supply: take one of your aristocrats from any district instead.",
        "Leerer Vorrat: stattdessen einen eigenen Adligen aus einem Gebiet nehmen.",
        "Yedek boşsa: bunun yerine herhangi bir bölgeden kendi aristokratını al."),
    "SM-A7": entry(
        "First Doge card: place the Doge in any district; it scores at once.",
        "Erste Dogenkarte: den Dogen in ein Gebiet setzen; es wird sofort gewertet.",
        "İlk Doç kartı: Doç'u bir bölgeye koy; orası hemen puanlanır."),
    "SM-A8": entry(
        "Later Doge cards: the Doge stays or moves along neighbours; that district scores.",
        "Spätere Dogenkarten: der Doge bleibt oder zieht weiter; das Gebiet wird gewertet.",
        "Sonraki Doç kartları: Doç kalır ya da komşulardan geçer; o bölge puanlanır."),
    "SM-A9": entry(
        "Doge crossings: own bridge free, another's bridge 1 PP to its owner, no bridge 2 PP.",
        "Dogenwege: eigene Brücke frei, fremde Brücke 1 PP an den Besitzer, ohne Brücke 2 PP.",
        "Doç geçişleri: kendi köprün bedava, başkasınınki sahibine 1 PP, köprüsüz 2 PP."),
    "SM-V1": entry(
        "Districts score only on Doge cards and at the final scoring.",
        "Gewertet wird nur bei Dogenkarten und in der Schlusswertung.",
        "Bölgeler yalnız Doç kartında ve son puanlamada puanlanır."),
    "SM-V2": entry(
        "Most aristocrats: first value; tied leaders each get the second value.",
        "Die meisten Adligen: erster Wert; gleichauf Führende je den zweiten Wert.",
        "En çok aristokrat: birinci değer; eşit liderler ikinci değeri alır."),
    "SM-V3": entry(
        "After a single leader, a single runner-up gets the second value; ties get nothing.",
        "Nach einem alleinigen Führenden bekommt ein alleiniger Zweiter den zweiten Wert.",
        "Tek liderden sonra tek ikinci, ikinci değeri alır; eşitlikte kimse almaz."),
    "SM-P1": entry(
        "Your limit total is the sum of your face-up limit cards, checked after each round.",
        "Deine Limitsumme ist die Summe deiner offenen Limitkarten, geprüft nach jeder Runde.",
        "Ceza toplamın açık ceza kartlarının toplamıdır; her tur sonunda bakılır."),
    "SM-P2": entry(
        f"At {LIMIT_OUT} or more you are out for the rest of the passage (but still score).",
        f"Ab {LIMIT_OUT} bist du für den Rest des Durchgangs draußen (wirst aber gewertet).",
        f"{LIMIT_OUT} ve üstünde dönem sonuna dek oyun dışısın (ama puan alırsın)."),
    "SM-P3": entry(
        f"After someone reaches {LIMIT_OUT}, the others play one more round, "
        "then the passage ends.",
        f"Erreicht jemand {LIMIT_OUT}, spielen die anderen noch eine Runde, "
        "dann endet der Durchgang.",
        f"Biri {LIMIT_OUT}'a ulaşınca diğerleri bir tur daha oynar, sonra dönem biter."),
    "SM-P4": entry(
        "That last round: one distributor; 3 offers with 3 players, 2 with 2.",
        "Diese letzte Runde: ein Verteiler; 3 Angebote zu dritt, 2 zu zweit.",
        "Bu son tur: tek Dağıtıcı; 3 kişide 3 grup, 2 kişide 2 grup."),
    "SM-P5": entry(
        f"Passage bonus: each player below {LIMIT_OUT} gains (highest limit "
        "total − their own) PP.",
        f"Durchgangsbonus: jeder unter {LIMIT_OUT} bekommt (höchste Limitsumme − eigene) PP.",
        f"Dönem bonusu: {LIMIT_OUT}'un altındaki herkes (en yüksek ceza − kendi cezası) PP alır."),
    "SM-P6": entry(
        "The single player with the fewest limit points makes a free banishment.",
        "Der alleinige Spieler mit den wenigsten Limitpunkten verbannt kostenlos.",
        "En az ceza puanlı tek oyuncu bedava sürgün yapar."),
    "SM-P7": entry(
        "Limit cards return, decks are reshuffled, the next passage begins.",
        "Limitkarten zurück, Stapel neu gemischt, der nächste Durchgang beginnt.",
        "Ceza kartları geri döner, desteler karılır, yeni dönem başlar."),
    "SM-F1": entry(
        "After the third passage all six districts score.",
        "Nach dem dritten Durchgang werden alle sechs Gebiete gewertet.",
        "Üçüncü dönemden sonra altı bölgenin hepsi puanlanır."),
    "SM-F2": entry(
        "Most PP wins; a tie goes to more aristocrats in San Marco, else it is shared.",
        "Die meisten PP gewinnen; bei Gleichstand mehr Adlige in San Marco, sonst geteilt.",
        "En çok PP kazanır; eşitlikte San Marco'da daha çok aristokrat, yoksa paylaşılır."),
}
