"""Front-end words of the Art Society table in English, German and Turkish.

Only what the table itself says (buttons, headings, hints). Game terms and event sentences come
from `sanmarco_nb.i18n`; the words here use the same terms (see shared/glossary.md).
"""
from __future__ import annotations

LABELS = {
    "title": ("Art Society", "Galerie der Künste", "Sanat Cemiyeti"),
    "auction": ("Auction", "Auktion", "Müzayede"),
    "auctioneer": ("Auctioneer", "Auktionator", "Müzayedeci"),
    "pick_backs": ("{player}: pick paintings by their backs (value, size)",
                   "{player}: Gemälde nach der Rückseite wählen (Wert, Größe)",
                   "{player}: tabloları arka yüzlerine göre seç (değer, boyut)"),
    "picked": ("Picked", "Gewählt", "Seçilen"),
    "bid": ("Bid", "Gebot", "Teklif"),
    "bid_card": ("Bid card", "Gebotskarte", "Teklif kartı"),
    "choose_bid": ("{player}: choose a bid card (hidden)",
                   "{player}: Gebotskarte wählen (verdeckt)",
                   "{player}: bir teklif kartı seç (gizli)"),
    "pass_device": ("Pass the device to {player}, then press Ready.",
                    "Gerät an {player} weitergeben, dann Bereit drücken.",
                    "Cihazı {player} oyuncusuna ver, sonra Hazır'a bas."),
    "ready": ("Ready", "Bereit", "Hazır"),
    "hidden": ("hidden", "verdeckt", "gizli"),
    "waiting": ("waiting", "wartet", "bekliyor"),
    "reveal": ("Reveal", "Aufdecken", "Aç"),
    "order": ("Order", "Reihenfolge", "Sıra"),
    "tie": ("Tie at {bid}: {players}", "Gleichstand bei {bid}: {players}",
            "{bid} ile beraberlik: {players}"),
    "tie_beneath": ("card beneath: {cards} → {winner} first",
                    "Karte darunter: {cards} → {winner} zuerst",
                    "alttaki kart: {cards} → önce {winner}"),
    "tie_start": ("start bid cards: {cards} → {winner} first",
                  "Startgebotskarten: {cards} → {winner} zuerst",
                  "başlangıç teklif kartları: {cards} → önce {winner}"),
    "take": ("{player}: take a painting from the auction",
             "{player}: ein Gemälde aus der Auktion nehmen",
             "{player}: müzayededen bir tablo al"),
    "place": ("{player}: hang {tile} — click a highlighted cell",
              "{player}: {tile} aufhängen — ein markiertes Feld anklicken",
              "{player}: {tile} as — işaretli bir alana tıkla"),
    "confirm": ("Hang here", "Hier aufhängen", "Buraya as"),
    "to_assistant": ("To the assistant", "Zum Assistenten", "Asistana ver"),
    "position": ("Position", "Position", "Konum"),
    "preview": ("Preview", "Vorschau", "Önizleme"),
    "no_preview": ("Choose a highlighted cell.", "Ein markiertes Feld wählen.",
                   "İşaretli bir alan seç."),
    "preview_ok": ("no faux pas", "kein Fauxpas", "gaf yok"),
    "preview_faux_pas": ("faux pas with {n} painting(s)", "Fauxpas mit {n} Gemälde(n)",
                         "{n} tablo ile gaf"),
    "preview_decor": ("earns a decor tile with {n} shield(s)",
                      "bringt ein Dekorplättchen mit {n} Schild(en)",
                      "{n} kalkanlı bir dekor karosu kazandırır"),
    "preview_no_decor": ("no decor", "kein Dekor", "dekor yok"),
    "action": ("Action", "Aktion", "Aksiyon"),
    "play": ("Play", "Ausführen", "Oyna"),
    "chance": ("Chance", "Zufall", "Şans"),
    "continue": ("Continue", "Weiter", "Devam"),
    "bots_move": ("Bots play", "Bots spielen", "Botlar oynuyor"),
    "wall": ("Gallery wall", "Galeriewand", "Galeri duvarı"),
    "assistant": ("Assistant", "Assistent", "Asistan"),
    "excess": ("Excess paintings", "Überzählige Gemälde", "Fazla tablolar"),
    "museum": ("Museum — prestige track", "Museum — Prestigeleiste", "Müze — prestij izi"),
    "scores": ("Scores", "Wertung", "Puanlama"),
    "estimate": ("Scores (estimate now)", "Wertung (Schätzung jetzt)", "Puanlama (şimdiki tahmin)"),
    "final": ("Final scores", "Schlusswertung", "Son puanlama"),
    "winner": ("Winner: {players}", "Gewinner: {players}", "Kazanan: {players}"),
    "round": ("Round {n}", "Runde {n}", "Tur {n}"),
    "player": ("Player {n}", "Spieler {n}", "Oyuncu {n}"),
    "bot": ("bot", "Bot", "bot"),
    "you": ("you", "du", "sen"),
    "log": ("Log", "Protokoll", "Kayıt"),
    # score components, in the order of AS-E2..E6
    "genre_points": ("genres", "Genres", "türler"),
    "decor": ("decor", "Dekor", "dekor"),
    "eyeline": ("eye line", "Augenhöhe", "göz hizası"),
    "full_wall": ("full gallery", "volle Galerie", "tam galeri"),
    "corners": ("empty corners", "offene Ecken", "açık köşeler"),
    "excess_pen": ("excess", "überzählig", "fazla"),
    # genres and frames (glossary terms)
    "C": ("City Life", "Stadtleben", "Şehir Hayatı"),
    "P": ("Portrait", "Porträt", "Portre"),
    "S": ("Still Life", "Stillleben", "Natürmort"),
    "L": ("Landscape", "Landschaft", "Peyzaj"),
    "frame": ("frame", "Rahmen", "çerçeve"),
    "shields": ("shields", "Schilde", "kalkan"),
}

_INDEX = {"en": 0, "de": 1, "tr": 2}


def t(key: str, lang: str = "en", **fmt) -> str:
    """The label `key` in `lang`, with `{name}` fields filled from `fmt`."""
    text = LABELS[key][_INDEX[lang]]
    return text.format(**fmt) if fmt else text
