"""The exercise checkers (sanmarco_nb.exercises): right answers pass in every numeric form, every
input gets a verdict (never a traceback), wrong answers learn nothing about the right one, house
bots are not the learner's, simulations are recomputed from the learner's seed, and the reference
answers agree with independent computations (the engine's chance outcomes, brute force,
inclusion-exclusion)."""
from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from decimal import Decimal
from fractions import Fraction
from itertools import combinations, product

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from sanmarco_nb import play_chance, sanmarco
from sanmarco_nb.analysis.artsociety_auctions import (RULES, best_response, exploitability,
                                                      simulate_gains, solve)
from sanmarco_nb.analysis.game_trees import backward_induction
from sanmarco_nb.analysis.sanmarco_setup_dice import p_some_district_empty, roll_sequences
from sanmarco_nb.analysis.stats import mean_ci
from sanmarco_nb.analysis.split_choose import split_choose
from sanmarco_nb.bots import GreedyBot, RandomBot, SearchBot
from sanmarco_nb.exercises import (CHOOSER_VALUES, OFFERS, SPLIT, VALUES, BarChart, Verdict,
                                   check, extra_card_rollouts, questions, real_hand, rollouts)
from sanmarco_nb.exercises.bidding_equilibria import second_round_node, solution
from sanmarco_nb.exercises.game_trees import SMALL_BIDDING, split_tree
from sanmarco_nb.exercises.precomputed import load
from sanmarco_nb.exercises.probability_of_the_setup import empty_share
from sanmarco_nb.exercises.registry import UNCHECKABLE
from sanmarco_nb.sanmarco import CODES

ALL = [q.split(":", 1)[0] for q in questions()]


def test_every_notebook_has_its_questions():
    prefixes = {name.split(".")[0] for name in ALL}
    assert prefixes == {"10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20"}


@pytest.mark.parametrize("name", ALL)
def test_a_placeholder_is_not_yet_answered(name):
    verdict = check(name, ...)
    assert isinstance(verdict, Verdict) and not verdict
    assert repr(verdict).startswith("Not yet: no answer yet")


def test_unknown_question_names_the_known_ones():
    with pytest.raises(KeyError, match="14.p_some_district_empty"):
        check("99.nothing", 1)


# ---- the right answers, computed independently where it is cheap -----------------------------

def _splits(cards):
    for labels in product((0, 1), repeat=len(cards)):
        if 0 < sum(labels) < len(cards):
            yield tuple(tuple(c for c, l in zip(cards, labels) if l == o) for o in (0, 1))


def _worth(offer, values=VALUES):
    return sum(values[c] for c in offer)


def _envy_free_count():
    """Envy-free after the chooser's best response (ties against the distributor), counting
    splits that differ only by identical cards once: by brute force."""
    seen, count = set(), 0
    for split in _splits(real_hand()):
        key = tuple(sorted(tuple(sorted(o)) for o in split))
        if key in seen:
            continue
        seen.add(key)
        c = [_worth(o, CHOOSER_VALUES) for o in split]
        d = [_worth(o) for o in split]
        takes = [i for i in (0, 1) if c[i] == max(c)]
        take = min(takes, key=lambda i: d[1 - i])
        count += d[1 - take] >= d[take] and c[take] >= c[1 - take]
    return count


def _best_split_value():
    a = split_choose(real_hand(), [VALUES, CHOOSER_VALUES])
    return Fraction(int(a.payoff[a.best, 0]))


def _pairing_ratio():
    e = load("paired_doge_greedy")
    return (np.ptp(e.independent_interval)) / np.ptp(e.interval)


