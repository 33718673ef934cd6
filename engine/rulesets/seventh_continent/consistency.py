"""What a loaded game of The 7th Continent must hold before it is played on (saves are untrusted input)."""
from __future__ import annotations

import re

from engine.core.consistency import Makeup, check_seats
from engine.core.game import Game
from engine.rulesets.sevenths.cards import pieces_of_cards

from .setup import MODES
from .table import hand

_SLOT = re.compile(r"board:-?[0-9]{1,4},-?[0-9]{1,4}")


def check_state(g: Game) -> None:
    """Raise ValueError naming the first way the table, its seats, the board and the zones disagree."""
    table = g.table
    seats = [p.seat for p in table.players]
    if not 1 <= len(seats) <= 4 or len(set(seats)) != len(seats) or any(s < 0 for s in seats):
        raise ValueError(f"the seats {seats} are not 1 to 4 different seats")
    for player in table.playing():
        if g.zones.where.get(player.character) != hand(player.seat):
            raise ValueError(f"the character {player.character!r} is not in the hand of seat {player.seat}")
        if not _SLOT.fullmatch(player.at):
            raise ValueError(f"seat {player.seat} stands on {player.at[:40]!r}, not on the board")
        if not g.zones.cards(player.at):
            raise ValueError(f"seat {player.seat} stands on {player.at!r}, where no card lies")
    for name, listed in (("eliminated", table.eliminated), ("left", table.left)):
        if not set(listed) <= set(seats):
            raise ValueError(f"the {name} seats {listed} are not all at the table")
    if table.active not in seats:
        raise ValueError(f"the active seat {table.active} is not at the table")
    check_seats(g.pending, seats)
    zones = [it.zone for it in table.items]
    if len(set(zones)) != len(zones):
        raise ValueError("two items share one column of cards")
    for item in table.items:
        if item.owner not in seats:
            raise ValueError(f"the item {item.zone!r} belongs to seat {item.owner}, who is not at the table")
        if item.zone not in g.zones.contents:
            raise ValueError(f"the item {item.zone[:40]!r} has no column of cards")
        if item.die < 0:
            raise ValueError(f"the item {item.zone!r} has a die showing {item.die}")
    for name in ("hand_limit", "dice", "stack"):
        if not getattr(table, name):
            raise ValueError(f"the {name.replace('_', ' ')} per number of players is empty")
    for name, where in (("attached event", table.attached_at.values()), ("fire", table.fires.values()),
                        ("opened space", table.opening)):
        for slot in where:
            if not _SLOT.fullmatch(slot):
                raise ValueError(f"an {name} is at {slot[:40]!r}, not on the board")
    for piece in [*table.face_down, *(m.piece for m in table.mandatory), *table.attached_at]:
        if piece not in g.zones.where:
            raise ValueError(f"the piece {piece[:40]!r} is not in the game")
    if table.size is not None and (len(table.size) != 2 or min(table.size) < 1):
        raise ValueError(f"the table size {table.size[:4]} is not a width and a height")
    if table.mode not in {mode.key for mode in MODES}:
        raise ValueError(f"unknown difficulty {table.mode!r}")


ZONES = ("action_deck", "adventure", "banished", "box", "discard", "drawn", "mode", "past", "revealed", "satchel",
         "exploration:{word}", "board:{n},{n}", "attached:{n},{n}", "hand:{seat}", "item:{n}")


def makeup(g: Game) -> Makeup:
    """The seats, every piece of the pack (each card once, or its copies) and the zones a game is made of."""
    return Makeup(tuple(p.seat for p in g.table.players), pieces_of_cards(g.cards), ZONES)
