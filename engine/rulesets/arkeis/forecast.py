"""What a roll about to be made may bring, before the dice are thrown: for a fight, the chance of each result
of the profile to apply and of at least one Injury to the Adversary; for an inspection test, the chance of
meeting its need. Each with the dice alone, and with the help still at hand (an extra die, a die set by an
ability, the re-rolls held, the Fate faces the stock can pay for) played as well as it can be for that result:
the roll's own definition (`roll.held`) searched (`engine.core.chance`), a fight's tallies read through its
result table as the fight applies it (`results.foreseen`), an inspection test judged by the function that judges
it (`inspection`)."""
from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from functools import partial

from engine.core import chance as ch
from engine.core.game import Game

from . import grapple
from .frames import Fight, InspectionTest
from .inspection import chance_of, judge as inspection_judge
from .dice import symbols, tally
from .ops import VOCABULARY
from .results import foreseen
from .roll import extra_dice, held, rerolls_held
from .table import STOCK, miniatures, powers, wounds

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


def help_words(fate: int, rerolls: int, preset: bool, extra: int = 0) -> str:
    parts = []
    if extra:
        parts.append(f"{extra} more {'die' if extra == 1 else 'dice'} if you choose")
    if preset:
        parts.append("a die set by your ability")
    if rerolls:
        parts.append(f"{rerolls} re-roll{'s' if rerolls != 1 else ''}")
    if fate:
        parts.append(f"Fate switches ({fate} token{'s' if fate != 1 else ''} in the stock)")
    return ", ".join(parts) or "no help at hand"


def fight(g: Game, seat: int, foe: str, count: int, counted: bool = False) -> Forecast:
    """A fight of `count` Fight dice against the Adversaries named `foe` in the seat's zone, read from the seat's
    profile of them: each tally the dice may end on, applied as the fight applies it (`results.foreseen`), with
    the dice alone and with the help at hand played for each result (and for an Injury for success); the extra die
    an ability offers counts as help until the dice are `counted`."""
    profile = grapple.profile_of(g, seat, foe)
    table = list(g.card(profile).get("fight")) if profile else []
    health = grapple.health(g, seat, foe)
    here = grapple.adversaries_in(g, grapple.explorer_zone(g, seat), foe)
    # a Power token takes an Injury in the place of one: as good as one more health point
    standing = [max(1, health - g.zones.size(wounds(m))) + g.zones.size(powers(m)) for m in here] or [health]
    nearby = g.zones.size(miniatures(foe))
    roll = held(g, seat, "fight", count, counted)
    fate, rerolls = g.zones.size(STOCK), rerolls_held(g, seat, "fight")
    preset, extra = ch.preset_faces(roll) != (), ch.extra_dice(roll)
    # what is worked out for this roll against these Adversaries is kept for the game
    key = ("fight chance", roll.help, count, profile, tuple(standing), health, foe, nearby)
    found = g.memo.get(key)
    if found is None:
        found = g.memo[key] = fighting(roll, table, standing, health, foe, nearby)
    title = g.cards[foe].title
    return Forecast(count, Chances(found.success), Chances(found.wounded), f"at least one Injury to the {title}",
                    help_words(fate, rerolls, preset, extra), found.rows, "Fight die", rerolls, fate, found.cleared)


@dataclass(frozen=True)
class Fighting:
    """What a fight's roll brings against a profile: each result's row, at least one Injury with the dice alone
    (`wounded`) and with the help played for it (`success`), no Adversary left with the dice alone."""

    rows: tuple[Row, ...]
    wounded: Fraction
    success: Fraction
    cleared: Fraction
    played: tuple[Fraction, ...] = ()   # each result's chance when the help is played for an Injury


