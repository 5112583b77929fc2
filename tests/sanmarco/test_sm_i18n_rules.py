"""Event sentences in every language (that every rule id is named by a test is checked for
both games in tests/test_rule_ids.py)."""
import random
import re

from sanmarco_nb import sanmarco as SM
from sanmarco_nb.bench import random_step
from sanmarco_nb.i18n import LANGS, catalog, label, player_name


def test_every_event_kind_has_a_sentence_in_every_language():
    for lang in LANGS:
        assert all(catalog.has(f"sm-event-{kind}", lang) for kind in SM.EVENT_KINDS), lang


def test_events_of_random_games_describe_in_every_language():
    seen = set()
    for players, seed in ((4, 1), (3, 2), (4, 5)):
        s = SM.new_game(players=players, seed=seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            ev = random_step(s, rng)
            for e in ev:
                assert e.kind in SM.EVENT_KINDS and re.fullmatch(r"SM-[A-Z]\d", e.rule)
                texts = {lang: e.describe(lang) for lang in LANGS}
                assert all(t and "{" not in t for t in texts.values())
                seen.add(e.kind)
    assert len(seen) > 30


def test_sentences_use_the_glossary_terms(sm):
    s = sm.setup()
    ev = sm.SM.apply_moves(s, "roles P2 P3 P4")
    assert "Verteiler" in ev[0].describe("de") and "Dağıtıcı" in ev[0].describe("tr")
    s = sm.setup()
    ev = sm.round4(s, "roles P2 P3 P4", "D D D D D L1 L1 L1", "split D D D D L1 / D L1 L1",
                   "1 1 2 2 3 L1 L1 L1", "split 1 1 L1 / 2 2 3 L1 L1")
    ev = sm.SM.apply_moves(s, "take D D D D L1", "doge 5")
    doge = [e for e in ev if e.kind == "doge_place"][0]
    assert doge.text == "Player 2 places the Doge in San Marco."
    assert "Dogen" in doge.describe("de") and "Doç" in doge.describe("tr")
    score = [e for e in ev if e.kind == "score"][0]
    assert "Prestigepunkte" in score.describe("de") and "prestij puanı" in score.describe("tr")
    assert label("sanmarco", "aristocrat", "de") == "Adliger"
    assert label("sanmarco", "passage", "tr") == "dönem"


def test_the_free_removal_may_take_the_players_own_aristocrat():
    """SM-P6's remove_one takes any one aristocrat, the player's own included: the panel once
    said "of another player" in all three languages."""
    from sanmarco_nb.i18n import render
    for lang, other, own in (("en", "another", "your own"), ("de", "anderen", "eigenen"),
                             ("tr", "başka", "kendi")):
        text = render("sm-table-decide-free-remove", lang)
        assert other not in text and own in text, (lang, text)


def test_a_loss_every_roll_makes_is_told_as_certain_not_as_a_range():
    """SM-A5's preview gives each player's range of loss over the die's rolls; where every
    roll takes the same number (one aristocrat of an opponent's, the others first) the hint
    once read "Player 2 may lose 1–1 of 1"."""
    from sanmarco_nb.i18n.preview import preview_notes
    s, rng = SM.new_game(players=3, seed=0), random.Random(0)
    while not s.is_terminal():
        banish = [a for a in s.legal_actions() if a.verb == "banish"] if s.to_move >= 0 else []
        certain = [(a, c) for a in banish for c in s.preview(a)
                   if c.kind == "may_lose" and c.data["least"] == c.data["most"] > 0]
        if certain:
            break
        random_step(s, rng)
    a, c = certain[0]
    n, here = c.data["most"], c.data["here"]
    name = {lang: player_name(c.player, lang) for lang in LANGS}
    said = {lang: [t for t, _ in preview_notes([c], "sanmarco", lang, s.to_move)]
            for lang in LANGS}
    assert said == {"en": [f"{name['en']} loses {n} of {here}, whatever the roll"],
                    "de": [f"{name['de']} verliert {n} von {here}, gleich welche Zahl der Würfel zeigt"],
                    "tr": [f"{name['tr']}, {here} aristokratından {n} tanesini kaybeder, "
                           "zar ne gelirse gelsin"]}, a
    mine = {lang: preview_notes([c], "sanmarco", lang, c.player)[0] for lang in LANGS}
    assert mine["en"] == (f"you lose {n} of {here}, whatever the roll", True)
    assert mine["de"][0].startswith(f"du verlierst {n} von {here}")
