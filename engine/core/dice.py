"""Die types as data (faces with numbers, symbols, outcomes) and the exact chances of a pool of them.

What a roll *means* (successes, hits, a Fate face...) is the ruleset's: it passes an evaluator,
and the same evaluator judges the real roll, so the odds shown and the result never disagree.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import product
from math import factorial
from typing import Any, Callable, Hashable, Iterator, Mapping, Sequence, TypeVar

H = TypeVar("H", bound=Hashable)


@dataclass(frozen=True, slots=True)
class Face:
    """One face of a die: a number, symbols, and the outcome word a ruleset may read."""

    value: int = 0
    symbols: tuple[str, ...] = ()
    outcome: str = ""


@dataclass(frozen=True, slots=True)
class DieType:
    """A kind of die, by its faces (each equally likely)."""

    id: str
    faces: tuple[Face, ...]

    @classmethod
    def from_plain(cls, die_id: str, data: Mapping[str, Any]) -> "DieType":
        """A die from pack data `{faces = [{value = 1, symbols = ["hit"], outcome = ""}, ...]}`."""
        faces = data.get("faces")
        if not isinstance(faces, (list, tuple)) or not faces:
            raise ValueError(f"die {die_id!r}: faces must be a non-empty list")
        built = []
        for i, face in enumerate(faces):
            if not isinstance(face, Mapping):
                raise ValueError(f"die {die_id!r}: face {i + 1} must be a table")
            value, symbols, outcome = face.get("value", 0), face.get("symbols", ()), face.get("outcome", "")
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"die {die_id!r}: face {i + 1}: value must be an integer")
            if not isinstance(symbols, (list, tuple)) or not all(isinstance(s, str) for s in symbols):
                raise ValueError(f"die {die_id!r}: face {i + 1}: symbols must be a list of words")
            if not isinstance(outcome, str):
                raise ValueError(f"die {die_id!r}: face {i + 1}: outcome must be a word")
            built.append(Face(value, tuple(symbols), outcome))
        return cls(die_id, tuple(built))


def kinds(die: DieType, kind: Callable[[Face], H]) -> tuple[tuple[H, ...], tuple[int, ...]]:
    """The die's faces as `kind` tells them apart (in the order first met) and how many faces each kind has."""
    counted: dict[H, int] = {}
    for face in die.faces:
        k = kind(face)
        counted[k] = counted.get(k, 0) + 1
    return tuple(counted), tuple(counted.values())


def splits(count: int, parts: int) -> Iterator[tuple[int, ...]]:
    """Every way to share `count` dice among `parts` kinds of faces."""
    if parts == 1:
        yield (count,)
        return
    for n in range(count + 1):
        for rest in splits(count - n, parts - 1):
            yield (n, *rest)


@lru_cache(maxsize=1024)
def falls(ways: tuple[int, ...], count: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Each way `count` dice of one type fall, as how many show each kind of face (`ways[k]` faces of kind k),
    with the number of ordered rolls giving it: counted multinomially, never by listing the rolls. Every odds of
    every ruleset's dice rests on this count."""
    found = []
    for split in splits(count, len(ways)):
        weight = factorial(count)
        for n, k in enumerate(split):
            weight = weight // factorial(k) * ways[n] ** k
        if weight:
            found.append((split, weight))
    return tuple(found)


def pool_falls(pool: Sequence[tuple[DieType, int]], kind: Callable[[Face], H]
               ) -> Iterator[tuple[int, tuple[tuple[tuple[H, int], ...], ...]]]:
    """Each way a pool of dice (die type, how many) falls as `kind` sees faces: the number of ordered rolls giving
    it, and for each die type in turn the kinds shown with how many dice show each."""
    per_type = []
    for die, count in pool:
        names, ways = kinds(die, kind)
        per_type.append([(weight, tuple((names[k], n) for k, n in enumerate(split) if n))
                         for split, weight in falls(ways, count)])
    for combo in product(*per_type):
        weight = 1
        for w, _ in combo:
            weight *= w
        yield weight, tuple(shown for _, shown in combo)


def whole(pool: Sequence[tuple[DieType, int]]) -> int:
    """How many ordered rolls the pool has in all."""
    total = 1
    for die, count in pool:
        total *= len(die.faces) ** count
    return total


def pool_distribution(dice: Sequence[DieType], evaluate: Callable[[tuple[Face, ...]], H]) -> dict[H, Fraction]:
    """The exact chance of each result of rolling `dice` together, as `evaluate` judges the faces.

    Dice of one type are counted as multisets (a pool of six d6 is 462 cases, not 46,656);
    `evaluate` receives the faces of a roll grouped by die type, in the order of `dice`' types.
    """
    groups: dict[DieType, int] = {}
    for die in dice:
        groups[die] = groups.get(die, 0) + 1
    pool = tuple(groups.items())
    total = whole(pool)
    result: dict[H, Fraction] = {}
    for weight, shown in pool_falls(pool, lambda face: face):
        faces = tuple(face for part in shown for face, n in part for _ in range(n))
        key = evaluate(faces)
        result[key] = result.get(key, Fraction(0)) + Fraction(weight, total)
    return result
