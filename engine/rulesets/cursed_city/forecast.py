"""What an attack may do, before its dice are rolled: the exact chance of each outcome of the weapon's roll,
plainly and with a die re-rolled for an inspiration point, and the wounds the target is left to suffer for each
(after its ailments, its reduce damage, and a hero's defence roll, re-rolled as well as the hero's inspiration
allows), from the rolls' own definitions (`rolls.chance`) and the same rules the attack uses."""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from engine.core import chance as ch
from engine.core.game import Game

from . import ailments, rolls, wounds
from .attacks import SAVED
from .battlefield import side
from .inspiration import stat

OUTCOMES = tuple(rolls.RANK)


@dataclass(frozen=True)
class Forecast:
    """An attack's odds: each outcome's chance (`odds` plainly, `odds_reroll` with the best die re-rolled for
    an inspiration point), the wounds to expect for each outcome, and the wounds to expect of the whole attack."""

    dice: tuple[str, ...]
    odds: dict[str, Fraction]
    odds_reroll: dict[str, Fraction]
    wounds: dict[str, Fraction]
    expected: Fraction
    expected_reroll: Fraction
    slay: Fraction              # the chance the target is slain (out of action for a hero) by this attack
    slay_reroll: Fraction
    can_reroll: bool            # the attacker is a hero with an inspiration point to spend


def dealt(g: Game, target: str, outcome: str, damage) -> Fraction:
    """The wounds a target is left with, to expect, from an attack's outcome: a hostile after its ailments and
    reduce damage; a hero after its ailments and its DEFENCE roll, a die of it re-rolled if the hero holds
    inspiration and that saves more on average."""
    if outcome == "fail":
        return Fraction(0)
    _, amount = ailments.weapon_damage(g, target, outcome, damage)
    if side(g, target) == "hostile":
        return Fraction(wounds.reduced(g, target, amount))
    dice = sorted(stat(g, target, "defence"))
    ip = min(1, g.table.hero(target).ip)
    key = ("defence", tuple(dice), amount, ip)
    found = g.memo.get(key)
    if found is None:
        saved = {o: -max(0, amount - SAVED[o]) for o in OUTCOMES}
        found = g.memo[key] = -ch.search(rolls.chance(g, dice, ip), saved, rolls.memo(g, tuple(dice))).worth
    return found


def _left(g: Game, target: str) -> int:
    """Wounds the target can still take before it falls."""
    if side(g, target) == "hostile":
        return int(g.card(target).get("wounds")) - g.table.damage.get(target, 0)
    return 10_000     # a hero falls by its activation spaces filling: never counted here


def attack(g: Game, attacker: str, weapon: dict, target: str) -> Forecast:
    """The forecast of this attacker's weapon against this target, as things stand."""
    dice = list(weapon["dice"])
    worth = {o: dealt(g, target, o, weapon["damage"]) for o in OUTCOMES}
    plain = rolls.odds(g, dice)
    again = rolls.odds_with_reroll(g, dice, {o: float(v) for o, v in worth.items()})
    left = _left(g, target)
    slain = {o: 0 < worth[o] and worth[o] >= left and side(g, target) == "hostile" for o in OUTCOMES}
    hero = g.card(attacker).type == "hero"
    return Forecast(tuple(dice), dict(plain), dict(again), worth,
                    sum((plain[o] * worth[o] for o in OUTCOMES), Fraction(0)),
                    sum((again[o] * worth[o] for o in OUTCOMES), Fraction(0)),
                    sum((plain[o] for o in OUTCOMES if slain[o]), Fraction(0)),
                    sum((again[o] for o in OUTCOMES if slain[o]), Fraction(0)),
                    hero and g.table.hero(attacker).ip >= 1)