# numeric questions and their truth (a Fraction when exact)
NUMERIC = {
    "10.envy_free_count": lambda: Fraction(_envy_free_count()),
    "10.best_split_value": _best_split_value,
    "11.mean": lambda: float(rollouts(OFFERS[1], 200).mean()),
    "11.games_to_halve": lambda: Fraction(800),
    "11.pairing_pays": lambda: _pairing_ratio(),
    "13.second_round_value": lambda: solution().node_value(second_round_node()),
    "13.game_value": lambda: solution().value,
    "13.stage_equilibria": lambda: Fraction(3),
    "13.exploitability": lambda: solution().value - best_response(
        solution().game, RULES["match_value"], 1).value,
    "14.p_four_equal_without_reroll": lambda: Fraction(6, 6 ** 4),
    "14.expected_in_san_marco": lambda: Fraction(4, 3),
    "14.p_absent_from_san_marco": lambda: sum(
        (p for s, p in roll_sequences(True).items() if 5 not in s), Fraction(0)),
    "14.p_some_district_empty": lambda: p_some_district_empty(4, True),
    "15.spe_value": lambda: backward_induction(split_tree()).value[0],
    "15.pure_equilibria": lambda: Fraction(3),
    "15.subgame_perfect": lambda: Fraction(1),
    "15.threat_payoff": lambda: Fraction(0),
    "15.bidding_value": lambda: solve(SMALL_BIDDING).value,
}


def forms(truth) -> st.SearchStrategy:
    """The same answer in the forms a class will type or compute: floats of every precision,
    0-d arrays, Decimals with 12 to 40 significant digits, and for exact truths the Fraction
    and, when whole, ints of every numpy width that holds it."""
    f = float(truth)
    decimals = st.integers(12, 40).map(
        lambda digits: +Decimal(repr(f)) if digits > 17 else Decimal(f"{f:.{digits}g}"))
    out = [st.just(f), st.just(np.float64(f)), st.just(np.float32(f)), st.just(np.array(f)),
           st.just(np.array(f, dtype=np.float32)), st.just(np.longdouble(f)), decimals]
    if isinstance(truth, Fraction):
        out.append(st.just(truth))
        if truth.denominator == 1:
            n = int(truth)
            out += [st.just(n), st.just(np.array(n))] + [
                st.just(t(n)) for t in (np.int8, np.int16, np.int32, np.int64, np.uint8,
                                        np.uint64) if np.iinfo(t).min <= n <= np.iinfo(t).max]
    return st.one_of(out)


@pytest.mark.parametrize("name", sorted(NUMERIC))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_right_in_every_numeric_form(name, data):
    truth = NUMERIC[name]()
    answer = data.draw(forms(truth))
    verdict = check(name, answer)
    assert verdict, (name, repr(answer), verdict)


@pytest.mark.parametrize("name", sorted(NUMERIC))
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(off=st.floats(1e-4, 0.4999))
def test_a_wrong_number_learns_nothing(name, off):
    """Too high and too low get the same sentence, whatever the distance: bisecting on the
    checker finds nothing (issue 13: 22 checks found 13.game_value)."""
    truth = float(NUMERIC[name]())
    scale = max(abs(truth), 1.0)
    high, low = check(name, truth + off * scale), check(name, truth - off * scale)
    if not high and not low:
        assert high.message == low.message, name


def test_exact_answers_must_be_exact():
    assert check("14.p_four_equal_without_reroll", Fraction(1, 216))
    assert not check("14.p_four_equal_without_reroll", Fraction(1, 1296))
    assert not check("14.p_four_equal_without_reroll", Fraction(1_000_000_001, 216_000_000_000))
    assert check("14.p_four_equal_without_reroll", 1 / 216)


# ---- junk gets a verdict ----------------------------------------------------------------------

class _Weird:
    def __float__(self):
        raise RuntimeError("no")

    def __iter__(self):
        raise RuntimeError("no")


JUNK = st.one_of(
    st.none(), st.booleans(), st.just(np.True_), st.text(max_size=8), st.binary(max_size=4),
    st.integers(), st.just(10 ** 400), st.just(-10 ** 400), st.floats(),
    st.sampled_from([math.inf, -math.inf, math.nan, Decimal("NaN"), Decimal("Infinity"),
                     1j, np.complex128(1 + 2j), _Weird(), object(), {"a": 1}, {1, 2}, (),
                     np.array([1.0, 2.0]), np.array([[1]]), iter([1, 2]), Fraction(10 ** 400, 3),
                     (0.3, math.inf), (0.3, math.inf, 0), ("1", "2"), [[[]]]]),
    st.lists(st.one_of(st.integers(-10, 10), st.floats(), st.text(max_size=3)), max_size=5)
    .map(tuple),
)


