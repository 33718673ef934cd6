"""Exact odds of a roll of Fight or Inspection dice, from the pack's die definitions (the same `DieType` the
roll uses): the chance of each symbol count, and the chance of meeting a need when Fate faces may be
switched and dice re-rolled, as the roll's steps allow them, in the same order."""
from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import lru_cache

from engine.core.dice import DieType, Face, pool_distribution
from engine.core.game import Game

FATE = "fate"


def die_type(game: Game, role: str) -> DieType:
    """The die of this role ("fight" or "inspection") as the pack defines it."""
    key = ("die", role)
    if key not in game.memo:
        card = next(c for c in game.cards.values() if c.type == "die" and c.get("dice") == role)
        game.memo[key] = DieType.from_plain(card.id, card.data)
    return game.memo[key]


def tally(faces) -> dict[str, int]:
    """How many of each symbol the faces show (Fate included)."""
    return dict(Counter(symbol for face in faces for symbol in face.symbols))


def symbol_odds(die: DieType, count: int) -> dict[str, list[Fraction]]:
    """For each symbol of the die, the chance of rolling at least 1, 2, ... `count` of it."""
    return {symbol: list(chances) for symbol, chances in _symbol_odds(die, count)}


@lru_cache(maxsize=256)
def _symbol_odds(die: DieType, count: int) -> tuple[tuple[str, tuple[Fraction, ...]], ...]:
    # asked at every action offering a fight: worked out once for each die and number of dice
    distribution = pool_distribution([die] * count, lambda faces: tuple(sorted(tally(faces).items())))
    symbols = sorted({s for face in die.faces for s in face.symbols})
    return tuple((symbol, tuple(sum((p for key, p in distribution.items() if dict(key).get(symbol, 0) >= k), Fraction(0))
                                for k in range(1, count + 1))) for symbol in symbols)


def shown(odds: dict[str, list[Fraction]]) -> dict[str, list[str]]:
    """Odds as plain data for an option (exact fractions written "a/b")."""
    return {symbol: [f"{p.numerator}/{p.denominator}" for p in chances] for symbol, chances in odds.items()}


def chance(die: DieType, count: int, need: dict[str, int], fate: int = 0, rerolls: int = 0) -> Fraction:
    """The chance of meeting `need` (symbol -> how many) with `count` dice, when up to `fate` Fate faces may be
    turned to any face and the dice that do not help may be re-rolled `rerolls` times, each die helping kept."""
    return _chance(die, count, tuple(sorted((s, n) for s, n in need.items() if n > 0)), fate, rerolls)


@lru_cache(maxsize=4096)
def _chance(die: DieType, count: int, need: tuple, fate: int, rerolls: int) -> Fraction:
    if not need:
        return Fraction(1)
    if count == 0:
        return Fraction(0)
    total = Fraction(0)
    others = tuple(face for face in die.faces if FATE not in face.symbols)
    for (left, free, switched), p in pool_distribution([die] * count,
                                                      lambda faces: _kept(faces, need, fate, others)).items():
        if not left:
            total += p
        elif rerolls and free:
            total += p * _chance(die, free, left, fate - switched, rerolls - 1)
    return total


def _kept(faces: tuple[Face, ...], need: tuple, fate: int, others: tuple[Face, ...]) -> tuple[tuple, int, int]:
    """What a roll leaves: the need still unmet, the dice that helped nothing (to re-roll), the Fate faces
    kept to switch (each turned to the face that meets most of the need still unmet)."""
    left = dict(need)
    free = fates = 0
    for face in faces:
        if FATE in face.symbols:
            fates += 1
            continue
        helps = [s for s in face.symbols if left.get(s, 0) > 0]
        for symbol in helps:
            left[symbol] -= 1
        if not helps:
            free += 1
    switched = 0
    for _ in range(fates):
        best = max(others, key=lambda face: sum(1 for s in face.symbols if left.get(s, 0) > 0), default=None)
        if best is None or switched >= fate or not any(left.get(s, 0) > 0 for s in best.symbols):
            free += 1
            continue
        for symbol in best.symbols:
            if left.get(symbol, 0) > 0:
                left[symbol] -= 1
        switched += 1
    return tuple(sorted((s, n) for s, n in left.items() if n > 0)), free, switched
