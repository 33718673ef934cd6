"""The 7th Citadel's effect vocabulary, each op declared once: its schema, what it does, its words on the
card viewer and card faces, and what it refers to for the pack validator. "You" is the frame's seat:
the active player, or each (or one random) involved character inside `each_involved` / `random_involved`."""
from __future__ import annotations

from engine.content.schema_parts import SHORT, TRUE, count, list_of, table
from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.effects import Op, Vocabulary, icon, number, word
from engine.core.procedure import Ask, Frame, Push
from engine.core.words import counted
from engine.rulesets.sevenths import board
from engine.rulesets.sevenths.fields import NUMBER
from engine.rulesets.sevenths.choose import choose_op
from engine.rulesets.sevenths.seat_order import clockwise_from

from . import citadel, conditions, leaflet, life
from .actions import MANDATORY, on_same_terrain
from .card_ops import (ANTICIPATE, BANISH, BLOCK, BLOCK_ALL, DISCARD, DISCARD_TOP, HAND, MOVE_DIE, RECOVER, RETURN,
                       RETURN_FOR, RETURN_HELD, SLIP_UNDER, UNBLOCK, UNBLOCK_COLLECTIVELY)
from .consequences import EACH, Consequence, take_frame
from .dialogues import read_frame
from .op_parts import NESTED, action_frame, inner_frame, plural, says
from .table import SCORES


# -- take a numbered card -----------------------------------------------------------------------------
def _take(g, f, op):
    d: Consequence = f.data
    return Push(take_frame(d.seat, d.active, d.involved, op["take"], bool(op.get("if_available"))), again=True)


def _take_references(op, index):
    wanted = op["take"]
    if isinstance(wanted, int) and wanted not in index.numbers:
        return [("take", f"numbox {wanted} points at no card")]
    return []


TAKE = Op("take", NUMBER, _take,
          lambda op, v: f"take card {op['take']}" + (" if it is available" if op.get("if_available") else ""),
          lambda op, v: [number(op["take"])] + ([icon("if_available")] if op.get("if_available") else []),
          _take_references, riders={"if_available": TRUE})


# -- life points ----------------------------------------------------------------------------------------
def _change_life(g, f, amount: int):
    """The seat's life points change by `amount` (never below 0: an unconscious character loses none); one who
    falls to 0 goes through falling unconscious."""
    seat = f.data.seat
    return life.falls([seat] if life.change(g, seat, amount) else [])


def _lose_life(g, f, op):
    return _change_life(g, f, -int(op["lose_life"]))


def _gain_life(g, f, op):
    return _change_life(g, f, int(op["gain_life"]))


def _damage(g, f, op):
    """Damage: protection gained in this action cancels it first (never a plain loss of life points)."""
    seat, amount = f.data.seat, int(op["damage"])
    action = action_frame(g)
    if action is not None and action.data.active == seat and action.data.protection:
        cancelled = min(amount, action.data.protection)
        action.data.protection -= cancelled
        amount -= cancelled
        g.emit(ev.Message(f"Protection cancels {cancelled} damage.", {"rule": "protection", "cancelled": cancelled}))
    return _change_life(g, f, -amount)


LOSE_LIFE = Op("lose_life", count(1, 99), _lose_life,
               lambda op, v: f"lose {plural(op['lose_life'], 'life point')}",
               lambda op, v: [icon("life"), word(f"−{op['lose_life']}")])
DAMAGE = Op("damage", count(1, 99), _damage,
            lambda op, v: f"suffer {op['damage']} damage", lambda op, v: [icon("damage"), word(str(op["damage"]))])
GAIN_LIFE = Op("gain_life", count(1, 99), _gain_life,
               lambda op, v: f"gain {plural(op['gain_life'], 'life point')}",
               lambda op, v: [icon("life"), word(f"+{op['gain_life']}")])


def _share(g, f, op):
    """The characters share N life points: the active player hands them out one by one, to any character
    (one who is unconscious wakes)."""
    d: Consequence = f.data
    if d.shared >= int(op["share_life"]):
        d.shared = 0
        return None
    left = int(op["share_life"]) - d.shared
    options = [Option(f"share:{p.seat}", f"1 to {p.name} ({p.life})", {"seat": p.seat}) for p in g.table.present()]
    return Ask(Decision(f"seat:{d.active}", "share", f"The characters share {counted(left, 'more life point')}: to whom?",
                        options))


