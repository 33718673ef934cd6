"""Where a 7th Citadel game stands, for the table to say: the players play together and take no turns — the
table chooses who takes the next action — or, while an action is resolved, its active player with the cards left
in their personal action deck; back at the Citadel between scenarios, the Citadel's phases."""
from __future__ import annotations

from engine.core.game import Game
from engine.core.turns import Left, Turn, running

from .table import deck

AT_THE_CITADEL = {"back": "citadel", "epilogue": "epilogue", "preparation": "preparation",
                  "next_scenario": "citadel"}


def part(game: Game) -> str | None:
    """The part of the stay at the Citadel under way (a step of its procedure), or None away from it. Its frame's step
    names the step it goes on with once what it started (the epilogue's paragraph, a Preparation effect) is over, so
    what runs right above it tells."""
    stack = game.state.stack
    at = next((i for i in range(len(stack) - 1, -1, -1) if stack[i].proc == "citadel"), None)
    if at is None:
        return None
    above = stack[at + 1].proc if at + 1 < len(stack) else None
    return "epilogue" if above == "dialogue" else stack[at].step


def turn(game: Game) -> Turn | None:
    stay = part(game)
    if stay is not None:
        return Turn(phase=AT_THE_CITADEL.get(stay, "citadel"))
    action = running(game, "action")
    if action is not None:
        active = action.data.active
        return Turn(seat=active, phase="action", left=(Left("action card", game.zones.size(deck(active))),))
    chosen = running(game, "turn")
    if chosen is not None and chosen.data.seat is not None:  # the action chosen, who is involved being settled
        seat = chosen.data.seat
        return Turn(seat=seat, phase="action", left=(Left("action card", game.zones.size(deck(seat))),))
    return Turn(phase="choosing")
