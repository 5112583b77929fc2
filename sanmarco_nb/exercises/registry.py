"""The question registry: `question` registers a checker, `check` runs it and always answers with
a `Verdict`, `questions` lists them.

A checker reads the answer with the readers of `answers` (which raise `AnswerForm` when the
answer is not in a form the question can read) and returns `right(...)` or `not_yet(...)`. `check`
turns an `AnswerForm` into a "Not yet" that names the form wanted, and any other exception into
a "Not yet" too: a class gets a verdict for every input, never a traceback.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from .answers import AnswerForm, Verdict, not_yet, right

__all__ = ["Verdict", "Question", "question", "questions", "check", "right", "not_yet",
           "UNCHECKABLE"]

# the start of the verdict when a checker itself failed (tests make sure no answer gets here)
UNCHECKABLE = "this answer could not be checked"


@dataclass(frozen=True)
class Question:
    name: str
    text: str
    checker: Callable[[Any], Verdict]


_QUESTIONS: dict[str, Question] = {}


def question(name: str, text: str):
    """Register the checker of question `name` ("<notebook>.<question>"; a decorator); `text`
    is the question itself, as `questions()` lists it."""
    def register(checker):
        _QUESTIONS[name] = Question(name, text, checker)
        return checker
    return register


def questions(prefix: str = "") -> list[str]:
    """The questions whose name starts with `prefix`, as "name: question" lines."""
    by_notebook = sorted(_QUESTIONS.values(), key=lambda q: q.name.split(".")[0])  # stable
    return [f"{q.name}: {q.text}" for q in by_notebook if q.name.startswith(prefix)]


def check(name: str, answer: Any) -> Verdict:
    """Say whether `answer` to question `name` is right, and if not, why in general terms
    (the form it must have, a recognised slip), never the answer or which way it is off."""
    if name not in _QUESTIONS:
        raise KeyError(f"no question {name!r}; the questions are: {', '.join(sorted(_QUESTIONS))}")
    if answer is ...:
        return not_yet("no answer yet: replace the ... with yours and run the cell again")
    try:
        return _QUESTIONS[name].checker(answer)
    except AnswerForm as form:
        return not_yet(str(form))
    except Exception as e:          # a checker's own failure: still a verdict, never a crash
        return not_yet(f"{UNCHECKABLE} ({type(e).__name__}); give it in the form the question "
                       "asks for")
