"""Verbs that wrap an effect list: `may` (the player may play it or not), `only_if` (it is played only
when a condition holds, e.g. "if you won Gold this turn, gain 1 Follower") and `any_order` (several lists the
rules give no order to, played in the order the player chooses). The wrapped list is played in a
frame of its own that keeps the card's seat, its start in the log and its "next card" modifiers."""
from __future__ import annotations

from engine.core.decisions import Decision, Option
from engine.core.effects import Op, icon, word
from engine.core.game import Game
from engine.core.procedure import Ask, Frame, Push

from . import conditions
from .fields import ALTERNATIVES, EFFECT
from .frames import Play
from .next_card import inherited

EFFECTS = "realm_effect"  # the procedure that plays a list of verbs for one seat (turn.EFFECT)


def thawed(value):
    """A plain copy of read-only card data, for a frame (frames are saved as plain data)."""
    if hasattr(value, "items"):
        return {k: thawed(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [thawed(v) for v in value]
    return value


def play_inside(f: Frame, ops) -> Push:
    """Play an effect list now, then go on with the op after this one (the effect runner moves on past it)."""
    return Push(Frame(EFFECTS, "", Play(**inherited(f), ops=thawed(ops))), again=True)


def _may(g: Game, f: Frame, op):
    words = g.ruleset.vocabulary.words(op["may"])
    return Ask(Decision(f"seat:{f.data.seat}", "may", f"You may {words}. Do you?",
                        [Option("may:yes", f"Yes: {words}", {"may": True}),
                         Option("may:no", "No", {"may": False, "default": True})]))


def _may_answered(g: Game, f: Frame, op, answer: Option):
    if answer.data["may"]:
        return play_inside(f, op["may"])
    return None


MAY = Op("may", EFFECT, _may, lambda op, v: f"you may {v.words(op['may'])}",
         lambda op, v: [word("you may:")] + v.marks(op["may"]), answer=_may_answered,
         nested=lambda op: [("may", op["may"])])


def _only_if(g: Game, f: Frame, op):
    if conditions.holds(g, f.data.seat, op["only_if"]):
        return play_inside(f, op["then"])
    return None


def _only_if_words(op, v) -> str:
    return f"if {conditions.words(op['only_if'])}: {v.words(op.get('then'))}"


def _only_if_references(op, index) -> list[tuple[str, str]]:
    if not op.get("then"):
        return [("then", "is required: what is played when the condition holds")]
    return [(f"only_if.{test}", f"names {realm!r}, which is not a Realm of the pack")
            for test, realm in conditions.realms_named(op["only_if"]) if realm not in index.get("realm", ())]


ONLY_IF = Op("only_if", conditions.SCHEMA, _only_if, _only_if_words,
             lambda op, v: [icon("if"), word(conditions.words(op["only_if"]) + ":")] + v.marks(op.get("then")),
             _only_if_references, riders={"then": EFFECT}, nested=lambda op: [("then", op.get("then") or [])])


def _any_order(g: Game, f: Frame, op):
    lists = op["any_order"]
    if len(lists) == 1:
        return play_inside(f, lists[0])
    words = g.ruleset.vocabulary.words
    options = [Option(f"first:{n}", f"First: {words(effect)}", {"first": n}) for n, effect in enumerate(lists)]
    return Ask(Decision(f"seat:{f.data.seat}", "any_order", "These come in the order you choose: which first?",
                        options))


def _any_order_answered(g: Game, f: Frame, op, answer: Option):
    """The list chosen is played, then the others, in an order asked again when two or more are left."""
    lists = op["any_order"]
    first = answer.data["first"]
    rest = [effect for n, effect in enumerate(lists) if n != first]
    then = list(lists[first]) + ([{"any_order": rest}] if len(rest) > 1 else list(rest[0]) if rest else [])
    return play_inside(f, then)


ANY_ORDER = Op("any_order", ALTERNATIVES, _any_order,
               lambda op, v: "in the order you choose: " + "; and ".join(v.words(e) for e in op["any_order"]),
               lambda op, v: [word("in any order:")] + [m for e in op["any_order"] for m in v.marks(e)],
               answer=_any_order_answered, nested=lambda op: [(f"any_order[{n}]", e)
                                                             for n, e in enumerate(op["any_order"])])
