"""Every item of the language review (shared/notes/language-review.md, issue 20), each rendered
the way a learner meets it (an event in the log, a button, a hint, a rule text, a refusal) and
checked against the corrected text. The item ids are the review's: tr-1 .. tr-24, de-1 .. de-20,
en-1 .. en-14, all-1 .. all-6."""
from __future__ import annotations

import re

import pytest

from sanmarco_nb import IllegalAction, RecordError, artsociety, i18n, sanmarco
from sanmarco_nb.artsociety.events import ArtSocietyEvent as AE
from sanmarco_nb.sanmarco.events import SanMarcoEvent as SE
from sanmarco_nb.sanmarco.notation import Action

pytest.importorskip("ipywidgets")

from sanmarco_nb.widgets.controls import Labels                        # noqa: E402
from sanmarco_nb.widgets.sanmarco_pieces import action_text, doge_text, labels_for  # noqa: E402


def ev(e, lang):
    return lambda: e.describe(lang)


def sm(key, lang, **args):
    return lambda: labels_for(lang)(key, **args)


def common(key, lang, **args):
    return lambda: Labels("sanmarco", "sm-table", lang)(key, **args)


def asl(key, lang, **args):
    return lambda: Labels("artsociety", "as-table", lang)(key, **args)


def rule(rule_id, lang):
    return lambda: i18n.rule_text(rule_id, lang)


def act(action, lang):
    return lambda: action_text(action, labels_for(lang))


def refused(make, lang):
    def render():
        try:
            make()
        except (IllegalAction, RecordError) as e:
            return i18n.refusal(e, lang)
        raise AssertionError("not refused")
    return render


def as_setup_state():
    s = artsociety.new_game(2, 3)
    while s.to_move < 0:
        s.apply(s.legal_actions()[0])
    return s


TRANSFER = SE("transfer", "SM-A4", 2, {"district": 0, "victim": 1})
TOLL = SE("toll", "SM-A9", 0, {"a": 4, "b": 5, "owner": 1, "pp": 1, "before": 5, "after": 4})
REMOVED1 = SE("removed", "SM-A5", 1, {"district": 2, "n": 1, "by": 0})
TWO_WINNERS = SE("game_over", "SM-F2", None, {"winners": (0, 2)})
ROLES = SE("roles", "SM-R2", 0, {"distributors": (0,), "choosers": (2, 1)})
ROLES1 = SE("roles", "SM-R1", 0, {"distributors": (0,), "choosers": (2,)})
HANG = AE("hang", "AS-P1", 0, {"source": "auction", "row": 4, "col": 0, "w": 2, "h": 3,
                               "genre": "L", "frame": "B", "value": 4, "shields": 0})
DOGE_OWN = SE("doge_step", "SM-A8", 0, {"from": 4, "to": 5, "via": 0})
HOP = SE("hop", "SM-A1", 0, {"from": 4, "to": 5})
SKIP_T = SE("skip", "SM-R7", 0, {"card": "T"})
BRIDGE_TAKE = Action("bridge", (0, 3, 2, -1))     # bridge 1-2 take (canal 3) from P3
SCORES_TWO = AE("scores", "AS-E7", None, {"breakdown": [{"total": 30}, {"total": 20},
                                                         {"total": 30}], "winners": [0, 2]})

