"""The odds a fight or an inspection test shows before its dice are thrown come from the pack's dice, and agree
with brute-force enumeration of every roll: each result's chance, at least one Injury, and the help at hand
(Fate switches the stock can pay for, a die set by an ability)."""
from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import combinations_with_replacement, product
from math import factorial, prod

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.dice import DieType, Face
from engine.rulesets.arkeis import forecast, harm, inspection
from engine.rulesets.arkeis.dice import die_type, tallies
from engine.rulesets.arkeis.results import foreseen
from engine.rulesets.arkeis import grapple

from engine.content.loader import load_pack
from tests.pack_edits import edited

from .conftest import PACK, Loaded, adversaries, arrange, give, hold_profile, load_dice, new, place, token_at


def brute(die, count: int, good) -> Fraction:
    """The chance that `good(faces)` holds, over every ordered roll of `count` dice."""
    rolls = list(product(die.faces, repeat=count))
    return Fraction(sum(1 for faces in rolls if good(faces)), len(rolls))


def fighting(pack, explorer: str = "mender", profile: str = "warden-watchful", stock: int | None = None,
             bar: bool = False):
    game = new(pack, explorer)
    if bar:
        give(game, 0, "pry-bar", "equipped")     # a third Fight die
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
    odds = forecast.plain(forecast.running(game))
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


def test_the_odds_before_the_extra_die_is_offered_are_the_odds_at_its_question(pack):
    # Play6: the fight's first page counted the brawler's optional die as help ("2 dice: 96 %"), the question
    # itself did not ("2 dice: 89 %, one more die: 96 %"): the chance seemed to drop with nothing done
    game = fighting(pack, "brawler")
    before = forecast.running(game), forecast.running(game, extra=1)
    game.choose("roll")
    assert game.pending.kind == "extra_die"
    asked = forecast.running(game), forecast.running(game, extra=1)
    assert [(f.draws, f.odds, f.bare, f.help) for f in before] == [(f.draws, f.odds, f.bare, f.help) for f in asked]
    assert (before[0].draws, before[1].draws) == (2, 3) and "more die" not in before[0].help


def test_equipment_dice_are_counted_before_the_roll(pack):
    game = new(pack, "mender")
    give(game, 0, "pry-bar", "equipped")
    adversaries(game, "warden", "atrium:1")
    hold_profile(game, 0, "warden-watchful")
    game.choose("fight:warden")
    assert game.pending.context["dice"] == forecast.running(game).draws == 3


def test_an_inspection_test_shows_its_odds_with_and_without_help(pack):
    game = new(pack, "scholar")
    place(game, 0, "gallery:2")
    arrange(game, {m: "minis:warden" for m in list(game.zones.cards("zone:gallery:2")) if game.card(m).id == "warden"})
    game.choose(f"search:{token_at(game, 'door:vault-door')}")
    odds = forecast.plain(forecast.running(game))
    die = die_type(game, "inspection")
    assert Fraction(odds["plain"]) == brute(die, 2, lambda faces: any("key" in f.symbols for f in faces))
    assert odds["rerolls"] == 1 and Fraction(odds["helped"]) > Fraction(odds["plain"]) and odds["rows"] == []


def best_by_brute_force(faces, count: int, need: dict, fate: int, rerolls: int, preset: bool, good=None) -> Fraction:
    """The best chance of meeting `need` (or of `good(symbols shown)`), every choice the roll's steps offer tried on
    every ordered roll: a die set first to any face but Fate, then any dice re-rolled while re-rolls are held, then
    each Fate face left or turned to any other face while the stock pays."""
    others = [f for f in faces if "fate" not in f]
    good = good or (lambda shown: all(sum(f.count(s) for f in shown) >= k for s, k in need.items()))

    def meets(roll) -> bool:
        fates = [n for n, f in enumerate(roll) if "fate" in f]
        for turned in product([None, *others], repeat=len(fates)):
            if sum(t is not None for t in turned) > fate:
                continue
            shown = list(roll)
            for n, t in zip(fates, turned):
                if t is not None:
                    shown[n] = t
            if good(shown):
                return True
        return False

    seen: dict = {}

    def best(roll: tuple, left: int) -> Fraction:
        if (roll, left) not in seen:
            found = Fraction(int(meets(roll)))
            if not found and left:
                for mask in range(1, 2 ** len(roll)):
                    at = [n for n in range(len(roll)) if mask >> n & 1]
                    outcomes = list(product(faces, repeat=len(at)))
                    chance_ = Fraction(0)
                    for new in outcomes:
                        again = list(roll)
                        for n, f in zip(at, new):
                            again[n] = f
                        chance_ += best(tuple(again), left - 1)
                    found = max(found, chance_ / len(outcomes))
            seen[roll, left] = found
        return seen[roll, left]

    def thrown(first: tuple) -> Fraction:
        rolls = list(product(faces, repeat=count - len(first)))
        return sum((best(first + r, rerolls) for r in rolls), Fraction(0)) / len(rolls)

    if preset and count and others:
        return max(thrown((f,)) for f in others)
    return thrown(())


