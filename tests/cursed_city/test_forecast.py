"""An attack's forecast, shown before its dice are rolled: each outcome's chance, plainly and with a die re-rolled,
and the wounds the target is left to suffer (after its reduce damage, or a hero's defence roll), checked against
counting every way the attack and the defence dice can fall."""
from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from engine.rulesets.cursed_city import forecast, rolls

from .conftest import start

SAVED = {"fail": 0, "success": 1, "crit": 3}


@pytest.fixture(scope="module")
def game(pack):
    return start(pack)


def _faces(game, dice):
    return [[f.outcome or "fail" for f in rolls.die_type(game.cards, d).faces] for d in dice]


def _counted(game, dice):
    """Each outcome's chance, counting every fall of the dice: the best single die counts."""
    every = list(product(*_faces(game, dice)))
    best = lambda fall: "crit" if "crit" in fall else "success" if "success" in fall else "fail"  # noqa: E731
    return {o: Fraction(sum(1 for fall in every if best(fall) == o), len(every)) for o in SAVED}


def _model(game, kind):
    return next(p for p, c in game.state.pieces.items() if c == kind)


@pytest.mark.parametrize("kind", ["bone-rat", "grave-knight", "tower-ghoul"])
def test_a_hero_striking_a_hostile_expects_the_weapon_damage_less_its_reduce_damage(game, kind):
    weapon = game.card("warden").get("weapons")[0]
    target = _model(game, kind)
    found = forecast.attack(game, "warden", weapon, target)
    odds = _counted(game, weapon["dice"])
    assert found.odds == odds
    cut = int(game.card(target).get("reduce_damage", 0))
    wounds = {"fail": 0, "success": max(0, weapon["damage"][0] - cut), "crit": max(0, weapon["damage"][1] - cut)}
    assert found.wounds == wounds
    assert found.expected == sum(odds[o] * wounds[o] for o in SAVED)
    assert found.expected_reroll == sum(found.odds_reroll[o] * wounds[o] for o in SAVED)
    assert found.expected_reroll >= found.expected
    left = int(game.card(target).get("wounds"))
    assert found.slay == sum(odds[o] for o in SAVED if wounds[o] >= left > 0 and wounds[o] > 0)
    assert found.can_reroll == (game.table.hero("warden").ip >= 1)


def test_a_hostile_striking_a_hero_expects_the_damage_its_defence_roll_leaves(game):
    model = _model(game, "tower-ghoul")
    weapon = game.card(model).get("weapons")[0]
    found = forecast.attack(game, model, weapon, "warden")
    defence = _counted(game, game.card("warden").get("defence"))
    for outcome, dealt in (("success", weapon["damage"][0]), ("crit", weapon["damage"][1])):
        assert found.wounds[outcome] == sum(p * max(0, dealt - SAVED[o]) for o, p in defence.items())
    assert found.wounds["fail"] == 0
    assert found.slay == 0 and not found.can_reroll
    odds = _counted(game, weapon["dice"])
    assert found.expected == sum(odds[o] * found.wounds[o] for o in SAVED)


def test_a_wounded_hostile_falls_to_less(game):
    weapon = game.card("warden").get("weapons")[0]
    target = _model(game, "grave-knight")
    fresh = forecast.attack(game, "warden", weapon, target)
    game.table.damage[target] = 3          # one wound left: a critical (2 less 1) slays it
    try:
        hurt = forecast.attack(game, "warden", weapon, target)
    finally:
        game.table.damage.pop(target)
    assert fresh.slay == 0
    assert hurt.slay == hurt.odds["crit"]


def test_a_hero_with_inspiration_is_expected_to_reroll_a_die_of_its_defence_when_that_saves_more(game):
    """The hero's DEFENCE roll is its own roll: with an inspiration point it may re-roll one die of it (not at a
    critical), and the wounds to expect count the best play, as every defence roll and every choice counted say."""
    model = _model(game, "tower-ghoul")
    weapon = game.card(model).get("weapons")[0]
    faces = _faces(game, game.card("warden").get("defence"))
    rank = {"fail": 0, "success": 1, "crit": 2}
    game.table.hero("warden").ip = 1
    try:
        found = forecast.attack(game, model, weapon, "warden")
    finally:
        game.table.hero("warden").ip = 0
    plain = forecast.attack(game, model, weapon, "warden")
    for outcome, dealt in (("success", weapon["damage"][0]), ("crit", weapon["damage"][1])):
        suffered = lambda roll: max(0, dealt - SAVED[max(roll, key=rank.__getitem__)])  # noqa: E731
        every = list(product(*faces))
        best = Fraction(0)
        for roll in every:
            plays = [Fraction(suffered(roll))]
            for i in range(len(roll) if "crit" not in roll else 0):
                plays.append(Fraction(sum(suffered(roll[:i] + (new,) + roll[i + 1:]) for new in faces[i]),
                                      len(faces[i])))
            best += min(plays) / len(every)
        assert found.wounds[outcome] == best
        assert found.wounds[outcome] < plain.wounds[outcome]
