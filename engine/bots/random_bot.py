"""The random bot: any legal answer of its seat, picked evenly."""
from __future__ import annotations

import random

from engine.core.bot import random_pick
from engine.core.game import Game
from engine.core.view import decision_for


def chooser(seed: int, game: Game, seat: int, attempt: int = 0, purpose: str = "") -> random.Random:
    """The randomness of one decision: from the bot's seed, its seat and how far the game has gone (the log's
    length, which every seat sees grow), so a reloaded game draws the same numbers."""
    return random.Random(f"{purpose}{seed}/{seat}/{len(game.state.log.events)}/{attempt}")


class RandomBot:
    """Answers with a legal option of its seat at random (a free number: any in its range)."""

    kind = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def answer(self, game: Game, seat: int, attempt: int = 0) -> str:
        decision = decision_for(game.pending, seat)
        return random_pick(decision.options, decision.number, chooser(self.seed, game, seat, attempt))

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed})"
