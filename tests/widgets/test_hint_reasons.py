"""The hint's reasons in words, from numbers (issue 34, item 4): over a fixed, seeded set of
decisions of both games, the parts of the player's final points by the game's own scoring sum
to the simulations' own final points, two options' parts differ by as much as their points,
the sentence says that difference, no two options get the same sentence, none restates its
button, and a reply the search names is a legal move of that player. Early decisions' final
points are the fitted final-parts model's (bots.evaluation)."""
from __future__ import annotations

import itertools

import pytest

from sanmarco_nb import CHANCE, artsociety, sanmarco
from sanmarco_nb.analysis.coach import analyse
from sanmarco_nb.bots import bot_step, make_bot
from sanmarco_nb.i18n import LANGS
from sanmarco_nb.widgets.hint import _change, finals, hint_lines, move_text, reply, shown

BUDGET = {"iterations": 72, "width": 3, "first": 8, "explain": True}


def decision(game, players, seed, verbs, when, skip=0):
    """A greedy game's position where the player to move has a decision of `verbs` with at
    least three legal moves and `when(state)` holds (the `skip`-th such one)."""
    s, greedy = game.new_game(players=players, seed=seed), make_bot("greedy")
    while not s.is_terminal():
        if s.to_move != CHANCE and when(s):
            acts = s.legal_actions()
            if acts[0].verb in verbs and len(acts) >= 3:
                if skip == 0:
                    return s
                skip -= 1
        bot_step(s, greedy)
    raise AssertionError(f"no {verbs} decision")


def last_passage(s):
    return s.passage == 3


def last_round(s):                  # these seeds' games end after round 8
    return s.round == 8


# late decisions (their simulations reach the end of the game) and early ones (they stop at
# the coach's horizon, where the fitted evaluation values them and its final-parts model
# breaks their final points down)
DECISIONS = {
    "sm-split": (sanmarco, 3, 1, ("split", "offer"), last_passage, 0),
    "sm-take": (sanmarco, 3, 1, ("take",), last_passage, 0),
    "sm-take-4p": (sanmarco, 4, 2, ("take", "split", "offer"), last_passage, 1),
    "as-pick": (artsociety, 2, 1, ("pick",), last_round, 0),
    "as-bid": (artsociety, 2, 3, ("bid",), last_round, 0),
    "as-take": (artsociety, 2, 3, ("take",), last_round, 0),
    "sm-early": (sanmarco, 4, 3, ("split",), lambda s: True, 0),
    "as-early": (artsociety, 2, 3, ("bid",), lambda s: True, 0),
}


@pytest.fixture(scope="module")
def analysed():
    out = {}
    for name, (game, players, seed, verbs, when, skip) in DECISIONS.items():
        state = decision(game, players, seed, verbs, when, skip)
        out[name] = state, analyse(state, seed=1, **BUDGET)
    return out


@pytest.mark.parametrize("name", DECISIONS)
def test_the_reasons_parts_sum_to_their_totals(analysed, name):
    """Each option's parts of the final points (the game's scoring at the end of every
    simulation that reached it, the fitted final-parts model's where it stopped before) sum to
    the mean of those simulations' own final points, and two options' parts differ by as much
    as their points do. Both games have the model: every simulation counts."""
    state, a = analysed[name]
    for o in a.options:
        f = o.finals
        assert f["n"] == o.visits and 0 <= f["modelled"] <= 1
        assert sum(f["mean"].values()) == pytest.approx(f["points"], abs=1e-9)
        assert all(v >= 0 for v in f["var"].values())
    if name.endswith("early"):                       # they stop at the coach's horizon
        assert all(o.finals["modelled"] > 0 for o in a.options)
    for x, y in itertools.combinations(a.options, 2):
        keys = x.finals["mean"].keys() | y.finals["mean"].keys()
        diff = sum(x.finals["mean"].get(k, 0.0) - y.finals["mean"].get(k, 0.0) for k in keys)
        assert diff == pytest.approx(x.finals["points"] - y.finals["points"], abs=1e-9)


def test_a_modelled_part_counts_the_models_error_in_its_variance():
    """A part valued by the final-parts model carries the model's held-out error variance
    (per simulation it valued) on top of the spread of its values."""
    from sanmarco_nb.analysis.coach import _finals
    exact = {"n": 4, "points": 8.0, "sums": {"bonus": 8.0}, "squares": {"bonus": 20.0},
             "modelled": 0, "error": {"bonus": 0.0}}
    modelled = {**exact, "modelled": 2, "error": {"bonus": 2 * 9.0}}
    spread = _finals(exact)["var"]["bonus"]
    assert spread == pytest.approx((20.0 / 4 - 4.0) * 4 / 3)
    assert _finals(modelled)["var"]["bonus"] == pytest.approx(spread + 18.0 / 4)
    assert _finals(modelled)["modelled"] == 0.5


