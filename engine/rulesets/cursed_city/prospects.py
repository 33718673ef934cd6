"""How well the heroes stand, for the planning bot (`Ruleset.prospects`): 0 lost to 1 won. The journey is won by
its victory conditions (the quest tracker's advance, what is found) before nightfall ends it, and lost as heroes
fall: the tracker and finds are the way, nightfall and the dead what threatens it."""
from __future__ import annotations

import math

from engine.core.game import Game

from .table import OUT


def prospects(game: Game, seat: int) -> float:
    table = game.table
    way = 1.0 if table.success else math.tanh((table.quest + table.found) / 4)
    night = table.nightfall / max(1, table.nightfall_spaces - 1)
    dead = sum(1 for record in table.roster.values() if record.dead) / max(1, table.deaths)
    out = game.zones.size(OUT) / max(1, len(table.heroes))
    score = 0.5 + 0.35 * way - 0.2 * night - 0.3 * dead - 0.15 * out
    return max(0.01, min(0.99, score))
