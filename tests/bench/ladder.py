"""Bots of two strengths at two-seat games of Realms and Ruins on Brinefall: who wins how often, and how long each
takes to answer. The benchmarks (`bench_realms.py`) play the long ladder; the test suite a few games of it."""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from pathlib import Path

from engine import bots
from engine.bots.random_bot import RandomBot
from engine.bots.strength import of_strength

BRINEFALL = Path(__file__).resolve().parents[2] / "assets" / "packs" / "brinefall"
HEROES = ("netmender", "harbour-captain", "tide-reader")


@dataclass
class Duel:
    """What two strengths made of their games: each one's wins (a shared first place is nobody's), and the CPU
    seconds each of their answers took."""

    a: str
    b: str
    games: int = 0
    wins: dict[str, int] = field(default_factory=dict)
    times: dict[str, list[float]] = field(default_factory=dict)

    def share(self, who: str) -> float:
        return self.wins.get(who, 0) / max(1, self.games)


class Timed:
    """A bot whose every answer is timed (CPU time of this process)."""

    def __init__(self, bot, times: list[float]) -> None:
        self.bot, self.times = bot, times

    def answer(self, game, seat, attempt=0):
        start = time.process_time()
        key = self.bot.answer(game, seat, attempt)
        self.times.append(time.process_time() - start)
        return key


def player(strength: str, seed: int):
    """A bot of a strength ("easy", "normal", "hard"), or the random bot ("random")."""
    return RandomBot(seed) if strength == "random" else of_strength(strength, seed)


def duel(a: str, b: str, games: int, first: int = 0, pack=None) -> Duel:
    """`games` two-seat games of strength `a` against `b`, seats and Heroes changing from game to game (game n is
    dealt from seed n, from `first` on): every game the same for the same arguments."""
    from engine.content.loader import load_pack
    from engine.core.ruleset import Seat
    from engine.rulesets.realms_and_ruins import RULESET

    pack = pack or load_pack(BRINEFALL)
    found = Duel(a, b, wins={a: 0, b: 0}, times={a: [], b: []})
    for n in range(first, first + games):
        heroes = random.Random(n).sample(HEROES, 2)
        game = RULESET.new_game(pack, [Seat("Rival 1", heroes[0]), Seat("Rival 2", heroes[1])], {}, n)
        sides = (a, b) if n % 2 == 0 else (b, a)
        table = {s: Timed(player(sides[s], n * 7 + s), found.times[sides[s]]) for s in range(2)}
        bots.play(game, table, max_decisions=5000)
        found.games += 1
        winners = game.state.places[0] if game.state.outcome == "ranked" and game.state.places else []
        if len(winners) == 1:
            found.wins[sides[winners[0]]] += 1
    return found


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))] if ordered else 0.0
