"""A round: roles, offers, choosing and playing (SM-R)."""
import json
import random
from itertools import combinations

import pytest
from hypothesis import given, settings, strategies as st

from sanmarco_nb import CHANCE, IllegalAction, RecordError
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


@pytest.mark.parametrize("assignment", ["random", "start_player_chooses", "rotate"])
def test_SM_R1_role_assignment_variant_both_ways(sm, assignment):
    s = sm.setup(variant=SM.Variant(role_assignment=assignment), start=1,
                 bridges=["1-2", "2-3", "3-4", "4-5"])
    assert s.phase == "roles"
    if assignment != "start_player_chooses":           # rotate: the game's one lottery
        assert s.to_move == CHANCE
    else:
        assert s.to_move == 1                       # the start player decides
        with pytest.raises(IllegalAction):
            s.chance_outcomes()
    assert len(s.legal_actions()) == 6
    sm.SM.apply_moves(s, "roles P1 P4 P3")
    assert s.roles == ((1, (0,)), (3, (2,)))


def _rounds_roles(s, rng):
    """Play `s` to its end at random; per round: (active players clockwise from the start
    player, the roles as (distributor, choosers...) in role order)."""
    out = []
    while not s.is_terminal():
        for e in random_step(s, rng):
            if e.kind == "roles":
                P = s.players
                active = [q for q in ((s.current_start_player + i) % P for i in range(P))
                          if s.active[q]]
                d, cs = s.roles[0]
                out.append((active, (d, *cs) if len(s.roles) == 1 else
                            (d, cs[0], s.roles[1][0], s.roles[1][1][0])))
    return out


@pytest.mark.parametrize("players", [3, 4])
def test_SM_R1_rotate_one_lottery_then_each_role_passes_clockwise(players):
    """role_assignment rotate (the Turkish text's reading): one lottery, in the game's first
    round; after every round each role passes to the next active player clockwise (the 1st
    distributor's is SM-R8's start player). A round with fewer active players (SM-P4) reads
    the roles in the lottery's order at the distances that remain; the next passage, with
    everybody back, has the lottery's pattern again."""
    variant = SM.Variant(role_assignment="rotate")
    for seed in range(4):
        s = SM.new_game(players, seed=seed, variant=variant)
        rounds = _rounds_roles(s, random.Random(seed))
        assert sum(a.verb == "roles" for a in s.history) == 1          # one lottery
        first_active, first = rounds[0]
        steps = [first_active.index(q) for q in first]      # 0: the distributor
        assert steps[0] == 0 and sorted(steps) == list(range(players))
        drop_outs = 0
        for (active_a, a), (active_b, b) in zip(rounds, rounds[1:]):
            assert b[0] == active_b[0]                                 # SM-R8
            if len(active_a) == len(active_b) == players:              # all active twice
                assert b == tuple((q + 1) % players for q in a)       # each role moves on
            kept = [k for k in steps if k < len(active_b)]
            assert b == tuple(active_b[k] for k in kept)
            drop_outs += len(active_b) < players
        assert drop_outs                                # the drop-out rounds were tried


@pytest.mark.parametrize("assignment", ["random", "start_player_chooses"])
def test_SM_R1_without_rotate_every_round_draws_anew(assignment):
    s = SM.new_game(4, seed=1, variant=SM.Variant(role_assignment=assignment))
    rounds = _rounds_roles(s, random.Random(1))
    assert sum(a.verb == "roles" for a in s.history) == sum(len(r[0]) > 2 for r in rounds)


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


