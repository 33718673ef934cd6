"""The battlefield: adjacency by touch and by open gateway, what a space holds, who sees whom, and moving."""
from __future__ import annotations

import pytest

from engine.rulesets.cursed_city.battlefield import battlefield, distance, moves, room_for, visible

from .conftest import clear, put, start


@pytest.fixture
def game(pack):
    game = start(pack)
    clear(game)
    return game


def test_spaces_touching_even_by_a_corner_are_adjacent(game):
    m = battlefield(game)
    assert m.adjacent((0, 0), (1, 1)) and m.adjacent((1, 1), (0, 0)) and m.adjacent((5, 0), (6, 0))
    assert not m.adjacent((0, 0), (2, 2))
    assert not m.adjacent((2, 0), (4, 0))            # tiles apart, no gateway between these spaces


def test_all_spaces_touching_one_open_gateway_are_adjacent_and_a_closed_one_joins_nothing(game):
    m = battlefield(game)
    assert m.adjacent((2, 1), (4, 2)) and m.adjacent((2, 2), (4, 1)) and m.adjacent((2, 1), (2, 2))
    assert distance(m, (0, 0), (4, 1)) == 3
    game.table.open.remove("east-gate")
    closed = battlefield(game)
    assert not closed.adjacent((2, 1), (4, 1))
    assert distance(closed, (0, 0), (4, 1)) is None


def test_a_model_sees_its_own_tile_and_through_an_open_gateway_touching_it_or_its_target(game):
    assert visible(game, (0, 0), (2, 2))             # same tile
    assert not visible(game, (0, 0), (8, 2))         # another tile, neither touching the gateway
    assert visible(game, (2, 1), (8, 2))             # the attacker touches a gateway touching the target's tile
    assert visible(game, (8, 2), (2, 1))
    assert visible(game, (0, 0), (4, 1))             # the target touches a gateway touching the attacker's tile
    game.table.open.remove("east-gate")
    assert not visible(game, (2, 1), (8, 2))


def test_a_space_holds_one_hero_one_large_hostile_one_object_or_two_small_hostiles(game):
    put(game, "bone-rat:1", (5, 1))
    assert room_for(game, (5, 1), "bone-rat:2") and not room_for(game, (5, 1), "grave-knight:1")
    put(game, "bone-rat:2", (5, 1))
    assert not room_for(game, (5, 1), "bone-rat:3")
    assert not room_for(game, (7, 0), "bone-rat:3")   # the mysterious object's space
    assert not room_for(game, (0, 0), "ranger")       # the warden stands there
    assert not room_for(game, (3, 1), "ranger")       # between the tiles: no space at all


def test_entering_an_empty_space_next_to_an_enemy_ends_the_move_and_enemies_are_never_passed(game):
    put(game, "ranger", (2, 1))
    put(game, "bone-rat:1", (5, 1))
    reach = moves(game, "ranger", 5)
    assert (4, 1) in reach and (4, 2) in reach       # the gateway's far side, next to the rat: the move ends there
    assert max(x for x, _ in reach) == 4
    assert (5, 1) not in reach
    put(game, "bone-rat:1", (8, 1))
    far = moves(game, "ranger", 5)
    assert (6, 1) in far and far[(6, 1)] == 3
    assert (0, 0) not in far and (0, 1) not in far    # heroes never end on a hero
    assert far[(0, 2)] == 2


def test_a_hostile_passes_hostiles_not_heroes(game):
    put(game, "bone-rat:1", (6, 1))
    put(game, "grave-knight:1", (5, 1))
    assert (4, 1) in moves(game, "bone-rat:1", 2)     # through the knight's space
    put(game, "warden", (5, 0))
    put(game, "hexer", (5, 2))
    put(game, "grave-knight:1", (4, 1))
    put(game, "duellist", (4, 0))
    put(game, "ranger", (4, 2))
    reach = moves(game, "bone-rat:1", 3)
    assert all(x >= 5 for x, _ in reach)             # walled in by heroes on the street's west side


def test_a_space_is_named_by_its_tile_row_and_column_never_by_the_maps_numbers(pack):
    import re

    from engine.content.loader import load_pack
    from engine.content.paths import packs_dir
    from engine.core.ruleset import Seat
    from engine.rulesets.cursed_city import RULESET
    from engine.rulesets.cursed_city.battlefield import square_words

    from .conftest import new

    game = new(pack)
    labels = [o.label for o in game.pending.options]
    assert game.pending.kind == "deploy" and labels
    assert all(re.fullmatch(r"In the drop zone: .+, row \d, column \d", label) for label in labels), labels
    mirewick = load_pack(packs_dir() / "mirewick")
    market = RULESET.new_game(mirewick, [Seat("Ada")], {"journey": "cinder-market"}, 2)
    m = battlefield(market)
    tile = m.tile_of[(6, -1)]                               # the map's own numbers run below zero here
    left = min(x for (x, y), t in m.tile_of.items() if t == tile)
    top = min(y for (x, y), t in m.tile_of.items() if t == tile)
    title = market.cards[tile.split("#")[0]].title
    assert title == "The cinder market" and top < 0
    assert square_words(market, (left, top)) == "the cinder market, row 1, column 1"
    assert square_words(market, (6, -1)) == f"the cinder market, row {-1 - top + 1}, column {6 - left + 1}"
    assert square_words(market, (left + 3, top + 1)) == "the cinder market, row 2, column 4"
