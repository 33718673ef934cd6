"""How well a bot plays, for any ruleset's bot seat: Easy, Normal or Hard. A strength is the planning bot's
effort (worlds dealt, finishes tried, the most tries a decision and decisions in all its tries) and how careless
it is (the share of its answers it gives at random, as a player who does not think every choice through). The
planner itself (`planner.PlanningBot`) is not changed by a strength: only these parameters are.

The ladder this gives at Realms and Ruins two-seat games is measured by `tests/bench/bench_realms.py`
(`python -m tests.bench bots.realms_and_ruins`): Hard beats Normal, Normal beats Easy, and Easy still beats the
random bot."""
from __future__ import annotations

import random
from dataclasses import dataclass

from engine.core.game import Game

from .planner import PlanningBot
from .random_bot import RandomBot, chooser


@dataclass(frozen=True)
class Strength:
    """One strength a player may give a bot seat."""

    key: str
    label: str
    words: str          # what the new-game wizard says of it
    worlds: int         # the dealings of the hidden pieces each answer is tried in
    finishes: int       # the random finishes of each try
    budget: int         # the most tries a decision
    steps: int          # the most decisions made in all the tries of one decision
    careless: float     # the share of answers given at random


STRENGTHS = {
    s.key: s for s in (
        Strength("easy", "Easy", "plays quickly, and more than half its choices carelessly", worlds=1, finishes=1,
                 budget=12, steps=300, careless=0.6),
        Strength("normal", "Normal", "thinks three choices in four through, briefly", worlds=1, finishes=1,
                 budget=24, steps=600, careless=0.25),
        Strength("hard", "Hard", "thinks every choice through, in several dealings of what it cannot see",
                 worlds=4, finishes=3, budget=240, steps=6_000, careless=0.0),
    )
}
DEFAULT = "normal"


class Careless:
    """A bot that gives a share of its answers at random (its own luck, drawn afresh at each decision from its
    seed, seat and how far the game has gone, so a reloaded game goes on the same), the others as `bot` would."""

    def __init__(self, bot, rate: float, seed: int = 0) -> None:
        self.bot, self.rate, self.seed = bot, rate, seed
        self.random = RandomBot(seed)

    def answer(self, game: Game, seat: int, attempt: int = 0) -> str:
        luck: random.Random = chooser(self.seed, game, seat, attempt, "careless:")
        if luck.random() < self.rate:
            return self.random.answer(game, seat, attempt)
        return self.bot.answer(game, seat, attempt)

    def __repr__(self) -> str:
        return f"Careless({self.bot!r}, {self.rate})"


def strength(key: str | None) -> Strength:
    """The strength of this key ("" or None: the default); ValueError names the strengths for another."""
    found = STRENGTHS.get(key or DEFAULT)
    if found is None:
        raise ValueError(f"{key!r} is no bot strength ({', '.join(STRENGTHS)})")
    return found


def of_strength(key: str | None, seed: int = 0):
    """A bot of this strength, its choices drawn from `seed`."""
    chosen = strength(key)
    planner = PlanningBot(seed, worlds=chosen.worlds, finishes=chosen.finishes, budget=chosen.budget,
                          steps=chosen.steps)
    return Careless(planner, chosen.careless, seed) if chosen.careless else planner


__all__ = ["DEFAULT", "STRENGTHS", "Careless", "Strength", "of_strength", "strength"]
