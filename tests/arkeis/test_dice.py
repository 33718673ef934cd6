"""Symbol dice: the exact odds from the pack's faces (the same definition the roll uses), Fate faces switched
for a token from the finite stock (and the stock running out), an extra die, a die set before rolling, the
re-roll of an ability and Reroll tokens, in the roll's one order."""
from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import product

import pytest

from engine.content.loader import load_pack
from engine.rulesets.arkeis import forecast, harm, inspection
from engine.rulesets.arkeis.dice import die_type, symbol_odds

from tests.pack_edits import edited

from .conftest import PACK, adversaries, arrange, fight, give, hold_profile, load_dice, new, place, refuses, token_at


def brute_at_least(faces: list[list[str]], dice: int, symbol: str, k: int) -> Fraction:
    """Every ordered roll of the raw faces as the pack file writes them, counted one by one."""
    rolls = list(product(faces, repeat=dice))
    hits = sum(1 for roll in rolls if sum(symbol in face for face in roll) >= k)
    return Fraction(hits, len(rolls))


@pytest.mark.parametrize("dice", [1, 2, 3, 4])
def test_the_odds_of_each_symbol_count_are_exact(pack, dice):
    game = new(pack)
    raw = [list(face["symbols"]) for face in pack.cards["fight-die"].get("faces")]
    odds = symbol_odds(die_type(game, "fight"), dice)
    for symbol in ("strike", "shield", "eye", "fate"):
        assert odds[symbol] == [brute_at_least(raw, dice, symbol, k) for k in range(1, dice + 1)]


def test_the_chance_of_a_test_with_fate_and_rerolls_is_exact(pack):
    die = die_type(new(pack), "inspection")     # key, key, lore, blank, blank, Fate
    assert inspection.odds(die, 2, {"key": 1}) == 1 - Fraction(4, 6) ** 2
    assert inspection.odds(die, 2, {"key": 1}, fate=2) == 1 - Fraction(3, 6) ** 2
    assert inspection.odds(die, 2, {"key": 1}, rerolls=1) == 1 - Fraction(4, 9) ** 2    # each die rolled twice at most
    assert inspection.odds(die, 2, {"key": 1}, fate=1, rerolls=1) == Fraction(15, 16)
    assert inspection.odds(die, 1, {"key": 2}, fate=5, rerolls=3) == 0


def test_the_fight_option_shows_the_odds_of_the_dice_it_will_roll(pack):
    game = new(pack, "mender")
    adversaries(game, "beetle", "atrium:1")
    option = next(o for o in game.pending.options if o.key == "fight:beetle")
    assert option.data["dice"] == 2 and option.data["odds"]["strike"] == ["5/9", "1/9"]
    give(game, 0, "pry-bar", "equipped")
    option = next(o for o in game.pending.options if o.key == "fight:beetle")
    assert option.data["dice"] == 3 and option.data["odds"]["strike"][2] == "1/27"


def fight_a_beetle(game, profile: str = "beetle-swarming") -> None:
    adversaries(game, "beetle", "atrium:1")
    hold_profile(game, 0, profile)
    fight(game, "beetle")


def test_a_fate_face_is_switched_for_a_token_from_the_stock(pack):
    game = new(pack, "mender")
    load_dice(game, "fight", "fate", "eye")
    fight_a_beetle(game)
    assert game.pending.kind == "fate" and game.pending.context["stock"] == 6
    switch = next(o for o in game.pending.options if o.data.get("face") == 0)      # to a strike
    game.choose(switch.key)
    assert game.zones.size("fate:stock") == 5 and harm.fate_had(game, 0) == 1
    assert not [p for p in game.zones.cards("zone:atrium:1") if game.card(p).id == "beetle"]   # struck down


def test_the_log_says_the_roll_and_the_switch_in_a_players_words(pack):
    game = new(pack, "mender")
    load_dice(game, "fight", "fate", "eye")
    fight_a_beetle(game)
    switch = next(o for o in game.pending.options if o.data.get("face") == 0)
    said = [e.text for e in game.choose(switch.key) if e.kind == "message"]
    rolled = [e.text for e in game.state.log.events if e.kind == "message" and e.data.get("rule") == "dice_rolled"]
    assert rolled == ["Ann rolls 2 Fight dice: Fate, eye."]
    assert said[0] == "Ann takes a Fate token: die 1 shows strike instead of Fate."
    assert "The Fight dice show 1 eye, 1 strike." in said


