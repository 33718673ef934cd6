"""The card effect vocabulary of Arkeis, each verb declared once: its schema, what it does, its words and
marks, and what it names for the pack check. The acting Explorer is the frame's `seat`; in a fight the
frame also names the Adversary fought (`foe`) and the fight's zone."""
from __future__ import annotations


from engine.core import choices, events as ev
from engine.core.decisions import Option
from engine.core.effects import Op, Vocabulary, icon, number, word
from engine.core.game import Game
from engine.core.procedure import Ask, Frame, Push

from . import board, card_ops, grapple, group_ops, harm, marker_ops, naming, scene_ops
from .camp import read_epilogue
from .frames import Effects, Fight, InspectionTest, Reading
from .harm import distinct, wound_one
from .op_parts import AMOUNT, SYMBOL, ZONE, AdversaryNamed, Simple, ask, door_said, effects_frame, plural, thaw, zone_refs
from .table import FATE_ASIDE, REROLLS, ROOMS_PLACED, activation, backpack, miniatures, powers, trauma_slots, wounds


_INJURE = Simple("injure", harm.injure, lambda n: f"take {plural(n, 'Injury')}", "injury")
INJURE = Op("injure", AMOUNT, _INJURE.apply, _INJURE.words, _INJURE.marks)
_HEAL = Simple("heal", harm.heal, lambda n: f"remove {plural(n, 'Injury')}", "heal")
HEAL = Op("heal", AMOUNT, _HEAL.apply, _HEAL.words, _HEAL.marks)
_FATE = Simple("fate", harm.take_fate, lambda n: f"take {plural(n, 'Fate token')} from the stock", "fate")
FATE = Op("fate", AMOUNT, _FATE.apply, _FATE.words, _FATE.marks)
_STOCK = Simple("stock", lambda g, seat, n: harm.add_to_stock(g, n),
                lambda n: f"add {plural(n, 'Fate token')} to the stock", "stock")
STOCK = Op("stock", AMOUNT, _STOCK.apply, _STOCK.words, _STOCK.marks)


# -- Fate tokens the Explorers had, put back in the stock: whose, the acting Explorer chooses -----------------------
def _holders(g: Game) -> list[int]:
    return [p.seat for p in g.table.explorers if harm.fate_had(g, p.seat)]


def _restock_ask(g: Game, f: Frame):
    while f.data.left > 0:
        holders = _holders(g)
        if not holders:
            g.emit(ev.Message("No Explorer has a Fate token left to put back in the stock.", {"rule": "no_fate_had"}))
            f.data.left = 0
            return None
        if len(holders) == 1:
            harm.restock(g, holders[0])
            f.data.left -= 1
            continue
        options = [Option(f"from:{s}", f"A Fate token from {g.table.explorers[s].name}'s backpack "
                                       f"({harm.fate_had(g, s)} had)", {"seat": s}) for s in holders]
        return ask(f, "restock", f"Whose Fate token goes back in the stock? ({f.data.left} left)", options)
    return None


def _restock(g: Game, f: Frame, op):
    f.data.left = op["restock"]
    return _restock_ask(g, f)


def _restock_answer(g: Game, f: Frame, op, answer: Option):
    harm.restock(g, answer.data["seat"])
    f.data.left -= 1
    return _restock_ask(g, f)


RESTOCK = Op("restock", AMOUNT, _restock,
             lambda op, v: f"put {plural(op['restock'], 'Fate token')} from the Explorers' backpacks into the stock",
             lambda op, v: [icon("restock"), number(op["restock"])], answer=_restock_answer)


def _reroll(g: Game, seat: int, n: int) -> None:
    tokens = g.zones.cards(REROLLS)[-n:]
    for token in tokens:
        g.move(token, backpack(seat))


_REROLL = Simple("reroll", _reroll, lambda n: f"take {plural(n, 'Reroll token')}", "reroll")
REROLL = Op("reroll", AMOUNT, _REROLL.apply, _REROLL.words, _REROLL.marks)


def _poison(g: Game, f: Frame, op):
    harm.poison(g, f.data.seat)


