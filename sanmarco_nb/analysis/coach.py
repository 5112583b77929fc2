"""The coach's analysis of a decision: its best options, each with what the search saw.

    from sanmarco_nb.analysis.coach import analyse
    a = analyse(state, player, budget_s=1.0, stop=event)     # or a bots.View
    for o in a.options:
        o.action, o.visits, o.margin, o.margin_ci, o.win_share, o.win_ci, o.close

The search is the coach bot's (`bots.coach`, ISMCTS over determinized positions): it sees only
what `player` may see, so a hint never tells a hidden card or a sealed bid. Every option is a
root action the search tried (its candidates: at least three where three are legal, each in
at least the first sample, in Art Society the first two), best first: those the search's
halving kept, by mean value, then those it dropped, the later dropped first (the first is the
coach's move). Per option:

    visits        how many iterations began with it
    value         the search's mean utility, 0..1 (what UCB1 compares)
    margin        the mean margin at the end of the game: the final margin where the game
                  ended within the search's horizon, else the one the game's fitted evaluation
                  expects there (`bots.evaluation`; a game without one: own standing minus the
                  best other's at the horizon, `bots.heuristics.standing`; `Analysis.until`
                  says which), with its 95% interval (`_options`: it carries the fitted
                  evaluation's own error where that valued the simulations' ends)
    win_share     the share of iterations won (or the fitted win chance; without one, led at
                  the horizon, ties split), with its 95% Wilson interval
    first         Art Society: the share of iterations in which the player chose first in the
                  round (AS-R3: for a bid, its chance of winning the pick); San Marco: 0
    parts         (with `explain`) the player's mean standing by the game's scoring where the
                  simulations ended (the heuristics' breakdown; it sums to the standing)
    finals        (with `explain`) of the simulations that reached the end of the game: how
                  many ("n"), the player's mean final points ("points"), the mean of each
                  part of them ("mean": they sum to "points") and its variance ("var")
    reply         (with `explain`) the most frequent first choice of another player in the
                  search tree below it: (player, action, share of the option's simulations)
    close         its margin interval overlaps the best option's and so does its win-share
                  interval (the search cannot tell them apart at this budget; an option that
                  leads as often as the best but by less, or by as much but less often, is not
                  close)

A table runs it in a background thread: `stop` (a threading.Event, or any callable returning
True) ends the search at its next step and the result so far comes back, as when the time
budget runs out.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, replace

from ..bots.base import View
from ..bots.coach import PROBE, PROBE_SHARE, STEPS_S, WHOLE_GAME, CoachBot, settings_of
from ..core import CHANCE
from .stats import t95, wilson

__all__ = ["analyse", "Analysis", "Option", "hint_budget", "indistinct", "ranks", "shown"]

DEFAULT_BUDGET_S = 1.0
MIN_VARIANCE = 1.0          # points squared: the least spread an option's margins are given
PRIOR = 2                   # the pooled variance counts as this many observations of each
PROBE_STEPS = int(PROBE_SHARE * STEPS_S)  # `deepen`: the work of a probe that shows whether
                            # the horizon tells the options apart (as the probe of
                            # `affords_the_end`, PROBE_SHARE of a second's): steps, not CPU, so
                            # that a review is the same on every run (with 0.2 s of CPU, one
                            # in fifty of benchmarks/self_review.json's rows changed its best)
# The Hint button's search (`hint_budget`):
HINT_S = 1.0        # seconds of CPU a hint searches (the coach's own budget per decision) ...
MIN_SHOWN = 20      # ... and longer, until the options still in the running have this many
MAX_S = 5.0         # simulations each (or this many seconds of CPU): none is shown on fewer
TOP = 3             # options shown
ALL = 8             # with at most this many legal moves, every one is a candidate ...
FIRST = 4           # ... and each has this many simulations before any is dropped


@dataclass(frozen=True)
class Option:
    """One action the search tried (see the module docstring)."""
    action: object
    visits: int
    value: float
    margin: float
    margin_ci: tuple
    win_share: float
    win_ci: tuple
    close: bool
    first: float = 0.0
    parts: dict = None      # the player's expected standing by the game's scoring (its sum)
    finals: dict = None     # the final points' parts, of the simulations reaching the end
    reply: tuple = None     # (player, action, share): the next player's most likely reply

    def as_dict(self) -> dict:
        """JSON-able: the action in notation, the numbers as floats."""
        return {"action": str(self.action), "visits": self.visits, "value": self.value,
                "margin": self.margin, "margin_ci": list(self.margin_ci),
                "win_share": self.win_share, "win_ci": list(self.win_ci), "close": self.close,
                "first": self.first, "parts": dict(self.parts or {}),
                "finals": dict(self.finals or {}),
                "reply": None if self.reply is None else [self.reply[0], str(self.reply[1]),
                                                          self.reply[2]]}


@dataclass(frozen=True)
class Analysis:
    """The options of `player`, best first (see the module docstring); how long the search ran
    and why it ended."""
    player: int
    options: tuple
    iterations: int
    seconds: float
    stopped: bool           # `stop` or the time budget ended it (not the iteration count)
    until: str = ""         # what its values look to (the horizon's name): "game" where
                            # the simulations went to the end or their ends were valued by
                            # the game's fitted evaluation (`fitted`)
    fitted: bool = False    # its simulations' early ends were valued by the fitted evaluation
    horizon: str = ""       # where its simulations stop (the horizon's name; "game": the end)

    @property
    def best(self):
        """The coach's move (None if it was stopped before a single iteration ended)."""
        return self.options[0].action if self.options else None


