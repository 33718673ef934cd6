"""What a roll about to be made may bring, before the dice are thrown: for a fight, the chance of each result
of the profile to apply and of at least one Injury to the Adversary; for an inspection test, the chance of
meeting its need. Each with the dice alone, and with the help still at hand (a die set by an ability, the
re-rolls held, the Fate faces the stock can pay for), worked out from the pack's dice: a fight's tallies (`odds`)
read through its result table as the fight applies it (`results.foreseen`), an inspection test's chance from the
function that judges it (`inspection`)."""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from engine.core.game import Game

from . import grapple
from .frames import Fight, InspectionTest
from .inspection import odds as inspection_odds
from .odds import aimed_tallies, die_type, tally_weights
from .ops import VOCABULARY
from .results import foreseen
from .roll import ability, extra_dice, rerolls_held
from .table import STOCK, miniatures, on_profile, powers, wounds

@dataclass(frozen=True)
class Chances:
    success: Fraction
    loss: Fraction = Fraction(0)   # no single roll loses the game in Arkeis


@dataclass(frozen=True)
class Row:
    """One result of a profile's fight table: its symbol, what it does, the chance the dice alone apply it at
    least once (none once the Adversaries are gone), and the chance it applies with the help at hand aimed at it
    (the same as `bare` when no help is at hand)."""

    symbol: str
    words: str
    bare: Fraction
    helped: Fraction


@dataclass(frozen=True)
class Forecast:
    draws: int            # dice to be rolled
    odds: Chances         # with the help still at hand
    bare: Chances         # the dice alone
    goal: str             # what success means, in words
    help: str             # the help counted in `odds`, in words
    rows: tuple[Row, ...] = ()
    unit: str = "die"
    rerolls: int = 0      # the re-rolls the Explorer holds for this roll
    fate: int = 0         # the Fate tokens in the stock
    cleared: Fraction = Fraction(0)   # a fight: the chance the dice alone leave no Adversary of the name


def help_words(fate: int, rerolls: int, preset: bool) -> str:
    parts = []
    if preset:
        parts.append("a die set by your ability")
    if rerolls:
        parts.append(f"{rerolls} re-roll{'s' if rerolls != 1 else ''}")
    if fate:
        parts.append(f"Fate switches ({fate} token{'s' if fate != 1 else ''} in the stock)")
    return ", ".join(parts) or "no help at hand"


def can_set_a_die(g: Game, seat: int) -> bool:
    return ability(g, seat) in ("set_die_with_coin", "set_die_with_fate") and bool(g.zones.size(on_profile(seat)))


