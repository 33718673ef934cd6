"""What a loaded game of The 7th Continent must hold before it is played on (saves are untrusted input)."""
from __future__ import annotations

from engine.core.game import Game

from .setup import MODES
from .table import hand


def check_state(g: Game) -> None:
    """Raise ValueError naming the first way the table, its seats and the zones disagree."""
    table = g.table
    seats = [p.seat for p in table.players]
    if not 1 <= len(seats) <= 4 or len(set(seats)) != len(seats):
        raise ValueError(f"the seats {seats} are not 1 to 4 different seats")
    for player in table.playing():
        if g.zones.where.get(player.character) != hand(player.seat):
            raise ValueError(f"the character {player.character!r} is not in the hand of seat {player.seat}")
        if not player.at.startswith("board:"):
            raise ValueError(f"seat {player.seat} stands on {player.at!r}, not on the board")
    for name, listed in (("eliminated", table.eliminated), ("left", table.left)):
        if not set(listed) <= set(seats):
            raise ValueError(f"the {name} seats {listed} are not all at the table")
    if table.active not in seats:
        raise ValueError(f"the active seat {table.active} is not at the table")
    zones = [it.zone for it in table.items]
    if len(set(zones)) != len(zones):
        raise ValueError("two items share one column of cards")
    for item in table.items:
        if item.owner not in seats:
            raise ValueError(f"the item {item.zone!r} belongs to seat {item.owner}, who is not at the table")
    if table.mode not in {mode.key for mode in MODES}:
        raise ValueError(f"unknown difficulty {table.mode!r}")