def analyse(view_or_state, player: int | None = None, budget_s: float | None = None,
            iterations: int | None = None, steps: int | None = None, stop=None, seed: int = 0,
            cpu_s: float | None = None, min_visits: int = 0, max_cpu_s: float | None = None,
            deepen: bool = False, include: tuple = (), explain: bool = False,
            **settings) -> Analysis:
    """The coach's options for `player` (by default the player to move) in a state or a View.

    From a state the search sees only what `player` may see (a View of it, seeded `seed`: with
    an iteration or step budget the result is reproducible). It runs `iterations` iterations,
    `steps` actions applied in them, `budget_s` seconds or `cpu_s` seconds of the search
    thread's CPU, whichever ends first (1 s if none is given), or until `stop`; with
    `min_visits` those budgets (the iterations aside) wait until every candidate still in the
    running has had that many simulations, at most `max_cpu_s` seconds of CPU. The actions
    of `include` are always among the options (a review's move played); with `explain` the
    options carry what a hint's reasons need (`parts`, `finals`, `reply`).
    `settings` go to `CoachBot` (c, widen, until, horizon, scale, quick).
    With `deepen` the search may look further than its usual horizon. It looks to the end of
    the game wherever its seconds (`cpu_s`, `budget_s`, else a hint's; an iteration budget
    decides as a hint does) buy MIN_SHOWN simulations for every option kept there
    (`CoachBot.affords_the_end`), so that no fitted evaluation's bias decides.
    Else, where a short probe (PROBE simulations, at most PROBE_STEPS steps) to the usual horizon
    shows no difference at all (the options' margins the same, sample by sample, as Art
    Society's start placements at the end of the set-up: the fitted evaluation there reads
    nothing they change), a `rollout` cap (fast leaves: `rollout=0`) is lifted to the game's
    own rollouts first, then it looks to the end of the game: a hint never shows equal values
    only because it looked too short."""
    view = view_or_state
    if not isinstance(view, View):
        state = view_or_state
        player = state.to_move if player is None else player
        if state.is_terminal():
            raise ValueError("the game is over: there is no decision to analyse")
        if state.to_move == CHANCE or player != state.to_move:
            raise ValueError(f"it is not player {player}'s decision")
        # a clone: the table may go on (or go back) while a hint is computed in a thread
        view = View(state.clone(), player, random.Random(seed))
    elif player is not None and player != view.player:
        raise ValueError(f"the view is player {view.player}'s, not player {player}'s")
    if budget_s is None and iterations is None and steps is None and cpu_s is None:
        budget_s = DEFAULT_BUDGET_S
    if stop is not None and hasattr(stop, "is_set"):
        stop = stop.is_set
    budget = dict(budget_s=budget_s, iterations=iterations, steps=steps, stop=stop,
                  cpu_s=cpu_s, min_visits=min_visits, max_cpu_s=max_cpu_s, include=include,
                  explain=explain)
    bot = CoachBot(**{"end": False, "analysis": True, **settings})   # `deepen`: as below
    until = bot.settings(view.observation["game"])["until"]
    if deepen and until != "game":
        seconds = next((x for x in (cpu_s, budget_s) if x is not None), HINT_S)
        if bot.affords_the_end(view, STEPS_S * seconds, max(min_visits, MIN_SHOWN), None,
                               stop)[0] or _looks_further(bot, view, stop):
            until = bot.until = "game"
            bot.horizon = WHOLE_GAME
    found = bot.search(view, **budget)
    return Analysis(found.player, _options(found), found.iterations, found.seconds,
                    found.stopped, "game" if found.fitted else until, found.fitted, until)


