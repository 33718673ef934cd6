"""Speed of Arkeis: random-bot decisions per second of the bundled campaign (beside `engine.decisions_per_s`,
counted the same way), and the exact odds as a player first asks them in a game (nothing in the game's memo): the
forecast a fight of six Fight dice shows with a Fate switch at hand, and an inspection test with Fate and re-rolls
(in CPU time, as a player's wait on an idle machine). A roll's tree, numbers alone, is kept for the process as the
counts of dice are (`engine.core.chance`); the `_first_ms` figures time a process's first ask, that built too."""
from __future__ import annotations

import statistics
import time
from pathlib import Path

from engine import rulesets
from engine.content.loader import load_pack
from engine.content.paths import packs_dir
from engine.core.bot import play_randomly
from engine.core.dice import DieType
from engine.core.ruleset import Seat
from tests.bench.timing import median_seconds

PACK = Path(__file__).resolve().parents[1] / "arkeis" / "pack"


def _load(folder: Path):
    rulesets.PACKAGES.setdefault("arkeis", "engine.rulesets.arkeis")
    return load_pack(folder)


def _decisions_per_s() -> tuple[float, str]:
    from engine.rulesets.arkeis import RULESET
    from tests.arkeis.conftest import cast
    pack = _load(packs_dir() / "cinderfane")
    rates = []
    for round_ in range(5):
        seeds = range(round_ * 12, round_ * 12 + 12)
        games = [RULESET.new_game(pack, [Seat(f"P{n}", e) for n, e in enumerate(cast(pack, s, 3))], {}, s)
                 for s in seeds]
        made = 0
        # decisions only, in this process's CPU time, as engine.decisions_per_s counts them
        start = time.process_time()
        for seed, game in zip(seeds, games):
            made += play_randomly(game, seed, max_decisions=3000)
        rates.append(made / (time.process_time() - start))
    return statistics.median(rates), "1/s"


def _fight_odds_ms(first: bool = False, cold: bool = False) -> tuple[float, str]:
    """Six Fight dice against a Tomb Warden (three results, one driving it off), the stock able to pay for Fate
    switches: the forecast the fight shows before its roll, first in the game (`first`: in the process; `cold`:
    the roll's tree forgotten, the counts of dice kept, as this benchmark timed the odds before the trees were
    kept)."""
    from engine.core import chance
    from engine.rulesets.arkeis import RULESET, forecast, grapple
    game = RULESET.new_game(_load(PACK), [Seat("A", "mender")], {}, 1)
    game.choose("first:0")
    for mini in game.zones.cards("minis:warden")[-2:]:
        game.zones.move(mini, "zone:atrium:1")
    grapple.update(game)
    assert game.zones.size("fate:stock") > 0

    def once():
        game.memo.clear()     # every odds worked out for the game is kept there
        if first or cold:
            chance.forget(counts=first)
        forecast.fight(game, 0, "warden", 6)
    return median_seconds(once, repeat=11, clock=time.process_time) * 1000, "ms"


def _inspection_odds_ms(first: bool = False) -> tuple[float, str]:
    """Five Inspection dice needing two keys and a lore, the stock able to pay for every Fate face, three re-rolls
    and a die set first: the best use of all that help, nothing kept between calls but the roll's tree (`first`:
    nor that)."""
    from engine.core import chance
    from engine.rulesets.arkeis import inspection
    card = _load(PACK).cards["inspection-die"]
    die = DieType.from_plain(card.id, card.data)

    def once():
        if first:
            chance.forget()
        inspection.odds(die, 5, {"key": 2, "lore": 1}, fate=6, rerolls=3, preset=True)
    return median_seconds(once, repeat=11, clock=time.process_time) * 1000, "ms"


BENCHMARKS = {
    "engine.arkeis.decisions_per_s": _decisions_per_s,
    "engine.arkeis.odds_ms": _fight_odds_ms,
    "engine.arkeis.odds_first_ms": lambda: _fight_odds_ms(first=True),
    "engine.arkeis.odds_cold_ms": lambda: _fight_odds_ms(cold=True),
    "engine.arkeis.inspection_odds_ms": _inspection_odds_ms,
    "engine.arkeis.inspection_odds_first_ms": lambda: _inspection_odds_ms(first=True),
}
