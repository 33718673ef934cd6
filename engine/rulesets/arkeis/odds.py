"""Exact odds of a roll of Fight or Inspection dice, from the pack's die definitions (the same `DieType` the
roll uses): the chance of each tally of symbols, and the tallies a fight's dice end on when the help at hand is
aimed at one result. An inspection test's chance is `inspection.odds`.

Tallies are counted multinomially (how many dice show each different face), never by listing every roll."""
from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import lru_cache
from engine.core.dice import DieType, pool_falls, whole
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


def kinds(die: DieType) -> tuple[tuple[tuple[str, ...], int], ...]:
    """The die's different faces (by their symbols) and how many faces show each."""
    return tuple(Counter(face.symbols for face in die.faces).items())


def tallies(die: DieType, count: int) -> dict[tuple[tuple[str, int], ...], Fraction]:
    """The chance of each tally `count` dice may show (a tally as sorted (symbol, how many) pairs)."""
    total, found = tally_weights(die, count)
    return {shown: Fraction(weight, total) for shown, weight in found}


@lru_cache(maxsize=256)
def tally_weights(die: DieType, count: int) -> tuple[int, tuple[tuple[tuple[tuple[str, int], ...], int], ...]]:
    """Each tally `count` dice may show and how many ordered rolls show it, out of the total returned first
    (the core's count of how the dice fall, by the symbols their faces show)."""
    found: dict[tuple[tuple[str, int], ...], int] = {}
    for weight, (shown,) in pool_falls(((die, count),), _symbols):
        counted = Counter()
        for symbols, n in shown:
            for symbol in symbols:
                counted[symbol] += n
        key = tuple(sorted(counted.items()))
        found[key] = found.get(key, 0) + weight
    return whole(((die, count),)), tuple(found.items())


def _symbols(face) -> tuple[str, ...]:
    return face.symbols


def symbol_odds(die: DieType, count: int) -> dict[str, list[Fraction]]:
    """For each symbol of the die, the chance of rolling at least 1, 2, ... `count` of it."""
    return {symbol: list(chances) for symbol, chances in _symbol_odds(die, count)}


@lru_cache(maxsize=256)
def _symbol_odds(die: DieType, count: int) -> tuple[tuple[str, tuple[Fraction, ...]], ...]:
    symbols = sorted({s for face in die.faces for s in face.symbols})
    found = {s: [Fraction(0)] * count for s in symbols}
    total, weights = tally_weights(die, count)
    for shown_tally, weight in weights:
        for symbol, n in shown_tally:
            for k in range(n):
                found[symbol][k] += Fraction(weight, total)
    return tuple((s, tuple(found[s])) for s in symbols)


def shown(odds: dict[str, list[Fraction]]) -> dict[str, list[str]]:
    """Odds as plain data for an option (exact fractions written "a/b")."""
    return {symbol: [f"{p.numerator}/{p.denominator}" for p in chances] for symbol, chances in odds.items()}


@lru_cache(maxsize=256)
def shown_odds(die: DieType, count: int) -> dict[str, list[str]]:
    """`shown(symbol_odds(...))`, asked at every action offering a fight: worked out once per die and count.
    The same dict is handed to every option asking it; nobody changes an option's data."""
    return shown(symbol_odds(die, count))


def aimed_tallies(die: DieType, count: int, want: frozenset, fate: bool, rerolls: int,
                  preset: bool) -> tuple[int, dict[tuple[tuple[str, int], ...], int]]:
    """Each tally the dice may end on when the help at hand is aimed at showing one of the `want` symbols, and
    how many ways (out of the total returned first): one die set first to a face showing one, the rest rolled;
    while none shows, a Fate face is turned to one (the stock paying), else every die is re-rolled, as long as
    re-rolls are held: for a need of one symbol, the best use of the help (`inspection.odds` says the same), kept
    whole for a fight's result table."""
    faces = [f.symbols for f in die.faces if FATE not in f.symbols]
    aim = next((f for f in faces if want & set(f)), None)
    if preset and count and aim is not None:
        total, found = _aimed(die, count - 1, want, fate, rerolls, aim)
        return total, {_plus(shown, aim): w for shown, w in found.items()}
    return _aimed(die, count, want, fate, rerolls, aim)


@lru_cache(maxsize=1024)
def _aimed_cached(die: DieType, count: int, want: frozenset, fate: bool, rerolls: int, aim) -> tuple:
    total, weights = tally_weights(die, count)
    found: dict[tuple, int] = {}
    again = 0   # ordered rolls showing nothing wanted and no Fate face to turn: every die is rolled again
    for shown, weight in weights:
        names = [s for s, _ in shown]    # a tally names only the symbols it shows
        if aim is None or not want.isdisjoint(names):
            found[shown] = found.get(shown, 0) + weight
        elif fate and FATE in names:
            turned = _plus(tuple((s, n - 1 if s == FATE else n) for s, n in shown), aim)
            found[turned] = found.get(turned, 0) + weight
        elif rerolls and count:
            again += weight
        else:
            found[shown] = found.get(shown, 0) + weight
    if again:
        inner_total, inner = _aimed_cached(die, count, want, fate, rerolls - 1, aim)
        found = {s: w * inner_total for s, w in found.items()}
        for shown, w in inner:
            found[shown] = found.get(shown, 0) + again * w
        total *= inner_total
    return total, tuple(found.items())


def _aimed(die, count, want, fate, rerolls, aim) -> tuple[int, dict]:
    total, found = _aimed_cached(die, count, frozenset(want), bool(fate), rerolls, aim)
    return total, dict(found)


def _plus(shown: tuple[tuple[str, int], ...], symbols) -> tuple[tuple[str, int], ...]:
    """A tally with one more die showing these symbols (and none of a symbol counted at 0)."""
    counted = dict(shown)
    for s in symbols:
        counted[s] = counted.get(s, 0) + 1
    return tuple(sorted((s, n) for s, n in counted.items() if n))


def clear_caches() -> None:
    """Forget every worked-out odds (for timing the odds as a player first asks them)."""
    for cached in (tally_weights, _symbol_odds, shown_odds, _aimed_cached):
        cached.cache_clear()

