"""Hostile groups: where a move action takes a hostile, whom it attacks, damage against WOUNDS, the driven-off
check, the behaviour table by day and at night, and the turn's phases around them."""
from __future__ import annotations

import json
import os

import pytest

from engine.core.serial import game_from_plain, game_to_plain
from engine.core.bot import play_randomly
from engine.core.view import view
from engine.rulesets.cursed_city import RULESET, hostiles, rolls, wounds
from engine.rulesets.cursed_city.battlefield import where
from engine.rulesets.cursed_city.table import (AVAILABLE, DESTINY_AVAILABLE, DESTINY_DISCARDED, SPENT_ENCOUNTERS,
                                               encounter, slain)

from .conftest import answer_until, clear, new, put, start


HEAVY = bool(os.environ.get("FOGBOUND_HEAVY"))
SEEDS, DECISIONS = (8, 3000) if HEAVY else (2, 500)


def _play_out(game, limit: int = 400) -> None:
    """Answer with the first option, heroes ending at once, until the journey ends."""
    for _ in range(limit):
        if game.over or game.table.history:
            return
        keys = game.legal_options()
        game.choose("end" if "end" in keys else "go" if "go" in keys else keys[0])


@pytest.fixture
def game(pack):
    game = start(pack)
    clear(game)
    return game


def test_a_hostile_moves_by_the_most_direct_path_that_lets_it_attack_the_nearest_hero(game):
    for hero, cell in (("warden", (2, 1)), ("ranger", (0, 0)), ("hexer", (0, 2)), ("duellist", (1, 0))):
        put(game, hero, cell)
    put(game, "grave-knight:1", (6, 1))                # move 2: two steps to a space beside the warden
    assert hostiles.destinations(game, "grave-knight:1") == [(4, 1), (4, 2)]
    put(game, "grave-knight:1", (9, 2))                # too far to attack: as close as it can get
    assert hostiles.destinations(game, "grave-knight:1") == [(7, 1), (7, 2)]


def test_a_ranged_hostile_keeps_its_distance_and_a_small_one_joins_another(game):
    put(game, "warden", (4, 1))
    put(game, "bone-archer:1", (8, 0))
    assert hostiles.destinations(game, "bone-archer:1") == [(8, 0)]   # it can shoot from where it stands
    put(game, "bone-rat:1", (6, 0))
    put(game, "bone-rat:2", (5, 1))                    # rat 2 is small too: rat 1 ends sharing with it
    assert hostiles.destinations(game, "bone-rat:1") == [(5, 1)]


def test_damage_counts_against_wounds_less_what_a_hostile_reduces_and_slays_it(game):
    knight = "grave-knight:1"
    group = game.table.groups[0]
    if knight not in group.models:
        group.models.append(knight)
    put(game, knight, (6, 1))
    assert not wounds.hurt(game, knight, 1, "warden")  # reduce damage 1: nothing
    assert not wounds.hurt(game, knight, 3, "warden") and game.table.damage[knight] == 2
    assert wounds.hurt(game, knight, 3, "warden")
    assert game.zones.zone_of(knight) == slain(group.n) and knight not in game.table.damage
    assert game.table.hero("warden").slew == 4


def test_a_group_with_a_third_or_fewer_of_its_models_left_is_driven_off(pack):
    game = next(g for g in (start(pack, seed=s) for s in range(20)) if g.table.groups[0].deployed >= 3)
    group = game.table.groups[0]
    for model in group.models[1:]:
        game.zones.move(model, slain(group.n))
    old = group.card
    track = game.zones.contents["track"]
    track.remove(f"init:group:{group.n}")
    track.insert(0, f"init:group:{group.n}")
    game.choose("go")
    assert game.zones.zone_of(old) == SPENT_ENCOUNTERS
    assert all(game.zones.zone_of(m) == AVAILABLE for m in [*group.models])
    new_group = game.table.group(group.n)
    assert new_group is not None and not new_group.face_up
    assert game.zones.zone_of(new_group.card) == encounter(group.n)
    assert view(game, 0).zones[encounter(group.n)][0].piece is None   # the replacement waits unseen
    assert any(e.data.get("rule") == "driven_off" for e in game.state.log.events if e.kind == "message")


