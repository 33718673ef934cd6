"""Deliverance journeys: the drop zone behind a closed gateway, two tiles explored at the start (each lined up
with a closed gateway, which opens; a closed gateway at its furthest location; its lychgates, objects and a group
per crossed swords), Explore (4+) for two more, new groups last on the combat track, driven-off groups not
replaced, the extraction zone placed when the deck runs out, and the journey failed when it cannot be."""
from __future__ import annotations

import pytest

from engine.core.ruleset import Seat
from engine.rulesets.cursed_city import RULESET, explore, hostiles
from engine.rulesets.cursed_city.battlefield import battlefield, where
from engine.rulesets.cursed_city.table import EXPLORATION, TRACK, group_card

from .conftest import HEROES, first, hostiles_placed, put, show

DROP = [(0, 0), (1, 0), (0, 1), (1, 1)]


def _game(pack, order=("ex-square", "ex-alley", "ex-yard"), seed=0):
    """A deliverance journey, its exploration deck in this order (the last drawn first), heroes deployed."""
    game = RULESET.new_game(pack, [Seat("Ann")], {"journey": "dark-deliverance", "heroes": HEROES}, seed)
    for card in [c for c in game.zones.cards(EXPLORATION) if c not in order]:
        game.zones.move(card, "box")
    game.zones.contents[EXPLORATION][:] = list(order)
    for x, y in DROP:
        game.choose(f"to:{x},{y}")
    hostiles_placed(game)
    return game


def test_two_tiles_are_explored_at_the_start_each_against_a_closed_gateway(pack):
    game = _game(pack)
    t = game.table
    assert [p["tile"] for p in t.placed] == ["yard", "alley"]
    assert t.placed[0]["at"] == [4, 0]                 # across the drop zone's gateway at 2,1: the yard's west at 4,1
    assert t.placed[1]["at"] == [8, 0]                 # across the yard's east gateway at 6,1
    assert "drop-gate" in t.open and "gate-1" in t.open
    m = battlefield(game)
    assert m.adjacent((2, 1), (4, 1)) and m.adjacent((6, 1), (8, 1))
    # the alley's closed gateway: its east location, the furthest from the gateway it was placed by
    assert [(g["id"], g["cells"]) for g in explore.closed_gates(game)] == [("gate-2", [(11, 1)])]
    assert t.lychgates == [{"id": "lychgate-1", "edge": "north", "cells": [[5, 0]]}]
    # the yard's crossed swords: one group, deployed beside its mysterious object at 5,1
    assert len(t.groups) == 1
    models = t.groups[0].models
    assert models and all(battlefield(game).adjacent(where(game, p), (5, 1)) for p in models[:1])
    assert game.zones.cards(EXPLORATION) == ["ex-square"]


def test_explore_reveals_two_more_tiles_and_a_new_group_acts_last_this_turn(pack):
    game = _game(pack)
    for grp in game.table.groups:
        for p in grp.models:
            game.zones.move(p, "available")
    put(game, "warden", (11, 1))
    first(game, "warden")
    show(game, "warden", [4, 0, 0, 0])
    for p in list(game.zones.cards("destiny:available")):
        game.zones.move(p, "destiny:discarded")
    if game.pending.kind == "gambit":
        game.choose("go")
    assert "act:explore" in game.legal_options()
    game.choose("act:explore")
    hostiles_placed(game)
    t = game.table
    assert [p["tile"] for p in t.placed] == ["yard", "alley", "square", "extraction-zone"]
    assert t.placed[2]["at"] == [13, 0] and t.placed[3]["at"] == [17, 0]   # the deck ran out: the way out
    new = t.groups[-1]
    assert game.zones.cards(TRACK)[-1] == group_card(new.n)               # appended to the combat track


def test_explore_needs_a_closed_gateway_beside_the_hero_and_only_on_a_deliverance(pack):
    game = _game(pack)
    first(game, "warden")
    show(game, "warden", [4, 0, 0, 0])
    if game.pending.kind == "gambit":
        game.choose("go")
    assert game.pending.why_not("act:explore") == "not in a space touching a closed gateway"
    from .conftest import start
    other = start(pack)
    assert "act:explore" not in [o.key for o in other.pending.options + other.pending.refused]


def test_a_driven_off_group_is_not_replaced_on_a_deliverance(pack):
    game = _game(pack)
    group = game.table.groups[0]
    for p in group.models[1:]:
        game.zones.move(p, "available")
    left = len(game.zones.cards("encounters"))
    hostiles.withdraw(game, group)
    assert game.table.groups == [] and len(game.zones.cards("encounters")) == left


def test_no_room_for_the_extraction_zone_fails_the_journey(pack):
    game = _game(pack, order=("ex-alley", "ex-yard"))
    game.table.placed.append({"tile": "street", "at": [13, 0]})    # the way out is walled off
    put(game, "warden", (11, 1))
    first(game, "warden")
    show(game, "warden", [4, 0, 0, 0])
    for p in list(game.zones.cards("destiny:available")):
        game.zones.move(p, "destiny:discarded")
    if game.pending.kind == "gambit":
        game.choose("go")
    for grp in game.table.groups:
        for p in grp.models:
            game.zones.move(p, "available")
    game.choose("act:explore")
    assert game.table.history == [{"journey": "dark-deliverance", "success": False}]
    assert all(where(game, h.id) is None for h in game.table.heroes)


