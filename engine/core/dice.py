"""Die types as data (faces with numbers, symbols, outcomes) and the exact chances of a pool of them.

What a roll *means* (successes, hits, a Fate face...) is the ruleset's: it passes an evaluator,
and the same evaluator judges the real roll, so the odds shown and the result never disagree.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations_with_replacement, product
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


def pool_distribution(dice: Sequence[DieType], evaluate: Callable[[tuple[Face, ...]], H]) -> dict[H, Fraction]:
    """The exact chance of each result of rolling `dice` together, as `evaluate` judges the faces.

    Dice of one type are counted as multisets (a pool of six d6 is 462 cases, not 46,656);
    `evaluate` receives the faces of a roll grouped by die type, in the order of `dice`' types.
    """
    groups: dict[DieType, int] = {}
    for die in dice:
        groups[die] = groups.get(die, 0) + 1
    per_type = [list(_multisets(die, count)) for die, count in groups.items()]
    total = 1
    for die, count in groups.items():
        total *= len(die.faces) ** count
    result: dict[H, Fraction] = {}
    for combo in product(*per_type):
        faces = tuple(face for part, _ in combo for face in part)
        weight = 1
        for _, ways in combo:
            weight *= ways
        key = evaluate(faces)
        result[key] = result.get(key, Fraction(0)) + Fraction(weight, total)
    return result


def _multisets(die: DieType, count: int) -> Iterator[tuple[tuple[Face, ...], int]]:
    """Each multiset of `count` face indices of a die, with the number of ordered rolls giving it."""
    for indices in combinations_with_replacement(range(len(die.faces)), count):
        ways = factorial(count)
        for index in set(indices):
            ways //= factorial(indices.count(index))
        yield tuple(die.faces[i] for i in indices), ways