def test_the_behaviour_table_turns_to_its_empowered_side_at_nightfall(game):
    assert hostiles.behaviour(game, "dead", 1)["name"] == "Advance"
    game.table.nightfall = game.table.nightfall_spaces - 1
    assert hostiles.behaviour(game, "dead", 1)["name"] == "Charge"


def test_destiny_dice_showing_a_number_no_other_shows_are_available(pack):
    for seed in range(8):
        game = start(pack, seed=seed)
        dice = game.zones.cards(DESTINY_AVAILABLE) + game.zones.cards(DESTINY_DISCARDED)
        values = [rolls.value(game, p) for p in dice]
        for p in game.zones.cards(DESTINY_AVAILABLE):
            assert values.count(rolls.value(game, p)) == 1
        for p in game.zones.cards(DESTINY_DISCARDED):
            assert values.count(rolls.value(game, p)) > 1


def test_the_turn_comes_round_the_leader_passes_left_and_the_dice_are_rolled_again(pack):
    game = start(pack, players=2)
    assert game.table.leader == 0 and game.table.turn == 1
    game.choose("go")
    answer_until(game, "gambit")                       # ... through every activation and the event phase
    assert game.table.turn == 2 and game.table.leader == 1
    assert game.table.nightfall >= 1


def test_every_hero_out_of_action_loses_the_journey(game):
    for hero in game.table.heroes:
        wounds.out_of_action(game, hero.id)
    _play_out(game)
    assert game.table.history == [{"journey": "night-errand", "success": False}]
    assert _ended(game) == ["every hero is out of action"]


def test_every_standing_hero_in_the_extraction_zone_wins_the_journey(game):
    game.table.placed.append({"tile": "extraction-zone", "at": [11, 0]})
    game.table.open.append("far-gate")
    for hero, cell in (("warden", (11, 0)), ("ranger", (12, 0)), ("hexer", (11, 2))):
        put(game, hero, cell)
    wounds.out_of_action(game, "duellist")
    _play_out(game)
    assert game.table.history == [{"journey": "night-errand", "success": True}]
    assert _ended(game) == ["every hero still standing reached the extraction zone"]


def _ended(game) -> list[str]:
    return [e.data["why"] for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "journey_ends"]


@pytest.mark.parametrize("players", [1, 2, 4])
def test_random_games_keep_every_piece_once_replay_from_the_seed_and_reload_identically(pack, players):
    for seed in range(SEEDS):
        game, twin = new(pack, players, seed), new(pack, players, seed)
        count = len(game.state.pieces)

        def check(g):
            g.zones.check()
            assert len(g.zones.where) == count

        made = play_randomly(game, seed, max_decisions=DECISIONS, check=check)
        play_randomly(twin, seed, max_decisions=made)
        assert game_to_plain(twin) == game_to_plain(game)
        data = json.loads(json.dumps(game_to_plain(game)))
        again = game_from_plain(data, RULESET, pack.cards)
        assert game_to_plain(again) == data
        if not game.over:
            play_randomly(game, seed + 100, max_decisions=50)
            play_randomly(again, seed + 100, max_decisions=50)
            assert game_to_plain(again) == game_to_plain(game)


def _driven_off_beside_the_heroes(pack, stunned: bool):
    """A group down to one model, standing beside the heroes, first on the combat track and activated."""
    game = next(g for g in (start(pack, seed=s) for s in range(20)) if g.table.groups[0].deployed >= 3)
    group = game.table.groups[0]
    clear(game)
    last = group.models[0]
    for model in group.models[1:]:
        game.zones.move(model, slain(group.n))
    put(game, last, (2, 0))                                   # beside the heroes deployed at 1,0 and 1,1
    if stunned:
        game.table.ailments[last] = ["stunned"]
    track = game.zones.contents["track"]
    track.remove(f"init:group:{group.n}")
    track.insert(0, f"init:group:{group.n}")
    start_at = len(game.state.log.events)
    game.choose("go")
    for _ in range(50):                                       # the heroes' answers to the shot, if any
        if game.zones.zone_of(last) == AVAILABLE:
            break
        keys = game.legal_options()
        game.choose("go" if "go" in keys else "end" if "end" in keys else keys[0])
    assert game.zones.zone_of(last) == AVAILABLE              # the group has withdrawn
    said = [e.text for e in game.state.log.events[start_at:] if e.kind == "message"]
    return game, last, said


