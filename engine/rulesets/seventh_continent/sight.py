"""What the players see of The 7th Continent's table: open zones, cards lying face down, and backs.

Everyone plays together, so every seat sees the same: hands, the satchel, the board, the past,
the banished cards and the discard pile are open, but what nobody saw stays unnamed there;
decks and the box are closed.
"""
from __future__ import annotations

from engine.core.game import Game

from .table import ACTION_DECK, ADVENTURE, BANISHED, BOX, DISCARD, PAST

CLOSED = {ACTION_DECK, ADVENTURE, BOX}
CLOSED_KINDS = ("exploration",)
LYING = ("board", "attached")  # zones where a card may lie face down on an open table


def open_zone(game: Game, zone: str, seat: int | None) -> bool:
    """A zone whose faces every player may look at."""
    if zone in CLOSED or zone.partition(":")[0] in CLOSED_KINDS:
        return False
    if zone == DISCARD:
        return not game.table.discard_face_down
    return True


def face_down(game: Game, piece: str) -> bool:
    """A card lying face down: fog on the board, or one nobody saw that went to the past or was banished."""
    if piece not in game.table.face_down:
        return False
    zone = game.zones.zone_of(piece)
    return zone in (PAST, BANISHED) or zone.partition(":")[0] in LYING


def back(game: Game, piece: str) -> str:
    """What the back shows: the deck a card belongs to, with its area or its number."""
    card = game.card(piece)
    if card.get("area") is not None and "number" not in card.data:
        return f"exploration {card.get('area')}"
    if card.get("number") is not None:
        return f"{card.get('back') or 'green'} {card.get('source') or card.get('number')}"
    if card.type in ("skill", "curse"):
        return "action"
    return card.type


def pile(game: Game, zone: str) -> str:
    """Which pile a closed zone's hidden cards are counted with: the players know what the action deck and the
    discard pile hold (not their order), apart from the box; the rest is counted together."""
    return zone if zone in (ACTION_DECK, DISCARD) else ""
