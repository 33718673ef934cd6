"""Whose panel a co-operative table brings to the front (`turn_seat`): the seat being asked a question, else the
seat acting (the engine's `turn`); while the table itself is asked (who acts next), the panel in front stays."""
from __future__ import annotations

from engine.core.turns import turn


def seat_asked(game) -> int | None:
    """The seat a question is asked of now, else the one acting; None while the table chooses who acts next (the
    panel in front stays)."""
    decision = game.pending
    asked = decision.asking() if decision is not None and not game.over else None
    if asked is not None:
        return asked
    now = turn(game)
    return now.seat if now is not None else None