def test_a_driven_off_group_makes_a_parting_shot_with_each_model_left_before_it_withdraws(pack):
    game, last, said = _driven_off_beside_the_heroes(pack, stunned=False)
    title = game.card(last).title
    shots = [text for text in said if text.startswith(f"{title} attacks ")]          # a hero beside it
    assert shots and said.index(shots[0]) > said.index("The group is driven off."), said


def test_a_stunned_model_of_a_driven_off_group_makes_no_parting_shot(pack):
    game, last, said = _driven_off_beside_the_heroes(pack, stunned=True)
    assert "The group is driven off." in said
    assert not any(text.startswith(f"{game.card(last).title} attacks") for text in said), said


def _reinforcing(pack, hero_at_gate: bool, journey: str = "night-errand"):
    """A hunt with its first group's card face down, as drawn by an effect, first on the track."""
    from .test_quest_step import _journey
    game = _journey(pack, journey)
    group = game.table.groups[0]
    clear(game)
    for model in group.models:
        game.zones.move(model, AVAILABLE)
    group.models, group.deployed, group.face_up = [], 0, False
    if hero_at_gate:
        put(game, "warden", (9, 0))                          # the only space touching the (only) lychgate
    track = game.zones.contents["track"]
    track.remove(f"init:group:{group.n}")
    track.insert(0, f"init:group:{group.n}")
    start_at = len(game.state.log.events)
    game.choose("go")
    return game, group, game.state.log.events[start_at:]


def test_reinforcements_arrive_at_the_lychgate_furthest_from_the_heroes_on_a_hunt(pack):
    game, group, events = _reinforcing(pack, hero_at_gate=False)
    assert group.face_up and group.models and group.deployed == len(group.models)
    arrived = {e.piece: e.target for e in reversed(events) if e.kind == "piece_moved" and e.source == AVAILABLE}
    assert set(arrived) == set(group.models)
    near_north = {"space:9,0", "space:8,0", "space:9,1", "space:8,1"}       # not the south lychgate at 5,2
    assert set(arrived.values()) <= near_north and "space:9,0" in arrived.values(), arrived


def test_a_hero_standing_where_a_reinforcement_arrives_suffers_2_damage_and_it_is_not_placed(pack):
    game, group, events = _reinforcing(pack, hero_at_gate=True, journey="slow-dawn")   # one lychgate, at 9,0
    blocked = [e for e in events if e.kind == "message" and e.data.get("rule") == "arrival_blocked"]
    assert blocked and all("Warden stands in its way" in e.text for e in blocked)
    assert not any(e.kind == "piece_moved" and e.source == AVAILABLE and e.target == "space:9,0" for e in events)
    suffered = [e for e in events if e.kind == "message" and e.text.startswith("Warden suffers 2 damage")]
    assert len(suffered) == len(blocked), [e.text for e in events if e.kind == "message"]   # 2 for each blocked


def _group_first(game, models: dict) -> None:
    """The first group made of these models at these spaces, first on the combat track; the turn begins."""
    group = game.table.groups[0]
    group.models[:] = list(models)
    group.deployed = len(models)
    for model, cell in models.items():
        put(game, model, cell)
    track = game.zones.contents["track"]
    track.remove(f"init:group:{group.n}")
    track.insert(0, f"init:group:{group.n}")
    game.choose("go")


def _first_to_move(game, among: set) -> str:
    """Answer each question with its first option until one of these models moves; that model."""
    start_at = len(game.state.log.events)
    for _ in range(50):
        moved = [e.piece for e in game.state.log.events[start_at:] if e.kind == "piece_moved" and e.piece in among]
        if moved:
            return moved[0]
        game.choose(game.legal_options()[0])
    raise AssertionError("none of them moved")


@pytest.mark.parametrize("first", ["grave-knight:1", "grave-knight:2"])
def test_the_leader_picks_which_of_two_equally_near_hostiles_acts_first(game, first):
    """'Starting with the one closest to any hero (if necessary, the leader chooses)': the engine took the lower
    model number by itself."""
    _group_first(game, {"grave-knight:1": (5, 0), "grave-knight:2": (5, 1)})    # 3 moves from the heroes each
    assert game.pending.kind == "hostile_first" and game.pending.owner == f"seat:{game.table.leader}"
    assert sorted(game.legal_options()) == ["first:grave-knight:1", "first:grave-knight:2"]
    game.choose(f"first:{first}")
    assert _first_to_move(game, {"grave-knight:1", "grave-knight:2"}) == first


