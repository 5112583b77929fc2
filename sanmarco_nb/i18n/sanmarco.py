"""San Marco in English, German and Turkish: event sentences, and the tables TERMS, PHASES,
BUTTONS, MESSAGES and RULES (one shape, see `sanmarco_nb.i18n`).

Game terms follow shared/glossary.md (Adliger / aristokrat, Verteiler / Dağıtıcı, Durchgang /
dönem, ...). District names are proper nouns and stay as they are. Each event kind has one
template per language; `describe` fills it from the event's data (districts, players and cards
are turned into words here, so the engine's events stay plain data).
"""
from __future__ import annotations

from ..sanmarco.board import DISTRICTS
from ..sanmarco.cards import KIND_OF_CODE
from ..sanmarco import LIMIT_OUT, PASSAGES
from . import entry, label as _label
from . import sanmarco_rules as rules

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
        "last_round": f"Someone reached {LIMIT_OUT} limit points: {{active}} players play one "
                      "last round.",
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
        "last_round": f"Jemand hat {LIMIT_OUT} Limitpunkte erreicht: {{active}} Spieler "
                      "spielen eine letzte Runde.",
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
        "last_round": f"Biri {LIMIT_OUT} ceza puanına ulaştı: {{active}} oyuncu son bir tur "
                      "oynar.",
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

# ---- the tables of one shape ({key: {lang: text}}; see sanmarco_nb.i18n) --------------------

TERMS = {
    "aristocrat": entry("aristocrat", "Adliger", "aristokrat"),
    "prestige": entry("prestige points", "Prestigepunkte", "prestij puanı"),
    "district": entry("district", "Stadtteil", "bölge"),
    "bridge": entry("bridge", "Brücke", "köprü"),
    "doge": entry("Doge", "Doge", "Doç"),
    "die": entry("die", "Würfel", "zar"),
    "round": entry("round", "Runde", "tur"),
    "passage": entry("passage", "Durchgang", "dönem"),
    "distributor": entry("distributor", "Verteiler", "Dağıtıcı"),
    "chooser": entry("chooser", "Entscheider", "Seçici"),
    "offer": entry("offer", "Angebot", "grup"),
    "action_card": entry("action card", "Aktionskarte", "aksiyon kartı"),
    "limit_card": entry("limit card", "Limitkarte", "ceza kartı"),
    "scoring": entry("scoring", "Wertung", "puanlama"),
    "start_player": entry("start player", "Startspieler", "ilk oyuncu"),
    "supply": entry("supply", "Vorrat", "yedek"),
    "limit_total": entry("limit total", "Limitsumme", "ceza toplamı"),
    "winner": entry("winner", "Sieger", "kazanan"),
}

# every phase the engine names (State.phase)
PHASES = {
    "setup-dice": entry("set-up: dice", "Aufbau: Würfel", "kurulum: zar"),
    "setup-bridges": entry("set-up: bridges", "Aufbau: Brücken", "kurulum: köprüler"),
    "roles": entry("roles", "Rollen", "roller"),
    "draw": entry("drawing cards", "Karten ziehen", "kart çekme"),
    "split": entry("making the offers", "Angebote bilden", "grupları oluşturma"),
    "choose": entry("choosing an offer", "Angebot wählen", "grup seçme"),
    "play": entry("playing the cards", "Karten ausspielen", "kartları oynama"),
    "doge": entry("moving the Doge", "Doge ziehen", "Doç'u götürme"),
    "banish-roll": entry("banishment roll", "Verbannungswurf", "sürgün zarı"),
    "banish": entry("banishment", "Verbannung", "sürgün"),
    "free-banish": entry("free banishment", "freie Verbannung", "bedava sürgün"),
    "free-remove": entry("free removal", "freies Entfernen", "bedava çıkarma"),
    "end": entry("game over", "Spielende", "oyun sonu"),
}

