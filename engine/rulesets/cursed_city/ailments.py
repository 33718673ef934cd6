"""Ailments (rules summary, "Ailments"): stunned (a hero discards a die and stands up at its next activation, a
hostile stands up instead of acting; stunned again is 1 damage instead), trapped (no Move or Run; a hostile
skips its move actions and is freed after the event roll; a hero is freed with a 4+ die of its own or of an
adjacent hero), buried (the hero leaves the battlefield under a token
that takes its space; it suffers 2 damage at the end of each activation, dies if taken out of action so, and is
dug free by two dice showing 6 of its own or of an adjacent hero), fatigued (every activation die becomes 1 at the start of the next activation), cursed (weapon
actions against it deal +1 damage, +2 on a critical success) and diseased (a hero's activation space whose dice
show 1, taking a wound last; successes against a diseased hostile are critical)."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.game import Game

from . import rolls, wounds
from .battlefield import where
from .table import buried as buried_at, cell_of, space

AILMENTS = ("stunned", "trapped", "fatigued", "cursed", "diseased", "buried")


def has(g: Game, model: str, name: str) -> bool:
    return name in g.table.ailments.get(model, ())


def afflict(g: Game, model: str, name: str) -> int:
    """A model suffers an ailment. Stunned twice is 1 damage instead (no defence roll): a hostile suffers it
    here, a hero's is returned for the caller to place with whatever else it deals."""
    title = g.card(model).title
    if has(g, model, name):
        if name != "stunned":
            return 0
        g.emit(ev.Message(f"{title} is stunned again: 1 damage instead.", {"rule": "stunned_again", "model": model}))
        if g.card(model).type == "hero":
            return 1
        wounds.hurt(g, model, 1, None)
        return 0
    if name == "buried":
        cell = where(g, model)
        if g.card(model).type != "hero" or cell is None:
            return 0          # only a hero on the battlefield is buried
        g.move(model, buried_at(cell))
    g.table.ailments.setdefault(model, []).append(name)
    g.emit(ev.Message(f"{title} is {name}.", {"rule": "ailment", "model": model, "ailment": name}))
    if name == "diseased" and g.card(model).type == "hero":
        free = [k for k in range(g.table.spaces) if not any(g.card(p).type == "token"
                                                            for p in g.zones.cards(wounds.slot(model, k)))]
        if free:
            g.table.diseased[model] = free[0]
            die = wounds.die_on(g, wounds.slot(model, free[0]))
            if die is not None:
                rolls.set_value(g, die, 1)
    return 0


def cure(g: Game, model: str, name: str) -> None:
    if has(g, model, name):
        g.table.ailments[model].remove(name)
        if not g.table.ailments[model]:
            del g.table.ailments[model]
        if name == "diseased":
            g.table.diseased.pop(model, None)
        zone = g.zones.zone_of(model)
        if name == "buried" and zone.startswith("buried:"):
            g.move(model, space(cell_of(zone)))     # dug free: back in the same space
        g.emit(ev.Message(f"{g.card(model).title} is no longer {name}.", {"rule": "cured", "model": model, "ailment": name}))


def placed(g: Game, hero: str, k: int, die: str) -> None:
    """A die placed on a diseased activation space is set to 1."""
    if g.table.diseased.get(hero) == k:
        rolls.set_value(g, die, 1)


def weapon_damage(g: Game, target: str, outcome: str, damage: tuple) -> tuple[str, int]:
    """The outcome and damage of a hit after the target's ailments: diseased hostiles take criticals for
    successes, cursed models take +1 (+2 on a critical)."""
    if outcome == "success" and has(g, target, "diseased") and g.card(target).type == "hostile":
        outcome = "crit"
    amount = int(damage[1 if outcome == "crit" else 0])
    if has(g, target, "cursed"):
        amount += 2 if outcome == "crit" else 1
    return outcome, amount