def test_SM_R6_four_active_pair_by_pair_by_default(sm):
    """SM-R6, 4 active, offer_timing pair_by_pair (the Turkish order, the default): the 1st
    pair chooses and plays, chooser first; only then is the 2nd pair's offer revealed."""
    s = sm.setup()
    assert s.variant.offer_timing == "pair_by_pair"
    sm.round4(s, "roles P2 P3 P4", HAND1, SPLIT1, HAND2, SPLIT2)
    assert s.to_move == 1 and s.phase == "choose"
    ev = sm.SM.apply_moves(s, "take 1 5 L1")
    assert [(e.kind, e.player) for e in ev[:2]] == [("take", 1), ("gets", 0)]
    assert s.phase == "play" and s.to_move == 1             # the chooser plays first
    assert [(q, SM.cards.cards_text(o)) for q, o in s.to_play] == [(0, "B T D L2 L3")]
    assert s.observation(3)["to_play"] == [{"player": 0, "offer": ["B", "T", "D", "L2", "L3"]}]
    sm.SM.apply_moves(s, "district 1", "district 5")
    assert s.phase == "play" and s.to_move == 0             # then the 1st distributor
    assert s.pending == ("offer", 0, tuple(sorted((6, 7, 8))), None, None, None)
    assert s.observation(1)["offers"][1]["revealed"] is False
    sm.SM.apply_moves(s, "bridge 2-3", "transfer 2 P2", "doge 5")
    # the 2nd pair: revealed, its chooser takes
    assert s.phase == "choose" and s.to_move == 3
    assert s.observation(1)["offers"][1]["revealed"] is True
    ev = sm.SM.apply_moves(s, "take T D L3 L3 L3")
    assert s.to_move == 3
    assert [e.kind for e in ev][:5] == ["take", "gets", "limit", "limit", "limit"]


def test_SM_R6_four_active_all_choose_first_variant(sm):
    """SM-R6, 4 active, offer_timing all_choose_first (the German summary): both pairs reveal
    and choose, then they play 1st chooser, 1st distributor, 2nd chooser, 2nd distributor."""
    s = sm.setup(variant=SM.Variant(offer_timing="all_choose_first"))
    sm.round4(s, "roles P2 P3 P4", HAND1, SPLIT1, HAND2, SPLIT2)
    ev = sm.SM.apply_moves(s, "take 1 5 L1")
    assert [e.kind for e in ev] == ["take", "gets", "reveal"]      # nobody has played
    assert s.phase == "choose" and s.to_move == 3 and s.limit_totals == (0, 0, 0, 0)
    assert s.observation(1)["offers"][1]["revealed"] is True
    ev = sm.SM.apply_moves(s, "take T D L3 L3 L3")
    assert [q for q, _ in s.to_play] == [0, 3, 2]                  # 1st chooser is playing
    assert s.phase == "play" and s.to_move == 1 and s.limit_totals == (0, 1, 0, 0)
    order = [s.to_move]
    for moves in (("district 1", "district 5"), ("bridge 2-3", "transfer 2 P2", "doge 5"),
                  ("transfer 1 P1", "doge 5 P4 6", "doge 6"), ("district 2", "district 2")):
        sm.SM.apply_moves(s, *moves)
        order.append(s.to_move)
    assert order[:4] == [1, 0, 3, 2] and s.to_play == ()
    assert s.limit_totals == (5, 1, 0, 9) and s.pending.cards == (SM.cards.BANISH,)


