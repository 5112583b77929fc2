"""Art Society in English, German and Turkish: event sentences, and the tables TERMS, PHASES,
BUTTONS, MESSAGES and RULES (one shape, see `sanmarco_nb.i18n`).

The game terms are those of shared/glossary.md (German edition "Galerie der Künste"; the Turkish
description "Sanat Cemiyeti"). Each event kind of `sanmarco_nb.artsociety` has one template per
language; `{p}` is the player, other fields come from the event's data.
"""
from __future__ import annotations

from . import LANGS, entry, label as _label
from . import artsociety_rules as rules

GENRES = {
    "en": {"C": "City Life", "P": "Portrait", "S": "Still Life", "L": "Landscape"},
    "de": {"C": "Stadtleben", "P": "Porträt", "S": "Stillleben", "L": "Landschaft"},
    "tr": {"C": "Şehir Hayatı", "P": "Portre", "S": "Natürmort", "L": "Peyzaj"},
}
PLAYER = {"en": "Player {}", "de": "Spieler {}", "tr": "Oyuncu {}"}
SOURCES = {
    "en": {"start": "the start painting", "auction": "the painting", "decor": "the decor tile",
           "assistant": "the assistant's tile"},
    "de": {"start": "das Startgemälde", "auction": "das Gemälde", "decor": "das Dekorplättchen",
           "assistant": "das Plättchen des Assistenten"},
    "tr": {"start": "başlangıç tablosunu", "auction": "tabloyu", "decor": "dekor karosunu",
           "assistant": "asistandaki karoyu"},
}
TIE_STEPS = {
    "en": {"beneath": "the card beneath", "start": "the start bid card",
           "deeper": "the card further down the pile"},
    "de": {"beneath": "die Karte darunter", "start": "die Startgebotskarte",
           "deeper": "die Karte weiter unten im Stapel"},
    "tr": {"beneath": "alttaki kart", "start": "başlangıç teklif kartı",
           "deeper": "destenin daha altındaki kart"},
}
END_REASONS = {
    "en": {"full_wall": "a gallery wall is full", "excess": "a player has 2 excess paintings",
           "bid_cards": "the bid cards ran out", "paintings": "the paintings ran out"},
    "de": {"full_wall": "eine Galeriewand ist voll",
           "excess": "ein Spieler hat 2 überzählige Gemälde",
           "bid_cards": "die Gebotskarten sind aufgebraucht",
           "paintings": "die Gemälde sind aufgebraucht"},
    "tr": {"full_wall": "bir galeri duvarı doldu", "excess": "bir oyuncunun 2 fazla tablosu var",
           "bid_cards": "teklif kartları bitti", "paintings": "tablolar bitti"},
}

