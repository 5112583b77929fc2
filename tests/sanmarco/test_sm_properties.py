"""Properties over many seeded random games, checked at every step (hypothesis picks seeds)."""
import copy
import json
import random
from collections import Counter

from hypothesis import given, settings, strategies as st

from sanmarco_nb import CHANCE, IllegalAction, play_chance
from sanmarco_nb import sanmarco as SM
from sanmarco_nb.sanmarco.cards import FULL_DECK, KINDS
from sanmarco_nb.sanmarco.notation import FIELDS, Action, malformed
from sanmarco_nb.bench import random_step

SETTINGS = settings(max_examples=20, deadline=None, derandomize=True)
VARIANTS = [SM.Variant(),
            SM.Variant(setup_reroll_four_same=False, role_assignment="start_player_chooses",
                       action_cards_optional=True, bridge_card_may_move_own_bridge=True,
                       banish_targets="single_opponent", doge_bridgeless_cost=None,
                       fewest_limit_scope="all_players", fewest_limit_reward="remove_one",
                       fewest_limit_tie="all_tied", tie_break="aristocrats_on_board"),
            SM.Variant(role_assignment="rotate", offer_timing="all_choose_first", bridge_toll=2),
            SM.Variant(offer_timing="play_on_taking")]


def snapshot(s):
    d = {k: v for k, v in s.__dict__.items() if k != "_legal_cache"}
    return copy.deepcopy(d)


def cards_in_play(s):
    """Every card of this passage: deck + hands + offers + taken and waiting + being played +
    used (SM-C2/C3)."""
    tot = Counter()
    for k in range(KINDS):
        tot[k] = s.deck[k] + s.used[k]
    for part in (s._hands, *s._offers, s._forming, [o for _, o in s.to_play], (s._cards,)):
        for cards in part:
            tot.update(cards)
    return [tot[k] for k in range(KINDS)]


def check_invariants(s):
    P = s.players
    for p in range(P):                                   # SM-C1: 25 aristocrats each
        board = sum(s.counts[d][p] for d in range(6))
        markers = sum(1 for b in s.bridges if b[2] == p)
        assert board + markers + s.supply[p] == 25
        assert s.supply[p] >= 0 and min(s.counts[d][p] for d in range(6)) >= 0
    assert len(s.bridges) + s.bridge_supply == 12        # SM-C1: 12 bridges
    assert max(Counter(b[:2] for b in s.bridges).values(), default=0) <= 3      # SM-B3
    assert min(s.scores) >= 0                            # SM-A9: never below 0
    if s.phase not in ("setup-dice", "setup-bridges", "end"):
        assert cards_in_play(s) == list(FULL_DECK)       # both decks conserved


def illegal_probe(s, rng):
    """Something not legal here: a legal action of another position, or broken notation."""
    candidates = ["doge 2 P9 5", "bridge 2-6", "take 1 1 1 1 1 1", "roll 7", "split /",
                  "district 5 hop 1", "transfer 5 P1", "banish 9", "remove P5", ""]
    return rng.choice(candidates)


def play_checked(players, seed, variant):
    s = SM.new_game(players=players, seed=seed, variant=variant)
    rng = random.Random(seed)
    steps = 0
    while not s.is_terminal():
        acts = s.legal_actions()
        assert acts and len(set(acts)) == len(acts)
        if steps % 3 == 0:
            for a in acts:                               # parse(str(a)) == a
                assert s.parse(str(a)) == a and malformed(a, players) is None
        if steps % 7 == 0:                               # illegal input changes nothing
            before = snapshot(s)
            text = illegal_probe(s, rng)
            try:
                a = s.parse(text)
            except IllegalAction as e:
                assert str(e)
            else:
                assert a in acts
            assert snapshot(s) == before
        if steps % 11 == 0:                              # clones are independent
            before, c = snapshot(s), s.clone()
            if c.to_move == CHANCE:
                play_chance(c)
            else:
                c.apply(acts[rng.randrange(len(acts))])
            assert snapshot(s) == before
        if s.to_move == CHANCE:
            play_chance(s)
        else:
            s.apply(acts[rng.randrange(len(acts))])
        check_invariants(s)
        if steps % 50 == 0 or s.is_terminal():         # every PP has its line in the breakdown
            assert [b["total"] for b in s.score_breakdown()] == list(s.scores)
        steps += 1
    return s


@SETTINGS
@given(seed=st.integers(0, 2**32), players=st.sampled_from([3, 4]),
       v=st.sampled_from(range(len(VARIANTS))))
def test_random_games_keep_every_invariant(seed, players, v):
    s = play_checked(players, seed, VARIANTS[v])
    assert s.winners() and abs(sum(s.returns()) - 1.0) < 1e-9


