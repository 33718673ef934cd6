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


def _giant_arriving(pack, monkeypatch, standing: dict, hostile: str = "tower-ghoul"):
    """A hunt whose first group's card, face down and first on the track, brings a tower ghoul; the second group's
    models stand where given (the ghoul arrives at the north lychgate, touching 9,0 alone)."""
    from .test_quest_step import _journey
    game = _journey(pack, "night-errand")
    clear(game)
    arriving, other = game.table.groups[0], game.table.groups[1]
    real = hostiles.hostiles_for
    monkeypatch.setattr(hostiles, "hostiles_for",
                        lambda g, card: [(hostile, 1)] if card == arriving.card else real(g, card))
    for model in arriving.models:
        game.zones.move(model, "available")
    arriving.models, arriving.deployed, arriving.face_up = [], 0, False
    other.models[:] = list(standing)
    other.deployed = len(standing)
    for model, cell in standing.items():
        put(game, model, cell)
    put(game, "warden", (4, 1))
    track = game.zones.contents["track"]
    track.remove(f"init:group:{arriving.n}")
    track.insert(0, f"init:group:{arriving.n}")
    game.choose("go")
    return game


def test_models_in_a_giants_way_move_aside_in_the_leaders_order_to_the_spaces_the_leader_picks(pack, monkeypatch):
    """'Those models are moved in leader order to the nearest empty spaces that the giant hostile will not be
    moving to': the engine moved them itself, in the order they stood, to the first of the nearest spaces."""
    game = _giant_arriving(pack, monkeypatch, {"bone-rat:1": (9, 0), "grave-knight:1": (8, 1)})
    while game.pending.kind == "hostile_arrival_space":
        game.choose(game.legal_options()[0])
    assert game.pending.kind == "aside_order" and game.pending.owner == f"seat:{game.table.leader}"
    assert sorted(o.data["piece"] for o in game.pending.options) == ["bone-rat:1", "grave-knight:1"]
    game.choose("aside:grave-knight:1")                       # the knight first, though the rat stands first
    filled = sorted(cells_of(game, "tower-ghoul:1"))
    assert filled == [(8, 0), (8, 1), (9, 0), (9, 1)]
    assert game.pending.kind == "aside_space" and game.pending.context["piece"] == "grave-knight:1"
    offered = [tuple(o.data["cell"]) for o in game.pending.options]
    assert len(offered) > 1 and not set(offered) & set(filled)
    m = battlefield(game)
    assert all(m.adjacent(c, (8, 1)) for c in offered)         # the nearest empty spaces, one move away
    game.choose(game.pending.options[-1].key)                  # not the first offered
    assert where(game, "grave-knight:1") == offered[-1]
    # the rat next: the leader picks its space among the nearest still empty
    assert game.pending.kind == "aside_space" and game.pending.context["piece"] == "bone-rat:1"
    rat_to = [tuple(o.data["cell"]) for o in game.pending.options]
    assert offered[-1] not in rat_to and not set(rat_to) & set(filled)
    game.choose(game.pending.options[-1].key)
    assert where(game, "bone-rat:1") == rat_to[-1]
    assert occupants(game, (9, 0)) == ["tower-ghoul:1"] and (7, 0) not in filled   # never over the object


def test_a_slain_giant_leaves_every_space_it_filled(pack):
    game = _game(pack)
    group = game.table.groups[0]
    group.models.append("tower-ghoul:1")
    settle(game, "tower-ghoul:1", [(5, 0), (6, 0), (5, 1), (6, 1)])
    assert wounds.hurt(game, "tower-ghoul:1", 10, "warden")
    assert game.zones.zone_of("tower-ghoul:1") == slain(group.n)
    assert all(occupants(game, c) == [] for c in ((5, 0), (6, 0), (5, 1), (6, 1)))


def test_the_spaces_a_big_hostile_may_fill_name_their_tile_once(pack, monkeypatch):
    """'Onto Lamplit street, row 1, column 5 and Lamplit street, row 1, column 6': the tile named once for spaces of
    one tile."""
    game = _giant_arriving(pack, monkeypatch, {}, hostile="bell-beast")
    asked = game.pending
    assert asked.kind == "hostile_arrival_space"
    spots = [o for o in asked.options if "cells" in o.data]
    assert len(spots) == 2 and all(o.label.startswith("Onto Lamplit street: row ") and o.label.count("street") == 1 for o in spots)
