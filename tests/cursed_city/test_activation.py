"""A hero's activation: dice that match or beat an action's cost, destiny dice within their limit, moving,
weapon actions, wounds on activation spaces, recuperating, searching, reactions dice a pip lower."""
from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from engine.core.decisions import IllegalChoice
from engine.core.serial import game_to_plain
from engine.rulesets.cursed_city import attacks, rolls, wounds
from engine.rulesets.cursed_city.battlefield import where
from engine.rulesets.cursed_city.table import (DESTINY_AVAILABLE, DESTINY_DISCARDED, DISCOVERY, OUT, SPENT_DISCOVERY,
                                               TRACK, WOUNDS, slain, slot)

from engine.rulesets.cursed_city.heroes import dice_for

from .conftest import begin, clear, gambit, put, start


@pytest.fixture
def game(pack):
    game = start(pack)
    clear(game)
    return game


def _last_roll(game) -> str:
    return [e for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "roll"][-1].data["outcome"]


def test_an_action_is_paid_with_a_die_matching_or_beating_its_cost(game):
    begin(game, "warden", [2, 2, 0, 0])
    assert game.pending.why_not("act:run") == "no die of 3 or more"
    assert "act:move" in game.legal_options()
    before = game_to_plain(game)
    with pytest.raises(IllegalChoice):
        game.choose("act:run")
    assert game_to_plain(game) == before
    game.choose("act:move")                           # both dice show 2: no question which
    assert game.pending.kind == "move"
    game.choose("to:2,1")
    assert where(game, "warden") == (2, 1)
    dice = [p for k in range(4) for p in game.zones.cards(slot("warden", k))]
    assert [rolls.value(game, p) for p in dice] == [2]


def test_the_die_is_asked_when_dice_of_different_worth_could_pay_and_destiny_dice_are_shared(game):
    begin(game, "warden", [1, 5, 0, 0], destiny=[4, 6])
    game.choose("act:move")
    assert game.pending.kind == "spend_die"
    labels = sorted(o.label for o in game.pending.options)
    assert labels == ["Activation die showing 1", "Activation die showing 5", "Destiny die showing 4",
                      "Destiny die showing 6"]
    destiny = next(o.key for o in game.pending.options if o.label == "Destiny die showing 4")
    game.choose(destiny)
    assert game.zones.zone_of(destiny.split(":", 1)[1]) == DESTINY_DISCARDED
    assert game.table.hero("warden").destiny == 1


def test_a_hero_spends_at_most_two_destiny_dice_a_turn_but_the_last_to_activate(game):
    game.table.hero("warden").destiny = 2
    begin(game, "warden", [0, 0, 0, 0], destiny=[2, 3, 4])
    assert game.pending.why_not("act:move") == "no die of 1 or more"
    others = [c for c in game.zones.cards(TRACK) if c.startswith("init:") and not c.startswith("init:group")
              and c != "init:warden"]
    assert others and not dice_for(game, "warden", 1)
    game.table.done += others                          # every other hero has activated: the warden is last
    assert sorted(dice_for(game, "warden", 1)) == sorted(game.zones.cards(DESTINY_AVAILABLE))
    assert len(dice_for(game, "warden", 3)) == 2        # ... those matching or beating the cost


@pytest.mark.parametrize("seed", range(12))
def test_a_weapon_action_rolls_its_dice_and_a_slain_hostile_goes_to_its_groups_card(pack, seed):
    game = start(pack, seed=seed)
    clear(game)
    put(game, "duellist", (2, 1))
    group = game.table.groups[0]
    group.models.append("bone-rat:8")
    put(game, "bone-rat:8", (4, 1))                    # adjacent through the open gateway
    begin(game, "duellist", [1, 0, 0, 0])
    assert game.pending.option("act:weapon:rapier").data["odds"] == pytest.approx(
        {"fail": 3 / 12, "success": 8 / 12, "crit": 1 / 12})
    game.choose("act:weapon:rapier")
    said = _last_roll(game)
    if said == "fail":
        assert where(game, "bone-rat:8") == (4, 1) and game.table.hero("duellist").slew == 0
    else:
        assert game.zones.zone_of("bone-rat:8") == slain(group.n) and game.table.hero("duellist").slew == 1
    assert game.pending.kind == "hero_action"


