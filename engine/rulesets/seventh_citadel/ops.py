"""The 7th Citadel's effect vocabulary, each op declared once: its schema, what it does, its words on the
card viewer and card faces, and what it refers to for the pack validator. "You" is the frame's seat:
the active player, or each (or one random) involved character inside `each_involved` / `random_involved`."""
from __future__ import annotations

from dataclasses import replace

from engine.content.schema_parts import ID as ID_SCHEMA, NAME as NAME_SCHEMA, SHORT, TRUE, count, list_of, table
from engine.core import choices, events as ev
from engine.core.decisions import Decision, Option
from engine.core.effects import Op, Vocabulary, icon, number, word
from engine.core.procedure import Ask, Frame, Push
from engine.rulesets.sevenths import board
from engine.rulesets.sevenths.fields import NUMBER
from engine.rulesets.sevenths.choose import choose_op
from engine.rulesets.sevenths.seat_order import clockwise_from

from . import citadel, compound, conditions, leaflet, life
from .actions import MANDATORY, action_def, on_same_terrain
from .consequences import EACH, Consequence, block_card, discard_card, return_card, take_frame
from .decks import pay_frame
from .frames import ActionLocals
from .dialogues import read_frame
from .table import BANISHED, SCORES, blocked, deck, discard, hand, purse

NESTED = {"$ref": "#/$defs/consequences"}


def _plural(n, what: str) -> str:
    return f"{n} {what}{'' if n == 1 else 's'}"


def _says(text: str):
    return lambda op, vocabulary: text


def _inner(d: Consequence, *below, **changes) -> Frame:
    """A consequence list inside the op being done (at `below` in it), run in a frame of its own."""
    inner = replace(d, path=d.path + [d.op, *below], op=0, involved=list(d.involved), i=None, each=None, **changes)
    return Frame("consequence", "", inner)


def _action_frame(g) -> Frame | None:
    """The action whose consequences these are (the nearest running action)."""
    return next((f for f in reversed(g.state.stack) if f.proc == "action"), None)


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
def _life(sign: int, key: str):
    def apply(g, f, op):
        seat = f.data.seat
        if g.table.player(seat).life == 0 and sign < 0:
            return None
        return life.falls([seat] if life.change(g, seat, sign * int(op[key])) else [])
    return apply


def _damage(g, f, op):
    """Damage: protection gained in this action cancels it first (never a plain loss of life points)."""
    seat, amount = f.data.seat, int(op["damage"])
    action = _action_frame(g)
    if action is not None and action.data.active == seat and action.data.protection:
        cancelled = min(amount, action.data.protection)
        action.data.protection -= cancelled
        amount -= cancelled
        g.emit(ev.Message(f"Protection cancels {cancelled} damage.", {"rule": "protection", "cancelled": cancelled}))
    if not amount or g.table.player(seat).life == 0:
        return None
    return life.falls([seat] if life.change(g, seat, -amount) else [])


LOSE_LIFE = Op("lose_life", count(1, 99), _life(-1, "lose_life"),
               lambda op, v: f"lose {_plural(op['lose_life'], 'life point')}",
               lambda op, v: [icon("life"), word(f"−{op['lose_life']}")])
DAMAGE = Op("damage", count(1, 99), _damage,
            lambda op, v: f"suffer {op['damage']} damage", lambda op, v: [icon("damage"), word(str(op["damage"]))])