TEMPLATES = {
    "start_painting": {
        "en": "{p} gets the start painting {genre} (frame {frame}).",
        "de": "{p} erhält das Startgemälde {genre} (Rahmen {frame}).",
        "tr": "{p} başlangıç tablosu olarak {genre} alır (çerçeve {frame})."},
    "start_card": {
        "en": "{p} gets start bid card {card}.",
        "de": "{p} erhält die Startgebotskarte {card}.",
        "tr": "{p} {card} numaralı başlangıç teklif kartını alır."},
    "auctioneer": {
        "en": "{p} has the lowest start card ({card}) and is the first auctioneer.",
        "de": "{p} hat die niedrigste Startgebotskarte ({card}) und ist der erste Auktionator.",
        "tr": "{p} en düşük başlangıç kartına ({card}) sahip ve ilk müzayedeci olur."},
    "round": {
        "en": "Round {round}: {p} is the auctioneer.",
        "de": "Runde {round}: {p} ist Auktionator.",
        "tr": "{round}. tur: müzayedeci {p}."},
    "pick": {
        "en": "{p} puts a painting of value {value} ({w}×{h}) up for auction, face down.",
        "de": "{p} bringt ein Gemälde mit Wert {value} ({w}×{h}) verdeckt zur Auktion.",
        "tr": "{p} {value} değerinde ({w}×{h}) bir tabloyu kapalı olarak müzayedeye koyar."},
    "front": {
        "en": "Auction slot {slot} turns over: {genre}, frame {frame}.",
        "de": "Auktionsplatz {slot} wird aufgedeckt: {genre}, Rahmen {frame}.",
        "tr": "Müzayede yeri {slot} açılır: {genre}, çerçeve {frame}."},
    "bid": {
        "en": "{p} places a sealed bid.",
        "de": "{p} legt ein verdecktes Gebot.",
        "tr": "{p} kapalı bir teklif verir."},
    "reveal": {
        "en": "The bids are revealed: {bids}.",
        "de": "Die Gebote werden aufgedeckt: {bids}.",
        "tr": "Teklifler açılır: {bids}."},
    "tie": {
        "en": "Tie at {bid} between {players}: {step} decides ({cards}).",
        "de": "Gleichstand bei {bid} zwischen {players}: {step} entscheidet ({cards}).",
        "tr": "{players} arasında {bid} ile beraberlik: {step} belirler ({cards})."},
    "order": {
        "en": "Order of acquiring: {order}.",
        "de": "Reihenfolge beim Erwerben: {order}.",
        "tr": "Tablo alma sırası: {order}."},
    "take": {
        "en": "{p} takes the {genre} from slot {slot} (value {value}, {w}×{h}).",
        "de": "{p} nimmt das {genre}-Gemälde von Platz {slot} (Wert {value}, {w}×{h}).",
        "tr": "{p} {slot}. yerdeki {genre} tablosunu alır (değer {value}, {w}×{h})."},
    "hang": {
        "en": "{p} hangs {source} at row {row}, column {col}.",
        "de": "{p} hängt {source} in Reihe {row}, Spalte {col}.",
        "tr": "{p} {source} {row}. satır, {col}. sütuna asar."},
    "faux_pas": {
        "en": "Faux pas! {p}'s {genre} touches another {genre}: these paintings will score "
              "nothing for their genre.",
        "de": "Fauxpas! Bei {p} berührt ein {genre}-Gemälde ein anderes {genre}-Gemälde: "
              "diese Gemälde zählen nicht für ihr Genre.",
        "tr": "Gaf! {p} için bir {genre} tablosu başka bir {genre} tablosuna değiyor: bu "
              "tablolar türleri için puan almaz."},
    "decor_earned": {
        "en": "{p} earns a decor tile with {shields} shield(s) ({why}).",
        "de": "{p} erhält ein Dekorplättchen mit {shields} Schild(en) ({why}).",
        "tr": "{p} {shields} kalkanlı bir dekor karosu kazanır ({why})."},
    "decor_returned": {
        "en": "{p}'s decor tile ({shields} shield(s)) fits nowhere and goes back to the supply.",
        "de": "Das Dekorplättchen ({shields} Schild(e)) von {p} passt nirgends und kommt in den "
              "Vorrat zurück.",
        "tr": "{p} için dekor karosu ({shields} kalkan) hiçbir yere sığmıyor ve yedeğe döner."},
    "decor_supply_empty": {
        "en": "No decor tile with {shields} shield(s) is left in the supply for {p}.",
        "de": "Für {p} ist kein Dekorplättchen mit {shields} Schild(en) mehr im Vorrat.",
        "tr": "{p} için yedekte {shields} kalkanlı dekor karosu kalmadı."},
    "to_assistant": {
        "en": "{p} gives the tile to the assistant.",
        "de": "{p} gibt das Plättchen dem Assistenten.",
        "tr": "{p} karoyu asistana verir."},
    "excess": {
        "en": "{p}'s {genre} fits nowhere: an excess painting (−2 at the end; {count} so far). "
              "{p} takes a 1-shield decor tile.",
        "de": "Das {genre}-Gemälde von {p} passt nirgends: ein überzähliges Gemälde (−2 am "
              "Ende; bisher {count}). {p} nimmt ein Dekorplättchen mit 1 Schild.",
        "tr": "{p} için {genre} tablosu hiçbir yere sığmıyor: fazla tablo (oyun sonunda −2; "
              "şimdiye kadar {count}). {p} 1 kalkanlı bir dekor karosu alır."},
    "museum_swap": {
        "en": "{p} swaps the unplaceable {genre} with a museum painting of value {got}.",
        "de": "{p} tauscht das unplatzierbare {genre}-Gemälde gegen ein Museumsgemälde mit "
              "Wert {got}.",
        "tr": "{p} yerleştirilemeyen {genre} tablosunu müzedeki {got} değerinde bir tabloyla "
              "değiştirir."},
    "museum": {
        "en": "The unsold {genre} goes to the museum: its marker moves from {start} to {to}"
              "{bumped}.",
        "de": "Das unverkaufte {genre}-Gemälde geht ins Museum: sein Marker zieht von {start} "
              "auf {to}{bumped}.",
        "tr": "Satılmayan {genre} tablosu müzeye gider: işareti {start} konumundan {to} "
              "konumuna ilerler{bumped}."},
    "gavel": {
        "en": "The gavel passes to {p}.",
        "de": "Der Hammer geht an {p}.",
        "tr": "Mezat çekici el değiştirir; yeni müzayedeci: {p}."},
    "game_end": {
        "en": "The game ends after round {round}: {reasons}.",
        "de": "Das Spiel endet nach Runde {round}: {reasons}.",
        "tr": "Oyun {round}. turdan sonra biter: {reasons}."},
    "scores": {
        "en": "Final scores: {totals}. Winner: {winners}.",
        "de": "Endstand: {totals}. Gewinner: {winners}.",
        "tr": "Son puanlar: {totals}. Kazanan: {winners}."},
}
DECOR_WHY = {
    "en": ("for the excess painting", "{} touching painting(s) with the same frame"),
    "de": ("für das überzählige Gemälde", "{} angrenzende(s) Gemälde mit gleichem Rahmen"),
    "tr": ("fazla tablo için", "aynı çerçeveli {} komşu tablo"),
}
BUMPED = {"en": " (skipping occupied spaces {})", "de": " (über die besetzten Felder {})",
          "tr": " (dolu konumlar {} atlanır)"}