FACES = st.lists(st.sampled_from([("a",), ("b",), ("a", "b"), (), ("fate",)]), min_size=2, max_size=5)


@settings(max_examples=40, deadline=None)
@given(faces=st.lists(st.sampled_from([("a",), ("b",), ("a", "b"), (), ("fate",)]), min_size=2, max_size=4),
       count=st.integers(1, 3), a=st.integers(0, 2), b=st.integers(0, 2), fate=st.integers(0, 2),
       rerolls=st.integers(0, 2), preset=st.booleans())
def test_an_inspection_tests_odds_are_the_best_play_every_choice_tried_on_every_roll_says(faces, count, a, b, fate,
                                                                                         rerolls, preset):
    die = DieType("d", tuple(Face(0, f) for f in faces))
    need = {"a": a, "b": b}
    assert inspection.odds(die, count, need, fate, rerolls, preset) == \
        best_by_brute_force(faces, count, need, fate, rerolls, preset)


def test_a_fate_face_is_turned_after_the_re_rolls_to_whatever_they_leave_missing(tmp_path):
    """A key and a lore needed of two dice: Fate and a blank are rolled, one token in the stock and the scholar's
    re-roll at hand. The blank is re-rolled first and the Fate face becomes whatever symbol the re-roll did not
    bring; the odds shown count that play (turning the Fate face first, to a key, would leave only a lore to hope
    for), and the test itself is judged by the same rule."""
    folder = edited(PACK, tmp_path, "cards/search.toml", "need = { key = 1 }", "need = { key = 1, lore = 1 }")
    game = new(load_pack(folder), "scholar")
    while game.zones.size("fate:stock") > 1:
        game.zones.move(game.zones.top("fate:stock"), "fate:aside")
    place(game, 0, "gallery:2")
    arrange(game, {m: "minis:warden" for m in list(game.zones.cards("zone:gallery:2")) if game.card(m).id == "warden"})
    game.choose(f"search:{token_at(game, 'door:vault-door')}")
    odds = forecast.plain(forecast.running(game))
    die = die_type(game, "inspection")
    need = {"key": 1, "lore": 1}
    assert Fraction(odds["plain"]) == inspection.odds(die, 2, need) == Fraction(1, 9)
    assert Fraction(odds["helped"]) == inspection.odds(die, 2, need, fate=1, rerolls=1) == \
        best_by_brute_force([f.symbols for f in die.faces], 2, need, 1, 1, False) == Fraction(181, 324)
    load_dice(game, "inspection", "fate", "blank", "lore")
    game.choose("roll")
    fate_die, blank_die = game.zones.cards("rolled")
    game.choose(f"mark:{blank_die}")
    game.choose("reroll:ability")
    assert game.pending.kind == "fate"
    key = next(o.key for o in game.pending.options if o.data.get("die") == fate_die and
               die.faces[o.data["face"]].symbols == ("key",))
    events = game.choose(key)
    while game.pending.kind == "log":                                      # the keys and lores logged, or not
        events += game.choose("skip")
    judged = [e.data["success"] for e in events if e.kind == "message" and e.data.get("rule") == "inspection"]
    assert judged == [True]


@pytest.mark.parametrize("explorer, profile, stock, token", [
    ("mender", "warden-stern", 1, False), ("mender", "warden-watchful", 2, True), ("gambler", "warden-stern", 1, True)])
