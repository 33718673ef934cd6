"""The 7th Continent's reading of a card's fields: its number, its back, and the deck it starts in."""
from __future__ import annotations

from engine.rulesets.sevenths.cards import back_of, is_exploration, number_of

__all__ = ["ACTION_TYPES", "DECKS", "back_of", "deck_of", "number_of"]

ACTION_TYPES = {"skill", "curse"}
DECKS = (("adventure", "adventure deck"), ("exploration", "exploration deck"),
         ("action", "action deck"), ("box", "set aside for setup"))


def deck_of(card) -> str:
    """adventure (numbered), exploration (has an area, no number), action (skills, curses), or box.

    `card` is a card definition or a card table as read.
    """
    kind = card.get("type")
    if kind in ACTION_TYPES:
        return "action"
    if number_of(card) is not None:
        return "adventure"
    if is_exploration(card):
        return "exploration"
    return "box"