POISON = Op("poison", {"const": True}, _poison, lambda op, v: "you are poisoned", lambda op, v: [icon("poison")])


# -- fight results: Injuries to the Adversaries fought, Adversaries driven off --------------------------
def foes(g: Game, f: Frame) -> list[str]:
    """The miniatures of the name fought still in the fight's zone (of a fight's frame, or of its results')."""
    d: Effects | Fight = f.data
    if not d.foe:
        return []
    return grapple.adversaries_in(g, d.zone, d.foe)


def _marks(g: Game, mini: str) -> str:
    """What lies on a miniature besides its Injuries, as a player tells twins apart."""
    said = []
    if g.zones.size(powers(mini)):
        said.append(plural(g.zones.size(powers(mini)), "Power token"))
    if g.zones.size(activation(mini)):
        said.append("activated")
    return f" ({', '.join(said)})" if said else ""


def _wound_ask(g: Game, f: Frame):
    while f.data.left > 0:
        targets = distinct(g, foes(g, f))
        if not targets:
            f.data.left = 0
            return None
        if len(targets) == 1:
            wound_one(g, f.data.seat, targets[0])
            f.data.left -= 1
            continue
        options = [Option(f"wound:{m}", f"Injure the {g.card(m).title} with {plural(g.zones.size(wounds(m)), 'Injury')}"
                          + _marks(g, m), {"piece": m}) for m in targets]
        return ask(f, "wound", f"Which {g.cards[f.data.foe].title} takes the Injury? ({f.data.left} left)", options)
    return None


def _wound(g: Game, f: Frame, op):
    f.data.left = op["wound"]
    return _wound_ask(g, f)


def _wound_answer(g: Game, f: Frame, op, answer: Option):
    wound_one(g, f.data.seat, answer.data["piece"])
    f.data.left -= 1
    return _wound_ask(g, f)


WOUND = Op("wound", AMOUNT, _wound, lambda op, v: f"{plural(op['wound'], 'Injury')} to the Adversary",
            lambda op, v: [icon("wound"), number(op["wound"])], answer=_wound_answer)


def _flee_options(g: Game, f: Frame) -> list[Option]:
    movers = distinct(g, foes(g, f))
    ways = board.neighbours(g, f.data.zone)
    return [Option(f"flee:{m}:{z}", f"The {g.card(m).title} moves to {board.said(g, z)}", {"piece": m, "zone": z})
            for m in movers for z in ways]


def _flee_ask(g: Game, f: Frame):
    while f.data.left > 0:
        options = _flee_options(g, f)
        if not options:
            f.data.left = 0
            return None
        if len(options) == 1:
            _flee_do(g, f, options[0].data)
            continue
        return ask(f, "flee", "Where does the Adversary move?", options)
    return None


def _flee_do(g: Game, f: Frame, data: dict) -> None:
    g.move(data["piece"], data["zone"])  # its Injury tokens go with it: they lie in the miniature's own pile
    f.data.left -= 1
    grapple.update(g)


def _flee(g: Game, f: Frame, op):
    f.data.left = op["flee"]
    return _flee_ask(g, f)


def _flee_answer(g: Game, f: Frame, op, answer: Option):
    _flee_do(g, f, answer.data)
    return _flee_ask(g, f)


FLEE = Op("flee", AMOUNT, _flee, lambda op, v: f"{plural(op['flee'], 'Adversary')} moves to an adjacent zone",
          lambda op, v: [icon("flee"), number(op["flee"])], answer=_flee_answer)


# -- Adversaries added -----------------------------------------------------------------------------------
SPAWN_SCHEMA = {"type": "object", "properties": {"adversary": SYMBOL, "count": AMOUNT,
                                                  "where": {"enum": ["here", "room"]}, "zone": ZONE},
                "required": ["adversary"], "additionalProperties": False,
                "not": {"required": ["where", "zone"]},
                "x-messages": {"not": "adds the Adversaries where = \"here\" / \"room\" or in a zone = \"room:n\", not both"}}


