"""Tokens taken from the top of a supply (the Fate stock, the Camp's coins and XP), as many as it holds."""
from __future__ import annotations

from engine.core.game import Game


def take(game: Game, supply: str, to: str, count: int) -> int:
    """Up to `count` tokens from the top of `supply` into `to`; returns how many there were to take."""
    taken = 0
    for _ in range(count):
        token = game.zones.top(supply)
        if token is None:
            break
        game.move(token, to)
        taken += 1
    return taken
