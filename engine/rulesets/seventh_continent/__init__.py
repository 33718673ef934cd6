"""The 7th Continent's rules, as procedures over the engine core."""
from __future__ import annotations

from engine.core.game import Game
from engine.core.procedure import Frame

from .consequences import CONSEQUENCE, MOVE, REVEAL, SPOT, WEAR
from .placement import OPEN, PLACE
from .crafting import CRAFT
from .free_actions import LIMITS, SAVED
from .room import ROOM
from .resolution import ACTION, TURN
from .setup import Seat, new_game
from .table import Table


class SeventhContinent:
    """The ruleset object the core drives: its procedures and its table type."""

    id = "seventh-continent"
    table_type = Table
    procedures = {p.name: p for p in (TURN, ACTION, CONSEQUENCE, REVEAL, WEAR, MOVE, SPOT, OPEN, PLACE, ROOM, CRAFT, LIMITS, SAVED)}

    def idle(self, game: Game) -> Frame | None:
        return TURN.frame()


RULESET = SeventhContinent()

__all__ = ["RULESET", "Seat", "new_game"]