def spawn_places(g: Game, seat: int, spec) -> list[str]:
    """The zones a `spawn` adds to: the acting Explorer's, each zone of its room, or the zone the card names (none
    while that zone is not on the map)."""
    if "zone" in spec:
        named = "zone:" + spec["zone"]
        return [named] if board.laid_out(g, named) else []
    here = grapple.explorer_zone(g, seat)
    return board.zones_of(g, board.area_of(here)) if spec.get("where", "here") == "room" else [here]


def _spawn(g: Game, f: Frame, op):
    """Each zone named gets its miniatures; when the box holds too few for them all, as many come as there are, in
    the zones the acting Explorer chooses."""
    spec = op["spawn"]
    places = spawn_places(g, f.data.seat, spec)
    if not places:
        g.emit(ev.Message(f"No {g.cards[spec['adversary']].title} comes: {spec['zone']} is not on the map.",
                          {"rule": "no_zone"}))
        return None
    count, left = spec.get("count", 1), g.zones.size(miniatures(spec["adversary"]))
    if len(places) > 1 and 0 < left < count * len(places):
        f.data.placing = {zone: count for zone in places}
        return _place_spawned(g, f, spec["adversary"])
    for zone in places:
        grapple.add(g, spec["adversary"], zone, count)
    grapple.update(g)
    return None


def _place_spawned(g: Game, f: Frame, name: str, answer: Option | None = None):
    """One miniature after the other into a zone still waiting for one, while the box has any."""
    placing = f.data.placing
    title = g.cards[name].title
    while g.zones.size(miniatures(name)) and any(placing.values()):
        left = g.zones.size(miniatures(name))
        article = "An" if title[:1].lower() in "aeiou" else "A"    # "An Ash Mite", not "A Ash Mite"
        options = [Option(f"spawn:{zone}", f"{article} {title} comes to {board.said(g, zone)}", {"zone": zone})
                   for zone, wanted in placing.items() if wanted]
        chosen = choices.pick(answer, f"seat:{f.data.seat}", "spawn_zone",
                              f"Too few {title} miniatures for every zone ({left} left): where does the next one "
                              f"come?", options, left=left)
        answer = None
        if isinstance(chosen, Ask):
            return chosen
        grapple.add(g, name, chosen.data["zone"], 1)
        placing[chosen.data["zone"]] -= 1
    f.data.placing = None
    g.emit(ev.Message(f"No {title} miniature is left to add.", {"rule": "no_miniature"}))
    grapple.update(g)
    return None


def _spawn_answer(g: Game, f: Frame, op, answer: Option):
    return _place_spawned(g, f, op["spawn"]["adversary"], answer)


def _spawn_words(op, v) -> str:
    spec = op["spawn"]
    where = v.named(spec["zone"]) if "zone" in spec else "each zone of your room" if spec.get("where") == "room" \
        else "your zone"
    return f"add {plural(spec.get('count', 1), v.named(spec['adversary']))} to {where}"


def _spawn_refs(op, index) -> list[tuple[str, str]]:
    found = zone_refs("spawn.zone", op["spawn"]["zone"], index) if "zone" in op["spawn"] else []
    return found + AdversaryNamed("spawn").references(op, index)


SPAWN = Op("spawn", SPAWN_SCHEMA, _spawn, _spawn_words,
           lambda op, v: [icon("spawn"), word(v.named(op["spawn"]["adversary"]))],
           references=_spawn_refs, answer=_spawn_answer)


# -- Search cards taken by their backs, inspection tests, choices, epilogues ------------------------------
def _take(g: Game, f: Frame, op):
    return Push(Frame("read", "", Reading(f.data.seat, op["take"])))


def _symbol_known(op, index) -> list[tuple[str, str]]:
    if index is not None and op["take"] not in index["backs"]:
        return [("take", f"no Search card of the pack has {op['take']!r} on its back")]
    return []


TAKE = Op("take", SYMBOL, _take, lambda op, v: f"take a Search card marked {op['take']}",
          lambda op, v: [icon("search"), word(op["take"])], references=_symbol_known)

INSPECT_SCHEMA = {"type": "object", "properties": {
    "dice": AMOUNT,
    "need": {"type": "object", "additionalProperties": AMOUNT, "propertyNames": SYMBOL, "minProperties": 1},
    "success": {"$ref": "#/$defs/effects"}, "failure": {"$ref": "#/$defs/effects"}, "log": {"type": "boolean"}},
    "required": ["dice"], "additionalProperties": False}


