"""The verbs the Event book adds to the card vocabulary: carry a named mark (a flag later entries ask
about), side with the Othersiders (win with them if every Realm falls), lay an Event marker on a Realm (the
entry's Realm effects may then be limited to the marked Realms), refill one's hand now (the rulebook's
"unless an Event allows you to", for a seat an interrupt keeps from refilling), and take more Actions on
one's next turn (the rulebook's "additional Actions allowed by Event cards": an Event is read between
turns, so the Actions it allows are taken in the seat's coming turn, before or after its own two)."""
from __future__ import annotations

from engine.core.decisions import Decision, Option
from engine.core.effects import Op, icon, word
from engine.core.game import Game
from engine.core.procedure import Ask, Frame

from . import decks
from .events import ActionsGranted, Flagged
from .table import EVENT_MARKERS, event_marks

NAME = {"type": "string", "pattern": "^[a-z0-9]+([_-][a-z0-9]+)*$", "maxLength": 64}


def carry(game: Game, seat: int, flag: str) -> None:
    """A seat carries a flag from now on (once)."""
    holders = game.table.flags.setdefault(flag, [])
    if seat not in holders:
        holders.append(seat)
        game.emit(Flagged(seat, flag))


def _flag(g: Game, f: Frame, op) -> None:
    carry(g, f.data.seat, op["flag"])


def _side(g: Game, f: Frame, op) -> None:
    seat = f.data.seat
    if seat not in g.table.allies:
        g.table.allies.append(seat)
        g.emit(Flagged(seat, "sides-with-othersiders"))


def _mark_options(g: Game, f: Frame) -> list[Option]:
    realms = f.data.where or g.table.realms
    return [Option(f"mark:{r}", f"Lay an Event marker on the {g.cards[r].title}", {"realm": r}) for r in realms]


def _mark(g: Game, f: Frame, op) -> Ask | None:
    if not g.zones.size(EVENT_MARKERS):
        return None  # the supply ran out: the rulebook allows stand-ins, which change nothing here
    options = _mark_options(g, f)
    if len(options) == 1:
        g.move(g.zones.top(EVENT_MARKERS), event_marks(options[0].data["realm"]))
        return None
    return Ask(Decision(f"seat:{f.data.seat}", "mark", "On which Realm do you lay the Event marker?", options))


def _mark_answer(g: Game, f: Frame, op, answer: Option) -> None:
    g.move(g.zones.top(EVENT_MARKERS), event_marks(answer.data["realm"]))


def _refill(g: Game, f: Frame, op) -> None:
    decks.refill(g, f.data.seat)


def _more_actions(g: Game, f: Frame, op) -> None:
    seat, count = f.data.seat, op["actions"]
    g.table.granted[str(seat)] = g.table.granted.get(str(seat), 0) + count
    g.emit(ActionsGranted(seat, count))


MOST_ACTIONS = 9  # more Actions one seat may be owed at once: a guard a loaded table is checked against


FLAG = Op("flag", NAME, _flag, lambda op, v: f"carry the mark '{op['flag']}'", lambda op, v: [icon("flag"),
                                                                                              word(op["flag"])])
SIDE = Op("side_with_othersiders", {"const": True}, _side,
          lambda op, v: "side with the Othersiders: win with them if every Realm falls",
          lambda op, v: [icon("othersider"), word("ally")])
MARK = Op("mark", {"const": True}, _mark, lambda op, v: "lay an Event marker on a Realm",
          lambda op, v: [icon("marker")], answer=_mark_answer)

REFILL = Op("refill", {"const": True}, _refill, lambda op, v: "draw up to your hand limit",
            lambda op, v: [icon("draw"), word("refill")])

ACTIONS = Op("actions", {"type": "integer", "minimum": 1, "maximum": 3}, _more_actions,
             lambda op, v: f"take {op['actions']} more Action{'s' if op['actions'] > 1 else ''} on your next turn",
             lambda op, v: [icon("action"), word("+"), word(str(op["actions"])), word("next turn")])

EVENT_OPS = [FLAG, SIDE, MARK, REFILL, ACTIONS]
