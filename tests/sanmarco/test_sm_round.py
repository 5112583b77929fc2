"""A round: roles, offers, choosing and playing (SM-R)."""
import random
from itertools import combinations

import pytest
from hypothesis import given, settings, strategies as st

from sanmarco_nb import CHANCE, IllegalAction
from sanmarco_nb import sanmarco as SM
from sanmarco_nb.bench import random_step
from sanmarco_nb.sanmarco.rounds import Splits, _subs

HAND1, SPLIT1 = "1 5 B T D L1 L2 L3", "split 1 5 L1 / B T D L2 L3"
HAND2, SPLIT2 = "2 2 T D X L3 L3 L3", "split 2 2 X / T D L3 L3 L3"


def test_SM_R1_four_players_role_lottery_is_a_chance_node(sm):
    s = sm.setup()
    assert s.phase == "roles" and s.to_move == CHANCE
    outcomes = s.chance_outcomes()
    assert sorted(str(a) for a, _ in outcomes) == sorted(
        f"roles P{a} P{b} P{c}" for a, b, c in
        [(2, 3, 4), (2, 4, 3), (3, 2, 4), (3, 4, 2), (4, 2, 3), (4, 3, 2)])
    assert {w for _, w in outcomes} == {1}
    ev = sm.SM.apply_moves(s, "roles P3 P2 P4")
    assert s.roles == ((0, (2,)), (1, (3,)))
    assert ev[0].kind == "roles" and ev[0].rule == "SM-R1"
    assert s.phase == "draw" and s.to_move == CHANCE


@pytest.mark.parametrize("assignment", ["random", "start_player_chooses"])
def test_SM_R1_role_assignment_variant_both_ways(sm, assignment):
    s = sm.setup(variant=SM.Variant(role_assignment=assignment), start=1,
                 bridges=["1-2", "2-3", "3-4", "4-5"])
    assert s.phase == "roles"
    if assignment == "random":
        assert s.to_move == CHANCE
    else:
        assert s.to_move == 1                       # the start player decides
        with pytest.raises(IllegalAction):
            s.chance_outcomes()
    assert len(s.legal_actions()) == 6
    sm.SM.apply_moves(s, "roles P1 P4 P3")
    assert s.roles == ((1, (0,)), (3, (2,)))


def test_SM_R2_three_players_one_distributor_two_choosers(sm):
    s = sm.setup(players=3)
    assert sorted(str(a) for a in s.legal_actions()) == ["roles P2 P3", "roles P3 P2"]
    ev = sm.SM.apply_moves(s, "roles P3 P2")
    assert s.roles == ((0, (2, 1)),) and ev[0].rule == "SM-R2"


def _brute_splits(hand):
    cards = hand.split()
    out = set()
    for r in range(1, len(cards)):
        for idx in combinations(range(len(cards)), r):
            a = tuple(sorted(cards[i] for i in idx))
            b = tuple(sorted(cards[i] for i in range(len(cards)) if i not in idx))
            out.add(tuple(sorted((a, b))))
    return out


def test_SM_R3_draw_five_plus_three_and_split_into_two_offers(sm):
    s = sm.setup()
    sm.SM.apply_moves(s, "roles P2 P3 P4")
    sm.deal(s, "1 5 B T D")
    # after five action cards only limit cards can come
    assert {str(a) for a in s.legal_actions()} == {"draw L1", "draw L2", "draw L3"}
    sm.deal(s, "L1 L2 L3")
    assert s.phase == "split" and s.to_move == 0
    assert s.hand == tuple(sorted(SM.cards.KIND_OF_CODE[c] for c in HAND1.split()))
    splits = s.legal_actions()
    # every partition into two non-empty offers, each exactly once (7-1 ... 4-4)
    assert len(splits) == len(set(splits)) == len(_brute_splits(HAND1)) == 127
    assert {len(a.args[0]) + len(a.args[1]) for a in splits} == {8}
    sm.SM.apply_moves(s, SPLIT1)
    assert s.phase == "draw" and s.to_move == CHANCE      # the 2nd distributor's 8 cards
    sm.deal(s, HAND2)
    # same-kind cards are interchangeable: fewer distinct splits
    assert len(s.legal_actions()) == len(_brute_splits(HAND2)) < 127
    with pytest.raises(IllegalAction, match="exactly the cards drawn"):
        s.parse("split 2 2 / T D L3 L3 L3")
    sm.SM.apply_moves(s, SPLIT2)
    assert s.phase == "choose" and s.to_move == 1