def test_a_ranged_weapon_never_targets_an_adjacent_enemy_and_adjacent_enemies_come_first(game):
    put(game, "ranger", (4, 1))
    put(game, "bone-rat:1", (8, 1))
    bow, knife = attacks.weapons(game, "ranger")
    assert attacks.targets(game, "ranger", bow) == ["bone-rat:1"]
    assert attacks.targets(game, "ranger", knife) == []
    put(game, "bone-rat:2", (5, 2))
    assert attacks.targets(game, "ranger", bow) == []          # an enemy adjacent: only adjacent targets
    assert attacks.targets(game, "ranger", knife) == ["bone-rat:2"]


def test_a_dual_weapon_targets_an_enemy_adjacent_or_further_away_the_adjacent_first(game):
    put(game, "hexer", (4, 1))
    put(game, "bone-rat:1", (8, 1))
    (hex_bolt,) = attacks.weapons(game, "hexer")
    assert hex_bolt["reach"] == "dual"
    assert attacks.targets(game, "hexer", hex_bolt) == ["bone-rat:1"]       # further away, as a ranged weapon
    put(game, "bone-rat:2", (5, 2))
    assert attacks.targets(game, "hexer", hex_bolt) == ["bone-rat:2"]       # adjacent, as a melee one, and only it


def test_outcome_odds_are_the_best_single_die_counted_exactly(game):
    dice = ["green-d12", "blue-d6"]
    counted = {"fail": 0, "success": 0, "crit": 0}
    faces = [[face["outcome"] for face in game.cards[d].get("faces")] for d in dice]
    for roll in product(*faces):
        counted["crit" if "crit" in roll else "success" if "success" in roll else "fail"] += 1
    total = sum(counted.values())
    assert rolls.odds(game, dice) == {k: Fraction(v, total) for k, v in counted.items()}


# -- wounds, by a trap found searching ---------------------------------------------------------------
def _trap_on_top(game):
    trap = next(p for p in game.state.pieces if game.state.pieces[p] == "spring-blade")
    game.zones.move(trap, DISCOVERY)
    return trap


def test_a_search_beside_an_object_draws_a_discovery_card_and_a_trap_wounds_an_activation_space(game):
    put(game, "warden", (6, 1))                       # beside the object at 7,0
    trap = _trap_on_top(game)
    begin(game, "warden", [4, 2, 6, 0])
    game.choose("act:search")
    assert game.pending.kind == "spend_die"
    game.choose(next(o.key for o in game.pending.options if "showing 4" in o.label))
    assert game.zones.zone_of(trap) == SPENT_DISCOVERY
    assert game.pending.kind == "wound"               # spaces holding different dice: the player says which
    assert [o.label for o in game.pending.options] == [
        "Activation space 1: empty", "Activation space 2: its die shows 2, discarded",
        "Activation space 3: its die shows 6, discarded", "Activation space 4: empty"]
    game.choose("space:3")
    assert [game.card(p).type for p in game.zones.cards(slot("warden", 3))] == ["token"]
    assert game.pending.kind == "hero_action" and where(game, "warden") == (6, 1)
    assert game.zones.size("objects") == 4            # a trap leaves the object where it is


def test_a_point_of_damage_turns_a_wound_showing_its_wound_side_grievous_first(game):
    put(game, "warden", (6, 1))
    begin(game, "warden", [5, 0, 0, 0])
    for k in (1, 2, 3):
        piece = game.zones.top(WOUNDS)
        game.zones.move(piece, slot("warden", k))
        game.table.grievous.append(piece)
    game.table.grievous.remove(game.zones.cards(slot("warden", 1))[0])   # one wound shows its wound side
    _trap_on_top(game)
    game.choose("act:search")                         # the 5 pays; the trap's point turns the wound grievous
    assert set(wounds.counters(game, "warden")) <= set(game.table.grievous)
    assert len(wounds.counters(game, "warden")) == 3 and not game.zones.cards(slot("warden", 0))
    assert where(game, "warden") == (6, 1)


