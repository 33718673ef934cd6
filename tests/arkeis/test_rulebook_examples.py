"""The rulebook's worked examples, played through the decisions on the test pack (our Explorers stand for the
rulebook's: the envoy lends actions as Rebecca, the brawler rolls an extra Fight die as Franck, the scholar
re-rolls Inspection dice as Éléonore, the gambler sets a die with a coin as Robert; the Stone Viper forbids
Searching and makes a Move cost 2 Injuries as the Scorpion does; the Sand Beetle stands for the Scarab). Examples
other modules already play are named in `EXAMPLES_ELSEWHERE`."""
from __future__ import annotations

from engine.content.loader import load_pack
from engine.rulesets.arkeis import grapple, harm
from tests.pack_edits import edited

from .conftest import PACK, adversaries, arrange, fight, hold_profile, load_dice, new, place, token_at

HINGES = 'symbol = "b"\nkind = "event"\neffects = [{ injure = 1 }]'
EXAMPLES_ELSEWHERE = {
    "Rebecca's Defiler takes a Fate token at the start of her turn": "test_turn::test_a_threat_acts_at_the_start_of_its_holders_turns",
    "Scarabs add one Scarab to each zone of Rebecca's room": "test_turn::test_the_swarming_beetles_fill_every_zone_of_the_room",
    "Franck swaps his Whip and Crowbar and gives one to Éléonore": "test_turn::test_reorganising_equips_swaps_and_gives_before_the_actions",
    "Éléonore grappling a Scorpion: a Move costs 2 Injuries, no Search": "test_fight::test_grappling_makes_a_move_cost_injuries_or_forbids_it",
    "Franck's Broken Thumb: 1 Injury after each Search": "test_search::test_a_trauma_penalises_each_search_after_it",
    "several cards of one symbol: one at random, the others stay": "test_search::test_one_card_of_the_symbol_at_random_the_others_stay_unread",
    "the Crowbar: 1 extra Fight die": "test_forecast::test_equipment_dice_are_counted_before_the_roll",
    "the First Aid Kit: a Support removes a Trauma, then is discarded": "test_harm::test_a_support_action_with_the_herb_pouch_discards_a_trauma_and_the_pouch",
    "the chest: 2 Inspection dice, logged, at least one symbol takes a card": "test_logbook::test_each_symbol_rolled_checks_one_space_of_it",
    "Franck and the simple Scarab: the rest is not applied": "test_fight::test_the_fight_stops_when_no_adversary_of_the_name_is_left",
    "Rebecca's 3 + 3 Injuries: the 4th slot, a Trauma, 1 left": "test_harm::test_the_fifth_injury_clears_the_slots_and_brings_a_trauma",
    "a Threat taken at the start waits a turn": "test_turn::test_the_opening_card_is_read_by_the_first_player_and_its_threat_waits_a_turn",
}


def messages(events, rule: str) -> list:
    return [e for e in events if e.kind == "message" and e.data.get("rule") == rule]


def test_rebecca_switches_a_fate_face_and_has_two_strikes_against_the_scorpion(pack):
    """Fate sides: Rebecca rolls 2 Fight dice against a Scorpion, takes a Fate token from the stock (into her
    backpack) to change the Fate side, and has 2 of the symbol."""
    game = new(pack, "envoy")
    viper = adversaries(game, "viper", "atrium:1")[0]
    hold_profile(game, 0, "viper-coiled")                   # health 2, a strike wounds
    stock = game.zones.size("fate:stock")
    load_dice(game, "fight", "strike", "fate")
    fight(game, "viper")
    assert game.pending.kind == "fate" and game.zones.zone_of(viper) == "zone:atrium:1"
    strike = next(o for o in game.pending.options if o.data["face"] == 0)
    events = game.choose(strike.key)
    assert messages(events, "fight_roll")[0].data["tally"] == {"strike": 2}
    assert game.zones.zone_of(viper) == "minis:viper"      # two Injuries: its health
    assert game.zones.size("fate:stock") == stock - 1 and harm.fate_had(game, 0) == 1


