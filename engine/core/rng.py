"""The one seeded random source of a game; its whole state is saved with the game."""
from __future__ import annotations

import random
from typing import Any, Sequence, TypeVar

T = TypeVar("T")


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
        rng = cls()
        version, internal, gauss = data
        rng._random.setstate((version, tuple(internal), gauss))
        return rng

    def __deepcopy__(self, memo: dict[int, Any]) -> "Rng":
        clone = Rng()
        clone._random.setstate(self._random.getstate())
        return clone

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and self._random.getstate() == other._random.getstate()
