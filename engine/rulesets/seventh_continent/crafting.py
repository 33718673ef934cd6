"""Crafting and resources (rulebook, "Crafting an item"): the craft action of a skill in hand
costs fewer cards for each of its resources present on the terrain or an attached permanent
event (fire: a fire figure on the terrain); on success the skill becomes an item, new,
combined, or given to another involved player. Making fire puts the player's fire figure down.

Decision: `crafted` (owner `seat:<active>`; `new:<seat>`, `combine:<item zone>`, or `discard`
when no inventory can take it; the option's data says where, as `into`).
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import Ask, Frame, Procedure
from engine.rulesets.sevenths import board

from . import adventure, items
from engine.rulesets.sevenths.seat_order import clockwise_from


def resources_at(g: Game, terrain_slot: str) -> set[str]:
    """Resources available on a terrain: its own, its attached events', fire from a fire figure."""
    terrain = board.terrain_in(g, terrain_slot)
    if terrain is None:
        return set()
    found = set(g.card(terrain).get("resources", ()))
    for event in board.attached_events(g, terrain_slot):
        found.update(g.card(event).get("resources", ()))
    if terrain_slot in g.table.fires.values():
        found.add("fire")
    return found - set(g.card(terrain).get("forbids", ()))


def discount(g: Game, piece: str, terrain_slot: str) -> int:
    """Cards saved on crafting this skill's item here."""
    recipe = g.card(piece).get("craft")
    if not recipe:
        return 0
    present = resources_at(g, terrain_slot)
    return sum(int(n) for resource, n in recipe["resources"].items() if resource in present)


def is_craft(g: Game, piece: str, icon: str) -> bool:
    return icon == "craft" and bool(g.card(piece).get("craft")) and g.zones.zone_of(piece).startswith("hand:")


def make_fire(g: Game, seat: int) -> None:
    """The player's fire figure goes on their terrain."""
    at = g.table.player(seat).at
    g.table.fires[str(seat)] = at
    g.emit(ev.Message(f"{g.table.player(seat).name} makes a fire.", {"rule": "fire", "seat": seat, "at": at}))


@dataclass
class Craft:
    """A skill crafted into an item, waiting for an inventory."""

    piece: str
    active: int
    involved: list[int]


def crafted(g: Game, f: Frame, answer: Option | None):
    """The crafted item goes to an involved player's inventory: a new die, or combined."""
    d: Craft = f.data
    piece = d.piece
    durability = items.durability_of(g, piece)
    if answer is not None:
        into = answer.data["into"]
        if into == "new":
            items.new_item(g, answer.data["seat"], piece, durability)
        elif into == "combine":
            items.combine(g, g.table.item(answer.data["zone"]), piece, durability)
        else:
            adventure.discard(g, piece)
        return None
    options = []
    for seat in clockwise_from(g, d.active, d.involved):
        name = g.table.player(seat).name
        if items.dice_free(g, seat) > 0:
            options.append(Option(f"new:{seat}", f"{name}: a new item", {"into": "new", "seat": seat}))
        for item in g.table.items_of(seat):
            if items.can_combine(g, item):
                top = g.zones.cards(item.zone)[0]
                options.append(Option(f"combine:{item.zone}", f"{name}: combine with {items.face(g, top)['title']}",
                                      {"into": "combine", "zone": item.zone, "piece": top, "seat": seat}))
    if not options:
        options.append(Option("discard", "No inventory can take it: discard it", {"into": "discard"}))
    title = g.card(piece).get("craft")["item"]["title"]
    return Ask(Decision(f"seat:{d.active}", "crafted", f"Crafted: {title}. Where does it go?", options,
                        context={"piece": piece}))


CRAFT = Procedure("craft", [crafted], frame=Craft)
