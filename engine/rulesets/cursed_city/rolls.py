"""Dice as the pack defines them: outcome dice (the best single die of a roll counts: any critical success
is a critical success, else any success a success), numbered dice (activation, destiny, quest), and the
exact chance of each outcome, from the same faces and the same judgement the roll uses."""
from __future__ import annotations

from fractions import Fraction

from math import lcm

from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.dice import DieType, Face, pool_falls, whole
from engine.core.game import Game
from engine.core.procedure import Ask, Frame, Procedure

from . import inspiration
from .table import ACTION_DICE, QUEST_DIE, ROLLED
from .events import QuestRolled, RollSettled
from .frames import Roll

RANK = {"fail": 0, "success": 1, "crit": 2}


def die_type(cards, die_id: str) -> DieType:
    """A die entry as the pack writes it (faces with an outcome word, or numbered faces)."""
    return DieType.from_plain(die_id, cards[die_id].data)


def _die(g: Game, die_id: str) -> DieType:
    """`die_type` read once a game, for the odds (which ask it of every die of every roll they weigh)."""
    key = ("die type", die_id)
    die = g.memo.get(key)
    if die is None:
        die = g.memo[key] = die_type(g.cards, die_id)
    return die


def judged(crits: int, successes: int) -> str:
    """The outcome of a roll of outcome dice from how many show a critical success and how many a success:
    its best single die counts. The roll itself and its odds are both judged here."""
    return "crit" if crits else "success" if successes else "fail"


def best(faces) -> str:
    """The result of a roll of outcome dice: its best single die."""
    shown = [f.outcome or "fail" for f in faces]
    return judged(shown.count("crit"), shown.count("success"))


def odds(g: Game, dice: list[str]) -> dict[str, Fraction]:
    """The exact chance of fail, success and critical success of rolling these dice together."""
    key = ("odds", tuple(sorted(dice)))
    found = g.memo.get(key)
    if found is None:
        counted, whole = dict.fromkeys(RANK, 0), 1
        for ways, crits, successes, _ in _falls(g, dice):
            counted[judged(crits, successes)] += ways
        whole = _whole(g, dice)
        found = g.memo[key] = {o: Fraction(n, whole) for o, n in counted.items()}
    return found


def odds_with_reroll(g: Game, dice: list[str], worth: dict[str, float]) -> dict[str, Fraction]:
    """The exact chance of each outcome when one die may be re-rolled (an inspiration point), the die re-rolled
    (or none) chosen to make the outcome worth the most on average (`worth`: fail, success, crit)."""
    key = ("odds_reroll", tuple(sorted(dice)), tuple(worth[o] for o in RANK))
    found = g.memo.get(key)
    if found is not None:
        return found
    kinds = sorted(set(dice))
    faces = {d: _face_counts(g, d) for d in kinds}
    # counted in whole numbers, over a denominator common to the dice: a die of each kind re-rolled when the
    # others' best is `rest` gives each outcome in so many of `common` ways
    common = lcm(*[sum(faces[d].values()) for d in kinds])
    plans = {}
    for d in kinds:
        scale = common // sum(faces[d].values())
        for rest in RANK:
            plan = dict.fromkeys(RANK, 0)
            for new, n in faces[d].items():
                plan[max(rest, new, key=RANK.__getitem__)] += n * scale
            plans[d, rest] = (sum(worth[o] * n for o, n in plan.items()), plan)
    total = dict.fromkeys(RANK, 0)
    for ways, crits, successes, shown in _falls(g, dice):
        kept = judged(crits, successes)
        value, plan = worth[kept] * common, {kept: common}
        for d, outcome in shown:
            # the others' best, judged without this die
            rest = judged(crits - (outcome == "crit"), successes - (outcome == "success"))
            if plans[d, rest][0] > value:
                value, plan = plans[d, rest]
        for o, n in plan.items():
            total[o] += ways * n
    whole = _whole(g, dice) * common
    result = g.memo[key] = {o: Fraction(total[o], whole) for o in RANK}
    return result


