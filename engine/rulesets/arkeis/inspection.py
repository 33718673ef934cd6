"""An inspection test, judged one way by the test and by its odds: `met` says whether the symbols rolled meet the
card's need, and `odds` gives the chance they will, with the help at hand used as well as the roll's steps allow
(`roll.py`): one die set before rolling, re-rolls of any dice, then Fate faces turned for tokens from the stock.

The odds are the best a player can do, step by step in that order: after each roll, the dice to re-roll chosen
for the best chance of the rest, and the Fate faces turned only at the end (a Fate face kept through a re-roll
may still become whatever the re-rolled dice leave missing)."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement, product
from typing import Mapping

from engine.core.dice import DieType, falls

FATE = "fate"


def met(need: Mapping[str, int], shown: Mapping[str, int]) -> bool:
    """Whether the symbols shown meet the need: at least as many of each symbol as the card asks."""
    return all(shown.get(symbol, 0) >= n for symbol, n in need.items())


def odds(die: DieType, count: int, need: Mapping[str, int], fate: int = 0, rerolls: int = 0,
         preset: bool = False) -> Fraction:
    """The chance `count` dice meet `need` (`met`), with `preset` one die set first to any face but Fate, `rerolls`
    re-rolls of any of the dice, and up to `fate` Fate faces turned to any other face at the end."""
    wanted = tuple(sorted((s, n) for s, n in need.items() if n > 0))
    return _odds(die, count, wanted, min(fate, count), rerolls, preset and count > 0)


@lru_cache(maxsize=1024)
def _odds(die: DieType, count: int, need: tuple, fate: int, rerolls: int, preset: bool) -> Fraction:
    if not need:
        return Fraction(1)
    if not count:
        return Fraction(0)
    needed = dict(need)
    symbols = tuple(needed)
    # the die's faces by what they do for this need: Fate, or how many of each needed symbol they show
    grouped: dict[tuple, int] = {}
    for face in die.faces:
        key = (FATE,) if FATE in face.symbols else tuple(face.symbols.count(s) for s in symbols)
        grouped[key] = grouped.get(key, 0) + 1
    kinds = sorted(grouped, key=str)
    ways = [grouped[k] for k in kinds]
    fate_at = kinds.index((FATE,)) if (FATE,) in grouped else None
    plain = [n for n, k in enumerate(kinds) if n != fate_at]

    def shown(state: tuple, extra=()) -> dict[str, int]:
        counted = dict.fromkeys(symbols, 0)
        for n in [n for n in plain for _ in range(state[n])] + list(extra):
            for s, k in zip(symbols, kinds[n]):
                counted[s] += k
        return counted

    finals: dict[tuple, bool] = {}

    def final(state: tuple) -> bool:
        """Met once the Fate faces shown are turned, as many as the stock pays for, each to the best face."""
        if state not in finals:
            turns = min(state[fate_at], fate) if fate_at is not None else 0
            finals[state] = any(met(needed, shown(state, extra)) for extra in combinations_with_replacement(plain, turns)) \
                if turns else met(needed, shown(state))
        return finals[state]

    def rolled(m: int) -> tuple[tuple[tuple, int], ...]:
        """Each way `m` dice may fall, by how many show each kind of face, and how many ordered rolls do."""
        return falls(tuple(ways), m)

    best: dict[tuple, Fraction] = {}
    after: dict[tuple, Fraction] = {}

    def value(state: tuple, left: int) -> Fraction:
        """The best chance from dice showing `state`, with `left` re-rolls still held."""
        key = (state, left)
        if key not in best:
            if final(state):
                best[key] = Fraction(1)
            elif not left:
                best[key] = Fraction(0)
            else:
                best[key] = max(throw(kept, left - 1) for kept in product(*(range(k + 1) for k in state))
                                if kept != state)
        return best[key]

    def throw(kept: tuple, left: int) -> Fraction:
        """The chance from keeping `kept` and throwing the other dice, `left` re-rolls held after."""
        key = (kept, left)
        if key not in after:
            m = count - sum(kept)
            total = len(die.faces) ** m
            after[key] = sum((Fraction(w, total) * value(tuple(a + b for a, b in zip(kept, split)), left)
                              for split, w in rolled(m)), Fraction(0))
        return after[key]

    nothing = (0,) * len(kinds)
    if preset:
        return max((throw(tuple(int(n == k) for n in range(len(kinds))), rerolls) for k in plain),
                   default=throw(nothing, rerolls))
    return throw(nothing, rerolls)


def clear_caches() -> None:
    _odds.cache_clear()
