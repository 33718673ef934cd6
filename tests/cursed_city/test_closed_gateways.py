"""Closed gateways between tiles (rules summary, Nightwars, "Closed gateways"): heroes cannot move through one
and Open (4+) it from a space touching it; hostiles move through it as if it were open, and see through it only
while a hero stands in a space touching it. Heroes never see through it."""
from __future__ import annotations

import pytest

from engine.core.decisions import IllegalChoice
from engine.core.serial import game_to_plain
from engine.rulesets.cursed_city import attacks, rolls
from engine.rulesets.cursed_city.battlefield import battlefield, moves, where
from engine.rulesets.cursed_city.hostiles import destinations

from .conftest import begin, clear, put, start


@pytest.fixture
def game(pack):
    game = start(pack)
    clear(game)
    game.table.open.remove("east-gate")       # the gateway between the drop zone and the street, shut
    return game


def test_a_closed_gateway_touching_two_tiles_is_a_door_and_one_at_the_edge_is_not(game):
    m = battlefield(game)
    assert [d.id for d in m.doors] == ["east-gate"]          # far-gate touches the street alone
    game.table.open.append("east-gate")
    assert battlefield(game).doors == ()


def test_a_hero_beside_a_closed_gateway_opens_it_with_a_four(game):
    put(game, "warden", (2, 1))
    begin(game, "warden", [4, 1, 0, 0])
    assert "act:open" in game.legal_options()
    game.choose("act:open")
    assert "east-gate" in game.table.open and battlefield(game).adjacent((2, 1), (4, 1))
    assert game.pending.kind == "hero_action"
    assert [rolls.value(game, p) for k in range(4) for p in game.zones.cards(f"slot:warden:{k}")] == [1]
    assert "act:open" not in [o.key for o in game.pending.options + game.pending.refused]   # no closed one left


def test_open_is_refused_away_from_a_closed_gateway(game):
    put(game, "warden", (0, 0))
    begin(game, "warden", [4, 0, 0, 0])
    assert game.pending.why_not("act:open") == "not beside a closed gateway between two tiles"
    before = game_to_plain(game)
    with pytest.raises(IllegalChoice):
        game.choose("act:open")
    assert game_to_plain(game) == before


def test_open_is_refused_without_a_four(game):
    put(game, "warden", (2, 2))
    begin(game, "warden", [3, 3, 0, 0])
    assert game.pending.why_not("act:open") == "no die of 4 or more"
    assert "east-gate" not in game.table.open


def test_open_is_never_offered_where_no_gateway_is_closed_between_tiles(pack):
    game = start(pack)
    clear(game)
    begin(game, "warden", [6, 6, 6, 6])
    assert "act:open" not in [o.key for o in game.pending.options + game.pending.refused]


def test_heroes_never_move_through_a_closed_gateway_and_hostiles_move_through_it_as_if_open(game):
    put(game, "warden", (2, 1))
    assert not any(x >= 4 for x, _ in moves(game, "warden", 5))
    put(game, "bone-rat:1", (6, 1))
    put(game, "ranger", (0, 1))
    assert (2, 2) in moves(game, "bone-rat:1", 3)             # through the shut gateway, beside the warden
    game.table.groups[0].models.append("bone-rat:1")
    assert all(c[0] <= 2 for c in destinations(game, "bone-rat:1"))   # it comes through to attack


def test_hostiles_see_through_a_closed_gateway_only_while_a_hero_touches_it(game):
    game.table.groups[0].models.append("bone-archer:1")
    put(game, "bone-archer:1", (6, 1))
    bow = attacks.weapons(game, "bone-archer:1")[0]
    put(game, "warden", (0, 0))
    assert attacks.targets(game, "bone-archer:1", bow) == []
    put(game, "warden", (2, 1))                                 # at the shut gateway
    assert attacks.targets(game, "bone-archer:1", bow) == ["warden"]
    # the heroes themselves never see across it
    put(game, "hexer", (2, 2))
    hex_bolt = attacks.weapons(game, "hexer")[0]                 # a dual weapon: any visible enemy
    assert attacks.targets(game, "hexer", hex_bolt) == []
    game.table.open.append("east-gate")
    assert attacks.targets(game, "hexer", hex_bolt) == ["bone-archer:1"]
    assert where(game, "warden") == (2, 1)
