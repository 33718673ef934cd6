"""Personal decks that are never shuffled: draw from the top; when the deck runs out, the discard pile is
turned over to form the new deck (its first discarded card on top) and the draw goes on."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.game import Game

from . import skills
from .table import deck, discard, hand


def turn_over(game: Game, seat: int) -> None:
    """The discard pile, turned over as one pile, becomes the deck: its top card ends at the bottom."""
    pile = discard(seat)
    while game.zones.size(pile):
        game.move(game.zones.top(pile), deck(seat), face_up=False)
    game.emit(ev.Message(f"{game.table.players[seat].name} turns the discard pile over to form a new deck",
                         {"rule": "turn_over", "seat": seat}))
    bottom = game.zones.cards(deck(seat))[:1]
    if bottom:
        # the owner may look at the bottom card of their deck: the one that topped the discard pile
        game.emit(ev.Revealed(bottom[0], deck(seat), seen_by=(seat,)))


def draw(game: Game, seat: int, count: int) -> int:
    """Draw up to `count` cards, turning the discard pile over when the deck is empty; returns how many."""
    drawn = 0
    while drawn < count:
        if not game.zones.size(deck(seat)):
            if not game.zones.size(discard(seat)):
                break
            turn_over(game, seat)
        game.move(game.zones.top(deck(seat)), hand(seat))
        drawn += 1
    return drawn


def hand_limit(game: Game, seat: int) -> int:
    """The pack's hand limit, and what a learned skill adds while it holds."""
    return game.table.hand_limit + skills.total(game, seat, "hand_limit")


def refill(game: Game, seat: int, limit: int | None = None) -> int:
    """At the end of a turn, draw up to the hand limit (or `limit`, the one chosen); a hand at or over it draws
    nothing."""
    limit = hand_limit(game, seat) if limit is None else limit
    return draw(game, seat, max(0, limit - game.zones.size(hand(seat))))