@pytest.mark.parametrize("name", ALL)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(answer=JUNK)
def test_any_input_gets_a_verdict(name, answer):
    """Never a crash, and never the registry's last resort: every checker reads every form."""
    verdict = check(name, answer)
    assert isinstance(verdict, Verdict)
    assert not verdict.message.startswith(UNCHECKABLE), (name, repr(answer), verdict)


def test_issue_13_crashes_are_verdicts():
    assert check("10.best_response", 1.0)                    # offer 1, written as a float
    assert not check("13.game_value", 10 ** 400)
    assert not check("14.simulation_agrees", (0.3, math.inf, 0))
    assert check("10.envy_free_count", np.int64(_envy_free_count()))
    assert check("11.games_to_halve", 800.0) and check("11.games_to_halve", np.int64(800))
    assert check("13.can_exploit", np.False_) and not check("13.can_exploit", 0)
    assert check("14.p_four_equal_without_reroll", np.float32(1 / 216))


# ---- 10: divide and choose ---------------------------------------------------------------------

def test_real_hand_is_five_action_and_three_limit_cards_SM_R3():
    hand = real_hand()
    assert len(hand) == 8 and sum(c.startswith("L") for c in hand) == 3


def test_maximin_and_best_response_by_brute_force():
    hand = real_hand()
    best = max(_splits(hand), key=lambda s: min(map(_worth, s)))
    worst = min(_splits(hand), key=lambda s: min(map(_worth, s)))
    assert check("10.maximin", best)
    assert check("10.maximin", [" ".join(o) for o in best])          # offers as text
    assert check("10.maximin", tuple(np.array(o) for o in best))
    assert not check("10.maximin", worst)
    assert "exactly the cards" in check("10.maximin", (hand[:3], hand[2:])).message
    taken = max((0, 1), key=lambda i: _worth(SPLIT[i]))
    assert check("10.best_response", taken) and not check("10.best_response", 1 - taken)
    assert not check("10.best_response", True)


def test_envy_free_and_best_split():
    count = _envy_free_count()
    assert check("10.envy_free_count", count) and not check("10.envy_free_count", count + 1)
    a = split_choose(real_hand(), [VALUES, CHOOSER_VALUES])
    slip = check("10.best_split_value", a.worst_case.max())
    assert not slip and "maximin" in slip.message


# ---- 11: Monte Carlo ---------------------------------------------------------------------------

def test_rollouts_are_seeded_and_the_statistics_checked():
    a = rollouts(OFFERS[1], 200)
    assert np.array_equal(a, rollouts(OFFERS[1], 200, seed=0))
    assert not np.array_equal(rollouts(OFFERS[1], 20, seed=1), a[:20])
    se = a.std(ddof=1) / math.sqrt(len(a))
    assert check("11.ci", (a.mean() - 1.96 * se, a.mean() + 1.96 * se))
    assert check("11.ci", np.array(mean_ci(a)[1:]))
    t = 1.972                                                   # Student's t, 199 df: fine too
    assert check("11.ci", [a.mean() - t * se, a.mean() + t * se])
    slip = check("11.ci", (a.mean() - 1.96 * se * math.sqrt(200) / 200,
                           a.mean() + 1.96 * se * math.sqrt(200) / 200))
    assert not slip and "√n" in slip.message
    assert not check("11.games_to_halve", 400)
    more = check("11.games_to_halve", 600)           # issue 23: in all, or how many more?
    assert not more and "in all" in more.message


