"""San Marco labels and event sentences in English, German and Turkish.

Game terms follow shared/glossary.md (Adliger / aristokrat, Verteiler / Dağıtıcı, Durchgang /
dönem, ...). District names are proper nouns and stay as they are. Each event kind has one
template per language; `describe` fills it from the event's data (districts, players and cards
are turned into words here, so the engine's events stay plain data).
"""
from __future__ import annotations

from ..sanmarco.board import DISTRICTS
from ..sanmarco.cards import KIND_OF_CODE

PLAYER = {"en": "Player {n}", "de": "Spieler {n}", "tr": "Oyuncu {n}"}

CARD = {  # by notation code
    "en": {"B": "bridge card", "T": "transfer card", "D": "Doge card", "X": "banishment card",
           "L1": "limit card 1", "L2": "limit card 2", "L3": "limit card 3",
           "district": "district card ({d})", "free": "free removal"},
    "de": {"B": "Brückenkarte", "T": "Überläuferkarte", "D": "Dogenkarte",
           "X": "Verbannungskarte", "L1": "Limitkarte 1", "L2": "Limitkarte 2",
           "L3": "Limitkarte 3", "district": "Gebietskarte ({d})",
           "free": "freies Entfernen"},
    "tr": {"B": "köprü kartı", "T": "transfer kartı", "D": "Doç kartı", "X": "sürgün kartı",
           "L1": "ceza kartı 1", "L2": "ceza kartı 2", "L3": "ceza kartı 3",
           "district": "bölge kartı ({d})", "free": "bedava çıkarma"},
}

PLACE = {
    "en": {"first": "first place", "second": "second place", "tied": "a tie for first"},
    "de": {"first": "Platz 1", "second": "Platz 2", "tied": "Gleichstand um Platz 1"},
    "tr": {"first": "birincilik", "second": "ikincilik", "tied": "birincilikte eşitlik"},
}

VIA = {
    "en": {"bank": "without a bridge", "bridge": "over {o}'s bridge",
           "own": "over their own bridge"},
    "de": {"bank": "ohne Brücke", "bridge": "über die Brücke von {o}",
           "own": "über die eigene Brücke"},
    "tr": {"bank": "köprüsüz", "bridge": "{o} köprüsünden", "own": "kendi köprüsünden"},
}

