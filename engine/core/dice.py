"""Die types as data (faces with numbers, symbols, outcomes) and the one count of how dice fall (`falls`).

What a roll *means* (successes, hits, a Fate face...) is the ruleset's: a roll's definition
(`engine.core.chance.Chance`) carries its judge, and the same judge reads the real roll and its odds
(`chance.plain`, `chance.search`), so the odds shown and the result never disagree.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from math import factorial
from typing import Any, Iterator, Mapping


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