def test_eleonores_search_brings_scarabs_again_and_a_scorpion_for_the_first_time(tmp_path):
    """Grappling with multiple Adversaries: Éléonore had grappled Scarabs before (their profile face down in front
    of her); a Search adds 2 Scarabs and 1 Scorpion to her zone: she turns the same Scarab profile face up, and
    takes a Scorpion profile at random."""
    pack = load_pack(edited(PACK, tmp_path, "cards/search.toml", HINGES, 'symbol = "b"\nkind = "event"\neffects = '
                            '[{ spawn = { adversary = "beetle", count = 2 } }, { spawn = { adversary = "viper" } }]'))
    game = new(pack, "scholar")
    place(game, 0, "atrium:2")
    hold_profile(game, 0, "beetle-skittish")
    assert game.table.face_up["beetle-skittish"] is False
    game.choose(f"search:{token_at(game, 'door:gallery-door')}")
    here = grapple.adversaries_in(game, "zone:atrium:2")
    assert sorted(game.card(m).id for m in here) == ["beetle", "beetle", "viper"]
    held = game.zones.cards("held:0")
    assert len(held) == 2 and "beetle-skittish" in held and game.table.face_up["beetle-skittish"]
    viper_profile = next(p for p in held if p != "beetle-skittish")
    assert game.card(viper_profile).get("adversary") == "viper" and game.table.face_up[viper_profile]


def test_rebecca_gives_her_second_action_to_franck_who_fights_with_his_own_extra_die(pack):
    """Rebecca's ability: she moves within the room where Franck grapples with Scarabs, gives him her second
    action, and he fights at once, rolling 3 Fight dice by his own ability; then her turn goes on (here, ends)."""
    game = new(pack, "envoy", "brawler")
    beetle = adversaries(game, "beetle", "atrium:3")[0]
    place(game, 1, "atrium:3")
    hold_profile(game, 1, "beetle-burrowing")
    game.choose("move:zone:atrium:2")
    game.choose("lend:1")
    # "She decides to give her second action to Franck so that he can perform a Fight action": hers to choose
    assert game.pending.owner == "seat:0" and "fight:beetle" in game.legal_options()
    game.choose("fight:beetle")
    game.choose("roll")
    assert game.pending.kind == "extra_die" and game.pending.owner == "seat:1"
    load_dice(game, "fight", "strike", "shield", "shield")
    events = game.choose("extra")
    rolled = messages(events, "dice_rolled")[0].data
    assert rolled["seat"] == 1 and len(rolled["dice"]) == 3
    assert game.zones.zone_of(beetle) == "minis:beetle"
    assert game.table.active == 1                          # Rebecca's two actions are spent: Franck's turn


def test_robert_sets_one_inspection_die_for_a_coin_and_rolls_the_other_two(tmp_path):
    """Robert's ability: he must roll 3 Inspection dice and log the results; he discards 1 coin, turns 1 die to the
    side he wants, then rolls the other 2, and all three count."""
    pack = load_pack(edited(PACK, tmp_path, "cards/search.toml", "inspect = { dice = 2, need = { key = 1 }, log = true",
                            "inspect = { dice = 3, need = { key = 1 }, log = true"))
    game = new(pack, "gambler")
    place(game, 0, "gallery:2")
    arrange(game, {m: "minis:warden" for m in list(game.zones.cards("zone:gallery:2")) if game.card(m).id == "warden"})
    coins = game.zones.size("tokens:coin")
    game.choose(f"search:{token_at(game, 'door:vault-door')}")
    game.choose("roll")
    assert game.pending.kind == "set_die"
    key = next(o for o in game.pending.options if o.data.get("face") == 0)
    load_dice(game, "inspection", "lore", "blank")
    events = game.choose(key.key)
    rolled = messages(events, "dice_rolled")[0].data
    assert rolled["set"] and rolled["faces"] == ["key", "lore", "blank"]
    assert game.zones.size("profile:0") == 1 and game.zones.size("tokens:coin") == coins + 1
    assert game.pending.kind == "log" and game.pending.prompt == "Log the key you rolled"