TEXT = {
    "en": {
        "setup_roll": "{p} rolls {roll}: 2 aristocrats go to {district}.",
        "bridge": "{p} places a bridge between {a} and {b}.",
        "bridge_taken": "{p} takes {owner}'s bridge between {a} and {b}; its aristocrat goes "
                        "back to {owner}.",
        "from_district": "{p}'s supply is empty: the aristocrat comes from {district}.",
        "void": "{p}'s {card} has no effect.",
        "round": "Passage {passage}, round {round} begins; {p} is start player.",
        "roles": "Roles: distributors {distributors}; choosers {choosers}.",
        "draw": "{p} draws a {card}.",
        "offer": "{p} sets aside an offer of {size} cards.",
        "split": "{p} splits the cards into offers of {sizes} cards.",
        "reveal": "{p} reveals the offers: {offers}.",
        "take": "{p} takes the offer {offer}.",
        "gets": "{p} gets the remaining offer {offer}.",
        "limit": "{p} lays a limit card of {value}: limit total {before} -> {after}.",
        "out": "{p} has {limit} limit points and is out for the rest of the passage.",
        "last_round": "Someone reached 10 limit points: {active} players play one last round.",
        "start_player": "{p} becomes start player.",
        "place": "{p} puts an aristocrat into {district}.",
        "hop": "{p}'s aristocrat crosses their own bridge from {from} to {to}.",
        "transfer": "{p} replaces one of {victim}'s aristocrats in {district} with their own.",
        "doge_place": "{p} places the Doge in {district}.",
        "doge_stay": "The Doge stays in {district}.",
        "doge_step": "{p} moves the Doge from {from} to {to} {via}.",
        "doge_stop": "The Doge stops in {district}.",
        "bank": "{p} pays {pp} PP to the bank to cross from {a} to {b} ({before} -> {after}).",
        "toll": "{p} pays {pp} PP to {owner} for the bridge between {a} and {b} "
                "({before} -> {after}).",
        "scoring": "{district} is scored.",
        "score": "{p} scores {pp} PP in {district} for {place} ({before} -> {after}).",
        "banish": "{p} names {district} for a banishment.",
        "banish_roll": "The die shows {roll}: up to {roll} aristocrats leave {district}.",
        "removed": "{n} of {p}'s aristocrats leave {district} (banished by {by}).",
        "skip": "{p} discards the {card} without playing it.",
        "passage_end": "Passage {passage} ends.",
        "bonus": "{p} gains {pp} PP passage bonus ({before} -> {after}).",
        "fewest": "{p} has the fewest limit points ({limit}) and makes a free banishment.",
        "fewest_tie": "Several players tie for the fewest limit points ({limit}): "
                      "no free banishment.",
        "reshuffle": "Limit cards return and both decks are reshuffled.",
        "final_scoring": "Final scoring: every district scores.",
        "game_over": "The game is over. Winner: {winners}.",
    },
    "de": {
        "setup_roll": "{p} würfelt {roll}: 2 Adlige kommen nach {district}.",
        "bridge": "{p} baut eine Brücke zwischen {a} und {b}.",
        "bridge_taken": "{p} nimmt die Brücke von {owner} zwischen {a} und {b}; deren Adliger "
                        "geht an {owner} zurück.",
        "from_district": "Der Vorrat von {p} ist leer: der Adlige kommt aus {district}.",
        "void": "Die {card} von {p} bewirkt nichts.",
        "round": "Durchgang {passage}, Runde {round} beginnt; Startspieler ist {p}.",
        "roles": "Rollen: Verteiler {distributors}; Entscheider {choosers}.",
        "draw": "{p} zieht eine {card}.",
        "offer": "{p} legt ein Angebot aus {size} Karten beiseite.",
        "split": "{p} teilt die Karten in Angebote aus {sizes} Karten.",
        "reveal": "{p} deckt die Angebote auf: {offers}.",
        "take": "{p} nimmt das Angebot {offer}.",
        "gets": "{p} erhält das übrige Angebot {offer}.",
        "limit": "{p} legt eine Limitkarte {value} aus: Limitsumme {before} -> {after}.",
        "out": "{p} hat {limit} Limitpunkte und setzt für den Rest des Durchgangs aus.",
        "last_round": "Jemand hat 10 Limitpunkte erreicht: {active} Spieler spielen eine "
                      "letzte Runde.",
        "start_player": "{p} wird Startspieler.",
        "place": "{p} setzt einen Adligen nach {district}.",
        "hop": "Der Adlige von {p} geht über die eigene Brücke von {from} nach {to}.",
        "transfer": "{p} ersetzt in {district} einen Adligen von {victim} durch einen eigenen.",
        "doge_place": "{p} setzt den Dogen nach {district}.",
        "doge_stay": "Der Doge bleibt in {district}.",
        "doge_step": "{p} zieht den Dogen von {from} nach {to} {via}.",
        "doge_stop": "Der Doge hält in {district}.",
        "bank": "{p} zahlt {pp} Prestigepunkte an die Bank für den Weg von {a} nach {b} "
                "({before} -> {after}).",
        "toll": "{p} zahlt {pp} Prestigepunkt an {owner} für die Brücke zwischen {a} und {b} "
                "({before} -> {after}).",
        "scoring": "Wertung von {district}.",
        "score": "{p} erhält {pp} Prestigepunkte in {district} für {place} "
                 "({before} -> {after}).",
        "banish": "{p} nennt {district} für eine Verbannung.",
        "banish_roll": "Der Würfel zeigt {roll}: bis zu {roll} Adlige verlassen {district}.",
        "removed": "{n} Adlige von {p} verlassen {district} (verbannt von {by}).",
        "skip": "{p} legt die {card} ungespielt ab.",
        "passage_end": "Durchgang {passage} endet.",
        "bonus": "{p} erhält {pp} Prestigepunkte Durchgangsbonus ({before} -> {after}).",
        "fewest": "{p} hat die wenigsten Limitpunkte ({limit}) und verbannt frei.",
        "fewest_tie": "Gleichstand bei den wenigsten Limitpunkten ({limit}): keine freie "
                      "Verbannung.",
        "reshuffle": "Die Limitkarten kommen zurück, beide Stapel werden neu gemischt.",
        "final_scoring": "Schlusswertung: jeder Stadtteil wird gewertet.",
        "game_over": "Das Spiel ist aus. Sieger: {winners}.",
    },
    "tr": {
        "setup_roll": "{p} zar atıyor, {roll} geldi: 2 aristokrat {district} bölgesine gider.",
        "bridge": "{p}, {a} ile {b} arasına bir köprü koyar.",
        "bridge_taken": "{p}, {owner} oyuncusunun {a} ile {b} arasındaki köprüsünü alır; "
                        "aristokratı {owner} oyuncusuna döner.",
        "from_district": "{p} oyuncusunun yedeği boş: aristokrat {district} bölgesinden gelir.",
        "void": "{p} oyuncusunun {card} hiçbir etki yapmaz.",
        "round": "{passage}. dönem, {round}. tur başlıyor; ilk oyuncu {p}.",
        "roles": "Roller: Dağıtıcılar {distributors}; Seçiciler {choosers}.",
        "draw": "{p} bir {card} çeker.",
        "offer": "{p} {size} kartlık bir grubu ayırır.",
        "split": "{p} kartları {sizes} kartlık gruplara böler.",
        "reveal": "{p} grupları açar: {offers}.",
        "take": "{p} {offer} grubunu alır.",
        "gets": "{p} kalan {offer} grubunu alır.",
        "limit": "{p} {value} değerinde bir ceza kartı açar: toplam {before} -> {after}.",
        "out": "{p} {limit} ceza puanına ulaştı ve dönemin geri kalanında oynamaz.",
        "last_round": "Biri 10 ceza puanına ulaştı: {active} oyuncu son bir tur oynar.",
        "start_player": "{p} ilk oyuncu olur.",
        "place": "{p} {district} bölgesine bir aristokrat koyar.",
        "hop": "{p} oyuncusunun aristokratı kendi köprüsünden {from} bölgesinden {to} "
               "bölgesine geçer.",
        "transfer": "{p}, {district} bölgesinde {victim} oyuncusunun bir aristokratını kendi "
                    "aristokratıyla değiştirir.",
        "doge_place": "{p} Doç'u {district} bölgesine koyar.",
        "doge_stay": "Doç {district} bölgesinde kalır.",
        "doge_step": "{p} Doç'u {from} bölgesinden {to} bölgesine {via} götürür.",
        "doge_stop": "Doç {district} bölgesinde durur.",
        "bank": "{p}, {a} bölgesinden {b} bölgesine geçmek için bankaya {pp} prestij puanı "
                "öder ({before} -> {after}).",
        "toll": "{p}, {a} ile {b} arasındaki köprü için {owner} oyuncusuna {pp} prestij puanı "
                "öder ({before} -> {after}).",
        "scoring": "{district} puanlaması.",
        "score": "{p}, {district} bölgesinde {place} için {pp} prestij puanı alır "
                 "({before} -> {after}).",
        "banish": "{p} sürgün için {district} bölgesini seçer.",
        "banish_roll": "Zar {roll} gösteriyor: en çok {roll} aristokrat {district} bölgesini "
                       "terk eder.",
        "removed": "{p} oyuncusunun {n} aristokratı {district} bölgesini terk eder "
                   "(sürgün eden {by}).",
        "skip": "{p} {card} kartını oynamadan atar.",
        "passage_end": "{passage}. dönem sona erer.",
        "bonus": "{p} {pp} prestij puanı dönem bonusu alır ({before} -> {after}).",
        "fewest": "{p} en az ceza puanına ({limit}) sahip ve bedava bir sürgün yapar.",
        "fewest_tie": "En az ceza puanında ({limit}) eşitlik: bedava sürgün yok.",
        "reshuffle": "Ceza kartları geri döner, iki deste yeniden karıştırılır.",
        "final_scoring": "Son puanlama: her bölge puanlanır.",
        "game_over": "Oyun bitti. Kazanan: {winners}.",
    },
}