def test_equally_near_hostiles_of_one_kind_on_one_space_are_told_apart_by_number(game):
    """Played at the table: two gutter rats sharing a space were offered as the same words twice; the log calls
    them by number, so do the options and the questions about one of them."""
    _group_first(game, {"grave-knight:1": (5, 0), "grave-knight:2": (5, 1)})
    title = game.card("grave-knight:1").title
    assert sorted(o.label.split(" at ")[0] for o in game.pending.options) == [f"{title} 1", f"{title} 2"]
    game.choose("first:grave-knight:2")
    asked = []
    for _ in range(20):
        if game.pending.context.get("model") == "grave-knight:2":
            asked.append(game.pending.prompt)
        game.choose(game.legal_options()[0])
    assert asked and all(f"{title} 2 " in prompt for prompt in asked)


def test_the_nearer_hostile_acts_first_without_asking(game):
    _group_first(game, {"grave-knight:1": (6, 0), "grave-knight:2": (5, 1)})
    assert game.pending.kind != "hostile_first"
    assert _first_to_move(game, {"grave-knight:1", "grave-knight:2"}) == "grave-knight:2"


@pytest.mark.parametrize("first", ["archers", "dead"])
def test_the_leader_picks_which_category_of_a_group_acts_first(game, first):
    """'The leader picks a hostile category from the active hostile group': the engine went alphabetically."""
    _group_first(game, {"grave-knight:1": (5, 0), "bone-archer:1": (8, 0)})
    assert game.pending.kind == "hostile_category" and game.pending.owner == f"seat:{game.table.leader}"
    assert sorted(game.legal_options()) == ["category:archers", "category:dead"]
    start_at = len(game.state.log.events)
    game.choose(f"category:{first}")
    for _ in range(50):
        rows = [e.data["category"] for e in game.state.log.events[start_at:]
                if e.kind == "message" and e.data.get("rule") == "behaviour"]
        if len(rows) == 2:
            break
        game.choose(game.legal_options()[0])
    assert rows[0] == first and sorted(rows) == ["archers", "dead"]


def _to_arrive(game, group):
    """The group's models back in the box and its card face down, first on the track: its turn brings them."""
    for model in group.models:
        game.zones.move(model, AVAILABLE)
    group.models, group.deployed, group.face_up = [], 0, False
    track = game.zones.contents["track"]
    track.remove(f"init:group:{group.n}")
    track.insert(0, f"init:group:{group.n}")
    game.choose("go")


def _patrol_reinforcing(pack):
    """A hunt whose knight patrol (a grave knight and two bone rats) is face down and first on the track."""
    from .test_quest_step import _journey
    game = _journey(pack, "night-errand")
    group = next(grp for grp in game.table.groups if grp.card == "knight-patrol")
    clear(game)
    _to_arrive(game, group)
    return game


@pytest.mark.parametrize("first", ["bone-rat", "grave-knight"])
def test_the_leader_picks_which_reinforcement_is_deployed_next(pack, first):
    """'The leader picks any hostile model from those being deployed': the engine took them in the card's order."""
    game = _patrol_reinforcing(pack)
    assert game.pending.kind == "hostile_arrival" and game.pending.owner == f"seat:{game.table.leader}"
    offered = {game.state.pieces[o.data["piece"]]: o.key for o in game.pending.options}
    assert sorted(offered) == ["bone-rat", "grave-knight"]            # one answer for the two alike rats
    start_at = len(game.state.log.events)
    game.choose(offered[first])
    arrived = [e.piece for e in game.state.log.events[start_at:] if e.kind == "piece_moved" and e.source == AVAILABLE]
    assert arrived and game.state.pieces[arrived[0]] == first