def test_with_no_space_left_for_a_wound_the_hero_is_out_of_action(game):
    put(game, "warden", (6, 1))
    begin(game, "warden", [5, 0, 0, 0])
    for k in (1, 2, 3):
        piece = game.zones.top(WOUNDS)
        game.zones.move(piece, slot("warden", k))
        game.table.grievous.append(piece)
    game.zones.move(game.zones.top(WOUNDS), slot("warden", 0))
    game.table.grievous.append(game.zones.cards(slot("warden", 0))[-1])
    _trap_on_top(game)
    game.choose("act:search")
    assert game.zones.zone_of("warden") == OUT and game.zones.zone_of("init:warden") != TRACK
    assert game.pending.context.get("hero") != "warden"


def test_recuperating_removes_a_wound_or_turns_a_grievous_one_back(pack):
    outcomes = set()
    for seed in range(16):
        game = start(pack, seed=seed)
        clear(game)
        plain = game.zones.top(WOUNDS)
        game.zones.move(plain, slot("warden", 2))
        grievous = game.zones.top(WOUNDS)
        game.zones.move(grievous, slot("warden", 3))
        game.table.grievous.append(grievous)
        begin(game, "warden", [1, 0, 0, 0])
        game.choose("act:recuperate")
        outcome = _last_roll(game)
        outcomes.add(outcome)
        if outcome == "fail":
            assert game.pending.kind == "hero_action" and len(wounds.counters(game, "warden")) == 2
            continue
        assert game.pending.kind == "recuperate"
        game.choose("heal:grievous")
        if outcome == "success":
            assert grievous not in game.table.grievous and len(wounds.counters(game, "warden")) == 2
        else:
            assert wounds.counters(game, "warden") == [plain]
    assert {"fail", "success"} <= outcomes


def test_extract_beside_a_closed_gateway_places_the_extraction_zone_and_opens_it(game):
    from engine.rulesets.cursed_city.battlefield import battlefield
    assert (11, 1) not in battlefield(game).tile_of
    put(game, "warden", (8, 1))                       # not touching the closed gateway
    begin(game, "warden", [4, 4, 0, 0])
    assert game.pending.why_not("act:extract") == "not beside a closed gateway the extraction zone can be placed at"
    game.choose("act:move")
    game.choose("to:9,1")
    assert "act:extract" in game.legal_options()
    game.choose("act:extract")
    m = battlefield(game)
    assert m.in_zone((11, 1), "extraction") and m.adjacent((9, 1), (11, 1)) and "far-gate" in game.table.open
    assert game.pending.kind == "hero_action" and "act:extract" not in game.legal_options()


# -- inspiration ------------------------------------------------------------------------------------
def test_three_inspiration_turn_the_card_to_its_inspired_side_at_once(game):
    from engine.rulesets.cursed_city import inspiration
    from engine.rulesets.cursed_city.inspiration import stat
    inspiration.gain(game, "ranger", 2)
    assert not game.table.hero("ranger").inspired and list(stat(game, "ranger", "move")) == [3, 5]
    inspiration.gain(game, "ranger", 2)
    hero = game.table.hero("ranger")
    assert hero.inspired and hero.ip == 1                # three spent on turning the card, one kept
    assert list(stat(game, "ranger", "move")) == [4, 6] and list(stat(game, "ranger", "defence")) == ["blue-d6"]
    assert list(attacks.weapons(game, "ranger")[0]["dice"]) == ["green-d12", "green-d12"]


def test_three_inspiration_buy_a_search_with_no_object_beside_and_it_stays_in_place(game):
    put(game, "warden", (5, 1))
    game.table.hero("warden").inspired = True
    game.table.hero("warden").ip = 3
    top = game.zones.top(DISCOVERY)
    objects = game.zones.size("objects")
    begin(game, "warden", [4, 0, 0, 0])
    game.choose("act:search")
    assert game.zones.zone_of(top) in (f"carried:warden", SPENT_DISCOVERY)
    assert game.table.hero("warden").ip == 0 and game.zones.size("objects") == objects


def test_without_the_inspiration_a_search_needs_an_object_beside(game):
    put(game, "warden", (5, 1))
    game.table.hero("warden").inspired = True
    game.table.hero("warden").ip = 2
    begin(game, "warden", [4, 0, 0, 0])
    assert game.pending.why_not("act:search") == "no mysterious object adjacent (or 3 inspiration to search without one)"