AND = {"en": " and ", "de": " und ", "tr": " ve "}

# ---- the tables of one shape ({key: {lang: text}}; see sanmarco_nb.i18n) --------------------

# the vocabulary, with the score parts as score_breakdown() names them
TERMS = {
    "auction": entry("auction", "Auktion", "müzayede"),
    "auctioneer": entry("auctioneer", "Auktionator", "müzayedeci"),
    "gavel": entry("gavel", "Hammer", "mezat çekici"),
    "bid_card": entry("bid card", "Gebotskarte", "teklif kartı"),
    "start_card": entry("start bid card", "Startgebotskarte", "başlangıç teklif kartı"),
    "painting": entry("painting", "Gemälde", "tablo"),
    "genre": entry("genre", "Genre", "tür"),
    "frame": entry("frame", "Rahmen", "çerçeve"),
    "decor": entry("decor", "Dekor", "dekor"),
    "decor_tile": entry("decor tile", "Dekorplättchen", "dekor karosu"),
    "shield": entry("shield", "Schild", "kalkan"),
    "wall": entry("gallery wall", "Galeriewand", "galeri duvarı"),
    "star": entry("star space", "Sternfeld", "yıldız alanı"),
    "eye_line": entry("eye line", "Augenhöhe", "göz hizası"),
    "faux_pas": entry("faux pas", "Fauxpas", "gaf"),
    "assistant": entry("assistant", "Assistent", "asistan"),
    "excess": entry("excess paintings", "überzählige Gemälde", "fazla tablolar"),
    "museum": entry("museum", "Museum", "müze"),
    "prestige_track": entry("prestige track", "Prestigeleiste", "prestij izi"),
    "corners": entry("empty corners", "offene Ecken", "açık köşeler"),
    "full_wall": entry("full gallery bonus", "Bonus für volle Galerie", "tam galeri bonusu"),
    "genres": entry("genre points", "Genrepunkte", "tür puanları"),
    "total": entry("total", "Summe", "toplam"),
    "round": entry("round", "Runde", "tur"),
    "player": entry("player", "Spieler", "oyuncu"),
    "multiplier": entry("multiplier", "Multiplikator", "çarpan"),
}

