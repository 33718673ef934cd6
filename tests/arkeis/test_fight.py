"""Fights by the profile: results in the profile's order (not the roll's), each once per die, Injuries shared
among the Adversaries of the name fought as the Explorer wishes, health from the profile, the fight stopping
once none is left, and profiles turned down and up again; what grappling does to a Move."""
from __future__ import annotations

from engine.rulesets.arkeis import grapple, harm

from .conftest import adversaries, fight, give, hold_profile, load_dice, new, refuses


def here(game, name: str, zone: str = "zone:atrium:1") -> list[str]:
    return grapple.adversaries_in(game, zone, name)


def test_results_follow_the_profiles_order_not_the_rolls(pack):
    game = new(pack, "mender")
    viper = adversaries(game, "viper", "atrium:1")[0]
    hold_profile(game, 0, "viper-coiled")          # shield: 1 Injury to you; then strike: 1 Injury to it
    load_dice(game, "fight", "strike", "shield")
    events = fight(game, "viper")
    targets = [e.target for e in events if e.kind == "piece_moved" and e.source == "tokens:injury"]
    assert targets == ["injured:0", f"wounds:{viper}"]


def test_each_die_showing_a_symbol_applies_its_result_once(pack):
    game = new(pack, "mender")
    adversaries(game, "warden", "atrium:1")
    hold_profile(game, 0, "warden-watchful")       # health 3; shield: 2 Injuries to you
    load_dice(game, "fight", "shield", "shield")
    fight(game, "warden")
    assert len(harm.injuries(game, 0)) == 4


def test_the_fight_stops_when_no_adversary_of_the_name_is_left(pack):
    game = new(pack, "mender")
    adversaries(game, "beetle", "atrium:1")
    hold_profile(game, 0, "beetle-swarming")       # strike: wound; shield: Injury to you
    load_dice(game, "fight", "shield", "strike")
    fight(game, "beetle")
    assert not here(game, "beetle") and len(harm.injuries(game, 0)) == 0


def test_the_fight_stops_even_within_one_result(pack):
    game = new(pack, "mender")
    adversaries(game, "viper", "atrium:1")
    hold_profile(game, 0, "viper-basking")         # strike: 1 Injury to it, then 1 to you
    load_dice(game, "fight", "strike", "eye")
    fight(game, "viper")
    assert not here(game, "viper") and len(harm.injuries(game, 0)) == 0


def test_injuries_are_shared_as_the_explorer_wishes_and_health_counts_them(pack):
    game = new(pack, "mender")
    first, second = adversaries(game, "warden", "atrium:1", 2)
    hold_profile(game, 0, "warden-weary")          # health 2; strike: 1 Injury to it
    load_dice(game, "fight", "strike", "strike")
    fight(game, "warden")                    # the first Injury: the twins are alike, no question
    assert game.pending.kind == "wound" and len(game.pending.options) == 2
    wounded = next(o for o in game.pending.options if "with 1 Injury" in o.label)
    game.choose(wounded.key)
    assert len(here(game, "warden")) == 1 and game.zones.size(f"wounds:{here(game, 'warden')[0]}") == 0
    eliminated = wounded.data["piece"]
    assert game.zones.zone_of(eliminated) == "minis:warden" and game.zones.size(f"wounds:{eliminated}") == 0


def test_an_eliminated_name_turns_its_profile_down_and_meeting_it_again_turns_it_up(pack):
    game = new(pack, "mender")
    adversaries(game, "beetle", "atrium:1")
    hold_profile(game, 0, "beetle-swarming")
    load_dice(game, "fight", "strike", "eye")
    fight(game, "beetle")
    assert game.zones.cards("held:0") == ["beetle-swarming"] and not game.table.face_up["beetle-swarming"]
    game.choose("move:zone:atrium:3")
    game.choose("end") if game.pending.owner == "seat:0" and game.pending.kind == "action" else None
    adversaries(game, "beetle", "atrium:3")
    assert game.zones.cards("held:0") == ["beetle-swarming"] and game.table.face_up["beetle-swarming"]


def test_a_result_may_drive_the_adversary_off_and_end_the_fight(pack):
    game = new(pack, "mender")
    warden = adversaries(game, "warden", "atrium:1")[0]
    hold_profile(game, 0, "warden-stern")          # strike: wound; eye: it moves away; shield: Injury to you
    load_dice(game, "fight", "eye", "shield")
    fight(game, "warden")
    assert game.pending.kind == "flee" and {o.data["zone"] for o in game.pending.options} == {"zone:atrium:2",
                                                                                            "zone:atrium:3"}
    game.choose(f"flee:{warden}:zone:atrium:2")
    assert game.zones.zone_of(warden) == "zone:atrium:2" and len(harm.injuries(game, 0)) == 0
    assert not game.table.face_up["warden-stern"]


def test_a_trauma_may_forbid_fighting(pack):
    game = new(pack, "mender")
    adversaries(game, "beetle", "atrium:1")
    give(game, 0, "shaking-hands", "trauma")
    refuses(game, "fight:beetle", "your Shaking Hands forbids it")


def test_grappling_makes_a_move_cost_injuries_or_forbids_it(pack):
    game = new(pack, "mender")
    adversaries(game, "viper", "atrium:1")
    hold_profile(game, 0, "viper-coiled")          # a Move costs 2 Injuries
    game.choose("move:zone:atrium:2")
    assert len(harm.injuries(game, 0)) == 2 and not game.table.face_up["viper-coiled"]
    adversaries(game, "warden", "atrium:2")
    hold_profile(game, 0, "warden-watchful")
    refuses(game, "move:zone:atrium:4", "the Tomb Warden you grapple with forbids it")


def test_each_explorer_takes_its_own_random_profile_and_keeps_it(pack):
    seen = set()
    for seed in range(8):
        game = new(pack, "mender", "brawler", seed=seed)
        adversaries(game, "beetle", "atrium:1")
        mine, theirs = game.zones.cards("held:0"), game.zones.cards("held:1")
        assert len(mine) == len(theirs) == 1 and mine != theirs
        seen.add(mine[0])
    assert seen == {"beetle-swarming", "beetle-burrowing", "beetle-skittish"}


def test_a_name_met_without_a_profile_left_cannot_be_fought(pack):
    game = new(pack, "mender")
    for profile in list(game.zones.cards("profiles:viper")):
        game.zones.move(profile, "aside")
    adversaries(game, "viper", "atrium:1")
    assert not game.zones.cards("held:0")
    refuses(game, "fight:viper", "you hold no profile of it")