def test_two_inspiration_pay_for_a_gambit_instead_of_a_die(pack):
    game = start(pack)                                 # hostiles on the battlefield: gambits are asked
    assert game.pending.kind == "gambit" and "gambit:warden:ip" not in game.legal_options()
    game.table.hero("warden").ip = 2
    dice = [p for k in range(4) for p in game.zones.cards(slot("warden", k))]
    gambit(game, "gambit:ranger")                      # the gambits are asked again after each one
    while game.pending.kind == "gambit_swap":
        game.choose(game.legal_options()[0])
    assert "gambit:warden:ip" in game.legal_options()
    gambit(game, "gambit:warden:ip")
    assert game.table.hero("warden").ip == 0
    assert [p for k in range(4) for p in game.zones.cards(slot("warden", k))] == dice   # no die spent
    assert any("Warden attempts a gambit" in e.text for e in game.state.log.events if e.kind == "message")


def test_a_gambit_swaps_with_the_nearest_group_card_on_a_success_with_any_on_a_critical_and_none_on_a_failure(pack):
    seen = set()
    for seed in range(40):
        game = start(pack, seed=seed)
        groups = sorted(c for c in game.zones.cards(TRACK) if c.startswith("init:group:"))
        if len(groups) < 2 or game.pending.kind != "gambit":
            continue
        track = game.zones.contents[TRACK]
        heroes = [c for c in track if not c.startswith("init:group:")]
        track[:] = ["init:ranger", groups[0], "init:warden", groups[1]] + [h for h in heroes if h not in
                                                                            ("init:ranger", "init:warden")]
        before = list(track)
        gambit(game, "gambit:ranger")
        outcome = _last_roll(game)
        seen.add(outcome)
        if outcome == "fail":
            assert list(game.zones.cards(TRACK)) == before and game.pending.kind == "gambit"
        elif outcome == "success":                  # the nearest group card on either side: only one, taken at once
            assert game.pending.kind == "gambit"
            assert list(game.zones.cards(TRACK))[:2] == [groups[0], "init:ranger"]
        else:                                       # a critical: any group card, the players choose
            assert game.pending.kind == "gambit_swap"
            assert sorted(game.legal_options()) == sorted(f"swap:{c}" for c in groups)
            # no card beside each answer: an initiative card's face is blank (seen at the table at 200 %)
            assert all("piece" not in o.data for o in game.pending.options)
            game.choose(f"swap:{groups[1]}")
            assert list(game.zones.cards(TRACK))[:4] == [groups[1], groups[0], "init:warden", "init:ranger"]
        if {"fail", "success", "crit"} <= seen:
            break
    assert {"fail", "success"} <= seen, seen


def test_gambits_declared_together_are_resolved_in_the_order_the_leader_puts_them_each_paid_with_a_chosen_die(pack):
    """'If several heroes want to attempt a gambit at the same time, resolve them in leader order': the table was
    asked one gambit at a time, and the lowest die was spent without asking which."""
    from engine.rulesets.cursed_city.table import spare

    from .conftest import show

    game = start(pack, players=2)
    assert game.pending.kind == "gambit" and game.pending.owner == "table"
    show(game, "ranger", [2, 5, 0, 0])
    game.choose("gambit:ranger")
    assert game.pending.kind == "gambit" and "gambit:ranger" not in game.legal_options()
    assert game.pending.options[0].key == "resolve"
    game.choose("gambit:duellist")
    game.choose("resolve")
    assert game.pending.kind == "gambit_order" and game.pending.owner == f"seat:{game.table.leader}"
    assert sorted(game.legal_options()) == ["first:duellist", "first:ranger"]
    game.choose("first:duellist")                 # the last goes by itself: the duellist's, then the ranger's
    paid = None
    for _ in range(20):
        if game.pending.kind == "gambit":
            break
        if game.pending.kind == "gambit_die" and game.pending.context["hero"] == "ranger":
            assert game.pending.owner == f"seat:{game.table.hero('ranger').seat}"
            assert [o.label for o in game.pending.options] == ["Activation die showing 2", "Activation die showing 5"]
            paid = game.pending.options[1].data["die"]
            game.choose(game.pending.options[1].key)          # the 5, not the lowest
            continue
        game.choose(game.legal_options()[0])
    said = [e.text for e in game.state.log.events if e.kind == "message" and "attempts a gambit" in e.text]
    assert [t.split(" attempts")[0] for t in said] == ["Duellist", "Ranger"]
    assert paid is not None and game.zones.zone_of(paid) == spare("ranger")