def _inspect(g: Game, f: Frame, op):
    spec = op["inspect"]
    return Push(Frame("inspect", "", InspectionTest(f.data.seat, spec["dice"], thaw(spec.get("need", {})),
                                                    bool(spec.get("log")), thaw(spec.get("success", [])),
                                                    thaw(spec.get("failure", [])))))


def _inspect_words(op, v) -> str:
    spec = op["inspect"]
    said = f"roll {plural(spec['dice'], 'Inspection die')}".replace("dies", "dice")
    if spec.get("need"):
        need = ", ".join(f"{n} {s}" for s, n in spec["need"].items())
        said += f": with at least {need}, {v.words(spec.get('success'))}; else {v.words(spec.get('failure'))}"
    if spec.get("log"):
        said += "; log the results"
    return said


def _inspect_refs(op, index) -> list[tuple[str, str]]:
    if index is None:
        return []
    return [(f"inspect.need.{s}", f"{s!r} is on no Inspection die face")
            for s in op["inspect"].get("need", {}) if s not in index["inspection"]]


INSPECT = Op("inspect", INSPECT_SCHEMA, _inspect, _inspect_words,
             lambda op, v: [icon("inspect"), number(op["inspect"]["dice"])], references=_inspect_refs,
             nested=lambda op: [("inspect.success", op["inspect"].get("success")),
                                ("inspect.failure", op["inspect"].get("failure"))])

CHOOSE_SCHEMA = {"type": "array", "minItems": 2, "maxItems": 4, "items": {
    "type": "object", "properties": {"label": {"type": "string", "minLength": 1, "maxLength": 80},
                                     "effects": {"$ref": "#/$defs/effects"}},
    "required": ["label", "effects"], "additionalProperties": False}}


def _choose(g: Game, f: Frame, op):
    """Each answer says what it does, in the card language's words: the card's popup has closed by now."""
    said = naming.said(g)
    options = [Option(f"choice:{n}", f"{branch['label']}: {said.words(branch['effects'])}", {"choice": n})
               for n, branch in enumerate(op["choose"])]
    return ask(f, "choice", f"{g.table.explorers[f.data.seat].name} chooses one:", options)


def _choose_answer(g: Game, f: Frame, op, answer: Option):
    branch = op["choose"][answer.data["choice"]]
    return Push(effects_frame(f.data.seat, branch["effects"], foe=f.data.foe, zone=f.data.zone))


CHOOSE = Op("choose", CHOOSE_SCHEMA, _choose,
            lambda op, v: "choose: " + " / ".join(b["label"] for b in op["choose"]),
            lambda op, v: [icon("choice"), number(len(op["choose"]))], answer=_choose_answer,
            nested=lambda op: [(f"choose[{n}].effects", b.get("effects")) for n, b in enumerate(op["choose"])])


def _epilogue(g: Game, f: Frame, op):
    """The episode ends at once: Back at Camp follows, or the campaign's end."""
    read_epilogue(g, op["epilogue"])


EPILOGUE = Op("epilogue", {"enum": ["positive", "negative"]}, _epilogue,
              lambda op, v: f"read the {op['epilogue']} epilogue", lambda op, v: [icon("epilogue"), word(op["epilogue"])])


def _cure_options(g: Game, f: Frame) -> list[Option]:
    here = grapple.explorer_zone(g, f.data.seat)
    return [Option(f"cure:{card}", f"Discard {g.table.explorers[s].name}'s {g.card(card).title}", {"card": card})
            for s in grapple.explorers_in(g, here) for card in g.zones.cards(trauma_slots(s))]


def _cure(g: Game, f: Frame, op):
    options = _cure_options(g, f)
    if not options:
        g.emit(ev.Message("No Explorer in your zone has a Trauma.", {"rule": "no_trauma_to_cure"}))
        return None
    return ask(f, "cure", "Which Trauma is discarded?", options)


def _cure_answer(g: Game, f: Frame, op, answer: Option):
    harm.discard_trauma(g, answer.data["card"])


