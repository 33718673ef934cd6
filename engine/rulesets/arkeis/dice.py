"""Arkeis' symbol dice. An Explorer's roll of Fight or Inspection dice as one definition (`chance`): the pack's die, how many, and the
help in the roll's one order — an extra die, one die set before rolling, re-rolls of any dice, then Fate faces
switched for tokens from the stock. The roll's steps (`roll.py`) ask what it allows; the odds search it
(`engine.core.chance`): the chance of each tally of symbols, and the best play of the help for a result
(`forecast.py`, `inspection.py`)."""
from __future__ import annotations

from fractions import Fraction
from typing import Any, Callable, Hashable

from engine.core import chance as ch
from engine.core.dice import DieType, Face
from engine.core.game import Game

FATE = "fate"
Tally = tuple[tuple[str, int], ...]   # (symbol, how many) pairs, sorted: a roll's result as a fight reads it


def die_type(game: Game, role: str) -> DieType:
    """The die of this role ("fight" or "inspection") as the pack defines it."""
    key = ("die", role)
    if key not in game.memo:
        card = next(c for c in game.cards.values() if c.type == "die" and c.get("dice") == role)
        game.memo[key] = DieType.from_plain(card.id, card.data)
    return game.memo[key]


def tally(faces) -> dict[str, int]:
    """How many of each symbol the faces show (Fate included)."""
    counted: dict[str, int] = {}
    for face in faces:
        for symbol in face.symbols:
            counted[symbol] = counted.get(symbol, 0) + 1
    return counted


def tallied(faces) -> Tally:
    """The tally of the faces as one hashable result: what a roll of symbol dice judges to."""
    return tuple(sorted(tally(faces).items()))


def symbols(face: Face) -> tuple[str, ...]:
    return face.symbols


def others(die: DieType) -> tuple[Face, ...]:
    """One face of each different side but Fate, in the die's order: what a die may be set or turned to."""
    seen: dict[tuple[str, ...], Face] = {}
    for face in die.faces:
        if FATE not in face.symbols:
            seen.setdefault(face.symbols, face)
    return tuple(seen.values())


def chance(die: DieType, count: int, judge: Callable[[Any], Hashable] = tallied,
           kind: Callable[[Face], Hashable] = symbols, *, extra: int = 0, preset: bool = False, rerolls: int = 0,
           fate: int = 0) -> ch.Chance:
    """A roll of `count` dice of this die, in the roll's order: before the throw up to `extra` more dice (an
    ability offers one), one die set to any side but Fate (`preset`, an ability paid with a coin or a Fate token);
    after it `rerolls` re-rolls of any dice (an ability's, Reroll tokens), then Fate faces turned to any other side,
    a token from the stock each (`fate` tokens in it). `judge` reads the dice (a tally by default), `kind` says
    which faces it tells apart."""
    fates = tuple(f for f in die.faces if FATE in f.symbols)
    help: list[ch.Help] = []
    if extra:
        help.append(ch.Extra(extra))
    if preset:
        help.append(ch.Preset(others(die)))
    # a die turned from its Fate face is never turned again: tokens beyond the dice are never spent in one roll
    help += [ch.Reroll(rerolls), ch.Switch(min(fate, count + extra), fates[:1], others(die))]
    return ch.Chance(((die, count),), judge, tuple(help), kind=kind)


def tallies(die: DieType, count: int, memo: dict | None = None) -> dict[Tally, Fraction]:
    """The chance of each tally `count` dice may show, no help taken."""
    return ch.plain(chance(die, count), memo)


def symbol_odds(die: DieType, count: int) -> dict[str, list[Fraction]]:
    """For each symbol of the die, the chance of rolling at least 1, 2, ... `count` of it."""
    found = {s: [Fraction(0)] * count for s in sorted({s for face in die.faces for s in face.symbols})}
    for shown, p in tallies(die, count).items():
        for symbol, n in shown:
            for k in range(n):
                found[symbol][k] += p
    return found


def shown(odds: dict[str, list[Fraction]]) -> dict[str, list[str]]:
    """Odds as plain data for an option (exact fractions written "a/b")."""
    return {symbol: [f"{p.numerator}/{p.denominator}" for p in chances] for symbol, chances in odds.items()}


def shown_odds(die: DieType, count: int) -> dict[str, list[str]]:
    """`shown(symbol_odds(...))`, for the option offering a fight (kept in the game's memo by the caller)."""
    return shown(symbol_odds(die, count))