def _looks_further(bot, view, stop) -> bool:
    """Whether a probe to the usual horizon shows no difference at all (`_blind`), and a
    `rollout` cap lifted first does not either: then the search should look to the end of the
    game (fast leaves tell no set-up move apart; rolled out, they differ)."""
    seeded = view.rng.getstate()

    def blind() -> bool:
        probe = bot.search(view, iterations=PROBE, steps=PROBE_STEPS, stop=stop)
        view.rng.setstate(seeded)           # the search draws as if there were no probe
        return _blind(probe)
    unseen = blind()
    if unseen and bot.rollout is not None:
        bot.rollout = None
        unseen = blind()
    return unseen


def hint_budget(state, seconds: float | None = HINT_S, **settings) -> dict:
    """`analyse`'s settings for the Hint button: `seconds` of the search thread's CPU (a busy
    machine does not cut it short), then on until the options still in the running have
    MIN_SHOWN simulations each, at most MAX_S; or the iterations or steps that `settings`
    name. Every legal move is a candidate where there are at most ALL of them (else greedy's
    best, one from the middle and those the game names, `CoachBot`'s `wide`), each has FIRST
    simulations before the worse half is dropped, and the halving keeps TOP (all that can be
    shown); the simulations look to the end of the game where those seconds buy them there,
    or where the usual horizon shows no difference (`deepen`). One function, so that what the
    benchmarks judge is what the button shows."""
    coach = settings_of(state.GAME)
    legal = len(state.legal_actions())
    # the hint's own halving (FIRST, then at every doubling): what hint_reference.py measured
    hint = {"deepen": True, "explain": True, "first": max(coach["first"], FIRST),
            "first_share": 0, "wide": True, "keep": max(coach["keep"], TOP),
            "width": max(coach["width"], legal if legal <= ALL else 0)}
    if seconds is not None:
        hint.update(cpu_s=seconds, min_visits=MIN_SHOWN, max_cpu_s=max(MAX_S, seconds))
    return {**hint, **settings}


def shown(analysis) -> tuple:
    """The options a hint shows: at most TOP of those with MIN_SHOWN simulations or more (fewer
    tell nothing), in the order of the margin they show, best first."""
    enough = [o for o in analysis.options if o.visits >= MIN_SHOWN]
    return tuple(sorted(enough, key=lambda o: -o.margin)[:TOP])


def ranks(options) -> tuple:
    """The options shown (`shown`) in ranks, best first: the first with those the simulations
    cannot tell from it (`indistinct`), up to the last such (the order stays that of the
    margin: an option shown between two equal ones is not ranked apart from them), then each
    other alone.
    The hint never ranks what its numbers cannot tell apart."""
    if not options:
        return ()
    last = max(i for i, o in enumerate(options) if indistinct(o, options[0]))
    return (tuple(options[:last + 1]),) + tuple((o,) for o in options[last + 1:])


def _blind(found) -> bool:
    """The options tried (two or more simulations each) had the same margins, sample by sample
    as far as their sums show: those with as many visits had the same mean and spread
    (common random numbers: the k-th visit of each is in the k-th sample). The horizon, or
    the fitted evaluation there, showed nothing that tells them apart."""
    stats = [found.root[a] for a in found.ranked()]
    shapes = {}
    for st in stats:
        shape = (round(st.margin / st.visits, 9), round(st.squares / st.visits, 9))
        shapes.setdefault(st.visits, set()).add(shape)
    return (len(stats) > 1 and all(st.visits > 1 for st in stats)
            and all(len(s) == 1 for s in shapes.values()))