def _face_counts(g: Game, die_id: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for f in _die(g, die_id).faces:
        counts[f.outcome or "fail"] = counts.get(f.outcome or "fail", 0) + 1
    return counts


def _pool(g: Game, dice: list[str]) -> tuple[tuple[str, DieType, int], ...]:
    """The dice by kind: (die id, its type, how many), in the order of their ids."""
    counted: dict[str, int] = {}
    for d in dice:
        counted[d] = counted.get(d, 0) + 1
    return tuple((d, _die(g, d), n) for d, n in sorted(counted.items()))


def _whole(g: Game, dice: list[str]) -> int:
    return whole([(die, n) for _, die, n in _pool(g, dice)])


def _outcome(face: Face) -> str:
    return face.outcome or "fail"


def _falls(g: Game, dice: list[str]):
    """Every way the dice may fall, dice of a kind taken together (the core's count): (the number of face
    combinations giving it, the dice showing a critical success, those showing a success, which kinds of dice
    show which outcomes)."""
    pool = _pool(g, dice)
    for ways, per_kind in pool_falls([(die, n) for _, die, n in pool], _outcome):
        crits = successes = 0
        shown: tuple = ()
        for (d, _, _), part in zip(pool, per_kind):
            for outcome, n in sorted(part, key=lambda shown_: RANK[shown_[0]]):
                crits += n if outcome == "crit" else 0
                successes += n if outcome == "success" else 0
                shown += ((d, outcome),)
        yield ways, crits, successes, shown


_said = {"fail": "failure", "success": "success", "crit": "critical success"}


def value(g: Game, piece: str) -> int:
    """The number a numbered die shows."""
    state = g.state
    numbers = g.memo.get(("numbers", state.pieces[piece]))
    if numbers is None:
        numbers = g.memo["numbers", state.pieces[piece]] = tuple(
            f.value for f in _die(g, state.pieces[piece]).faces)
    return numbers[state.showing[piece]]


def roll_number(g: Game, piece: str) -> int:
    return g.roll(piece, _die(g, g.state.pieces[piece])).value


def quest_roll(g: Game, what: str) -> int:
    """The quest dice (a D12) rolled for an event, a behaviour, an inspiration..."""
    piece = g.zones.top(QUEST_DIE)
    result = roll_number(g, piece)
    g.emit(QuestRolled(f"{what}: the quest dice shows {result}.", {"value": result}))
    return result


def set_value(g: Game, piece: str, number: int) -> None:
    """Turn a numbered die to show a number (a die losing a pip, a diseased space's 1)."""
    die = _die(g, g.state.pieces[piece])
    index = next(i for i, f in enumerate(die.faces) if f.value == number)
    g.set_face(piece, die, index)


# -- a roll made by or for a hero, who may spend inspiration to re-roll its dice -------------------------------
def rolling(dice: list[str], what: str, hero: str | None, into: str = "outcome") -> Frame:
    """The frame of a roll whose outcome the caller reads from its own frame's field `into` once it is done;
    `hero` may re-roll a die for 1 inspiration point each (never a die twice)."""
    return Frame("roll", "", Roll(list(dice), what, hero, into))


def throw(g: Game, f: Frame, answer):
    d: Roll = f.data
    for die_id in d.dice:
        piece = next(p for p in g.zones.cards(ACTION_DICE) if g.state.pieces[p] == die_id)
        g.move(piece, ROLLED)
        d.pool.append(piece)
        g.roll(piece, _die(g, die_id))


def _face(g: Game, piece: str) -> Face:
    return _die(g, g.state.pieces[piece]).faces[g.state.showing[piece]]


def reroll(g: Game, f: Frame, answer):
    """While the roll is not a critical success, its hero may spend 1 inspiration to re-roll one die."""
    d: Roll = f.data
    hero = d.hero
    if answer is not None and "piece" in answer.data:
        piece = answer.data["piece"]
        inspiration.spend(g, hero, 1, f"a die re-rolled ({d.what})")
        d.again.append(piece)
        g.roll(piece, _die(g, g.state.pieces[piece]))
    if (answer is not None and "piece" not in answer.data) or hero is None or g.table.hero(hero).ip < 1:
        return None
    if best(_face(g, p) for p in d.pool) == "crit":
        return None
    options = [Option(f"reroll:{p}", f"Re-roll the {g.card(p).title} showing {_said[_face(g, p).outcome or 'fail']} "
                      "(1 inspiration)", {"piece": p, "ip": 1}) for p in d.pool if p not in d.again]
    if not options:
        return None
    shown = {p: _face(g, p).outcome or "fail" for p in d.pool}
    options.insert(0, Option("keep", f"Keep the {_said[best(_face(g, p) for p in d.pool)]}", {"default": True}))
    return Ask(Decision(f"seat:{g.table.hero(hero).seat}", "reroll", f"{d.what}: re-roll a die?", options,
                        context={"hero": hero, "shown": shown}))


def settle(g: Game, f: Frame, answer):
    """The best single die counts; the dice go back in reach; the caller reads the outcome."""
    d: Roll = f.data
    outcome = best(_face(g, p) for p in d.pool)
    for piece in d.pool:
        g.move(piece, ACTION_DICE)
    g.emit(RollSettled(f"{d.what}: {_said[outcome]}.", {"outcome": outcome, "dice": d.dice}))
    setattr(g.state.stack[-2].data, d.into, outcome)


ROLL = Procedure("roll", [throw, reroll, settle], frame=Roll)