@pytest.mark.parametrize("seed", range(3))
def test_the_tiles_never_overlap_whatever_the_order(pack, seed):
    game = RULESET.new_game(pack, [Seat("Ann")], {"journey": "dark-deliverance", "heroes": HEROES}, seed)
    for x, y in DROP:
        game.choose(f"to:{x},{y}")
    m = battlefield(game)
    assert len(m.tile_of) == 9 + sum(game.cards[p["tile"]].get("size")[0] * game.cards[p["tile"]].get("size")[1]
                                     for p in game.table.placed)


def test_the_leader_picks_between_two_objects_of_a_new_tile_equally_near_a_hero(pack, tmp_path):
    """'If there are 2 mysterious objects, the first group must be deployed adjacent to the one that is nearest
    to any hero': with the two equally near, the engine took the one of the lower position; the leader picks."""
    from engine import rulesets
    from engine.content.loader import load_pack
    from tests.pack_edits import edited

    from .conftest import PACK

    folder = edited(PACK, tmp_path, "cards/map.toml", 'objects = [[1, 1]]\nlychgates = [{ edge = "north"',
                    'objects = [[1, 0], [1, 2]]\nlychgates = [{ edge = "north"')
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(rulesets.PACKAGES, "cursed-city", "engine.rulesets.cursed_city")
        two = load_pack(folder)
    game = RULESET.new_game(two, [Seat("Ann")], {"journey": "dark-deliverance", "heroes": HEROES}, 0)
    game.zones.contents[EXPLORATION][:] = ["ex-square", "ex-alley", "ex-yard"]
    for x, y in DROP:
        game.choose(f"to:{x},{y}")
    assert game.pending.kind == "hostile_deploy" and game.pending.owner == f"seat:{game.table.leader}"
    assert sorted(game.legal_options()) == ["at:5,0", "at:5,2"]      # the yard's objects, 3 moves from the heroes
    game.choose("at:5,2")
    hostiles_placed(game)
    models = game.table.groups[0].models
    m = battlefield(game)
    assert models and all(m.adjacent(where(game, p), (5, 2)) for p in models)


def test_heroes_holding_reaction_dice_may_answer_a_hostile_deployed_on_an_explored_tile(pack):
    """'A reaction dice can be used to make a weapon action when a hostile visible to the hero ... is deployed':
    the groups an Explore brings gave no hero the chance."""
    from .conftest import LEADER_PLACES

    game = _game(pack)
    for grp in game.table.groups:
        for p in grp.models:
            game.zones.move(p, "available")
    put(game, "warden", (11, 1))
    put(game, "hexer", (9, 0))                                 # on the alley, its hex bolt reaching either way
    game.table.hero("hexer").reacting = True                   # it has activated: its dice wait as reactions
    show(game, "hexer", [5, 0, 0, 0])
    first(game, "warden")
    show(game, "warden", [4, 0, 0, 0])
    for p in list(game.zones.cards("destiny:available")):
        game.zones.move(p, "destiny:discarded")
    if game.pending.kind == "gambit":
        game.choose("go")
    game.choose("act:explore")
    while game.pending.kind in LEADER_PLACES:
        keys = game.legal_options()
        game.choose("to:13,1" if "to:13,1" in keys else keys[0])    # a space touching the open gateway
    assert game.pending.kind == "reaction"
    assert any(o.data.get("hero") == "hexer" for o in game.pending.options)


def test_with_the_deck_empty_the_leader_picks_where_the_extraction_zone_goes(pack, tmp_path):
    """'If there are none left, use the step 2 rules to add the extraction zone': 'the leader places the tiles'; of
    two closed gateways it fits against, the engine took the first it found."""
    from engine import rulesets
    from engine.content.loader import load_pack
    from tests.pack_edits import edited

    from .conftest import PACK

    folder = edited(PACK, tmp_path, "cards/map.toml",
                    'gateways = [{ id = "drop-gate", cells = [[2, 1]], open = false, edge = "east" }]',
                    'gateways = [{ id = "drop-gate", cells = [[2, 1]], open = false, edge = "east" }, '
                    '{ id = "low-gate", cells = [[2, 2]], open = false, edge = "east" }]')
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(rulesets.PACKAGES, "cursed-city", "engine.rulesets.cursed_city")
        two = load_pack(folder)
    game = RULESET.new_game(two, [Seat("Ann")], {"journey": "dark-deliverance", "heroes": HEROES}, 0)
    game.zones.contents[EXPLORATION][:] = []                       # nothing left to explore
    for x, y in DROP:
        game.choose(f"to:{x},{y}")
    assert game.pending.kind == "explore" and game.pending.owner == f"seat:{game.table.leader}"
    assert sorted(o.data["gate"] for o in game.pending.options) == ["drop-gate", "low-gate"]
    game.choose(next(o.key for o in game.pending.options if o.data["gate"] == "low-gate"))
    assert game.table.placed == [{"tile": "extraction-zone", "at": [4, 1]}] and game.table.open == ["low-gate"]
