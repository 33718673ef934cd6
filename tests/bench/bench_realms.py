"""Realms and Ruins speed: random-bot decisions per second on one core (beside `engine.decisions_per_s`), how
long the planning bot takes to answer one decision, on the bundled pack (the test pack until one ships); and the
ladder of the bots' strengths on Brinefall's two-seat games: how often Hard beats Normal, Normal beats Easy and
Easy the random bot (FOGBOUND_LADDER_GAMES games each, 100 by default: a long run), and Hard's answer at the
95th percentile."""
from __future__ import annotations

import os
import statistics
import time

from engine import bots
from engine.bots.planner import PlanningBot
from engine.bots.random_bot import RandomBot
from engine.core.bot import play_randomly

from tests.bench.ladder import Timed


def _ruleset_and_pack():
    from engine import rulesets
    from engine.content.loader import list_packs, load_pack
    from tests.realms_and_ruins.conftest import PACK

    bundled = [s.folder for s in list_packs() if s.ruleset == "realms-and-ruins"]
    return rulesets.ruleset("realms-and-ruins"), load_pack(bundled[0] if bundled else PACK)


def _seats(ruleset, pack, count: int):
    from engine.core.ruleset import Seat

    roles = [c.key for c in ruleset.roles(pack).choices]
    return [Seat(f"Rival {n + 1}", roles[n]) for n in range(count)]


def decisions_per_second() -> tuple[float, str]:
    ruleset, pack = _ruleset_and_pack()
    rates = []
    for round_ in range(5):
        seeds = range(round_ * 40, round_ * 40 + 40)
        games = [ruleset.new_game(pack, _seats(ruleset, pack, 2 + s % 2), {}, s) for s in seeds]
        made = 0
        # decisions only, in this process's CPU time, as engine.decisions_per_s counts them
        start = time.process_time()
        for seed, game in zip(seeds, games):
            made += play_randomly(game, seed, max_decisions=500)
        rates.append(made / (time.process_time() - start))
    return statistics.median(rates), "1/s"


def move_ms() -> tuple[float, str]:
    """The planning bot's answer to one decision, median over its decisions in games against random bots."""
    ruleset, pack = _ruleset_and_pack()
    times: list[float] = []
    for seed in range(8):
        players = 2 + seed % 2
        table = {s: RandomBot(seed * 10 + s) for s in range(players)}
        table[seed % players] = Timed(PlanningBot(seed), times)
        bots.play(ruleset.new_game(pack, _seats(ruleset, pack, players), {}, seed), table)
    return statistics.median(times) * 1000, "ms"


def _ladder_games() -> int:
    """Games a rung of the ladder plays: 100 by default (FOGBOUND_LADDER_GAMES to change it)."""
    return int(os.environ.get("FOGBOUND_LADDER_GAMES", "100"))


def _rung(stronger: str, weaker: str, first: int):
    def share() -> tuple[float, str]:
        """How often the stronger bot wins two-seat games against the weaker one, in percent."""
        from tests.bench.ladder import duel

        return 100 * duel(stronger, weaker, _ladder_games(), first).share(stronger), "%"
    return share


def hard_p95_ms() -> tuple[float, str]:
    """The Hard bot's answer to one decision at the 95th percentile (CPU time), over its decisions in games
    against the Normal bot."""
    from tests.bench.ladder import duel, percentile

    played = duel("hard", "normal", 6, 900)
    return percentile(played.times["hard"], 0.95) * 1000, "ms"


BENCHMARKS = {"engine.realms_and_ruins.decisions_per_s": decisions_per_second,
              "bots.realms_and_ruins.move_ms": move_ms,
              "bots.realms_and_ruins.hard_p95_ms": hard_p95_ms,
              "bots.realms_and_ruins.hard_beats_normal_pct": _rung("hard", "normal", 1000),
              "bots.realms_and_ruins.normal_beats_easy_pct": _rung("normal", "easy", 2000),
              "bots.realms_and_ruins.easy_beats_random_pct": _rung("easy", "random", 3000)}
