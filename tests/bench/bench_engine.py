"""Engine speed: random-bot decisions per second on one core."""
from __future__ import annotations

import statistics
import time

from engine.core.bot import play_randomly


def _pack():
    from tests.seventh.conftest import read_pack
    return read_pack()


def decisions_per_second() -> tuple[float, str]:
    from tests.seventh.conftest import start

    pack = _pack()
    rates = []
    for round_ in range(5):
        games = [start(pack, ("char-bruno", "char-ludo"), seed=s) for s in range(round_ * 40, round_ * 40 + 40)]
        made = 0
        # decisions only (setup is measured apart), in this process's CPU time: "on one core",
        # whatever else the machine is running
        start_time = time.process_time()
        for seed, game in enumerate(games):
            made += play_randomly(game, seed, max_decisions=500)
        rates.append(made / (time.process_time() - start_time))
    return statistics.median(rates), "1/s"


def game_ms() -> tuple[float, str]:
    """Median random-bot game of the bundled Hollowmere pack, from setup to its end."""
    from engine.content.loader import load_pack
    from engine.content.paths import packs_dir
    from engine.rulesets.seventh_continent import Seat, new_game

    pack = load_pack(packs_dir() / "hollowmere")
    characters = sorted(c.id for c in pack.cards.values() if c.type == "character")
    times = []
    for seed in range(300):
        count = seed % 4 + 1
        start_time = time.perf_counter()
        game = new_game(pack, [Seat(f"P{i}", characters[i]) for i in range(count)], ["drowned-bell"], seed=seed)
        play_randomly(game, seed, max_decisions=20_000)
        times.append((time.perf_counter() - start_time) * 1000)
    return statistics.median(times), "ms"


BENCHMARKS = {"engine.decisions_per_s": decisions_per_second, "engine.game_ms": game_ms}
