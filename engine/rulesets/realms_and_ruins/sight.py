"""What each seat sees at one screen: its own hand and no other; no deck and no discard pile looked
through, but everyone's top discard and its own deck's bottom card; everything on the board."""
from __future__ import annotations

from engine.core.game import Game

from .passives import hand_revealed, revealed_hands
from .table import kind_of, seat_of

CLOSED = {"deck", "offer", "box", "discard", "events"}


def open_zone(game: Game, zone: str, seat: int | None) -> bool:
    kind = kind_of(zone)
    if kind == "hand":
        return (seat is not None and seat == seat_of(zone)) or hand_revealed(game, seat_of(zone))
    return kind not in CLOSED


def sight_key(game: Game) -> frozenset[int]:
    """What a seat's sight of a zone rests on besides the zone's own pieces: which hands a rival's passive card
    turns face up (a closed pile's known cards are its top and bottom, a card's back says whose pile it lies in)."""
    return revealed_hands(game)


def open_names(game: Game) -> frozenset[str]:
    """The Heroes at the table: the table names each rival's, known to all though its card may lie in a deck."""
    return frozenset(player.hero for player in game.table.players)


def known_in(game: Game, zone: str, seat: int | None) -> tuple[str, ...]:
    """The pieces of a closed zone a seat (None: every seat) names though it does not see the zone: the top of a
    discard pile, its own deck's bottom card."""
    kind = kind_of(zone)
    pieces = game.zones.cards(zone)
    if kind == "discard":
        return tuple(pieces[-1:])
    if kind == "deck" and seat is not None and seat == seat_of(zone):
        return tuple(pieces[:1])
    return ()


def known(game: Game, piece: str, seat: int | None) -> bool:
    """Whether a seat names this piece where it lies though the zone is closed (`known_in`). Asked of every piece
    moved."""
    return piece in known_in(game, game.zones.zone_of(piece), seat)


OWNED = {"hand", "deck", "discard", "played", "hero"}  # a seat's own cards, wherever it keeps them


def back(game: Game, piece: str) -> str:
    """What a card's back tells everyone: whose cards it is among (a card bought is its buyer's like their starting
    cards: the rulebook tells cards apart by their fronts, so the back of a card in a hand never says its suit), or
    which Realm's Offer it waits in; a cube shows its colour."""
    zone = game.zones.zone_of(piece)
    if kind_of(zone) in OWNED:
        return game.table.players[seat_of(zone)].hero
    card = game.card(piece)
    if card.type == "offer":
        return card.get("suit")
    if card.type in ("starting", "hero"):
        return card.get("hero", card.id)
    if card.type in ("follower", "meeple"):
        return f"{card.type}:{card.get('hero')}"  # a cube or a figure in its Hero's colour, never a card's back
    return card.type
