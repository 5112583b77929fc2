"""Properties over many seeded random games, in every variant."""
import json
import random

from hypothesis import HealthCheck, given, settings, strategies as st

from sanmarco_nb import CHANCE
from sanmarco_nb import artsociety as AS
from sanmarco_nb.artsociety.notation import parse_action

G = AS.GEOMETRY
N_PAINTINGS = len(AS.COMPONENTS.paintings)

variants = st.builds(
    AS.Variant,
    decor_supply=st.sampled_from([None, {1: 48, 2: 36, 3: 24}]),
    tie_break=st.sampled_from(["beneath_then_start", "recursive"]),
    museum_swap=st.sampled_from(["off", "same_genre"]),
    next_auctioneer=st.sampled_from(["clockwise", "lowest_bidder"]),
    decor_award=st.sampled_from(["cap3", "split"]),
    eyeline=st.booleans(),
    assistant_first=st.booleans(),
)
STATELESS = [HealthCheck.function_scoped_fixture]    # `script` is a stateless helper class
games = st.tuples(st.integers(2, 4), st.integers(0, 10**6), variants)


def tiles_conserved(s):
    """AS-C3: every regular painting is in a stack, on offer, in hand, on a wall, with an
    assistant, set aside as excess, or in the museum."""
    on_walls = sum(1 for w in s.walls for t in w if t.is_painting) - sum(
        1 for w in s.walls if w)                     # minus each hung start painting
    with_assistant = sum(1 for t in s.assistant if t is not None and t.is_painting)
    pending = int(s.phase == "place")                # a painting just taken, in hand
    pending += s.held is not None                    # or held while the assistant's tile hangs
    offered = sum(1 for x in s.auction if x is not None)
    total = (sum(s.stacks().values()) + offered + on_walls + with_assistant + pending
             + sum(s.excess) + len(s.museum_paintings))
    assert total == N_PAINTINGS, (s.phase, total)


def fronts_consistent(s):
    """AS-S3: the fronts left to draw per back match the backs left plus those face down."""
    face_down = [x for x in s.auction if isinstance(x, AS.Back)]
    for b, counts in zip(AS.BACKS, s._fronts):
        assert sum(counts) == s.stacks().get(b, 0) + face_down.count(b)


def cards_conserved(s):
    """AS-C2, AS-R2: hand and spent cards are the 20 bid cards, each once."""
    for hand, pile in zip(s.hands, s.piles):
        if pile:
            assert sorted(hand + pile[1:]) == list(range(1, 21))


def walls_sound(s):
    """AS-P1: no overlap ever; every tile shares an edge with the rest (one connected wall)."""
    for tiles, bits in zip(s.walls, s.wall_bits):
        masks = [G.rect(t.w, t.h, t.row, t.col) for t in tiles]
        assert sum(bin(m).count("1") for m in masks) == bin(bits).count("1")
        union = 0
        for m in masks:
            union |= m
        assert union == bits
        if masks:
            reached, frontier = {0}, [0]
            while frontier:
                i = frontier.pop()
                ring = G.neighbours(masks[i])
                for j, m in enumerate(masks):
                    if j not in reached and m & ring:
                        reached.add(j)
                        frontier.append(j)
            assert len(reached) == len(masks)


def notation_round_trips(s):
    for a in s.legal_actions():
        assert parse_action(str(a)) == a and s.parse(str(a)) == a


def bids_hidden(s):
    """AS-R2: before the reveal no observation shows another player's bid."""
    for p in range(s.players):
        obs = s.observation(p)
        json.dumps(obs)
        if s.phase == "bid":
            for q, b in enumerate(obs["bids"]):
                if q != p:
                    assert b in (None, "hidden")
            assert obs["hands"] == [list(h) for h in s.hands]


def determinize_keeps_the_observation(s):
    if s.to_move is None:
        return
    for p in range(s.players):
        d = s.determinize(p, seed=len(s.history))
        assert d.observation(p) == s.observation(p)
        for q, b in enumerate(d.bids):
            if b is not None and s.phase == "bid":
                assert b in d.hands[q]
    if s.phase == "bid" and s.to_move == s.players - 1:     # once a round: a replay is slow
        d = s.determinize(s.to_move, seed=7)
        assert d.seed == 7          # its own chance stream: the real future fronts stay unknown
        replay = AS.from_record(d.to_record())            # its history holds the new bids
        assert replay.bids == d.bids and replay.observation(0) == d.observation(0)


CHECKS = (tiles_conserved, fronts_consistent, cards_conserved, walls_sound, notation_round_trips,
          bids_hidden, determinize_keeps_the_observation)


@settings(max_examples=25, deadline=None, suppress_health_check=STATELESS)
@given(games)
def test_properties_at_every_step_of_random_games(script, game):
    players, seed, variant = game

    def check(s):
        for c in CHECKS:
            c(s)

    s = script.random_game(players, seed, variant, check=check)
    assert s.is_terminal() and s.end_reasons
    back = AS.from_record(json.loads(json.dumps(s.to_record())))
    assert script.snapshot(back) == script.snapshot(s)


@settings(max_examples=20, deadline=None, suppress_health_check=STATELESS)
@given(games)
def test_clone_is_independent(script, game):
    players, seed, variant = game
    s = AS.new_game(players, seed, variant)
    rng = random.Random(seed)
    clones = []
    while not s.is_terminal():
        if len(s.history) % 17 == 0:
            clones.append((s.clone(), script.snapshot(s)))
        if s.to_move == CHANCE:
            AS.apply_moves(s, rng.choice([a for a, _ in s.chance_outcomes()]))
        else:
            acts = s.legal_actions()
            s.apply(acts[rng.randrange(len(acts))])
    for c, snap in clones:
        assert script.snapshot(c) == snap
        # and playing on the clone leaves the finished game alone
        final = script.snapshot(s)
        if not c.is_terminal():
            c.apply(c.legal_actions()[0])
        assert script.snapshot(s) == final
