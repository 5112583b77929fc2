"""Reading a learner's answer, in whatever form Python, numpy and the standard library give it.

A number may come as an int of any size, a float, a `Fraction`, a `Decimal`, a numpy scalar of any
precision (`np.int64`, `np.float32`, ...) or a 0-d array: `number` reads them all, exactly, and
remembers how precise the form is (a float32 carries 7 digits, not 16). Whole numbers (`whole`),
True/False (`truth`), a choice from a list (`choice`) and tuples of numbers (`numbers`) are read
the same way. A reader raises `AnswerForm` with a sentence naming the form wanted when the answer
does not have it (text, None, inf, nan, a bool where a number is asked, ...): the registry turns
that into a "Not yet". Comparisons (`number_verdict`) answer right or not yet, and never say which
way a wrong answer is off: bisecting on the checker must teach nothing.

The tolerance, one policy for every question: an answer is right within the precision its method
gives. Exact values, closed forms and simulations recomputed from the learner's seed: `REL`
(1e-9 relative); values a linear-programming solver returns (notebooks 13 and 15): `SOLVER_REL`
(1e-6 relative and absolute, a solver stops at a tolerance of about 1e-7). Either widens to 4 ×
the precision of the answer's form (a float32 carries 7 digits: about 5e-7). A form that keeps
fewer than `MIN_DIGITS` (6) significant digits, numpy's float16, cannot tell apart the answers a
question distinguishes (13/27 and (5/6)**4 differ in the third digit): it is refused with that
reason, not graded.
"""
from __future__ import annotations

import math
import numbers as _numbers
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from itertools import islice
from typing import Any

import numpy as np

__all__ = ["Verdict", "right", "not_yet", "AnswerForm", "Number", "number", "whole", "truth",
           "choice", "items", "numbers", "is_bool", "close", "number_verdict", "REL",
           "SOLVER_REL", "MIN_DIGITS"]

FLOAT_EPS = float(np.finfo(float).eps)
REL = 1e-9              # exact values, closed forms, recomputed simulations
SOLVER_REL = 1e-6       # values from a linear-programming solver
MIN_DIGITS = 6          # a form with fewer significant digits is refused, not graded


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


def right(why: str) -> Verdict:
    return Verdict(True, why)


def not_yet(why: str) -> Verdict:
    return Verdict(False, why)


class AnswerForm(ValueError):
    """The answer is not in a form the question can read; the message says which form it wants."""


@dataclass(frozen=True)
class Number:
    """An answer read as a number: its exact `value` and the relative precision `eps` of the
    form it came in (0 for exact forms: int, Fraction)."""
    value: Fraction
    eps: float

    def __float__(self) -> float:
        return _to_float(self.value)


def _to_float(x: Fraction) -> float:
    try:
        return float(x)
    except OverflowError:
        return math.inf if x > 0 else -math.inf


def is_bool(answer) -> bool:
    """True, False, numpy's bools and 0-d bool arrays."""
    if isinstance(answer, np.ndarray):
        return answer.ndim == 0 and answer.dtype == bool
    return isinstance(answer, (bool, np.bool_))


def _type_name(answer) -> str:
    return "None" if answer is None else type(answer).__name__


def number(answer: Any, what: str = "the answer") -> Number:
    """`answer` as a `Number`; `AnswerForm` if it is not a finite real number."""
    if isinstance(answer, np.ndarray):
        if answer.ndim != 0:
            raise AnswerForm(f"give {what} as one number, not an array of {answer.size}")
        answer = answer[()]                     # the numpy scalar, with its precision
    if is_bool(answer):
        raise AnswerForm(f"give {what} as a number, not True or False")
    if isinstance(answer, (str, bytes)):
        raise AnswerForm(f"give {what} as a number, not text in quotes")
    if isinstance(answer, (int, np.integer)):
        return Number(Fraction(int(answer)), 0.0)
    if isinstance(answer, Fraction):
        return Number(answer, 0.0)
    if isinstance(answer, Decimal):
        if not answer.is_finite():
            raise AnswerForm(f"give {what} as a finite number, not {answer}")
        return Number(Fraction(answer), 1e-28)
    if isinstance(answer, (float, np.floating)):
        if not math.isfinite(float(answer)):
            raise AnswerForm(f"give {what} as a finite number, not inf or nan")
        eps = float(np.finfo(answer.dtype).eps) if isinstance(answer, np.floating) else FLOAT_EPS
        if eps > 10.0 ** -MIN_DIGITS:
            digits = int(-math.log10(eps))
            raise AnswerForm(f"{what} came as numpy's {type(answer).__name__}, which keeps "
                             f"about {digits} significant digits: too few to tell the answers "
                             "of this question apart; give it as a float or a Fraction")
        return Number(Fraction(float(answer)), eps)
    if isinstance(answer, _numbers.Rational):
        return Number(Fraction(int(answer.numerator), int(answer.denominator)), 0.0)
    if isinstance(answer, _numbers.Real):
        try:
            value = float(answer)
        except (TypeError, ValueError, OverflowError):
            value = math.nan
        if not math.isfinite(value):
            raise AnswerForm(f"give {what} as a finite number")
        return Number(Fraction(value), FLOAT_EPS)
    if isinstance(answer, _numbers.Complex):
        raise AnswerForm(f"give {what} as a real number, not a complex one")
    raise AnswerForm(f"give {what} as a number, not {_type_name(answer)}")


