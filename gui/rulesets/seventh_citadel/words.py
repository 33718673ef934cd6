"""The 7th Citadel's zones as a player names them, for the log."""
from __future__ import annotations

FIXED = {"adventure": "the adventure deck", "past": "the past", "banished": "the banished cards", "box": "the box",
         "drawn": "the cards drawn for the action", "revealed": "the table (being resolved)",
         "quest_items": "the quest items", "global": "the global events", "dice": "the dice box",
         "book": "the Dialogue Book"}
OWN = {"deck": "action deck", "discard": "discard pile", "hand": "hand", "purse": "purse",
       "blocked": "blocked cards", "character": "character card"}


def zone_words(game, zone: str) -> str | None:
    """A zone in words, or None when it is not one of this game's own."""
    name, _, rest = zone.partition(":")
    if zone in FIXED:
        return FIXED[zone]
    if name in OWN:
        try:
            return f"{game.table.player(int(rest)).name}'s {OWN[name]}"
        except (KeyError, ValueError):
            return f"a player's {OWN[name]}"
    if name == "exploration":
        return f"the exploration deck {rest}"
    if name == "board":
        return f"the board at ({rest.replace(',', ', ')})"
    if name == "attached":
        return f"the terrain at ({rest.replace(',', ', ')})"
    if name == "on":
        return "a card's compound action"
    return None
