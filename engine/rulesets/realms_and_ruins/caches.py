"""Gold a Hero card left in a Realm for its owner (Villager-like): it waits there, whoever rules or ruins the
Realm, until the owner's Hero is moved into that Realm, then goes to the owner's purse."""
from __future__ import annotations

from engine.core.game import Game

from . import history
from .table import purse


def cache(realm_id: str, seat: int) -> str:
    """The Gold a seat left in a Realm."""
    return f"cache:{realm_id}:{seat}"


def arrived(game: Game, seat: int, realm_id: str) -> None:
    """The seat's Hero was moved into a Realm: it collects the Gold it left there."""
    zone = cache(realm_id, seat)
    won = game.zones.size(zone)
    while game.zones.size(zone):
        game.move(game.zones.top(zone), purse(seat))
    history.record(game, seat, "win", won)  # the Hero card's words: it wins that Gold
