"""What a loaded game of The 7th Citadel must hold before it is played on (saves are untrusted input)."""
from __future__ import annotations

import re

from engine.core.consistency import check_seats
from engine.core.game import Game

from .compound import on
from .life import MAX_LIFE
from .table import character

_SLOT = re.compile(r"board:-?[0-9]{1,4},-?[0-9]{1,4}")


def check_state(g: Game) -> None:
    """Raise ValueError naming the first way the table, its seats, the board and the zones disagree."""
    table = g.table
    seats = [p.seat for p in table.players]
    if not 1 <= len(seats) <= 4 or seats != list(range(len(seats))):
        raise ValueError(f"the seats {seats} are not 1 to 4 seats numbered from 0")
    if any(seat not in seats for seat in table.left) or len(set(table.left)) != len(table.left):
        raise ValueError(f"the seats {table.left} that left are not seats at the table")
    for player in table.players:
        if player.seat in table.left:
            if player.life or player.at is not None or g.zones.where.get(player.character) == character(player.seat):
                raise ValueError(f"seat {player.seat} left, yet its character is still in play")
            continue
        if g.zones.where.get(player.character) != character(player.seat):
            raise ValueError(f"the character {player.character!r} is not in front of seat {player.seat}")
        if not 0 <= player.life <= MAX_LIFE:
            raise ValueError(f"seat {player.seat} has {player.life} life points")
        if (player.at is None) != (player.life == 0):
            raise ValueError(f"seat {player.seat}'s figure and life points disagree")
        if player.at is not None and (not _SLOT.fullmatch(player.at) or not g.zones.cards(player.at)):
            raise ValueError(f"seat {player.seat} stands on {player.at[:40]!r}, where no card lies")
    for name, seat in (("active", table.active), ("last active", table.last_active)):
        if seat is not None and seat not in seats:
            raise ValueError(f"the {name} seat {seat} is not at the table")
    check_seats(g.pending, seats)
    for die, rest in table.dice.items():
        if g.zones.where.get(die) != on(rest.piece) or not 0 <= rest.value <= 6:
            raise ValueError(f"the die {die!r} is not where the table says")
    if len(table.recovery) != 2 or min(table.recovery) < 1:
        raise ValueError(f"a Recovery of {table.recovery} is not cards for life points")
