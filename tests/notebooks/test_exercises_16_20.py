"""The checkers of lessons 16-20: right in every form, wrong and odd answers told "not yet"
with the same sentence whatever the distance, hostile answers a verdict (the generic junk test
of test_exercises.py covers every registered question, these too)."""
from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from sanmarco_nb.analysis.learning import KUHN_VALUE
from sanmarco_nb.exercises import VALUES, Verdict, check
from sanmarco_nb.analysis.sanmarco_fair_division import proportional
from sanmarco_nb.analysis.split_choose import split_choose
from sanmarco_nb.exercises.auction_formats import value
from sanmarco_nb.exercises.fair_division_for_three import analysis, lesson_hand
from sanmarco_nb.exercises.learning_an_equilibrium import first_below
from sanmarco_nb.exercises.majorities_as_blotto import UNEVEN, solved

def _forms():
    # the numeric forms of test_exercises.py (tests import in importlib mode: load it by path)
    import importlib.util
    from pathlib import Path
    spec = importlib.util.spec_from_file_location(
        "_exercise_forms", Path(__file__).with_name("test_exercises.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.forms


forms = _forms()

NUMERIC = {
    "16.kuhn_value": lambda: KUHN_VALUE,
    "16.iterations_to_a_hundredth": lambda: Fraction(first_below(True)),
    "18.first_price_value": lambda: value("winner"),
    "18.start_tie_value": lambda: value("all", "start"),
    "20.uneven_value": lambda: solved(UNEVEN).value,
    "19.proportional_count": lambda: Fraction(int(proportional(analysis()).sum())),
    "19.envy_free_count": lambda: Fraction(int(analysis().envy_free.sum())),
    "19.guarantee": lambda: Fraction(int(analysis().worst_case.max())),
}


@pytest.mark.parametrize("name", sorted(NUMERIC))
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_right_in_every_numeric_form(name, data):
    answer = data.draw(forms(NUMERIC[name]()))
    assert check(name, answer), (name, repr(answer))


def _added():
    # issue 38's questions: right in every form (each has a hint for one named slip, so the
    # "same sentence for every wrong number" test above does not apply)
    from sanmarco_nb.analysis.sanmarco_fair_division import maximin_shares
    from sanmarco_nb.analysis.revenue import revenue
    from sanmarco_nb.exercises.auction_formats import BIDDERS
    from sanmarco_nb.exercises.learning_an_equilibrium import bound_iterations
    from sanmarco_nb.exercises.strategies_that_evolve import fixation
    return {"16.regret_bound": lambda: Fraction(bound_iterations()),
            "17.fixation": lambda: fixation("tit for tat", "always greedy"),
            "18.textbook_revenue": lambda: revenue(BIDDERS),
            "19.maximin_share": lambda: Fraction(int(maximin_shares(analysis())[1]))}


ADDED = _added()


@pytest.mark.parametrize("name", sorted(ADDED))
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_added_questions_right_in_every_numeric_form(name, data):
    answer = data.draw(forms(ADDED[name]()))
    assert check(name, answer), (name, repr(answer))


@pytest.mark.parametrize("name", sorted(NUMERIC))
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(off=st.floats(2e-3, 0.4999))
def test_a_wrong_number_learns_nothing(name, off):
    truth = float(NUMERIC[name]())
    scale = max(abs(truth), 1.0)
    high, low = check(name, truth + off * scale), check(name, truth - off * scale)
    assert not high and not low and high.message == low.message


HOSTILE = [None, "average; import os", "__import__('os')", b"x", float("nan"), float("inf"),
           1j, [], (), {}, set(), np.array([[1.0]]), iter(range(10 ** 9)), object(), ...,
           10 ** 400, -1, True, np.True_, (1, 2, 3), ("a", "b", "c"), (0.5,) * 6]


@pytest.mark.parametrize("name", ["16.regret_matching", "16.iterations_to_a_hundredth",
                                  "16.which_converges", "16.kuhn_value", "17.ess",
                                  "17.ess_without_equilibrium", "17.rises_then_falls",
                                  "17.generations", "18.first_price_value", "18.best_format",
                                  "18.start_tie_value", "18.revenue_equivalence",
                                  "19.proportional_count", "19.envy_free_count",
                                  "19.guarantee", "19.hands_with_envy_free", "19.who_envies",
                                  "20.pure_equilibrium", "20.uneven_value",
                                  "16.regret_bound", "17.fixation", "18.textbook_revenue",
                                  "19.maximin_share"])
# ids the same in every process (pytest-xdist's workers must collect the same tests): no address
@pytest.mark.parametrize("answer", HOSTILE,
                         ids=lambda a: type(a).__name__ if " at 0x" in repr(a) else repr(a))
def test_hostile_answers_are_not_yet(name, answer):
    verdict = check(name, answer)
    assert isinstance(verdict, Verdict) and not verdict, (name, answer)
    assert "could not be checked" not in verdict.message


def test_16():
    assert check("16.regret_matching", (0.5, 0, 1 / 6, 0, 1 / 3))
    assert check("16.regret_matching", np.array([0.5, 0, 0.167, 0, 0.333]))
    assert check("16.regret_matching", [Fraction(1, 2), 0, Fraction(1, 6), 0, Fraction(1, 3)])
    naive = check("16.regret_matching", (3 / 5, -1 / 5, 1 / 5, 0, 2 / 5))
    assert not naive and "add up to 1" in naive.message
    assert not check("16.regret_matching", (1 / 3, 0, 1 / 3, 0, 1 / 3))
    uniform = check("16.regret_matching", (0.2,) * 5)      # the no-positive-regret case
    assert not uniform and "no regret is positive" in uniform.message
    assert "negative regret" in check("16.regret_matching", (1 / 3, 0, 1 / 3, 0, 1 / 3)).message
    plain = check("16.iterations_to_a_hundredth", first_below(False))
    assert not plain and "plain CFR" in plain.message
    assert not check("16.iterations_to_a_hundredth", first_below(True) + 1)
    assert check("16.which_converges", " average ") and not check("16.which_converges", "current")
    assert check("16.which_converges", "Average") and check("16.which_converges", "AVERAGE")
    assert not check("16.which_converges", "Current")
    assert check("16.kuhn_value", -0.056) and not check("16.kuhn_value", 1 / 18)


def test_17():
    assert check("17.ess", "equilibrium") and not check("17.ess", "high_early")
    assert check("17.ess_without_equilibrium", "high_early")
    assert not check("17.ess_without_equilibrium", "equilibrium")          # not among the four
    assert not check("17.ess_without_equilibrium", "save_high")
    assert check("17.rises_then_falls", "match_value")
    assert not check("17.rises_then_falls", "high_early")
    assert check("17.generations", 12) and not check("17.generations", 13)
    assert check("17.generations", 12.0) and not check("17.generations", 12.5)


def test_18():
    assert check("18.best_format", "all") and not check("18.best_format", "winner")
    assert not check("18.best_format", "all-pay")            # the rule's name, as listed
    assert check("18.best_format", "All")                     # any case
    assert check("18.revenue_equivalence", False) and not check("18.revenue_equivalence", 0)
    assert check("18.first_price_value", Fraction(5, 3)) and check("18.first_price_value", 1.667)
    assert not check("18.first_price_value", value("all"))   # the all-pay value


def test_20():
    assert check("20.pure_equilibrium", (1, 2, 1)) and check("20.pure_equilibrium", [1, 2, 1.0])
    assert not check("20.pure_equilibrium", (4, 0, 0))                 # concentrated
    assert not check("20.pure_equilibrium", (1, 1, 1))                 # three, not four
    assert not check("20.pure_equilibrium", (5, -1, 0))
    assert check("20.uneven_value", Fraction(7, 3)) and not check("20.uneven_value", 2)


def test_19():
    a = analysis()
    # a wrong count learns nothing, not even that it answers 19.envy_free_count
    leak, other = (check("19.proportional_count", n) for n in (a.envy_free.sum(), 1))
    assert not leak and leak.message == other.message
    assert not check("19.envy_free_count", proportional(a).sum())
    two = split_choose(lesson_hand(), VALUES)
    slip = check("19.guarantee", two.worst_case.max())
    assert not slip and "two offers" in slip.message
    assert check("19.who_envies", "second chooser") and not check("19.who_envies", "distributor")
    assert not check("19.hands_with_envy_free", 40)


def test_19_answers_do_not_depend_on_the_tie_rule():
    from sanmarco_nb.analysis.sanmarco_fair_division import census
    from sanmarco_nb.exercises.fair_division_for_three import TASTES
    for ties in ("against", "for"):
        b = split_choose(lesson_hand(), TASTES, offers=3, ties=ties)
        assert (int(proportional(b).sum()), int(b.envy_free.sum())) == (137, 52)
        assert census(range(40), VALUES, ties).with_envy_free == 13
    # the count of one hand's envy-free splits does (lesson 19, section 3)
    assert [int(census([12], TASTES, t).envy_free[0]) for t in ("against", "for")] == [40, 148]


def test_12_games_for_power():
    from sanmarco_nb.analysis.stats import games_needed
    n = games_needed(0.6)
    assert check("12.games_for_power", n) and check("12.games_for_power", float(n))
    slip = check("12.games_for_power", 97)
    assert not slip and "50% power" in slip.message
    assert not check("12.games_for_power", n - 1) and not check("12.games_for_power", n + 1)
    for junk in HOSTILE:
        assert not check("12.games_for_power", junk)