def _shared(g, f, op, answer: Option):
    f.data.shared += 1
    life.change(g, answer.data["seat"], 1)
    return _share(g, f, op)  # the next one, if any is left


SHARE_LIFE = Op("share_life", count(1, 99), _share, lambda op, v: f"the characters share {op['share_life']} life points",
                lambda op, v: [icon("life"), word(f"share {op['share_life']}")], answer=_shared)


# -- a die roll ------------------------------------------------------------------------------------------------
def _roll(g, f, op):
    rolled = g.rng.roll(6)
    g.emit(ev.Message(f"The die shows {rolled}.", {"rule": "roll", "value": rolled}))
    if rolled in op["roll"]["on"]:
        return Push(inner_frame(f.data, "roll", "then"), again=True)
    return None


ROLL = Op("roll", table({"on": list_of(count(1, 6), minItems=1, maxItems=5, uniqueItems=True), "then": NESTED},
                        ["on", "then"]), _roll,
          lambda op, v: f"roll a die: on {' or '.join(map(str, op['roll']['on']))}, {v.words(op['roll']['then'])}",
          lambda op, v: [icon("die"), word("/".join(map(str, op["roll"]["on"])) + ":")] + v.marks(op["roll"]["then"]),
          nested=lambda op: [("roll.then", op["roll"]["then"])])


# -- the Dialogue Book ------------------------------------------------------------------------------------
def _read_references(op, index):
    if isinstance(op["read"], int) and op["read"] not in index.paragraphs:
        return [("read", f"the Dialogue Book has no paragraph {op['read']}")]
    return []


READ = Op("read", count(1, 9999), lambda g, f, op: Push(read_frame(f.data.seat, f.data.active, f.data.involved,
                                                                   int(op["read"])), again=True),
          lambda op, v: f"read dialogue {op['read']}", lambda op, v: [icon("dialogue"), number(op["read"])],
          _read_references)


# -- the Community page -----------------------------------------------------------------------------------
def _score(g, f, op):
    for name, delta in op["score"].items():
        old = g.table.scores[name]
        g.table.scores[name] = max(0, min(25, old + int(delta)))
        if g.table.scores[name] != old:
            g.emit(ev.ValueChanged(f"score:{name}", old, g.table.scores[name]))


SCORE = Op("score", {"type": "object", "propertyNames": {"enum": list(SCORES)}, "minProperties": 1,
                     "additionalProperties": {"type": "integer", "minimum": -25, "maximum": 25, "not": {"const": 0}}},
           _score, lambda op, v: ", ".join(f"{name} {int(n):+d}" for name, n in op["score"].items()),
           lambda op, v: [m for name, n in op["score"].items() for m in (icon(name), word(f"{int(n):+d}"))])


# -- if the action failed ----------------------------------------------------------------------------------
def _if_failed(g, f, op):
    action = action_frame(g)
    if action is None or action.data.success is not False:
        return None
    return Push(inner_frame(f.data, "if_failed"), again=True)


IF_FAILED = Op("if_failed", NESTED, _if_failed, lambda op, v: f"if the action fails: {v.words(op['if_failed'])}",
               lambda op, v: [word("if it fails:")] + v.marks(op["if_failed"]),
               nested=lambda op: [("if_failed", op["if_failed"])])


# -- a condition --------------------------------------------------------------------------------------------
IF_SCHEMA = {**conditions.SCHEMA, "properties": {**conditions.SCHEMA["properties"], "then": NESTED, "otherwise": NESTED},
             "required": ["then"]}


def _if(g, f, op):
    """The effects printed after a condition, if it holds for the characters involved; else the others, if any."""
    spec = op["if"]
    needs = {k: v for k, v in spec.items() if k not in ("then", "otherwise")}
    why = conditions.why_not(g, f.data.involved, needs)
    branch = "then" if why is None else "otherwise"
    g.emit(ev.Message("The condition holds." if why is None else f"The condition does not hold: {why}.",
                      {"rule": "condition", "holds": why is None}))
    if not spec.get(branch):
        return None
    return Push(inner_frame(f.data, "if", branch), again=True)


def _if_references(op, index):
    spec = op["if"]
    found = []
    for key in ("built", "not_built"):
        if key in spec and spec[key] not in index.buildings:
            found.append((f"if.{key}", f"no building {spec[key]!r} on the leaflet's Buildings page"))
    if "card" in spec and spec["card"] not in index.ids:
        found.append(("if.card", f"no card {spec['card']!r} in the pack"))
    return found


