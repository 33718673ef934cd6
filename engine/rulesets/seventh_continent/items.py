"""Items in inventories: a column of cards under one durability die (rulebook, "Items")."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.game import Game

from . import adventure
from .table import Item


def face(g: Game, piece: str):
    """What a card is worth as an item: a crafted skill shows its item side."""
    card = g.card(piece)
    if card.type == "skill":
        crafted = card.get("craft")
        if crafted:
            return crafted["item"]
    return card.data


def shown(g: Game, piece: str):
    """A card's fields as they count where it lies: its item side inside an inventory."""
    card = g.card(piece)
    if card.type == "skill" and g.zones.where[piece].startswith("item:"):
        return face(g, piece)
    return card.data


def keywords(g: Game, piece: str) -> set[str]:
    return set(face(g, piece).get("keywords", ()))


def dice_free(g: Game, seat: int) -> int:
    return g.table.limit(g.table.dice) - len(g.table.items_of(seat))


def new_item(g: Game, seat: int, piece: str, durability: int) -> Item:
    """Put a card in an inventory under a new die showing its durability."""
    table = g.table
    zone = f"item:{table.next_item}"
    table.next_item += 1
    item = Item(zone, seat, max(1, min(6, durability)))
    table.items.append(item)
    g.move(piece, zone)
    g.emit(ev.ValueChanged(zone, 0, item.die))
    return item


def can_combine(g: Game, item: Item) -> bool:
    return not item.received and g.zones.size(item.zone) < g.table.limit(g.table.stack)


def combine(g: Game, item: Item, piece: str, durability: int) -> None:
    """Slide a card under an item; a shared keyword with the top card adds its durability (max 6)."""
    top = g.zones.cards(item.zone)[0]
    g.move(piece, item.zone)
    if keywords(g, top) & keywords(g, piece):
        old = item.die
        item.die = min(6, item.die + durability)
        g.emit(ev.ValueChanged(item.zone, old, item.die))


def lower(g: Game, item: Item, amount: int = 1) -> None:
    old = item.die
    item.die = max(0, item.die - amount)
    g.emit(ev.ValueChanged(item.zone, old, item.die))


def destroy(g: Game, item: Item) -> None:
    """Remove the die; action cards go to the discard pile, the others to the past."""
    for piece in list(g.zones.cards(item.zone)):
        adventure.discard(g, piece)
    g.table.items.remove(item)
    g.emit(ev.Message("An item is destroyed.", {"rule": "item_destroyed", "item": item.zone}))


def relinquish(g: Game, item: Item) -> None:
    """A player gives up a whole item: the die comes off and all its cards are discarded."""
    g.emit(ev.Message(f"{g.table.player(item.owner).name} relinquishes an item.", {"rule": "relinquish", "item": item.zone}))
    destroy(g, item)


def give(g: Game, item: Item, to: int) -> None:
    """A whole item changes hands (2 action cards discarded by the caller); it can no longer be combined."""
    old = item.owner
    item.owner = to
    item.received = True
    g.emit(ev.Message(f"{g.table.player(old).name} gives an item to {g.table.player(to).name}.",
                      {"rule": "give", "item": item.zone, "from": old, "to": to}))


def durability_of(g: Game, piece: str) -> int:
    card = g.card(piece)
    if card.type == "skill":
        return int(card.get("craft", {}).get("item", {}).get("durability", 1))
    return int(card.get("durability", 1))
