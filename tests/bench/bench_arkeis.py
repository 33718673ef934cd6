"""Speed of Arkeis: the exact odds of an inspection test with Fate switches and re-rolls, the forecast a fight
of six dice shows before its roll (each result, at least one Injury, with Fate switches), and a decision of a
random campaign on the test pack."""
from __future__ import annotations

import time
from pathlib import Path

from engine import rulesets
from engine.content.loader import load_pack
from engine.core.bot import play_randomly
from engine.core.dice import DieType
from engine.core.ruleset import Seat
from tests.bench.timing import median_seconds

PACK = Path(__file__).resolve().parents[1] / "arkeis" / "pack"


def _pack():
    rulesets.PACKAGES.setdefault("arkeis", "engine.rulesets.arkeis")
    return load_pack(PACK)


def _odds_ms() -> tuple[float, str]:
    from engine.rulesets.arkeis import odds
    card = _pack().cards["inspection-die"]
    die = DieType.from_plain(card.id, card.data)

    def once():
        odds._chance.cache_clear()
        odds.chance(die, 5, {"key": 2, "lore": 1}, fate=6, rerolls=3)
    return median_seconds(once, repeat=11) * 1000, "ms"


def _fight_forecast_ms() -> tuple[float, str]:
    from engine.rulesets.arkeis import RULESET, forecast, grapple, odds
    game = RULESET.new_game(_pack(), [Seat("A", "mender")], {}, 1)
    game.choose("first:0")
    for mini in game.zones.cards("minis:warden")[-1:]:
        game.zones.move(mini, "zone:atrium:1")
    grapple.update(game)

    def once():
        odds._chance.cache_clear()
        forecast.fight(game, 0, "warden", 6)
    return median_seconds(once, repeat=11) * 1000, "ms"


def _decision_ms() -> tuple[float, str]:
    from engine.rulesets.arkeis import RULESET
    pack = _pack()
    spent, made = 0.0, 0
    for seed in range(20):
        game = RULESET.new_game(pack, [Seat("A", "mender"), Seat("B", "brawler"), Seat("C", "scholar")], {}, seed)
        start = time.perf_counter()
        made += play_randomly(game, seed, max_decisions=3000)
        spent += time.perf_counter() - start
    return spent / made * 1000, "ms"  # the mean over every decision of 20 campaigns


BENCHMARKS = {
    "arkeis.odds_ms": _odds_ms,
    "arkeis.decision_ms": _decision_ms,
    "arkeis.fight_forecast_ms": _fight_forecast_ms,
}
