"""The order in which players act around the table, in both games: the active player, then clockwise."""
from __future__ import annotations

from engine.core.game import Game


def clockwise_from(g: Game, active: int, seats: list[int]) -> list[int]:
    """The active player first, then the others in clockwise (seat) order."""
    order = [p.seat for p in g.table.players]
    start = order.index(active)
    ring = order[start:] + order[:start]
    return [s for s in ring if s in seats]
