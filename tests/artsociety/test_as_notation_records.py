"""Notation (strict, canonical) and records (validated, never executed)."""
import json
import re

import pytest

from sanmarco_nb import IllegalAction, RecordError
from sanmarco_nb import artsociety as AS
from sanmarco_nb.artsociety import notation
from sanmarco_nb.artsociety.notation import parse_action

A = AS.Action


def test_the_documented_examples_parse_to_themselves():
    lines = [ln.strip() for ln in notation.__doc__.splitlines() if ln.startswith("    ")]
    examples = [re.split(r"\s{2,}", ln)[0] for ln in lines]
    assert len(examples) == 13
    for text in examples:
        assert str(parse_action(text)) == text


@pytest.mark.parametrize("text, action", [
    ("hang 3x4@6,2", A("hang", 0, 3, 4, 6, 2)),
    ("  HANG   3x4@6,2 ", A("hang", 0, 3, 4, 6, 2)),
    ("pick 5:3x3", A("pick", 5, 3, 3)),
    ("front l/b", A("front", genre="L", frame="B")),
    ("Bid 14", A("bid", 14)),
    ("from-assistant 1x3@0,0", A("from-assistant", 0, 1, 3, 0, 0)),
    ("done", A("done")),
])
def test_parse_normalises_whitespace_and_case(text, action):
    assert parse_action(text) == action


@pytest.mark.parametrize("text", ["hang 3x4 @ 6,2", "bid 07", "bid", "take -1", "hang 3x4@6",
                                  "pick 5 3x3", "front L-B", "bid 1.5", "assistant now",
                                  "__import__('os')", ""])
def test_parse_is_strict(text):
    with pytest.raises(IllegalAction, match="not Art Society notation"):
        parse_action(text)


def test_state_parse_names_the_problem_in_game_terms(script):
    s = script.setup(2)
    with pytest.raises(IllegalAction, match="it is Player 1's turn to pick a painting for the auction"):
        s.parse("bid 3")
    with pytest.raises(IllegalAction, match="notation must be text"):
        s.parse(3)


def test_record_round_trip(script):
    s = script.random_game(3, 11, AS.Variant(tie_break="recursive", decor_award="split"))
    rec = json.loads(json.dumps(s.to_record()))
    assert rec["game"] == "artsociety" and rec["players"] == 3 and rec["seed"] == 11
    assert rec["variant"]["tie_break"] == "recursive"
    back = AS.from_record(rec)
    assert script.snapshot(back) == script.snapshot(s)
    assert AS.from_record(json.dumps(rec)).scores == s.scores


def test_record_with_the_limited_decor_supply_round_trips(script):
    v = AS.Variant(decor_supply={1: 48, 2: 36, 3: 24}, museum_swap="same_genre",
                   next_auctioneer="lowest_bidder", eyeline=False)
    s = script.random_game(2, 5, v)
    back = AS.from_record(json.dumps(s.to_record()))
    assert back.variant == v and script.snapshot(back) == script.snapshot(s)


def record(**change):
    s = AS.new_game(2, 1)
    AS.apply_moves(s, "start C/A", "start L/D", "card 3", "card 1", "hang 2x2@4,4")
    rec = s.to_record()
    rec.update(change)
    return rec


@pytest.mark.parametrize("change, message", [
    ({"game": "sanmarco"}, "field 'game'"),
    ({"players": 5}, "header: Art Society is for 2–4 players, not 5"),
    ({"start_player": 1}, "header: the first auctioneer is set by the start cards"),
    ({"variant": {"tie_break": "coin"}}, "variant.tie_break"),
    ({"variant": {"decor_supply": {"1": 3}}}, "variant.decor_supply"),
    ({"variant": {"speed": 1}}, "unknown switch 'speed'"),
    ({"moves": ["start C/A", "start C/A"]}, r"move 2 \('start C/A'\): the start painting City Life, frame A,"),
    ({"moves": ["start C/A", "import os"]}, "move 2 .*not Art Society notation"),
    ({"moves": "start C/A"}, "field 'moves'"),
    ({"seed": -1}, "field 'seed'"),
])
def test_bad_records_name_the_field_or_move(change, message):
    with pytest.raises(RecordError, match=message):
        AS.from_record(record(**change))


def test_a_record_is_not_executed():
    with pytest.raises(RecordError, match="not valid JSON"):
        AS.from_record("{'game': __import__('os').getcwd()}")


def test_illegal_actions_leave_the_state_exactly_as_it_was(script):
    probes = [A("bid", 0), A("bid", 21), A("take", 9), A("hang", 0, 5, 5, 9, 9), A("assistant"),
              A("done"), A("excess"), A("swap", 1), A("pick", 9, 5, 5), A("front", genre="C",
              frame="A"), A("decor", 0, 1, 1, 0, 0), A("from-assistant", 0, 2, 2, 0, 0),
              ("bid", 3), "bid 3"]

    def check(s):
        legal = s.legal_actions()
        for a in probes + [tuple(a) for a in legal[:1]]:     # a plain tuple equal to a move
            if a in legal and type(a) is A:
                continue
            before = script.snapshot(s)
            with pytest.raises(IllegalAction) as e:
                s.apply(a)
            assert str(e.value)
            assert script.snapshot(s) == before

    for seed in range(3):
        script.random_game(2 + seed, seed, check=check)
