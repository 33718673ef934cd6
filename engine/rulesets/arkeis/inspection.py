"""An inspection test, judged one way by the test and by its odds: `met` says whether the symbols rolled meet the
card's need, and `odds` gives the chance they will, with the help at hand used as well as the roll allows: the
roll's own definition (`odds.chance`: one die set before rolling, re-rolls of any dice, then Fate faces turned
for tokens from the stock) searched for the best play, step by step in that order."""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Mapping

from engine.core import chance as ch
from engine.core.dice import DieType, Face

from .dice import FATE, chance, tally


def met(need: Mapping[str, int], shown: Mapping[str, int]) -> bool:
    """Whether the symbols shown meet the need: at least as many of each symbol as the card asks."""
    return all(shown.get(symbol, 0) >= n for symbol, n in need.items())


@dataclass(frozen=True)
class Meets:
    """The judge of an inspection roll: whether the faces meet the need (`met`), the need's wanted symbols kept as
    (symbol, how many) pairs (a value: two judges of one need are alike, and so are the odds kept for them)."""

    wanted: tuple[tuple[str, int], ...]

    def __call__(self, faces) -> bool:
        return met(dict(self.wanted), tally(faces))

    def kind(self, face: Face) -> tuple:
        """What tells two faces apart for this need: how many of each needed symbol, or Fate."""
        return (FATE,) if FATE in face.symbols else tuple(face.symbols.count(s) for s, _ in self.wanted)


def judge(need: Mapping[str, int]) -> Meets:
    """The judge of a test with this need."""
    return Meets(tuple(sorted((s, n) for s, n in need.items() if n > 0)))


def test(die: DieType, count: int, need: Mapping[str, int], fate: int = 0, rerolls: int = 0,
         preset: bool = False) -> ch.Chance:
    """The roll of an inspection test as one definition, judged by `met`; faces told apart only by what they do
    for this need (how many of each needed symbol, or Fate)."""
    meets = judge(need)
    return chance(die, count, meets, meets.kind, preset=preset and count > 0, rerolls=rerolls, fate=fate)


def odds(die: DieType, count: int, need: Mapping[str, int], fate: int = 0, rerolls: int = 0,
         preset: bool = False, memo: dict | None = None) -> Fraction:
    """The chance `count` dice meet `need` (`met`), with `preset` one die set first to any face but Fate, `rerolls`
    re-rolls of any of the dice, and up to `fate` Fate faces turned to any other face at the end; `memo` keeps what
    was worked out for this roll (the game's memo, under the caller's key)."""
    return chance_of(test(die, count, need, fate, rerolls, preset), memo)


def chance_of(roll: ch.Chance, memo: dict | None = None) -> Fraction:
    """The chance an inspection roll (judged by `Meets`) meets its need, its help played as well as it can be."""
    return ch.search(roll, _success, memo).worth


def _success(met_: bool) -> int:
    return int(met_)
