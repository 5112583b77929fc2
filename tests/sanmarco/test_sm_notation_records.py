"""Notation (parse/str), reasons for illegal input, and records (load, validate, replay)."""
import json
import random

import pytest

from sanmarco_nb import IllegalAction, RecordError
from sanmarco_nb import sanmarco as SM
from sanmarco_nb.sanmarco.notation import Action, format_action, parse_action
from sanmarco_nb.bench import random_step


@pytest.mark.parametrize("text,canonical", [
    ("roll 4", "roll 4"), ("draw B", "draw B"), ("draw l2", "draw L2"),
    ("roles P3 P2 P4", "roles P3 P2 P4"),
    ("bridge 2-1", "bridge 1-2"), ("bridge 1-2 from 3", "bridge 1-2 from 3"),
    ("bridge 2-1 take 5-4 P3", "bridge 1-2 take 4-5 P3"), ("bridge none", "bridge none"),
    ("split D T L1 L3 / 5 1 B L2", "split 1 5 B L2 / T D L1 L3"),
    ("offer L1 B 2", "offer 2 B L1"), ("take  L2 B 5 1", "take 1 5 B L2"),
    ("district 5", "district 5"), ("district 5 hop 4 from 3", "district 5 from 3 hop 4"),
    ("transfer 5 P3 from 2", "transfer 5 P3 from 2"), ("transfer none", "transfer none"),
    ("doge 5", "doge 5"), ("doge 2 P1 3", "doge 2 P1 3"), ("doge 3 ~ 5", "doge 3 ~ 5"),
    ("banish 5", "banish 5"), ("remove P3 P2 P2", "remove P2 P2 P3"),
    ("remove 5 P3", "remove 5 P3"), ("skip B", "skip B"),
])
def test_notation_reads_and_writes_canonically(text, canonical):
    a = parse_action(text, 4)
    assert isinstance(a, Action) and str(a) == format_action(a) == canonical
    assert parse_action(canonical, 4) == a


@pytest.mark.parametrize("text,why", [
    ("", "empty"), ("fly 3", "unknown move"), ("roll 7", "not a district number"),
    ("bridge 2-6", "Santa Croce and Castello are not adjacent"), ("draw Q", "not a card code"),
    ("roles P5", "not a player"), ("split 1 / ", "at least one card"),
    ("doge 2 P1", "path like"), ("bridge 1-2 from", "from <district>|'from 3'"),
])
def test_malformed_notation_says_why(text, why):
    s = SM.new_game()
    with pytest.raises(IllegalAction, match=why):
        s.parse(text)


@pytest.mark.parametrize("text", ["roles P² P3 P4", "roles P٣ P2 P4", "roles P３ P2 P4",
                                  "roles P03 P2 P4", "transfer 5 P٢",
                                  "remove ٣ P2", "roll ４", "doge 2 P¹ 3"])
def test_only_ascii_digits_are_read(sm, text):
    """Python's str.isdigit and int() read superscripts and other scripts' digits; notation
    does not (a lookalike move would otherwise crash or pass as another)."""
    s = sm.setup()
    with pytest.raises(IllegalAction, match="not a player|not a district"):
        s.parse(text)


@pytest.mark.parametrize("action,why", [
    (Action("draw", (99,)), "are not arguments of 'draw'"),
    (Action("roll", None), "are not arguments of 'roll'"),
    (Action("roles", (1, 2, 2.0)), "are not arguments of 'roles'"),
    (Action("doge", ((4, 2), ())), "are not arguments of 'doge'"),
    (Action("bridge", (0, 3, -1, -1)), "are not arguments of 'bridge'"),
    (Action("fly", (1,)), "'fly' is not a San Marco verb"),
    (Action(None, ()), "None is not a San Marco verb"),
    (Action("roles", (0, 1, 2)), "each once"),
])
def test_hand_built_actions_with_bad_arguments_are_refused_clearly(sm, action, why):
    s = sm.setup()
    rec = s.to_record()
    with pytest.raises(IllegalAction, match=why):
        s.apply(action)
    assert s.to_record() == rec


def test_illegal_actions_name_the_reason_and_leave_the_state(sm):
    s = sm.setup()
    with pytest.raises(IllegalAction, match="role lottery"):
        s.parse("bridge 1-2")
    with pytest.raises(IllegalAction, match="not a San Marco action"):
        s.apply(("roles", (1, 2, 3)))
    with pytest.raises(IllegalAction, match="notation must be text"):
        s.parse(5)
    rec = s.to_record()
    with pytest.raises(IllegalAction):
        s.apply(Action("doge", ((4,), ())))
    assert s.to_record() == rec


def _game(players=4, seed=1):
    s = SM.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    while not s.is_terminal():
        random_step(s, rng)
    return s


def test_record_round_trip_and_header():
    s = _game()
    rec = s.to_record()
    assert rec["game"] == "sanmarco" and rec["players"] == 4 and rec["seed"] == 1
    assert rec["variant"]["tie_break"] == "san_marco_district"
    t = SM.from_record(json.dumps(rec))
    assert t.scores == s.scores and t.winners() == s.winners() and t.is_terminal()


@pytest.mark.parametrize("change,message", [
    (lambda r: r.update(game="artsociety"), "field 'game'"),
    (lambda r: r.update(players=5), "header"),
    (lambda r: r.update(seed=-1), "field 'seed'"),
    (lambda r: r.pop("moves"), "field 'moves' is missing"),
    (lambda r: r.update(moves="roll 1"), "field 'moves'"),
    (lambda r: r.update(variant={"tie_break": "coin"}), "field 'variant.tie_break'"),
    (lambda r: r.update(variant={"house_rule": 1}), "unknown switch 'house_rule'"),
    (lambda r: r.update(extra=1), "unknown field 'extra'"),
    (lambda r: r["moves"].__setitem__(16, "roll 9"), "move 17"),
    (lambda r: r["moves"].__setitem__(3, "doge 5"), "move 4"),
    (lambda r: r["moves"].__setitem__(5, "__import__('os').system('touch /tmp/pwned')"),
     "move 6"),
])
def test_tampered_records_raise_a_clear_error(change, message):
    rec = _game(seed=2).to_record()
    change(rec)
    with pytest.raises(RecordError, match=message):
        SM.from_record(rec)


def test_record_that_is_not_json():
    with pytest.raises(RecordError, match="not valid JSON"):
        SM.from_record("{moves: [")


def test_record_keeps_every_variant_switch():
    v = SM.Variant(setup_reroll_four_same=False, role_assignment="start_player_chooses",
                   action_cards_optional=True, bridge_card_may_move_own_bridge=True,
                   banish_targets="single_opponent", doge_bridgeless_cost=None,
                   fewest_limit_scope="all_players", fewest_limit_reward="remove_one",
                   fewest_limit_tie="all_tied", tie_break="aristocrats_on_board")
    s = SM.new_game(players=3, seed=4, variant=v, start_player=2)
    rng = random.Random(4)
    while not s.is_terminal():
        random_step(s, rng)
    t = SM.from_record(json.dumps(s.to_record()))
    assert t.variant == v and t.start_player == 2 and t.scores == s.scores


def test_every_example_in_the_notation_docstring_is_canonical():
    import re
    from sanmarco_nb.sanmarco import notation
    examples = re.findall(r"^    ((?:roll|draw|roles|bridge|split|offer|take|district|transfer|"
                          r"doge|banish|remove|skip)\b.*?)(?:\s{2,}|$)", notation.__doc__, re.M)
    assert len(examples) >= 25
    for text in examples:
        assert str(parse_action(text, 4)) == text
