"""Where a 7th Continent game stands, for the table to say: the players play together and take no turns, so no
one's turn — any of them may take the next action — or, while an action is resolved, its active player; and the
action cards left in the action deck (the curse's clock)."""
from __future__ import annotations

from engine.core.game import Game
from engine.core.turns import Left, Turn, running

from .table import ACTION_DECK


def turn(game: Game) -> Turn | None:
    action = running(game, "action")
    left = (Left("action card", game.zones.size(ACTION_DECK)),)
    if action is not None:
        return Turn(seat=action.data.active, phase="action", left=left)
    chosen = running(game, "turn")
    if chosen is not None and chosen.data.seat is not None:  # the action chosen, the others asked to join in
        return Turn(seat=chosen.data.seat, phase="action", left=left)
    return Turn(phase="choosing", left=left)
