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
        start_time = time.perf_counter()  # decisions only: setup is measured apart
        for seed, game in enumerate(games):
            made += play_randomly(game, seed, max_decisions=500)
        rates.append(made / (time.perf_counter() - start_time))
    return statistics.median(rates), "1/s"


BENCHMARKS = {"engine.decisions_per_s": decisions_per_second}