@pytest.mark.parametrize("timing", ["pair_by_pair", "all_choose_first"])
def test_SM_R6_three_active_both_choosers_choose_before_anyone_plays(sm, timing):
    """SM-R6, 3 active (both sources): the 1st chooser takes, the 2nd takes one of the two
    left, the distributor gets the last; then they play in that order. Both timings agree
    (one distributor, one pair)."""
    s = sm.setup(players=3, variant=SM.Variant(offer_timing=timing))
    sm.SM.apply_moves(s, "roles P3 P2")
    sm.deal(s, "1 2 3 4 5 6 L1 L1 L2 L3")
    sm.SM.apply_moves(s, "offer 1 L1", "split 2 3 L1 / 4 5 6 L2 L3")
    assert s.to_move == 2
    ev = sm.SM.apply_moves(s, "take 2 3 L1")
    assert [e.kind for e in ev] == ["take"]                         # nobody plays yet
    assert s.phase == "choose" and s.to_move == 1           # the 2nd chooser, two offers left
    assert {str(a) for a in s.legal_actions()} == {"take 1 L1", "take 4 5 6 L2 L3"}
    assert s.limit_totals == (0, 0, 0)
    ev = sm.SM.apply_moves(s, "take 1 L1")
    gets = [e for e in ev if e.kind == "gets"]
    assert gets[0].player == 0 and gets[0].data["offer"] == "4 5 6 L2 L3"  # the last offer
    assert s.phase == "play" and s.to_move == 2 and s.limit_totals == (0, 0, 1)
    assert [q for q, _ in s.to_play] == [1, 0]
    sm.SM.apply_moves(s, "district 2", "district 3")
    assert s.to_move == 1 and s.limit_totals == (0, 1, 1)   # then the 2nd chooser
    sm.SM.apply_moves(s, "district 1")
    assert s.to_move == 0 and s.limit_totals == (5, 1, 1)   # the distributor last


def test_SM_R6_play_on_taking_is_the_engine_before_round_3(sm):
    """offer_timing play_on_taking (in no source): each chooser plays at once after taking.
    With 3 active the 1st chooser plays before the 2nd chooses; with 4 active it is
    pair_by_pair's order."""
    s = sm.setup(players=3, variant=SM.Variant(offer_timing="play_on_taking"))
    sm.SM.apply_moves(s, "roles P3 P2")
    sm.deal(s, "1 2 3 4 5 6 L1 L1 L2 L3")
    sm.SM.apply_moves(s, "offer 1 L1", "split 2 3 L1 / 4 5 6 L2 L3",
                      "take 2 3 L1", "district 2", "district 3")
    assert s.phase == "choose" and s.to_move == 1
    ev = sm.SM.apply_moves(s, "take 1 L1", "district 1")
    assert [e.player for e in ev if e.kind == "gets"] == [0] and s.to_move == 0
    four = [sm.setup(variant=SM.Variant(offer_timing=t)) for t in ("pair_by_pair",
                                                                     "play_on_taking")]
    for t in four:
        sm.round4(t, "roles P2 P3 P4", HAND1, SPLIT1, HAND2, SPLIT2)
    rng = random.Random(4)
    while four[0].round == 1:
        assert [t.phase for t in four] == [four[0].phase] * 2
        assert four[0].legal_actions() == four[1].legal_actions()
        legal = four[0].legal_actions()
        a = legal[rng.randrange(len(legal))] if four[0].to_move != CHANCE else \
            four[0].chance_outcomes()[0][0]
        for t in four:
            t.apply(a)
    assert four[0].to_record()["moves"] == four[1].to_record()["moves"]


RECORDS = __import__("pathlib").Path(__file__).parent / "records"


def test_SM_R6_records_made_before_round_3_still_replay():
    """A record written before offer_timing existed lists every older switch but not it: it
    was played with each chooser playing at once (3 active), and replays so; a header that
    lacks other switches too (written by hand) takes every default."""
    old = json.loads((RECORDS / "before_round3_3p_seed5.json").read_text())
    assert "offer_timing" not in old["variant"]
    s = SM.from_record(old)
    assert s.variant.offer_timing == "play_on_taking" and s.variant.bridge_toll == 1
    assert s.is_terminal() and s.to_record()["moves"] == old["moves"]
    with pytest.raises(RecordError, match="move"):           # not playable the new way
        SM.from_record({**old, "variant": {**old["variant"], "offer_timing": "pair_by_pair"}})
    by_hand = {**old, "variant": {"tie_break": "san_marco_district"}, "moves": []}
    assert SM.from_record(by_hand).variant == SM.Variant()
    for bad in (True, 1.0, 3):
        with pytest.raises(RecordError, match="variant.bridge_toll"):
            SM.from_record({**by_hand, "variant": {"bridge_toll": bad}})


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
