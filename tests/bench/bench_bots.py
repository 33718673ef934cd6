"""The planning bot at every seat of each co-operative adventure: how long it takes to answer one decision
(median and 95th percentile, CPU time of this process), over the first decisions of a few seeded games; and, run on
purpose (`python -m tests.bench bots.<ruleset>.won`, long: whole games), how many of 20 seeded games it wins."""
from __future__ import annotations

import os
import statistics

from engine import bots
from engine.bots.planner import PlanningBot

from tests.bench.ladder import Timed

ADVENTURES = {"seventh_continent": "seventh-continent", "seventh_citadel": "seventh-citadel", "arkeis": "arkeis",
              "cursed_city": "cursed-city"}
SEEDS, DECISIONS = 3, 40
GAMES = int(os.environ.get("FOGBOUND_BENCH_GAMES", "20"))


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


def _won(ruleset_id: str):
    def won():
        from tests.saves.real_saves import new_game

        wins = 0
        for seed in range(GAMES):
            game = new_game(ruleset_id, seed)
            bots.play(game, {s: PlanningBot(seed) for s in game.ruleset.makeup(game).seats}, max_decisions=3_000)
            wins += bool(game.over and game.standing(0).won)
        return wins, f"of {GAMES}"
    return won


BENCHMARKS = {}
for _name, _id in ADVENTURES.items():
    BENCHMARKS[f"bots.{_name}.move_ms"] = _move_ms(_id)
    BENCHMARKS[f"bots.{_name}.move_p95_ms"] = _p95_ms(_id)
    BENCHMARKS[f"bots.{_name}.won"] = _won(_id)
