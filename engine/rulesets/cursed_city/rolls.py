"""Dice as the pack defines them: outcome dice (the best single die of a roll counts: any critical success
is a critical success, else any success a success), numbered dice (activation, destiny, quest), and the
exact chance of each outcome, from the same faces and the same judgement the roll uses."""
from __future__ import annotations

from fractions import Fraction

from engine.core import events as ev
from engine.core.dice import DieType, Face, pool_distribution
from engine.core.game import Game

from .table import ACTION_DICE, QUEST_DIE, ROLLED

RANK = {"fail": 0, "success": 1, "crit": 2}


def die_type(cards, die_id: str) -> DieType:
    """A die entry as a DieType: outcome words become faces with that outcome, numbers faces of that value."""
    faces = cards[die_id].get("faces")
    return DieType(die_id, tuple(Face(value=f, outcome="") if isinstance(f, int) else Face(value=i + 1, outcome=f)
                                 for i, f in enumerate(faces)))


def best(faces) -> str:
    """The result of a roll of outcome dice: its best single die."""
    return max((f.outcome or "fail" for f in faces), key=RANK.__getitem__, default="fail")


def odds(g: Game, dice: list[str]) -> dict[str, Fraction]:
    """The exact chance of fail, success and critical success of rolling these dice together."""
    key = ("odds", tuple(sorted(dice)))
    found = g.memo.get(key)
    if found is None:
        found = pool_distribution([die_type(g.cards, d) for d in dice], best)
        found = g.memo[key] = {o: found.get(o, Fraction(0)) for o in RANK}
    return found


def roll(g: Game, dice: list[str], what: str) -> str:
    """Roll a pool of action dice from the supply and put them back; the outcome, told to everyone."""
    pool = []
    for die_id in dice:
        piece = next(p for p in g.zones.cards(ACTION_DICE) if g.state.pieces[p] == die_id)
        g.move(piece, ROLLED)
        pool.append(piece)
    faces = [g.roll(p, die_type(g.cards, g.state.pieces[p])) for p in pool]
    outcome = best(faces)
    for piece in pool:
        g.move(piece, ACTION_DICE)
    g.emit(ev.Message(f"{what}: {_said[outcome]}.", {"rule": "roll", "outcome": outcome, "dice": list(dice)}))
    return outcome


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
