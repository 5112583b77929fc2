"""Event sentences and labels in en, de, tr (sanmarco_nb.i18n.artsociety)."""
import random

import pytest

from sanmarco_nb import CHANCE, i18n
from sanmarco_nb import artsociety as AS
from sanmarco_nb.i18n import artsociety as T, catalog

LANGS = i18n.LANGS


def test_every_event_kind_has_a_sentence_in_every_language(script):
    seen = set()
    for seed in range(6):
        v = AS.Variant(museum_swap="same_genre", decor_award="split",
                       tie_break="recursive" if seed % 2 else "beneath_then_start")
        s = AS.new_game(2 + seed % 3, seed, v)
        rng = random.Random(seed)
        while not s.is_terminal():
            if s.to_move == CHANCE:
                ev = s.apply(rng.choice([a for a, _ in s.chance_outcomes()]))
            else:
                acts = s.legal_actions()
                ev = s.apply(acts[rng.randrange(len(acts))])
            for e in ev:
                seen.add(e.kind)
                texts = {lang: e.describe(lang) for lang in LANGS}
                assert len(set(texts.values())) == 3 and all("{" not in t for t in texts.values())
    assert seen <= set(AS.EVENT_KINDS) and len(seen) >= 18
    events = {m for m in catalog.message_ids("en") if m.startswith("as-event-")}
    assert events == {f"as-event-{kind}" for kind in AS.EVENT_KINDS}


def test_every_event_sentence_is_written_in_all_three_languages():
    for kind in AS.EVENT_KINDS:
        assert all(catalog.has(f"as-event-{kind}", lang) for lang in LANGS), kind


@pytest.mark.parametrize("kind, data, player", [
    ("decor_returned", {"shields": 2}, 1),
    ("decor_supply_empty", {"shields": 3}, 0),
    ("museum_swap", {"genre": "P", "gave": 9, "got": 4, "w": 2, "h": 3, "frame": "A"}, 2),
    ("tie", {"players": [2, 0, 1], "bid": 7, "step": "deeper", "depth": 2,
             "cards": [9, 9, 4]}, None),
    ("game_end", {"reasons": ["full_wall", "excess", "bid_cards", "paintings"], "round": 9},
     None),
])
def test_rare_events_have_sentences(kind, data, player):
    e = AS.ArtSocietyEvent(kind, "AS-X", player, data)
    texts = [e.describe(lang) for lang in LANGS]
    assert len(set(texts)) == 3 and all("{" not in t for t in texts)


def test_sentences_use_the_glossary_terms():
    e = AS.ArtSocietyEvent("faux_pas", "AS-P3", 0, {"genre": "S", "row": 1, "col": 2,
                                                    "touching": [[0, 0]]})
    assert "Faux pas" in e.describe("en") and "Still Life" in e.describe("en")
    assert "Fauxpas" in e.describe("de") and "Stillleben" in e.describe("de")
    assert "Gaf" in e.describe("tr") and "Natürmort" in e.describe("tr")
    assert e.text == e.describe("en")


def test_labels_in_three_languages():
    assert [i18n.label("artsociety", "eye_line", lang) for lang in LANGS] == [
        "eye line", "Augenhöhe", "göz hizası"]
    assert i18n.label("artsociety", "L", "de") == "Landschaft"
    for key in ("auction", "assistant", "decor", "bid", "acquire", "done", "total"):
        assert len({i18n.label("artsociety", key, lang) for lang in LANGS}) >= 2
    with pytest.raises(KeyError):
        T.label("nonsense", "en")
    with pytest.raises(ValueError):
        i18n.label("artsociety", "auction", "fr")


def test_every_phase_and_score_part_has_a_label(script):
    s = script.random_game(2, 4)
    phases = ("deal", "setup", "pick", "turn-over", "bid", "acquire", "place", "decor", "after",
              "end")
    for key in phases + tuple(s.score_breakdown()[0]):
        for lang in LANGS:
            assert T.label(key, lang)


def test_the_assistant_preview_cites_the_consequences_own_rule_and_as_p6():
    """A painting goes to the assistant under AS-P2, a decor tile under AS-P5; either scores
    nothing if still there at the end: AS-P6 (the text once said AS-P5 for both)."""
    from sanmarco_nb.i18n.preview import preview_notes
    seen = {}
    for seed in range(40):
        s, rng = AS.new_game(2 + seed % 3, seed), random.Random(seed)
        while not s.is_terminal() and len(seen) < 2:
            if s.to_move == CHANCE:
                s.apply(rng.choice([a for a, _ in s.chance_outcomes()]))
                continue
            acts = s.legal_actions()
            for a in acts:
                told = [c for c in s.preview(a) if c.kind == "to_assistant"]
                if told and told[0].rule not in seen:
                    seen[told[0].rule] = {lang: preview_notes(told, "artsociety", lang,
                                                              s.to_move) for lang in LANGS}
            s.apply(acts[rng.randrange(len(acts))])
    assert set(seen) == {"AS-P2", "AS-P5"}
    for rule, notes in seen.items():
        for lang, [(text, _warn)] in notes.items():
            assert f"({rule})" in text and "(AS-P6)" in text, (lang, text)
