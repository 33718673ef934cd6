"""What an effect demands before it may be chosen: Gold to pay, Followers to lose, an Othersider to place.
The same answer refuses the option and explains it, so the table and the rules never disagree."""
from __future__ import annotations

from engine.core.game import Game

from .ruling import cubes
from .table import OTHERSIDERS, purse, supply


def refusal(game: Game, seat: int, effect) -> str | None:
    """Why this seat may not choose this effect now; None when it may."""
    pay = sum(op.get("pay", 0) for op in effect)
    gold = game.zones.size(purse(seat))
    if pay > gold:
        return f"you cannot pay {pay} Gold (you have {gold})"
    lose = sum(op.get("lose", 0) for op in effect)
    mine = sum(len(cubes(game, r, str(seat))) for r in game.table.realms) if lose else 0
    if lose > mine:
        return f"you cannot lose {lose} Follower{'s' if lose > 1 else ''} (you have {mine} in the Realms)"
    if any(op.get("needed") for op in effect if "place" in op) and not game.zones.size(supply(OTHERSIDERS)):
        return "no Othersider is left in the supply"
    return None
