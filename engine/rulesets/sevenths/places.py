"""Where cards lie in both games: the adventure deck, the past, the banished cards, the card being
resolved, the exploration decks by area, the board's slots and the events attached to a terrain."""
from __future__ import annotations

ADVENTURE = "adventure"
PAST = "past"
BANISHED = "banished"
REVEALED = "revealed"    # an adventure card just taken, being resolved


def exploration_deck(area: str) -> str:
    return f"exploration:{area}"


def slot(x: int, y: int) -> str:
    return f"board:{x},{y}"


def attached(slot_zone: str) -> str:
    """Permanent events attached to the terrain in a board slot."""
    return "attached:" + slot_zone.split(":", 1)[1]