CURE = Op("cure", {"const": True}, _cure, lambda op, v: "discard a Trauma of an Explorer in your zone",
          lambda op, v: [icon("cure")], answer=_cure_answer)

# -- a room laid out from a card's diagram -----------------------------------------------------------------
ROOM_SCHEMA = {"type": "object", "properties": {
    "room": SYMBOL, "at": {"type": "array", "items": {"type": "integer", "minimum": -20, "maximum": 20},
                           "minItems": 2, "maxItems": 2},
    "turned": {"type": "boolean"},
    "doors": {"type": "array", "maxItems": 4, "items": {"type": "object", "properties": {
        "id": SYMBOL, "between": {"type": "array", "items": {"type": "string"}, "minItems": 2, "maxItems": 2}},
        "required": ["id", "between"], "additionalProperties": False}}},
    "required": ["room", "at"], "additionalProperties": False}


def _room(g: Game, f: Frame, op):
    spec = op["room"]
    card = g.cards[spec["room"]]
    if spec["room"] in g.table.areas:
        g.emit(ev.Message(f"The {card.title} is laid out already.", {"rule": "room_twice"}))
        return None
    board.lay_out(g, card.id, card.get("size"), list(spec["at"]), bool(spec.get("turned")), card.type == "room", card.id)
    g.move(card.id, ROOMS_PLACED)
    for gate in spec.get("doors", ()):
        a, b = (f"zone:{z}" for z in gate["between"])
        board.add_door(g, gate["id"], a, b)
    return None


def _room_refs(op, index) -> list[tuple[str, str]]:
    if index is not None and op["room"]["room"] not in index["rooms"]:
        return [("room.room", f"names {op['room']['room']!r}, which is not a room or floor of the pack")]
    return []


ROOM = Op("room", ROOM_SCHEMA, _room, lambda op, v: f"lay out the {v.named(op['room']['room'])}",
          lambda op, v: [icon("room"), word(v.named(op["room"]["room"]))], references=_room_refs)

# -- doors chained shut and trapdoors opened -----------------------------------------------------------------
def _chain(g: Game, f: Frame, op):
    board.chain(g, op["chain"])


def _unchain(g: Game, f: Frame, op):
    board.unchain(g, op["unchain"])


CHAIN = Op("chain", SYMBOL, _chain, lambda op, v: f"chain {door_said(v, op['chain'])} shut",
           lambda op, v: [icon("chain"), word(door_said(v, op["chain"]))])
UNCHAIN = Op("unchain", SYMBOL, _unchain, lambda op, v: f"take the chain off {door_said(v, op['unchain'])}",
             lambda op, v: [icon("unchain"), word(door_said(v, op["unchain"]))])

TRAPDOOR_SCHEMA = {"type": "object", "properties": {
    "to": {"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*:[1-4]$", "maxLength": 70},
    "injuries": {"type": "integer", "minimum": 0, "maximum": 9}},
    "required": ["to"], "additionalProperties": False}


def _trapdoor(g: Game, f: Frame, op):
    spec = op["trapdoor"]
    here = grapple.explorer_zone(g, f.data.seat)
    board.open_trapdoor(g, here, "zone:" + spec["to"], spec.get("injuries", 0))


def _trapdoor_words(op, v) -> str:
    spec = op["trapdoor"]
    fall = f", a fall of {plural(spec['injuries'], 'Injury')}" if spec.get("injuries") else ""
    return f"a trapdoor opens in your zone, down to {v.named(spec['to'])}{fall}"


def _trapdoor_refs(op, index) -> list[tuple[str, str]]:
    room = op["trapdoor"]["to"].split(":")[0]
    if index is not None and room not in index["rooms"]:
        return [("trapdoor.to", f"names {room!r}, which is not a room or floor of the pack")]
    return []


TRAPDOOR = Op("trapdoor", TRAPDOOR_SCHEMA, _trapdoor, _trapdoor_words,
              lambda op, v: [icon("trapdoor"), word(v.named(op["trapdoor"]["to"]))], references=_trapdoor_refs)

