"""Speed of the exact odds: one action on a 60-card deck drawing 10 cards, and a whole odds table."""
from __future__ import annotations

from engine.rulesets.seventh_continent.calibration import calibrated_deck
from engine.rulesets.seventh_continent.odds import ResultArea, chance, odds_table
from tests.bench.timing import median_seconds


def sixty_card_deck() -> list[ResultArea]:
    """A late-game deck: the calibrated 40, 16 advanced skills (some with lucky 7s), 4 curses."""
    advanced = [ResultArea(stars=s, left=left, right=right, sevens=z)
                for s in (1, 2) for left, right in ((0, 0), (1, 0), (0, 1), (1, 1)) for z in (0, 1)]
    return calibrated_deck() + advanced + [ResultArea(curse=True)] * 4


def _slowest_action_ms() -> tuple[float, str]:
    deck = sixty_card_deck()
    # the slowest difficulty for 10 draws with lucky 7s worth 1 success each
    times = {d: median_seconds(lambda d=d: chance(deck, 10, d, per_lucky7=1), repeat=5, warmup=1)
             for d in range(1, 21)}
    hardest = max(times, key=times.get)
    return median_seconds(lambda: chance(deck, 10, hardest, per_lucky7=1), repeat=31) * 1000, "ms"


def _table_ms() -> tuple[float, str]:
    deck = calibrated_deck()
    return median_seconds(lambda: odds_table(deck), repeat=31) * 1000, "ms"


BENCHMARKS = {
    "engine.odds_ms": _slowest_action_ms,
    "engine.odds_table_ms": _table_ms,
}
