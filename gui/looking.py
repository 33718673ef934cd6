"""Who sits at the screen: the seat whose view the table shows, the engine's view (`engine.core.view`).

A co-operative table shows every seat the same (None: what every seat sees); a table of rivals hands the
screen from seat to seat, and shows each only what that seat may see. Every widget that names a piece asks here.
"""
from __future__ import annotations

from weakref import WeakKeyDictionary

from engine.core.view import decision_for, event_for, sees

_AT_SCREEN: "WeakKeyDictionary[object, int | None]" = WeakKeyDictionary()


def seat(game) -> int | None:
    """The seat looking at the screen now (None: the whole table, or nobody yet)."""
    return _AT_SCREEN.get(game) if game is not None else None


def sit(game, seat_: int | None) -> None:
    """The screen now belongs to this seat (None: to the whole table)."""
    _AT_SCREEN[game] = seat_


def piece_of(game, data) -> str | None:
    """The piece an answer is about: the one its data names, else the card lying in the space it names (a
    face-down card is named by where it lies, never by its id)."""
    piece = data.get("piece")
    space = data.get("space")
    if piece is None and isinstance(space, str) and game is not None:
        piece = game.zones.top(space)
    return piece


def seen(game, piece: str) -> bool:
    """Whether the seat at the screen may name this piece where it lies now."""
    return sees(game, piece, seat(game))


def stand_in(game, piece: str) -> str:
    """The card a hidden piece is drawn as: the first card of the pack whose pieces show the same back. A widget
    holding a piece the seat at the screen may not name holds this instead (its picture, the loupe, the viewer),
    so nothing of the hidden card itself is kept in it, seen or not."""
    back = game.ruleset.back(game, piece)
    found = game.memo.get(("stand_in", back))
    if found is None:
        order = {card_id: n for n, card_id in enumerate(game.cards)}
        showing = {card_id for other, card_id in game.state.pieces.items() if game.ruleset.back(game, other) == back}
        found = game.memo[("stand_in", back)] = min(showing, key=order.__getitem__)
    return found


def shown(game, piece: str) -> tuple[str, bool]:
    """(card id, face down) of a piece as the seat at the screen may see it: its own card, or its back's stand-in."""
    if seen(game, piece):
        return game.state.pieces[piece], False
    return stand_in(game, piece), True


def decision(game):
    """The pending decision as the seat at the screen is asked it (a rival's private answers left out)."""
    return decision_for(game.pending, seat(game))


def decision_of(game, seat_: int | None):
    """The pending decision as that seat is asked it."""
    return decision_for(game.pending, seat_)


def event(game, event_):
    """The event as the seat at the screen may read it, or None."""
    return event_for(game, event_, seat(game))