# (item, thunk, the corrected text (or its parts), texts that must be gone)
CASES = [
    ("tr-1", ev(TRANSFER, "tr"), "Oyuncu 3, Cannaregio bölgesinde Oyuncu 2'nin bir aristokratını",
     ["oyuncusu"]),
    ("tr-1", ev(TOLL, "tr"), "köprü için Oyuncu 2'ye 1 prestij puanı öder", ["oyuncusu"]),
    ("tr-1", asl("pass_device", "tr", name="Oyuncu 1"), "Cihazı Oyuncu 1'e ver", ["oyuncusu"]),
    ("tr-1", act(Action("transfer", (0, 1, -1)), "tr"), "Oyuncu 2'nin bir aristokratı", []),
    ("tr-2", act(BRIDGE_TAKE, "tr"), "(Oyuncu 3'ün Cannaregio ile Castello arasındaki "
     "köprüsünü al)", ["Oyuncu 3 köprüsü"]),
    ("tr-2", lambda: doge_text((4, 5), (2,), None, labels_for("tr")), "(Oyuncu 3'ün köprüsü)",
     []),
    ("tr-3", sm("take_offer", "tr", x="A"), "A grubunu al", ["A'i"]),
    ("tr-4", ev(SKIP_T, "tr"), "Oyuncu 1, transfer kartını oynamadan atar.", ["kartı kartını"]),
    ("tr-4", act(Action("skip", (7,)), "tr"), "transfer kartını oynamadan at", []),
    ("tr-5", sm("move_to", "tr", offer="B"), "Tıkla: kartı B grubuna taşı", ["Grup B"]),
    ("tr-6", ev(SE("offer", "SM-R4", 0, {"size": 4}), "tr"), "Oyuncu 1, 4 kartlık bir grup ayırır.",
     []),
    ("tr-6", ev(SE("bonus", "SM-P5", 0, {"pp": 9, "before": 1, "after": 10}), "tr"),
     "Oyuncu 1, dönem bonusu olarak 9 prestij puanı alır", []),
    ("tr-7", ev(AE("faux_pas", "AS-P3", 0, {"genre": "C", "row": 0, "col": 0, "touching": [[1, 1]]}),
                "tr"), "Gaf! Oyuncu 1'in duvarında Şehir Hayatı tabloları birbirine değiyor",
     ["için bir"]),
    ("tr-7", ev(AE("excess", "AS-P2", 1, {"genre": "P", "count": 1}), "tr"),
     "Oyuncu 2'nin Portre tablosu hiçbir yere sığmadığı için fazla tablo olur", []),
    ("tr-7", ev(AE("decor_returned", "AS-P5", 2, {"shields": 2}), "tr"), "Oyuncu 3'ün dekor karosu",
     []),
    ("tr-8", lambda: i18n.render("as-message-setup_hint", "tr", name="Oyuncu 1", genre="Natürmort",
                                 frame="C", value=3, w=2, h=2),
     "Oyuncu 1: başlangıç tablonu (Natürmort, çerçeve C, değer 3, 2×2) bir yıldız alanını "
     "kapatacak şekilde as.", ["olan tablo"]),
    ("tr-9", ev(HANG, "tr"), "Oyuncu 1, tabloyu 5. satırın 1. sütununa asar.", ["0. sütun"]),
    ("tr-9", rule("AS-W1", "tr"), "5–6. satırlar göz hizasıdır", ["4–5"]),
    ("tr-10", ev(ROLES, "tr"), "Dağıtıcı: Oyuncu 1; Seçiciler: Oyuncu 3 ve Oyuncu 2.",
     ["Dağıtıcılar"]),
    ("tr-10", ev(SCORES_TWO, "tr"), "Kazananlar: Oyuncu 1 ve Oyuncu 3.", []),
    ("tr-11", ev(SE("setup_roll", "SM-S2", 0, {"roll": 3, "district": 2}), "tr"),
     "Oyuncu 1 zar atar, 3 gelir: San Polo bölgesine 2 aristokrat konur.", ["atıyor", "geldi"]),
    ("tr-12", ev(HOP, "tr"), "kendi köprüsü üzerinden San Marco bölgesinden Castello bölgesine "
     "geçer", ["köprüsünden San"]),
    ("tr-12", ev(DOGE_OWN, "tr"), "kendi köprüsü üzerinden San Marco bölgesinden", []),
    ("tr-13", sm("why_setup", "tr"), "zarda gelen sayının bölgesine 2 aristokrat gider",
     ["atılan bölge"]),
    ("tr-13", sm("why_banish", "tr", district="Castello"), "zarda gelen sayı kadar aristokrat",
     []),
    ("tr-14", ev(SE("draw", "SM-R3", 0, {"card": "L2"}), "tr"),
     "Oyuncu 1, 2 değerinde bir ceza kartı çeker.", []),
    ("tr-14", ev(SE("limit", "SM-R7", 0, {"value": 2, "before": 0, "after": 2}), "tr"),
     "ceza toplamı 0 → 2", ["->"]),
    ("tr-15", common("remote_sending", "tr"), "Hamlen oda sunucusuna gidiyor: biraz bekle.",
     ["bekleyin"]),
    ("tr-15", common("busy", "tr"), "bekle ya da Durdur'a bas", ["basın"]),
    ("tr-16", sm("click_district", "tr"), "Tahtada bir bölgeye tıkla ya da aşağıdan seç.",
     ["Harita"]),
    ("tr-17", common("bots_play", "tr"), "Botlar oynasın (", ["şunun"]),
    ("tr-17", common("until_round", "tr"), "turun sonuna kadar", []),
    ("tr-18", sm("chance_moves", "tr"), "Sıra şansta (zar/kart)", []),
    ("tr-19", ev(AE("auctioneer", "AS-S2", 0, {"card": 1}), "tr"), "başlangıç teklif kartına", []),
    ("tr-19", ev(AE("museum", "AS-R5", None, {"genre": "L", "start": 0, "to": 5,
                                              "bumped": []}), "tr"), "türün taşı", ["işaret"]),
    ("tr-19", rule("SM-P7", "tr"), "karıştırılır", ["karılır"]),
    ("tr-20", sm("a_doge_stay", "tr", d="San Marco"), "(prestij puanı ödenmez)", ["PP"]),
    ("tr-21", rule("AS-E1", "tr"), "Bir duvar dolduğunda, bir oyuncunun 2 fazla tablosu "
     "olduğunda ya da teklif kartları bittiğinde oyun o turun sonunda biter.", []),
    ("tr-22", ev(AE("front", "AS-R1", None, {"slot": 1, "genre": "P", "frame": "B"}), "tr"),
     "1. müzayede yerindeki tablo açılır: Portre, çerçeve B.", []),
    ("tr-22", ev(AE("pick", "AS-R1", 0, {"slot": 0, "value": 5, "w": 3, "h": 3}), "tr"),
     "müzayedeye çıkarır", ["koyar"]),
    ("tr-23", rule("AS-C2", "tr"), "1–20 numaralı teklif kartları", []),
    ("tr-23", rule("AS-E2", "tr"), "(×5 ile ×2 arası)", []),
    ("tr-24", common("no_roll", "tr"), "Şu an atılacak zar yok.", []),

    ("de-1", act(BRIDGE_TAKE, "de"), "(die Brücke von Spieler 3 zwischen Cannaregio und Castello "
     "nehmen)", ["3s"]),
    ("de-2", ev(SE("void", "SM-P6", 1, {"card": "free"}), "de"),
     "Das Entfernen ohne Karte von Spieler 2 bewirkt nichts.", ["Die freies"]),
    ("de-2", ev(SE("void", "SM-A3", 1, {"card": "B"}), "de"), "Die Brückenkarte von Spieler 2", []),
    ("de-3", ev(REMOVED1, "de"), "1 Adliger von Spieler 2 verlässt San Polo", ["1 Adlige "]),
    ("de-3", ev(SE("banish_roll", "SM-A5", 0, {"district": 2, "roll": 1}), "de"),
     "Bis zu 1 Adliger verlässt", []),
    ("de-3", ev(SE("offer", "SM-R4", 0, {"size": 1}), "de"), "ein Angebot aus 1 Karte", []),
    ("de-3", ev(TOLL, "de"), "zahlt 1 Prestigepunkt an", []),
    ("de-3", ev(SE("bank", "SM-A9", 0, {"a": 0, "b": 1, "pp": 2, "before": 5, "after": 3}), "de"),
     "zahlt 2 Prestigepunkte an die Bank", []),
    ("de-3", sm("offer_count", "de", a=1, l=1, pts=1), "1 Aktionskarte, 1 Limitkarte (1 Limitpunkt)",
     []),
    ("de-4", ev(TWO_WINNERS, "de"), "Sieger: Spieler 1 und Spieler 3.", []),
    ("de-4", sm("game_over", "de", names="Spieler 1 und Spieler 3", count=2),
     "Spielende: Spieler 1 und Spieler 3 gewinnen.", ["gewinnt"]),
    ("de-5", sm("chance_moves", "de"), "Der Zufall ist am Zug (Würfel/Karten)",
     ["Würfel und Karten ist"]),
    ("de-6", ev(AE("take", "AS-R4", 0, {"slot": 2, "genre": "L", "frame": "A", "value": 5,
                                        "w": 3, "h": 3}), "de"), "das Landschaftsgemälde",
     ["Landschaft-Gemälde"]),
    ("de-7", ev(AE("decor_earned", "AS-P4", 0, {"shields": 1, "matching": 1}), "de"),
     "mit 1 Schild (1 angrenzendes Gemälde", ["Schild(en)", "angrenzende(s)"]),
    ("de-7", ev(AE("decor_returned", "AS-P5", 0, {"shields": 1}), "de"), "(1 Schild)",
     ["Schild(e)"]),
    ("de-7", asl("preview_faux_pas", "de", n=2), "Fauxpas mit 2 Gemälden", ["Gemälde(n)"]),
    ("de-8", ev(SE("setup_roll", "SM-S2", 0, {"roll": 3, "district": 2}), "de"), "würfelt eine 3",
     []),
    ("de-8", ev(SE("banish_roll", "SM-A5", 0, {"district": 2, "roll": 4}), "de"),
     "Der Würfel zeigt eine 4", []),
    ("de-9", ev(SE("draw", "SM-R3", 0, {"card": "L2"}), "de"), "zieht eine Limitkarte mit Wert 2",
     []),
    ("de-10", ev(AE("bid", "AS-R2", 0, {}), "de"), "Spieler 1 gibt ein verdecktes Gebot ab.", []),
    ("de-11", ev(SE("fewest", "SM-P6", 0, {"limit": 2}), "de"),
     "und führt eine Verbannung ohne Karte durch.", ["verbannt frei"]),
    ("de-12", lambda: i18n.phase_name("sanmarco", "doge", "de"), "Dogen ziehen", []),
    ("de-13", sm("no_choice_here", "de", district="Cannaregio"),
     "Für Cannaregio gibt es gerade keinen erlaubten Zug.", []),
    ("de-14", sm("move_to", "de", offer="B"), "Karte in Angebot B legen", ["nach Angebot"]),
    ("de-15", sm("click_district", "de"), "Stadtteil", ["Gebiet "]),
    ("de-15", rule("SM-F1", "de"), "Stadtteile", ["Gebiete"]),
    ("de-16", ev(SE("score", "SM-V2", 0, {"district": 4, "place": "tied", "pp": 6, "before": 0,
                                          "after": 6}), "de"), "für den geteilten 1. Platz", []),
    ("de-16", ev(SE("bonus", "SM-P5", 0, {"pp": 9, "before": 1, "after": 10}), "de"),
     "erhält 9 Prestigepunkte als Durchgangsbonus", []),
    ("de-17", lambda: i18n.button("artsociety", "take_slot", "de", slot=4), "Gemälde 4 nehmen", []),
    ("de-18", sm("seat_line", "de", name="Spieler 1", seat="du", points=3), "3 Pkt.", ["PP"]),
    ("de-19", rule("SM-V3", "de"), "; bei Gleichstand um Platz 2 bekommt niemand etwas.", []),
    ("de-20", common("continue", "de"), "Weiter: Bots spielen, bis du am Zug bist", []),
    ("de-20", common("log", "de"), "wähle einen Eintrag, um die Regel zu sehen", []),
    ("de-20", ev(AE("museum_swap", "AS-R5", 0, {"genre": "P", "gave": 9, "got": 4}), "de"),
     "das nicht platzierbare Porträt", ["unplatzierbare"]),
    ("de-20", rule("AS-S1", "de"), "ein Sternfeld bedeckt", []),
    ("de-20", rule("SM-A2", "de"), "über einen Kanal mit weniger als 3 Brücken", []),
    ("de-20", ev(AE("museum", "AS-R5", None, {"genre": "L", "start": 3, "to": 6, "bumped": [5]}),
                 "de"), "(über das besetzte Feld 5)", ["die besetzten Felder 5"]),

    ("en-1", ev(REMOVED1, "en"), "1 of Player 2's aristocrats leaves San Polo", []),
    ("en-1", ev(SE("banish_roll", "SM-A5", 0, {"district": 2, "roll": 1}), "en"),
     "up to 1 aristocrat leaves", ["1 aristocrats"]),
    ("en-1", ev(SE("offer", "SM-R4", 0, {"size": 1}), "en"), "an offer of 1 card.", []),
    ("en-1", sm("offer_count", "en", a=1, l=1, pts=1), "1 action card, 1 limit card (1 limit point)",
     []),
    ("en-1", ev(AE("museum", "AS-R5", None, {"genre": "L", "start": 3, "to": 6, "bumped": [5]}),
                "en"), "(skipping the occupied space 5)", []),
    ("en-2", ev(AE("decor_earned", "AS-P4", 0, {"shields": 1, "matching": 1}), "en"),
     "with 1 shield (1 touching painting with", ["(s)"]),
    ("en-2", lambda: i18n.message("artsociety", "pick_backs", "en", name="Player 1", n=4),
     "pick 4 more paintings", ["(s)"]),
    ("en-3", ev(TWO_WINNERS, "en"), "Winners: Player 1 and Player 3.", []),
    ("en-3", sm("game_over", "en", names="Player 1 and Player 3", count=2),
     "Game over: Player 1 and Player 3 won.", []),
    ("en-4", ev(ROLES, "en"), "Distributor: Player 1; choosers: Player 3 and Player 2.", []),
    ("en-4", ev(ROLES1, "en"), "Distributor: Player 1; chooser: Player 3.", []),
    ("en-5", ev(SE("round", "SM-R8", 0, {"passage": 1, "round": 1}), "en"),
     "Player 1 is the start player.", []),
    ("en-6", sm("chance_moves", "en"), "Chance decides next (dice and cards)", []),
    ("en-7", ev(SE("draw", "SM-R3", 0, {"card": "L2"}), "en"), "draws a limit card worth 2.", []),
    ("en-8", ev(SE("bonus", "SM-P5", 0, {"pp": 9, "before": 1, "after": 10}), "en"),
     "gains a passage bonus of 9 prestige points", ["PP"]),
    ("en-8", ev(SE("score", "SM-V2", 0, {"district": 4, "place": "tied", "pp": 6, "before": 0,
                                          "after": 6}), "en"), "for sharing first place", []),
    ("en-9", ev(AE("auctioneer", "AS-S2", 0, {"card": 1}), "en"), "the lowest start bid card", []),
    ("en-9", ev(AE("order", "AS-R3", None, {"order": [2, 0]}), "en"),
     "Order for taking paintings: Player 3 → Player 1.", []),
    ("en-10", rule("SM-A1", "en"), "if you like, it then crosses your own bridge", ["on over"]),
    ("en-10", rule("SM-A2", "en"), "fewer than 3 bridges", []),
    ("en-10", rule("AS-R5", "en"), "its genre's marker moves forward by its value", []),
    ("en-10", rule("AS-S3", "en"), "Paintings lie face down, sorted by their backs (value and "
     "size); the picture on the front is chance.", []),
    ("en-11", refused(lambda: sanmarco.new_game(players=4, seed=1).parse("bridge 1-2"), "en"),
     "it is time for a set-up roll (chance decides), not 'bridge 1-2'", ["for chance"]),
    ("en-11", refused(lambda: as_setup_state().parse("bid 3"), "en"), "Player 1's turn",
     ["player 1"]),
    ("en-11", lambda: i18n.refusal(IllegalAction(id="why-as-swap", switch="museum_swap"), "en"),
     "(swapping with the museum)", ["museum_swap"]),
    ("en-11", lambda: i18n.refusal(IllegalAction(id="why-as-assistant_strict",
                                                 switch="assistant_first"), "en"),
     "the rule 'the assistant's tile may hang first' off", ["assistant_first"]),
    ("en-12", sm("passage_round", "en", passage=1, passages=3, round=0), "Passage 1 of 3",
     ["round 0"]),
    ("en-13", ev(HANG, "en"), "at row 5, column 1", ["column 0"]),
    ("en-14", lambda: i18n.button("artsociety", "take_slot", "en", slot=4), "Take painting 4", []),
    ("en-14", act(Action("remove", (1, 1, 1, 2)), "en"), "Send back: 3 × Player 2 and 1 × Player 3",
     []),
    ("en-14", act(Action("remove", (1, 1, 1, 2)), "tr"), "Geri gönder: 3 × Oyuncu 2 ve 1 × Oyuncu 3",
     []),

    ("all-1", refused(lambda: as_setup_state().parse("hang 2x2@0,0"), "de"),
     "Ein Gemälde mit 2×2 passt nicht in Reihe 1, Spalte 1: Das Startgemälde muss ein Sternfeld "
     "bedecken (AS-S1).", ["does not fit"]),
    ("all-1", refused(lambda: sanmarco.from_record({"game": "sanmarco", "players": 3, "seed": 1,
                                                    "moves": []}), "tr"),
     "“format” alanı eksik.", ["is missing"]),
    ("all-1", refused(lambda: sanmarco.from_record("{not json"), "de"),
     "Die Mitschrift ist kein gültiges JSON", ["not valid"]),
    ("all-1", refused(lambda: artsociety.from_record({"game": "artsociety", "format": 1,
                                                      "version": "0.1.0", "players": 5,
                                                      "seed": 1, "moves": []}), "tr"),
     "Kaydın başlığı bir oyunu tarif etmiyor: Art Society 2–4 oyuncuyla oynanır, 5 oyuncuyla "
     "değil.", ["players"]),
    ("all-1", refused(lambda: artsociety.from_record({"game": "artsociety", "format": 1,
                                                      "version": "0.1.0", "players": 3,
                                                      "seed": 1, "start_player": 1,
                                                      "moves": []}), "de"),
     "Den ersten Auktionator bestimmen die Startgebotskarten (AS-S2): Der Startspieler muss "
     "Spieler 1 (0) sein.", ["auctioneer"]),
    ("all-2", sm("more", "tr", n=65, hint="Tahtada bir bölgeye tıkla ya da aşağıdan seç."),
     "… 65 tane daha: Tahtada", ["more"]),
    ("all-5", ev(SE("take", "SM-R6", 0, {"offer": "1 5 D L3"}), "tr"),
     "Cannaregio, San Marco, Doç, ceza 3", ["L3"]),
    ("all-5", ev(SE("reveal", "SM-R5", 0, {"offers": ("1 D", "T L2")}), "de"),
     "Cannaregio, Doge | Überläufer, Limit 2", []),
    ("all-6", ev(SE("doge_stop", "SM-A8", 0, {"district": 5, "path": (4, 5)}), "en"),
     "The Doge stops in Castello.", ["->"]),
    ("all-6", sm("a_doge_step", "en", path="San Marco → Castello"), "Doge San Marco → Castello",
     ["->"]),
]


