"""Damage (rules summary, "Damage and wounds"): a hostile counts the damage it suffered against its WOUNDS and
is slain at that total; a hero takes each point as a wound counter on an activation space (a space's die is
discarded), or turns a wound counter to its grievous side when one shows its wound side (so each space holds
two points, spec §0); with no space left the hero is out of action."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import END, Ask, Frame, Procedure

from . import ending, quest, rolls
from .frames import Wound
from .table import AWAY, INITIATIVE, OUT, TRACK, WOUNDS, hero_card, slain, slot, spare


def controller(g: Game, hero: str) -> int:
    return g.table.hero(hero).seat


def slots(g: Game, hero: str) -> list[str]:
    return [slot(hero, k) for k in range(g.table.spaces)]


def counters(g: Game, hero: str) -> list[str]:
    """The wound counters on a hero's card, wound side or grievous side up."""
    return [p for z in slots(g, hero) for p in g.zones.cards(z) if g.card(p).type == "token"]


def die_on(g: Game, zone: str) -> str | None:
    """The die in an activation space, if one is there."""
    cards, pieces = g.cards, g.state.pieces
    for p in g.state.zones.contents.get(zone, ()):
        if cards[pieces[p]].type == "die":
            return p
    return None


def suffer(g: Game, hero: str, amount: int, why: str) -> Frame | None:
    """A hero suffers damage (after any defence roll): the frame of the wound procedure that places it point
    by point, for the caller to push."""
    if amount <= 0:
        return None
    g.emit(ev.Message(f"{g.card(hero).title} suffers {amount} damage ({why}).",
                      {"rule": "damage", "hero": hero, "amount": amount}))
    return Frame("wound", "", Wound(hero, amount))


def allocate(g: Game, f: Frame, answer):
    d: Wound = f.data
    hero = d.hero
    if answer is not None:
        _place(g, hero, answer.data["zone"])
        d.left -= 1
    while d.left > 0:
        if g.zones.zone_of(hero) == OUT:
            return END
        wound_side = [p for p in counters(g, hero) if p not in g.table.grievous]
        if wound_side:
            g.table.grievous.append(wound_side[0])
            g.emit(ev.Message(f"A wound of {g.card(hero).title} turns grievous.", {"rule": "grievous", "hero": hero}))
            d.left -= 1
            continue
        free = [z for z in slots(g, hero) if not any(g.card(p).type == "token" for p in g.zones.cards(z))]
        sick = g.table.diseased.get(hero)
        if sick is not None and len(free) > 1:
            # the diseased space takes a wound only when there is no other choice
            free = [z for z in free if z != slot(hero, sick)]
        if not free:
            out_of_action(g, hero)
            return END
        kinds = {_holds(g, z) for z in free}
        if len(kinds) > 1:
            options = [Option(f"space:{z.rsplit(':', 1)[1]}", f"Activation space {int(z.rsplit(':', 1)[1]) + 1}: "
                              f"{_holds(g, z)}", {"zone": z, "hero": hero}) for z in free]
            return Ask(Decision(f"seat:{controller(g, hero)}", "wound",
                                f"{g.card(hero).title} takes a wound: on which activation space?", options,
                                context={"hero": hero, "left": d.left}))
        _place(g, hero, free[0])
        d.left -= 1
    return END


def _holds(g: Game, zone: str) -> str:
    die = die_on(g, zone)
    return f"its die shows {rolls.value(g, die)}, discarded" if die else "empty"


def _place(g: Game, hero: str, zone: str) -> None:
    die = die_on(g, zone)
    if die is not None:
        g.move(die, spare(hero))
    g.move(g.zones.top(WOUNDS), zone)


WOUND = Procedure("wound", [allocate], frame=Wound)


