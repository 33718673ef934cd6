"""Setting up a journey: four heroes shared among 1-4 players, deployed in the drop zone in leader order, an
encounter card per mysterious object, the groups deployed at the objects, hidden decks kept hidden."""
from __future__ import annotations

import pytest

from engine.core.decisions import IllegalChoice
from engine.core.ruleset import Seat
from engine.core.view import view
from engine.rulesets.cursed_city import RULESET
from engine.rulesets.cursed_city.battlefield import battlefield, where
from engine.rulesets.cursed_city.table import BOX, DISCOVERY, ENCOUNTERS

from .conftest import NAMES, deploy, new


def test_four_heroes_are_shared_from_the_leader_clockwise(pack):
    game = new(pack, players=3)
    assert [(h.id, h.seat) for h in game.table.heroes] == [("warden", 0), ("ranger", 1), ("hexer", 2), ("duellist", 0)]


@pytest.mark.parametrize("heroes, why", [(["warden", "ranger", "hexer"], "exactly four"),
                                         (["warden", "warden", "hexer", "ranger"], "exactly four"),
                                         (["warden", "ranger", "hexer", "nobody"], "exactly four")])
def test_a_journey_needs_four_different_heroes_of_the_pack(pack, heroes, why):
    with pytest.raises(ValueError, match=why) as refused:
        RULESET.new_game(pack, [Seat("Ann")], {"heroes": heroes}, 1)
    titles = sorted(c.title for c in pack.cards.values() if c.type == "hero")
    assert str(refused.value).endswith(", ".join(titles))     # named as the players know them, not by their ids


def test_the_heroes_setup_option_says_how_many_to_tick(pack):
    heroes = next(o for o in RULESET.setup_options(pack) if o.key == "heroes")
    assert (heroes.kind, heroes.low, heroes.high) == ("many", 4, 4)


def test_one_to_four_players(pack):
    with pytest.raises(ValueError, match="1 to 4"):
        RULESET.new_game(pack, [Seat(n) for n in NAMES + ("Ed",)], {}, 1)


def _heroes_chosen(game) -> None:
    """Each player chooses a hero in turn, the first offered (the heroes dealt round as listed)."""
    while game.pending.kind == "hero_pick":
        game.choose(game.legal_options()[0])


def test_each_player_chooses_a_hero_in_turn_from_the_leader_clockwise(pack):
    """'Starting with the leader and going clockwise, each player chooses a hero': the engine dealt them round."""
    game = new(pack, players=3)
    asked = []
    for pick in ("duellist", "warden", "hexer"):
        assert game.pending.kind == "hero_pick"
        asked.append(game.pending.owner)
        game.choose(f"hero:{pick}")
    assert asked == ["seat:0", "seat:1", "seat:2"]
    assert game.pending.kind == "deploy_order"                # the last hero went by itself to the leader
    assert {h.id: h.seat for h in game.table.heroes} == {"duellist": 0, "warden": 1, "hexer": 2, "ranger": 0}
    one = new(pack, players=1)
    assert one.pending.kind == "deploy" and {h.seat for h in one.table.heroes} == {0}


def test_heroes_deploy_in_the_drop_zone_in_leader_order(pack):
    game = new(pack, players=2)
    _heroes_chosen(game)
    assert game.pending.kind == "deploy_order" and game.pending.owner == "seat:0"
    assert game.legal_options() == ["player:0", "player:1"]      # offered from the leader clockwise
    game.choose("player:0")
    asked = []
    drop = {c for c in battlefield(game).tile_of if battlefield(game).in_zone(c, "drop")}
    for cell in ((2, 2), (0, 0), (1, 1), (2, 0)):
        decision = game.pending
        asked.append((decision.context["hero"], decision.owner))
        assert {tuple(map(int, k.split(":")[1].split(","))) for k in decision.keys()} <= drop
        with pytest.raises(IllegalChoice):
            game.choose("to:5,1")                     # the street is no drop zone
        game.choose(f"to:{cell[0]},{cell[1]}")
        assert f"to:{cell[0]},{cell[1]}" not in game.legal_options()
    assert asked == [("warden", "seat:0"), ("hexer", "seat:0"), ("ranger", "seat:1"), ("duellist", "seat:1")]
    assert where(game, "hexer") == (0, 0)


def test_the_deploy_order_says_who_decides_and_names_each_players_heroes(pack):
    """Played at the table: 'Which player deploys next?' with bare names read as "Ann chose: Bo." in the log."""
    game = new(pack, players=2)
    _heroes_chosen(game)
    decision = game.pending
    assert decision.prompt == "Which player deploys their heroes next? (the leader decides)"
    warden, ranger, hexer, duellist = (game.card(h).title for h in ("warden", "ranger", "hexer", "duellist"))
    assert [o.label for o in decision.options] == [f"Ann deploys next ({warden} and {hexer})",
                                                   f"Bo deploys next ({ranger} and {duellist})"]


def test_each_mysterious_object_draws_an_encounter_card_and_its_group_deploys_next_to_an_object(pack):
    game = new(pack)
    assert len(game.table.groups) == 2 and all(g.face_up for g in game.table.groups)
    assert not any(g.models for g in game.table.groups)   # hostiles deploy once the heroes stand
    deploy(game)
    m = battlefield(game)
    first, second = game.table.groups
    for group, obj in ((first, (7, 0)), (second, (8, 2))):
        assert group.models and group.deployed == len(group.models)
        assert all(m.adjacent(where(game, p), obj) for p in group.models)
    smalls = [p for p in first.models if game.card(p).get("size") == "small"]
    if len(smalls) == 2:
        assert where(game, smalls[0]) == where(game, smalls[1])   # small hostiles paired


