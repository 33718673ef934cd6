"""The planning bot at every seat of each co-operative adventure: how long it takes to answer one decision
(median and 95th percentile, CPU time of this process), over the first decisions of a few seeded games; and, run on
purpose (`python -m tests.bench bots.<ruleset>.won`, long: whole games), how many of 20 seeded games it wins
(`FOGBOUND_BENCH_GAMES` games from seed `FOGBOUND_BENCH_FIRST`, 3,000 decisions at most each). A Cursed City game is
a quest of several journeys: `bots.cursed_city.journeys_won` counts the journeys won of those ended in the same
games (played once for both)."""
from __future__ import annotations

import os
import statistics
from functools import lru_cache

from engine import bots
from engine.bots.planner import PlanningBot

from tests.bench.ladder import Timed

ADVENTURES = {"seventh_continent": "seventh-continent", "seventh_citadel": "seventh-citadel", "arkeis": "arkeis",
              "cursed_city": "cursed-city"}
SEEDS, DECISIONS = 3, 40
GAMES = int(os.environ.get("FOGBOUND_BENCH_GAMES", "20"))
FIRST = int(os.environ.get("FOGBOUND_BENCH_FIRST", "0"))
MOST = 3_000     # decisions a whole game may take


def _table(game, seed: int, times: list[float]) -> dict:
    return {seat: Timed(PlanningBot(seed), times) for seat in game.ruleset.makeup(game).seats}


def _times(ruleset_id: str) -> list[float]:
    from tests.saves.real_saves import new_game

    times: list[float] = []
    for seed in range(SEEDS):
        game = new_game(ruleset_id, seed)
        bots.play(game, _table(game, seed, times), max_decisions=DECISIONS)
    return sorted(times)


def _move_ms(ruleset_id: str):
    return lambda: (statistics.median(_times(ruleset_id)) * 1000, "ms")


def _p95_ms(ruleset_id: str):
    def p95():
        times = _times(ruleset_id)
        return times[min(len(times) - 1, int(len(times) * 0.95))] * 1000, "ms"
    return p95


@lru_cache(maxsize=None)
def _played(ruleset_id: str, seed: int):
    """A seeded game with the planner at every seat, played to its end or `MOST` decisions."""
    from tests.saves.real_saves import new_game

    game = new_game(ruleset_id, seed)
    bots.play(game, {s: PlanningBot(seed) for s in game.ruleset.makeup(game).seats}, max_decisions=MOST)
    return game


def _won(ruleset_id: str):
    def won():
        wins = sum(bool(game.over and game.standing(0).won) for game in (_played(ruleset_id, n) for n in _seeds()))
        return wins, f"of {GAMES}"
    return won


def _journeys_won():
    def journeys():
        ended = [j for n in _seeds() for j in _played("cursed-city", n).table.history]
        return sum(j["success"] for j in ended), f"of {len(ended)} journeys ended in {GAMES} games"
    return journeys


def _seeds() -> range:
    return range(FIRST, FIRST + GAMES)


BENCHMARKS = {}
for _name, _id in ADVENTURES.items():
    BENCHMARKS[f"bots.{_name}.move_ms"] = _move_ms(_id)
    BENCHMARKS[f"bots.{_name}.move_p95_ms"] = _p95_ms(_id)
    BENCHMARKS[f"bots.{_name}.won"] = _won(_id)
BENCHMARKS["bots.cursed_city.journeys_won"] = _journeys_won()
