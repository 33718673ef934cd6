"""Games the save tests are run on: a ruleset, its cards, and a seeded factory of started games.

To run every save round-trip test on another ruleset, add one GameKit factory to KITS.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable

from engine.core.decisions import IllegalChoice
from engine.core.game import Game
from saves import PackIdentity

from . import tinygame


@dataclass(frozen=True)
class GameKit:
    name: str
    ruleset: object
    cards: dict
    new_game: Callable[[int], Game]  # seed -> a started game waiting for its first decision
    pack: PackIdentity


def tiny_kit() -> GameKit:
    return GameKit("tiny", tinygame.RULESET, tinygame.CARDS, tinygame.new_game,
                   PackIdentity("tiny-pack", "1.0.0", "sha256:" + "0" * 64))


def seventh_continent_kit() -> GameKit:
    """The 7th Continent on the rules tests' small pack, two players."""
    from engine.rulesets.seventh_continent import RULESET
    from tests.seventh.conftest import read_pack, start

    pack = read_pack()
    return GameKit("seventh-continent", RULESET, pack.cards,
                   lambda seed: start(pack, ("char-bruno", "char-ludo"), seed=seed),
                   PackIdentity(pack.id, pack.version, "sha256:" + "1" * 64))


def hollowmere_kit() -> GameKit:
    """The 7th Continent on the bundled adventure, three players."""
    from engine.content.loader import load_pack
    from engine.content.paths import packs_dir
    from engine.rulesets.seventh_continent import RULESET, Seat, new_game

    pack = load_pack(packs_dir() / "hollowmere")
    characters = sorted(c.id for c in pack.cards.values() if c.type == "character")[:3]
    seats = [Seat(f"P{i}", c) for i, c in enumerate(characters)]
    return GameKit("hollowmere", RULESET, pack.cards,
                   lambda seed: new_game(pack, seats, ["drowned-bell"], seed=seed),
                   PackIdentity(pack.id, pack.version, "sha256:" + "2" * 64))


KITS: list[Callable[[], GameKit]] = [tiny_kit, seventh_continent_kit, hollowmere_kit]


def random_answer(game: Game, bot: random.Random) -> str:
    """Any legal option; for a free number, any number in its range (the rules may refuse it)."""
    decision = game.pending
    if decision.number is not None and (not decision.options or bot.random() < 0.7):
        return str(bot.randint(*decision.number))
    return bot.choice(game.legal_options())


def play(game: Game, bot: random.Random, steps: int) -> None:
    """Answer up to `steps` decisions at random (refused numbers count as steps)."""
    for _ in range(steps):
        if game.over or game.pending is None:
            return
        try:
            game.choose(random_answer(game, bot))
        except IllegalChoice:
            pass
