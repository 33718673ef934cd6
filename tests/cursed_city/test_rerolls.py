"""Inspiration re-rolls: 1 point re-rolls one action die of a roll made by or for a hero (its attack, its
defence, its gambit, its Recuperate), never the same die twice; and the exact odds of an attack with a die
re-rolled, checked against counting every roll."""
from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings, strategies as st

from engine.core.decisions import IllegalChoice
from engine.core.serial import game_to_plain
from engine.rulesets.cursed_city import rolls
from engine.rulesets.cursed_city.table import ACTION_DICE, DESTINY_AVAILABLE, DESTINY_DISCARDED, ROLLED

from .conftest import clear, first, put, show, start

RANK = {"fail": 0, "success": 1, "crit": 2}


@pytest.fixture(scope="module")
def game(pack):
    return start(pack)


def _attacking(pack, seed: int, ip: int = 2):
    """The duellist, first to act with 2 inspiration, strikes a bone rat through the open gateway."""
    game = start(pack, seed=seed)
    clear(game)
    put(game, "duellist", (2, 1))
    game.table.groups[0].models.append("bone-rat:8")
    put(game, "bone-rat:8", (4, 1))
    first(game, "duellist")
    show(game, "duellist", [1, 0, 0, 0])
    for die in list(game.zones.cards(DESTINY_AVAILABLE)):
        game.zones.move(die, DESTINY_DISCARDED)
    game.table.hero("duellist").ip = ip
    if game.pending.kind == "gambit":
        game.choose("go")
    game.choose("act:weapon:rapier")
    return game


def _asked(pack, ip: int = 2):
    """The first seed whose attack roll is no critical success, so that a re-roll is offered."""
    for seed in range(40):
        game = _attacking(pack, seed, ip)
        if game.pending.kind == "reroll":
            return game
    raise AssertionError("no seed rolled less than a critical success")


def test_a_hero_with_inspiration_may_reroll_a_die_of_its_attack_for_one_point(pack):
    game = _asked(pack)
    assert game.pending.owner == "seat:0" and game.pending.context["hero"] == "duellist"
    die = game.pending.options[1].data["piece"]
    assert game.zones.zone_of(die) == ROLLED
    game.choose(f"reroll:{die}")
    assert game.table.hero("duellist").ip == 1
    assert game.pending.kind != "reroll" or f"reroll:{die}" not in game.legal_options()   # never the same die twice
    if game.pending.kind == "reroll":
        before = game_to_plain(game)
        with pytest.raises(IllegalChoice):
            game.choose(f"reroll:{die}")
        assert game_to_plain(game) == before
        game.choose("keep")
    assert game.pending.kind == "hero_action"
    assert game.zones.zone_of(die) == ACTION_DICE
    spent = [e.data for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "spend_ip"]
    assert len(spent) == 1


def test_keeping_the_roll_costs_nothing(pack):
    game = _asked(pack)
    game.choose("keep")
    assert game.table.hero("duellist").ip == 2 and game.pending.kind == "hero_action"


def test_without_inspiration_no_reroll_is_offered(pack):
    for seed in range(10):
        game = _attacking(pack, seed, ip=0)
        assert game.pending.kind == "hero_action"


def test_a_hero_hit_may_reroll_its_defence_but_not_the_hostiles_attack(pack):
    for seed in range(40):
        game = start(pack, seed=seed)
        clear(game)
        game.table.hero("warden").ip = 1
        put(game, "warden", (4, 1))
        grp = game.table.groups[0]
        grp.models.append("grave-knight:1")
        put(game, "grave-knight:1", (5, 1))
        first(game, f"group:{grp.n}")                  # the knight's group acts first and strikes the warden
        if game.pending.kind == "gambit":
            game.choose("go")
        prompts = []
        while game.pending.kind in ("reroll", "hostile_move", "hostile_target"):
            if game.pending.kind == "reroll":
                prompts.append(game.pending.prompt)
                assert game.pending.context["hero"] == "warden"
                game.choose("keep")
            else:
                game.choose(game.legal_options()[0])
        if prompts:
            assert all(p.startswith("Warden rolls defence") for p in prompts)
            assert game.table.hero("warden").ip == 1
            return
    raise AssertionError("no seed hit the warden without a critical defence")


@settings(max_examples=25, deadline=None)
@given(dice=st.lists(st.sampled_from(["blue-d6", "red-d8", "green-d12"]), min_size=1, max_size=3),
       damage=st.tuples(st.integers(0, 3), st.integers(0, 5)))