def test_a_roll_with_fewer_dice_in_the_box_rolls_those_there_are(pack):
    game = new(pack, "brawler")
    give(game, 0, "pry-bar", "equipped")
    arrange(game, {d: "aside" for d in game.zones.cards("dice:fight")[2:]})    # two Fight dice left in the box
    fight_a_beetle(game)
    events = game.choose("extra")                                         # four wanted
    assert len([e for e in events if e.kind == "die_rolled"]) == 2
    assert any(e.kind == "message" and e.data.get("rule") == "few_dice" for e in events)


def test_a_fate_face_left_alone_does_nothing(pack):
    game = new(pack, "mender")
    load_dice(game, "fight", "fate", "eye")
    fight_a_beetle(game)
    game.choose("done")
    assert game.zones.size("fate:stock") == 6 and len(harm.injuries(game, 0)) == 0
    assert [p for p in game.zones.cards("zone:atrium:1") if game.card(p).id == "beetle"]


def test_no_switch_when_the_stock_is_empty(pack):
    game = new(pack, "mender")
    arrange(game, {t: "fate:aside" for t in list(game.zones.cards("fate:stock"))})
    load_dice(game, "fight", "fate", "eye")
    fight_a_beetle(game)
    assert game.pending.kind == "action" and game.pending.context["taken"] == 1


def test_emptying_the_stock_brings_the_episodes_consequence_after_the_action(pack):
    game = new(pack, "mender")
    arrange(game, {t: "fate:aside" for t in game.zones.cards("fate:stock")[1:]})
    load_dice(game, "fight", "fate", "shield")
    fight_a_beetle(game)
    switch = next(o for o in game.pending.options if o.data.get("face") == 0)
    game.choose(switch.key)
    assert game.table.history == [{"episode": "silent-archive", "epilogue": "negative", "checked": [], "earned": {}}]
    for answer in ("camp", "done", "keep"):         # the epilogue read; nobody changes Explorers nor the difficulty
        game.choose(answer)
    assert game.table.episode == "drowned-stair" and game.pending.kind == "first_player"


def test_franck_may_roll_an_extra_fight_die_with_his_equipment(pack):
    game = new(pack, "brawler")
    give(game, 0, "pry-bar", "equipped")
    load_dice(game, "fight", "eye", "eye", "eye", "eye")
    fight_a_beetle(game)
    assert game.pending.kind == "extra_die" and game.legal_options() == ["extra", "plain"]
    events = game.choose("extra")
    assert len([e for e in events if e.kind == "die_rolled"]) == 4


def test_the_gambler_sets_one_die_for_a_coin_and_rolls_the_rest(pack):
    game = new(pack, "gambler")
    load_dice(game, "fight", "eye")
    fight_a_beetle(game, "beetle-burrowing")                        # strike wounds, eye injures
    assert game.pending.kind == "set_die"
    strike = next(o for o in game.pending.options if o.data.get("face") == 0)
    game.choose(strike.key)
    assert game.zones.size("profile:0") == 1 and game.zones.size("tokens:coin") == 19
    assert not [p for p in game.zones.cards("zone:atrium:1") if game.card(p).id == "beetle"]
    assert len(harm.injuries(game, 0)) == 0                         # the eye came after the beetle fell


def test_the_scholar_rerolls_inspection_dice_once(pack):
    game = new(pack, "scholar")
    place(game, 0, "gallery:2")
    arrange(game, {m: "minis:warden" for m in list(game.zones.cards("zone:gallery:2")) if game.card(m).id == "warden"})
    load_dice(game, "inspection", "blank", "lore", "key")
    game.choose(f"search:{token_at(game, 'door:vault-door')}")
    assert forecast.running(game).rerolls == 1
    game.choose("roll")
    assert game.pending.kind == "reroll"
    refuses(game, "reroll:ability", "mark the dice to re-roll first")
    first = game.zones.cards("rolled")[0]
    game.choose(f"mark:{first}")
    game.choose("reroll:ability")                                   # the blank becomes a key
    assert game.pending.kind == "log"
    while game.pending.kind == "log":
        game.choose("skip")
    assert game.table.history[-1]["epilogue"] == "positive"


