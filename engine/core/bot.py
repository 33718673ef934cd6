"""A random-choice bot: answers any pending decision with a legal option picked by its own RNG."""
from __future__ import annotations

import random

from .game import Game


def random_answer(game: Game, chooser: random.Random) -> str:
    decision = game.pending
    if decision.options:
        return decision.options[chooser.randrange(len(decision.options))].key
    lo, hi = decision.number
    return str(chooser.randint(lo, hi))


def play_randomly(game: Game, seed: int, max_decisions: int = 10_000, check=None) -> int:
    """Play until the game ends or `max_decisions` are made; returns the number of decisions.

    The bot's own RNG is separate from the game's, so the game's randomness stays in its state.
    `check(game)` runs after every decision (e.g. card conservation).
    """
    from .decisions import IllegalChoice

    chooser = random.Random(seed)
    made = 0
    while not game.over and game.pending is not None and made < max_decisions:
        key = random_answer(game, chooser)
        try:
            game.choose(key)
        except IllegalChoice:
            if game.pending.options:
                raise
            continue  # a wrong free number is refused by the rules: try another
        made += 1
        if check is not None:
            check(game)
    return made