GAIN_LIFE = Op("gain_life", count(1, 99), _life(1, "gain_life"),
               lambda op, v: f"gain {_plural(op['gain_life'], 'life point')}",
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
    return Ask(Decision(f"seat:{d.active}", "share", f"The characters share {left} more life point(s): to whom?",
                        options))


def _shared(g, f, op, answer: Option):
    f.data.shared += 1
    life.change(g, answer.data["seat"], 1)
    return _share(g, f, op)  # the next one, if any is left


SHARE_LIFE = Op("share_life", count(1, 99), _share, lambda op, v: f"the characters share {op['share_life']} life points",
                lambda op, v: [icon("life"), word(f"share {op['share_life']}")], answer=_shared)


# -- the action deck, the discard pile, the hand ------------------------------------------------------------
def _hand(g, f, op):
    action = _action_frame(g)
    if action is not None:
        action.data.keep += int(op["hand"])


HAND = Op("hand", count(1, 9), _hand, lambda op, v: f"add up to {_plural(op['hand'], 'revealed card')} to your hand",
          lambda op, v: [icon("hand"), word(str(op["hand"]))])


def _recover(g, f, op):
    seat = f.data.seat
    back = life.recover(g, seat, int(op["recover"]))
    g.emit(ev.Message(f"{g.table.player(seat).name} shuffles {len(back)} card(s) back.", {"rule": "recover", "seat": seat}))


RECOVER = Op("recover", count(1, 20), _recover,
             lambda op, v: f"shuffle up to {_plural(op['recover'], 'random card')} of your discard pile into your deck",
             lambda op, v: [icon("recover"), word(f"+{op['recover']}")])


def _discard_top(g, f, op):
    seat = f.data.seat
    return Push(pay_frame(seat, int(op["discard_top"]), discard(seat)), again=True)


DISCARD_TOP = Op("discard_top", count(1, 20), _discard_top,
                 lambda op, v: f"discard the top {_plural(op['discard_top'], 'card')} of your action deck",
                 lambda op, v: [icon("deck"), word(f"−{op['discard_top']}")])


# -- this card ----------------------------------------------------------------------------------------------
DISCARD = Op("discard", TRUE, lambda g, f, op: discard_card(g, f.data.card, f.data.seat),
             _says("discard this"), lambda op, v: [icon("discard"), word("discard this")])
def _banish(g, f, op):
    """Banish this: out of play for good (its die to the box); a board space it leaves opens as it would discarded."""
    piece = f.data.card
    space = g.zones.zone_of(piece)
    compound.release(g, piece)
    board.forget(g, piece)
    g.move(piece, BANISHED)
    board.left(g, piece, space)


BANISH = Op("banish", TRUE, _banish, _says("banish this"), lambda op, v: [icon("banish"), word("banish this")])
RETURN = Op("return", TRUE, lambda g, f, op: return_card(g, f.data.card), _says("return this to its deck"),
            lambda op, v: [icon("return"), word("return this")])


def _return_held(g, f, op):
    """Return a card of yours by its name (a state card: "return their 'You are exhausted' card"), if you have one."""
    seat = f.data.seat
    held = [p for z in (purse(seat), blocked(seat), hand(seat)) for p in g.zones.cards(z)
            if g.state.pieces[p] == op["return_held"]]
    if held:
        return_card(g, held[0])
        g.emit(ev.Message(f"{g.table.player(seat).name} returns {g.card(held[0]).title}.",
                          {"rule": "returned", "seat": seat, "piece": held[0]}))


RETURN_HELD = Op("return_held", ID_SCHEMA, _return_held,
                 lambda op, v: f"return your card {op['return_held']}, if you have it",
                 lambda op, v: [icon("return"), word(str(op["return_held"]))],
                 lambda op, index: [] if op["return_held"] in index.ids
                 else [("return_held", f"no card {op['return_held']!r} in the pack")])


def _unblock(g, f, op):
    d: Consequence = f.data
    held = list(g.zones.cards(blocked(d.seat)))
    if d.unblocked >= int(op["unblock"]) or not held:
        d.unblocked = 0
        return None
    options = [Option(f"unblock:{p}", f"Unblock {g.card(p).title}", {"piece": p}) for p in held]
    options.append(Option("done", "No more"))
    return Ask(Decision(f"seat:{d.seat}", "unblock", f"Unblock up to {op['unblock'] - d.unblocked} card(s)?",
                        options))


def _unblocked(g, f, op, answer: Option):
    d: Consequence = f.data
    piece = answer.data.get("piece")
    if piece is None:  # no more
        d.unblocked = 0
        return None
    d.unblocked += 1
    _free(g, piece, d.seat)
    return _unblock(g, f, op)  # again, up to the number


def _free(g, piece: str, seat: int) -> None:
    """An unblocked card goes back to its player: a skill shuffled into their deck, any other in front of them."""
    if g.card(piece).type == "skill":
        g.move(piece, deck(seat), face_up=False)
        g.rng.shuffle(g.zones.contents[deck(seat)])
        g.emit(ev.Shuffled(deck(seat)))
    else:
        g.move(piece, purse(seat))


UNBLOCK = Op("unblock", count(1, 9), _unblock, lambda op, v: f"unblock up to {_plural(op['unblock'], 'card')}",
             lambda op, v: [icon("unblock"), word(str(op["unblock"]))], answer=_unblocked)


def _keywords_words(spec) -> str:
    keywords = [k.upper() for k in spec.get("keywords") or ()]
    return " or ".join(filter(None, [", ".join(keywords[:-1]), keywords[-1]])) + " " if keywords else ""


def _unblock_collectively(g, f, op):
    """"Players collectively unblock up to N cards with the keyword ...": the players say which, any character's,
    one at a time, until N are unblocked or they stop."""
    d: Consequence = f.data
    spec = op["unblock_collectively"]
    wanted = set(spec.get("keywords") or ())
    held = [(p, piece) for p in g.table.present() for piece in g.zones.cards(blocked(p.seat))
            if not wanted or wanted & set(g.card(piece).get("keywords") or ())]
    if d.unblocked >= int(spec["cards"]) or not held:
        d.unblocked = 0
        return None
    options = [Option(f"unblock:{piece}", f"Unblock {p.name}'s {g.card(piece).title}", {"piece": piece, "seat": p.seat})
               for p, piece in held]
    options.append(Option("done", "No more"))
    return Ask(Decision("table", "unblock_collectively", f"Unblock up to {int(spec['cards']) - d.unblocked} "
                        f"{_keywords_words(spec)}card(s), any character's?", options))


def _unblocked_collectively(g, f, op, answer: Option):
    d: Consequence = f.data
    if answer.data.get("piece") is None:  # no more
        d.unblocked = 0
        return None
    d.unblocked += 1
    _free(g, answer.data["piece"], answer.data["seat"])
    return _unblock_collectively(g, f, op)


UNBLOCK_COLLECTIVELY = Op(
    "unblock_collectively", table({"cards": count(1, 9), "keywords": list_of(NAME_SCHEMA, minItems=1, maxItems=6)},
                                  ["cards"]), _unblock_collectively,
    lambda op, v: (f"the players unblock up to {op['unblock_collectively']['cards']} "
                   f"{_keywords_words(op['unblock_collectively'])}card(s), any character's"),
    lambda op, v: [icon("unblock"), word(f"{op['unblock_collectively']['cards']} "
                                         f"{_keywords_words(op['unblock_collectively'])}".strip())],
    answer=_unblocked_collectively)
BLOCK = Op("block", TRUE, lambda g, f, op: block_card(g, f.data.card, f.data.seat),
           _says("block this"), lambda op, v: [icon("block"), word("block this")])


def _slip_under(g, f, op):
    """Block this under the character card of the player of your choice (a hope card)."""
    options = [Option(f"under:{p.seat}", f"Under {p.name}'s character card", {"seat": p.seat, "piece": p.character})
               for p in g.table.present()]  # offered on each character card, where the table shows it going
    if len(options) == 1:
        return _slipped(g, f, op, options[0])
    return Ask(Decision(f"seat:{f.data.active}", "slip_under", f"Block {g.card(f.data.card).title} under whose "
                        "character card?", options, context={"piece": f.data.card}))


def _slipped(g, f, op, answer: Option):
    seat = answer.data["seat"]
    g.move(f.data.card, blocked(seat))
    g.emit(ev.Message(f"{g.card(f.data.card).title} is blocked under {g.table.player(seat).name}'s character card.",
                      {"rule": "slipped_under", "seat": seat, "piece": f.data.card}))
    return None


SLIP_UNDER = Op("slip_under", TRUE, _slip_under, _says("block this under the character card of a player of your choice"),
                lambda op, v: [icon("block"), word("under any character")], answer=_slipped)


def _block_all(g, f, op):
    """Block every purse card of yours with that keyword (a hope card: "this and all your other ones")."""
    seat = f.data.seat
    for piece in [p for p in g.zones.cards(purse(seat)) if op["block_all"] in (g.card(p).get("keywords") or ())]:
        block_card(g, piece, seat)


BLOCK_ALL = Op("block_all", NAME_SCHEMA, _block_all, lambda op, v: f"block all your {op['block_all'].upper()} cards",
               lambda op, v: [icon("block"), word(f"all {op['block_all'].upper()}")])


def _anticipate(g, f, op, answer: Option | None = None):
    """Look at the top X cards of your deck, then put each back on top or at the bottom, in any order: where each goes,
    then the order of those on top and of those at the bottom, are the seat's (only they see the cards)."""
    d: Consequence = f.data
    seat = d.seat
    if d.looked is None:
        d.looked = list(reversed(g.zones.cards(deck(seat))[-int(op["anticipate"]):]))
        d.placed, d.bottoms, d.ordering = [], [], []
        g.emit(ev.Message(f"{g.table.player(seat).name} looks at the top {len(d.looked)} card(s) of their deck.",
                          {"rule": "anticipate", "seat": seat, "count": len(d.looked)}))
    if answer is not None and "where" in answer.data:
        d.placed.append(answer.data["piece"])
        if answer.data["where"] == "bottom":
            d.bottoms.append(answer.data["piece"])
        answer = None
    unplaced = [p for p in d.looked if p not in d.placed]
    if unplaced:
        piece, title = unplaced[0], g.card(unplaced[0]).title
        options = [Option(f"top:{piece}", f"{title} back on top", {"piece": piece, "where": "top"}),
                   Option(f"bottom:{piece}", f"{title} to the bottom", {"piece": piece, "where": "bottom"})]
        return Ask(Decision(f"seat:{seat}", "anticipate", f"{title}: on top of your deck, or at the bottom?", options,
                            private=True))
    return _anticipated(g, f, answer)


def _anticipated(g, f, answer: Option | None):
    """Each card's place is chosen: the order of those on top (the first chosen ends on top) and back they go; then the
    order of those at the bottom (the first chosen ends at the very bottom), and back they go."""
    d: Consequence = f.data
    pile = deck(d.seat)
    tops = [p for p in d.looked if p not in d.bottoms]
    if tops:
        if len(tops) > 1:
            options = [Option(f"top:{p}", g.card(p).title, {"piece": p}) for p in tops]
            got = choices.order(f, answer, f"seat:{d.seat}", "anticipate_order", "Which card ends on top of your deck?",
                                options, into="ordering")
            if isinstance(got, Ask):
                got.decision.private = True
                return got
            tops, answer = [o.data["piece"] for o in got], None
        for piece in reversed(tops):
            g.move(piece, pile, face_up=False)
        d.looked = [p for p in d.looked if p in d.bottoms]
    bottoms = list(d.bottoms)
    if len(bottoms) > 1:
        options = [Option(f"bottom:{p}", g.card(p).title, {"piece": p}) for p in bottoms]
        got = choices.order(f, answer, f"seat:{d.seat}", "anticipate_order",
                            "Which card ends at the very bottom of your deck?", options, into="ordering")
        if isinstance(got, Ask):
            got.decision.private = True
            return got
        bottoms = [o.data["piece"] for o in got]
    for piece in bottoms:
        g.move(piece, pile, position=0, face_up=False)
    d.looked, d.placed, d.bottoms = None, [], []
    return None


ANTICIPATE = Op("anticipate", count(1, 6), lambda g, f, op: _anticipate(g, f, op),
                lambda op, v: f"look at the top {_plural(op['anticipate'], 'card')} of your deck, then put each back on "
                              "top or at the bottom, in any order",
                lambda op, v: [icon("deck"), word(f"look {op['anticipate']}")],
                answer=lambda g, f, op, answer: _anticipate(g, f, op, answer))


def _move_die(g, f, op):
    action = _action_frame(g)
    if action is None:
        return None
    d: ActionLocals = action.data
    die = compound.die_on(g, d.piece, d.index)
    if die is not None:
        compound.move_on(g, die, action_def(g, d.piece, d.index), int(op["move_die"]))
        d.moved = True
    return None


MOVE_DIE = Op("move_die", count(1, 5), _move_die,
              lambda op, v: "move the die to the next row" if op["move_die"] == 1 else
              f"move the die {op['move_die']} rows on",
              lambda op, v: [icon("die_arrow")] * int(op["move_die"]))


# -- a die roll ------------------------------------------------------------------------------------------------
def _roll(g, f, op):
    rolled = g.rng.roll(6)
    g.emit(ev.Message(f"The die shows {rolled}.", {"rule": "roll", "value": rolled}))
    if rolled in op["roll"]["on"]:
        return Push(_inner(f.data, "roll", "then"), again=True)
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
    action = _action_frame(g)
    if action is None or action.data.success is not False:
        return None
    return Push(_inner(f.data, "if_failed"), again=True)


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
    return Push(_inner(f.data, "if", branch), again=True)


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
    return Push(EACH.frame(seats=seats, inner=_inner(d, "each_involved").data))


def _random_involved(g, f, op):
    d: Consequence = f.data
    awake = [s for s in d.involved if g.table.player(s).life > 0]
    if not awake:
        return None
    seat = g.rng.pick(awake)
    g.emit(ev.Message(f"{g.table.player(seat).name} is the random involved character.", {"rule": "random", "seat": seat}))
    return Push(_inner(d, "random_involved", seat=seat), again=True)


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
    return Push(_inner(d, "one_involved", seat=seat), again=True)


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
CHOOSE = choose_op(NESTED, lambda g, f, k: Push(_inner(f.data, "choose", k, "then"), again=True), "adventure_ends",
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


MOVE = Op("move", TRUE, _move, _says("move your figure to an adjacent terrain"),
          lambda op, v: [icon("move"), word("move")], answer=_moved)


def _flip_frame(g, f) -> Frame:
    d: Consequence = f.data
    frame = take_frame(d.seat, d.active, d.involved, 0)
    frame.data.piece, frame.data.space = d.card, g.zones.zone_of(d.card)
    return frame


FLIP = Op("flip", TRUE, lambda g, f, op: Push(_flip_frame(g, f), again=True), _says("flip this and resolve it"),
          lambda op, v: [icon("flip"), word("flip this")])

# -- the Citadel leaflet ------------------------------------------------------------------------------------
DESTINY = Op("destiny", TRUE, leaflet.destiny, _says("check a symbol of the Destiny page and apply its effect"),
             lambda op, v: [icon("destiny"), word("check a Destiny symbol")], answer=leaflet.destiny_answer)
GAIN_REFLEX = Op("gain_reflex", TRUE, lambda g, f, op: leaflet.gain_reflex(g, f.data.seat),
                 _says("gain a random reflex skill, if one is left, shuffled into your deck"),
                 lambda op, v: [icon("skill"), word("gain a reflex skill")])
CHOOSE_BUILDING = Op("choose_building", NUMBER, leaflet.choose_building,
                     lambda op, v: (f"take every card {op['choose_building']}, choose one and write its title above this "
                                    "building, which then does what it prints; return the others"),
                     lambda op, v: [icon("building"), number(op["choose_building"])],
                     lambda op, index: [] if op["choose_building"] in index.numbers
                     else [("choose_building", f"numbox {op['choose_building']} points at no card")],
                     answer=leaflet.chosen_building)


# -- cards paid for something -------------------------------------------------------------------------------
def _payable(g, keyword: str, chosen: list[str]) -> list[str]:
    """The cards with that keyword the players may return: each present character's purse cards, blocked or not."""
    return [p for player in g.table.present() for z in (purse(player.seat), blocked(player.seat))
            for p in g.zones.cards(z) if p not in chosen and keyword in (g.card(p).get("keywords") or ())]


def _return_for(g, f, op):
    """"Players may return N cards with this keyword to get ...": the players say which cards, one at a time, or keep
    them all; nothing is returned until all N are chosen."""
    d: Consequence = f.data
    spec = op["return_for"]
    keyword, wanted = spec["keyword"], int(spec["cards"])
    payable = _payable(g, keyword, d.paying)
    if len(d.paying) + len(payable) < wanted:
        d.paying = []
        g.emit(ev.Message(f"Too few {keyword.upper()} cards to return: nothing is paid.",
                          {"rule": "unpaid", "keyword": keyword}))
        return None
    owners = {p: player.name for player in g.table.present() for z in (purse(player.seat), blocked(player.seat))
              for p in g.zones.cards(z)}
    gain = g.ruleset.vocabulary.words(spec["then"])
    options = [Option(f"pay:{p}", f"Return {owners[p]}'s {g.card(p).title}", {"piece": p}) for p in payable]
    options.append(Option("keep", "Keep them" + (" (return nothing)" if not d.paying else
                                                 f" (return nothing, not even {', '.join(g.card(p).title for p in d.paying)})"),
                          {"default": True}))
    return Ask(Decision("table", "return_for", f"Return {wanted} {keyword.upper()} card(s) to get: {gain}? "
                        f"({wanted - len(d.paying)} more to choose)", options, context={"chosen": list(d.paying)}))


def _returned_for(g, f, op, answer: Option):
    d: Consequence = f.data
    piece = answer.data.get("piece")
    if piece is None:  # kept
        d.paying = []
        return None
    d.paying.append(piece)
    if len(d.paying) < int(op["return_for"]["cards"]):
        return _return_for(g, f, op)
    for paid in d.paying:
        return_card(g, paid)
        g.emit(ev.Message(f"{g.card(paid).title} is returned.", {"rule": "returned", "piece": paid}))
    d.paying = []
    return Push(_inner(d, "return_for", "then", paying=[]), again=True)


RETURN_FOR = Op("return_for", table({"keyword": NAME_SCHEMA, "cards": count(1, 6), "then": NESTED},
                                    ["keyword", "cards", "then"]), _return_for,
                lambda op, v: (f"the players may return {_plural(op['return_for']['cards'], op['return_for']['keyword'].upper() + ' card')} "
                               f"to get: {v.words(op['return_for']['then'])}"),
                lambda op, v: [icon("return"), word(f"{op['return_for']['cards']} {op['return_for']['keyword'].upper()}:")]
                + v.marks(op["return_for"]["then"]),
                nested=lambda op: [("return_for.then", op["return_for"]["then"])], answer=_returned_for)
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


THREAT_OVERCOME = Op("threat_overcome", TRUE, _overcome, _says("the threat is overcome: you win"),
                     lambda op, v: [icon("win"), word("the threat is overcome")])
ADVENTURE_ENDS = Op("adventure_ends", TRUE, _ends, _says("your adventure ends here"),
                    lambda op, v: [icon("loss"), word("your adventure ends here")])

VOCABULARY = Vocabulary([TAKE, LOSE_LIFE, DAMAGE, GAIN_LIFE, SHARE_LIFE, HAND, RECOVER, DISCARD_TOP, DISCARD, BANISH, RETURN,
                         RETURN_HELD,
                         BLOCK, SLIP_UNDER, BLOCK_ALL, UNBLOCK, UNBLOCK_COLLECTIVELY, MOVE_DIE, ANTICIPATE,
                         ROLL, READ, SCORE, IF, IF_FAILED, CHOOSE, EACH_INVOLVED, ONE_INVOLVED, RANDOM_INVOLVED, MOVE, FLIP,
                         DESTINY, GAIN_REFLEX, CHOOSE_BUILDING, RETURN_FOR, SIDE_QUEST, END_SCENARIO, THREAT_OVERCOME,
                         ADVENTURE_ENDS])
