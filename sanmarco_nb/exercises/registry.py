"""Checkable answers for the classroom exercises (notebooks 10-14).

    from sanmarco_nb.exercises import check
    check("14.p_four_equal_without_reroll", 1/216)      # -> Right: ... / Not yet: ...

Each question has a name ("<notebook>.<question>") and a checker that works the answer out
itself, from the engine and the analysis tools, on the same seeded hands and games the notebook
uses. The verdict says right or wrong and *why* in general terms (what the answer must satisfy,
which way it is off), never the answer itself, so a class can try again. The solution notebooks
in `notebooks/solutions/` call the same checkers and must get "Right" on every one.

Pure Python: this module never imports the front end.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from itertools import product
from typing import Any, Callable

__all__ = ["Verdict", "check", "questions", "question", "BarChart", "roll_sequences",
           "p_some_district_empty"]


@dataclass(frozen=True)
class Verdict:
    """The answer to `check(...)`: truthy when right; shown as one line of text."""
    ok: bool
    message: str

    def __bool__(self) -> bool:
        return self.ok

    def __repr__(self) -> str:
        return f"{'Right' if self.ok else 'Not yet'}: {self.message}"

    __str__ = __repr__


@dataclass(frozen=True)
class _Question:
    name: str
    text: str
    checker: Callable[[Any], Verdict]


_QUESTIONS: dict[str, _Question] = {}


def question(name: str, text: str):
    """Register the checker of question `name` (a decorator); `text` is the question itself."""
    def register(checker):
        _QUESTIONS[name] = _Question(name, text, checker)
        return checker
    return register


def questions(prefix: str = "") -> list[str]:
    """The questions whose name starts with `prefix`, as "name: question" lines."""
    return [f"{q.name}: {q.text}" for q in _QUESTIONS.values() if q.name.startswith(prefix)]


def check(name: str, answer: Any) -> Verdict:
    """Say whether `answer` to question `name` is right, and why not if it is not."""
    if name not in _QUESTIONS:
        raise KeyError(f"no question {name!r}; the questions are: {', '.join(sorted(_QUESTIONS))}")
    if answer is ...:
        return Verdict(False, "no answer yet: replace the ... with yours and run the cell again")
    return _QUESTIONS[name].checker(answer)


# ---- helpers the checkers share ---------------------------------------------------------------

def right(why: str) -> Verdict:
    return Verdict(True, why)


def wrong(why: str) -> Verdict:
    return Verdict(False, why)


def as_number(answer) -> float | None:
    """A float from an int, float, Fraction or numpy scalar; None for anything else."""
    if isinstance(answer, bool):
        return None
    try:
        value = float(answer)
    except (TypeError, ValueError):
        return None
    return value if math.isfinite(value) else None


def close_to(answer, truth: float, *, rel: float = 1e-6, abs_: float = 1e-9,
             what: str = "the value") -> Verdict:
    """Right when `answer` is within the tolerance of `truth`; otherwise say which way it is off
    (too high / too low), and by roughly how much relative to the truth, without giving it."""
    value = as_number(answer)
    if value is None:
        return wrong(f"{what} should be a number, not {type(answer).__name__}")
    if math.isclose(value, truth, rel_tol=rel, abs_tol=abs_):
        return right(f"{what} is correct")
    side = "too high" if value > truth else "too low"
    off = abs(value - truth) / abs(truth) if truth else math.inf
    size = "a little " if off < 0.1 else "" if off < 1 else "far "
    return wrong(f"{what} is {size}{side}")


def exact_fraction(answer, truth: Fraction, *, what: str = "the probability") -> Verdict:
    """A probability given as a Fraction must be exact; a float must agree to about 1e-9."""
    if isinstance(answer, Fraction):
        if answer == truth:
            return right(f"{what} is exactly right")
        if float(answer) == float(truth):
            return wrong(f"{what} is very nearly right, but not exactly")
        return close_to(float(answer), float(truth), rel=0, abs_=0, what=what)
    return close_to(answer, float(truth), rel=1e-9, abs_=1e-12, what=what)


# ---- a static chart for the notebooks ----------------------------------------------------------

@dataclass(frozen=True)
class BarChart:
    """Grouped bars as a static SVG (`_repr_svg_`), so a chart still shows on GitHub/nbviewer.

    `series` maps a legend name to one value per label, e.g. {"exact": [...], "simulated": [...]}.
    """
    labels: tuple
    series: dict
    title: str = ""
    width: int = 480
    height: int = 220

    def __repr__(self) -> str:
        return f"<bar chart: {self.title}>"

    def _repr_svg_(self) -> str:
        from html import escape
        from .svg.palette import player_colour
        top = max((v for vals in self.series.values() for v in vals), default=1) or 1
        n, k = len(self.labels), len(self.series)
        left, bottom, head = 40, 30, 28
        plot_w, plot_h = self.width - left - 10, self.height - bottom - head
        slot = plot_w / max(n, 1)
        bar = slot * 0.8 / max(k, 1)
        out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.width}" '
               f'height="{self.height}" font-family="sans-serif" font-size="11">',
               f'<text x="{self.width / 2:.0f}" y="14" text-anchor="middle" '
               f'font-weight="bold">{escape(self.title)}</text>']
        for j, (name, vals) in enumerate(self.series.items()):
            colour = player_colour(j)
            out.append(f'<rect x="{left + j * 90}" y="18" width="8" height="8" fill="{colour}"/>'
                       f'<text x="{left + j * 90 + 11}" y="26">{escape(name)}</text>')
            for i, v in enumerate(vals):
                h = plot_h * max(v, 0) / top          # bars start at 0: show losses as positive
                x = left + i * slot + slot * 0.1 + j * bar
                out.append(f'<rect x="{x:.1f}" y="{head + plot_h - h:.1f}" width="{bar:.1f}" '
                           f'height="{h:.1f}" fill="{colour}"><title>{escape(str(self.labels[i]))}'
                           f' {escape(name)}: {v:.4g}</title></rect>')
        for i, label in enumerate(self.labels):
            out.append(f'<text x="{left + (i + 0.5) * slot:.1f}" y="{head + plot_h + 14}" '
                       f'text-anchor="middle">{escape(str(label))}</text>')
        out.append(f'<text x="{left - 4}" y="{head + 4}" text-anchor="end">{top:.3g}</text>'
                   f'<text x="{left - 4}" y="{head + plot_h}" text-anchor="end">0</text>'
                   f'<line x1="{left}" y1="{head + plot_h}" x2="{self.width - 10}" '
                   f'y2="{head + plot_h}" stroke="#333"/></svg>')
        return "".join(out)


# ---- 14: the probability of the set-up (SM-S2, SM-S3) ----------------------------------------

def roll_sequences(reroll: bool = True) -> dict[tuple[int, int, int, int], Fraction]:
    """Every sequence of one player's four set-up rolls (SM-S2) and its exact probability.

    With `reroll` (SM-S3): after three equal rolls a fourth equal one is rolled again until it
    differs, so the fourth is then one of the five other faces, each with probability 1/5.
    """
    out = {}
    for seq in product(range(1, 7), repeat=4):
        a, b, c, d = seq
        if reroll and a == b == c:
            if d != a:
                out[seq] = Fraction(1, 216 * 5)
        else:
            out[seq] = Fraction(1, 6 ** 4)
    return out


def p_some_district_empty(players: int = 4, reroll: bool = True) -> Fraction:
    """The exact probability that after the dice (SM-S2) some district has no aristocrat at all.

    Each player covers a set of districts (a 6-bit mask); the players roll independently, so the
    distribution of the union is the OR-convolution of the players' distributions.
    """
    cover: dict[int, Fraction] = {}
    for seq, p in roll_sequences(reroll).items():
        mask = 0
        for face in seq:
            mask |= 1 << (face - 1)
        cover[mask] = cover.get(mask, 0) + p
    union = {0: Fraction(1)}
    for _ in range(players):
        nxt: dict[int, Fraction] = {}
        for m, p in union.items():
            for m2, q in cover.items():
                nxt[m | m2] = nxt.get(m | m2, 0) + p * q
        union = nxt
    return sum((p for m, p in union.items() if m != 0b111111), Fraction(0))


@question("14.p_four_equal_without_reroll",
          "Without the reroll rule (SM-S3 off), the probability that one player's four rolls "
          "are all equal")
def _(answer):
    truth = sum((p for s, p in roll_sequences(False).items() if len(set(s)) == 1), Fraction(0))
    return exact_fraction(answer, truth)


@question("14.expected_in_san_marco",
          "With the reroll rule, the expected number of aristocrats one player puts into "
          "San Marco (die face 5) at set-up")
def _(answer):
    truth = sum((2 * s.count(5) * p for s, p in roll_sequences(True).items()), Fraction(0))
    verdict = exact_fraction(answer, truth, what="the expected number")
    if not verdict and as_number(answer) is not None and as_number(answer) < 2:
        return wrong(verdict.message + " (each roll places 2 aristocrats, SM-S2)")
    return verdict


@question("14.p_absent_from_san_marco",
          "With the reroll rule, the probability that one player has no aristocrat in San Marco "
          "after their four rolls")
def _(answer):
    truth = sum((p for s, p in roll_sequences(True).items() if 5 not in s), Fraction(0))
    verdict = exact_fraction(answer, truth)
    if not verdict and as_number(answer) is not None and \
            math.isclose(as_number(answer), (5 / 6) ** 4, rel_tol=1e-9):
        return wrong("that is the answer without the reroll rule: which sequences does SM-S3 "
                     "change?")
    return verdict


@question("14.p_some_district_empty",
          "Four players, reroll rule on: the probability that some district has no aristocrat "
          "at all after the dice")
def _(answer):
    return exact_fraction(answer, p_some_district_empty(4, True))


@question("14.simulation_agrees",
          "Your simulated estimate of 14.p_some_district_empty and the number of games, as "
          "(estimate, games): does it agree with the exact value?")
def _(answer):
    try:
        estimate, games = answer
        estimate, games = float(estimate), int(games)
    except (TypeError, ValueError):
        return wrong("give a pair (estimate, number of simulated games)")
    if games < 1000:
        return wrong("simulate at least 1000 set-ups: fewer cannot tell 0.29 from 0.31")
    truth = float(p_some_district_empty(4, True))
    se = math.sqrt(truth * (1 - truth) / games)
    z = (estimate - truth) / se
    if abs(z) <= 3:
        return right(f"within {abs(z):.1f} standard errors of the exact value")
    return wrong(f"{abs(z):.0f} standard errors away: check that you count a district as empty "
                 "only when no player at all has an aristocrat there")


# ---- 13: bidding equilibria (AS-R2, AS-R3) -----------------------------------------------------

def bidding_game():
    """The reduced sealed-bid game of exercise 13 (5 cards, 3 rounds, prizes 1, 3 or 5)."""
    from .analysis.auctions import BiddingGame
    return BiddingGame(cards=5, rounds=3, prizes=(1, 3, 5), start=(2, 1))


def second_round_node():
    """The position of question 13.second_round_value: round 2 of 3; player 0 holds 1, 2, 4, 5
    (bid 3 last), player 1 holds 1, 3, 4, 5 (bid 2 last); the prize is 5."""
    from .analysis.auctions import Node
    mask = lambda cards: sum(1 << (c - 1) for c in cards)   # noqa: E731
    return Node(round=1, hands=(mask((1, 2, 4, 5)), mask((1, 3, 4, 5))), beneath=(3, 2), prize=5)


_SOLVED: dict = {}


def _solution():
    if "game" not in _SOLVED:
        from .analysis.auctions import solve
        _SOLVED["game"] = solve(bidding_game())
    return _SOLVED["game"]


@question("13.second_round_value",
          "The value for player 0 of the position `second_round_node()` (this round's prize "
          "plus the expected value of the last round)")
def _(answer):
    verdict = close_to(answer, _solution().node_value(second_round_node()), rel=1e-6,
                       abs_=1e-6, what="the value")
    value = as_number(answer)
    if not verdict and value is not None and value in (5.0, -5.0, 0.0):
        return wrong("that is a pure-strategy guess: does either player have a bid that is best "
                     "whatever the other does? If not, solve the matrix for mixed strategies")
    return verdict


@question("13.game_value",
          "The value of the whole game `bidding_game()` for player 0, before the first prize is "
          "seen")
def _(answer):
    return close_to(answer, _solution().value, rel=1e-6, abs_=1e-6, what="the value")


@question("13.best_simple_rule",
          "Which of the simple rules in `auctions.RULES` gains most in seat 0 against the "
          "equilibrium in seat 1 (exactly, not simulated)?")
def _(answer):
    from .analysis.auctions import RULES, equilibrium, expected
    game, eq = bidding_game(), equilibrium(_solution())
    gains = {name: expected(game, rule, eq) for name, rule in RULES.items()}
    if answer not in gains:
        return wrong(f"answer with one of the rule names: {', '.join(gains)}")
    if gains[answer] >= max(gains.values()) - 1e-9:
        return right(f"{answer} gains {gains[answer]:.3f} against the equilibrium")
    return wrong(f"another rule gains more than {answer} ({gains[answer]:.3f}) against the "
                 "equilibrium")


@question("13.can_exploit",
          "Can any way of bidding in seat 0 gain more than the game's value against the "
          "equilibrium in seat 1? (True or False)")
def _(answer):
    if not isinstance(answer, bool):
        return wrong("answer True or False")
    if answer is False:
        return right("against an equilibrium strategy nothing gains more than the value "
                     "(von Neumann's minimax theorem)")
    return wrong("compare the exact gains of every rule with the value; then think about "
                 "what the minimax theorem promises the seat-1 player")


@question("13.simulation_covers_exact",
          "Simulate the equilibrium (seat 0) against the random rule (seat 1): give the mean "
          "gain's 95% interval as (low, high)")
def _(answer):
    from .analysis.auctions import RULES, equilibrium, expected
    try:
        low, high = (float(x) for x in answer)
    except (TypeError, ValueError):
        return wrong("give the interval as a pair (low, high)")
    exact = expected(bidding_game(), equilibrium(_solution()), RULES["random"])
    if not low < high:
        return wrong("the low end must be below the high end")
    if high - low > 0.5:
        return wrong("the interval is too wide to say much: simulate more games")
    if low <= exact <= high:
        return right("the exact expectation lies inside your interval")
    return wrong("the exact expectation lies outside your interval: check the seats, or it is "
                 "one of the 5% of intervals that miss (try another seed)")


# ---- 10: divide and choose (SM-R3, SM-R6) ------------------------------------------------------

# What a card is worth to a player, in rough prestige points: action cards help, limit cards
# (SM-C3) push towards the 10-limit and count against. Data, so a class can argue about it.
VALUES = {"1": 2, "2": 2, "3": 2, "4": 2, "5": 3, "6": 2, "B": 2, "T": 2, "D": 3, "X": 1,
          "L1": -1, "L2": -2, "L3": -3}
# A chooser who leads in Santa Croce (2) and Castello (6) and fears no limit: other tastes
CHOOSER_VALUES = {**VALUES, "2": 4, "6": 4, "D": 2, "L1": 0, "L2": -1, "L3": -2}
HAND_SEED = 10
SPLIT = (("1", "2", "6", "L3", "L3"), ("B", "D", "L1"))   # a split to answer 10.best_response on


def real_hand(seed: int = HAND_SEED) -> tuple[str, ...]:
    """The 8 cards (5 action + 3 limit, SM-R3) the first distributor draws in the 4-player game
    seeded `seed`, in notation codes. The draws depend on the seed alone."""
    from . import CHANCE, play_chance
    from .sanmarco import CODES, new_game
    state = new_game(players=4, seed=seed)
    while state.phase != "split":
        if state.to_move == CHANCE:
            play_chance(state)
        else:
            state.apply(state.legal_actions()[0])
    return tuple(CODES[k] for k in state.hand)


def _analysis(valuations):
    from .analysis.split_choose import split_choose
    return split_choose(real_hand(), valuations)


def _as_split(answer) -> tuple | str:
    """Two offers as sorted tuples, or a reason why `answer` is not a split of the hand."""
    try:
        offers = [tuple(sorted(map(str, o))) for o in answer]
    except TypeError:
        return "give the split as two lists of card codes, e.g. (['1', 'L2'], ['D', ...])"
    if len(offers) != 2 or not all(offers):
        return "a split has exactly two offers of at least one card each (SM-R3)"
    if sorted(offers[0] + offers[1]) != sorted(real_hand()):
        return "the two offers together must hold exactly the cards of `real_hand()`"
    return tuple(offers)


def _value(offer, values) -> float:
    return float(sum(values[c] for c in offer))


@question("10.best_response",
          "With `VALUES` for everybody, which offer of `SPLIT` does the chooser take? (0 or 1)")
def _(answer):
    if answer not in (0, 1) or isinstance(answer, bool):
        return wrong("answer 0 (the first offer) or 1 (the second)")
    worth = [_value(o, VALUES) for o in SPLIT]
    best = max(worth)
    if worth[answer] == best:
        return right(f"the chooser takes the offer worth {best:g} to them")
    return wrong("the chooser takes the offer worth more to them: add up the values, limit "
                 "cards count against")


@question("10.maximin",
          "With `VALUES` for everybody, a split of `real_hand()` that guarantees the distributor "
          "the most, whatever the chooser takes")
def _(answer):
    split = _as_split(answer)
    if isinstance(split, str):
        return wrong(split)
    guarantee = min(_value(o, VALUES) for o in split)
    best = float(_analysis(VALUES).worst_case.max())
    if guarantee >= best - 1e-9:
        return right(f"your split guarantees {guarantee:g}, the most any split can")
    return wrong(f"your split guarantees only {guarantee:g}: the chooser takes the better offer, "
                 "so make the worse one as good as you can")


@question("10.envy_free_count",
          "The distributor values cards by `VALUES`, the chooser by `CHOOSER_VALUES`: how many "
          "splits of `real_hand()` (identical cards interchangeable) are envy-free?")
def _(answer):
    if isinstance(answer, bool) or not isinstance(answer, int):
        return wrong("answer a whole number of splits")
    a = _analysis([VALUES, CHOOSER_VALUES])
    truth = int(a.envy_free.sum())
    if answer == truth:
        return right(f"{truth} of the {a.splits} splits leave nobody envious")
    if answer == a.splits:
        return wrong("not every split is envy-free: after the choice, does the distributor "
                     "prefer the chooser's offer?")
    return wrong(f"{'too many' if answer > truth else 'too few'}: a split is envy-free when, "
                 "after the chooser's best response, neither prefers the other's offer by their "
                 "own values")


@question("10.best_split_value",
          "Knowing the chooser values cards by `CHOOSER_VALUES`, what is the most the distributor "
          "(by `VALUES`) can keep?")
def _(answer):
    a = _analysis([VALUES, CHOOSER_VALUES])
    verdict = close_to(answer, float(a.payoff[a.best, 0]), rel=0, abs_=1e-9, what="the value")
    if not verdict and as_number(answer) == float(a.worst_case.max()):
        return wrong("that is the maximin guarantee: knowing the chooser's taste lets you do "
                     "better, by putting what they love next to what you do not need")
    return verdict


# ---- 11: the value of a card, by Monte Carlo ---------------------------------------------------

OFFERS = ("1 2 6 L3 L3", "B D L1")   # the choice of lesson 02: game seeded 10, P2 chooses


def choice_position():
    """The position of lesson 02 and exercise 11: P2 (player 1) chooses between `OFFERS`."""
    from . import CHANCE, play_chance
    from .sanmarco import new_game
    state = new_game(players=4, seed=HAND_SEED)
    while state.phase != "split":
        if state.to_move == CHANCE:
            play_chance(state)
        else:
            state.apply(state.legal_actions()[0])
    state.apply(state.parse("split " + " / ".join(OFFERS)))
    while state.phase != "choose":
        if state.to_move == CHANCE:
            play_chance(state)
        else:
            state.apply(state.legal_actions()[0])
    return state


_ROLLOUTS: dict = {}


def rollouts(offer: str, games: int, seed: int = 0):
    """P2's final prestige points in `games` random continuations after taking `offer`.

    Rollout i continues from `choice_position()` determinized for P2 with seed (seed, i): what P2
    cannot see (the face-down offers, the decks, every later die) is drawn anew, and all four
    players then play uniformly at random. Returns a numpy array; results are cached.
    """
    import numpy as np
    from .bots import RandomBot, play, seat_rng
    from .core import chance_random
    key = (offer, games, seed)
    if key not in _ROLLOUTS:
        start, bots = choice_position(), [RandomBot()] * 4
        out = np.empty(games)
        for i in range(games):
            s = start.determinize(1, chance_random(seed, i) & ((1 << 53) - 1))
            s.apply(s.parse("take " + offer))
            play(s, bots, [seat_rng(s.seed, p) for p in range(4)])
            out[i] = s.scores[1]
        _ROLLOUTS[key] = out
    return _ROLLOUTS[key]


def _interval(answer, truth: tuple, what: str) -> Verdict:
    try:
        low, high = (float(x) for x in answer)
    except (TypeError, ValueError):
        return wrong(f"give {what} as a pair (low, high)")
    lo, hi = truth
    width = hi - lo
    if abs(low - lo) <= 0.02 * width and abs(high - hi) <= 0.02 * width:   # z or t: both fine
        return right(f"{what} is correct")
    if (high - low) < 0.5 * width:
        return wrong(f"{what} is too narrow: did you divide the standard deviation by n instead "
                     "of the square root of n?")
    if (high - low) > 2 * width:
        return wrong(f"{what} is too wide: the standard error is the standard deviation divided "
                     "by the square root of the number of games")
    return wrong(f"{what} is off: centre it on the mean, half-width 1.96 standard errors")


def _ci(x) -> tuple:
    from .analysis.stats import mean_ci
    _, lo, hi = mean_ci(x)
    return lo, hi


def _difference() -> tuple:
    """(mean after OFFERS[1]) - (mean after OFFERS[0]) over 200 rollouts each, with its interval."""
    from .analysis.stats import difference_ci
    return difference_ci(rollouts(OFFERS[1], 200), rollouts(OFFERS[0], 200))


@question("11.mean", "P2's mean final PP over `rollouts(OFFERS[1], 200)`")
def _(answer):
    return close_to(answer, float(rollouts(OFFERS[1], 200).mean()), rel=1e-9, what="the mean")


@question("11.ci", "The 95% confidence interval of that mean, as (low, high)")
def _(answer):
    return _interval(answer, _ci(rollouts(OFFERS[1], 200)), "the interval")


@question("11.difference_ci",
          "The 95% interval of (mean after OFFERS[1]) − (mean after OFFERS[0]), 200 rollouts "
          "each")
def _(answer):
    return _interval(answer, _difference()[1:], "the interval of the difference")


@question("11.games_to_halve",
          "How many rollouts would make the interval of 11.ci half as wide?")
def _(answer):
    if isinstance(answer, bool) or not isinstance(answer, int):
        return wrong("answer a whole number of games")
    if abs(answer - 800) <= 8:
        return right("the width shrinks with the square root of the number of games")
    if abs(answer - 400) <= 4:
        return wrong("twice the games do not halve the width: it shrinks like 1/√n")
    return wrong(f"{'too many' if answer > 800 else 'too few'}: the width shrinks like 1/√n")


@question("11.better_offer",
          "By your interval of the difference, which offer is better for P2: 0, 1, or None if "
          "the rollouts cannot tell?")
def _(answer):
    _, lo, hi = _difference()
    truth = 1 if lo > 0 else 0 if hi < 0 else None
    if answer == truth and (answer is None or not isinstance(answer, bool)):
        return right("that is what the interval of the difference says")
    return wrong("look at whether the interval of the difference contains 0, and on which side "
                 "it lies")


# ---- 12: a bot tournament ----------------------------------------------------------------------

def _first_illegal(bot, games: int = 3, seed: int = 12) -> str | None:
    """Play `games` seeded 4-player games, `bot` in seat 0 against random bots; the first
    problem found, in words, or None."""
    from . import CHANCE, play_chance
    from .bots import RandomBot, View, seat_rng
    from .sanmarco import new_game
    for g in range(games):
        state = new_game(players=4, seed=seed + g)
        rngs = [seat_rng(state.seed, p) for p in range(4)]
        seats = [bot, RandomBot(), RandomBot(), RandomBot()]
        while not state.is_terminal():
            p = state.to_move
            if p == CHANCE:
                play_chance(state)
                continue
            view = View(state, p, rngs[p])
            try:
                action = seats[p].choose(view)
            except Exception as e:                      # the learner's code: report, not crash
                return (f"in game {g + 1} (phase {state.phase}) your bot raised "
                        f"{type(e).__name__}: {e}")
            if action not in view.legal_actions:
                return (f"in game {g + 1} (phase {state.phase}) your bot chose {action!r}, "
                        "which is not one of view.legal_actions")
            state.apply(action)
    return None


@question("12.legal_bot", "Your bot (an object with `name` and `choose(view)`): does it play "
          "whole games with legal moves only?")
def _(answer):
    if not (hasattr(answer, "choose") and isinstance(getattr(answer, "name", None), str)):
        return wrong("a bot is an object with a `name` (text) and a method `choose(view)`")
    problem = _first_illegal(answer)
    return wrong(problem) if problem else right("three whole games, every move legal")


@question("12.beats_random", "Does your bot beat the random bot? (60 seeded games, seats "
          "rotated; the 95% interval of its win share must lie above 1/2)")
def _(answer):
    from .analysis import tournament
    if getattr(answer, "name", None) in (None, "random"):
        return wrong("give your bot a name of its own (not 'random')")
    problem = _first_illegal(answer, games=1)
    if problem:
        return wrong(problem)
    t = tournament("sanmarco", [answer, "random"], players=4, games=60, seed=12, progress=False)
    low, high = t.interval(0, 1)
    share = t.share[0, 1]
    if low > 0.5:
        return right(f"win share {share:.2f} against random, 95% interval {low:.2f}-{high:.2f}")
    if high < 0.5:
        return wrong(f"your bot loses to random (win share {share:.2f}): what does it do badly?")
    return wrong(f"win share {share:.2f}, but the interval {low:.2f}-{high:.2f} still contains "
                 "1/2: not yet better than chance")
