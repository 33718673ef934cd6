"""Where an Arkeis episode stands in its turn, for the table to say: the Explorer whose turn it is, the phase
(start-of-turn effects, reorganising, up to its actions, the end of the turn, the activated Adversaries moving)
and the actions left; Back at Camp, the camp's steps, nobody's turn."""
from __future__ import annotations

from engine.core.game import Game
from engine.core.turns import Left, Turn, phase_of, running

PHASES = {"begin": "start", "time_passes": "start", "card_effects": "start", "adversary_effects": "start",
          "reorganise": "reorganise", "take_actions": "actions", "end_of_turn": "end", "adversaries_move": "adversaries", "pass_on": "end"}


def turn(game: Game) -> Turn | None:
    if running(game, "camp") is not None:
        return Turn(phase="camp")
    if running(game, "opening") is not None:
        return Turn(phase="opening")
    frame = running(game, "turn")
    table = game.table
    if frame is None or not table.opened:
        return None
    phase = phase_of(frame, PHASES, "actions")
    taken = frame.data.taken
    left = (Left("action", max(0, table.actions - taken), table.actions),) if phase in ("start", "reorganise",
                                                                                      "actions") else ()
    return Turn(seat=table.active, phase=phase, left=left)
