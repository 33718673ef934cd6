"""How both games read their cards: every copy of a card as a piece, an adventure card's number and back,
whether a card is an exploration card (an area on its back, no number), and the consequence lists
inside a card's data."""
from __future__ import annotations

from typing import Callable, Mapping

BACK_PATH = "@back"  # a path into the action on an exploration card's foggy back, which the rules may supply


def pieces_of(pack) -> dict[str, str]:
    """Every piece of a pack -> its card id: one per card, or `id#1`, `id#2`... for a card with `copies`."""
    return pieces_of_cards(pack.cards)


def pieces_of_cards(cards: Mapping) -> dict[str, str]:
    """`pieces_of` a pack's cards (what a game keeps of its pack): the pieces every game of it is made of."""
    pieces = {}
    for card_id, card in cards.items():
        copies = int(card.get("copies", 1))
        for k in range(copies):
            pieces[card_id if copies == 1 else f"{card_id}#{k + 1}"] = card_id
    return pieces


def consequences_in(data: Mapping, path: list, back_action: Callable[[], Mapping]):
    """The consequence list at a path inside a card's data (`actions`, 0, `success`...), or () if there is
    none; a path starting with BACK_PATH reads inside `back_action()`, the foggy back's action."""
    node = data
    if path and path[0] == BACK_PATH:
        node, path = {"x": back_action()}, ["x"] + list(path[1:])
    for key in path:
        try:
            node = node[key]
        except (KeyError, IndexError, TypeError):
            return ()
    return node or ()


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