def test_SM_R4_three_players_draw_six_plus_four_into_three_offers(sm):
    s = sm.setup(players=3)
    sm.SM.apply_moves(s, "roles P2 P3")
    sm.deal(s, "1 2 B T D X L1 L2 L3 L3")
    assert s.phase == "split"
    first = s.legal_actions()
    assert all(a.verb == "offer" and 1 <= len(a.args) <= 8 for a in first)
    ev = sm.SM.apply_moves(s, "offer 1 2 L1")
    assert ev[0].rule == "SM-R4"
    assert len(s.hand) == 7
    ev = sm.SM.apply_moves(s, "split B T L3 / D X L2 L3")
    assert [SM.cards.cards_text(o) for o in s.offers[0]] == ["1 2 L1", "B T L3", "D X L2 L3"]
    assert ev[0].kind == "split" and ev[0].data["sizes"] == (3, 3, 4)
    assert s.phase == "choose" and s.to_move == 1


def test_SM_R3_R4_each_split_and_offer_written_anew_is_found_and_applied(sm):
    """apply finds a split or first offer from its cards (no scan): every one, built anew from
    its text (equal to the legal action, not the same object), applies as the legal one itself;
    offers of cards not in the hand are refused and leave the state unchanged."""
    for players, roles, hand in ((4, "roles P2 P3 P4", HAND2), (3, "roles P2 P3",
                                                              "1 2 B T D X L1 L2 L3 L3")):
        s = sm.setup(players=players)
        sm.SM.apply_moves(s, roles)
        sm.deal(s, hand)
        legal = s.legal_actions()
        for k, a in enumerate(legal):
            assert legal.index(a) == k               # found from its cards, no scan
            t = s.clone()
            again = SM.Action(a.verb, _foreign(str(a)))
            assert again == a and again is not a
            t.apply(again)
            assert t.history[-1] is a                  # the interned legal action was applied
        before = s.to_record()
        for text in ("offer 3 L1", "split 3 / 2 2 T D X L3 L3 L3", "offer 1 1 1", "split 2 2 /"):
            with pytest.raises(IllegalAction):
                s.apply(SM.Action(text.split()[0], _foreign(text)))
        assert s.to_record() == before and s.legal_actions() == legal


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(0, SM.cards.KINDS - 1), min_size=2, max_size=10), st.booleans())
def test_SM_R3_R4_lazy_splits_read_one_entry_as_the_whole_tuple_has_it(hand, first):
    """The split phase's legal_actions() builds an entry only when read: every entry read alone
    (from the front and from the back), its index, its presence, len, equality and hash agree
    with the whole tuple, which holds every split (or first offer) of the hand exactly once."""
    hand = tuple(sorted(hand))
    whole = Splits(hand, first)._tuple()
    subs = _subs(hand)
    if first:
        assert {a.args for a in whole} == {o for o in subs[1:] if len(o) <= len(hand) - 2}
    else:
        assert {a.args for a in whole} == {tuple(sorted((o, _minus(hand, o)))) for o in subs[1:-1]}
    assert len(set(whole)) == len(whole)
    lazy = Splits(hand, first)
    assert len(lazy) == len(whole)
    for k in range(len(whole)):
        assert lazy[k] == whole[k] == lazy[k - len(whole)] and type(lazy[k]) is SM.Action
        assert lazy.index(whole[k]) == k and whole[k] in lazy
    assert lazy == whole and whole == lazy and hash(lazy) == hash(whole)
    assert lazy[1:3] == whole[1:3] and list(lazy) == list(whole)
    with pytest.raises(IndexError):
        lazy[len(whole)]
    strangers = ["split", None, SM.Action("offer", (99,)), SM.Action("split", ((99,), hand))]
    if whole:       # the other verb with the same cards; the action inside a plain tuple
        strangers += [SM.Action("split" if first else "offer", whole[0].args), (whole[0],)]
    for stranger in strangers:
        assert stranger not in lazy
        with pytest.raises(ValueError):
            lazy.index(stranger)