# every phase the engine names (State.phase)
PHASES = {
    "deal": entry("dealing", "Austeilen", "dağıtım"),
    "setup": entry("hang the start painting", "Startgemälde aufhängen", "başlangıç tablosunu as"),
    "pick": entry("prepare the auction", "Auktion vorbereiten", "müzayedeyi hazırla"),
    "turn-over": entry("turn the paintings over", "Gemälde aufdecken", "tabloları aç"),
    "bid": entry("bid", "bieten", "teklif ver"),
    "acquire": entry("take a painting", "Gemälde nehmen", "tablo al"),
    "place": entry("place the painting", "Gemälde platzieren", "tabloyu yerleştir"),
    "decor": entry("hang the decor tile", "Dekorplättchen aufhängen", "dekor karosunu as"),
    "after": entry(
        "hang the assistant's tile?",
        "Plättchen des Assistenten aufhängen?",
        "asistandaki karoyu as?"),
    "end": entry("game over", "Spielende", "oyun sonu"),
}

# the words of each decision
BUTTONS = {
    "back_button": entry(
        "{value}: {w}×{h} ({left})",
        "{value}: {w}×{h} ({left})",
        "{value}: {w}×{h} ({left})"),
    "take_slot": entry("Take {slot}", "{slot} nehmen", "{slot}. tabloyu al"),
    "ready": entry("Ready", "Bereit", "Hazır"),
    "reveal": entry("Reveal", "Aufdecken", "Aç"),
    "next": entry("Next", "Weiter", "Sonraki"),
    "reveal_done": entry("Continue", "Weiter im Spiel", "Oyuna devam"),
    "hang_here": entry("Hang here", "Hier aufhängen", "Buraya as"),
    "to_assistant": entry("To the assistant", "Zum Assistenten", "Asistana ver"),
    "done": entry("Done", "Fertig", "Tamam"),
    "excess_button": entry(
        "Set aside as excess",
        "Als überzählig beiseitelegen",
        "Fazla olarak ayır"),
    "swap_button": entry(
        "Swap with museum painting {n}",
        "Mit Museumsgemälde {n} tauschen",
        "{n}. müze tablosuyla değiştir"),
    "take": entry("take", "nehmen", "al"),
    "hang": entry("hang", "aufhängen", "as"),
    "from-assistant": entry(
        "hang the assistant's tile",
        "Plättchen des Assistenten aufhängen",
        "asistandaki karoyu as"),
    "swap": entry("swap with the museum", "mit dem Museum tauschen", "müzeyle değiştir"),
}

