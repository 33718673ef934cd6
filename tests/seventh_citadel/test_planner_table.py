"""The planning bot at every seat of the bundled adventure, Ashenreach (issue 31: a planner table never finished it;
it moved to and fro between two terrains, each move free, for thousands of decisions). By default the introductory
scenario, Ashes at Dawn, played to its end (the hearth rekindled) by a one-seat table; with FOGBOUND_HEAVY=1 tables
of one to four seats played on to the adventure's last scenario."""
from __future__ import annotations

import os

import pytest

from engine import bots
from engine.bots.planner import PlanningBot
from tests.saves import real_saves as real

HEAVY = os.environ.get("FOGBOUND_HEAVY") == "1"


def _played(seed: int, until: int, decisions: int):
    """A planner table at every seat of game `seed`, played until `until` scenarios are over (or `decisions`)."""
    game = real.new_game("seventh-citadel", seed)
    table = {seat: PlanningBot(seed) for seat in game.ruleset.makeup(game).seats}
    made = 0
    while len(game.table.finished) < until and not game.over and made < decisions:
        made += bots.play(game, table, max_decisions=1)
        assert set(game.ruleset.makeup(game).seats) == set(table)
    return game, made


def test_a_planner_table_rekindles_the_hearth():
    game, made = _played(0, 1, 120)
    assert game.table.finished == ["ashes-at-dawn"], f"after {made} decisions: {game.table.scenario}"
    assert not game.over


@pytest.mark.skipif(not HEAVY, reason="whole scenarios: FOGBOUND_HEAVY=1")
@pytest.mark.parametrize("seed", range(4))
def test_planner_tables_of_every_size_reach_the_last_scenario(seed):
    game, made = _played(seed, 2, 600)
    assert game.table.finished == ["ashes-at-dawn", "silent-bells"], f"after {made} decisions"
