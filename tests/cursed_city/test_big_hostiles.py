"""Huge and giant hostiles: two fully adjacent spaces, or a square of four, filled at once; nothing else ends
there, an enemy beside any of them is engaged and may be struck; models in the way of one being placed are
moved aside (hostiles rather than heroes); moving, it goes from its space nearest the destination and then
fills the destination among its spaces."""
from __future__ import annotations

from engine.rulesets.cursed_city import attacks, hostiles, wounds
from engine.rulesets.cursed_city.battlefield import (battlefield, cells_of, moves, occupants, room_for, settle,
                                                     touching, where)
from engine.rulesets.cursed_city.table import slain

from .conftest import clear, first, put, start


def _fully_adjacent(cells) -> bool:
    (ax, ay), (bx, by) = cells
    return abs(ax - bx) + abs(ay - by) == 1


def _game(pack, seed=0):
    game = start(pack, seed=seed)
    clear(game)
    for hero in ("ranger", "hexer", "duellist"):
        wounds.out_of_action(game, hero)
    return game


def test_a_huge_hostile_fills_two_spaces_that_no_one_else_may_end_in_and_engages_from_both(pack):
    game = _game(pack)
    group = game.table.groups[0]
    group.models.append("bell-beast:1")
    settle(game, "bell-beast:1", [(7, 1), (8, 1)])
    assert occupants(game, (8, 1)) == ["bell-beast:1"] and cells_of(game, "bell-beast:1") == [(7, 1), (8, 1)]
    assert not room_for(game, (8, 1), "warden")
    put(game, "warden", (5, 1))
    reach = moves(game, "warden", 4)
    assert (6, 1) in reach and (7, 1) not in reach and (8, 1) not in reach
    assert all(c[0] <= 6 for c in reach)                       # beside the beast the move ends
    put(game, "warden", (9, 2))                                # beside its second space only
    assert touching(game, "warden", "bell-beast:1")
    halberd = attacks.weapons(game, "warden")[0]
    assert attacks.targets(game, "warden", halberd) == ["bell-beast:1"]


def test_a_huge_hostile_moves_from_its_nearest_space_and_fills_the_destination(pack):
    for seed in range(6):
        game = _game(pack, seed)
        group = game.table.groups[0]
        group.models[:] = ["bell-beast:1"]
        group.deployed = 1
        settle(game, "bell-beast:1", [(8, 0), (9, 0)])
        put(game, "warden", (4, 1))
        first(game, f"group:{group.n}")
        if game.pending.kind == "gambit":
            game.choose("go")
        asked = []
        while game.pending.kind in ("hostile_move", "hostile_target", "reroll", "wound"):
            asked.append(game.pending.kind)
            if game.pending.kind == "hostile_move":
                for option in game.pending.options:
                    cells = [tuple(c) for c in option.data["cells"]]
                    assert len(cells) == 2 and _fully_adjacent(cells)
            game.choose(game.legal_options()[0])
        cells = cells_of(game, "bell-beast:1")
        assert len(cells) == 2 and _fully_adjacent(sorted(cells))
        # two moves from (8,0) reach column 6; filling (5,1) as well, it stands beside the warden and strikes
        assert min(x for x, _ in cells) == 5 and touching(game, "warden", "bell-beast:1")
        struck = [e for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "roll"
                  and "Bell beast attacks Warden" in e.text]
        assert len(struck) == 1


def test_a_giant_placed_where_models_stand_moves_them_aside_and_never_onto_an_object(pack):
    game = _game(pack)
    put(game, "warden", (6, 1))
    group = game.table.groups[0]
    group.models.append("bone-rat:1")
    put(game, "bone-rat:1", (6, 0))
    assert hostiles.put_down(game, "tower-ghoul:1", (7, 1))
    cells = sorted(cells_of(game, "tower-ghoul:1"))
    xs, ys = {x for x, _ in cells}, {y for _, y in cells}
    assert len(cells) == 4 and len(xs) == 2 and len(ys) == 2    # a square of four
    assert (7, 0) not in cells                                  # the mysterious object stays where it is
    for piece in ("warden", "bone-rat:1"):
        assert where(game, piece) not in cells
    m = battlefield(game)
    assert all(c in m.tile_of for c in cells)


def test_a_slain_giant_leaves_every_space_it_filled(pack):
    game = _game(pack)
    group = game.table.groups[0]
    group.models.append("tower-ghoul:1")
    settle(game, "tower-ghoul:1", [(5, 0), (6, 0), (5, 1), (6, 1)])
    assert wounds.hurt(game, "tower-ghoul:1", 10, "warden")
    assert game.zones.zone_of("tower-ghoul:1") == slain(group.n)
    assert all(occupants(game, c) == [] for c in ((5, 0), (6, 0), (5, 1), (6, 1)))
