"""A random-choice bot: answers any pending decision with a legal option picked by its own RNG."""
from __future__ import annotations

import random
from typing import Callable, cast

from .decisions import Decision, IllegalChoice, Option
from .game import Game


def random_answer(game: Game, chooser: random.Random) -> str:
    """A legal answer to the pending decision (outside a window)."""
    return random_move(game, chooser)[0]


def random_move(game: Game, chooser: random.Random) -> tuple[str, int | None]:
    """A legal answer, and the seat giving it (a window is answered by one of the seats asked)."""
    decision = cast(Decision, game.pending)  # the caller asks only while a decision is pending
    seat = None
    options = decision.options
    if decision.owner == "any":
        seat = decision.waiting[chooser.randrange(len(decision.waiting))]
        options = decision.options_for(seat)
    return random_pick(options, decision.number, chooser), seat


def random_pick(options: list[Option], number: tuple[int, int] | None, chooser: random.Random) -> str:
    """One of the listed answers at random, or a number in the free range: where both are offered (a number
    spotted, or "never mind"), a number as often as each listed answer."""
    if options and (number is None or chooser.randrange(len(options) + 1)):
        return options[chooser.randrange(len(options))].key
    lo, hi = cast(tuple[int, int], number)  # the decision asks a free number
    return str(chooser.randint(lo, hi))


def play_randomly(game: Game, seed: int, max_decisions: int = 10_000,
                 check: Callable[[Game], object] | None = None) -> int:
    """Play until the game ends or `max_decisions` are made; returns the number of decisions.

    The bot's own RNG is separate from the game's, so the game's randomness stays in its state.
    `check(game)` runs after every decision (e.g. card conservation).
    """
    chooser = random.Random(seed)
    made = 0
    while not game.over and game.pending is not None and made < max_decisions:
        key, seat = random_move(game, chooser)
        try:
            game.choose(key, seat)
        except IllegalChoice:
            if game.pending.number is None or game.pending.option(key) is not None:
                raise
            continue  # a wrong free number is refused by the rules: try another
        made += 1
        if check is not None:
            check(game)
    return made
