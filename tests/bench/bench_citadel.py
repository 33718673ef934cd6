"""The 7th Citadel's engine speed: the exact odds of an action's draw, and a random-bot game of the test pack."""
from __future__ import annotations

import statistics
import time

from engine.core.bot import play_randomly
from engine.rulesets.seventh_citadel.odds import chance
from engine.rulesets.seventh_citadel.result_area import Face


def late_deck() -> list[Face]:
    """A 30-card deck of a late scenario: single and double stars, half-stars of each side and both, blanks."""
    return ([Face(1)] * 8 + [Face(2)] * 3 + [Face(0, 1, 0)] * 5 + [Face(0, 0, 1)] * 5 + [Face(0, 1, 1)] * 2
            + [Face()] * 7)


def _cpu_ms(function, repeat: int) -> float:
    """The median CPU time of a call, in ms: "on one core", whatever else the machine runs."""
    samples = []
    for _ in range(repeat):
        start = time.process_time()
        function()
        samples.append((time.process_time() - start) * 1000)
    return statistics.median(samples)


def odds_ms() -> tuple[float, str]:
    """Ten cards drawn, the stars of 4 of them counted (a chain), against 5 successes."""
    deck = late_deck()
    return _cpu_ms(lambda: chance(deck, 10, 5, cap=4), 11), "ms"


def game_ms() -> tuple[float, str]:
    """Median random-bot game of the test pack, from setup to its end (or 1500 decisions)."""
    from engine import rulesets
    from engine.content.loader import load_pack
    from tests.seventh_citadel.conftest import PACK, new
    # not registered yet: the loader finds the ruleset as the tests do, for this load only
    registered = "seventh-citadel" in rulesets.PACKAGES
    rulesets.PACKAGES["seventh-citadel"] = "engine.rulesets.seventh_citadel"
    try:
        pack = load_pack(PACK)
    finally:
        if not registered:
            del rulesets.PACKAGES["seventh-citadel"]
    seeds = iter(range(1000))

    def one_game():
        seed = next(seeds)
        play_randomly(new(pack, 1 + seed % 3, seed), seed, max_decisions=1500)
    return _cpu_ms(one_game, 40), "ms"


BENCHMARKS = {"citadel.odds_ms": odds_ms, "citadel.game_ms": game_ms}
