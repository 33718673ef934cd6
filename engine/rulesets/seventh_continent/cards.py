"""The 7th Continent's reading of a card's fields: its number, its back, and the deck it starts in."""
from __future__ import annotations

ACTION_TYPES = {"skill", "curse"}
DECKS = (("adventure", "adventure deck"), ("exploration", "exploration deck"),
         ("action", "action deck"), ("box", "set aside for setup"))


def number_of(card) -> int | None:
    """The number in the card's numbox (adventure cards), or None."""
    return card.get("number")


def back_of(card) -> str | None:
    """green or gold for an adventure card; None for the others."""
    return card.get("back")


def deck_of(card) -> str:
    """adventure (numbered), exploration (has an area, no number), action (skills, curses), or box.

    `card` is a card definition or a card table as read.
    """
    kind = card.get("type")
    if kind in ACTION_TYPES:
        return "action"
    if card.get("number") is not None:
        return "adventure"
    if card.get("area") is not None and kind != "terrain":
        return "exploration"
    return "box"
