"""Injuries one by one onto the profile's four slots, the fifth bringing a Trauma instead; Poison holding a
slot; one Trauma of each colour, a second of a colour under the pile for a Fate token."""
from __future__ import annotations

from engine.rulesets.arkeis import harm

from .conftest import adversaries, arrange, fight, hold_profile, load_dice, new


def stack_traumas(game, *cards: str) -> None:
    """These Traumas on top of the pile, the first drawn first."""
    arrange(game, {card: "traumas" for card in reversed(cards)})


def test_the_fifth_injury_clears_the_slots_and_brings_a_trauma(pack):
    game = new(pack, "mender")
    stack_traumas(game, "limp")
    harm.injure(game, 0, 3)
    adversaries(game, "warden", "atrium:1")
    hold_profile(game, 0, "warden-watchful")       # shield: 2 Injuries to you
    load_dice(game, "fight", "shield", "shield")
    events = fight(game, "warden")           # 3 + 4: the 4th slot, then a Trauma, then 2 more
    assert game.zones.cards("trauma:0") == ["limp"] and len(harm.injuries(game, 0)) == 2
    said = [e.text for e in events if e.kind == "message" and e.data.get("rule") == "injured"]
    assert said == ["Ann takes 2 Injuries and a Trauma comes (0 of 4 slots filled).",
                    "Ann takes 2 Injuries (2 of 4 slots filled)."]


def test_poison_holds_a_slot_so_the_fourth_injury_brings_the_trauma(pack):
    game = new(pack, "mender")
    stack_traumas(game, "dread")
    harm.injure(game, 0, 3)
    adversaries(game, "viper", "atrium:1")
    hold_profile(game, 0, "viper-coiled")          # start of turn: you are poisoned
    game.choose("end")
    assert harm.poisoned(game, 0) and len(harm.injuries(game, 0)) == 3 and not game.zones.cards("trauma:0")
    adversaries(game, "warden", "atrium:1")
    hold_profile(game, 0, "warden-watchful")       # shield: 2 Injuries to you
    load_dice(game, "fight", "shield", "eye")
    fight(game, "warden")                    # the 4th Injury brings the Trauma, the 5th is placed
    assert game.zones.cards("trauma:0") == ["dread"]
    assert harm.poisoned(game, 0) and len(harm.injuries(game, 0)) == 1


def test_a_second_poison_is_an_injury_and_healing_never_removes_poison(pack):
    game = new(pack, "mender")
    harm.poison(game, 0)
    harm.poison(game, 0)
    assert len(harm.injuries(game, 0)) == 1
    harm.heal(game, 0, 3)
    assert harm.poisoned(game, 0) and not harm.injuries(game, 0)


def test_poison_on_a_full_profile_brings_the_trauma_first(pack):
    game = new(pack, "mender")
    stack_traumas(game, "dread")
    harm.injure(game, 0, 4)
    harm.poison(game, 0)
    assert game.zones.cards("trauma:0") == ["dread"] and harm.poisoned(game, 0) and not harm.injuries(game, 0)


def test_a_second_trauma_of_a_colour_goes_under_the_pile_for_a_fate_token(pack):
    game = new(pack, "mender")
    stack_traumas(game, "dread", "night-terrors")
    harm.take_trauma(game, 0)
    harm.take_trauma(game, 0)
    assert game.zones.cards("trauma:0") == ["dread"]
    assert game.zones.cards("traumas")[0] == "night-terrors" and harm.fate_had(game, 0) == 1


def test_a_support_action_with_the_herb_pouch_discards_a_trauma_and_the_pouch(pack):
    game = new(pack, "mender", "brawler")
    arrange(game, {"herb-pouch": "equipped:0", "dread": "trauma:1"})
    game.choose("use:herb-pouch")
    assert game.legal_options() == ["cure:dread"]
    game.choose("cure:dread")
    assert game.zones.cards("traumas")[0] == "dread" and game.zones.zone_of("herb-pouch") == "box:silent-archive"
