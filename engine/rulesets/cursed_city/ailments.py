"""Ailments (rules summary, "Ailments"): stunned (a hero discards a die and stands up at its next activation, a
hostile stands up instead of acting; stunned again is 1 damage instead), trapped (no Move or Run; a hostile
skips its move actions and is freed after the event roll; a hero is freed with a 4+ die of its own or of an
adjacent hero), buried (the hero leaves the battlefield under a token
that takes its space; it suffers 2 damage at the end of each activation, dies if taken out of action so, and is
dug free by two dice showing 6 of its own or of an adjacent hero), fatigued (every activation die becomes 1 at the start of the next activation), cursed (weapon
actions against it deal +1 damage, +2 on a critical success) and diseased (a hero's activation space whose dice
show 1, taking a wound last; successes against a diseased hostile are critical)."""
from __future__ import annotations

from engine.core import choices
from engine.core import events as ev
from engine.core.decisions import Option
from engine.core.game import Game
from engine.core.procedure import Ask, Frame, Procedure

from . import rolls, wounds
from .battlefield import where
from .frames import Disease
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
        found = _disease_spaces(g, model)
        if len(found) == 1:
            _sicken(g, model, next(iter(found.values())))
        # several spaces that differ: the hero's player picks (`placing` gives the frame that asks)
    return 0


def _disease_spaces(g: Game, hero: str) -> dict:
    """The activation spaces the diseased token may go on (no wound counter there), one for each thing they
    hold (empty, or a die showing a number): spaces alike are alike."""
    found: dict = {}
    for k in range(g.table.spaces):
        zone = wounds.slot(hero, k)
        if not any(g.card(p).type == "token" for p in g.zones.cards(zone)):
            die = wounds.die_on(g, zone)
            found.setdefault(rolls.value(g, die) if die else 0, k)
    return found


def _sicken(g: Game, hero: str, k: int) -> None:
    g.table.diseased[hero] = k
    die = wounds.die_on(g, wounds.slot(hero, k))
    if die is not None:
        rolls.set_value(g, die, 1)


def placing(g: Game, hero: str) -> Frame | None:
    """The frame that asks where a diseased hero's token goes, while its player has not placed it yet."""
    if g.card(hero).type == "hero" and has(g, hero, "diseased") and hero not in g.table.diseased \
            and len(_disease_spaces(g, hero)) > 1:
        return Frame("disease", "", Disease(hero))
    return None


def place_token(g: Game, f: Frame, answer):
    """The diseased token on the activation space the hero's player picks (its die, if any, turns to 1)."""
    hero = f.data.hero
    if hero in g.table.diseased or not has(g, hero, "diseased"):
        return None
    options = [Option(f"space:{k}", f"Activation space {k + 1}: " + (f"its die shows {shown}" if shown else "empty"),
                      {"space": k, "hero": hero})
               for shown, k in sorted(_disease_spaces(g, hero).items(), key=lambda pair: pair[1])]
    if not options:
        return None
    chosen = choices.pick(answer, f"seat:{wounds.controller(g, hero)}", "diseased",
                          f"{g.card(hero).title} is diseased: on which activation space?", options, hero=hero)
    if isinstance(chosen, Ask):
        return chosen
    _sicken(g, hero, chosen.data["space"])
    return None


DISEASE = Procedure("disease", [place_token], frame=Disease)


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