def whole(answer: Any, what: str = "the answer") -> int:
    """`answer` as an int: 18, np.int64(18), 18.0 and Fraction(18) all read as 18."""
    n = number(answer, what)
    if n.value.denominator != 1:
        raise AnswerForm(f"give {what} as a whole number")
    return int(n.value)


def truth(answer: Any, what: str = "the answer") -> bool:
    """True or False (numpy's bools too); `AnswerForm` for anything else, 0 and 1 included."""
    if not is_bool(answer):
        raise AnswerForm(f"give {what} as True or False")
    return bool(answer)


def choice(answer: Any, options, what: str = "the answer"):
    """One of `options` (all str, or all int): text is compared without the spaces around it and,
    unless two options differ only in case, in any case ("Average" is "average"); numbers in any
    whole-number form; `AnswerForm` otherwise."""
    options = tuple(options)
    listed = ", ".join(map(repr, options))
    if all(isinstance(o, str) for o in options):
        if isinstance(answer, (str, np.str_)):
            said = str(answer).strip()
            folded = {o.casefold(): o for o in options}
            if said in options:
                return said
            if len(folded) == len(options) and said.casefold() in folded:
                return folded[said.casefold()]
        raise AnswerForm(f"give {what} as one of {listed}")
    try:
        value = whole(answer, what)
    except AnswerForm:
        raise AnswerForm(f"give {what} as one of {listed}") from None
    if value not in options:
        raise AnswerForm(f"give {what} as one of {listed}")
    return value


def items(answer: Any, n: int, what: str) -> list:
    """The first n items of a list, tuple or 1-d array `answer` (exactly n of them)."""
    if isinstance(answer, np.ndarray):
        answer = list(answer.ravel()) if answer.ndim == 1 else None
    if answer is None or isinstance(answer, (str, bytes, dict, set, frozenset)) or \
            not hasattr(answer, "__iter__"):
        raise AnswerForm(f"give {what}")
    try:
        got = list(islice(iter(answer), n + 1))     # an endless generator cannot hang us
    except Exception:
        raise AnswerForm(f"give {what}") from None
    if len(got) != n:
        raise AnswerForm(f"give {what}: {n} values, not {len(got)}")
    return got


def numbers(answer: Any, n: int, what: str) -> list[Number]:
    """A tuple (or list, or array) of exactly `n` numbers."""
    return [number(x, what) for x in items(answer, n, what)]


def close(n: Number, truth_value, rel: float = REL, abs_: float = 0.0) -> bool:
    """`n` equals `truth_value` within `rel` (relative) or `abs_`, widened to the precision of
    the answer's form; an exact form (int, Fraction) is compared exactly when `rel` and `abs_`
    are 0."""
    truth_value = Fraction(truth_value)
    gap = abs(n.value - truth_value)
    if gap == 0:
        return True
    rel = max(rel, 4 * n.eps)
    return gap <= abs_ or gap <= Fraction(rel) * abs(truth_value)


def number_verdict(answer: Any, truth_value, what: str, rel: float = REL, abs_: float = 0.0,
                   exact: bool = False) -> Verdict:
    """Right when `answer` is `truth_value` (see `close`; with `exact`, a Fraction or int must be
    exactly equal, a float close to float precision); otherwise one "not yet" sentence that is
    the same for every wrong number."""
    n = number(answer, what)
    if exact and n.eps == 0:
        ok = n.value == Fraction(truth_value)
    else:
        ok = close(n, truth_value, rel, abs_)
    if ok:
        return right(f"{what} is correct")
    if exact and n.eps == 0:
        return not_yet(f"{what} is not right (an exact answer must be exactly equal)")
    return not_yet(f"{what} is not right")
