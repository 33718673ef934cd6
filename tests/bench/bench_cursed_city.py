"""Speed of Cursed City: decisions a second of random games on The Lamps of Mirewick (hostile activations
included), and the exact odds of an attack of six dice with a re-roll, first asked in a game (`_first_ms`: in the
process, the roll's tree built too)."""
from __future__ import annotations

import statistics
import time

from engine.content.loader import list_packs, load_pack
from engine.core.bot import play_randomly
from engine.core.ruleset import Seat
from tests.bench.timing import median_seconds


def _pack():
    return load_pack(next(s for s in list_packs() if s.id == "mirewick").folder)


def _decisions_per_s() -> tuple[float, str]:
    from engine.rulesets.cursed_city import RULESET
    pack = _pack()
    rates = []
    for _ in range(3):
        spent, made = 0.0, 0
        for seed in range(6):
            game = RULESET.new_game(pack, [Seat("A"), Seat("B")], {}, seed)
            # decisions only, in this process's CPU time, as engine.decisions_per_s counts them: "on one core",
            # whatever else the machine is running
            start = time.process_time()
            made += play_randomly(game, seed, max_decisions=1500)
            spent += time.process_time() - start
        rates.append(made / spent)
    return statistics.median(rates), "decisions/s"


def _odds_ms(first: bool = False, cold: bool = False) -> tuple[float, str]:
    """`cold`: the roll's trees forgotten, the counts of dice kept (as this benchmark timed the odds before the trees
    were kept)."""
    from engine.core import chance
    from engine.rulesets.cursed_city import RULESET, rolls
    pack = _pack()
    game = RULESET.new_game(pack, [Seat("A")], {}, 1)
    dice = ["ash", "ash", "bone", "bone", "amber", "amber"]

    def once():
        game.memo.clear()
        if first or cold:
            chance.forget(counts=first)
        rolls.odds(game, dice)
        rolls.odds_with_reroll(game, dice, {"fail": 0, "success": 2, "crit": 4})
    return median_seconds(once, repeat=11) * 1000, "ms"


BENCHMARKS = {
    "engine.cursed_city.decisions_per_s": _decisions_per_s,
    "engine.cursed_city.odds_ms": _odds_ms,
    "engine.cursed_city.odds_first_ms": lambda: _odds_ms(first=True),
    "engine.cursed_city.odds_cold_ms": lambda: _odds_ms(cold=True),
}