def test_pairing_pays_is_the_greedy_run_s_width_ratio():
    """Issue 23: 'random or greedy' hung on correlations within noise of each other; the
    question is now the stored greedy run's ratio, the same with z or t, ddof 0 or 1."""
    e = load("paired_doge_greedy")
    d, n = e.a - e.b, e.games
    for ddof in (0, 1):
        paired = d.std(ddof=ddof) / np.sqrt(n)
        independent = np.sqrt(e.a.var(ddof=ddof) / n + e.b.var(ddof=ddof) / n)
        assert check("11.pairing_pays", independent / paired)
    slip = check("11.pairing_pays", 1 / _pairing_ratio())
    assert not slip and "paired width over" in slip.message
    assert not check("11.pairing_pays", "greedy")


def test_paired_interval():
    e = extra_card_rollouts(200)
    assert check("11.paired_ci", e.interval)
    lo, hi = e.interval
    assert not check("11.paired_ci", (lo + 1, hi + 1))
    wide = (lo - (hi - lo) * 0.5, hi + (hi - lo) * 0.5)
    assert not check("11.paired_ci", wide)


def test_the_better_offer_and_none():
    b = rollouts(OFFERS[0], 200)
    a = rollouts(OFFERS[1], 200)
    diff = a.mean() - b.mean()
    half = 1.96 * math.sqrt(a.var(ddof=1) / 200 + b.var(ddof=1) / 200)
    truth = 1 if diff - half > 0 else 0 if diff + half < 0 else None
    assert check("11.better_offer", truth)
    assert check("11.difference_ci", (diff - half, diff + half))
    assert not check("11.better_offer", False)


# ---- 12: bots ----------------------------------------------------------------------------------

def _worth_kinds(cards):
    return sum(VALUES[CODES[k]] for k in cards)


class ValueBot:
    """The solution notebook's bot: values offers by VALUES, splits maximin, else random."""
    name = "value"

    def choose(self, view):
        actions = view.legal_actions
        takes = [a for a in actions if a.verb == "take"]
        if takes:
            return max(takes, key=lambda a: _worth_kinds(a.cards))
        splits = [a for a in actions if a.verb == "split"]
        if splits:
            return max(splits, key=lambda a: min(_worth_kinds(o) for o in a.offers))
        return actions[view.rng.randrange(len(actions))]


class _Illegal:
    name = "illegal"

    def choose(self, view):
        return "doge 9"


class _Crashes:
    name = "crashes"

    def choose(self, view):
        raise ZeroDivisionError("oops")


class _First:
    name = "first"

    def choose(self, view):
        return view.legal_actions[0]


class _Subclass(GreedyBot):
    name = "mine"


class _Wrapper:
    name = "wrapper"

    def __init__(self):
        self.inner = GreedyBot()

    def choose(self, view):
        return self.inner.choose(view)


class _Renamed:
    name = "greedy"
    choose = GreedyBot.choose


def test_legal_bot_names_the_problem():
    assert check("12.legal_bot", _First())
    assert "not one of view.legal_actions" in check("12.legal_bot", _Illegal()).message
    assert "ZeroDivisionError" in check("12.legal_bot", _Crashes()).message
    assert not check("12.legal_bot", object())


@pytest.mark.parametrize("bot", [GreedyBot(), RandomBot(), SearchBot(), _Subclass(),
                                 _Wrapper(), _Renamed()], ids=lambda bot: type(bot).__name__)
def test_a_house_bot_is_not_the_learner_s(bot):
    """Issue 13: the house greedy bot was accepted as the learner's own."""
    verdict = check("12.beats_random", bot)
    assert not verdict and ("house" in verdict.message or "your own" in verdict.message)


class _Coin:
    name = "coin"

    def choose(self, view):
        return view.rng.choice(view.legal_actions)


def test_an_own_bot_beats_random():
    assert check("12.beats_random", ValueBot())
    assert not check("12.beats_random", _Coin())          # random play under another name


# ---- 13: bidding equilibria --------------------------------------------------------------------

def test_bidding_questions():
    value = solution().value
    assert check("13.game_value", value) and not check("13.game_value", value + 0.5)
    assert check("13.can_exploit", False) and not check("13.can_exploit", True)
    hint = check("13.second_round_value", 5)
    assert not hint and "mixed" in hint.message
    game = solution().game
    secure = max(RULES, key=lambda n: best_response(game, RULES[n], 1).value)
    assert check("13.most_secure_rule", secure)
    assert not check("13.most_secure_rule", "save_high")
    assert check("13.exploitability", exploitability(game, RULES["match_value"], 0))
    lp = check("13.stage_equilibria", 1)
    assert not lp and "vertex_enumeration" in lp.message


