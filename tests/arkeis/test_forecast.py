"""The odds a fight or an inspection test shows before its dice are thrown come from the pack's dice, and agree
with brute-force enumeration of every roll: each result's chance, at least one Injury, and the help at hand
(Fate switches the stock can pay for, a die set by an ability)."""
from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import combinations_with_replacement, product
from math import factorial, prod

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.dice import DieType, Face
from engine.rulesets.arkeis import forecast, harm
from engine.rulesets.arkeis.odds import aimed_tallies, chance, die_type, tallies

from .conftest import Loaded, adversaries, arrange, give, hold_profile, new, place, token_at


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


def brute_chance(faces, count: int, need: dict, fate: int, rerolls: int) -> Fraction:
    """The roll's help played out on every ordered roll, one by one: the dice that help kept, each Fate face
    turned (while the stock pays) to the face meeting most of the need left, the rest re-rolled."""
    if not any(need.values()):
        return Fraction(1)
    if count == 0:
        return Fraction(0)
    found = Fraction(0)
    others = [f for f in faces if "fate" not in f]
    for roll in product(faces, repeat=count):
        left, free, fates, switched = dict(need), 0, 0, 0
        for face in roll:
            if "fate" in face:
                fates += 1
            elif any(left.get(s, 0) for s in face):
                for s in face:
                    left[s] = max(0, left.get(s, 0) - 1)
            else:
                free += 1
        for _ in range(fates):
            best = max(others, key=lambda f: sum(1 for s in f if left.get(s, 0)), default=None)
            if switched >= fate or best is None or not any(left.get(s, 0) for s in best):
                free += 1
                continue
            for s in best:
                left[s] = max(0, left.get(s, 0) - 1)
            switched += 1
        if not any(left.values()):
            found += Fraction(1, len(faces) ** count)
        elif rerolls and free:
            found += Fraction(1, len(faces) ** count) * brute_chance(faces, free, left, fate - switched, rerolls - 1)
    return found


FACES = st.lists(st.sampled_from([("a",), ("b",), ("a", "b"), (), ("fate",)]), min_size=2, max_size=5)


@settings(max_examples=40, deadline=None)
@given(faces=FACES, count=st.integers(1, 3), a=st.integers(0, 2), b=st.integers(0, 2), fate=st.integers(0, 2),
       rerolls=st.integers(0, 2))
def test_the_chance_worked_out_die_by_die_agrees_with_every_roll_played_out(faces, count, a, b, fate, rerolls):
    die = DieType("d", tuple(Face(0, f) for f in faces))
    need = {"a": a, "b": b}
    assert chance(die, count, need, fate, rerolls) == brute_chance(faces, count, need, fate, rerolls)


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


def brute_aimed(faces, count: int, want: frozenset, fate: bool, rerolls: int, preset: bool) -> dict:
    """Every ordered roll with the help aimed at one of `want` played out: the chance of each final tally."""
    aim = next((f for f in faces if "fate" not in f and want & set(f)), None)

    def tally(dice) -> tuple:
        return tuple(sorted(Counter(s for f in dice for s in f).items()))

    if preset and count and aim is not None:
        return {tally([*((s,) for s, n in shown for _ in range(n)), aim]): p
                for shown, p in brute_aimed(faces, count - 1, want, fate, rerolls, False).items()}
    found: Counter = Counter()
    for roll in product(faces, repeat=count):
        p = Fraction(1, len(faces) ** count)
        if aim is None or any(want & set(f) for f in roll):
            found[tally(roll)] += p
        elif fate and any("fate" in f for f in roll):
            k = next(n for n, f in enumerate(roll) if "fate" in f)
            found[tally([*roll[:k], aim, *roll[k + 1:]])] += p
        elif rerolls and count:
            for shown, q in brute_aimed(faces, count, want, fate, rerolls - 1, False).items():
                found[shown] += p * q
        else:
            found[tally(roll)] += p
    return dict(found)


@settings(max_examples=30, deadline=None)
@given(faces=FACES, count=st.integers(1, 3), want=st.sampled_from([{"a"}, {"b"}, {"a", "b"}]), fate=st.booleans(),
       rerolls=st.integers(0, 2), preset=st.booleans())
def test_the_help_aimed_at_a_result_ends_on_the_tallies_enumeration_says(faces, count, want, fate, rerolls, preset):
    die = DieType("d", tuple(Face(0, f) for f in faces))
    total, found = aimed_tallies(die, count, frozenset(want), fate, rerolls, preset)
    assert {shown: Fraction(w, total) for shown, w in found.items() if w} == \
        {shown: p for shown, p in brute_aimed(faces, count, frozenset(want), fate, rerolls, preset).items() if p}


def test_with_help_a_result_after_the_adversary_is_driven_off_still_counts_the_early_stop(pack):
    """The stern Warden's eye drives it off before the shield applies: with Fate switches aimed at the shield,
    the shield's chance still counts the rolls on which the eye came first, as the fight does."""
    game = fighting(pack, profile="warden-stern", stock=3)
    shown = forecast.fight(game, 0, "warden", 2)
    shield = next(r for r in shown.rows if r.symbol == "shield")
    die = die_type(game, "fight")
    assert shield.helped < chance(die, 2, {"shield": 1}, fate=3)      # the symbol shows more often than it applies
    assert shield.helped > shield.bare
