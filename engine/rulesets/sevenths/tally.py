"""The Result step's tally in words, as both games offer it ("that is all"): the successes taken into account and
those the action needs, in sentences a player reads aloud ("1 success, none needed", never "1 of 0")."""
from __future__ import annotations

from engine.core import words


def successes(n: int) -> str:
    return words.counted(n, "success")


def counted(taken: int, need: int) -> str:
    """The successes taken into account against those needed: "2 successes of the 3 needed", "1 success, none needed"."""
    if need == 0:
        return f"{successes(taken)}, none needed"
    return f"{successes(taken)} of the {need} needed"


def that_is_all(taken: int, need: int) -> str:
    """The answer that ends the Result step's card effects: what it stands at."""
    return f"{counted(taken, need)}: that is all"