def fighting(roll: ch.Chance, table: list, standing: list[int], health: int, foe: str, nearby: int,
             memo: dict | None = None) -> Fighting:
    """The fight roll `roll` (its dice and help, `roll.held` or `odds.chance`) judged by the profile's result table
    `table` as the fight applies it (`results.foreseen`) against Adversaries of `foe` with `standing` health left
    (a new one's `health`, `nearby` more that may come): each result's chance plainly, and with the help searched
    for it."""
    def applied(faces) -> tuple[frozenset[int], bool, bool]:
        """The fight's judge of its dice: the rows applied, whether an Injury is dealt, whether no Adversary of the
        name is left."""
        rows, dealt, left = foreseen(table, tally(faces), standing, health, foe, nearby)
        return frozenset(rows), dealt > 0, left == 0

    roll = replace(roll, judge=applied, kind=symbols)
    memo = {} if memo is None else memo

    def read(found: ch.Forecast) -> tuple[list[Fraction], Fraction, Fraction]:
        """Each result's chance to apply, at least one Injury's, no Adversary left's, over the results found."""
        applies, wounded, cleared = [0] * len(table), 0, 0
        for (rows, dealt, gone), n in found.counts.items():
            for r in rows:
                applies[r] += n
            wounded += n if dealt else 0
            cleared += n if gone else 0
        return [Fraction(n, found.den) for n in applies], Fraction(wounded, found.den), Fraction(cleared, found.den)

    at_hand = any(h.times if isinstance(h, (ch.Reroll, ch.Switch)) else True for h in roll.help)
    # one tree of the roll for all: a worth of nothing is played taking no help (a tie takes the least), the dice
    # alone; then the help played for each result in turn, and for an Injury
    wanted = [partial(_applies, n) for n in range(len(table))] + [_injures] if at_hand else []
    alone, *played = ch.searches(roll, [_nothing] + wanted, memo)
    applies, wounded, cleared = read(alone)
    if not at_hand:
        rows = tuple(Row(row["symbol"], VOCABULARY.words(row["effects"]), applies[n], applies[n])
                     for n, row in enumerate(table))
        return Fighting(rows, wounded, wounded, cleared, tuple(applies))
    rows = tuple(Row(row["symbol"], VOCABULARY.words(row["effects"]), applies[n], played[n].worth)
                 for n, row in enumerate(table))
    wounding = any(any("wound" in op for op in row["effects"]) for row in table)
    injury = played[-1]
    if not wounding:
        return Fighting(rows, wounded, wounded, cleared, tuple(applies))
    return Fighting(rows, wounded, injury.worth, cleared, tuple(read(injury)[0]))


def _nothing(result: tuple) -> int:
    return 0


def _injures(result: tuple) -> int:
    return int(result[1])


def _applies(n: int, result: tuple) -> int:
    return int(n in result[0])


def inspection(g: Game, seat: int, count: int, need: dict[str, int]) -> Forecast:
    """An inspection test of `count` dice: the chance of meeting its need with the dice alone and with the help at
    hand played for it, the roll's own definition (`roll.held`) judged as the test judges it (`inspection.judge`)."""
    meets = inspection_judge(need)
    roll = held(g, seat, "inspection", count, judge=meets, kind=meets.kind)
    fate, rerolls, preset = g.zones.size(STOCK), rerolls_held(g, seat, "inspection"), ch.preset_faces(roll) != ()
    goal = ", ".join(f"{n} {s}" for s, n in need.items())
    key = ("inspection chance", count, meets, roll.help)
    found = g.memo.get(key)
    if found is None:
        memo = g.memo.setdefault(("inspection rolls", count, meets), {})
        found = g.memo[key] = (chance_of(roll, memo), chance_of(replace(roll, help=()), memo))
    helped, bare = found
    return Forecast(count, Chances(helped), Chances(bare), f"at least {goal}", help_words(fate, rerolls, preset),
                    (), "Inspection die", rerolls, fate)


def planned(g: Game) -> int:
    """How many dice the fight or inspection test running now will roll, as counted so far."""
    roll = next((f for f in reversed(g.state.stack) if f.proc == "roll"), None)
    if roll is not None:
        return roll.data.count
    test = next(f for f in reversed(g.state.stack) if f.proc in ("fight", "inspect"))
    if test.proc == "fight":
        return g.table.fight_dice + extra_dice(g, test.data.seat, "fight")
    return test.data.dice


def running(g: Game, extra: int = 0) -> Forecast | None:
    """The forecast of the fight or inspection test running now, while its dice are not thrown yet: with the dice
    counted so far, or with up to `extra` more while an ability still offers them. An offered die is never counted
    as help: the odds before the question and at it are the same two figures (these dice, one more)."""
    roll = next((f for f in reversed(g.state.stack) if f.proc == "roll"), None)
    if roll is not None and roll.data.dice is not None:
        return None
    test = next((f for f in reversed(g.state.stack) if f.proc in ("fight", "inspect")), None)
    if test is None:
        return None
    if test.proc == "fight":
        battle: Fight = test.data
        if battle.tally is not None:
            return None  # the dice are read: the results are being applied
        dice = planned(g)
        asking = g.pending is not None and g.pending.kind == "extra_die"
        offered = ch.extra_dice(held(g, battle.seat, "fight", dice, counted=False)) if roll is None or asking else 0
        return fight(g, battle.seat, battle.foe, dice + min(extra, offered), counted=True)
    inspecting: InspectionTest = test.data
    if inspecting.got is not None or not inspecting.need:
        return None
    return inspection(g, inspecting.seat, planned(g), inspecting.need)


def fraction(p: Fraction) -> str:
    return f"{p.numerator}/{p.denominator}"


def plain(forecast: Forecast) -> dict:
    """A forecast as plain data for a decision's context (exact fractions written "a/b")."""
    return {"dice": forecast.draws, "goal": forecast.goal, "plain": fraction(forecast.bare.success),
            "helped": fraction(forecast.odds.success), "help": forecast.help,
            "rerolls": forecast.rerolls, "stock": forecast.fate, "cleared": fraction(forecast.cleared),
            "rows": [{"symbol": r.symbol, "words": r.words, "plain": fraction(r.bare), "helped": fraction(r.helped)}
                     for r in forecast.rows]}