def fight(g: Game, seat: int, foe: str, count: int) -> Forecast:
    """A fight of `count` Fight dice against the Adversaries named `foe` in the seat's zone, read from the seat's
    profile of them: each tally the dice may end on, applied as the fight applies it (`results.foreseen`), with
    the dice alone and with the help at hand aimed at each result (and at an Injury for success)."""
    die = die_type(g, "fight")
    fate, rerolls, preset = g.zones.size(STOCK), rerolls_held(g, seat, "fight"), can_set_a_die(g, seat)
    profile = grapple.profile_of(g, seat, foe)
    table = list(g.card(profile).get("fight")) if profile else []
    health = grapple.health(g, seat, foe)
    here = grapple.adversaries_in(g, grapple.explorer_zone(g, seat), foe)
    # a Power token takes an Injury in the place of one: as good as one more health point
    standing = [max(1, health - g.zones.size(wounds(m))) + g.zones.size(powers(m)) for m in here] or [health]
    nearby = g.zones.size(miniatures(foe))
    seen: dict[tuple, tuple] = {}

    def read(total: int, weights) -> tuple[list[Fraction], Fraction, Fraction]:
        """Each result's chance to apply, at least one Injury's, no Adversary left's, over these tallies."""
        ways, wounded, cleared = [0] * len(table), 0, 0
        for shown, weight in weights:
            if shown not in seen:
                applied, dealt, left = foreseen(table, dict(shown), standing, health, foe, nearby)
                seen[shown] = set(applied), dealt > 0, left == 0
            applied, dealt, gone = seen[shown]
            for n in applied:
                ways[n] += weight
            if dealt:
                wounded += weight
            if gone:
                cleared += weight
        return [Fraction(w, total) for w in ways], Fraction(wounded, total), Fraction(cleared, total)

    total, weights = tally_weights(die, count)
    applies, wounded, cleared = read(total, weights)
    at_hand = bool(fate or rerolls or preset)

    def aimed(want: set[str]) -> tuple[list[Fraction], Fraction, Fraction]:
        total, found = aimed_tallies(die, count, frozenset(want), bool(fate), rerolls, preset)
        return read(total, found.items())

    rows = tuple(Row(row["symbol"], VOCABULARY.words(row["effects"]), applies[n],
                     aimed({row["symbol"]})[0][n] if at_hand else applies[n]) for n, row in enumerate(table))
    wounding = {row["symbol"] for row in table if any("wound" in op for op in row["effects"])}
    success = aimed(wounding)[1] if at_hand and wounding else wounded
    title = g.cards[foe].title
    return Forecast(count, Chances(success), Chances(wounded), f"at least one Injury to the {title}",
                    help_words(fate, rerolls, preset), rows, "Fight die", rerolls, fate, cleared)


def inspection(g: Game, seat: int, count: int, need: dict[str, int]) -> Forecast:
    die = die_type(g, "inspection")
    fate, rerolls, preset = g.zones.size(STOCK), rerolls_held(g, seat, "inspection"), can_set_a_die(g, seat)
    goal = ", ".join(f"{n} {s}" for s, n in need.items())
    return Forecast(count, Chances(inspection_odds(die, count, need, fate, rerolls, preset)),
                    Chances(inspection_odds(die, count, need)),
                    f"at least {goal}", help_words(fate, rerolls, preset), (), "Inspection die",
                    rerolls, fate)


def running(g: Game, extra: int = 0) -> Forecast | None:
    """The forecast of the fight or inspection test running now, while its dice are not thrown yet; `extra`
    more dice counted only while an optional extra die is being offered."""
    roll = next((f for f in reversed(g.state.stack) if f.proc == "roll"), None)
    if roll is not None and roll.data.dice is not None:
        return None
    test = next((f for f in reversed(g.state.stack) if f.proc in ("fight", "inspect")), None)
    offered = extra if g.pending is not None and g.pending.kind == "extra_die" else 0
    if test is None:
        return None
    if test.proc == "fight":
        battle: Fight = test.data
        if battle.tally is not None:
            return None  # the dice are read: the results are being applied
        count = roll.data.count if roll is not None else g.table.fight_dice + extra_dice(g, battle.seat, "fight")
        return fight(g, battle.seat, battle.foe, count + offered)
    inspecting: InspectionTest = test.data
    if inspecting.got is not None or not inspecting.need:
        return None
    return inspection(g, inspecting.seat, (roll.data.count if roll is not None else inspecting.dice) + offered,
                      inspecting.need)


def fraction(p: Fraction) -> str:
    return f"{p.numerator}/{p.denominator}"


def plain(forecast: Forecast) -> dict:
    """A forecast as plain data for a decision's context (exact fractions written "a/b")."""
    return {"dice": forecast.draws, "goal": forecast.goal, "plain": fraction(forecast.bare.success),
            "helped": fraction(forecast.odds.success), "help": forecast.help,
            "rerolls": forecast.rerolls, "stock": forecast.fate, "cleared": fraction(forecast.cleared),
            "rows": [{"symbol": r.symbol, "words": r.words, "plain": fraction(r.bare), "helped": fraction(r.helped)}
                     for r in forecast.rows]}