def _minus(a, b):
    rest = list(a)
    for q in b:
        rest.remove(q)
    return tuple(rest)


def _foreign(text):
    """The args of a split or offer built by hand from its text (new tuples)."""
    kinds = SM.cards.KIND_OF_CODE
    verb, rest = text.split(" ", 1)
    if verb == "offer":
        return tuple(kinds[c] for c in rest.split())
    return tuple(tuple(kinds[c] for c in part.split()) for part in rest.split("/"))


def test_SM_R5_offers_face_down_until_their_pair_plays(sm):
    s = sm.setup()
    sm.SM.apply_moves(s, "roles P2 P3 P4")
    sm.deal(s, "1 5 B T D")
    assert s.observation(0)["hand"] == ["1", "5", "B", "T", "D"]
    assert s.observation(1)["hand"] == 5                    # others see only how many
    sm.deal(s, "L1 L2 L3")
    sm.SM.apply_moves(s, SPLIT1)
    sm.deal(s, HAND2)
    assert s.observation(2)["hand"] == HAND2.split() and s.observation(0)["hand"] == 8
    assert s.observation(1)["offers"][0]["offers"] == [3, 5]
    sm.SM.apply_moves(s, SPLIT2)
    ob = s.observation(1)
    assert ob["offers"][0]["offers"] == [["1", "5", "L1"], ["B", "T", "D", "L2", "L3"]]
    assert ob["offers"][1] == {"distributor": 2, "revealed": False, "offers": [3, 5]}
    assert s.observation(2)["offers"][1]["offers"] == [["2", "2", "X"],
                                                       ["T", "D", "L3", "L3", "L3"]]


def test_SM_R6_choose_and_play_order_four_active(sm):
    s = sm.setup()
    sm.round4(s, "roles P2 P3 P4", HAND1, SPLIT1, HAND2, SPLIT2)
    assert s.to_move == 1 and s.phase == "choose"
    sm.SM.apply_moves(s, "take 1 5 L1")
    assert s.phase == "play" and s.to_move == 1             # the chooser plays first
    sm.SM.apply_moves(s, "district 1", "district 5")
    assert s.phase == "play" and s.to_move == 0             # then the 1st distributor
    assert s.pending == ("offer", 0, tuple(sorted((6, 7, 8))), None, None, None)
    sm.SM.apply_moves(s, "bridge 2-3", "transfer 2 P2", "doge 5")
    # the 2nd pair: revealed, its chooser takes
    assert s.phase == "choose" and s.to_move == 3
    assert s.observation(1)["offers"][1]["revealed"] is True
    ev = sm.SM.apply_moves(s, "take T D L3 L3 L3")
    assert s.to_move == 3
    assert [e.kind for e in ev][:4] == ["take", "limit", "limit", "limit"]