@pytest.mark.parametrize("item, render, expected, gone", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_review_item(item, render, expected, gone):
    text = render()
    assert expected in text, f"{item}: {text!r}"
    for bad in gone:
        assert bad not in text, f"{item}: {bad!r} in {text!r}"


def test_every_review_item_has_a_case():
    """Each pattern of the review (24 Turkish, 20 German, 14 English, 6 across) is rendered
    here or, where it is the play app or the command line, in its own test (named below)."""
    elsewhere = {
        "all-3": "tests/analysis/test_an_cli.py::test_replay_step_by_step",
        "all-4": "tests/widgets/test_i18n_tables.py::test_the_play_app_speaks_the_language",
    }
    covered = {c[0] for c in CASES} | set(elsewhere)
    wanted = ({f"tr-{i}" for i in range(1, 25)} | {f"de-{i}" for i in range(1, 21)}
              | {f"en-{i}" for i in range(1, 15)} | {f"all-{i}" for i in range(1, 7)})
    assert wanted <= covered, sorted(wanted - covered, key=lambda s: (s.split("-")[0],
                                                                      int(s.split("-")[1])))


def test_one_arrow_style_and_no_pp_in_any_log_sentence():
    """all-6, en-9, tr-20: every event of seeded games of both games, in every language."""
    from sanmarco_nb.bench import random_game
    for engine, players, seed in ((sanmarco, 3, 2), (sanmarco, 4, 5), (artsociety, 3, 1)):
        state, _ = random_game(engine, players, seed)
        for step in engine.State.replay(state.to_record()):
            for e in step.events:
                for lang in i18n.LANGS:
                    text = e.describe(lang)
                    assert "->" not in text and not re.search(r"\bPP\b", text), text