def test_realmstone_is_left_out_and_the_decks_are_never_named(pack):
    game = new(pack)
    left_out = [game.state.pieces[p] for p in game.zones.cards(BOX) if game.card(p).type == "discovery"]
    assert sorted(left_out) == ["realmstone-1"] * 2 + ["realmstone-2"] * 3 + ["realmstone-3"] * 2
    seen = view(game, 0)
    for zone in (DISCOVERY, ENCOUNTERS):
        assert seen.zones[zone] and all(s.piece is None for s in seen.zones[zone])


def test_the_leader_decides_which_player_deploys_first(pack):
    """'In leader order': the leader decides the order in which the players act (the engine went clockwise)."""
    game = new(pack, players=2)
    _heroes_chosen(game)
    game.choose("player:1")                                     # the leader lets the other player deploy first
    asked = []
    for cell in ((0, 0), (1, 0), (0, 1), (1, 1)):
        asked.append((game.pending.context["hero"], game.pending.owner))
        game.choose(f"to:{cell[0]},{cell[1]}")
    assert asked == [("ranger", "seat:1"), ("duellist", "seat:1"), ("warden", "seat:0"), ("hexer", "seat:0")]
    assert where(game, "ranger") == (0, 0) and where(game, "warden") == (0, 1)


def test_one_player_is_not_asked_the_order(pack):
    assert new(pack, players=1).pending.kind == "deploy"


def test_the_leader_picks_between_objects_equally_near_the_heroes_where_a_group_deploys(pack):
    """'Deploy all these hostiles in spaces adjacent to the mysterious object nearest to the heroes': between
    two equally near, the engine took the one of the lower position; the leader picks."""
    from .conftest import hostiles_placed, in_order

    game = new(pack, players=2)
    in_order(game)
    objects = [p for p in game.state.pieces if game.state.pieces[p] == "mysterious-object"
               and game.zones.zone_of(p).startswith("space:")]
    for piece, cell in zip(objects, ((5, 0), (5, 2))):
        game.zones.move(piece, f"space:{cell[0]},{cell[1]}")
    for cell in ((0, 0), (1, 0), (0, 1), (1, 1)):
        game.choose(f"to:{cell[0]},{cell[1]}")
    assert game.pending.kind == "hostile_deploy" and game.pending.owner == f"seat:{game.table.leader}"
    assert sorted(game.legal_options()) == ["at:5,0", "at:5,2"]
    first = game.table.groups[0]
    game.choose("at:5,2")
    hostiles_placed(game)
    m = battlefield(game)
    assert first.models and all(m.adjacent(where(game, p), (5, 2)) for p in first.models)


def test_the_leader_deploys_a_group_model_by_model_around_its_object(pack):
    """'The leader takes all the models for that group and deploys them ... in spaces adjacent to the mysterious
    object': the engine put them nearest the heroes itself. The leader picks which hostile comes next and each
    one's space; a small hostile shares a space with another where it can (then it goes by itself)."""
    game = new(pack, seed=1)                                    # the knight patrol first: a knight and two rats
    for x, y in ((0, 0), (1, 0), (0, 1), (1, 1)):
        game.choose(f"to:{x},{y}")
    leader = f"seat:{game.table.leader}"
    assert game.table.groups[0].card == "knight-patrol"
    assert game.pending.kind == "hostile_deploy_next" and game.pending.owner == leader
    assert game.legal_options() == ["next:grave-knight:1", "next:bone-rat:1"]
    game.choose("next:bone-rat:1")
    assert game.pending.kind == "hostile_place" and game.pending.owner == leader
    assert sorted(game.legal_options()) == ["to:6,0", "to:6,1", "to:7,1", "to:8,0", "to:8,1"]   # around 7,0
    game.choose("to:8,1")                                       # the furthest from the heroes
    game.choose("next:bone-rat:2")                              # the second rat joins the first by itself
    assert game.pending.kind == "hostile_place" and game.pending.context["piece"] == "grave-knight:1"
    assert "to:8,1" not in game.legal_options()
    game.choose("to:8,0")
    assert where(game, "bone-rat:1") == where(game, "bone-rat:2") == (8, 1)
    assert where(game, "grave-knight:1") == (8, 0)
    assert game.table.groups[0].deployed == 3


def test_no_quest_begins_with_its_finale_and_the_setup_says_why(pack):
    """A first journey starts at the quest card's influence (6), the finale waits for 8: the leader may pick any
    journey but the finale. The setup option offers the finale refused, with the engine's own reason."""
    journey = next(o for o in RULESET.setup_options(pack) if o.key == "journey")
    refused = {c.key: c.refused for c in journey.choices if c.refused}
    assert refused == {"bell-tower": "the finale needs influence 8; the quest has 6"}
    assert journey.default != "bell-tower"
    with pytest.raises(ValueError, match="cannot be the first journey: the finale needs influence 8; the quest has 6"):
        RULESET.new_game(pack, [Seat("Ann")], {"journey": "bell-tower"}, 1)
    for other in (c.key for c in journey.choices if not c.refused):
        assert RULESET.new_game(pack, [Seat("Ann")], {"journey": other}, 1).table.journey == other
