"""Carried items (rules summary, "Carried items"): an item found goes in the hero's carried items space; with one
there already the hero keeps one and the other is discarded; an item is used up by an action (its cost paid
with a die), its effects acting on the hero."""
from __future__ import annotations

import pytest

from engine.core.decisions import IllegalChoice
from engine.core.serial import game_to_plain
from engine.rulesets.cursed_city import wounds
from engine.rulesets.cursed_city.heroes import items
from engine.rulesets.cursed_city.table import (DISCOVERY, SPENT_DISCOVERY,
                                               WOUNDS, carried, slot)

from .conftest import begin, clear, put, start


@pytest.fixture
def game(pack):
    game = start(pack)
    clear(game)
    return game


def _flasks(game):
    return sorted(p for p in game.state.pieces if game.state.pieces[p] == "tonic-flask")


def _search(game):
    game.choose("act:search")
    if game.pending.kind == "search":
        game.choose(game.legal_options()[0])


def test_an_item_found_is_carried_and_a_second_one_asks_which_to_keep(game):
    one, two = _flasks(game)
    put(game, "warden", (7, 1))                      # beside both mysterious objects, at 7,0 and 8,2
    game.zones.move(one, DISCOVERY)
    begin(game, "warden", [4, 4, 0, 0])
    _search(game)
    assert items(game, "warden") == [one]
    game.zones.move(two, DISCOVERY)
    _search(game)
    assert game.pending.kind == "carry" and sorted(game.legal_options()) == sorted([f"keep:{one}", f"keep:{two}"])
    game.choose(f"keep:{two}")
    assert items(game, "warden") == [two] and game.zones.zone_of(one) == SPENT_DISCOVERY


def test_an_item_is_used_up_by_an_action_paid_with_a_die(game):
    flask = _flasks(game)[0]
    game.zones.move(flask, carried("warden"))
    game.zones.move(game.zones.top(WOUNDS), slot("warden", 3))
    begin(game, "warden", [2, 1, 0, 0])
    game.choose(f"act:item:{flask}")
    assert wounds.counters(game, "warden") == [] and game.zones.zone_of(flask) == SPENT_DISCOVERY
    assert items(game, "warden") == [] and f"act:item:{flask}" not in game.legal_options()


def test_an_item_is_refused_without_its_die(game):
    flask = _flasks(game)[0]
    game.zones.move(flask, carried("warden"))
    begin(game, "warden", [1, 1, 0, 0])
    assert game.pending.why_not(f"act:item:{flask}") == "no die of 2 or more"
    before = game_to_plain(game)
    with pytest.raises(IllegalChoice):
        game.choose(f"act:item:{flask}")
    assert game_to_plain(game) == before


def _reliquaries(game):
    return sorted(p for p in game.state.pieces if game.state.pieces[p] == "silver-reliquary")


def test_a_second_treasure_found_asks_which_to_keep(game):
    """One treasure a hero: its player chooses which to keep (the engine kept the newer one by itself)."""
    old, new = _reliquaries(game)
    put(game, "warden", (7, 1))                      # beside both mysterious objects, at 7,0 and 8,2
    game.zones.move(old, DISCOVERY)
    begin(game, "warden", [4, 4, 0, 0])
    _search(game)
    assert game.zones.zone_of(old) == carried("warden")
    game.zones.move(new, DISCOVERY)
    _search(game)
    assert game.pending.kind == "carry" and sorted(game.legal_options()) == sorted([f"keep:{old}", f"keep:{new}"])
    game.choose(f"keep:{old}")
    assert game.zones.zone_of(old) == carried("warden") and game.zones.zone_of(new) == SPENT_DISCOVERY
    assert game.pending.kind == "hero_action"


def test_adjacent_heroes_trade_treasure_during_a_journey(game):
    """'Treasure cards can be traded freely between adjacent heroes': only at the journey's end could they be.
    In its activation a hero gives, takes or swaps a treasure with an adjacent hero, free, and acts on."""
    from engine.rulesets.cursed_city.table import carried

    one, two = "silver-reliquary:1", "silver-reliquary:2"
    put(game, "warden", (5, 1))
    put(game, "ranger", (6, 1))                     # beside the warden
    put(game, "hexer", (8, 1))                      # not beside it
    game.zones.move(one, carried("warden"))
    begin(game, "warden", [4, 0, 0, 0])
    offered = [o for o in game.pending.options if o.data.get("trade")]
    assert [o.label for o in offered] == ["Give Silver reliquary to Ranger (free)"]
    game.choose(offered[0].key)
    assert game.zones.zone_of(one) == carried("ranger") and game.pending.kind == "hero_action"
    assert [o.label for o in game.pending.options if o.data.get("trade")] == ["Take Ranger's Silver reliquary for "
                                                                             "Warden (free)"]
    game.choose(next(o.key for o in game.pending.options if o.data.get("trade")))
    assert game.zones.zone_of(one) == carried("warden")


def test_adjacent_heroes_both_holding_a_treasure_swap_them(pack):
    from engine.rulesets.cursed_city.table import carried

    game = start(pack)
    clear(game)
    one, two = "silver-reliquary:1", "silver-reliquary:2"
    put(game, "warden", (5, 1))
    put(game, "ranger", (6, 2))                     # beside the warden, corner to corner
    game.zones.move(one, carried("warden"))
    game.zones.move(two, carried("ranger"))
    begin(game, "warden", [4, 0, 0, 0])
    swap = [o for o in game.pending.options if o.data.get("trade")]
    assert [o.label for o in swap] == ["Swap Silver reliquary for Ranger's Silver reliquary (free)"]
    game.choose(swap[0].key)
    assert game.zones.zone_of(one) == carried("ranger") and game.zones.zone_of(two) == carried("warden")
    assert game.pending.kind == "hero_action" and game.pending.context["hero"] == "warden"