LABELS = {
    "en": {"aristocrat": "aristocrat", "prestige": "prestige points", "district": "district",
           "bridge": "bridge", "doge": "Doge", "roll": "Roll", "round": "round",
           "passage": "passage", "distributor": "distributor", "chooser": "chooser",
           "offer": "offer", "action_card": "action card", "limit_card": "limit card",
           "scoring": "scoring", "start_player": "start player", "supply": "supply",
           "limit_total": "limit total", "split": "Split", "take": "Take", "play": "Play",
           "stop": "Stop here", "winner": "winner"},
    "de": {"aristocrat": "Adliger", "prestige": "Prestigepunkte", "district": "Stadtteil",
           "bridge": "Brücke", "doge": "Doge", "roll": "Würfeln", "round": "Runde",
           "passage": "Durchgang", "distributor": "Verteiler", "chooser": "Entscheider",
           "offer": "Angebot", "action_card": "Aktionskarte", "limit_card": "Limitkarte",
           "scoring": "Wertung", "start_player": "Startspieler", "supply": "Vorrat",
           "limit_total": "Limitsumme", "split": "Teilen", "take": "Nehmen",
           "play": "Spielen", "stop": "Hier halten", "winner": "Sieger"},
    "tr": {"aristocrat": "aristokrat", "prestige": "prestij puanı", "district": "bölge",
           "bridge": "köprü", "doge": "Doç", "roll": "Zar at", "round": "tur",
           "passage": "dönem", "distributor": "Dağıtıcı", "chooser": "Seçici",
           "offer": "grup", "action_card": "aksiyon kartı", "limit_card": "ceza kartı",
           "scoring": "puanlama", "start_player": "ilk oyuncu", "supply": "yedek",
           "limit_total": "ceza toplamı", "split": "Böl", "take": "Al", "play": "Oyna",
           "stop": "Burada dur", "winner": "kazanan"},
}
# phases, as the engine names them
LABELS["en"].update({"setup-dice": "set-up: dice", "setup-bridges": "set-up: bridges",
                     "roles": "roles", "draw": "drawing cards", "choose": "choosing an offer",
                     "doge": "moving the Doge", "banish-roll": "banishment roll",
                     "banish": "banishment", "free-banish": "free banishment",
                     "free-remove": "free removal", "end": "game over"})