def test_SM_R6_choose_and_play_order_three_active(sm):
    s = sm.setup(players=3)
    sm.SM.apply_moves(s, "roles P3 P2")
    sm.deal(s, "1 2 3 4 5 6 L1 L1 L2 L3")
    sm.SM.apply_moves(s, "offer 1 L1", "split 2 3 L1 / 4 5 6 L2 L3")
    assert s.to_move == 2
    sm.SM.apply_moves(s, "take 2 3 L1", "district 2", "district 3")
    assert s.phase == "choose" and s.to_move == 1           # the 2nd chooser, two offers left
    assert {str(a) for a in s.legal_actions()} == {"take 1 L1", "take 4 5 6 L2 L3"}
    ev = sm.SM.apply_moves(s, "take 1 L1", "district 1")
    gets = [e for e in ev if e.kind == "gets"]
    assert gets[0].player == 0 and gets[0].data["offer"] == "4 5 6 L2 L3"  # the last offer
    assert s.to_move == 0 and s.limit_totals == (5, 1, 1)


def test_SM_R7_limit_cards_first_then_actions_in_any_order(sm):
    s = sm.setup()
    sm.round4(s, "roles P2 P3 P4", HAND1, SPLIT1, HAND2, SPLIT2)
    sm.SM.apply_moves(s, "take 1 5 L1", "district 1", "district 5")
    # the 1st distributor got B T D L2 L3: limit cards were laid at once
    assert s.limit_totals[0] == 5
    verbs = {a.verb for a in s.legal_actions()}
    assert verbs == {"bridge", "transfer", "doge"}          # any order, all mandatory
    with pytest.raises(IllegalAction, match="no banishment card"):
        s.parse("banish 3")
    sm.SM.apply_moves(s, "doge 3")
    assert {a.verb for a in s.legal_actions()} == {"bridge", "transfer"}


@pytest.mark.parametrize("optional", [False, True])
def test_SM_R7_action_cards_optional_variant_both_ways(sm, optional):
    s = sm.setup(variant=SM.Variant(action_cards_optional=optional))
    sm.round4(s, "roles P2 P3 P4", HAND1, SPLIT1, HAND2, SPLIT2)
    sm.SM.apply_moves(s, "take 1 5 L1")
    skips = [str(a) for a in s.legal_actions() if a.verb == "skip"]
    if optional:
        assert skips == ["skip 1", "skip 5"]
        ev = sm.SM.apply_moves(s, "skip 5", "district 1")
        assert ev[0].kind == "skip" and s.counts[4][1] == 2   # San Marco unchanged
        assert s.to_move == 0
    else:
        assert skips == []
        with pytest.raises(IllegalAction):
            s.parse("skip 5")


def test_SM_R8_start_player_passes_clockwise_to_next_active(sm):
    s = sm.setup()
    sm.round4(s, "roles P2 P3 P4", HAND1, SPLIT1, HAND2, SPLIT2)
    sm.SM.apply_moves(s, "take 1 5 L1", "district 1", "district 5",
                      "bridge 2-3", "transfer 2 P2", "doge 5",
                      "take T D L3 L3 L3", "transfer 1 P1", "doge 5 P4 6", "doge 6",
                      "district 2", "district 2", "banish 4", "roll 1")
    assert s.phase == "banish" and s.to_move == 2
    ev = sm.SM.apply_moves(s, "remove P1")
    assert s.round == 2 and s.current_start_player == 1
    assert [e.player for e in ev if e.kind == "start_player"] == [1]
    assert [e.rule for e in ev if e.kind == "start_player"] == ["SM-R8"]


def test_SM_R9_decks_never_run_out_within_a_passage():
    """SM-R9: neither deck runs out within a passage."""
    # worst cases: 4 players use at most 28 limit and 46 action cards; 3 players 23 and 35
    for players in (3, 4):
        for seed in range(25):
            s = SM.new_game(players=players, seed=seed)
            rng = random.Random(seed)
            low = [62, 28]
            while not s.is_terminal():
                random_step(s, rng)
                d = s.deck
                low = [min(low[0], sum(d[:10])), min(low[1], sum(d[10:]))]
            limit_used = 28 - low[1]
            assert low[0] >= 62 - (46 if players == 4 else 35)
            assert limit_used <= (28 if players == 4 else 23)
