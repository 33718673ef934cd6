"""Taking a numbered card, the rules both games share (`sevenths.numbered`) with what the Citadel adds:
a version linked to the scenario (or to a card the players hold) comes first and one linked to another
may not be taken; "if available" takes nothing rather than returning the past."""
from __future__ import annotations

from engine.rulesets.seventh_citadel.consequences import pictographs
from engine.rulesets.seventh_citadel.table import ADVENTURE, PAST, purse
from engine.rulesets.sevenths import numbered
from tests.seventh_citadel.conftest import act, give, last_result, new, stack


def test_the_scenarios_version_of_a_number_is_taken_first_and_another_never(pack):
    game = new(pack)
    assert pictographs(game) == ["owl"]
    assert [numbered.find(game, 60, prefer=pictographs(game)) for _ in range(5)] == ["owl-version"] * 5
    assert {numbered.find(game, 61, prefer=pictographs(game)) for _ in range(8)} == {"plain-61"}
    game.zones.move("owl-version", PAST)
    assert numbered.find(game, 60, prefer=pictographs(game)) == "plain-60"


def test_a_card_the_players_hold_brings_its_version_first(pack):
    game = new(pack)
    give(game, "coin-green", purse(0))                      # shows the fox
    assert numbered.find(game, 61, prefer=pictographs(game)) == "fox-version"


def test_green_before_gold(pack):
    game = new(pack)
    assert numbered.find(game, 50) == "coin-green"
    game.zones.move("coin-green", purse(0))
    assert numbered.find(game, 50) == "coin-gold"


def test_if_available_takes_nothing_and_leaves_the_past_where_it_is(pack):
    game = new(pack)
    game.zones.move("pebbles", PAST)
    stack(game, 0, "a-star", "a-star", "a-star", "a-left", "a-right")
    act(game, 0, "t-1", 0)                                  # pull succeeds: card 40 if it is available
    game.choose("reveal")
    assert last_result(game)["success"]
    assert game.zones.zone_of("pebbles") == PAST and game.table.player(0).life == 12
    assert any(getattr(e, "data", {}).get("rule") == "no_card" for e in game.state.log.events)
    # without "if available", the whole past returns first
    assert numbered.find(game, 40) == "pebbles" and game.zones.zone_of("pebbles") == ADVENTURE
