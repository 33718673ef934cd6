"""The board's zones as a player of either game names them, for the log: a space by direction from a
revealed card (`sevenths.board.where`), an attached event by its terrain, never by board coordinates."""
from __future__ import annotations

from engine.rulesets.sevenths import board


def board_zone_words(game, zone: str) -> str | None:
    """A board, attached or exploration zone in words, or None for any other zone."""
    name, _, rest = zone.partition(":")
    if name == "board":
        place = board.where(game, zone, alone="")
        return f"the board {place}" if place else "the board"
    if name == "attached":
        terrain = board.terrain_in(game, f"board:{rest}")
        return f"the terrain {game.card(terrain).title}" if terrain is not None else "a terrain"
    if name == "exploration":
        return f"the exploration deck {rest}"
    return None
