"""The 7th Citadel's engine speed: the exact odds of an action's draw, and a random-bot game of the test pack."""
from __future__ import annotations

import statistics
import time

from engine.core.bot import play_randomly
from engine.rulesets.seventh_citadel import odds
from engine.rulesets.seventh_citadel.odds import chance
from engine.rulesets.seventh_citadel.result_area import ResultArea


def late_deck() -> list[ResultArea]:
    """A 40-card deck of a late scenario: single and double stars, half-stars of each side and both, blanks."""
    return ([ResultArea(1)] * 10 + [ResultArea(2)] * 4 + [ResultArea(0, 1, 0)] * 7 + [ResultArea(0, 0, 1)] * 7 + [ResultArea(0, 1, 1)] * 3
            + [ResultArea()] * 9)


def _cpu_ms(function, repeat: int) -> float:
    """The median CPU time of a call, in ms: "on one core", whatever else the machine runs."""
    samples = []
    for _ in range(repeat):
        start = time.process_time()
        function()
        samples.append((time.process_time() - start) * 1000)
    return statistics.median(samples)


def odds_ms() -> tuple[float, str]:
    """The exact odds of a 40-card personal deck, 10 cards drawn against 5 successes, the slowest of three
    cases: the stars of 4 of them counted (a chain), all of them, and a deck of 6 left whose draw goes on
    after a Recovery from a 34-card discard pile. Counted afresh each time (the cache of compositions
    already seen is emptied: a table asks a new deck's odds as often as an old one's)."""
    deck = late_deck()

    def slowest():
        worst = 0.0
        short, pile = deck[::7], [f for i, f in enumerate(deck) if i % 7]
        for pool, cap, recovered in ((deck, 4, ()), (deck, None, ()), (short, None, pile)):
            odds._chance.cache_clear()
            start = time.process_time()
            chance(pool, 10, 5, cap=cap, recovered=recovered)
            worst = max(worst, (time.process_time() - start) * 1000)
        return worst
    samples = [slowest() for _ in range(11)]
    return statistics.median(samples), "ms"


def _test_pack():
    from engine import rulesets
    from engine.content.loader import load_pack
    from tests.seventh_citadel.conftest import PACK
    # perhaps not registered yet: the loader finds the ruleset as the tests do, for this load only
    registered = "seventh-citadel" in rulesets.PACKAGES
    rulesets.PACKAGES["seventh-citadel"] = "engine.rulesets.seventh_citadel"
    try:
        return load_pack(PACK)
    finally:
        if not registered:
            del rulesets.PACKAGES["seventh-citadel"]


def decisions_per_second() -> tuple[float, str]:
    """Random-bot decisions per second of the test pack's games (1 to 3 players), as engine.decisions_per_s
    counts them: decisions only, in this process's CPU time."""
    from tests.seventh_citadel.conftest import new

    pack = _test_pack()
    rates = []
    for round_ in range(5):
        seeds = range(round_ * 40, round_ * 40 + 40)
        games = [new(pack, 1 + s % 3, s) for s in seeds]
        start = time.process_time()
        made = sum(play_randomly(game, seed, max_decisions=500) for seed, game in zip(seeds, games))
        rates.append(made / (time.process_time() - start))
    return statistics.median(rates), "1/s"


def game_ms() -> tuple[float, str]:
    """Median random-bot game of the test pack, from setup to its end (or 1500 decisions)."""
    from tests.seventh_citadel.conftest import new

    pack = _test_pack()
    seeds = iter(range(1000))

    def one_game():
        seed = next(seeds)
        play_randomly(new(pack, 1 + seed % 3, seed), seed, max_decisions=1500)
    return _cpu_ms(one_game, 40), "ms"


BENCHMARKS = {"engine.seventh_citadel.odds_ms": odds_ms, "citadel.game_ms": game_ms,
              "engine.seventh_citadel.decisions_per_s": decisions_per_second}
