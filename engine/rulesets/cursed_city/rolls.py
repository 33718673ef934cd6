"""Dice as the pack defines them: outcome dice (the best single die of a roll counts: any critical success
is a critical success, else any success a success), numbered dice (activation, destiny, quest), and the
exact chance of each outcome, from the same faces and the same judgement the roll uses."""
from __future__ import annotations

from fractions import Fraction

from itertools import product
from math import lcm

from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.dice import DieType, Face
from engine.core.game import Game
from engine.core.procedure import Ask, Frame, Procedure

from . import inspiration
from .table import ACTION_DICE, QUEST_DIE, ROLLED

RANK = {"fail": 0, "success": 1, "crit": 2}


_TYPES: dict[int, tuple] = {}


def die_type(cards, die_id: str) -> DieType:
    """A die entry as a DieType: outcome words become faces with that outcome, numbers faces of that value."""
    card = cards[die_id]
    known = _TYPES.get(id(card))
    if known is not None and known[0] is card:
        return known[1]
    faces = card.get("faces")
    made = DieType(die_id, tuple(Face(value=f, outcome="") if isinstance(f, int) else Face(value=i + 1, outcome=f)
                                 for i, f in enumerate(faces)))
    _TYPES[id(card)] = (card, made)     # the card is kept, so its id is never another's
    return made


def best(faces) -> str:
    """The result of a roll of outcome dice: its best single die."""
    return max((f.outcome or "fail" for f in faces), key=RANK.__getitem__, default="fail")


def odds(g: Game, dice: list[str]) -> dict[str, Fraction]:
    """The exact chance of fail, success and critical success of rolling these dice together."""
    key = ("odds", tuple(sorted(dice)))
    found = g.memo.get(key)
    if found is None:
        # the best single die counts: a failure needs every die to fail, no critical success no die to show one
        per_die = [_outcomes(g, d) for d in dice]
        fail, below = Fraction(1), Fraction(1)
        for p in per_die:
            fail *= p.get("fail", Fraction(0))
            below *= 1 - p.get("crit", Fraction(0))
        found = g.memo[key] = {"fail": fail, "success": below - fail, "crit": 1 - below}
    return found


def odds_with_reroll(g: Game, dice: list[str], worth: dict[str, float]) -> dict[str, Fraction]:
    """The exact chance of each outcome when one die may be re-rolled (an inspiration point), the die re-rolled
    (or none) chosen to make the outcome worth the most on average (`worth`: fail, success, crit)."""
    key = ("odds_reroll", tuple(sorted(dice)), tuple(worth[o] for o in RANK))
    found = g.memo.get(key)
    if found is not None:
        return found
    # counted in whole numbers: each die's faces by outcome, over a denominator common to all the dice
    order = list(RANK)
    faces = [[f.outcome or "fail" for f in die_type(g.cards, d).faces] for d in dice]
    counts = [{o: fs.count(o) for o in order if o in fs} for fs in faces]
    common = lcm(*[len(fs) for fs in faces]) if faces else 1
    plans = []           # die i re-rolled when the others' best is `rest`: (its worth, outcome -> count over common)
    for fs, mine in zip(faces, counts):
        scale = common // len(fs)
        by_rest = {}
        for rest in order:
            plan = dict.fromkeys(order, 0)
            for new, n in mine.items():
                plan[max(rest, new, key=RANK.__getitem__)] += n * scale
            by_rest[rest] = (sum(worth[o] * n for o, n in plan.items()), plan)
        plans.append(by_rest)
    total = dict.fromkeys(order, 0)
    for shown in product(*[list(c.items()) for c in counts]):
        chance = 1
        for _, n in shown:
            chance *= n
        outcomes = [o for o, _ in shown]
        crits, successes = outcomes.count("crit"), outcomes.count("success")
        kept = "crit" if crits else "success" if successes else "fail"
        best_worth, best_plan = worth[kept] * common, {kept: common}
        for i, o in enumerate(outcomes):
            # the best of the other dice
            c, s_ = crits - (o == "crit"), successes - (o == "success")
            value, plan = plans[i]["crit" if c else "success" if s_ else "fail"]
            if value > best_worth:
                best_worth, best_plan = value, plan
        for o, n in best_plan.items():
            total[o] += chance * n
    whole = common
    for fs in faces:
        whole *= len(fs)
    result = {o: Fraction(total[o], whole) for o in order}
    g.memo[key] = result
    return result