IF = Op("if", IF_SCHEMA, _if,
        lambda op, v: (f"if {conditions.words({k: x for k, x in op['if'].items() if k not in ('then', 'otherwise')})}: "
                       f"{v.words(op['if']['then'])}"
                       + (f"; otherwise: {v.words(op['if']['otherwise'])}" if op["if"].get("otherwise") else "")),
        lambda op, v: [word("if")] + v.marks(op["if"]["then"]),
        _if_references,
        nested=lambda op: [(f"if.{k}", op["if"][k]) for k in ("then", "otherwise") if op["if"].get(k)])


# -- who else -----------------------------------------------------------------------------------------------
def _each_involved(g, f, op):
    """The active player first, then clockwise: each resolves their part (a card taken) in turn."""
    d: Consequence = f.data
    seats, d.each = d.each, None  # a save from before the one runner: the characters still to go
    if seats is None:
        seats = [s for s in clockwise_from(g, d.active, d.involved) if g.table.player(s).life > 0]
    if not seats:
        return None
    return Push(EACH.frame(seats=seats, inner=inner_frame(d, "each_involved").data))


def _random_involved(g, f, op):
    d: Consequence = f.data
    awake = [s for s in d.involved if g.table.player(s).life > 0]
    if not awake:
        return None
    seat = g.rng.pick(awake)
    g.emit(ev.Message(f"{g.table.player(seat).name} is the random involved character.", {"rule": "random", "seat": seat}))
    return Push(inner_frame(d, "random_involved", seat=seat), again=True)


def _one_involved(g, f, op):
    d: Consequence = f.data
    awake = [s for s in d.involved if g.table.player(s).life > 0]
    if not awake:
        return None
    options = [Option(f"one:{s}", g.table.player(s).name, {"seat": s}) for s in awake]
    return Ask(Decision(f"seat:{d.active}", "one_involved", "Which involved character?", options))


def _one_chosen(g, f, op, answer: Option):
    d: Consequence = f.data
    seat = answer.data["seat"]
    return Push(inner_frame(d, "one_involved", seat=seat), again=True)


EACH_INVOLVED = Op("each_involved", NESTED, _each_involved,
                   lambda op, v: f"each involved character: {v.words(op['each_involved'])}",
                   lambda op, v: [icon("each_involved"), word("each:")] + v.marks(op["each_involved"]),
                   nested=lambda op: [("each_involved", op["each_involved"])])
ONE_INVOLVED = Op("one_involved", NESTED, _one_involved,
                  lambda op, v: f"one involved character: {v.words(op['one_involved'])}",
                  lambda op, v: [icon("one_involved"), word("one:")] + v.marks(op["one_involved"]),
                  answer=_one_chosen, nested=lambda op: [("one_involved", op["one_involved"])])
RANDOM_INVOLVED = Op("random_involved", NESTED, _random_involved,
                     lambda op, v: f"one random involved character: {v.words(op['random_involved'])}",
                     lambda op, v: [icon("random_involved"), word("one at random:")] + v.marks(op["random_involved"]),
                     nested=lambda op: [("random_involved", op["random_involved"])])


# -- a choice printed on the card --------------------------------------------------------------------------------
CHOOSE = choose_op(NESTED, lambda g, f, k: Push(inner_frame(f.data, "choose", k, "then"), again=True), "adventure_ends",
                   lambda g, f: "The card says your adventure ends here: every character's game is lost.")


# -- moving ---------------------------------------------------------------------------------------------------
def _move(g, f, op):
    seat = f.data.seat
    here = g.table.player(seat).at
    if here is None:
        return None
    options = [Option(f"to:{s}", f"Go to {g.card(board.terrain_in(g, s)).title}", {"zone": s})
               for s in (board.beside(here, side) for side in board.SIDES) if board.terrain_in(g, s)]
    if not options:
        return None
    return Ask(Decision(f"seat:{seat}", "move", "Where to?", options))


def _moved(g, f, op, answer: Option):
    seat = f.data.seat
    target = answer.data["zone"]
    g.table.player(seat).at = target
    g.emit(ev.Message(f"{g.table.player(seat).name} moves.", {"rule": "move", "seat": seat, "to": target}))
    terrain = board.terrain_in(g, target)
    if g.card(terrain).get("mandatory"):
        # arriving on a terrain showing a mandatory action: it is taken at once, by every character on that terrain
        # (those standing there already too: "all characters on that terrain must immediately get involved")
        g.table.mandatory.append({"piece": terrain, "index": MANDATORY, "involved": on_same_terrain(g, seat)})
    return None


