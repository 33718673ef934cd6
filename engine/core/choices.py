"""The players' own choices, raised by any ruleset in a line: "which of these?", "in which order?" and
"how many, up to ...?". Where only one possibility exists the game goes on by itself; otherwise it asks."""
from __future__ import annotations

from typing import Any, Callable

from .decisions import Decision, Option
from .procedure import Ask, Frame


def pick(answer: Option | None, owner: str, kind: str, prompt: str, options: list[Option],
         **context: Any) -> Option | Ask:
    """The option chosen: the answer when there is one, the only option when there is one, else the question.
    A step recomputes the same options each time it is called, so the answer always names one of them."""
    if answer is not None:
        return answer
    if len(options) == 1:
        return options[0]
    return Ask(Decision(owner, kind, prompt, list(options), context=dict(context)))


def order(frame: Frame, answer: Option | None, owner: str, kind: str, prompt: str, options: list[Option],
          into: str = "ordered", **context: Any) -> list[Option] | Ask:
    """The options in the order the owner puts them, one "which next?" at a time (the last goes by itself);
    the keys chosen so far wait in `frame.data[into]` (a field of a typed frame, a list by default), which is
    cleared once the order is whole."""
    typed = not isinstance(frame.data, dict)
    chosen: list[str] = getattr(frame.data, into) if typed else frame.data.setdefault(into, [])
    if answer is not None:
        chosen.append(answer.key)
    left = [option for option in options if option.key not in chosen]
    if len(left) > 1:
        by_key = {option.key: option for option in options}
        done = [by_key[key].label for key in chosen]
        return Ask(Decision(owner, kind, prompt, left, context=dict(context, ordered=done)))
    if typed:
        setattr(frame.data, into, [])
    else:
        del frame.data[into]
    by_key = {option.key: option for option in options}
    return [by_key[key] for key in chosen] + left


def how_many(answer: Option | None, owner: str, kind: str, prompt: str, low: int, high: int,
             words: Callable[[int], str] = lambda n: str(n), **context: Any) -> int | Ask:
    """A count the owner picks from low to high ("may ... up to"); one possible count goes by itself."""
    if answer is not None:
        number: int = answer.data["number"]
        return number
    if low >= high:
        return low
    options = [Option(str(n), words(n), {"number": n}) for n in range(low, high + 1)]
    return Ask(Decision(owner, kind, prompt, options, context=dict(context)))
