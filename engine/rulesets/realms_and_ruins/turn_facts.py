"""Where a Realms and Ruins game stands in its turn, for the table to say: the rival whose turn it is, the phase
(the win check at its start, up to its Actions, the hand refilled and the bought slots revealed at its end) and
the Actions left of those it allows."""
from __future__ import annotations

from engine.core.game import Game
from engine.core.turns import Left, Turn, phase_of, running

from . import actions

PHASES = {"start_of_turn": "start", "take_actions": "actions", "refill_hand": "end", "between_turns": "end",
          "collect_tolls": "end", "pass_on": "end"}


def turn(game: Game) -> Turn | None:
    frame = running(game, "turn")
    if frame is None:
        return None
    seat = game.table.active
    so_far = actions.TurnSoFar(game, seat)
    allowed = so_far.allowed(game)
    phase = phase_of(frame, PHASES, "actions")
    left = (Left("action", max(0, allowed - so_far.taken()), allowed),) if phase == "actions" else ()
    return Turn(seat=seat, phase=phase, left=left)
