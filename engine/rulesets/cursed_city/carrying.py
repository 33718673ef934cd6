"""One carried item and one treasure a hero holds: a second one found, its player keeps the one it chooses."""
from __future__ import annotations

from engine.core import choices
from engine.core.decisions import Option
from engine.core.game import Game
from engine.core.procedure import Ask, Frame, Procedure

from .frames import Carry
from .table import SPENT_DISCOVERY, carried


ONE_EACH = {"item": "One carried item", "treasure": "One treasure"}   # what a hero holds only one of


def held(g: Game, hero: str, kind: str) -> list[str]:
    """What the hero carries of one kind of discovery (an item, a treasure)."""
    return [p for p in g.zones.cards(carried(hero)) if g.card(p).get("kind") == kind]


def carry(g: Game, f: Frame, answer):
    """A hero with two items (or two treasures) keeps the one its player chooses; the other is discarded."""
    hero, kind = f.data.hero, f.data.kind
    found = held(g, hero, kind)
    if len(found) <= 1:
        return None
    options = [Option(f"keep:{p}", f"Keep {g.card(p).title}", {"piece": p, "hero": hero}) for p in found]
    kept = choices.pick(answer, f"seat:{g.table.hero(hero).seat}", "carry",
                        f"{ONE_EACH[kind]}: which does {g.card(hero).title} keep?", options, hero=hero)
    if isinstance(kept, Ask):
        return kept
    for p in found:
        if p != kept.data["piece"]:
            g.move(p, SPENT_DISCOVERY)
    return None


CARRY = Procedure("carry", [carry], frame=Carry)
