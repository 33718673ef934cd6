"""How well the players of a 7th game stand, for the planning bot (`Ruleset.prospects`): 0 lost to 1 won. Both
adventures are won by following their story to its end, which no count of the table measures; what brings it
nearer is cards taken from the adventure deck (places reached, events met), and what keeps the players in it is
their life (the 7th Continent's action cards, the Citadel's life points)."""
from __future__ import annotations

import math

from engine.core.game import Game

from .places import BANISHED, PAST

SEEN = 30.0    # cards out of the adventure deck that count as most of an adventure's way
WAY = 0.5      # the share of the way in the prospects; the rest is life


def prospects(game: Game, life: float) -> float:
    """The players' prospects from how far they came and their `life` (0 none left to 1 plenty)."""
    out = game.zones.size(PAST) + game.zones.size(BANISHED) + sum(
        len(pieces) for zone, pieces in game.zones.contents.items() if zone.startswith("board:"))
    way = math.tanh(out / SEEN)
    return 0.02 + 0.96 * (WAY * way + (1 - WAY) * max(0.0, min(1.0, life)))
