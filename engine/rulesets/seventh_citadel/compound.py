"""Compound actions (rulebook, "Compound actions"): a die rests on the current row of the action and
shows what is still needed. Taking the action puts a die on its first row at that row's difficulty (one
from another card when none is left); a failure lowers the die by the successes taken into account; a
success moves the die on to a later row, or ends the action. A card leaving play frees its die."""
from __future__ import annotations

from engine.core import events as ev
from engine.core.game import Game

from .table import DICE, Die


def on(piece: str) -> str:
    """The zone of the die resting on a card."""
    return f"on:{piece}"


def die_on(g: Game, piece: str, action: int) -> str | None:
    for die, rest in g.table.dice.items():
        if rest.piece == piece and rest.action == action:
            return die
    return None


def rows(g: Game, spec) -> list:
    return list(spec.get("rows") or ())


def wanted(g: Game, piece: str, action: int) -> bool:
    """Whether taking this action needs a die from another card: none rests on it and none is left in the box."""
    return die_on(g, piece, action) is None and g.zones.top(DICE) is None


def place(g: Game, piece: str, action: int, spec, taken: str | None = None) -> str:
    """The die of this action: the one resting there, else a die from the box, else `taken`, the die the active
    player takes from another card; set to the first row's difficulty."""
    die = die_on(g, piece, action)
    if die is not None:
        return die
    die = g.zones.top(DICE)
    if die is None:
        die = taken if taken in g.table.dice else sorted(g.table.dice)[0]
        release(g, g.table.dice[die].piece)
    value = int(rows(g, spec)[0]["difficulty"])
    g.move(die, on(piece))
    g.table.dice[die] = Die(piece, action, 0, value)
    g.emit(ev.ValueChanged(f"die:{die}", 0, value))
    return die


def lower(g: Game, die: str, by: int) -> None:
    rest = g.table.dice[die]
    old, rest.value = rest.value, max(0, rest.value - by)
    if rest.value != old:
        g.emit(ev.ValueChanged(f"die:{die}", old, rest.value))


def move_on(g: Game, die: str, spec, steps: int) -> None:
    """The die moves `steps` rows on, set to that row's difficulty; past the last row it goes to the box."""
    rest = g.table.dice[die]
    target = rest.row + steps
    table_rows = rows(g, spec)
    if target >= len(table_rows):
        release(g, rest.piece)
        return
    old = rest.value
    rest.row, rest.value = target, int(table_rows[target]["difficulty"])
    g.emit(ev.ValueChanged(f"die:{die}", old, rest.value))


def release(g: Game, piece: str) -> None:
    """Any die resting on this card goes back to the box."""
    for die, rest in list(g.table.dice.items()):
        if rest.piece == piece:
            del g.table.dice[die]
            g.move(die, DICE)