def _outcomes(g: Game, die_id: str) -> dict[str, Fraction]:
    faces = die_type(g.cards, die_id).faces
    found: dict[str, Fraction] = {}
    for f in faces:
        found[f.outcome or "fail"] = found.get(f.outcome or "fail", Fraction(0)) + Fraction(1, len(faces))
    return found


_said = {"fail": "failure", "success": "success", "crit": "critical success"}


def value(g: Game, piece: str) -> int:
    """The number a numbered die shows."""
    return die_type(g.cards, g.state.pieces[piece]).faces[g.state.showing[piece]].value


def roll_number(g: Game, piece: str) -> int:
    return g.roll(piece, die_type(g.cards, g.state.pieces[piece])).value


def quest_roll(g: Game, what: str) -> int:
    """The quest dice (a D12) rolled for an event, a behaviour, an inspiration..."""
    piece = g.zones.top(QUEST_DIE)
    result = roll_number(g, piece)
    g.emit(ev.Message(f"{what}: the quest dice shows {result}.", {"rule": "quest_roll", "value": result}))
    return result


def set_value(g: Game, piece: str, number: int) -> None:
    """Turn a numbered die to show a number (a die losing a pip, a diseased space's 1)."""
    die = die_type(g.cards, g.state.pieces[piece])
    index = next(i for i, f in enumerate(die.faces) if f.value == number)
    g.set_face(piece, die, index)


# -- a roll made by or for a hero, who may spend inspiration to re-roll its dice -------------------------------
def rolling(dice: list[str], what: str, hero: str | None, into: str = "outcome") -> Frame:
    """The frame of a roll whose outcome the caller reads from its own `data[into]` once it is done; `hero`
    may re-roll a die for 1 inspiration point each (never a die twice)."""
    return Frame("roll", "", {"dice": list(dice), "what": what, "hero": hero, "into": into, "pool": [], "again": []})


def throw(g: Game, f: Frame, answer):
    d = f.data
    for die_id in d["dice"]:
        piece = next(p for p in g.zones.cards(ACTION_DICE) if g.state.pieces[p] == die_id)
        g.move(piece, ROLLED)
        d["pool"].append(piece)
        g.roll(piece, die_type(g.cards, die_id))


def _face(g: Game, piece: str) -> Face:
    return die_type(g.cards, g.state.pieces[piece]).faces[g.state.showing[piece]]


def reroll(g: Game, f: Frame, answer):
    """While the roll is not a critical success, its hero may spend 1 inspiration to re-roll one die."""
    d = f.data
    hero = d["hero"]
    if answer is not None and answer != "keep":
        piece = answer.split(":", 1)[1]
        inspiration.spend(g, hero, 1, f"a die re-rolled ({d['what']})")
        d["again"].append(piece)
        g.roll(piece, die_type(g.cards, g.state.pieces[piece]))
    if answer == "keep" or hero is None or g.table.hero(hero).ip < 1:
        return None
    if best(_face(g, p) for p in d["pool"]) == "crit":
        return None
    options = [Option(f"reroll:{p}", f"Re-roll the {g.card(p).title} showing {_said[_face(g, p).outcome or 'fail']} "
                      "(1 inspiration)", {"piece": p, "ip": 1}) for p in d["pool"] if p not in d["again"]]
    if not options:
        return None
    shown = {p: _face(g, p).outcome or "fail" for p in d["pool"]}
    options.insert(0, Option("keep", f"Keep the {_said[best(_face(g, p) for p in d['pool'])]}", {"default": True}))
    return Ask(Decision(f"seat:{g.table.hero(hero).seat}", "reroll", f"{d['what']}: re-roll a die?", options,
                        context={"hero": hero, "shown": shown}))


def settle(g: Game, f: Frame, answer):
    """The best single die counts; the dice go back in reach; the caller reads the outcome."""
    d = f.data
    outcome = best(_face(g, p) for p in d["pool"])
    for piece in d["pool"]:
        g.move(piece, ACTION_DICE)
    g.emit(ev.Message(f"{d['what']}: {_said[outcome]}.", {"rule": "roll", "outcome": outcome, "dice": d["dice"]}))
    g.state.stack[-2].data[d["into"]] = outcome


ROLL = Procedure("roll", [throw, reroll, settle])
