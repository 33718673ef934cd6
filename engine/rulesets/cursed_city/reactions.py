"""Reactions (rules summary, "Reactions"): when a hostile visible to a hero finishes a move action or a weapon
action, or is deployed, each hero holding reaction dice (the dice left when its activation ended, a pip
lower) may make one weapon action against that hostile, paid with a reaction die matching or beating the
weapon's cost. All heroes declare first; then they strike in leader order, and one whose target fell before
its turn still loses the die it committed (its player picks which of those that pay)."""
from __future__ import annotations

from engine.core import choices
from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import END, Ask, Frame, Procedure, Push

from . import attacks, rolls, wounds
from .battlefield import model_words, where
from .frames import Reactions
from .table import spare


def _dice(g: Game, hero: str, at_least: int) -> list[str]:
    dice = [wounds.die_on(g, wounds.slot(hero, k)) for k in range(g.table.spaces)]
    return sorted((p for p in dice if p is not None and rolls.value(g, p) >= at_least),
                  key=lambda p: (rolls.value(g, p), p))


def answers(g: Game, model: str) -> list[tuple[str, dict]]:
    """Each hero's weapons that could react against the model now."""
    found = []
    for hero in g.table.heroes:
        if not hero.reacting or where(g, hero.id) is None:
            continue
        dice = _dice(g, hero.id, 1)
        if not dice:
            continue
        best = rolls.value(g, dice[-1])
        sight = None
        for w in attacks.weapons(g, hero.id):
            if best >= int(w.get("cost", 1)):
                # whom a hero's weapon may target, the hero's sight read once for all its weapons
                sight = sight or attacks.in_sight(g, "hero", (where(g, hero.id),))
                if model in attacks.aimed(w, *sight):
                    found.append((hero.id, w))
    return found


def window(g: Game, model: str) -> Frame | None:
    """The reaction window a hostile's deed opens, when some hero could answer it."""
    return Frame("reaction", "", Reactions(model)) if answers(g, model) else None


def declare(g: Game, f: Frame, answer):
    """Every hero that will react says so, one weapon each, and which of its reaction dice it commits."""
    d: Reactions = f.data
    if answer is not None and "weapon" in answer.data:
        d.paying = [answer.data["hero"], answer.data["weapon"]]
        answer = None
    if d.paying is not None:
        hero, weapon_id = d.paying
        die = _committed(g, hero, weapon_id, answer)
        if isinstance(die, Ask):
            return die
        d.declared.append([hero, weapon_id, die])
        d.paying = None
    elif answer is not None:
        return None
    taken = {entry[0] for entry in d.declared}
    options = [Option(f"react:{h}:{w['id']}", f"{g.card(h).title} reacts with {w['name']} ({w.get('cost', 1)}+)",
                      {"hero": h, "weapon": w["id"], "piece": d.model})
               for h, w in answers(g, d.model) if h not in taken]
    if not options:
        return None
    options.append(Option("done", "No more reactions" if d.declared else "Let it be", {"default": True}))
    # the hostile is what the question is about ("piece"): shown once beside it, not once beside every answer
    return Ask(Decision("table", "reaction", f"{model_words(g, d.model)} acted in sight: who reacts?", options,
                        context={"model": d.model, "piece": d.model}))


def _committed(g: Game, hero: str, weapon_id: str, answer):
    """The reaction die the hero commits to a weapon action: its player's pick among those that pay for it (one
    offered for each value shown, dice alike being alike)."""
    w = _weapon(g, hero, weapon_id)
    worth: dict[int, str] = {}
    for p in _dice(g, hero, int(w.get("cost", 1))):
        worth.setdefault(rolls.value(g, p), p)
    options = [Option(f"die:{p}", f"The reaction die showing {v}", {"die": p, "value": v}) for v, p in sorted(worth.items())]
    chosen = choices.pick(answer, f"seat:{g.table.hero(hero).seat}", "reaction_die",
                          f"{g.card(hero).title}'s {w['name']}: which reaction die pays?", options, hero=hero)
    return chosen if isinstance(chosen, Ask) else chosen.data["die"]


def resolve(g: Game, f: Frame, answer):
    """The declared reactions in leader order (the leader decides the order): the die is committed even if the
    target has fallen."""
    d: Reactions = f.data
    if not d.lined_up:
        ordered = _leader_order(g, f, answer)
        if isinstance(ordered, Ask):
            return ordered
        d.declared, d.lined_up = ordered, True
    while d.declared:
        hero, weapon_id, *paid = d.declared.pop(0)
        w = _weapon(g, hero, weapon_id)
        dice = _dice(g, hero, int(w.get("cost", 1)))
        if not dice:
            continue
        # the die its player committed (a reaction declared by an older build committed the lowest that pays)
        g.move(paid[0] if paid and paid[0] in dice else dice[0], spare(hero))
        if d.model not in attacks.targets(g, hero, w):
            g.emit(ev.Message(f"{g.card(hero).title}'s reaction comes too late.", {"rule": "reaction_lost", "hero": hero}))
            continue
        frame = attacks.strike(g, hero, w, d.model)
        if frame is not None:
            return Push(frame, again=True)
    return END


def _leader_order(g: Game, f: Frame, answer) -> list | Ask:
    """The declared reactions in the order the leader puts them (offered from the leader to the left)."""
    seats = {h.id: ((h.seat - g.table.leader) % len(g.table.names), n) for n, h in enumerate(g.table.heroes)}
    declared = sorted(f.data.declared, key=lambda pair: seats[pair[0]])
    options = [Option(f"strike:{entry[0]}", f"{g.card(entry[0]).title} with {_weapon(g, entry[0], entry[1])['name']}",
                      {"hero": entry[0], "weapon": entry[1], "declared": list(entry)}) for entry in declared]
    ordered = choices.order(f, answer, f"seat:{g.table.leader}", "reaction_order",
                            f"The reactions against {model_words(g, f.data.model)}: who strikes next?", options,
                            model=f.data.model)
    return ordered if isinstance(ordered, Ask) else [list(o.data["declared"]) for o in ordered]


def _weapon(g: Game, hero: str, weapon_id: str) -> dict:
    return next(w for w in attacks.weapons(g, hero) if w["id"] == weapon_id)


REACTION = Procedure("reaction", [declare, resolve], frame=Reactions)
