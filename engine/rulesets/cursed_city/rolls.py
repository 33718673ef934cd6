"""Dice as the pack defines them: outcome dice (the best single die of a roll counts: any critical success
is a critical success, else any success a success), numbered dice (activation, destiny, quest); and the one
definition of a roll of outcome dice (`chance`), which the roll's steps play and the odds search.

Re-rolls (rules summary, "Inspiration" and "Re-rolls"): a hero may spend 1 inspiration point to re-roll 1 action
die of a roll made by or for it; the dice not picked cannot be re-rolled afterwards, and no die is re-rolled
twice. Our reading: one re-roll a roll, of one die; once it is made, no other die of that roll may be re-rolled
for another point. No re-roll is offered once the roll is a critical success (it could only do worse)."""
from __future__ import annotations

from fractions import Fraction

from engine.core import chance as ch
from engine.core.decisions import Decision, Option
from engine.core.dice import DieType, Face
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
    its best single die counts."""
    return "crit" if crits else "success" if successes else "fail"


def best(faces) -> str:
    """The result of a roll of outcome dice: its best single die. The roll itself and its odds are both judged
    here."""
    shown = [f.outcome or "fail" for f in faces]
    return judged(shown.count("crit"), shown.count("success"))


def _outcome(face: Face) -> str:
    return face.outcome or "fail"


def _critical(outcome: str) -> bool:
    return outcome == "crit"


def _kinds(dice: list[str]) -> tuple[str, ...]:
    """The kinds of dice of a roll, in the order the definition lists them."""
    return tuple(sorted(set(dice)))


def chance(g: Game, dice: list[str], ip: int = 0, rerolled: int = 0) -> ch.Chance:
    """The roll of these outcome dice as one definition: the best single die judges it; a hero with `ip`
    inspiration points may re-roll one die of it, once (`rerolled`: dice of this roll re-rolled already), while it
    is not a critical success. The roll's steps ask what it allows; the odds search it."""
    times = 1 if ip >= 1 and not rerolled else 0
    return ch.Chance(tuple((_die(g, d), dice.count(d)) for d in _kinds(dice)), best,
                     (ch.Reroll(times, dice=1, once_each=True),), _critical, _outcome)


def memo(g: Game, dice: tuple[str, ...]) -> dict:
    """What the searches of a roll of these dice worked out, kept for the game."""
    return g.memo.setdefault(("chance", dice), {})


def odds(g: Game, dice: list[str]) -> dict[str, Fraction]:
    """The exact chance of fail, success and critical success of rolling these dice together."""
    key = ("odds", tuple(sorted(dice)))
    found = g.memo.get(key)
    if found is None:
        plain = ch.plain(chance(g, list(key[1])), memo(g, key[1]))
        found = g.memo[key] = {o: plain.get(o, Fraction(0)) for o in RANK}
    return found


def odds_with_reroll(g: Game, dice: list[str], worth: dict[str, float]) -> dict[str, Fraction]:
    """The exact chance of each outcome when a die may be re-rolled for an inspiration point (`chance`), the die
    re-rolled (or none) chosen to make the outcome worth the most on average (`worth`: fail, success, crit)."""
    key = ("odds_reroll", tuple(sorted(dice)), tuple(worth[o] for o in RANK))
    found = g.memo.get(key)
    if found is None:
        played = ch.search(chance(g, list(key[1]), ip=1), worth, memo(g, key[1]))
        found = g.memo[key] = {o: played.results.get(o, Fraction(0)) for o in RANK}
    return found


# an outcome as a sentence says it
SAID = {"fail": "failure", "success": "success", "crit": "critical success"}


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


def showing(g: Game, piece: str) -> Face:
    """The face a die lies on."""
    return _die(g, g.state.pieces[piece]).faces[g.state.showing[piece]]


def fall(g: Game, d: Roll) -> ch.Fall:
    """The roll's dice as its definition sees them: each die's kind and face, and those re-rolled already."""
    kinds = _kinds(d.dice)
    return ch.Fall(tuple((kinds.index(g.state.pieces[p]), showing(g, p)) for p in d.pool),
                   frozenset(n for n, p in enumerate(d.pool) if p in d.again))


def rolled(g: Game, d: Roll) -> ch.Chance:
    """The definition of the roll under way, as its hero holds inspiration now."""
    ip = g.table.hero(d.hero).ip if d.hero is not None else 0
    return chance(g, d.dice, ip, len(d.again))


def reroll(g: Game, f: Frame, answer):
    """The hero may re-roll what the roll's definition allows (one die for 1 inspiration, once a roll)."""
    d: Roll = f.data
    hero = d.hero
    if answer is not None and "piece" in answer.data:
        piece = answer.data["piece"]
        inspiration.spend(g, hero, 1, f"a die re-rolled ({d.what})")
        d.again.append(piece)
        g.roll(piece, _die(g, g.state.pieces[piece]))
    if (answer is not None and "piece" not in answer.data) or hero is None:
        return None
    c = rolled(g, d)
    allowed = ch.rerollable(c, c.of(ch.Reroll), fall(g, d))
    if not allowed:
        return None
    # dice alike are told apart by their place in the roll, as the dice tray shows them
    which = (lambda n: f"die {n + 1}, the {g.card(d.pool[n]).title}") if len(d.pool) > 1 else \
        (lambda n: f"the {g.card(d.pool[n]).title}")
    options = [Option(f"reroll:{d.pool[n]}", f"Re-roll {which(n)} showing {SAID[_outcome(showing(g, d.pool[n]))]} "
                      "(1 inspiration)", {"piece": d.pool[n], "ip": 1}) for n in allowed]
    shown = {p: _outcome(showing(g, p)) for p in d.pool}
    outcome = c.judge([showing(g, p) for p in d.pool])
    options.insert(0, Option("keep", f"Keep the {SAID[outcome]}", {"default": True}))
    return Ask(Decision(f"seat:{g.table.hero(hero).seat}", "reroll", f"{d.what}: re-roll a die?", options,
                        context={"hero": hero, "shown": shown}))


def settle(g: Game, f: Frame, answer):
    """The best single die counts; the dice go back in reach; the caller reads the outcome."""
    d: Roll = f.data
    outcome = rolled(g, d).judge([showing(g, p) for p in d.pool])
    for piece in d.pool:
        g.move(piece, ACTION_DICE)
    g.emit(RollSettled(f"{d.what}: {SAID[outcome]}.", {"outcome": outcome, "dice": d.dice, "what": d.what}))
    setattr(g.state.stack[-2].data, d.into, outcome)


ROLL = Procedure("roll", [throw, reroll, settle], frame=Roll)
