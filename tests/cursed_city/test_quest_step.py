"""The quest step of the journey phase and the quest tracker (rules summary, "Quest step: check the rules for
the current journey"; the skyvessel's quest token from 0): the journey says what moves the token (each turn, or
each find) and what happens at the marks along the tracker; its victory may ask for the token to reach a mark.
And a scavenge journey's deployment with more than four mysterious objects (at the marked ones first)."""
from __future__ import annotations

import pytest

from engine.rulesets.cursed_city.battlefield import battlefield, where
from engine.rulesets.cursed_city.journeys_end import victorious
from engine.rulesets.cursed_city.table import DESTINY_AVAILABLE, DESTINY_DISCARDED, DISCOVERY, TRACK, group_card

from .conftest import HEROES, NAMES, answer_until, clear, deploy, first, put, show
from engine.core.ruleset import Seat
from engine.rulesets.cursed_city import RULESET


def _journey(pack, journey, seed=0):
    game = RULESET.new_game(pack, [Seat(NAMES[0])], {"heroes": list(HEROES), "journey": journey}, seed)
    deploy(game)
    return game


def test_the_quest_token_moves_each_turn_and_a_mark_reached_is_resolved(pack):
    plain = _journey(pack, "night-errand")
    game = _journey(pack, "slow-dawn")
    assert plain.table.quest == 0                    # a journey without quest rules leaves the token at 0
    assert game.table.quest == 1 and game.table.quest_seen == 1
    assert game.table.nightfall == plain.table.nightfall + 2       # the mark at 1: the fog thickens
    fear, groups = game.table.fear, len(game.table.groups)
    answer_until(game, "hero_action")
    answer_until(game, "gambit")                     # the next turn: the token moves to 2
    assert game.table.quest == 2 and game.table.fear == fear + 1
    new = [grp for grp in game.table.groups if not grp.face_up]
    assert len(game.table.groups) == groups + 1 and len(new) == 1
    # the new group, face down, has its initiative card on the combat track: it arrives when it activates
    assert group_card(new[0].n) in game.zones.cards(TRACK)
    marks = [e for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "quest_mark"]
    assert [e.data["at"] for e in marks] == [1, 2]   # each mark once


def test_a_find_moves_the_quest_token_when_the_journey_says_so(pack):
    game = _journey(pack, "lamp-run")
    assert game.table.quest == 0                     # moved by finds, not by turns
    clear(game)
    put(game, "warden", (6, 1))                      # beside the object at 6,2 (and 7,0)
    treasure = next(p for p in game.zones.cards(DISCOVERY) if game.card(p).get("kind") == "treasure")
    game.zones.move(treasure, DISCOVERY)             # on top of the deck
    first(game, "warden")
    show(game, "warden", [4, 0, 0, 0])
    for p in list(game.zones.cards(DESTINY_AVAILABLE)):
        game.zones.move(p, DESTINY_DISCARDED)
    if game.pending.kind == "gambit":
        game.choose("go")
    game.choose("act:search")
    if game.pending.kind == "search":
        game.choose(game.legal_options()[0])
    assert game.table.quest == 1 and game.table.found == 1
    assert not victorious(game)                      # the journey wants the token at 2 (and the way out)


def test_a_journey_won_needs_the_quest_token_at_its_mark(pack):
    game = _journey(pack, "slow-dawn")
    m = battlefield(game)
    game.table.placed.append({"tile": "extraction-zone", "at": [11, 0]})
    game.table.open.append("far-gate")
    clear(game)
    put(game, "warden", (11, 1))
    for hero in ("ranger", "hexer", "duellist"):
        game.zones.move(hero, "out_of_action")
    assert battlefield(game).in_zone((11, 1), "extraction") and m is not battlefield(game)
    assert not victorious(game)                      # the token at 1 of 3
    game.table.quest = 3
    assert victorious(game)


def test_with_more_than_four_objects_a_scavenge_deploys_at_the_marked_objects_nearest_first(pack):
    game = _journey(pack, "lamp-run")
    m = battlefield(game)
    marked = [(7, 0), (9, 2)]
    deployed = [grp for grp in game.table.groups if grp.models]
    assert deployed
    first_group = [where(game, p) for p in deployed[0].models]
    # the marked object nearest the heroes first, though the unmarked one at 5,0 is nearer still
    assert all(m.adjacent(c, (7, 0)) for c in first_group)
    assert any(m.adjacent(where(game, p), marked[1]) for grp in deployed[1:] for p in grp.models)
    assert not any(m.adjacent(where(game, p), (5, 0)) and not m.adjacent(where(game, p), (7, 0))
                   for grp in deployed for p in grp.models)


def test_a_hunt_with_the_same_map_deploys_at_the_object_nearest_the_heroes(pack):
    game = _journey(pack, "night-errand")
    m = battlefield(game)
    deployed = [grp for grp in game.table.groups if grp.models]
    assert all(m.adjacent(where(game, p), (7, 0)) for p in deployed[0].models)


def test_at_most_four_groups_stand_above_the_combat_track_and_no_card_is_drawn_without_room():
    # the rules' "if there is no more room, no card is drawn": four spaces above the combat track
    from engine.content.loader import load_pack
    from engine.content.paths import packs_dir
    from engine.rulesets.cursed_city import hostiles, ops

    mirewick = load_pack(packs_dir() / "mirewick")
    game = RULESET.new_game(mirewick, [Seat(NAMES[0])], {}, 0)
    assert sorted(grp.n for grp in game.table.groups) == [1, 2] and hostiles.free_space(game) == 3
    assert game.zones.zone_of("the-tolling") == "box"          # the finale's quarry: in no other journey's deck
    game.zones.move("the-tolling", "encounters", 0)             # a third card under the two left, for the test
    deck = list(game.zones.cards("encounters"))
    assert len(deck) == 3
    ops.ENCOUNTER.apply(game, None, {"encounter": 3})       # a quest mark's "draw 3 encounter cards"
    assert sorted(grp.n for grp in game.table.groups) == [1, 2, 3, 4] and hostiles.free_space(game) is None
    assert list(game.zones.cards("encounters")) == deck[:1]   # the top two drawn, the third left: no room
    assert [game.zones.zone_of(card) for card in reversed(deck[1:])] == ["encounter:3", "encounter:4"]


@pytest.mark.parametrize("first", [0, 1])
def test_the_leader_orders_quest_marks_reached_together(pack, first):
    """Effects at the same moment outside a hero's activation: the leader orders them (the engine went along the
    tracker by itself)."""
    game = _journey(pack, "slow-dawn")
    game.table.quest_seen = 0                        # mark 1 not yet resolved: the next step reaches 1 and 2 at once
    answer_until(game, "hero_action")
    answer_until(game, "quest_marks")
    assert game.pending.owner == f"seat:{game.table.leader}"
    assert sorted(game.legal_options()) == ["mark:0", "mark:1"]
    start_at = len(game.state.log.events)
    game.choose(f"mark:{first}")
    reached = [e.data["at"] for e in game.state.log.events[start_at:]
               if e.kind == "message" and e.data.get("rule") == "quest_mark"]
    assert reached == ([1, 2] if first == 0 else [2, 1])
