"""The 7th Continent's zones as a player names them, for the log."""
from __future__ import annotations

from gui.rulesets.sevenths.words import board_zone_words

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
    on_board = board_zone_words(game, zone)
    if on_board is not None:
        return on_board
    return None
