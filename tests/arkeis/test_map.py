"""The map: zones of rooms and floors, orthogonal adjacency, walls between rooms, doors closed while a
Search token lies on them and open once it is discarded, floors beside floors without walls, and a Move
to an adjacent zone only."""
from __future__ import annotations

from engine.rulesets.arkeis import board

from .conftest import arrange, explorer_zone, new, place, refuses, token_at


def around(game, zone: str) -> set[str]:
    return {z.split(":", 1)[1] for z in board.neighbours(game, f"zone:{zone}")}


def test_zones_of_a_room_are_adjacent_orthogonally_never_diagonally(pack):
    game = new(pack)
    assert around(game, "atrium:1") == {"atrium:2", "atrium:3"}
    assert around(game, "atrium:4") == {"atrium:2", "atrium:3", "terrace:1"}


def test_a_wall_parts_rooms_but_where_an_open_door_stands(pack):
    game = new(pack)
    assert "gallery:1" not in around(game, "atrium:2")          # a door closed by token b
    assert "crypt:1" in around(game, "atrium:3")                # an open door
    assert "crypt:1" not in around(game, "terrace:1")           # a room's wall and no door
    assert around(game, "terrace:2") == {"terrace:1", "garden:1"}  # floor beside floor: no wall


def test_a_door_opens_when_its_search_token_is_discarded(pack):
    game = new(pack)
    token = game.zones.cards("door:gallery-door")[0]
    arrange(game, {token: "tokens:search"})
    assert "gallery:1" in around(game, "atrium:2") and board.is_open(game, "gallery-door")


def test_a_move_goes_to_an_adjacent_zone_and_is_refused_elsewhere(pack):
    game = new(pack, "mender")
    assert game.pending.option("move:zone:atrium:2").label == "Move to the Atrium (2)"
    assert sorted(k for k in game.legal_options() if k.startswith("move:")) == ["move:zone:atrium:2",
                                                                                "move:zone:atrium:3"]
    refuses(game, "move:zone:atrium:4", "not a legal answer")
    game.choose("move:zone:atrium:3")
    assert explorer_zone(game, 0) == "zone:atrium:3"
    assert game.pending.context["taken"] == 1


def test_a_closed_door_refuses_the_move_through_it_with_its_reason(pack):
    game = new(pack, "mender")
    place(game, 0, "vault:1")
    refused = {o.key: o.why_not for o in game.pending.refused}
    assert refused["move:zone:gallery:2"] == "the door is closed: a Search token lies on it"
    assert not [o for o in game.pending.options if o.data.get("action") == "move"]
    refuses(game, "move:zone:gallery:2", "a Search token lies on it")


def test_a_zone_with_no_door_and_no_way_out_refuses_the_move(pack):
    game = new(pack, "mender")
    game.table.doors.pop("vault-door")
    place(game, 0, "vault:1")
    refuses(game, "move", "no open way leads out of your zone")


def test_a_card_lays_out_a_room_and_its_door_and_the_layout_grows(pack):
    game = new(pack, "mender")
    place(game, 0, "terrace:2")
    game.choose(f"search:{token_at(game, 'terrace:2')}")
    assert not [p for p in game.zones.cards("rooms:nearby") if game.card(p).type in ("room", "floor")] and "cistern" in game.zones.cards("rooms:placed")
    assert around(game, "terrace:2") == {"terrace:1", "garden:1", "cistern:1"}
    assert around(game, "cistern:1") == {"terrace:2"}      # its other walls have no door
    game.choose("move:zone:cistern:1")
    assert explorer_zone(game, 0) == "zone:cistern:1"