def _options(found) -> tuple:
    """The options with their intervals. A margin's 95% interval is Student's t on the
    variance of one simulation's outcome: the spread of the option's own margins, with the
    pooled spread of all the options (at least MIN_VARIANCE) counted as PRIOR more
    observations (an option the halving dropped after two samples gets an honest, not an
    absurd, interval, and a few equal outcomes no zero-width one), plus, in the share of its
    simulations whose end the fitted evaluation valued, that model's error variance
    (`Searched.residual`, its held-out RMSE squared).

    Why the model's error: a fitted end is an expectation, not an outcome, so the spread of
    those ends is only what a round's (or a passage's) luck changes, in Art Society as little
    as a tenth of a point at a hint's budget, while the model misses a final margin by 8 to
    11 points (benchmarks/fit_evaluation.json). By the law of total variance, an outcome
    played on to the end varies as the fitted values do plus the residual: so the interval is
    the one the same number of simulations played to the end of the game would give. (Where
    the model is unbiased this is conservative; a bias it has at this very position, which
    more simulations do not shrink, is left out, else no number of simulations could ever
    tell two options apart. The residual is the fit's average over positions, not the
    position's own.) The win share needs no such term: its Wilson interval already takes a
    fitted chance p as an outcome of variance p(1 - p), what a simulation to the end would
    have."""
    stats = [found.root[a] for a in found.ranked()]
    squares = [st.squares - st.margin ** 2 / st.visits for st in stats]
    dof = sum(st.visits - 1 for st in stats)
    pooled = max(MIN_VARIANCE, sum(squares) / dof if dof > 0 else 0.0)
    options = []
    for a, st, ss in zip(found.ranked(), stats, squares):
        n, w = st.visits, st.won
        mean = st.margin / n
        var = (max(0.0, ss) + PRIOR * pooled) / (n - 1 + PRIOR)
        var += found.residual * st.fitted / n
        half = t95(n - 1 + PRIOR) * math.sqrt(var / n)
        lo, hi = wilson(w, n)
        # none won, or all: the interval ends at 0 or 1 exactly (not a float's 5e-17 from it)
        options.append(Option(
            a, n, st.utility / n, mean, (mean - half, mean + half), w / n,
            (0.0 if w == 0 else lo, 1.0 if w == n else hi), False, st.first / n,
            {k: v / n for k, v in (found.parts or {}).get(a, {}).items()},
            _finals((found.finals or {}).get(a)), _reply((found.replies or {}).get(a), n)))
    return tuple(replace(o, close=indistinct(o, options[0])) for o in options)


def _finals(f) -> dict | None:
    # the final points' parts: their means (which sum to the mean final points) and variances,
    # a fitted model's error counted for the simulations it valued (`modelled` of the `n`)
    if not f:
        return None
    n = f["n"]
    mean = {k: v / n for k, v in f["sums"].items()}
    var = {k: max(0.0, f["squares"][k] / n - mean[k] ** 2) * n / max(1, n - 1)
           + f["error"].get(k, 0.0) / n for k in mean}
    return {"n": n, "points": f["points"] / n, "mean": mean, "var": var,
            "modelled": f["modelled"] / n}


def _reply(counts, n) -> tuple | None:
    # the most frequent first choice of another player below the option (ties: the first seen)
    if not counts:
        return None
    (q, a), k = max(counts.items(), key=lambda kv: kv[1])
    return q, a, k / n


def indistinct(o, p) -> bool:
    """The simulations cannot tell options `o` and `p` apart: both their intervals overlap,
    the margin's and the win chance's (what a hint calls equal and a review leaves ungraded)."""
    return _overlap(o.margin_ci, p.margin_ci) and _overlap(o.win_ci, p.win_ci)


def _overlap(a: tuple, b: tuple) -> bool:
    return a[1] >= b[0] and a[0] <= b[1]
