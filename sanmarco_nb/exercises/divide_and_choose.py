"""Exercise 10: divide and choose on a real San Marco hand (SM-R3, SM-R6)."""
from __future__ import annotations

from ..bots.split_choose import at_least, split_choose
from .answers import AnswerForm, choice, items, not_yet, number, number_verdict, right, whole
from .positions import CHOOSER_VALUES, VALUES, real_hand
from .registry import question

__all__ = ["VALUES", "CHOOSER_VALUES", "SPLIT", "check_best_response", "check_maximin",
           "check_envy_free_count", "check_best_split_value"]

SPLIT = (("1", "2", "6", "L3", "L3"), ("B", "D", "L1"))   # a split to answer 10.best_response on

SPLIT_FORM = "the split as two lists of card codes, e.g. (['1', 'L2'], ['D', ...])"


def _analysis(valuations):
    return split_choose(real_hand(), valuations)


def _offer(offer) -> tuple[str, ...]:
    # an offer: a list of codes, or one text of codes separated by spaces ("1 2 L3")
    if isinstance(offer, str):
        return tuple(sorted(offer.split()))
    return tuple(sorted(str(c).strip() for c in items(offer, _count(offer), SPLIT_FORM)))


def _count(offer) -> int:
    try:
        return len(offer)
    except TypeError:
        raise AnswerForm(f"give {SPLIT_FORM}") from None


def read_split(answer) -> tuple:
    """Two offers (sorted tuples of codes) that together hold exactly `real_hand()`."""
    offers = tuple(_offer(o) for o in items(answer, 2, SPLIT_FORM))
    if not all(offers):
        raise AnswerForm("a split has two offers of at least one card each (SM-R3)")
    if sorted(offers[0] + offers[1]) != sorted(real_hand()):
        raise AnswerForm("the two offers together must hold exactly the cards of `real_hand()`")
    return offers


def _value(offer, values) -> float:
    return float(sum(values[c] for c in offer))


@question("10.best_response",
          "With `VALUES` for everybody, which offer of `SPLIT` does the chooser take? (0 or 1)")
def check_best_response(answer):
    taken = choice(answer, (0, 1), "the offer (0 for the first, 1 for the second)")
    worth = [_value(o, VALUES) for o in SPLIT]
    if at_least(worth[taken], max(worth)):
        return right("the chooser takes the offer worth more to them")
    return not_yet("the chooser takes the offer worth more to them: add up the values, limit "
                   "cards count against")


@question("10.maximin",
          "With `VALUES` for everybody, a split of `real_hand()` that guarantees the distributor "
          "the most, whatever the chooser takes")
def check_maximin(answer):
    split = read_split(answer)
    guarantee = min(_value(o, VALUES) for o in split)
    worst = _analysis(VALUES).worst_case
    if at_least(guarantee, worst.max()):
        return right("your split guarantees the most any split can")
    return not_yet("another split guarantees more: the chooser takes the better offer, so make "
                   "the worse one as good as you can")


@question("10.envy_free_count",
          "The distributor values cards by `VALUES`, the chooser by `CHOOSER_VALUES`: how many "
          "splits of `real_hand()` (identical cards interchangeable) are envy-free?")
def check_envy_free_count(answer):
    count = whole(answer, "the number of splits")
    a = _analysis([VALUES, CHOOSER_VALUES])
    truth = int(a.envy_free.sum())
    if count == truth:
        return right("that many splits leave nobody envious")
    if count == a.splits:
        return not_yet("not every split is envy-free: after the choice, does the distributor "
                       "prefer the chooser's offer?")
    return not_yet("a split is envy-free when, after the chooser's best response, neither "
                   "prefers the other's offer by their own values")


@question("10.best_split_value",
          "Knowing the chooser values cards by `CHOOSER_VALUES`, what is the most the distributor "
          "(by `VALUES`) can keep?")
def check_best_split_value(answer):
    a = _analysis([VALUES, CHOOSER_VALUES])
    n = number(answer, "the value")
    if float(n) == float(a.worst_case.max()) != float(a.payoff[a.best, 0]):
        return not_yet("that is the maximin guarantee: knowing the chooser's taste lets you do "
                       "better, by putting what they love next to what you do not need")
    return number_verdict(answer, float(a.payoff[a.best, 0]), "the value", abs_=1e-9)