def test_the_leader_picks_between_lychgates_equally_far_from_the_heroes(pack):
    """'The leader deploys that model in a space touching the lychgate furthest from the heroes': with two
    equally far, the leader picks (the engine took the one its tie-break named)."""
    from .test_quest_step import _journey
    game = _journey(pack, "night-errand")
    group = game.table.groups[0]
    clear(game)
    put(game, "warden", (7, 1))                      # two moves from the north lychgate (9,0) and the south (5,2)
    assert hostiles.to_heroes(game, (9, 0)) == hostiles.to_heroes(game, (5, 2))
    _to_arrive(game, group)
    assert game.pending.kind == "hostile_arrival_space" and game.pending.owner == f"seat:{game.table.leader}"
    assert sorted(game.legal_options()) == ["to:5,2", "to:9,0"]
    model = game.pending.context["model"]
    game.choose("to:5,2")
    arrived = [e for e in game.state.log.events if e.kind == "piece_moved" and e.piece == model and e.source == AVAILABLE]
    assert [e.target for e in arrived] == ["space:5,2"]


def test_a_reinforcement_that_cannot_be_placed_anywhere_is_slain(pack, monkeypatch):
    """'If it is impossible to place a model for some reason, it is slain if it is a hostile': it stayed among
    the available models instead, as if never drawn."""
    from engine.rulesets.cursed_city.table import OBJECTS, slain

    nowhere = {"on": False}
    real = hostiles._nearest_room
    monkeypatch.setattr(hostiles, "_nearest_room", lambda g, m, o: None if nowhere["on"] else real(g, m, o))

    from .test_quest_step import _journey
    game = _journey(pack, "slow-dawn")                       # one lychgate, touching the space 9,0 alone
    group = game.table.groups[0]
    clear(game)
    for model in group.models:
        game.zones.move(model, AVAILABLE)
    group.models, group.deployed, group.face_up = [], 0, False
    game.zones.move(game.zones.top(OBJECTS), "space:9,0")     # no room where the lychgate is
    track = game.zones.contents["track"]
    track.remove(f"init:group:{group.n}")
    track.insert(0, f"init:group:{group.n}")
    nowhere["on"] = True                                     # and no room anywhere near it
    game.choose("go")
    while game.pending.kind == "hostile_arrival":
        game.choose(game.legal_options()[0])
    assert group.models and group.deployed == len(group.models)
    assert all(game.zones.zone_of(p) == slain(group.n) for p in group.models)
    said = [e.text for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "unplaceable"]
    assert len(said) == len(group.models) and said[0].endswith("cannot be placed anywhere: it is slain.")


def test_the_leader_picks_the_weapon_and_the_target_of_a_hostile_with_two_weapon_actions(pack, tmp_path,
                                                                                         monkeypatch):
    """A hostile makes one weapon action; with two it could make, the engine took the first listed. The leader
    picks which weapon, and whom, among those with a target."""
    from engine import rulesets
    from engine.content.loader import load_pack
    from tests.pack_edits import edited

    from .conftest import PACK, deploy

    folder = edited(PACK, tmp_path, "cards/hostiles.toml",
                    'weapons = [{ id = "blade", name = "Rusted blade", reach = "melee", dice = ["red-d8", "red-d8"], '
                    'damage = [1, 2] }]',
                    'weapons = [{ id = "blade", name = "Rusted blade", reach = "melee", dice = ["red-d8", "red-d8"], '
                    'damage = [1, 2] }, { id = "pike", name = "Grave pike", reach = "dual", dice = ["red-d8"], '
                    'damage = [2, 3] }]')
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(rulesets.PACKAGES, "cursed-city", "engine.rulesets.cursed_city")
        two = load_pack(folder)
    game = new(two)
    deploy(game)
    clear(game)
    monkeypatch.setattr(hostiles, "behaviour", lambda g, category, roll: {"name": "Strike", "do": ["attack"]})
    _group_first(game, {"grave-knight:1": (2, 0)})             # beside the warden at 1,0 and the hexer at 1,1
    while game.pending.kind in ("hostile_category", "hostile_first"):
        game.choose(game.legal_options()[0])
    assert game.pending.kind == "hostile_target" and game.pending.owner == f"seat:{game.table.leader}"
    offered = {(o.data["weapon"], o.data["piece"]) for o in game.pending.options}
    assert {"blade", "pike"} == {w for w, _ in offered} and len({t for _, t in offered}) > 1
    pick = next(o for o in game.pending.options if o.data["weapon"] == "pike")
    game.choose(pick.key)
    attacked = [e.text for e in game.state.log.events if e.kind == "message" and "attacks" in e.text]
    assert attacked and "with Grave pike" in attacked[-1] and game.card(pick.data["piece"]).title in attacked[-1]