def test_simulated_interval_is_recomputed_from_the_seed():
    """Issue 13: (3.633, 3.634) typed with no simulation was Right."""
    game = solution().game
    gains = simulate_gains(game, RULES["match_value"], RULES["random"], 2000, 7)
    _, lo, hi = mean_ci(gains)
    assert check("13.simulated_interval", (lo, hi, 2000, 7))
    assert not check("13.simulated_interval", (lo, hi, 2000, 8))
    assert not check("13.simulated_interval", (3.633, 3.634, 2000, 7))
    assert not check("13.simulated_interval", (lo, hi, 100, 7))


# ---- 14: the set-up (SM-S2, SM-S3) -------------------------------------------------------------

def _engine_roll_distribution(reroll: bool) -> dict:
    """One player's four set-up rolls, from the engine's chance outcomes and their weights."""
    variant = sanmarco.Variant(setup_reroll_four_same=reroll)
    out = {}

    def walk(state, prefix, p):
        if len(prefix) == 4:
            out[prefix] = out.get(prefix, 0) + p
            return
        outcomes = state.chance_outcomes()
        total = sum(w for _, w in outcomes)
        for action, w in outcomes:
            child = state.clone()
            child.apply(action)
            walk(child, prefix + (action.district + 1,), p * Fraction(w, total))

    walk(sanmarco.new_game(players=4, seed=0, variant=variant), (), Fraction(1))
    return out


@pytest.mark.parametrize("reroll", [True, False])
def test_roll_sequences_match_the_engine_SM_S2_SM_S3(reroll):
    """The exact distribution the checkers use is the engine's, with the reroll rule both ways."""
    assert roll_sequences(reroll) == _engine_roll_distribution(reroll)
    assert sum(roll_sequences(reroll).values()) == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_some_district_empty_by_inclusion_exclusion(players):
    seqs = roll_sequences(True)
    total = Fraction(0)
    for k in range(1, 7):
        for empty in combinations(range(1, 7), k):
            avoid = sum((p for s, p in seqs.items() if not set(s) & set(empty)), Fraction(0))
            total += (-1) ** (k + 1) * avoid ** players
    assert p_some_district_empty(players, True) == total


def test_some_district_empty_agrees_with_seeded_engine_set_ups():
    games = 600
    empty = 0
    for seed in range(games):
        state = sanmarco.new_game(players=4, seed=seed)
        while state.phase == "setup-dice":
            play_chance(state)
        empty += any(sum(row) == 0 for row in state.counts)
    p = float(p_some_district_empty(4))
    assert abs(empty / games - p) < 4 * math.sqrt(p * (1 - p) / games)
    assert empty_share(games, 0) == empty / games


def test_set_up_slips_are_named():
    forgot = check("14.p_absent_from_san_marco", (5 / 6) ** 4)
    assert not forgot and "reroll" in forgot.message
    rolls = check("14.expected_in_san_marco", Fraction(2, 3))
    assert not rolls and "2 (SM-S2)" in rolls.message


def test_simulation_is_recomputed_from_games_and_seed():
    """Issue 13: (0.3, 1000) typed by hand was Right, and the z-score it printed recovered the
    exact probability in 12 checks."""
    share = empty_share(1500, 40)
    right = check("14.simulation_agrees", (share, 1500, 40))
    assert right and not any(ch.isdigit() for ch in right.message.replace("3 standard", ""))
    assert not check("14.simulation_agrees", (0.3, 1500, 40))
    assert not check("14.simulation_agrees", (share, 1500, 5000))
    assert not check("14.simulation_agrees", (share, 10, 40))              # too few


# ---- 15: game trees ----------------------------------------------------------------------------

def test_tree_questions():
    assert check("15.tie_values", (0, 3)) and not check("15.tie_values", (3, 0))
    assert not check("15.threat_payoff", 3)