STAIRCASE_SCHEMA = {"type": "object", "properties": {
    "mark": {"enum": ["a", "b"]}, "between": {"type": "array", "items": ZONE, "minItems": 2, "maxItems": 2}},
    "required": ["mark", "between"], "additionalProperties": False}


def _staircase(g: Game, f: Frame, op):
    spec = op["staircase"]
    board.lay_staircase(g, spec["mark"], *("zone:" + z for z in spec["between"]))


def _staircase_refs(op, index) -> list[tuple[str, str]]:
    """Both ends must be zones of rooms or floors of the pack (whether they are laid out yet is the game's to say)."""
    if index is None:
        return []
    found = [problem for n, end in enumerate(op["staircase"]["between"])
             for problem in zone_refs(f"staircase.between[{n}]", end, index)]
    if op["staircase"]["between"][0] == op["staircase"]["between"][1]:
        found.append(("staircase.between", "joins a zone to itself"))
    return found


STAIRCASE = Op("staircase", STAIRCASE_SCHEMA, _staircase,
               lambda op, v: f"a staircase {op['staircase']['mark'].upper()} joins "
                             f"{' and '.join(v.named(z) for z in op['staircase']['between'])}",
               lambda op, v: [icon("staircase"), word(op["staircase"]["mark"].upper())], references=_staircase_refs)

VOCABULARY = Vocabulary([INJURE, POISON, HEAL, FATE, STOCK, RESTOCK, REROLL, WOUND, FLEE, SPAWN, TAKE, INSPECT, CHOOSE,
                         EPILOGUE, CURE, ROOM, CHAIN, UNCHAIN, TRAPDOOR, STAIRCASE, *marker_ops.OPS,
                         *scene_ops.OPS, *card_ops.OPS, *group_ops.OPS])


# -- what a verb would do now: nothing, and why (a use of equipment or a relic that can achieve nothing is
# refused with the reason) -------------------------------------------------------------------------------------
def _idle_heal(g: Game, seat: int, op) -> str | None:
    return None if harm.injuries(g, seat) else "you have no Injury to remove"


def _idle_cure(g: Game, seat: int, op) -> str | None:
    here = grapple.explorer_zone(g, seat)
    return None if any(g.zones.cards(trauma_slots(s)) for s in grapple.explorers_in(g, here)) \
        else "no Explorer in your zone has a Trauma"


def _idle_unchain(g: Game, seat: int, op) -> str | None:
    chained = op["unchain"] in g.table.doors and any(g.card(p).get("token") == "chain"
                                                      for p in g.zones.cards(f"door:{op['unchain']}"))
    return None if chained else "no chain holds that door"


def _idle_stock(g: Game, seat: int, op) -> str | None:
    return None if g.zones.size(FATE_ASIDE) else "no Fate token is set aside to add"


def _idle_restock(g: Game, seat: int, op) -> str | None:
    return None if _holders(g) else "no Explorer has a Fate token"


def _idle_reroll(g: Game, seat: int, op) -> str | None:
    return None if g.zones.size(REROLLS) else "no Reroll token is left"


def _idle_take(g: Game, seat: int, op) -> str | None:
    return None if g.zones.size(f"search:{op['take']}") else f"no Search card marked {op['take']} is left"


IDLE = {"heal": _idle_heal, "cure": _idle_cure, "unchain": _idle_unchain, "stock": _idle_stock,
        "restock": _idle_restock, "reroll": _idle_reroll, "take": _idle_take,
        **marker_ops.IDLE, **scene_ops.IDLE, **card_ops.IDLE}


def why_idle(g: Game, seat: int, effects) -> str | None:
    """Why an effect list would achieve nothing for this Explorer now (every verb of it idle: the first one's
    reason), or None when it would do something."""
    reasons = []
    for op in effects or ():
        verb = VOCABULARY.op_of(op)
        idle = IDLE.get(verb.name) if verb is not None else None
        reason = idle(g, seat, op) if idle else None
        if reason is None:
            return None
        reasons.append(reason)
    return reasons[0] if reasons else "it does nothing"
# verbs that act on the Adversary fought: only a fight result may hold them
FIGHT_ONLY = ("wound", "flee")
