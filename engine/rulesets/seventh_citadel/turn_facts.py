"""Where a 7th Citadel game stands, for the table to say: the players play together and take no turns — the
table chooses who takes the next action — or, while an action is resolved, its active player with the cards left
in their personal action deck; back at the Citadel between scenarios, the Citadel's phases."""
from __future__ import annotations

from engine.core.game import Game
from engine.core.turns import Left, Turn, phase_of, running

from .table import deck

AT_THE_CITADEL = {"back": "citadel", "epilogue": "epilogue", "preparation": "preparation",
                  "next_scenario": "citadel"}


def turn(game: Game) -> Turn | None:
    citadel = running(game, "citadel")
    if citadel is not None:
        return Turn(phase=phase_of(citadel, AT_THE_CITADEL, "citadel"))
    action = running(game, "action")
    if action is not None:
        active = action.data.active
        return Turn(seat=active, phase="action", left=(Left("action card", game.zones.size(deck(active))),))
    chosen = running(game, "turn")
    if chosen is not None and chosen.data.seat is not None:  # the action chosen, who is involved being settled
        seat = chosen.data.seat
        return Turn(seat=seat, phase="action", left=(Left("action card", game.zones.size(deck(seat))),))
    return Turn(phase="choosing")