def out_of_action(g: Game, hero: str) -> None:
    """No space left for a wound: the model leaves the battlefield and its initiative card the track; a buried
    hero taken out of action has died."""
    if g.zones.zone_of(hero).startswith("buried:"):
        quest.die(g, hero)
    else:
        g.move(hero, OUT)
    card = hero_card(hero)
    if g.zones.zone_of(card) == TRACK:
        g.move(card, INITIATIVE)
    g.emit(ev.Message(f"{g.card(hero).title} is out of action.", {"rule": "out_of_action", "hero": hero}))
    away = g.zones.cards(AWAY)
    if away and away[0] != hero and not any(g.zones.zone_of(h.id).startswith("space:") for h in g.table.heroes):
        ending.finish(g, f"every other hero fell while {g.card(away[0]).title} was away in a crisis", failed=True)


def heal(g: Game, hero: str, counter: str) -> None:
    """A wound counter removed, or a grievous one turned back to its wound side."""
    if counter in g.table.grievous:
        g.table.grievous.remove(counter)
        g.emit(ev.Message(f"A grievous wound of {g.card(hero).title} turns back.", {"rule": "heal", "hero": hero}))
    else:
        g.move(counter, WOUNDS)
        g.emit(ev.Message(f"{g.card(hero).title} removes a wound.", {"rule": "heal", "hero": hero}))


def recoveries(g: Game, hero: str, outcome: str) -> list[tuple[str, str]]:
    """What a Recuperate (1+) roll lets the hero recover, as (key, words): a success removes 1 wound or turns 1
    grievous wound over; a critical success removes 2 wounds or 1 grievous wound. The hero's player picks one."""
    mine = counters(g, hero)
    plain = [p for p in mine if p not in g.table.grievous]
    grievous = [p for p in mine if p in g.table.grievous]
    found = []
    if outcome in ("success", "crit") and plain:
        n = 2 if outcome == "crit" else 1
        found.append(("wounds" if n == 2 else "wound",
                      f"Remove {min(n, len(plain))} wound{'s' if min(n, len(plain)) > 1 else ''}"))
    if outcome in ("success", "crit") and grievous:
        found.append(("grievous", "Remove 1 grievous wound" if outcome == "crit"
                      else "Turn 1 grievous wound to its wound side"))
    return found


def recover(g: Game, hero: str, outcome: str, key: str | None) -> None:
    """The recovery picked among `recoveries` (None: nothing to recover)."""
    mine = counters(g, hero)
    if key in ("wound", "wounds"):
        for counter in [p for p in mine if p not in g.table.grievous][:2 if key == "wounds" else 1]:
            heal(g, hero, counter)
    elif key == "grievous":
        counter = next(p for p in mine if p in g.table.grievous)
        heal(g, hero, counter)
        if outcome == "crit":
            heal(g, hero, counter)   # a critical success removes the grievous counter altogether


# -- hostiles --------------------------------------------------------------------------------------
def reduced(g: Game, model: str, amount: int) -> int:
    """The damage a hostile suffers of an amount dealt to it, after its reduce damage."""
    return max(0, amount - int(g.card(model).get("reduce_damage", 0)))


def hurt(g: Game, model: str, amount: int, hero: str | None) -> bool:
    """A hostile suffers damage (its reduce damage applied); slain at its WOUNDS, kept on its group's card."""
    amount = reduced(g, model, amount)
    if amount == 0:
        g.emit(ev.Message(f"{g.card(model).title} suffers no damage.", {"rule": "no_damage", "model": model}))
        return False
    total = g.table.damage.get(model, 0) + amount
    wounds = int(g.card(model).get("wounds"))
    if total < wounds:
        g.table.damage[model] = total
        g.emit(ev.Message(f"{g.card(model).title} suffers {amount} damage ({total} of {wounds}).",
                          {"rule": "hostile_damage", "model": model, "total": total}))
        return False
    g.table.damage.pop(model, None)
    group = next(grp for grp in g.table.groups if model in grp.models)
    g.table.bulk.pop(model, None)
    g.move(model, slain(group.n))
    g.table.slain_kinds.append(g.state.pieces[model])
    if hero is not None and not g.table.hero(hero).reacting:
        # only what a hero slays in its own activation counts toward its inspiration roll, not its reactions
        g.table.hero(hero).slew += wounds
    g.emit(ev.Message(f"{g.card(model).title} is slain.", {"rule": "slain", "model": model, "by": hero}))
    return True
