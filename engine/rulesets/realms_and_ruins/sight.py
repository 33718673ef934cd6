"""What each seat sees at one screen: its own hand and no other; no deck and no discard pile looked
through, but everyone's top discard and its own deck's bottom card; everything on the board."""
from __future__ import annotations

from engine.core.game import Game

from .passives import hand_revealed
from .table import kind_of, seat_of

CLOSED = {"deck", "offer", "box", "discard", "events"}


def open_zone(game: Game, zone: str, seat: int | None) -> bool:
    kind = kind_of(zone)
    if kind == "hand":
        return (seat is not None and seat == seat_of(zone)) or hand_revealed(game, seat_of(zone))
    return kind not in CLOSED


def known(game: Game, piece: str, seat: int | None) -> bool:
    """Whether a seat (None: every seat) names this piece where it lies though the zone is closed: the top of a
    discard pile, its own deck's bottom card. Asked of every piece moved."""
    zone = game.zones.zone_of(piece)
    kind = kind_of(zone)
    if kind == "discard":
        return piece == game.zones.top(zone)
    if kind == "deck":
        return seat is not None and seat == seat_of(zone) and game.zones.cards(zone)[0] == piece
    return False


def back(game: Game, piece: str) -> str:
    """A card's back shows whose deck it belongs to, or which Realm's Offer; a cube shows its colour."""
    card = game.card(piece)
    if card.type == "offer":
        return card.get("suit")
    if card.type in ("starting", "hero", "follower", "meeple"):
        return card.get("hero", card.id)
    return card.type