@SETTINGS
@given(seed=st.integers(0, 2**32), players=st.sampled_from([3, 4]), cut=st.floats(0, 1))
def test_record_round_trip_mid_game_and_at_the_end(seed, players, cut):
    s = SM.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    while not s.is_terminal():
        random_step(s, rng)
    n = int(len(s.history) * cut)
    rec = s.to_record()
    mid = dict(rec, moves=rec["moves"][:n])
    t = SM.from_record(json.dumps(mid))
    assert [str(a) for a in t.history] == rec["moves"][:n]
    u = SM.from_record(json.dumps(rec))
    assert snapshot(u) == snapshot(s)


@settings(max_examples=5, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32), players=st.sampled_from([3, 4]))
def test_observation_hides_what_a_player_cannot_see(seed, players):
    """No deck order or contents, no face-down offers of another distributor; and resampling
    all hidden information (determinize) leaves every observation of that player unchanged."""
    s = SM.new_game(players=players, seed=seed, variant=VARIANTS[seed % len(VARIANTS)])
    rng = random.Random(seed)
    i = 0
    while not s.is_terminal():
        if s.phase in ("draw", "split", "choose", "play") and i % 5 == 0:
            for p in range(players):
                ob = s.observation(p)
                json.dumps(ob)
                assert set(ob["deck"]) == {"action", "limit"}          # counts only
                for pair in ob["offers"]:
                    if pair["distributor"] != p and not pair["revealed"]:
                        assert all(isinstance(o, int) for o in pair["offers"])
                if s.phase in ("draw", "split") and s.roles[s._pair][0] != p:
                    assert isinstance(ob["hand"], int)
                d = s.determinize(p, seed + i)
                assert d.observation(p) == ob
                check_invariants(d)
                assert d.legal_actions()
                if i % 25 == 0:                            # its history tells a consistent story
                    assert SM.from_record(d.to_record()).observation(p) == ob
        i += 1
        random_step(s, rng)


def test_determinize_resamples_hidden_cards():
    s = SM.new_game(players=4, seed=3)
    while not (s.phase == "choose" and s._revealed == 1):
        if s.to_move == CHANCE:
            play_chance(s)
        else:
            s.apply(s.legal_actions()[0])
    hidden = s.offers[1]                                   # the 2nd pair's, face down
    seen = {s.determinize(0, k).offers[1] for k in range(20)}
    assert len(seen) > 1                                   # P1 cannot know them
    assert {s.determinize(s.roles[1][0], k).offers[1] for k in range(5)} == {hidden}
    d = s.determinize(0, 99)
    assert d.seed == 99 and s.seed == 3                    # its future chance is its own


def _one_position_per_phase() -> dict:
    """A position of every phase, from seeded random games (remove_one: "free-remove")."""
    found = {}
    for seed in range(6):
        variant = SM.Variant(fewest_limit_reward="remove_one") if seed % 2 else None
        s = SM.new_game(players=3 + seed % 2, seed=seed, variant=variant)
        rng = random.Random(seed)
        while not s.is_terminal():
            found.setdefault(s.phase, s.clone())
            random_step(s, rng)
        found.setdefault(s.phase, s)
    return found


POSITIONS = _one_position_per_phase()
_ATOMS = (st.none() | st.booleans() | st.integers(-3, 14) | st.sampled_from([99, 2**70, 1.0])
          | st.text(max_size=2))
ARGS = st.recursive(_ATOMS, lambda inner: st.lists(inner, max_size=5).map(tuple) | st.lists(inner),
                    max_leaves=12)


def test_positions_cover_every_phase():
    assert set(POSITIONS) == {"setup-dice", "setup-bridges", "roles", "draw", "split", "choose",
                              "play", "doge", "banish-roll", "banish", "free-banish",
                              "free-remove", "end"}


@settings(max_examples=400, deadline=None, derandomize=True)
@given(phase=st.sampled_from(sorted(POSITIONS)), verb=st.sampled_from([*FIELDS, "fly", ""]),
       args=ARGS)
def test_hand_built_actions_are_refused_and_change_nothing(phase, verb, args):
    """An Action of the right type with any arguments: IllegalAction with a reason, the state
    exactly as it was (never an IndexError or TypeError while the reason is written)."""
    s = POSITIONS[phase].clone()
    a = Action(verb, args)
    if a in s.legal_actions():            # True == 1 in Python: ("roll", (True,)) is "roll 2"
        return
    before = snapshot(s)
    try:
        s.apply(a)
    except IllegalAction as e:
        assert str(e)
    else:
        raise AssertionError(f"{a!r} was applied")
    assert snapshot(s) == before