# ---- the static chart ------------------------------------------------------------------------

def bars(chart) -> dict:
    """{its title: (top, bottom)} of every bar, and the zero line's height, of a BarChart."""
    ns = "{http://www.w3.org/2000/svg}"
    root = ET.fromstring(chart._repr_svg_())
    spans = {r.find(ns + "title").text: (float(r.get("y")), float(r.get("y")) +
                                         float(r.get("height")))
             for r in root.iter(ns + "rect") if r.find(ns + "title") is not None}
    return spans, float(root.find(ns + "line").get("y1"))


def test_bar_chart_stands_bars_on_the_zero_line_and_hangs_losses_below_it():
    spans, zero = bars(BarChart(("a", "b"), {"x": [2, -1], "y": [1, 0.5]}, title="t <&>"))
    assert spans["a x: 2"][1] == spans["a y: 1"][1] == spans["b x: -1"][0] == zero
    assert spans["b x: -1"][1] > zero and spans["a x: 2"][0] < spans["a y: 1"][0] < zero
    # heights are in proportion: 2 is twice 1 and twice -1 (to the rounding of 0.1 px)
    height = {k: b - t for k, (t, b) in spans.items()}
    assert abs(height["a x: 2"] - 2 * height["b x: -1"]) < 0.2
    # only losses: every bar hangs from a zero line at the top
    spans, zero = bars(BarChart(("p",), {"x": [-3], "y": [-1]}))
    assert all(t == zero for t, _ in spans.values())
    # nothing to show (all zero, or no values at all) still draws a valid chart
    spans, zero = bars(BarChart(("p", "q"), {"x": [0, 0]}))
    assert all(t == b == zero for t, b in spans.values())
    assert bars(BarChart((), {}))[0] == {}


# ---- issue 23: low-precision forms, leaks, wording ---------------------------------------------

@pytest.mark.parametrize("name, answer", [
    ("14.p_absent_from_san_marco", np.float16(13 / 27)),    # was taken for the reroll slip
    ("14.p_absent_from_san_marco", np.float16(0.48)),       # was Right
    ("14.p_some_district_empty", np.float16(0.3)),          # was Right
    ("13.game_value", np.float16(2.428)),                   # was Right
    ("14.simulation_agrees", (np.float16(0.3), 1500, 40)),
    ("11.mean", np.array(20.0, dtype=np.float16)),
])
def test_a_form_too_coarse_is_told_so_not_graded(name, answer):
    """answers.MIN_DIGITS: float16 keeps about 3 digits, fewer than it takes to tell the
    answers of these questions apart (13/27 and (5/6)**4 differ in the third): the verdict
    names the form, never right, never a slip."""
    verdict = check(name, answer)
    assert not verdict
    assert "float16" in verdict.message and "3 significant digits" in verdict.message
    assert "reroll" not in verdict.message


def test_float32_still_carries_enough_digits():
    assert check("14.p_absent_from_san_marco", np.float32(13 / 27))
    assert check("13.game_value", np.float32(solution().value))


def test_15_tie_values_swapped_learns_nothing():
    """Both right values swapped got a sentence of their own: it told that both were right."""
    tree_right = check("15.tie_values", (0, 3))
    swapped, wrong = check("15.tie_values", (3, 0)), check("15.tie_values", (1, 7))
    assert tree_right and not swapped and swapped.message == wrong.message


@pytest.mark.parametrize("games", [999, 20_001, 10])
def test_14_simulation_size_refusal_names_no_answer(games):
    """'fewer cannot tell 0.29 from 0.31' gave away the answer of 14.4."""
    verdict = check("14.simulation_agrees", (0.3, games, 0))
    assert not verdict and "1,000 and 20,000" in verdict.message
    assert not any(ch.isdigit() for ch in verdict.message.replace("1,000", "")
                   .replace("20,000", ""))


def test_13_can_exploit_wording():
    verdict = check("13.can_exploit", 0)
    assert not verdict and verdict.message == "give your answer as True or False"