def test_only_the_scholars_ability_rerolls_inspection_dice_and_only_once(pack):
    """The ability's re-roll is the Scholar's, once per roll: another Explorer re-rolls a failed search only for a
    Reroll token, and the Scholar, the ability used, is offered the token's re-roll alone."""
    for explorer, ways in (("mender", ["reroll:token"]), ("scholar", ["reroll:ability", "reroll:token"])):
        game = new(pack, explorer)
        give(game, 0, "reroll:1")
        place(game, 0, "gallery:2")
        arrange(game, {m: "minis:warden" for m in list(game.zones.cards("zone:gallery:2")) if game.card(m).id == "warden"})
        load_dice(game, "inspection", "blank", "blank", "blank", "blank")
        game.choose(f"search:{token_at(game, 'door:vault-door')}")
        game.choose("roll")
        first, second = game.zones.cards("rolled")
        game.choose(f"mark:{first}")
        assert [k for k in game.legal_options() if k.startswith("reroll:")] == ways, explorer
        if explorer == "scholar":
            game.choose("reroll:ability")                           # a blank again: the search still fails
            game.choose(f"mark:{second}")
            assert [k for k in game.legal_options() if k.startswith("reroll:")] == ["reroll:token"]
        refuses(game, "reroll:ability", "not a legal answer")


def test_a_reroll_token_goes_back_to_the_camp_box(pack):
    game = new(pack, "mender")
    give(game, 0, "reroll:1")
    load_dice(game, "fight", "eye", "eye", "strike")
    fight_a_beetle(game, "beetle-burrowing")
    dice = game.zones.cards("rolled")
    game.choose(f"mark:{dice[1]}")
    assert game.pending.option(f"mark:{dice[1]}").label.startswith("Unmark")
    game.choose("reroll:token")
    assert game.zones.zone_of("reroll:1") == "camp" and game.pending.kind != "reroll"
    assert not [p for p in game.zones.cards("zone:atrium:1") if game.card(p).id == "beetle"]
    assert len(harm.injuries(game, 0)) == 0                         # the strike came first on the profile


def test_the_same_seed_and_choices_roll_the_same(pack):
    rolls = []
    for _ in range(2):
        game = new(pack, "mender", seed=7)
        fight_a_beetle(game)
        rolls.append(dict(game.state.showing))
    assert rolls[0] == rolls[1] and Counter(rolls[0].values())


def restock_pack(tmp_path, effects: str):
    return load_pack(edited(PACK, tmp_path, "cards/search.toml", 'symbol = "b"\nkind = "event"\neffects = [{ injure = 1 }]',
                            f'symbol = "b"\nkind = "event"\neffects = {effects}'))


def test_fate_tokens_the_explorers_had_go_back_in_the_stock_whose_the_explorer_chooses(tmp_path):
    """Adding Fate tokens to the stock "when indicated, taken from the Explorers' backpacks": with two Explorers
    holding some, the acting Explorer chooses whose, token by token; with one, his go; with none, nothing."""
    game = new(restock_pack(tmp_path, "[{ restock = 3 }]"), "mender", "brawler")
    harm.take_fate(game, 0, 1)
    harm.take_fate(game, 1, 2)
    stock = game.zones.size("fate:stock")
    place(game, 0, "atrium:2")
    game.choose(f"search:{token_at(game, 'door:gallery-door')}")
    assert game.pending.kind == "restock" and game.legal_options() == ["from:0", "from:1"]
    refuses(game, "from:2", "not a legal answer")
    game.choose("from:0")                                  # the mender's only token: the brawler's are left
    assert harm.fate_had(game, 0) == 0 and harm.fate_had(game, 1) == 0
    assert game.zones.size("fate:stock") == stock + 3 and game.pending.kind == "action"


def test_fate_tokens_nobody_has_are_not_put_back(tmp_path):
    game = new(restock_pack(tmp_path, "[{ restock = 2 }]"), "mender")
    stock = game.zones.size("fate:stock")
    place(game, 0, "atrium:2")
    events = game.choose(f"search:{token_at(game, 'door:gallery-door')}")
    assert [e.text for e in events if e.kind == "message" and e.data.get("rule") == "no_fate_had"] == \
        ["No Explorer has a Fate token left to put back in the stock."]
    assert game.zones.size("fate:stock") == stock