@pytest.mark.parametrize("name", DECISIONS)
@pytest.mark.parametrize("lang", LANGS)
def test_the_sentences_say_the_numbers_and_differ(analysed, name, lang):
    """The sentence of an option after the first says its difference in final points ("by the
    end of the game": the simulations' own, or the final-parts model's where they stopped
    before), else where they stopped (never "by the end of the game" then); no two options
    share a sentence; none contains its own button's words."""
    state, a = analysed[name]
    options, lines = shown(a), hint_lines(state, a, lang)
    whys = lines[len(lines) - 2 * len(options):][1::2]
    assert len(options) >= 2 and len(set(whys)) == len(whys), whys
    end = {"en": "by the end of the game", "de": "bis zum Ende der Partie",
           "tr": "oyun sonuna kadar"}[lang]
    direction = {"en": ("points fewer", "points more"), "de": ("Punkte weniger", "Punkte mehr"),
                 "tr": ("puan daha az", "puan daha fazla")}
    first = options[0]
    for o, why in zip(options, whys):
        assert move_text(state, o.action, lang) not in why, why
        if o is first:
            continue
        if finals(o) and finals(first):
            total = o.finals["points"] - first.finals["points"]
            if abs(total) >= 0.05:
                said = f"{_change(total, lang)['total']} {direction[lang][total > 0]}"
                assert end in why and said in why, why
        else:
            assert end not in why, why


def test_a_reply_named_is_a_legal_move_of_the_next_player(analysed):
    """A reply the hint names is another player's, legal at their turn in every drawn
    continuation after the option (the search's tree also holds replies of sampled worlds,
    such as a take of another distributor's face-down offers: those are not named); the fixed
    decisions name some, in both games."""
    import random

    from sanmarco_nb.widgets.hint import DRAWS, _until
    named = set()
    for state, a in analysed.values():
        for o in shown(a):
            if not reply(state, o, "en"):
                continue
            q, move, share = o.reply
            assert q != state.to_move and 0 < share <= 1
            for k in range(DRAWS):
                after = _until(state, o.action, q, random.Random(k))
                assert after.to_move == q and move in after.legal_actions()
            named.add(state.GAME)
    assert named == {"sanmarco", "artsociety"}


def test_a_part_is_named_only_where_its_difference_is_larger_than_its_interval():
    """Against the first, the parts named are those whose difference is outside its 95%
    interval, largest first, and the rest together where they leave half the change or more
    unexplained; where none is, the sentence says so."""
    from dataclasses import replace

    from sanmarco_nb.analysis.coach import Option
    from sanmarco_nb.widgets.hint import versus

    def option(mean, var):
        f = {"n": 40, "points": sum(mean.values()), "mean": mean, "var": var}
        return Option("a", 40, 0.5, 0.0, (-1.0, 1.0), 0.5, (0.3, 0.7), False, finals=f)
    first = option({"district:0": 10.0, "bonus": 6.0, "doge": -1.0},
                   {"district:0": 4.0, "bonus": 40.0, "doge": 1.0})
    other = option({"district:0": 8.6, "bonus": 5.0, "doge": -1.0},
                   {"district:0": 4.0, "bonus": 40.0, "doge": 1.0})
    assert versus(other, first, "en", "sanmarco") == (
        "instead of the first: 2.4 points fewer for you by the end of the game; the largest "
        "changes: the majority in Cannaregio (\u22121.4)")
    # a part named against the change: the rest, each part within its noise, is said too
    against = option({"district:0": 12.0, "bonus": 2.0, "doge": -1.0},
                     {"district:0": 4.0, "bonus": 400.0, "doge": 1.0})
    assert versus(against, first, "en", "sanmarco") == (
        "instead of the first: 2.0 points fewer for you by the end of the game; the largest "
        "changes: the majority in Cannaregio (+2.0); the other parts together: \u22124.0")
    noisy = replace(other, finals={**other.finals, "var": {k: 100.0 for k in other.finals["var"]}})
    assert versus(noisy, first, "en", "sanmarco") == (
        "instead of the first: 2.4 points fewer for you by the end of the game, no part of "
        "the scoring differing by more than its uncertainty")


def test_no_parts_by_the_end_of_the_game_unless_every_simulation_reached_it():
    """The parts of only the simulations that ended the game early would be a biased mean:
    an option some of whose simulations stopped at the horizon falls back to the standing."""
    from sanmarco_nb.analysis.coach import Option
    f = {"n": 30, "points": 10.0, "mean": {"bonus": 10.0}, "var": {"bonus": 1.0}}
    some = Option("a", 40, 0.5, 0.0, (-1.0, 1.0), 0.5, (0.3, 0.7), False, finals=f)
    every = Option("a", 30, 0.5, 0.0, (-1.0, 1.0), 0.5, (0.3, 0.7), False, finals=f)
    assert finals(some) is None and finals(every) is f


@pytest.mark.parametrize("lang", LANGS)
def test_more_own_points_yet_a_smaller_margin_says_the_rivals_decide(lang):
    """Where an option brings more of the player's own points than the first but a smaller
    margin over the best rival, the sentence says so (else it would read as a reason for it);
    not where both move the same way."""
    from sanmarco_nb.analysis.coach import Option
    from sanmarco_nb.widgets.hint import versus

    def option(points, margin):
        f = {"n": 40, "points": points, "mean": {"bonus": points}, "var": {"bonus": 0.1}}
        return Option("a", 40, 0.5, margin, (margin - 1, margin + 1), 0.5, (0.3, 0.7), False,
                      finals=f)
    first = option(20.0, 12.5)
    rival = {"en": "yet \u22127.4 over the best rival", "de": "und doch \u22127,4 Punkte",
             "tr": "en güçlü rakibe farkta \u22127,4"}[lang]
    assert rival in versus(option(26.3, 5.1), first, lang, "artsociety")
    assert rival not in versus(option(14.0, 5.1), first, lang, "artsociety")