LABELS["de"].update({"setup-dice": "Aufbau: Würfel", "setup-bridges": "Aufbau: Brücken",
                     "roles": "Rollen", "draw": "Karten ziehen",
                     "choose": "Angebot wählen", "doge": "Doge ziehen",
                     "banish-roll": "Verbannungswurf", "banish": "Verbannung",
                     "free-banish": "freie Verbannung", "free-remove": "freies Entfernen",
                     "end": "Spielende"})
LABELS["tr"].update({"setup-dice": "kurulum: zar", "setup-bridges": "kurulum: köprüler",
                     "roles": "roller", "draw": "kart çekme", "choose": "grup seçme",
                     "doge": "Doç'u götürme", "banish-roll": "sürgün zarı",
                     "banish": "sürgün", "free-banish": "bedava sürgün",
                     "free-remove": "bedava çıkarma", "end": "oyun sonu"})

_DISTRICT_KEYS = ("district", "a", "b", "from", "to")
_PLAYER_KEYS = ("owner", "victim", "by")
_PLAYERS_KEYS = ("distributors", "choosers", "winners", "tied")


def player_name(p: int, lang: str = "en") -> str:
    return PLAYER[lang].format(n=p + 1)


def card_name(code: str, lang: str = "en") -> str:
    if code in CARD[lang]:
        return CARD[lang][code]
    if code in KIND_OF_CODE and KIND_OF_CODE[code] < 6:
        return CARD[lang]["district"].format(d=DISTRICTS[KIND_OF_CODE[code]])
    return code


def describe(event, lang: str = "en") -> str:
    """The sentence for a San Marco event in `lang`."""
    template = TEXT[lang].get(event.kind)
    if template is None:
        return f"{event.kind} ({event.rule})"
    f = dict(event.data)
    if event.player is not None:
        f["p"] = player_name(event.player, lang)
    for k in _DISTRICT_KEYS:
        if k in f:
            f[k] = DISTRICTS[f[k]]
    for k in _PLAYER_KEYS:
        if k in f:
            f[k] = player_name(f[k], lang)
    for k in _PLAYERS_KEYS:
        if k in f:
            f[k] = ", ".join(player_name(q, lang) for q in f[k])
    if "card" in f:
        f["card"] = card_name(f["card"], lang) if f["card"] else ""
    if "place" in f:
        f["place"] = PLACE[lang][f["place"]]
    if "via" in f:
        via = f["via"]
        f["via"] = (VIA[lang]["bank"] if via < 0 else VIA[lang]["own"] if via == event.player
                    else VIA[lang]["bridge"].format(o=player_name(via, lang)))
    if "path" in f:
        f["path"] = " -> ".join(DISTRICTS[d] for d in f["path"])
    if "sizes" in f:
        f["sizes"] = "/".join(str(n) for n in f["sizes"])
    if "offers" in f:
        f["offers"] = " | ".join(f["offers"])
    return template.format(**f)


def label(key: str, lang: str = "en") -> str:
    """A short label (term, button, phase) in `lang`; the key itself if unknown."""
    return LABELS[lang].get(key, key)
