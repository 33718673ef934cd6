"""Verbs that wrap an effect list: `may` (the player may play it or not) and `only_if` (it is played only
when a condition holds, e.g. "if you won Gold this turn, gain 1 Follower"). The wrapped list is played in a
frame of its own that keeps the card's seat, its start in the log and its "next card" modifiers."""
from __future__ import annotations

from engine.core.decisions import Decision, Option
from engine.core.effects import Op, icon, word
from engine.core.game import Game
from engine.core.procedure import Ask, Frame, Push

from . import conditions
from .fields import EFFECT
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
