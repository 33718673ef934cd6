"""How well the heroes of Mirewick stand (`prospects`, which the planning bot reads at the end of its tries): a
journey is won by its victory conditions and the heroes in the extraction zone, the quest by the journeys won
towards its finale (issue 31: a planner table was not done after 3,000 decisions, its heroes idle at the drop
zone). The heavy test plays a whole seeded journey with the planner at every seat (FOGBOUND_HEAVY=1)."""
from __future__ import annotations

import os

import pytest

from engine import bots
from engine.bots.planner import PlanningBot
from engine.rulesets.cursed_city.battlefield import battlefield, heroes_on_battlefield, where
from engine.rulesets.cursed_city.table import AVAILABLE, space
from tests.saves import real_saves as real

HEAVY = bool(os.environ.get("FOGBOUND_HEAVY"))


def ready(seed: int = 0):
    """A Mirewick game on its first journey (the cinder market, a hunt: its victory is the way out), the heroes
    and the first hostiles deployed."""
    game = real.new_game("cursed-city", seed)
    while not game.table.ready:
        game.choose(game.legal_options()[0])
    return game


def stand(game, cells) -> None:
    for hero, cell in zip(heroes_on_battlefield(game), cells):
        game.move(hero, space(cell))


def stands(game) -> float:
    return game.ruleset.prospects(game, 0)


def exit_placed(game) -> None:
    """The extraction zone placed at the river gate, as the Extract action places it."""
    spot = game.cards[game.table.journey].get("extraction")[0]
    game.table.placed.append({"tile": spot["tile"], "at": list(spot["at"])})
    game.table.open.append(spot["gateway"])


def test_the_heroes_stand_better_the_nearer_they_are_to_the_way_out():
    game = ready()
    stand(game, [(0, 0), (0, 1), (0, 2), (1, 0)])
    back = stands(game)
    stand(game, [(5, 1), (5, 2), (6, 2), (4, 1)])
    assert stands(game) > back
    one_on = stands(game)
    stand(game, [(6, 1)])       # one hero a step further on, the others where they were
    assert stands(game) > one_on


def test_the_way_out_placed_and_the_heroes_in_it_stand_better_than_beside_it():
    game = ready()
    stand(game, [(15, 1), (14, 1), (14, 2), (13, 1)])
    beside = stands(game)
    exit_placed(game)
    placed = stands(game)
    zone = sorted(c for c in battlefield(game).tile_of if battlefield(game).in_zone(c, "extraction"))
    stand(game, zone[:3])
    assert beside < placed < stands(game)


def test_a_journey_won_stands_better_than_every_hero_but_one_in_the_way_out():
    """Ending a journey won is never worse than being about to: the quest's way outweighs the journey's."""
    about_to = ready()
    exit_placed(about_to)
    zone = sorted(c for c in battlefield(about_to).tile_of if battlefield(about_to).in_zone(c, "extraction"))
    stand(about_to, zone[:3] + [(15, 1)])
    won = ready()
    won.table.influence += 1     # what the cinder market won brings; the next journey starts at the drop zone
    assert stands(won) > stands(about_to)


def test_the_finale_stands_better_with_its_quarry_hurt_and_worse_with_fear_and_the_dead():
    game = ready()
    game.table.influence = 8
    game.table.journey = "the-bell-below"
    before = stands(game)
    assert before > stands(ready())                  # the finale set out on is a step of the quest
    game.table.fear += 2
    assert stands(game) < before
    feared = stands(game)
    game.table.roster[next(iter(game.table.roster))].dead = True
    assert stands(game) < feared


def test_the_way_out_counts_nothing_while_the_finales_quarry_stands():
    """A journey's steps count in order (issue 31, seed 2: three heroes waited in the way out of the finale while
    the quarry lived, the fourth kept out since stepping in ends the journey in failure)."""
    def placing(slain: bool) -> tuple[float, float]:
        game = ready()
        game.table.journey = "the-bell-below"        # its victory: the Bellwraith slain, then the way out
        assert game.zones.zone_of("bellwraith:1") == AVAILABLE     # not met yet: no nearness to it to ask
        if slain:
            game.table.slain_kinds.append("bellwraith")
        stand(game, [(15, 1), (14, 1), (14, 2), (13, 1)])
        before = stands(game)
        exit_placed(game)
        return before, stands(game)

    before, placed = placing(slain=False)
    assert placed == before
    before, placed = placing(slain=True)
    assert placed > before


def test_the_heroes_stand_worse_with_a_hero_out_of_action():
    game = ready()
    before = stands(game)
    hero = heroes_on_battlefield(game)[0]
    game.move(hero, "out_of_action")
    assert where(game, hero) is None
    assert stands(game) < before


def test_the_heroes_stand_better_with_the_hostiles_on_the_battlefield_hurt():
    game = ready()
    before = stands(game)
    hostile = next(p for grp in game.table.groups for p in grp.models if where(game, p) is not None)
    game.table.damage[hostile] = 1
    assert stands(game) > before


@pytest.mark.skipif(not HEAVY, reason="a whole journey with the planner at every seat takes minutes: FOGBOUND_HEAVY=1")
def test_a_planner_table_wins_the_first_journey_of_a_seeded_quest():
    game = real.new_game("cursed-city", 0)
    first = game.table.journey
    table = {seat: PlanningBot(0) for seat in game.ruleset.makeup(game).seats}
    made = 0
    while made < 1_500 and not game.over and not game.table.history:
        made += bots.play(game, table, max_decisions=50)
    assert game.table.history, f"the first journey was not over after {made} decisions"
    assert game.table.history[0] == {"journey": first, "success": True}
