"""How well the players of a 7th game stand, for the planning bot (`Ruleset.prospects`): 0 lost to 1 won. Both
adventures are won by following their story to its end, which no count of the table measures; what brings it
nearer is cards taken from the adventure deck (places reached, events met), and what keeps the players in it is
their life (the 7th Continent's action cards, the Citadel's life points). A quest item found counts as many cards
out (it is what the story's end asks for), so does a row of a compound action done, and an adventure of several scenarios counts those played to their end
first: a scenario's end puts its cards back into the deck, which must not look like a step back."""
from __future__ import annotations

import math

from engine.core.game import Game

from .places import BANISHED, PAST

SEEN = 30.0    # cards out of the adventure deck that count as most of an adventure's way
WAY = 0.5      # the share of the way in the prospects; the rest is life
FOUND = 12.0   # the cards out a quest item found is worth
ROW = 4.0      # the cards out a row of a compound action done is worth (the Citadel: a die moved on)
ITEM = 2.0     # the cards out an item kept is worth (the 7th Continent: given up, it is lost)


def prospects(game: Game, life: float, found: int = 0, done: int = 0, stages: int = 1, rows: float = 0,
              items: int = 0, ahead: float = 0.0) -> float:
    """The players' prospects from how far they came (`found` quest items, `items` kept; `rows` of compound
    actions under way done; `done` of the adventure's `stages` scenarios played to their end) and their `life`
    (0 none left to 1 plenty); `ahead`: what the ruleset's own rules add to the way, in cards out."""
    out = game.zones.size(PAST) + game.zones.size(BANISHED) + sum(
        len(pieces) for zone, pieces in game.zones.contents.items() if zone.startswith("board:"))
    way = math.tanh((out + FOUND * found + ROW * rows + ITEM * items + ahead) / SEEN)
    here = 0.02 + 0.96 * (WAY * way + (1 - WAY) * max(0.0, min(1.0, life)))
    return (min(done, stages - 1) + here) / max(1, stages)