def test_facing_two_kinds_the_explorer_chooses_one_name_and_fights_all_of_it(pack):
    """Multiple Adversaries: the Explorer chooses one of the different Adversaries before rolling, and fights it
    and every one of that name in the zone; the other name is untouched."""
    game = new(pack, "mender")
    warden = adversaries(game, "warden", "atrium:1")[0]          # first in the zone: no Injury may stray to it
    beetles = adversaries(game, "beetle", "atrium:1", 2)
    hold_profile(game, 0, "beetle-burrowing")
    hold_profile(game, 0, "warden-stern")
    labels = {o.key: o.label for o in game.pending.options if o.key.startswith("fight:")}
    assert labels == {"fight:beetle": "Fight the 2 Sand Beetles", "fight:warden": "Fight the Tomb Warden"}  # never a number read as a zone
    load_dice(game, "fight", "strike", "strike")
    game.choose("fight:beetle")
    assert game.pending.prompt == "Fight the 2 Sand Beetles: roll 2 Fight dice"
    game.choose("roll")
    assert [game.zones.zone_of(b) for b in beetles] == ["minis:beetle", "minis:beetle"]
    assert game.zones.zone_of(warden) == "zone:atrium:1" and not game.zones.size(f"wounds:{warden}")
    assert game.table.face_up["warden-stern"] and not game.table.face_up["beetle-burrowing"]


def test_the_dice_are_set_rolled_rerolled_then_switched_in_that_order(pack):
    """The roll's one order: a die set before rolling, the rest rolled, re-rolls, then Fate faces switched; a
    switched die is final (no re-roll is offered after it)."""
    game = new(pack, "gambler")
    arrange(game, {"reroll:1": "backpack:0"})
    adversaries(game, "beetle", "atrium:1")
    hold_profile(game, 0, "beetle-burrowing")
    fight(game, "beetle")
    assert game.pending.kind == "set_die" and not game.zones.cards("rolled")       # 1: before anything is thrown
    load_dice(game, "fight", "fate", "shield", "shield")
    game.choose("none")
    assert game.pending.kind == "reroll"                                           # 2: the roll, then re-rolls
    fate_die, shield_die = game.zones.cards("rolled")
    refused = {o.key: o.why_not for o in game.pending.refused}
    assert refused["reroll:token"] == "mark the dice to re-roll first"
    game.choose(f"mark:{shield_die}")
    game.choose("reroll:token")
    assert game.zones.zone_of("reroll:1") == "camp" and game.pending.kind == "fate"   # 3: the Fate faces last
    switch = next(o for o in game.pending.options if o.data["die"] == fate_die and o.data["face"] == 0)
    events = game.choose(switch.key)
    assert messages(events, "fight_roll")[0].data["tally"] == {"shield": 1, "strike": 1}
    assert game.pending.kind == "action"


def test_an_adversary_driven_off_never_passes_a_closed_door(pack):
    """Adversaries' movements: unless stated, they cannot move through closed doors. The stern Warden, driven off
    in the Gallery's far zone, can only go back west: the Vault's door is closed."""
    game = new(pack, "mender")
    place(game, 0, "gallery:2")
    warden = next(m for m in game.zones.cards("zone:gallery:2") if game.card(m).id == "warden")
    hold_profile(game, 0, "warden-stern")
    load_dice(game, "fight", "eye", "shield")
    fight(game, "warden")
    assert game.zones.zone_of(warden) == "zone:gallery:1"              # the one way open: no question asked
    assert len(harm.injuries(game, 0)) == 0                            # gone before the shield applied


def test_the_examples_played_elsewhere_are_there():
    import importlib
    for example, where in EXAMPLES_ELSEWHERE.items():
        module, name = where.split("::")
        assert hasattr(importlib.import_module(f"tests.arkeis.{module}"), name), example