def test_the_odds_with_a_reroll_match_counting_every_roll_and_every_choice(game, dice, damage):
    worth = {"fail": 0, "success": damage[0], "crit": damage[1]}
    faces = [[face["outcome"] for face in game.cards[d].get("faces")] for d in dice]
    counted = {o: Fraction(0) for o in RANK}
    total = Fraction(1)
    for f in faces:
        total /= len(f)
    for roll in product(*faces):
        # the best of keeping it all or re-rolling one die (never at a critical), by the damage it is worth on average
        plans = [{max(roll, key=RANK.__getitem__): Fraction(1)}]
        for i in range(len(roll) if "crit" not in roll else 0):
            plan: dict = {}
            for new in faces[i]:
                o = max(roll[:i] + (new,) + roll[i + 1:], key=RANK.__getitem__)
                plan[o] = plan.get(o, Fraction(0)) + Fraction(1, len(faces[i]))
            plans.append(plan)
        value = [sum(worth[o] * p for o, p in plan.items()) for plan in plans]
        plan = plans[value.index(max(value))]
        for o, p in plan.items():
            counted[o] += total * p
    found = rolls.odds_with_reroll(game, dice, worth)
    assert sum(worth[o] * found[o] for o in RANK) == sum(worth[o] * counted[o] for o in RANK)
    assert sum(found.values()) == 1
    plain = rolls.odds(game, dice)
    assert sum(worth[o] * found[o] for o in RANK) >= sum(worth[o] * plain[o] for o in RANK)


def test_the_attack_option_shows_the_odds_and_expected_damage_with_and_without_a_reroll(pack):
    game = start(pack)
    clear(game)
    put(game, "duellist", (2, 1))
    game.table.groups[0].models.append("bone-rat:8")
    put(game, "bone-rat:8", (4, 1))
    first(game, "duellist")
    show(game, "duellist", [1, 0, 0, 0])
    for die in list(game.zones.cards(DESTINY_AVAILABLE)):
        game.zones.move(die, DESTINY_DISCARDED)
    if game.pending.kind == "gambit":
        game.choose("go")
    data = game.pending.option("act:weapon:rapier").data
    # one green D12: 3 fail, 8 success, 1 crit; a re-roll of a fail or of a plain success can only help
    assert data["odds"] == pytest.approx({"fail": 3 / 12, "success": 8 / 12, "crit": 1 / 12})
    assert data["expected"] == pytest.approx(8 / 12 * 1 + 1 / 12 * 2)
    assert data["expected_reroll"] > data["expected"]


def _halberd(pack, seed: int, ip: int = 2):
    """The warden, first to act with `ip` inspiration, strikes a bone rat through the open gateway with its halberd (two red D8)."""
    game = start(pack, seed=seed)
    clear(game)
    put(game, "warden", (2, 1))
    game.table.groups[0].models.append("bone-rat:8")
    put(game, "bone-rat:8", (4, 1))
    first(game, "warden")
    show(game, "warden", [2, 0, 0, 0])
    for die in list(game.zones.cards(DESTINY_AVAILABLE)):
        game.zones.move(die, DESTINY_DISCARDED)
    game.table.hero("warden").ip = ip
    if game.pending.kind == "gambit":
        game.choose("go")
    game.choose("act:weapon:halberd")
    if game.pending.kind == "target":
        game.choose(game.legal_options()[0])
    return game


def test_after_a_reroll_the_other_die_of_the_roll_is_not_offered_for_another_point(pack):
    """Rules summary, "Re-rolls": the dice not picked for a re-roll cannot be re-rolled afterwards. The warden holds
    2 inspiration; once one die of its two is re-rolled, the other is not offered, whatever the re-roll shows."""
    tried = 0
    for seed in range(80):
        game = _halberd(pack, seed)
        if game.pending.kind != "reroll":
            continue
        dice = [o.data["piece"] for o in game.pending.options if "piece" in o.data]
        assert len(dice) == 2
        game.choose(f"reroll:{dice[0]}")
        tried += 1
        assert game.table.hero("warden").ip == 1
        assert game.pending.kind != "reroll"
        with pytest.raises(IllegalChoice):
            game.choose(f"reroll:{dice[1]}")
        assert game.table.hero("warden").ip == 1
        if tried >= 3:
            return
    raise AssertionError("too few seeds offered a re-roll")


def test_dice_alike_offered_for_a_reroll_are_told_apart_by_their_place_in_the_roll(pack):
    for seed in range(80):
        game = _halberd(pack, seed)
        if game.pending.kind == "reroll":
            labels = [o.label for o in game.pending.options if "piece" in o.data]
            assert labels[0].startswith("Re-roll die 1, the Red action die showing")
            assert labels[1].startswith("Re-roll die 2, the Red action die showing")
            return
    raise AssertionError("no seed offered a re-roll")