# what a table or a replay says about the game
MESSAGES = {
    "title": entry("Art Society", "Galerie der Künste", "Sanat Cemiyeti"),
    "round_of": entry("Round {round}", "Runde {round}", "{round}. tur"),
    "to_move": entry("{name} to move", "{name} ist am Zug", "Sıra: {name}"),
    "chance": entry("chance", "Zufall", "şans"),
    "player_n": entry("Player {n}", "Spieler {n}", "Oyuncu {n}"),
    "you": entry("you", "du", "sen"),
    "bot": entry("bot", "Bot", "bot"),
    "game_over": entry(
        "Game over: {names} won.",
        "Spielende: {names} gewinnt.",
        "Oyun bitti: {names} kazandı."),
    "waiting": entry("Waiting for {name}.", "Warten auf {name}.", "{name} bekleniyor."),
    "face_down": entry("face down", "verdeckt", "kapalı"),
    "taken": entry("taken", "genommen", "alındı"),
    "pick_backs": entry(
        "{name}, you are the auctioneer: pick {n} more painting(s) by their backs (value: "
        "width×height, how many left).",
        "{name}, du bist Auktionator: noch {n} Gemälde nach der Rückseite wählen (Wert: "
        "Breite×Höhe, wie viele übrig).",
        "{name}, müzayedeci sensin: arka yüzlerine göre {n} tablo daha seç (değer: "
        "genişlik×yükseklik, kaç tane kaldı)."),
    "take_hint": entry(
        "{name}: take a painting from the auction.",
        "{name}: ein Gemälde aus der Auktion nehmen.",
        "{name}: müzayededen bir tablo al."),
    "bids": entry("Bids", "Gebote", "Teklifler"),
    "order": entry("Order", "Reihenfolge", "Sıra"),
    "bid_hidden": entry("sealed", "verdeckt", "kapalı"),
    "bid_waiting": entry("…", "…", "…"),
    "choose_bid": entry(
        "{name}: choose a bid card (the others cannot see it).",
        "{name}: eine Gebotskarte wählen (die anderen sehen sie nicht).",
        "{name}: bir teklif kartı seç (diğerleri göremez)."),
    "pile": entry("pile {cards}", "Stapel {cards}", "deste {cards}"),
    "all_bids_in": entry(
        "All bids are in. Reveal them together:",
        "Alle Gebote liegen. Zusammen aufdecken:",
        "Bütün teklifler verildi. Hepsini birlikte aç:"),
    "setup_hint": entry(
        "{name}: hang {tile}, your start painting, so that it covers a star space.",
        "{name}: {tile}, dein Startgemälde, so aufhängen, dass es ein Sternfeld deckt.",
        "{name}: başlangıç tablon olan {tile} bir yıldız alanını kapatacak şekilde as."),
    "cell": entry(
        "row {row}, column {col}",
        "Reihe {row}, Spalte {col}",
        "{row}. satır, {col}. sütun"),
    "tile_painting": entry(
        "painting {code} {value} ({w}×{h})",
        "Gemälde {code} {value} ({w}×{h})",
        "tablo {code} {value} ({w}×{h})"),
    "tile_decor": entry(
        "decor tile {w}×{h} ({shields} shield(s))",
        "Dekorplättchen {w}×{h} ({shields} Schild(e))",
        "dekor karosu {w}×{h} ({shields} kalkan)"),
    "nothing_to_hang": entry(
        "There is no tile to hang now.",
        "Gerade ist kein Plättchen aufzuhängen.",
        "Şu an asılacak bir karo yok."),
    "assistant_holds": entry("Assistant: {tile}", "Assistent: {tile}", "Asistan: {tile}"),
    "nothing": entry("empty", "leer", "boş"),
    "excess_count": entry(
        "Excess paintings: {n}",
        "Überzählige Gemälde: {n}",
        "Fazla tablolar: {n}"),
    "hand": entry("hand {cards}", "Hand {cards}", "el {cards}"),
}
# the genres by their codes (C, P, S, L), as events and walls name them
TERMS.update({code: entry(*(GENRES[lang][code] for lang in LANGS)) for code in GENRES["en"]})
RULES = rules.RULES


def _player(p, lang):
    return PLAYER[lang].format(p + 1)


def _players(ps, lang):
    names = [_player(p, lang) for p in ps]
    return ", ".join(names[:-1]) + AND[lang] + names[-1] if len(names) > 1 else names[0]


def describe(event, lang: str = "en") -> str:
    """The sentence for an Art Society event in `lang`."""
    d = dict(event.data)
    if event.player is not None:
        d["p"] = _player(event.player, lang)
    genres = GENRES[lang]
    if d.get("genre"):
        d["genre"] = genres[d["genre"]]
    kind = event.kind
    if kind == "hang":
        d["source"] = SOURCES[lang][d["source"]]
    elif kind == "reveal":
        d["bids"] = ", ".join(f"{_player(q, lang)} {b}" for q, b in enumerate(d["bids"]))
    elif kind == "tie":
        d["cards"] = ", ".join(f"{_player(q, lang)} {c}" for q, c in zip(d["players"], d["cards"]))
        d["players"] = _players(d["players"], lang)
        d["step"] = TIE_STEPS[lang][d["step"]]
    elif kind == "order":
        d["order"] = " → ".join(_player(q, lang) for q in d["order"])
    elif kind == "decor_earned":
        excess, frames = DECOR_WHY[lang]
        d["why"] = frames.format(d["matching"]) if d["matching"] else excess
    elif kind == "museum":
        d["bumped"] = BUMPED[lang].format(", ".join(map(str, d["bumped"]))) if d["bumped"] else ""
    elif kind == "game_end":
        d["reasons"] = "; ".join(END_REASONS[lang][r] for r in d["reasons"])
    elif kind == "scores":
        d["totals"] = ", ".join(f"{_player(q, lang)} {b['total']}"
                                for q, b in enumerate(d["breakdown"]))
        d["winners"] = _players(d["winners"], lang)
    return TEMPLATES[kind][lang].format(**d)


def label(key: str, lang: str = "en") -> str:
    """A term (genre codes and score parts too), else a button, a message or a phase (see
    `sanmarco_nb.i18n.label`)."""
    return _label("artsociety", key, lang)
