"""The odds a fight or an inspection test shows before its dice are thrown come from the pack's dice, and agree
with brute-force enumeration of every roll: each result's chance, at least one Injury, and the help at hand
(Fate switches the stock can pay for, a die set by an ability)."""
from __future__ import annotations

from fractions import Fraction
from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.rulesets.arkeis import forecast
from engine.rulesets.arkeis.odds import die_type

from .conftest import adversaries, arrange, give, hold_profile, new, place, token_at


def brute(die, count: int, good) -> Fraction:
    """The chance that `good(faces)` holds, over every ordered roll of `count` dice."""
    rolls = list(product(die.faces, repeat=count))
    return Fraction(sum(1 for faces in rolls if good(faces)), len(rolls))


def fighting(pack, explorer: str = "mender", profile: str = "warden-watchful", stock: int | None = None):
    game = new(pack, explorer)
    adversaries(game, "warden", "atrium:1")
    hold_profile(game, 0, profile)
    if stock is not None:
        while game.zones.size("fate:stock") > stock:
            game.zones.move(game.zones.top("fate:stock"), "fate:aside")
    game.choose("fight:warden")
    return game


def test_a_fight_shows_each_results_odds_before_the_roll_and_rolls_nothing_yet(pack):
    game = fighting(pack, stock=0)
    assert game.pending.kind == "fight_roll" and not game.zones.cards("rolled")
    odds = game.pending.context["odds"]
    die = die_type(game, "fight")
    assert odds["dice"] == 2 and [r["symbol"] for r in odds["rows"]] == ["strike", "eye", "shield"]
    for row in odds["rows"]:
        assert Fraction(row["plain"]) == brute(die, 2, lambda faces: any(row["symbol"] in f.symbols for f in faces))
        assert row["helped"] == row["plain"]                 # an empty stock, no re-roll: no help
    # watchful: strike and eye both injure the Warden
    assert Fraction(odds["plain"]) == brute(die, 2, lambda faces: any({"strike", "eye"} & set(f.symbols) for f in faces))
    game.choose("roll")
    assert forecast.running(game) is None


@settings(max_examples=25, deadline=None)
@given(dice=st.integers(1, 4), stock=st.integers(0, 3))
def test_fate_switches_raise_the_odds_as_enumeration_says(pack, dice, stock):
    game = fighting(pack, stock=stock)
    die = die_type(game, "fight")
    shown = forecast.fight(game, 0, "warden", dice)

    def injures(faces, fate_ok: bool) -> bool:
        # a die showing Fate is turned to a strike while the stock has a token to pay for it
        return any({"strike", "eye"} & set(f.symbols) or (fate_ok and "fate" in f.symbols) for f in faces)

    assert shown.bare.success == brute(die, dice, lambda faces: injures(faces, False))
    assert shown.odds.success == brute(die, dice, lambda faces: injures(faces, stock > 0))


def test_a_die_set_by_an_ability_counts_in_the_help(pack):
    game = fighting(pack, "gambler", stock=0)
    shown = forecast.fight(game, 0, "warden", 2)
    assert shown.odds.success == 1 and "a die set by your ability" in shown.help
    assert shown.bare.success < 1


def test_an_offered_extra_die_is_forecast_as_one_more(pack):
    game = fighting(pack, "brawler")
    game.choose("roll")
    assert game.pending.kind == "extra_die"
    now, more = forecast.running(game), forecast.running(game, extra=1)
    assert (now.draws, more.draws) == (2, 3) and more.bare.success > now.bare.success


def test_equipment_dice_are_counted_before_the_roll(pack):
    game = new(pack, "mender")
    give(game, 0, "pry-bar", "equipped")
    adversaries(game, "warden", "atrium:1")
    hold_profile(game, 0, "warden-watchful")
    game.choose("fight:warden")
    assert game.pending.context["odds"]["dice"] == 3


def test_an_inspection_test_shows_its_odds_with_and_without_help(pack):
    game = new(pack, "scholar")
    place(game, 0, "gallery:2")
    arrange(game, {m: "minis:warden" for m in list(game.zones.cards("zone:gallery:2")) if game.card(m).id == "warden"})
    game.choose(f"search:{token_at(game, 'door:vault-door')}")
    odds = game.pending.context["odds"]
    die = die_type(game, "inspection")
    assert Fraction(odds["plain"]) == brute(die, 2, lambda faces: any("key" in f.symbols for f in faces))
    assert odds["rerolls"] == 1 and Fraction(odds["helped"]) > Fraction(odds["plain"]) and odds["rows"] == []