def test_each_results_chance_with_help_is_the_best_play_for_it_every_choice_tried_on_every_roll_says(
        pack, explorer, profile, stock, token):
    """Two Fight dice against the Tomb Warden, with Fate switches, a Reroll token, the gambler's die set: each
    result's chance with help, and an Injury's, is the best play for it that trying every choice on every roll finds,
    judged as the fight applies the tally (`results.foreseen`)."""
    game = fighting(pack, explorer, profile=profile, stock=stock)
    if token:
        give(game, 0, "reroll:1")
    shown = forecast.fight(game, 0, "warden", 2)
    die = die_type(game, "fight")
    table = list(game.card(profile).get("fight"))
    standing, health = [grapple.health(game, 0, "warden")], grapple.health(game, 0, "warden")
    nearby = game.zones.size("minis:warden")

    def applied(symbols) -> tuple:
        return foreseen(table, dict(Counter(s for f in symbols for s in f)), standing, health, "warden", nearby)

    faces = [f.symbols for f in die.faces]
    preset = explorer == "gambler"
    for n, row in enumerate(shown.rows):
        assert row.helped == best_by_brute_force(faces, 2, {}, stock, int(token), preset,
                                                 lambda symbols, n=n: n in applied(symbols)[0])
        assert row.helped >= row.bare
    assert shown.odds.success == best_by_brute_force(faces, 2, {}, stock, int(token), preset,
                                                     lambda symbols: applied(symbols)[1] > 0)


@settings(max_examples=30, deadline=None)
@given(faces=FACES, count=st.integers(0, 4))
def test_each_tally_is_as_likely_as_enumeration_says(faces, count):
    die = DieType("d", tuple(Face(0, f) for f in faces))
    counted = Counter(tuple(sorted(Counter(s for f in roll for s in f).items())) for roll in product(faces, repeat=count))
    total = len(faces) ** count
    assert tallies(die, count) == {shown: Fraction(n, total) for shown, n in counted.items()}


def test_each_results_chance_is_what_the_fight_itself_does_over_every_roll(pack):
    """Three dice against one Tomb Warden (3 health) whose eye drives it off before the shield hurts you: every
    roll played through the decisions, the results seen applied counted, and set against the forecast."""
    seen: Counter = Counter()
    faces = len(die_type(new(pack), "fight").faces)
    for roll in combinations_with_replacement(range(faces), 3):
        ways = 6 // prod(factorial(roll.count(i)) for i in set(roll))
        game = fighting(pack, profile="warden-stern", stock=0, bar=True)
        shown = forecast.running(game)
        warden = next(m for m in game.zones.cards("zone:atrium:1") if game.card(m).id == "warden")
        game.state.rng = Loaded(game.state.rng, list(roll))
        before = len(harm.injuries(game, 0))
        game.choose("roll")
        while game.pending.kind != "action":
            game.choose(game.legal_options()[0])
        where = game.zones.zone_of(warden)
        seen["strike"] += ways if game.zones.size(f"wounds:{warden}") or where == "minis:warden" else 0
        seen["eye"] += ways if where.startswith("zone:") and where != "zone:atrium:1" else 0
        seen["shield"] += ways if len(harm.injuries(game, 0)) > before else 0
        seen["cleared"] += ways if where != "zone:atrium:1" else 0
    assert shown.draws == 3
    assert {r.symbol: r.bare for r in shown.rows} == {s: Fraction(seen[s], 216) for s in ("strike", "eye", "shield")}
    assert shown.cleared == Fraction(seen["cleared"], 216) and 0 < shown.cleared < 1


def test_with_help_a_result_after_the_adversary_is_driven_off_still_counts_the_early_stop(pack):
    """The stern Warden's eye drives it off before the shield applies: with Fate switches aimed at the shield,
    the shield's chance still counts the rolls on which the eye came first, as the fight does."""
    game = fighting(pack, profile="warden-stern", stock=3)
    shown = forecast.fight(game, 0, "warden", 2)
    shield = next(r for r in shown.rows if r.symbol == "shield")
    die = die_type(game, "fight")
    assert shield.helped < inspection.odds(die, 2, {"shield": 1}, fate=3)      # the symbol shows more often than it applies
    assert shield.helped > shield.bare