MOVE = Op("move", TRUE, _move, says("move your figure to an adjacent terrain"),
          lambda op, v: [icon("move"), word("move")], answer=_moved)


def _flip_frame(g, f) -> Frame:
    d: Consequence = f.data
    frame = take_frame(d.seat, d.active, d.involved, 0)
    frame.data.piece, frame.data.space = d.card, g.zones.zone_of(d.card)
    return frame


FLIP = Op("flip", TRUE, lambda g, f, op: Push(_flip_frame(g, f), again=True), says("flip this and resolve it"),
          lambda op, v: [icon("flip"), word("flip this")])

# -- the Citadel leaflet ------------------------------------------------------------------------------------
DESTINY = Op("destiny", TRUE, leaflet.destiny, says("check a symbol of the Destiny page and apply its effect"),
             lambda op, v: [icon("destiny"), word("check a Destiny symbol")], answer=leaflet.destiny_answer)
GAIN_REFLEX = Op("gain_reflex", TRUE, lambda g, f, op: leaflet.gain_reflex(g, f.data.seat),
                 says("gain a random reflex skill, if one is left, shuffled into your deck"),
                 lambda op, v: [icon("skill"), word("gain a reflex skill")])
CHOOSE_BUILDING = Op("choose_building", NUMBER, leaflet.choose_building,
                     lambda op, v: (f"take every card {op['choose_building']}, choose one and write its title above this "
                                    "building, which then does what it prints; return the others"),
                     lambda op, v: [icon("building"), number(op["choose_building"])],
                     lambda op, index: [] if op["choose_building"] in index.numbers
                     else [("choose_building", f"numbox {op['choose_building']} points at no card")],
                     answer=leaflet.chosen_building)


SIDE_QUEST = Op("side_quest", table({"title": SHORT, "status": {"enum": leaflet.STATUSES}}, ["title"]),
                leaflet.side_quest,
                lambda op, v: (f"side quest {op['side_quest']['title']}: "
                               f"{op['side_quest'].get('status', 'active').replace('active', 'write it down')}"),
                lambda op, v: [icon("side_quest"), word(op["side_quest"]["title"])])

# -- the scenario's end -------------------------------------------------------------------------------------
END_SCENARIO = Op("end_scenario", {"anyOf": [TRUE, {"type": "string", "minLength": 1, "maxLength": 40}]},
                  lambda g, f, op: citadel.end_scenario(g, op["end_scenario"] if op["end_scenario"] is not True else None),
                  lambda op, v: "the scenario ends: back to the Citadel" + (
                      f", then on to {op['end_scenario']}" if op["end_scenario"] is not True else ""),
                  lambda op, v: [icon("citadel"), word("back to the Citadel")],
                  lambda op, index: [] if op["end_scenario"] is True or op["end_scenario"] in index.scenarios
                  else [("end_scenario", f"no scenario {op['end_scenario']!r} in pack.toml")])

# -- how an adventure ends ----------------------------------------------------------------------------
def _overcome(g, f, op):
    g.end("win", "the threat is overcome")


def _ends(g, f, op):
    g.end("loss", "your adventure ends here")


THREAT_OVERCOME = Op("threat_overcome", TRUE, _overcome, says("the threat is overcome: you win"),
                     lambda op, v: [icon("win"), word("the threat is overcome")])
ADVENTURE_ENDS = Op("adventure_ends", TRUE, _ends, says("your adventure ends here"),
                    lambda op, v: [icon("loss"), word("your adventure ends here")])

VOCABULARY = Vocabulary([TAKE, LOSE_LIFE, DAMAGE, GAIN_LIFE, SHARE_LIFE, HAND, RECOVER, DISCARD_TOP, DISCARD, BANISH, RETURN,
                         RETURN_HELD,
                         BLOCK, SLIP_UNDER, BLOCK_ALL, UNBLOCK, UNBLOCK_COLLECTIVELY, MOVE_DIE, ANTICIPATE,
                         ROLL, READ, SCORE, IF, IF_FAILED, CHOOSE, EACH_INVOLVED, ONE_INVOLVED, RANDOM_INVOLVED, MOVE, FLIP,
                         DESTINY, GAIN_REFLEX, CHOOSE_BUILDING, RETURN_FOR, SIDE_QUEST, END_SCENARIO, THREAT_OVERCOME,
                         ADVENTURE_ENDS])
