"""How both games read an adventure or exploration card: its number, its back, and whether it is an
exploration card (an area on its back, no number)."""
from __future__ import annotations


def number_of(card) -> int | None:
    """The number in the card's numbox (adventure cards), or None."""
    return card.get("number")


def back_of(card) -> str | None:
    """green or gold for an adventure card; None for the others."""
    return card.get("back")


def is_exploration(card) -> bool:
    """A card of an exploration deck: an area and no number (a terrain's area names its arrows' deck).

    `card` is a card definition or a card table as read."""
    return card.get("number") is None and card.get("area") is not None and card.get("type") != "terrain"
