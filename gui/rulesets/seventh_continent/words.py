"""The 7th Continent's zones as a player names them, for the log."""
from __future__ import annotations

FIXED = {"action_deck": "the action deck", "discard": "the discard pile", "drawn": "the drawn cards",
         "adventure": "the adventure deck", "past": "the past", "banished": "the banished cards",
         "box": "the box", "satchel": "the satchel", "revealed": "the table (being resolved)"}


def zone_words(game, zone: str) -> str | None:
    """A zone in words, or None when it is not one of this game's own."""
    name, _, rest = zone.partition(":")
    if zone in FIXED:
        return FIXED[zone]
    if name == "item":
        try:
            item = game.table.item(zone)
            return f"{game.table.player(item.owner).name}'s item"
        except Exception:  # noqa: BLE001 - an item already gone from the table
            return "an item"
    if name == "exploration":
        return f"the exploration deck {rest}"
    if name == "board":
        return f"the board at ({rest.replace(',', ', ')})"
    if name == "attached":
        return f"the terrain at ({rest.replace(',', ', ')})"
    return None