# the words of each decision: the buttons of a table, a move in words (a_…: `{d}` a district,
# `{q}` a player)
BUTTONS = {
    "roll": entry("Roll the die", "Würfeln", "Zar at"),
    "offer_x": entry("Offer {x}", "Angebot {x}", "Grup {x}"),
    "confirm_split": entry("Confirm the offers", "Angebote bestätigen", "Grupları onayla"),
    "take_offer": entry("Take offer {x}", "Angebot {x} nehmen", "Grup {x}'i al"),
    "a_place": entry("Aristocrat into {d}", "Adliger nach {d}", "{d} bölgesine aristokrat"),
    "a_hop": entry(", then over your bridge to {h}", ", dann über deine Brücke nach {h}",
                   ", sonra köprünle {h} bölgesine"),
    "a_from": entry(" (from {s}: supply empty)", " (aus {s}: Vorrat leer)",
                    " ({s} bölgesinden: yedek boş)"),
    "a_bridge": entry("Bridge {a}–{b}", "Brücke {a}–{b}", "Köprü {a}–{b}"),
    "a_bridge_take": entry(" (take {owner}'s bridge from {a}–{b})",
                           " ({owner}s Brücke von {a}–{b} nehmen)",
                           " ({owner} köprüsünü {a}–{b} arasından al)"),
    "a_none": entry("The card does nothing", "Die Karte bewirkt nichts", "Kart bir şey yapmaz"),
    "a_transfer": entry("In {d}: one of {q}'s aristocrats becomes yours",
                        "In {d}: ein Adliger von {q} wird deiner",
                        "{d}: {q} oyuncusunun bir aristokratı senin olur"),
    "a_doge_place": entry("Place the Doge in {d}", "Den Dogen nach {d} setzen",
                          "Doç'u {d} bölgesine koy"),
    "a_doge_stay": entry("The Doge stays in {d} (0 PP)", "Der Doge bleibt in {d} (0 PP)",
                         "Doç {d} bölgesinde kalır (0 PP)"),
    "a_doge_stop": entry("The Doge stops in {d}", "Der Doge hält in {d}",
                         "Doç {d} bölgesinde durur"),
    "a_doge_step": entry("Doge {path}", "Doge {path}", "Doç {path}"),
    "a_doge_move": entry("Doge {path}: {cost} PP", "Doge {path}: {cost} PP",
                         "Doç {path}: {cost} PP"),
    "bridge_of": entry("{owner}'s bridge", "Brücke von {owner}", "{owner} köprüsü"),
    "no_bridge": entry("no bridge", "ohne Brücke", "köprüsüz"),
    "a_banish": entry("Banish in {d}", "Verbannung in {d}", "{d} bölgesinde sürgün"),
    "a_remove": entry("Send back: {who}", "Zurückschicken: {who}", "Geri gönder: {who}"),
    "a_remove_none": entry("Nobody leaves", "Niemand geht", "Kimse gitmez"),
    "a_remove1": entry("Remove one of {q}'s aristocrats from {d}",
                       "Einen Adligen von {q} aus {d} entfernen",
                       "{d} bölgesinden {q} oyuncusunun bir aristokratını çıkar"),
    "a_roles": entry("Roles: 1st chooser {c1}, then {rest}",
                     "Rollen: 1. Entscheider {c1}, dann {rest}",
                     "Roller: 1. Seçici {c1}, sonra {rest}"),
    "a_skip": entry("Discard the {card} unplayed", "{card} ungespielt ablegen",
                    "{card} oynamadan at"),
}

MESSAGES = {
    "title": entry("San Marco", "San Marco", "San Marco"),
    "passage_round": entry(f"Passage {{passage}} of {PASSAGES} · round {{round}}",
                           f"Durchgang {{passage}} von {PASSAGES} · Runde {{round}}",
                           f"Dönem {{passage}} / {PASSAGES} · tur {{round}}"),
    "to_move": entry("{name} to move", "{name} ist am Zug", "Sıra: {name}"),
    "chance": entry("the dice and the cards", "Würfel und Karten", "zar ve kartlar"),
    "you": entry("you", "du", "sen"),
    "bot": entry("bot", "Bot", "bot"),
    "game_over": entry("Game over: {names} won.", "Spielende: {names} gewinnt.",
                       "Oyun bitti: {names} kazandı."),
    "waiting": entry("Waiting for {name}.", "Warten auf {name}.", "{name} bekleniyor."),
    "roll_for": entry("{name}: roll the die ({why})", "{name}: würfeln ({why})",
                      "{name}: zar at ({why})"),
    "why_setup": entry("2 aristocrats go to the district rolled",
                       "2 Adlige kommen in das erwürfelte Gebiet",
                       "atılan bölgeye 2 aristokrat gider"),
    "why_banish": entry("that many aristocrats leave {district}",
                        "so viele Adlige verlassen {district}",
                        "o kadar aristokrat {district} bölgesinden çıkar"),
    "offer_count": entry("{a} action, {l} limit ({pts} limit points)",
                         "{a} Aktion, {l} Limit ({pts} Limitpunkte)",
                         "{a} aksiyon, {l} ceza ({pts} ceza puanı)"),
    "cards_left": entry("Cards to play: {cards}", "Noch zu spielen: {cards}",
                        "Oynanacak kartlar: {cards}"),
    "no_choice_here": entry("No legal choice involves {district} now.",
                            "Gerade betrifft keine erlaubte Wahl {district}.",
                            "Şu an {district} ile ilgili geçerli bir seçim yok."),
}

RULES = rules.RULES

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
    """A term, else a button, a message or a phase (see `sanmarco_nb.i18n.label`)."""
    return _label("sanmarco", key, lang)
