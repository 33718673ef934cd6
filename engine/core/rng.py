"""The one seeded random source of a game; its whole state is saved with the game."""
from __future__ import annotations

import math
import random
from typing import Any, Sequence, TypeVar

T = TypeVar("T")
WORDS = 624  # the Mersenne Twister's state: 624 words of 32 bits and a position in them


class Rng:
    """Deterministic randomness kept inside the game state: same seed + same choices = same game."""

    __slots__ = ("_random",)

    def __init__(self, seed: int = 0) -> None:
        self._random = random.Random(seed)

    def shuffle(self, items: list[Any]) -> None:
        self._random.shuffle(items)

    def pick(self, items: Sequence[T]) -> T:
        return items[self._random.randrange(len(items))]

    def index(self, n: int) -> int:
        return self._random.randrange(n)

    def roll(self, sides: int) -> int:
        return self._random.randrange(sides) + 1

    def to_plain(self) -> list[Any]:
        version, internal, gauss = self._random.getstate()
        return [version, list(internal), gauss]

    @classmethod
    def from_plain(cls, data: list[Any]) -> "Rng":
        """The random source as saved; ValueError unless it is one Python's generator could be in."""
        if not isinstance(data, list) or len(data) != 3:
            raise ValueError("the random source is not [version, state, gauss]")
        version, internal, gauss = data
        words = WORDS + 1
        if (version != 3 or not isinstance(internal, list) or len(internal) != words
                or any(isinstance(w, bool) or not isinstance(w, int) or not 0 <= w < 2**32 for w in internal)
                or not 0 <= internal[-1] <= WORDS or not any(internal[:-1])
                or not (gauss is None or (isinstance(gauss, float) and math.isfinite(gauss)))):
            raise ValueError("the random source's state is not one a generator could be in")
        rng = cls()
        rng._random.setstate((version, tuple(internal), gauss))
        return rng

    def __deepcopy__(self, memo: dict[int, Any]) -> "Rng":
        clone = Rng()
        clone._random.setstate(self._random.getstate())
        return clone

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and self._random.getstate() == other._random.getstate()
